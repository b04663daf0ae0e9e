//! The values Here, Kitty, Kitty!'s state is made of. A [`Property`] per seat, the
//! [`Neighborhood`] and the [`Book`] are also the table's face in the ECS, drawn from the state
//! ([`super::face`]). Everything serializes, so a snapshot is these values.

use crate::core::{SeatId, Window};
use crate::levels::here_kitty_kitty::{CardDef, Zone};
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::actions::HereKittyKittyAction;

/// A cat's colour: ten of each in the box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Black,
    Gray,
    Orange,
    White,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Black, Colour::Gray, Colour::Orange, Colour::White];
    /// Its key in the messages (`{ $colour -> [black] … }`), which each language puts in its
    /// own words.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::Gray => "gray",
            Colour::Orange => "orange",
            Colour::White => "white",
        }
    }
}

/// A zone as the messages select it (`{ $zone -> [yard] … }`): a key, the same in every
/// language, which each language puts in its own words.
pub fn zone_key(zone: Zone) -> &'static str {
    match zone {
        Zone::Neighborhood => "neighborhood",
        Zone::Yard => "yard",
        Zone::Porch => "porch",
        Zone::House => "house",
    }
}

/// How many cats of each colour lie somewhere, indexed by [`Colour`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cats(pub [u8; 4]);

impl Cats {
    pub fn of(&self, c: Colour) -> u8 {
        self.0[c as usize]
    }
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }
    pub fn add(&mut self, c: Colour) {
        self.0[c as usize] += 1;
    }
    /// Takes one cat of `c` out; false if there is none.
    pub fn take(&mut self, c: Colour) -> bool {
        let n = &mut self.0[c as usize];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }
    /// The colours present, in colour order.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.of(c) > 0)
    }
    pub fn plus(&self, other: &Cats) -> Cats {
        let mut out = *self;
        for i in 0..4 {
            out.0[i] += other.0[i];
        }
        out
    }
}

/// One of the 51 cards: the index of its line in the deck file (copies are alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// A lasting card tucked under a property. `pinned`: the colour of the Cat a Special Needs
/// Kitty keeps in its zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tucked {
    pub card: CardId,
    pub pinned: Option<Colour>,
}

/// One player's Property card: its three zones, the hand and the lasting cards under it.
#[derive(Component, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Property {
    pub seat: SeatId,
    /// Yard, Porch, House.
    pub zones: [Cats; 3],
    pub hand: Vec<CardId>,
    pub tucked: Vec<Tucked>,
}

impl Property {
    pub fn new(seat: SeatId) -> Self {
        Self {
            seat,
            zones: [Cats::default(); 3],
            hand: Vec::new(),
            tucked: Vec::new(),
        }
    }
    /// The cats in a property zone (`Neighborhood` is not one: use [`Neighborhood`]).
    pub fn zone(&self, z: Zone) -> &Cats {
        &self.zones[z.slot().expect("a property zone")]
    }
    pub fn zone_mut(&mut self, z: Zone) -> &mut Cats {
        &mut self.zones[z.slot().expect("a property zone")]
    }
    /// Every cat on the property, whatever the zone.
    pub fn all_cats(&self) -> Cats {
        self.zones[0].plus(&self.zones[1]).plus(&self.zones[2])
    }
    /// Cats of `c` in `z` that a Special Needs Kitty keeps there.
    pub fn pinned(&self, z: Zone, c: Colour, book: &[CardDef]) -> u8 {
        self.tucked
            .iter()
            .filter(|t| {
                t.pinned == Some(c)
                    && matches!(book[t.card.0 as usize].effect,
                        crate::levels::here_kitty_kitty::Effect::Adopt { to } if to == z)
            })
            .count() as u8
    }
    /// Whether a cat of `c` may leave `z` (one is there and not kept by a Special Needs Kitty).
    pub fn can_leave(&self, z: Zone, c: Colour, book: &[CardDef]) -> bool {
        self.zone(z).of(c) > self.pinned(z, c, book)
    }
    pub fn has_tucked(
        &self,
        book: &[CardDef],
        f: impl Fn(&crate::levels::here_kitty_kitty::Effect) -> bool,
    ) -> bool {
        self.tucked
            .iter()
            .any(|t| f(&book[t.card.0 as usize].effect))
    }
}

/// The colony of cats in the centre of the table.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Neighborhood(pub Cats);

/// The card definitions from the level (public: the box's contents).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Book(pub Arc<Vec<CardDef>>);

impl Book {
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.0[id.0 as usize]
    }
}

/// What the table was set up with and does not change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRules {
    pub seats: u8,
    /// The hand limit when drawing up.
    pub hand: u8,
    pub actions: u8,
    /// Copies of each card line in play after the player-count removals.
    pub in_play: Vec<u32>,
}

/// Catlike Reflexes' "one step, in or out": the way the Cat the owner chooses steps. The
/// player who plays the card picks the property and the way; the owner picks the Cat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Way {
    /// One step towards the House: Yard → Porch or Porch → House.
    In,
    /// One step towards the street: House → Porch, Porch → Yard or Yard → Neighborhood.
    Out,
}

impl Way {
    pub const BOTH: [Way; 2] = [Way::In, Way::Out];

    /// Where a Cat in property zone `from` steps this way (`None`: it cannot).
    pub fn step(self, from: Zone) -> Option<Zone> {
        from.slot()?;
        match self {
            Way::In => from.inward(),
            Way::Out => from.outward(),
        }
    }

    /// The property zones a Cat can step this way from.
    pub fn from_zones(self) -> impl Iterator<Item = Zone> {
        Zone::PROPERTY
            .into_iter()
            .filter(move |z| self.step(*z).is_some())
    }

    /// Its key in the messages (`{ $way -> [in] … }`).
    pub fn name(self) -> &'static str {
        match self {
            Way::In => "in",
            Way::Out => "out",
        }
    }
}

/// A card being played: who plays it, on whom, and whether it is a Copy Cat's copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub player: SeatId,
    /// The card whose effect is used (for a copy, the card copied).
    pub card: CardId,
    pub target: Option<SeatId>,
    /// Catlike Reflexes: the way the owner's Cat steps, in or out.
    pub shift: Option<Way>,
    /// Played by a Copy Cat (no further copies, and the Copy Cat is what is discarded).
    pub copy: bool,
}

/// What a chooser picks a cat (or a card) for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// A cat from the Neighborhood (or, when it has none, from another player's Yard) into
    /// `seat`'s `to` zone. `pin`: a Special Needs Kitty keeps it there.
    Gain {
        seat: SeatId,
        to: Zone,
        pin: Option<CardId>,
    },
    /// One of `seat`'s cats from `from` to `to` (the owner chooses which).
    Shift { seat: SeatId, from: Zone, to: Zone },
    /// One step towards the House for one of `seat`'s cats.
    Advance { seat: SeatId },
    /// Catlike Reflexes: one of `seat`'s cats, from any zone of the property, one step `way`
    /// (the owner chooses which).
    Nudge { seat: SeatId, way: Way },
    /// A cat of the thief's choice from `victim`'s `from` zones into the thief's `to`.
    Steal {
        thief: SeatId,
        victim: SeatId,
        from: Vec<Zone>,
        to: Zone,
    },
    /// A cat from `victim`'s Yard to the Yard of a neighbour not yet in `sent`.
    Fight { victim: SeatId, sent: Vec<SeatId> },
    /// A card (not an Instant) from the discards into `seat`'s hand.
    Revive { seat: SeatId },
}

/// A choice one seat makes, `left` times (stopping early when `may_stop`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub chooser: SeatId,
    pub task: Task,
    pub left: u8,
    /// The card's numbers are maximums: a player may stop early on a card that helps them.
    pub may_stop: bool,
}

/// The response windows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WindowKind {
    /// A Standard card was played: block it?
    Block(Play),
    /// A seat's action of moving a cat: Catnap it?
    Move {
        mover: SeatId,
        colour: Colour,
        from: Zone,
        to: Zone,
    },
    /// An Instant was drawn: One Cool Cat keeps it off you.
    Instant { card: CardId, drawer: SeatId },
    /// A Standard card took effect: copy it?
    Copy(Play),
    /// A seat drew up: Land on Your Feet?
    Land { after: SeatId },
}

impl WindowKind {
    /// Whether answering this window could defend `seat` or is its own chance: a block of a
    /// card played on it (or on no one in particular), an Instant (it reaches everyone), a
    /// copy, a landing. A rival's card on its own or a third seat's Property, and a rival
    /// moving its own cats, are not. The rules ask every seat alike; a player may choose to be
    /// asked only about these (docs/decisions.md, "Here, Kitty, Kitty!").
    pub fn concerns(&self, seat: SeatId) -> bool {
        match self {
            WindowKind::Block(play) => play.target.is_none_or(|t| t == seat),
            WindowKind::Move { .. } => false,
            WindowKind::Instant { .. } | WindowKind::Copy(_) | WindowKind::Land { .. } => true,
        }
    }
}

/// One thing still to happen this turn; the turn is a stack of them (the top, the last, happens
/// next). Some ask a seat, the others happen by themselves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// Foster Kittens tucked under the turn's property arrive.
    StartTurn,
    /// Ask the turn's seat for an action, while it has actions left.
    Action,
    /// Draw the turn's seat up to the hand limit, one card at a time.
    DrawUp,
    /// Famous Internet Cat: `left` more cards for `seat`, above the hand limit.
    DrawExtra {
        seat: SeatId,
        left: u8,
    },
    /// A response window, open to the seats that hold a card that answers it.
    Window {
        kind: WindowKind,
        window: Window<HereKittyKittyAction>,
    },
    /// A window to open when reached (with the seats that can answer it then).
    Open(WindowKind),
    /// A played card that was not blocked takes effect.
    Resolve(Play),
    /// An Instant takes effect for everyone except `exempt`.
    Instant {
        card: CardId,
        drawer: SeatId,
        exempt: Vec<SeatId>,
    },
    /// A cat-move action that no Catnap stopped.
    MoveCat {
        mover: SeatId,
        colour: Colour,
        from: Zone,
        to: Zone,
    },
    Choose(Choice),
    /// The seat that copied a card aims it.
    Aim {
        copier: SeatId,
        card: CardId,
    },
    /// The turn is over: next seat, or the end of the game.
    EndTurn,
}

/// Whose turn it is and what is still to happen in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: SeatId,
    /// Turns begun so far, this one included.
    pub number: u32,
    pub actions_left: u8,
    /// Top = last.
    pub steps: Vec<Step>,
    /// Turns still to play once the last card was drawn (the final round), after this one.
    pub final_turns: Option<u8>,
    /// Who drew the last card.
    pub last_card_by: Option<SeatId>,
}

/// Present once the game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEnd {
    pub winners: Vec<SeatId>,
    /// How the points tie was broken: 0 not at all, 1 by cats on the property, 2 by the most
    /// cats of one colour.
    pub tie_break: u8,
}
