//! A ratings ladder for the bot levels of one game (`mogland ladder`): every pair of levels
//! plays the same deals with the seats rotated (duplicate deals: each level sits in every seat
//! of every deal, so the luck of the deal and of the seat cancels), on every core. Out come the
//! pairwise results with 95 % Wilson intervals, Bradley–Terry ratings on the Elo scale
//! (Easy = 0) with bootstrap 95 % intervals, the first seat's advantage (Easy against Easy),
//! and how long each level takes to decide.

use crate::core::{BotLevel, GameRng, GameRules, TableSetup};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// One game of the ladder: which level sat where, who won, and each decision's time per seat.
#[derive(Clone, Debug, Default)]
pub struct LadderGame {
    pub levels: Vec<BotLevel>,
    /// Wins per seat (a shared win counts 1/k for each of its k winners).
    pub wins: Vec<f64>,
    /// Decisions with a choice, per seat.
    pub times: Vec<Vec<Duration>>,
}

/// What to play.
#[derive(Clone, Debug)]
pub struct LadderConfig {
    pub setup: TableSetup,
    pub levels: Vec<BotLevel>,
    /// Deals per pair of levels (each played once per seat rotation).
    pub deals: usize,
    pub seed: u64,
    pub threads: usize,
}

/// The games of a ladder, and what was learnt from them.
#[derive(Clone, Debug, Default)]
pub struct Ladder {
    pub levels: Vec<BotLevel>,
    pub players: usize,
    /// `pairs[i][j]`: (games, wins of level i) in games of level i against level j.
    pub pairs: Vec<Vec<(f64, f64)>>,
    /// Easy against Easy: games and the first seat's wins.
    pub first_seat: (f64, f64),
    /// Per level: every decision's time.
    pub times: Vec<Vec<Duration>>,
    pub games: usize,
    pub seconds: f64,
}

/// The seats of a game of `a` against `b` at `n` seats: alternately, rotated by `r`.
pub fn seating(a: BotLevel, b: BotLevel, n: usize, r: usize) -> Vec<BotLevel> {
    (0..n)
        .map(|s| if (s + r).is_multiple_of(2) { a } else { b })
        .collect()
}

/// The seatings of a deal: the two levels alternate round the table, then swap, so every seat
/// holds each level once and each level holds as many seats as the other over the two.
const SEATINGS: usize = 2;

/// Plays the ladder; `progress(done, total)` is called as games finish.
pub fn run(
    rules: &dyn GameRules,
    cfg: &LadderConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Ladder, String> {
    let n = cfg.setup.seat_count();
    let k = cfg.levels.len();
    // Jobs: (pair or Easy–Easy, deal, rotation).
    let mut jobs: Vec<(usize, usize, u64, usize)> = Vec::new();
    for i in 0..k {
        for j in i + 1..k {
            for d in 0..cfg.deals {
                for r in 0..SEATINGS {
                    jobs.push((i, j, d as u64, r));
                }
            }
        }
    }
    // The first seat's advantage: Easy in every seat, on as many deals as a pair plays games.
    for d in 0..cfg.deals * SEATINGS {
        jobs.push((usize::MAX, usize::MAX, d as u64, 0));
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, usize, LadderGame)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(i, j, deal, r)) = jobs.get(at) else {
                        break;
                    };
                    let levels = if i == usize::MAX {
                        vec![BotLevel::Easy; n]
                    } else {
                        seating(cfg.levels[i], cfg.levels[j], n, r)
                    };
                    let mut setup = cfg.setup.clone();
                    setup.seed = cfg.seed.wrapping_add(deal);
                    match rules.ladder_game(&setup, &levels) {
                        Ok(game) => results.lock().expect("not poisoned").push((i, j, game)),
                        Err(e) => {
                            *failure.lock().expect("not poisoned") = Some(e);
                            break;
                        }
                    }
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    progress(d, jobs.len());
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("not poisoned") {
        return Err(e);
    }
    let mut ladder = Ladder {
        levels: cfg.levels.clone(),
        players: n,
        pairs: vec![vec![(0.0, 0.0); k]; k],
        times: vec![Vec::new(); k],
        games: jobs.len(),
        seconds: started.elapsed().as_secs_f64(),
        ..Default::default()
    };
    for (i, j, game) in results.into_inner().expect("not poisoned") {
        if i == usize::MAX {
            ladder.first_seat.0 += 1.0;
            ladder.first_seat.1 += game.wins[0];
            continue;
        }
        let won = |level: BotLevel| -> f64 {
            (0..n)
                .filter(|s| game.levels[*s] == level)
                .map(|s| game.wins[s])
                .sum()
        };
        let (a, b) = (won(cfg.levels[i]), won(cfg.levels[j]));
        // A game between two levels counts once: for whichever level won it.
        let total = a + b;
        if total > 0.0 {
            ladder.pairs[i][j].0 += 1.0;
            ladder.pairs[i][j].1 += a / total;
            ladder.pairs[j][i].0 += 1.0;
            ladder.pairs[j][i].1 += b / total;
        }
        for (s, t) in game.times.into_iter().enumerate() {
            if let Some(l) = cfg.levels.iter().position(|l| *l == game.levels[s]) {
                ladder.times[l].extend(t);
            }
        }
    }
    Ok(ladder)
}

/// The 95 % Wilson score interval of `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Bradley–Terry strengths from pairwise (games, wins), fitted by Hunter's MM algorithm, as
/// Elo-scale ratings with the first level at 0. A level that never won (or never lost) is held
/// off infinity by half a win added to each pair (a common correction).
pub fn bradley_terry(pairs: &[Vec<(f64, f64)>]) -> Vec<f64> {
    let k = pairs.len();
    let w = |i: usize, j: usize| pairs[i][j].1 + if pairs[i][j].0 > 0.0 { 0.5 } else { 0.0 };
    let games = |i: usize, j: usize| pairs[i][j].0 + if pairs[i][j].0 > 0.0 { 1.0 } else { 0.0 };
    let mut p = vec![1.0f64; k];
    for _ in 0..2000 {
        let mut next = p.clone();
        for i in 0..k {
            let wins: f64 = (0..k).filter(|j| *j != i).map(|j| w(i, j)).sum();
            let denom: f64 = (0..k)
                .filter(|j| *j != i)
                .map(|j| games(i, j) / (p[i] + p[j]))
                .sum();
            if denom > 0.0 {
                next[i] = wins / denom;
            }
        }
        let norm = next[0].max(1e-12);
        for v in &mut next {
            *v /= norm;
        }
        let change: f64 = next.iter().zip(&p).map(|(a, b)| (a - b).abs()).sum();
        p = next;
        if change < 1e-10 {
            break;
        }
    }
    p.iter().map(|v| 400.0 * v.max(1e-12).log10()).collect()
}

/// 95 % bootstrap intervals of the ratings: each pair's games drawn again at its share.
pub fn bootstrap(pairs: &[Vec<(f64, f64)>], reps: usize, seed: u64) -> Vec<(f64, f64)> {
    let k = pairs.len();
    let mut rng = GameRng::seeded(seed);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(reps); k];
    for _ in 0..reps {
        let mut drawn = vec![vec![(0.0, 0.0); k]; k];
        for i in 0..k {
            for j in i + 1..k {
                let (n, wins) = pairs[i][j];
                // At the share the fit uses (half a win and half a loss added): drawn at the
                // observed share, a sweep would be redrawn as a sweep every time and its
                // interval would come out too narrow.
                let p = if n > 0.0 {
                    (wins + 0.5) / (n + 1.0)
                } else {
                    0.0
                };
                let mut won = 0.0;
                for _ in 0..n as usize {
                    if (rng.below(1_000_000) as f64) < p * 1_000_000.0 {
                        won += 1.0;
                    }
                }
                drawn[i][j] = (n, won);
                drawn[j][i] = (n, n - won);
            }
        }
        for (i, r) in bradley_terry(&drawn).into_iter().enumerate() {
            samples[i].push(r);
        }
    }
    samples
        .into_iter()
        .map(|mut s| {
            s.sort_by(f64::total_cmp);
            let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
            (at(0.025), at(0.975))
        })
        .collect()
}

/// The median, 95th percentile and longest of `times`.
pub fn spread(times: &[Duration]) -> (Duration, Duration, Duration) {
    let mut t = times.to_vec();
    t.sort();
    if t.is_empty() {
        return Default::default();
    }
    let at = |q: f64| t[((t.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95), t[t.len() - 1])
}

/// The command that plays a ladder again, for its report. With Expert it names the time box,
/// and the games played at once where more than one: they share the cores, and so Expert's
/// strength.
pub fn command(
    game: &str,
    players: usize,
    deals: usize,
    seed: u64,
    levels: &[&str],
    expert_ms: Option<u64>,
    threads: usize,
) -> String {
    let expert = match (expert_ms, threads) {
        (Some(ms), 1) => format!(" --expert-ms {ms}"),
        (Some(ms), t) => format!(" --expert-ms {ms} --threads {t}"),
        (None, _) => String::new(),
    };
    format!(
        "mogland ladder --game {game} --players {players} --games {deals} --seed {seed} --levels {}{expert}",
        levels.join(",").to_lowercase()
    )
}

/// The ladder as Markdown (for `docs/bots.md`) and as CSV (one row per pair of levels, then one
/// per level), with the command that reproduces it.
pub fn report(ladder: &Ladder, game: &str, command: &str) -> (String, String) {
    use std::fmt::Write;
    let k = ladder.levels.len();
    let name = |i: usize| ladder.levels[i].label();
    let ratings = bradley_terry(&ladder.pairs);
    let intervals = bootstrap(&ladder.pairs, 400, 7);
    let mut md = String::new();
    let _ = writeln!(md, "### {game}, {} seats\n", ladder.players);
    let _ = writeln!(
        md,
        "{} games in {:.0} s. Reproduce: `{command}`\n",
        ladder.games, ladder.seconds
    );
    // Ratings are anchored at the first level played (Easy in a full ladder).
    let _ = writeln!(
        md,
        "| Level | Rating (Elo, {} = 0) | 95 % interval | Decision p50 | p95 | max |",
        name(0)
    );
    let _ = writeln!(md, "|---|---|---|---|---|---|");
    let mut csv = String::from("kind,level,against,games,wins,share,low,high,rating\n");
    for i in 0..k {
        let (p50, p95, max) = spread(&ladder.times[i]);
        let _ = writeln!(
            md,
            "| {} | {:+.0} | {:+.0} to {:+.0} | {:.2} ms | {:.2} ms | {:.1} ms |",
            name(i),
            ratings[i],
            intervals[i].0,
            intervals[i].1,
            p50.as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3
        );
        let _ = writeln!(
            csv,
            "rating,{},,,,,{:.1},{:.1},{:.1}",
            name(i),
            intervals[i].0,
            intervals[i].1,
            ratings[i]
        );
    }
    let _ = writeln!(
        md,
        "\nWins of the row's level in games against the column's (share, 95 % Wilson interval, games):\n"
    );
    let head: Vec<&str> = (0..k).map(name).collect();
    let _ = writeln!(md, "| | {} |", head.join(" | "));
    let _ = writeln!(md, "|---|{}", "---|".repeat(k));
    for i in 0..k {
        let cells: Vec<String> = (0..k)
            .map(|j| {
                let (n, w) = ladder.pairs[i][j];
                if i == j || n == 0.0 {
                    return "—".into();
                }
                let (lo, hi) = wilson(w, n);
                let _ = writeln!(
                    csv,
                    "pair,{},{},{n},{w:.1},{:.3},{lo:.3},{hi:.3},",
                    name(i),
                    name(j),
                    w / n
                );
                format!(
                    "{:.0} % ({:.0}–{:.0} %, {n})",
                    100.0 * w / n,
                    100.0 * lo,
                    100.0 * hi
                )
            })
            .collect();
        let _ = writeln!(md, "| {} | {} |", name(i), cells.join(" | "));
    }
    let (n, w) = ladder.first_seat;
    let (lo, hi) = wilson(w, n);
    let _ = writeln!(
        md,
        "\nFirst seat, Easy against Easy: {:.0} % of {n} games (95 %: {:.0}–{:.0} %; an even share is {:.0} %).",
        100.0 * w / n.max(1.0),
        100.0 * lo,
        100.0 * hi,
        100.0 / ladder.players as f64
    );
    let _ = writeln!(
        csv,
        "first-seat,easy,easy,{n},{w:.1},{:.3},{lo:.3},{hi:.3},",
        w / n.max(1.0)
    );
    (md, csv)
}
