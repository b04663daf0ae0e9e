//! The table's face in the ECS: a Cat, Saucer, Cream, Blocker or Catnip entity for each piece
//! of the [`State`], and the board as a resource, written from the state after every step and
//! never read back by the rules.

use super::components::*;
use super::engine::State;
use crate::core::Setup;
use crate::core::table;
use crate::levels::Level;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;

/// The queries the drawing writes through.
pub struct Face {
    cats: QueryState<&'static mut Cat>,
    creams: QueryState<&'static mut Cream>,
    saucers: QueryState<(Entity, &'static Saucer)>,
    catnips: QueryState<(Entity, &'static Catnip)>,
    blockers: QueryState<&'static Blocker>,
}

impl FromWorld for Face {
    fn from_world(world: &mut World) -> Self {
        Self {
            cats: world.query(),
            creams: world.query(),
            saucers: world.query(),
            catnips: world.query(),
            blockers: world.query(),
        }
    }
}

impl table::Face<State> for Face {
    /// Every piece of `s` as an entity, and the board from the table's level.
    fn spawn(s: &State, world: &mut World) {
        Self::despawn(world);
        if let Some(Level::CatFightBoard(b)) = world.get_resource::<Setup>().map(|t| &t.0.level) {
            world.insert_resource(Board(b.clone()));
        }
        for c in &s.pos.cats {
            world.spawn(*c);
        }
        for sv in &s.pos.saucers {
            world.spawn(Saucer {
                index: sv.index,
                square: sv.square,
            });
        }
        for c in &s.creams {
            world.spawn(*c);
        }
        for b in &s.pos.blockers {
            world.spawn(*b);
        }
        for c in &s.pos.catnips {
            world.spawn(*c);
        }
    }

    /// Brings the entities in line with `s`, touching only what changed (the view watches for
    /// changes). Cats and creams stay and change; saucers only leave the board; blockers only
    /// arrive; catnip arrives and leaves.
    fn draw(&mut self, s: &State, world: &mut World) {
        for mut c in self.cats.iter_mut(world) {
            let new = s.pos.cats[c.seat.index()];
            c.set_if_neq(new);
        }
        for mut c in self.creams.iter_mut(world) {
            let new = s.creams[c.id as usize];
            c.set_if_neq(new);
        }
        let mut gone: Vec<Entity> = Vec::new();
        let mut placed: Vec<Catnip> = Vec::new();
        for (e, saucer) in self.saucers.iter(world) {
            if s.pos.saucer(saucer.index).is_none() {
                gone.push(e);
            }
        }
        for (e, c) in self.catnips.iter(world) {
            placed.push(*c);
            if !s.pos.catnips.contains(c) {
                gone.push(e);
            }
        }
        let blockers = self.blockers.iter(world).count();
        for e in gone {
            world.despawn(e);
        }
        for c in s.pos.catnips.iter().filter(|c| !placed.contains(c)) {
            world.spawn(*c);
        }
        if blockers < s.pos.blockers.len() {
            let on_board: Vec<Blocker> = self.blockers.iter(world).copied().collect();
            for b in s.pos.blockers.iter().filter(|b| !on_board.contains(b)) {
                world.spawn(*b);
            }
        }
    }

    /// Removes every piece and the board.
    fn despawn(world: &mut World) {
        table::despawn_all::<Cat>(world);
        table::despawn_all::<Saucer>(world);
        table::despawn_all::<Cream>(world);
        table::despawn_all::<Blocker>(world);
        table::despawn_all::<Catnip>(world);
        world.remove_resource::<Board>();
    }
}
