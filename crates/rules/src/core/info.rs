//! What a game says about itself: its id, name, player range, variants, level file and rules
//! version. Each game declares one [`GameInfo`] in its own folder; nothing else in the kernel
//! knows the games by name.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::RangeInclusive;

/// A game's id as written on the command line and in save files ("cat-fight"). Held inline, so
/// it is `Copy`, can be a constant, and reads back from a save without knowing the games.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId {
    len: u8,
    bytes: [u8; GameId::MAX],
}

impl GameId {
    pub const MAX: usize = 31;

    /// `id` must be at most 31 bytes (checked when the constant is built).
    pub const fn new(id: &str) -> Self {
        let src = id.as_bytes();
        assert!(src.len() <= Self::MAX, "a game id is at most 31 bytes");
        let mut bytes = [0u8; Self::MAX];
        let mut i = 0;
        while i < src.len() {
            bytes[i] = src[i];
            i += 1;
        }
        Self {
            len: src.len() as u8,
            bytes,
        }
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len as usize]).expect("built from a str")
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({:?})", self.as_str())
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        // What the games' ids are made of: a save naming anything else names no game.
        let id_like = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
        if s.is_empty() || !s.bytes().all(id_like) {
            return Err(serde::de::Error::custom(format!(
                "{s:?} is not a game id (lowercase letters, digits and dashes)"
            )));
        }
        if s.len() > Self::MAX {
            return Err(serde::de::Error::custom(format!(
                "\"{s}\" is too long to be a game id"
            )));
        }
        Ok(Self::new(&s))
    }
}

/// A setup toggle a game offers (the rulebooks' variants).
#[derive(Clone, Copy, Debug)]
pub struct VariantInfo {
    pub key: &'static str,
    pub label: &'static str,
    pub help: &'static str,
}

/// Everything the menus, the command line and saves need to know about a game.
#[derive(Clone, Debug)]
pub struct GameInfo {
    pub id: GameId,
    pub name: &'static str,
    /// One line for the setup screen.
    pub blurb: &'static str,
    /// Seats the rulebook allows.
    pub players: RangeInclusive<usize>,
    pub variants: &'static [VariantInfo],
    /// The level file (in `levels/`) the game is played on.
    pub level_file: &'static str,
    /// The rulebook text in `shared/rules/`.
    pub rules_file: &'static str,
    /// Bumped whenever a rule changes so that an old save would replay differently: such a
    /// save is refused rather than resumed into another game.
    pub rules_version: u32,
}

impl GameInfo {
    pub fn variant(&self, key: &str) -> Option<&'static VariantInfo> {
        self.variants.iter().find(|v| v.key == key)
    }
}
