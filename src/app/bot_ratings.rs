//! Each bot level's rating from the ladder (`mogland ladder`, `docs/bots.md`), shown beside its
//! name at table setup in words: how often it wins against the level below (Easy is 0, and
//! 200 points up wins about three games in four).
//! `docs/bot-ratings.ron` is written by `scripts/ladders` from the ladders in `docs/ladders`
//! (see `docs/bots.md`).

use crate::games::texts;
use crate::tr;
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

/// "Bot: Normal (wins 8 in 10 against Easy)": each level against the one below it, where the
/// ladder rated both at this game and table size; else "Bot: Normal".
pub fn label(game: GameId, players: usize, level: BotLevel) -> String {
    let below = BotLevel::ALL
        .iter()
        .position(|l| *l == level)
        .and_then(|i| i.checked_sub(1))
        .map(|i| BotLevel::ALL[i]);
    let name = texts::bot_level(level);
    below
        .and_then(|b| {
            let gap = rating(game, players, level)? - rating(game, players, b)?;
            Some(tr!(
                "bot-label-odds",
                level = name.as_str(),
                odds = wins_against(gap, b)
            ))
        })
        .unwrap_or_else(|| tr!("bot-label", level = name.as_str()))
}

/// A rating gap in words: how often the stronger wins (the rating's own meaning: a chance of
/// 1 / (1 + 10^(-gap/400))), in tenths a newcomer can picture.
pub fn wins_against(gap: f64, below: BotLevel) -> String {
    let p = 1.0 / (1.0 + 10f64.powf(-gap / 400.0));
    let below = texts::bot_level(below);
    match (p * 10.0).round() as u32 {
        10.. => tr!("bot-wins-nearly-all", below = below),
        n => tr!("bot-wins-tenths", tenths = n, below = below),
    }
}
