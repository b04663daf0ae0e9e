//! The one seeded generator every random thing in a game comes from. Its state serializes, so
//! a snapshot taken mid-game rolls the same dice after restore.

use bevy_ecs::prelude::Resource;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameRng(ChaCha8Rng);

/// The generator's state as RON can hold it. rand_chacha's own serde form keeps the word
/// position as a `u128`, which RON refuses ("u128 is not supported"), so snapshots could not
/// be written; here the position is two `u64` halves (high, low).
#[derive(Serialize, Deserialize)]
#[serde(rename = "GameRng")]
struct RngState {
    seed: [u8; 32],
    stream: u64,
    word_pos: (u64, u64),
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let pos = self.0.get_word_pos();
        let state = RngState {
            seed: self.0.get_seed(),
            stream: self.0.get_stream(),
            word_pos: ((pos >> 64) as u64, pos as u64),
        };
        state.serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let state = RngState::deserialize(d)?;
        let mut rng = ChaCha8Rng::from_seed(state.seed);
        rng.set_stream(state.stream);
        rng.set_word_pos((u128::from(state.word_pos.0) << 64) | u128::from(state.word_pos.1));
        Ok(Self(rng))
    }
}

impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }
    /// A generator keyed with 32 bytes (a bot's, derived one-way from the table's seed).
    pub fn from_key(key: [u8; 32]) -> Self {
        Self(ChaCha8Rng::from_seed(key))
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
    /// 64 random bits (a seed for a search's own generator).
    pub fn next_u64(&mut self) -> u64 {
        self.0.random()
    }
}
