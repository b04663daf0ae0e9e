//! The values Cat Fight's state is made of. The pieces are also the table's face in the ECS:
//! one entity each, drawn from the state ([`super::face`]). Everything serializes, so a
//! snapshot is just these values.

use super::board::Dir;
use crate::core::SeatId;
use crate::levels::cat_fight::{BoardDef, Square};
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// A seat's cat: on a square facing one of the eight directions, or off the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cat {
    pub seat: SeatId,
    pub square: Option<Square>,
    pub facing: Dir,
}

/// A saucer of cream on its square. Its creams are the [`Cream`]s placed in it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saucer {
    /// 0-based, in the order the saucers were placed.
    pub index: u8,
    pub square: Square,
}

/// One cream token. Its value is hidden from everyone but its holder until the game ends.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cream {
    /// Dealing order after the shuffle, so the id tells nothing about the value.
    pub id: u8,
    pub value: u8,
    pub place: CreamPlace,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CreamPlace {
    /// In the saucer with this index.
    Saucer(u8),
    /// Sipped by this seat.
    Held(SeatId),
    /// Out of the game, and why.
    Out(OutReason),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutReason {
    /// Left over when the saucers were filled (3 players use two saucers: six creams).
    Unused,
    /// Given up by the loser of a catfight to force a reroll.
    Sacrificed,
    /// In a saucer removed because it was totally blocked off.
    WalledIn,
}

/// A blocker on the board, and who placed it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Blocker {
    pub square: Square,
    pub owner: SeatId,
}

/// Catnip waiting on the board for a cat to see it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Catnip {
    pub square: Square,
    pub owner: SeatId,
    pub placed_turn: u32,
}

/// The board the table plays on.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Board(pub BoardDef);

/// What each seat still has in hand, and what went back in the box.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stocks {
    pub seats: Vec<SeatStock>,
    /// Blockers left over when 10 do not share evenly: out of the game.
    pub blockers_in_box: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatStock {
    pub blockers: u8,
    pub catnip_used: bool,
}

/// Whose turn it is and what is waiting to happen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: SeatId,
    /// Turns begun so far, this one included.
    pub number: u32,
    /// True when this turn is a catfight winner's extra turn.
    pub extra: bool,
    /// The saucer the cat was next to and facing when the turn started: the only one it may sip.
    pub sip_from: Option<u8>,
    /// The cats looking at the turn's cat when the turn started, where they stood and faced.
    /// While any of them still has a clear line to it (no blocker between), it may not sip.
    #[serde(default)]
    pub watched_at_start: Vec<Watcher>,
    /// The cat has moved, sipped or turned and its catnip is still in hand: the seat may place
    /// it now or end the turn ("place your catnip at any point on your turn").
    #[serde(default)]
    pub finishing: bool,
    /// The cat has moved, sipped, entered or been drawn to catnip: the turn ends once
    /// everything has settled.
    pub over: bool,
    /// A catfight waiting on a loser's choice.
    pub fight: Option<Fight>,
    /// The winner of a catfight, choosing which way to face.
    pub facing_for: Option<SeatId>,
    /// The seat whose (extra) turn comes next instead of the usual one to the left.
    pub extra_turn_for: Option<SeatId>,
    /// Set once the game has ended.
    pub ended: Option<EndReason>,
}

/// A cat looking at the turn's cat when the turn started.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Watcher {
    pub seat: SeatId,
    pub square: Square,
    pub facing: Dir,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// No saucer with cream is left on the board.
    CreamGone,
    /// The safety cap on turns was reached.
    TurnLimit,
}

/// A catfight on one square.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fight {
    pub square: Square,
    pub kind: FightKind,
    /// The seats fighting, clockwise from the seat whose turn it is.
    pub cats: Vec<SeatId>,
    /// The last roll, one die per cat (after ties were rerolled).
    pub dice: Vec<u8>,
    /// True until the dice are (re)rolled.
    pub needs_roll: bool,
    /// Losers with cream who have not yet chosen; the first one chooses now.
    pub deciding: Vec<SeatId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FightKind {
    /// A cat moved onto another: the winner turns and takes an extra turn.
    Moved { attacker: SeatId },
    /// Catnip drew the cats in: no extra turn.
    Catnip { owner: SeatId },
}

impl Fight {
    pub fn new(square: Square, kind: FightKind, cats: Vec<SeatId>) -> Self {
        let dice = vec![0; cats.len()];
        Self {
            square,
            kind,
            cats,
            dice,
            needs_roll: true,
            deciding: Vec::new(),
        }
    }

    /// The cat with the highest die (ties are always rerolled before this is read).
    pub fn winner(&self) -> Option<SeatId> {
        if self.needs_roll {
            return None;
        }
        let best = *self.dice.iter().max()?;
        let mut top = self
            .cats
            .iter()
            .zip(&self.dice)
            .filter(|(_, d)| **d == best);
        let (s, _) = top.next()?;
        top.next().is_none().then_some(*s)
    }

    pub fn losers(&self) -> Vec<SeatId> {
        let w = self.winner();
        self.cats
            .iter()
            .copied()
            .filter(|s| Some(*s) != w)
            .collect()
    }
}

/// Counts for `simulate`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub sips: u32,
    pub fights: u32,
    pub catnip_fights: u32,
    pub catnips_fired: u32,
    pub sacrifices: u32,
    pub saucers_walled: u32,
    pub blockers_placed: u32,
}
