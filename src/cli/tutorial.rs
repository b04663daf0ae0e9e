//! `mogland tutorial`: checks a tutorial and shows the learner's next choices.

use crate::{Ran, parse};
use mogland::lang;
use mogland::levels::shipped::SHIPPED;
use mogland_rules::core::TableSetup;
use mogland_rules::levels::{Level, parse_level};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct TutorialArgs {
    #[arg(long)]
    game: String,
    /// A tutorial file to check instead of the shipped one.
    #[arg(long)]
    file: Option<PathBuf>,
    /// Also print what the learner's seat sees at its next decision.
    #[arg(long)]
    show: bool,
}

impl TutorialArgs {
    pub fn run(self) -> Ran {
        let rules = parse::game(&self.game)?;
        let name = format!("tutorial_{}", rules.info().level_file);
        let (shown, text) = match &self.file {
            Some(path) => (
                path.display().to_string(),
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?,
            ),
            None => {
                let (n, t) = SHIPPED
                    .iter()
                    .find(|(n, _)| *n == name)
                    .ok_or_else(|| format!("no shipped {name}"))?;
                (n.to_string(), t.to_string())
            }
        };
        let Level::Tutorial(def) = parse_level(&shown, &text).map_err(|e| e.to_string())? else {
            return Err(format!("{shown} is not a Tutorial(...) file").into());
        };
        let setup = TableSetup::for_tutorial(rules.info().id, &def, parse::shipped_level(rules)?);
        let steps: Vec<String> = def.steps.iter().map(|s| s.expect.clone()).collect();
        match rules.tutorial_next(&setup, &steps)? {
            None => println!("ok: {} steps; the game is over after them", steps.len()),
            Some(next) => {
                if self.show {
                    println!("{}", next.seen);
                }
                println!(
                    "ok: {} steps. Next the learner is asked: {}",
                    steps.len(),
                    lang::say(&next.asked)
                );
                for (ron, words) in next.options {
                    println!("  {ron:<40} {}", lang::say(&words));
                }
            }
        }
        Ok(ExitCode::SUCCESS)
    }
}
