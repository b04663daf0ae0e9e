//! The screen flow, headless: menu → setup → back; a table of bots played to game over with an
//! autosave after every action; quit to menu and "Continue" resumes exactly; a damaged save is
//! refused and the previous one used; a game still "coming" cannot start.

use mogland::app::playing::FinishedTable;
use mogland::app::setup::SetupForm;
use mogland::app::{Go, Notices};
use mogland::session::ActiveTable;
use mogland::states::Screen;
use mogland_rules::core::{BotLevel, Game, GameId, SeatKind};
use mogland_rules::games::catastrophes::{Catastrophes, INFO};

pub fn all_bots(t: &mut crate::common::TestApp, seed: u64) {
    let mut form = t.world_mut().resource_mut::<SetupForm>();
    form.game = INFO.id;
    form.random_seed = false;
    form.seed_text = seed.to_string();
    for s in &mut form.seats {
        s.kind = SeatKind::Bot(BotLevel::Easy);
    }
}

/// Bots think for dozens of frames, so a test can look at a table before they act again.
pub fn slow_bots(t: &mut crate::common::TestApp) {
    t.world_mut()
        .resource_mut::<mogland::settings::Settings>()
        .animation_speed = 0.05;
}

pub fn actions_taken(t: &crate::common::TestApp) -> usize {
    actions_in(t.world())
}

/// Actions taken at the table in `world` (0 with no table).
pub fn actions_in(w: &bevy::prelude::World) -> usize {
    w.get_resource::<ActiveTable>()
        .map_or(0, |t| t.rules.actions_taken(w))
}

#[test]
fn menu_to_setup_and_back() {
    let mut t = crate::common::app();
    assert_eq!(t.screen(), Screen::Menu);
    t.go(Go::NewTable);
    assert_eq!(t.screen(), Screen::Setup);
    t.go(Go::Menu);
    assert_eq!(t.screen(), Screen::Menu);
}

#[test]
fn a_table_asked_for_on_the_command_line_opens_as_set() {
    let mut t = crate::common::app();
    // `mogland play --game here-kitty-kitty --seats human,bot:expert,bot:easy --seed 42`
    t.world_mut()
        .insert_resource(mogland::app::setup::TableAtStart {
            game: GameId::new("here-kitty-kitty"),
            seats: vec![
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Expert),
                SeatKind::Bot(BotLevel::Easy),
            ],
            seed: Some(42),
        });
    // The window asks for it when the menu first shows: here, coming back to the menu.
    t.go(Go::NewTable);
    t.go(Go::Menu);
    t.app.update();
    assert_eq!(t.screen(), Screen::Playing);
    let table = t.world().resource::<ActiveTable>();
    assert_eq!(table.setup.game, GameId::new("here-kitty-kitty"));
    assert_eq!(table.setup.seed, 42);
    let kinds: Vec<SeatKind> = table.setup.seats.iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Expert),
            SeatKind::Bot(BotLevel::Easy)
        ]
    );
}

#[test]
fn a_table_of_bots_plays_to_game_over_with_autosaves() {
    let mut t = crate::common::app();
    all_bots(&mut t, 7);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let autosave = t
        .saves_of(mogland_rules::games::catastrophes::INFO.id)
        .join("autosave.ron");
    t.until(
        |w| {
            w.get_resource::<ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 3)
        },
        500,
    );
    t.app.update();
    let text = std::fs::read_to_string(&autosave).expect("an autosave after the first actions");
    assert!(text.contains("mogland-save"));
    t.until(
        |w| *w.resource::<bevy::prelude::State<Screen>>().get() == Screen::GameOver,
        60_000,
    );
    let done = t.world().resource::<FinishedTable>();
    assert_eq!(done.outcome.scores.len(), 4);
    assert!(!done.outcome.winners.is_empty());
    assert!(
        !autosave.exists(),
        "a finished game is not offered under Continue"
    );
}

#[test]
fn quit_to_menu_then_continue_resumes_exactly() {
    let mut t = crate::common::app();
    all_bots(&mut t, 11);
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| {
            w.get_resource::<ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 6)
        },
        2000,
    );
    // Stop between bot moves: leave now and compare what "Continue" brings back.
    t.go(Go::Menu);
    assert_eq!(t.screen(), Screen::Menu);
    assert!(t.world().get_resource::<ActiveTable>().is_none());
    let saved: mogland_rules::core::save::SaveFile<
        mogland_rules::games::catastrophes::CatastrophesAction,
    > = mogland_rules::core::save::parse(
        &std::fs::read_to_string(
            t.saves_of(mogland_rules::games::catastrophes::INFO.id)
                .join("autosave.ron"),
        )
        .unwrap(),
    )
    .unwrap();
    let expected =
        mogland_rules::core::GameSim::<Catastrophes>::replay(&saved.setup, &saved.actions).unwrap();
    slow_bots(&mut t);
    t.go(Go::Continue);
    assert_eq!(t.screen(), Screen::Playing);
    assert_eq!(actions_taken(&t), saved.actions.len());
    assert_eq!(
        Catastrophes::snapshot(t.world()),
        Catastrophes::snapshot(expected.world())
    );
}

#[test]
fn a_damaged_autosave_is_refused_and_the_previous_one_resumed() {
    let mut t = crate::common::app();
    all_bots(&mut t, 5);
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| {
            w.get_resource::<ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 4)
        },
        2000,
    );
    t.go(Go::Menu);
    let saves = t.saves_of(mogland_rules::games::catastrophes::INFO.id);
    let current = saves.join("autosave.ron");
    let text = std::fs::read_to_string(&current).unwrap();
    let previous = std::fs::read_to_string(saves.join("autosave.prev.ron")).unwrap();
    std::fs::write(&current, &text[..text.len() / 2]).unwrap();
    slow_bots(&mut t);
    t.go(Go::Continue);
    assert_eq!(
        t.screen(),
        Screen::Playing,
        "the previous good save is resumed"
    );
    let notices = t.world().resource::<Notices>().lines().join("\n");
    assert!(
        notices.contains("damaged"),
        "the refusal names the problem: {notices}"
    );
    let prev: mogland_rules::core::save::SaveFile<
        mogland_rules::games::catastrophes::CatastrophesAction,
    > = mogland_rules::core::save::parse(&previous).unwrap();
    assert_eq!(actions_taken(&t), prev.actions.len());
    // The damaged file was moved aside whole, not deleted or overwritten.
    let kept: Vec<_> = std::fs::read_dir(&saves)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("refused"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read_to_string(kept[0].path()).unwrap(),
        text[..text.len() / 2]
    );
}

#[test]
fn a_game_this_version_cannot_play_does_not_start() {
    let mut t = crate::common::app();
    // A game this build has no view (nor rules) for, as an old save or a newer menu could name.
    t.world_mut().resource_mut::<SetupForm>().game = GameId::new("cat-olympics");
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Setup);
    let notices = t.world().resource::<Notices>().lines().join(" ");
    assert!(notices.contains("cannot be played"), "{notices}");
}

#[test]
fn settings_persist_between_runs() {
    let mut t = crate::common::app();
    {
        let mut s = t.world_mut().resource_mut::<mogland::settings::Settings>();
        s.volume = 0.25;
        s.window_mode = mogland::settings::WindowModeSetting::Borderless;
    }
    t.app.update();
    let again = mogland::settings::Settings::load(&t.paths());
    assert_eq!(again.volume, 0.25);
    assert_eq!(
        again.window_mode,
        mogland::settings::WindowModeSetting::Borderless
    );
    assert_eq!(again.animation_speed, 4.0);
}

/// Runs the table until `enough` actions were taken or the game ended; each time the view has
/// settled after an action (nothing queued, nothing gliding) checks with `misplaced` that every
/// piece stands where the rules put it. Returns the actions checked.
pub fn check_pieces_settle(
    t: &mut crate::common::TestApp,
    misplaced: fn(&mut bevy::prelude::World) -> Vec<String>,
    enough: usize,
) -> usize {
    use bevy::prelude::With;
    let mut checked = 0;
    for _ in 0..40_000 {
        t.app.update();
        let moving = t
            .world_mut()
            .query_filtered::<(), With<mogland::view::tween::Tween>>()
            .iter(t.world())
            .next()
            .is_some();
        let settled = !t.world().resource::<mogland::session::ViewBusy>().0 && !moving;
        if settled && actions_taken(t) > checked {
            checked = actions_taken(t);
            // One more frame: the view puts back anything the events did not move.
            t.app.update();
            let wrong = misplaced(t.world_mut());
            assert!(wrong.is_empty(), "after {checked} actions: {wrong:?}");
        }
        if checked >= enough || t.screen() == mogland::states::Screen::GameOver {
            break;
        }
    }
    checked
}

/// "Continue" rebuilds the log from the replayed actions: for every game, the log after
/// resuming is the log the player left.
#[test]
fn the_log_after_continue_is_the_log_before_in_every_game() {
    use mogland::session::ViewBusy;
    for game in mogland::games::playable() {
        let id = game.info().id;
        let mut t = crate::common::app_with_scene();
        all_bots(&mut t, 21);
        {
            let mut form = t.world_mut().resource_mut::<SetupForm>();
            form.game = id;
            form.fit_seats();
        }
        t.go(Go::NewTable);
        t.go(Go::Start);
        t.until(|w| actions_in(w) >= 12, 20_000);
        // Hold the bots back, let the view show everything (a bot already thinking lands
        // first), then leave.
        slow_bots(&mut t);
        let quiet = |w: &bevy::prelude::World| {
            !w.resource::<ViewBusy>().0 && w.resource::<mogland::session::Thinking>().is_empty()
        };
        t.until(quiet, 20_000);
        for _ in 0..4 {
            t.app.update();
        }
        t.until(quiet, 20_000);
        t.app.update();
        let before = t.log();
        let n = actions_taken(&t);
        assert!(!before.is_empty(), "{id}: the log is empty before leaving");
        t.go(Go::Menu);
        t.go(Go::Continue);
        assert_eq!(t.screen(), Screen::Playing, "{id}");
        assert_eq!(actions_taken(&t), n, "{id}");
        t.until(|w| !w.resource::<ViewBusy>().0, 2_000);
        t.app.update();
        let after = t.log();
        assert_eq!(after, before, "{id}: the log after Continue differs");
    }
}

/// A game's rules page opens at its top: not where another game's page was left, nor where
/// this page was left when it was last closed; while it stays open it keeps its place.
#[test]
fn a_rules_page_opens_at_its_top_whatever_page_was_read_before() {
    use bevy_egui::egui;
    let ctx = egui::Context::default();
    let games: Vec<GameId> = mogland::games::VIEWS.iter().map(|v| v.id).collect();
    assert!(games.len() >= 2);
    // One pass of the pause menu: the rules page of `game`, or none (closed).
    let pass = |game: Option<GameId>| -> Option<egui::Id> {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 200.0),
            )),
            ..Default::default()
        };
        let mut id = None;
        ctx.run_ui(input, |ui| {
            if let Some(g) = game {
                id = Some(mogland::games::rules_page_ui(ui, g, |ui| {
                    ui.label(mogland::games::rules_page(g));
                }));
            }
        })
        .drop_without_applying_deltas();
        id
    };
    let offset =
        |id: egui::Id| egui::scroll_area::State::load(&ctx, id).map_or(0.0, |s| s.offset.y);
    let scroll_to = |id: egui::Id, y: f32| {
        let mut s = egui::scroll_area::State::load(&ctx, id).expect("shown");
        s.offset.y = y;
        s.store(&ctx, id);
    };
    let first = pass(Some(games[0])).unwrap();
    assert_eq!(offset(first), 0.0);
    // Read far down, and still open: it stays there.
    scroll_to(first, 300.0);
    pass(Some(games[0]));
    assert_eq!(offset(first), 300.0, "an open page keeps its place");
    // Closed; another game's page opens at its top.
    pass(None);
    let second = pass(Some(games[1])).unwrap();
    assert_ne!(first, second, "each game's page scrolls on its own");
    assert_eq!(offset(second), 0.0);
    scroll_to(second, 200.0);
    pass(Some(games[1]));
    // Closed, and the first game's page again: at its top too.
    pass(None);
    pass(Some(games[0]));
    assert_eq!(offset(first), 0.0, "a page opens at its top");
}

/// Cat'astrophes never shows a change of nothing as "−0": a cuddle that forgives a seat with
/// no punishment points left says so in words in the log (and floats no label over the seat,
/// which shares the same wording); every other change reads "+2" or "−1".
#[test]
fn catastrophes_never_shows_a_score_change_of_nothing_as_minus_zero() {
    use bevy::prelude::Messages;
    use mogland_rules::games::catastrophes::CatastrophesEvent;
    let mut nothing = 0;
    let mut lines = std::collections::BTreeSet::new();
    for seed in 1..=8 {
        let mut t = crate::common::app();
        all_bots(&mut t, seed);
        t.go(Go::NewTable);
        t.go(Go::Start);
        let mut cursor = t
            .world()
            .resource::<Messages<CatastrophesEvent>>()
            .get_cursor();
        for _ in 0..60_000 {
            t.app.update();
            let w = t.world();
            for e in cursor.read(w.resource::<Messages<CatastrophesEvent>>()) {
                if matches!(e, CatastrophesEvent::Punished { delta: 0, .. }) {
                    nothing += 1;
                }
            }
            lines.extend(crate::common::log_words(w));
            if t.screen() == Screen::GameOver {
                break;
            }
        }
        assert_eq!(t.screen(), Screen::GameOver, "seed {seed}");
        if nothing > 0 {
            break;
        }
    }
    assert!(nothing > 0, "no game forgave a seat with no points");
    for line in &lines {
        assert!(
            !line
                .split_whitespace()
                .any(|w| ["−0", "-0", "+0", "±0"].contains(&w)),
            "{line}"
        );
    }
    assert!(
        lines
            .iter()
            .any(|l| l.contains(" has no punishment points to lose (")),
        "{lines:?}"
    );
}

/// Cat'astrophes' round number waits for the reveal: while a round's cards are turned on
/// screen, the table says that round, though the rules have already moved to the next.
#[test]
fn catastrophes_shows_the_round_being_revealed_until_the_reveal_ends() {
    use mogland::games::catastrophes::playback::Reveal;
    use mogland_rules::core::table::state;
    use mogland_rules::games::catastrophes::Catastrophes;
    let mut t = crate::common::app();
    all_bots(&mut t, 3);
    t.go(Go::NewTable);
    t.go(Go::Start);
    let mut reveals = 0;
    let mut last_shown = None;
    for _ in 0..60_000 {
        t.app.update();
        let w = t.world();
        let rules_round = state::<Catastrophes>(w).map(|s| s.round.round);
        let shown = w.resource::<Reveal>().shown.as_ref().map(|s| s.round);
        if let (Some(shown), Some(rules)) = (shown, rules_round) {
            assert!(shown >= 1, "a reveal shows round {shown}");
            if last_shown != Some(shown) {
                reveals += 1;
                // The rules moved on when the last card went down (three rounds never end
                // a game).
                assert_eq!(
                    shown + 1,
                    rules,
                    "shows round {shown} while the rules are at {rules}"
                );
            }
        }
        last_shown = shown;
        if t.screen() == Screen::GameOver || reveals >= 3 {
            break;
        }
    }
    assert!(reveals >= 3, "only {reveals} reveals seen");
}

/// A reveal starts from the table as it stood before the round: the rules have already
/// scored the round when its cards turn, but each seat's points change on screen only as its
/// punishment is shown (it once started from the points after the round).
#[test]
fn catastrophes_reveal_starts_from_the_points_before_the_round() {
    use mogland::games::catastrophes::playback::{Reveal, View};
    use mogland::settings::Settings;
    use mogland::view::table_view::Queue;
    use mogland_rules::core::table::state;
    use mogland_rules::games::catastrophes::Catastrophes;
    let mut t = crate::common::app();
    // At speed 1 a frame (a quarter of a second) turns the cards and resolves the first one,
    // and no punishment is shown yet.
    t.app.world_mut().resource_mut::<Settings>().animation_speed = 1.0;
    all_bots(&mut t, 3);
    t.go(Go::NewTable);
    t.go(Go::Start);
    let points = |w: &bevy::prelude::World| {
        state::<Catastrophes>(w).map(|s| {
            let mut cats = s.cats.clone();
            cats.sort_by_key(|c| c.seat);
            cats.iter().map(|c| c.punishment).collect::<Vec<u32>>()
        })
    };
    let mut before = points(t.world());
    let mut reveals = 0;
    let mut changed_under_reveal = 0;
    for _ in 0..20_000 {
        t.app.update();
        let w = t.world();
        let reveal = w.resource::<Reveal>().shown.clone();
        let still = !w.resource::<Queue<View>>().is_playing();
        let now = points(w);
        match reveal {
            Some(shown) if shown.round as usize > reveals => {
                reveals = shown.round as usize;
                assert_eq!(
                    Some(&shown.punishment),
                    before.as_ref(),
                    "round {} starts from other points",
                    shown.round
                );
                if now != before {
                    changed_under_reveal += 1;
                }
            }
            Some(_) => {}
            // The table as it stood while nothing played back.
            None if still => before = now,
            None => {}
        }
        if t.screen() == Screen::GameOver || reveals >= 4 {
            break;
        }
    }
    assert!(reveals >= 4, "only {reveals} reveals seen");
    // Otherwise the test proves nothing: some round's points had changed under its reveal.
    assert!(changed_under_reveal > 0, "no round scored a point");
}
