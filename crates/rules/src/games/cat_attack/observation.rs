//! What one seat may know: the whole board, every larder and life, the discards, its own hand,
//! what it last saw of other hands (after an attack or a fight), and the Curiosity cards drawn
//! since the last shuffle (read out, and put under the deck in that order). Never the order of
//! the Mog deck or the rest of the Curiosity deck, nor a hand it has not seen.

use super::actions::{self, CatAttackAction, Ctx, Options};
use super::components::*;
use super::engine::{CatAttackSnapshot, State};
use super::movement::Position;
use crate::core::{Observe, SeatId};
use crate::levels::cat_attack::{CuriosityLine, Effect, GameDef, MogCard};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub struct CatAttackObservation {
    /// The seat looking, or `None` for what anyone at the table may see.
    pub seat: Option<SeatId>,
    pub position: Position,
    pub turn: Turn,
    pub options: Options,
    /// This seat's own hand.
    pub hand: Vec<MogCard>,
    pub hand_sizes: Vec<usize>,
    /// What this seat last saw of each hand (its own included as it is now).
    pub seen: Vec<Option<Vec<MogCard>>>,
    /// The hand this seat is looking at to swap from, while it chooses.
    pub looking_at: Option<Vec<MogCard>>,
    /// The Mog discards, face up, oldest first.
    pub discards: Vec<MogCard>,
    pub mog_left: usize,
    pub curiosity_texts: Arc<Vec<CuriosityLine>>,
    pub last_curiosity: Option<u8>,
    /// The Curiosity cards drawn since the deck was last shuffled, oldest first: they lie at
    /// the bottom, under the Shuffle card, in this order. The cards above are in an order
    /// nobody knows.
    pub curiosity_under: Vec<u8>,
    /// The level (board and decks), for a bot that deals tables of its own.
    pub level: Arc<GameDef>,
    /// The roll-off that decided who began (public).
    pub first_rolls: FirstRolls,
    pub legal: Vec<CatAttackAction>,
}

impl Observe<CatAttackAction> for CatAttackObservation {
    fn legal(&self) -> &[CatAttackAction] {
        &self.legal
    }
}

pub(super) fn observe(st: &State, seat: Option<SeatId>) -> CatAttackObservation {
    let pos = st.pos.clone();
    let cards = &st.cards;
    let turn = st.turn.clone();
    let options = st.options;
    let n = cards.hands.len();
    let hand = seat
        .map(|s| cards.hands[s.index()].clone())
        .unwrap_or_default();
    let seen = match seat {
        Some(s) => (0..n)
            .map(|i| {
                if i == s.index() {
                    Some(cards.hands[i].clone())
                } else {
                    cards.seen[s.index()][i].clone()
                }
            })
            .collect(),
        None => vec![None; n],
    };
    let looking_at = match (seat, turn.steps.last()) {
        (Some(s), Some(Step::Swap { by, from })) if *by == s => {
            Some(cards.hands[from.index()].clone())
        }
        _ => None,
    };
    let legal = match seat {
        Some(s) => {
            let ctx = Ctx {
                pos: &pos,
                turn: &turn,
                cards,
                options: &options,
            };
            actions::legal(&ctx, s)
        }
        None => Vec::new(),
    };
    let texts = st.texts.clone();
    let shuffle_at = cards.curiosity.iter().position(|c| {
        texts
            .get(*c as usize)
            .is_some_and(|l| l.effect == Effect::Shuffle)
    });
    let curiosity_under = match shuffle_at {
        Some(i) => cards.curiosity.iter().skip(i + 1).copied().collect(),
        None => Vec::new(),
    };
    CatAttackObservation {
        seat,
        curiosity_under,
        level: st.level.clone(),
        first_rolls: (*st.first_rolls).clone(),
        hand_sizes: cards.hands.iter().map(Vec::len).collect(),
        discards: cards.mog.discard.clone(),
        mog_left: cards.mog.draw.len(),
        curiosity_texts: texts,
        last_curiosity: cards.last_curiosity,
        position: pos,
        turn,
        options,
        hand,
        seen,
        looking_at,
        legal,
    }
}

/// Stands in, in what another seat saw of a hand, for each card an online table's client may
/// not see: a card no deck holds (card values run from 1 to 6).
pub const UNSEEN: MogCard = MogCard::Cat(0);

/// `snap` as a client holding `seats` may have it (see [`super::CatAttack::redact`]).
/// `shuffle` is the Shuffle card's line in the level's Curiosity deck.
pub(super) fn redact(snap: &mut CatAttackSnapshot, shuffle: Option<u8>, seats: &[SeatId]) {
    let sees = |s: SeatId| seats.contains(&s);
    // A hand one of the seats is looking at to swap from is seen now.
    let looking = match snap.turn.steps.last() {
        Some(Step::Swap { by, from }) if sees(*by) => Some(*from),
        _ => None,
    };
    let hidden = |i: usize| {
        let s = SeatId(i as u8);
        !sees(s) && looking != Some(s)
    };
    let cards = &mut snap.cards;
    // The Mog cards in hidden hands and the draw pile: sorted, dealt back hand by hand in seat
    // order, each hand keeping its size, and the rest makes the draw pile.
    let mut pool = std::mem::take(&mut cards.mog.draw);
    for (i, hand) in cards.hands.iter().enumerate() {
        if hidden(i) {
            pool.extend(hand.iter().copied());
        }
    }
    pool.sort();
    let mut pool = pool.into_iter();
    for (i, hand) in cards.hands.iter_mut().enumerate() {
        if hidden(i) {
            let n = hand.len();
            *hand = pool.by_ref().take(n).collect();
        }
    }
    cards.mog.draw = pool.collect();
    // What the other seats saw of hands: who saw whose hand, and how many cards, is public.
    for (by, row) in cards.seen.iter_mut().enumerate() {
        if !sees(SeatId(by as u8)) {
            for hand in row.iter_mut().flatten() {
                hand.fill(UNSEEN);
            }
        }
    }
    // The Curiosity cards above the Shuffle card, in an order nobody knows, are sorted; those
    // under it (drawn since the last shuffle) keep their order. Without the Shuffle card the
    // whole deck is sorted: nothing hidden is sent, though the client then knows no order.
    let above = shuffle
        .and_then(|s| cards.curiosity.iter().position(|c| *c == s))
        .unwrap_or(cards.curiosity.len());
    cards.curiosity.make_contiguous()[..above].sort();
}
