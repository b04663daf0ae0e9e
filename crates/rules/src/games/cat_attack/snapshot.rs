//! The whole game state as plain values, in a fixed order, and back into a world.

use super::actions::Options;
use super::components::*;
use crate::core::Setup;
use crate::core::query::all;
use crate::levels::Level;
use crate::levels::cat_attack::{CuriosityLine, Effect};
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Every piece and resource of a Cat Attack table. The board is the table's level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatAttackSnapshot {
    /// By seat.
    pub cats: Vec<Cat>,
    /// By id.
    pub birds: Vec<Bird>,
    pub mice: Vec<Mouse>,
    pub car: Car,
    /// In shop order.
    pub shops: Vec<Shop>,
    pub cards: Cards,
    pub turn: Turn,
    pub options: Options,
    pub tally: Tally,
    /// The roll-off that decided who began.
    #[serde(default)]
    pub first_rolls: FirstRolls,
    /// Which Curiosity card is the Shuffle card, read from the level when the snapshot is
    /// taken: an online table's host needs it to redact the Curiosity deck. Not part of the
    /// state: neither saved nor sent, and ignored when snapshots are compared.
    #[serde(skip)]
    pub shuffle_card: ShuffleCard,
}

/// The Curiosity deck's Shuffle card (its line in the level), or `None` where the snapshot
/// was not taken from a table (read from a save or the wire). Every two compare equal.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShuffleCard(pub Option<u8>);

impl PartialEq for ShuffleCard {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The line of the Shuffle card among the level's Curiosity cards.
pub(super) fn shuffle_line(texts: &[CuriosityLine]) -> Option<u8> {
    texts
        .iter()
        .position(|l| l.effect == Effect::Shuffle)
        .map(|i| i as u8)
}

pub(super) fn take(world: &World) -> CatAttackSnapshot {
    let mut cats = all::<Cat>(world);
    cats.sort_by_key(|c| c.seat);
    let mut birds = all::<Bird>(world);
    birds.sort_by_key(|b| b.id);
    let mut mice = all::<Mouse>(world);
    mice.sort_by_key(|m| m.id);
    let mut shops = all::<Shop>(world);
    shops.sort_by_key(|s| s.kind);
    CatAttackSnapshot {
        cats,
        birds,
        mice,
        car: all::<Car>(world)
            .first()
            .copied()
            .unwrap_or(Car { at: None }),
        shops,
        cards: world.resource::<Cards>().clone(),
        turn: world.resource::<Turn>().clone(),
        options: *world.resource::<Options>(),
        tally: world.resource::<Tally>().clone(),
        first_rolls: world.resource::<FirstRolls>().clone(),
        shuffle_card: ShuffleCard(shuffle_line(&world.resource::<CuriosityTexts>().0)),
    }
}

pub(super) fn clear(world: &mut World) {
    let mut doomed: Vec<Entity> = Vec::new();
    doomed.extend(world.query_filtered::<Entity, With<Cat>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Bird>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Mouse>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Car>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Shop>>().iter(world));
    for e in doomed {
        world.despawn(e);
    }
    world.remove_resource::<Board>();
    world.remove_resource::<CuriosityTexts>();
    world.remove_resource::<LevelDef>();
    world.remove_resource::<Cards>();
    world.remove_resource::<Turn>();
    world.remove_resource::<Options>();
    world.remove_resource::<Tally>();
    world.remove_resource::<FirstRolls>();
}

/// Rebuilds the table from `snap`; the board comes from the table's level.
pub(super) fn put(world: &mut World, snap: &CatAttackSnapshot) {
    // The board of the same table is kept (bots restore thousands of times a decision).
    let kept = (
        world.get_resource::<Board>().cloned(),
        world.get_resource::<CuriosityTexts>().cloned(),
        world.get_resource::<LevelDef>().cloned(),
    );
    clear(world);
    let (board, texts, level) = match kept {
        (Some(b), Some(t), Some(l)) => (b, t, l),
        _ => {
            let def = match world.get_resource::<Setup>().map(|t| &t.0.level) {
                Some(Level::CatAttack(d)) => Arc::new((**d).clone()),
                _ => panic!(
                    "restoring Cat Attack needs its table (with a CatAttack level) in the world"
                ),
            };
            (
                Board(Arc::new(def.board())),
                CuriosityTexts(Arc::new(def.curiosity_deck.clone())),
                LevelDef(def),
            )
        }
    };
    world.insert_resource(board);
    world.insert_resource(texts);
    world.insert_resource(level);
    for c in &snap.cats {
        world.spawn(*c);
    }
    for b in &snap.birds {
        world.spawn(*b);
    }
    for m in &snap.mice {
        world.spawn(*m);
    }
    world.spawn(snap.car);
    for s in &snap.shops {
        world.spawn(*s);
    }
    world.insert_resource(snap.cards.clone());
    world.insert_resource(snap.turn.clone());
    world.insert_resource(snap.options);
    world.insert_resource(snap.tally.clone());
    world.insert_resource(snap.first_rolls.clone());
}
