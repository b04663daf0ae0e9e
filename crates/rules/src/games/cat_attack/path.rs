//! A move's path held inline: a search lists up to hundreds of paths a step, and a `Vec` for
//! each cost an allocation.

use super::components::Space;
use serde::de::{Deserializer, Error, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The longest move: the die, every Cat, Bird and Mouse card, every Curiosity move and the
/// Six Cat go 1 to 6 spaces (a level with any other value is refused when it is read).
pub const MAX_STEPS: usize = 6;

/// The spaces of a path after its start, at most [`MAX_STEPS`]. Read as a slice; saved and
/// sent as the sequence the `Vec` it replaced was, and one too long to be a move is refused
/// as it is read.
#[derive(Clone, Copy)]
pub struct Path {
    len: u8,
    spaces: [Space; MAX_STEPS],
}

impl Path {
    /// No spaces.
    pub const EMPTY: Path = Path {
        len: 0,
        spaces: [0; MAX_STEPS],
    };

    /// `spaces` as a path, or `None` where it is longer than any move.
    pub fn new(spaces: &[Space]) -> Option<Self> {
        let mut p = Self::EMPTY;
        for &s in spaces {
            if !p.try_push(s) {
                return None;
            }
        }
        Some(p)
    }

    /// Adds `s` at the end, or says there is no room.
    #[inline]
    pub fn try_push(&mut self, s: Space) -> bool {
        let Some(slot) = self.spaces.get_mut(self.len as usize) else {
            return false;
        };
        *slot = s;
        self.len += 1;
        true
    }

    /// Drops the last space (a walk stepping back).
    #[inline]
    pub(super) fn pop(&mut self) {
        self.len -= 1;
    }
}

impl Default for Path {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const N: usize> From<[Space; N]> for Path {
    fn from(spaces: [Space; N]) -> Self {
        const { assert!(N <= MAX_STEPS, "no move is that long") };
        let mut p = Self::EMPTY;
        p.spaces[..N].copy_from_slice(&spaces);
        p.len = N as u8;
        p
    }
}

impl Deref for Path {
    type Target = [Space];
    #[inline]
    fn deref(&self) -> &[Space] {
        &self.spaces[..self.len as usize]
    }
}

impl<'a> IntoIterator for &'a Path {
    type Item = &'a Space;
    type IntoIter = std::slice::Iter<'a, Space>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

// As the `Vec` compared, hashed and printed: by its spaces only.
impl PartialEq for Path {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for Path {}

impl PartialEq<[Space]> for Path {
    fn eq(&self, other: &[Space]) -> bool {
        **self == *other
    }
}

impl PartialEq<Vec<Space>> for Path {
    fn eq(&self, other: &Vec<Space>) -> bool {
        **self == **other
    }
}

impl Hash for Path {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl Serialize for Path {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Path {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Spaces;
        impl<'de> Visitor<'de> for Spaces {
            type Value = Path;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a path of at most {MAX_STEPS} spaces")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Path, A::Error> {
                let mut p = Path::EMPTY;
                while let Some(s) = seq.next_element()? {
                    if !p.try_push(s) {
                        return Err(A::Error::invalid_length(MAX_STEPS + 1, &self));
                    }
                }
                Ok(p)
            }
        }
        deserializer.deserialize_seq(Spaces)
    }
}
