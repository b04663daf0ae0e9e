//! What happened, step by step, for the view to animate and the log to show.

use super::components::Card;
use crate::core::SeatId;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// Written by the rule systems in the order things happen. A round's reveal is
/// `Revealed`… then, per card, `Resolving`, `ScaleMoved`/`ScaleReset`/`Ineffective` and
/// `Punished`, then `RoundEnded` (and at the end of the game `Punished` for cards in hand and
/// `GameEnded`). The same steps stay in [`super::State::last_reveal`].
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CatastrophesEvent {
    /// `by` put a card face down in front of `target`.
    CardPlaced {
        by: SeatId,
        target: SeatId,
    },
    CardsDrawn {
        seat: SeatId,
        count: u8,
    },
    /// No card in hand and an empty draw pile: nothing to do.
    Passed {
        seat: SeatId,
    },
    /// The card in front of `seat` (put there by `by`) is turned over.
    Revealed {
        seat: SeatId,
        card: Card,
        by: SeatId,
    },
    /// The card in front of `seat` now moves the token; what follows is charged to `seat`.
    Resolving {
        seat: SeatId,
        card: Card,
    },
    ScaleMoved {
        from: u8,
        to: u8,
    },
    /// The token landed on 20 and goes back to 0.
    ScaleReset,
    /// A cuddle played with the token on 0 does nothing.
    Ineffective {
        seat: SeatId,
        card: Card,
    },
    /// `delta` is what was actually applied (punishment never goes below 0); `total` is the
    /// seat's punishment after it.
    Punished {
        seat: SeatId,
        delta: i32,
        total: u32,
        reason: PunishReason,
    },
    RoundEnded {
        round: u32,
        next_first_player: SeatId,
    },
    GameEnded {
        by_points: bool,
        by_empty_pile: bool,
        winners: Vec<SeatId>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PunishReason {
    /// A mischief or trick card landed on or crossed this threshold (+1, +2, +3).
    Threshold(u8),
    /// Wild Cats: one more point per space the token ended past this threshold.
    WildCatsPast { threshold: u8, spaces: u8 },
    /// A cuddle landed back on or went below this threshold (-1, -2).
    Forgiven(u8),
    /// Wild Cats: one more point forgiven per space the token ended below this threshold.
    WildCatsBelow { threshold: u8, spaces: u8 },
    /// End of the game: the mischief and trick cards left in hand.
    CardsInHand,
}
