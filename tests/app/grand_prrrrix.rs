//! Grand Prrrrix at the app's table, headless (no renderer: the meshes are only assets): the
//! menu offers it, bots play through the view's playback, and whenever the view has settled
//! every cat stands where the rules put it.

use crate::screens::all_bots;
use mogland::app::{Go, Screen};
use mogland_rules::games::grand_prrrrix::INFO;

#[test]
fn the_menu_offers_grand_prrrrix_as_playable() {
    assert!(mogland::games::playable().any(|g| g.info().id == INFO.id));
    assert!(mogland::games::rules_page(INFO.id).contains("Race Order Layout"));
}

#[test]
fn bots_play_through_the_playback_and_the_cats_end_where_the_rules_put_them() {
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, 7);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        form.game = INFO.id;
        form.fit_seats();
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let checked =
        crate::screens::check_pieces_settle(&mut t, mogland::games::grand_prrrrix::misplaced, 80);
    assert!(checked >= 40, "the bots took only {checked} actions");
}
