//! The one decision of a round: place a card face down (in front of yourself or another
//! player), draw one or two cards, or pass when nothing else is possible.

use super::components::{Card, Cat};
use crate::core::{Refusal, SeatId};
use crate::text;
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
                text!("cx-rule-place-at-table"),
                text!("cx-refused-no-seat", seat = target.number()),
            )
        }
        CatastrophesAction::Place { .. } if hand.is_empty() => Refusal::new(
            text!("cx-rule-empty-hand-draws"),
            text!("cx-refused-hand-empty"),
        ),
        CatastrophesAction::Place { card, .. } if !hand.contains(&card) => Refusal::new(
            text!("cx-rule-card-from-hand"),
            text!("cx-refused-not-in-hand", card = card.text()),
        ),
        CatastrophesAction::Place { target, .. } if target == view.seat => Refusal::new(
            text!("cx-rule-one-card-each"),
            text!("cx-refused-card-before-you"),
        ),
        CatastrophesAction::Place { target, .. } => Refusal::new(
            text!("cx-rule-one-card-each"),
            text!("cx-refused-card-before-seat", seat = target.number()),
        ),
        CatastrophesAction::Draw { count } if count == 0 || count > 2 => Refusal::new(
            text!("cx-rule-draw-one-or-two"),
            text!("cx-refused-draw-count", count = count),
        ),
        CatastrophesAction::Draw { .. } if view.draw_pile == 0 => Refusal::new(
            text!("cx-rule-pile-run-out"),
            text!("cx-refused-pile-empty"),
        ),
        CatastrophesAction::Draw { count } => Refusal::new(
            text!("cx-rule-draw-one-or-two"),
            text!(
                "cx-refused-pile-too-small",
                left = view.draw_pile,
                count = count
            ),
        ),
        CatastrophesAction::Pass => {
            Refusal::new(text!("cx-rule-one-action"), text!("cx-refused-pass"))
        }
    }
}
