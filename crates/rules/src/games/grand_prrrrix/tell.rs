//! The log's line for each event: what the table's log, a replay and `mogland watch` show as
//! the game plays ("Ada moves 3 spaces to the Kitchen (3 energy)"). From the table's setup
//! alone: the seats' names, the level's mansion (its rooms and squares) and the variants (the
//! race's length).

use super::actions::{object_key, square};
use super::events::GrandPrrrrixEvent;
use crate::core::{Arg, SeatId, TableSetup, Text};
use crate::levels::grand_prrrrix::{BoardDef, Mansion};
use crate::levels::{Level, Words};
use crate::text;

/// The line for `event`. A move along no square has none: with Smaller Personal Space, a cat
/// moving onto the cat beside it stays where it is, and the spat that follows is told; nor has
/// a spat's roll that nobody won (the rules never make one).
pub fn tell(setup: &TableSetup, event: &GrandPrrrrixEvent) -> Option<Text> {
    use GrandPrrrrixEvent as E;
    let name = |s: &SeatId| name(setup, *s);
    let def = match &setup.level {
        Level::GrandPrrrrix(def) => Some(def.as_ref()),
        _ => None,
    };
    let mansion = || def.map(BoardDef::mansion);
    // A square, as its `place` and `name` (see `actions::square`).
    let at = |sq: u16| {
        mansion()
            .filter(|m| (sq as usize) < m.squares.len())
            .map_or(("hall", Arg::Name("?".to_owned())), |m: Mansion| {
                square(&m, sq)
            })
    };
    Some(match event {
        E::TurnCard { card, bonus, .. } => {
            let room = mansion()
                .and_then(|m| m.rooms.get(card.room as usize).map(|r| r.name.clone()))
                .unwrap_or_else(|| Words::english("?"));
            if *bonus {
                text!(
                    "gp-tell-turn-card-bonus",
                    cat = card.cat.name(),
                    room = room
                )
            } else {
                text!("gp-tell-turn-card", cat = card.cat.name(), room = room)
            }
        }
        E::Moved { seat, path, cost } => {
            let (place, spot) = at(*path.last()?);
            text!(
                "gp-tell-moved",
                player = name(seat),
                spaces = path.len(),
                place = place,
                name = spot,
                cost = *cost
            )
        }
        E::SpatBegins { attacker, defender } => text!(
            "gp-tell-spat",
            player = name(attacker),
            defender = name(defender)
        ),
        E::Retreated { seat, to } => {
            let (place, spot) = at(*to);
            text!(
                "gp-tell-retreated",
                player = name(seat),
                place = place,
                name = spot
            )
        }
        E::Rolled(spat) => {
            let [attacker, defender] = spat.scores()?;
            let winner = name(&spat.winner?);
            match spat.rolls.len().saturating_sub(1) {
                0 => text!(
                    "gp-tell-rolled",
                    player = name(&spat.attacker),
                    score = attacker,
                    against = defender,
                    winner = winner
                ),
                ties => text!(
                    "gp-tell-rolled-after-ties",
                    player = name(&spat.attacker),
                    score = attacker,
                    against = defender,
                    ties = ties,
                    winner = winner
                ),
            }
        }
        E::Pushed { seat, to } => {
            let (place, spot) = at(*to);
            text!(
                "gp-tell-pushed",
                player = name(seat),
                place = place,
                name = spot
            )
        }
        E::Took { seat, to } => {
            let (place, spot) = at(*to);
            text!(
                "gp-tell-took",
                player = name(seat),
                place = place,
                name = spot
            )
        }
        E::Napping { seat, at: sq } => {
            let (place, spot) = at(*sq);
            text!(
                "gp-tell-napping",
                player = name(seat),
                place = place,
                name = spot
            )
        }
        E::Rested { seat, gain: 0 } => text!("gp-tell-rested-full", player = name(seat)),
        E::Rested { seat, gain } => text!("gp-tell-rested", player = name(seat), gain = *gain),
        E::RestLost { seat } => text!("gp-tell-rest-lost", player = name(seat)),
        E::Ate { seat, gain } => text!("gp-tell-ate", player = name(seat), gain = *gain),
        E::Coin { seat, .. } => text!("gp-tell-coin", player = name(seat)),
        E::Opened { seat, found } => text!(
            "gp-tell-opened",
            player = name(seat),
            object = object_key(*found)
        ),
        E::Passage { seat } => text!("gp-tell-passage", player = name(seat)),
        E::Visited { seat, done } => text!(
            "gp-tell-visited",
            player = name(seat),
            done = *done,
            rooms = def.map_or(0, |d| race_length(setup, d))
        ),
        E::Won { seat } => text!("gp-tell-won", player = name(seat)),
    })
}

/// A seat's name ("?" for a seat the table does not have: a damaged save).
fn name(setup: &TableSetup, seat: SeatId) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(|| "?".to_owned(), |s| s.name.clone())
}

/// How many visits win the race, as `rules::setup` deals the Race Order Layout: every race
/// card, or with the Shorter Course one per cat and the cushion after them.
fn race_length(setup: &TableSetup, def: &BoardDef) -> u8 {
    if setup.variant("shorter-course") {
        let mut cats: Vec<_> = def.race_cards.iter().map(|c| c.cat).collect();
        cats.sort();
        cats.dedup();
        cats.len() as u8 + 1
    } else {
        def.race_cards.len() as u8
    }
}
