//! Seeded games of each of the five games, played by bots, through every language: every
//! prompt, log line, refusal, hint reason, outcome and score label the rules make is a message
//! of every language, and puts itself in words with no missing message, unknown reference or
//! isolation mark.

use fluent_bundle::FluentValue;
use i18n_embed::fluent::FluentLanguageLoader;
use mogland::lang::{self, Language};
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, Deadline, Game, GameRng, GameSim, Observe, SeatKind,
    SeatSetup, TableSetup, Text, check,
};
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::CatFight;
use mogland_rules::games::catastrophes::Catastrophes;
use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
use mogland_rules::games::here_kitty_kitty::HereKittyKitty;
use std::collections::{BTreeMap, BTreeSet};

/// Actions per game at most: enough to reach an end in most games, and short in time.
const MAX_ACTIONS: usize = 600;

fn setup<G: Game>(players: usize, variants: Vec<String>, seed: u64) -> TableSetup {
    let path = format!(
        "{}/levels/{}",
        env!("CARGO_MANIFEST_DIR"),
        G::INFO.level_file
    );
    let text = std::fs::read_to_string(&path).unwrap();
    TableSetup {
        game: G::INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i].into(),
                colour: CAT_COLOURS[i],
                kind: SeatKind::Bot(BotLevel::Easy),
            })
            .collect(),
        variants,
        seed,
        level: mogland_rules::levels::parse_level(&path, &text).unwrap(),
    }
}

/// What one game said, by kind ("ask", "log", "refusal", …), each text once.
#[derive(Default)]
struct Said {
    texts: BTreeMap<&'static str, Vec<Text>>,
    labels: BTreeSet<&'static str>,
}

impl Said {
    fn add(&mut self, kind: &'static str, text: Text) {
        let list = self.texts.entry(kind).or_default();
        if !list.contains(&text) {
            list.push(text);
        }
    }
}

/// Plays a game of `G` with Easy bots, asking at each decision what the Normal bot would say
/// of its choice now and then, and trying actions that were legal earlier and are not now
/// (refused, each for a rule of the game).
fn play<G: Game>(setup: &TableSetup, said: &mut Said) {
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut bots: Vec<_> = setup.seats.iter().map(|_| G::bot(BotLevel::Easy)).collect();
    let mut normal = G::bot(BotLevel::Normal);
    let mut rng = GameRng::seeded(setup.seed);
    let mut earlier: Vec<G::Action> = Vec::new();
    said.labels.insert(G::SCORE_LABEL);
    said.labels.insert(G::CLOCK);
    for n in 0..MAX_ACTIONS {
        let Some(decision) = sim.decision() else {
            break;
        };
        said.add("ask", G::ask(sim.world(), &decision.prompt));
        let seat = decision.first().unwrap();
        let legal = sim.legal_actions(seat);
        for stale in earlier.iter().rev().filter(|a| !legal.contains(a)).take(3) {
            if let Err(r) = check::<G>(sim.world(), seat, stale) {
                said.add("refusal rule", r.rule);
                said.add("refusal detail", r.detail);
            }
        }
        let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
        if n % 5 == 0 && legal.len() > 1 {
            let obs = sim.observation(seat);
            let choice = normal.choose(&obs, &mut rng, Deadline::none());
            assert!(obs.legal().contains(&choice));
            if let Some(why) = normal.reason(&obs, &choice) {
                said.add("hint", why);
            }
        }
        said.add("log", G::describe(sim.world(), seat, &action));
        earlier.push(action.clone());
        if earlier.len() > 40 {
            earlier.remove(0);
        }
        sim.apply(seat, action).unwrap();
    }
    for (row, _) in G::score_sheet(sim.world()) {
        said.add("score sheet", row);
    }
    for (name, _) in G::figures(sim.world()) {
        said.labels.insert(name);
    }
    if let Some(outcome) = sim.outcome() {
        said.add("outcome", outcome.summary);
    }
}

fn check_words(loader: &FluentLanguageLoader, code: &str, game: &str, said: &Said) {
    for (kind, texts) in &said.texts {
        for text in texts {
            for part in text.parts() {
                assert!(
                    part.id().is_some(),
                    "{game}: a {kind} is English written by the rules, not a message: {part}"
                );
            }
            let words = lang::say_with(loader, text);
            assert!(
                !words.trim().is_empty()
                    && !words.contains("No localization")
                    && !words.contains(['{', '}', '\u{2068}', '\u{2069}']),
                "{code}, {game}: the {kind} {text} reads {words:?}"
            );
        }
    }
    for label in &said.labels {
        let words = loader.get_args_concrete(label, [("count", FluentValue::from(2))].into());
        assert!(
            loader.has(label) && !words.trim().is_empty(),
            "{code}, {game}: the label {label} reads {words:?}"
        );
    }
}

/// Seeded games of `G`: with no variant, and with each variant alone.
fn games_of<G: Game>(players: usize) -> Said {
    let mut said = Said::default();
    let mut tables = vec![Vec::new()];
    tables.extend(G::INFO.variants.iter().map(|v| vec![v.key.to_owned()]));
    for (i, variants) in tables.into_iter().enumerate() {
        play::<G>(&setup::<G>(players, variants, 40 + i as u64), &mut said);
    }
    assert!(
        said.texts.contains_key("refusal rule") && said.texts.contains_key("hint"),
        "{}: the games made no refusal or no hint ({:?})",
        G::INFO.name,
        said.texts.keys().collect::<Vec<_>>()
    );
    said
}

#[test]
fn seeded_games_of_every_game_speak_every_language() {
    let games = [
        (CatAttack::INFO.name, games_of::<CatAttack>(4)),
        (CatFight::INFO.name, games_of::<CatFight>(3)),
        (Catastrophes::INFO.name, games_of::<Catastrophes>(4)),
        (GrandPrrrrix::INFO.name, games_of::<GrandPrrrrix>(3)),
        (HereKittyKitty::INFO.name, games_of::<HereKittyKitty>(3)),
    ];
    for language in Language::ALL {
        let loader = lang::loader(language).unwrap();
        for (game, said) in &games {
            check_words(&loader, language.code(), game, said);
        }
    }
}
