//! The one seeded generator every random thing in a game comes from. Its state serializes, so
//! a snapshot taken mid-game rolls the same dice after restore.

use bevy_ecs::prelude::Resource;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }
    /// A die with `sides` faces: 1..=sides.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.0.random_range(1..=sides)
    }
    pub fn d6(&mut self) -> u8 {
        self.roll(6)
    }
    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }
    /// A fresh seed, for a table that asked for "random".
    pub fn entropy_seed() -> u64 {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        t ^ (std::process::id() as u64).rotate_left(32)
    }
    /// The underlying generator, for `rand`'s own helpers.
    pub fn inner(&mut self) -> &mut ChaCha8Rng {
        &mut self.0
    }
}
