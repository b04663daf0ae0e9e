//! The shipped level files parse and validate.

use mogland_levels::{LANGUAGES, Level, Words, parse_level};

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

#[test]
fn shipped_here_kitty_kitty_deck_has_51_cards_and_every_rulebook_name() {
    use mogland_levels::here_kitty_kitty::{CARDS, RULEBOOK_NAMES};
    let Level::HereKittyKitty(d) = shipped("here_kitty_kitty.ron") else {
        panic!("wrong kind")
    };
    assert_eq!(d.cards.iter().map(|c| c.count).sum::<u32>(), CARDS);
    for name in RULEBOOK_NAMES {
        assert!(d.find(name).is_some(), "{name}");
    }
    // The 2-player table takes out 17 cards, the 6-player one 8.
    assert_eq!(d.counts_for(2).iter().sum::<u32>(), 34);
    assert_eq!(d.counts_for(4).iter().sum::<u32>(), 51);
    assert_eq!(d.counts_for(6).iter().sum::<u32>(), 43);
    assert_eq!(d.counts_for(2)[d.find("Cat Burglar").unwrap()], 2);
    assert_eq!(d.counts_for(2)[d.find("Foster Kittens").unwrap()], 2);
}

/// Every text a player reads in a shipped level, with what it is, for the check below.
fn texts(level: &Level) -> Vec<(String, Words)> {
    let named = |what: &str, w: &Words| (format!("{what} {:?}", w.en()), w.clone());
    let mut out = Vec::new();
    match level {
        Level::CatastrophesDeck(d) => out.extend(d.sets.iter().map(|s| named("set", &s.name))),
        Level::CatFightBoard(_) => {}
        Level::CatAttack(g) => {
            out.extend(g.board().spaces.iter().map(|s| named("space", &s.name)));
            out.extend(g.streets.iter().map(|s| named("street", &s.name)));
            out.extend(g.houses.iter().map(|h| named("house", &h.name)));
            out.extend(
                g.curiosity_deck
                    .iter()
                    .map(|c| named("curiosity card", &c.text)),
            );
        }
        Level::HereKittyKitty(d) => {
            for c in &d.cards {
                out.push(named("card", &c.name));
                out.push(named("card text", &c.text));
            }
        }
        Level::GrandPrrrrix(b) => out.extend(b.rooms.iter().map(|r| named("room", &r.name))),
        Level::Tutorial(t) => {
            out.push(named("welcome", &t.welcome));
            out.push(named("farewell", &t.farewell));
            for s in &t.steps {
                out.push(named("idea", &s.idea));
                out.push(named("step", &s.say));
            }
        }
    }
    out
}

#[test]
fn every_shipped_text_a_player_reads_is_in_every_language() {
    let dir = format!("{}/../../levels", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    let mut missing = Vec::new();
    let mut counted = 0;
    for name in &names {
        let level = shipped(name);
        for (what, words) in texts(&level) {
            counted += 1;
            for code in LANGUAGES {
                if !words.has(code) {
                    missing.push(format!("{name}: {what} lacks `{code}`"));
                }
            }
        }
    }
    assert!(counted > 300, "only {counted} texts found");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
