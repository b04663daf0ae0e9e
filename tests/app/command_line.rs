//! The `mogland` command as a player or modder runs it: check-levels on a broken folder and on
//! the shipped one, simulate on a playable and a coming game, and --version.

use std::process::Command;

fn mogland(args: &[&str]) -> (i32, String) {
    let home = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mogland"))
        .args(args)
        .env("MOGLAND_HOME", home.path())
        .output()
        .expect("the mogland binary runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn check_levels_on_broken_files_exits_1_with_file_line_column_and_problem() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/levels/tests/broken");
    let (code, text) = mogland(&["check-levels", dir]);
    assert_eq!(code, 1, "{text}");
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("error")).collect();
    assert!(errors.len() >= 10, "{text}");
    // One of them, exactly: the saucer square in the blue zone.
    let blue = errors
        .iter()
        .find(|l| l.contains("blue zone"))
        .expect("the blue-zone file is reported");
    let parts: Vec<&str> = blue.split(':').collect();
    assert!(
        parts[0].ends_with(".ron")
            && parts[1].parse::<usize>().is_ok()
            && parts[2].parse::<usize>().is_ok(),
        "{blue}"
    );
}

#[test]
fn check_levels_on_the_shipped_folder_passes() {
    let (code, text) = mogland(&[
        "check-levels",
        concat!(env!("CARGO_MANIFEST_DIR"), "/levels"),
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("ok") && text.contains("catastrophes.ron") && text.contains("cat_fight.ron"),
        "{text}"
    );
}

/// Before the game has ever run, the player's level folder does not exist: nothing to check,
/// and no error. A folder named on the command line that does not exist is one.
#[test]
fn check_levels_before_the_first_start_finds_nothing_to_check_but_a_missing_named_folder_fails() {
    let (code, text) = mogland(&["check-levels"]);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("no .ron level files in") && text.contains("made when the game first starts"),
        "{text}"
    );
    let (code, text) = mogland(&["check-levels", "/no/such/folder"]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("cannot read /no/such/folder"), "{text}");
}

#[test]
fn simulate_prints_wins_per_seat_game_length_and_speed() {
    let (code, text) = mogland(&[
        "simulate",
        "--game",
        "catastrophes",
        "--players",
        "3",
        "--games",
        "5",
        "--seed",
        "2",
    ]);
    assert_eq!(code, 0, "{text}");
    for needle in [
        "5 games",
        "win %",
        "mean game length",
        "games per second",
        "ended by 20 points",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in:\n{text}");
    }
    let wins: f64 = text
        .lines()
        .filter(|l| l.contains("Easy"))
        .map(|l| l.split_whitespace().nth(2).unwrap().parse::<f64>().unwrap())
        .sum();
    assert!(
        (wins - 5.0).abs() < 1e-9,
        "wins add up to the games played:\n{text}"
    );
}

#[test]
fn simulate_refuses_an_unknown_game_and_an_unknown_variant() {
    let (code, text) = mogland(&["simulate", "--game", "cat-tag", "--games", "1"]);
    assert_eq!(code, 1);
    assert!(
        text.contains("unknown game")
            && text.contains("catastrophes")
            && text.contains("cat-fight"),
        "{text}"
    );
    let (code, text) = mogland(&[
        "simulate",
        "--game",
        "cat-fight",
        "--games",
        "1",
        "--variant",
        "wild-cats",
    ]);
    assert_eq!(code, 1);
    assert!(
        text.contains("Cat Fight has no variant \"wild-cats\""),
        "{text}"
    );
}

#[test]
fn simulate_rotate_counts_wins_per_bot_and_trace_prints_the_first_game() {
    let (code, text) = mogland(&[
        "simulate",
        "--game",
        "catastrophes",
        "--players",
        "2",
        "--games",
        "4",
        "--bots",
        "normal,easy",
        "--rotate",
        "--trace",
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("bots rotated round the table"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("bot ")), "{text}");
    assert!(
        text.contains("   1. "),
        "the first game, action by action:\n{text}"
    );
    // The table's rows start with the bot's number (trace lines with "1.", "2.", …).
    let wins: f64 = text
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|t| t.parse::<usize>().is_ok())
        })
        .filter_map(|l| l.split_whitespace().nth(2)?.parse::<f64>().ok())
        .sum();
    assert!((wins - 4.0).abs() < 1e-9, "{text}");
}

#[test]
fn version_names_the_program_then_every_game_with_its_rules_version() {
    let (code, text) = mogland(&["--version"]);
    assert_eq!(code, 0, "{text}");
    let mut expected = vec![format!("mogland {}", env!("CARGO_PKG_VERSION"))];
    for game in mogland_rules::games::GAMES {
        let info = game.info();
        expected.push(format!("  {} rules {}", info.name, info.rules_version));
    }
    assert_eq!(text.lines().collect::<Vec<_>>(), expected, "{text}");
    assert_eq!(mogland(&["-V"]), (0, text));
}

#[test]
fn icon_writes_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("mogland.png");
    let (code, text) = mogland(&["icon", "--size", "48", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{text}");
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
}

/// `mogland` started with no display, its home at `home`, `MOGLAND_LANGUAGE` set to `language`
/// (or unset): the exit code it gives and what it says.
fn without_display(home: &std::path::Path, language: Option<&str>) -> (Option<i32>, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mogland"));
    command
        .env("MOGLAND_HOME", home)
        .env_remove("MOGLAND_LANGUAGE")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
    if let Some(code) = language {
        command.env("MOGLAND_LANGUAGE", code);
    }
    let out = command.output().expect("the mogland binary runs");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code(), err)
}

#[test]
fn without_a_display_the_game_says_what_it_needs_in_one_line_and_exits() {
    let home = tempfile::tempdir().unwrap();
    let (code, err) = without_display(home.path(), Some("en"));
    assert_eq!(code, Some(2));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("mogland: no display"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn without_a_display_the_game_says_so_in_the_language_the_player_chose() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("settings.ron"), "(language: Some(German))").unwrap();
    let (code, err) = without_display(home.path(), None);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("mogland: kein Bildschirm"), "{err}");
}

#[test]
fn play_at_a_table_refuses_an_unknown_seat_or_a_seat_count_the_game_has_not() {
    // Checked before the window opens: no display is needed to be told.
    let (code, text) = mogland(&[
        "play",
        "--game",
        "cat-fight",
        "--seats",
        "human,bot:grandmaster",
    ]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("unknown bot \"grandmaster\""), "{text}");
    assert!(text.contains("bot:expert"), "{text}");
    let (code, text) = mogland(&["play", "--game", "grand-prrrrix", "--players", "2"]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("Grand Prrrrix"), "{text}");
    assert!(text.contains("not 2"), "{text}");
    let (code, text) = mogland(&[
        "play",
        "--game",
        "cat-fight",
        "--seats",
        "bot:easy,human,human,human,human",
    ]);
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("Cat Fight is for 2 to 4 players, not 5"),
        "{text}"
    );
    let (code, text) = mogland(&["play", "--game", "chess"]);
    assert_eq!(code, 1, "{text}");
    assert!(!text.contains("panicked"), "{text}");
}

/// `bench-frames` says in one line what is wrong with its arguments, before any renderer
/// starts: a human seat (nobody plays a benchmark), an unknown quality or feature.
#[test]
fn bench_frames_refuses_a_human_seat_an_unknown_quality_or_feature() {
    for (args, said) in [
        (
            vec!["bench-frames", "--game", "cat-fight", "--seats", "human"],
            "every seat must be a bot",
        ),
        (
            vec!["bench-frames", "--game", "cat-fight", "--quality", "ultra"],
            "unknown quality \"ultra\": use high, low or auto",
        ),
        (
            vec!["bench-frames", "--game", "cat-fight", "--without", "fog"],
            "unknown feature \"fog\": use shadows, msaa, textures, lighting, tonemapping",
        ),
    ] {
        let (code, text) = mogland(&args);
        assert_eq!(code, 1, "{args:?}: {text}");
        assert!(text.contains(said), "{args:?}: {text}");
        assert_eq!(text.trim().lines().count(), 1, "{args:?}: {text}");
    }
}
