//! `mogland simulate`: many full games between bots through the real rules on a headless app.

use crate::core::{
    BotLevel, CAT_COLOURS, Game, GameId, GameSim, SeatId, SeatKind, SeatSetup, TableSetup,
};
use std::time::Instant;

#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: GameId,
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    /// One level per seat; shorter lists repeat their last entry.
    pub bots: Vec<BotLevel>,
    pub variants: Vec<String>,
    pub level: mogland_levels::Level,
}

#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub game: String,
    pub bots: Vec<BotLevel>,
    pub games: usize,
    /// Wins per seat; a shared win counts 1/k for each of the k winners.
    pub wins: Vec<f64>,
    pub mean_actions: f64,
    pub games_per_second: f64,
    /// Each game's [`Game::stats`], averaged.
    pub stats: Vec<(String, f64)>,
}

impl SimConfig {
    pub fn bot_for(&self, seat: usize) -> BotLevel {
        self.bots
            .get(seat)
            .or(self.bots.last())
            .copied()
            .unwrap_or(BotLevel::Easy)
    }

    pub fn setup(&self, seed: u64) -> TableSetup {
        TableSetup {
            game: self.game,
            seats: (0..self.players)
                .map(|i| SeatSetup {
                    name: format!("{} {}", self.bot_for(i).label(), i + 1),
                    colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                    kind: SeatKind::Bot(self.bot_for(i)),
                })
                .collect(),
            variants: self.variants.clone(),
            seed,
            level: self.level.clone(),
        }
    }
}

/// Plays `cfg.games` games of `G`; game `k` uses seed `cfg.seed + k`.
pub fn simulate<G: Game>(cfg: &SimConfig) -> Result<SimReport, String> {
    let started = Instant::now();
    let mut report = SimReport {
        game: G::ID.name().into(),
        bots: (0..cfg.players).map(|i| cfg.bot_for(i)).collect(),
        games: cfg.games,
        wins: vec![0.0; cfg.players],
        ..Default::default()
    };
    let mut actions = 0usize;
    let mut stat_sums: Vec<(String, f64)> = Vec::new();
    for k in 0..cfg.games {
        let setup = cfg.setup(cfg.seed.wrapping_add(k as u64));
        let mut sim = GameSim::<G>::start(&setup)?;
        let mut bots: Vec<_> = (0..cfg.players).map(|i| G::bot(cfg.bot_for(i))).collect();
        actions += sim
            .play_out(&mut bots, 1_000_000)
            .map_err(|r| format!("game {k}: a bot's action was refused: {r}"))?;
        let outcome = sim
            .outcome()
            .ok_or_else(|| format!("game {k} did not finish"))?;
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        for SeatId(s) in outcome.winners {
            report.wins[s as usize] += share;
        }
        for (name, v) in G::stats(sim.world()) {
            match stat_sums.iter_mut().find(|(n, _)| n == name) {
                Some((_, sum)) => *sum += v,
                None => stat_sums.push((name.into(), v)),
            }
        }
    }
    let n = cfg.games.max(1) as f64;
    report.mean_actions = actions as f64 / n;
    report.stats = stat_sums.into_iter().map(|(k, v)| (k, v / n)).collect();
    report.games_per_second = cfg.games as f64 / started.elapsed().as_secs_f64().max(1e-9);
    Ok(report)
}

impl std::fmt::Display for SimReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}: {} games", self.game, self.games)?;
        writeln!(f, "{:<6} {:<7} {:>8} {:>7}", "seat", "bot", "wins", "win %")?;
        for (i, w) in self.wins.iter().enumerate() {
            let pct = 100.0 * w / self.games.max(1) as f64;
            writeln!(
                f,
                "{:<6} {:<7} {:>8.1} {:>6.1}%",
                i + 1,
                self.bots[i].label(),
                w,
                pct
            )?;
        }
        writeln!(f, "mean game length: {:.1} actions", self.mean_actions)?;
        for (k, v) in &self.stats {
            writeln!(f, "mean {k}: {v:.3}")?;
        }
        write!(f, "games per second: {:.1}", self.games_per_second)
    }
}
