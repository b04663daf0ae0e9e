//! The games the app can seat a table for: each adds its rules (from `mogland_rules`) and its
//! view and UI plugins here.

pub mod cat_fight;
pub mod catastrophes;

use crate::app::table::TableDriver;
use bevy::prelude::*;
use mogland_rules::core::GameId;

/// The driver of a game whose rules are complete, or `None` for a game still "coming".
pub fn driver(game: GameId) -> Option<&'static dyn TableDriver> {
    if !mogland_rules::games::is_playable(game) {
        return None;
    }
    match game {
        GameId::Catastrophes => Some(&catastrophes::DRIVER),
        GameId::CatFight => Some(&cat_fight::DRIVER),
        _ => None,
    }
}

/// The rules as the pause menu shows them.
pub fn rules_text(game: GameId) -> &'static str {
    match game {
        GameId::Catastrophes => catastrophes::RULES,
        GameId::CatFight => cat_fight::RULES,
        _ => "This game is coming: its rules are not built yet.",
    }
}

pub fn plugin(app: &mut App) {
    app.add_plugins((catastrophes::plugin, cat_fight::plugin));
}
