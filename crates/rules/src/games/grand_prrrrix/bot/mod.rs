//! Normal and Hard bots. Both see what a player sees: the whole board, every cat's energy,
//! coins and Purr cards, and the Turn Order cards still to come but not their order.
//!
//! Normal plans its energy for the whole race: a square is worth the turns the rest of the
//! race would still take from it with the energy left, shared out over the legs between the
//! rooms still to visit (an even pace costs least: 2 spaces a turn for 1 energy beats 4 for
//! 6). So energy is worth the turns it saves later, not only on the way to the next room: it
//! sprints only when it can spare the energy, rests where it may while energy would still
//! save turns, and raids the Bowl and the Pillow when the meal or the nap pays for the turn.
//! It weighs spats by their odds, and holds a turn spent standing still for nothing against
//! itself.
//! Hard searches: Normal's best few choices, each played forward on several guessed decks
//! and dice for a couple of rounds of Normal play by every cat, keeping the one that leaves
//! its own race best placed on average.
//!
//! The files: `distance` (the distances to the rooms), `worth` (a cat's place in the race in
//! Normal's points), `score` (Normal's score of an action, kept in parts to say why), `reason`
//! (those parts in the hint's words), `rollout` (Hard's playouts).

mod distance;
mod reason;
mod rollout;
mod score;
mod worth;

pub(super) use distance::Dist;
pub(super) use score::rank;
pub(super) use worth::value;

use super::GrandPrrrrixAction;
use super::observation::GrandPrrrrixObservation;
use crate::core::{Bot, Deadline, GameRng, Text};
use reason::reason;
use rollout::{play, rollout};

/// Normal: the best action by its heuristic (see the module's notes).
#[derive(Clone, Debug, Default)]
pub struct NormalBot;

impl Bot<super::GrandPrrrrix> for NormalBot {
    fn choose(
        &mut self,
        obs: &GrandPrrrrixObservation,
        rng: &mut GameRng,
        _: Deadline,
    ) -> GrandPrrrrixAction {
        assert!(
            !obs.legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        if obs.legal.len() == 1 {
            return obs.legal[0].clone();
        }
        let s = obs.guess(rng);
        let mut dist = Dist::new(&s);
        rank(&s, &mut dist, obs.me(), &obs.legal).remove(0).0
    }

    fn reason(&self, obs: &GrandPrrrrixObservation, action: &GrandPrrrrixAction) -> Option<Text> {
        reason(obs, action)
    }
}

/// Hard: Normal's best few actions, each played forward (see the module's notes).
#[derive(Clone, Debug)]
pub struct HardBot {
    pub candidates: usize,
    pub samples: usize,
    /// How many turns each playout runs, per seat.
    pub rounds: u32,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            candidates: 4,
            samples: 8,
            rounds: 2,
        }
    }
}

impl Bot<super::GrandPrrrrix> for HardBot {
    fn choose(
        &mut self,
        obs: &GrandPrrrrixObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> GrandPrrrrixAction {
        assert!(
            !obs.legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        if obs.legal.len() == 1 {
            return obs.legal[0].clone();
        }
        let me = obs.me();
        let base = obs.guess(rng);
        let mut dist = Dist::new(&base);
        let mut ranked = rank(&base, &mut dist, me, &obs.legal);
        ranked.truncate(self.candidates);
        if ranked.len() == 1 {
            return ranked.remove(0).0;
        }
        let mut sums = vec![0.0; ranked.len()];
        for k in 0..self.samples {
            if k > 0 && deadline.passed() {
                break;
            }
            let table = obs.guess(rng);
            let seed = rng.next_u64();
            let stop = table.turn.number + self.rounds * table.n() as u32;
            for (i, (action, _)) in ranked.iter().enumerate() {
                let mut s = table.clone();
                let mut dice = GameRng::seeded(seed);
                play(&mut s, &mut dice, me, action.clone());
                rollout(&mut s, &mut dice, &mut dist, stop);
                dist.live.clear();
                sums[i] += value(&s, &dist, me);
            }
        }
        let best = (0..ranked.len())
            .max_by(|&a, &b| sums[a].total_cmp(&sums[b]).then(b.cmp(&a)))
            .expect("candidates");
        ranked.swap_remove(best).0
    }
}
