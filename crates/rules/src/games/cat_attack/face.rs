//! The table's face in the ECS: a Cat, Bird, Mouse, Shop and Car entity for each piece of the
//! [`State`], and the [`Board`] as a resource, written from the state after every step and
//! never read back by the rules.

use super::components::*;
use super::engine::State;
use crate::core::table;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;

/// The queries the drawing writes through.
pub struct Face {
    cats: QueryState<&'static mut Cat>,
    birds: QueryState<&'static mut Bird>,
    mice: QueryState<&'static mut Mouse>,
    car: QueryState<&'static mut Car>,
    shops: QueryState<&'static mut Shop>,
}

impl FromWorld for Face {
    fn from_world(world: &mut World) -> Self {
        Self {
            cats: world.query(),
            birds: world.query(),
            mice: world.query(),
            car: world.query(),
            shops: world.query(),
        }
    }
}

impl table::Face<State> for Face {
    /// Every piece of `s` as an entity, and its board.
    fn spawn(s: &State, world: &mut World) {
        Self::despawn(world);
        world.insert_resource(Board(s.pos.board.clone()));
        let p = &s.pos;
        world.spawn_batch(p.cats.clone());
        world.spawn_batch(p.birds.clone());
        world.spawn_batch(p.mice.clone());
        world.spawn(p.car);
        world.spawn_batch(p.shops.clone());
    }

    /// Brings the entities in line with `s`, touching only what changed (the view watches for
    /// changes). No piece comes or goes during a game.
    fn draw(&mut self, s: &State, world: &mut World) {
        let p = &s.pos;
        for mut c in self.cats.iter_mut(world) {
            let new = p.cats[c.seat.index()];
            c.set_if_neq(new);
        }
        for mut b in self.birds.iter_mut(world) {
            let new = p.birds[b.id as usize];
            b.set_if_neq(new);
        }
        for mut m in self.mice.iter_mut(world) {
            let new = p.mice[m.id as usize];
            m.set_if_neq(new);
        }
        for mut car in self.car.iter_mut(world) {
            car.set_if_neq(p.car);
        }
        for mut shop in self.shops.iter_mut(world) {
            let new = p.shops[shop.kind as usize];
            shop.set_if_neq(new);
        }
    }

    /// Removes every piece and the board.
    fn despawn(world: &mut World) {
        table::despawn_all::<Cat>(world);
        table::despawn_all::<Bird>(world);
        table::despawn_all::<Mouse>(world);
        table::despawn_all::<Car>(world);
        table::despawn_all::<Shop>(world);
        world.remove_resource::<Board>();
    }
}
