//! Finds where a value sits in RON text, so that a problem found after parsing (an unknown
//! space name, a wrong card count) can still name its line and column.
//!
//! ron reports positions only for syntax errors; this walks the (already valid) text along a
//! path of field names and list indices, skipping nested values, strings and comments.

/// One step into a RON value: a struct field, a list/tuple element, or a character of a
/// string (a board row's square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Field(String),
    Index(usize),
    Char(usize),
}

/// A path from the top of a file to one value, built with [`Path::field`] and [`Path::index`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Path(pub Vec<Step>);

impl Path {
    pub fn root() -> Self {
        Self::default()
    }
    pub fn field(&self, name: &str) -> Self {
        let mut p = self.clone();
        p.0.push(Step::Field(name.to_owned()));
        p
    }
    pub fn index(&self, i: usize) -> Self {
        let mut p = self.clone();
        p.0.push(Step::Index(i));
        p
    }
    /// The `i`th character (0-based) of the string at this path.
    pub fn char(&self, i: usize) -> Self {
        let mut p = self.clone();
        p.0.push(Step::Char(i));
        p
    }
}

impl std::fmt::Display for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for step in &self.0 {
            match step {
                Step::Field(name) if first => write!(f, "{name}")?,
                Step::Field(name) => write!(f, ".{name}")?,
                Step::Index(i) => write!(f, "[{i}]")?,
                Step::Char(i) => write!(f, "@{i}")?,
            }
            first = false;
        }
        Ok(())
    }
}

/// 1-based line and column of the value at `path`, or of the deepest part of it that exists.
pub fn locate(src: &str, path: &Path) -> (usize, usize) {
    let bytes = src.as_bytes();
    let mut pos = skip_trivia(bytes, skip_attributes(bytes, 0));
    for step in &path.0 {
        match find_step(bytes, pos, step) {
            Some(next) => pos = next,
            None => break,
        }
    }
    line_col(src, pos)
}

fn line_col(src: &str, pos: usize) -> (usize, usize) {
    let before = &src[..pos.min(src.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// `#![enable(...)]` lines at the top of a RON file.
fn skip_attributes(b: &[u8], mut pos: usize) -> usize {
    loop {
        pos = skip_trivia(b, pos);
        if b[pos..].starts_with(b"#!") {
            while pos < b.len() && b[pos] != b'\n' {
                pos += 1;
            }
        } else {
            return pos;
        }
    }
}

fn skip_trivia(b: &[u8], mut pos: usize) -> usize {
    while pos < b.len() {
        if b[pos].is_ascii_whitespace() {
            pos += 1;
        } else if b[pos..].starts_with(b"//") {
            while pos < b.len() && b[pos] != b'\n' {
                pos += 1;
            }
        } else if b[pos..].starts_with(b"/*") {
            pos += 2;
            while pos < b.len() && !b[pos..].starts_with(b"*/") {
                pos += 1;
            }
            pos = (pos + 2).min(b.len());
        } else {
            break;
        }
    }
    pos
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// From the start of a value, the position of the child named by `step`.
fn find_step(b: &[u8], pos: usize, step: &Step) -> Option<usize> {
    if let Step::Char(i) = step {
        if b.get(pos) != Some(&b'"') {
            return None;
        }
        let end = skip_string(b, pos)? - 1;
        let text = std::str::from_utf8(&b[pos + 1..end]).ok()?;
        return text.char_indices().nth(*i).map(|(at, _)| pos + 1 + at);
    }
    // A value may start with a struct or enum name: `Deck(...)`, `Some(...)`.
    let mut p = pos;
    while p < b.len() && is_ident(b[p]) {
        p += 1;
    }
    p = skip_trivia(b, p);
    let open = *b.get(p)?;
    if !matches!(open, b'(' | b'[' | b'{') {
        return None;
    }
    let mut p = skip_trivia(b, p + 1);
    let mut index = 0;
    loop {
        let close = b.get(p)?;
        if matches!(close, b')' | b']' | b'}') {
            return None;
        }
        // `name: value` inside a struct, or a bare value in a list or tuple.
        let mut value_at = p;
        let mut q = p;
        while q < b.len() && is_ident(b[q]) {
            q += 1;
        }
        let after = skip_trivia(b, q);
        let field = if q > p && b.get(after) == Some(&b':') && b.get(after + 1) != Some(&b':') {
            value_at = skip_trivia(b, after + 1);
            Some(&b[p..q])
        } else {
            None
        };
        match (step, field) {
            (Step::Field(name), Some(f)) if f == name.as_bytes() => return Some(value_at),
            (Step::Index(i), None) if *i == index => return Some(value_at),
            _ => {}
        }
        p = skip_trivia(b, skip_value(b, value_at)?);
        if b.get(p) == Some(&b',') {
            p = skip_trivia(b, p + 1);
        }
        index += 1;
    }
}

/// The position just after the value starting at `pos`.
fn skip_value(b: &[u8], mut pos: usize) -> Option<usize> {
    let mut depth = 0usize;
    loop {
        let c = *b.get(pos)?;
        match c {
            b'"' => pos = skip_string(b, pos)?,
            b'\'' => {
                pos += 1;
                while *b.get(pos)? != b'\'' {
                    pos += if b[pos] == b'\\' { 2 } else { 1 };
                }
                pos += 1;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                pos += 1;
            }
            b')' | b']' | b'}' => {
                if depth == 0 {
                    return Some(pos);
                }
                depth -= 1;
                pos += 1;
                if depth == 0 {
                    // A struct value may be followed by nothing else of itself.
                    return Some(pos);
                }
            }
            b',' if depth == 0 => return Some(pos),
            b'/' if b[pos..].starts_with(b"//") || b[pos..].starts_with(b"/*") => {
                pos = skip_trivia(b, pos);
            }
            _ => pos += 1,
        }
    }
}

fn skip_string(b: &[u8], mut pos: usize) -> Option<usize> {
    pos += 1;
    loop {
        match *b.get(pos)? {
            b'\\' => pos += 2,
            b'"' => return Some(pos + 1),
            _ => pos += 1,
        }
    }
}
