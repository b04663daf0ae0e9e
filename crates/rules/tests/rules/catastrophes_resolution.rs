//! Revealing and resolving: all cards turn over at once; tricks first, then mischief and
//! cuddles, each clockwise from the first player; each card charged to the cat it lies before;
//! the thresholds 10, 15 and 20 of the mischief scale.

use crate::catastrophes_common::*;
use mogland_rules::core::Hand;
use mogland_rules::games::catastrophes::scoring::{Step, card_steps};
use mogland_rules::games::catastrophes::{
    Card, CatastrophesAction, CatastrophesEvent, PunishReason,
};

fn at(scale: u8) -> Snap {
    let mut snap = scene(4, false);
    snap.game.scale = scale;
    snap
}

fn points(steps: &[Step]) -> i32 {
    steps
        .iter()
        .map(|s| {
            if let Step::Points { delta, .. } = s {
                *delta
            } else {
                0
            }
        })
        .sum()
}

#[test]
fn a_mischief_card_raises_the_scale_by_its_value() {
    let sim = reveal(at(3), &[(JEREMY, Card::mischief(4), FELIX)]);
    assert_eq!(scale(&sim), 7);
    assert_eq!(
        punishment(&sim),
        vec![0, 0, 0, 0],
        "no threshold reached: nothing happens"
    );
}

#[test]
fn a_cuddle_lowers_the_scale_and_is_the_only_kind_that_does() {
    let sim = reveal(at(8), &[(JEREMY, Card::cuddle(3), FELIX)]);
    assert_eq!(scale(&sim), 5);
    let sim = reveal(at(8), &[(JEREMY, Card::trick(3), FELIX)]);
    assert_eq!(scale(&sim), 11);
}

#[test]
fn a_cuddle_on_zero_is_ineffective_and_the_scale_never_goes_below_zero() {
    let sim = reveal(at(0), &[(ADA, Card::cuddle(4), ADA)]);
    assert_eq!(scale(&sim), 0);
    assert!(events(&sim).contains(&CatastrophesEvent::Ineffective {
        seat: ADA,
        card: Card::cuddle(4)
    }));
    let sim = reveal(at(2), &[(ADA, Card::cuddle(4), ADA)]);
    assert_eq!(scale(&sim), 0);
}

#[test]
fn landing_on_or_crossing_a_threshold_gives_its_points_to_the_cat_the_card_lies_before() {
    // Landing on 10: +1 for Jeremy, before whom Felix put the card.
    let sim = reveal(at(7), &[(JEREMY, Card::mischief(3), FELIX)]);
    assert_eq!(punishment(&sim), vec![0, 1, 0, 0]);
    // Crossing 15: +2.
    let sim = reveal(at(13), &[(ADA, Card::mischief(4), ADA)]);
    assert_eq!(punishment(&sim), vec![0, 0, 2, 0]);
    assert_eq!(scale(&sim), 17);
}

#[test]
fn one_card_crossing_two_thresholds_scores_both() {
    let sim = reveal(at(8), &[(MOG, Card::mischief(9), FELIX)]);
    assert_eq!(scale(&sim), 17);
    assert_eq!(punishment(&sim), vec![0, 0, 0, 3], "1 for 10 and 2 for 15");
}

#[test]
fn landing_on_twenty_gives_three_points_and_sends_the_token_back_to_zero() {
    let sim = reveal(at(16), &[(FELIX, Card::mischief(4), JEREMY)]);
    assert_eq!(scale(&sim), 0);
    assert_eq!(punishment(&sim), vec![3, 0, 0, 0]);
    let ev = events(&sim);
    let moved = ev
        .iter()
        .position(|e| *e == CatastrophesEvent::ScaleMoved { from: 16, to: 20 })
        .unwrap();
    assert!(matches!(
        ev[moved + 1],
        CatastrophesEvent::Punished {
            seat: FELIX,
            delta: 3,
            ..
        }
    ));
    assert_eq!(ev[moved + 2], CatastrophesEvent::ScaleReset);
}

#[test]
fn points_left_after_twenty_keep_climbing_from_zero() {
    let sim = reveal(at(18), &[(FELIX, Card::mischief(5), JEREMY)]);
    assert_eq!(scale(&sim), 3);
    assert_eq!(punishment(&sim), vec![3, 0, 0, 0]);
    // With a card big enough the token crosses 10 again (the shipped cards stop at 9).
    let (to, steps) = card_steps(18, Card::mischief(14), false);
    assert_eq!(to, 12);
    assert_eq!(points(&steps), 3 + 1);
}

#[test]
fn a_cuddle_landing_back_on_or_going_below_a_threshold_removes_its_points() {
    let mut snap = at(12);
    snap.game.cats[1].punishment = 5;
    let sim = reveal(snap.clone(), &[(JEREMY, Card::cuddle(2), FELIX)]);
    assert_eq!(scale(&sim), 10);
    assert_eq!(punishment(&sim)[1], 4, "landing back on 10: -1");
    snap.game.scale = 17;
    let sim = reveal(snap.clone(), &[(JEREMY, Card::cuddle(3), FELIX)]);
    assert_eq!(punishment(&sim)[1], 3, "going below 15: -2");
    snap.game.scale = 16;
    let sim = reveal(snap, &[(JEREMY, Card::cuddle(6), FELIX)]);
    assert_eq!(scale(&sim), 10);
    assert_eq!(punishment(&sim)[1], 2, "below 15 and back on 10: -2 -1");
}

#[test]
fn a_cuddle_starting_on_a_threshold_does_not_forgive_it() {
    // The token must be above a threshold and end on or below it.
    let mut snap = at(15);
    snap.game.cats[1].punishment = 5;
    let sim = reveal(snap, &[(JEREMY, Card::cuddle(2), FELIX)]);
    assert_eq!(scale(&sim), 13);
    assert_eq!(punishment(&sim)[1], 5);
}

#[test]
fn punishment_never_goes_below_zero() {
    let sim = reveal(at(11), &[(ADA, Card::cuddle(3), ADA)]);
    assert_eq!(punishment(&sim), vec![0, 0, 0, 0]);
    assert!(events(&sim).iter().any(|e| matches!(
        e,
        CatastrophesEvent::Punished {
            seat: ADA,
            delta: 0,
            total: 0,
            reason: PunishReason::Forgiven(10)
        }
    )));
}

#[test]
fn all_cards_are_revealed_at_once_then_tricks_resolve_first() {
    // Scale 8: Felix (first) has a mischief 2 that would land on 10; Mog's trick 3 goes first and
    // takes the token to 11, so Mog is punished and Felix's mischief is harmless.
    let sim = reveal(
        at(8),
        &[
            (FELIX, Card::mischief(2), JEREMY),
            (MOG, Card::trick(3), ADA),
        ],
    );
    assert_eq!(punishment(&sim), vec![0, 0, 0, 1]);
    assert_eq!(scale(&sim), 13);
    let ev = sim.snapshot().game.last_reveal;
    let revealed: Vec<_> = ev
        .iter()
        .take_while(|e| matches!(e, CatastrophesEvent::Revealed { .. }))
        .collect();
    assert_eq!(
        revealed.len(),
        2,
        "both cards are turned over before any resolves"
    );
    let resolving: Vec<_> = ev
        .iter()
        .filter_map(|e| {
            if let CatastrophesEvent::Resolving { seat, .. } = e {
                Some(*seat)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(resolving, vec![MOG, FELIX]);
}

#[test]
fn tricks_and_then_the_others_resolve_clockwise_from_the_first_player() {
    let mut snap = at(0);
    snap.game.first_player = ADA;
    let sim = reveal(
        snap,
        &[
            (FELIX, Card::trick(1), JEREMY),
            (JEREMY, Card::mischief(1), FELIX),
            (ADA, Card::cuddle(1), MOG),
            (MOG, Card::trick(2), ADA),
        ],
    );
    let order: Vec<_> = events(&sim)
        .iter()
        .filter_map(|e| {
            if let CatastrophesEvent::Resolving { seat, .. } = e {
                Some(*seat)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(order, vec![MOG, FELIX, ADA, JEREMY]);
}

#[test]
fn the_reveal_is_kept_step_by_step_for_the_view() {
    let sim = reveal(at(9), &[(JEREMY, Card::mischief(7), FELIX)]);
    let reveal = sim.snapshot().game.last_reveal;
    use CatastrophesEvent::*;
    assert_eq!(
        reveal,
        vec![
            Revealed {
                seat: JEREMY,
                card: Card::mischief(7),
                by: FELIX
            },
            Resolving {
                seat: JEREMY,
                card: Card::mischief(7)
            },
            ScaleMoved { from: 9, to: 10 },
            Punished {
                seat: JEREMY,
                delta: 1,
                total: 1,
                reason: PunishReason::Threshold(10)
            },
            ScaleMoved { from: 10, to: 15 },
            Punished {
                seat: JEREMY,
                delta: 2,
                total: 3,
                reason: PunishReason::Threshold(15)
            },
            ScaleMoved { from: 15, to: 16 },
            RoundEnded {
                round: 1,
                next_first_player: JEREMY
            },
        ]
    );
    // The same steps went out as messages, after the last action's own message.
    let sent = events(&sim);
    assert_eq!(
        sent[0],
        CardsDrawn {
            seat: MOG,
            count: 1
        }
    );
    assert_eq!(sent[1..], reveal[..]);
}

#[test]
fn a_real_round_resolves_the_cards_the_players_put_down() {
    let mut snap = at(9);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2)]);
    snap.game.cats[1].hand = Hand(vec![Card::cuddle(4)]);
    snap.game.cats[2].hand = Hand(vec![Card::trick(3)]);
    let mut sim = play(&snap);
    use CatastrophesAction::*;
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(2),
            target: JEREMY,
        },
    )
    .unwrap();
    sim.apply(
        JEREMY,
        Place {
            card: Card::cuddle(4),
            target: FELIX,
        },
    )
    .unwrap();
    sim.apply(
        ADA,
        Place {
            card: Card::trick(3),
            target: ADA,
        },
    )
    .unwrap();
    assert_eq!(
        scale(&sim),
        9,
        "nothing resolves before every player has acted"
    );
    // Ada's trick first (9 -> 12, +1 to Ada), then clockwise from Felix: Felix's cuddle
    // (12 -> 8, back under 10: -1, but Felix has no point to lose), Jeremy's mischief (8 -> 10: +1).
    sim.apply(MOG, Draw { count: 1 }).unwrap();
    assert_eq!(punishment(&sim), vec![0, 1, 1, 0]);
    assert_eq!(scale(&sim), 10);
}
