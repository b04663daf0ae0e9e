//! "If another cat is looking at you at the start of your turn…" is decided when the turn
//! starts; "place your catnip at any point on your turn" includes after the move; a cat
//! nobody watches may turn in place instead of moving.

use crate::cat_fight_support::*;
use mogland_rules::games::cat_fight::{CatFightAction as A, Dir, position};

#[test]
fn a_cat_looked_at_when_its_turn_began_may_not_sip_after_its_catnip_lures_the_watcher_away() {
    // Jeremy looks west along row 5 at Felix, who faces the saucer. Felix's catnip pulls
    // Jeremy away down column 7: the rule asked for a move, a blocker or a fight, so no sip.
    let mut sim = Scene::new(2)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (7, 5), Dir::W)
        .turn_of(S0)
        .build();
    act(&mut sim, S0, A::PlaceCatnip((7, 7)));
    assert_eq!(cat(&sim, S1).square, Some((7, 7)), "the catnip drew Jeremy");
    assert!(position(sim.world()).watchers(S0).is_empty());
    assert!(!sim.legal_actions(S0).contains(&A::Sip));
    let r = sim.apply(S0, A::Sip).unwrap_err();
    assert!(r.rule.is("cf-rule-looked-at"), "{r}");
    assert!(r.detail.is("cf-refused-still-watched"), "{r}");
    // A blocker on the line Jeremy looked along when the turn began does free the sip.
    act(&mut sim, S0, A::PlaceBlocker((5, 5)));
    assert!(sim.legal_actions(S0).contains(&A::Sip));
}

#[test]
fn a_cat_watched_only_after_its_own_catnip_moved_pieces_keeps_its_sip() {
    // Ada looks west along row 5, but Jeremy stands between her and Felix. Felix's catnip
    // draws Jeremy away south: now Ada sees Felix, yet nobody did when his turn began.
    let mut sim = Scene::new(3)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (6, 5), Dir::S)
        .cat(S2, (8, 5), Dir::W)
        .turn_of(S0)
        .build();
    assert!(turn(&sim).watched_at_start.is_empty());
    act(&mut sim, S0, A::PlaceCatnip((6, 9)));
    assert_eq!(cat(&sim, S1).square, Some((6, 9)));
    assert_eq!(position(sim.world()).watchers(S0), vec![S2]);
    act(&mut sim, S0, A::Sip);
}

#[test]
fn catnip_may_be_placed_after_the_move_and_then_the_turn_ends() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0)
        .build();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 7),
            facing: Dir::E,
        },
    );
    let legal = sim.legal_actions(S0);
    assert_eq!(sim.to_act(), Some(S0), "the seat still holds its catnip");
    assert!(legal.contains(&A::EndTurn));
    assert!(legal.contains(&A::PlaceCatnip((8, 4))));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, A::PlaceCatnip(_) | A::EndTurn)),
        "no blocker, no second move: only the catnip or the end"
    );
    let r = sim.apply(S0, A::PlaceBlocker((2, 2))).unwrap_err();
    assert!(r.detail.is("cf-refused-cat-acted"), "{r}");
    // Jeremy has a clear line up column 8 to the catnip: he rushes there.
    act(&mut sim, S0, A::PlaceCatnip((8, 4)));
    assert_eq!(cat(&sim, S1).square, Some((8, 4)));
    assert_eq!(sim.to_act(), Some(S1), "the catnip ended Felix's turn");
}

#[test]
fn with_the_catnip_spent_the_move_ends_the_turn() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .catnip_spent(S0)
        .turn_of(S0)
        .build();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 7),
            facing: Dir::E,
        },
    );
    assert_eq!(sim.to_act(), Some(S1));
}

#[test]
fn a_move_that_starts_a_catfight_has_no_catnip_step() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (4, 2), Dir::W)
        .turn_of(S0)
        .build();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 2),
            facing: Dir::N,
        },
    );
    assert!(
        !sim.legal_actions(S0).contains(&A::EndTurn)
            && !sim.legal_actions(S1).contains(&A::EndTurn),
        "the fight is the rest of the turn"
    );
}

/// "Move your cat once (like a queen in chess). Turn your cat in a direction of your choice.
/// -OR- … sip", and only a watched cat "must either move, place a blocker so that cat can't
/// see you, or initiate a catfight": a cat nobody looks at may place blockers and turn in
/// place without moving.
#[test]
fn a_cat_nobody_watches_may_place_blockers_and_turn_in_place_without_moving() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0)
        .build();
    assert!(turn(&sim).watched_at_start.is_empty());
    let legal = sim.legal_actions(S0);
    assert!(
        legal.iter().any(|a| matches!(a, A::Move { .. })),
        "it could move"
    );
    for d in Dir::ALL {
        assert!(legal.contains(&A::Face(d)), "it may turn to {d:?} in place");
    }
    act(&mut sim, S0, A::PlaceBlocker((4, 3)));
    act(&mut sim, S0, A::Face(Dir::SE));
    assert_eq!(cat(&sim, S0).square, Some((4, 5)), "it stayed put");
    assert_eq!(cat(&sim, S0).facing, Dir::SE);
    // The turn is done but for the catnip still in hand, as after a move.
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&A::EndTurn));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, A::PlaceCatnip(_) | A::EndTurn)),
        "no second turn or move"
    );
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), Some(S1));
    // With the catnip spent, turning in place ends the turn at once.
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .catnip_spent(S0)
        .turn_of(S0)
        .build();
    act(&mut sim, S0, A::Face(Dir::N));
    assert_eq!(cat(&sim, S0).square, Some((4, 5)));
    assert_eq!(sim.to_act(), Some(S1));
}

/// The watched cat's obligation stays: no turning in place while the watcher's line is open;
/// a blocker that cuts it ("place a blocker so that cat can't see you") frees the cat to stay.
#[test]
fn a_watched_cat_may_turn_in_place_only_once_a_blocker_cuts_the_watchers_line() {
    let mut sim = Scene::new(2)
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (7, 5), Dir::W)
        .turn_of(S0)
        .build();
    assert_eq!(position(sim.world()).watchers(S0), vec![S1]);
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::Face(_))),
        "no staying put while looked at"
    );
    let r = sim.apply(S0, A::Face(Dir::E)).unwrap_err();
    assert!(r.rule.is("cf-rule-looked-at"), "{r}");
    assert!(r.detail.is("cf-refused-still-watched"), "{r}");
    // A blocker off the line changes nothing.
    act(&mut sim, S0, A::PlaceBlocker((5, 6)));
    assert!(sim.apply(S0, A::Face(Dir::E)).is_err());
    // One on it frees the cat to stay where it is.
    act(&mut sim, S0, A::PlaceBlocker((5, 5)));
    assert!(sim.legal_actions(S0).contains(&A::Face(Dir::E)));
    act(&mut sim, S0, A::Face(Dir::E));
    assert_eq!(cat(&sim, S0).square, Some((3, 5)));
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), Some(S1));
}
