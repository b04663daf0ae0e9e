//! What one seat may know: the whole board, how many creams everyone holds and each saucer
//! still has, what is left in everyone's hand, and the values of its own creams only.

use super::actions::{self, CatFightAction, Ctx, Phase};
use super::board::Position;
use super::components::*;
use super::engine::{CatFightSnapshot, State};
use crate::core::{GameRng, Observe, SeatId};
use crate::levels::cat_fight::BoardDef;

#[derive(Clone, Debug, PartialEq)]
pub struct CatFightObservation {
    /// The seat looking, or `None` for what anyone at the table may see (no cream values, no
    /// legal actions).
    pub seat: Option<SeatId>,
    /// The board as printed, with the values printed under the twelve creams (which cream
    /// has which value is what stays hidden).
    pub board: BoardDef,
    pub position: Position,
    /// Whose turn, the fight in progress, the saucer the turn's cat may sip: all public.
    pub turn: Turn,
    pub stocks: Stocks,
    /// Creams each seat holds (values hidden).
    pub cream_counts: Vec<u8>,
    /// This seat's own creams: (id, value).
    pub own_creams: Vec<(u8, u8)>,
    /// Every seat's cream value, once the game is over and they are revealed.
    pub final_scores: Option<Vec<i64>>,
    pub legal: Vec<CatFightAction>,
}

/// Whether none of `seats` may see `cream`'s value: a cream is seen by its holder, and every
/// held cream by everyone once the game has `ended`; one in a saucer or out of the game by
/// nobody.
pub(super) fn value_hidden(cream: &Cream, seats: &[SeatId], ended: bool) -> bool {
    match cream.place {
        CreamPlace::Held(s) => !ended && !seats.contains(&s),
        CreamPlace::Saucer(_) | CreamPlace::Out(_) => true,
    }
}

impl Observe<CatFightAction> for CatFightObservation {
    fn legal(&self) -> &[CatFightAction] {
        &self.legal
    }
}

pub(super) fn observe(s: &State, board: &BoardDef, seat: Option<SeatId>) -> CatFightObservation {
    let n = s.pos.cats.len();
    let mut cream_counts = vec![0u8; n];
    let mut own_creams = Vec::new();
    for c in &s.creams {
        if let CreamPlace::Held(s) = c.place {
            cream_counts[s.index()] += 1;
            if Some(s) == seat {
                own_creams.push((c.id, c.value));
            }
        }
    }
    own_creams.sort();
    let final_scores = s.turn.ended.map(|_| {
        let mut totals = vec![0; n];
        s.cream_totals(&mut totals);
        totals
    });
    let mut obs = CatFightObservation {
        seat,
        board: board.clone(),
        position: s.pos.clone(),
        turn: s.turn.clone(),
        stocks: s.stocks.clone(),
        cream_counts,
        own_creams,
        final_scores,
        legal: Vec::new(),
    };
    if let Some(s) = seat {
        obs.legal = obs.legal_for(s);
    }
    obs
}

impl CatFightObservation {
    pub fn phase(&self) -> Phase {
        actions::phase(&self.turn)
    }

    /// The seat a bot plays (bots are always seated).
    pub fn me(&self) -> SeatId {
        self.seat.expect("a seat's observation")
    }

    /// What `seat` could do now, as far as this seat can tell (exact for itself).
    pub fn legal_for(&self, seat: SeatId) -> Vec<CatFightAction> {
        let own: Vec<u8> = if Some(seat) == self.seat {
            self.own_creams.iter().map(|c| c.0).collect()
        } else {
            Vec::new()
        };
        let ctx = Ctx {
            pos: &self.position,
            turn: &self.turn,
            stocks: &self.stocks.seats,
            own_creams: &own,
        };
        actions::legal(&ctx, seat)
    }

    /// The value of this seat's own creams.
    pub fn own_value(&self) -> i64 {
        self.own_creams.iter().map(|c| c.1 as i64).sum()
    }

    /// The values this seat has not seen: the box's values less its own.
    pub fn unseen_values(&self) -> Vec<u8> {
        let mut pool = self.board.creams.clone();
        for (_, v) in &self.own_creams {
            if let Some(i) = pool.iter().position(|p| p == v) {
                pool.swap_remove(i);
            }
        }
        pool.sort();
        pool
    }

    /// The mean of [`Self::unseen_values`]: what a cream this seat has not seen is worth to it.
    pub fn unseen_mean(&self) -> f64 {
        let unseen = self.unseen_values();
        unseen.iter().map(|&v| f64::from(v)).sum::<f64>() / unseen.len().max(1) as f64
    }

    /// A whole game state consistent with this observation: the unseen values dealt at random
    /// (with `rng`, the bot's own) to the other seats' creams, the saucers and the box.
    pub fn determinize(&self, rng: &mut GameRng) -> CatFightSnapshot {
        let mut pool = self.unseen_values();
        rng.shuffle(&mut pool);
        let own_ids: Vec<u8> = self.own_creams.iter().map(|c| c.0).collect();
        let mut free_ids = (0..self.board.creams.len() as u8).filter(|id| !own_ids.contains(id));
        let mut creams: Vec<Cream> = self
            .own_creams
            .iter()
            .map(|&(id, value)| Cream {
                id,
                value,
                place: CreamPlace::Held(self.me()),
            })
            .collect();
        let mut places = Vec::new();
        for (s, &k) in self.cream_counts.iter().enumerate() {
            if s != self.me().index() {
                places.extend(std::iter::repeat_n(
                    CreamPlace::Held(SeatId(s as u8)),
                    k as usize,
                ));
            }
        }
        for s in &self.position.saucers {
            places.extend(std::iter::repeat_n(
                CreamPlace::Saucer(s.index),
                s.creams as usize,
            ));
        }
        for value in pool {
            let place = if places.is_empty() {
                CreamPlace::Out(OutReason::Unused)
            } else {
                places.remove(0)
            };
            let id = free_ids.next().expect("twelve ids for twelve creams");
            creams.push(Cream { id, value, place });
        }
        creams.sort_by_key(|c| c.id);
        CatFightSnapshot {
            cats: self.position.cats.clone(),
            saucers: self
                .position
                .saucers
                .iter()
                .map(|s| Saucer {
                    index: s.index,
                    square: s.square,
                })
                .collect(),
            creams,
            blockers: self.position.blockers.clone(),
            catnips: self.position.catnips.clone(),
            turn: self.turn.clone(),
            stocks: self.stocks.clone(),
            tally: Tally::default(),
        }
    }
}
