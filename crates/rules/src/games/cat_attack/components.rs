//! The values Cat Attack's state is made of. Cats, mice, birds, the car and the shops are also
//! the table's face in the ECS: one entity each, drawn from the state ([`super::face`]).
//! Everything serializes, so a snapshot is just these values.

use crate::core::{Deck, SeatId, Text};
use crate::levels::cat_attack::{Board as BoardDef, MogCard, ShopKind};
use crate::text;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A space of the board, by index into [`BoardDef::spaces`].
pub type Space = u16;

/// Lives a cat starts with.
pub const LIVES: u8 = 9;
/// Cards in a full hand.
pub const HAND: usize = 6;
/// "No more than six spaces away": Cat Attack, Cat Burglar and Cat Fight.
pub const REACH: u8 = 6;

/// The six foods of a full larder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Food {
    Bird,
    Mouse,
    Fish,
    Milk,
    CatFood,
    Vitamins,
}

impl Food {
    pub const ALL: [Food; 6] = [
        Food::Bird,
        Food::Mouse,
        Food::Fish,
        Food::Milk,
        Food::CatFood,
        Food::Vitamins,
    ];

    /// What each shop sells (the rulebook's setting up, step 4).
    pub fn of_shop(shop: ShopKind) -> Food {
        match shop {
            ShopKind::Fishmonger => Food::Fish,
            ShopKind::Dairy => Food::Milk,
            ShopKind::CornerShop => Food::CatFood,
            ShopKind::Vet => Food::Vitamins,
        }
    }

    /// The food as a message, as a cat takes it ("a tin of fish"): put into a sentence as the
    /// thing taken.
    pub fn text(self) -> Text {
        match self {
            Food::Bird => text!("ca-food-bird"),
            Food::Mouse => text!("ca-food-mouse"),
            Food::Fish => text!("ca-food-fish"),
            Food::Milk => text!("ca-food-milk"),
            Food::CatFood => text!("ca-food-cat-food"),
            Food::Vitamins => text!("ca-food-vitamins"),
        }
    }

    /// In English, for the app's own labels (the rules' messages use [`Food::text`]).
    pub fn name(self) -> &'static str {
        match self {
            Food::Bird => "a bird",
            Food::Mouse => "a mouse",
            Food::Fish => "a tin of fish",
            Food::Milk => "a bowl of milk",
            Food::CatFood => "a tin of cat food",
            Food::Vitamins => "a box of cat vitamins",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The foods in a larder: at most one of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Larder(pub u8);

impl Larder {
    pub fn has(self, food: Food) -> bool {
        self.0 & food.bit() != 0
    }
    pub fn add(&mut self, food: Food) {
        self.0 |= food.bit();
    }
    pub fn remove(&mut self, food: Food) {
        self.0 &= !food.bit();
    }
    pub fn count(self) -> u8 {
        self.0.count_ones() as u8
    }
    pub fn is_full(self) -> bool {
        self.count() as usize == Food::ALL.len()
    }
    pub fn foods(self) -> impl Iterator<Item = Food> {
        Food::ALL.into_iter().filter(move |f| self.has(*f))
    }
}

/// A seat's cat: where it stands, its lives and its larder. A retired cat has left the board;
/// its larder stays on its house's roof, up for grabs.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cat {
    pub seat: SeatId,
    /// The house the cat lives in (an index into the board's houses).
    pub house: u8,
    pub space: Space,
    pub lives: u8,
    /// The four shop foods; the bird and the mouse are [`Bird`] and [`Mouse`] entities.
    pub larder: Larder,
    pub retired: bool,
    /// Gang Warfare in separate houses: this cat came home with six foods by the exact roll.
    /// It stays on its Home for good and its turns are passed over while its gang plays on.
    #[serde(default)]
    pub finished: bool,
}

/// Gang Warfare ("play in pairs"): partners sit opposite, so seat `s` plays with seat
/// `s + teams` (and turns alternate between the gangs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gang {
    /// How many gangs: 0 when every cat plays for itself.
    pub teams: u8,
    /// The shorter game: each gang lives in one house, with one larder of six foods and one
    /// pool of lives, kept on the gang's first seat (its keeper) and mirrored on the others.
    pub shared_house: bool,
}

impl Gang {
    /// The gang of `seat` (each seat its own gang without Gang Warfare).
    pub fn team(self, seat: SeatId) -> u8 {
        if self.teams == 0 {
            seat.0
        } else {
            seat.0 % self.teams
        }
    }

    pub fn mates(self, a: SeatId, b: SeatId) -> bool {
        self.team(a) == self.team(b)
    }

    /// The seat whose cat holds the larder and the lives `seat` plays with.
    pub fn keeper(self, seat: SeatId) -> SeatId {
        if self.shared_house {
            SeatId(self.team(seat))
        } else {
            seat
        }
    }
}

/// Where a bird or a mouse is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Perch {
    /// In the bird-house or the mouse-hole.
    Nest,
    On(Space),
    /// In a cat's larder.
    Larder(SeatId),
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mouse {
    pub id: u8,
    pub at: Perch,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bird {
    pub id: u8,
    pub at: Perch,
}

/// Which kind of critter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Critter {
    Bird,
    Mouse,
}

impl Critter {
    pub fn food(self) -> Food {
        match self {
            Critter::Bird => Food::Bird,
            Critter::Mouse => Food::Mouse,
        }
    }
    /// The Mog suit that moves it (and makes a Six Cat of it).
    pub fn suit(self) -> Suit {
        match self {
            Critter::Bird => Suit::Bird,
            Critter::Mouse => Suit::Mouse,
        }
    }
    /// What a message selects on to name it in each language: "bird" or "mouse".
    pub fn key(self) -> &'static str {
        match self {
            Critter::Bird => "bird",
            Critter::Mouse => "mouse",
        }
    }
    /// In English, for the app's own labels (the rules' messages select on [`Critter::key`]).
    pub fn name(self) -> &'static str {
        match self {
            Critter::Bird => "bird",
            Critter::Mouse => "mouse",
        }
    }
    /// "birds", "mice".
    pub fn plural(self) -> &'static str {
        match self {
            Critter::Bird => "birds",
            Critter::Mouse => "mice",
        }
    }
}

/// A count of spaces in English words, "1 space", "3 spaces", for the app's card texts (the
/// rules' messages count with a plural of their own).
pub fn spaces(n: u8) -> String {
    format!("{n} space{}", if n == 1 { "" } else { "s" })
}

/// What a message selects on to name a shop in each language ("fishmonger", "dairy",
/// "corner-shop", "vet").
pub fn shop_key(shop: ShopKind) -> &'static str {
    match shop {
        ShopKind::Fishmonger => "fishmonger",
        ShopKind::Dairy => "dairy",
        ShopKind::CornerShop => "corner-shop",
        ShopKind::Vet => "vet",
    }
}

/// The black car: in the car park, or on a street space (an index into the route).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Car {
    pub at: Option<u8>,
}

/// A shop: open or closed, and the food left on its roof.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shop {
    pub kind: ShopKind,
    pub open: bool,
    pub stock: u8,
}

/// The board the table plays on, built from its level (the views draw it).
#[derive(Resource, Clone, Debug)]
pub struct Board(pub Arc<BoardDef>);

/// The two decks and the hands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cards {
    pub mog: Deck<MogCard>,
    /// Curiosity cards, top first, as indices into the level's lines. Drawn cards go under.
    pub curiosity: std::collections::VecDeque<u8>,
    /// By seat.
    pub hands: Vec<Vec<MogCard>>,
    /// What a seat last saw of another's hand: `seen[by][of]` (after an attack or a fight).
    pub seen: Vec<Vec<Option<Vec<MogCard>>>>,
    /// The Curiosity card drawn last, for the view.
    pub last_curiosity: Option<u8>,
}

/// How a cat move came about: only a die roll takes a full larder home for the win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    /// A Cat card.
    Card,
    /// The turn's roll, a Speedy Cat roll or a Curiosity "roll again".
    Die,
    /// A Curiosity card's "move three more spaces".
    Extra,
}

/// The suits a fight can be fought in, and a Six Cat laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Cat,
    Bird,
    Mouse,
}

impl Suit {
    pub fn of(card: MogCard) -> Option<Suit> {
        match card {
            MogCard::Cat(_) => Some(Suit::Cat),
            MogCard::Bird(_) => Some(Suit::Bird),
            MogCard::Mouse(_) => Some(Suit::Mouse),
            _ => None,
        }
    }
    /// What a message selects on to name the suit in each language: "cat", "bird" or "mouse".
    pub fn key(self) -> &'static str {
        match self {
            Suit::Cat => "cat",
            Suit::Bird => "bird",
            Suit::Mouse => "mouse",
        }
    }
    /// In English, for the app's own labels (the rules' messages select on [`Suit::key`]).
    pub fn name(self) -> &'static str {
        match self {
            Suit::Cat => "Cat",
            Suit::Bird => "Bird",
            Suit::Mouse => "Mouse",
        }
    }
}

/// One thing still to happen this turn. The turn is a stack of them: the top one happens next.
/// Some ask a seat (a decision), the others happen by themselves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Ask: play a Mog card, declare a Cat Fight or lay out a Six Cat.
    Play,
    /// Draw the seat's hand back up to six.
    DrawUp(SeatId),
    /// Ask: roll the die, then move that many spaces.
    Roll(MoveKind),
    /// Ask: the path of the turn's cat, exactly `steps` spaces. With no path, it is cornered.
    Move { steps: u8, kind: MoveKind },
    /// Ask: which bird or mouse moves `steps` spaces (or pass when none can).
    MoveCritter { critter: Critter, steps: u8 },
    /// Ask: what the Cat Attack card jumps on.
    Pounce,
    /// Ask: where the Cat Burglar card lands.
    Burgle,
    /// Ask: whose larder the Six Cat magics a critter out of, and where it goes.
    SixCat { critter: Critter },
    /// Ask `by`: take one card of `from`'s hand and give one back, or keep your hand.
    Swap { by: SeatId, from: SeatId },
    /// Ask: which food to take from `victim`'s larder.
    Raid { victim: SeatId, burgled: bool },
    /// Ask `to_play`: discard a card of `suit`. The first who cannot loses.
    Fight {
        attacker: SeatId,
        defender: SeatId,
        suit: Suit,
        to_play: SeatId,
    },
    /// Draw a Curiosity card and do what it says.
    Curiosity,
    /// The end of the turn: penalties, then the next seat.
    EndTurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A cat with six different foods landed on its Home by the exact roll.
    Food(SeatId),
    /// Every other cat has retired.
    LastCat(SeatId),
    /// The agreed number of rounds was played (the "shorter game" variant) or the safety cap.
    Time,
}

/// Whose turn it is and what is still to happen in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: SeatId,
    /// Turns begun so far, this one included.
    pub number: u32,
    /// The round this turn is in, from 1. A round ends when play comes back round to the seat
    /// that began the game (retired cats are passed over, so a round is one turn per cat still
    /// in the game).
    pub round: u32,
    /// The seat that began the game.
    pub first: SeatId,
    /// Top = last.
    pub steps: Vec<Step>,
    /// The home this turn's cat raided (with an ordinary move), whose garden it must leave.
    pub raided: Option<SeatId>,
    /// A Cat Burglar card was played this turn.
    pub burgled: bool,
    /// The last roll of the die, for the view.
    pub die: Option<u8>,
    pub ended: Option<EndReason>,
}

/// "Roll the die to decide who will go first": every roll of the roll-off, round by round.
/// Every seat rolls in the first round; the seats tied for the highest roll again, only they,
/// until one is highest. Public, and kept all game so the table can show how it began.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstRolls(pub Vec<Vec<(SeatId, u8)>>);

impl FirstRolls {
    /// The seat that rolled highest, alone, in the last round (the seat that began).
    pub fn winner(&self) -> Option<SeatId> {
        let last = self.0.last()?;
        let best = last.iter().map(|r| r.1).max()?;
        let mut top = last.iter().filter(|r| r.1 == best);
        let (seat, _) = top.next()?;
        top.next().is_none().then_some(*seat)
    }
}

/// Counts for `simulate`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub attacks: u32,
    pub catches: u32,
    pub purchases: u32,
    pub raids: u32,
    pub fights: u32,
    pub cornered: u32,
    pub curiosity: u32,
    pub car_hits: u32,
    pub retired: u32,
}
