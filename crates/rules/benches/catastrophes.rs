//! Cat'astrophes speed: random games per second through the real rules on a `GameSim`, and how
//! long the Normal and Hard bots take to decide (median and 95th percentile).
//!
//! cargo bench -p mogland_rules --bench catastrophes

use mogland_rules::core::{
    Bot, EasyBot, GameId, GameSim, SeatKind, SeatSetup, TableSetup, bot_rng,
};
use mogland_rules::games::catastrophes::{Catastrophes, HardBot, NormalBot};
use mogland_rules::levels::parse_level;
use std::time::{Duration, Instant};

fn setup(players: usize, seed: u64) -> TableSetup {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/catastrophes.ron");
    let src = std::fs::read_to_string(path).expect("levels/catastrophes.ron");
    TableSetup {
        game: GameId::Catastrophes,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: format!("Cat {}", i + 1),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed,
        level: parse_level(path, &src).expect("the shipped deck"),
    }
}

fn random_games(players: usize, games: u64) {
    let started = Instant::now();
    let mut actions = 0;
    for seed in 0..games {
        let mut sim = GameSim::<Catastrophes>::start(&setup(players, seed)).expect("a table");
        let mut bots: Vec<Box<dyn Bot<Catastrophes>>> =
            (0..players).map(|_| Box::new(EasyBot) as _).collect();
        actions += sim.play_out(&mut bots, 1_000_000).expect("legal play");
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "random games, {players} players: {:.1} games/s, {:.0} actions/s ({games} games)",
        games as f64 / secs,
        actions as f64 / secs
    );
}

/// Times every decision (with more than one legal action) of `make`'s bot in games where all
/// seats use it.
fn decisions(name: &str, players: usize, games: u64, make: fn() -> Box<dyn Bot<Catastrophes>>) {
    let mut times: Vec<Duration> = Vec::new();
    for seed in 0..games {
        let mut sim = GameSim::<Catastrophes>::start(&setup(players, 100 + seed)).expect("a table");
        let mut bots: Vec<Box<dyn Bot<Catastrophes>>> = (0..players).map(|_| make()).collect();
        while let Some(seat) = sim.to_act() {
            let obs = sim.observation(seat);
            let mut rng = bot_rng(sim.setup().seed, seat, sim.log().len());
            let t = Instant::now();
            let a = bots[seat.index()].choose(&obs, &mut rng);
            if obs.legal.len() > 1 {
                times.push(t.elapsed());
            }
            sim.apply(seat, a).expect("a legal choice");
        }
    }
    times.sort();
    let pick = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{name} bot, {players} players: {} decisions, median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        times.len(),
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.95).as_secs_f64() * 1e3,
        pick(1.0).as_secs_f64() * 1e3
    );
}

fn main() {
    for players in [2, 4, 6] {
        random_games(players, 100);
    }
    for players in [2, 4, 6] {
        decisions("Normal", players, 10, || Box::new(NormalBot::default()));
        decisions("Hard", players, 2, || Box::new(HardBot::default()));
    }
}
