//! The table's face in the ECS: a [`Cat`] entity per seat and the [`MischiefScale`], written
//! from the [`State`] after every step and never read back by the rules.

use super::components::{Cat, MischiefScale};
use super::engine::State;
use crate::core::table;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;

/// The query the drawing writes through.
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
    fn spawn(s: &State, world: &mut World) {
        Self::despawn(world);
        world.spawn_batch(s.cats.clone());
        world.insert_resource(MischiefScale(s.scale));
    }

    /// Touches only what changed (the views watch for changes).
    fn draw(&mut self, s: &State, world: &mut World) {
        for mut cat in self.cats.iter_mut(world) {
            let new = &s.cats[cat.seat.index()];
            if *cat != *new {
                *cat = new.clone();
            }
        }
        world
            .resource_mut::<MischiefScale>()
            .set_if_neq(MischiefScale(s.scale));
    }

    fn despawn(world: &mut World) {
        table::despawn_all::<Cat>(world);
        world.remove_resource::<MischiefScale>();
    }
}
