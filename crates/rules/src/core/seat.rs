//! Seats at the table and what sits in them.

use crate::core::GameId;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

/// A place at the table, 0-based, in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SeatId(pub u8);

impl SeatId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The seat as players count them, from 1 ("seat 3"); wide, so that any seat an action
    /// names (one read from a damaged save, say) can be said.
    pub fn number(self) -> u16 {
        u16::from(self.0) + 1
    }
    /// The seat to this one's left, which is the next one clockwise.
    pub fn next(self, seats: usize) -> SeatId {
        SeatId(((self.index() + 1) % seats) as u8)
    }
    /// Every seat once, clockwise, starting with this one.
    pub fn clockwise(self, seats: usize) -> impl Iterator<Item = SeatId> {
        (0..seats).map(move |k| SeatId(((self.index() + k) % seats) as u8))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BotLevel {
    Easy,
    Normal,
    Hard,
    /// Searches (`core::expert`) for as long as its time box, which the player sets.
    Expert,
}

/// The Expert's time box in milliseconds, for every table of this process (the player's
/// setting; the ladder's option).
static EXPERT_MS: AtomicU64 = AtomicU64::new(1000);

/// Trees an Expert searches side by side, for every table of this process (0: one per core).
static EXPERT_THREADS: AtomicUsize = AtomicUsize::new(0);

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Hard,
        BotLevel::Expert,
    ];
    /// The Expert time boxes a player may choose, in seconds.
    pub const EXPERT_SECONDS: std::ops::RangeInclusive<u64> = 1..=10;
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Hard => "Hard",
            BotLevel::Expert => "Expert",
        }
    }
    /// How long a bot of this level may think about one decision. Easy, Normal and Hard
    /// finish well inside it (see `cargo bench`): for them it is a ceiling for unusual
    /// positions. Expert searches until it runs out.
    pub fn time_box(self) -> Duration {
        match self {
            BotLevel::Easy => Duration::from_millis(50),
            BotLevel::Normal => Duration::from_millis(100),
            BotLevel::Hard => Duration::from_millis(1000),
            BotLevel::Expert => Duration::from_millis(EXPERT_MS.load(Ordering::Relaxed)),
        }
    }
    /// Sets the Expert's time box (at least 10 ms; a player picks from
    /// [`BotLevel::EXPERT_SECONDS`]).
    pub fn set_expert_time(time_box: Duration) {
        EXPERT_MS.store((time_box.as_millis() as u64).max(10), Ordering::Relaxed);
    }
    /// Sets how many trees an Expert searches side by side (0: one per core). The window
    /// keeps a core for drawing; the ladder and the tests use them all.
    pub fn set_expert_threads(threads: usize) {
        EXPERT_THREADS.store(threads, Ordering::Relaxed);
    }
    /// The trees an Expert searches side by side: as set, else one per core.
    pub fn expert_threads() -> usize {
        match EXPERT_THREADS.load(Ordering::Relaxed) {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
    /// Parses `easy`, `normal`, `hard`, `expert` (any case).
    pub fn parse(s: &str) -> Option<BotLevel> {
        BotLevel::ALL
            .into_iter()
            .find(|l| l.label().eq_ignore_ascii_case(s.trim()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot(BotLevel),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    /// sRGB colour of the seat's cat, cube and name.
    pub colour: [u8; 3],
    pub kind: SeatKind,
}

/// Everything chosen at table setup. With the seed and the action log it is the whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub game: GameId,
    pub seats: Vec<SeatSetup>,
    /// Keys of the variants switched on (see [`crate::core::GameInfo::variants`]).
    pub variants: Vec<String>,
    pub seed: u64,
    /// The level the table plays on, kept whole so a later edit of the file cannot change a
    /// game in progress.
    pub level: mogland_levels::Level,
}

impl TableSetup {
    /// The table of a guided game: the learner in seat 1, then its Easy bots (they play the
    /// same way every time), on `level`.
    pub fn for_tutorial(
        game: GameId,
        def: &mogland_levels::tutorial::TutorialDef,
        level: mogland_levels::Level,
    ) -> Self {
        let learner = std::iter::once(SeatSetup {
            name: def.learner.clone(),
            colour: CAT_COLOURS[0],
            kind: SeatKind::Human,
        });
        let bots = def.bots.iter().enumerate().map(|(i, name)| SeatSetup {
            name: name.clone(),
            colour: CAT_COLOURS[(i + 1) % CAT_COLOURS.len()],
            kind: SeatKind::Bot(BotLevel::Easy),
        });
        Self {
            game,
            seats: learner.chain(bots).collect(),
            variants: def.variants.clone(),
            seed: def.seed,
            level,
        }
    }

    pub fn variant(&self, key: &str) -> bool {
        self.variants.iter().any(|v| v == key)
    }
    pub fn seat_count(&self) -> usize {
        self.seats.len()
    }
    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }
    /// Hotseat with more than one human: a hand may only be shown after "pass to …".
    pub fn needs_privacy_screen(&self) -> bool {
        self.humans() > 1
    }
    pub fn seat_ids(&self) -> impl Iterator<Item = SeatId> + use<> {
        (0..self.seats.len() as u8).map(SeatId)
    }
}

/// The default names and colours offered at setup. The colours are Okabe and Ito's palette
/// for colour-blind readers (each seat also has a shape marker in the app).
pub const CAT_NAMES: [&str; 6] = ["Felix", "Jeremy", "Ada", "Mog", "Tibbles", "Shadow"];
pub const CAT_COLOURS: [[u8; 3]; 6] = [
    [230, 159, 0],
    [0, 114, 178],
    [0, 158, 115],
    [204, 121, 167],
    [213, 94, 0],
    [86, 180, 233],
];
