//! Catfights: moving onto a cat, the dice, ties, sacrificing cream to fight on, the loser
//! leaving the board, the winner's free turn and extra turn.

use crate::cat_fight_support::*;
use bevy_ecs::message::MessageCursor;
use mogland_rules::games::cat_fight::*;

use CatFightAction as A;

/// Felix (4, 5) facing north moves onto Jeremy (4, 2), who faces west; the dice come from
/// `seed`. Jeremy holds `jeremy_creams`.
fn duel(seed: u64, jeremy_creams: &[u8]) -> (Sim, Vec<CatFightEvent>) {
    let scene = Scene::new(2)
        .saucer(0, (5, 2), &[0, 1, 2])
        .holds(S1, jeremy_creams)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (4, 2), Dir::W)
        .rng_seed(seed)
        .turn_of(S0);
    let mut sim = scene.build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    events(&mut sim, &mut cursor);
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 2),
            facing: Dir::N,
        },
    );
    let ev = events(&mut sim, &mut cursor);
    (sim, ev)
}

fn rolls(ev: &[CatFightEvent]) -> Vec<(Vec<SeatId>, Vec<u8>)> {
    ev.iter()
        .filter_map(|e| match e {
            CatFightEvent::FightRolled { seats, dice } => Some((seats.clone(), dice.clone())),
            _ => None,
        })
        .collect()
}

fn winner(ev: &[CatFightEvent]) -> Option<SeatId> {
    ev.iter().rev().find_map(|e| match e {
        CatFightEvent::FightWon { winner, .. } => Some(*winner),
        _ => None,
    })
}

/// The first seed for which `want` holds of the duel.
fn seed_where(creams: &[u8], want: impl Fn(&Sim, &[CatFightEvent]) -> bool) -> u64 {
    (0..500)
        .find(|&s| {
            let (sim, ev) = duel(s, creams);
            want(&sim, &ev)
        })
        .expect("some seed in 0..500 gives that roll")
}

use mogland_rules::core::SeatId;

#[test]
fn moving_onto_a_cat_is_a_catfight_and_the_loser_leaves_the_board() {
    for want in [S0, S1] {
        let seed = seed_where(&[], |_, ev| winner(ev) == Some(want));
        let (sim, ev) = duel(seed, &[]);
        assert!(ev.contains(&CatFightEvent::FightStarted {
            square: (4, 2),
            seats: vec![S0, S1],
            catnip: false
        }));
        let last = rolls(&ev).last().cloned().unwrap();
        let best = *last.1.iter().max().unwrap();
        assert_eq!(
            last.0[last.1.iter().position(|d| *d == best).unwrap()],
            want,
            "the higher die wins"
        );
        let loser = if want == S0 { S1 } else { S0 };
        assert_eq!(cat(&sim, loser).square, None, "the loser leaves the board");
        assert_eq!(
            cat(&sim, want).square,
            Some((4, 2)),
            "the winner holds the square"
        );
        assert_eq!(sim.to_act(), Some(want), "the winner turns");
        assert_eq!(sim.legal_actions(want), Dir::ALL.map(A::Face).to_vec());
    }
}

#[test]
fn tied_dice_are_rolled_again() {
    let seed = seed_where(&[], |_, ev| {
        rolls(ev).first().is_some_and(|(_, d)| d[0] == d[1])
    });
    let (_, ev) = duel(seed, &[]);
    let r = rolls(&ev);
    assert!(r.len() >= 2, "a tie is rolled again: {r:?}");
    let (_, last) = r.last().unwrap();
    assert_ne!(last[0], last[1], "the last roll has a winner");
    assert!(winner(&ev).is_some());
}

#[test]
fn the_loser_may_sacrifice_cream_to_force_a_reroll_again_and_again_while_it_lasts() {
    // Jeremy (the defender, holding creams 5 and 6) loses the first roll.
    let seed = seed_where(&[5, 6], |sim, _| {
        sim.to_act() == Some(S1) && turn(sim).fight.is_some()
    });
    let (mut sim, _) = duel(seed, &[5, 6]);
    assert_eq!(
        sim.legal_actions(S1),
        vec![A::SacrificeCream(5), A::SacrificeCream(6), A::AcceptDefeat]
    );
    assert_eq!(
        sim.legal_actions(S0),
        vec![],
        "the winner waits for the loser's choice"
    );
    let r = sim.apply(S0, A::Face(Dir::N)).unwrap_err();
    assert!(r.rule.is("rule-act-in-turn"), "{r}");
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    events(&mut sim, &mut cursor);
    let mut left = vec![5u8, 6];
    // Sacrifice while Jeremy keeps losing and has cream.
    while sim.to_act() == Some(S1) && turn(&sim).fight.is_some() {
        let id = left.remove(0);
        act(&mut sim, S1, A::SacrificeCream(id));
        let ev = events(&mut sim, &mut cursor);
        assert_eq!(
            ev[0],
            CatFightEvent::Sacrificed {
                seat: S1,
                cream: id
            }
        );
        assert!(!rolls(&ev).is_empty(), "both cats roll again");
        let snap = sim.snapshot().game;
        assert_eq!(
            snap.creams[id as usize].place,
            CreamPlace::Out(OutReason::Sacrificed)
        );
    }
    // Either Jeremy turned the fight round, or he ran out of cream and lost.
    let snap = sim.snapshot().game;
    let jeremy_has = snap
        .creams
        .iter()
        .filter(|c| c.place == CreamPlace::Held(S1))
        .count();
    assert_eq!(jeremy_has, left.len());
    let w = sim.to_act().unwrap();
    assert!(turn(&sim).facing_for == Some(w));
    if w == S0 {
        assert!(
            left.is_empty(),
            "Jeremy only stops fighting on when his cream is gone"
        );
        assert_eq!(cat(&sim, S1).square, None);
    } else {
        assert_eq!(cat(&sim, S0).square, None);
    }
}

#[test]
fn a_loser_may_accept_defeat_and_one_without_cream_has_no_choice() {
    let seed = seed_where(&[5], |sim, _| {
        sim.to_act() == Some(S1) && turn(sim).fight.is_some()
    });
    let (mut sim, _) = duel(seed, &[5]);
    act(&mut sim, S1, A::AcceptDefeat);
    assert_eq!(cat(&sim, S1).square, None);
    assert_eq!(sim.to_act(), Some(S0));
    assert!(
        sim.snapshot().game.creams[5].place == CreamPlace::Held(S1),
        "the cream is kept"
    );
    // Same dice, no cream: no decision at all.
    let (sim, _) = duel(seed, &[]);
    assert_eq!(cat(&sim, S1).square, None);
    assert_eq!(sim.to_act(), Some(S0));
    assert!(turn(&sim).fight.is_none());
}

#[test]
fn the_winner_turns_freely_then_takes_a_whole_extra_turn() {
    let seed = seed_where(&[], |_, ev| winner(ev) == Some(S0));
    let (mut sim, _) = duel(seed, &[]);
    // Felix turns east, to the saucer on (5, 2): his extra turn starts next to and facing it.
    act(&mut sim, S0, A::Face(Dir::E));
    let t = turn(&sim);
    assert_eq!((t.seat, t.extra), (S0, true));
    assert!(
        sim.legal_actions(S0).contains(&A::Sip),
        "a complete turn, sip included"
    );
    act(&mut sim, S0, A::PlaceBlocker((6, 6)));
    act(&mut sim, S0, A::Sip);
    end_turn(&mut sim, S0);
    // Then play continues to his left: Jeremy, off the board, re-enters on blue.
    assert_eq!(sim.to_act(), Some(S1));
    assert!(!turn(&sim).extra);
    let legal = sim.legal_actions(S1);
    let pos = position(sim.world());
    assert!(
        !legal.is_empty()
            && legal
                .iter()
                .all(|a| matches!(a, A::Enter { square, .. } if pos.is_blue(*square)))
    );
}

#[test]
fn a_defender_who_wins_takes_the_extra_turn_and_play_continues_to_its_left() {
    // Three players: Felix attacks Ada (seat 3). If Ada wins she turns and plays a whole turn;
    // then play passes to her left, which is Felix, not Jeremy.
    let make = |seed: u64| {
        let scene = Scene::new(3)
            .cat(S0, (4, 5), Dir::N)
            .cat(S1, (8, 9), Dir::N)
            .cat(S2, (4, 2), Dir::W)
            .rng_seed(seed)
            .turn_of(S0);
        let mut sim = scene.build();
        act(
            &mut sim,
            S0,
            A::Move {
                to: (4, 2),
                facing: Dir::N,
            },
        );
        sim
    };
    let seed = (0..500).find(|&s| make(s).to_act() == Some(S2)).unwrap();
    let mut sim = make(seed);
    assert_eq!(cat(&sim, S0).square, None);
    act(&mut sim, S2, A::Face(Dir::S));
    assert_eq!((turn(&sim).seat, turn(&sim).extra), (S2, true));
    act(
        &mut sim,
        S2,
        A::Move {
            to: (4, 4),
            facing: Dir::S,
        },
    );
    end_turn(&mut sim, S2);
    assert_eq!(sim.to_act(), Some(S0), "to the winner's left");
    assert!(
        sim.legal_actions(S0)
            .iter()
            .all(|a| matches!(a, A::Enter { .. })),
        "the loser re-enters"
    );
}
