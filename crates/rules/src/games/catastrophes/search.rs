//! Cat'astrophes on plain data for searches: the rule system's own [`State`] and [`Engine`],
//! stepped with no world and no events.

use super::components::{Card, Cat, Placed, RoundState, TableRules};
use super::engine::{Engine, State};
use super::observation::CatastrophesObservation;
use super::{CardKind, Catastrophes, CatastrophesAction};
use crate::core::search::{Search, win_shares};
use crate::core::table::Recorder;
use crate::core::{Deck, GameRng, Hand, Reshuffle, SeatId};
use bevy_ecs::prelude::World;
use std::sync::Arc;

/// Points a card still in hand counts in [`Search::estimate`]: about half its value, as a cut
/// playout's hand may still be shed before the end.
const HAND_WEIGHT: f64 = 0.5;
/// How many points apart two cats' standings are worth a factor of e in [`Search::estimate`]:
/// a round's thresholds cost 1 to 3 points, so a few points' lead is far from a sure win.
const SPREAD: f64 = 3.0;

/// A whole game is under a hundred actions: Expert plays every playout to the end.
pub const EXPERT_DEPTH: usize = 1_000;

impl Search for Catastrophes {
    type Policy = ();
    /// A card is laid face down: the others see only where.
    const HIDDEN_MOVES: bool = true;

    /// The table's state without its record of the last reveal, which a search never keeps.
    fn state(world: &World) -> State {
        State {
            last_reveal: Vec::new(),
            ..super::state(world).clone()
        }
    }

    fn policy(_: &CatastrophesObservation, _: &State) {}

    fn playout(
        _: &mut (),
        s: &State,
        seat: SeatId,
        legal: &[CatastrophesAction],
        rng: &mut GameRng,
    ) -> usize {
        super::bot::playout_choice(s, seat, legal, rng)
    }

    /// A placed card as the others see it: where it lies, not what it is (no card is worth 0).
    fn seen(a: &CatastrophesAction) -> CatastrophesAction {
        match *a {
            CatastrophesAction::Place { target, .. } => CatastrophesAction::Place {
                card: Card::new(CardKind::Mischief, 0),
                target,
            },
            other => other,
        }
    }

    fn seats(s: &State) -> usize {
        s.cats.len()
    }

    fn observer(obs: &CatastrophesObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        s.to_act()
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<CatastrophesAction>) {
        s.legal(seat, out);
    }

    fn step(s: &mut State, seat: SeatId, action: &CatastrophesAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, Recorder::quiet());
        e.apply(seat, *action);
        e.settle();
    }

    fn result(s: &State, out: &mut [f64]) -> bool {
        let Some(end) = &s.end else {
            return false;
        };
        win_shares(&end.winners, out);
        true
    }

    /// The unseen cards shuffled and dealt into the hands, the face-down cards and the draw
    /// pile the seat cannot see, each place keeping its number of cards.
    fn sample(obs: &CatastrophesObservation, rng: &mut GameRng) -> State {
        let mut pool: Vec<Card> = obs.unseen();
        rng.shuffle(&mut pool);
        let n = obs.seats();
        let cats = (0..n)
            .map(|i| {
                let seat = SeatId(i as u8);
                let hand = if obs.seat == Some(seat) {
                    obs.hand.clone()
                } else {
                    pool.split_off(pool.len() - obs.hand_sizes[i])
                };
                let face_down = obs.face_down[i].map(|v| Placed {
                    card: v
                        .card
                        .unwrap_or_else(|| pool.pop().expect("the observation's counts add up")),
                    by: v.by,
                });
                Cat {
                    seat,
                    punishment: obs.punishment[i],
                    hand: Hand(hand),
                    face_down,
                }
            })
            .collect();
        // What is left is the draw pile. (A table built by hand may list more cards in its deck
        // than lie on it: the extra ones are left out.)
        pool.truncate(obs.draw_pile);
        State {
            cats,
            pile: Deck {
                draw: pool,
                discard: obs.discards.clone(),
                reshuffle: Reshuffle::Never,
            },
            scale: obs.scale,
            first: obs.first_player,
            round: RoundState {
                round: obs.round,
                moves: obs.moves.clone(),
            },
            rules: Arc::new(TableRules {
                seats: n as u8,
                wild_cats: obs.wild_cats,
                deck: obs.deck.clone(),
            }),
            end: None,
            last_reveal: Vec::new(),
        }
    }

    /// Lower is better: punishment plus part of the cards in hand, turned into shares that
    /// fall off by a factor of e every [`SPREAD`] points behind the best cat.
    fn estimate(_: &mut (), s: &State, out: &mut [f64]) {
        let standing = |c: &Cat| {
            let hand: u32 = c.hand.0.iter().map(|card| card.hand_points()).sum();
            c.punishment as f64 + HAND_WEIGHT * hand as f64
        };
        let best = s.cats.iter().map(standing).fold(f64::INFINITY, f64::min);
        for (v, c) in out.iter_mut().zip(&s.cats) {
            *v = (-(standing(c) - best) / SPREAD).exp();
        }
        let total: f64 = out.iter().sum();
        out.iter_mut().for_each(|v| *v /= total);
    }
}
