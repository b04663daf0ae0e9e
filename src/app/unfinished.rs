//! The unfinished tables kept for "Continue": one autosave slot for each game played here, one
//! for each game hosted for friends, and one for each game's tutorial, so starting a table
//! never replaces another game's. A slot is a folder under the saves folder (`game/cat-attack`,
//! `hosted/cat-attack`, `tutorial/cat-attack`), each the usual `SaveSlot` (the save and the one
//! before it). A slot is emptied when its game ends, or when the player says so.

use crate::games::texts;
use crate::session::TableMode;
use crate::settings::Paths;
use crate::tr;
use bevy::prelude::*;
use mogland_rules::core::save::{self, SaveSlot};
use mogland_rules::core::{GameId, SeatKind, SeatSetup};
use std::path::PathBuf;
use std::time::SystemTime;

/// What a table is, as far as keeping it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Played at this screen.
    Local,
    /// Hosted here for friends on other machines.
    Hosted,
    /// A game's guided first game.
    Tutorial,
}

impl Kind {
    /// The table a new game of this kind is played as.
    pub fn mode(self) -> TableMode {
        match self {
            Kind::Local => TableMode::Local,
            Kind::Hosted => TableMode::Hosted,
            Kind::Tutorial => TableMode::Tutorial,
        }
    }

    const ALL: [Kind; 3] = [Kind::Local, Kind::Hosted, Kind::Tutorial];

    fn folder(self) -> &'static str {
        match self {
            Kind::Local => "game",
            Kind::Hosted => "hosted",
            Kind::Tutorial => "tutorial",
        }
    }
}

/// The slot a table is kept in: its kind and game.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    pub kind: Kind,
    pub game: GameId,
}

impl Slot {
    pub fn local(game: GameId) -> Self {
        Self {
            kind: Kind::Local,
            game,
        }
    }

    pub fn dir(&self, paths: &Paths) -> PathBuf {
        paths
            .saves
            .join(self.kind.folder())
            .join(self.game.as_str())
    }

    pub fn save_slot(&self, paths: &Paths) -> SaveSlot {
        SaveSlot::new(self.dir(paths))
    }

    /// Empties the slot (its game ended, or the player dropped it). Files moved aside as
    /// refused stay, as everywhere.
    pub fn clear(&self, paths: &Paths) {
        let slot = self.save_slot(paths);
        let _ = std::fs::remove_file(slot.current());
        let _ = std::fs::remove_file(slot.previous());
        let _ = std::fs::remove_file(self.dir(paths).join(crate::app::hosting::MARKER));
    }

    /// What the slot holds, if an unfinished game.
    pub fn peek(&self, paths: &Paths) -> Option<Unfinished> {
        let slot = self.save_slot(paths);
        [slot.current(), slot.previous()].into_iter().find_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            let (head, actions) = save::read_head(&text).ok()?;
            (head.setup.game == self.game).then(|| Unfinished {
                slot: *self,
                seats: head.setup.seats.clone(),
                actions,
                saved: std::fs::metadata(&p).and_then(|m| m.modified()).ok(),
            })
        })
    }
}

/// An unfinished game, as the menu lists it.
#[derive(Clone, Debug)]
pub struct Unfinished {
    pub slot: Slot,
    /// Its seats: names, and which are bots.
    pub seats: Vec<SeatSetup>,
    pub actions: usize,
    pub saved: Option<SystemTime>,
}

impl Unfinished {
    /// "Cat Attack" / "Cat Attack, hosted for friends" / "Learn to play: Cat Attack".
    pub fn title(&self) -> String {
        let name = mogland_rules::games::name_of(self.slot.game);
        match self.slot.kind {
            Kind::Local => name.to_string(),
            Kind::Hosted => tr!("unfinished-hosted", game = name),
            Kind::Tutorial => tr!("unfinished-tutorial", game = name),
        }
    }

    /// "Ada, Brown (Normal) · 42 moves · saved 3 hours ago"
    pub fn detail(&self) -> String {
        let names: Vec<String> = self
            .seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Human => s.name.clone(),
                SeatKind::Bot(l) => tr!(
                    "unfinished-bot-seat",
                    name = s.name.as_str(),
                    level = texts::bot_level(l)
                ),
            })
            .collect();
        let moves = tr!("unfinished-moves", count = self.actions);
        match self
            .saved
            .and_then(|t| SystemTime::now().duration_since(t).ok())
        {
            Some(d) => tr!(
                "unfinished-detail-saved",
                names = names.join(", "),
                moves = moves,
                ago = ago(d.as_secs())
            ),
            None => tr!("unfinished-detail", names = names.join(", "), moves = moves),
        }
    }
}

/// "just now", "5 minutes ago", "1 hour ago", "3 days ago".
fn ago(secs: u64) -> String {
    let (minutes, hours, days): (u64, u64, u64) = (secs / 60, secs / 3600, secs / 86400);
    match secs {
        0..60 => tr!("ago-now"),
        60..3600 => tr!("ago-minutes", count = minutes),
        3600..86400 => tr!("ago-hours", count = hours),
        _ => tr!("ago-days", count = days),
    }
}

/// Every unfinished game kept, newest first.
pub fn list(paths: &Paths) -> Vec<Unfinished> {
    let mut all: Vec<Unfinished> = Kind::ALL
        .into_iter()
        .flat_map(|kind| {
            mogland_rules::games::GAMES.iter().map(move |g| Slot {
                kind,
                game: g.info().id,
            })
        })
        .filter_map(|slot| slot.peek(paths))
        .collect();
    all.sort_by_key(|u| std::cmp::Reverse(u.saved));
    all
}

/// Saves from before there were slots (one autosave in the saves folder itself) move into the
/// slot they belong to, unless that slot already holds a game: then they stay where they are,
/// and nothing is lost.
pub fn move_old_save(paths: &Paths) {
    let old = SaveSlot::new(paths.saves.clone());
    let marker = paths.saves.join(crate::app::hosting::MARKER);
    let Some(game) = std::fs::read_to_string(old.current())
        .ok()
        .and_then(|t| save::peek_game(&t).ok())
    else {
        return;
    };
    let kind = if marker.exists() {
        Kind::Hosted
    } else {
        Kind::Local
    };
    let slot = Slot { kind, game };
    let dir = slot.dir(paths);
    let new = slot.save_slot(paths);
    if new.current().exists() || std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let moved = std::fs::rename(old.current(), new.current()).is_ok();
    if moved {
        let _ = std::fs::rename(old.previous(), new.previous());
        let _ = std::fs::rename(&marker, dir.join(crate::app::hosting::MARKER));
        info!("the autosave moved to {}", dir.display());
    }
}
