//! The `mogland` command as a player or modder runs it: check-levels on a broken folder and on
//! the shipped one, and simulate on a playable and a coming game.

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
fn simulate_refuses_a_coming_game_and_an_unknown_one() {
    let (code, text) = mogland(&["simulate", "--game", "cat-attack", "--games", "1"]);
    assert_eq!(code, 1);
    assert!(text.contains("coming"), "{text}");
    let (code, text) = mogland(&["simulate", "--game", "cat-tag", "--games", "1"]);
    assert_eq!(code, 1);
    assert!(
        text.contains("unknown game") && text.contains("here-kitty-kitty"),
        "{text}"
    );
}
