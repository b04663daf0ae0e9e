//! The values Grand Prrrrix's state is made of. The cats and the mansion are also the table's
//! face in the ECS: a [`Cat`] entity per seat and the [`Board`] resource, drawn from the state
//! ([`super::face`]). Everything but the board serializes, so a snapshot is these values.

use crate::core::{Deck, SeatId};
use crate::levels::grand_prrrrix::{CatKind, Mansion};
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A Miaow card: a cat and a room (by its index in the level's room list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Miaow {
    pub cat: CatKind,
    pub room: u8,
}

/// A player's cat: where it is and what it holds.
#[derive(Component, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cat {
    pub seat: SeatId,
    pub kind: CatKind,
    /// Its square on the board.
    pub at: u16,
    pub energy: u8,
    /// A coin from the Toy Mouse (at most one).
    pub coin: bool,
    /// Purr cards it may still spend in a spat (the third marks its progress).
    pub purrs: u8,
    /// Rooms of the layout visited in order (the Shorter Course counts the cushion as one more).
    pub done: u8,
    /// Bidirectional Race: racing from the last card to the first. `None` until it chooses
    /// (by visiting either end first).
    pub backwards: Option<bool>,
    /// Resting: stayed put this turn to gain energy. Cleared when its next turn starts.
    pub resting: bool,
    /// Energy it receives at the start of its next turn (resting), unless a spat takes it.
    pub rest_due: u8,
    /// It ate on its last turn (or ate, and has not ended a turn off the Food Bowl since): it
    /// may not eat now, and must end this turn off the Bowl unless it cannot move off it.
    pub ate: bool,
}

/// The board, shared (it never changes during a game).
#[derive(Resource, Clone, Debug)]
pub struct Board(pub Arc<Mansion>);

/// The Race Order Layout: the room cards dealt in a row, first to last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub cards: Vec<Miaow>,
    /// Shorter Course: after the five rooms, back to your own cushion.
    pub home_stretch: bool,
}

impl Layout {
    /// Rooms plus the cushion of the Shorter Course: how many visits win the race.
    pub fn length(&self) -> u8 {
        self.cards.len() as u8 + u8::from(self.home_stretch)
    }
}

/// The Turn Order deck: three cards per cat in play. The draw order is hidden. The state holds
/// the bare [`Deck`]; saves keep it wrapped so, as they always have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnDeck(pub Deck<Miaow>);

/// The table's variants and figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Smaller "Personal Space": a spat starts only by moving onto a cat's square.
    pub personal_space: bool,
    pub bidirectional: bool,
    pub max_energy: u8,
    pub move_costs: [u8; 4],
    /// Safety cap on turns (see [`super::rules::MAX_TURNS_PER_CAT`]).
    pub max_turns: u32,
}

/// One side's bonus choices, committed before the dice: a Purr card, and energy in threes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bonus {
    pub purr: bool,
    /// How many +1s bought, at 3 energy each.
    pub threes: u8,
}

/// A spat under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spat {
    pub attacker: SeatId,
    pub defender: SeatId,
    /// Attacker's, then defender's, once committed.
    pub bonus: [Option<Bonus>; 2],
    /// Each roll of the dice (attacker, defender); ties roll again.
    pub rolls: Vec<[u8; 2]>,
    /// The bonuses added to each die, once rolled.
    pub adds: [u8; 2],
    pub winner: Option<SeatId>,
}

impl Spat {
    pub fn new(attacker: SeatId, defender: SeatId) -> Self {
        Self {
            attacker,
            defender,
            bonus: [None, None],
            rolls: Vec::new(),
            adds: [0, 0],
            winner: None,
        }
    }
    /// The final scores (attacker, defender), once rolled.
    pub fn scores(&self) -> Option<[u8; 2]> {
        let last = self.rolls.last()?;
        Some([last[0] + self.adds[0], last[1] + self.adds[1]])
    }
    pub fn loser(&self) -> Option<SeatId> {
        let w = self.winner?;
        Some(if w == self.attacker {
            self.defender
        } else {
            self.attacker
        })
    }
}

/// Where the turn is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The mover moves, stays, or (before moving) spats a neighbour.
    Move,
    /// The mover has cats to spat where it stands ([`Turn::pending`]): it picks the next
    /// (or, where spats are optional, declines the rest).
    Choose,
    /// The defender may retreat one square for 1 energy instead of fighting.
    Retreat(Spat),
    /// Bonuses, attacker first.
    Bonus(Spat),
    /// The winner pushes the loser and may take its square.
    Push(Spat),
    /// The Present held the Present card: the mover picks what it found.
    Present,
    /// The mover's turn is over; the next card is turned.
    End,
}

/// The turn under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub number: u32,
    pub seat: SeatId,
    /// The Turn Order card turned for it.
    pub card: Miaow,
    /// It started in the card's room: one space more.
    pub bonus: bool,
    /// Spaces moved so far (what it has paid for).
    pub moved: u8,
    /// This movement began on a cushion: spats on it are optional.
    pub off_cushion: bool,
    /// It moved onto an object: the turn ends once its spats are done.
    pub must_end: bool,
    /// It moved or spatted: it cannot rest or use an object this turn.
    pub acted: bool,
    /// It ate this turn.
    pub ate: bool,
    /// It won a spat where it now stands (since it last moved): it may pay to move on. A
    /// retreat is no win ("if you win, decide to spend more EP to continue moving").
    #[serde(default)]
    pub won: bool,
    /// Opponents it has spatted this turn (one spat per opponent).
    pub fought: Vec<SeatId>,
    /// Cats next to where it stopped that it has still to spat, or may.
    pub pending: Vec<SeatId>,
    /// Those of `pending` it must fight (the others it may leave alone).
    pub forced: Vec<SeatId>,
    pub phase: Phase,
}

impl Turn {
    /// Turn `number`, `seat`'s by the turned `card`, with nothing done yet.
    pub fn new(number: u32, seat: SeatId, card: Miaow, bonus: bool, phase: Phase) -> Self {
        Self {
            number,
            seat,
            card,
            bonus,
            moved: 0,
            off_cushion: false,
            must_end: false,
            acted: false,
            ate: false,
            won: false,
            fought: Vec::new(),
            pending: Vec::new(),
            forced: Vec::new(),
            phase,
        }
    }
}

/// The race is won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    pub winners: Vec<SeatId>,
    /// Decided by the turn cap rather than a finish.
    pub by_cap: bool,
}
