//! The log's line for each event: what the table's log, a replay and `mogland watch` show as
//! the game plays, from the table's setup alone (the seats' names).

use super::board::square_arg;
use super::events::CatFightEvent;
use crate::core::{Arg, SeatId, TableSetup, Text};
use crate::text;

/// A seat's name ("?" for a seat the table does not have: a damaged save).
fn name(setup: &TableSetup, seat: SeatId) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(|| "?".to_owned(), |s| s.name.clone())
}

/// The cats of a catfight, each against the next: "Felix vs Ada vs Mog".
fn versus(names: &[String]) -> Arg {
    match names {
        [] => Arg::Name(String::new()),
        [one] => Arg::Name(one.clone()),
        [first, rest @ ..] => {
            Arg::Text(text!("cf-tell-versus", first = first, rest = versus(rest)))
        }
    }
}

/// A fight's dice, each cat with its roll: "Felix 3, Ada 5".
fn rolls(rolled: &[(String, u8)]) -> Arg {
    match rolled {
        [(name, die)] => Arg::Text(text!("cf-tell-roll", name = name, die = *die)),
        [(name, die), rest @ ..] => Arg::Text(text!(
            "cf-tell-rolls",
            first = text!("cf-tell-roll", name = name, die = *die),
            rest = rolls(rest)
        )),
        [] => Arg::Name(String::new()),
    }
}

/// The log's line for `event`; a turn's start has none.
pub fn tell(setup: &TableSetup, event: &CatFightEvent) -> Option<Text> {
    use CatFightEvent as E;
    let name = |s: &SeatId| name(setup, *s);
    Some(match event {
        E::TurnBegan { .. } => return None,
        E::Entered {
            seat,
            square,
            facing,
        } => text!(
            "cf-tell-enter",
            name = name(seat),
            square = square_arg(*square),
            facing = facing.text()
        ),
        E::Moved {
            seat,
            diverted: true,
            ..
        } => text!("cf-tell-move-diverted", name = name(seat)),
        E::Moved {
            seat, to, facing, ..
        } => text!(
            "cf-tell-move",
            name = name(seat),
            square = square_arg(*to),
            facing = facing.text()
        ),
        E::Turned { seat, facing } => {
            text!("cf-tell-turn", name = name(seat), facing = facing.text())
        }
        E::Passed { seat } => text!("cf-tell-pass", name = name(seat)),
        E::BlockerPlaced { seat, square } => text!(
            "cf-tell-blocker",
            name = name(seat),
            square = square_arg(*square)
        ),
        E::CatnipPlaced { seat, square } => text!(
            "cf-tell-catnip",
            name = name(seat),
            square = square_arg(*square)
        ),
        E::CatnipFired { drawn, .. } => {
            let who: Vec<String> = drawn.iter().map(|(s, _)| name(s)).collect();
            text!(
                "cf-tell-catnip-fired",
                names = who.join(", "),
                count = who.len()
            )
        }
        E::FightStarted { seats, .. } => {
            let who: Vec<String> = seats.iter().map(name).collect();
            text!("cf-tell-fight", cats = versus(&who))
        }
        E::FightRolled { seats, dice } => {
            let rolled: Vec<(String, u8)> =
                seats.iter().map(name).zip(dice.iter().copied()).collect();
            text!("cf-tell-dice", rolls = rolls(&rolled))
        }
        E::Sacrificed { seat, .. } => text!("cf-tell-sacrifice", name = name(seat)),
        E::FightWon {
            winner,
            extra_turn: true,
            ..
        } => text!("cf-tell-won-extra-turn", name = name(winner)),
        E::FightWon { winner, .. } => text!("cf-tell-won", name = name(winner)),
        E::Sipped { seat, .. } => text!("cf-tell-sip", name = name(seat)),
        E::SaucerRemoved {
            walled_in: true, ..
        } => text!("cf-tell-saucer-walled-in"),
        E::SaucerRemoved { .. } => text!("cf-tell-saucer-empty"),
        E::GameEnded { .. } => text!("cf-tell-game-over"),
    })
}
