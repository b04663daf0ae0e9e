//! Undo in Cat Fight: blockers, catnip that fires nothing and moves can be taken back, one at a
//! time, until another seat acts; a sip shows a cream's value and a catfight rolls dice: those
//! stand.

use crate::cat_fight_support::*;
use mogland_rules::core::undo::UNDO_RULE;
use mogland_rules::games::cat_fight::{CatFightAction as A, Dir};

fn scene() -> Sim {
    let mut sim = Scene::new(2)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0)
        .build();
    sim.enable_undo();
    sim
}

#[test]
fn blockers_and_a_move_are_taken_back_one_at_a_time() {
    let mut sim = scene();
    let start = sim.snapshot().game;
    act(&mut sim, S0, A::PlaceBlocker((2, 2)));
    let one_blocker = sim.snapshot().game;
    act(&mut sim, S0, A::PlaceBlocker((6, 6)));
    act(
        &mut sim,
        S0,
        A::Move {
            to: (3, 8),
            facing: Dir::E,
        },
    );
    assert!(sim.can_undo(S0));
    sim.undo(S0).unwrap();
    assert_eq!(cat(&sim, S0).square, Some((3, 5)), "the move is taken back");
    sim.undo(S0).unwrap();
    assert_eq!(sim.snapshot().game, one_blocker);
    sim.undo(S0).unwrap();
    assert_eq!(sim.snapshot().game, start);
    assert!(!sim.can_undo(S0), "nothing left to take back");
    assert!(sim.log().is_empty(), "every undone action left the log");
}

#[test]
fn ending_the_turn_can_be_taken_back_until_the_next_seat_acts() {
    let mut sim = scene();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (3, 8),
            facing: Dir::E,
        },
    );
    end_turn(&mut sim, S0);
    assert!(sim.can_undo(S0));
    sim.undo(S0).unwrap();
    assert_eq!(sim.to_act(), Some(S0));
    end_turn(&mut sim, S0);
    act(
        &mut sim,
        S1,
        A::Move {
            to: (8, 7),
            facing: Dir::N,
        },
    );
    assert!(!sim.can_undo(S0));
    assert!(sim.undo(S0).unwrap_err().rule.is(UNDO_RULE));
}

#[test]
fn a_sip_shows_a_value_and_stands() {
    let mut sim = scene();
    act(&mut sim, S0, A::Sip);
    assert!(!sim.can_undo(S0));
}

#[test]
fn a_catfight_rolls_dice_and_stands() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (4, 2), Dir::W)
        .turn_of(S0)
        .build();
    sim.enable_undo();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 2),
            facing: Dir::N,
        },
    );
    assert!(!sim.can_undo(S0));
}
