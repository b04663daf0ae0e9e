//! The rule system. It runs the [`Engine`] on the table's [`State`]: the accepted action, then,
//! once every seat has acted, the round's reveal and end; the last reveal's events are kept in
//! [`LastReveal`].

use super::actions::CatastrophesAction;
use super::components::{Cat, GameEnd, LastReveal, RoundState, TableRules};
use super::engine::{Engine, State};
use super::events::CatastrophesEvent;
use crate::core::{Accepted, GameRng, Revealed, RulesSchedule, RulesSet, accepted_now};
use bevy_app::App;
use bevy_ecs::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CatastrophesEvent>().add_systems(
        RulesSchedule,
        apply.in_set(RulesSet::Apply).run_if(
            resource_exists::<RoundState>
                .and_then(accepted_now::<CatastrophesAction>.or_else(round_complete)),
        ),
    );
}

/// Every seat has acted this round and the game is not over yet. (A table restored in that
/// state is resolved on the next run of the rules, with no action.)
fn round_complete(
    round: Option<Res<RoundState>>,
    rules: Option<Res<TableRules>>,
    end: Option<Res<GameEnd>>,
) -> bool {
    match (round, rules) {
        (Some(round), Some(rules)) => end.is_none() && round.acted() >= rules.seats as usize,
        _ => false,
    }
}

/// The rule system: the accepted action, then the round's end once every seat has acted.
fn apply(world: &mut World, cats: &mut QueryState<&mut Cat>) {
    let accepted = crate::core::accepted_this_run::<CatastrophesAction>(world);
    let mut state = State::from_world(world);
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng, true);
    for Accepted { seat, action } in accepted {
        e.apply(seat, action);
    }
    let reveal_from = e.events.len();
    let resolved = e.settle();
    let (events, revealed) = (std::mem::take(&mut e.events), e.revealed);
    state.into_world(world, cats);
    world.resource_mut::<GameRng>().set_if_neq(rng);
    if revealed {
        world.resource_mut::<Revealed>().0 = true;
    }
    if resolved {
        world.resource_mut::<LastReveal>().0 = events[reveal_from..].to_vec();
    }
    world.write_message_batch(events);
}
