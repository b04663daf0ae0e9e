//! Broken level files, one per kind of modder mistake (`tests/broken/*.ron`): each is refused
//! with the file, the line and column of the fault, and what is wrong.

use mogland_levels::{LevelError, check_dir, parse_level};
use std::path::{Path, PathBuf};

fn broken_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("broken")
}

/// The text from 1-based (`line`, `column`) to the end of that line.
fn text_at(src: &str, line: usize, column: usize) -> String {
    let l = src
        .lines()
        .nth(line - 1)
        .unwrap_or_else(|| panic!("no line {line}"));
    l.chars().skip(column - 1).collect()
}

/// Parses `tests/broken/<name>` and checks it has exactly one error, at (`line`, `column`),
/// where the text starts with `points_at`, and whose problem contains `problem`.
fn expect_one(
    name: &str,
    line: usize,
    column: usize,
    points_at: &str,
    problem: &str,
) -> LevelError {
    let src = std::fs::read_to_string(broken_dir().join(name)).unwrap();
    let errors = match parse_level(name, &src) {
        Ok(level) => panic!("{name} was accepted as a {}", level.kind()),
        Err(e) => e.0,
    };
    assert_eq!(errors.len(), 1, "{name}: {errors:?}");
    let e = errors.into_iter().next().unwrap();
    assert_eq!(e.file, name);
    assert_eq!((e.line, e.column), (line, column), "{name}: {}", e.problem);
    let there = text_at(&src, line, column);
    assert!(
        there.starts_with(points_at),
        "{name}:{line}:{column} points at {there:?}, not {points_at:?}"
    );
    assert!(
        e.problem.contains(problem),
        "{name}: the problem reads {:?}",
        e.problem
    );
    assert_eq!(
        e.to_string(),
        format!("{name}:{line}:{column}: {}", e.problem)
    );
    e
}

#[test]
fn a_missing_comma_is_a_syntax_error_at_the_next_field() {
    expect_one("missing_comma.ron", 5, 5, "blue_zone", "Expected comma");
}

#[test]
fn an_unclosed_parenthesis_is_a_syntax_error_where_the_next_value_starts() {
    expect_one(
        "unclosed_paren.ron",
        9,
        5,
        "creams:",
        "Unexpected field named `creams` in `SaucerSquares`",
    );
}

#[test]
fn an_unknown_level_kind_lists_the_kinds_there_are() {
    let e = expect_one(
        "unknown_level_kind.ron",
        2,
        1,
        "CatastropheDeck(",
        "unknown level kind `CatastropheDeck`",
    );
    assert!(
        e.problem.contains(
            "CatastrophesDeck, CatFightBoard, CatAttack, HereKittyKitty, GrandPrrrrix or Tutorial"
        ),
        "{}",
        e.problem
    );
}

#[test]
fn an_unknown_field_is_refused_not_silently_ignored() {
    let e = expect_one(
        "unknown_field.ron",
        6,
        5,
        "saucer:",
        "Unexpected field named `saucer`",
    );
    assert!(
        e.problem.contains("`saucers`"),
        "the problem should offer the right name: {}",
        e.problem
    );
}

#[test]
fn a_catastrophes_set_of_15_cards_is_refused_at_its_card_list() {
    expect_one(
        "set_of_15_cards.ron",
        20,
        32,
        "[",
        "set \"Green\" has 15 cards; every set has exactly 16",
    );
}

#[test]
fn a_catastrophes_deck_of_three_sets_is_refused_at_its_set_list() {
    expect_one(
        "three_sets.ron",
        3,
        11,
        "[",
        "the deck needs exactly 4 sets of cards, found 3",
    );
}

#[test]
fn a_card_of_value_0_is_refused_at_the_value() {
    expect_one(
        "card_value_zero.ron",
        16,
        34,
        "0, count: 2",
        "card value 0 is outside 1..=9",
    );
}

#[test]
fn a_saucer_square_in_the_blue_zone_is_refused_at_the_square() {
    expect_one(
        "saucer_in_blue_zone.ron",
        8,
        58,
        "(9, 8)",
        "purple saucer square 6 at (9, 8) lies in the blue zone",
    );
}

#[test]
fn a_saucer_square_off_the_grid_is_refused_at_the_square() {
    expect_one(
        "saucer_off_grid.ron",
        7,
        57,
        "(10, 4)",
        "green saucer square 6 at (10, 4) is off the 10x11 grid",
    );
}

#[test]
fn eleven_creams_are_refused_at_the_cream_list() {
    expect_one(
        "eleven_creams.ron",
        10,
        13,
        "[1, 1, 1, 2, 2, 3",
        "there are 12 creams in the game, found 11 values",
    );
}

#[test]
fn several_problems_in_one_file_are_all_reported_in_line_order() {
    let src = "\
CatFightBoard(
    width: 10,
    height: 11,
    blue_zone: Ring(1),
    creams: [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 0],
    saucers: (
        green: [(2, 2), (4, 2), (6, 2), (2, 4), (4, 4), (6, 4)],
        purple: [(2, 6), (4, 6), (6, 6), (2, 8), (4, 8), (6, 18)],
    ),
)
";
    // The validator finds the saucer first; the file has the creams first.
    let errors = parse_level("several.ron", src).expect_err("two problems").0;
    let found: Vec<_> = errors.iter().map(|e| (e.line, e.column)).collect();
    assert_eq!(found, vec![(5, 47), (8, 58)], "{errors:?}");
    assert!(
        errors[0].problem.contains("cream value 0"),
        "{}",
        errors[0].problem
    );
    assert!(
        errors[1].problem.contains("(6, 18) is off the 10x11 grid"),
        "{}",
        errors[1].problem
    );
}

#[test]
fn a_here_kitty_kitty_deck_of_50_cards_is_refused_at_its_card_list() {
    expect_one(
        "hkk_fifty_cards.ron",
        9,
        12,
        "[",
        "the deck has 50 cards; the box has 51",
    );
}

#[test]
fn a_here_kitty_kitty_card_whose_type_does_not_match_its_effect_is_refused() {
    expect_one(
        "hkk_tuna_standard.ron",
        58,
        30,
        "Standard",
        "\"Tuna\" is Standard, but its effect is a Defensive effect",
    );
}

#[test]
fn check_dir_on_the_broken_folder_reports_every_file_and_accepts_none() {
    let dir = broken_dir();
    let (good, errors) = check_dir(&dir).unwrap();
    assert!(good.is_empty(), "broken files were accepted: {good:?}");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    let mut with_errors: Vec<String> = errors.iter().map(|e| e.file.clone()).collect();
    with_errors.dedup();
    assert_eq!(with_errors, files, "every file is reported, in name order");
    // Each file's errors are what parse_level says about it.
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
        let own = parse_level(file, &src).expect_err("broken").0;
        let listed: Vec<_> = errors.iter().filter(|e| &e.file == file).cloned().collect();
        assert_eq!(listed, own, "{file}");
        assert!(
            listed
                .iter()
                .all(|e| e.line > 0 && e.column > 0 && !e.problem.is_empty())
        );
    }
}

#[test]
fn check_dir_on_the_shipped_levels_finds_no_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels");
    let (good, errors) = check_dir(&dir).unwrap();
    let shown: Vec<_> = errors.iter().map(ToString::to_string).collect();
    assert!(
        errors.is_empty(),
        "shipped levels have errors:\n{}",
        shown.join("\n")
    );
    for name in ["cat_fight.ron", "catastrophes.ron", "here_kitty_kitty.ron"] {
        assert!(
            good.iter().any(|g| g.ends_with(name)),
            "{name} not among {good:?}"
        );
    }
}

#[test]
fn check_dir_on_a_missing_folder_is_an_io_error() {
    assert!(check_dir(&broken_dir().join("no-such-folder")).is_err());
}

#[test]
fn a_tutorial_step_that_says_too_much_in_any_language_is_refused_at_its_text() {
    expect_one(
        "tutorial_long_step.ron",
        14,
        21,
        "\"Dieser Schritt redet",
        "characters in `de`; a step says one or two sentences",
    );
}

#[test]
fn a_text_in_a_language_mogland_is_not_written_in_is_refused_at_its_key() {
    expect_one(
        "set_name_in_unknown_language.ron",
        22,
        45,
        "\"Azul\"",
        "unknown language `es`: the languages are en, fr, de",
    );
}
