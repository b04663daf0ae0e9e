//! `mogland screenshot`: a PNG of the menu, the setup screen, or a table of bots a few actions
//! in (a tutorial, a hint, a refusal, the rules page, the pause menu).

use crate::{Failure, Ran, parse};
use bevy::prelude::*;
use mogland::screenshot::ScreenshotPlan;
use mogland::settings::{Paths, Settings};
use mogland::states::Screen;
use mogland_rules::core::simulate::SimConfig;
use mogland_rules::core::{BotLevel, CAT_NAMES, GameRng, SeatKind, TableSetup};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ScreenshotArgs {
    #[arg(long)]
    game: Option<String>,
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Actions the bots play before the picture.
    #[arg(long, default_value_t = 12)]
    actions: usize,
    /// Photograph the table setup screen instead of the menu.
    #[arg(long)]
    setup: bool,
    /// The first this many seats are humans (the rest Normal bots): they play as bots for
    /// --actions actions, then the picture shows a human's turn.
    #[arg(long, default_value_t = 0)]
    humans: usize,
    /// Open the pause menu while the table plays something back, and photograph that.
    #[arg(long)]
    pause: bool,
    /// The window's size in logical pixels, e.g. 2560x1440.
    #[arg(long, value_parser = parse::size, default_value = "1280x720")]
    size: (u32, u32),
    /// The interface size (0.75 to 2), instead of the player's setting.
    #[arg(long)]
    ui_scale: Option<f32>,
    /// The game's tutorial instead, after the learner has taken this many of its steps.
    #[arg(long)]
    learn: Option<usize>,
    /// Ask for a hint at the human's decision and photograph it.
    #[arg(long)]
    hint: bool,
    /// At the human's decision, try this action (RON, as in a tutorial file) and
    /// photograph the table's refusal.
    #[arg(long)]
    refuse: Option<String>,
    /// Open the rules page over the table at the human's decision.
    #[arg(long)]
    rules: bool,
    /// Animations at once (a whole game to its game-over screen quickly).
    #[arg(long)]
    instant: bool,
    #[arg(long)]
    out: PathBuf,
}

impl ScreenshotArgs {
    pub fn run(self) -> Ran {
        mogland::display::check().map_err(Failure::NoDisplay)?;
        let table = self.table()?;
        let learn = match (self.learn, &table) {
            (Some(n), Some(t)) => Some((t.game, n)),
            _ => None,
        };
        let out = self.out;
        let plan = ScreenshotPlan {
            out: out.clone(),
            table,
            actions: self.actions,
            humans: self.humans,
            screen: self.setup.then_some(Screen::Setup),
            pause_during_playback: self.pause,
            learn,
            hint: self.hint,
            refuse: self.refuse,
            rules_page: self.rules,
        };
        let mut app = mogland::game_app(Paths::from_env());
        let mut windows = app.world_mut().query::<&mut Window>();
        for mut w in windows.iter_mut(app.world_mut()) {
            w.resolution.set(self.size.0 as f32, self.size.1 as f32);
        }
        // Before the first update: the settings file is not rewritten for these.
        let mut settings = app.world_mut().resource_mut::<Settings>();
        if let Some(scale) = self.ui_scale {
            settings.ui_scale = scale;
        }
        if self.instant {
            settings.instant = true;
        }
        app.insert_resource(plan)
            .add_plugins(mogland::screenshot::plugin);
        app.run();
        if !out.is_file() {
            return Err(format!("no picture was saved to {}", out.display()).into());
        }
        println!("saved {}", out.display());
        Ok(ExitCode::SUCCESS)
    }

    /// The table of `--game`: every seat starts as a Normal bot; the screenshot seats the
    /// humans after `--actions`.
    fn table(&self) -> Result<Option<TableSetup>, String> {
        let Some(game) = self.game.as_deref() else {
            return Ok(None);
        };
        let game = parse::game(game)?;
        let level = parse::shipped_level(game)?;
        let seed = self.seed.unwrap_or_else(GameRng::entropy_seed);
        let cfg = SimConfig::plain(
            game.info().id,
            self.players,
            1,
            seed,
            BotLevel::Normal,
            level,
        );
        let mut setup = cfg.setup(cfg.seed);
        for (i, seat) in setup.seats.iter_mut().enumerate() {
            seat.name = CAT_NAMES[i].into();
            seat.kind = SeatKind::Bot(BotLevel::Normal);
        }
        Ok(Some(setup))
    }
}
