//! The setup and the rules as the table runs them: `setup` deals the table as a [`State`]; the
//! [`Engine`] carries out each accepted action on it, then everything that follows until a seat
//! must decide again; the face is then drawn from the state ([`super::face`]).

use super::HereKittyKitty;
use super::actions::HereKittyKittyAction;
use super::components::*;
use super::engine::{Engine, State};
use super::events::HereKittyKittyEvent;
use super::face::Face;
use crate::core::table::{self, Played, Recorder};
use crate::core::{Accepted, Deck, GameRng, Reshuffle, SeatId, TableSetup};
use crate::levels::Level;
use crate::levels::here_kitty_kitty::CardType;
use bevy_ecs::prelude::*;
use std::sync::Arc;

/// A safety cap the rulebook does not need with people at the table: after this many rounds
/// with cards still in the deck (players who never play or discard never draw), the final
/// round starts as if the last card had been drawn.
pub const MAX_ROUNDS: u32 = 60;

/// Deals a new table and lets it run to the first decision.
pub fn setup(world: &mut World, setup: &TableSetup) -> Result<(), String> {
    let Level::HereKittyKitty(def) = &setup.level else {
        return Err(format!(
            "Here, Kitty, Kitty! is played with a HereKittyKitty level, not a {}",
            setup.level.kind()
        ));
    };
    let n = setup.seat_count();
    let m = def
        .modification(n)
        .ok_or_else(|| format!("the level's table has no row for {n} players"))?;
    let in_play = def.counts_for(n);
    let mut rng = world.resource::<GameRng>().clone();
    // "Remove all Instant cards from the deck and shuffle the remaining cards."
    let (mut instants, mut rest): (Vec<CardId>, Vec<CardId>) = in_play
        .iter()
        .enumerate()
        .flat_map(|(i, &k)| std::iter::repeat_n(CardId(i as u8), k as usize))
        .partition(|c| def.cards[c.0 as usize].kind == CardType::Instant);
    rng.shuffle(&mut rest);
    let mut props: Vec<Property> = (0..n).map(|i| Property::new(SeatId(i as u8))).collect();
    for _ in 0..m.hand {
        for p in props.iter_mut() {
            if let Some(c) = rest.pop() {
                p.hand.push(c);
            }
        }
    }
    // "Shuffle the Instant cards back into the deck."
    rest.append(&mut instants);
    rng.shuffle(&mut rest);
    // The rulebook's first player owns the most real cats; the table's first seat starts.
    let first = SeatId(0);
    let mut state = State {
        props,
        hood: Cats([def.cats_per_colour; 4]),
        pile: Deck::new(rest, Reshuffle::Never),
        turn: new_turn(first, 1, m.actions),
        rules: TableRules {
            seats: n as u8,
            hand: m.hand,
            actions: m.actions,
            in_play,
        },
        book: Arc::new(def.cards.clone()),
        end: None,
    };
    let mut e = Engine::new(&mut state, &mut rng, Recorder::keeping());
    e.settle();
    let events = e.events.take();
    world.insert_resource(rng);
    table::hold::<HereKittyKitty>(world, state);
    world.write_message_batch(events);
    Ok(())
}

pub(super) fn new_turn(seat: SeatId, number: u32, actions: u8) -> Turn {
    Turn {
        seat,
        number,
        actions_left: actions,
        steps: vec![Step::EndTurn, Step::DrawUp, Step::Action, Step::StartTurn],
        final_turns: None,
        last_card_by: None,
    }
}

/// The table's state. Only called while a Here, Kitty, Kitty! table is on.
pub(super) fn state(world: &World) -> &State {
    table::state::<HereKittyKitty>(world).expect("a Here, Kitty, Kitty! table is on")
}

impl table::TableGame for HereKittyKitty {
    type Face = Face;

    fn play(
        s: &mut State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<HereKittyKittyAction>>,
    ) -> Played<HereKittyKittyEvent> {
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
