//! Grand Prrrrix under random legal play: the invariants hold after every action, every game
//! ends, bots only ever choose legal actions, and replay is deterministic.

use crate::english::{LANGUAGES, words};
use crate::gp_support::*;
use mogland_rules::core::{BotLevel, Game, GameRng, GameSim, Text};
use mogland_rules::games::grand_prrrrix::*;

const VARIANT_SETS: [&[&str]; 5] = [
    &[],
    &["shorter-course"],
    &["bidirectional"],
    &["personal-space"],
    &["shorter-course", "bidirectional", "personal-space"],
];

#[test]
fn random_legal_games_keep_every_invariant_and_end() {
    for seed in 0..30u64 {
        let players = 3 + (seed % 3) as usize;
        let variants = VARIANT_SETS[(seed % 5) as usize];
        let sim = random_game(players, seed, variants);
        let out = sim.outcome().unwrap();
        assert!(!out.winners.is_empty());
    }
}

/// The soak: thousands of random games (`GP_SOAK=2000 cargo test --release soak`).
#[test]
fn soak_random_games_from_the_environment() {
    let n: u64 = std::env::var("GP_SOAK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    for seed in 1000..1000 + n {
        let players = 3 + (seed % 3) as usize;
        random_game(players, seed, VARIANT_SETS[(seed % 5) as usize]);
    }
}

#[test]
fn every_bot_level_plays_whole_games_with_legal_actions() {
    for (k, level) in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard]
        .into_iter()
        .enumerate()
    {
        let setup = setup_with(3 + k, 40 + k as u64, VARIANT_SETS[k]);
        let mut sim = Sim::start(&setup).unwrap();
        let mut bots: Vec<_> = (0..setup.seat_count())
            .map(|_| GrandPrrrrix::bot(level))
            .collect();
        let mut rng = GameRng::seeded(k as u64);
        for _ in 0..20_000 {
            let Some(seat) = sim.to_act() else { break };
            let obs = sim.observation(seat);
            let a =
                bots[seat.index()].choose(&obs, &mut rng, mogland_rules::core::Deadline::none());
            assert!(obs.legal.contains(&a), "{level:?} chose {a:?}, not legal");
            sim.apply(seat, a).unwrap();
            check_invariants(&sim);
        }
        let out = sim.outcome().expect("the bots finish the race");
        assert!(!out.winners.is_empty());
    }
}

#[test]
fn a_replayed_log_reaches_the_same_table() {
    let setup = setup_with(4, 77, &["bidirectional"]);
    let sim = {
        let mut sim = Sim::start(&setup).unwrap();
        let mut rng = GameRng::seeded(3);
        for _ in 0..400 {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .unwrap();
        }
        sim
    };
    let log = sim.snapshot().log;
    let again = GameSim::<GrandPrrrrix>::replay(&setup, &log).unwrap();
    assert_eq!(again.snapshot(), sim.snapshot());
}

/// Every word the rules give a player in a game is a message of the game's, in every language:
/// the prompts, each legal action as the log says it (before and after it is taken), the
/// refusal of actions that are not legal, and the race's end. Each reads as a sentence in
/// English, French and German (the tests' reader of messages finds every message, argument
/// and variant), and a log line starts with the player's name.
#[test]
fn every_word_of_a_game_is_a_message_in_every_language() {
    use mogland_rules::levels::grand_prrrrix::Object;
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..10u64 {
        let players = 3 + (seed % 3) as usize;
        let mut sim = Sim::start(&setup_with(
            players,
            seed,
            VARIANT_SETS[(seed % 5) as usize],
        ))
        .unwrap();
        let mut rng = GameRng::seeded(seed);
        let squares = mansion().squares.len() as u16;
        for _ in 0..1_500 {
            let Some(seat) = sim.to_act() else { break };
            let said = |text: &Text, kind: &str| {
                let id = text
                    .id()
                    .unwrap_or_else(|| panic!("words, not a message: {text}"));
                assert!(id.starts_with(kind), "{text}: not a {kind} message");
                for lang in LANGUAGES {
                    let w = words(lang, text);
                    assert!(
                        !w.trim().is_empty() && !w.contains(['{', '}', '\n']),
                        "{lang}: {w:?}"
                    );
                }
                words("en", text)
            };
            let name = mogland_rules::core::seat_name(sim.world(), seat);
            let prompt = sim.decision().expect("asked").prompt;
            let ask = GrandPrrrrix::ask(sim.world(), &prompt);
            said(&ask, "gp-ask-");
            seen.insert(ask.id().unwrap().to_owned());
            let legal = sim.legal_actions(seat);
            for a in &legal {
                let line = GrandPrrrrix::describe(sim.world(), seat, a);
                assert!(said(&line, "gp-log-").starts_with(&name), "{line}");
                seen.insert(line.id().unwrap().to_owned());
            }
            let tried = [
                GrandPrrrrixAction::Move {
                    to: rng.below(squares as usize) as u16,
                },
                GrandPrrrrixAction::Move { to: squares },
                GrandPrrrrixAction::Stay,
                GrandPrrrrixAction::Spat {
                    cat: mogland_rules::core::SeatId(rng.below(players) as u8),
                },
                GrandPrrrrixAction::Decline,
                GrandPrrrrixAction::Retreat {
                    to: rng.below(squares as usize) as u16,
                },
                GrandPrrrrixAction::Stand,
                GrandPrrrrixAction::Bonus(Bonus {
                    purr: true,
                    threes: 9,
                }),
                GrandPrrrrixAction::Push {
                    to: Some(rng.below(squares as usize) as u16),
                    take: true,
                },
                GrandPrrrrixAction::Find(Object::Present),
                GrandPrrrrixAction::Passage,
            ];
            for a in tried.iter().filter(|a| !legal.contains(a)) {
                let r = GrandPrrrrix::explain_refusal(sim.world(), seat, a);
                said(&r.rule, "gp-rule-");
                said(&r.detail, "gp-refused-");
                seen.insert(r.detail.id().unwrap().to_owned());
            }
            let a = legal[rng.below(legal.len())].clone();
            sim.apply(seat, a.clone()).unwrap();
            // The log's line for the action just taken.
            let line = GrandPrrrrix::describe(sim.world(), seat, &a);
            assert!(said(&line, "gp-log-").starts_with(&name), "{line}");
        }
        if let Some(out) = sim.outcome() {
            said_summary(&out.summary);
            seen.insert(out.summary.id().unwrap().to_owned());
        }
    }
    assert!(
        seen.len() >= 30,
        "only {} messages seen: {seen:?}",
        seen.len()
    );
}

fn said_summary(text: &Text) {
    assert!(
        text.id().is_some_and(|id| id.starts_with("gp-summary-")),
        "{text}"
    );
    for lang in LANGUAGES {
        assert!(!words(lang, text).contains(['{', '}']));
    }
}
