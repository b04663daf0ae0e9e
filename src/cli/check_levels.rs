//! `mogland check-levels`: every .ron level in a folder, checked as the game loads them.

use crate::Ran;
use mogland::settings::Paths;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct CheckLevelsArgs {
    /// The folder (default: your level folder).
    dir: Option<PathBuf>,
}

impl CheckLevelsArgs {
    pub fn run(self) -> Ran {
        let dir = match self.dir {
            Some(dir) => dir,
            None => {
                let mods = Paths::from_env().mods;
                // The player's own folder is made when the game first starts: none yet is no
                // error.
                if !mods.exists() {
                    println!(
                        "no .ron level files in {} (the folder is made when the game first starts)",
                        mods.display()
                    );
                    return Ok(ExitCode::SUCCESS);
                }
                mods
            }
        };
        let (good, errors) = mogland_rules::levels::check_dir(&dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for g in &good {
            println!("ok      {g}");
        }
        for e in &errors {
            println!("error   {e}");
        }
        if good.is_empty() && errors.is_empty() {
            println!("no .ron level files in {}", dir.display());
        }
        Ok(if errors.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        })
    }
}
