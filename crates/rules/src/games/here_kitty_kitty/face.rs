//! The table's face in the ECS: a [`Property`] entity per seat, the [`Neighborhood`] and the
//! card [`Book`] as resources, written from the [`State`] after every step for the view and
//! never read back by the rules.

use super::components::*;
use super::engine::State;
use crate::core::table;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;

/// The query the drawing writes through.
pub struct Face {
    props: QueryState<&'static mut Property>,
}

impl FromWorld for Face {
    fn from_world(world: &mut World) -> Self {
        Self {
            props: world.query(),
        }
    }
}

impl table::Face<State> for Face {
    /// A Property for each seat of `s`, its Neighborhood and its card book.
    fn spawn(s: &State, world: &mut World) {
        Self::despawn(world);
        world.spawn_batch(s.props.clone());
        world.insert_resource(Neighborhood(s.hood));
        world.insert_resource(Book(s.book.clone()));
    }

    /// Brings the face in line with `s`, touching only what changed (the view watches for
    /// changes). The book never changes in a game.
    fn draw(&mut self, s: &State, world: &mut World) {
        for mut p in self.props.iter_mut(world) {
            let new = &s.props[p.seat.index()];
            // Compared before it is written, so an unchanged Property is neither cloned nor marked.
            if *p != *new {
                *p = new.clone();
            }
        }
        world
            .resource_mut::<Neighborhood>()
            .set_if_neq(Neighborhood(s.hood));
    }

    /// Removes the properties, the Neighborhood and the book.
    fn despawn(world: &mut World) {
        table::despawn_all::<Property>(world);
        world.remove_resource::<Neighborhood>();
        world.remove_resource::<Book>();
    }
}
