//! `mogland simulate`: many full games between bots through the real rules, on one headless
//! table dealt again for every game.

use crate::core::{
    BotLevel, CAT_COLOURS, Deadline, Game, GameId, GameSim, SeatKind, SeatSetup, TableSetup, Text,
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
    /// Rotate the bots round the table from game to game, so that every bot sits in every
    /// seat equally often and the seat's own advantage cancels out. Wins are then counted per
    /// bot (the order of `bots`), not per seat.
    pub rotate: bool,
    /// Keep the first game's actions, one line each, in [`SimReport::trace`].
    pub trace: bool,
    /// Play the same games again with each of the game's other variants switched on, and say
    /// how often each one shortened the game (by the game's "turns" figure).
    pub compare_variants: bool,
}

/// How one variant changed the length of the same games (same seeds, same bots).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VariantEffect {
    pub label: String,
    /// Mean "turns" without and with the variant.
    pub turns_without: f64,
    pub turns_with: f64,
    /// Share of games (0..1) the variant made shorter, and longer.
    pub shorter: f64,
    pub longer: f64,
}

#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub game: String,
    pub bots: Vec<BotLevel>,
    pub games: usize,
    pub rotated: bool,
    /// Wins per seat (per bot when rotated); a shared win counts 1/k for each of the k winners.
    pub wins: Vec<f64>,
    pub mean_actions: f64,
    pub games_per_second: f64,
    pub actions_per_second: f64,
    /// Each game's [`Game::stats`], averaged.
    pub stats: Vec<(String, f64)>,
    /// The first game, action by action, when asked for.
    pub trace: Vec<Text>,
    /// With [`SimConfig::compare_variants`].
    pub variant_effects: Vec<VariantEffect>,
}

impl SimConfig {
    /// `games` games from `seed` between `bot`s on `level`, no variant, nothing else reported:
    /// the table most callers want (change a field for the rest).
    pub fn plain(
        game: GameId,
        players: usize,
        games: usize,
        seed: u64,
        bot: BotLevel,
        level: mogland_levels::Level,
    ) -> Self {
        Self {
            game,
            players,
            games,
            seed,
            bots: vec![bot],
            variants: Vec::new(),
            level,
            rotate: false,
            trace: false,
            compare_variants: false,
        }
    }

    pub fn bot_for(&self, seat: usize) -> BotLevel {
        self.bots
            .get(seat)
            .or(self.bots.last())
            .copied()
            .unwrap_or(BotLevel::Easy)
    }

    /// The bot (its index in the table's list) sitting in `seat` in game `k`.
    fn bot_in_seat(&self, k: usize, seat: usize) -> usize {
        if self.rotate {
            (seat + k) % self.players
        } else {
            seat
        }
    }

    pub fn setup(&self, seed: u64) -> TableSetup {
        self.setup_for_game(0, seed)
    }

    fn setup_for_game(&self, k: usize, seed: u64) -> TableSetup {
        TableSetup {
            game: self.game,
            seats: (0..self.players)
                .map(|i| {
                    let bot = self.bot_in_seat(k, i);
                    SeatSetup {
                        name: format!("{} {}", self.bot_for(bot).label(), bot + 1),
                        colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                        kind: SeatKind::Bot(self.bot_for(bot)),
                    }
                })
                .collect(),
            variants: self.variants.clone(),
            seed,
            level: self.level.clone(),
        }
    }
}

/// Plays `cfg.games` games of `G`; game `k` uses seed `cfg.seed + k`. Every seat's bot is one
/// instance for the whole game, and each decision has the level's time box.
pub fn simulate<G: Game>(cfg: &SimConfig) -> Result<SimReport, String> {
    let started = Instant::now();
    let mut report = SimReport {
        game: G::INFO.name.into(),
        bots: (0..cfg.players).map(|i| cfg.bot_for(i)).collect(),
        games: cfg.games,
        rotated: cfg.rotate,
        wins: vec![0.0; cfg.players],
        ..Default::default()
    };
    let mut stat_sums: Vec<(String, f64)> = Vec::new();
    let (actions, turns) = play_games::<G>(cfg, &mut report, &mut stat_sums)?;
    let n = cfg.games.max(1) as f64;
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    report.mean_actions = actions as f64 / n;
    report.stats = stat_sums.into_iter().map(|(k, v)| (k, v / n)).collect();
    report.games_per_second = cfg.games as f64 / secs;
    report.actions_per_second = actions as f64 / secs;
    if cfg.compare_variants {
        for v in G::INFO.variants {
            if cfg.variants.iter().any(|on| on == v.key) {
                continue;
            }
            let mut with = cfg.clone();
            with.variants.push(v.key.to_string());
            with.trace = false;
            let mut scratch = SimReport {
                wins: vec![0.0; cfg.players],
                ..Default::default()
            };
            let (_, turns_with) = play_games::<G>(&with, &mut scratch, &mut Vec::new())?;
            let pairs = turns.iter().zip(&turns_with);
            let share = |f: &dyn Fn(f64, f64) -> bool| {
                pairs.clone().filter(|(a, b)| f(**a, **b)).count() as f64 / n
            };
            report.variant_effects.push(VariantEffect {
                label: v.label.to_string(),
                turns_without: turns.iter().sum::<f64>() / n,
                turns_with: turns_with.iter().sum::<f64>() / n,
                shorter: share(&|a, b| b < a),
                longer: share(&|a, b| b > a),
            });
        }
    }
    Ok(report)
}

/// The games of `cfg`: wins and the trace into `report`, each game's figures summed into
/// `stat_sums`. Returns the actions played and each game's "turns" figure.
fn play_games<G: Game>(
    cfg: &SimConfig,
    report: &mut SimReport,
    stat_sums: &mut Vec<(String, f64)>,
) -> Result<(usize, Vec<f64>), String> {
    let mut actions = 0usize;
    let mut turns = Vec::with_capacity(cfg.games);
    let mut sim = GameSim::<G>::empty();
    for k in 0..cfg.games {
        let setup = cfg.setup_for_game(k, cfg.seed.wrapping_add(k as u64));
        sim.deal(&setup)?;
        let levels: Vec<BotLevel> = (0..cfg.players)
            .map(|i| cfg.bot_for(cfg.bot_in_seat(k, i)))
            .collect();
        let mut bots: Vec<_> = levels.iter().map(|l| G::bot(*l)).collect();
        while let Some(seat) = sim.to_act() {
            let level = levels[seat.index()];
            let deadline = Deadline::after(level.time_box());
            let action = sim.bot_choice_by(seat, bots[seat.index()].as_mut(), deadline);
            if cfg.trace && k == 0 {
                report.trace.push(G::describe(sim.world(), seat, &action));
            }
            sim.apply(seat, action)
                .map_err(|r| format!("game {k}: a bot's action was refused: {r}"))?;
            actions += 1;
        }
        let outcome = sim
            .outcome()
            .ok_or_else(|| format!("game {k} did not finish"))?;
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        for seat in outcome.winners {
            report.wins[cfg.bot_in_seat(k, seat.index())] += share;
        }
        let stats = G::stats(sim.world());
        turns.push(
            stats
                .iter()
                .find(|(name, _)| *name == "turns")
                .map_or(0.0, |(_, v)| *v),
        );
        for (name, v) in stats {
            match stat_sums.iter_mut().find(|(n, _)| n == name) {
                Some((_, sum)) => *sum += v,
                None => stat_sums.push((name.into(), v)),
            }
        }
    }
    Ok((actions, turns))
}

impl std::fmt::Display for SimReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}: {} games", self.game, self.games)?;
        let who = if self.rotated { "bot" } else { "seat" };
        writeln!(f, "{who:<6} {:<7} {:>8} {:>7}", "level", "wins", "win %")?;
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
        if self.rotated {
            writeln!(
                f,
                "(bots rotated round the table: each sat in every seat equally often)"
            )?;
        }
        writeln!(f, "mean game length: {:.1} actions", self.mean_actions)?;
        for (k, v) in &self.stats {
            writeln!(f, "mean {k}: {v:.3}")?;
        }
        for e in &self.variant_effects {
            writeln!(
                f,
                "variant {}: mean turns {:.1} -> {:.1}; shorter in {:.0}% of the same games, longer in {:.0}%",
                e.label,
                e.turns_without,
                e.turns_with,
                100.0 * e.shorter,
                100.0 * e.longer
            )?;
        }
        writeln!(f, "actions per second: {:.0}", self.actions_per_second)?;
        write!(f, "games per second: {:.1}", self.games_per_second)
    }
}
