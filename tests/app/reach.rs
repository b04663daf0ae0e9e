//! Every button on every screen can be reached by mouse at every interface size the settings
//! offer, in a 1280×720 window: each clickable or draggable widget is, as it is or after the
//! wheel scrolls it into view, wholly inside the window and not clipped. The playtest found
//! Settings' Close and the menu's Quit below the window's edge at 150 % with nothing to scroll.
//!
//! The screens run their real egui code headless (`common::app_with_egui`); the wheel is turned
//! where a person would turn it: over the widget's own scrolling area, towards the widget.

use crate::common::{EguiFeed, TestApp};
use bevy::prelude::*;
use bevy_egui::egui::{self, Event, Id, Modifiers, MouseWheelUnit, Pos2, Rect};
use mogland::app::Go;
use mogland::app::settings_page::{SettingsPage, UI_SCALES};
use mogland::states::Screen;
use std::collections::{BTreeMap, HashSet};

/// The smallest window Mogland is made for.
const WINDOW: Vec2 = Vec2::new(1280.0, 720.0);

/// A widget a person can click or drag, as the last frame laid it out (egui points).
#[derive(Clone, Copy, Debug)]
struct Widget {
    id: Id,
    /// Where the whole widget is.
    rect: Rect,
    /// Where it can be pointed at: the part its scrolling areas and the window leave.
    open: Rect,
}

impl Widget {
    /// In the window and not clipped, give or take a few points (a scroll bar's hover zone is
    /// wider than the bar drawn): it can be pointed at anywhere on it.
    fn in_view(&self, screen: Rect) -> bool {
        let whole = self.rect.shrink(6.0);
        screen.contains_rect(whole) && self.open.contains_rect(whole)
    }
}

fn ctx(t: &mut TestApp) -> egui::Context {
    let mut q = t.world_mut().query::<&mut bevy_egui::EguiContext>();
    q.single_mut(t.world_mut()).unwrap().get_mut().clone()
}

/// The widgets of the last frame that take a click or a drag, on the topmost layers only
/// when `top` (a page shown over another: what lies under it is not the page's).
fn widgets(ctx: &egui::Context, top: bool) -> Vec<Widget> {
    let raw: Vec<(egui::LayerId, Id, Rect, Rect)> = ctx.viewport(|vp| {
        vp.prev_pass
            .widgets
            .layers()
            .flat_map(|(layer, ws)| {
                ws.iter()
                    .filter(|w| {
                        w.enabled
                            && (w.sense.senses_click() || w.sense.senses_drag())
                            && w.rect.width() > 0.0
                            && w.rect.height() > 0.0
                            && !vertical_scroll_bar(w.rect)
                    })
                    .map(|w| (*layer, w.id, w.rect, w.interact_rect))
            })
            .collect()
    });
    // (The context is locked inside `viewport`: layers are placed after it.)
    let all: Vec<(egui::LayerId, Widget)> = raw
        .into_iter()
        .map(|(layer, id, rect, open)| {
            let to_screen = ctx.layer_transform_to_global(layer).unwrap_or_default();
            let (rect, open) = (to_screen * rect, to_screen * open);
            (layer, Widget { id, rect, open })
        })
        .collect();
    let highest = all.iter().map(|(l, _)| l.order).max();
    all.into_iter()
        .filter(|(l, _)| !top || Some(l.order) == highest)
        .map(|(_, w)| w)
        .collect()
}

/// A vertical scroll bar is how the rest is reached, not a target; its hover zone reaches past
/// the edge of the panel it scrolls.
fn vertical_scroll_bar(r: Rect) -> bool {
    r.width() <= 24.0 && r.height() >= 100.0
}

/// Where to turn the wheel to bring `w` into view: on the edge of its scrolling area nearest
/// to it (its open part, when some of it shows).
fn wheel_spot(w: &Widget, screen: Rect) -> Pos2 {
    fn axis(lo: f32, hi: f32, centre: f32) -> f32 {
        if lo <= hi {
            centre.clamp(lo + 2.0, (hi - 2.0).max(lo + 2.0))
        } else if centre > hi {
            // Beyond the area's far edge: `hi` is that edge.
            hi - 4.0
        } else {
            lo + 4.0
        }
    }
    let c = w.rect.center();
    let p = Pos2::new(
        axis(w.open.min.x, w.open.max.x, c.x),
        axis(w.open.min.y, w.open.max.y, c.y),
    );
    p.clamp(
        screen.min + egui::vec2(2.0, 2.0),
        screen.max - egui::vec2(2.0, 2.0),
    )
}

/// How far to move the content so that the whole of `w` shows within its scrolling area's edge
/// that cuts it (the edges of `w.open` that cut into `w.rect`).
fn towards(w: &Widget) -> egui::Vec2 {
    fn axis(lo: f32, hi: f32, open_lo: f32, open_hi: f32) -> f32 {
        // When nothing of `w` shows, `open` runs from the cut edge to `w`'s near edge.
        let (cut_lo, cut_hi) = if open_lo <= open_hi {
            (open_lo, open_hi)
        } else if lo >= open_hi {
            (f32::MIN, open_hi)
        } else {
            (open_lo, f32::MAX)
        };
        if hi > cut_hi + 0.5 {
            cut_hi - hi - 8.0
        } else if lo < cut_lo - 0.5 {
            cut_lo - lo + 8.0
        } else {
            0.0
        }
    }
    egui::vec2(
        axis(w.rect.min.x, w.rect.max.x, w.open.min.x, w.open.max.x),
        axis(w.rect.min.y, w.rect.max.y, w.open.min.y, w.open.max.y),
    )
}

/// Lays out the screen that `open` sets up at every interface size, and asserts every widget
/// it shows can be brought into view by the wheel. `top`: only the topmost page counts.
fn every_widget_reachable(name: &str, top: bool, open: impl Fn(&mut TestApp)) {
    let failures = unreachable(name, top, open);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What `every_widget_reachable` finds out of reach, one line each.
fn unreachable(name: &str, top: bool, open: impl Fn(&mut TestApp)) -> Vec<String> {
    let mut failures = Vec::new();
    let mut t = crate::common::app_with_egui(WINDOW);
    open(&mut t);
    let ctx = ctx(&mut t);
    // Text can be selected with the mouse, so every label senses a click: only what acts on a
    // click counts here.
    ctx.all_styles_mut(|s| s.interaction.selectable_labels = false);
    for scale in UI_SCALES {
        let size = format!("{:.0} %", scale * 100.0);
        t.world_mut()
            .resource_mut::<mogland::settings::Settings>()
            .ui_scale = scale;
        // The zoom takes effect the frame after it is set; a page settles in a few more.
        for _ in 0..4 {
            t.app.update();
        }
        let shown = t.world().resource::<mogland::theme::UiZoom>().0;
        assert!(
            shown <= scale && ctx.content_rect().width() >= 1023.0,
            "{name} at {size}: shown at {shown}, {:?} points",
            ctx.content_rect()
        );
        let screen = ctx.content_rect();
        let mut seen: HashSet<Id> = HashSet::new();
        let mut stuck: BTreeMap<String, Rect> = BTreeMap::new();
        let mut given_up: HashSet<Id> = HashSet::new();
        for _round in 0..200 {
            let now = widgets(&ctx, top);
            seen.extend(now.iter().filter(|w| w.in_view(screen)).map(|w| w.id));
            let Some(target) = now
                .iter()
                .find(|w| !seen.contains(&w.id) && !given_up.contains(&w.id))
                .copied()
            else {
                break;
            };
            // Turn the wheel towards it until it shows or stops moving.
            let mut cur = target;
            let mut reached = false;
            let mut still = 0;
            for _ in 0..40 {
                let spot = wheel_spot(&cur, screen);
                let delta = towards(&cur);
                t.world_mut().resource_mut::<EguiFeed>().events.extend([
                    Event::PointerMoved(spot),
                    Event::MouseWheel {
                        unit: MouseWheelUnit::Point,
                        delta,
                        modifiers: Modifiers::NONE,
                        phase: egui::TouchPhase::Move,
                    },
                ]);
                t.app.update();
                t.app.update();
                let now = widgets(&ctx, top);
                seen.extend(now.iter().filter(|w| w.in_view(screen)).map(|w| w.id));
                let Some(w) = now.iter().find(|w| w.id == target.id) else {
                    // Gone (a hover-only widget): nothing to reach.
                    reached = true;
                    break;
                };
                if seen.contains(&target.id) {
                    reached = true;
                    break;
                }
                if (w.rect.center() - cur.rect.center()).length() < 0.5 {
                    still += 1;
                    if still == 3 {
                        break;
                    }
                } else {
                    still = 0;
                }
                cur = *w;
            }
            if !reached {
                given_up.insert(target.id);
                stuck.insert(format!("{:?} (open {:?})", cur.id, cur.open), cur.rect);
            }
        }
        assert!(
            !seen.is_empty(),
            "{name} at {size}: egui laid out only {} widgets",
            seen.len()
        );
        for (id, rect) in stuck {
            failures.push(format!(
                "{name} at {size}: widget {id} at {rect:?} cannot be brought into the window {screen:?}"
            ));
        }
    }
    failures
}

/// Every widget of each screen `name(game)` that `open(t, game)` sets up, for every game.
fn in_every_game(name: &str, top: bool, open: impl Fn(&mut TestApp, mogland_rules::core::GameId)) {
    let failures: Vec<String> = games()
        .into_iter()
        .flat_map(|game| unreachable(&format!("{game} {name}"), top, |t| open(t, game)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_menu() {
    every_widget_reachable("menu", false, |_| {});
}

#[test]
fn the_settings_page() {
    every_widget_reachable("settings", true, |t| {
        t.world_mut().resource_mut::<SettingsPage>().open = true;
    });
}

#[test]
fn the_setup_page() {
    every_widget_reachable("setup", false, |t| {
        t.go(Go::NewTable);
        assert_eq!(t.screen(), Screen::Setup);
    });
}

#[test]
fn the_join_page() {
    every_widget_reachable("join", false, |t| {
        t.go(Go::Join);
        assert_eq!(t.screen(), Screen::Join);
    });
}

/// Sets the setup form to `game` with humans in `humans` and Normal bots elsewhere (seed 7).
fn seat(t: &mut TestApp, game: mogland_rules::core::GameId, humans: &[usize]) {
    use mogland_rules::core::{BotLevel, SeatKind};
    let mut form = t
        .world_mut()
        .resource_mut::<mogland::app::setup::SetupForm>();
    form.game = game;
    form.fit_seats();
    form.random_seed = false;
    form.seed_text = "7".into();
    for (i, s) in form.seats.iter_mut().enumerate() {
        s.kind = if humans.contains(&i) {
            SeatKind::Human
        } else {
            SeatKind::Bot(BotLevel::Normal)
        };
    }
}

/// A table of `game` with a human in seat 1 and bots, waiting for the human's decision.
fn at_table(t: &mut TestApp, game: mogland_rules::core::GameId) {
    use mogland::session::TableTurn;
    use mogland_rules::core::SeatId;
    seat(t, game, &[0]);
    crate::screens::slow_bots(t);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing, "{game}");
    t.until(
        |w| {
            w.resource::<TableTurn>()
                .asked
                .as_ref()
                .is_some_and(|a| a.seats.contains(&SeatId(0)))
                && !w.resource::<mogland::session::ViewBusy>().0
        },
        20_000,
    );
}

fn games() -> Vec<mogland_rules::core::GameId> {
    mogland::games::playable().map(|g| g.info().id).collect()
}

#[test]
fn the_setup_page_of_every_game() {
    in_every_game("setup", false, |t, game| {
        t.go(Go::NewTable);
        seat(t, game, &[0]);
    });
}

#[test]
fn every_table_at_a_players_decision() {
    in_every_game("table", false, at_table);
}

#[test]
fn the_pause_menu_and_the_rules_page_of_every_game() {
    use mogland::app::pause::PauseMenu;
    use mogland::states::PlayState;
    let pause = |t: &mut TestApp, game| {
        at_table(t, game);
        t.world_mut()
            .resource_mut::<NextState<PlayState>>()
            .set(PlayState::Paused);
        t.app.update();
    };
    in_every_game("paused", true, pause);
    in_every_game("rules page", true, |t, game| {
        pause(t, game);
        t.world_mut().resource_mut::<PauseMenu>().rules = true;
    });
}

#[test]
fn the_pass_screen_between_two_players() {
    every_widget_reachable("pass screen", false, |t| {
        seat(t, mogland_rules::games::catastrophes::INFO.id, &[0, 1]);
        t.go(Go::NewTable);
        t.go(Go::Start);
        assert_eq!(t.screen(), Screen::Playing);
    });
}

#[test]
fn every_tutorial_at_its_first_step() {
    in_every_game("tutorial", false, |t, game| {
        t.world_mut().write_message(Go::Learn(game));
        for _ in 0..20 {
            t.app.update();
        }
        assert_eq!(t.screen(), Screen::Playing, "{game}");
    });
}

/// Bots play a table of `game` to its end.
fn game_over(t: &mut TestApp, game: mogland_rules::core::GameId) {
    use mogland_rules::core::{BotLevel, SeatKind};
    seat(t, game, &[]);
    for s in &mut t
        .world_mut()
        .resource_mut::<mogland::app::setup::SetupForm>()
        .seats
    {
        s.kind = SeatKind::Bot(BotLevel::Easy);
    }
    t.world_mut()
        .resource_mut::<mogland::settings::Settings>()
        .instant = true;
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::GameOver,
        200_000,
    );
}

#[test]
fn every_game_over_screen_the_history_and_a_replay() {
    in_every_game("game over", false, game_over);
    let game = mogland_rules::games::catastrophes::INFO.id;
    every_widget_reachable("history", false, |t| {
        game_over(t, game);
        t.go(Go::History);
        assert_eq!(t.screen(), Screen::History);
    });
    every_widget_reachable("replay", false, |t| {
        game_over(t, game);
        t.go(Go::WatchFinished);
        assert_eq!(t.screen(), Screen::Playing);
    });
}

#[test]
fn the_hosting_lobby() {
    every_widget_reachable("hosting", false, |t| {
        seat(t, mogland_rules::games::cat_attack::INFO.id, &[0]);
        let n = t
            .world()
            .resource::<mogland::app::setup::SetupForm>()
            .seats
            .len();
        {
            let mut form = t
                .world_mut()
                .resource_mut::<mogland::app::setup::SetupForm>();
            form.online = (0..n).map(|i| i > 0).collect();
        }
        t.go(Go::NewTable);
        t.go(Go::Host);
        assert_eq!(t.screen(), Screen::Hosting);
    });
}

#[test]
fn an_interface_size_too_large_for_the_window_shows_the_largest_that_fits() {
    use bevy_egui::egui::vec2;
    use mogland::theme::zoom_in_window;
    // 1280×720 holds 1024×576 points at 125 %: 150 % and 200 % show 125 %.
    assert_eq!(zoom_in_window(2.0, vec2(1280.0, 720.0)), 1.25);
    assert_eq!(zoom_in_window(1.5, vec2(1280.0, 720.0)), 1.25);
    assert_eq!(zoom_in_window(1.0, vec2(1280.0, 720.0)), 1.0);
    assert_eq!(zoom_in_window(0.85, vec2(1280.0, 720.0)), 0.85);
    // A 4K screen at 2560×1440 logical pixels holds 200 %.
    assert_eq!(zoom_in_window(2.0, vec2(2560.0, 1440.0)), 2.0);
    // A tall narrow window: its width decides.
    assert_eq!(zoom_in_window(2.0, vec2(1536.0, 1600.0)), 1.5);
}

/// Names written in a seat's colour or a cat's fur read on the panels' paper: a contrast of at
/// least 3:1 (WCAG's for bold text) for every colour offered at setup and every fur.
#[test]
fn names_in_a_seats_colour_read_on_paper() {
    use mogland::theme::{PAPER, colour, ink_of, luminance};
    use mogland_rules::levels::grand_prrrrix::CatKind;
    let furs = CatKind::ALL.iter().map(|k| {
        let c = mogland::games::grand_prrrrix::fur(*k).to_srgba();
        bevy_egui::egui::Color32::from_rgb(
            (c.red * 255.0) as u8,
            (c.green * 255.0) as u8,
            (c.blue * 255.0) as u8,
        )
    });
    let seats = mogland_rules::core::CAT_COLOURS.iter().map(|c| colour(*c));
    let mut darkened = 0;
    for c in seats.chain(furs) {
        let ink = ink_of(c);
        let contrast = (luminance(PAPER) + 0.05) / (luminance(ink) + 0.05);
        assert!(
            contrast >= 3.0,
            "{c:?} is written as {ink:?}: contrast {contrast:.2}"
        );
        darkened += usize::from(ink != c);
    }
    // The Grey Cat and the light seat colours are darkened; the dark ones are kept.
    assert!((2..11).contains(&darkened), "{darkened} darkened");
}

/// French and German are longer than English: every reach test above again in each, in a
/// process of its own (the language is the whole program's, and the other tests read English).
#[test]
fn every_page_is_reachable_in_french_and_german() {
    for (var, value) in [("MOGLAND_LANGUAGE", "fr"), ("MOGLAND_LANGUAGE", "de")] {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "reach::",
                "--skip",
                "reach::every_page_is_reachable_in_french",
            ])
            .env(var, value)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text.contains("test result: ok. 13 passed"),
            "with {var}={value}:\n{text}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
