//! The games the app can seat a table for. Each game's rules come from `mogland_rules` (its
//! registry entry); its view — the plugin that draws it and the rules page — is declared in its
//! folder here, and listed once in [`VIEWS`].

pub mod cat_attack;
pub mod cat_fight;
pub mod catastrophes;
pub mod grand_prrrrix;
pub mod here_kitty_kitty;

use bevy::prelude::*;
use mogland_rules::core::{GameId, GameRules, run_rules};

/// How the app shows one game.
pub struct GameView {
    pub id: GameId,
    /// Adds the game's scene, panels and playback.
    pub plugin: fn(&mut App),
    /// The pause menu's rules page.
    pub rules_page: &'static str,
}

/// Every game with a view, in menu order. A game is playable when it has both its rules (in
/// `mogland_rules::games::GAMES`) and a view here.
pub static VIEWS: &[&GameView] = &[
    &catastrophes::VIEW,
    &cat_fight::VIEW,
    &cat_attack::VIEW,
    &here_kitty_kitty::VIEW,
    &grand_prrrrix::VIEW,
];

/// The rules of a game the app can play.
pub fn rules(id: GameId) -> Option<&'static dyn GameRules> {
    VIEWS
        .iter()
        .any(|v| v.id == id)
        .then(|| mogland_rules::games::find(id))
        .flatten()
}

/// Every playable game, in menu order.
pub fn playable() -> impl Iterator<Item = &'static dyn GameRules> {
    VIEWS
        .iter()
        .filter_map(|v| mogland_rules::games::find(v.id))
}

pub fn rules_page(id: GameId) -> &'static str {
    VIEWS
        .iter()
        .find(|v| v.id == id)
        .map_or("", |v| v.rules_page)
}

/// Where the rules run within a frame; the views come after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesStep;

pub fn plugin(app: &mut App) {
    for game in playable() {
        game.add_rules(app);
    }
    app.add_systems(Update, run_rules.in_set(RulesStep));
    for view in VIEWS {
        (view.plugin)(app);
    }
}
