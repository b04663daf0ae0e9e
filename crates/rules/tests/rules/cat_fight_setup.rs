//! Setting up: creams into saucers, saucers placed by the dice, blockers shared out, who
//! starts; a modded board.

use crate::cat_fight_support::*;
use mogland_rules::core::{Bot, GameRng, GameSim};
use mogland_rules::games::cat_fight::*;
use mogland_rules::levels::cat_fight::{BoardDef, SaucerSquares, Zone};
use mogland_rules::levels::{Level, parse_level};

#[test]
fn creams_go_three_to_a_saucer_three_saucers_for_two_or_four_two_for_three() {
    for (players, saucers) in [(2, 3), (3, 2), (4, 3)] {
        for seed in 0..20 {
            let snap = start(players, seed).snapshot().game;
            assert_eq!(snap.saucers.len(), saucers);
            for s in &snap.saucers {
                let n = snap
                    .creams
                    .iter()
                    .filter(|c| c.place == CreamPlace::Saucer(s.index))
                    .count();
                assert_eq!(n, 3, "three creams to a saucer");
            }
            let unused = snap
                .creams
                .iter()
                .filter(|c| c.place == CreamPlace::Out(OutReason::Unused))
                .count();
            assert_eq!(
                unused,
                12 - 3 * saucers,
                "the creams left over are out of the game"
            );
        }
    }
}

#[test]
fn the_creams_are_the_boards_twelve_values_shuffled() {
    let board = shipped_board();
    let mut sorted = board.creams.clone();
    sorted.sort();
    let mut orders = std::collections::HashSet::new();
    for seed in 0..10 {
        let snap = start(2, seed).snapshot().game;
        let values: Vec<u8> = snap.creams.iter().map(|c| c.value).collect();
        let mut v = values.clone();
        v.sort();
        assert_eq!(v, sorted);
        orders.insert(values);
    }
    assert!(orders.len() > 5, "the shuffle depends on the seed");
}

#[test]
fn saucers_go_on_the_rolled_squares_green_purple_green_rolling_again_when_taken() {
    let board = shipped_board();
    let mut rerolled = 0;
    for seed in 0..300 {
        let snap = start(2, seed).snapshot().game;
        // Replay the table's generator: the shuffle first, then one die per saucer.
        let mut rng = GameRng::seeded(seed);
        let mut values = board.creams.clone();
        rng.shuffle(&mut values);
        let mut taken = Vec::new();
        for (i, list) in [
            &board.saucers.green,
            &board.saucers.purple,
            &board.saucers.green,
        ]
        .into_iter()
        .enumerate()
        {
            let mut sq = list[rng.d6() as usize - 1];
            while taken.contains(&sq) {
                rerolled += 1;
                sq = list[rng.d6() as usize - 1];
            }
            taken.push(sq);
            assert_eq!(snap.saucers[i].square, sq, "seed {seed}, saucer {i}");
        }
    }
    assert!(
        rerolled > 0,
        "some seed rolled a taken square and rolled again"
    );
}

#[test]
fn blockers_are_shared_out_evenly_and_the_rest_go_back_in_the_box() {
    for (players, each, boxed) in [(2, 5, 0), (3, 3, 1), (4, 2, 2)] {
        let stocks = start(players, 1).snapshot().game.stocks;
        assert!(
            stocks
                .seats
                .iter()
                .all(|s| s.blockers == each && !s.catnip_used),
            "{players} players"
        );
        assert_eq!(stocks.blockers_in_box, boxed);
    }
}

#[test]
fn seat_one_starts_with_every_cat_off_the_board() {
    for players in 2..=4 {
        let sim = start(players, 3);
        assert_eq!(sim.to_act(), Some(S0));
        assert!(
            position(sim.world())
                .cats
                .iter()
                .all(|c| c.square.is_none())
        );
    }
}

#[test]
fn only_two_to_four_players_sit_down() {
    for players in [1, 5] {
        let mut s = setup(4, 1);
        s.seats.truncate(players.min(4));
        while s.seats.len() < players {
            s.seats.push(s.seats[0].clone());
        }
        assert!(GameSim::<CatFight>::start(&s).is_err(), "{players} players");
    }
}

/// A smaller board with a square blue zone of its own, other saucer squares and values.
fn modded() -> BoardDef {
    let mut blue: Vec<(u8, u8)> = (0..7).map(|x| (x, 0)).collect();
    blue.extend((0..7).map(|x| (x, 7)));
    BoardDef {
        width: 7,
        height: 8,
        blue_zone: Zone::Squares(blue),
        saucers: SaucerSquares {
            green: vec![(1, 2), (3, 2), (5, 2), (1, 3), (3, 3), (5, 3)],
            purple: vec![(1, 5), (3, 5), (5, 5), (1, 4), (3, 4), (5, 4)],
        },
        creams: vec![2, 2, 2, 3, 3, 3, 4, 4, 4, 6, 6, 9],
    }
}

#[test]
fn a_modded_board_loads_and_plays_to_the_end() {
    // Through the level loader, as a modder's file would come.
    let text = r#"
        // A small board: blue only along the top and bottom rows.
        CatFightBoard(
            width: 7,
            height: 8,
            blue_zone: Squares([(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0),
                                (0, 7), (1, 7), (2, 7), (3, 7), (4, 7), (5, 7), (6, 7)]),
            saucers: (
                green: [(1, 2), (3, 2), (5, 2), (1, 3), (3, 3), (5, 3)],
                purple: [(1, 5), (3, 5), (5, 5), (1, 4), (3, 4), (5, 4)],
            ),
            creams: [2, 2, 2, 3, 3, 3, 4, 4, 4, 6, 6, 9],
        )"#;
    let level = parse_level("modded.ron", text).unwrap_or_else(|e| panic!("{e}"));
    let Level::CatFightBoard(board) = level else {
        panic!("a Cat Fight board")
    };
    assert_eq!(board, modded());
    for seed in 0..10 {
        let mut sim = Sim::start(&setup_on(board.clone(), 3, seed)).unwrap();
        let snap = sim.snapshot().game;
        assert!(
            snap.saucers
                .iter()
                .all(|s| board.saucers.green.contains(&s.square)
                    || board.saucers.purple.contains(&s.square))
        );
        let first = sim.legal_actions(S0);
        assert_eq!(first.len(), 14 * 8, "entries only on the 14 blue squares");
        let mut bots: Vec<Box<dyn Bot<CatFight>>> = vec![
            Box::new(NormalBot),
            Box::new(NormalBot),
            Box::new(NormalBot),
        ];
        while let Some(seat) = sim.to_act() {
            let a = sim.bot_choice(seat, bots[seat.index()].as_mut());
            if let CatFightAction::PlaceBlocker(sq) = a {
                assert!(!board.is_blue(sq));
            }
            act(&mut sim, seat, a);
        }
        let out = sim.outcome().unwrap();
        let total: i64 = out.scores.iter().sum();
        assert!(total > 0, "somebody sipped something on the small board");
    }
}

#[test]
fn a_table_on_another_kind_of_level_is_refused() {
    let mut s = setup(2, 1);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/catastrophes.ron");
    s.level = parse_level(path, &std::fs::read_to_string(path).unwrap()).unwrap();
    let err = GameSim::<CatFight>::start(&s).err().expect("refused");
    assert!(err.contains("CatFightBoard"), "{err}");
}
