//! Cat Attack on plain data for searches: the same [`Engine`] the rule system runs, with no
//! world and no events.

use super::actions;
use super::bot::{best_on, scores_on};
use super::engine::{Engine, State, Statics};
use super::hard::standing;
use super::{CatAttack, CatAttackAction, CatAttackObservation};
use crate::core::search::{Search, soft_shares, wander, win_shares};
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// A game is several hundred actions: Expert's playouts play Normal for every seat for about a
/// round (as Hard's rollouts do), then weigh each cat's standing (`estimate`).
pub const EXPERT_DEPTH: usize = 40;

/// How many points of Hard's standing (100 a food, 10 a life) make a cat's estimated share e
/// (about 2.7) times another's.
const SPREAD: f64 = 60.0;

impl Search for CatAttack {
    type Policy = ();

    fn state(world: &World) -> State {
        super::rules::state(world).clone()
    }

    fn policy(_: &CatAttackObservation, _: &State) {}

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

    /// Normal's best action, now and then a random one.
    fn playout(
        _: &mut (),
        s: &State,
        seat: SeatId,
        legal: &[CatAttackAction],
        rng: &mut GameRng,
    ) -> usize {
        if let Some(i) = wander(legal.len(), rng) {
            return i;
        }
        best_on(s, seat, legal)
    }

    /// Normal's scores.
    fn prior(
        _: &mut (),
        s: &State,
        seat: SeatId,
        legal: &[CatAttackAction],
        out: &mut Vec<f64>,
    ) -> bool {
        scores_on(s, seat, legal, out);
        true
    }

    fn step(s: &mut State, seat: SeatId, action: &CatAttackAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, Recorder::quiet());
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
        let statics = Statics {
            level: obs.level.clone(),
            board: obs.position.board.clone(),
            texts: obs.curiosity_texts.clone(),
        };
        State::from_snapshot(snap, statics)
    }

    /// Each cat's standing as Hard judges its rollouts (foods, lives, the way to what it needs),
    /// turned into shares that grow by a factor e for every `SPREAD` points ahead; a retired
    /// cat has none.
    fn estimate(_: &mut (), s: &State, out: &mut [f64]) {
        if Self::result(s, out) {
            return;
        }
        for (i, v) in out.iter_mut().enumerate() {
            *v = standing(&s.pos, SeatId(i as u8));
        }
        soft_shares(out, SPREAD);
    }
}
