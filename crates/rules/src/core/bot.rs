//! Bots: a bot sees only its seat's observation and answers with one of the legal actions
//! listed in it.

use crate::core::{Game, GameRng, Observe, SeatId};

pub trait Bot<G: Game>: Send + Sync {
    /// One action from `obs.legal()`. `rng` is the bot's own generator, never the game's.
    fn choose(&mut self, obs: &G::Observation, rng: &mut GameRng) -> G::Action;
}

/// Easy: a uniformly random legal action.
pub struct EasyBot;

impl<G: Game> Bot<G> for EasyBot {
    fn choose(&mut self, obs: &G::Observation, rng: &mut GameRng) -> G::Action {
        let legal = obs.legal();
        assert!(
            !legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        legal[rng.below(legal.len())].clone()
    }
}

/// The generator for a bot's decision: fixed by the table's seed, the seat and how many
/// actions were taken, so that it depends on nothing the bot may not see.
pub fn bot_rng(seed: u64, seat: SeatId, actions_so_far: usize) -> GameRng {
    let mix = seed
        ^ (seat.0 as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (actions_so_far as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    GameRng::seeded(mix)
}
