//! Speed of every registered game through the real rule systems on a headless table: random
//! games per second (every seat plays a uniformly random legal action), actions per second,
//! and how long each bot level takes to decide (median and 95th percentile, decisions with a
//! choice only).
//!
//! Beside each table's figure, the same random games on plain data ([`Search`]): what a bot's
//! search runs on.
//!
//! Then the replay viewer's step back at turn 400 of a Grand Prrrrix game ("replay").
//!
//! And Expert's search: iterations per decision and per second at its time box.
//!
//! cargo bench -p mogland_rules [-- game-id ... | replay | plain game-id ... | expert game-id ...]

use mogland_rules::core::search::{self, Search};
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, GameRng, GameRules, GameSim, SeatKind, SeatSetup, TableSetup,
};
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

/// A Grand Prrrrix game of random legal actions at four seats, kept as the history keeps it,
/// watched: the table one action back from the first action of turn 400 (or the game's last
/// turn), timed over many steps (each a seek back, then forward again).
fn replay_bench() {
    use mogland_rules::core::replay::{Replay, Track};
    use mogland_rules::core::save::{keep_save, save_table};
    use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
    println!("== Replay");
    let gp = GAMES
        .iter()
        .find(|g| g.info().id.as_str() == "grand-prrrrix")
        .expect("Grand Prrrrix is registered");
    let mut sim = GameSim::<GrandPrrrrix>::start(&setup(*gp, 4)).expect("deals");
    let mut rng = GameRng::seeded(11);
    while let Some(seat) = sim.to_act() {
        let legal = sim.legal_actions(seat);
        let a = legal[rng.below(legal.len())].clone();
        sim.apply(seat, a).expect("legal");
    }
    let kept = keep_save::<GrandPrrrrix>(
        &save_table::<GrandPrrrrix>(sim.world()),
        "2026-01-01 00:00:00",
    )
    .expect("a finished game is kept");
    let out = std::env::temp_dir().join("mogland-grand-prrrrix-kept.ron");
    let _ = std::fs::write(&out, &kept);
    let t = Instant::now();
    let mut track = Track::<GrandPrrrrix>::open(&kept).expect("it replays");
    let opened = t.elapsed();
    let steps = track.steps().to_vec();
    let k = steps
        .iter()
        .position(|s| s.tick >= 400)
        .unwrap_or(steps.len() - 1)
        .max(1);
    track.seek(k);
    let mut times = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        track.seek(k - 1);
        let view = track.view(&[], true);
        times.push(t.elapsed());
        std::hint::black_box(view);
        track.seek(k);
    }
    times.sort();
    println!(
        "Grand Prrrrix, 4 seats: {} actions over {} turns ({} bytes kept, {}); opened (checked and indexed) in {:.1} ms",
        steps.len(),
        steps.last().map_or(0, |s| s.tick),
        kept.len(),
        out.display(),
        opened.as_secs_f64() * 1e3
    );
    println!(
        "a step back from action {k} (turn {}) with the table's view: p50 {:.3} ms  p95 {:.3} ms  max {:.3} ms",
        steps[k].tick,
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[times.len() * 95 / 100].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3
    );
}

/// Random games on plain data ([`Search`]): the tables are dealt first on a headless table
/// (not timed), then played from clones of them, about two seconds' worth. Also how long a
/// copy of the table for a search takes.
fn plain<G: Search>(game: &dyn GameRules, players: usize) {
    let mut s = setup(game, players);
    let starts: Vec<G::State> = (0..64)
        .map(|k| {
            s.seed = 1 + k;
            G::state(GameSim::<G>::start(&s).expect("deals").world())
        })
        .collect();
    let mut rng = GameRng::seeded(7);
    let t = Instant::now();
    let mut games = 0;
    let mut actions = 0;
    while t.elapsed().as_secs_f64() < 2.0 {
        actions += search::random_games::<G>(&starts, 8, &mut rng);
        games += 8;
    }
    let secs = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let copies = 100_000;
    for k in 0..copies {
        std::hint::black_box(starts[k % starts.len()].clone());
    }
    let copy = t.elapsed().as_secs_f64() / copies as f64;
    println!(
        "plain data,   {players} seats: {:>8.0} games/s {:>9.0} actions/s  ({games} games, {:.0} actions each); a copy of the table {:.2} µs",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64,
        copy * 1e6
    );
}

/// Expert's search at its default time box (1 s): iterations per decision and per second, on
/// every core, at the first few decisions with a choice after a dozen random actions.
fn expert<G: Search>(game: &dyn GameRules, players: usize, depth: usize) {
    use mogland_rules::core::expert::ExpertBot;
    use mogland_rules::core::{Bot, Deadline, bot_rng};
    let mut s = setup(game, players);
    s.seed = 3;
    let mut sim = GameSim::<G>::start(&s).expect("deals");
    let mut rng = GameRng::seeded(5);
    let mut efforts = Vec::new();
    let mut n = 0;
    while let Some(seat) = sim.to_act() {
        let legal = sim.legal_actions(seat);
        if n >= 12 && legal.len() > 1 {
            let mut bot = ExpertBot::<G>::new(depth);
            let obs = sim.observation(seat);
            let action = bot.choose(
                &obs,
                &mut bot_rng(s.seed, seat, n),
                Deadline::after(BotLevel::Expert.time_box()),
            );
            efforts.push(bot.last.expect("it searched"));
            sim.apply(seat, action).expect("legal");
            if efforts.len() == 3 {
                break;
            }
        } else {
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .expect("legal");
        }
        n += 1;
    }
    let iterations: u64 = efforts.iter().map(|e| e.iterations).sum();
    let secs: f64 = efforts.iter().map(|e| e.took.as_secs_f64()).sum();
    println!(
        "Expert,       {players} seats: {:>8.0} iterations a decision, {:>8.0} a second on {} threads ({} decisions, time box {} ms)",
        iterations as f64 / efforts.len().max(1) as f64,
        iterations as f64 / secs,
        efforts.first().map_or(0, |e| e.threads),
        efforts.len(),
        BotLevel::Expert.time_box().as_millis()
    );
}

/// Every game's rules on plain data, by id.
fn plain_for(id: &str, game: &dyn GameRules, players: usize) {
    use mogland_rules::games::cat_attack::CatAttack;
    use mogland_rules::games::cat_fight::CatFight;
    use mogland_rules::games::catastrophes::Catastrophes;
    use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
    use mogland_rules::games::here_kitty_kitty::HereKittyKitty;
    match id {
        "cat-attack" => plain::<CatAttack>(game, players),
        "cat-fight" => plain::<CatFight>(game, players),
        "catastrophes" => plain::<Catastrophes>(game, players),
        "grand-prrrrix" => plain::<GrandPrrrrix>(game, players),
        "here-kitty-kitty" => plain::<HereKittyKitty>(game, players),
        other => panic!("{other} is not listed here: add its line"),
    }
}

/// [`expert`] for the game `id`.
fn expert_for(id: &str, game: &dyn GameRules, players: usize) {
    use mogland_rules::games;
    use mogland_rules::games::cat_attack::CatAttack;
    use mogland_rules::games::cat_fight::CatFight;
    use mogland_rules::games::catastrophes::Catastrophes;
    use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
    use mogland_rules::games::here_kitty_kitty::HereKittyKitty;
    match id {
        "cat-attack" => expert::<CatAttack>(game, players, games::cat_attack::EXPERT_DEPTH),
        "cat-fight" => expert::<CatFight>(game, players, games::cat_fight::EXPERT_DEPTH),
        "catastrophes" => expert::<Catastrophes>(game, players, games::catastrophes::EXPERT_DEPTH),
        "grand-prrrrix" => {
            expert::<GrandPrrrrix>(game, players, games::grand_prrrrix::EXPERT_DEPTH)
        }
        "here-kitty-kitty" => {
            expert::<HereKittyKitty>(game, players, games::here_kitty_kitty::EXPERT_DEPTH)
        }
        other => panic!("{other} is not listed here: add its line"),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; anything else names the games to run; `plain` runs only
    // their random games on plain data (for a profiler), `expert` only Expert's search.
    let mut only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let plain_only = only.iter().any(|o| o == "plain");
    let expert_only = only.iter().any(|o| o == "expert");
    only.retain(|o| o != "plain" && o != "expert");
    if !plain_only && !expert_only && (only.is_empty() || only.iter().any(|o| o == "replay")) {
        replay_bench();
    }
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
        if expert_only {
            expert_for(info.id.as_str(), *game, sizes[0]);
            continue;
        }
        for &players in &sizes {
            if plain_only {
                plain_for(info.id.as_str(), *game, players);
                continue;
            }
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
            plain_for(info.id.as_str(), *game, players);
        }
        for &players in sizes.iter().filter(|_| !plain_only) {
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
        if !plain_only {
            expert_for(info.id.as_str(), *game, sizes[0]);
        }
    }
}
