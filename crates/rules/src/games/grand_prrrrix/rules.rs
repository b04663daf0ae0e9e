//! The setup and the rule system, with the rules' numbers, the names of the standing spat
//! bonuses and what [`State`] answers with ([`Goal`], [`Stay`]). `setup` deals the table as a
//! [`State`]; `start` and the rule system run the [`Engine`] on it and write back what changed.

use super::actions::GrandPrrrrixAction;
use super::components::*;
use super::engine::{Engine, State};
use super::events::GrandPrrrrixEvent;
use crate::core::{
    Accepted, Deck, GameRng, Reshuffle, Revealed, RulesSchedule, RulesSet, SeatId, TableSetup,
    accepted_now,
};
use crate::levels::Level;
use crate::levels::grand_prrrrix::CatKind;
use bevy_app::App;
use bevy_ecs::prelude::*;
use std::sync::Arc;

/// A safety cap the rulebook does not need with people at the table: after this many turns
/// per cat the cat furthest along the race wins (then the one with most energy). Ordinary
/// games end long before (see `simulate`).
pub const MAX_TURNS_PER_CAT: u32 = 200;
/// Energy a turn of rest brings (bedrooms, cushions, the Pillow).
pub const REST: u8 = 3;
/// Energy the Food Bowl gives.
pub const MEAL: u8 = 5;
/// Purr cards a cat may spend in spats (of its three; the third marks its progress).
pub const PURRS: u8 = 2;

pub(super) fn plugin(app: &mut App) {
    crate::core::query::cache_query::<Cat>(app);
    app.add_message::<GrandPrrrrixEvent>().add_systems(
        RulesSchedule,
        apply
            .in_set(RulesSet::Apply)
            .run_if(resource_exists::<Turn>.and_then(accepted_now::<GrandPrrrrixAction>)),
    );
}

/// What a cat must visit next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Room(u8),
    /// The Shorter Course's last leg: its own cushion.
    Cushion,
}

/// The names of the bonuses a cat has in a spat without choosing them (message ids).
pub const HOME_TERRITORY: &str = crate::text_id!("gp-bonus-home-territory");
pub const NEAR_HOME: &str = crate::text_id!("gp-bonus-near-home");
pub const MOUSE_COIN: &str = crate::text_id!("gp-bonus-mouse-coin");
pub const OPPONENT_RESTING: &str = crate::text_id!("gp-bonus-opponent-resting");

/// What [`GrandPrrrrixAction::Stay`] does, for prompts and buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stay {
    /// End a turn already begun.
    Stop,
    /// Stand still for nothing.
    Wait,
    Rest,
    Play,
    Eat,
    Open,
}

/// Deals a new table.
pub fn setup(world: &mut World, setup: &TableSetup) -> Result<State, String> {
    let Level::GrandPrrrrix(def) = &setup.level else {
        return Err(format!(
            "Grand Prrrrix is played on a GrandPrrrrix level, not a {}",
            setup.level.kind()
        ));
    };
    let n = setup.seat_count();
    if !(3..=5).contains(&n) {
        return Err(format!("Grand Prrrrix is for 3 to 5 players, not {n}"));
    }
    let board = Arc::new(def.mansion());
    let room = |name: &str| board.room_index(name).expect("validated level");
    let mut rng = world.resource_mut::<GameRng>();
    // "Shuffle the cat cards and have everyone draw one."
    let mut kinds = CatKind::ALL.to_vec();
    rng.shuffle(&mut kinds);
    kinds.truncate(n);
    let cats: Vec<Cat> = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| Cat {
            seat: SeatId(i as u8),
            kind,
            at: board.cushion(kind),
            energy: def.start_energy,
            coin: false,
            purrs: PURRS,
            done: 0,
            backwards: if setup.variant("bidirectional") {
                None
            } else {
                Some(false)
            },
            resting: false,
            rest_due: 0,
            ate: false,
        })
        .collect();
    // Stack One, shuffled and dealt in a row: the Race Order Layout.
    let mut race: Vec<Miaow> = def
        .race_cards
        .iter()
        .map(|c| Miaow {
            cat: c.cat,
            room: room(&c.room),
        })
        .collect();
    rng.shuffle(&mut race);
    let shorter = setup.variant("shorter-course");
    if shorter {
        // "Remove the cards with the second appearance of each cat."
        let mut seen = Vec::new();
        race.retain(|m| {
            let first = !seen.contains(&m.cat);
            seen.push(m.cat);
            first
        });
    }
    // Stack Two without the cats not in play: the Turn Order deck.
    let mut turn_cards: Vec<Miaow> = def
        .turn_cards
        .iter()
        .filter(|c| kinds.contains(&c.cat))
        .map(|c| Miaow {
            cat: c.cat,
            room: room(&c.room),
        })
        .collect();
    rng.shuffle(&mut turn_cards);
    let mut costs = [0u8; 4];
    costs.copy_from_slice(&def.move_costs);
    let first = turn_cards[0];
    Ok(State {
        cats,
        board,
        layout: Layout {
            cards: race,
            home_stretch: shorter,
        },
        deck: Deck::new(turn_cards, Reshuffle::FromDiscard),
        coins: n as u8,
        options: Options {
            personal_space: setup.variant("personal-space"),
            bidirectional: setup.variant("bidirectional"),
            max_energy: def.max_energy,
            move_costs: costs,
            max_turns: MAX_TURNS_PER_CAT * n as u32,
        },
        turn: Turn {
            number: 0,
            seat: SeatId(0),
            card: first,
            bonus: false,
            moved: 0,
            off_cushion: false,
            must_end: false,
            acted: false,
            ate: false,
            won: false,
            fought: Vec::new(),
            pending: Vec::new(),
            forced: Vec::new(),
            phase: Phase::End,
        },
        end: None,
    })
}

/// Puts a dealt (or restored) state into the world and lets it run to the first decision.
pub fn start(world: &mut World, mut state: State) {
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng);
    e.settle();
    let events = std::mem::take(&mut e.events);
    world.insert_resource(rng);
    super::insert(world, state);
    world.write_message_batch(events);
}

/// The rule system for accepted actions.
fn apply(world: &mut World) {
    let accepted = crate::core::accepted_this_run::<GrandPrrrrixAction>(world);
    let mut state = State::from_world(world);
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng);
    for Accepted { seat, action } in accepted {
        e.apply(seat, action);
        e.settle();
    }
    let (events, revealed) = (std::mem::take(&mut e.events), e.revealed);
    state.to_world(world);
    world.resource_mut::<GameRng>().set_if_neq(rng);
    if revealed {
        world.resource_mut::<Revealed>().0 = true;
    }
    world.write_message_batch(events);
}
