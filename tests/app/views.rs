//! The board views headless (no renderer: meshes and materials are only assets): they work only
//! when something changed, and a new table starts with none of the last one's input.

use crate::screens::all_bots;
use bevy::prelude::*;
use mogland::app::Go;
use mogland::session::{TableTurn, ViewBusy};
use mogland::states::Screen;
use mogland_rules::core::{Act, BotLevel, GameId, SeatId, SeatKind};

/// A table of `game` with a human in seat 1 and Easy bots, waiting for the human's decision
/// with nothing left to play back.
fn waiting_for_the_human(game: GameId, seed: u64) -> crate::common::TestApp {
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, seed);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        form.game = game;
        form.fit_seats();
        for s in &mut form.seats {
            s.kind = SeatKind::Bot(BotLevel::Easy);
        }
        form.seats[0].kind = SeatKind::Human;
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    t.until(
        |w| {
            w.resource::<TableTurn>()
                .asked
                .as_ref()
                .is_some_and(|a| a.seats == vec![SeatId(0)])
                && !w.resource::<ViewBusy>().0
        },
        4000,
    );
    // Pieces still walking to where the rules put them.
    for _ in 0..400 {
        let moving = t
            .world_mut()
            .query_filtered::<(), With<mogland::view::tween::Tween>>()
            .iter(t.world())
            .next()
            .is_some();
        if !moving {
            return t;
        }
        t.app.update();
    }
    panic!("the pieces never stood still");
}

fn seen_changed<S: Resource>(t: &crate::common::TestApp) -> u32 {
    t.world()
        .get_resource_change_ticks::<S>()
        .expect("the view keeps what it saw")
        .changed
        .get()
}

/// What the view saw is marked changed only when the table changed: an idle board skips its
/// work (glows, previews), and the first action marks it again.
fn idle_view_sees_no_change<S: Resource, A: Clone + Send + Sync + 'static>(
    game: GameId,
    legal: impl Fn(&World) -> Vec<A>,
) {
    let mut t = waiting_for_the_human(game, 3);
    t.app.update();
    let before = seen_changed::<S>(&t);
    for _ in 0..10 {
        t.app.update();
    }
    assert_eq!(
        seen_changed::<S>(&t),
        before,
        "{game:?}: nothing happened, yet the view's table was marked changed"
    );
    let action = legal(t.world())
        .first()
        .cloned()
        .expect("the human may act");
    t.world_mut().write_message(Act {
        seat: SeatId(0),
        action,
    });
    t.app.update();
    t.app.update();
    assert_ne!(
        seen_changed::<S>(&t),
        before,
        "{game:?}: an action was taken and the view did not see it"
    );
}

#[test]
fn an_idle_cat_fight_board_sees_no_change_until_an_action() {
    use mogland_rules::games::cat_fight::{CatFight, INFO};
    idle_view_sees_no_change::<mogland::games::cat_fight::Seen, _>(INFO.id, |w| {
        <CatFight as mogland_rules::core::Game>::legal_actions(w, SeatId(0))
    });
}

#[test]
fn an_idle_cat_attack_board_sees_no_change_until_an_action() {
    use mogland_rules::games::cat_attack::{CatAttack, INFO};
    idle_view_sees_no_change::<mogland::games::cat_attack::Seen, _>(INFO.id, |w| {
        <CatAttack as mogland_rules::core::Game>::legal_actions(w, SeatId(0))
    });
}

#[test]
fn an_idle_grand_prrrrix_board_sees_no_change_until_an_action() {
    use mogland_rules::games::grand_prrrrix::{GrandPrrrrix, INFO};
    idle_view_sees_no_change::<mogland::games::grand_prrrrix::Seen, _>(INFO.id, |w| {
        <GrandPrrrrix as mogland_rules::core::Game>::legal_actions(w, SeatId(0))
    });
}

/// A Cat Fight table left with Blocker mode on and a square waiting for its facing: the next
/// table starts in Move mode with nothing pending.
#[test]
fn a_new_cat_fight_table_starts_with_nothing_picked() {
    use mogland::games::cat_fight::{Input, Mode, Pending};
    use mogland_rules::games::cat_fight::INFO;
    let mut t = waiting_for_the_human(INFO.id, 5);
    {
        let mut input = t.world_mut().resource_mut::<Input>();
        input.mode = Mode::Blocker;
        input.pending = Some(Pending {
            square: (1, 1),
            enter: true,
        });
    }
    t.go(Go::Menu);
    assert_eq!(t.screen(), Screen::Menu);
    t.go(Go::NewTable);
    t.go(Go::Start);
    // The game left unfinished is kept: the new table replaces it only when told so.
    t.go(Go::StartAnew);
    assert_eq!(t.screen(), Screen::Playing);
    let input = t.world().resource::<Input>();
    assert_eq!(input.mode, Mode::Move);
    assert_eq!(input.pending, None);
}

/// Every Cat Attack space takes a click on the middle of its spot, seen from where the board
/// camera looks: a wall-top space too, whose spot stands above the ground (a click on the
/// middle of a wall space's glow used to land on the space beside it, and was refused).
#[test]
fn a_cat_attack_space_takes_a_click_on_the_middle_of_its_spot() {
    use mogland::games::cat_attack::Layout;
    use mogland_rules::games::cat_attack::{Board, INFO};
    let t = waiting_for_the_human(INFO.id, 5);
    let board = t.world().resource::<Board>().0.clone();
    let layout = Layout::new(&board);
    let raised = (0..board.spaces.len() as u16)
        .filter(|s| layout.raised(*s))
        .count();
    assert!(raised > 0, "the board has wall spaces");
    // From above one end of the board and from the side, as a turned view looks.
    for eye in [Vec3::new(0.0, 14.0, 9.0), Vec3::new(-8.0, 10.0, 6.0)] {
        for space in 0..board.spaces.len() as u16 {
            let spot = layout.at(&board, space);
            let ray = Ray3d::new(eye, Dir3::new(spot - eye).unwrap());
            assert_eq!(
                layout.space_under(&board, ray),
                Some(space),
                "a click on the middle of space {space} (raised: {}) from {eye}",
                layout.raised(space)
            );
        }
    }
}

/// Cat Attack's die shows the roll of the turn on show: the who-starts roll ("Felix rolled 6")
/// is gone once Felix plays his first card, so it is not taken for his move's roll; his own
/// roll shows once he rolls.
#[test]
fn a_cat_attack_roll_on_show_is_spent_when_the_turn_plays_a_card() {
    use mogland::games::cat_attack::Show;
    use mogland_rules::games::cat_attack::{CatAttack, CatAttackAction, INFO, Step};
    let rules_turn = |t: &crate::common::TestApp| {
        mogland_rules::core::table::state::<CatAttack>(t.world())
            .expect("a Cat Attack table")
            .turn
            .clone()
    };
    let mine = |w: &World| w.resource::<Show>().die.filter(|d| d.0 == SeatId(0));
    // A deal where the player starts: the who-starts roll on show is the player's.
    let mut t = (0..40)
        .map(|seed| waiting_for_the_human(INFO.id, seed))
        .find(|t| rules_turn(t).number == 1 && rules_turn(t).seat == SeatId(0))
        .expect("a deal where seat 1 starts");
    assert!(mine(t.world()).is_some(), "the who-starts roll is on show");
    let mut played = false;
    for _ in 0..400 {
        let asked = t
            .world()
            .resource::<TableTurn>()
            .asked
            .as_ref()
            .is_some_and(|a| a.seats.contains(&SeatId(0)));
        if asked && !t.world().resource::<ViewBusy>().0 {
            let to_roll = matches!(rules_turn(&t).steps.last(), Some(Step::Roll(_)));
            if to_roll && played {
                assert_eq!(
                    mine(t.world()),
                    None,
                    "the who-starts roll is still on show"
                );
                t.world_mut().write_message(Act {
                    seat: SeatId(0),
                    action: CatAttackAction::Roll,
                });
                t.until(|w| mine(w).is_some(), 400);
                return;
            }
            // A card first, then the card's own decisions (which mouse, which way).
            let legal =
                <CatAttack as mogland_rules::core::Game>::legal_actions(t.world(), SeatId(0));
            let action = legal
                .iter()
                .find(|a| matches!(a, CatAttackAction::Play(_)))
                .unwrap_or(&legal[0])
                .clone();
            played |= matches!(action, CatAttackAction::Play(_));
            t.world_mut().write_message(Act {
                seat: SeatId(0),
                action,
            });
        }
        for _ in 0..5 {
            t.app.update();
        }
    }
    panic!("the player was never asked to roll");
}
