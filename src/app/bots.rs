//! Bots at the table. Each bot seat keeps one bot for the whole game (the rules' `SeatBots`);
//! a decision is handed to Bevy's async compute pool so that the window keeps drawing while a
//! Hard bot thinks, within its level's time box. On a turn a bot waits a moment first so the
//! players can follow; in a response window every bot answers at once.

use crate::games::RulesStep;
use crate::session::{ActiveTable, TableTurn, Thinking, ViewBusy};
use crate::settings::Settings;
use crate::states::{PlayState, Screen};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, block_on, poll_once};
use mogland_rules::core::SeatId;
use mogland_rules::core::hotseat::bots_to_answer;

/// The pause between a bot's turns, at animation speed 1.
const TURN_PAUSE: f32 = 0.6;

pub fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .add_systems(OnExit(Screen::Playing), |mut t: ResMut<Thinking>| {
            *t = Thinking::default()
        })
        .add_systems(
            Update,
            (collect, start)
                .chain()
                .before(RulesStep)
                .run_if(in_state(PlayState::Running).and_then(resource_exists::<ActiveTable>)),
        );
}

/// Bots that have decided send their action (it goes through the gate like anyone's).
fn collect(world: &mut World) {
    let mut thinking = std::mem::take(&mut world.resource_mut::<Thinking>().tasks);
    let mut done = Vec::new();
    thinking.retain_mut(|(_, task)| match block_on(poll_once(task)) {
        Some(reply) => {
            done.push(reply);
            false
        }
        None => true,
    });
    world.resource_mut::<Thinking>().tasks = thinking;
    for reply in done {
        reply(world);
    }
}

/// Asks the bots that decide now, once the view is still and the pause has run out.
fn start(world: &mut World) {
    // Another machine's table: its bots play there (and this machine's on the mirror, in
    // `mogland_net::guest`); a replay's table only shows what was played.
    let table = world.resource::<ActiveTable>().clone();
    if !table.mode.rules_here() {
        return;
    }
    let Some(asked) = world.resource::<TableTurn>().asked.clone() else {
        return;
    };
    if asked.is_response() {
        auto_pass(world, &table, &asked.seats);
    }
    // At a table this machine hosts, a bot may also be playing for a friend who is away.
    let bots = match world.get_resource::<mogland_net::host::Host>() {
        Some(host) if host.started => host.bots_now(world),
        _ => bots_to_answer(&table.setup, &asked),
    };
    if bots.is_empty() || world.resource::<ViewBusy>().0 {
        world.resource_mut::<Thinking>().waited = 0.0;
        return;
    }
    if !world.resource::<Thinking>().is_empty() {
        return;
    }
    if !asked.is_response() {
        let speed = world.resource::<Settings>().speed();
        let dt = world.resource::<Time>().delta_secs();
        let mut thinking = world.resource_mut::<Thinking>();
        thinking.waited += dt * speed;
        if thinking.waited < TURN_PAUSE {
            return;
        }
        thinking.waited = 0.0;
    }
    let pool = AsyncComputeTaskPool::get();
    for (seat, level) in bots {
        if let Some(job) = table.rules.bot_job(world, seat, level) {
            let task = pool.spawn(async move { job() });
            world.resource_mut::<Thinking>().tasks.push((seat, task));
        }
    }
}

/// With no one else at the screen, a human whose only answer to a window is "pass" is not kept
/// waiting for it (see `hotseat::may_auto_pass`).
fn auto_pass(world: &mut World, table: &ActiveTable, seats: &[SeatId]) {
    let n = table.rules.actions_taken(world);
    for &seat in seats {
        if crate::app::playing::here(world, table).contains(&seat)
            && world.resource::<Thinking>().auto_passed != Some((seat, n))
            && table.rules.auto_pass(world, seat)
        {
            world.resource_mut::<Thinking>().auto_passed = Some((seat, n));
        }
    }
}
