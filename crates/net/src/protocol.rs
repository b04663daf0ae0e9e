//! What the host and its clients say to each other. Two messages, one each way, carried by
//! bevy_replicon on one reliable, ordered channel. A game's own things (its actions and the
//! updates of its table) travel as bytes its rules encode and decode (`mogland_rules::core::net`),
//! so this layer knows no game.
//!
//! The first variant of each message never changes: a client of another version still reads
//! why it was refused, and a host still reads who is knocking.

use bevy::prelude::*;
use mogland_rules::core::{BotLevel, GameId, Refusal, SeatId, Text};
use mogland_rules::{text, text_id};
use serde::{Deserialize, Serialize};

/// Bumped whenever these messages change (2: `ToGuest::Story`; 3: over iroh, with the
/// invite's secret, watchers; 4: refusals, news and chat lines as message ids, which each
/// machine puts in its own language; 5: a level's words in every language it gives, in the
/// level a guest is sent and in the names the rules' texts quote).
pub const PROTOCOL: u32 = 5;
/// The port a host listens on unless told otherwise (any other free one if it is taken: the
/// invite says which).
pub const DEFAULT_PORT: u16 = 27475;
/// Longest name and chat line, in characters.
pub const NAME_MAX: usize = 24;
pub const CHAT_MAX: usize = 200;
/// Chat lines the host keeps, and how many of the last it sends a player who joins or comes
/// back.
pub const CHAT_KEEP: usize = 200;
pub const CHAT_BACKLOG: usize = 20;
/// The quick phrases the chat line offers: message ids, so each player reads them in their
/// own language. A guest may send these ids and its own words, nothing else.
pub const QUICK_PHRASES: [&str; 4] = [
    text_id!("net-chat-good-game"),
    text_id!("net-chat-your-turn"),
    text_id!("net-chat-one-moment"),
    text_id!("net-chat-well-played"),
];

/// A client to the host.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first thing a client says: who it is and what it runs.
    Hello(Hello),
    /// Take an open seat (before the game starts).
    Sit(SeatId),
    /// Give a seat back (before the game starts).
    Stand(SeatId),
    /// Ready (or not) to start.
    Ready(bool),
    /// An action for one of its seats, as the game's rules encode it.
    Act {
        seat: SeatId,
        action: Vec<u8>,
    },
    /// Take back this seat's last action, under the same rule as at a local table.
    Undo(SeatId),
    Chat(Said),
}

/// What a player says in the chat: their own words, or one of the [`QUICK_PHRASES`] (by its
/// place), which every reader reads in their own language. Not a `Text`: what a machine that
/// has not shown the invite yet may send is read before it is refused, and a `Text` nests
/// without limit (a deep one would overflow the host's stack while it is read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Said {
    Words(String),
    Phrase(u8),
}

impl Said {
    /// The line as the table shows it: the words cleaned, a phrase as its message; `None` for
    /// an empty line or a phrase there is none of.
    pub fn text(&self) -> Option<Text> {
        match self {
            Said::Words(words) => {
                let words = clean_chat(words);
                (!words.is_empty()).then_some(Text::Verbatim(words))
            }
            Said::Phrase(i) => QUICK_PHRASES
                .get(usize::from(*i))
                .map(|id| Text::message(id, Vec::new())),
        }
    }
}

impl ToHost {
    /// What kind of message this is, for the host's log (never its contents: a chat line or
    /// an action's bytes are the players').
    pub fn kind(&self) -> &'static str {
        match self {
            ToHost::Hello(_) => "a hello",
            ToHost::Sit(_) | ToHost::Stand(_) | ToHost::Ready(_) => "a seat change",
            ToHost::Act { .. } => "an action",
            ToHost::Undo(_) => "a take-back",
            ToHost::Chat(_) => "a chat line",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hello {
    /// The Mogland version ("0.1.0").
    pub mogland: String,
    pub protocol: u32,
    /// Every game this client plays, with its rules version.
    pub rules: Vec<(String, u32)>,
    pub name: String,
    /// The table's secret, from the invite.
    pub secret: Vec<u8>,
    /// It comes to watch: no seat, the public table only.
    pub watch: bool,
}

impl Hello {
    /// What this build says.
    pub fn ours(name: &str) -> Self {
        Self {
            mogland: env!("CARGO_PKG_VERSION").to_owned(),
            protocol: PROTOCOL,
            rules: mogland_rules::games::GAMES
                .iter()
                .map(|g| (g.info().id.to_string(), g.info().rules_version))
                .collect(),
            name: name.to_owned(),
            secret: Vec::new(),
            watch: false,
        }
    }
}

/// The host to a client.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToGuest {
    /// A client of another protocol may not join: the versions, in an English sentence (its
    /// messages may lack our ids). The host disconnects it next.
    Refused(String),
    /// The table's seats as this client sees them.
    Lobby(Lobby),
    /// The table as this client's seats may see it, after an action (or afresh), as the game's
    /// rules encode it.
    Table(Vec<u8>),
    /// One of this client's actions was refused: the rule, and why.
    ActRefused { seat: SeatId, why: Refusal },
    /// A line of the table's chat.
    Chat(ChatLine),
    /// The game is over: its whole save (setup, seed and log), which a client replays to check
    /// that the table it was shown is the host's.
    Over { save: String },
    /// The host is closing the table, and why.
    Closing(Text),
    /// The game so far, for a player who came back to it: an update (as `Table`, never fresh)
    /// whose events are every event since the deal as its seats may see them, and whose table
    /// is the one just sent afresh. Its views rebuild their log from it, as after "Continue".
    Story(Vec<u8>),
    /// The client may not join (or was asked to leave), and why; the host disconnects it next.
    TurnedAway(Text),
}

/// A line of the table's chat: a player's, or the table's own news ("Ada is watching").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChatLine {
    /// Who said it; `None`: the table.
    pub from: Option<String>,
    pub text: Text,
}

impl ChatLine {
    pub fn said(from: &str, text: Text) -> Self {
        Self {
            from: Some(from.to_owned()),
            text,
        }
    }
    pub fn table(text: Text) -> Self {
        Self { from: None, text }
    }
}

/// The table before and during play, as one client sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lobby {
    pub game: GameId,
    pub variants: Vec<String>,
    pub seats: Vec<LobbySeat>,
    pub started: bool,
    /// Who watches the table.
    pub watchers: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbySeat {
    /// The name at the seat ("open" seats have none yet).
    pub name: String,
    pub holder: Holder,
    /// This client holds the seat.
    pub yours: bool,
}

/// Who sits in a seat of an online table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// Waiting for a player from another machine.
    Open,
    /// A bot at the host.
    Bot(BotLevel),
    /// A person at the host's own screen.
    Host,
    /// A player on another machine.
    Guest {
        ready: bool,
        /// Its machine went quiet: the table waits (or a bot plays the seat for now).
        away: bool,
        /// A bot plays the seat until its owner comes back.
        covered: bool,
    },
}

impl Lobby {
    pub fn yours(&self) -> Vec<SeatId> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.yours)
            .map(|(i, _)| SeatId(i as u8))
            .collect()
    }
    pub fn open(&self) -> Vec<SeatId> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.holder == Holder::Open)
            .map(|(i, _)| SeatId(i as u8))
            .collect()
    }
}

/// A name as the table shows it: trimmed, printable, not too long.
pub fn clean_name(name: &str) -> String {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_MAX)
        .collect();
    name.trim().to_owned()
}

/// A chat line as the table shows it.
pub fn clean_chat(text: &str) -> String {
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(CHAT_MAX)
        .collect();
    text.trim().to_owned()
}

/// Why a machine whose `hello` speaks another protocol (or is another Mogland) cannot join, in
/// an English sentence naming both versions: the one refusal every version can read.
pub fn other_protocol(hello: &Hello) -> Option<String> {
    let ours = Hello::ours("");
    (hello.protocol != ours.protocol || hello.mogland != ours.mogland).then(|| {
        format!(
            "This table runs Mogland {} (protocol {}) and you run Mogland {} (protocol {}): both must run the same version",
            ours.mogland, ours.protocol, hello.mogland, hello.protocol
        )
    })
}

/// Why a machine of this version, whose `hello` this is, cannot play a table of `game` here.
pub fn refuse(hello: &Hello, game: GameId) -> Option<Text> {
    let ours = Hello::ours("");
    let rules_of = |hello: &Hello| {
        hello
            .rules
            .iter()
            .find(|(g, _)| g == game.as_str())
            .map(|r| r.1)
    };
    let game = mogland_rules::games::name_of(game);
    match (rules_of(&ours), rules_of(hello)) {
        (Some(a), Some(b)) if a == b => None,
        (Some(ours), Some(theirs)) => Some(text!(
            "net-refused-rules-version",
            game = game,
            ours = ours,
            theirs = theirs
        )),
        (_, None) => Some(text!("net-refused-cannot-play-yours", game = game)),
        (None, _) => Some(text!("net-refused-cannot-play-host", game = game)),
    }
}
