//! `mogland play`: the game window, optionally straight at a table or an online table's lobby.

use crate::{Failure, Ran, parse};
use mogland::app::online::{JoinAtStart, JoinForm};
use mogland::app::setup::TableAtStart;
use mogland::settings::Paths;
use mogland_rules::core::SeatKind;
use std::process::ExitCode;

/// Your name at an online table, unless you give one.
const NAME: &str = "Player";

#[derive(clap::Args)]
pub struct PlayArgs {
    /// Go straight to the lobby of the online table of this invite.
    #[arg(long)]
    join: Option<String>,
    /// Your name at that table.
    #[arg(long, default_value = NAME)]
    name: String,
    /// A bot of this level takes the first open seat there and plays it in the window.
    #[arg(long)]
    bot: Option<String>,
    /// Open straight at a new table of this game (its id, as for simulate).
    #[arg(long, conflicts_with = "join")]
    game: Option<String>,
    /// With --game: how many seats (default: as many as --seats lists, at least the
    /// game's fewest).
    #[arg(long, requires = "game")]
    players: Option<usize>,
    /// With --game: each seat human or bot:easy, bot:normal, bot:hard, bot:expert;
    /// comma-separated, the last repeats. All bots: the window watches them play.
    #[arg(
        long,
        requires = "game",
        default_value = "human,bot:normal",
        value_delimiter = ','
    )]
    seats: Vec<String>,
    /// With --game: the deal (a fresh one without).
    #[arg(long, requires = "game")]
    seed: Option<u64>,
}

/// A double-click: the menu.
impl Default for PlayArgs {
    fn default() -> Self {
        Self {
            join: None,
            name: NAME.into(),
            bot: None,
            game: None,
            players: None,
            seats: Vec::new(),
            seed: None,
        }
    }
}

impl PlayArgs {
    pub fn run(self) -> Ran {
        let bot = self.bot.as_deref().map(parse::bot_level).transpose()?;
        let table = self
            .game
            .map(|g| table_at_start(&g, self.players, &self.seats, self.seed))
            .transpose()?;
        // Said in the player's language: the window that would have said it cannot open.
        mogland::lang::choose_saved(&Paths::from_env());
        mogland::display::check().map_err(Failure::NoDisplay)?;
        let mut app = mogland::game_app(Paths::from_env());
        if let Some(table) = table {
            app.insert_resource(table);
        }
        if let Some(invite) = self.join {
            app.insert_resource(JoinAtStart {
                form: JoinForm {
                    invite,
                    name: self.name,
                    watch: false,
                },
                bot,
            });
        }
        app.run();
        Ok(ExitCode::SUCCESS)
    }
}

/// `--game G --seats ..`: the table the window opens at (`play`, `bench-frames`).
pub fn table_at_start(
    game: &str,
    players: Option<usize>,
    seats: &[String],
    seed: Option<u64>,
) -> Result<TableAtStart, String> {
    let info = parse::game(game)?.info();
    let n = players.unwrap_or(seats.len().max(*info.players.start()));
    if !info.players.contains(&n) {
        return Err(format!(
            "{} is for {} to {} players, not {n}",
            info.name,
            info.players.start(),
            info.players.end()
        ));
    }
    let seats = parse::seats(seats, n, "human")?
        .into_iter()
        .map(|bot| bot.map_or(SeatKind::Human, SeatKind::Bot))
        .collect();
    Ok(TableAtStart {
        game: info.id,
        seats,
        seed,
    })
}
