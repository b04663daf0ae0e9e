//! Mutations of a text file for the loaders' fuzz tests: a few edits of the kinds a slip of the
//! hand, a bad merge, a cut-short write or a curious modder make (bytes deleted, inserted or
//! replaced, RON tokens and the file's own words put elsewhere, lines swapped or doubled, the
//! file cut short, any number replaced by another). The levels' tests use it on the shipped level
//! files, the rules' tests (which include this file by path) on real saves.

use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::test_runner::Config;

/// The fuzz tests' configuration: `cases` inputs per test, so that the whole run stays within
/// the normal test command's time (a longer hunt by hand: `PROPTEST_CASES=20000 cargo test
/// fuzz`), no file of failures written into the source tree (a failure found is kept as a plain
/// `#[test]` beside the fuzz test instead), and a bounded time to shrink one.
pub fn config(cases: u32) -> Config {
    let default = Config::default();
    Config {
        cases: if std::env::var_os("PROPTEST_CASES").is_some() {
            default.cases
        } else {
            cases
        },
        failure_persistence: None,
        max_shrink_time: 30_000,
        ..default
    }
}

/// One edit; positions are picked in proportion to the text they land in.
#[derive(Clone, Debug)]
pub enum Edit {
    /// `len` characters removed.
    Delete {
        at: Index,
        len: usize,
    },
    /// A token, or a few random characters, put in.
    Insert {
        at: Index,
        text: String,
    },
    /// A word of the file itself (a field or variant name, a number) put in elsewhere.
    InsertWord {
        at: Index,
        word: Index,
    },
    /// One character replaced.
    Replace {
        at: Index,
        with: char,
    },
    /// The file cut short.
    Truncate {
        at: Index,
    },
    SwapLines {
        a: Index,
        b: Index,
    },
    DuplicateLine {
        line: Index,
    },
    /// A number of the file replaced by `text`.
    Number {
        which: Index,
        text: String,
    },
    /// `len` characters copied to another place.
    Copy {
        from: Index,
        len: usize,
        to: Index,
    },
}

/// RON's punctuation and literals, and the edge values of the integer types the files use.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "::",
    "\"",
    "'",
    "//",
    "/*",
    "*/",
    "\n",
    " ",
    "\r",
    "\t",
    "#![enable(implicit_some)]\n",
    "#![enable(unwrap_newtypes)]\n",
    "Some(",
    "None",
    "true",
    "false",
    "()",
    "[]",
    "{}",
    "r#\"",
    "\"#",
    "r#",
    "b\"",
    "\\",
    "\\u{D800}",
    "\\u{110000}",
    "\\x",
    "'\\''",
    "0",
    "-1",
    "-0",
    "1.5",
    "1e309",
    "NaN",
    "inf",
    "0x",
    "0xFF",
    "0b2",
    "1_000",
    "_",
    "..",
    "..=",
    "255",
    "256",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "é",
    "🐈",
    "\u{0}",
    "\u{feff}",
    "\u{202e}",
];

fn number_text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0u64..=30).prop_map(|n| n.to_string()),
        3 => select(vec![
            0u64,
            1,
            9,
            10,
            24,
            25,
            127,
            128,
            255,
            256,
            65_535,
            65_536,
            u64::from(u32::MAX),
            u64::from(u32::MAX) + 1,
            u64::MAX / 2,
            u64::MAX,
        ])
        .prop_map(|n| n.to_string()),
        2 => any::<u64>().prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => select(vec!["-0", "1.0", "1e3", "0x10", "1_0", "+1", "99999999999999999999999"])
            .prop_map(str::to_owned),
    ]
}

fn insert_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => select(TOKENS).prop_map(str::to_owned),
        1 => "\\PC{1,6}",
        1 => any::<char>().prop_map(String::from),
    ]
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        3 => (any::<Index>(), 1usize..=12).prop_map(|(at, len)| Edit::Delete { at, len }),
        3 => (any::<Index>(), insert_text()).prop_map(|(at, text)| Edit::Insert { at, text }),
        2 => (any::<Index>(), any::<Index>()).prop_map(|(at, word)| Edit::InsertWord { at, word }),
        2 => (any::<Index>(), prop_oneof![
            3 => select(b"()[]{},:\"'/\\ \n0123456789-.#abcz".to_vec()).prop_map(char::from),
            1 => any::<char>(),
        ])
            .prop_map(|(at, with)| Edit::Replace { at, with }),
        1 => any::<Index>().prop_map(|at| Edit::Truncate { at }),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Edit::SwapLines { a, b }),
        1 => any::<Index>().prop_map(|line| Edit::DuplicateLine { line }),
        4 => (any::<Index>(), number_text()).prop_map(|(which, text)| Edit::Number { which, text }),
        1 => (any::<Index>(), 1usize..=80, any::<Index>())
            .prop_map(|(from, len, to)| Edit::Copy { from, len, to }),
    ]
}

/// One to four edits, applied in order.
pub fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec(edit(), 1..=4)
}

/// The byte offsets of every character boundary of `s`, its end included.
fn boundaries(s: &str) -> Vec<usize> {
    s.char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(s.len()))
        .collect()
}

/// A character boundary picked by `at`.
fn pick(s: &str, at: Index) -> usize {
    let b = boundaries(s);
    b[at.index(b.len())]
}

/// The byte range of `len` characters from the boundary picked by `at` (fewer at the end).
fn span(s: &str, at: Index, len: usize) -> std::ops::Range<usize> {
    let b = boundaries(s);
    let i = at.index(b.len());
    b[i]..b[(i + len).min(b.len() - 1)]
}

/// The byte ranges of the maximal runs of `is` characters.
fn runs(s: &str, is: impl Fn(char) -> bool) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (is(c), start) {
            (true, None) => start = Some(i),
            (false, Some(st)) => {
                out.push(st..i);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(st) = start {
        out.push(st..s.len());
    }
    out
}

fn apply_one(s: &mut String, edit: &Edit) {
    match edit {
        Edit::Delete { at, len } => {
            let r = span(s, *at, *len);
            s.replace_range(r, "");
        }
        Edit::Insert { at, text } => {
            let at = pick(s, *at);
            s.insert_str(at, text);
        }
        Edit::InsertWord { at, word } => {
            let words = runs(s, |c| c.is_ascii_alphanumeric() || c == '_');
            if words.is_empty() {
                return;
            }
            let w = s[words[word.index(words.len())].clone()].to_owned();
            let at = pick(s, *at);
            s.insert_str(at, &w);
        }
        Edit::Replace { at, with } => {
            let r = span(s, *at, 1);
            s.replace_range(r, with.encode_utf8(&mut [0; 4]));
        }
        Edit::Truncate { at } => {
            let at = pick(s, *at);
            s.truncate(at);
        }
        Edit::SwapLines { a, b } => {
            let mut lines: Vec<&str> = s.split('\n').collect();
            let (i, j) = (a.index(lines.len()), b.index(lines.len()));
            lines.swap(i, j);
            *s = lines.join("\n");
        }
        Edit::DuplicateLine { line } => {
            let mut lines: Vec<&str> = s.split('\n').collect();
            let i = line.index(lines.len());
            lines.insert(i, lines[i]);
            *s = lines.join("\n");
        }
        Edit::Number { which, text } => {
            let numbers = runs(s, |c| c.is_ascii_digit());
            if numbers.is_empty() {
                return;
            }
            let mut r = numbers[which.index(numbers.len())].clone();
            // A minus sign belongs to the number it stands before.
            if r.start > 0 && s.as_bytes()[r.start - 1] == b'-' {
                r.start -= 1;
            }
            s.replace_range(r, text);
        }
        Edit::Copy { from, len, to } => {
            let piece = s[span(s, *from, *len)].to_owned();
            let to = pick(s, *to);
            s.insert_str(to, &piece);
        }
    }
}

/// One to three numbers replaced by small ones: mostly still a level, and one the checks must
/// judge (a board, deck or table of another size).
pub fn number_edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec(
        (any::<Index>(), (0u64..=30).prop_map(|n| n.to_string()))
            .prop_map(|(which, text)| Edit::Number { which, text }),
        1..=3,
    )
}

/// `text` with `edits` made to it, in order.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut s = text.to_owned();
    for e in edits {
        apply_one(&mut s, e);
    }
    s
}

/// Every file of `levels/`: the five games' levels and their tutorials.
pub const FILES: [&str; 10] = [
    "catastrophes.ron",
    "cat_fight.ron",
    "cat_attack.ron",
    "here_kitty_kitty.ron",
    "grand_prrrrix.ron",
    "tutorial_catastrophes.ron",
    "tutorial_cat_fight.ron",
    "tutorial_cat_attack.ron",
    "tutorial_here_kitty_kitty.ron",
    "tutorial_grand_prrrrix.ron",
];
