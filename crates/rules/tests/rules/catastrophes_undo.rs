//! Undo in Cat'astrophes: a card put face down can be taken back until the next seat acts;
//! drawing shows cards, and the round's reveal shows every card: those stand.

use crate::catastrophes_common::*;
use mogland_rules::core::undo::UNDO_RULE;
use mogland_rules::core::{GameSim, Hand};
use mogland_rules::games::catastrophes::{Card, Catastrophes, CatastrophesAction};

use CatastrophesAction::{Draw, Place};

fn table() -> GameSim<Catastrophes> {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3), Card::cuddle(2)]);
    snap.game.cats[1].hand = Hand(vec![Card::mischief(5)]);
    snap.game.cats[2].hand = Hand(vec![Card::trick(7)]);
    let mut sim = play(&snap);
    sim.enable_undo();
    sim
}

#[test]
fn a_card_put_face_down_can_be_taken_back_until_the_next_seat_acts() {
    let mut sim = table();
    let before = sim.snapshot();
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(3),
            target: JEREMY,
        },
    )
    .unwrap();
    assert!(sim.can_undo(FELIX));
    assert!(!sim.can_undo(JEREMY));
    sim.undo(FELIX).unwrap();
    let after = sim.snapshot();
    assert_eq!(after.game, before.game, "the card is back in Felix's hand");
    assert_eq!(after.log, before.log);
    assert_eq!(after.rng, before.rng);
    assert_eq!(sim.to_act(), Some(FELIX));
    // Felix changes his mind, and once Jeremy has acted it stands.
    sim.apply(
        FELIX,
        Place {
            card: Card::cuddle(2),
            target: FELIX,
        },
    )
    .unwrap();
    sim.apply(
        JEREMY,
        Place {
            card: Card::mischief(5),
            target: ADA,
        },
    )
    .unwrap();
    let r = sim.undo(FELIX).unwrap_err();
    assert!(r.rule.is(UNDO_RULE), "{}", r.rule);
    assert!(sim.can_undo(JEREMY));
}

#[test]
fn drawing_shows_cards_and_cannot_be_taken_back() {
    let mut sim = table();
    sim.apply(FELIX, Draw { count: 1 }).unwrap();
    assert!(!sim.can_undo(FELIX));
    let refused = sim.undo(FELIX).unwrap_err();
    assert!(
        refused.detail.is("refused-undo-sealed"),
        "{}",
        refused.detail
    );
}

#[test]
fn the_action_that_starts_the_reveal_cannot_be_taken_back() {
    let mut sim = table();
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(3),
            target: JEREMY,
        },
    )
    .unwrap();
    sim.apply(
        JEREMY,
        Place {
            card: Card::mischief(5),
            target: ADA,
        },
    )
    .unwrap();
    sim.apply(
        ADA,
        Place {
            card: Card::trick(7),
            target: FELIX,
        },
    )
    .unwrap();
    assert_eq!(sim.snapshot().game.round.round, 2, "the round was revealed");
    assert!(!sim.can_undo(ADA));
}

#[test]
fn an_undone_game_still_replays_exactly_from_its_log() {
    let mut sim = GameSim::<Catastrophes>::start(&setup(4, 31, false)).unwrap();
    sim.enable_undo();
    let mut undone = 0;
    for step in 0..120 {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[step % legal.len()]).unwrap();
        if step % 3 == 0 && sim.can_undo(seat) {
            sim.undo(seat).unwrap();
            undone += 1;
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[0]).unwrap();
        }
    }
    assert!(undone > 5, "the test undid something ({undone})");
    let replayed = GameSim::<Catastrophes>::replay(sim.setup(), sim.log()).unwrap();
    assert_eq!(replayed.snapshot().game, sim.snapshot().game);
    assert_eq!(replayed.snapshot().rng, sim.snapshot().rng);
}
