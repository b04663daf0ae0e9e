//! The rules' side of an online table: what the host sends each client, and what a client does
//! with it. The host alone runs the rules and holds the seed and the generator. A client gets
//! the table as its seats may see it ([`Game::redact`]) and the events each action led to
//! ([`Game::redact_event`]), and puts them on a mirror table whose rules never run: its views
//! and bots read the mirror as they read a local table. What a client sends back is an action
//! for one of its seats, which the host's gate checks like any other.
//!
//! Nothing here touches the network: the transport (in the app) carries these bytes.

use crate::core::game::restore_table;
use crate::core::{Act, Game, GameRng, SeatId, Setup, TableSetup, TableSnapshot};
use bevy_ecs::message::{MessageCursor, Messages};
use bevy_ecs::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The table as a client's seats may see it: the setup without its seed, how many actions were
/// taken, and the game's state with everything they may not see made canonical. The setup
/// (with its board or deck) is sent only in a fresh update: it does not change in a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView<S> {
    pub setup: Option<TableSetup>,
    pub actions: u64,
    pub game: S,
}

/// What a client receives after each action (and at the start): the events the action led to,
/// in order, then the table they left.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Update<E, S> {
    /// The views drop what they were playing back and show the table afresh: a start, an undo,
    /// a rejoin.
    pub fresh: bool,
    pub events: Vec<E>,
    pub view: SeatView<S>,
    /// The client's seats that may take back their last action now (the host's undo rule).
    pub undo: Vec<SeatId>,
}

pub type UpdateOf<G> = Update<<G as Game>::Event, <G as Game>::Snapshot>;

/// A table's setup as a client may know it: everything but the seed, which deals every card.
pub fn redacted_setup(setup: &TableSetup) -> TableSetup {
    TableSetup {
        seed: 0,
        ..setup.clone()
    }
}

/// The table in `world` as `seats` may see it.
pub fn seat_view<G: Game>(world: &World, seats: &[SeatId]) -> SeatView<G::Snapshot> {
    let mut game = G::snapshot(world);
    let setup = &world.resource::<Setup>().0;
    G::redact(&mut game, setup, seats);
    SeatView {
        setup: Some(redacted_setup(setup)),
        actions: actions_taken::<G>(world) as u64,
        game,
    }
}

/// What `seats`' machine is sent after `events`.
pub fn update_for<G: Game>(
    world: &World,
    seats: &[SeatId],
    events: &[G::Event],
    fresh: bool,
) -> UpdateOf<G> {
    let mut view = seat_view::<G>(world, seats);
    if !fresh {
        view.setup = None;
        G::net_trim(&mut view.game);
    }
    Update {
        fresh,
        events: events
            .iter()
            .map(|e| {
                let mut e = e.clone();
                G::redact_event(&mut e, seats);
                e
            })
            .collect(),
        view,
        undo: seats
            .iter()
            .copied()
            .filter(|s| crate::core::undo::can_undo::<G>(world, *s))
            .collect(),
    }
}

/// The bytes on the wire.
pub fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_allocvec(value).expect("the rules' types always serialize")
}

/// Bytes from the wire, or what is wrong with them.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("unreadable message ({e})"))
}

/// Marks a mirror table: the table in this world is an online table's, as the host last sent
/// it. Its rules never run; `shown` counts the updates put on it.
#[derive(Resource, Clone, Debug, Default)]
pub struct Mirror {
    pub actions: u64,
    pub shown: u64,
    /// This machine's seats that may take back their last action now (the host says).
    pub undo: Vec<SeatId>,
}

/// A client puts `update` on its mirror table and hands its events to the views. Refused when
/// it needs a setup this mirror never had.
pub fn show<G: Game>(world: &mut World, update: UpdateOf<G>) -> Result<(), String> {
    let Update {
        events,
        mut view,
        undo,
        ..
    } = update;
    let setup = match view.setup {
        Some(setup) => setup,
        None => {
            let setup = world
                .get_resource::<Setup>()
                .map(|t| t.0.clone())
                .ok_or("an update came before the table it updates")?;
            G::net_fill(&mut view.game, &G::snapshot(world));
            setup
        }
    };
    let snap = TableSnapshot::new(setup, GameRng::seeded(0), view.game);
    restore_table::<G>(world, &snap);
    let shown = world.get_resource::<Mirror>().map_or(0, |m| m.shown) + 1;
    world.insert_resource(Mirror {
        actions: view.actions,
        shown,
        undo,
    });
    for e in events {
        world.write_message(e);
    }
    Ok(())
}

/// The host reads the game's events as the rules write them, to send them on.
#[derive(Resource)]
struct EventTap<G: Game>(MessageCursor<G::Event>);

/// The events written since the last call (all still buffered, on the first).
pub fn take_events<G: Game>(world: &mut World) -> Vec<G::Event> {
    if !world.contains_resource::<Messages<G::Event>>() {
        return Vec::new();
    }
    if !world.contains_resource::<EventTap<G>>() {
        world.insert_resource(EventTap::<G>(MessageCursor::default()));
    }
    world.resource_scope(|world, mut tap: Mut<EventTap<G>>| {
        tap.0
            .read(world.resource::<Messages<G::Event>>())
            .cloned()
            .collect()
    })
}

/// A client takes the actions its views and bots wrote, before any gate could see them.
pub fn take_acts<G: Game>(world: &mut World) -> Vec<Act<G::Action>> {
    world
        .get_resource_mut::<Messages<Act<G::Action>>>()
        .map(|mut m| m.drain().collect())
        .unwrap_or_default()
}

/// How many actions the table in `world` has taken (on a mirror, as the host counts them).
pub fn actions_taken<G: Game>(world: &World) -> usize {
    if let Some(m) = world.get_resource::<Mirror>() {
        return m.actions as usize;
    }
    world
        .get_resource::<crate::core::ActionLog<G::Action>>()
        .map_or(0, |l| l.entries.len())
}
