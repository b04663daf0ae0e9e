//! The replay viewer: a kept game, a save, a file, or the game in progress, watched again with
//! the game's own view. The table on show is a mirror, as at an online table: the replay
//! (`mogland_rules::core::replay`) hands it the table as one seat may see it (any seat's once
//! the game is over), and its rules never run. Stepping on plays the action
//! back with its animations; stepping back, jumping and switching seats show the table afresh.

use crate::app::playing;
use crate::games::RulesStep;
use crate::lang::say;
use crate::session::{TableChanged, ViewBusy};
use crate::states::Screen;
use crate::theme;
use crate::tr;
use crate::view::kit::log::GameLog;
use crate::view::kit::playback::SkipPlayback;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::replay::Replay;
use mogland_rules::core::{GameRules, SeatId, save};

/// Where closing the viewer goes back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Back {
    Menu,
    History,
    /// The game in progress it was opened from (resumed from its autosave).
    Game,
}

/// Whose side the table is shown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// What anyone at the table sees: no seat's hidden cards.
    Public,
    /// What this seat saw.
    Seat(SeatId),
}

/// The viewer's state; the replay itself is a non-send resource ([`Track`]).
#[derive(Resource, Clone)]
pub struct Watching {
    pub rules: &'static dyn GameRules,
    pub side: Side,
    pub playing: bool,
    /// Seconds between two actions while it plays.
    pub delay: f32,
    waited: f32,
    pub back: Back,
    /// What is being watched, for the panel's title.
    pub title: String,
}

/// The replay being watched (it holds a headless table, kept on the main thread).
pub struct Track(pub Box<dyn Replay>);

/// What the viewer's controls ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReplayAction {
    /// To the table after this many actions.
    Seek(usize),
    /// One action on, played back.
    Forward,
    Play(bool),
    Side(Side),
    Delay(f32),
    Close,
}

/// The seat whose side a replay shows (None: the public side, or no replay on show).
pub fn seat_shown(world: &World) -> Option<SeatId> {
    match world.get_resource::<Watching>()?.side {
        Side::Seat(s) => Some(s),
        Side::Public => None,
    }
}

/// The seats a side may see.
fn seats(side: Side) -> Vec<SeatId> {
    match side {
        Side::Public => Vec::new(),
        Side::Seat(s) => vec![s],
    }
}

/// The sides the rules let a replay show (`core::replay::sides`).
pub fn sides(setup: &mogland_rules::core::TableSetup, over: bool) -> Vec<Side> {
    mogland_rules::core::replay::sides(setup, over)
        .into_iter()
        .map(|s| s.map_or(Side::Public, Side::Seat))
        .collect()
}

/// Opens `text` (a kept game, a save, a file) at its first action. A file that does not
/// replay to the table it recorded is refused, with why, and nothing is shown.
pub fn open(world: &mut World, text: &str, back: Back, title: String) -> Result<(), String> {
    let game =
        save::peek_game(text).map_err(|e| tr!("replay-cannot-watch", error = say(&e.text())))?;
    let rules = crate::games::rules(game).ok_or_else(|| {
        tr!(
            "replay-game-unknown",
            game = mogland_rules::games::name_of(game)
        )
    })?;
    let mut track = rules
        .open_replay(text)
        .map_err(|e| tr!("replay-cannot-watch", error = say(&e.text())))?;
    let over = track.result().is_some();
    let setup = track.setup().clone();
    // A game under way is watched from a side that shows no hidden card to the wrong person.
    let side = *sides(&setup, over)
        .iter()
        .find(|s| matches!(s, Side::Seat(_)))
        .unwrap_or(&Side::Public);
    track.seek(0);
    let bytes = track.view(&seats(side), true);
    rules.net_show(world, &bytes, &[])?;
    world.insert_non_send(Track(track));
    world.insert_resource(Watching {
        rules,
        side,
        playing: false,
        delay: 1.0,
        waited: 0.0,
        back,
        title,
    });
    let shown = world.resource::<mogland_rules::core::Setup>().0.clone();
    playing::enter_replay(world, rules, shown);
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.add_message::<ReplayAction>()
        .add_systems(
            Update,
            drive
                .before(RulesStep)
                .run_if(resource_exists::<Watching>.and_then(in_state(Screen::Playing))),
        )
        // Whatever a view wrote is dropped: the replay's table takes no action.
        .add_systems(PostUpdate, drop_actions.run_if(resource_exists::<Watching>))
        .add_systems(
            EguiPrimaryContextPass,
            panel.run_if(resource_exists::<Watching>.and_then(in_state(Screen::Playing))),
        )
        .add_systems(OnExit(Screen::Playing), stop)
        .add_systems(OnEnter(Screen::Menu), (resume_game, open_pending));
}

/// A replay to open once the menu is reached (the table it comes from has been left by then):
/// `mogland replay FILE`, or the game in progress from the pause menu.
#[derive(Resource, Clone, Debug)]
pub struct OpenLater {
    pub text: String,
    pub back: Back,
    pub title: String,
}

fn open_pending(world: &mut World) {
    let Some(p) = world.remove_resource::<OpenLater>() else {
        return;
    };
    if let Err(e) = open(world, &p.text, p.back, p.title) {
        world.resource_mut::<crate::app::Notices>().words(e);
    }
}

/// The game-over screen's "Watch it again": the game just kept, from its deal; closing the
/// viewer goes to the history.
pub fn watch_finished(world: &mut World) {
    let Some(file) = world
        .get_resource::<playing::FinishedTable>()
        .and_then(|d| d.kept.clone())
    else {
        return;
    };
    let history =
        crate::history::History::new(world.resource::<crate::settings::Paths>().history.clone());
    let title = world.resource::<playing::FinishedTable>().setup.game;
    let opened = history.read(&file).and_then(|text| {
        open(
            world,
            &text,
            Back::History,
            tr!(
                "replay-title-just-now",
                game = mogland_rules::games::name_of(title)
            ),
        )
    });
    if let Err(e) = opened {
        world.resource_mut::<crate::app::Notices>().words(e);
    }
}

/// The pause menu's "Watch the game so far": the table is left (its autosave keeps it) and
/// watched from its deal; closing the viewer resumes it.
pub fn watch_game_so_far(world: &mut World) {
    let Some(table) = world.get_resource::<crate::session::ActiveTable>().cloned() else {
        return;
    };
    let text = table.rules.save_text(world);
    world.insert_resource(OpenLater {
        text,
        back: Back::Game,
        title: tr!("replay-title-so-far", game = table.rules.info().name),
    });
    NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), Screen::Menu);
}

fn drop_actions(world: &mut World) {
    let rules = world.resource::<Watching>().rules;
    rules.net_take_acts(world);
}

/// Shows the replay's table as the side on show sees it, after the action it just took (its
/// events play back).
fn show(world: &mut World) {
    let w = world.resource::<Watching>().clone();
    let bytes = world.non_send_mut::<Track>().0.view(&seats(w.side), false);
    if let Err(e) = w.rules.net_show(world, &bytes, &[]) {
        warn!("the replay's table could not be shown: {e}");
    }
}

/// How many actions before the point jumped to are told again in the log: more than the log
/// keeps lines (`view::kit::log`, 40), as an action tells a line or more.
const RETOLD: usize = 48;

/// Shows the table after `k` actions afresh (a jump, a step back, another side), and the log
/// as it reads there: the views drop what they were playing, the log is emptied, and the last
/// actions up to `k` are taken again with their events, which the views tell at once without
/// playing them back (as "Continue" does) — so the log holds exactly the actions up to the
/// point shown, in the views' own words, and nothing from where the replay was before.
fn jump(world: &mut World, k: usize) {
    let w = world.resource::<Watching>().clone();
    let seats = seats(w.side);
    let (before, after) = {
        let mut track = world.non_send_mut::<Track>();
        let track = &mut track.0;
        let k = k.min(track.steps().len());
        track.seek(k.saturating_sub(RETOLD));
        let before = track.view(&seats, true);
        while track.at() < k && track.forward() {}
        (before, track.view(&seats, false))
    };
    world.resource_mut::<GameLog>().0.clear();
    let shown = w
        .rules
        .net_show(world, &before, &[])
        .and_then(|_| w.rules.net_show(world, &after, &[]));
    if let Err(e) = shown {
        warn!("the replay's table could not be shown: {e}");
        return;
    }
    world.write_message(TableChanged { note: None });
    world.write_message(SkipPlayback);
}

fn drive(world: &mut World) {
    drop_actions(world);
    let wanted: Vec<ReplayAction> = world
        .resource_mut::<Messages<ReplayAction>>()
        .drain()
        .collect();
    for action in wanted {
        match action {
            ReplayAction::Seek(k) => jump(world, k),
            ReplayAction::Forward => step(world),
            ReplayAction::Play(on) => world.resource_mut::<Watching>().playing = on,
            ReplayAction::Side(side) => {
                let track = &world.non_send::<Track>().0;
                if !sides(track.setup(), track.result().is_some()).contains(&side) {
                    warn!("a replay side the rules do not offer: {side:?}");
                    continue;
                }
                world.resource_mut::<Watching>().side = side;
                let at = world.non_send::<Track>().0.at();
                jump(world, at);
            }
            ReplayAction::Delay(d) => world.resource_mut::<Watching>().delay = d.clamp(0.1, 5.0),
            ReplayAction::Close => close(world),
        }
    }
    // Playing: the next action once the view has shown the last one, and a pause after it.
    let (playing, delay) = {
        let w = world.resource::<Watching>();
        (w.playing, w.delay)
    };
    if !playing {
        return;
    }
    // An idle window sleeps until something happens: while it plays, the pause is something.
    if world.contains_resource::<Messages<bevy::window::RequestRedraw>>() {
        world.write_message(bevy::window::RequestRedraw);
    }
    if world.resource::<ViewBusy>().0 {
        return;
    }
    let dt = world.resource::<Time>().delta_secs();
    let mut w = world.resource_mut::<Watching>();
    w.waited += dt;
    if w.waited >= delay {
        w.waited = 0.0;
        step(world);
    }
}

fn step(world: &mut World) {
    if world.non_send_mut::<Track>().0.forward() {
        show(world);
    } else {
        world.resource_mut::<Watching>().playing = false;
    }
}

/// Back where the viewer was opened from.
fn close(world: &mut World) {
    let back = world.resource::<Watching>().back;
    let screen = match back {
        Back::History => Screen::History,
        Back::Menu | Back::Game => Screen::Menu,
    };
    if back == Back::Game {
        world.insert_resource(ResumeAfterReplay);
    }
    NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), screen);
}

/// The viewer was opened from a game in progress: closing it goes back to that game.
#[derive(Resource)]
struct ResumeAfterReplay;

fn resume_game(world: &mut World) {
    if world.remove_resource::<ResumeAfterReplay>().is_some() {
        world.write_message(crate::app::Go::Continue);
    }
}

fn stop(world: &mut World) {
    world.remove_resource::<Watching>();
    world.remove_non_send::<Track>();
}

fn side_name(setup: &mogland_rules::core::TableSetup, side: Side) -> String {
    match side {
        Side::Public => tr!("replay-side-public"),
        Side::Seat(s) => tr!(
            "replay-side-seat",
            name = setup.seats[s.index()].name.as_str()
        ),
    }
}

/// The viewer's controls, in a window over the table.
fn panel(
    mut contexts: EguiContexts,
    w: Res<Watching>,
    track: NonSend<Track>,
    mut out: MessageWriter<ReplayAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let track = &track.0;
    let mut wanted = Vec::new();
    draw(
        ctx,
        &w,
        track.setup(),
        track.at(),
        track.steps(),
        track.clock(),
        track.result().map(|o| crate::lang::say(&o.summary)),
        &mut wanted,
    );
    out.write_batch(wanted);
    Ok(())
}

fn draw(
    ctx: &egui::Context,
    w: &Watching,
    setup: &mogland_rules::core::TableSetup,
    at: usize,
    steps: &[mogland_rules::core::replay::Step],
    clock: &str,
    result: Option<String>,
    out: &mut Vec<ReplayAction>,
) {
    let n = steps.len();
    let over = result.is_some();
    // The game's clock is a message id; a game with no rounds or turns counts actions.
    let ticks = clock != "clock-action";
    let clock = crate::lang::label(clock);
    // Over the board's top left corner (the hand below and the scores at the right stay clear);
    // it can be dragged aside or folded.
    egui::Window::new(tr!("replay-title"))
        .id(egui::Id::new("replay-panel"))
        .default_pos([158.0, 78.0])
        .default_width(290.0)
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(&w.title).strong());
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(at > 0, egui::Button::new("⏮"))
                    .on_hover_text(tr!("replay-start-more"))
                    .clicked()
                {
                    out.push(ReplayAction::Seek(0));
                }
                if ui
                    .add_enabled(at > 0, egui::Button::new("◀"))
                    .on_hover_text(tr!("replay-back-more"))
                    .clicked()
                {
                    out.push(ReplayAction::Seek(at - 1));
                }
                // The sign, then the word.
                let label = if w.playing {
                    format!("⏸ {}", tr!("replay-pause"))
                } else {
                    format!("▶ {}", tr!("replay-play"))
                };
                if ui
                    .add_enabled(at < n || w.playing, egui::Button::new(label))
                    .clicked()
                {
                    out.push(ReplayAction::Play(!w.playing));
                }
                if ui
                    .add_enabled(at < n, egui::Button::new("▶|"))
                    .on_hover_text(tr!("replay-forward-more"))
                    .clicked()
                {
                    out.push(ReplayAction::Forward);
                }
                if ui
                    .add_enabled(at < n, egui::Button::new("⏭"))
                    .on_hover_text(tr!("replay-end-more"))
                    .clicked()
                {
                    out.push(ReplayAction::Seek(n));
                }
            });
            // The round or turn of the next action (of the last, at the end).
            let place = match steps.get(at).or(steps.last()) {
                _ if at == 0 => tr!("replay-at-deal"),
                Some(s) if ticks => tr!("replay-at-tick", clock = clock.as_str(), tick = s.tick),
                _ => tr!("replay-at-action", number = at),
            };
            ui.label(tr!("replay-position", at = at, total = n, place = place));
            let mut pos = at;
            ui.spacing_mut().slider_width = 260.0;
            if ui
                .add(egui::Slider::new(&mut pos, 0..=n).show_value(false))
                .changed()
            {
                out.push(ReplayAction::Seek(pos));
            }
            ui.horizontal(|ui| {
                ui.spacing_mut().slider_width = 110.0;
                ui.label(tr!("replay-speed"));
                let mut per_second = 1.0 / w.delay;
                // After the number, a space apart.
                let unit = format!(" {}", tr!("replay-per-second"));
                if ui
                    .add(egui::Slider::new(&mut per_second, 0.25..=4.0).suffix(unit))
                    .changed()
                {
                    out.push(ReplayAction::Delay(1.0 / per_second));
                }
            });
            ui.horizontal(|ui| {
                ui.label(tr!("replay-seen-by"));
                egui::ComboBox::from_id_salt("replay-side")
                    .selected_text(side_name(setup, w.side))
                    .show_ui(ui, |ui| {
                        for side in sides(setup, over) {
                            if ui
                                .selectable_label(side == w.side, side_name(setup, side))
                                .clicked()
                            {
                                out.push(ReplayAction::Side(side));
                            }
                        }
                    });
            });
            if !over {
                ui.label(egui::RichText::new(tr!("replay-under-way")).size(theme::SMALL));
            }
            ui.collapsing(tr!("replay-go-to", clock = clock.as_str()), |ui| {
                egui::ScrollArea::vertical()
                    .max_height(220.0)
                    .show(ui, |ui| {
                        let mut last_tick = None;
                        for (i, s) in steps.iter().enumerate() {
                            if last_tick != Some(s.tick) && ticks {
                                last_tick = Some(s.tick);
                                if ui
                                    .selectable_label(
                                        false,
                                        egui::RichText::new(tr!(
                                            "replay-tick",
                                            clock = clock.as_str(),
                                            tick = s.tick
                                        ))
                                        .strong(),
                                    )
                                    .clicked()
                                {
                                    out.push(ReplayAction::Seek(i));
                                }
                            }
                            let name = setup.seats[s.seat.index()].name.as_str();
                            let number = i + 1;
                            let line = tr!(
                                "replay-step",
                                number = number,
                                name = name,
                                line = crate::lang::say(&s.line)
                            );
                            let current = i + 1 == at;
                            let r = ui.selectable_label(current, line);
                            if current {
                                r.scroll_to_me(None);
                            }
                            if r.clicked() {
                                out.push(ReplayAction::Seek(i + 1));
                            }
                        }
                    });
            });
            if let Some(result) = result.filter(|_| at == n) {
                ui.label(egui::RichText::new(result).strong());
            }
            ui.add_space(4.0);
            let back = match w.back {
                Back::History => tr!("replay-close-history"),
                Back::Menu => tr!("replay-close"),
                Back::Game => tr!("replay-close-game"),
            };
            if ui.button(back).clicked() {
                out.push(ReplayAction::Close);
            }
        });
}
