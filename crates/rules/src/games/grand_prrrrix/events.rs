//! What happened, step by step, for the view to animate and the log to tell.

use super::components::{Miaow, Spat};
use crate::core::SeatId;
use crate::levels::grand_prrrrix::Object;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// Something that happened, for the view to show and animate.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GrandPrrrrixEvent {
    TurnCard {
        seat: SeatId,
        card: Miaow,
        bonus: bool,
    },
    Moved {
        seat: SeatId,
        path: Vec<u16>,
        cost: u8,
    },
    SpatBegins {
        attacker: SeatId,
        defender: SeatId,
    },
    Retreated {
        seat: SeatId,
        to: u16,
    },
    Rolled(Spat),
    Pushed {
        seat: SeatId,
        to: u16,
    },
    Took {
        seat: SeatId,
        to: u16,
    },
    /// It stays put to rest (the energy comes at the start of its next turn), at `at`.
    Napping {
        seat: SeatId,
        at: u16,
    },
    Rested {
        seat: SeatId,
        gain: u8,
    },
    /// The energy a resting cat was owed is lost to a spat.
    RestLost {
        seat: SeatId,
    },
    Ate {
        seat: SeatId,
        gain: u8,
    },
    Coin {
        seat: SeatId,
        taken: bool,
    },
    Opened {
        seat: SeatId,
        found: Object,
    },
    Passage {
        seat: SeatId,
    },
    Visited {
        seat: SeatId,
        done: u8,
    },
    Won {
        seat: SeatId,
    },
}
