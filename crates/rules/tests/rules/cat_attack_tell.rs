//! The log's lines: every event of seeded games tells a line that is one of the game's
//! messages, the same in English as the line the view wrote before the rules told it; a few
//! lines read exactly so.

use crate::cat_attack_support::*;
use crate::english::{LANGUAGES, english, words};
use crate::told::check_line;
use mogland_rules::core::{Bot, EasyBot, Game, SeatId, TableSetup, net::take_events};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::Level;
use mogland_rules::levels::cat_attack::MogCard;
use std::collections::BTreeSet;

/// The line the view wrote in English before the rules told the log (`pieces.rs`, `tell`),
/// for every event: the rules' message must read the same.
fn old_line(setup: &TableSetup, e: &CatAttackEvent) -> Option<String> {
    use CatAttackEvent as E;
    let name = |s: &SeatId| setup.seats[s.index()].name.clone();
    let Level::CatAttack(def) = &setup.level else {
        panic!("a Cat Attack level")
    };
    let b = def.board();
    let at = |s: &Space| b.name(*s).en().to_owned();
    Some(match e {
        E::Played { seat, card } => format!("{} plays {}", name(seat), english(&card_name(*card))),
        E::FirstRoll { rolls, first } => {
            let rounds: Vec<String> = rolls
                .iter()
                .enumerate()
                .map(|(k, round)| {
                    let each: Vec<String> = round
                        .iter()
                        .map(|(s, v)| format!("{} {v}", name(s)))
                        .collect();
                    if k == 0 {
                        each.join(", ")
                    } else {
                        format!("roll again: {}", each.join(", "))
                    }
                })
                .collect();
            format!(
                "Who starts? {}. {} rolled highest and starts",
                rounds.join("; "),
                name(first)
            )
        }
        E::Rolled { seat, value } => format!("{} rolls {value}", name(seat)),
        E::Moved { seat, path } => format!(
            "{} moves to {}",
            name(seat),
            path.last().map(at).unwrap_or_default()
        ),
        E::CritterMoved { critter, path, .. } => format!(
            "A {} scurries to {}",
            critter.name(),
            path.last().map(at).unwrap_or_default()
        ),
        E::Caught { seat, critter } => format!("{} catches a {}!", name(seat), critter.name()),
        E::Bought { seat, food } => format!("{} takes {}", name(seat), food.name()),
        E::Attacked { by, victim } => format!("{} attacks {}!", name(by), name(victim)),
        E::LostLives { seat, lives, why } => format!(
            "{} loses {} ({})",
            name(seat),
            if *lives == 1 {
                "a life".to_string()
            } else {
                format!("{lives} lives")
            },
            english(why)
        ),
        E::SentHome { seat } => format!("{} goes home", name(seat)),
        E::Retired { seat } => format!("{} has lost its ninth life and retires", name(seat)),
        E::RaidDeclined { by, victim } => {
            format!("{} leaves {}'s larder alone", name(by), name(victim))
        }
        E::Raided { by, victim, food } => format!(
            "{} raids {}'s larder for {}",
            name(by),
            name(victim),
            food.name()
        ),
        E::Swapped { by, from } => format!("{} swaps a card with {}", name(by), name(from)),
        E::CuriosityDrawn { seat, card } => match def.curiosity_deck.get(*card as usize) {
            Some(line) => format!(
                "{} draws a Curiosity card: \"{}\"",
                name(seat),
                line.text.en()
            ),
            None => format!("{} draws a Curiosity card", name(seat)),
        },
        E::ShopToggled { shop, open } => {
            let shop = shop.name();
            let mut c = shop.chars();
            let capitalised: String = c
                .next()
                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect());
            format!("{capitalised} {}", if *open { "opens" } else { "closes" })
        }
        E::CarDrove { path } => format!(
            "The car drives to {}",
            path.last().map(at).unwrap_or_default()
        ),
        E::FightDeclared {
            attacker,
            defender,
            suit,
        } => format!(
            "Cat fight! {} takes on {} in {} cards",
            name(attacker),
            name(defender),
            suit.name()
        ),
        E::FightCard { seat, card } => {
            format!("{} throws in {}", name(seat), english(&card_name(*card)))
        }
        E::FightLost { seat } => format!("{} loses the fight", name(seat)),
        E::SixCat {
            seat,
            victim,
            critter,
        } => format!(
            "{} lays out a Six Cat: {}'s {} vanishes from the larder",
            name(seat),
            name(victim),
            critter.name()
        ),
        E::Escaped { seat, critter } => {
            format!("{}'s {} escapes and runs home", name(seat), critter.name())
        }
        E::Won { seat } => format!("{} wins!", name(seat)),
    })
}

#[test]
fn every_event_of_seeded_games_tells_the_log_a_message_of_the_game() {
    let mut ids = BTreeSet::new();
    let mut tied = false;
    let mut many_lives = false;
    let mut check = |sim: &mut Sim| {
        let setup = sim.setup().clone();
        for e in take_events::<CatAttack>(sim.world_mut()) {
            let text = CatAttack::tell(&setup, &e).unwrap_or_else(|| panic!("{e:?} tells nothing"));
            check_line("ca", &e, &text);
            // Every language puts it in words, with every argument it reads.
            for code in LANGUAGES {
                words(code, &text);
            }
            for part in text.parts() {
                ids.insert(part.id().unwrap().to_owned());
            }
            assert_eq!(Some(english(&text)), old_line(&setup, &e), "{e:?}");
            match &e {
                CatAttackEvent::FirstRoll { rolls, .. } => tied |= rolls.len() > 1,
                CatAttackEvent::LostLives { lives, .. } => many_lives |= *lives > 1,
                _ => {}
            }
        }
    };
    let sets: &[&[&str]] = &[&[], &["gang-warfare"], &["time-limit", "claws-shops"], &[]];
    for seed in 0..24u64 {
        let players = 2 + (seed % 5) as usize;
        let variants = if players == 4 || players == 6 {
            sets[seed as usize % sets.len()]
        } else {
            &[]
        };
        let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..players)
            .map(|i| {
                if (seed + i as u64).is_multiple_of(2) {
                    Box::new(NormalBot) as Box<dyn Bot<CatAttack>>
                } else {
                    Box::new(EasyBot) as Box<dyn Bot<CatAttack>>
                }
            })
            .collect();
        let mut sim = Sim::start(&setup_with(players, seed, variants)).expect("a table starts");
        check(&mut sim);
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
            sim.apply(seat, action).expect("a bot's action is legal");
            check(&mut sim);
            n += 1;
            assert!(n < 50_000, "seed {seed}: the game does not end");
        }
    }
    for id in [
        "ca-tell-first-roll",
        "ca-tell-roll-again",
        "ca-tell-played",
        "ca-tell-rolled",
        "ca-tell-moved",
        "ca-tell-critter-moved",
        "ca-tell-caught",
        "ca-tell-bought",
        "ca-tell-attacked",
        "ca-tell-lost-lives",
        "ca-tell-sent-home",
        "ca-tell-curiosity",
        "ca-tell-shop-closes",
        "ca-tell-shop-opens",
        "ca-tell-car",
        "ca-tell-fight",
        "ca-tell-fight-card",
        "ca-tell-fight-lost",
        "ca-tell-won",
    ] {
        assert!(ids.contains(id), "no seeded game told {id}: {ids:?}");
    }
    assert!(tied, "no seeded roll-off was rolled again");
    assert!(many_lives, "no seeded cat lost two lives at once");
}

#[test]
fn the_log_tells_names_spaces_cards_and_counts() {
    let setup = setup(3, 1);
    let tell = |e: CatAttackEvent| {
        let text = CatAttack::tell(&setup, &e).expect("a line");
        check_line("ca", &e, &text);
        english(&text)
    };
    assert_eq!(
        tell(CatAttackEvent::FirstRoll {
            rolls: vec![
                vec![(S0, 5), (S1, 5), (S2, 2)],
                vec![(S0, 4), (S1, 4)],
                vec![(S0, 6), (S1, 3)],
            ],
            first: S0,
        }),
        "Who starts? Felix 5, Jeremy 5, Ada 2; roll again: Felix 4, Jeremy 4; \
         roll again: Felix 6, Jeremy 3. Felix rolled highest and starts"
    );
    assert_eq!(
        tell(CatAttackEvent::FirstRoll {
            rolls: vec![vec![(S2, 6), (S0, 1), (S1, 3)]],
            first: S2,
        }),
        "Who starts? Ada 6, Felix 1, Jeremy 3. Ada rolled highest and starts"
    );
    let space = board().spaces[board().homes[0] as usize]
        .name
        .en()
        .to_owned();
    assert_eq!(
        tell(CatAttackEvent::Moved {
            seat: S1,
            path: vec![board().homes[0]],
        }),
        format!("Jeremy moves to {space}")
    );
    assert_eq!(
        tell(CatAttackEvent::LostLives {
            seat: S2,
            lives: 1,
            why: mogland_rules::text!("ca-why-car"),
        }),
        "Ada loses a life (met the car)"
    );
    assert_eq!(
        tell(CatAttackEvent::LostLives {
            seat: S2,
            lives: 2,
            why: mogland_rules::text!("ca-why-raided-garden"),
        }),
        "Ada loses 2 lives (still in the garden of the cat it raided)"
    );
    assert_eq!(
        tell(CatAttackEvent::Played {
            seat: S0,
            card: MogCard::SpeedyCat,
        }),
        "Felix plays Speedy Cat"
    );
    assert_eq!(
        tell(CatAttackEvent::Raided {
            by: S0,
            victim: S1,
            food: Food::Milk,
        }),
        "Felix raids Jeremy's larder for a bowl of milk"
    );
    assert_eq!(
        tell(CatAttackEvent::ShopToggled {
            shop: mogland_rules::levels::cat_attack::ShopKind::CornerShop,
            open: false,
        }),
        "The Corner Shop closes"
    );
    let card = shipped().curiosity_deck[0].text.en().to_owned();
    assert_eq!(
        tell(CatAttackEvent::CuriosityDrawn { seat: S1, card: 0 }),
        format!("Jeremy draws a Curiosity card: \"{card}\"")
    );
    assert_eq!(
        tell(CatAttackEvent::CuriosityDrawn {
            seat: S1,
            card: 200
        }),
        "Jeremy draws a Curiosity card"
    );
    assert_eq!(
        tell(CatAttackEvent::FightDeclared {
            attacker: S2,
            defender: S0,
            suit: Suit::Bird,
        }),
        "Cat fight! Ada takes on Felix in Bird cards"
    );
}
