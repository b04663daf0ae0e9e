//! The setup and the rules as the table runs them, with the rules' numbers, the names of the
//! standing spat bonuses and what [`State`] answers with ([`Goal`], [`Stay`]). `setup` deals
//! the table as a [`State`]; `start` and [`TableGame::play`] run the [`Engine`] on the table's
//! state, and the cats are then drawn from it ([`super::face`]).

use super::GrandPrrrrix;
use super::actions::GrandPrrrrixAction;
use super::components::*;
use super::engine::{Engine, State};
use super::events::GrandPrrrrixEvent;
use super::face::Face;
use crate::core::table::{self, Played, Recorder, TableGame};
use crate::core::{Accepted, Deck, GameRng, Reshuffle, SeatId, TableSetup};
use crate::levels::Level;
use crate::levels::grand_prrrrix::CatKind;
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
        // No turn yet: the deal settles by turning the first card.
        turn: Turn::new(0, SeatId(0), first, false, Phase::End),
        end: None,
    })
}

/// Puts a dealt state on the table and lets it run to the first decision.
pub fn start(world: &mut World, mut state: State) {
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng, Recorder::keeping());
    e.settle();
    let events = e.events.take();
    world.insert_resource(rng);
    table::hold::<GrandPrrrrix>(world, state);
    world.write_message_batch(events);
}

/// The table's state. Only called while a Grand Prrrrix table is on.
pub(super) fn state(world: &World) -> &State {
    table::state::<GrandPrrrrix>(world).expect("a Grand Prrrrix table is on")
}

impl TableGame for GrandPrrrrix {
    type Face = Face;

    /// Each accepted action, then everything that follows from it, as the engine runs it.
    fn play(
        s: &mut State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<GrandPrrrrixAction>>,
    ) -> Played<GrandPrrrrixEvent> {
        let mut e = Engine::new(s, rng, Recorder::keeping());
        for Accepted { seat, action } in accepted {
            e.apply(seat, action);
            e.settle();
        }
        Played {
            events: e.events.take(),
            revealed: e.revealed,
        }
    }
}
