//! Cat Attack on plain data for searches: the same [`Engine`] the rule system runs, with no
//! world and no events.

use super::actions;
use super::components::LIVES;
use super::engine::{Engine, State};
use super::{CatAttack, CatAttackAction, CatAttackObservation};
use crate::core::search::{Search, win_shares};
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// A game is several hundred actions: Expert plays about two rounds on, then weighs foods and
/// lives (`estimate`).
pub const EXPERT_DEPTH: usize = 150;

impl Search for CatAttack {
    type State = State;

    fn state(world: &World) -> State {
        State::from_world(world)
    }

    fn seats(s: &State) -> usize {
        s.pos.cats.len()
    }

    fn observer(obs: &CatAttackObservation) -> Option<SeatId> {
        obs.seat
    }

    fn asked(s: &State) -> Option<SeatId> {
        actions::asked(&s.turn)
    }

    fn legal(s: &State, seat: SeatId, out: &mut Vec<CatAttackAction>) {
        actions::legal_into(&s.ctx(), seat, out);
    }

    fn step(s: &mut State, seat: SeatId, action: &CatAttackAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, false);
        e.apply(seat, action);
        e.settle();
    }

    fn result(s: &State, out: &mut [f64]) -> bool {
        let Some(reason) = s.turn.ended else {
            return false;
        };
        win_shares(&super::winners(&s.pos, reason), out);
        true
    }

    /// The unseen cards dealt at random, as the Hard bot deals its rollouts.
    fn sample(obs: &CatAttackObservation, rng: &mut GameRng) -> State {
        let snap = super::hard::determinize(obs, rng);
        State::from_snapshot(
            snap,
            obs.position.board.clone(),
            obs.curiosity_texts.clone(),
        )
    }

    /// Each cat's foods (most of the weight) and lives, as shares of one; retired cats none.
    fn estimate(s: &State, out: &mut [f64]) {
        if Self::result(s, out) {
            return;
        }
        let pos = &s.pos;
        for (i, v) in out.iter_mut().enumerate() {
            let seat = SeatId(i as u8);
            let cat = pos.cat(pos.keeper(seat));
            *v = if cat.retired {
                0.0
            } else {
                0.1 + f64::from(pos.larder(seat).count()) + 0.3 * f64::from(cat.lives.min(LIVES))
            };
        }
        let total: f64 = out.iter().sum();
        if total > 0.0 {
            out.iter_mut().for_each(|v| *v /= total);
        }
    }
}
