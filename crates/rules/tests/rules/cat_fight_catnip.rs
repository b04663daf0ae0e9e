//! Catnip: once per game, it draws every cat with a clear line to it whatever way they face;
//! several cats fight; it waits until a cat sees it, even mid-move; no extra turn after.

use crate::cat_fight_support::*;
use bevy_ecs::message::MessageCursor;
use mogland_rules::games::cat_fight::*;

use CatFightAction as A;

fn drawn(ev: &[CatFightEvent]) -> Vec<SeatId> {
    ev.iter()
        .filter_map(|e| match e {
            CatFightEvent::CatnipFired { drawn, .. } => {
                Some(drawn.iter().map(|d| d.0).collect::<Vec<_>>())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

use mogland_rules::core::SeatId;

/// Felix (5, 2) facing north, Jeremy (2, 8) facing west, Ada (8, 5) facing east: each has a
/// clear line to (5, 5) though none faces it. Mog (1, 3) has none, and places the catnip.
fn star(seed: u64) -> Scene {
    Scene::new(4)
        .cat(S0, (5, 2), Dir::N)
        .cat(S1, (2, 8), Dir::W)
        .cat(S2, (8, 5), Dir::E)
        .cat(S3, (1, 3), Dir::N)
        .rng_seed(seed)
        .turn_of(S3)
}

#[test]
fn catnip_draws_every_cat_with_a_clear_line_whatever_way_it_faces_and_they_fight() {
    let mut sim = star(1).build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    act(&mut sim, S3, A::PlaceCatnip((5, 5)));
    let ev = events(&mut sim, &mut cursor);
    assert_eq!(drawn(&ev), vec![S0, S1, S2]);
    assert!(ev.contains(&CatFightEvent::FightStarted {
        square: (5, 5),
        seats: vec![S0, S1, S2],
        catnip: true
    }));
    // One die each; the highest wins; every other cat leaves the board.
    let w = ev
        .iter()
        .find_map(|e| match e {
            CatFightEvent::FightWon {
                winner,
                losers,
                extra_turn,
                ..
            } => {
                assert_eq!(losers.len(), 2);
                assert!(!extra_turn, "no extra turn after a catnip fight");
                Some(*winner)
            }
            _ => None,
        })
        .expect("the fight is over (nobody has cream to sacrifice)");
    let pos = position(sim.world());
    assert_eq!(pos.cat(w).square, Some((5, 5)));
    for s in [S0, S1, S2].into_iter().filter(|s| *s != w) {
        assert_eq!(pos.cat(s).square, None);
    }
    // The catnip is used up, and each cat came facing the way it travelled.
    assert!(pos.catnips.is_empty());
    let facing = match w {
        S0 => Dir::S,
        S1 => Dir::NE,
        _ => Dir::W,
    };
    assert_eq!(pos.cat(w).facing, facing);
    // No free turn for the winner: Mog, untouched, carries on with his own turn.
    assert_eq!(sim.to_act(), Some(S3));
    assert_eq!(turn(&sim).facing_for, None);
    assert!(sim.snapshot().game.stocks.seats[3].catnip_used);
}

#[test]
fn a_catnip_fight_of_three_rerolls_only_the_tied_highest_dice() {
    let seed = (0..500)
        .find(|&s| {
            let mut sim = star(s).build();
            let mut c: MessageCursor<CatFightEvent> = Default::default();
            act(&mut sim, S3, A::PlaceCatnip((5, 5)));
            events(&mut sim, &mut c)
                .iter()
                .filter(|e| matches!(e, CatFightEvent::FightRolled { .. }))
                .count()
                > 1
        })
        .unwrap();
    let mut sim = star(seed).build();
    let mut c: MessageCursor<CatFightEvent> = Default::default();
    act(&mut sim, S3, A::PlaceCatnip((5, 5)));
    let rolls: Vec<(Vec<SeatId>, Vec<u8>)> = events(&mut sim, &mut c)
        .into_iter()
        .filter_map(|e| match e {
            CatFightEvent::FightRolled { seats, dice } => Some((seats, dice)),
            _ => None,
        })
        .collect();
    let (seats, dice) = &rolls[0];
    let best = *dice.iter().max().unwrap();
    let tied: Vec<SeatId> = seats
        .iter()
        .zip(dice)
        .filter(|(_, d)| **d == best)
        .map(|(s, _)| *s)
        .collect();
    assert!(tied.len() >= 2);
    assert_eq!(
        rolls[1].0, tied,
        "only the cats tied on the highest roll again"
    );
}

#[test]
fn catnip_fight_losers_with_cream_may_sacrifice_too() {
    let make = |seed: u64| {
        let mut sim = star(seed).holds(S1, &[4]).build();
        act(&mut sim, S3, A::PlaceCatnip((5, 5)));
        sim
    };
    let seed = (0..500).find(|&s| make(s).to_act() == Some(S1)).unwrap();
    let mut sim = make(seed);
    assert_eq!(
        sim.legal_actions(S1),
        vec![A::SacrificeCream(4), A::AcceptDefeat]
    );
    act(&mut sim, S1, A::SacrificeCream(4));
    assert_eq!(
        sim.snapshot().game.creams[4].place,
        CreamPlace::Out(OutReason::Sacrificed)
    );
    assert!(
        turn(&sim).fight.is_none(),
        "rerolled and settled: no one else has cream"
    );
    assert_eq!(sim.to_act(), Some(S3));
}

#[test]
fn catnip_lines_are_stopped_by_blockers_and_by_other_cats() {
    // A blocker between Felix and the catnip; Jeremy hides behind Ada's friend on the diagonal.
    let mut sim = Scene::new(4)
        .cat(S0, (5, 2), Dir::N)
        .blocker((5, 4))
        .cat(S1, (2, 8), Dir::W)
        .cat(S2, (3, 7), Dir::E)
        .cat(S3, (1, 3), Dir::N)
        .turn_of(S3)
        .build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    act(&mut sim, S3, A::PlaceCatnip((5, 5)));
    assert_eq!(
        drawn(&events(&mut sim, &mut cursor)),
        vec![S2],
        "only Ada has a clear line"
    );
}

#[test]
fn a_single_cat_drawn_just_moves_there_without_a_fight() {
    let mut sim = Scene::new(2)
        .cat(S0, (1, 3), Dir::N)
        .cat(S1, (8, 5), Dir::E)
        .turn_of(S0)
        .build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    act(&mut sim, S0, A::PlaceCatnip((5, 5)));
    let ev = events(&mut sim, &mut cursor);
    assert_eq!(drawn(&ev), vec![S1]);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CatFightEvent::FightStarted { .. }))
    );
    assert_eq!(cat(&sim, S1).square, Some((5, 5)));
    assert_eq!(cat(&sim, S1).facing, Dir::W);
    assert!(
        position(sim.world()).catnips.is_empty(),
        "used up once it drew a cat"
    );
    assert_eq!(sim.to_act(), Some(S0), "Felix's turn goes on");
}

#[test]
fn catnip_nobody_sees_waits_and_fires_when_a_cat_gains_a_line() {
    let mut sim = Scene::new(2).cat(S0, (1, 3), Dir::N).turn_of(S0).build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    act(&mut sim, S0, A::PlaceCatnip((5, 5)));
    assert_eq!(
        position(sim.world()).catnips.len(),
        1,
        "nobody sees it: it stays"
    );
    act(
        &mut sim,
        S0,
        A::Move {
            to: (1, 2),
            facing: Dir::N,
        },
    );
    events(&mut sim, &mut cursor);
    // Jeremy enters on (9, 5), in line with it: drawn at once, and that is his turn.
    act(
        &mut sim,
        S1,
        A::Enter {
            square: (9, 5),
            facing: Dir::N,
        },
    );
    let ev = events(&mut sim, &mut cursor);
    assert_eq!(drawn(&ev), vec![S1]);
    assert_eq!(cat(&sim, S1).square, Some((5, 5)));
    assert_eq!(sim.to_act(), Some(S0));
}

#[test]
fn catnip_fires_in_the_middle_of_a_move_which_ends_on_the_catnip() {
    // Catnip on (5, 6), seen by nobody (a blocker on (3, 4) hides it from Felix's diagonal).
    // Felix runs east along row 2; on (5, 2) he sees straight down to it and is diverted.
    let scene = Scene::new(2)
        .cat(S0, (1, 2), Dir::E)
        .cat(S1, (8, 8), Dir::N)
        .blocker((3, 4))
        .catnip(S1, (5, 6))
        .turn_of(S0);
    let mut sim = scene.build();
    let mut cursor: MessageCursor<CatFightEvent> = Default::default();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (8, 2),
            facing: Dir::E,
        },
    );
    let ev = events(&mut sim, &mut cursor);
    assert!(ev.contains(&CatFightEvent::Moved {
        seat: S0,
        from: (1, 2),
        to: (5, 2),
        path: vec![(2, 2), (3, 2), (4, 2), (5, 2)],
        facing: Dir::E,
        diverted: true,
    }));
    assert!(ev.contains(&CatFightEvent::CatnipFired {
        owner: S1,
        square: (5, 6),
        drawn: vec![(S0, (5, 2))]
    }));
    assert_eq!(
        cat(&sim, S0).square,
        Some((5, 6)),
        "the move ends on the catnip"
    );
    assert_eq!(cat(&sim, S0).facing, Dir::S);
    assert_eq!(sim.to_act(), Some(S1), "and so does the turn");
}

#[test]
fn a_cat_drawn_to_catnip_during_its_own_turn_has_had_its_move() {
    // Felix places catnip where both he and Jeremy see it: they fight; no extra turn for the
    // winner, and play passes to Felix's left.
    let mut sim = Scene::new(2)
        .cat(S0, (5, 2), Dir::N)
        .cat(S1, (8, 5), Dir::E)
        .turn_of(S0)
        .build();
    act(&mut sim, S0, A::PlaceCatnip((5, 5)));
    assert_eq!(sim.to_act(), Some(S1));
    let t = turn(&sim);
    assert!(!t.extra && t.facing_for.is_none());
}

#[test]
fn catnip_fires_when_a_removed_saucer_opens_the_line() {
    // Ada's line east to the catnip on (6, 3) is cut by a saucer holding its last cream.
    // Felix sips it; the empty saucer goes; Ada is drawn in.
    let mut sim = Scene::new(3)
        .saucer(0, (4, 3), &[0])
        .cat(S0, (4, 4), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .cat(S2, (2, 3), Dir::S)
        .catnip(S1, (6, 3))
        .turn_of(S0)
        .build();
    act(&mut sim, S0, A::Sip);
    assert_eq!(cat(&sim, S2).square, Some((6, 3)));
    assert!(position(sim.world()).catnips.is_empty());
}

#[test]
fn catnip_is_used_once_per_game_and_may_go_on_blue() {
    let mut sim = Scene::new(2)
        .cat(S0, (1, 3), Dir::N)
        .cat(S1, (8, 8), Dir::N)
        .turn_of(S0)
        .build();
    act(&mut sim, S0, A::PlaceCatnip((0, 9)));
    let r = sim.apply(S0, A::PlaceCatnip((4, 9))).unwrap_err();
    assert!(r.rule.is("cf-rule-catnip-once"), "{r}");
    assert!(r.detail.is("cf-refused-catnip-used"), "{r}");
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::PlaceCatnip(_)))
    );
    let r = sim.apply(S0, A::PlaceCatnip((1, 3))).unwrap_err();
    assert!(r.rule.is("cf-rule-catnip-once"), "{r}");
}
