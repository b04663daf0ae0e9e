//! Fuzzed saves. Real saves of each game (a few dozen random legal moves on a table of the
//! shipped level, saved by `save_table`) are mutated as text (`fuzz_edits`: bytes, tokens,
//! lines, numbers, cuts) and as a save (another digest, game, rules version, format or seed,
//! moves dropped, swapped, doubled, edited or moved to another seat, seats and variants changed,
//! another game's level or the level edited past its checks; some with the digest worked out
//! again), and resumed the way "Continue" resumes them (`app/playing.rs::continue_saved`):
//! the header checked (`peek_game`), the game found in the registry, and `GameRules::resume`,
//! the checked replay on a headless table and then the same moves on the window's world.
//! Nothing panics; a refused save is refused with a sentence that says what is wrong. And on disk
//! a refused save never replaces the good one before it: it is moved aside whole, the good save
//! is resumed and stays `autosave.prev.ron` while play goes on.

use crate::cat_attack_support::setup as cat_attack_setup;
use crate::cat_fight_support::setup as cat_fight_setup;
use crate::catastrophes_common::setup as catastrophes_setup;
use crate::english::read;
use crate::fuzz_edits::{Edit, FILES, apply, config, edits};
use crate::gp_support::setup as gp_setup;
use crate::hkk_support::setup as hkk_setup;
use bevy_app::App;
use mogland_rules::core::save::{
    SaveFile, SaveSlot, parse, peek_game, replay_save, save_table, to_text,
};
use mogland_rules::core::{Game, GameId, GameRng, GameSim, SeatId, TableSetup, Text};
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::{CatFight, CatFightAction};
use mogland_rules::games::catastrophes::{Catastrophes, CatastrophesAction};
use mogland_rules::games::grand_prrrrix::{GrandPrrrrix, GrandPrrrrixAction};
use mogland_rules::games::here_kitty_kitty::{CardId, HereKittyKitty, HereKittyKittyAction};
use mogland_rules::games::{GAMES, find, name_of};
use mogland_rules::levels::{Level, parse_level};
use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::test_runner::{TestCaseResult, TestRunner};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A real save of each game, in `GAMES` order: (the save, a later save of the same table).
fn saves() -> &'static [(String, String)] {
    static SAVES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    SAVES.get_or_init(|| {
        vec![
            played::<Catastrophes>(&catastrophes_setup(3, 21, true), 24),
            played::<CatFight>(&cat_fight_setup(3, 21), 24),
            played::<CatAttack>(&cat_attack_setup(4, 21), 24),
            played::<HereKittyKitty>(&hkk_setup(4, 21), 24),
            played::<GrandPrrrrix>(&gp_setup(4, 21), 24),
        ]
    })
}

/// The saves after `actions` and `actions + 6` random legal moves from `setup`.
fn played<G: Game>(setup: &TableSetup, actions: usize) -> (String, String) {
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(5);
    let mut play = |sim: &mut GameSim<G>, n: usize| {
        for _ in 0..n {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .unwrap();
        }
    };
    play(&mut sim, actions);
    let first = save_table::<G>(sim.world());
    play(&mut sim, 6);
    (first, save_table::<G>(sim.world()))
}

/// The window's world: every game's rules in one app, as the game has them.
fn window() -> App {
    let mut app = App::empty();
    for g in GAMES {
        g.add_rules(&mut app);
    }
    app
}

/// What "Continue" does with `text` (`app/playing.rs::continue_saved`): the header, the game, the
/// checked replay and the table rebuilt on the window's world (taken down again after, as
/// leaving the table does). The number of moves resumed, or the refusal as the player reads it.
fn resume(app: &mut App, text: &str) -> Result<usize, String> {
    let game = peek_game(text).map_err(|e| read(&e.text()))?;
    let rules =
        find(game).ok_or_else(|| format!("{} cannot be played in this version", name_of(game)))?;
    let world = app.world_mut();
    let resumed = rules
        .resume(world, text)
        .map(|()| rules.actions_taken(world));
    rules.end(world);
    resumed.map_err(|e| read(&e.text()))
}

/// A refusal says what is wrong, in a sentence: whether the save is damaged or cannot be used,
/// then why, on one line.
fn check_refusal(why: &str) -> Result<(), TestCaseError> {
    let because = why
        .strip_prefix("the save is damaged: ")
        .or_else(|| why.strip_prefix("the save cannot be used: "));
    let game = why.strip_suffix(" cannot be played in this version");
    prop_assert!(
        because.is_some() || game.is_some(),
        "a refusal that says nothing: {why:?}"
    );
    prop_assert!(
        because.is_some_and(|b| b.trim().len() >= 3) || game.is_some_and(|g| !g.trim().is_empty()),
        "no reason given: {why:?}"
    );
    prop_assert!(!why.contains('\n'), "a refusal on several lines: {why:?}");
    Ok(())
}

/// A change to a save as a save (its text is written again by `to_text`).
#[derive(Clone, Debug)]
enum Change {
    Digest(String),
    /// The digest of the other save of the same table.
    OtherDigest,
    Game(String),
    RulesVersion(u32),
    Version(u32),
    Format(String),
    Seed(u64),
    DropMove(Index),
    SwapMoves(Index, Index),
    DoubleMove(Index),
    /// Move `.0`'s seat becomes `.1`.
    MoveSeat(Index, u8),
    /// Move `.0` replaced by a copy of move `.1`.
    CopyMove(Index, Index),
    /// Move `.0` with its text edited (another card, square, seat or amount), when it still
    /// reads as a move of the game.
    EditMove(Index, Vec<Edit>),
    KeepMoves(Index),
    DropSeat(Index),
    DoubleSeat(Index),
    Variant(String),
    NoVariants,
    /// Another shipped level (any game's, a tutorial too) in place of the table's.
    Level(usize),
    /// The table's level with its text edited, read without the level checks.
    LevelEdits(Vec<Edit>),
}

fn shipped_level(i: usize) -> Level {
    let path = format!("{}/../../levels/{}", env!("CARGO_MANIFEST_DIR"), FILES[i]);
    let src = std::fs::read_to_string(&path).unwrap();
    parse_level(FILES[i], &src).unwrap_or_else(|e| panic!("{e}"))
}

fn change() -> impl Strategy<Value = Change> {
    let any_text = || {
        prop_oneof![
            Just(String::new()),
            "[a-z-]{1,12}",
            "\\PC{0,40}",
            Just("x".repeat(40)),
        ]
    };
    let game_ids: Vec<String> = GAMES
        .iter()
        .map(|g| g.info().id.as_str().to_owned())
        .chain(["counting".into(), "Cat Fight".into()])
        .collect();
    let variants: Vec<String> = GAMES
        .iter()
        .flat_map(|g| g.info().variants.iter().map(|v| v.key.to_owned()))
        .collect();
    prop_oneof![
        1 => prop_oneof!["[0-9a-f]{64}", any_text()].prop_map(Change::Digest),
        1 => Just(Change::OtherDigest),
        1 => prop_oneof![select(game_ids), any_text()].prop_map(Change::Game),
        1 => prop_oneof![0u32..4, any::<u32>()].prop_map(Change::RulesVersion),
        1 => prop_oneof![0u32..4, any::<u32>()].prop_map(Change::Version),
        1 => prop_oneof![Just("mogland-save ".to_owned()), any_text()].prop_map(Change::Format),
        1 => any::<u64>().prop_map(Change::Seed),
        2 => any::<Index>().prop_map(Change::DropMove),
        2 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Change::SwapMoves(a, b)),
        1 => any::<Index>().prop_map(Change::DoubleMove),
        2 => (any::<Index>(), prop_oneof![0u8..7, any::<u8>()])
            .prop_map(|(i, s)| Change::MoveSeat(i, s)),
        2 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Change::CopyMove(a, b)),
        4 => (any::<Index>(), edits()).prop_map(|(i, e)| Change::EditMove(i, e)),
        1 => any::<Index>().prop_map(Change::KeepMoves),
        1 => any::<Index>().prop_map(Change::DropSeat),
        1 => any::<Index>().prop_map(Change::DoubleSeat),
        1 => prop_oneof![select(variants), any_text()].prop_map(Change::Variant),
        1 => Just(Change::NoVariants),
        1 => (0..FILES.len()).prop_map(Change::Level),
        3 => edits().prop_map(Change::LevelEdits),
    ]
}

/// A mutation of a save: as text, or as a save whose digest is then either kept (a damaged or
/// tampered save) or worked out again by replaying it (a forged save that checks out, when its
/// moves replay at all).
#[derive(Clone, Debug)]
enum Mutation {
    Text(Vec<Edit>),
    Save {
        changes: Vec<Change>,
        redigest: bool,
    },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        edits().prop_map(Mutation::Text),
        (proptest::collection::vec(change(), 1..=3), any::<bool>())
            .prop_map(|(changes, redigest)| Mutation::Save { changes, redigest }),
    ]
}

fn change_save<G: Game>(save: &mut SaveFile<G::Action>, other: &SaveFile<G::Action>, c: &Change) {
    let moves = &mut save.actions;
    let n = moves.len();
    match c {
        Change::Digest(d) => save.digest = d.clone(),
        Change::OtherDigest => save.digest = other.digest.clone(),
        Change::Game(id) if id.len() <= GameId::MAX => save.setup.game = GameId::new(id),
        Change::Game(_) => {}
        Change::RulesVersion(v) => save.rules_version = *v,
        Change::Version(v) => save.version = *v,
        Change::Format(f) => save.format = f.clone(),
        Change::Seed(s) => save.setup.seed = *s,
        Change::DropMove(i) if n > 0 => {
            moves.remove(i.index(n));
        }
        Change::SwapMoves(a, b) if n > 0 => moves.swap(a.index(n), b.index(n)),
        Change::DoubleMove(i) if n > 0 => {
            let i = i.index(n);
            moves.insert(i, moves[i].clone());
        }
        Change::MoveSeat(i, s) if n > 0 => moves[i.index(n)].0 = SeatId(*s),
        Change::CopyMove(a, b) if n > 0 => {
            let from = moves[b.index(n)].1.clone();
            moves[a.index(n)].1 = from;
        }
        Change::EditMove(i, edits) if n > 0 => {
            let options = mogland_rules::levels::ron_options();
            let i = i.index(n);
            let text = options.to_string(&moves[i].1).unwrap();
            if let Ok(action) = options.from_str(&apply(&text, edits)) {
                moves[i].1 = action;
            }
        }
        Change::KeepMoves(i) => moves.truncate(i.index(n + 1)),
        Change::DropMove(_)
        | Change::SwapMoves(..)
        | Change::DoubleMove(_)
        | Change::MoveSeat(..)
        | Change::CopyMove(..)
        | Change::EditMove(..) => {}
        Change::DropSeat(i) => {
            let seats = &mut save.setup.seats;
            if !seats.is_empty() {
                seats.remove(i.index(seats.len()));
            }
        }
        Change::DoubleSeat(i) => {
            let seats = &mut save.setup.seats;
            if !seats.is_empty() {
                let seat = seats[i.index(seats.len())].clone();
                seats.push(seat);
            }
        }
        Change::Variant(v) => save.setup.variants.push(v.clone()),
        Change::NoVariants => save.setup.variants.clear(),
        Change::Level(i) => save.setup.level = shipped_level(*i),
        Change::LevelEdits(edits) => {
            let options = mogland_rules::levels::ron_options();
            let text = options.to_string(&save.setup.level).unwrap();
            if let Ok(level) = options.from_str::<Level>(&apply(&text, edits)) {
                save.setup.level = level;
            }
        }
    }
}

/// `text`, a save of `G`, with `changes` made to it.
fn change_text<G: Game>(text: &str, other: &str, changes: &[Change], redigest: bool) -> String {
    let mut save: SaveFile<G::Action> = parse(text).unwrap();
    let other: SaveFile<G::Action> = parse(other).unwrap();
    for c in changes {
        change_save::<G>(&mut save, &other, c);
    }
    // Only on a good level: the rules deal tables on checked levels only (the loader checks a
    // save's level before it replays anything).
    if redigest
        && save.setup.level.problems().is_empty()
        && let Ok(sim) = GameSim::<G>::replay(&save.setup, &save.actions)
    {
        save.digest = mogland_rules::core::save::state_digest::<G>(sim.world());
    }
    to_text(&save)
}

/// Save `game` of [`saves`] (its earlier one, or its later one when `later`) with `m` made to it.
fn mutate(game: usize, later: bool, m: &Mutation) -> String {
    let (first, second) = &saves()[game];
    let (text, other) = if later {
        (second, first)
    } else {
        (first, second)
    };
    match m {
        Mutation::Text(edits) => apply(text, edits),
        Mutation::Save { changes, redigest } => {
            let f = match game {
                0 => change_text::<Catastrophes>,
                1 => change_text::<CatFight>,
                2 => change_text::<CatAttack>,
                3 => change_text::<HereKittyKitty>,
                _ => change_text::<GrandPrrrrix>,
            };
            f(text, other, changes, *redigest)
        }
    }
}

/// Runs `test` on `cases` values of `strategy`; a failure is shrunk and reported.
fn run<S: Strategy>(cases: u32, strategy: S, test: impl Fn(S::Value) -> TestCaseResult) {
    let mut runner = TestRunner::new(config(cases));
    if let Err(e) = runner.run(&strategy, test) {
        panic!("{e}");
    }
}

#[test]
fn a_mutated_save_never_panics_and_every_refusal_says_what_is_wrong() {
    let app = RefCell::new(window());
    run(
        2000,
        (0..saves().len(), any::<bool>(), mutation()),
        |(game, later, m)| {
            let text = mutate(game, later, &m);
            match resume(&mut app.borrow_mut(), &text) {
                Ok(_) => Ok(()),
                Err(why) => check_refusal(&why),
            }
        },
    );
}

#[test]
fn random_bytes_as_a_save_never_panic_and_are_refused_as_damaged() {
    let app = RefCell::new(window());
    run(
        2000,
        proptest::collection::vec(any::<u8>(), 0..300),
        |bytes| {
            // The slot refuses what is not text ("it is not readable text") before this.
            let text = String::from_utf8_lossy(&bytes);
            let why = resume(&mut app.borrow_mut(), &text).expect_err("random bytes resumed");
            check_refusal(&why)
        },
    );
}

#[test]
fn the_saves_the_fuzz_tests_mutate_resume() {
    let mut app = window();
    for (first, second) in saves() {
        assert!(resume(&mut app, first).is_ok_and(|n| n > 10));
        assert!(resume(&mut app, second).is_ok_and(|n| n > 16));
    }
}

/// A fresh folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Self {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "mogland-fuzz-saves-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The files a refused save was moved to.
fn refused_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".refused-"))
        .collect();
    out.sort();
    out
}

#[test]
fn a_refused_save_never_replaces_the_good_one_before_it() {
    let app = RefCell::new(window());
    run(
        // Fewer: each case writes three autosaves, each flushed to disk.
        100,
        (0..saves().len(), mutation()),
        |(game, m)| {
            let (good, newer) = &saves()[game];
            let bad = mutate(game, true, &m);
            let tmp = TempDir::new();
            let slot = SaveSlot::new(&tmp.0);
            // Two autosaves, and the newer one damaged or tampered with on disk.
            slot.write(good).unwrap();
            slot.write(newer).unwrap();
            std::fs::write(slot.current(), &bad).unwrap();

            // "Continue".
            let resumed =
                slot.resume(|text, _| resume(&mut app.borrow_mut(), text).map_err(Text::Verbatim));
            prop_assert_eq!(
                std::fs::read_to_string(slot.previous()).unwrap(),
                good.as_str(),
                "the good save stays the previous one"
            );
            if resumed.refused.is_empty() {
                // Harmless (say, a seat renamed, or a forged save that replays and checks out).
                prop_assert!(resumed.table.is_some());
                prop_assert_eq!(std::fs::read_to_string(slot.current()).unwrap(), bad);
                return Ok(());
            }
            prop_assert_eq!(resumed.refused.len(), 1, "{:?}", resumed.refused);
            let refused = &read(&resumed.refused[0]);
            let current = slot.current().display().to_string();
            let why = refused
                .strip_prefix(&format!("{current} was refused ("))
                .and_then(|r| r.split_once("); it was kept as "));
            prop_assert!(why.is_some(), "{}", refused);
            let (why, kept) = why.unwrap();
            check_refusal(why)?;
            prop_assert_eq!(refused_files(&tmp.0), vec![PathBuf::from(kept)]);
            prop_assert_eq!(std::fs::read_to_string(kept).unwrap(), bad.as_str());
            prop_assert!(!slot.current().exists(), "the refused save is not current");
            let good_moves = resume(&mut app.borrow_mut(), good);
            prop_assert_eq!(resumed.table, good_moves.ok(), "the good save is resumed");

            // Play goes on: the next autosave keeps the good save as the previous one.
            slot.write(newer).unwrap();
            prop_assert_eq!(
                std::fs::read_to_string(slot.current()).unwrap(),
                newer.as_str()
            );
            prop_assert_eq!(
                std::fs::read_to_string(slot.previous()).unwrap(),
                good.as_str()
            );
            prop_assert_eq!(std::fs::read_to_string(kept).unwrap(), bad.as_str());
            Ok(())
        },
    );
}

// What the fuzz tests found, kept as plain tests.

#[test]
fn a_save_whose_level_fails_the_level_checks_is_refused_before_a_table_is_dealt_on_it() {
    // Grand Prrrrix: a race card naming a room the mansion does not have. Dealing on it
    // panicked ("validated level"): a save's level was never checked.
    let mut save: SaveFile<GrandPrrrrixAction> = parse(&saves()[4].0).unwrap();
    let Level::GrandPrrrrix(board) = &mut save.setup.level else {
        panic!("a Grand Prrrrix save on another level")
    };
    board.race_cards[0].room = "Nowhere".into();
    let text = to_text(&save);
    let refused = replay_save::<GrandPrrrrix>(&text).err().expect("refused");
    assert_eq!(
        read(&refused.text()),
        "the save cannot be used: the level it was played on does not pass this Mogland's checks: there is no room called \"Nowhere\" (at `race_cards[0].room`)"
    );
    assert_eq!(resume(&mut window(), &text), Err(read(&refused.text())));

    // Cat'astrophes: a card line of 4294967295 copies, which dealing would lay out one by one.
    let mut save: SaveFile<CatastrophesAction> = parse(&saves()[0].0).unwrap();
    let Level::CatastrophesDeck(deck) = &mut save.setup.level else {
        panic!("a Cat'astrophes save on another level")
    };
    deck.sets[0].cards[0].count = u32::MAX;
    let refused = replay_save::<Catastrophes>(&to_text(&save))
        .err()
        .expect("refused");
    assert!(
        read(&refused.text())
            .contains("set \"Orange\" has 4294967310 cards; every set has exactly 16"),
        "{refused}"
    );
}

#[test]
fn a_save_on_another_games_level_is_refused_as_a_table_that_cannot_be_dealt() {
    let mut save: SaveFile<CatFightAction> = parse(&saves()[1].0).unwrap();
    save.setup.level = shipped_level(0);
    let refused = replay_save::<CatFight>(&to_text(&save))
        .err()
        .expect("refused");
    assert_eq!(
        read(&refused.text()),
        "the save cannot be used: its table cannot be dealt under these rules: Cat Fight is played on a CatFightBoard level, not a CatastrophesDeck"
    );
}

#[test]
fn a_save_naming_no_game_is_refused_as_damaged_on_one_line() {
    let text = &saves()[1].0;
    for (id, says) in [
        (
            "",
            "\"\" is not a game id (lowercase letters, digits and dashes)",
        ),
        // A line break typed into the name: the message quotes it escaped.
        ("cat-\nfight", "\"cat-\\nfight\" is not a game id"),
        ("Cat Fight", "\"Cat Fight\" is not a game id"),
    ] {
        let bad = text.replacen("game: \"cat-fight\"", &format!("game: {id:?}"), 1);
        assert_ne!(&bad, text);
        let refused = read(&peek_game(&bad).expect_err("refused").text());
        assert!(refused.starts_with("the save is damaged: "), "{refused}");
        assert!(refused.contains(says), "{refused}");
        assert!(!refused.contains('\n'), "{refused}");
    }
}

#[test]
fn a_move_by_seat_255_or_onto_square_255_is_refused_by_name_on_replay() {
    // The seat counted from 1 overflowed a byte in the gate's refusal.
    let mut save: SaveFile<CatFightAction> = parse(&saves()[1].0).unwrap();
    save.actions[0].0 = SeatId(255);
    let refused = replay_save::<CatFight>(&to_text(&save))
        .err()
        .expect("refused")
        .to_string();
    assert!(refused.contains("who: \"Seat 256\""), "{refused}");

    // So did the column letter of a square past Z.
    let mut save: SaveFile<CatFightAction> = parse(&saves()[1].0).unwrap();
    let CatFightAction::Enter { facing, .. } = save.actions[0].1 else {
        panic!("Cat Fight opens with a cat entering: {:?}", save.actions[0])
    };
    save.actions[0].1 = CatFightAction::Enter {
        square: (255, 255),
        facing,
    };
    let refused = replay_save::<CatFight>(&to_text(&save))
        .err()
        .expect("refused")
        .to_string();
    assert!(
        refused.contains("cf-square-far(column: 256, row: 256)"),
        "{refused}"
    );
}

#[test]
fn a_card_no_deck_has_played_from_a_save_is_refused_by_its_number() {
    // Here, Kitty, Kitty!: the refusal named the card by looking it up in the deck.
    let mut save: SaveFile<HereKittyKittyAction> = parse(&saves()[3].1).unwrap();
    let (_, play) = save
        .actions
        .iter_mut()
        .find(|(_, a)| matches!(a, HereKittyKittyAction::Play { .. }))
        .expect("a card is played in the first 30 moves");
    let HereKittyKittyAction::Play { card, .. } = play else {
        unreachable!()
    };
    *card = CardId(127);
    let refused = replay_save::<HereKittyKitty>(&to_text(&save))
        .err()
        .expect("refused")
        .to_string();
    assert!(
        refused.contains("hkk-refused-not-held(card: hkk-card-number(number: 127))"),
        "{refused}"
    );
}

#[test]
fn a_refusal_quoting_a_line_break_from_the_save_is_said_on_one_line() {
    let text = &saves()[0].0;
    let bad = text.replacen("\"mogland-save\"", "\"\nmogland-save\"", 1);
    assert_ne!(&bad, text);
    let refused = read(&peek_game(&bad).expect_err("refused").text());
    assert_eq!(
        refused,
        "the save cannot be used: it is a \"\\nmogland-save\" file, not a Mogland save"
    );
}
