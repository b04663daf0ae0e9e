//! The rules kernel shared by all five games: seats and turn order, the seeded generator,
//! dice, decks and hands, the action log, refusals, bots, saves and the per-game interface.

mod bot;
mod cards;
mod game;
mod refusal;
mod rng;
pub mod save;
mod seat;
pub mod simulate;

pub use bot::{Bot, EasyBot, bot_rng};
pub use cards::{Deck, Hand, Reshuffle};
pub use game::{
    Accepted, Act, ActionLog, Game, GameSim, Observe, Outcome, Refused, RulesSet, Table,
    TableSnapshot, check, end_table, kernel_plugin, restore_table, snapshot_table, start_table,
};
pub use refusal::Refusal;
pub use rng::GameRng;
pub use seat::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameId, SeatId, SeatKind, SeatSetup, TableSetup, VariantInfo,
};
