//! Seats at the table, what sits in them, and the games on offer.

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// A place at the table, 0-based, in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SeatId(pub u8);

impl SeatId {
    pub fn index(self) -> usize {
        self.0 as usize
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    Easy,
    Normal,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Hard => "Hard",
        }
    }
    /// Parses `easy`, `normal`, `hard` (any case).
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

/// The command-line id, name and limits of each of the five games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameId {
    CatAttack,
    CatFight,
    GrandPrrrrix,
    Catastrophes,
    HereKittyKitty,
}

/// A setup toggle a game offers (the rulebooks' variants).
#[derive(Clone, Copy, Debug)]
pub struct VariantInfo {
    pub key: &'static str,
    pub label: &'static str,
    pub help: &'static str,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::CatAttack,
        GameId::CatFight,
        GameId::GrandPrrrrix,
        GameId::Catastrophes,
        GameId::HereKittyKitty,
    ];

    /// The id used on the command line and in save files.
    pub fn id(self) -> &'static str {
        match self {
            GameId::CatAttack => "cat-attack",
            GameId::CatFight => "cat-fight",
            GameId::GrandPrrrrix => "grand-prrrrix",
            GameId::Catastrophes => "catastrophes",
            GameId::HereKittyKitty => "here-kitty-kitty",
        }
    }

    pub fn parse(s: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == s.trim())
    }

    pub fn name(self) -> &'static str {
        match self {
            GameId::CatAttack => "Cat Attack",
            GameId::CatFight => "Cat Fight",
            GameId::GrandPrrrrix => "Grand Prrrrix in Cat's Mansion",
            GameId::Catastrophes => "Cat'astrophes",
            GameId::HereKittyKitty => "Here, Kitty, Kitty!",
        }
    }

    pub fn blurb(self) -> &'static str {
        match self {
            GameId::CatAttack => {
                "Roll and move round the neighbourhood: six foods, nine lives, one car."
            }
            GameId::CatFight => {
                "Sip hidden cream on a grid; mind who is looking at you; catnip ends friendships."
            }
            GameId::GrandPrrrrix => {
                "A race through the mansion's rooms, paid for in energy, settled by cat spats."
            }
            GameId::Catastrophes => {
                "Face-down mischief pushes the scale; whoever tips a threshold takes the blame."
            }
            GameId::HereKittyKitty => "Lure the neighbourhood's cats from yard to porch to house.",
        }
    }

    /// Seats the rulebook allows.
    pub fn players(self) -> RangeInclusive<usize> {
        match self {
            GameId::CatAttack => 2..=6,
            GameId::CatFight => 2..=4,
            GameId::GrandPrrrrix => 3..=5,
            GameId::Catastrophes => 2..=6,
            GameId::HereKittyKitty => 2..=6,
        }
    }

    /// The level file (in `levels/`) the game is played on.
    pub fn level_file(self) -> &'static str {
        match self {
            GameId::CatAttack => "cat_attack.ron",
            GameId::CatFight => "cat_fight.ron",
            GameId::GrandPrrrrix => "grand_prrrrix.ron",
            GameId::Catastrophes => "catastrophes.ron",
            GameId::HereKittyKitty => "here_kitty_kitty.ron",
        }
    }

    /// The rulebook text in `shared/rules/`.
    pub fn rules_file(self) -> &'static str {
        match self {
            GameId::CatAttack => "cat_attack.txt",
            GameId::CatFight => "cat_fight.txt",
            GameId::GrandPrrrrix => "grand_prrrrix.txt",
            GameId::Catastrophes => "catastrophes.txt",
            GameId::HereKittyKitty => "here_kitty_kitty.txt",
        }
    }

    pub fn variants(self) -> &'static [VariantInfo] {
        match self {
            GameId::Catastrophes => &[VariantInfo {
                key: "wild-cats",
                label: "Wild Cats",
                help: "Crossing a threshold costs one more point per space past it; a cuddle below one forgives one more per space.",
            }],
            GameId::CatAttack => &[
                VariantInfo {
                    key: "opt-out-claws",
                    label: "Opt-out claws",
                    help: "One bird and one mouse fewer than players.",
                },
                VariantInfo {
                    key: "for-younger-players",
                    label: "For younger players",
                    help: "No raiding, trespassing, cat fights or six-cat.",
                },
            ],
            GameId::GrandPrrrrix => &[
                VariantInfo {
                    key: "shorter-course",
                    label: "Shorter course",
                    help: "Five rooms, then home.",
                },
                VariantInfo {
                    key: "bidirectional",
                    label: "Bidirectional race",
                    help: "Start from either end of the race order.",
                },
                VariantInfo {
                    key: "personal-space",
                    label: "Smaller personal space",
                    help: "Spats only by moving onto a cat.",
                },
            ],
            GameId::CatFight | GameId::HereKittyKitty => &[],
        }
    }
}

/// Everything chosen at table setup. With the seed and the action log it is the whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub game: GameId,
    pub seats: Vec<SeatSetup>,
    /// Keys of the variants switched on (see [`GameId::variants`]).
    pub variants: Vec<String>,
    pub seed: u64,
    /// The level the table plays on, kept whole so a later edit of the file cannot change a
    /// game in progress.
    pub level: mogland_levels::Level,
}

impl TableSetup {
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

/// The default names and colours offered at setup.
pub const CAT_NAMES: [&str; 6] = ["Felix", "Jeremy", "Ada", "Mog", "Tibbles", "Shadow"];
pub const CAT_COLOURS: [[u8; 3]; 6] = [
    [230, 126, 34],
    [52, 120, 219],
    [46, 174, 96],
    [155, 89, 182],
    [231, 76, 60],
    [90, 90, 100],
];
