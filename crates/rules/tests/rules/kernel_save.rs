//! Save files: written atomically, the previous good save kept, and a damaged or foreign file
//! refused with the problem named, moved aside intact and never overwritten.

use crate::english::read;
use mogland_rules::core::save::{
    SAVE_FORMAT, SAVE_VERSION, SaveError, SaveFile, SaveSlot, parse, peek_game, to_text,
    write_atomic,
};
use mogland_rules::core::{BotLevel, SeatId, SeatKind, SeatSetup, TableSetup};
use mogland_rules::levels::Level;
use mogland_rules::levels::catastrophes::DeckDef;
use std::path::{Path, PathBuf};

/// A fresh folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!(
            "mogland-kernel-save-{}-{name}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn setup(seed: u64) -> TableSetup {
    TableSetup {
        game: mogland_rules::games::catastrophes::INFO.id,
        seats: vec![
            SeatSetup {
                name: "Ada".into(),
                colour: [1, 2, 3],
                kind: SeatKind::Human,
            },
            SeatSetup {
                name: "Felix".into(),
                colour: [4, 5, 6],
                kind: SeatKind::Bot(BotLevel::Hard),
            },
        ],
        variants: vec!["wild-cats".into()],
        seed,
        level: Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    }
}

/// A save of a game with `n` actions; actions are plain numbers here.
fn save_text(seed: u64, n: u32) -> String {
    let actions = (0..n).map(|i| (SeatId((i % 2) as u8), i * 10)).collect();
    to_text(&SaveFile::new(1, setup(seed), actions, "digest".into()))
}

/// Every file in `dir`, by name.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The files a refused save was moved to.
fn refused_files(dir: &Path) -> Vec<PathBuf> {
    files(dir)
        .into_iter()
        .filter(|n| n.contains(".refused-"))
        .map(|n| dir.join(n))
        .collect()
}

/// Ways a modder, a crash or a newer Mogland can spoil the current save.
fn corruptions(good: &str) -> Vec<(&'static str, Vec<u8>, &'static str)> {
    vec![
        (
            "truncated",
            good.as_bytes()[..good.len() / 2].to_vec(),
            "the save is damaged",
        ),
        ("empty", Vec::new(), "the save is damaged"),
        (
            "garbage text",
            b"}}}} not a save at all {{{{".to_vec(),
            "the save is damaged",
        ),
        (
            "garbage bytes",
            vec![0xFF, 0xFE, 0x00, 0x9C, 0x80, 0xC3, 0x28, 0x00],
            "not readable text",
        ),
        (
            "version 999",
            good.replacen(
                &format!("\n    version: {SAVE_VERSION},"),
                "\n    version: 999,",
                1,
            )
            .into_bytes(),
            "written by save format 999 and this Mogland reads format 2",
        ),
        (
            "wrong format",
            good.replacen(SAVE_FORMAT, "mogland-settings", 1)
                .into_bytes(),
            "it is a \"mogland-settings\" file, not a Mogland save",
        ),
    ]
}

#[test]
fn a_save_round_trips_and_names_its_game() {
    let save = SaveFile::new(
        1,
        setup(77),
        vec![(SeatId(0), 3u32), (SeatId(1), 4)],
        "d".into(),
    );
    let text = to_text(&save);
    assert_eq!(
        peek_game(&text),
        Ok(mogland_rules::games::catastrophes::INFO.id)
    );
    assert_eq!(parse::<u32>(&text), Ok(save));
}

#[test]
fn a_save_keeps_the_whole_level_it_was_played_on() {
    for (game, file) in [
        (
            mogland_rules::games::catastrophes::INFO.id,
            "catastrophes.ron",
        ),
        (mogland_rules::games::cat_fight::INFO.id, "cat_fight.ron"),
    ] {
        let path = format!("{}/../../levels/{file}", env!("CARGO_MANIFEST_DIR"));
        let level =
            mogland_rules::levels::parse_level(file, &std::fs::read_to_string(path).unwrap())
                .unwrap();
        let mut table = setup(3);
        table.game = game;
        table.level = level;
        let save = SaveFile::new(1, table, vec![(SeatId(1), 8u32)], "d".into());
        let text = to_text(&save);
        assert_eq!(peek_game(&text), Ok(game));
        assert_eq!(parse::<u32>(&text), Ok(save), "{file}");
    }
}

#[test]
fn a_save_from_another_version_or_format_or_cut_short_is_refused_by_parse() {
    let good = save_text(1, 4);
    let v999 = good.replacen(
        &format!("\n    version: {SAVE_VERSION},"),
        "\n    version: 999,",
        1,
    );
    assert_ne!(v999, good, "the test must change the version");
    match parse::<u32>(&v999) {
        Err(SaveError::Incompatible(m)) => assert!(read(&m).contains("999"), "{m}"),
        other => panic!("version 999 should be incompatible, got {other:?}"),
    }
    let other = good.replacen("mogland-save", "other-program", 1);
    assert!(
        matches!(parse::<u32>(&other), Err(SaveError::Incompatible(m)) if read(&m).contains("other-program"))
    );
    assert!(matches!(
        parse::<u32>(&good[..good.len() - 3]),
        Err(SaveError::Corrupt(_))
    ));
    // A readable header with actions of another game's type.
    assert!(matches!(parse::<String>(&good), Err(SaveError::Corrupt(_))));
}

#[test]
fn a_second_write_keeps_the_first_as_the_previous_save() {
    let tmp = TempDir::new("two-writes");
    let slot = SaveSlot::new(&tmp.0);
    let (a, b, c) = (save_text(1, 2), save_text(1, 3), save_text(1, 4));
    slot.write(&a).unwrap();
    assert_eq!(std::fs::read_to_string(slot.current()).unwrap(), a);
    assert!(!slot.previous().exists());
    slot.write(&b).unwrap();
    assert_eq!(std::fs::read_to_string(slot.current()).unwrap(), b);
    assert_eq!(std::fs::read_to_string(slot.previous()).unwrap(), a);
    slot.write(&c).unwrap();
    assert_eq!(std::fs::read_to_string(slot.current()).unwrap(), c);
    assert_eq!(std::fs::read_to_string(slot.previous()).unwrap(), b);
    assert_eq!(
        files(&tmp.0),
        vec!["autosave.prev.ron", "autosave.ron"],
        "no temporary file is left"
    );

    let loaded = slot.load();
    assert!(loaded.refused.is_empty());
    let (path, text, game) = loaded.text.expect("the current save loads");
    assert_eq!(
        (path, text, game),
        (
            slot.current(),
            c,
            mogland_rules::games::catastrophes::INFO.id
        )
    );
}

#[test]
fn a_missing_slot_loads_nothing_and_refuses_nothing() {
    let tmp = TempDir::new("empty");
    let loaded = SaveSlot::new(tmp.0.join("never-written")).load();
    assert!(loaded.text.is_none());
    assert!(loaded.refused.is_empty());
}

#[test]
fn a_damaged_current_save_is_refused_moved_aside_intact_and_the_previous_one_loads() {
    for (what, bytes, problem) in corruptions(&save_text(5, 6)) {
        let tmp = TempDir::new("load-damaged");
        let slot = SaveSlot::new(&tmp.0);
        let (a, b) = (save_text(5, 5), save_text(5, 6));
        slot.write(&a).unwrap();
        slot.write(&b).unwrap();
        assert_ne!(bytes, b.as_bytes(), "{what}: the test must change the file");
        std::fs::write(slot.current(), &bytes).unwrap();

        let loaded = slot.load();
        let (path, text, game) = loaded
            .text
            .unwrap_or_else(|| panic!("{what}: the previous save should load"));
        assert_eq!(path, slot.previous(), "{what}");
        assert_eq!(text, a, "{what}: the previous good save is returned");
        assert_eq!(game, mogland_rules::games::catastrophes::INFO.id);

        assert_eq!(loaded.refused.len(), 1, "{what}: {:?}", loaded.refused);
        let message = &read(&loaded.refused[0]);
        assert!(
            message.contains(problem),
            "{what}: the message should name the problem: {message}"
        );
        assert!(
            message.contains("autosave.ron was refused"),
            "{what}: {message}"
        );

        let moved = refused_files(&tmp.0);
        assert_eq!(moved.len(), 1, "{what}: {:?}", files(&tmp.0));
        assert!(
            message.contains(&moved[0].display().to_string()),
            "{what}: the message says where it went"
        );
        assert_eq!(
            std::fs::read(&moved[0]).unwrap(),
            bytes,
            "{what}: the refused file keeps its bytes"
        );
        assert!(
            !slot.current().exists(),
            "{what}: the refused file is no longer the current save"
        );
        assert_eq!(
            std::fs::read_to_string(slot.previous()).unwrap(),
            a,
            "{what}: the good save is untouched"
        );

        // Loading again finds the same good save and refuses nothing more.
        let again = slot.load();
        assert!(again.refused.is_empty(), "{what}: {:?}", again.refused);
        assert_eq!(again.text.map(|t| t.1), Some(a));
    }
}

#[test]
fn when_both_saves_are_damaged_nothing_loads_and_both_are_kept_aside() {
    let tmp = TempDir::new("both-damaged");
    let slot = SaveSlot::new(&tmp.0);
    std::fs::write(slot.current(), b"CatastrophesDeck(").unwrap();
    std::fs::write(
        slot.previous(),
        save_text(1, 1).replacen(
            &format!("\n    version: {SAVE_VERSION},"),
            "\n    version: 999,",
            1,
        ),
    )
    .unwrap();
    let loaded = slot.load();
    assert!(loaded.text.is_none());
    assert_eq!(loaded.refused.len(), 2, "{:?}", loaded.refused);
    let refused: Vec<String> = loaded.refused.iter().map(read).collect();
    assert!(refused[0].contains("damaged"), "{}", refused[0]);
    assert!(refused[1].contains("999"), "{}", refused[1]);
    let moved = refused_files(&tmp.0);
    assert_eq!(moved.len(), 2, "{:?}", files(&tmp.0));
    let mut contents: Vec<_> = moved.iter().map(|p| std::fs::read(p).unwrap()).collect();
    contents.sort();
    assert!(contents.contains(&b"CatastrophesDeck(".to_vec()));
}

#[test]
fn writing_over_a_damaged_current_save_moves_it_aside_and_keeps_the_previous_good_one() {
    for (what, bytes, _) in corruptions(&save_text(9, 6)) {
        let tmp = TempDir::new("write-damaged");
        let slot = SaveSlot::new(&tmp.0);
        let (a, b, c) = (save_text(9, 5), save_text(9, 6), save_text(9, 7));
        slot.write(&a).unwrap();
        slot.write(&b).unwrap();
        std::fs::write(slot.current(), &bytes).unwrap();

        slot.write(&c).unwrap();
        assert_eq!(
            std::fs::read_to_string(slot.current()).unwrap(),
            c,
            "{what}"
        );
        assert_eq!(
            std::fs::read_to_string(slot.previous()).unwrap(),
            a,
            "{what}: a damaged save never becomes the previous one"
        );
        let moved = refused_files(&tmp.0);
        assert_eq!(
            moved.len(),
            1,
            "{what}: the damaged file was overwritten: {:?}",
            files(&tmp.0)
        );
        assert_eq!(
            std::fs::read(&moved[0]).unwrap(),
            bytes,
            "{what}: its bytes are intact"
        );
        assert!(
            !files(&tmp.0).iter().any(|n| n.ends_with(".tmp")),
            "{what}: {:?}",
            files(&tmp.0)
        );
    }
}

#[test]
fn refusing_twice_in_the_same_second_keeps_both_files() {
    let tmp = TempDir::new("refuse-twice");
    let slot = SaveSlot::new(&tmp.0);
    for k in 0..3u8 {
        std::fs::write(slot.current(), [b'x', k]).unwrap();
        let why = mogland_rules::core::Text::Verbatim("it failed on replay".into());
        let msg = read(&slot.refuse(&slot.current(), why));
        assert!(msg.contains("it failed on replay"), "{msg}");
    }
    let moved = refused_files(&tmp.0);
    assert_eq!(moved.len(), 3, "{:?}", files(&tmp.0));
    let mut contents: Vec<_> = moved.iter().map(|p| std::fs::read(p).unwrap()).collect();
    contents.sort();
    assert_eq!(contents, vec![vec![b'x', 0], vec![b'x', 1], vec![b'x', 2]]);
}

#[test]
fn write_atomic_creates_folders_replaces_whole_and_leaves_no_temporary_file() {
    let tmp = TempDir::new("atomic");
    let path = tmp.0.join("a").join("b").join("autosave.ron");
    write_atomic(&path, "first").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "first");
    write_atomic(&path, "second, longer than the first").unwrap();
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "second, longer than the first"
    );
    write_atomic(&path, "3").unwrap();
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "3",
        "a shorter text leaves no tail of the old one"
    );
    assert_eq!(files(path.parent().unwrap()), vec!["autosave.ron"]);
}
