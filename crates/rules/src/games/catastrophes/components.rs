//! Cat'astrophes state: one [`Cat`] entity per seat and the table's resources. Everything here
//! serializes, so a snapshot is just these values.

use crate::core::{Hand, SeatId, Text};
use crate::text;
use bevy_ecs::prelude::*;
use mogland_levels::catastrophes::CardKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A playing card. The four sets differ only by the colour of their backs, which the rules
/// never look at, so a card is its kind and value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    pub kind: CardKind,
    pub value: u8,
}

impl Card {
    pub const fn new(kind: CardKind, value: u8) -> Self {
        Self { kind, value }
    }
    pub const fn mischief(value: u8) -> Self {
        Self::new(CardKind::Mischief, value)
    }
    pub const fn trick(value: u8) -> Self {
        Self::new(CardKind::Trick, value)
    }
    pub const fn cuddle(value: u8) -> Self {
        Self::new(CardKind::Cuddle, value)
    }
    /// Punishment points the card costs if still in hand when the game ends: mischief and
    /// trick cards count their value, cuddles nothing.
    pub fn hand_points(self) -> u32 {
        match self.kind {
            CardKind::Cuddle => 0,
            CardKind::Mischief | CardKind::Trick => self.value as u32,
        }
    }

    /// The card for a player to read: its kind, in their language, and its value.
    pub fn text(self) -> Text {
        match self.kind {
            CardKind::Mischief => text!("cx-card-mischief", value = self.value),
            CardKind::Trick => text!("cx-card-trick", value = self.value),
            CardKind::Cuddle => text!("cx-card-cuddle", value = self.value),
        }
    }
}

/// For debugging and the developers' tools; a player reads [`Card::text`].
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            CardKind::Mischief => "mischief",
            CardKind::Trick => "trick",
            CardKind::Cuddle => "cuddle",
        };
        write!(f, "{kind} {}", self.value)
    }
}

/// A face-down card and the seat that put it there (who placed it is public; the card is not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: Card,
    pub by: SeatId,
}

/// One player's cat: its cube on the score tracker, its hand, and the card lying face down in
/// front of it this round (at most one).
#[derive(Component, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cat {
    pub seat: SeatId,
    /// Punishment points on the score tracker; never below 0.
    pub punishment: u32,
    pub hand: Hand<Card>,
    pub face_down: Option<Placed>,
}

/// Where the mischief token stands on the mischief scale: 0..20 (20 sends it back to 0).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct MischiefScale(pub u8);

/// Where the table is within the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundState {
    /// 1 for the first round.
    pub round: u32,
    /// What each seat did this round, in turn order (clockwise from the first player).
    pub moves: Vec<RoundMove>,
}

impl RoundState {
    /// How many seats have acted this round.
    pub fn acted(&self) -> usize {
        self.moves.len()
    }
}

/// One seat's action this round, as everyone at the table saw it (the card stays hidden).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundMove {
    Placed { seat: SeatId, target: SeatId },
    Drew { seat: SeatId, count: u8 },
    Passed { seat: SeatId },
}

impl RoundMove {
    pub fn seat(self) -> SeatId {
        match self {
            RoundMove::Placed { seat, .. }
            | RoundMove::Drew { seat, .. }
            | RoundMove::Passed { seat } => seat,
        }
    }
}

/// What the table was set up with and does not change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRules {
    pub seats: u8,
    pub wild_cats: bool,
    /// Every card in play (the sets used), as built before shuffling.
    pub deck: Vec<Card>,
}

/// Present once the game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEnd {
    /// A cat reached 20 punishment points in the last round.
    pub by_points: bool,
    /// The draw pile ran out in the last round.
    pub by_empty_pile: bool,
    /// Points each seat added for the mischief and trick cards left in its hand.
    pub hand_points: Vec<u32>,
    pub winners: Vec<SeatId>,
    /// The lowest score was shared and the fewest cards left in hand decided it.
    pub tie_broken: bool,
}
