//! The log's lines: every event of seeded games tells a line that is one of the game's
//! messages (the reveal of every card at once and the token's steps tell none), the same in
//! English as the line the view wrote before the rules told it; a few lines read exactly so.

use crate::catastrophes_common::*;
use crate::english::{LANGUAGES, english, words};
use crate::told::check_line;
use mogland_rules::core::{
    Bot, BotLevel, EasyBot, Game, GameSim, SeatId, TableSetup, net::take_events,
};
use mogland_rules::games::catastrophes::{Card, Catastrophes, CatastrophesEvent, PunishReason};
use std::collections::BTreeSet;

/// The line the view wrote in English before the rules told the log (`playback.rs`, `play`),
/// for every event: the rules' message must read the same.
fn old_line(setup: &TableSetup, e: &CatastrophesEvent) -> Option<String> {
    use CatastrophesEvent as E;
    let name = |s: &SeatId| setup.seats[s.index()].name.clone();
    Some(match e {
        E::CardPlaced { by, target } if by == target => {
            format!("{} puts a card face down in front of themselves", name(by))
        }
        E::CardPlaced { by, target } => format!(
            "{} puts a card face down in front of {}",
            name(by),
            name(target)
        ),
        E::CardsDrawn { seat, count } => {
            let cards = if *count == 1 {
                "a card".to_string()
            } else {
                format!("{count} cards")
            };
            format!("{} draws {cards}", name(seat))
        }
        E::Passed { seat } => format!("{} has nothing to do and passes", name(seat)),
        E::Revealed { .. } | E::ScaleMoved { .. } => return None,
        E::Resolving { seat, card } => format!("{}'s {card}", name(seat)),
        E::ScaleReset => "The token reached 20 and goes back to 0".into(),
        E::Ineffective { seat, .. } => {
            format!("{}'s cuddle does nothing: the token is on 0", name(seat))
        }
        E::Punished {
            seat,
            delta,
            reason,
            ..
        } => {
            let spaces_n = |n: u8| format!("{n} space{}", if n == 1 { "" } else { "s" });
            let why = match reason {
                PunishReason::Threshold(t) => format!("crossed {t}"),
                PunishReason::WildCatsPast { threshold, spaces } => {
                    format!("Wild Cats: {} past {threshold}", spaces_n(*spaces))
                }
                PunishReason::Forgiven(t) => format!("cuddled back to {t} or below"),
                PunishReason::WildCatsBelow { threshold, spaces } => {
                    format!("Wild Cats: {} below {threshold}", spaces_n(*spaces))
                }
                PunishReason::CardsInHand => "cards left in hand".into(),
            };
            let who = name(seat);
            // The view's `points_change`: "+2", "−1", nothing for no change.
            match *delta {
                0 => format!("{who} has no punishment points to lose ({why})"),
                d if d > 0 => format!("{who} +{d} ({why})"),
                d => format!("{who} −{} ({why})", d.unsigned_abs()),
            }
        }
        E::RoundEnded {
            round,
            next_first_player,
        } => format!(
            "Round {round} ends; {} takes the first-player token",
            name(next_first_player)
        ),
        E::GameEnded { .. } => "The game is over".into(),
    })
}

#[test]
fn every_event_of_seeded_games_tells_the_log_a_message_of_the_game() {
    let mut ids = BTreeSet::new();
    let mut check = |sim: &mut GameSim<Catastrophes>| {
        let setup = sim.setup().clone();
        for e in take_events::<Catastrophes>(sim.world_mut()) {
            let told = Catastrophes::tell(&setup, &e);
            assert_eq!(told.is_some(), old_line(&setup, &e).is_some(), "{e:?}");
            let Some(text) = told else { continue };
            check_line("cx", &e, &text);
            // Every language puts it in words, with every argument it reads.
            for code in LANGUAGES {
                words(code, &text);
            }
            for part in text.parts() {
                ids.insert(part.id().unwrap().to_owned());
            }
            assert_eq!(Some(english(&text)), old_line(&setup, &e), "{e:?}");
        }
    };
    for seed in 0..30u64 {
        let players = 2 + (seed % 5) as usize;
        let mut sim = GameSim::start(&setup(players, seed, seed % 2 == 1)).unwrap();
        let mut bots: Vec<Box<dyn Bot<Catastrophes>>> = (0..players)
            .map(|i| {
                if (seed + i as u64).is_multiple_of(3) {
                    Box::new(EasyBot) as Box<dyn Bot<Catastrophes>>
                } else {
                    Catastrophes::bot(BotLevel::Normal)
                }
            })
            .collect();
        check(&mut sim);
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
            sim.apply(seat, action).expect("a bot's action is legal");
            check(&mut sim);
            n += 1;
            assert!(n < 10_000, "seed {seed}: the game does not end");
        }
    }
    for id in [
        "cx-tell-placed",
        "cx-tell-placed-own",
        "cx-tell-drew",
        "cx-tell-resolving",
        "cx-tell-punished",
        "cx-tell-forgiven",
        "cx-tell-why-crossed",
        "cx-tell-why-forgiven",
        "cx-tell-why-wild-past",
        "cx-tell-why-cards-in-hand",
        "cx-tell-round-ended",
        "cx-tell-game-over",
        "cx-card-mischief",
        "cx-card-trick",
        "cx-card-cuddle",
    ] {
        assert!(ids.contains(id), "no seeded game told {id}: {ids:?}");
    }
}

#[test]
fn the_log_tells_cards_points_and_reasons() {
    let setup = setup(3, 1, true);
    let tell = |e: CatastrophesEvent| {
        let text = Catastrophes::tell(&setup, &e).expect("a line");
        check_line("cx", &e, &text);
        english(&text)
    };
    assert_eq!(
        tell(CatastrophesEvent::Resolving {
            seat: JEREMY,
            card: Card::trick(4),
        }),
        "Jeremy's trick 4"
    );
    assert_eq!(
        tell(CatastrophesEvent::Punished {
            seat: ADA,
            delta: 2,
            total: 7,
            reason: PunishReason::Threshold(10),
        }),
        "Ada +2 (crossed 10)"
    );
    assert_eq!(
        tell(CatastrophesEvent::Punished {
            seat: ADA,
            delta: 1,
            total: 8,
            reason: PunishReason::WildCatsPast {
                threshold: 15,
                spaces: 1,
            },
        }),
        "Ada +1 (Wild Cats: 1 space past 15)"
    );
    assert_eq!(
        tell(CatastrophesEvent::Punished {
            seat: FELIX,
            delta: -2,
            total: 0,
            reason: PunishReason::WildCatsBelow {
                threshold: 5,
                spaces: 2,
            },
        }),
        "Felix −2 (Wild Cats: 2 spaces below 5)"
    );
    assert_eq!(
        tell(CatastrophesEvent::Punished {
            seat: FELIX,
            delta: 0,
            total: 0,
            reason: PunishReason::Forgiven(5),
        }),
        "Felix has no punishment points to lose (cuddled back to 5 or below)"
    );
    assert_eq!(
        tell(CatastrophesEvent::CardsDrawn {
            seat: FELIX,
            count: 2,
        }),
        "Felix draws 2 cards"
    );
    assert_eq!(
        Catastrophes::tell(&setup, &CatastrophesEvent::ScaleMoved { from: 3, to: 5 }),
        None
    );
}
