//! Mogland's level files: boards and decks as RON, what modders edit.
//!
//! One file holds one [`Level`]. Parsing and validation live here, with no Bevy, so that the
//! game's asset loader, `build.rs` and `mogland check-levels` all give the same message for the
//! same broken file: file, line, column and the problem.

pub mod cat_attack;
pub mod cat_fight;
pub mod catastrophes;
pub mod grand_prrrrix;
pub mod here_kitty_kitty;
mod locate;
pub mod tutorial;
mod words;

pub use locate::{Path, Step, locate};
use serde::{Deserialize, Serialize};
use std::fmt;
pub use words::{LANGUAGES, Words};

/// Everything a level file can hold. The outer name says which kind it is:
/// `CatastrophesDeck(...)`, `CatFightBoard(...)`, `CatAttack(...)`, `HereKittyKitty(...)`,
/// `GrandPrrrrix(...)`, and a game's guided first game, `Tutorial(...)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Level {
    CatastrophesDeck(catastrophes::DeckDef),
    CatFightBoard(cat_fight::BoardDef),
    CatAttack(Box<cat_attack::GameDef>),
    HereKittyKitty(here_kitty_kitty::DeckDef),
    GrandPrrrrix(Box<grand_prrrrix::BoardDef>),
    Tutorial(tutorial::TutorialDef),
}

impl Level {
    /// The kind's name as written at the top of the file.
    pub fn kind(&self) -> &'static str {
        match self {
            Level::CatastrophesDeck(_) => "CatastrophesDeck",
            Level::CatFightBoard(_) => "CatFightBoard",
            Level::CatAttack(_) => "CatAttack",
            Level::HereKittyKitty(_) => "HereKittyKitty",
            Level::GrandPrrrrix(_) => "GrandPrrrrix",
            Level::Tutorial(_) => "Tutorial",
        }
    }

    /// Consistency checks beyond syntax; each problem names the value at fault. [`parse_level`]
    /// runs them on every file; a level that comes from elsewhere (a save keeps the level its
    /// game was played on) must pass them too before a table is dealt on it.
    pub fn problems(&self) -> Vec<(Path, String)> {
        match self {
            Level::CatastrophesDeck(d) => d.problems(),
            Level::CatFightBoard(b) => b.problems(),
            Level::CatAttack(g) => g.problems(),
            Level::HereKittyKitty(d) => d.problems(),
            Level::GrandPrrrrix(b) => b.problems(),
            Level::Tutorial(t) => t.problems(),
        }
    }
}

/// A problem in a level file, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub problem: String,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.problem
        )
    }
}

impl std::error::Error for LevelError {}

/// All problems of one file, in the order they appear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelErrors(pub Vec<LevelError>);

impl fmt::Display for LevelErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LevelErrors {}

/// The RON options every level file is read with: `Name(field: ...)` for a newtype variant.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(
        ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES
            | ron::extensions::Extensions::IMPLICIT_SOME,
    )
}

/// Parses and validates one level file. `file` is only used in messages.
pub fn parse_level(file: &str, src: &str) -> Result<Level, LevelErrors> {
    // Windows' Notepad saves UTF-8 with a byte-order mark first (and CRLF line ends, which RON
    // reads as whitespace). No editor counts the mark as a column, so neither do we.
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    let level: Level = ron_options().from_str(src).map_err(|e| {
        LevelErrors(vec![LevelError {
            file: file.to_owned(),
            line: e.span.start.line,
            column: e.span.start.col,
            problem: one_line(syntax_problem(&e.code)),
        }])
    })?;
    let problems = level.problems();
    if problems.is_empty() {
        return Ok(level);
    }
    let mut errors: Vec<LevelError> = problems
        .into_iter()
        .map(|(path, problem)| {
            let (line, column) = locate(src, &path);
            LevelError {
                file: file.to_owned(),
                line,
                column,
                problem,
            }
        })
        .collect();
    errors.sort_by_key(|e| (e.line, e.column));
    Err(LevelErrors(errors))
}

/// A problem is said on one line, whatever the names it quotes hold: a line break or another
/// control character typed into a name is shown escaped (`\n`), so that each error of a file
/// stays one line that starts with its file, line and column.
fn one_line(problem: String) -> String {
    if !problem.contains(char::is_control) {
        return problem;
    }
    problem
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

fn syntax_problem(code: &ron::Error) -> String {
    match code {
        ron::Error::NoSuchEnumVariant { found, .. }
            if found.contains("Deck")
                || found.contains("Board")
                || found.contains("Cat")
                || found.contains("Kitty")
                || found.contains("Prrr")
                || found.contains("Tutor") =>
        {
            format!(
                "unknown level kind `{found}`: a level starts with CatastrophesDeck, CatFightBoard, CatAttack, HereKittyKitty, GrandPrrrrix or Tutorial"
            )
        }
        other => other.to_string(),
    }
}

/// Validates every `.ron` file of a folder (not recursive), sorted by name.
/// Returns the names of the good files and every problem found.
pub fn check_dir(dir: &std::path::Path) -> std::io::Result<(Vec<String>, Vec<LevelError>)> {
    let mut names: Vec<_> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    names.sort();
    let (mut good, mut errors) = (Vec::new(), Vec::new());
    for path in names {
        let shown = path.display().to_string();
        match std::fs::read_to_string(&path) {
            Ok(src) => match parse_level(&shown, &src) {
                Ok(_) => good.push(shown),
                Err(e) => errors.extend(e.0),
            },
            Err(e) => errors.push(LevelError {
                file: shown,
                line: 1,
                column: 1,
                problem: format!("cannot read the file as UTF-8 text: {e}"),
            }),
        }
    }
    Ok((good, errors))
}

/// Helper for validators: a problem at `path`, on one line.
pub(crate) fn problem(path: Path, text: impl Into<String>) -> (Path, String) {
    (path, one_line(text.into()))
}
