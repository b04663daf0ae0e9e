//! Grand Prrrrix at the app's table, headless (no renderer: the meshes are only assets): the
//! menu offers it, bots play through the view's playback, and whenever the view has settled
//! every cat stands where the rules put it.

use crate::screens::{actions_taken, all_bots};
use bevy::prelude::*;
use mogland::app::{Go, Screen};
use mogland_rules::games::grand_prrrrix::INFO;

#[test]
fn the_menu_offers_grand_prrrrix_as_playable() {
    assert!(mogland::games::playable().any(|g| g.info().id == INFO.id));
    assert!(mogland::games::rules_page(INFO.id).contains("Race Order Layout"));
}

#[test]
fn bots_play_through_the_playback_and_the_cats_end_where_the_rules_put_them() {
    let mut t = crate::common::app();
    t.app
        .init_asset::<Mesh>()
        .init_asset::<StandardMaterial>()
        .init_asset::<mogland::view::highlight::HighlightMaterial>()
        .add_plugins(mogland::view::tween::plugin);
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
        if settled && actions_taken(&t) > checked {
            checked = actions_taken(&t);
            // One more frame: the view puts back anything the events did not move.
            t.app.update();
            let wrong = mogland::games::grand_prrrrix::misplaced(t.world_mut());
            assert!(wrong.is_empty(), "after {checked} actions: {wrong:?}");
        }
        if checked >= 80 || t.screen() == Screen::GameOver {
            break;
        }
    }
    assert!(checked >= 40, "the bots took only {checked} actions");
}
