//! Each bot level's rating from the ladder (`mogland ladder`, `docs/bots.md`), shown beside its
//! name at table setup: Easy is 0, and 200 points up wins about three games in four.
//! `docs/bot-ratings.ron` is written by `scripts/ladders` from the ladders in `docs/ladders`
//! (see `docs/bots.md`).

use mogland_rules::core::{BotLevel, GameId};
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Deserialize)]
struct Row {
    game: String,
    players: usize,
    level: BotLevel,
    elo: f64,
}

fn rows() -> &'static [Row] {
    static ROWS: OnceLock<Vec<Row>> = OnceLock::new();
    ROWS.get_or_init(|| {
        ron::from_str(include_str!("../../docs/bot-ratings.ron")).unwrap_or_else(|e| {
            bevy::log::warn!("docs/bot-ratings.ron does not read: {e}");
            Vec::new()
        })
    })
}

/// The rating the ladder gave `level` at a table of `players` seats of `game`.
pub fn rating(game: GameId, players: usize, level: BotLevel) -> Option<f64> {
    rows()
        .iter()
        .find(|r| r.game == game.as_str() && r.players == players && r.level == level)
        .map(|r| r.elo)
}

/// "Bot: Normal (rated +450)" where the ladder rated it, else "Bot: Normal".
pub fn label(game: GameId, players: usize, level: BotLevel) -> String {
    match rating(game, players, level) {
        Some(elo) if level != BotLevel::Easy => format!("Bot: {} (rated {elo:+.0})", level.label()),
        _ => format!("Bot: {}", level.label()),
    }
}
