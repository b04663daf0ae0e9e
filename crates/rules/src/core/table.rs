//! The table's one truth: a game's plain [`Game::State`], held once in the world as
//! [`Table<G>`]. One rule system runs the game's engine on it for every accepted action; the
//! game then draws its components (cats, saucers, creams...) from the state, in that one
//! direction, so the views can watch them with change detection. Legality, observations,
//! snapshots, undo and searches read the state itself: nothing is ever read back from the
//! components.
//!
//! Every game holds its table so (see `docs/decisions.md`, "One table, one truth").

use crate::core::{Accepted, Game, GameRng, Revealed, RulesSchedule, RulesSet, accepted_now};
use bevy_app::App;
use bevy_ecs::prelude::*;

/// The game `G` on the table, as its rules see it. Present only while a table of `G` is on.
#[derive(Resource)]
pub struct Table<G: Game> {
    pub state: G::State,
}

/// What a run of the engine reports: the events, in order, for the views and the log, and
/// whether something hidden was shown (which the undo must not take back).
pub struct Played<E> {
    pub events: Vec<E>,
    pub revealed: bool,
}

/// The events an engine records as it plays: kept at the table, for its views and log
/// ([`Recorder::keeping`]); not in a search or a rollout, which needs only the state and builds
/// none ([`Recorder::quiet`]). Every game's engine records through one.
#[derive(Debug)]
pub struct Recorder<E>(Option<Vec<E>>);

impl<E> Recorder<E> {
    pub fn keeping() -> Self {
        Self(Some(Vec::new()))
    }
    pub fn quiet() -> Self {
        Self(None)
    }
    pub fn is_keeping(&self) -> bool {
        self.0.is_some()
    }
    /// Records the event `e` builds; a quiet recorder does not build it.
    pub fn record(&mut self, e: impl FnOnce() -> E) {
        if let Some(events) = &mut self.0 {
            events.push(e());
        }
    }
    /// How many events are kept so far.
    pub fn len(&self) -> usize {
        self.0.as_ref().map_or(0, Vec::len)
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The events kept so far (none for a quiet recorder), as the list they are written to.
    pub fn kept(&mut self) -> Option<&mut Vec<E>> {
        self.0.as_mut()
    }
    /// Takes the events kept so far.
    pub fn take(&mut self) -> Vec<E> {
        self.0.as_mut().map(std::mem::take).unwrap_or_default()
    }
}

/// The table's face in the ECS: the components (and the resources the views read) a game
/// draws from its state `S`. The value holds the queries [`Face::draw`] writes through, kept
/// by the rule system between runs.
pub trait Face<S>: FromWorld + Send + 'static {
    /// Spawns the face of `s` (a new or restored table), after removing whatever was there.
    fn spawn(s: &S, world: &mut World);
    /// Brings the face in line with `s` after a step, touching only what changed.
    fn draw(&mut self, s: &S, world: &mut World);
    /// Removes the face.
    fn despawn(world: &mut World);
}

/// A game whose table is its plain state ([`Table<G>`]).
pub trait TableGame: Game {
    type Face: Face<Self::State>;
    /// Carries out the accepted actions in order, and everything that follows from each,
    /// until a seat must decide again; draws dice and shuffles from `rng` and records events.
    fn play(
        s: &mut Self::State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<Self::Action>>,
    ) -> Played<Self::Event>;
    /// Whether the rules have something to carry out with no action (a restored table whose
    /// round every seat has already played).
    fn due(_s: &Self::State) -> bool {
        false
    }
}

/// The state of `G`'s table in `world`, or `None` while no table of `G` is on.
pub fn state<G: Game>(world: &World) -> Option<&G::State> {
    world.get_resource::<Table<G>>().map(|t| &t.state)
}

/// Despawns every entity holding `C` (one kind of a face's pieces), looked for without
/// registering `C` in a world that never held one.
pub fn despawn_all<C: Component>(world: &mut World) {
    let doomed: Vec<Entity> = world
        .try_query_filtered::<Entity, With<C>>()
        .map(|mut q| q.iter(world).collect())
        .unwrap_or_default();
    for e in doomed {
        world.despawn(e);
    }
}

/// Puts `state` on the table as `G`'s whole truth and spawns its components (after whatever
/// was there is gone).
pub fn hold<G: TableGame>(world: &mut World, state: G::State) {
    G::Face::spawn(&state, world);
    world.insert_resource(Table::<G> { state });
}

/// Takes `G`'s table and its components out of `world`.
pub fn let_go<G: TableGame>(world: &mut World) {
    G::Face::despawn(world);
    world.remove_resource::<Table<G>>();
}

/// Adds the one rule system that carries out `G`'s accepted actions on its table.
pub fn rules_plugin<G: TableGame>(app: &mut App) {
    app.add_message::<G::Event>().add_systems(
        RulesSchedule,
        apply::<G>.in_set(RulesSet::Apply).run_if(
            resource_exists::<Table<G>>.and_then(accepted_now::<G::Action>.or_else(due::<G>)),
        ),
    );
}

/// The rules of the table on have something to do with no action.
fn due<G: TableGame>(table: Res<Table<G>>) -> bool {
    G::due(&table.state)
}

/// Runs the engine on the table for this run's accepted actions, then draws the components,
/// keeps the generator where it got to and sends the events.
fn apply<G: TableGame>(world: &mut World, mut face: Local<G::Face>) {
    let accepted = crate::core::accepted_this_run::<G::Action>(world);
    let mut rng = world.resource::<GameRng>().clone();
    let played = world.resource_scope(|world, mut table: Mut<Table<G>>| {
        let played = G::play(&mut table.state, &mut rng, accepted);
        face.draw(&table.state, world);
        played
    });
    world.resource_mut::<GameRng>().set_if_neq(rng);
    if played.revealed {
        world.resource_mut::<Revealed>().0 = true;
    }
    world.write_message_batch(played.events);
}
