//! What happened, step by step, for the view to animate and the log to tell.

use super::board::Dir;
use super::components::EndReason;
use crate::core::SeatId;
use crate::levels::cat_fight::Square;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// What happened, for the view to animate and the log to tell. Written by the rule systems
/// in the order things happen.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CatFightEvent {
    TurnBegan {
        seat: SeatId,
        number: u32,
        extra: bool,
    },
    Entered {
        seat: SeatId,
        square: Square,
        facing: Dir,
    },
    /// `path` lists every square passed, `to` last. `diverted` when catnip caught the cat
    /// on the way (it then travels on to the catnip: see `CatnipFired`).
    Moved {
        seat: SeatId,
        from: Square,
        to: Square,
        path: Vec<Square>,
        facing: Dir,
        diverted: bool,
    },
    /// A cat turned without moving (a catfight winner, or a boxed-in cat).
    Turned {
        seat: SeatId,
        facing: Dir,
    },
    Passed {
        seat: SeatId,
    },
    BlockerPlaced {
        seat: SeatId,
        square: Square,
    },
    CatnipPlaced {
        seat: SeatId,
        square: Square,
    },
    /// Catnip drew these cats from these squares onto `square`.
    CatnipFired {
        owner: SeatId,
        square: Square,
        drawn: Vec<(SeatId, Square)>,
    },
    FightStarted {
        square: Square,
        seats: Vec<SeatId>,
        catnip: bool,
    },
    /// One roll of the fight's dice (`seats[i]` rolled `dice[i]`); a tie is followed by
    /// another roll of the tied cats.
    FightRolled {
        seats: Vec<SeatId>,
        dice: Vec<u8>,
    },
    Sacrificed {
        seat: SeatId,
        cream: u8,
    },
    FightWon {
        winner: SeatId,
        losers: Vec<SeatId>,
        square: Square,
        extra_turn: bool,
    },
    Sipped {
        seat: SeatId,
        saucer: u8,
        creams_left: u8,
    },
    SaucerRemoved {
        saucer: u8,
        square: Square,
        creams: u8,
        walled_in: bool,
    },
    GameEnded {
        reason: EndReason,
        scores: Vec<i64>,
        winners: Vec<SeatId>,
    },
}
