//! A draw pile with its discard pile, and hands. The top of a pile is the end of its vector.

use crate::core::GameRng;
use serde::{Deserialize, Serialize};

/// What happens when the draw pile is empty and a card is wanted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reshuffle {
    /// The discards are shuffled into a new draw pile (Cat Attack's Mog deck).
    FromDiscard,
    /// Drawing simply fails (Cat'astrophes: "don't shuffle the discarded cards").
    Never,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deck<C> {
    pub draw: Vec<C>,
    pub discard: Vec<C>,
    pub reshuffle: Reshuffle,
}

impl<C> Deck<C> {
    pub fn new(cards: Vec<C>, reshuffle: Reshuffle) -> Self {
        Self {
            draw: cards,
            discard: Vec::new(),
            reshuffle,
        }
    }
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.draw);
    }
    /// Cards a draw can still give, counting discards that would be reshuffled.
    pub fn available(&self) -> usize {
        match self.reshuffle {
            Reshuffle::FromDiscard => self.draw.len() + self.discard.len(),
            Reshuffle::Never => self.draw.len(),
        }
    }
    /// The top card; an empty pile is refilled from the discards if the game allows it.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<C> {
        if self.draw.is_empty()
            && self.reshuffle == Reshuffle::FromDiscard
            && !self.discard.is_empty()
        {
            std::mem::swap(&mut self.draw, &mut self.discard);
            rng.shuffle(&mut self.draw);
        }
        self.draw.pop()
    }
    pub fn discard(&mut self, card: C) {
        self.discard.push(card);
    }
    pub fn len(&self) -> usize {
        self.draw.len() + self.discard.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Cards held by one seat, in the order they were taken.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Hand<C>(pub Vec<C>);

impl<C: PartialEq> Hand<C> {
    /// Takes one copy of `card` out of the hand, if it is there.
    pub fn take(&mut self, card: &C) -> Option<C> {
        let i = self.0.iter().position(|c| c == card)?;
        Some(self.0.remove(i))
    }
    pub fn contains(&self, card: &C) -> bool {
        self.0.contains(card)
    }
}

impl<C> Hand<C> {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn push(&mut self, card: C) {
        self.0.push(card);
    }
}
