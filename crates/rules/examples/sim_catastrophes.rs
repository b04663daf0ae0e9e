//! Cat'astrophes between bots through the real rules, seats rotated so that seat position does
//! not favour a level.
//!
//! cargo run --release -p mogland_rules --example sim_catastrophes -- \
//!     [--players 4] [--games 400] [--seed 1] [--bots normal,easy] [--wild] [--deck levels/catastrophes.ron]
//!
//! `--bots` lists one level per seat (repeated to fill the table). Each rotation of that list
//! plays the same number of games, so every level sits in every seat equally often.

use mogland_rules::core::simulate::{SimConfig, simulate};
use mogland_rules::core::{BotLevel, GameId};
use mogland_rules::games::catastrophes::Catastrophes;

fn main() {
    let mut players: usize = 4;
    let mut games: usize = 400;
    let mut seed = 1u64;
    let mut bots = vec![BotLevel::Normal, BotLevel::Easy];
    let mut wild = false;
    let mut deck =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/catastrophes.ron").to_string();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match a.as_str() {
            "--players" => players = value().parse().expect("a number of players"),
            "--games" => games = value().parse().expect("a number of games"),
            "--seed" => seed = value().parse().expect("a seed"),
            "--bots" => {
                bots = value()
                    .split(',')
                    .map(|b| BotLevel::parse(b).expect("easy, normal or hard"))
                    .collect()
            }
            "--wild" => wild = true,
            "--deck" => deck = value(),
            other => panic!("unknown option {other}"),
        }
    }
    let src = std::fs::read_to_string(&deck).expect("the deck file");
    let level = mogland_rules::levels::parse_level(&deck, &src).unwrap_or_else(|e| panic!("{e}"));
    let seats: Vec<BotLevel> = (0..players).map(|i| bots[i % bots.len()]).collect();
    let per_rotation = games.div_ceil(players);
    let mut wins = [0.0f64; 3];
    let mut seat_count = [0usize; 3];
    let mut stats: Vec<(String, f64)> = Vec::new();
    let mut actions = 0.0;
    let mut total = 0;
    let started = std::time::Instant::now();
    for r in 0..players {
        let rotated: Vec<BotLevel> = (0..players).map(|i| seats[(i + r) % players]).collect();
        let cfg = SimConfig {
            game: GameId::Catastrophes,
            players,
            games: per_rotation,
            seed: seed.wrapping_add((r * per_rotation) as u64),
            bots: rotated.clone(),
            variants: if wild {
                vec!["wild-cats".into()]
            } else {
                Vec::new()
            },
            level: level.clone(),
        };
        let report = simulate::<Catastrophes>(&cfg).unwrap_or_else(|e| panic!("{e}"));
        for (i, level) in rotated.iter().enumerate() {
            let l = BotLevel::ALL.iter().position(|x| x == level).unwrap();
            wins[l] += report.wins[i];
            seat_count[l] += 1;
        }
        for (k, v) in report.stats {
            match stats.iter_mut().find(|(n, _)| *n == k) {
                Some((_, s)) => *s += v,
                None => stats.push((k, v)),
            }
        }
        actions += report.mean_actions;
        total += per_rotation;
    }
    println!(
        "Cat'astrophes, {players} players, {total} games ({per_rotation} per seating rotation), seats {}{}",
        seats
            .iter()
            .map(|b| b.label())
            .collect::<Vec<_>>()
            .join("/"),
        if wild { ", Wild Cats" } else { "" }
    );
    println!(
        "{:<8} {:>6} {:>10} {:>12}",
        "level", "seats", "win share", "fair share"
    );
    for (l, level) in BotLevel::ALL.iter().enumerate() {
        if seat_count[l] > 0 {
            // Each rotation holds the same seats, so a level's fair share is its seats / players.
            let share = wins[l] / total as f64;
            let fair = seat_count[l] as f64 / (players * players) as f64;
            println!(
                "{:<8} {:>6} {:>9.1}% {:>11.1}%",
                level.label(),
                seat_count[l] / players,
                100.0 * share,
                100.0 * fair
            );
        }
    }
    println!("mean actions per game: {:.1}", actions / players as f64);
    for (k, v) in stats {
        println!("mean {k}: {:.3}", v / players as f64);
    }
    println!("wall time: {:.1}s", started.elapsed().as_secs_f64());
}
