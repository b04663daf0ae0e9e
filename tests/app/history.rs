//! The history and the replay viewer: a finished game is kept; the History page lists it and
//! opens it in the viewer, which steps back and forth on the game's own view, switches sides
//! and goes back; a damaged file is named and kept; the index rebuilds itself; a game in
//! progress is watched from the pause menu and resumed after.

use crate::common::*;
use crate::screens::all_bots;
use bevy::prelude::*;
use mogland::app::Go;
use mogland::app::history_page::{HistoryAction, HistoryPage};
use mogland::app::replay::{ReplayAction, Side, Track};
use mogland::history::{History, records};
use mogland::session::{ActiveTable, TableMode};
use mogland::states::Screen;
use mogland_rules::core::net::Mirror;
use mogland_rules::core::{BotLevel, SeatId, SeatKind};

/// A table of Easy bots played to its end, then the History page.
fn a_finished_game() -> TestApp {
    let mut t = app();
    all_bots(&mut t, 7);
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::GameOver,
        60_000,
    );
    t.go(Go::History);
    assert_eq!(t.screen(), Screen::History);
    t
}

fn track_at(t: &TestApp) -> usize {
    t.world().non_send::<Track>().0.at()
}

#[test]
fn a_finished_game_is_kept_and_watched_again_step_by_step_from_any_side() {
    let mut t = a_finished_game();
    let entries = t.world().resource::<HistoryPage>().listing.entries.clone();
    assert_eq!(entries.len(), 1, "the game is kept");
    let e = &entries[0];
    assert_eq!(e.seats.len(), 4);
    assert!(matches!(e.seats[0].1, SeatKind::Bot(BotLevel::Easy)));
    assert!(!e.winners.is_empty() && e.actions > 10);
    t.world_mut()
        .write_message(HistoryAction::Watch(e.file.clone()));
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::Playing,
        50,
    );
    assert!(
        t.world().contains_resource::<Mirror>(),
        "a mirror: no rules run"
    );
    assert_eq!(t.world().resource::<ActiveTable>().mode, TableMode::Replay);
    assert_eq!(track_at(&t), 0, "it opens at the deal");
    // One action on, then on to the end and back to the middle.
    t.world_mut().write_message(ReplayAction::Forward);
    t.app.update();
    assert_eq!(track_at(&t), 1);
    assert_eq!(t.world().resource::<Mirror>().actions, 1);
    t.world_mut().write_message(ReplayAction::Seek(e.actions));
    t.app.update();
    assert_eq!(t.world().resource::<Mirror>().actions as usize, e.actions);
    let middle = e.actions / 2;
    t.world_mut().write_message(ReplayAction::Seek(middle));
    t.app.update();
    assert_eq!(track_at(&t), middle);
    assert_eq!(t.world().resource::<Mirror>().actions as usize, middle);
    // Nothing it shows moves on by itself, and no action taken on it counts.
    for _ in 0..20 {
        t.app.update();
    }
    assert_eq!(track_at(&t), middle);
    // From another seat's side (the game is over: any seat's may be watched).
    t.world_mut()
        .write_message(ReplayAction::Side(Side::Seat(SeatId(2))));
    t.app.update();
    let turn = t.world().resource::<mogland::session::TableTurn>();
    assert_eq!(turn.me(), Some(SeatId(2)));
    assert!(!turn.my_decision(), "a replay asks nobody");
    assert_eq!(track_at(&t), middle);
    // Playing: it goes on by itself.
    t.world_mut().write_message(ReplayAction::Play(true));
    t.until(|w| w.non_send::<Track>().0.at() > middle + 2, 2000);
    // Closing goes back to the history, which still has the game.
    t.world_mut().write_message(ReplayAction::Close);
    t.app.update();
    t.app.update();
    assert_eq!(t.screen(), Screen::History);
    assert!(!t.world().contains_resource::<ActiveTable>());
    assert_eq!(t.world().resource::<HistoryPage>().listing.entries.len(), 1);
    // Exported, then opened from that file.
    t.world_mut()
        .write_message(HistoryAction::Export(e.file.clone()));
    t.app.update();
    let exported = t.paths().exports.join(&e.file);
    assert!(
        exported.exists(),
        "{:?}",
        t.world().resource::<HistoryPage>().note
    );
    t.world_mut().resource_mut::<HistoryPage>().path = exported.display().to_string();
    t.world_mut().write_message(HistoryAction::OpenFile);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::Playing,
        50,
    );
}

#[test]
fn a_damaged_file_is_refused_with_a_sentence_and_nothing_in_the_history_is_lost() {
    let mut t = a_finished_game();
    let dir = t.paths().history;
    let file = t.world().resource::<HistoryPage>().listing.entries[0]
        .file
        .clone();
    let good = std::fs::read_to_string(dir.join(&file)).unwrap();
    // A damaged game beside it, and the index itself damaged.
    std::fs::write(
        dir.join("2020-01-01-00-00-00-cat-fight.ron"),
        &good[..good.len() / 3],
    )
    .unwrap();
    std::fs::write(dir.join("index.ron"), "garbage").unwrap();
    t.go(Go::Menu);
    t.go(Go::History);
    let page = t.world().resource::<HistoryPage>();
    assert_eq!(
        page.listing.entries.len(),
        1,
        "the good game is still listed"
    );
    assert!(page.listing.rebuilt, "the index was rebuilt");
    assert_eq!(page.listing.unreadable.len(), 1);
    assert!(
        page.note
            .as_deref()
            .unwrap_or("")
            .contains("is left as it is"),
        "{:?}",
        page.note
    );
    assert!(
        dir.join("2020-01-01-00-00-00-cat-fight.ron").exists(),
        "a damaged file is never removed"
    );
    // A damaged file opened from a path: a sentence, and the page stays.
    t.world_mut().resource_mut::<HistoryPage>().path = dir
        .join("2020-01-01-00-00-00-cat-fight.ron")
        .display()
        .to_string();
    t.world_mut().write_message(HistoryAction::OpenFile);
    t.app.update();
    t.app.update();
    assert_eq!(t.screen(), Screen::History);
    let note = t.world().resource::<HistoryPage>().note.clone().unwrap();
    assert!(
        note.contains("cannot be watched") && note.contains("damaged"),
        "{note}"
    );
    // Deleted (the page asks twice first): the game is gone and the index knows it.
    t.world_mut()
        .write_message(HistoryAction::Delete(file.clone()));
    t.app.update();
    assert!(!dir.join(&file).exists());
    assert!(History::new(&dir).list().entries.is_empty());
}

#[test]
fn a_game_in_progress_is_watched_from_the_pause_menu_and_resumed_after() {
    let mut t = app();
    all_bots(&mut t, 3);
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| {
            w.get_resource::<ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 6)
        },
        5000,
    );
    t.app.update();
    let saved = std::fs::read_to_string(
        t.saves_of(mogland_rules::games::catastrophes::INFO.id)
            .join("autosave.ron"),
    )
    .unwrap();
    t.go(Go::WatchSoFar);
    for _ in 0..5 {
        t.app.update();
    }
    assert!(
        t.world()
            .contains_resource::<mogland::app::replay::Watching>(),
        "{:?} {:?}",
        t.screen(),
        t.world().resource::<mogland::app::Notices>()
    );
    assert_eq!(t.screen(), Screen::Playing);
    let steps = t.world().non_send::<Track>().0.steps().len();
    assert!(steps >= 6);
    // Under way: nobody's hand may be offered but the public side's (four bots here), and a
    // seat's side asked for anyway is refused.
    assert_eq!(
        t.world().resource::<mogland::app::replay::Watching>().side,
        Side::Public
    );
    t.world_mut()
        .write_message(ReplayAction::Side(Side::Seat(SeatId(0))));
    t.app.update();
    assert_eq!(
        t.world().resource::<mogland::app::replay::Watching>().side,
        Side::Public
    );
    t.world_mut().write_message(ReplayAction::Close);
    for _ in 0..6 {
        t.app.update();
    }
    assert!(
        t.world().contains_resource::<ActiveTable>() && !t.world().contains_resource::<Mirror>(),
        "{:?} {:?}",
        t.screen(),
        t.world().resource::<mogland::app::Notices>()
    );
    assert_eq!(t.screen(), Screen::Playing);
    let table = t.world().resource::<ActiveTable>().clone();
    assert!(table.rules.actions_taken(t.world()) >= steps);
    assert!(saved.contains("mogland-save"));
}

#[test]
fn kept_games_list_from_the_index_and_records_count_each_player() {
    let mut t = a_finished_game();
    let dir = t.paths().history;
    let file = t.world().resource::<HistoryPage>().listing.entries[0]
        .file
        .clone();
    let text = std::fs::read_to_string(dir.join(&file)).unwrap();
    let h = History::new(&dir);
    for i in 0..40 {
        std::fs::write(
            dir.join(format!("2026-01-01-00-00-{i:02}-catastrophes.ron")),
            &text,
        )
        .unwrap();
    }
    let rebuilt = h.list();
    assert!(rebuilt.rebuilt);
    assert_eq!(rebuilt.entries.len(), 41);
    let again = h.list();
    assert!(!again.rebuilt, "the index answers the second time");
    assert_eq!(again.entries, rebuilt.entries);
    // Records: bots only at this table, so no player's record yet; one seat made human counts.
    assert!(records(&again.entries).is_empty());
    let mut entries = again.entries.clone();
    entries[0].seats[0].1 = SeatKind::Human;
    let r = records(&entries);
    let ada = r.values().next().unwrap().values().next().unwrap();
    assert_eq!(ada.played, 1);
    assert_eq!(ada.against.get(&BotLevel::Easy).map(|a| a.0), Some(1));
    t.go(Go::Menu);
}

#[test]
fn the_game_over_screen_watches_the_game_just_kept() {
    let mut t = app();
    all_bots(&mut t, 5);
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::GameOver,
        60_000,
    );
    let kept = t
        .world()
        .resource::<mogland::app::playing::FinishedTable>()
        .kept
        .clone()
        .expect("the game was kept");
    assert!(t.paths().history.join(&kept).exists());
    t.go(Go::WatchFinished);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::Playing,
        50,
    );
    assert_eq!(track_at(&t), 0, "from its deal");
    t.world_mut().write_message(ReplayAction::Close);
    t.app.update();
    t.app.update();
    assert_eq!(t.screen(), Screen::History);
}

/// After a jump (to the end, one action back, anywhere) the replay's log reads exactly as it
/// did when the replay was played up to that point from its deal: nothing left over from where
/// it was before, nothing told twice. Every game, on its own view.
#[test]
fn the_replays_log_after_a_jump_is_the_log_of_the_actions_up_to_there_in_every_game() {
    use crate::screens::actions_in;
    use mogland::app::setup::SetupForm;
    use mogland::session::ViewBusy;
    const PLAYED: usize = 10;
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
        t.until(|w| actions_in(w) >= PLAYED + 4, 20_000);
        t.go(Go::WatchSoFar);
        t.until(
            |w| {
                w.contains_resource::<mogland::app::replay::Watching>()
                    && *w.resource::<State<Screen>>().get() == Screen::Playing
            },
            50,
        );
        let settle = |t: &mut TestApp| {
            t.app.update();
            t.until(|w| !w.resource::<ViewBusy>().0, 2_000);
            t.app.update();
        };
        settle(&mut t);
        assert_eq!(track_at(&t), 0, "{id}");
        assert!(
            t.log().is_empty(),
            "{id}: the deal has no log: {:?}",
            t.log()
        );
        // Played from the deal one action at a time, each shown to its end: the log at each.
        let mut logs = vec![Vec::new()];
        for _ in 0..PLAYED {
            t.world_mut().write_message(ReplayAction::Forward);
            settle(&mut t);
            logs.push(t.log());
        }
        assert_eq!(track_at(&t), PLAYED, "{id}");
        assert!(!logs[PLAYED].is_empty(), "{id}: nothing was told");
        let end = t.world().non_send::<Track>().0.steps().len();
        // To the end (its log is longer), then back to each point: the log played to there.
        t.world_mut().write_message(ReplayAction::Seek(end));
        settle(&mut t);
        assert!(t.log().len() >= logs[PLAYED].len(), "{id}");
        for k in (0..=PLAYED).rev() {
            t.world_mut().write_message(ReplayAction::Seek(k));
            settle(&mut t);
            assert_eq!(track_at(&t), k, "{id}");
            assert_eq!(t.log(), logs[k], "{id}: the log after a jump to action {k}");
        }
        // Playing on from a jump adds that action's lines, once.
        t.world_mut().write_message(ReplayAction::Seek(PLAYED - 1));
        settle(&mut t);
        t.world_mut().write_message(ReplayAction::Forward);
        settle(&mut t);
        assert_eq!(t.log(), logs[PLAYED], "{id}: a step on after a jump");
    }
}
