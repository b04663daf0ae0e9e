//! Unfinished games are kept, one per game (and per hosted game and tutorial): starting a
//! table never drops another game's, and a new table of the same game asks first.

use crate::screens::{actions_taken, all_bots, slow_bots};
use mogland::app::Go;
use mogland::app::setup::{ReplaceAsked, SetupForm};
use mogland::app::unfinished::{self, Kind, Slot};
use mogland::session::ActiveTable;
use mogland::states::Screen;
use mogland_rules::core::{BotLevel, GameId, SeatKind};
use mogland_rules::games::{cat_fight, catastrophes};

/// Starts a table of bots of `game` from the setup screen and leaves it after a few actions.
fn play_a_little_of(t: &mut crate::common::TestApp, game: GameId) {
    {
        let mut form = t.world_mut().resource_mut::<SetupForm>();
        form.game = game;
        form.fit_seats();
        for s in &mut form.seats {
            s.kind = SeatKind::Bot(BotLevel::Easy);
        }
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing, "{game:?}");
    t.until(
        |w| {
            w.get_resource::<ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 3)
        },
        2000,
    );
    t.app.update();
    t.go(Go::Menu);
    assert_eq!(t.screen(), Screen::Menu);
}

fn kept(t: &crate::common::TestApp) -> Vec<Slot> {
    unfinished::list(&t.paths())
        .into_iter()
        .map(|u| u.slot)
        .collect()
}

#[test]
fn starting_a_table_or_a_tutorial_keeps_every_other_unfinished_game() {
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, 4);
    play_a_little_of(&mut t, catastrophes::INFO.id);
    play_a_little_of(&mut t, cat_fight::INFO.id);
    t.go(Go::Learn(catastrophes::INFO.id));
    assert_eq!(t.screen(), Screen::Playing);
    t.app.update();
    t.go(Go::Menu);
    let slots = kept(&t);
    for want in [
        Slot::local(catastrophes::INFO.id),
        Slot::local(cat_fight::INFO.id),
        Slot {
            kind: Kind::Tutorial,
            game: catastrophes::INFO.id,
        },
    ] {
        assert!(slots.contains(&want), "{want:?} is kept: {slots:?}");
    }
    // Each is continued where it was left.
    slow_bots(&mut t);
    t.go(Go::ContinueFrom(Slot::local(catastrophes::INFO.id)));
    assert_eq!(t.screen(), Screen::Playing);
    assert_eq!(
        t.world().resource::<ActiveTable>().game(),
        catastrophes::INFO.id
    );
    assert!(actions_taken(&t) >= 3);
}

#[test]
fn a_new_table_of_a_game_kept_unfinished_asks_before_replacing_it() {
    let mut t = crate::common::app();
    all_bots(&mut t, 4);
    play_a_little_of(&mut t, catastrophes::INFO.id);
    let save = t.saves_of(catastrophes::INFO.id).join("autosave.ron");
    let before = std::fs::read_to_string(&save).unwrap();
    slow_bots(&mut t);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Setup, "asked, not started");
    let asked = t.world().resource::<ReplaceAsked>();
    assert_eq!(asked.kept.slot, Slot::local(catastrophes::INFO.id));
    assert!(asked.kept.actions >= 3);
    assert_eq!(std::fs::read_to_string(&save).unwrap(), before);
    // "Continue that game" resumes it.
    t.go(Go::ContinueFrom(asked.kept.slot));
    assert_eq!(t.screen(), Screen::Playing);
    assert!(actions_taken(&t) >= 3);
    assert!(!t.world().contains_resource::<ReplaceAsked>());
    // Asked again, "Drop it and start anew" starts the new table in its place.
    t.go(Go::Menu);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert!(t.world().contains_resource::<ReplaceAsked>());
    t.go(Go::StartAnew);
    assert_eq!(t.screen(), Screen::Playing);
    assert_eq!(actions_taken(&t), 0, "a new table");
    assert_ne!(std::fs::read_to_string(&save).unwrap(), before);
}

#[test]
fn a_dropped_game_is_gone_and_a_save_from_before_slots_is_found() {
    let mut t = crate::common::app();
    all_bots(&mut t, 4);
    play_a_little_of(&mut t, catastrophes::INFO.id);
    let slot = Slot::local(catastrophes::INFO.id);
    // As an older Mogland kept it: one autosave in the saves folder itself.
    let dir = t.saves_of(catastrophes::INFO.id);
    let old = t.paths().saves.join("autosave.ron");
    std::fs::rename(dir.join("autosave.ron"), &old).unwrap();
    let _ = std::fs::remove_file(dir.join("autosave.prev.ron"));
    assert!(kept(&t).is_empty());
    slow_bots(&mut t);
    t.go(Go::Continue);
    assert_eq!(t.screen(), Screen::Playing, "the old save is continued");
    assert!(actions_taken(&t) >= 3);
    assert!(!old.exists(), "moved into its slot");
    t.go(Go::Menu);
    assert_eq!(kept(&t), vec![slot]);
    slot.clear(&t.paths());
    assert!(kept(&t).is_empty());
}
