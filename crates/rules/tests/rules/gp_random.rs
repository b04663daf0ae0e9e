//! Grand Prrrrix under random legal play: the invariants hold after every action, every game
//! ends, bots only ever choose legal actions, and replay is deterministic.

use crate::gp_support::*;
use mogland_rules::core::{BotLevel, Game, GameRng, GameSim};
use mogland_rules::games::grand_prrrrix::*;

const VARIANT_SETS: [&[&str]; 5] = [
    &[],
    &["shorter-course"],
    &["bidirectional"],
    &["personal-space"],
    &["shorter-course", "bidirectional", "personal-space"],
];

#[test]
fn random_legal_games_keep_every_invariant_and_end() {
    for seed in 0..30u64 {
        let players = 3 + (seed % 3) as usize;
        let variants = VARIANT_SETS[(seed % 5) as usize];
        let sim = random_game(players, seed, variants);
        let out = sim.outcome().unwrap();
        assert!(!out.winners.is_empty());
    }
}

/// The soak: thousands of random games (`GP_SOAK=2000 cargo test --release soak`).
#[test]
fn soak_random_games_from_the_environment() {
    let n: u64 = std::env::var("GP_SOAK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    for seed in 1000..1000 + n {
        let players = 3 + (seed % 3) as usize;
        random_game(players, seed, VARIANT_SETS[(seed % 5) as usize]);
    }
}

#[test]
fn every_bot_level_plays_whole_games_with_legal_actions() {
    for (k, level) in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard]
        .into_iter()
        .enumerate()
    {
        let setup = setup_with(3 + k, 40 + k as u64, VARIANT_SETS[k]);
        let mut sim = Sim::start(&setup).unwrap();
        let mut bots: Vec<_> = (0..setup.seat_count())
            .map(|_| GrandPrrrrix::bot(level))
            .collect();
        let mut rng = GameRng::seeded(k as u64);
        for _ in 0..20_000 {
            let Some(seat) = sim.to_act() else { break };
            let obs = sim.observation(seat);
            let a =
                bots[seat.index()].choose(&obs, &mut rng, mogland_rules::core::Deadline::none());
            assert!(obs.legal.contains(&a), "{level:?} chose {a:?}, not legal");
            sim.apply(seat, a).unwrap();
            check_invariants(&sim);
        }
        let out = sim.outcome().expect("the bots finish the race");
        assert!(!out.winners.is_empty());
    }
}

#[test]
fn a_replayed_log_reaches_the_same_table() {
    let setup = setup_with(4, 77, &["bidirectional"]);
    let sim = {
        let mut sim = Sim::start(&setup).unwrap();
        let mut rng = GameRng::seeded(3);
        for _ in 0..400 {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .unwrap();
        }
        sim
    };
    let log = sim.snapshot().log;
    let again = GameSim::<GrandPrrrrix>::replay(&setup, &log).unwrap();
    assert_eq!(again.snapshot(), sim.snapshot());
}
