//! A level's words in the languages it is written in: a card's name, a room, a tutorial's step.
//!
//! A file writes one language as a plain string, `name: "Catnip"`, read as English, or several
//! as a struct, `name: (en: "Catnip", fr: "Herbe à chat", de: "Katzenminze")`. English is the
//! one every level has; a player whose language a level lacks reads it in English. A name that
//! other values of the file refer to (a Cat Attack space in a path) is referred to in English.

use crate::{Path, problem};
use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// The languages a level may be written in, by code: English first, as the one every level
/// has. Mogland's messages (`i18n/<code>/`) come in the same ones.
pub const LANGUAGES: [&str; 3] = ["en", "fr", "de"];

/// One text of a level, in English and in any other of [`LANGUAGES`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Words {
    /// Every language the file gives, by code; `"en"` is always there once a file has passed
    /// its checks.
    by_language: BTreeMap<String, String>,
}

impl Words {
    /// English words only.
    pub fn english(text: impl Into<String>) -> Self {
        Self {
            by_language: BTreeMap::from([("en".to_owned(), text.into())]),
        }
    }

    /// Adds (or replaces) the words of one language.
    pub fn with(mut self, code: &str, text: impl Into<String>) -> Self {
        self.by_language.insert(code.to_owned(), text.into());
        self
    }

    /// The English words: what the rules and the file's references go by.
    pub fn en(&self) -> &str {
        self.by_language.get("en").map_or("", String::as_str)
    }

    /// The words in the language `code`, or in English where the file gives none.
    pub fn read(&self, code: &str) -> &str {
        self.by_language
            .get(code)
            .map_or_else(|| self.en(), String::as_str)
    }

    /// `items` one after another with `separator` between them, in every language any of them
    /// is given in (each item that lacks one in English): a list of cards' names.
    pub fn join(items: &[Words], separator: &str) -> Words {
        let mut codes: Vec<&str> = items.iter().flat_map(Words::languages).collect();
        codes.push("en");
        codes.sort_unstable();
        codes.dedup();
        let by_language = codes
            .into_iter()
            .map(|code| {
                let parts: Vec<&str> = items.iter().map(|w| w.read(code)).collect();
                (code.to_owned(), parts.join(separator))
            })
            .collect();
        Words { by_language }
    }

    /// Whether the file gives this text in the language `code`.
    pub fn has(&self, code: &str) -> bool {
        self.by_language.contains_key(code)
    }

    /// The languages given, by code.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.by_language.keys().map(String::as_str)
    }

    /// What is wrong with this text at `at`: no English, a language Mogland is not written in,
    /// or another language whose words are empty (empty English is the level's own check, as
    /// it was before texts had languages). `what` says what the text is ("a card's name").
    pub(crate) fn problems(&self, at: &Path, what: &str) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        if !self.has("en") {
            out.push(problem(
                at.clone(),
                format!("{what} needs its English words (`en: \"...\"`): English is shown where a language is missing"),
            ));
        }
        for (code, text) in &self.by_language {
            let key = at.field(code);
            if !LANGUAGES.contains(&code.as_str()) {
                out.push(problem(
                    key,
                    format!(
                        "unknown language `{code}`: the languages are {}",
                        LANGUAGES.join(", ")
                    ),
                ));
            } else if code != "en" && text.trim().is_empty() {
                out.push(problem(key, format!("{what} is empty in `{code}`")));
            }
        }
        out
    }
}

/// English alone is written as a plain string, so a level, a save or a digest of a text that
/// has no other language reads exactly as before texts had languages. Binary formats (the
/// online protocol) always carry the map.
impl Serialize for Words {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() && self.by_language.len() == 1 && self.has("en") {
            return s.serialize_str(self.en());
        }
        if !s.is_human_readable() {
            return self.by_language.serialize(s);
        }
        // A map in RON (`{"en": "...", "fr": "..."}`): what a save keeps; the visitor below
        // reads it as it reads the `(en: ..., fr: ...)` a modder writes.
        let mut map = s.serialize_map(Some(self.by_language.len()))?;
        for (code, text) in &self.by_language {
            map.serialize_entry(code, text)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return Ok(Words {
                by_language: BTreeMap::deserialize(d)?,
            });
        }
        d.deserialize_any(WordsVisitor)
    }
}

struct WordsVisitor;

impl<'de> Visitor<'de> for WordsVisitor {
    type Value = Words;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string, or one string per language: (en: \"...\", fr: \"...\")")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Words, E> {
        Ok(Words::english(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Words, E> {
        Ok(Words::english(v))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Words, A::Error> {
        let mut by_language = BTreeMap::new();
        while let Some((code, text)) = map.next_entry::<String, String>()? {
            if by_language.insert(code.clone(), text).is_some() {
                return Err(de::Error::custom(format!(
                    "the language `{code}` is given twice"
                )));
            }
        }
        Ok(Words { by_language })
    }
}
