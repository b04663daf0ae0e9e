//! The log's line for each event: what the table's log, a replay and `mogland watch` show as
//! the game plays ("A black cat goes from the Neighborhood to Ada's Yard"). From the table's
//! setup alone: the seats' names and the level's card names.

use super::components::{CardId, Play, zone_key};
use super::events::HereKittyKittyEvent;
use crate::core::{Arg, SeatId, TableSetup, Text};
use crate::levels::here_kitty_kitty::Zone;
use crate::levels::{Level, Words};
use crate::text;

/// The line for `event`, or `None` for one the log leaves out (a card drawn into a hand, seen
/// by its drawer alone).
pub fn tell(setup: &TableSetup, event: &HereKittyKittyEvent) -> Option<Text> {
    let who = |s: SeatId| name(setup, s);
    let card = |c: CardId| card_arg(setup, c);
    Some(match event {
        HereKittyKittyEvent::TurnBegan { seat, number } => {
            text!("hkk-tell-turn", number = *number, player = who(*seat))
        }
        HereKittyKittyEvent::CatMoved { colour, from, to } => {
            let colour = colour.name();
            match (owner(*from), owner(*to)) {
                (None, Some((target, to))) => text!(
                    "hkk-tell-cat-in",
                    colour = colour,
                    target = who(target),
                    to = zone_key(to),
                ),
                (Some((owner, from)), None) => text!(
                    "hkk-tell-cat-out",
                    colour = colour,
                    owner = who(owner),
                    from = zone_key(from),
                ),
                (Some((owner, from)), Some((target, to))) if owner == target => text!(
                    "hkk-tell-cat-within",
                    colour = colour,
                    owner = who(owner),
                    from = zone_key(from),
                    to = zone_key(to),
                ),
                (Some((owner, from)), Some((target, to))) => text!(
                    "hkk-tell-cat-across",
                    colour = colour,
                    owner = who(owner),
                    from = zone_key(from),
                    target = who(target),
                    to = zone_key(to),
                ),
                // The rules never move a cat from the Neighborhood to the Neighborhood.
                (None, None) => return None,
            }
        }
        HereKittyKittyEvent::Played { play, .. } => {
            let line = played(setup, play);
            if play.copy {
                text!("hkk-tell-copy-played", line = line)
            } else {
                line
            }
        }
        HereKittyKittyEvent::Discarded { seat, cards } => {
            let names: Vec<Words> = cards.iter().map(|&c| card_words(setup, c)).collect();
            text!(
                "hkk-tell-discarded",
                player = who(*seat),
                count = names.len(),
                cards = Words::join(&names, ", "),
            )
        }
        HereKittyKittyEvent::Tucked { seat, card: c } => {
            text!("hkk-tell-tucked", card = card(*c), player = who(*seat))
        }
        HereKittyKittyEvent::Untucked { seat, card: c } => {
            text!("hkk-tell-untucked", card = card(*c), player = who(*seat))
        }
        HereKittyKittyEvent::Blocked { by, card: c, play } => text!(
            "hkk-tell-blocked",
            player = who(*by),
            owner = who(play.player),
            card = card(play.card),
            blocker = card(*c),
        ),
        HereKittyKittyEvent::Insured { seat, play } => text!(
            "hkk-tell-insured",
            player = who(*seat),
            owner = who(play.player),
            card = card(play.card),
        ),
        HereKittyKittyEvent::Napped { by, mover } => {
            text!("hkk-tell-napped", player = who(*by), mover = who(*mover))
        }
        HereKittyKittyEvent::Cool { seat, card: c } => {
            text!("hkk-tell-cool", player = who(*seat), card = card(*c))
        }
        HereKittyKittyEvent::Copied { by, play } => text!(
            "hkk-tell-copied",
            player = who(*by),
            owner = who(play.player),
            card = card(play.card),
        ),
        HereKittyKittyEvent::LandedOnFeet { seat } => text!("hkk-tell-landed", player = who(*seat)),
        HereKittyKittyEvent::Drew { .. } => return None,
        HereKittyKittyEvent::InstantDrawn { seat, card: c } => {
            text!("hkk-tell-instant", player = who(*seat), card = card(*c))
        }
        HereKittyKittyEvent::Revived { seat, card: c } => {
            text!("hkk-tell-revived", player = who(*seat), card = card(*c))
        }
        HereKittyKittyEvent::FinalRound { by } => text!("hkk-tell-final-round", player = who(*by)),
        HereKittyKittyEvent::GameEnded { winners } => {
            let names: Vec<String> = winners.iter().map(|&s| who(s)).collect();
            match names.as_slice() {
                [] => text!("hkk-tell-over-nobody"),
                [one] => text!("hkk-tell-over-won", player = one),
                [many @ .., last] => text!(
                    "hkk-tell-over-shared",
                    players = many.join(", "),
                    last = last,
                ),
            }
        }
    })
}

/// "Ada plays Tuna on Jeremy".
fn played(setup: &TableSetup, play: &Play) -> Text {
    let player = name(setup, play.player);
    let c = card_arg(setup, play.card);
    match play.target {
        Some(t) if t == play.player => text!("hkk-tell-played-on-own", player = player, card = c),
        Some(t) => text!(
            "hkk-tell-played-on",
            player = player,
            card = c,
            target = name(setup, t),
        ),
        None => text!("hkk-tell-played", player = player, card = c),
    }
}

/// The Property a cat is on and its zone; `None` for the Neighborhood.
fn owner((seat, zone): (Option<SeatId>, Zone)) -> Option<(SeatId, Zone)> {
    seat.filter(|_| zone != Zone::Neighborhood)
        .map(|s| (s, zone))
}

/// The seat's name, as the table was set up.
fn name(setup: &TableSetup, seat: SeatId) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(|| "?".to_owned(), |s| s.name.clone())
}

/// A card's name, as the level writes it; a card the level lacks, by its number.
fn card_arg(setup: &TableSetup, c: CardId) -> Arg {
    match card_name(setup, c) {
        Some(name) => Arg::Words(name.clone()),
        None => Arg::Text(text!("hkk-card-number", number = c.0)),
    }
}

/// A card's name for a list of names (a card the level lacks, by its number alone).
fn card_words(setup: &TableSetup, c: CardId) -> Words {
    card_name(setup, c).map_or_else(|| Words::english(format!("#{}", c.0)), Words::clone)
}

fn card_name(setup: &TableSetup, c: CardId) -> Option<&Words> {
    let Level::HereKittyKitty(def) = &setup.level else {
        return None;
    };
    def.cards.get(c.0 as usize).map(|d| &d.name)
}
