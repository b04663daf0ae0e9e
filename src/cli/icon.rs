//! `mogland icon`: Mogland's icon as a PNG, for a desktop entry.

use crate::Ran;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct IconArgs {
    #[arg(long, default_value_t = 256)]
    size: u32,
    #[arg(long)]
    out: PathBuf,
}

impl IconArgs {
    pub fn run(self) -> Ran {
        mogland::icon::write_png(&self.out, self.size)?;
        println!("saved {}", self.out.display());
        Ok(ExitCode::SUCCESS)
    }
}
