//! Fuzzed level files: every shipped level and tutorial, mutated (`fuzz_edits`), and random text
//! and bytes, go through `parse_level`, the entry point of the game's asset loader, `build.rs`
//! and `mogland check-levels`. Nothing panics, and every refusal names the file, a line and a
//! column that exist in the text, and a problem: `file:line:column: problem`.

use crate::fuzz_edits::{FILES, apply, config, edits, number_edits};
use mogland_levels::{LevelErrors, parse_level};
use proptest::prelude::*;
use std::sync::OnceLock;

fn shipped(i: usize) -> &'static str {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    &TEXTS.get_or_init(|| {
        FILES
            .iter()
            .map(|f| {
                let path = format!("{}/../../levels/{f}", env!("CARGO_MANIFEST_DIR"));
                std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
            })
            .collect()
    })[i]
}

/// What a refusal of `src`, read as `file`, must say: each error names `file`, a line of the
/// text and a column of that line (or just past its end), and a problem on one line; the
/// message shown to the player is `file:line:column: problem`, one error a line.
fn check_refusal(file: &str, src: &str, errors: &LevelErrors) -> Result<(), TestCaseError> {
    prop_assert!(!errors.0.is_empty(), "a refusal with no error");
    let lines: Vec<&str> = src.split('\n').collect();
    for e in &errors.0 {
        prop_assert_eq!(&e.file, file);
        prop_assert!(
            (1..=lines.len()).contains(&e.line),
            "line {} of a text of {} lines: {}",
            e.line,
            lines.len(),
            e
        );
        let width = lines[e.line - 1].chars().count();
        prop_assert!(
            (1..=width + 1).contains(&e.column),
            "column {} of a line of {} characters: {}",
            e.column,
            width,
            e
        );
        prop_assert!(!e.problem.trim().is_empty(), "no problem named: {:?}", e);
        prop_assert!(
            !e.problem.contains('\n'),
            "a problem on several lines: {:?}",
            e
        );
        prop_assert_eq!(
            e.to_string(),
            format!("{}:{}:{}: {}", file, e.line, e.column, e.problem)
        );
    }
    let shown = errors.to_string();
    prop_assert_eq!(shown.lines().count(), errors.0.len());
    let prefix = format!("{file}:");
    prop_assert!(shown.lines().all(|l| l.starts_with(&prefix)));
    // In the order they appear in the file.
    prop_assert!(errors.0.is_sorted_by_key(|e| (e.line, e.column)));
    Ok(())
}

/// Parses `src` as the game would; a panic fails the test, a refusal must say where.
fn load(file: &str, src: &str) -> Result<(), TestCaseError> {
    match parse_level(file, src) {
        Ok(_) => Ok(()),
        Err(errors) => check_refusal(file, src, &errors),
    }
}

proptest! {
    #![proptest_config(config(8000))]

    #[test]
    fn a_mutated_shipped_level_never_panics_and_every_refusal_says_where(
        file in 0..FILES.len(),
        edits in prop_oneof![3 => edits(), 1 => number_edits()],
    ) {
        let src = apply(shipped(file), &edits);
        load(FILES[file], &src)?;
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn random_bytes_never_panic_and_every_refusal_says_where(
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        // The game's loader refuses bytes that are not UTF-8 before parsing, at 1:1.
        let src = String::from_utf8_lossy(&bytes);
        load("random.ron", &src)?;
    }

    #[test]
    fn random_ron_like_text_never_panics_and_every_refusal_says_where(
        kind in proptest::sample::select(vec![
            "", "CatastrophesDeck", "CatFightBoard", "CatAttack", "HereKittyKitty",
            "GrandPrrrrix", "Tutorial",
        ]),
        body in "[()\\[\\]{},:\"'a-z_A-Z0-9 \n#!./*+-]{0,160}",
    ) {
        load("random.ron", &format!("{kind}({body}"))?;
    }
}

/// Each shipped file is read as it is: the starting point of the mutations is good.
#[test]
fn every_file_the_fuzz_tests_mutate_is_a_good_level() {
    for (i, file) in FILES.iter().enumerate() {
        if let Err(e) = parse_level(file, shipped(i)) {
            panic!("{e}");
        }
    }
}

// What the fuzz tests found, kept as plain tests.

/// `text` with the first `count: <number>` of every line holding `marker` made `count: <to>`.
fn every_count(text: &str, marker: &str, to: &str) -> String {
    text.split('\n')
        .map(|line| match line.find("count: ") {
            Some(at) if line.contains(marker) => {
                let (before, after) = line.split_at(at + "count: ".len());
                let rest = after.trim_start_matches(|c: char| c.is_ascii_digit());
                format!("{before}{to}{rest}")
            }
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn card_counts_that_add_up_past_u32_max_are_refused_not_overflowed() {
    // The lines of cards, not the effects' counts (a byte) or the removals'.
    for (file, marker, says) in [
        (
            "catastrophes.ron",
            "kind: ",
            vec!["set \"Orange\" has 68719476720 cards"],
        ),
        (
            "cat_attack.ron",
            "(",
            vec!["the Mog deck has", "the Curiosity deck has"],
        ),
        ("here_kitty_kitty.ron", "type: ", vec!["the deck has"]),
    ] {
        let i = FILES.iter().position(|f| *f == file).unwrap();
        let src = every_count(shipped(i), marker, "4294967295");
        let errors = parse_level(file, &src).expect_err(file);
        check_refusal(file, &src, &errors).unwrap();
        for s in says {
            assert!(
                errors.0.iter().any(|e| e.problem.contains(s)),
                "{file}: nothing says {s:?}: {errors}"
            );
        }
    }
}

#[test]
fn a_cat_fight_ring_and_square_past_255_are_refused_not_overflowed() {
    let i = FILES.iter().position(|f| *f == "cat_fight.ron").unwrap();
    // Square (250, 100) of a 255x255 board with a ring 10 wide: 250 + 10 is past a byte.
    let src = shipped(i)
        .replace("width: 10", "width: 255")
        .replace("height: 11", "height: 255")
        .replace("blue_zone: Ring(1)", "blue_zone: Ring(10)")
        .replace("(2, 2), (4, 2)", "(250, 100), (4, 2)");
    let errors = parse_level("cat_fight.ron", &src).expect_err("a 255-wide board");
    check_refusal("cat_fight.ron", &src, &errors).unwrap();
    let problems: Vec<&str> = errors.0.iter().map(|e| e.problem.as_str()).collect();
    assert!(
        problems.contains(&"width 255 is outside 4..=24 squares"),
        "{errors}"
    );
    assert!(
        problems.contains(
            &"green saucer square 1 at (250, 100) lies in the blue zone, where nothing but cats may stand"
        ),
        "{errors}"
    );
}

#[test]
fn a_line_break_typed_into_a_quoted_name_is_shown_escaped_and_each_error_stays_one_line() {
    let path = format!(
        "{}/tests/broken/set_of_15_cards.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let src = std::fs::read_to_string(path)
        .unwrap()
        .replace("\"Green\"", "\"Gr\neen\"");
    let errors = parse_level("set_of_15_cards.ron", &src).expect_err("15 cards");
    check_refusal("set_of_15_cards.ron", &src, &errors).unwrap();
    assert!(
        errors.0[0]
            .problem
            .starts_with("set \"Gr\\neen\" has 15 cards"),
        "{errors}"
    );
    // A syntax error quoting the text is one line too.
    let src = "CatFightBoard(\n    width: \"ten\nsquares\",\n)";
    let errors = parse_level("quoted.ron", src).expect_err("a text for a width");
    check_refusal("quoted.ron", src, &errors).unwrap();
}
