//! Speed of every registered game through the real rule systems on a headless table: random
//! games per second (every seat plays a uniformly random legal action), actions per second,
//! and how long each bot level takes to decide (median and 95th percentile, decisions with a
//! choice only).
//!
//! cargo bench -p mogland_rules [-- game-id ...]

use mogland_rules::core::{BotLevel, CAT_COLOURS, GameRules, SeatKind, SeatSetup, TableSetup};
use mogland_rules::games::GAMES;
use mogland_rules::levels::parse_level;
use std::time::Instant;

fn setup(game: &dyn GameRules, players: usize) -> TableSetup {
    let info = game.info();
    let path = format!(
        "{}/../../levels/{}",
        env!("CARGO_MANIFEST_DIR"),
        info.level_file
    );
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    TableSetup {
        game: info.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: format!("Cat {}", i + 1),
                colour: CAT_COLOURS[i],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed: 1,
        level: parse_level(&path, &src).unwrap_or_else(|e| panic!("{e}")),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; anything else names the games to run.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for game in GAMES {
        let info = game.info();
        if !only.is_empty() && !only.iter().any(|o| o == info.id.as_str()) {
            continue;
        }
        println!("== {}", info.name);
        let mut sizes: Vec<usize> = [2, 4]
            .into_iter()
            .filter(|n| info.players.contains(n))
            .collect();
        // A game for three or more: its smallest table too.
        if !sizes.contains(info.players.start()) {
            sizes.insert(0, *info.players.start());
        }
        for &players in &sizes {
            // About two seconds' worth: a short first run sizes the real one.
            let t = Instant::now();
            let (g, _) = game
                .random_games(&mut setup(*game, players), 5)
                .expect("random games finish");
            let per_game = t.elapsed().as_secs_f64() / g as f64;
            let games = ((2.0 / per_game) as u64).clamp(5, 20_000);
            let t = Instant::now();
            let (g, actions) = game
                .random_games(&mut setup(*game, players), games)
                .expect("random games finish");
            let secs = t.elapsed().as_secs_f64();
            println!(
                "random games, {players} seats: {:>8.0} games/s {:>9.0} actions/s  ({g} games, {:.0} actions each)",
                g as f64 / secs,
                actions as f64 / secs,
                actions as f64 / g as f64
            );
        }
        for &players in &sizes {
            for (level, games) in [(BotLevel::Normal, 6), (BotLevel::Hard, 2)] {
                let mut s = setup(*game, players);
                s.seed = 100;
                let times = game.time_bot(&mut s, level, games);
                println!(
                    "{:<6} bot, {players} seats: {:>5} decisions  p50 {:>7.2} ms  p95 {:>7.2} ms  max {:>7.2} ms  (time box {} ms)",
                    level.label(),
                    times.times.len(),
                    times.percentile(0.5).as_secs_f64() * 1e3,
                    times.percentile(0.95).as_secs_f64() * 1e3,
                    times.percentile(1.0).as_secs_f64() * 1e3,
                    level.time_box().as_millis()
                );
            }
        }
    }
}
