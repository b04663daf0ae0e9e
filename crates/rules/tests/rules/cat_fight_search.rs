//! Cat Fight on plain data: the search's steps agree with the table action by action, and a
//! sample from a seat's observation is a table that seat cannot tell from the real one.

use super::cat_fight_support::*;
use mogland_rules::core::GameRng;
use mogland_rules::core::search::{Search, lockstep};
use mogland_rules::games::cat_fight::*;

fn lockstep_games(players: usize, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let mut choices = GameRng::seeded(1000 + seed);
        let n = lockstep::<CatFight>(&setup(players, seed), &mut choices)
            .unwrap_or_else(|e| panic!("{players} seats, seed {seed}: {e}"));
        assert!(n > 0);
    }
}

#[test]
fn plain_data_agrees_with_the_table_at_two_seats() {
    lockstep_games(2, 0..12);
}

#[test]
fn plain_data_agrees_with_the_table_at_three_seats() {
    lockstep_games(3, 0..12);
}

#[test]
fn plain_data_agrees_with_the_table_at_four_seats() {
    lockstep_games(4, 0..12);
}

/// Plays random actions on the table, but favours the rare ones (catfights, sips, sacrifices,
/// catnip), checking after each that plain data stepped the same way; returns the tally.
fn eager_lockstep(players: usize, seed: u64) -> Tally {
    let mut sim = start(players, seed);
    let mut s = CatFight::state(sim.world());
    let mut dice = sim
        .world()
        .resource::<mogland_rules::core::GameRng>()
        .clone();
    let mut rng = GameRng::seeded(seed);
    let mut legal = Vec::new();
    while let Some(seat) = sim.to_act() {
        assert_eq!(CatFight::asked(&s), Some(seat));
        CatFight::legal(&s, seat, &mut legal);
        assert_eq!(legal, sim.legal_actions(seat));
        let obs = sim.observation(seat);
        let eager: Vec<CatFightAction> = legal
            .iter()
            .copied()
            .filter(|a| match a {
                CatFightAction::Move { to, .. } => {
                    matches!(obs.position.piece(*to), Some(Piece::Cat(_)))
                }
                CatFightAction::Sip | CatFightAction::SacrificeCream(_) => true,
                CatFightAction::PlaceCatnip(sq) => !obs.position.lines_to(*sq).is_empty(),
                _ => false,
            })
            .collect();
        let pool = if !eager.is_empty() && rng.below(3) > 0 {
            &eager
        } else {
            &legal
        };
        let a = pool[rng.below(pool.len())];
        act(&mut sim, seat, a);
        CatFight::step(&mut s, seat, &a, &mut dice);
        assert_eq!(CatFight::state(sim.world()), s, "after {a:?} by {seat:?}");
    }
    assert_eq!(CatFight::asked(&s), None);
    let mut shares = vec![0.0; players];
    assert!(CatFight::result(&s, &mut shares));
    let winners = sim.outcome().expect("over").winners;
    for (i, v) in shares.iter().enumerate() {
        assert_eq!(winners.contains(&SeatId(i as u8)), *v > 0.0);
    }
    assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    mogland_rules::core::table::state::<CatFight>(sim.world())
        .unwrap()
        .tally
        .clone()
}

use mogland_rules::core::SeatId;

#[test]
fn plain_data_agrees_through_fights_sacrifices_and_catnip() {
    let mut total = Tally::default();
    for players in 2..=4 {
        for seed in 0..4 {
            let t = eager_lockstep(players, seed);
            total.fights += t.fights;
            total.catnip_fights += t.catnip_fights;
            total.catnips_fired += t.catnips_fired;
            total.sacrifices += t.sacrifices;
            total.sips += t.sips;
        }
    }
    assert!(total.fights > 0, "{total:?}");
    assert!(total.catnips_fired > 0, "{total:?}");
    assert!(total.sacrifices > 0, "{total:?}");
    assert!(total.sips > 0, "{total:?}");
}

#[test]
fn a_sample_asks_the_same_seat_the_same_and_deals_the_hidden_values_afresh() {
    for players in 2..=4 {
        for seed in 0..6 {
            let mut sim = start(players, seed);
            let mut rng = GameRng::seeded(seed);
            // Into the game, so creams have been sipped and some are hidden in hands.
            for _ in 0..(40 + 30 * seed) {
                let Some(seat) = sim.to_act() else { break };
                let legal = sim.legal_actions(seat);
                act(&mut sim, seat, legal[rng.below(legal.len())]);
            }
            let Some(seat) = sim.to_act() else { continue };
            let obs = sim.observation(seat);
            let mut hands = Vec::new();
            for k in 0..8 {
                let s = CatFight::sample(&obs, &mut GameRng::seeded(k));
                assert_eq!(CatFight::asked(&s), Some(seat));
                let mut legal = Vec::new();
                CatFight::legal(&s, seat, &mut legal);
                assert_eq!(legal, obs.legal);
                // The seat's own creams are as they are; the board is the one it sees.
                for &(id, value) in &obs.own_creams {
                    assert_eq!(s.creams[id as usize].value, value);
                }
                assert_eq!(s.pos, obs.position);
                let values: Vec<u8> = s.creams.iter().map(|c| c.value).collect();
                hands.push(values);
                // The sample plays on to an end.
                let mut s = s;
                let mut dice = GameRng::seeded(k);
                let mut acts = Vec::new();
                while let Some(seat) = CatFight::asked(&s) {
                    CatFight::legal(&s, seat, &mut acts);
                    let a = acts[dice.below(acts.len())];
                    CatFight::step(&mut s, seat, &a, &mut dice);
                }
            }
            hands.sort();
            hands.dedup();
            assert!(
                hands.len() > 1,
                "{players} seats, seed {seed}: every sample alike"
            );
        }
    }
}

#[test]
fn the_estimate_counts_only_what_the_seat_knows() {
    // Creams change hands as the game goes: weigh the tables of many games part-way through.
    let mut weighed = 0;
    for seed in 0..12 {
        let mut sim = start(2, seed);
        let mut rng = GameRng::seeded(seed);
        for _ in 0..80 {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            act(&mut sim, seat, legal[rng.below(legal.len())]);
        }
        if sim.to_act().is_none() {
            continue;
        }
        let obs = sim.observation(S0);
        let table = CatFight::state(sim.world());
        let mut known = CatFight::policy(&obs, &table);
        let mut on_table = [0.0; 2];
        CatFight::estimate(&mut known, &table, &mut on_table);
        assert!((on_table[0] + on_table[1] - 1.0).abs() < 1e-9);
        // Any deal of the values seat 0 has not seen weighs the same: its own creams at their
        // value, the rest at the mean of the unseen values.
        for k in 0..4 {
            let dealt = CatFight::sample(&obs, &mut GameRng::seeded(100 + k));
            let mut out = [0.0; 2];
            CatFight::estimate(&mut known, &dealt, &mut out);
            assert!(
                (out[0] - on_table[0]).abs() < 1e-9,
                "seed {seed}: {out:?} against {on_table:?}"
            );
        }
        weighed += 1;
    }
    assert!(weighed > 6, "only {weighed} games were still going");
}
