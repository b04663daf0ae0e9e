//! Grand Prrrrix's mansion: the shipped board is what the variant's rules need, and each
//! kind of broken board is refused at the line and column of the fault.

use mogland_levels::grand_prrrrix::{BoardDef, CatKind, Object, Place};
use mogland_levels::{Level, parse_level};

fn shipped_src() -> String {
    let path = format!(
        "{}/../../levels/grand_prrrrix.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn shipped() -> BoardDef {
    match parse_level("grand_prrrrix.ron", &shipped_src()) {
        Ok(Level::GrandPrrrrix(b)) => *b,
        Ok(other) => panic!("wrong kind {}", other.kind()),
        Err(e) => panic!("{e}"),
    }
}

/// The shipped file with `from` replaced by `to` (once), parsed: the one error it gives, and
/// the text at its line and column.
fn broken(from: &str, to: &str) -> (String, String) {
    let src = shipped_src();
    assert!(src.contains(from), "{from:?} is not in the shipped file");
    let src = src.replacen(from, to, 1);
    let errors = parse_level("gp.ron", &src)
        .expect_err("broken board accepted")
        .0;
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert_eq!(e.file, "gp.ron");
    let line = src.lines().nth(e.line - 1).unwrap();
    let there: String = line.chars().skip(e.column - 1).collect();
    (e.problem.clone(), there)
}

#[test]
fn the_shipped_mansion_has_ten_rooms_five_cushions_and_four_objects() {
    let b = shipped();
    let m = b.mansion();
    assert_eq!(m.rooms.len(), 10);
    for name in [
        "Front Hall",
        "Wine Cellar",
        "Billiard Room",
        "Kitchen",
        "Reception Room",
        "Pink Bedroom",
        "Drawing Room",
        "Dining Room",
        "Conservatory",
        "Blue Bedroom",
    ] {
        assert!(m.room_index(name).is_some(), "{name}");
    }
    for cat in CatKind::ALL {
        let (cushion, front) = (m.cushion(cat), m.front(cat));
        assert_eq!(m.place(cushion), Place::Cushion(cat));
        // Left and entered only through the front square, which faces the bedrooms (up).
        assert_eq!(m.links(cushion), &[front]);
        assert_eq!(m.cell(front).1 + 1, m.cell(cushion).1);
    }
    // Cushions are not adjacent to each other.
    for a in CatKind::ALL {
        for b2 in CatKind::ALL {
            assert!(!m.links(m.cushion(a)).contains(&m.cushion(b2)));
        }
    }
    for o in Object::ALL {
        assert_eq!(m.object_at(m.object(o)), Some(o));
        assert_eq!(m.place(m.object(o)), Place::Hall);
    }
    // Only the two bedrooms are bedrooms.
    let bedrooms: Vec<&str> = m
        .rooms
        .iter()
        .filter(|r| r.bedroom)
        .map(|r| r.name.en())
        .collect();
    assert_eq!(bedrooms, ["Pink Bedroom", "Blue Bedroom"]);
}

#[test]
fn the_shipped_cards_are_the_home_rooms_and_three_turn_cards_per_cat() {
    let b = shipped();
    let homes = [
        (CatKind::Brown, ["Front Hall", "Wine Cellar"]),
        (CatKind::Grey, ["Billiard Room", "Kitchen"]),
        (CatKind::Black, ["Reception Room", "Pink Bedroom"]),
        (CatKind::OrangeMarmalade, ["Drawing Room", "Dining Room"]),
        (CatKind::BluePersian, ["Conservatory", "Blue Bedroom"]),
    ];
    for (cat, rooms) in homes {
        assert_eq!(b.home_rooms(cat), rooms, "{cat:?}");
        let turn: Vec<&str> = b
            .turn_cards
            .iter()
            .filter(|c| c.cat == cat)
            .map(|c| c.room.as_str())
            .collect();
        assert_eq!(turn.len(), 3);
        assert!(turn.iter().all(|r| !rooms.contains(r)), "{cat:?}: {turn:?}");
    }
    for room in &b.rooms {
        assert!(
            b.turn_cards.iter().any(|c| c.room == room.name.en()),
            "{}",
            room.name.en()
        );
    }
    assert_eq!((b.start_energy, b.max_energy), (20, 25));
    assert_eq!(b.move_costs, [0, 1, 3, 6]);
}

#[test]
fn every_room_has_a_door_and_walls_keep_the_rest_out() {
    let m = shipped().mansion();
    for r in 0..m.rooms.len() as u8 {
        let doors = m
            .squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.place == Place::Room(r))
            .flat_map(|(i, _)| m.links(i as u16).iter().map(move |&n| (i, n)))
            .filter(|&(_, n)| m.place(n) != Place::Room(r))
            .count();
        // "Several doorways": two or three a room.
        assert!(
            (2..=3).contains(&doors),
            "{} has {doors} doors",
            m.room_name(r).en()
        );
    }
    // The Kitchen's (8, 1) sits on the Conservatory's (8, 2) but has no door there: the two
    // rooms' door is at (7, 1)-(7, 2).
    let kitchen = m.at((8, 1)).unwrap();
    assert!(!m.links(kitchen).contains(&m.at((8, 2)).unwrap()));
    assert!(
        m.links(m.at((7, 1)).unwrap())
            .contains(&m.at((7, 2)).unwrap())
    );
}

#[test]
fn a_room_without_a_door_is_refused_at_the_room() {
    let src = shipped_src();
    // Take away the Kitchen's two doors.
    let src = src
        .replace(
            "        (room: (7, 1), outside: (6, 1)), // Kitchen: the Blue Bedroom\n",
            "",
        )
        .replace(
            "        (room: (7, 1), outside: (7, 2)), //   the Conservatory\n",
            "",
        );
    let errors = parse_level("gp.ron", &src).expect_err("accepted").0;
    let first = &errors[0];
    assert!(
        first.problem.contains("room Kitchen has no door"),
        "{errors:?}"
    );
    let line = src.lines().nth(first.line - 1).unwrap();
    assert!(line[first.column - 1..].starts_with("(key: 'K'"), "{line}");
}

#[test]
fn an_unreachable_square_is_refused_at_its_character_on_the_map() {
    // A hall square walled into the Billiard Room's corner by the outer wall.
    let (problem, there) = broken("\"BB*...*CC\", // 3", "\".B*...*CC\", // 3");
    assert!(
        problem.contains("square (0, 3) cannot be reached"),
        "{problem}"
    );
    assert!(there.starts_with(".B*...*CC"), "{there}");
}

#[test]
fn a_cushion_without_its_front_square_is_refused_at_the_front() {
    // Its neighbour's cushion is no front square.
    let (problem, there) = broken(
        "(cat: Grey, at: (3, 7), front: (3, 6))",
        "(cat: Grey, at: (3, 7), front: (4, 7))",
    );
    assert!(
        problem.contains("the Grey Cat's cushion has no square in front"),
        "{problem}"
    );
    assert!(there.starts_with("(4, 7)"), "{there}");
}

#[test]
fn a_missing_object_space_is_refused_at_the_object() {
    // The Pillow's asterisk is gone from the map.
    let (problem, there) = broken("\"BB*...*CC\", // 3", "\"BB....*CC\", // 3");
    assert!(
        problem.contains("the Pillow has no object space"),
        "{problem}"
    );
    assert!(there.starts_with("(2, 3)"), "{there}");
    // An object left out of the list altogether.
    let src = shipped_src().replacen("(object: Pillow, at: (2, 3)),", "", 1);
    let errors = parse_level("gp.ron", &src).expect_err("accepted").0;
    assert!(
        errors
            .iter()
            .any(|e| e.problem.contains("the Pillow has no object space")),
        "{errors:?}"
    );
}

#[test]
fn an_unknown_map_character_and_an_unknown_card_room_are_refused_where_they_are() {
    let (problem, there) = broken("\"BB.....CC\", // 2", "\"BB..X..CC\", // 2");
    assert!(problem.contains("`X` is not a square"), "{problem}");
    assert!(there.starts_with("X..CC"), "{there}");
    let (problem, there) = broken(
        "(cat: Grey, room: \"Pink Bedroom\")",
        "(cat: Grey, room: \"Attic\")",
    );
    assert!(problem.contains("no room called \"Attic\""), "{problem}");
    assert!(there.starts_with("\"Attic\""), "{there}");
}
