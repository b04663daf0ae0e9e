//! Undo, as Board Game Arena does it: a seat may take back its own run of actions until
//! something hidden is revealed, a die is rolled or another seat acts. The undone action leaves
//! the log, so a replay is still exact.
//!
//! The kernel seals the log after every action that moved the generator (dice, shuffles) or
//! that a rule system flagged with [`Revealed`], and before any action of another seat. With
//! undo on, it keeps a snapshot of the table from just before the current run began; undoing
//! restores it and replays the run but its last action on a headless table.

use crate::core::game::{ActionLog, Revealed, TableSnapshot, restore_table, snapshot_table};
use crate::core::{Game, GameRng, GameSim, Refusal, SeatId, Text};
use crate::{text, text_id};
use bevy_ecs::prelude::*;

/// The rule of undo, as refusals name it.
/// "You may take back your own actions until something hidden is revealed, a die is rolled or
/// another player acts."
pub const UNDO_RULE: &str = text_id!("rule-undo");

/// The table as it stood before the current run of one seat's actions. Present while undo is
/// on (the window, when the setting allows it; tests that ask for it).
#[derive(Resource)]
pub struct Checkpoint<G: Game>(Option<TableSnapshot<G::Snapshot, G::Action>>);

/// The generator as it was before the action of `G` being applied: if it moved, a die was
/// rolled. Empty between actions.
#[derive(Resource)]
pub struct UndoProbe<G: Game>(Option<GameRng>, std::marker::PhantomData<G>);

impl<G: Game> Default for UndoProbe<G> {
    fn default() -> Self {
        Self(None, std::marker::PhantomData)
    }
}

/// Run condition: an action of `G` was just admitted.
pub(crate) fn probing<G: Game>(probe: Option<Res<UndoProbe<G>>>) -> bool {
    probe.is_some_and(|p| p.0.is_some())
}

pub fn enable<G: Game>(world: &mut World) {
    world.insert_resource(Checkpoint::<G>(None));
}

pub fn disable<G: Game>(world: &mut World) {
    world.remove_resource::<Checkpoint<G>>();
}

pub fn is_on<G: Game>(world: &World) -> bool {
    world.contains_resource::<Checkpoint<G>>()
}

pub(crate) fn forget<G: Game>(world: &mut World) {
    if let Some(mut c) = world.get_resource_mut::<Checkpoint<G>>() {
        c.0 = None;
    }
    if let Some(mut p) = world.get_resource_mut::<UndoProbe<G>>() {
        p.0 = None;
    }
}

/// Called by the gate just before an accepted action is logged.
pub(crate) fn before_action<G: Game>(world: &mut World, seat: SeatId) {
    let rng = world.resource::<GameRng>().clone();
    world.get_resource_or_init::<UndoProbe<G>>().0 = Some(rng);
    world.resource_mut::<Revealed>().0 = false;
    let mut log = world.resource_mut::<ActionLog<G::Action>>();
    if log.entries.last().is_some_and(|(s, _)| *s != seat) {
        // Another seat acts: everything before is final.
        log.sealed = log.entries.len();
    }
    let starts_run = log.sealed == log.entries.len();
    if starts_run && is_on::<G>(world) {
        let snap = snapshot_table::<G>(world);
        world.resource_mut::<Checkpoint<G>>().0 = Some(snap);
    }
}

/// After the rules ran: an action that rolled, shuffled, revealed or ended the game is final.
pub(crate) fn settle<G: Game>(world: &mut World) {
    let Some(before) = world.resource_mut::<UndoProbe<G>>().0.take() else {
        return;
    };
    let revealed = std::mem::take(&mut world.resource_mut::<Revealed>().0);
    let rolled = *world.resource::<GameRng>() != before;
    let over = G::decision(world).is_none();
    if revealed || rolled || over {
        let mut log = world.resource_mut::<ActionLog<G::Action>>();
        log.sealed = log.entries.len();
    }
}

/// Whether `seat` may take back its last action now.
pub fn can_undo<G: Game>(world: &World, seat: SeatId) -> bool {
    why_not::<G>(world, seat).is_none()
}

fn why_not<G: Game>(world: &World, seat: SeatId) -> Option<Text> {
    let Some(Checkpoint(Some(checkpoint))) = world.get_resource::<Checkpoint<G>>() else {
        return Some(text!("refused-undo-nothing-yours"));
    };
    let Some(log) = world.get_resource::<ActionLog<G::Action>>() else {
        return Some(text!("refused-undo-no-table"));
    };
    match log.entries.last() {
        None => Some(text!("refused-undo-nothing")),
        Some((s, _)) if *s != seat => Some(text!("refused-undo-another-acted")),
        Some(_) if log.sealed >= log.entries.len() => Some(text!("refused-undo-sealed")),
        Some(_) if checkpoint.log.len() != log.sealed => Some(text!("refused-undo-nothing-yours")),
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
        .0
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
    if let Some(mut c) = world.get_resource_mut::<Checkpoint<G>>() {
        c.0 = Some(checkpoint);
    }
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
