//! Cat Fight between bots through the real rules, seats rotated so that seat position does
//! not favour a level.
//!
//! cargo run --release -p mogland_rules --example sim_cat_fight -- \
//!     [--players 2] [--games 200] [--seed 1] [--bots hard,normal] [--board levels/cat_fight.ron]
//!
//! `--trace` prints one game (the first seed) action by action instead.
//!
//! `--bots` lists one level per seat (repeated to fill the table). Each rotation of that list
//! plays the same number of games, so every level sits in every seat equally often.

use mogland_rules::core::simulate::{SimConfig, simulate};
use mogland_rules::core::{BotLevel, Game, GameId, GameSim};
use mogland_rules::games::cat_fight::{CatFight, CatFightEvent, position};

fn main() {
    let mut players: usize = 2;
    let mut games: usize = 200;
    let mut seed = 1u64;
    let mut bots = vec![BotLevel::Normal, BotLevel::Easy];
    let mut trace = false;
    let mut board = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/cat_fight.ron").to_string();
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
            "--board" => board = value(),
            "--trace" => trace = true,
            other => panic!("unknown option {other}"),
        }
    }
    let src = std::fs::read_to_string(&board).expect("the board file");
    let level = mogland_rules::levels::parse_level(&board, &src).unwrap_or_else(|e| panic!("{e}"));
    let seats: Vec<BotLevel> = (0..players).map(|i| bots[i % bots.len()]).collect();
    if trace {
        return print_game(players, seed, &seats, level);
    }
    let per_rotation = games.div_ceil(players);
    let mut wins = [0.0f64; 3];
    let mut seat_count = [0usize; 3];
    let mut by_seat = vec![0.0f64; players];
    // Wins of each level in each seat, and how many games it sat there.
    let mut level_seat = vec![[(0.0f64, 0usize); 3]; players];
    let mut stats: Vec<(String, f64)> = Vec::new();
    let mut actions = 0.0;
    let mut total = 0;
    let started = std::time::Instant::now();
    for r in 0..players {
        let rotated: Vec<BotLevel> = (0..players).map(|i| seats[(i + r) % players]).collect();
        let cfg = SimConfig {
            game: GameId::CatFight,
            players,
            games: per_rotation,
            seed: seed.wrapping_add((r * per_rotation) as u64),
            bots: rotated.clone(),
            variants: Vec::new(),
            level: level.clone(),
        };
        let report = simulate::<CatFight>(&cfg).unwrap_or_else(|e| panic!("{e}"));
        for (i, level) in rotated.iter().enumerate() {
            let l = BotLevel::ALL.iter().position(|x| x == level).unwrap();
            wins[l] += report.wins[i];
            seat_count[l] += 1;
            by_seat[i] += report.wins[i];
            level_seat[i][l].0 += report.wins[i];
            level_seat[i][l].1 += per_rotation;
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
        "Cat Fight, {players} players, {total} games ({per_rotation} per seating rotation), seats {}",
        seats
            .iter()
            .map(|b| b.label())
            .collect::<Vec<_>>()
            .join("/")
    );
    println!(
        "{:<8} {:>6} {:>10} {:>11}",
        "level", "seats", "win share", "fair share"
    );
    for (l, level) in BotLevel::ALL.iter().enumerate() {
        if seat_count[l] > 0 {
            // Shared wins count 1/k each. A level's fair share is the seats it holds / players.
            let share = wins[l] / total as f64;
            let fair = (seat_count[l] / players) as f64 / players as f64;
            println!(
                "{:<8} {:>6} {:>9.1}% {:>10.1}%",
                level.label(),
                seat_count[l] / players,
                100.0 * share,
                100.0 * fair
            );
        }
    }
    println!(
        "win share by seat (all levels): {}",
        by_seat
            .iter()
            .map(|w| format!("{:.1}%", 100.0 * w / total as f64))
            .collect::<Vec<_>>()
            .join(" ")
    );
    for (l, level) in BotLevel::ALL.iter().enumerate() {
        if seat_count[l] > 0 {
            let cells: Vec<String> = level_seat
                .iter()
                .map(|row| match row[l] {
                    (_, 0) => "-".into(),
                    (w, n) => format!("{:.1}%", 100.0 * w / n as f64),
                })
                .collect();
            println!("{} win rate by seat: {}", level.label(), cells.join(" "));
        }
    }
    println!("mean actions per game: {:.1}", actions / players as f64);
    for (k, v) in stats {
        println!("mean {k}: {:.3}", v / players as f64);
    }
    println!("wall time: {:.1}s", started.elapsed().as_secs_f64());
}

/// Plays one game and prints every action, what followed, and the board at each turn.
fn print_game(players: usize, seed: u64, seats: &[BotLevel], level: mogland_rules::levels::Level) {
    let cfg = SimConfig {
        game: GameId::CatFight,
        players,
        games: 1,
        seed,
        bots: seats.to_vec(),
        variants: Vec::new(),
        level,
    };
    let mut sim = GameSim::<CatFight>::start(&cfg.setup(seed)).expect("a table");
    let mut bots: Vec<_> = seats.iter().map(|l| CatFight::bot(*l)).collect();
    let mut cursor = sim
        .world()
        .resource::<bevy_ecs::message::Messages<CatFightEvent>>()
        .get_cursor();
    while let Some(seat) = sim.to_act() {
        let a = sim.bot_choice(seat, bots[seat.index()].as_mut());
        println!("{}", CatFight::describe(sim.world(), seat, &a));
        sim.apply(seat, a).expect("a legal action");
        let messages = sim
            .world()
            .resource::<bevy_ecs::message::Messages<CatFightEvent>>();
        for e in cursor.read(messages) {
            match e {
                CatFightEvent::TurnBegan { .. } => {
                    println!("{}", draw(&sim));
                    println!("    {e:?}");
                }
                _ => println!("    {e:?}"),
            }
        }
    }
    println!("{}", sim.outcome().expect("the game ended").summary);
}

fn draw(sim: &GameSim<CatFight>) -> String {
    use mogland_rules::games::cat_fight::Piece;
    let pos = position(sim.world());
    let mut out = String::new();
    for y in 0..pos.height {
        out.push_str("    ");
        for x in 0..pos.width {
            let c = match pos.piece((x, y)) {
                Some(Piece::Cat(s)) => {
                    let f = pos.cat(s).facing;
                    let arrows = ["^", "/", ">", "\\", "v", "L", "<", "`"];
                    format!("{}{}", s.0 + 1, arrows[f as usize])
                }
                Some(Piece::Blocker) => "##".into(),
                Some(Piece::Saucer(i)) => format!("S{}", pos.saucer(i).map_or(0, |s| s.creams)),
                Some(Piece::Catnip(_)) => "**".into(),
                None if pos.is_blue((x, y)) => "..".into(),
                None => "  ".into(),
            };
            out.push_str(&c);
        }
        out.push('\n');
    }
    out
}
