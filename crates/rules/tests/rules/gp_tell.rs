//! The log's lines: every event of seeded games tells a line that is one of the game's
//! messages, the same in English as the line the view wrote before the rules told it; a few
//! lines read exactly so.

use crate::english::{LANGUAGES, english, words};
use crate::gp_support::*;
use crate::told::check_line;
use mogland_rules::core::{
    BotLevel, Deadline, Game, GameRng, SeatId, TableSetup, net::take_events,
};
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::grand_prrrrix::{CatKind, Object};
use std::collections::BTreeSet;

/// The line the view wrote in English before the rules told the log (`pieces.rs`, `tell`),
/// from the table's state just after the event: the rules' message must read the same. The
/// view's "Mog moves 0 spaces to  (0 energy)" for a cat that moves onto the cat beside it
/// (Smaller Personal Space) and so stays put is gone: the spat that follows is told.
fn old_line(setup: &TableSetup, state: &State, e: &GrandPrrrrixEvent) -> Option<String> {
    use GrandPrrrrixEvent as E;
    let name = |s: &SeatId| setup.seats[s.index()].name.clone();
    let m = &*state.board;
    Some(match e {
        E::Moved { path, .. } if path.is_empty() => return None,
        E::TurnCard { card, bonus, .. } => format!(
            "Turn card: {} — {}{}",
            card.cat.name(),
            m.room_name(card.room).en(),
            if *bonus {
                ", and it starts there: one space more"
            } else {
                ""
            }
        ),
        E::Moved { seat, path, cost } => format!(
            "{} moves {} space{} to {} ({cost} energy)",
            name(seat),
            path.len(),
            if path.len() == 1 { "" } else { "s" },
            path.last().map(|s| m.describe(*s)).unwrap_or_default()
        ),
        E::SpatBegins { attacker, defender } => {
            format!("Cat spat! {} takes on {}", name(attacker), name(defender))
        }
        E::Retreated { seat, to } => {
            format!("{} retreats to {} (1 energy)", name(seat), m.describe(*to))
        }
        E::Rolled(spat) => {
            let s = spat.scores().unwrap_or([0, 0]);
            let ties = spat.rolls.len().saturating_sub(1);
            format!(
                "{} {} against {}{} — {} wins",
                name(&spat.attacker),
                s[0],
                s[1],
                match ties {
                    0 => String::new(),
                    1 => " after a tie".into(),
                    n => format!(" after {n} ties"),
                },
                spat.winner.map(|w| name(&w)).unwrap_or_default()
            )
        }
        E::Pushed { seat, to } => format!("{} is pushed to {}", name(seat), m.describe(*to)),
        E::Took { seat, to } => format!("{} takes {}", name(seat), m.describe(*to)),
        E::Napping { seat, .. } => format!(
            "{} curls up for a nap at {}",
            name(seat),
            m.describe(state.cat(*seat).at)
        ),
        E::Rested { seat, gain: 0 } => format!("{} wakes up, its energy already full", name(seat)),
        E::Rested { seat, gain } => format!("{} wakes up with {gain} more energy", name(seat)),
        E::RestLost { seat } => format!("{}'s nap is spoilt: no energy for it", name(seat)),
        E::Ate { seat, gain } => format!("{} eats: {gain} more energy", name(seat)),
        E::Coin { seat, .. } => format!("{} takes a coin from the Toy Mouse", name(seat)),
        E::Opened { seat, found } => {
            format!("{} opens the Present: {}", name(seat), found.name())
        }
        E::Passage { seat } => format!("{} takes the secret passage home", name(seat)),
        E::Visited { seat, done } => format!(
            "Purr! {} has done {done} of {}",
            name(seat),
            state.layout.length()
        ),
        E::Won { seat } => format!("{} wins the Grand Prrrrix!", name(seat)),
    })
}

const VARIANT_SETS: [&[&str]; 4] = [
    &[],
    &["shorter-course"],
    &["bidirectional", "personal-space"],
    &["shorter-course", "bidirectional"],
];

#[test]
fn every_event_of_seeded_games_tells_the_log_a_message_of_the_game() {
    let mut ids = BTreeSet::new();
    let mut naps = 0;
    let mut stayed = 0;
    let mut check = |sim: &mut Sim| {
        let setup = sim.setup().clone();
        let state = GrandPrrrrix::state(sim.world());
        for e in take_events::<GrandPrrrrix>(sim.world_mut()) {
            let Some(text) = GrandPrrrrix::tell(&setup, &e) else {
                assert!(
                    matches!(&e, GrandPrrrrixEvent::Moved { path, .. } if path.is_empty()),
                    "{e:?} tells nothing"
                );
                assert_eq!(old_line(&setup, &state, &e), None);
                stayed += 1;
                continue;
            };
            check_line("gp", &e, &text);
            // Every language puts it in words, with every argument it reads.
            for code in LANGUAGES {
                words(code, &text);
            }
            ids.insert(text.id().unwrap().to_owned());
            assert_eq!(Some(english(&text)), old_line(&setup, &state, &e), "{e:?}");
            if let GrandPrrrrixEvent::Napping { seat, at } = e {
                // The event says where the cat naps: where it still is once its turn is over.
                assert_eq!(at, state.cat(seat).at);
                naps += 1;
            }
        }
    };
    for seed in 0..16u64 {
        let players = 3 + (seed % 3) as usize;
        let variants = VARIANT_SETS[(seed % 4) as usize];
        let mut sim = Sim::start(&setup_with(players, seed, variants)).expect("starts");
        // Normal bots with a random legal action now and then: games that nap, eat, spat and
        // finish the race.
        let mut bots: Vec<_> = (0..players)
            .map(|_| GrandPrrrrix::bot(BotLevel::Normal))
            .collect();
        let mut rng = GameRng::seeded(seed ^ 0x7e11);
        check(&mut sim);
        for _ in 0..50_000 {
            let Some(seat) = sim.to_act() else { break };
            let a = if rng.below(4) == 0 {
                let legal = sim.legal_actions(seat);
                legal[rng.below(legal.len())].clone()
            } else {
                let obs = sim.observation(seat);
                bots[seat.index()].choose(&obs, &mut rng, Deadline::none())
            };
            sim.apply(seat, a).expect("a legal action");
            check(&mut sim);
        }
        assert!(sim.outcome().is_some(), "seed {seed}: the game ended");
    }
    for id in [
        "gp-tell-turn-card",
        "gp-tell-turn-card-bonus",
        "gp-tell-moved",
        "gp-tell-spat",
        "gp-tell-rolled",
        "gp-tell-rolled-after-ties",
        "gp-tell-pushed",
        "gp-tell-napping",
        "gp-tell-rested",
        "gp-tell-ate",
        "gp-tell-coin",
        "gp-tell-opened",
        "gp-tell-visited",
        "gp-tell-won",
    ] {
        assert!(ids.contains(id), "no seeded game told {id}: {ids:?}");
    }
    assert!(naps > 0);
    assert!(stayed > 0, "no seeded cat moved onto the cat beside it");
}

#[test]
fn the_log_tells_names_squares_and_counts() {
    let setup = setup(3, 1);
    let tell = |e: GrandPrrrrixEvent| {
        let text = GrandPrrrrix::tell(&setup, &e).expect("a line");
        check_line("gp", &e, &text);
        english(&text)
    };
    let m = mansion();
    let kitchen = m.room_index("Kitchen").expect("a Kitchen");
    assert_eq!(
        tell(GrandPrrrrixEvent::TurnCard {
            seat: S1,
            card: Miaow {
                cat: CatKind::BluePersian,
                room: kitchen,
            },
            bonus: true,
        }),
        "Turn card: Blue Persian — Kitchen, and it starts there: one space more"
    );
    assert_eq!(
        tell(GrandPrrrrixEvent::Moved {
            seat: S0,
            path: vec![m.object(Object::Pillow)],
            cost: 0,
        }),
        "Ada moves 1 space to the Pillow (0 energy)"
    );
    assert_eq!(
        tell(GrandPrrrrixEvent::Napping {
            seat: S2,
            at: m.cushion(CatKind::Grey),
        }),
        "Mog curls up for a nap at the Grey Cat's cushion"
    );
    let mut spat = Spat::new(S0, S1);
    spat.rolls = vec![[3, 3], [2, 2], [6, 1]];
    spat.adds = [1, 0];
    spat.winner = Some(S0);
    assert_eq!(
        tell(GrandPrrrrixEvent::Rolled(spat.clone())),
        "Ada 7 against 1 after 2 ties — Ada wins"
    );
    spat.rolls = vec![[6, 1]];
    assert_eq!(
        tell(GrandPrrrrixEvent::Rolled(spat)),
        "Ada 7 against 1 — Ada wins"
    );
    assert_eq!(
        tell(GrandPrrrrixEvent::Visited { seat: S1, done: 3 }),
        "Purr! Felix has done 3 of 10"
    );
    assert_eq!(
        GrandPrrrrix::tell(
            &setup,
            &GrandPrrrrixEvent::Moved {
                seat: S0,
                path: Vec::new(),
                cost: 0,
            }
        ),
        None,
        "a cat that moves onto the cat beside it stays put: the spat is told"
    );
    let shorter = setup_with(3, 1, &["shorter-course"]);
    let text =
        GrandPrrrrix::tell(&shorter, &GrandPrrrrixEvent::Visited { seat: S1, done: 3 }).unwrap();
    assert_eq!(english(&text), "Purr! Felix has done 3 of 6");
}
