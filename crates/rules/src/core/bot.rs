//! Bots: a bot sees only its seat's observation and answers with one of the legal actions
//! listed in it, before its deadline.

use crate::core::{Game, GameRng, Observe, SeatId, Text};
use std::time::{Duration, Instant};

/// When a bot must have answered. Bots check it between steps of their search and answer with
/// the best they have found; their usual searches finish long before (see `cargo bench`).
#[derive(Clone, Copy, Debug)]
pub struct Deadline(Option<Instant>);

impl Deadline {
    /// `time_box` from now.
    pub fn after(time_box: Duration) -> Self {
        Self(Instant::now().checked_add(time_box))
    }
    /// No deadline: tests that must not depend on the machine's speed use it.
    pub fn none() -> Self {
        Self(None)
    }
    /// No deadline: the bot searches a fixed amount.
    pub fn is_none(&self) -> bool {
        self.0.is_none()
    }
    pub fn passed(&self) -> bool {
        self.0.is_some_and(|t| Instant::now() >= t)
    }
}

pub trait Bot<G: Game>: Send + Sync {
    /// One action from `obs.legal()`. `rng` is the bot's own generator, never the game's.
    fn choose(&mut self, obs: &G::Observation, rng: &mut GameRng, deadline: Deadline) -> G::Action;
    /// Why this bot would take `action` (one of `obs.legal()`), in a short phrase drawn from
    /// what it weighed ("catches the mouse: your larder lacks one"), for a player's hint.
    /// `None` when it has nothing to say beyond the action itself.
    fn reason(&self, _obs: &G::Observation, _action: &G::Action) -> Option<Text> {
        None
    }
}

/// The terms a bot's score is made of, kept only while it explains itself (a hint's reason):
/// `choose` makes them with `explain` off, which records and allocates nothing, so the score it
/// adds up is exactly the one it always was.
#[derive(Clone, Debug)]
pub struct Notes<V, W>(Option<Vec<(V, W)>>);

impl<V: Copy, W: Copy> Notes<V, W> {
    pub fn new(explain: bool) -> Self {
        Self(explain.then(Vec::new))
    }
    /// Whether terms are being kept.
    pub fn explaining(&self) -> bool {
        self.0.is_some()
    }
    /// Notes that `v` of the score is for `why`.
    pub fn add(&mut self, v: V, why: W) {
        if let Some(list) = &mut self.0 {
            list.push((v, why));
        }
    }
    pub fn extend(&mut self, other: &Self) {
        if let (Some(list), Some(more)) = (&mut self.0, &other.0) {
            list.extend_from_slice(more);
        }
    }
    pub fn list(&self) -> &[(V, W)] {
        self.0.as_deref().unwrap_or_default()
    }
}

/// Whether two terms are of one kind, whatever they carry.
pub fn same_kind<W>(a: &W, b: &W) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// What the terms of `w`'s kind add up to.
pub fn sum_of<V: Copy + std::iter::Sum, W>(list: &[(V, W)], w: &W) -> V {
    list.iter()
        .filter(|(_, x)| same_kind(x, w))
        .map(|(v, _)| *v)
        .sum()
}

/// How an action beats the next best on one kind of term: a term of its own, or one of the
/// other's that it avoids (a penalty, a poor trade).
#[derive(Clone, Copy, Debug)]
pub enum Edge<W> {
    Has(W),
    Avoids(W),
}

impl<W: Copy> Edge<W> {
    pub fn why(self) -> W {
        match self {
            Edge::Has(w) | Edge::Avoids(w) => w,
        }
    }
}

/// Where `mine` beats `other` most, kind of term by kind of term.
pub fn edge<V, W: Copy>(mine: &[(V, W)], other: &[(V, W)]) -> Option<Edge<W>>
where
    V: Copy + PartialOrd + Default + std::ops::Sub<Output = V> + std::iter::Sum,
{
    let mut best: Option<(V, Edge<W>)> = None;
    for (_, w) in mine.iter().chain(other) {
        let d = sum_of(mine, w) - sum_of(other, w);
        if d > V::default() && best.as_ref().is_none_or(|b| d > b.0) {
            let e = match mine.iter().find(|(_, x)| same_kind(x, w)) {
                Some(t) => Edge::Has(t.1),
                None => Edge::Avoids(*w),
            };
            best = Some((d, e));
        }
    }
    best.map(|b| b.1)
}

/// Easy: a uniformly random legal action.
pub struct EasyBot;

impl<G: Game> Bot<G> for EasyBot {
    fn choose(&mut self, obs: &G::Observation, rng: &mut GameRng, _: Deadline) -> G::Action {
        let legal = obs.legal();
        assert!(
            !legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        legal[rng.below(legal.len())].clone()
    }
}

/// The generator for a bot's decision, fixed by the table's seed, the seat and how many actions
/// were taken. It is derived through a one-way function (BLAKE3 in key-derivation mode), so
/// nothing a bot can read from its generator leads back to the table's seed and the deal.
pub fn bot_rng(seed: u64, seat: SeatId, actions_so_far: usize) -> GameRng {
    let mut h = blake3::Hasher::new_derive_key("mogland 2026 bot generator");
    h.update(&seed.to_le_bytes());
    h.update(&[seat.0]);
    h.update(&(actions_so_far as u64).to_le_bytes());
    GameRng::from_key(*h.finalize().as_bytes())
}
