//! One folder per game. [`GAMES`] lists every game the rules know: adding a game is its folder
//! and one line here (and one line in the app's list of views).

pub mod cat_attack;
pub mod cat_fight;
pub mod catastrophes;
pub mod grand_prrrrix;
pub mod here_kitty_kitty;

use crate::core::{Entry, GameId, GameRules};

/// Every playable game, in the order the menus show them.
pub static GAMES: &[&dyn GameRules] = &[
    &Entry::<catastrophes::Catastrophes>::NEW,
    &Entry::<cat_fight::CatFight>::NEW,
    &Entry::<cat_attack::CatAttack>::NEW,
    &Entry::<here_kitty_kitty::HereKittyKitty>::NEW,
    &Entry::<grand_prrrrix::GrandPrrrrix>::NEW,
];

/// The game with this id.
pub fn find(id: GameId) -> Option<&'static dyn GameRules> {
    GAMES.iter().copied().find(|g| g.info().id == id)
}

/// The game whose command-line id is `id` ("cat-fight").
pub fn parse(id: &str) -> Option<&'static dyn GameRules> {
    GAMES
        .iter()
        .copied()
        .find(|g| g.info().id.as_str() == id.trim())
}

/// The game's name, or its id when it is not one of ours.
pub fn name_of(id: GameId) -> String {
    find(id).map_or_else(|| id.to_string(), |g| g.info().name.to_string())
}
