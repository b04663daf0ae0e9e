//! Seats, turn order, the registry of games and bot levels.

use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameId, SeatId, SeatKind, SeatSetup, TableSetup,
};
use mogland_rules::games;
use mogland_rules::levels::Level;
use mogland_rules::levels::catastrophes::DeckDef;

#[test]
fn next_goes_clockwise_and_wraps_from_the_last_seat_to_the_first() {
    for seats in 1..=6usize {
        for s in 0..seats {
            let expected = if s + 1 == seats { 0 } else { s + 1 };
            assert_eq!(
                SeatId(s as u8).next(seats),
                SeatId(expected as u8),
                "seat {s} of {seats}"
            );
        }
    }
    assert_eq!(SeatId(5).next(6), SeatId(0));
    assert_eq!(SeatId(1).next(2), SeatId(0));
}

#[test]
fn clockwise_lists_every_seat_once_starting_with_the_given_one() {
    for seats in 1..=6usize {
        for s in 0..seats {
            let start = SeatId(s as u8);
            let order: Vec<_> = start.clockwise(seats).collect();
            assert_eq!(order.len(), seats);
            assert_eq!(order[0], start);
            for w in order.windows(2) {
                assert_eq!(w[1], w[0].next(seats), "clockwise follows next()");
            }
            let mut sorted = order.clone();
            sorted.sort();
            assert_eq!(sorted, (0..seats as u8).map(SeatId).collect::<Vec<_>>());
        }
    }
    assert_eq!(
        SeatId(3).clockwise(4).collect::<Vec<_>>(),
        vec![SeatId(3), SeatId(0), SeatId(1), SeatId(2)]
    );
    assert_eq!(SeatId(2).index(), 2);
}

#[test]
fn every_registered_game_is_found_by_its_id_and_ids_are_distinct() {
    for g in games::GAMES {
        let id = g.info().id;
        assert_eq!(games::parse(id.as_str()).map(|f| f.info().id), Some(id));
        assert_eq!(
            games::parse(&format!("  {id}\n")).map(|f| f.info().id),
            Some(id),
            "surrounding blanks are ignored"
        );
        assert_eq!(games::find(id).map(|f| f.info().name), Some(g.info().name));
    }
    let mut ids: Vec<_> = games::GAMES.iter().map(|g| g.info().id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), games::GAMES.len(), "ids are distinct");
    for bad in ["", "cat", "Cat Fight", "catfight", "cat-attacks", "chess"] {
        assert!(games::parse(bad).is_none(), "{bad:?}");
    }
    assert_eq!(games::name_of(GameId::new("chess")), "chess");
}

#[test]
fn a_game_id_is_kept_inline_and_reads_back_from_ron() {
    let id = GameId::new("here-kitty-kitty");
    assert_eq!(id.as_str(), "here-kitty-kitty");
    let text = ron::to_string(&id).unwrap();
    assert_eq!(text, "\"here-kitty-kitty\"");
    assert_eq!(ron::from_str::<GameId>(&text).unwrap(), id);
    let long = format!("\"{}\"", "x".repeat(40));
    assert!(
        ron::from_str::<GameId>(&long).is_err(),
        "ids over 31 bytes are refused"
    );
}

#[test]
fn every_game_names_its_files_and_a_player_range_from_the_rulebooks() {
    let expect = [
        ("cat-fight", 2, 4),
        ("catastrophes", 2, 6),
        ("cat-attack", 2, 6),
        ("here-kitty-kitty", 2, 6),
        ("grand-prrrrix", 3, 5),
    ];
    for (id, lo, hi) in expect {
        let g = games::parse(id).unwrap_or_else(|| panic!("{id} is registered"));
        let info = g.info();
        assert_eq!(info.players, lo..=hi, "{}", info.name);
        assert!(info.level_file.ends_with(".ron"));
        assert!(info.rules_file.ends_with(".txt"));
        assert!(!info.name.is_empty() && !info.blurb.is_empty());
        assert!(info.rules_version >= 1);
        for v in info.variants {
            assert!(!v.help.is_empty(), "{} explains {}", info.name, v.key);
        }
    }
    assert_eq!(
        games::GAMES.len(),
        expect.len(),
        "every game is checked here"
    );
}

#[test]
fn bot_level_parse_takes_any_case_and_round_trips_labels() {
    for level in BotLevel::ALL {
        assert_eq!(BotLevel::parse(level.label()), Some(level));
        assert_eq!(BotLevel::parse(&level.label().to_uppercase()), Some(level));
        assert_eq!(BotLevel::parse(&level.label().to_lowercase()), Some(level));
    }
    assert_eq!(BotLevel::parse(" hard "), Some(BotLevel::Hard));
    assert_eq!(BotLevel::parse("NoRmAl"), Some(BotLevel::Normal));
    assert_eq!(BotLevel::parse("EXPERT"), Some(BotLevel::Expert));
    for bad in ["", "experts", "easyy", "e", "medium"] {
        assert_eq!(BotLevel::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn a_table_counts_its_humans_and_needs_a_privacy_screen_for_two_or_more() {
    let table = |kinds: &[SeatKind]| TableSetup {
        game: mogland_rules::games::catastrophes::INFO.id,
        seats: kinds
            .iter()
            .enumerate()
            .map(|(i, k)| SeatSetup {
                name: CAT_NAMES[i].into(),
                colour: CAT_COLOURS[i],
                kind: *k,
            })
            .collect(),
        variants: vec!["wild-cats".into()],
        seed: 1,
        level: Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    };
    let bot = SeatKind::Bot(BotLevel::Easy);
    let one = table(&[SeatKind::Human, bot, bot]);
    assert_eq!((one.seat_count(), one.humans()), (3, 1));
    assert!(!one.needs_privacy_screen());
    let two = table(&[SeatKind::Human, bot, SeatKind::Human]);
    assert!(two.needs_privacy_screen());
    assert_eq!(
        two.seat_ids().collect::<Vec<_>>(),
        vec![SeatId(0), SeatId(1), SeatId(2)]
    );
    assert!(two.variant("wild-cats"));
    assert!(!two.variant("wild"));
}
