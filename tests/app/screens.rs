//! The screen flow, headless: menu → setup → back; a table of bots played to game over with an
//! autosave after every action; quit to menu and "Continue" resumes exactly; a damaged save is
//! refused and the previous one used; a game still "coming" cannot start.

use mogland::app::setup::SetupForm;
use mogland::app::table::{ActiveTable, FinishedTable};
use mogland::app::{Go, Notices, Screen};
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
    let autosave = t.paths().saves.join("autosave.ron");
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
        &std::fs::read_to_string(t.paths().saves.join("autosave.ron")).unwrap(),
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
    let saves = t.paths().saves;
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
    let notices = t.world().resource::<Notices>().0.join("\n");
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
    let notices = t.world().resource::<Notices>().0.join(" ");
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
        let settled = !t.world().resource::<mogland::app::table::ViewBusy>().0 && !moving;
        if settled && actions_taken(t) > checked {
            checked = actions_taken(t);
            // One more frame: the view puts back anything the events did not move.
            t.app.update();
            let wrong = misplaced(t.world_mut());
            assert!(wrong.is_empty(), "after {checked} actions: {wrong:?}");
        }
        if checked >= enough || t.screen() == mogland::app::Screen::GameOver {
            break;
        }
    }
    checked
}

/// "Continue" rebuilds the log from the replayed actions: for every game, the log after
/// resuming is the log the player left.
#[test]
fn the_log_after_continue_is_the_log_before_in_every_game() {
    use mogland::app::table::ViewBusy;
    use mogland::view::kit::log::GameLog;
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
            !w.resource::<ViewBusy>().0 && w.resource::<mogland::app::bots::Thinking>().is_empty()
        };
        t.until(quiet, 20_000);
        for _ in 0..4 {
            t.app.update();
        }
        t.until(quiet, 20_000);
        t.app.update();
        let before: Vec<String> = t.world().resource::<GameLog>().0.iter().cloned().collect();
        let n = actions_taken(&t);
        assert!(!before.is_empty(), "{id}: the log is empty before leaving");
        t.go(Go::Menu);
        t.go(Go::Continue);
        assert_eq!(t.screen(), Screen::Playing, "{id}");
        assert_eq!(actions_taken(&t), n, "{id}");
        t.until(|w| !w.resource::<ViewBusy>().0, 2_000);
        t.app.update();
        let after: Vec<String> = t.world().resource::<GameLog>().0.iter().cloned().collect();
        assert_eq!(after, before, "{id}: the log after Continue differs");
    }
}
