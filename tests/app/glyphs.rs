//! Every string the UI can show, and every icon character it paints, has a glyph in egui's
//! bundled fonts (the app adds none of its own: src/theme.rs only sets sizes). A missing
//! glyph is drawn as an empty box '◻': Cat Fight's facing ring once showed two of them.
//!
//! The strings are every string and char literal of the app, rules, levels and network sources
//! (names, log lines, refusals, format strings, icon chars), every string value of the shipped
//! levels, every line of the rules pages and of every language's messages (`i18n/`); a small
//! literal scanner below finds them. Each is laid out with egui as the app would draw it, and
//! each character is looked up in the fonts.

use bevy_egui::egui::{self, Color32, FontId};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// egui's stand-in for a character no font has.
const BOX: char = '◻';

/// One string the UI may show, and where it is written ("src/app/pause.rs:12").
struct Shown {
    at: String,
    text: String,
}

/// The files under `dir` whose names end in `ext`, sorted so the report is stable.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            found.push(path);
        }
    }
    found.sort();
    found
}

fn every_shown_string() -> Vec<Shown> {
    let mut shown = Vec::new();
    let mut add = |path: &Path, line: usize, text: String| {
        let file = path.strip_prefix(ROOT).unwrap().display();
        let at = format!("{file}:{line}");
        shown.push(Shown { at, text });
    };
    // RON spells its strings as Rust does, so one scanner reads both.
    for (dir, ext) in [
        ("src", "rs"),
        ("crates/rules/src", "rs"),
        ("crates/levels/src", "rs"),
        ("crates/net/src", "rs"),
        ("levels", "ron"),
    ] {
        for path in files(&Path::new(ROOT).join(dir), ext) {
            for (line, text) in literals(&std::fs::read_to_string(&path).unwrap()) {
                add(&path, line, text);
            }
        }
    }
    // The rules pages are shown as written, and so is every language's every message (the
    // lines of a Fluent file are its texts: names of ids and arguments are ASCII).
    for path in files(&Path::new(ROOT).join("assets/rules"), "md")
        .into_iter()
        .chain(files(&Path::new(ROOT).join("i18n"), "ftl"))
    {
        for (i, line) in std::fs::read_to_string(&path).unwrap().lines().enumerate() {
            add(&path, i + 1, line.to_owned());
            // The pseudo-locale's letters too (MOGLAND_PSEUDO=1).
            if path.extension().is_some_and(|e| e == "ftl") {
                add(&path, i + 1, mogland::lang::pseudo_text(line).into_owned());
            }
        }
    }
    shown
}

/// The string and char literals in Rust or RON source, decoded, each with the line it starts on.
/// Comments are skipped, and so are byte and C strings (never shown). A `'` opens a char literal
/// only when a closing `'` follows the char (`'a'`, `'\n'`); otherwise it is a lifetime (`'a`).
fn literals(src: &str) -> Vec<(usize, String)> {
    let s: Vec<char> = src.chars().collect();
    let newlines: Vec<usize> = (0..s.len()).filter(|&i| s[i] == '\n').collect();
    let line_of = |i: usize| newlines.partition_point(|&n| n < i) + 1;
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let mut found = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let start = i;
        match (s[i], at(i + 1)) {
            ('/', '/') => {
                while i < s.len() && s[i] != '\n' {
                    i += 1;
                }
            }
            ('/', '*') => {
                // Block comments nest in Rust.
                let mut depth = 0;
                loop {
                    match (at(i), at(i + 1)) {
                        ('/', '*') => (depth, i) = (depth + 1, i + 2),
                        ('*', '/') => (depth, i) = (depth - 1, i + 2),
                        ('\0', _) => break,
                        _ => i += 1,
                    }
                    if depth == 0 {
                        break;
                    }
                }
            }
            ('"', _) => {
                let (text, end) = quoted(&s, i + 1, '"');
                found.push((line_of(start), text));
                i = end;
            }
            ('\'', '\\') => {
                let (text, end) = quoted(&s, i + 1, '\'');
                found.push((line_of(start), text));
                i = end;
            }
            ('\'', c) if at(i + 2) == '\'' => {
                found.push((line_of(start), c.to_string()));
                i += 3;
            }
            (c, _) if c.is_alphanumeric() || c == '_' => {
                while at(i).is_alphanumeric() || at(i) == '_' {
                    i += 1;
                }
                let word: String = s[start..i].iter().collect();
                let hashes = s[i..].iter().take_while(|&&c| c == '#').count();
                let raw = matches!(word.as_str(), "r" | "br" | "cr") && at(i + hashes) == '"';
                if raw {
                    // r#"…"#: no escapes, ends at a quote followed by as many hashes.
                    let body = i + hashes + 1;
                    let close = |j: &usize| s[*j] == '"' && (1..=hashes).all(|k| at(j + k) == '#');
                    let end = (body..s.len()).find(close).unwrap();
                    if word == "r" {
                        found.push((line_of(start), s[body..end].iter().collect()));
                    }
                    i = end + 1 + hashes;
                } else if matches!(word.as_str(), "b" | "c") && matches!(at(i), '"' | '\'') {
                    i = quoted(&s, i + 1, at(i)).1; // b"…", b'…', c"…": skipped
                }
            }
            _ => i += 1,
        }
    }
    found
}

/// Decodes a quoted literal whose body starts at `i`, up to the unescaped `close`; returns the
/// text and the index just past the closing quote.
fn quoted(s: &[char], mut i: usize, close: char) -> (String, usize) {
    let mut text = String::new();
    while s[i] != close {
        if s[i] != '\\' {
            text.push(s[i]);
            i += 1;
            continue;
        }
        i += 2;
        match s[i - 1] {
            'n' => text.push('\n'),
            't' => text.push('\t'),
            'r' => text.push('\r'),
            '0' => text.push('\0'),
            'x' => {
                let hex: String = s[i..i + 2].iter().collect();
                text.push(char::from(u8::from_str_radix(&hex, 16).unwrap()));
                i += 2;
            }
            'u' => {
                // Rust and RON write \u{1F431}; JSON-style \u00e9 is accepted too.
                let (from, to) = if s[i] == '{' {
                    (i + 1, i + s[i..].iter().position(|&c| c == '}').unwrap())
                } else {
                    (i, i + 4)
                };
                let hex: String = s[from..to].iter().filter(|&&c| c != '_').collect();
                text.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
                i = if s[i] == '{' { to + 1 } else { to };
            }
            // A backslash at the end of a line joins the next, without its indentation.
            '\n' | '\r' => {
                while s[i].is_whitespace() {
                    i += 1;
                }
            }
            other => text.push(other), // \\ \" \'
        }
    }
    (text, i + 1)
}

/// egui with its default fonts, as the app has them, after the first pass (which loads them).
struct Fonts {
    ctx: egui::Context,
    /// Where the box sits in the font atlas, once per subpixel offset egui renders it at: a
    /// laid-out glyph with these texels is a character that fell back to the box.
    boxes: BTreeSet<([u16; 2], [u16; 2])>,
}

impl Fonts {
    /// Which characters a font has does not depend on the size; one size keeps the box to
    /// one set of texels.
    fn font() -> FontId {
        FontId::proportional(14.0)
    }

    fn new() -> Self {
        let ctx = egui::Context::default();
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .drop_without_applying_deltas();
        let boxes = ctx.fonts_mut(|f| {
            // egui renders each glyph at one of four subpixel offsets; eighths hit them all.
            (0..8)
                .map(|k| {
                    let mut job = egui::text::LayoutJob::simple_singleline(
                        BOX.to_string(),
                        Self::font(),
                        Color32::WHITE,
                    );
                    job.sections[0].leading_space = k as f32 / 8.0;
                    let galley = f.layout_job(job);
                    let glyph = &galley.rows[0].row.glyphs[0];
                    (glyph.uv_rect.min, glyph.uv_rect.max)
                })
                .collect()
        });
        Self { ctx, boxes }
    }

    /// The characters of `text` the fonts cannot draw. Proportional is enough: the monospace
    /// family (file paths, problems) falls back to the same fonts after Hack.
    fn missing(&self, text: &str) -> BTreeSet<char> {
        let font = Self::font();
        self.ctx.fonts_mut(|f| {
            // Rendered: glyphs drawn with the box's texels.
            let galley = f.layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE);
            let mut missing: BTreeSet<char> = (galley.rows)
                .iter()
                .flat_map(|row| &row.row.glyphs)
                .filter(|g| g.chr != BOX && self.boxes.contains(&(g.uv_rect.min, g.uv_rect.max)))
                .map(|g| g.chr)
                .collect();
            // Looked up: egui's `has_glyph` also says no for every character of the font that
            // holds the box itself (NotoEmoji: 🐱, ✔, ♥), so the family's character map decides
            // those. Control characters (\n, \t) are layout, not glyphs.
            for c in text.chars().filter(|c| !c.is_control()) {
                if !f.has_glyph(&font, c)
                    && !f.fonts.font(&font.family).characters().contains_key(&c)
                {
                    missing.insert(c);
                }
            }
            missing
        })
    }
}

#[test]
fn every_string_the_ui_shows_has_its_glyphs() {
    let shown = every_shown_string();
    let fonts = Fonts::new();
    let mut chars = BTreeSet::new();
    let mut problems = Vec::new();
    for s in &shown {
        chars.extend(s.text.chars());
        for c in fonts.missing(&s.text) {
            let (at, text) = (&s.at, &s.text);
            problems.push(format!("{c:?} U+{:04X} in {text:?} at {at}", c as u32));
        }
    }
    let beyond_ascii: String = chars.iter().filter(|c| !c.is_ascii()).collect();
    println!(
        "checked {} strings, {} distinct characters; beyond ASCII: {beyond_ascii}",
        shown.len(),
        chars.len()
    );
    assert!(
        shown.len() > 1000,
        "the scan found too little: {}",
        shown.len()
    );
    assert!(
        problems.is_empty(),
        "{} characters have no glyph in egui's fonts (drawn as {BOX}):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The check can fail: an arrow and a CJK character no bundled font has are caught, while
/// letters, emoji from either emoji font, a tab and the box itself pass.
#[test]
fn glyphs_the_fonts_lack_are_caught() {
    let fonts = Fonts::new();
    let missing = fonts.missing("Cat\t⮞ 🐱 ✔ ♥ ★ ⟲ ◻ \u{4E02}\n");
    assert_eq!(missing, BTreeSet::from(['\u{2B9E}', '\u{4E02}']));
}

#[test]
fn the_scanner_reads_literals_and_skips_the_rest() {
    let src = r###"let a: &'static str = "one\n\"two\"\u{1F431}"; // "comment"
/* "block /* nested */ comment" */ f(r#"raw "q""#, 'x', '\'', b"bytes", b'b', br"raw bytes");
fn g<'a>(s: &'a str) { println!("{s:?}\
    joined"); }"###;
    let found = literals(src);
    let expect = [
        (1, "one\n\"two\"🐱"),
        (2, "raw \"q\""),
        (2, "x"),
        (2, "'"),
        (3, "{s:?}joined"),
    ];
    let expect: Vec<_> = expect.iter().map(|(l, t)| (*l, t.to_string())).collect();
    assert_eq!(found, expect);
}
