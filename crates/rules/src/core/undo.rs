//! Undo, as Board Game Arena does it: a seat may take back its own run of actions until
//! something hidden is revealed, a die is rolled or another seat acts. The undone action leaves
//! the log, so a replay is still exact.
//!
//! The kernel seals the log after every action that moved the generator (dice, shuffles) or
//! that a rule system flagged with [`crate::core::Revealed`], and before any action of another
//! seat. With undo on, an observer of the gate ([`Admitting`]) keeps a snapshot of the table
//! from just before the current run began; undoing restores it and replays the run but its
//! last action on a headless table. The kernel knows nothing of undo.

use crate::core::game::{
    ActionLog, Admitting, Setup, TableSnapshot, restore_table, snapshot_table,
};
use crate::core::{Game, GameSim, Refusal, SeatId, Text};
use crate::{text, text_id};
use bevy_ecs::prelude::*;
use bevy_ecs::world::DeferredWorld;

/// The rule of undo, as refusals name it.
/// "You may take back your own actions until something hidden is revealed, a die is rolled or
/// another player acts."
pub const UNDO_RULE: &str = text_id!("rule-undo");

/// The table as it stood before the current run of one seat's actions, and the observer that
/// keeps it. Present while undo is on (the window, when the setting allows it; tests that ask
/// for it).
#[derive(Resource)]
pub struct Checkpoint<G: Game> {
    table: Option<TableSnapshot<G::Snapshot, G::Action>>,
    keeper: Entity,
}

pub fn enable<G: Game>(world: &mut World) {
    if is_on::<G>(world) {
        return;
    }
    let keeper = world.add_observer(keep::<G>).id();
    world.insert_resource(Checkpoint::<G> {
        table: None,
        keeper,
    });
}

pub fn disable<G: Game>(world: &mut World) {
    if let Some(c) = world.remove_resource::<Checkpoint<G>>() {
        world.despawn(c.keeper);
    }
}

pub fn is_on<G: Game>(world: &World) -> bool {
    world.contains_resource::<Checkpoint<G>>()
}

/// The gate admits an action: one that starts a run (the log is sealed up to it) keeps the
/// table as it stands, before the action.
fn keep<G: Game>(_: On<Admitting<G>>, mut world: DeferredWorld) {
    let starts_run = world
        .get_resource::<ActionLog<G::Action>>()
        .is_some_and(|log| log.sealed == log.entries.len());
    if starts_run {
        let snap = snapshot_table::<G>(&world);
        world.resource_mut::<Checkpoint<G>>().table = Some(snap);
    }
}

/// Whether `seat` may take back its last action now.
pub fn can_undo<G: Game>(world: &World, seat: SeatId) -> bool {
    why_not::<G>(world, seat).is_none()
}

fn why_not<G: Game>(world: &World, seat: SeatId) -> Option<Text> {
    let Some(Checkpoint {
        table: Some(checkpoint),
        ..
    }) = world.get_resource::<Checkpoint<G>>()
    else {
        return Some(text!("refused-undo-nothing-yours"));
    };
    let (Some(log), Some(setup)) = (
        world.get_resource::<ActionLog<G::Action>>(),
        world.get_resource::<Setup>(),
    ) else {
        return Some(text!("refused-undo-no-table"));
    };
    // The checkpoint is this table's, from just before this run: another table (a new one, a
    // save opened) never matches it.
    let this_run = checkpoint.log.len() == log.sealed
        && checkpoint.setup == setup.0
        && log.entries.starts_with(&checkpoint.log);
    match log.entries.last() {
        None => Some(text!("refused-undo-nothing")),
        Some((s, _)) if *s != seat => Some(text!("refused-undo-another-acted")),
        Some(_) if log.sealed >= log.entries.len() => Some(text!("refused-undo-sealed")),
        Some(_) if !this_run => Some(text!("refused-undo-nothing-yours")),
        Some(_) => None,
    }
}

/// Takes back `seat`'s last action: the table is put back as it was before it.
pub fn undo<G: Game>(world: &mut World, seat: SeatId) -> Result<(), Refusal> {
    if let Some(why) = why_not::<G>(world, seat) {
        return Err(Refusal::new(Text::message(UNDO_RULE, vec![]), why));
    }
    let checkpoint = world
        .resource::<Checkpoint<G>>()
        .table
        .clone()
        .expect("checked above");
    let log = world.resource::<ActionLog<G::Action>>();
    let run = log.entries[checkpoint.log.len()..log.entries.len() - 1].to_vec();
    // The run but its last action, replayed from the checkpoint away from the table's world,
    // so the views see only the result, not the replay's events.
    let mut sim = GameSim::<G>::empty();
    sim.restore(&checkpoint);
    for (s, a) in run {
        sim.apply(s, a).map_err(|r| {
            Refusal::new(
                Text::message(UNDO_RULE, vec![]),
                text!("refused-undo-replay", why = r.detail),
            )
        })?;
    }
    restore_table::<G>(world, &sim.snapshot());
    Ok(())
}

/// Undo on a headless table, as tests use it.
impl<G: Game> GameSim<G> {
    /// Keeps what undo needs from now on (off by default: searches and simulations never undo).
    pub fn enable_undo(&mut self) {
        enable::<G>(self.world_mut());
    }
    pub fn can_undo(&self, seat: SeatId) -> bool {
        can_undo::<G>(self.world(), seat)
    }
    /// Takes back `seat`'s last action (see [`undo`]).
    pub fn undo(&mut self, seat: SeatId) -> Result<(), Refusal> {
        undo::<G>(self.world_mut(), seat)
    }
}
