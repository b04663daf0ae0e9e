//! Every finished game, kept in the data folder's `history`: one file per game (the same RON
//! as a save, with its result, see `mogland_rules::core::save::Kept`) and a small index beside
//! them so that the list opens at once with a thousand games. The index is only a cache: when
//! it is missing, damaged or out of step with the files it is rebuilt from them, and no game
//! file is ever removed because of it. Nothing here touches the window.

use mogland_rules::core::save::{self, SaveHead, write_atomic};
use mogland_rules::core::{BotLevel, GameId, SeatKind, Text};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The index file's layout; bumped when it changes (an older index is rebuilt).
const INDEX_VERSION: u32 = 1;
const INDEX: &str = "index.ron";

/// One kept game as the list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The file's name in the history folder.
    pub file: String,
    /// When it ended, "2026-11-26 14:05" (UTC).
    pub finished: String,
    pub game: GameId,
    pub seats: Vec<(String, SeatKind)>,
    pub winners: Vec<usize>,
    pub scores: Vec<i64>,
    pub actions: usize,
    /// Older index files hold an English sentence.
    #[serde(deserialize_with = "Text::or_words")]
    pub summary: Text,
}

impl Entry {
    fn from_head(file: String, head: &SaveHead, actions: usize) -> Option<Self> {
        let kept = head.kept.as_ref()?;
        Some(Self {
            file,
            finished: kept.finished.clone(),
            game: head.setup.game,
            seats: head
                .setup
                .seats
                .iter()
                .map(|s| (s.name.clone(), s.kind))
                .collect(),
            winners: kept.winners.iter().map(|s| s.index()).collect(),
            scores: kept.scores.clone(),
            actions,
            summary: kept.summary.clone(),
        })
    }

    /// "Ada" or "Ada and Felix".
    pub fn winner_names(&self) -> String {
        let names: Vec<&str> = self
            .winners
            .iter()
            .filter_map(|w| self.seats.get(*w).map(|s| s.0.as_str()))
            .collect();
        crate::lang::and_list(&names)
    }
}

#[derive(Serialize, Deserialize)]
struct Index {
    version: u32,
    entries: Vec<Entry>,
}

/// What the history folder holds.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    /// Newest first.
    pub entries: Vec<Entry>,
    /// Files in the folder that are no kept game this Mogland can read: named, never removed.
    pub unreadable: Vec<String>,
    /// The index was rebuilt from the files.
    pub rebuilt: bool,
}

/// The history folder.
#[derive(Clone, Debug)]
pub struct History {
    pub dir: PathBuf,
}

impl History {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    fn index_path(&self) -> PathBuf {
        self.dir.join(INDEX)
    }

    /// The game files in the folder (every `.ron` but the index).
    fn files(&self) -> Vec<String> {
        let Ok(read) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut out: Vec<String> = read
            .filter_map(|e| e.ok())
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(".ron") && n != INDEX && !n.starts_with('.'))
            .collect();
        out.sort();
        out
    }

    /// Every kept game, newest first. Reads the index; where it is missing, damaged, or names
    /// other files than the folder holds, the files it lacks are read and it is written again.
    pub fn list(&self) -> Listing {
        let files = self.files();
        let index: Option<Index> = std::fs::read_to_string(self.index_path())
            .ok()
            .and_then(|t| ron::from_str::<Index>(&t).ok())
            .filter(|i| i.version == INDEX_VERSION);
        let known: BTreeMap<String, Entry> = index
            .map(|i| i.entries.into_iter().map(|e| (e.file.clone(), e)).collect())
            .unwrap_or_default();
        let mut out = Listing::default();
        let mut entries = Vec::with_capacity(files.len());
        for file in &files {
            if let Some(e) = known.get(file) {
                entries.push(e.clone());
                continue;
            }
            out.rebuilt = true;
            match self.read_entry(file) {
                Ok(e) => entries.push(e),
                Err(why) => out.unreadable.push(format!("{file}: {why}")),
            }
        }
        let present: std::collections::BTreeSet<&String> = files.iter().collect();
        if known.keys().any(|k| !present.contains(k)) {
            out.rebuilt = true;
        }
        entries.sort_by(|a, b| b.finished.cmp(&a.finished).then(b.file.cmp(&a.file)));
        if out.rebuilt {
            self.write_index(&entries);
        }
        out.entries = entries;
        out
    }

    fn read_entry(&self, file: &str) -> Result<Entry, String> {
        let text = std::fs::read_to_string(self.dir.join(file)).map_err(|e| e.to_string())?;
        let (head, actions) = save::read_head(&text).map_err(|e| crate::lang::say(&e.text()))?;
        Entry::from_head(file.to_owned(), &head, actions)
            .ok_or_else(|| "a save of a game under way, not a finished game".to_owned())
    }

    fn write_index(&self, entries: &[Entry]) {
        let index = Index {
            version: INDEX_VERSION,
            entries: entries.to_vec(),
        };
        let text = ron::to_string(&index).expect("an index always serializes");
        if let Err(e) =
            std::fs::create_dir_all(&self.dir).and_then(|_| write_atomic(&self.index_path(), &text))
        {
            bevy::log::warn!("the history's index could not be written: {e}");
        }
    }

    /// Keeps a finished game (`kept`: its kept-game text). Returns its file's name.
    pub fn keep(&self, kept: &str) -> Result<String, String> {
        let (head, _) = save::read_head(kept).map_err(|e| crate::lang::say(&e.text()))?;
        let finished = head
            .kept
            .as_ref()
            .map(|k| k.finished.clone())
            .ok_or("not a finished game")?;
        std::fs::create_dir_all(&self.dir).map_err(|e| e.to_string())?;
        let stem = format!(
            "{}-{}",
            finished.replace([' ', ':'], "-"),
            head.setup.game.as_str()
        );
        let mut file = format!("{stem}.ron");
        let mut n = 2;
        while self.dir.join(&file).exists() {
            file = format!("{stem}-{n}.ron");
            n += 1;
        }
        write_atomic(&self.dir.join(&file), kept).map_err(|e| e.to_string())?;
        // Listing finds the new file and writes the index again; a crash before leaves a file
        // the next list reads.
        self.list();
        Ok(file)
    }

    /// A kept game's text.
    pub fn read(&self, file: &str) -> Result<String, String> {
        std::fs::read_to_string(self.dir.join(file)).map_err(|e| format!("{file}: {e}"))
    }

    /// Forgets a kept game: its file and its line in the index.
    pub fn delete(&self, file: &str) -> Result<(), String> {
        std::fs::remove_file(self.dir.join(file)).map_err(|e| format!("{file}: {e}"))?;
        self.list();
        Ok(())
    }

    /// Copies a kept game to `to` (a file to give to a friend).
    pub fn export(&self, file: &str, to: &Path) -> Result<(), String> {
        let text = self.read(file)?;
        if let Some(dir) = to.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        write_atomic(to, &text).map_err(|e| format!("{}: {e}", to.display()))
    }
}

/// How a player has done over the history: per game, games played and won, and the bots they
/// met (per level: games against at least one such bot, and of those the games won).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub played: usize,
    pub won: usize,
    pub against: BTreeMap<BotLevel, (usize, usize)>,
}

/// Each human player's record per game: name → game → record.
pub fn records(entries: &[Entry]) -> BTreeMap<String, BTreeMap<GameId, Record>> {
    let mut out: BTreeMap<String, BTreeMap<GameId, Record>> = BTreeMap::new();
    for e in entries {
        let bots: Vec<BotLevel> = e
            .seats
            .iter()
            .filter_map(|(_, k)| match k {
                SeatKind::Bot(level) => Some(*level),
                SeatKind::Human => None,
            })
            .collect();
        for (i, (name, kind)) in e.seats.iter().enumerate() {
            if *kind != SeatKind::Human {
                continue;
            }
            let won = e.winners.contains(&i);
            let r = out
                .entry(name.clone())
                .or_default()
                .entry(e.game)
                .or_default();
            r.played += 1;
            r.won += won as usize;
            let mut met = bots.clone();
            met.sort();
            met.dedup();
            for level in met {
                let a = r.against.entry(level).or_default();
                a.0 += 1;
                a.1 += won as usize;
            }
        }
    }
    out
}

/// Now, as the history writes it: "2026-11-26 14:05" (UTC).
pub fn now_utc() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    utc_text(secs)
}

/// Seconds since 1970 as "YYYY-MM-DD HH:MM:SS" in UTC (the civil-from-days algorithm of
/// H. Hinnant).
pub fn utc_text(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + (month <= 2) as i64;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}
