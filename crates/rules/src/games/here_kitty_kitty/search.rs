//! The rules on plain data for searches: [`State`] and the same [`Engine`] the rule system
//! runs (see `core::search`).

use super::actions::{HereKittyKittyAction, legal};
use super::components::Step;
use super::engine::{Engine, State};
use super::observation::HereKittyKittyObservation;
use super::{HereKittyKitty, bot};
use crate::core::search::{Search, soft_shares, win_shares};
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// Points of standing that count as about one step of a share in [`Search::estimate`]: a
/// House cat is 5.
const POINTS_SCALE: f64 = 6.0;

/// A whole game is a few hundred actions. Expert's greedy playouts stop after 16 (about two
/// rounds at 2 seats, one at 4) and the table is weighed as Normal weighs it: random playouts
/// to the end told it less than Hard's round of greedy play (`docs/expert-tuning.md`).
pub const EXPERT_DEPTH: usize = 16;

impl Search for HereKittyKitty {
    type Policy = ();
    /// The playouts are a good player's (greedy by Normal's value): a young node lets them
    /// play on, as in Cat Fight.
    const EXPAND_AFTER: u32 = 16;

    fn state(world: &World) -> State {
        super::rules::state(world).clone()
    }

    fn policy(_: &HereKittyKittyObservation, _: &State) {}

    fn playout(
        _: &mut (),
        s: &State,
        seat: SeatId,
        legal: &[HereKittyKittyAction],
        rng: &mut GameRng,
    ) -> usize {
        bot::playout_choice(s, seat, legal, rng)
    }

    fn seats(s: &State) -> usize {
        s.props.len()
    }

    fn observer(obs: &HereKittyKittyObservation) -> Option<SeatId> {
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

    fn legal(s: &State, seat: SeatId, out: &mut Vec<HereKittyKittyAction>) {
        out.clear();
        out.extend(legal(&s.view(), seat));
    }

    fn step(s: &mut State, seat: SeatId, action: &HereKittyKittyAction, rng: &mut GameRng) {
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

    fn sample(obs: &HereKittyKittyObservation, rng: &mut GameRng) -> State {
        bot::determinize(obs, rng)
    }

    /// Each seat's standing as Normal weighs it (its sheet and the promise of its Yard, Porch,
    /// hand and tucked cards) against the best, softened.
    fn estimate(_: &mut (), s: &State, out: &mut [f64]) {
        out.copy_from_slice(&bot::standings(s));
        soft_shares(out, POINTS_SCALE);
    }
}
