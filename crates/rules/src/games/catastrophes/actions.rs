//! The one decision of a round: place a card face down (in front of yourself or another
//! player), draw one or two cards, or pass when nothing else is possible.

use super::components::Card;
use crate::core::{Refusal, SeatId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CatastrophesAction {
    /// Put `card` from your hand face down in front of `target` (yourself or another player).
    Place { card: Card, target: SeatId },
    /// Take `count` (1 or 2) cards from the top of the draw pile.
    Draw { count: u8 },
    /// Only when there is no other action: an empty hand and an empty draw pile.
    Pass,
}

/// What a seat can see of the table when it is its turn to act.
pub struct TableView<'a> {
    pub seat: SeatId,
    pub hand: &'a [Card],
    /// Per seat, whether a card already lies in front of it.
    pub occupied: &'a [bool],
    pub draw_pile: usize,
}

/// Every legal action: each different card in hand onto each seat with no card in front of it
/// (clockwise from yourself), then drawing one or two cards while the pile has them. "Draw
/// two" with one card left is not offered. With nothing else legal, [`CatastrophesAction::Pass`].
pub fn legal(view: &TableView) -> Vec<CatastrophesAction> {
    let mut out = Vec::new();
    let mut cards = view.hand.to_vec();
    cards.sort();
    cards.dedup();
    let n = view.occupied.len();
    for card in cards {
        for target in view.seat.clockwise(n) {
            if !view.occupied[target.index()] {
                out.push(CatastrophesAction::Place { card, target });
            }
        }
    }
    for count in 1..=2u8 {
        if view.draw_pile >= count as usize {
            out.push(CatastrophesAction::Draw { count });
        }
    }
    if out.is_empty() {
        out.push(CatastrophesAction::Pass);
    }
    out
}

/// Why `action` is not among [`legal`], in the rulebook's words.
pub fn explain(view: &TableView, action: &CatastrophesAction) -> Refusal {
    match *action {
        CatastrophesAction::Place { target, .. } if target.index() >= view.occupied.len() => {
            Refusal::new(
                "Put a card in front of a player at the table",
                format!("there is no seat {}", target.number()),
            )
        }
        CatastrophesAction::Place { .. } if view.hand.is_empty() => Refusal::new(
            "If you have no cards left in hand, you must draw cards from the draw pile",
            "your hand is empty",
        ),
        CatastrophesAction::Place { card, .. } if !view.hand.contains(&card) => Refusal::new(
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
