//! `mogland ladder`: the bot levels of a game rated against each other.

use crate::{Ran, parse};
use mogland_rules::core::BotLevel;
use mogland_rules::core::ladder::{LadderConfig, command, report, run};
use mogland_rules::core::simulate::SimConfig;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct LadderArgs {
    #[arg(long)]
    game: String,
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// Deals per pair of levels (each played with the seats swapped).
    #[arg(long, default_value_t = 100)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value = "easy,normal,hard", value_delimiter = ',')]
    levels: Vec<String>,
    /// Where the Markdown and CSV go.
    #[arg(long, default_value = "ladder")]
    out: PathBuf,
    /// Games at once (default: every core; one game at a time when Expert plays, since
    /// it searches on every core itself: more at once still give each Expert decision its
    /// whole time box, but only a share of the cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Expert's time box per decision, in milliseconds (the setup screen's default: 1000).
    #[arg(long, default_value_t = 1000)]
    expert_ms: u64,
}

impl LadderArgs {
    pub fn run(self) -> Ran {
        let rules = parse::game(&self.game)?;
        let info = rules.info();
        let players = self.players;
        if !info.players.contains(&players) {
            return Err(format!(
                "{} is for {} to {} players",
                info.name,
                info.players.start(),
                info.players.end()
            )
            .into());
        }
        let levels = parse::bot_levels(&self.levels)?;
        if levels.len() < 2 {
            return Err("name two levels or more (--levels easy,normal)".into());
        }
        let sim = SimConfig::plain(
            info.id,
            players,
            1,
            self.seed,
            BotLevel::Easy,
            parse::shipped_level(rules)?,
        );
        BotLevel::set_expert_time(std::time::Duration::from_millis(self.expert_ms));
        let expert = levels.contains(&BotLevel::Expert);
        let threads = self.threads.unwrap_or_else(|| {
            if expert {
                1
            } else {
                std::thread::available_parallelism().map_or(1, |n| n.get())
            }
        });
        let cfg = LadderConfig {
            setup: sim.setup(self.seed),
            levels: levels.clone(),
            deals: self.games,
            seed: self.seed,
            threads,
        };
        let started = std::time::Instant::now();
        let progress = |done: usize, total: usize| {
            // A hundred steps at most: the line is rewritten, not scrolled.
            if done != total && !done.is_multiple_of((total / 100).max(1)) {
                return;
            }
            let secs = started.elapsed().as_secs_f64();
            let left = secs / done as f64 * (total - done) as f64;
            let bar = 30 * done / total.max(1);
            eprint!(
                "\r[{}{}] {done}/{total} games, about {:.0} s left   ",
                "#".repeat(bar),
                ".".repeat(30 - bar),
                left
            );
            let _ = std::io::stderr().flush();
        };
        let ladder = run(rules, &cfg, &progress)?;
        eprintln!();
        let names: Vec<&str> = levels.iter().map(|l| l.label()).collect();
        let command = command(
            info.id.as_str(),
            players,
            self.games,
            self.seed,
            &names,
            expert.then_some(self.expert_ms),
            threads,
        );
        let (md, csv) = report(&ladder, info.name, &command);
        print!("{md}");
        let out = &self.out;
        std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
        let stem = out.join(format!("ladder-{}-{players}", info.id.as_str()));
        for (ext, text) in [("md", &md), ("csv", &csv)] {
            let path = stem.with_extension(ext);
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            println!("wrote {}", path.display());
        }
        Ok(ExitCode::SUCCESS)
    }
}
