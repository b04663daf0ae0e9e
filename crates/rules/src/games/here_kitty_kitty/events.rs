//! What happened, step by step, for the view to animate and the log to tell.

use super::components::{CardId, Colour, Play};
use crate::core::SeatId;
use crate::levels::here_kitty_kitty::Zone;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// What happened, in order, for the view and the log.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HereKittyKittyEvent {
    TurnBegan {
        seat: SeatId,
        number: u32,
    },
    /// A cat moved (`from`/`to` seat `None` is the Neighborhood).
    CatMoved {
        colour: Colour,
        from: (Option<SeatId>, Zone),
        to: (Option<SeatId>, Zone),
    },
    Played {
        play: Play,
        /// The card that left the hand (a Copy Cat for a copy).
        shown: CardId,
    },
    Discarded {
        seat: SeatId,
        cards: Vec<CardId>,
    },
    Tucked {
        seat: SeatId,
        card: CardId,
    },
    /// A tucked card was resolved or used up, and discarded.
    Untucked {
        seat: SeatId,
        card: CardId,
    },
    /// `by` blocked `play` with `card`.
    Blocked {
        by: SeatId,
        card: CardId,
        play: Play,
    },
    /// A tucked Pet Insurance cancelled `play`.
    Insured {
        seat: SeatId,
        play: Play,
    },
    /// `by` napped the cat-move action of `mover`.
    Napped {
        by: SeatId,
        mover: SeatId,
    },
    /// `seat` stayed cool: the Instant does not affect it.
    Cool {
        seat: SeatId,
        card: CardId,
    },
    Copied {
        by: SeatId,
        play: Play,
    },
    LandedOnFeet {
        seat: SeatId,
    },
    /// A card drawn into the hand (the card itself only in the drawer's own view).
    Drew {
        seat: SeatId,
    },
    /// An Instant was drawn and is shown to everyone.
    InstantDrawn {
        seat: SeatId,
        card: CardId,
    },
    Revived {
        seat: SeatId,
        card: CardId,
    },
    /// The last card was drawn: the final round begins.
    FinalRound {
        by: SeatId,
    },
    GameEnded {
        winners: Vec<SeatId>,
    },
}
