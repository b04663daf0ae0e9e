//! The table's face in the ECS: a [`Cat`] entity for each seat's cat and the mansion as the
//! [`Board`] resource (the view builds its scene from it), written from the [`State`] after
//! every step and never read back by the rules.

use super::components::*;
use super::engine::State;
use crate::core::table;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;

/// The queries the drawing writes through.
pub struct Face {
    cats: QueryState<&'static mut Cat>,
}

impl FromWorld for Face {
    fn from_world(world: &mut World) -> Self {
        Self {
            cats: world.query(),
        }
    }
}

impl table::Face<State> for Face {
    /// Every cat of `s` as an entity, and its board.
    fn spawn(s: &State, world: &mut World) {
        Self::despawn(world);
        world.insert_resource(Board(s.board.clone()));
        world.spawn_batch(s.cats.clone());
    }

    /// Brings the cats in line with `s`, touching only those that changed (the view watches for
    /// changes). The cats stay for the whole game and the board never changes.
    fn draw(&mut self, s: &State, world: &mut World) {
        for mut c in self.cats.iter_mut(world) {
            let new = &s.cats[c.seat.index()];
            c.set_if_neq(new.clone());
        }
    }

    /// Removes the cats and the board.
    fn despawn(world: &mut World) {
        table::despawn_all::<Cat>(world);
        world.remove_resource::<Board>();
    }
}
