//! The rules kernel shared by all five games: seats, decisions and turn order, the seeded
//! generator, dice, decks and hands, the action log, refusals, undo, bots, saves, the registry
//! entry and the per-game interface.

pub mod bot;
mod cards;
pub mod coverage;
mod decision;
pub mod expert;
mod game;
pub mod hotseat;
mod info;
pub mod ladder;
pub mod net;
mod refusal;
pub mod registry;
pub mod replay;
mod rng;
pub mod save;
pub mod search;
mod seat;
mod sim;
pub mod simulate;
pub mod table;
mod text;
pub mod undo;

pub use bot::{Bot, Deadline, EasyBot, Notes, bot_rng};
pub use cards::{Deck, Hand, Reshuffle};
pub use decision::{Decision, DecisionKind, Window};
pub use game::{
    Accepted, Act, ActionLog, Admitting, Expected, Game, Observe, Outcome, Refused, Revealed,
    RulesSchedule, RulesSet, Setup, Suggested, TableSnapshot, accepted_now, accepted_this_run,
    admit, check, end_table, kernel_plugin, restore_table, run_rules, seat_name, snapshot_table,
    start_table,
};
pub use info::{GameId, GameInfo, VariantInfo};
pub use refusal::Refusal;
pub use registry::{Entry, GameRules, HintLine, Timeline, TutorialNext};
pub use rng::GameRng;
pub use seat::{BotLevel, CAT_COLOURS, CAT_NAMES, SeatId, SeatKind, SeatSetup, TableSetup};
pub use sim::GameSim;
pub use text::{Arg, Text};
