//! The log's line for each event: what the table's log, a replay and `mogland watch` show as
//! the game plays ("Ada's mischief 3", "Felix +2 (crossed 10)"). From the table's setup alone:
//! the seats' names.

use super::events::{CatastrophesEvent, PunishReason};
use crate::core::{SeatId, TableSetup, Text};
use crate::text;

/// The line for `event`; the reveal of every card at once (each is told as it resolves) and
/// the token's steps (told by the punishment they bring) have none.
pub fn tell(setup: &TableSetup, event: &CatastrophesEvent) -> Option<Text> {
    use CatastrophesEvent as E;
    let name = |s: &SeatId| name(setup, *s);
    Some(match event {
        E::CardPlaced { by, target } if by == target => {
            text!("cx-tell-placed-own", name = name(by))
        }
        E::CardPlaced { by, target } => {
            text!("cx-tell-placed", name = name(by), target = name(target))
        }
        E::CardsDrawn { seat, count } => {
            text!("cx-tell-drew", name = name(seat), count = *count)
        }
        E::Passed { seat } => text!("cx-tell-passed", name = name(seat)),
        E::Revealed { .. } | E::ScaleMoved { .. } => return None,
        E::Resolving { seat, card } => {
            text!("cx-tell-resolving", name = name(seat), card = card.text())
        }
        E::ScaleReset => text!("cx-tell-scale-reset"),
        E::Ineffective { seat, .. } => text!("cx-tell-ineffective", name = name(seat)),
        E::Punished {
            seat,
            delta,
            reason,
            ..
        } => {
            let why = why(*reason);
            match *delta {
                0 => text!("cx-tell-nothing-to-lose", name = name(seat), why = why),
                d if d > 0 => text!("cx-tell-punished", name = name(seat), points = d, why = why),
                d => text!(
                    "cx-tell-forgiven",
                    name = name(seat),
                    points = d.unsigned_abs(),
                    why = why
                ),
            }
        }
        E::RoundEnded {
            round,
            next_first_player,
        } => text!(
            "cx-tell-round-ended",
            round = *round,
            name = name(next_first_player)
        ),
        E::GameEnded { .. } => text!("cx-tell-game-over"),
    })
}

/// Why punishment points came or went, said in brackets after them.
fn why(reason: PunishReason) -> Text {
    match reason {
        PunishReason::Threshold(t) => text!("cx-tell-why-crossed", threshold = t),
        PunishReason::WildCatsPast { threshold, spaces } => text!(
            "cx-tell-why-wild-past",
            threshold = threshold,
            spaces = spaces
        ),
        PunishReason::Forgiven(t) => text!("cx-tell-why-forgiven", threshold = t),
        PunishReason::WildCatsBelow { threshold, spaces } => text!(
            "cx-tell-why-wild-below",
            threshold = threshold,
            spaces = spaces
        ),
        PunishReason::CardsInHand => text!("cx-tell-why-cards-in-hand"),
    }
}

/// A seat's name ("?" for a seat the table does not have: a damaged save).
fn name(setup: &TableSetup, seat: SeatId) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(|| "?".to_owned(), |s| s.name.clone())
}
