//! The rules on plain data for searches: [`State`] and the same [`Engine`] the rule system
//! runs (see `core::search`).

use super::GrandPrrrrix;
use super::actions::{GpAction, legal};
use super::observation::GpObservation;
use super::rules::{Engine, State};
use crate::core::search::{Search, win_shares};
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// A race is about a thousand actions: Expert plays about two rounds on, then weighs how far round
/// the course each cat is (`estimate`).
pub const EXPERT_DEPTH: usize = 80;

impl Search for GrandPrrrrix {
    type State = State;

    fn state(world: &World) -> State {
        State::from_world(world)
    }

    fn seats(s: &State) -> usize {
        s.cats.len()
    }

    fn observer(obs: &GpObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        s.asked()
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<GpAction>) {
        out.clear();
        out.extend(legal(s, seat));
    }

    fn step(s: &mut State, seat: SeatId, action: &GpAction, rng: &mut GameRng) {
        let mut e = Engine::quiet(s, rng);
        e.apply(seat, action.clone());
        e.settle();
    }

    fn result(s: &State, out: &mut [f64]) -> bool {
        let Some(end) = &s.end else {
            return false;
        };
        win_shares(&end.winners, out);
        true
    }

    fn sample(obs: &GpObservation, rng: &mut GameRng) -> State {
        obs.guess(rng)
    }

    /// How far round the course each cat is against the leader: a room behind is about a
    /// third of the share.
    fn estimate(s: &State, out: &mut [f64]) {
        let best = s.cats.iter().map(|c| c.done).max().unwrap_or(0) as f64;
        for (v, c) in out.iter_mut().zip(&s.cats) {
            *v = (c.done as f64 - best).exp();
        }
        let sum: f64 = out.iter().sum();
        out.iter_mut().for_each(|v| *v /= sum);
    }
}
