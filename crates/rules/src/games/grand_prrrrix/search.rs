//! The rules on plain data for searches: [`State`] and the same [`Engine`] the rule system
//! runs (see `core::search`).

use super::GrandPrrrrix;
use super::actions::{GrandPrrrrixAction, legal};
use super::bot::{Dist, rank, value};
use super::engine::{Engine, State};
use super::observation::GrandPrrrrixObservation;
use crate::core::search::{Search, scores_in_order, soft_shares, wander, win_shares};
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// A race is about a thousand actions: Expert's playouts play Normal for every cat for about
/// two rounds (as Hard's rollouts do), then weigh each cat's race (`estimate`).
pub const EXPERT_DEPTH: usize = 40;

/// How many turns ahead in the race make a cat's estimated share e (about 2.7) times another's.
const SPREAD_TURNS: f64 = 1.5;

impl Search for GrandPrrrrix {
    /// Normal's distances to the rooms, built once per decision and tree.
    type Policy = Dist;

    fn state(world: &World) -> State {
        super::rules::state(world).clone()
    }

    fn policy(_: &GrandPrrrrixObservation, s: &State) -> Dist {
        Dist::new(s)
    }

    fn seats(s: &State) -> usize {
        s.cats.len()
    }

    fn observer(obs: &GrandPrrrrixObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        s.asked()
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<GrandPrrrrixAction>) {
        out.clear();
        out.extend(legal(s, seat));
    }

    /// Normal's best action, now and then a random one.
    fn playout(
        dist: &mut Dist,
        s: &State,
        seat: SeatId,
        legal: &[GrandPrrrrixAction],
        rng: &mut GameRng,
    ) -> usize {
        if let Some(i) = wander(legal.len(), rng) {
            return i;
        }
        let best = rank(s, dist, seat, legal).swap_remove(0).0;
        legal.iter().position(|a| *a == best).unwrap_or(0)
    }

    /// Normal's scores.
    fn prior(
        dist: &mut Dist,
        s: &State,
        seat: SeatId,
        legal: &[GrandPrrrrixAction],
        out: &mut Vec<f64>,
    ) -> bool {
        let ranked = rank(s, dist, seat, legal);
        scores_in_order(legal, &ranked, out);
        true
    }

    fn step(s: &mut State, seat: SeatId, action: &GrandPrrrrixAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, Recorder::quiet());
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

    fn sample(obs: &GrandPrrrrixObservation, rng: &mut GameRng) -> State {
        obs.guess(rng)
    }

    /// Each cat's race as Hard weighs it (rooms done, then the turns the rest would take),
    /// turned into shares that grow by a factor e for every `SPREAD_TURNS` turns ahead.
    fn estimate(dist: &mut Dist, s: &State, out: &mut [f64]) {
        // Every cat on the bare board, as Hard judges its rollouts; its value counts 12
        // points a turn.
        dist.live.clear();
        for (i, v) in out.iter_mut().enumerate() {
            *v = value(s, dist, SeatId(i as u8)) / 12.0;
        }
        soft_shares(out, SPREAD_TURNS);
    }
}
