//! Who may act now, and what they are asked. An ordinary turn asks one seat; a response window
//! asks several at once (Here, Kitty, Kitty!'s out-of-turn defences, a spat's bonuses) and
//! stays open until every seat in it has answered or passed.

use crate::core::SeatId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// A seat's own turn, or a step of it.
    Turn,
    /// Seats may answer something that just happened, or pass. Answers stay hidden until the
    /// window closes, and the game resolves them in the window's order, not the order they came
    /// in, so who answers first changes nothing.
    Response,
}

/// The current decision: the seats that may act now and the game's own prompt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<P> {
    /// The seats still to act, in the order their answers resolve. One seat on a turn; a
    /// response window lists every seat that has not yet answered.
    pub seats: Vec<SeatId>,
    pub kind: DecisionKind,
    /// What is asked, in the game's terms (PlayCard, Roll, Respond, SpatBonus…).
    pub prompt: P,
}

impl<P> Decision<P> {
    /// One seat's turn.
    pub fn turn(seat: SeatId, prompt: P) -> Self {
        Self {
            seats: vec![seat],
            kind: DecisionKind::Turn,
            prompt,
        }
    }

    /// A window open to `seats` (those still to answer, in resolution order).
    pub fn response(seats: Vec<SeatId>, prompt: P) -> Self {
        Self {
            seats,
            kind: DecisionKind::Response,
            prompt,
        }
    }

    pub fn includes(&self, seat: SeatId) -> bool {
        self.seats.contains(&seat)
    }

    pub fn is_response(&self) -> bool {
        self.kind == DecisionKind::Response
    }

    /// The first seat asked (the only one on a turn).
    pub fn first(&self) -> Option<SeatId> {
        self.seats.first().copied()
    }
}

/// The answers of a response window, kept in the game's state until it closes. Seats answer
/// in any order; [`Window::in_order`] gives the answers in the window's order for the game to
/// resolve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Window<A> {
    /// The seats asked, in resolution order (say, clockwise from the seat that opened it).
    pub order: Vec<SeatId>,
    /// One slot per seat of `order`: `None` until it answers.
    pub answers: Vec<Option<A>>,
}

impl<A> Window<A> {
    pub fn open(order: Vec<SeatId>) -> Self {
        let answers = order.iter().map(|_| None).collect();
        Self { order, answers }
    }

    /// The seats that have not answered yet, in order.
    pub fn waiting(&self) -> Vec<SeatId> {
        self.order
            .iter()
            .zip(&self.answers)
            .filter(|(_, a)| a.is_none())
            .map(|(s, _)| *s)
            .collect()
    }

    /// For an online table's client holding `seats`: who has answered stays known, but what
    /// the others answered is hidden until the window closes, so each of their answers is
    /// replaced by `stand_in`.
    pub fn redact(&mut self, seats: &[SeatId], stand_in: A)
    where
        A: Clone,
    {
        for (seat, answer) in self.order.iter().zip(&mut self.answers) {
            if answer.is_some() && !seats.contains(seat) {
                *answer = Some(stand_in.clone());
            }
        }
    }

    pub fn is_waiting_for(&self, seat: SeatId) -> bool {
        self.slot(seat).is_some_and(|i| self.answers[i].is_none())
    }

    /// Records `seat`'s answer. Returns false (and records nothing) if the seat was not asked
    /// or has answered already: the gate refuses those before the rules see them.
    pub fn answer(&mut self, seat: SeatId, answer: A) -> bool {
        match self.slot(seat) {
            Some(i) if self.answers[i].is_none() => {
                self.answers[i] = Some(answer);
                true
            }
            _ => false,
        }
    }

    pub fn is_closed(&self) -> bool {
        self.answers.iter().all(Option::is_some)
    }

    /// Every answer given, in the window's order.
    pub fn in_order(&self) -> impl Iterator<Item = (SeatId, &A)> {
        self.order
            .iter()
            .zip(&self.answers)
            .filter_map(|(s, a)| a.as_ref().map(|a| (*s, a)))
    }

    fn slot(&self, seat: SeatId) -> Option<usize> {
        self.order.iter().position(|s| *s == seat)
    }
}
