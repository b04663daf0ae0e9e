//! The log's line for each event: what the table's log, a replay and `mogland watch` show as
//! the game plays ("Felix catches a mouse!"). From the table's setup alone: the seats' names,
//! and the level's space names and Curiosity cards.

use super::actions::card_name;
use super::components::{Space, shop_key};
use super::events::CatAttackEvent;
use crate::core::{Arg, SeatId, TableSetup, Text};
use crate::levels::cat_attack::{Board, GameDef};
use crate::levels::{Level, Words};
use crate::text;

/// The line for `event`; a move along no space at all (the rules never make one) has none.
pub fn tell(setup: &TableSetup, event: &CatAttackEvent) -> Option<Text> {
    use CatAttackEvent as E;
    let name = |s: &SeatId| name(setup, *s);
    // The last space of a path, by the level's name for it.
    let to = |path: &[Space]| path.last().map(|s| space(setup, *s));
    Some(match event {
        E::FirstRoll { rolls, first } => {
            let named: Vec<Vec<(String, u8)>> = rolls
                .iter()
                .map(|round| round.iter().map(|(s, v)| (name(s), *v)).collect())
                .collect();
            text!(
                "ca-tell-first-roll",
                rounds = rounds(&named),
                name = name(first)
            )
        }
        E::Played { seat, card } => {
            text!("ca-tell-played", name = name(seat), card = card_name(*card))
        }
        E::Rolled { seat, value } => text!("ca-tell-rolled", name = name(seat), value = *value),
        E::Moved { seat, path } => text!("ca-tell-moved", name = name(seat), space = to(path)?),
        E::CritterMoved { critter, path, .. } => text!(
            "ca-tell-critter-moved",
            critter = critter.key(),
            space = to(path)?
        ),
        E::Caught { seat, critter } => {
            text!("ca-tell-caught", name = name(seat), critter = critter.key())
        }
        E::Bought { seat, food } => text!("ca-tell-bought", name = name(seat), food = food.text()),
        E::Attacked { by, victim } => {
            text!("ca-tell-attacked", name = name(by), victim = name(victim))
        }
        E::LostLives { seat, lives, why } => text!(
            "ca-tell-lost-lives",
            name = name(seat),
            lives = *lives,
            why = why
        ),
        E::SentHome { seat } => text!("ca-tell-sent-home", name = name(seat)),
        E::Retired { seat } => text!("ca-tell-retired", name = name(seat)),
        E::RaidDeclined { by, victim } => {
            text!(
                "ca-tell-raid-declined",
                name = name(by),
                victim = name(victim)
            )
        }
        E::Raided { by, victim, food } => text!(
            "ca-tell-raided",
            name = name(by),
            victim = name(victim),
            food = food.text()
        ),
        E::Swapped { by, from } => text!("ca-tell-swapped", name = name(by), from = name(from)),
        // The card's words in the log too: it stays readable after the card is put away.
        E::CuriosityDrawn { seat, card } => {
            match level(setup).and_then(|def| def.curiosity_deck.get(*card as usize)) {
                Some(line) => text!("ca-tell-curiosity", name = name(seat), card = &line.text),
                None => text!("ca-tell-curiosity-unread", name = name(seat)),
            }
        }
        E::ShopToggled { shop, open: true } => text!("ca-tell-shop-opens", shop = shop_key(*shop)),
        E::ShopToggled { shop, open: false } => {
            text!("ca-tell-shop-closes", shop = shop_key(*shop))
        }
        E::CarDrove { path } => text!("ca-tell-car", space = to(path)?),
        E::FightDeclared {
            attacker,
            defender,
            suit,
        } => text!(
            "ca-tell-fight",
            name = name(attacker),
            defender = name(defender),
            suit = suit.key()
        ),
        E::FightCard { seat, card } => {
            text!(
                "ca-tell-fight-card",
                name = name(seat),
                card = card_name(*card)
            )
        }
        E::FightLost { seat } => text!("ca-tell-fight-lost", name = name(seat)),
        E::SixCat {
            seat,
            victim,
            critter,
        } => text!(
            "ca-tell-six-cat",
            name = name(seat),
            victim = name(victim),
            critter = critter.key()
        ),
        E::Escaped { seat, critter } => {
            text!(
                "ca-tell-escaped",
                name = name(seat),
                critter = critter.key()
            )
        }
        E::Won { seat } => text!("ca-tell-won", name = name(seat)),
    })
}

/// A seat's name ("?" for a seat the table does not have: a damaged save).
fn name(setup: &TableSetup, seat: SeatId) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(|| "?".to_owned(), |s| s.name.clone())
}

fn level(setup: &TableSetup) -> Option<&GameDef> {
    match &setup.level {
        Level::CatAttack(def) => Some(def.as_ref()),
        _ => None,
    }
}

/// A space by the level's name for it ("?" for one the level lacks).
fn space(setup: &TableSetup, s: Space) -> Arg {
    let board: Option<Board> = level(setup).map(GameDef::board);
    let name = board
        .as_ref()
        .and_then(|b| b.spaces.get(s as usize))
        .map_or_else(|| Words::english("?"), |sp| sp.name.clone());
    Arg::Words(name)
}

/// The roll-off's rounds, the first as rolled and each after it rolled again: "Felix 5,
/// Jeremy 5, Ada 2; roll again: Felix 6, Jeremy 3".
fn rounds(rounds: &[Vec<(String, u8)>]) -> Arg {
    match rounds {
        [] => Arg::Name(String::new()),
        [one] => rolls(one),
        [first, rest @ ..] => Arg::Text(text!(
            "ca-tell-roll-again",
            first = rolls(first),
            rest = self::rounds(rest)
        )),
    }
}

/// One round of the roll-off, each cat with its roll: "Felix 5, Jeremy 5".
fn rolls(rolled: &[(String, u8)]) -> Arg {
    match rolled {
        [] => Arg::Name(String::new()),
        [(name, die)] => Arg::Text(text!("ca-tell-roll", name = name, die = *die)),
        [(name, die), rest @ ..] => Arg::Text(text!(
            "ca-tell-rolls",
            first = text!("ca-tell-roll", name = name, die = *die),
            rest = rolls(rest)
        )),
    }
}
