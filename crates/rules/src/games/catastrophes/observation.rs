//! What one seat may know: its own hand, the cards it placed this round, and everything public.

use super::actions::CatastrophesAction;
use super::components::{Card, Placed, RoundMove};
use crate::core::{Observe, SeatId};
use serde::{Deserialize, Serialize};

/// A face-down card as a seat sees it: who put it there, and the card only if it was this seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceDownView {
    pub by: SeatId,
    pub card: Option<Card>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatastrophesObservation {
    /// The seat looking, or `None` for what anyone at the table may see (no hand, no card
    /// values, no legal actions).
    pub seat: Option<SeatId>,
    pub hand: Vec<Card>,
    pub scale: u8,
    /// Everyone's punishment points, by seat.
    pub punishment: Vec<u32>,
    pub hand_sizes: Vec<usize>,
    pub draw_pile: usize,
    /// By seat: the card lying face down in front of it, if any.
    pub face_down: Vec<Option<FaceDownView>>,
    pub first_player: SeatId,
    pub round: u32,
    /// What the seats that acted this round did, in turn order (cards hidden).
    pub moves: Vec<RoundMove>,
    /// The discards: every card revealed in earlier rounds, face up.
    pub discards: Vec<Card>,
    /// Every card in play (the sets used): the box's contents are public.
    pub deck: Vec<Card>,
    pub wild_cats: bool,
    pub game_over: bool,
    /// This seat's legal actions; empty when it is not to act.
    pub legal: Vec<CatastrophesAction>,
}

impl Observe<CatastrophesAction> for CatastrophesObservation {
    fn legal(&self) -> &[CatastrophesAction] {
        &self.legal
    }
}

impl CatastrophesObservation {
    /// The seat a bot plays (bots are always seated).
    pub fn me(&self) -> SeatId {
        self.seat.expect("a seat's observation")
    }

    pub fn seats(&self) -> usize {
        self.punishment.len()
    }

    /// The face-down views of `face_down`, as `seat` sees them (`None`: as anyone sees them).
    pub fn view_of(
        seat: Option<SeatId>,
        face_down: &[Option<Placed>],
    ) -> Vec<Option<FaceDownView>> {
        face_down
            .iter()
            .map(|p| {
                p.map(|p| FaceDownView {
                    by: p.by,
                    card: (Some(p.by) == seat).then_some(p.card),
                })
            })
            .collect()
    }

    /// The cards this seat has not seen: the deck minus its hand, the discards and the cards it
    /// placed this round. They are somewhere in other hands, under other face-down cards or in
    /// the draw pile, in an order it cannot know.
    pub fn unseen(&self) -> Vec<Card> {
        let mut pool = self.deck.clone();
        let known = self.hand.iter().chain(&self.discards).chain(
            self.face_down
                .iter()
                .flatten()
                .filter_map(|v| v.card.as_ref()),
        );
        for card in known {
            if let Some(i) = pool.iter().position(|c| c == card) {
                pool.swap_remove(i);
            }
        }
        pool.sort();
        pool
    }

    /// Seats still to act this round after this one.
    pub fn still_to_act(&self) -> usize {
        self.seats().saturating_sub(self.moves.len() + 1)
    }
}
