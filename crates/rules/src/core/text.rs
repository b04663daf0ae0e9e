//! Words for a player, without the words: a message id and its arguments. The rules say why an
//! action was refused, what was asked, what happened and how the game ended; the app finds the
//! sentence in the player's language (`i18n/<code>/*.ftl`). Saves, replays and the online
//! protocol carry these, so a table's players may each read their own language.
//!
//! Ids are written with [`text!`](crate::text) (or [`text_id!`](crate::text_id) for a bare
//! label); a test of the rules crate finds each one in every language's messages, with the
//! arguments the code gives.

use mogland_levels::Words;
use serde::{Deserialize, Deserializer, Serialize};
use std::borrow::Cow;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Text {
    /// A message and its arguments, by name.
    Message {
        id: Cow<'static, str>,
        args: Vec<(Cow<'static, str>, Arg)>,
    },
    /// Words that are not ours, shown as they are: a player's chat line, what a file's reader
    /// said of a damaged save, a sentence written before messages had ids (a game kept by an
    /// older Mogland), an app notice already in the player's language. No rule's sentence is
    /// one.
    Verbatim(String),
}

/// A message's argument: numbers stay numbers (a language's plural rules need them), names stay
/// as written, and a part of a sentence that is itself a message is put in words first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    Number(i64),
    /// A player's name: the same in every language.
    Name(String),
    /// A level's words (a card's name, a room, a space) in every language the level gives:
    /// each reader takes their own, or English.
    Words(Words),
    Text(Text),
}

impl Text {
    /// The message `id` with `args`; [`text!`](crate::text) is the way to write one.
    pub fn message(id: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Text::Message {
            id: Cow::Borrowed(id),
            args: args
                .into_iter()
                .map(|(name, value)| (Cow::Borrowed(name), value))
                .collect(),
        }
    }

    /// The message id (`None` for old words).
    pub fn id(&self) -> Option<&str> {
        match self {
            Text::Message { id, .. } => Some(id),
            Text::Verbatim(_) => None,
        }
    }

    /// The argument called `name`.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        match self {
            Text::Message { args, .. } => args.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            Text::Verbatim(_) => None,
        }
    }

    /// Whether this is the message `id`.
    pub fn is(&self, id: &str) -> bool {
        self.id() == Some(id)
    }

    /// This text and every text among its arguments, outermost first (for tests that look for
    /// a message anywhere in a sentence).
    pub fn parts(&self) -> Vec<&Text> {
        let mut out = vec![self];
        if let Text::Message { args, .. } = self {
            for (_, value) in args {
                if let Arg::Text(t) = value {
                    out.extend(t.parts());
                }
            }
        }
        out
    }

    /// Reads a text, or the English sentence an older Mogland wrote in its place.
    pub fn or_words<'de, D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Words(String),
            Text(Text),
        }
        Ok(match Either::deserialize(d)? {
            Either::Words(w) => Text::Verbatim(w),
            Either::Text(t) => t,
        })
    }
}

/// For logs and test failures: the id and its arguments, not a sentence.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Text::Verbatim(w) => write!(f, "{w}"),
            Text::Message { id, args } => {
                write!(f, "{id}")?;
                if !args.is_empty() {
                    write!(f, "(")?;
                    for (i, (name, value)) in args.iter().enumerate() {
                        if i > 0 {
                            write!(f, ", ")?;
                        }
                        write!(f, "{name}: {value}")?;
                    }
                    write!(f, ")")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Name(s) => write!(f, "{s:?}"),
            Arg::Words(w) => write!(f, "{:?}", w.en()),
            Arg::Text(t) => write!(f, "{t}"),
        }
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Name(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Name(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Name(s.to_owned())
    }
}

impl From<Words> for Arg {
    fn from(w: Words) -> Self {
        Arg::Words(w)
    }
}

impl From<&Words> for Arg {
    fn from(w: &Words) -> Self {
        Arg::Words(w.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Self {
        Arg::Text(t)
    }
}

impl From<&Text> for Arg {
    fn from(t: &Text) -> Self {
        Arg::Text(t.clone())
    }
}

/// A message for the player: `text!("cf-refused-not-your-card", card = name, count = 2)`. The
/// id is a literal, so a test finds every one the rules use.
#[macro_export]
macro_rules! text {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::core::Text::message(
            $id,
            vec![$((stringify!($name), $crate::core::Arg::from($value))),*],
        )
    };
}

/// A bare message id, for a label the app puts in words ("punishment points" in a score
/// table's header): `text_id!("cats-score")`. Checked by the same test as [`text!`].
#[macro_export]
macro_rules! text_id {
    ($id:literal) => {
        $id
    };
}
