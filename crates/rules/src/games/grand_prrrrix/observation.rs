//! What one seat may know: everything on the board and every hand is open in this game; only
//! the order of the Turn Order deck is hidden (which cards are still to come is not: the
//! turned ones lie face up).

use super::actions::GrandPrrrrixAction;
use super::components::*;
use super::engine::State;
use crate::core::{Deck, GameRng, Observe, Reshuffle, SeatId};
use crate::levels::grand_prrrrix::Mansion;
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub struct GrandPrrrrixObservation {
    /// The seat looking, or `None` for what anyone at the table may see.
    pub seat: Option<SeatId>,
    pub cats: Vec<Cat>,
    pub board: Arc<Mansion>,
    pub layout: Layout,
    pub coins: u8,
    pub options: Options,
    pub turn: Turn,
    /// The Turn Order cards still to come, sorted: their order is hidden.
    pub to_come: Vec<Miaow>,
    /// The turned cards, oldest first.
    pub turned: Vec<Miaow>,
    pub game_over: bool,
    pub legal: Vec<GrandPrrrrixAction>,
}

impl Observe<GrandPrrrrixAction> for GrandPrrrrixObservation {
    fn legal(&self) -> &[GrandPrrrrixAction] {
        &self.legal
    }
}

impl GrandPrrrrixObservation {
    pub fn of(s: &State, seat: Option<SeatId>, legal: Vec<GrandPrrrrixAction>) -> Self {
        let mut to_come = s.deck.draw.clone();
        to_come.sort();
        Self {
            seat,
            cats: s.cats.clone(),
            board: s.board.clone(),
            layout: s.layout.clone(),
            coins: s.coins,
            options: s.options.clone(),
            turn: s.turn.clone(),
            to_come,
            turned: s.deck.discard.clone(),
            game_over: s.end.is_some(),
            legal,
        }
    }

    /// The seat a bot plays (bots are always seated).
    pub fn me(&self) -> SeatId {
        self.seat.expect("a seat's observation")
    }

    /// A table consistent with what this seat knows: the cards to come in a random order.
    pub fn guess(&self, rng: &mut GameRng) -> State {
        let mut draw = self.to_come.clone();
        rng.shuffle(&mut draw);
        State {
            cats: self.cats.clone(),
            board: self.board.clone(),
            layout: self.layout.clone(),
            deck: Deck {
                draw,
                discard: self.turned.clone(),
                reshuffle: Reshuffle::FromDiscard,
            },
            coins: self.coins,
            options: self.options.clone(),
            turn: self.turn.clone(),
            end: None,
        }
    }
}
