//! What one seat may know: the whole board, every larder and life, the discards, its own hand,
//! and what it last saw of other hands (after an attack or a fight). Never the order of the
//! decks, nor a hand it has not seen.

use super::actions::{self, CatAttackAction, Ctx, Options};
use super::components::*;
use super::movement::Position;
use super::rules::position;
use crate::core::{Observe, SeatId};
use crate::levels::cat_attack::{CuriosityLine, MogCard};
use bevy_ecs::prelude::*;
use std::sync::Arc;

#[derive(Clone, Debug)]
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
    pub legal: Vec<CatAttackAction>,
}

impl Observe<CatAttackAction> for CatAttackObservation {
    fn legal(&self) -> &[CatAttackAction] {
        &self.legal
    }
}

pub(super) fn observe(world: &World, seat: Option<SeatId>) -> CatAttackObservation {
    let pos = position(world);
    let cards = world.resource::<Cards>();
    let turn = world.resource::<Turn>().clone();
    let options = *world.resource::<Options>();
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
    CatAttackObservation {
        seat,
        hand_sizes: cards.hands.iter().map(Vec::len).collect(),
        discards: cards.mog.discard.clone(),
        mog_left: cards.mog.draw.len(),
        curiosity_texts: world.resource::<CuriosityTexts>().0.clone(),
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
