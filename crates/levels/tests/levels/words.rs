//! A level's texts in several languages: a plain string is English and is written back as one,
//! a struct gives one text per language, and what a file gets wrong is named at its key.

use mogland_levels::{Words, parse_level, ron_options};

fn read(src: &str) -> Result<Words, ron::error::SpannedError> {
    ron_options().from_str(src)
}

#[test]
fn a_plain_string_is_english_and_writes_back_as_one() {
    let w = read(r#""Catnip""#).unwrap();
    assert_eq!(w, Words::english("Catnip"));
    assert_eq!(ron::to_string(&w).unwrap(), r#""Catnip""#);
}

#[test]
fn a_struct_gives_one_text_per_language_and_reads_back_the_same() {
    let w = read(r#"(en: "Catnip", fr: "Herbe à chat", de: "Katzenminze")"#).unwrap();
    assert_eq!(w.en(), "Catnip");
    assert_eq!(w.read("fr"), "Herbe à chat");
    assert_eq!(w.read("de"), "Katzenminze");
    let back = read(&ron::to_string(&w).unwrap()).unwrap();
    assert_eq!(back, w);
}

#[test]
fn a_language_the_file_lacks_reads_in_english() {
    let w = read(r#"(en: "Catnip", fr: "Herbe à chat")"#).unwrap();
    assert_eq!(w.read("de"), "Catnip");
}

#[test]
fn a_binary_format_carries_every_language() {
    for w in [
        Words::english("Catnip").with("de", "Katzenminze"),
        Words::english("Catnip"),
    ] {
        let bytes = postcard::to_allocvec(&w).unwrap();
        assert_eq!(postcard::from_bytes::<Words>(&bytes).unwrap(), w);
    }
}

#[test]
fn a_joined_list_is_in_every_language_of_its_items() {
    let list = Words::join(
        &[
            Words::english("Tuna").with("fr", "Thon"),
            Words::english("Card 9"),
        ],
        ", ",
    );
    assert_eq!(list.read("fr"), "Thon, Card 9");
    assert_eq!(list.read("de"), "Tuna, Card 9");
    assert_eq!(list.en(), "Tuna, Card 9");
}

#[test]
fn a_language_given_twice_is_refused() {
    let e = read(r#"(en: "Catnip", en: "Nip")"#).unwrap_err();
    assert!(e.to_string().contains("given twice"), "{e}");
}

/// The shipped Cat'astrophes deck with its first set's name written as `name`.
fn deck_with_first_set_named(name: &str) -> String {
    let path = format!(
        "{}/../../levels/catastrophes.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let src = std::fs::read_to_string(path).unwrap();
    let start = src.find("(name: ").unwrap() + "(name: ".len();
    let end = start + src[start..].find(", cards:").unwrap();
    format!("{}{name}{}", &src[..start], &src[end..])
}

#[test]
fn a_text_without_english_is_refused_at_it() {
    let src = deck_with_first_set_named(r#"(fr: "Orange", de: "Orange")"#);
    let errors = parse_level("catastrophes.ron", &src).unwrap_err().0;
    assert!(
        errors.iter().any(|e| e
            .problem
            .starts_with("a set's name needs its English words")),
        "{errors:?}"
    );
}

#[test]
fn an_empty_translation_is_refused_at_its_key() {
    let src = deck_with_first_set_named(r#"(en: "Orange", de: " ")"#);
    let errors = parse_level("catastrophes.ron", &src).unwrap_err().0;
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert_eq!(e.problem, "a set's name is empty in `de`");
    let line = src.lines().nth(e.line - 1).unwrap();
    let there: String = line.chars().skip(e.column - 1).collect();
    assert!(there.starts_with(r#"" ")"#), "{e} points at {there:?}");
}
