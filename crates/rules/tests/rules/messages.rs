//! The rules (and an online table's host) speak in message ids (`text!`, `text_id!`), and the game's message files
//! (`i18n/<code>/*.ftl`) hold every one of them in every language, reading only arguments the
//! code gives. The app's own messages are checked by `fl!` when it compiles and by its tests.

use crate::english::LANGUAGES;
use crate::fluent_arguments::arguments;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every message of a language (all its files), with the arguments each reads and its file.
fn messages(code: &str) -> BTreeMap<String, (BTreeSet<String>, String)> {
    let dir = root().join("i18n").join(code);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut found = BTreeMap::new();
    for path in files {
        let name = format!("{code}/{}", path.file_name().unwrap().to_string_lossy());
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("i18n/{name} does not parse: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let args = m.value.as_ref().map(arguments).unwrap_or_default();
                if let Some((_, first)) = found.insert(m.id.name.to_owned(), (args, name.clone())) {
                    panic!("{} is in both i18n/{first} and i18n/{name}", m.id.name);
                }
            }
        }
    }
    found
}

/// A use of a message in the rules' code: its id, the argument names given (`None` for a bare
/// `text_id!`, which gives none), and where it is.
struct Use {
    id: String,
    args: Option<BTreeSet<String>>,
    at: String,
}

fn sources(dir: &Path, found: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            found.push((path, text));
        }
    }
}

/// The text between the parenthesis at `open` and the one closing it (strings skipped).
fn inside(text: &str, open: usize) -> &str {
    let bytes = text.as_bytes();
    let (mut depth, mut i, mut in_str) = (0, open, false);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_str => i += 1,
            b'"' => in_str = !in_str,
            b'(' | b'[' | b'{' if !in_str => depth += 1,
            b')' | b']' | b'}' if !in_str => {
                depth -= 1;
                if depth == 0 {
                    return &text[open + 1..i];
                }
            }
            _ => {}
        }
        i += 1;
    }
    panic!("unclosed macro call")
}

/// Splits at the commas outside brackets and strings.
fn top_level_parts(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start, mut in_str) = (Vec::new(), 0, 0, false);
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_str => i += 1,
            b'"' => in_str = !in_str,
            b'(' | b'[' | b'{' | b'<' if !in_str => depth += 1,
            b')' | b']' | b'}' | b'>' if !in_str => depth -= 1,
            b',' if !in_str && depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&s[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

fn uses() -> Vec<Use> {
    let mut files = Vec::new();
    sources(&root().join("crates/rules/src"), &mut files);
    sources(&root().join("crates/net/src"), &mut files);
    let mut found = Vec::new();
    for (path, text) in &files {
        // The macros' own definitions.
        if path.ends_with("core/text.rs") {
            continue;
        }
        for (mac, bare) in [("text!(", false), ("text_id!(", true)] {
            for (at, _) in text.match_indices(mac) {
                if at > 0 && text.as_bytes()[at - 1].is_ascii_alphanumeric() {
                    continue;
                }
                let body = inside(text, at + mac.len() - 1);
                let parts = top_level_parts(body);
                let id = parts[0].trim_matches('"').to_owned();
                let line = text[..at].lines().count();
                let args = (!bare).then(|| {
                    parts[1..]
                        .iter()
                        .map(|p| p.split('=').next().unwrap().trim().to_owned())
                        .collect()
                });
                found.push(Use {
                    id,
                    args,
                    at: format!("{}:{line}", path.display()),
                });
            }
        }
    }
    found
}

#[test]
fn every_message_the_rules_use_is_in_every_language_with_the_arguments_they_give() {
    let uses = uses();
    assert!(uses.len() > 10, "only {} uses found", uses.len());
    let mut problems = Vec::new();
    for code in LANGUAGES {
        let messages = messages(code);
        for u in &uses {
            match messages.get(&u.id) {
                None => problems.push(format!("{}: {code} has no message {}", u.at, u.id)),
                Some((reads, file)) => {
                    let given = u.args.clone().unwrap_or_default();
                    let unknown: Vec<&String> = reads.difference(&given).collect();
                    if !unknown.is_empty() {
                        problems.push(format!(
                            "{}: i18n/{file} {} reads {unknown:?}, which the code does not give",
                            u.at, u.id
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn english_reads_every_argument_the_rules_give() {
    // A translation may leave out a count its grammar does not need; English is the
    // reference, so an argument it never reads is a mistake in the code or the message.
    let english = messages("en");
    let problems: Vec<String> = uses()
        .iter()
        .filter_map(|u| {
            let given = u.args.as_ref()?;
            let (reads, _) = english.get(&u.id)?;
            let unread: Vec<&String> = given.difference(reads).collect();
            (!unread.is_empty()).then(|| format!("{}: {} never reads {unread:?}", u.at, u.id))
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_of_the_rules_files_is_used_by_the_rules() {
    // Every file but the app's (mogland.ftl, checked by the app's tests) is the rules'.
    let used: BTreeSet<String> = uses().into_iter().map(|u| u.id).collect();
    for code in LANGUAGES {
        let unused: Vec<String> = messages(code)
            .into_iter()
            .filter(|(id, (_, file))| !file.ends_with("/mogland.ftl") && !used.contains(id))
            .map(|(id, (_, file))| format!("{id} (i18n/{file})"))
            .collect();
        assert!(unused.is_empty(), "the rules never use {unused:?}");
    }
}
