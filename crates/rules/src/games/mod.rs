//! One folder per game. `PLAYABLE` lists the games whose rules are complete.

pub mod cat_fight;
pub mod catastrophes;

use crate::core::GameId;
use crate::core::simulate::{SimConfig, SimReport};

/// Games whose rules are complete and can be started from the menu.
pub const PLAYABLE: &[GameId] = &[GameId::CatFight, GameId::Catastrophes];

pub fn is_playable(game: GameId) -> bool {
    PLAYABLE.contains(&game)
}

/// Runs `simulate` for whichever game `cfg` names.
pub fn simulate(cfg: &SimConfig) -> Result<SimReport, String> {
    match cfg.game {
        GameId::CatFight => crate::core::simulate::simulate::<cat_fight::CatFight>(cfg),
        GameId::Catastrophes => crate::core::simulate::simulate::<catastrophes::Catastrophes>(cfg),
        g => Err(format!(
            "{} is coming: its rules are not built yet",
            g.name()
        )),
    }
}
