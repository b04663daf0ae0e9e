//! The one decision of a round: place a card face down (in front of yourself or another
//! player), draw one or two cards, or pass when nothing else is possible.

use super::components::{Card, Cat};
use crate::core::{Refusal, SeatId};
use serde::{Deserialize, Serialize};
use std::borrow::Borrow;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CatastrophesAction {
    /// Put `card` from your hand face down in front of `target` (yourself or another player).
    Place { card: Card, target: SeatId },
    /// Take `count` (1 or 2) cards from the top of the draw pile.
    Draw { count: u8 },
    /// Only when there is no other action: an empty hand and an empty draw pile.
    Pass,
}

/// What a seat can see of the table when it is its turn to act: every cat (`C` is a [`Cat`] or
/// a reference to one, so the world's cats and the rules' state are read alike).
pub struct TableView<'a, C> {
    pub seat: SeatId,
    /// By seat.
    pub cats: &'a [C],
    pub draw_pile: usize,
}

impl<C: Borrow<Cat>> TableView<'_, C> {
    fn hand(&self) -> &[Card] {
        &self.cats[self.seat.index()].borrow().hand.0
    }
    fn occupied(&self, seat: SeatId) -> bool {
        self.cats[seat.index()].borrow().face_down.is_some()
    }
}

/// Every legal action, into `out` (cleared first): each different card in hand, lowest first,
/// onto each seat with no card in front of it (clockwise from yourself), then drawing one or
/// two cards while the pile has them. "Draw two" with one card left is not offered. With
/// nothing else legal, [`CatastrophesAction::Pass`].
pub fn legal<C: Borrow<Cat>>(view: &TableView<C>, out: &mut Vec<CatastrophesAction>) {
    out.clear();
    let hand = view.hand();
    let n = view.cats.len();
    // The different cards in ascending order, found without sorting a copy of the hand.
    let mut last: Option<Card> = None;
    while let Some(card) = hand
        .iter()
        .copied()
        .filter(|&c| last.is_none_or(|l| c > l))
        .min()
    {
        for target in view.seat.clockwise(n) {
            if !view.occupied(target) {
                out.push(CatastrophesAction::Place { card, target });
            }
        }
        last = Some(card);
    }
    for count in 1..=2u8 {
        if view.draw_pile >= count as usize {
            out.push(CatastrophesAction::Draw { count });
        }
    }
    if out.is_empty() {
        out.push(CatastrophesAction::Pass);
    }
}

/// Why `action` is not among [`legal`], in the rulebook's words.
pub fn explain<C: Borrow<Cat>>(view: &TableView<C>, action: &CatastrophesAction) -> Refusal {
    let hand = view.hand();
    match *action {
        CatastrophesAction::Place { target, .. } if target.index() >= view.cats.len() => {
            Refusal::new(
                "Put a card in front of a player at the table",
                format!("there is no seat {}", target.number()),
            )
        }
        CatastrophesAction::Place { .. } if hand.is_empty() => Refusal::new(
            "If you have no cards left in hand, you must draw cards from the draw pile",
            "your hand is empty",
        ),
        CatastrophesAction::Place { card, .. } if !hand.contains(&card) => Refusal::new(
            "Put a card from your hand face down",
            format!("you hold no {card}"),
        ),
        CatastrophesAction::Place { target, .. } if target == view.seat => Refusal::new(
            "There can only be one card in front of each player",
            "a card already lies in front of you: draw, or put a card in front of a player who has none",
        ),
        CatastrophesAction::Place { target, .. } => Refusal::new(
            "There can only be one card in front of each player",
            format!("a card already lies in front of seat {}", target.number()),
        ),
        CatastrophesAction::Draw { count } if count == 0 || count > 2 => Refusal::new(
            "Take either one or two cards from the top of the draw pile",
            format!("not {count}"),
        ),
        CatastrophesAction::Draw { .. } if view.draw_pile == 0 => Refusal::new(
            "If the draw pile has run out of cards, the action \"draw cards\" is no longer available",
            "the draw pile is empty (discards are not reshuffled)",
        ),
        CatastrophesAction::Draw { count } => Refusal::new(
            "Take either one or two cards from the top of the draw pile",
            format!(
                "only {} card is left, so you cannot draw {count}",
                view.draw_pile
            ),
        ),
        CatastrophesAction::Pass => Refusal::new(
            "Every player performs one action: place a card or draw cards",
            "you may only pass with no card in hand and an empty draw pile",
        ),
    }
}
