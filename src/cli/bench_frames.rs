//! `mogland bench-frames`: the frame time of a seeded table of bots, drawn offscreen.

use crate::play::table_at_start;
use crate::{Ran, parse};
use mogland::bench_frames::BenchPlan;
use mogland::settings::{GraphicsSetting, Paths};
use mogland::view::quality::Feature;
use mogland_rules::core::SeatKind;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct BenchFramesArgs {
    /// The game's id, as for simulate.
    #[arg(long)]
    game: String,
    /// How many seats (default: the game's fewest).
    #[arg(long)]
    players: Option<usize>,
    /// Each seat bot:easy, bot:normal, bot:hard or bot:expert; the last repeats.
    #[arg(long, default_value = "bot:normal", value_delimiter = ',')]
    seats: Vec<String>,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// high, low or auto (low on a software renderer).
    #[arg(long, default_value = "auto")]
    quality: String,
    /// Leave these out of what the quality draws, to see what each costs: shadows, msaa,
    /// textures, lighting, tonemapping, full-size (comma-separated).
    #[arg(long, value_delimiter = ',')]
    without: Vec<String>,
    /// The picture's size in pixels.
    #[arg(long, value_parser = parse::size, default_value = "1280x720")]
    size: (u32, u32),
    /// Frames measured once the table is on show.
    #[arg(long, default_value_t = 60)]
    frames: usize,
    /// Save the last frame as a PNG here.
    #[arg(long)]
    out: Option<PathBuf>,
}

impl BenchFramesArgs {
    /// In a home of its own, so the player's saves and settings are never touched.
    pub fn run(self) -> Ran {
        let table = table_at_start(&self.game, self.players, &self.seats, Some(self.seed))?;
        if table.seats.contains(&SeatKind::Human) {
            return Err("every seat must be a bot (bot:LEVEL): nobody plays a benchmark".into());
        }
        let quality = match self.quality.as_str() {
            "high" => GraphicsSetting::High,
            "low" => GraphicsSetting::Low,
            "auto" => GraphicsSetting::Auto,
            q => return Err(format!("unknown quality \"{q}\": use high, low or auto").into()),
        };
        let without = self
            .without
            .iter()
            .map(|w| {
                Feature::parse(w.trim()).ok_or_else(|| {
                    let names: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
                    format!("unknown feature \"{w}\": use {}", names.join(", "))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let home =
            std::env::temp_dir().join(format!("mogland-bench-frames-{}", std::process::id()));
        let plan = BenchPlan {
            table,
            quality,
            without,
            size: self.size,
            frames: self.frames,
            out: self.out.clone(),
        };
        let report = mogland::bench_frames::run(Paths::under(&home), plan);
        let _ = std::fs::remove_dir_all(&home);
        let report = report?;
        println!("adapter {}", report.adapter);
        println!(
            "{} at {}x{}, {:?}",
            self.game, self.size.0, self.size.1, report.detail
        );
        println!("{}", report.summary());
        if let Some(out) = self.out {
            println!("saved {}", out.display());
        }
        Ok(ExitCode::SUCCESS)
    }
}
