//! The levels pipeline as the game runs it: embedded copies, the shipped folder on disk, the
//! user's folder overriding a shipped file, a broken override reported with file, line and
//! column while the shipped level stays in use, and an edit picked up while running.

use bevy::prelude::*;
use mogland::levels::{LevelAsset, LevelLibrary, LevelOrigin, LevelSources};
use mogland_rules::levels::Level;

fn current(t: &crate::common::TestApp, file: &str) -> (Level, LevelOrigin) {
    let w = t.world();
    w.resource::<LevelLibrary>()
        .get(
            file,
            w.resource::<Assets<LevelAsset>>(),
            w.resource::<LevelSources>(),
        )
        .unwrap()
}

fn creams(level: &Level) -> Vec<u8> {
    match level {
        Level::CatFightBoard(b) => b.creams.clone(),
        other => panic!("not a Cat Fight board: {other:?}"),
    }
}

const SHIPPED_BOARD: &str = include_str!("../../levels/cat_fight.ron");

fn with_creams(values: &str) -> String {
    let start = SHIPPED_BOARD.find("creams:").unwrap();
    let end = start + SHIPPED_BOARD[start..].find(']').unwrap() + 1;
    format!(
        "{}creams: [{values}]{}",
        &SHIPPED_BOARD[..start],
        &SHIPPED_BOARD[end..]
    )
}

fn loaded(t: &mut crate::common::TestApp) {
    t.until(
        |w| {
            !w.resource::<LevelLibrary>()
                .loading(w.resource::<AssetServer>())
        },
        3000,
    );
}

#[test]
fn embedded_levels_load_with_no_folder_on_disk() {
    let t = crate::common::app_with(None);
    let (level, origin) = current(&t, "catastrophes.ron");
    assert_eq!(origin, LevelOrigin::Embedded);
    assert!(matches!(level, Level::CatastrophesDeck(_)));
    assert!(t.world().resource::<LevelLibrary>().errors().is_empty());
}

#[test]
fn the_shipped_folder_on_disk_is_read() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("catastrophes.ron"),
        include_str!("../../levels/catastrophes.ron"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("cat_fight.ron"),
        with_creams("9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9"),
    )
    .unwrap();
    let t = crate::common::app_with(Some(dir.path().to_path_buf()));
    let (level, origin) = current(&t, "cat_fight.ron");
    assert_eq!(origin, LevelOrigin::Shipped);
    assert_eq!(creams(&level), vec![9; 12]);
}

#[test]
fn a_file_in_the_user_folder_overrides_the_shipped_one_and_reloads_when_edited() {
    let mut t = crate::common::app_with(None);
    let mine = t.paths().mods.join("cat_fight.ron");
    std::fs::write(&mine, with_creams("2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2")).unwrap();
    t.until(
        |w| {
            matches!(
                w.resource::<LevelLibrary>().get(
                    "cat_fight.ron",
                    w.resource::<Assets<LevelAsset>>(),
                    w.resource::<LevelSources>()
                ),
                Some((_, LevelOrigin::Mod(_)))
            )
        },
        3000,
    );
    loaded(&mut t);
    assert_eq!(creams(&current(&t, "cat_fight.ron").0), vec![2; 12]);
    // An edit while the game runs is picked up.
    std::fs::write(&mine, with_creams("3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3")).unwrap();
    t.until(
        |w| {
            let got = w.resource::<LevelLibrary>().get(
                "cat_fight.ron",
                w.resource::<Assets<LevelAsset>>(),
                w.resource::<LevelSources>(),
            );
            got.is_some_and(|(l, _)| creams(&l) == vec![3; 12])
        },
        5000,
    );
}

#[test]
fn a_broken_override_is_reported_and_the_shipped_level_stays_in_use() {
    let mut t = crate::common::app_with(None);
    let mine = t.paths().mods.join("cat_fight.ron");
    // Eleven creams: line and column of the list are reported.
    std::fs::write(&mine, with_creams("1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4")).unwrap();
    t.until(|w| !w.resource::<LevelLibrary>().errors().is_empty(), 5000);
    let errors = t.world().resource::<LevelLibrary>().errors();
    let line = SHIPPED_BOARD[..SHIPPED_BOARD.find("creams:").unwrap()]
        .matches('\n')
        .count()
        + 1;
    assert!(
        errors[0].contains(&format!("cat_fight.ron:{line}:13:")),
        "{errors:?}"
    );
    assert!(errors[0].contains("12 creams"), "{errors:?}");
    let (level, origin) = current(&t, "cat_fight.ron");
    assert_eq!(origin, LevelOrigin::Embedded);
    assert_eq!(
        creams(&level),
        creams(&mogland_rules::levels::parse_level("x", SHIPPED_BOARD).unwrap())
    );
    // A syntax error is reported with its place too, and fixing the file clears it.
    std::fs::write(&mine, "CatFightBoard(width: 10,, )").unwrap();
    t.until(
        |w| {
            w.resource::<LevelLibrary>()
                .errors()
                .iter()
                .any(|e| e.contains(":1:"))
        },
        5000,
    );
    std::fs::write(&mine, with_creams("5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5")).unwrap();
    t.until(|w| w.resource::<LevelLibrary>().errors().is_empty(), 5000);
    assert_eq!(creams(&current(&t, "cat_fight.ron").0), vec![5; 12]);
}
