//! The whole game state as plain values, in a fixed order, and back into a world.

use super::components::*;
use super::rules::all;
use crate::core::Table;
use crate::levels::Level;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// Every piece and resource of a Cat Fight table. The board itself is the table's level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatFightSnapshot {
    /// By seat.
    pub cats: Vec<Cat>,
    /// By index.
    pub saucers: Vec<Saucer>,
    /// By id.
    pub creams: Vec<Cream>,
    /// By square.
    pub blockers: Vec<Blocker>,
    /// Oldest first.
    pub catnips: Vec<Catnip>,
    pub turn: Turn,
    pub stocks: Stocks,
    pub tally: Tally,
}

pub(super) fn take(world: &World) -> CatFightSnapshot {
    let mut cats = all::<Cat>(world);
    cats.sort_by_key(|c| c.seat);
    let mut saucers = all::<Saucer>(world);
    saucers.sort_by_key(|s| s.index);
    let mut creams = all::<Cream>(world);
    creams.sort_by_key(|c| c.id);
    let mut blockers = all::<Blocker>(world);
    blockers.sort();
    let mut catnips = all::<Catnip>(world);
    catnips.sort_by_key(|c| c.placed_turn);
    CatFightSnapshot {
        cats,
        saucers,
        creams,
        blockers,
        catnips,
        turn: world.resource::<Turn>().clone(),
        stocks: world.resource::<Stocks>().clone(),
        tally: world.resource::<Tally>().clone(),
    }
}

pub(super) fn clear(world: &mut World) {
    let mut doomed: Vec<Entity> = Vec::new();
    doomed.extend(world.query_filtered::<Entity, With<Cat>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Saucer>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Cream>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Blocker>>().iter(world));
    doomed.extend(world.query_filtered::<Entity, With<Catnip>>().iter(world));
    for e in doomed {
        world.despawn(e);
    }
    world.remove_resource::<Board>();
    world.remove_resource::<Turn>();
    world.remove_resource::<Stocks>();
    world.remove_resource::<Tally>();
}

/// Rebuilds the table from `snap`; the board comes from the table's level.
pub(super) fn put(world: &mut World, snap: &CatFightSnapshot) {
    clear(world);
    let board = match world.get_resource::<Table>().map(|t| &t.0.level) {
        Some(Level::CatFightBoard(b)) => b.clone(),
        _ => {
            panic!("restoring Cat Fight needs its table (with a CatFightBoard level) in the world")
        }
    };
    world.insert_resource(Board(board));
    for c in &snap.cats {
        world.spawn(*c);
    }
    for s in &snap.saucers {
        world.spawn(*s);
    }
    for c in &snap.creams {
        world.spawn(*c);
    }
    for b in &snap.blockers {
        world.spawn(*b);
    }
    for c in &snap.catnips {
        world.spawn(*c);
    }
    world.insert_resource(snap.turn.clone());
    world.insert_resource(snap.stocks.clone());
    world.insert_resource(snap.tally.clone());
}
