//! Grand Prrrrix bots: they never read the order of the Turn Order deck, Normal plays for
//! its next room and its energy over the whole race, and a game between Normal bots is short
//! enough for people at a table. Their strength against each other is measured with
//! `simulate` (see docs/rules-notes.md), not here.

use crate::english::{LANGUAGES, words};
use crate::gp_support::*;
use mogland_rules::core::simulate::{SimConfig, simulate};
use mogland_rules::core::{Bot, BotLevel, Deadline, Game, GameRng, GameSim, SeatId};
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::Level;
use mogland_rules::levels::grand_prrrrix::CatKind;
use std::collections::BTreeMap;

/// The cards still to come dealt again in another order: what no seat may know.
fn permute_hidden(snap: &Snap, _: SeatId, rng: &mut GameRng) -> Snap {
    let mut s = snap.clone();
    rng.shuffle(&mut s.game.deck.0.draw);
    s
}

fn decisions_ignore_hidden_cards(bot: Box<dyn Bot<GrandPrrrrix>>, positions: usize) {
    crate::bot_privacy::decisions_ignore_hidden_cards(
        |seed| start(3 + (seed % 3) as usize, seed),
        permute_hidden,
        bot,
        Box::new(NormalBot),
        positions,
    );
}

#[test]
fn normal_never_reads_the_turn_order_deck() {
    decisions_ignore_hidden_cards(Box::new(NormalBot), 120);
}

#[test]
fn hard_never_reads_the_turn_order_deck() {
    decisions_ignore_hidden_cards(Box::new(HardBot::default()), 25);
}

/// Expert's search is on tables dealt from its observation: with a fixed number of iterations
/// (no deadline) its choice cannot move when the hidden cards do.
#[test]
fn expert_never_reads_a_hidden_card() {
    let mut bot = mogland_rules::core::expert::ExpertBot::<GrandPrrrrix>::new(80);
    bot.iterations = 150;
    decisions_ignore_hidden_cards(Box::new(bot), 12);
}

fn choice(
    bot: &mut dyn Bot<GrandPrrrrix>,
    sim: &GameSim<GrandPrrrrix>,
    seat: SeatId,
) -> GrandPrrrrixAction {
    let obs = sim.observation(seat);
    bot.choose(&obs, &mut GameRng::seeded(1), Deadline::none())
}

#[test]
fn normal_and_hard_end_their_turn_in_the_next_room_when_they_can_reach_it() {
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    let m = mansion();
    // The next room is the Billiard Room; Brown stands three spaces from its doorway (1, 2).
    let billiard = m.room_index("Billiard Room").unwrap();
    let i = snap
        .game
        .layout
        .cards
        .iter()
        .position(|c| c.room == billiard)
        .unwrap();
    snap.game.layout.cards.swap(0, i);
    put(&mut snap, S0, 4, 2);
    let sim = go(&snap);
    for bot in [
        &mut NormalBot as &mut dyn Bot<GrandPrrrrix>,
        &mut HardBot::default(),
    ] {
        let GrandPrrrrixAction::Move { to } = choice(bot, &sim, S0) else {
            panic!("it moves");
        };
        assert_eq!(m.room_of(to), Some(billiard), "{}", m.describe(to));
    }
}

#[test]
fn normal_eats_when_hungry_and_keeps_its_energy_for_the_road_when_not() {
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    put(&mut snap, S0, 6, 3);
    snap.game.cats[0].energy = 4;
    let sim = go(&snap);
    assert_eq!(
        choice(&mut NormalBot, &sim, S0),
        GrandPrrrrixAction::Stay,
        "eats at the Bowl"
    );
    // A spat bonus it cannot spare is not bought: Brown with 3 energy attacked far from its
    // room keeps them.
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    snap.game.cats[1].energy = 3;
    snap.game.cats[1].purrs = 0;
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    act(&mut sim, S1, GrandPrrrrixAction::Stand);
    act(&mut sim, S0, GrandPrrrrixAction::Bonus(Bonus::default()));
    assert_eq!(sim.to_act(), Some(S1));
    assert_eq!(
        choice(&mut NormalBot, &sim, S1),
        GrandPrrrrixAction::Bonus(Bonus::default())
    );
}

/// Mean turns per cat of `games` games between Normal bots on the shipped mansion, seeds
/// `seed`, `seed + 1`, ...: what `mogland simulate --game grand-prrrrix --bots normal`
/// reports as "turns", divided by the seats.
fn turns_per_cat(players: usize, games: usize, seed: u64) -> f64 {
    let cfg = SimConfig::plain(
        INFO.id,
        players,
        games,
        seed,
        BotLevel::Normal,
        Level::GrandPrrrrix(Box::new(shipped())),
    );
    let report = simulate::<GrandPrrrrix>(&cfg).expect("every game finishes");
    let stat = |name: &str| {
        report
            .stats
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
            .unwrap_or_else(|| panic!("no {name} figure"))
    };
    assert_eq!(
        stat("decided by the turn cap"),
        0.0,
        "{players} seats: a game ran into the safety cap"
    );
    stat("turns") / players as f64
}

/// The mansion and the cards are designed for a race people can finish in an evening: at
/// most 40 turns a cat at four seats and 45 at five (the target; the old mansion took
/// about 100). Not timed: it counts turns on fixed seeds.
#[test]
fn a_race_between_normal_bots_takes_at_most_40_turns_a_cat_at_four_seats_and_45_at_five() {
    for (players, games, most) in [(3, 20, 40.0), (4, 24, 40.0), (5, 20, 45.0)] {
        let per_cat = turns_per_cat(players, games, 1);
        assert!(
            per_cat <= most,
            "{players} seats: {per_cat:.1} turns a cat over {games} games, more than {most}"
        );
    }
}

/// The checks of `bot_reasons::normal_says_why`, on Normal's reason in words: at every
/// decision with more than one legal action, a reason, the same from a fresh bot (it reads
/// nothing but the observation), a message of the hints' own, and in every language a plain
/// sentence starting with a capital, with no debug formatting; in English at most 140
/// characters.
#[test]
fn normal_says_why_it_chose_in_plain_words() {
    let mut said: BTreeMap<String, usize> = BTreeMap::new();
    let mut longest: BTreeMap<&str, String> = BTreeMap::new();
    for seed in 0..6 {
        let mut sim = start(3 + (seed % 3) as usize, seed);
        let mut bots: Vec<_> = (0..sim.setup().seats.len())
            .map(|_| GrandPrrrrix::bot(BotLevel::Normal))
            .collect();
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            if n == 600 {
                break;
            }
            let bot = bots[seat.index()].as_mut();
            let action = sim.bot_choice(seat, bot);
            let obs = sim.observation(seat);
            if sim.legal_actions(seat).len() > 1 {
                let at = format!("seed {seed}, action {n}");
                let why = bot
                    .reason(&obs, &action)
                    .unwrap_or_else(|| panic!("{at}: no reason"));
                assert_eq!(
                    GrandPrrrrix::bot(BotLevel::Normal)
                        .reason(&obs, &action)
                        .as_ref(),
                    Some(&why),
                    "{at}"
                );
                assert!(
                    why.id().is_some_and(|id| id.starts_with("gp-reason-")),
                    "{at}: {why}"
                );
                for lang in LANGUAGES {
                    let words = words(lang, &why);
                    assert!(!words.trim().is_empty(), "{at}: an empty reason in {lang}");
                    for bad in [
                        "{", "}", "Some(", "None", "SeatId", "Seat(", "::", "[", "\n",
                    ] {
                        assert!(!words.contains(bad), "{at}: debug formatting in {words:?}");
                    }
                    assert!(
                        words.starts_with(|c: char| c.is_uppercase()),
                        "{at}: a sentence starts with a capital: {words:?}"
                    );
                    let long = longest.entry(lang).or_default();
                    if words.chars().count() > long.chars().count() {
                        *long = words;
                    }
                }
                let english = words("en", &why);
                assert!(english.chars().count() <= 140, "{at}: too long: {english}");
                *said.entry(english).or_insert(0) += 1;
            }
            sim.apply(seat, action).unwrap();
            n += 1;
        }
    }
    if std::env::var("MOGLAND_REASONS").is_ok() {
        for (why, k) in &said {
            println!("{k:5}  {why}");
        }
        for (lang, why) in &longest {
            println!("longest in {lang} ({}): {why}", why.chars().count());
        }
    }
    assert!(said.len() >= 10, "only {} different reasons", said.len());
}

/// What a host sends a seat never tells the Turn Order deck's order: at three to five seats,
/// with and without the variants.
#[test]
fn an_online_table_sends_no_seat_a_hidden_card() {
    crate::net_privacy::sends_nothing_hidden(
        |seed| {
            let variants: &[&str] = match seed % 4 {
                1 => &["shorter-course"],
                3 => &["bidirectional", "personal-space"],
                _ => &[],
            };
            Sim::start(&setup_with(3 + (seed % 3) as usize, seed, variants))
                .expect("a table starts")
        },
        permute_hidden,
        Box::new(NormalBot),
        80,
    );
}

/// A hint for a move that starts a spat says so and gives the odds (a cat in its home room
/// has +2 against you), whatever else the move is for: checked at every such move of a game.
#[test]
fn normals_reason_for_a_move_that_starts_a_spat_says_so() {
    let mut sim = Sim::start(&setup(3, 5)).expect("starts");
    let mut rng = GameRng::seeded(77);
    let mut checked = 0;
    for _ in 0..3_000 {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        if state(&sim).turn.phase == Phase::Move {
            let obs = sim.observation(seat);
            for a in &legal {
                let GrandPrrrrixAction::Move { .. } = a else {
                    continue;
                };
                let mut after = go(&sim.snapshot());
                after.apply(seat, a.clone()).unwrap();
                let spat = matches!(
                    state(&after).turn.phase,
                    Phase::Retreat(_) | Phase::Bonus(_) | Phase::Choose
                );
                if spat {
                    let why = NormalBot.reason(&obs, a).expect("a reason");
                    let parts = why.parts();
                    assert!(
                        parts.iter().any(|t| t.is("gp-reason-moves-beside")
                            || t.is("gp-reason-and-starts-a-spat")
                            || t.is("gp-reason-starts-a-spat")),
                        "{a:?}: {why}"
                    );
                    assert!(
                        parts.iter().any(|t| t.is("gp-reason-odds-even")
                            || t.is("gp-reason-odds-yours")
                            || t.is("gp-reason-odds-theirs")),
                        "{a:?}: with the odds: {why}"
                    );
                    checked += 1;
                }
            }
        }
        let a = legal[rng.below(legal.len())].clone();
        sim.apply(seat, a).unwrap();
    }
    assert!(checked >= 5, "only {checked} moves started a spat");
}
