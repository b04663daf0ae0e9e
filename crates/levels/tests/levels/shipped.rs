//! The shipped level files parse and validate.

use mogland_levels::{Level, parse_level};

fn shipped(name: &str) -> Level {
    let path = format!("{}/../../levels/{name}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    parse_level(name, &src).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn shipped_catastrophes_deck_is_four_sets_of_sixteen() {
    let Level::CatastrophesDeck(deck) = shipped("catastrophes.ron") else {
        panic!("wrong kind")
    };
    assert_eq!(deck.sets.len(), 4);
    for i in 0..4 {
        assert_eq!(deck.set_cards(i).len(), 16);
    }
}

#[test]
fn shipped_cat_fight_board_matches_the_sheet() {
    let Level::CatFightBoard(b) = shipped("cat_fight.ron") else {
        panic!("wrong kind")
    };
    assert_eq!((b.width, b.height), (10, 11));
    assert!(b.is_blue((0, 5)) && b.is_blue((9, 5)) && b.is_blue((4, 0)) && b.is_blue((4, 10)));
    assert!(!b.is_blue((1, 1)));
    assert_eq!(b.creams.len(), 12);
}
