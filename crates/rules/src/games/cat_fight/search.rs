//! Cat Fight for searches: the rule system's own [`Engine`] on a [`State`], without events.

use super::actions::phase;
use super::engine::{Engine, State};
use super::{CatFight, CatFightAction, CatFightObservation};
use crate::core::search::Search;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// A game is a few hundred actions: Expert plays every playout to the end.
pub const EXPERT_DEPTH: usize = 1_000;

impl Search for CatFight {
    type State = State;

    fn state(world: &World) -> State {
        State::from_world(world)
    }

    fn seats(s: &State) -> usize {
        s.stocks.seats.len()
    }

    fn observer(obs: &CatFightObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        phase(&s.turn).seat()
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<CatFightAction>) {
        s.legal(seat, out);
    }

    fn step(s: &mut State, seat: SeatId, action: &CatFightAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, false);
        e.apply(seat, *action);
        e.settle();
    }

    fn result(s: &State, out: &mut [f64]) -> bool {
        if s.turn.ended.is_none() {
            return false;
        }
        s.cream_totals(out);
        let best = out.iter().copied().fold(f64::MIN, f64::max);
        let winners = out.iter().filter(|v| **v == best).count() as f64;
        out.iter_mut()
            .for_each(|v| *v = if *v == best { 1.0 / winners } else { 0.0 });
        true
    }

    /// The seat's own creams as they are, the values it has not seen dealt at random to the
    /// other seats' creams and the saucers' (as the Hard bot deals them).
    fn sample(obs: &CatFightObservation, rng: &mut GameRng) -> State {
        let snap = obs.determinize(rng);
        State {
            pos: obs.position.clone(),
            creams: snap.creams,
            turn: snap.turn,
            stocks: snap.stocks,
            tally: snap.tally,
        }
    }

    /// Shares in proportion to the cream each seat holds (plus one, so a seat with none still
    /// has a chance): a rough guess, cheap enough for every cut playout.
    fn estimate(s: &State, out: &mut [f64]) {
        s.cream_totals(out);
        out.iter_mut().for_each(|v| *v += 1.0);
        let sum: f64 = out.iter().sum();
        out.iter_mut().for_each(|v| *v /= sum);
    }
}
