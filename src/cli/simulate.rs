//! `mogland simulate`: many games between bots through the real rules, headless.

use crate::{Ran, parse};
use mogland::lang;
use mogland_rules::core::BotLevel;
use mogland_rules::core::simulate::SimConfig;
use mogland_rules::levels::parse_level;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct SimulateArgs {
    /// The game's id: catastrophes, cat-fight, cat-attack, here-kitty-kitty or grand-prrrrix
    #[arg(long)]
    game: String,
    #[arg(long, default_value_t = 4)]
    players: usize,
    #[arg(long, default_value_t = 100)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One strength per seat (easy, normal, hard), comma-separated; the last one repeats.
    #[arg(long, default_value = "easy", value_delimiter = ',')]
    bots: Vec<String>,
    /// Variants to switch on, e.g. wild-cats.
    #[arg(long = "variant")]
    variants: Vec<String>,
    /// A level file to play on instead of the shipped one.
    #[arg(long)]
    level: Option<PathBuf>,
    /// Rotate the bots round the table from game to game and count wins per bot, so that
    /// no bot gains from its seat.
    #[arg(long)]
    rotate: bool,
    /// Print the first game action by action.
    #[arg(long)]
    trace: bool,
    /// Play the same games again with each variant switched on and say how often each
    /// shortens the game.
    #[arg(long)]
    compare_variants: bool,
}

impl SimulateArgs {
    pub fn run(self) -> Ran {
        let game = parse::game(&self.game)?;
        let bots = parse::bot_levels(&self.bots)?;
        let level = match self.level {
            Some(path) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                parse_level(&path.display().to_string(), &text).map_err(|e| e.to_string())?
            }
            None => parse::shipped_level(game)?,
        };
        parse::check_variants(game, &self.variants)?;
        let plain = SimConfig::plain(
            game.info().id,
            self.players,
            self.games,
            self.seed,
            BotLevel::Easy,
            level,
        );
        let cfg = SimConfig {
            bots,
            variants: self.variants,
            rotate: self.rotate,
            trace: self.trace,
            compare_variants: self.compare_variants,
            ..plain
        };
        let report = game.simulate(&cfg)?;
        for (i, line) in report.trace.iter().enumerate() {
            println!("{:>4}. {}", i + 1, lang::say(line));
        }
        println!("{report}");
        Ok(ExitCode::SUCCESS)
    }
}
