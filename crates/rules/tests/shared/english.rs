//! A text as a player reads it, from the game's messages (`i18n/<code>/`), for tests (of the rules
//! and of the network, each binary includes this file) that check
//! what a sentence says as a whole (a bot's reason, a summary). The app does the same with the
//! player's language.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use mogland_rules::core::{Arg, Text};
use std::collections::HashMap;
use std::sync::LazyLock;

/// The languages the messages are written in: the levels' ones.
pub use mogland_rules::levels::LANGUAGES;

static BUNDLES: LazyLock<HashMap<&'static str, FluentBundle<FluentResource>>> =
    LazyLock::new(|| LANGUAGES.into_iter().map(|c| (c, bundle(c))).collect());

fn bundle(code: &str) -> FluentBundle<FluentResource> {
    let dir = format!("{}/../../i18n/{code}", env!("CARGO_MANIFEST_DIR"));
    let mut bundle = FluentBundle::new_concurrent(vec![code.parse().unwrap()]);
    bundle.set_use_isolating(false);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = FluentResource::try_new(text)
            .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", path.display()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
    }
    bundle
}

/// `text` in English.
pub fn english(text: &Text) -> String {
    words("en", text)
}

/// `text` in the language `code`; panics on words the rules wrote themselves, a message the
/// language lacks, or an error formatting it.
pub fn words(code: &str, text: &Text) -> String {
    in_words(code, text, false)
}

/// `text` in English, where words not the rules' own may be quoted (a file's parser's words in
/// a refusal of a save, a player's chat line): shown as they are.
pub fn read(text: &Text) -> String {
    in_words("en", text, true)
}

fn in_words(code: &str, text: &Text, quoting: bool) -> String {
    let (id, args) = match text {
        Text::Message { id, args } => (id, args),
        Text::Verbatim(words) if quoting => return words.clone(),
        Text::Verbatim(_) => panic!("the rules write messages, not words: {text:?}"),
    };
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Name(s) => FluentValue::from(s.clone()),
            Arg::Words(w) => FluentValue::from(w.read(code).to_owned()),
            Arg::Text(t) => FluentValue::from(in_words(code, t, quoting)),
        };
        fluent.set(name.as_ref(), value);
    }
    let bundle = &BUNDLES[code];
    let message = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("no {code} message {id}"));
    let mut errors = Vec::new();
    let words = bundle.format_pattern(message, Some(&fluent), &mut errors);
    assert!(errors.is_empty(), "{code}, {text}: {errors:?}");
    words.into_owned()
}
