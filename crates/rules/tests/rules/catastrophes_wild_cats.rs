//! The Wild Cats variant: crossing a threshold costs one more point per space past it; a cuddle
//! going below one forgives one more point per space below. Both of the rulebook's examples.

use crate::catastrophes_common::*;
use mogland_rules::core::Hand;
use mogland_rules::games::catastrophes::scoring::{Step, card_steps};
use mogland_rules::games::catastrophes::{
    Card, CatastrophesAction, CatastrophesEvent, PunishReason,
};

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

/// "Felix has a mischief card worth 2 points in front of him. The token on the mischief scale is
/// on space 14. Felix will cross the threshold on square 15, which will earn him 2 punishment
/// points. However, since he lands 1 space above the threshold, he will get an extra punishment
/// point. For a total of 3."
#[test]
fn felix_crosses_fifteen_with_a_mischief_2_from_14_and_gets_3_points() {
    let mut snap = scene(4, true);
    snap.game.scale = 14;
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2)]);
    let mut sim = play(&snap);
    sim.apply(
        FELIX,
        CatastrophesAction::Place {
            card: Card::mischief(2),
            target: FELIX,
        },
    )
    .unwrap();
    for seat in [JEREMY, ADA, MOG] {
        sim.apply(seat, CatastrophesAction::Draw { count: 1 })
            .unwrap();
    }
    assert_eq!(scale(&sim), 16);
    assert_eq!(punishment(&sim), vec![3, 0, 0, 0]);
    let punished: Vec<_> = events(&sim)
        .into_iter()
        .filter_map(|e| {
            if let CatastrophesEvent::Punished { delta, reason, .. } = e {
                Some((delta, reason))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(
        punished,
        vec![
            (2, PunishReason::Threshold(15)),
            (
                1,
                PunishReason::WildCatsPast {
                    threshold: 15,
                    spaces: 1
                }
            )
        ]
    );
}

#[test]
fn without_wild_cats_felix_gets_only_the_threshold_points() {
    let mut snap = scene(4, false);
    snap.game.scale = 14;
    let sim = reveal(snap, &[(FELIX, Card::mischief(2), FELIX)]);
    assert_eq!(punishment(&sim), vec![2, 0, 0, 0]);
}

/// "Conversely, Jeremy plays a cuddle card worth 3 points and brings the mischief token back
/// under the 15 threshold. He loses 2 punishment points and an extra 2 points."
/// Read as: from 16, the cuddle 3 ends on 13, two spaces below 15: -2 for the threshold and one
/// more per space below it, -2.
#[test]
fn jeremy_brings_the_token_from_16_to_13_with_a_cuddle_3_and_loses_2_plus_2() {
    let mut snap = scene(4, true);
    snap.game.scale = 16;
    snap.game.cats[1].punishment = 6;
    snap.game.cats[1].hand = Hand(vec![Card::cuddle(3)]);
    let mut sim = play(&snap);
    sim.apply(FELIX, CatastrophesAction::Draw { count: 1 })
        .unwrap();
    sim.apply(
        JEREMY,
        CatastrophesAction::Place {
            card: Card::cuddle(3),
            target: JEREMY,
        },
    )
    .unwrap();
    sim.apply(ADA, CatastrophesAction::Draw { count: 1 })
        .unwrap();
    sim.apply(MOG, CatastrophesAction::Draw { count: 1 })
        .unwrap();
    assert_eq!(scale(&sim), 13);
    assert_eq!(punishment(&sim)[1], 2, "6 - 2 - 2");
    assert!(events(&sim).contains(&CatastrophesEvent::Punished {
        seat: JEREMY,
        delta: -2,
        total: 2,
        reason: PunishReason::WildCatsBelow {
            threshold: 15,
            spaces: 2
        }
    }));
    // Without the variant he loses only the 2.
    let mut plain = scene(4, false);
    plain.game.scale = 16;
    plain.game.cats[1].punishment = 6;
    let sim = reveal(plain, &[(JEREMY, Card::cuddle(3), JEREMY)]);
    assert_eq!(punishment(&sim)[1], 4);
}

#[test]
fn landing_exactly_on_a_threshold_earns_no_extra() {
    let (to, steps) = card_steps(13, Card::mischief(2), true);
    assert_eq!((to, points(&steps)), (15, 2));
    let (to, steps) = card_steps(18, Card::cuddle(3), true);
    assert_eq!((to, points(&steps)), (15, -2));
}

#[test]
fn the_extra_counts_from_the_last_threshold_the_card_crossed() {
    // 8 + 9: crosses 10 (+1) and 15 (+2), ends 2 past 15 (+2).
    let (to, steps) = card_steps(8, Card::mischief(9), true);
    assert_eq!((to, points(&steps)), (17, 5));
    // 18 + 5: lands on 20 (+3), back to 0 and 3 more spaces (+3).
    let (to, steps) = card_steps(18, Card::mischief(5), true);
    assert_eq!((to, points(&steps)), (3, 6));
    // A cuddle 6 from 16: below 15 (-2), on 10 (-1), no space below 10.
    let (to, steps) = card_steps(16, Card::cuddle(6), true);
    assert_eq!((to, points(&steps)), (10, -3));
    // A cuddle 9 from 11: below 10 (-1) and 8 spaces below it (-8).
    let (to, steps) = card_steps(11, Card::cuddle(9), true);
    assert_eq!((to, points(&steps)), (2, -9));
    // The spaces are those the token really moved: a cuddle 12 from 11 stops at 0 (-1 - 10).
    let (to, steps) = card_steps(11, Card::cuddle(12), true);
    assert_eq!((to, points(&steps)), (0, -11));
}
