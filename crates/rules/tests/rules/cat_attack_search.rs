//! Cat Attack on plain data: the searches' engine agrees with the table action by action, and a
//! sample from a seat's observation is a table that seat could be at.

use super::cat_attack_support::*;
use mogland_rules::core::search::{self, Search};
use mogland_rules::core::{Game, GameRng, SeatId};
use mogland_rules::games::cat_attack::*;

fn lockstep(players: usize, variants: &[&str], seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let setup = setup_with(players, seed, variants);
        let mut choices = GameRng::seeded(1000 + seed);
        let n = search::lockstep::<CatAttack>(&setup, &mut choices)
            .unwrap_or_else(|e| panic!("{players} seats {variants:?}, seed {seed}: {e}"));
        assert!(n > 0);
    }
}

#[test]
fn plain_data_plays_as_the_table_does() {
    lockstep(2, &[], 0..12);
    lockstep(3, &[], 0..8);
    lockstep(4, &[], 0..8);
    lockstep(6, &[], 0..4);
}

#[test]
fn plain_data_plays_every_variant_as_the_table_does() {
    for v in [
        "claws",
        "claws-shops",
        "short-lives",
        "time-limit",
        "no-raiding",
        "no-trespassing",
        "no-cat-fight",
        "no-six-cat",
    ] {
        lockstep(2, &[v], 0..3);
        lockstep(3, &[v], 0..2);
    }
    for v in ["gang-warfare", "gang-shared-house"] {
        lockstep(4, &[v], 0..5);
        lockstep(6, &[v], 0..3);
    }
    lockstep(4, &["no-raiding", "no-trespassing", "short-lives"], 0..3);
}

#[test]
fn a_sample_is_a_table_the_seat_could_be_at() {
    for players in [2, 4, 6] {
        let mut sim = start(players, 5);
        let mut rng = GameRng::seeded(9);
        // Some way into the game, so hands, discards and Curiosity cards have moved.
        for _ in 0..60 {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .expect("legal");
        }
        let truth = CatAttack::state(sim.world());
        for seat in (0..players).map(|i| SeatId(i as u8)) {
            let obs = sim.observation(seat);
            let mut hidden = Vec::new();
            for k in 0..6 {
                let s = CatAttack::sample(&obs, &mut GameRng::seeded(k));
                assert_eq!(CatAttack::asked(&s), CatAttack::asked(&truth));
                let (mut mine, mut real) = (Vec::new(), Vec::new());
                CatAttack::legal(&s, seat, &mut mine);
                CatAttack::legal(&truth, seat, &mut real);
                assert_eq!(mine, real, "{players} seats, seat {seat:?}");
                assert_eq!(s.cards.hands[seat.index()], truth.cards.hands[seat.index()]);
                assert_eq!(s.pos, truth.pos);
                for (i, h) in s.cards.hands.iter().enumerate() {
                    assert_eq!(h.len(), truth.cards.hands[i].len());
                }
                hidden.push((s.cards.mog.draw.clone(), s.cards.curiosity.clone()));
            }
            hidden.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
            hidden.dedup();
            assert!(hidden.len() > 1, "the hidden cards differ across seeds");
        }
    }
}

#[test]
fn results_and_estimates_are_shares() {
    let mut sim = start(3, 2);
    let mut rng = GameRng::seeded(4);
    let mut s = CatAttack::state(sim.world());
    let mut out = [0.0; 3];
    assert!(!CatAttack::result(&s, &mut out));
    CatAttack::estimate(&mut (), &s, &mut out);
    assert!((out.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    let mut legal = Vec::new();
    let mut dice = sim.world().resource::<GameRng>().clone();
    while let Some(seat) = CatAttack::asked(&s) {
        CatAttack::legal(&s, seat, &mut legal);
        let a = legal[rng.below(legal.len())].clone();
        sim.apply(seat, a.clone()).expect("legal");
        CatAttack::step(&mut s, seat, &a, &mut dice);
    }
    assert!(CatAttack::result(&s, &mut out));
    assert!((out.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    let outcome = CatAttack::outcome(sim.world()).expect("over");
    for (i, v) in out.iter().enumerate() {
        assert_eq!(*v > 0.0, outcome.winners.contains(&SeatId(i as u8)));
    }
}
