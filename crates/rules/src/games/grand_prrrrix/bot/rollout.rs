//! Hard's rollouts: a candidate action played forward, then Normal's choice for every cat.

use super::distance::Dist;
use super::score::rank;
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use crate::games::grand_prrrrix::GrandPrrrrixAction;
use crate::games::grand_prrrrix::actions::legal;
use crate::games::grand_prrrrix::engine::{Engine, State};

/// Applies one action and everything that follows by itself.
pub(super) fn play(s: &mut State, rng: &mut GameRng, seat: SeatId, action: GrandPrrrrixAction) {
    let mut e = Engine::new(s, rng, Recorder::quiet());
    e.apply(seat, action);
    e.settle();
}

/// Every seat plays Normal's choice until turn `stop` begins or the race is won.
pub(super) fn rollout(s: &mut State, rng: &mut GameRng, dist: &mut Dist, stop: u32) {
    for _ in 0..2_000 {
        if s.end.is_some() || s.turn.number >= stop {
            return;
        }
        let Some(seat) = s.asked() else {
            return;
        };
        let options = legal(s, seat);
        if options.is_empty() {
            return;
        }
        let action = rank(s, dist, seat, &options).remove(0).0;
        play(s, rng, seat, action);
    }
}
