//! Cat Fight for searches: the rule system's own [`Engine`] on a [`State`], without events.

use super::actions::phase;
use super::bot::{READY_TO_SIP, View, counted_cream, ranked_view, sipper};
use super::engine::{Engine, State};
use super::{CatFight, CatFightAction, CatFightObservation};
use crate::core::search::{Search, scores_in_order, soft_shares, wander};
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::World;

/// Playouts play Normal for every seat for about a dozen turns (as Hard's rollouts do), then
/// the table is weighed: a whole game of Normal costs too much per iteration, and a random one
/// hardly ever sips.
pub const EXPERT_DEPTH: usize = 30;

/// What the deciding seat knows of the cream values, for weighing a cut playout as Hard
/// judges its rollouts ([`counted_cream`]).
pub struct Known {
    me: SeatId,
    own: Vec<(u8, u8)>,
    mean: f64,
}

/// How many points of cream ahead make a seat's estimated share e (about 2.7) times another's.
const SPREAD: f64 = 4.0;

impl Search for CatFight {
    type Policy = Known;
    /// Normal's playouts judge a move as Hard's rollouts do; the tree grows where its means
    /// can do better.
    const EXPAND_AFTER: u32 = 16;

    fn state(world: &World) -> State {
        super::rules::state(world).clone()
    }

    fn policy(obs: &CatFightObservation, _: &State) -> Known {
        Known {
            me: obs.me(),
            own: obs.own_creams.clone(),
            mean: obs.unseen_mean(),
        }
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

    /// Normal's best action (ties at random), now and then a random one.
    fn playout(
        _: &mut Known,
        s: &State,
        seat: SeatId,
        legal: &[CatFightAction],
        rng: &mut GameRng,
    ) -> usize {
        if let Some(i) = wander(legal.len(), rng) {
            return i;
        }
        let ranked = ranked_view(&view(s, seat, legal));
        let ties = ranked
            .iter()
            .take_while(|(_, v)| *v >= ranked[0].1 - 1e-9)
            .count();
        let a = ranked[rng.below(ties)].0;
        legal.iter().position(|l| *l == a).unwrap_or(0)
    }

    /// Normal's values: what it never weighs (a blocker that cuts no line it cares about)
    /// comes last.
    fn prior(
        _: &mut Known,
        s: &State,
        seat: SeatId,
        legal: &[CatFightAction],
        out: &mut Vec<f64>,
    ) -> bool {
        let ranked = ranked_view(&view(s, seat, legal));
        scores_in_order(legal, &ranked, out);
        true
    }

    fn step(s: &mut State, seat: SeatId, action: &CatFightAction, rng: &mut GameRng) {
        let mut e = Engine::new(s, rng, Recorder::quiet());
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

    /// Each seat's cream as the deciding seat can count it ([`Known`]), plus some for a cat
    /// ready to sip, turned into shares that grow by a factor e for every `SPREAD` points
    /// ahead.
    fn estimate(known: &mut Known, s: &State, out: &mut [f64]) {
        counted_cream(&s.creams, known.me, &known.own, known.mean, out);
        for (i, v) in out.iter_mut().enumerate() {
            if sipper(&s.pos, SeatId(i as u8)) {
                *v += READY_TO_SIP * known.mean;
            }
        }
        soft_shares(out, SPREAD);
    }
}

/// What Normal weighs for `seat` on a search's plain table.
fn view<'a>(s: &'a State, seat: SeatId, legal: &'a [CatFightAction]) -> View<'a> {
    View {
        seat,
        position: &s.pos,
        turn: &s.turn,
        stocks: &s.stocks,
        legal,
    }
}
