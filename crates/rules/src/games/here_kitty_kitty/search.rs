//! The rules on plain data for searches: [`State`] and the same [`Engine`] the rule system
//! runs (see `core::search`).

use super::actions::{HkkAction, legal};
use super::components::Step;
use super::observation::HkkObservation;
use super::rules::{Engine, State};
use super::{HereKittyKitty, bot, scoring};
use crate::core::search::{Search, win_shares};
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// Points that count as about one step of a share in [`Search::estimate`]: a House cat is 5.
const POINTS_SCALE: f64 = 6.0;

/// A whole game is a few hundred actions: Expert plays every playout to the end.
pub const EXPERT_DEPTH: usize = 1_000;

impl Search for HereKittyKitty {
    type State = State;
    type Policy = ();

    fn state(world: &World) -> State {
        State::from_world(world)
    }

    fn policy(_: &HkkObservation, _: &State) {}

    fn seats(s: &State) -> usize {
        s.props.len()
    }

    fn observer(obs: &HkkObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        if s.end.is_some() {
            return None;
        }
        match s.turn.steps.last()? {
            Step::Action => Some(s.turn.seat),
            Step::Window { window, .. } => window.waiting().first().copied(),
            Step::Choose(c) => Some(c.chooser),
            Step::Aim { copier, .. } => Some(*copier),
            _ => None,
        }
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<HkkAction>) {
        out.clear();
        out.extend(legal(&s.view(), seat));
    }

    fn step(s: &mut State, seat: SeatId, action: &HkkAction, rng: &mut GameRng) {
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

    fn sample(obs: &HkkObservation, rng: &mut GameRng) -> State {
        bot::determinize(obs, rng)
    }

    /// The scoring sheet as it stands, each seat's points against the best, softened.
    fn estimate(_: &mut (), s: &State, out: &mut [f64]) {
        let sheet = scoring::sheet(&s.props);
        let best = sheet.iter().map(|c| c.total).max().unwrap_or(0) as f64;
        for (v, c) in out.iter_mut().zip(&sheet) {
            *v = ((c.total as f64 - best) / POINTS_SCALE).exp();
        }
        let sum: f64 = out.iter().sum();
        out.iter_mut().for_each(|v| *v /= sum);
    }
}
