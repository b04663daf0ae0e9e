//! The Cat Attack neighbourhood: the shipped board has every part the rulebook names, and each
//! kind of modder mistake, made to a copy of it, is reported at its line and column.

use mogland_levels::cat_attack::{Board, Effect, GameDef, Kind, MogCard, ShopKind};
use mogland_levels::{Level, LevelError, parse_level};

const FILE: &str = "cat_attack.ron";

fn shipped_text() -> String {
    let path = format!("{}/../../levels/{FILE}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn shipped() -> GameDef {
    match parse_level(FILE, &shipped_text()) {
        Ok(Level::CatAttack(g)) => *g,
        Ok(other) => panic!("{FILE} is a {}", other.kind()),
        Err(e) => panic!("{e}"),
    }
}

/// The shipped text with `from` replaced by `to` (which must occur exactly once), and the
/// errors it gives.
fn broken(from: &str, to: &str) -> (String, Vec<LevelError>) {
    let src = shipped_text();
    assert_eq!(src.matches(from).count(), 1, "{from:?} must occur once");
    let src = src.replacen(from, to, 1);
    match parse_level(FILE, &src) {
        Ok(_) => panic!("the change {from:?} -> {to:?} was accepted"),
        Err(e) => (src, e.0),
    }
}

/// Among `errors`, one whose problem contains `problem`, pointing at text that starts with
/// `points_at`.
fn expect(src: &str, errors: &[LevelError], points_at: &str, problem: &str) {
    let Some(e) = errors.iter().find(|e| e.problem.contains(problem)) else {
        panic!("no error says {problem:?}: {errors:#?}");
    };
    let line = src.lines().nth(e.line - 1).unwrap();
    let there: String = line.chars().skip(e.column - 1).collect();
    assert!(
        there.starts_with(points_at),
        "{e} points at {there:?}, not {points_at:?}"
    );
    assert!(
        e.to_string()
            .starts_with(&format!("{FILE}:{}:{}: ", e.line, e.column))
    );
}

fn board() -> Board {
    shipped().board()
}

#[test]
fn the_shipped_board_has_every_part_the_rulebook_names() {
    let g = shipped();
    let b = g.board();
    assert_eq!(b.streets.len(), 4);
    assert_eq!(b.route.len(), 20, "four streets of five spaces");
    assert_eq!(b.homes.len(), 6, "six houses");
    for h in 0..6u8 {
        let garden = b
            .spaces
            .iter()
            .filter(|s| s.kind == Kind::Garden(h))
            .count();
        assert_eq!(garden, 4, "a garden of four paw-prints");
    }
    for shop in ShopKind::ALL {
        let garden = b
            .spaces
            .iter()
            .filter(|s| s.kind == Kind::ShopGarden(shop))
            .count();
        assert_eq!(garden, 3, "three paw-prints in {}'s garden", shop.name());
        let burglar = b
            .spaces
            .iter()
            .filter(|s| s.kind == Kind::Burglar(shop))
            .count();
        assert_eq!(burglar, 1);
    }
    assert!(b.spaces.iter().any(|s| s.kind == Kind::Curiosity));
    assert_eq!(b.kind(b.car_park), Kind::CarPark);
    assert_eq!(b.links(b.mouse_hole), &[b.mouse_space]);
    assert_eq!(b.links(b.bird_house), &[b.bird_space]);
    assert_eq!(b.kind(b.mouse_space), Kind::Wall);
    assert_eq!(b.kind(b.bird_space), Kind::Wall);
    assert_eq!(g.mog_cards().len(), 63);
    assert_eq!(g.curiosity_cards().len(), 39);
}

#[test]
fn the_mog_deck_has_three_suits_of_one_to_six_and_the_three_picture_cards() {
    let cards = shipped().mog_cards();
    for v in 1..=6 {
        for card in [MogCard::Cat(v), MogCard::Bird(v), MogCard::Mouse(v)] {
            assert!(cards.contains(&card), "{card:?}");
        }
    }
    for card in [MogCard::SpeedyCat, MogCard::CatAttack, MogCard::CatBurglar] {
        assert!(cards.contains(&card), "{card:?}");
    }
    let birds = cards
        .iter()
        .filter(|c| matches!(c, MogCard::Bird(_)))
        .count();
    let mice = cards
        .iter()
        .filter(|c| matches!(c, MogCard::Mouse(_)))
        .count();
    assert!(birds >= 6 && mice >= 6, "a Six Cat needs six of a suit");
}

#[test]
fn the_curiosity_deck_opens_and_closes_every_shop_and_sends_the_car_to_every_street() {
    let g = shipped();
    let effects: Vec<&Effect> = g.curiosity_deck.iter().map(|l| &l.effect).collect();
    for shop in ShopKind::ALL {
        assert!(effects.contains(&&Effect::ToggleShop(shop)), "{shop:?}");
    }
    for street in &g.board().streets {
        assert!(
            effects.contains(&&Effect::MoveCar(street.en().to_owned())),
            "{}",
            street.en()
        );
    }
    for e in [
        Effect::PlayMog,
        Effect::RollAgain,
        Effect::Shuffle,
        Effect::GoHome,
    ] {
        assert!(effects.contains(&&e), "{e:?}");
    }
}

#[test]
fn the_car_route_is_a_clockwise_cycle_of_street_spaces() {
    let b = board();
    for (i, &s) in b.route.iter().enumerate() {
        let next = b.route[(i + 1) % b.route.len()];
        assert!(
            b.links(s).contains(&next),
            "{} -> {}",
            b.name(s).en(),
            b.name(next).en()
        );
        assert_eq!(b.street_of(s), Some((i / 5) as u8));
    }
    // Clockwise on screen (y down): the first street runs left to right along the top.
    let (a, z) = (
        b.spaces[b.route[0] as usize].at,
        b.spaces[b.route[4] as usize].at,
    );
    assert!(a.0 < z.0 && (a.1 - z.1).abs() < 0.01);
    assert_eq!(b.name(b.street_middle(2)).en(), "Station Road 3");
}

#[test]
fn the_streets_are_the_only_way_into_a_shop() {
    let b = board();
    for (i, s) in b.spaces.iter().enumerate() {
        if let Kind::ShopGarden(shop) = s.kind {
            for &n in b.links(i as u16) {
                let k = b.kind(n);
                assert!(
                    matches!(k, Kind::Street { .. }) || k == Kind::ShopGarden(shop),
                    "{} -> {}",
                    s.name.en(),
                    b.name(n).en()
                );
            }
        }
    }
}

#[test]
fn a_street_without_five_spaces_is_refused_at_its_space_list() {
    let (src, errors) = broken(
        "de: \"Hauptstraße 5\"), at: (20.0, 0.0)),",
        "de: \"Hauptstraße 5\"), at: (20.0, 0.0)),\n            (name: \"High Street 6\", at: (22.0, 0.0)),",
    );
    expect(
        &src,
        &errors,
        "[",
        "street \"High Street\" has 6 spaces; every street has 5",
    );
}

#[test]
fn a_house_without_a_garden_is_refused_at_its_garden() {
    let src = shipped_text();
    let start = src.find("(name: (en: \"No. 3\"").unwrap();
    let open = start + src[start..].find("garden: [").unwrap() + "garden: ".len();
    let close = open + src[open..].find(']').unwrap();
    let (src, errors) = broken(&src[open..=close], "[]");
    expect(
        &src,
        &errors,
        "[]",
        "house \"No. 3\" has a garden of 0 paw-prints; every garden has 4",
    );
}

#[test]
fn a_space_that_cannot_be_reached_is_refused_at_its_name() {
    let (src, errors) = broken("[\"Wall D1\", \"Dairy burglar\"],", "");
    expect(
        &src,
        &errors,
        "(en: \"Dairy burglar\"",
        "\"Dairy burglar\" cannot be reached",
    );
    assert_eq!(errors.len(), 1, "{errors:#?}");
}

#[test]
fn a_car_route_that_is_not_a_cycle_is_refused_at_the_street_it_misses() {
    let (src, errors) = broken(
        "\"High Street 5\", \"Mill Lane 1\"],",
        "\"High Street 5\"],",
    );
    expect(
        &src,
        &errors,
        "(name: (en: \"Mill Lane 1\"",
        "the car's route is not a cycle: \"High Street 5\" (the end of High Street) is not linked to \"Mill Lane 1\"",
    );
}

#[test]
fn a_shop_garden_reached_from_a_wall_is_refused() {
    let (src, errors) = broken(
        "[\"Wall D1\", \"Dairy burglar\"],",
        "[\"Wall D1\", \"Dairy burglar\"],\n        [\"Wall B1\", \"Dairy garden 2\"],",
    );
    expect(
        &src,
        &errors,
        "(en: \"Dairy garden 2\"",
        "the streets are the only way into a shop",
    );
}

#[test]
fn a_path_naming_a_missing_space_is_refused_at_the_name() {
    let (src, errors) = broken(
        "[\"High Street 2\", \"Wall B1\",",
        "[\"High Street 2\", \"Wall B9\",",
    );
    expect(
        &src,
        &errors,
        "\"Wall B9\"",
        "the path names \"Wall B9\", but no space has that name",
    );
}

#[test]
fn a_duplicate_space_name_is_refused_at_the_second_one() {
    let (src, errors) = broken("(en: \"Bird-house\",", "(en: \"Mouse-hole\",");
    expect(
        &src,
        &errors,
        "(en: \"Mouse-hole\", fr: \"Nichoir\"",
        "two spaces are named \"Mouse-hole\"",
    );
}

#[test]
fn a_mouse_space_off_the_walls_is_refused() {
    let (src, errors) = broken(
        "mouse_space: \"Mouse wall\",",
        "mouse_space: \"Curiosity 7\",",
    );
    expect(
        &src,
        &errors,
        "\"Curiosity 7\"",
        "\"Curiosity 7\" must be one of the wall spaces",
    );
}

#[test]
fn a_mog_deck_of_62_cards_is_refused_at_the_deck() {
    let (src, errors) = broken(
        "(card: CatBurglar, count: 3)",
        "(card: CatBurglar, count: 2)",
    );
    expect(&src, &errors, "[", "the Mog deck has 62 cards; it has 63");
}

#[test]
fn a_car_sent_to_a_street_that_does_not_exist_is_refused_at_the_card() {
    let (src, errors) = broken("MoveCar(\"Mill Lane\")", "MoveCar(\"Mill Road\")");
    expect(
        &src,
        &errors,
        "MoveCar(\"Mill Road\")",
        "there is no street named \"Mill Road\"",
    );
}

#[test]
fn a_second_shuffle_card_is_refused() {
    let (src, errors) = broken("(count: 1, effect: Shuffle,", "(count: 2, effect: Shuffle,");
    expect(&src, &errors, "[", "exactly one Shuffle card");
}
