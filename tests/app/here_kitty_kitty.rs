//! Here, Kitty, Kitty! at the app's table, headless: the menu offers it, bots play a whole game
//! through the view's playback, the cats the view shows are where the rules put them every
//! time the playback settles, and the game-over screen gets the scoring sheet.

use crate::screens::all_bots;
use mogland::app::setup::SetupForm;
use mogland::app::table::FinishedTable;
use mogland::app::{Go, Screen};
use mogland_rules::games::here_kitty_kitty::INFO;

#[test]
fn the_menu_offers_here_kitty_kitty_as_playable() {
    assert!(mogland::games::playable().any(|g| g.info().id == INFO.id));
    assert!(mogland::games::rules_page(INFO.id).contains("Land on Your Feet"));
}

#[test]
fn bots_play_to_game_over_and_the_shown_cats_always_match_the_rules() {
    let mut t = crate::common::app();
    all_bots(&mut t, 5);
    {
        let mut form = t.world_mut().resource_mut::<SetupForm>();
        form.game = INFO.id;
        form.fit_seats();
        while form.seats.len() < 4 {
            form.add_seat();
        }
        for s in &mut form.seats {
            s.kind = mogland_rules::core::SeatKind::Bot(mogland_rules::core::BotLevel::Easy);
        }
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let frames = t.until(
        |w| *w.resource::<bevy::prelude::State<Screen>>().get() == Screen::GameOver,
        60_000,
    );
    let drift = &t
        .world()
        .resource::<mogland::games::here_kitty_kitty::Show>()
        .drift;
    assert!(drift.is_empty(), "the view lost track of cats: {drift:?}");
    let done = t.world().resource::<FinishedTable>();
    assert_eq!(
        done.sheet.len(),
        15,
        "the rulebook's rows, the Yard's and the total"
    );
    let total = &done.sheet.last().unwrap().1;
    assert_eq!(
        total, &done.outcome.scores,
        "the sheet's total is the score"
    );
    assert!(
        frames > 100,
        "the game was played back, not skipped ({frames} frames)"
    );
}
