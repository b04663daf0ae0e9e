//! Every language has every message and reads no argument the code does not give, and each
//! formats without an error or a Unicode isolation mark; every message is used by the code. fl! already refuses, when the
//! game compiles, an id or argument name the English file lacks.

use crate::fluent_arguments::{arguments, selected_on};
use fluent_syntax::ast;
use mogland::lang::{self, Language, Texts};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Each message of a language's app file (`mogland.ftl`), with the names of the arguments it
/// reads.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    messages_in(&format!("{}/mogland.ftl", language.code()))
}

/// Each message of a language's other files: the rules' (the rules crate's tests check their
/// ids and arguments against the rules' code).
fn rules_messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let app = format!("{}/mogland.ftl", language.code());
    let mut found = BTreeMap::new();
    for path in Texts::iter().filter(|p| {
        p.starts_with(&format!("{}/", language.code())) && p.ends_with(".ftl") && **p != *app
    }) {
        found.extend(messages_in(&path));
    }
    found
}

/// Each message of the file at `path` (under `i18n/`).
fn messages_in(path: &str) -> BTreeMap<String, BTreeSet<String>> {
    let file = Texts::get(path).unwrap_or_else(|| panic!("i18n/{path} is missing"));
    let text = std::str::from_utf8(&file.data).unwrap();
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("i18n/{path} does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let args = m.value.as_ref().map(arguments).unwrap_or_default();
            assert!(
                found.insert(m.id.name.to_owned(), args).is_none(),
                "i18n/{path} has {} twice",
                m.id.name
            );
        }
    }
    found
}

#[test]
fn every_language_has_every_english_message_and_reads_only_its_arguments() {
    let english = messages(Language::English);
    assert!(
        english.len() > 50,
        "the English file holds {} messages",
        english.len()
    );
    for language in [Language::French, Language::German] {
        let other = messages(language);
        let lacks: Vec<&String> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<&String> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            lacks.is_empty() && extra.is_empty(),
            "{}: lacks {lacks:?}; has what English does not: {extra:?}",
            language.code()
        );
        // A translation may leave out an argument English reads (a count its grammar does
        // not need), never read one the code does not give.
        for (id, args) in &english {
            let unknown: Vec<&String> = other[id].difference(args).collect();
            assert!(
                unknown.is_empty(),
                "{}: {id} reads {unknown:?}, which the code does not give",
                language.code()
            );
        }
    }
}

/// The Rust sources under `dir`.
fn sources(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(std::fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_message_is_used_by_the_code() {
    let mut code = Vec::new();
    sources(&Path::new(ROOT).join("src"), &mut code);
    let unused: Vec<String> = messages(Language::English)
        .into_keys()
        .filter(|id| {
            let quoted = format!("\"{id}\"");
            !code.iter().any(|c| c.contains(&quoted))
        })
        .collect();
    assert!(unused.is_empty(), "no code asks for {unused:?}");
}

#[test]
fn every_message_formats_in_every_language_without_an_error_or_an_isolation_mark() {
    let english = messages(Language::English);
    for language in Language::ALL {
        let loader = lang::loader(language).unwrap();
        for (id, names) in &english {
            // Names are text, counts are numbers (both kinds of argument, through each message).
            let args: HashMap<&str, fluent_bundle::FluentValue> = names
                .iter()
                .map(|n| {
                    let value = if n == "count" {
                        fluent_bundle::FluentValue::from(2)
                    } else {
                        fluent_bundle::FluentValue::from("Ada")
                    };
                    (n.as_str(), value)
                })
                .collect();
            let text = loader.get_args_concrete(id, args);
            assert!(
                !text.is_empty() && !text.contains("No localization"),
                "{}: {id} gives {text:?}",
                language.code()
            );
            assert!(
                !text.contains(['\u{2068}', '\u{2069}']),
                "{}: {id} has isolation marks: {text:?}",
                language.code()
            );
            // Every argument but a count shows (a count may only choose the words), and but a
            // key the language chooses its words by (a colour).
            let keys = selected_on_in(language, id);
            for name in names.iter().filter(|n| *n != "count" && !keys.contains(*n)) {
                assert!(
                    text.contains("Ada"),
                    "{}: {id} does not show its {name}: {text:?}",
                    language.code()
                );
            }
        }
    }
}

#[test]
fn every_message_of_the_rules_formats_in_every_language_without_an_error() {
    let english = rules_messages(Language::English);
    assert!(english.len() > 20, "{} rules messages", english.len());
    for language in Language::ALL {
        let loader = lang::loader(language).unwrap();
        assert_eq!(
            rules_messages(language).keys().collect::<Vec<_>>(),
            english.keys().collect::<Vec<_>>(),
            "{} has the rules' messages English has",
            language.code()
        );
        for (id, names) in &english {
            // Whether an argument is a number or a name, the code decides: a number formats
            // as either.
            for value in [1, 2, 5] {
                let args: HashMap<&str, fluent_bundle::FluentValue> = names
                    .iter()
                    .map(|n| (n.as_str(), fluent_bundle::FluentValue::from(value)))
                    .collect();
                let text = loader.get_args_concrete(id, args);
                assert!(
                    !text.trim().is_empty() && !text.contains("No localization"),
                    "{}: {id} gives {text:?}",
                    language.code()
                );
                assert!(
                    !text.contains(['\u{2068}', '\u{2069}', '{', '}']),
                    "{}: {id} has isolation marks or an unknown reference: {text:?}",
                    language.code()
                );
            }
        }
    }
}

#[test]
fn the_game_is_written_in_the_languages_the_levels_are() {
    let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, mogland_rules::levels::LANGUAGES);
}

#[test]
fn a_level_text_is_read_in_the_players_language_or_in_english() {
    let room = mogland_rules::levels::Words::english("Kitchen").with("de", "Küche");
    let text = mogland_rules::text!("gp-tell-turn-card", cat = "Black Cat", room = &room);
    for (language, expected) in [
        (Language::German, "Küche"),
        (Language::French, "Kitchen"),
        (Language::English, "Kitchen"),
    ] {
        let loader = lang::loader(language).unwrap();
        let line = lang::say_with(&loader, &text);
        assert!(line.contains(expected), "{language:?}: {line}");
    }
}

#[test]
fn a_locale_names_its_language_and_an_unknown_one_none() {
    assert_eq!(Language::of_locale("fr-CH"), Some(Language::French));
    assert_eq!(Language::of_locale("de_AT.UTF-8"), Some(Language::German));
    assert_eq!(Language::of_locale("en-GB"), Some(Language::English));
    assert_eq!(Language::of_locale("es-ES"), None);
    assert_eq!(Language::of_locale(""), None);
}

#[test]
fn decimals_and_percentages_are_written_as_the_language_writes_them() {
    // `lang::decimal` follows the game's language; the headless apps are English.
    assert_eq!(lang::decimal(2.5, 1), "2.5");
    assert_eq!(lang::percent(0.85, 0), "85%");
    let fr = lang::loader(Language::French).unwrap();
    assert_eq!(
        fr.get_args_concrete(
            "settings-size-fits",
            HashMap::from([("percent", fluent_bundle::FluentValue::from("85\u{a0}%"))])
        ),
        "85\u{a0}% tient dans cette fenêtre"
    );
}

/// The arguments message `id` of `language` chooses its words by (`{ $colour -> … }`).
fn selected_on_in(language: Language, id: &str) -> BTreeSet<String> {
    let path = format!("{}/mogland.ftl", language.code());
    let file = Texts::get(&path).unwrap();
    let text = std::str::from_utf8(&file.data).unwrap();
    let resource = fluent_syntax::parser::parse(text).unwrap();
    resource
        .body
        .iter()
        .find_map(|entry| match entry {
            ast::Entry::Message(m) if m.id.name == id => m.value.as_ref().map(selected_on),
            _ => None,
        })
        .unwrap_or_default()
}

/// Every game's rules page is written in every language, paragraph for paragraph; a
/// translation adds one, its footer (a faithful paraphrase, not an official translation).
#[test]
fn every_rules_page_is_in_every_language_paragraph_for_paragraph() {
    let paragraphs = |t: &str| t.split("\n\n").filter(|p| !p.trim().is_empty()).count();
    for game in mogland::games::playable() {
        let id = game.info().id;
        let english = mogland::games::rules_page_in(id, Language::English).expect("English");
        for language in Language::ALL {
            let page = mogland::games::rules_page_in(id, language)
                .unwrap_or_else(|| panic!("{id} has no rules page in {}", language.code()));
            let footer = usize::from(language != Language::English);
            assert_eq!(
                paragraphs(&page),
                paragraphs(&english) + footer,
                "{id} in {}",
                language.code()
            );
        }
    }
}
