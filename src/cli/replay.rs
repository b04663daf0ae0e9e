//! `mogland replay FILE [--summary]`: a kept game, a save or a game file, watched again in the
//! window or printed.

use crate::{Failure, Ran};
use mogland::app::replay::{Back, OpenLater};
use mogland::lang;
use mogland::settings::Paths;
use mogland_rules::core::SeatKind;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ReplayArgs {
    file: PathBuf,
    /// Print its setup, every action and its result instead (no window).
    #[arg(long)]
    summary: bool,
}

impl ReplayArgs {
    pub fn run(self) -> Ran {
        let file = &self.file;
        let text = std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let game = mogland_rules::core::save::peek_game(&text).map_err(|e| lang::say(&e.text()))?;
        let rules = mogland_rules::games::find(game).ok_or_else(|| {
            format!(
                "this Mogland cannot play {}",
                mogland_rules::games::name_of(game)
            )
        })?;
        // Checked here with no window: a file that does not replay says so in one line.
        let track = rules.open_replay(&text).map_err(|e| lang::say(&e.text()))?;
        if !self.summary {
            mogland::display::check().map_err(Failure::NoDisplay)?;
            let mut app = mogland::game_app(Paths::from_env());
            app.insert_resource(OpenLater {
                text,
                back: Back::Menu,
                title: file
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
            });
            app.run();
            return Ok(ExitCode::SUCCESS);
        }
        let setup = track.setup();
        println!(
            "{} (rules version {}), seed {}",
            rules.info().name,
            rules.info().rules_version,
            setup.seed
        );
        for (i, s) in setup.seats.iter().enumerate() {
            let kind = match s.kind {
                SeatKind::Human => "human".to_owned(),
                SeatKind::Bot(l) => format!("{} bot", l.label()),
            };
            println!("  seat {}: {} ({kind})", i + 1, s.name);
        }
        if !setup.variants.is_empty() {
            println!("  variants: {}", setup.variants.join(", "));
        }
        let clock = track.clock();
        let mut tick = None;
        for (i, step) in track.steps().iter().enumerate() {
            if clock != "action" && tick != Some(step.tick) {
                tick = Some(step.tick);
                println!("-- {clock} {}", step.tick);
            }
            println!("{:>4}. {}", i + 1, lang::say(&step.line));
        }
        match track.result() {
            Some(o) => println!("{}", lang::say(&o.summary)),
            None => println!(
                "(the game is not over: {} actions so far)",
                track.steps().len()
            ),
        }
        println!("checked: its actions reach the table it recorded");
        Ok(ExitCode::SUCCESS)
    }
}
