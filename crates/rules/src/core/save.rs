//! Save files: setup + seed + action log, with the game's rules version and a digest of the
//! state the log reached, written atomically. A save that is corrupt, truncated, from another
//! format or rules version, or whose replay reaches another state, is refused with the problem
//! named and moved aside; the previous good save is kept beside it and never silently
//! overwritten.

use crate::core::{
    ActionLog, Game, GameId, GameRng, GameSim, Refusal, SeatId, Setup, TableSetup, Text,
};
use crate::text;
use bevy_ecs::world::World;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const SAVE_FORMAT: &str = "mogland-save";
/// The layout of the file itself; bumped when it changes.
pub const SAVE_VERSION: u32 = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile<A> {
    pub format: String,
    pub version: u32,
    /// The game's [`crate::core::GameInfo::rules_version`] when it was written.
    pub rules_version: u32,
    pub setup: TableSetup,
    pub actions: Vec<(SeatId, A)>,
    /// [`state_digest`] of the table the actions reached.
    pub digest: String,
    /// A finished game kept in the history: when it ended and how.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<Kept>,
}

/// What a kept game's file says of its end, so that the history lists it without replaying it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    /// When the game ended, "2026-11-26 14:05" (UTC).
    pub finished: String,
    /// An older Mogland wrote it as an English sentence.
    #[serde(deserialize_with = "Text::or_words")]
    pub summary: Text,
    pub winners: Vec<SeatId>,
    pub scores: Vec<i64>,
}

/// The kept-game file of the finished game saved in `save`: the same save, with its result.
/// Refused like a save that does not replay, or when its game is not over.
pub fn keep_save<G: Game>(save: &str, finished: &str) -> Result<String, SaveError> {
    let sim = replay_save::<G>(save)?;
    let outcome = sim
        .outcome()
        .ok_or_else(|| SaveError::Incompatible(text!("save-why-not-over")))?;
    let mut file: SaveFile<G::Action> = parse(save)?;
    file.kept = Some(Kept {
        finished: finished.to_owned(),
        summary: outcome.summary,
        winners: outcome.winners,
        scores: outcome.scores,
    });
    Ok(to_text(&file))
}

/// The head of a save or kept game: its setup, length and result, without its actions (the
/// history's index is built from these).
#[derive(Clone, Debug)]
pub struct SaveHead {
    pub rules_version: u32,
    pub setup: TableSetup,
    pub kept: Option<Kept>,
}

/// Reads a save's head, and counts its actions, checking only that it is a Mogland save.
pub fn read_head(text: &str) -> Result<(SaveHead, usize), SaveError> {
    peek_game(text)?;
    #[derive(Deserialize)]
    struct Counted {
        rules_version: u32,
        setup: TableSetup,
        #[serde(default)]
        kept: Option<Kept>,
        actions: Vec<serde::de::IgnoredAny>,
    }
    let c: Counted = ron::from_str(text).map_err(damaged)?;
    let head = SaveHead {
        rules_version: c.rules_version,
        setup: c.setup,
        kept: c.kept,
    };
    Ok((head, c.actions.len()))
}

impl<A> SaveFile<A> {
    pub fn new(
        rules_version: u32,
        setup: TableSetup,
        actions: Vec<(SeatId, A)>,
        digest: String,
    ) -> Self {
        Self {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            rules_version,
            setup,
            actions,
            digest,
            kept: None,
        }
    }
}

/// A fingerprint of the whole state of the table in `world` (the game's state and the
/// generator): two tables with the same digest play on identically.
pub fn state_digest<G: Game>(world: &World) -> String {
    let state = (world.resource::<GameRng>(), G::snapshot(world));
    let text = ron::to_string(&state).expect("a snapshot always serializes");
    blake3::hash(text.as_bytes()).to_hex().to_string()
}

/// The save of the table in `world`.
pub fn save_table<G: Game>(world: &World) -> String {
    let setup = world.resource::<Setup>().0.clone();
    let log = world.resource::<ActionLog<G::Action>>().entries.clone();
    to_text(&SaveFile::new(
        G::INFO.rules_version,
        setup,
        log,
        state_digest::<G>(world),
    ))
}

/// Reads a save of `G` and replays it on a headless table, checking that it was written under
/// these rules and that the replay reaches the very state it recorded.
pub fn replay_save<G: Game>(text: &str) -> Result<GameSim<G>, SaveError> {
    let info = G::INFO;
    // Another game's actions would not read as this one's: say whose they are first.
    let game = peek_game(text)?;
    if game != info.id {
        return Err(SaveError::Incompatible(text!(
            "save-why-other-game",
            game = crate::games::name_of(game),
            ours = info.name
        )));
    }
    let file: SaveFile<G::Action> = parse(text)?;
    if file.rules_version != info.rules_version {
        return Err(SaveError::Incompatible(text!(
            "save-why-rules-version",
            game = info.name,
            theirs = file.rules_version,
            ours = info.rules_version
        )));
    }
    // The level the game was played on is kept in the save: it is checked as a level file is,
    // or a table would be dealt on a board or deck the rules were never meant for.
    if let Some((at, problem)) = file.setup.level.problems().into_iter().next() {
        let at = if at.0.is_empty() {
            file.setup.level.kind().to_owned()
        } else {
            at.to_string()
        };
        return Err(SaveError::Incompatible(text!(
            "save-why-level",
            problem = escaped(&problem.to_string()),
            at = escaped(&at)
        )));
    }
    let mut sim = GameSim::<G>::start(&file.setup).map_err(cannot_deal)?;
    for (i, (seat, action)) in file.actions.iter().enumerate() {
        sim.apply(*seat, action.clone())
            .map_err(|r| refused_on_replay(i, r))?;
    }
    let digest = state_digest::<G>(sim.world());
    if digest != file.digest {
        return Err(SaveError::Incompatible(text!(
            "save-why-digest",
            count = file.actions.len()
        )));
    }
    Ok(sim)
}

/// Just enough of a save to know whether and how to read the rest.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
    setup: SetupHeader,
}

#[derive(Deserialize)]
struct SetupHeader {
    game: GameId,
}

/// Why a save was refused: it does not read, or it reads but cannot be used here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Corrupt(Text),
    Incompatible(Text),
}

impl SaveError {
    /// The refusal as the player reads it: "the save is damaged: …".
    pub fn text(&self) -> Text {
        match self {
            SaveError::Corrupt(why) => text!("save-damaged", why = why),
            SaveError::Incompatible(why) => text!("save-unusable", why = why),
        }
    }
}

/// For logs: the message's id and arguments.
impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// What a save quotes from its file (the parser's words, a level's problem), on one line: a
/// line break or another control character there is shown escaped (`\n`).
fn escaped(words: &str) -> String {
    words
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

/// A save whose table its rules would not deal.
pub fn cannot_deal(why: String) -> SaveError {
    SaveError::Incompatible(text!("save-why-cannot-deal", why = escaped(&why)))
}

/// A save whose action `i` (from 0) its rules refused on replay.
pub fn refused_on_replay(i: usize, r: Refusal) -> SaveError {
    SaveError::Incompatible(text!(
        "save-why-refused",
        number = i + 1,
        detail = r.detail,
        rule = r.rule
    ))
}

impl std::error::Error for SaveError {}

/// Which game a save holds, after checking its format and version.
pub fn peek_game(text: &str) -> Result<GameId, SaveError> {
    let h: Header = ron::from_str(text).map_err(damaged)?;
    if h.format != SAVE_FORMAT {
        return Err(SaveError::Incompatible(text!(
            "save-why-not-a-save",
            format = escaped(&h.format)
        )));
    }
    if h.version != SAVE_VERSION {
        return Err(SaveError::Incompatible(text!(
            "save-why-format",
            theirs = h.version,
            ours = SAVE_VERSION
        )));
    }
    Ok(h.setup.game)
}

pub fn parse<A: DeserializeOwned>(text: &str) -> Result<SaveFile<A>, SaveError> {
    peek_game(text)?;
    ron::from_str(text).map_err(damaged)
}

/// A save that does not read, with ron's words for why.
fn damaged(e: ron::error::SpannedError) -> SaveError {
    SaveError::Corrupt(Text::Verbatim(escaped(&e.to_string())))
}

pub fn to_text<A: Serialize>(save: &SaveFile<A>) -> String {
    let cfg = ron::ser::PrettyConfig::new().depth_limit(3);
    ron::ser::to_string_pretty(save, cfg).expect("a save always serializes")
}

/// Writes `text` to `path` so that a crash leaves either the old file or the new one whole:
/// a temporary file beside it, flushed to disk, then renamed over it.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("ron.tmp");
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// The autosave slot: `autosave.ron`, and `autosave.prev.ron`, the save before it.
#[derive(Clone, Debug)]
pub struct SaveSlot {
    pub dir: PathBuf,
}

/// What [`SaveSlot::resume`] found.
#[derive(Debug)]
pub struct Resumed<T> {
    /// What `check` made of the newest good save.
    pub table: Option<T>,
    /// Each save refused on the way: the problem named, and where it was moved.
    pub refused: Vec<Text>,
}

/// What reading the slot found.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The newest save that reads, with its file.
    pub text: Option<(PathBuf, String, GameId)>,
    /// Each save refused on the way, the problem named and where it was moved.
    pub refused: Vec<Text>,
}

impl SaveSlot {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }
    pub fn current(&self) -> PathBuf {
        self.dir.join("autosave.ron")
    }
    pub fn previous(&self) -> PathBuf {
        self.dir.join("autosave.prev.ron")
    }

    /// Writes a new autosave; the one it replaces becomes `autosave.prev.ron`, but only if it
    /// was itself readable (a damaged file is moved aside instead, never overwritten).
    pub fn write(&self, text: &str) -> std::io::Result<()> {
        let current = self.current();
        match std::fs::read_to_string(&current) {
            Ok(old) if peek_game(&old).is_ok() => std::fs::rename(&current, self.previous())?,
            // Damaged, or not even text (invalid UTF-8): its bytes are kept aside.
            _ if current.exists() => {
                self.move_aside(&current)?;
            }
            _ => {}
        }
        write_atomic(&current, text)
    }

    /// The newest readable save. Damaged or incompatible files are moved aside (named in
    /// `refused`) and the older save is tried.
    pub fn load(&self) -> Loaded {
        let mut out = Loaded::default();
        for path in [self.current(), self.previous()] {
            let Ok(text) = std::fs::read_to_string(&path) else {
                if path.exists() {
                    out.refused.push(self.refuse(&path, text!("save-not-text")));
                }
                continue;
            };
            match peek_game(&text) {
                Ok(game) => {
                    out.text = Some((path, text, game));
                    return out;
                }
                Err(e) => out.refused.push(self.refuse(&path, e.text())),
            }
        }
        out
    }

    /// Resumes the newest save that passes `check` (which replays it): one that fails is moved
    /// aside with the problem named, and the save before it is tried.
    pub fn resume<T>(&self, mut check: impl FnMut(&str, GameId) -> Result<T, Text>) -> Resumed<T> {
        let mut out = Resumed {
            table: None,
            refused: Vec::new(),
        };
        for path in [self.current(), self.previous()] {
            let Ok(text) = std::fs::read_to_string(&path) else {
                if path.exists() {
                    out.refused.push(self.refuse(&path, text!("save-not-text")));
                }
                continue;
            };
            let checked = peek_game(&text)
                .map_err(|e| e.text())
                .and_then(|game| check(&text, game));
            match checked {
                Ok(t) => {
                    out.table = Some(t);
                    return out;
                }
                Err(why) => out.refused.push(self.refuse(&path, why)),
            }
        }
        out
    }

    /// Moves a save that failed later (say, on replay) aside, with the reason.
    pub fn refuse(&self, path: &Path, why: Text) -> Text {
        let file = path.display().to_string();
        match self.move_aside(path) {
            Ok(moved) => text!(
                "save-refused",
                file = file,
                why = why,
                kept = moved.display().to_string()
            ),
            Err(e) => text!(
                "save-refused-not-moved",
                file = file,
                why = why,
                error = e.to_string()
            ),
        }
    }

    fn move_aside(&self, path: &Path) -> std::io::Result<PathBuf> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("save");
        let mut target = self.dir.join(format!("{name}.refused-{stamp}.ron"));
        let mut n = 1;
        while target.exists() {
            target = self.dir.join(format!("{name}.refused-{stamp}-{n}.ron"));
            n += 1;
        }
        std::fs::rename(path, &target)?;
        Ok(target)
    }
}
