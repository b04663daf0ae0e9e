//! A round's actions: place a card face down (in front of yourself or another player), draw one
//! or two cards, or pass when nothing else is possible; and the refusals, naming the rule.

use crate::catastrophes_common::*;
use mogland_rules::core::{Arg, Game, Hand, SeatId};
use mogland_rules::games::catastrophes::{Card, Catastrophes, CatastrophesAction, Placed};

use CatastrophesAction::{Draw, Pass, Place};

fn places(legal: &[CatastrophesAction]) -> Vec<(Card, SeatId)> {
    legal
        .iter()
        .filter_map(|a| {
            if let Place { card, target } = *a {
                Some((card, target))
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn each_player_acts_once_from_the_first_player_clockwise() {
    let mut snap = scene(4, false);
    snap.game.first_player = ADA;
    let mut sim = play(&snap);
    let mut order = Vec::new();
    while sim.snapshot().game.round.round == 1 {
        let seat = sim.to_act().unwrap();
        order.push(seat);
        sim.apply(seat, Draw { count: 1 }).unwrap();
    }
    assert_eq!(order, vec![ADA, MOG, FELIX, JEREMY]);
}

#[test]
fn a_player_may_put_a_card_in_front_of_themselves_or_of_another_player_or_draw_one_or_two() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3), Card::cuddle(2)]);
    let sim = play(&snap);
    let legal = sim.legal_actions(FELIX);
    let mut expected = Vec::new();
    for card in [Card::mischief(3), Card::cuddle(2)] {
        for target in [FELIX, JEREMY, ADA] {
            expected.push(Place { card, target });
        }
    }
    expected.extend([Draw { count: 1 }, Draw { count: 2 }]);
    let mut got = legal.clone();
    got.sort_by_key(|a| format!("{a:?}"));
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(got, expected);
    assert!(
        sim.legal_actions(JEREMY).is_empty(),
        "only the seat to act has actions"
    );
}

#[test]
fn placing_puts_the_card_face_down_in_front_of_the_target() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3), Card::cuddle(2)]);
    let mut sim = play(&snap);
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(3),
            target: ADA,
        },
    )
    .unwrap();
    let game = sim.snapshot().game;
    assert_eq!(game.cats[0].hand.0, vec![Card::cuddle(2)]);
    assert_eq!(
        game.cats[2].face_down,
        Some(Placed {
            card: Card::mischief(3),
            by: FELIX
        })
    );
    // The others see that a card lies there, and who put it, but not which card.
    let seen = sim.observation(JEREMY).face_down[2].unwrap();
    assert_eq!((seen.by, seen.card), (FELIX, None));
    let own = sim.observation(FELIX).face_down[2].unwrap();
    assert_eq!(
        own.card,
        Some(Card::mischief(3)),
        "the placer remembers its own card"
    );
}

#[test]
fn only_one_card_may_lie_in_front_of_each_player() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.cats[1].hand = Hand(vec![Card::mischief(2)]);
    let mut sim = play(&snap);
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(3),
            target: JEREMY,
        },
    )
    .unwrap();
    // With a card already in front of him, Jeremy may draw or place before a player with none.
    let targets: Vec<SeatId> = places(&sim.legal_actions(JEREMY))
        .into_iter()
        .map(|p| p.1)
        .collect();
    assert_eq!(targets, vec![ADA, FELIX]);
    assert!(sim.legal_actions(JEREMY).contains(&Draw { count: 1 }));
}

#[test]
fn placing_where_a_card_already_lies_is_refused_naming_the_rule_and_nothing_changes() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.cats[1].hand = Hand(vec![Card::mischief(2)]);
    let mut sim = play(&snap);
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(3),
            target: ADA,
        },
    )
    .unwrap();
    let before = sim.snapshot();
    let refusal = sim
        .apply(
            JEREMY,
            Place {
                card: Card::mischief(2),
                target: ADA,
            },
        )
        .unwrap_err();
    assert!(refusal.rule.is("cx-rule-one-card-each"), "{}", refusal.rule);
    assert!(
        refusal.detail.is("cx-refused-card-before-seat"),
        "{}",
        refusal.detail
    );
    assert_eq!(refusal.detail.arg("seat"), Some(&Arg::Number(3)));
    assert_eq!(sim.snapshot(), before, "a refused action changes nothing");
    assert_eq!(
        sim.to_act(),
        Some(JEREMY),
        "and Jeremy still has his action"
    );
}

#[test]
fn refusals_name_the_rule() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.cats[0].face_down = Some(Placed {
        card: Card::cuddle(1),
        by: ADA,
    });
    snap.game.pile.draw = vec![Card::cuddle(1)];
    let mut sim = play(&snap);
    let before = sim.snapshot();
    let refused = |sim: &mut _, action| {
        let sim: &mut mogland_rules::core::GameSim<Catastrophes> = sim;
        sim.apply(FELIX, action).unwrap_err()
    };
    let r = refused(
        &mut sim,
        Place {
            card: Card::mischief(3),
            target: FELIX,
        },
    );
    assert!(r.rule.is("cx-rule-one-card-each"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-card-before-you"), "{}", r.detail);
    let r = refused(
        &mut sim,
        Place {
            card: Card::mischief(9),
            target: JEREMY,
        },
    );
    assert!(r.rule.is("cx-rule-card-from-hand"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-not-in-hand"), "{}", r.detail);
    let Some(Arg::Text(card)) = r.detail.arg("card") else {
        panic!("the card is named: {}", r.detail)
    };
    assert!(card.is("cx-card-mischief"), "{card}");
    assert_eq!(card.arg("value"), Some(&Arg::Number(9)));
    let r = refused(
        &mut sim,
        Place {
            card: Card::mischief(3),
            target: SeatId(5),
        },
    );
    assert!(r.rule.is("cx-rule-place-at-table"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-no-seat"), "{}", r.detail);
    assert_eq!(r.detail.arg("seat"), Some(&Arg::Number(6)));
    let r = refused(&mut sim, Draw { count: 2 });
    assert!(r.rule.is("cx-rule-draw-one-or-two"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-pile-too-small"), "{}", r.detail);
    assert_eq!(r.detail.arg("left"), Some(&Arg::Number(1)));
    assert_eq!(r.detail.arg("count"), Some(&Arg::Number(2)));
    let r = refused(&mut sim, Draw { count: 3 });
    assert!(r.rule.is("cx-rule-draw-one-or-two"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-draw-count"), "{}", r.detail);
    assert_eq!(r.detail.arg("count"), Some(&Arg::Number(3)));
    let r = refused(&mut sim, Pass);
    assert!(r.rule.is("cx-rule-one-action"), "{}", r.rule);
    assert!(r.detail.is("cx-refused-pass"), "{}", r.detail);
    assert!(
        sim.apply(JEREMY, Draw { count: 1 })
            .unwrap_err()
            .rule
            .is("rule-act-in-turn")
    );
    assert_eq!(sim.snapshot(), before);
}

#[test]
fn drawing_takes_cards_from_the_top_and_ends_the_turn_without_placing() {
    let mut snap = scene(2, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.pile.draw = vec![Card::cuddle(1), Card::trick(5), Card::mischief(7)];
    let mut sim = play(&snap);
    sim.apply(FELIX, Draw { count: 2 }).unwrap();
    let game = sim.snapshot().game;
    assert_eq!(
        game.cats[0].hand.0,
        vec![Card::mischief(3), Card::mischief(7), Card::trick(5)]
    );
    assert_eq!(game.pile.draw, vec![Card::cuddle(1)]);
    // Drawing was Felix's action: he cannot also put a card down.
    assert_eq!(sim.to_act(), Some(JEREMY));
    let refusal = sim
        .apply(
            FELIX,
            Place {
                card: Card::mischief(3),
                target: JEREMY,
            },
        )
        .unwrap_err();
    assert!(refusal.rule.is("rule-act-in-turn"), "{}", refusal.rule);
}

#[test]
fn with_no_card_in_hand_a_player_must_draw() {
    let snap = scene(3, false);
    let sim = play(&snap);
    assert_eq!(
        sim.legal_actions(FELIX),
        vec![Draw { count: 1 }, Draw { count: 2 }]
    );
    let mut sim = sim;
    let refusal = sim
        .apply(
            FELIX,
            Place {
                card: Card::cuddle(1),
                target: JEREMY,
            },
        )
        .unwrap_err();
    assert!(
        refusal.rule.is("cx-rule-empty-hand-draws"),
        "{}",
        refusal.rule
    );
    assert!(
        refusal.detail.is("cx-refused-hand-empty"),
        "{}",
        refusal.detail
    );
}

#[test]
fn draw_two_is_not_offered_with_one_card_left() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.pile.draw = vec![Card::cuddle(4)];
    let sim = play(&snap);
    let legal = sim.legal_actions(FELIX);
    assert!(legal.contains(&Draw { count: 1 }));
    assert!(!legal.contains(&Draw { count: 2 }));
}

#[test]
fn with_the_draw_pile_run_out_drawing_is_no_longer_an_action_and_discards_are_not_reshuffled() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3)]);
    snap.game.pile.draw.clear();
    snap.game.pile.discard = vec![Card::mischief(2), Card::cuddle(3)];
    let mut sim = play(&snap);
    let legal = sim.legal_actions(FELIX);
    assert!(legal.iter().all(|a| matches!(a, Place { .. })), "{legal:?}");
    let refusal = sim.apply(FELIX, Draw { count: 1 }).unwrap_err();
    assert!(refusal.rule.is("cx-rule-pile-run-out"), "{}", refusal.rule);
    assert!(
        refusal.detail.is("cx-refused-pile-empty"),
        "{}",
        refusal.detail
    );
    assert_eq!(sim.snapshot().game.pile.discard.len(), 2);
}

#[test]
fn a_player_with_no_card_and_nothing_to_draw_passes() {
    let mut snap = scene(3, false);
    snap.game.pile.draw.clear();
    let mut sim = play(&snap);
    assert_eq!(sim.legal_actions(FELIX), vec![Pass]);
    sim.apply(FELIX, Pass).unwrap();
    assert_eq!(sim.to_act(), Some(JEREMY));
}

#[test]
fn describe_names_the_players_and_never_the_hidden_card() {
    let sim = start(3, 1);
    let world = sim.world();
    let place = Place {
        card: Card::mischief(9),
        target: ADA,
    };
    let text = Catastrophes::describe(world, FELIX, &place);
    assert!(text.is("cx-log-place"), "{text}");
    assert_eq!(text.arg("who"), Some(&Arg::Name("Felix".into())));
    assert_eq!(text.arg("target"), Some(&Arg::Name("Ada".into())));
    assert!(
        !text.to_string().contains('9'),
        "the hidden card is not named: {text}"
    );
    let own = Catastrophes::describe(
        world,
        FELIX,
        &Place {
            card: Card::cuddle(1),
            target: FELIX,
        },
    );
    assert!(own.is("cx-log-place-own"), "{own}");
    assert_eq!(own.arg("who"), Some(&Arg::Name("Felix".into())));
    for count in [1, 2] {
        let drew = Catastrophes::describe(world, JEREMY, &Draw { count });
        assert!(drew.is("cx-log-draw"), "{drew}");
        assert_eq!(drew.arg("who"), Some(&Arg::Name("Jeremy".into())));
        assert_eq!(drew.arg("count"), Some(&Arg::Number(count as i64)));
    }
    let passed = Catastrophes::describe(world, ADA, &Pass);
    assert!(passed.is("cx-log-pass"), "{passed}");
    assert_eq!(passed.arg("who"), Some(&Arg::Name("Ada".into())));
}
