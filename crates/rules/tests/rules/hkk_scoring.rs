//! Here, Kitty, Kitty!'s scoring sheet, row by row as the rulebook prints it, and the
//! tie-breaks; the game's end uses the same sheet.

use crate::hkk_support::*;
use mogland_rules::core::{Game, SeatId};
use mogland_rules::games::here_kitty_kitty::scoring::{self, Column};
use mogland_rules::games::here_kitty_kitty::*;

/// A property with (black, gray, orange, white) counts in Yard, Porch and House.
fn prop(seat: u8, yard: [u8; 4], porch: [u8; 4], house: [u8; 4]) -> Property {
    let mut p = Property::new(SeatId(seat));
    p.zones = [Cats(yard), Cats(porch), Cats(house)];
    p
}

fn score(props: &[Property]) -> Vec<Column> {
    scoring::sheet(props.iter())
}

const NONE: [u8; 4] = [0; 4];

#[test]
fn each_cat_in_the_house_scores_five_on_the_porch_three_in_the_yard_nothing() {
    let s = score(&[
        prop(0, [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]),
        prop(1, [3, 0, 0, 0], NONE, NONE),
    ]);
    assert_eq!(s[0].house, 5);
    assert_eq!(s[0].porch, 3);
    assert_eq!(s[1].house + s[1].porch, 0, "Yard cats score nothing");
}

/// "5 or more Cats of one color on your property: 5 points, once per colour, not per set."
#[test]
fn five_of_a_colour_scores_five_once_per_colour_not_per_five() {
    let s = score(&[
        prop(0, [10, 0, 0, 0], NONE, NONE),
        prop(1, [4, 0, 0, 0], [1, 0, 0, 0], NONE),
        prop(2, [4, 0, 0, 0], NONE, NONE),
    ]);
    assert_eq!(s[0].five, [true, false, false, false], "ten black: once");
    assert_eq!(
        s[1].five,
        [true, false, false, false],
        "five across zones count"
    );
    assert_eq!(s[2].five, [false; 4]);
    let with = |col: &Column| col.five.iter().filter(|b| **b).count() as u32 * 5;
    assert_eq!(with(&s[0]), 5);
}

#[test]
fn at_least_one_cat_of_each_colour_scores_five_once() {
    let s = score(&[
        prop(0, [1, 1, 0, 0], [0, 0, 2, 0], [0, 0, 0, 1]),
        prop(1, [2, 2, 2, 0], NONE, NONE),
    ]);
    assert!(s[0].each_colour);
    assert!(!s[1].each_colour);
}

/// "Most Cats of a color: 3 points per color; if tied, each tied player gets 3 points."
#[test]
fn the_most_cats_of_a_colour_score_three_and_every_tied_player_scores() {
    let s = score(&[
        prop(0, [3, 0, 0, 0], NONE, NONE),
        prop(1, [3, 1, 0, 0], NONE, NONE),
        prop(2, [2, 0, 0, 0], NONE, NONE),
    ]);
    assert_eq!(s[0].most, [true, false, false, false]);
    assert_eq!(s[1].most, [true, true, false, false]);
    assert_eq!(s[2].most, [false; 4]);
    assert!(
        !s.iter().any(|c| c.most[2]),
        "no orange at all: nobody scores it"
    );
}

/// "All Cats in your House are one color: 10 points" (Mogland: an empty House has no colour).
#[test]
fn a_house_all_one_colour_scores_ten_and_an_empty_house_does_not() {
    let s = score(&[
        prop(0, NONE, NONE, [0, 3, 0, 0]),
        prop(1, NONE, NONE, [0, 3, 1, 0]),
        prop(2, [5, 0, 0, 0], NONE, NONE),
    ]);
    assert!(s[0].one_colour_house);
    assert!(!s[1].one_colour_house);
    assert!(!s[2].one_colour_house);
}

/// Best in Show (2 points), Mogland's design: the most Cats on the Porch; ties all score;
/// nobody with an empty Porch.
#[test]
fn best_in_show_goes_to_the_most_cats_on_the_porch_and_ties_all_score() {
    let s = score(&[
        prop(0, NONE, [2, 0, 0, 0], NONE),
        prop(1, NONE, [0, 1, 1, 0], NONE),
        prop(2, [4, 0, 0, 0], [1, 0, 0, 0], NONE),
    ]);
    assert_eq!(
        s.iter().map(|c| c.best_in_show).collect::<Vec<_>>(),
        vec![true, true, false]
    );
    let empty = score(&[prop(0, [1, 0, 0, 0], NONE, NONE), prop(1, NONE, NONE, NONE)]);
    assert!(empty.iter().all(|c| !c.best_in_show));
}

/// The total is the sum of the rows; the game's sheet is the rulebook's rows with their points.
#[test]
fn the_total_adds_every_row_and_the_games_sheet_shows_them_in_order() {
    let props = [
        prop(0, [1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 3]),
        prop(1, [0, 0, 5, 0], [0, 0, 0, 0], [1, 0, 0, 0]),
    ];
    let s = score(&props);
    // Seat 0: House 15, Porch 6, one of each? no (no orange), most black? 1 vs 1 tie: yes,
    // most gray 2: yes, most white 3: yes, one-colour House: yes (white), Best in Show: yes.
    assert_eq!(s[0].total, 15 + 6 + 3 + 3 + 3 + 10 + 2);
    // Seat 1: House 5, 5+ orange 5, most black (tie) 3, most orange 3, one-colour House 10.
    assert_eq!(s[1].total, 5 + 5 + 3 + 3 + 10);
    let rows = scoring::rows(&s);
    for (i, col) in s.iter().enumerate() {
        assert_eq!(rows.iter().map(|r| r.1[i]).sum::<u32>(), col.total);
    }

    let (mut sim, mut snap) = bare(2, 1);
    snap.game.props = props.to_vec();
    snap.game.hood = Cats([10; 4]);
    for p in &props {
        for i in 0..4 {
            snap.game.hood.0[i] -= p.all_cats().0[i];
        }
    }
    sim.restore(&snap);
    let sheet = HereKittyKitty::score_sheet(sim.world());
    assert_eq!(
        sheet.len(),
        15,
        "13 rows of the rulebook, the Yard's 0, the total"
    );
    assert_eq!(sheet[0].1, vec![15, 5]);
    assert!(sheet[0].0.is("hkk-score-house"), "{}", sheet[0].0);
    assert!(sheet[2].0.is("hkk-score-yard"), "{}", sheet[2].0);
    assert!(sheet[14].0.is("hkk-score-total"), "{}", sheet[14].0);
    assert_eq!(
        sheet.last().unwrap().1,
        vec![s[0].total as i64, s[1].total as i64]
    );
}

/// "Ties: the player with more Cats on their property wins; if still tied, the player with the
/// most Cats of a single color."
#[test]
fn ties_go_to_more_cats_on_the_property_then_to_the_most_of_one_colour() {
    // Equal points (a Yard cat scores nothing, and seat 2 has the most gray): more cats wins.
    let s = score(&[
        prop(0, [0, 1, 0, 0], NONE, [1, 0, 0, 0]),
        prop(1, [0, 0, 0, 0], NONE, [1, 0, 0, 0]),
        prop(2, [0, 5, 0, 0], NONE, NONE),
    ]);
    assert_eq!(s[0].total, s[1].total);
    assert_eq!(scoring::winners(&s), (vec![SeatId(0)], 1));
    // Equal points and cats: the most of one colour wins.
    let s = score(&[
        prop(0, [2, 0, 0, 0], NONE, [0, 0, 0, 1]),
        prop(1, [1, 0, 1, 0], NONE, [0, 0, 0, 1]),
    ]);
    assert_eq!((s[0].total, s[0].cats), (s[1].total, s[1].cats));
    assert_eq!(scoring::winners(&s), (vec![SeatId(0)], 2));
    // Still tied: a shared win.
    let s = score(&[
        prop(0, [1, 0, 0, 0], NONE, NONE),
        prop(1, [0, 1, 0, 0], NONE, NONE),
    ]);
    assert_eq!(scoring::winners(&s).0, vec![SeatId(0), SeatId(1)]);
}

/// The sheet's rows are written in British English: "colour", as the table shows them.
#[test]
fn the_sheets_rows_say_colour() {
    let props = [prop(0, [1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 3])];
    let rows = scoring::rows(&score(&props));
    let english = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../i18n/en/here-kitty-kitty.ftl"
    ))
    .unwrap();
    // Each row's English words: its message's line (the rows' messages fit on one).
    let words = |id: &str| -> String {
        english
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{id} = ")))
            .unwrap_or_else(|| panic!("no English message {id}"))
            .to_owned()
    };
    for (label, _) in &rows {
        let id = label.id().expect("a message id");
        assert!(!words(id).contains("color"), "{id}: {}", words(id));
    }
    assert!(rows.iter().any(|(l, _)| l.is("hkk-score-each-colour")));
    assert!(rows.iter().any(|(l, _)| l.is("hkk-score-one-colour-house")));
    assert_eq!(words("hkk-score-each-colour"), "5 pts for 1 of each colour");
    assert_eq!(
        words("hkk-score-one-colour-house"),
        "10 pts for 1 colour in House"
    );
}
