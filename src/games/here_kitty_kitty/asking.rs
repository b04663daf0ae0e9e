//! A player's choice, for one game, to be asked to answer a response window only when it
//! concerns them (`WindowKind::concerns`): a card played on them, an Instant, a copy or a
//! landing; the table lets a rival's card on its own Property, or a rival moving its own
//! cats, go for them. Offered only to a lone human at the screen: with several, who is asked
//! would tell the others who holds a block (docs/decisions.md, "Hotseat and response
//! windows").

use crate::session::{ActiveTable, TableTurn, ViewBusy};
use bevy::prelude::*;
use mogland_rules::core::{Act, Game, SeatId, hotseat};
use mogland_rules::games::here_kitty_kitty::{HereKittyKitty, HereKittyKittyAction, Step};

/// Ask only about windows that concern this player: off at every new table.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnlyMine(pub bool);

/// Whether the choice is offered at this table: one human at most.
pub fn offered(table: &ActiveTable) -> bool {
    hotseat::alone_at_screen(&table.setup)
}

/// Lets a window that does not concern the player go ("Let it go" for them), once per
/// window, after the playback caught up, as a click would.
pub fn let_go(world: &mut World, mut done: Local<Option<(SeatId, usize)>>) {
    if !world.resource::<OnlyMine>().0 || world.resource::<ViewBusy>().0 {
        return;
    }
    let table = world.resource::<ActiveTable>().clone();
    if !offered(&table) {
        return;
    }
    let turn = world.resource::<TableTurn>();
    let Some(me) = turn.me().filter(|_| turn.my_decision()) else {
        return;
    };
    let obs = HereKittyKitty::observation(world, Some(me));
    let Some(Step::Window { kind, .. }) = obs.steps.last() else {
        return;
    };
    let n = table.rules.actions_taken(world);
    if kind.concerns(me)
        || !obs.legal.contains(&HereKittyKittyAction::Pass)
        || *done == Some((me, n))
    {
        return;
    }
    *done = Some((me, n));
    world.write_message(Act {
        seat: me,
        action: HereKittyKittyAction::Pass,
    });
}
