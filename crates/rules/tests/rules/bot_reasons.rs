//! The check every game's hint passes: the Normal bot says why it chose, in plain words (a
//! message of the game's, checked in English).

use crate::english::{LANGUAGES, english, words};
use mogland_rules::core::{BotLevel, Game, GameSim};
use std::collections::BTreeMap;

/// Plays games from `start(seed)` for each of `seeds` with the Normal bot at every seat, for at
/// most `max_actions` actions each. At every decision with more than one legal action, the
/// bot's reason for its own choice must be a short plain sentence: there, not empty, at most
/// 140 characters, with no debug formatting, and the same from a fresh bot (it reads nothing
/// but the observation). Returns each reason given and how often (set
/// `MOGLAND_REASONS` to print them).
pub fn normal_says_why<G: Game>(
    start: impl Fn(u64) -> GameSim<G>,
    seeds: std::ops::Range<u64>,
    max_actions: usize,
) -> BTreeMap<String, usize> {
    let mut said = BTreeMap::new();
    for seed in seeds {
        let mut sim = start(seed);
        let mut bots: Vec<_> = (0..sim.setup().seats.len())
            .map(|_| G::bot(BotLevel::Normal))
            .collect();
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            if n == max_actions {
                break;
            }
            let bot = bots[seat.index()].as_mut();
            let action = sim.bot_choice(seat, bot);
            let obs = sim.observation(seat);
            if sim.legal_actions(seat).len() > 1 {
                let why = bot.reason(&obs, &action);
                let at = format!("seed {seed}, action {n}");
                let why = why.unwrap_or_else(|| panic!("{at}: no reason"));
                // From the observation alone: a fresh bot, as the hint asks, says the same.
                assert_eq!(
                    G::bot(BotLevel::Normal).reason(&obs, &action).as_ref(),
                    Some(&why),
                    "{at}"
                );
                for part in why.parts() {
                    assert!(part.id().is_some(), "{at}: words, not a message: {why}");
                }
                // A sentence in every language (a clause after "and" starts in lower case only
                // there).
                for code in LANGUAGES {
                    let words = words(code, &why);
                    assert!(
                        words.starts_with(|c: char| c.is_uppercase()),
                        "{at}: {code}: a sentence starts with a capital: {words:?}"
                    );
                }
                let why = english(&why);
                assert!(!why.trim().is_empty(), "{at}: an empty reason");
                assert!(why.chars().count() <= 140, "{at}: too long: {why}");
                for bad in [
                    "{", "}", "Some(", "None", "SeatId", "Seat(", "::", "[", "\n",
                ] {
                    assert!(!why.contains(bad), "{at}: debug formatting in {why:?}");
                }
                assert!(
                    why.starts_with(|c: char| c.is_uppercase()),
                    "{at}: a sentence starts with a capital: {why:?}"
                );
                if std::env::var("MOGLAND_REASONS_DEBUG").is_ok() {
                    println!("{why}  <=  {action:?}");
                }
                *said.entry(why).or_insert(0) += 1;
            }
            sim.apply(seat, action).unwrap();
            n += 1;
        }
    }
    if std::env::var("MOGLAND_REASONS").is_ok() {
        for (why, k) in &said {
            println!("{k:5}  {why}");
        }
    }
    said
}
