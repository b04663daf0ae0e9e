//! Level files saved by Windows' Notepad: a UTF-8 byte-order mark first and CRLF line ends.
//! Each shipped level loads the same, and each broken one is refused at the same line and
//! column, as with plain LF files.

use mogland_levels::parse_level;
use std::path::{Path, PathBuf};

/// `src` as Notepad saves it.
fn notepad(src: &str) -> String {
    format!(
        "\u{feff}{}",
        src.replace("\r\n", "\n").replace('\n', "\r\n")
    )
}

fn ron_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_shipped_level_saved_by_notepad_loads_the_same() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels");
    let files = ron_files(&dir);
    assert!(files.len() >= 10, "{} levels", files.len());
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let plain = parse_level(&name, &src).unwrap_or_else(|e| panic!("{e}"));
        let saved =
            parse_level(&name, &notepad(&src)).unwrap_or_else(|e| panic!("saved by Notepad: {e}"));
        assert_eq!(format!("{saved:?}"), format!("{plain:?}"), "{name}");
    }
}

#[test]
fn every_broken_level_saved_by_notepad_is_refused_at_the_same_place() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/broken");
    for path in ron_files(&dir) {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let plain = parse_level(&name, &src).expect_err("broken");
        let saved = parse_level(&name, &notepad(&src)).expect_err("broken");
        let at = |e: &mogland_levels::LevelErrors| {
            e.0.iter()
                .map(|e| (e.line, e.column, e.problem.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(at(&saved), at(&plain), "{name}");
    }
}
