//! Grand Prrrrix at the app's table, headless (no renderer: the meshes are only assets): the
//! menu offers it, bots play through the view's playback, and whenever the view has settled
//! every cat stands where the rules put it.

use crate::screens::all_bots;
use mogland::app::Go;
use mogland::states::Screen;
use mogland_rules::games::grand_prrrrix::INFO;

#[test]
fn the_menu_offers_grand_prrrrix_as_playable() {
    assert!(mogland::games::playable().any(|g| g.info().id == INFO.id));
    assert!(mogland::games::rules_page(INFO.id).contains("Race Order Layout"));
}

/// The app with the 3D table's assets, set up for a Grand Prrrrix table of Easy bots.
fn table_of_bots() -> crate::common::TestApp {
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, 7);
    let mut form = t
        .world_mut()
        .resource_mut::<mogland::app::setup::SetupForm>();
    form.game = INFO.id;
    form.fit_seats();
    t
}

#[test]
fn bots_play_through_the_playback_and_the_cats_end_where_the_rules_put_them() {
    let mut t = table_of_bots();
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let checked =
        crate::screens::check_pieces_settle(&mut t, mogland::games::grand_prrrrix::misplaced, 80);
    assert!(checked >= 40, "the bots took only {checked} actions");
}

/// At Instant speed a spat begins, is rolled and ends within a frame; its dice and winner stay
/// on show for a few seconds after, so a player sees how it went.
#[test]
fn a_spat_rolled_at_instant_speed_stays_on_show_after_it_ended() {
    use mogland::games::grand_prrrrix::Show;
    let mut t = table_of_bots();
    t.world_mut()
        .resource_mut::<mogland::settings::Settings>()
        .instant = true;
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(|w| w.resource::<Show>().last_spat.is_some(), 60_000);
    // The spat is over (the rules hold none), and the one just rolled is still shown.
    t.until(
        |w| {
            let show = w.resource::<Show>();
            show.spat.is_none() || show.last_spat_up == 0.0
        },
        10_000,
    );
    let show = t.world().resource::<Show>();
    let spat = show.last_spat.as_ref().unwrap();
    assert!(spat.winner.is_some() && !spat.rolls.is_empty(), "{spat:?}");
    assert!(show.last_spat_up > 0.0, "the ended spat is still on show");
}
