//! Reading every component of a type from a `&World`, as the rules' pure functions (legal
//! actions, observations) do, without building a new query each time: a game registers the
//! components it reads so, and the world keeps one query state for each.

use bevy_app::App;
use bevy_ecs::prelude::*;
use bevy_ecs::query::QueryState;
use std::sync::Mutex;

#[derive(Resource)]
struct CachedQuery<C: Component>(Mutex<QueryState<&'static C>>);

/// Keeps a query state for `C` in the app's world (rules plugins call it).
pub fn cache_query<C: Component>(app: &mut App) {
    let state = QueryState::<&C>::new(app.world_mut());
    app.insert_resource(CachedQuery(Mutex::new(state)));
}

/// Every `C` in `world`, in storage order.
pub fn refs<C: Component>(world: &World) -> Vec<&C> {
    if let Some(cached) = world.get_resource::<CachedQuery<C>>() {
        let mut state = cached.0.lock().unwrap_or_else(|e| e.into_inner());
        // Only archetypes made since the last call are looked at.
        state.update_archetypes(world);
        return state.iter_manual(world).collect();
    }
    world
        .try_query::<&C>()
        .map_or_else(Vec::new, |mut q| q.iter(world).collect())
}

/// Every `C` in `world`, cloned.
pub fn all<C: Component + Clone>(world: &World) -> Vec<C> {
    refs::<C>(world).into_iter().cloned().collect()
}
