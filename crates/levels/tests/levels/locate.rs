//! The RON path locator: where a value named by its path starts in the source.

use mogland_levels::{Path, locate};

const SRC: &str = "// a comment\nDeck(\n    name: \"x, y\",\n    sets: [\n        (cards: [1, 2]),\n        (cards: [3, /* four */ 4, 5]),\n    ],\n)\n";

#[test]
fn finds_nested_fields_and_indices() {
    assert_eq!(locate(SRC, &Path::root()), (2, 1));
    assert_eq!(locate(SRC, &Path::root().field("name")), (3, 11));
    assert_eq!(locate(SRC, &Path::root().field("sets").index(1)), (6, 9));
    let p = Path::root().field("sets").index(1).field("cards").index(1);
    assert_eq!(locate(SRC, &p), (6, 32));
}

#[test]
fn a_missing_step_points_at_the_deepest_found_value() {
    let p = Path::root().field("sets").index(7);
    assert_eq!(locate(SRC, &p), (4, 11));
}

#[test]
fn paths_print_like_field_access() {
    let p = Path::root().field("sets").index(2).field("cards");
    assert_eq!(p.to_string(), "sets[2].cards");
}
