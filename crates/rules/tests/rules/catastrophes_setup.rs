//! Setting up a table: players, cats and cubes, the draw pile, the deal, the tokens.

use crate::catastrophes_common::*;
use mogland_rules::core::{Game, GameSim, SeatId};
use mogland_rules::games::catastrophes::{Catastrophes, build_deck};
use mogland_rules::levels::Level;

#[test]
fn two_to_six_players_each_get_a_cat_and_a_cube_on_zero() {
    for players in 2..=6 {
        let sim = start(players, 7);
        let snap = sim.snapshot().game;
        assert_eq!(snap.cats.len(), players);
        for (i, cat) in snap.cats.iter().enumerate() {
            assert_eq!(cat.seat, SeatId(i as u8));
            assert_eq!(
                cat.punishment, 0,
                "every cube starts on 0 of the score tracker"
            );
        }
        assert_eq!(sim.scores(), vec![0; players]);
    }
}

#[test]
fn one_or_seven_players_are_refused() {
    for players in [1, 7] {
        let err = GameSim::<Catastrophes>::start(&setup(players, 1, false))
            .err()
            .expect("refused");
        assert!(err.contains("2 to 6 players"), "{err}");
    }
}

#[test]
fn the_draw_pile_uses_one_set_per_player_and_all_four_from_four_players() {
    let Level::CatastrophesDeck(deck) = level() else {
        panic!("a deck")
    };
    for (players, sets) in [(2, 2), (3, 3), (4, 4), (5, 4), (6, 4)] {
        let sim = start(players, 3);
        let snap = sim.snapshot().game;
        assert_eq!(snap.rules.deck.len(), 16 * sets, "{players} players");
        assert_eq!(snap.rules.deck, build_deck(&deck, players));
        let mut built = build_deck(&deck, players);
        built.sort();
        assert_eq!(
            all_cards(&snap),
            built,
            "every card of the sets in play is on the table"
        );
    }
}

#[test]
fn the_pile_is_shuffled_and_five_cards_are_dealt_to_each_player() {
    for players in 2..=6 {
        let snap = start(players, 11).snapshot().game;
        for cat in &snap.cats {
            assert_eq!(cat.hand.len(), 5);
            assert!(cat.face_down.is_none());
        }
        let in_play = 16 * players.min(4);
        assert_eq!(snap.pile.draw.len(), in_play - 5 * players);
        assert!(snap.pile.discard.is_empty());
    }
    // The seed decides the order: two seeds deal different hands, one seed always the same.
    let hands = |seed| {
        start(4, seed)
            .snapshot()
            .game
            .cats
            .iter()
            .map(|c| c.hand.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(hands(5), hands(5));
    assert_ne!(hands(5), hands(6));
}

#[test]
fn the_mischief_token_starts_on_zero_and_seat_zero_holds_the_first_player_token() {
    let sim = start(4, 2);
    let snap = sim.snapshot().game;
    assert_eq!(snap.scale, 0);
    assert_eq!(snap.first_player, SeatId(0));
    assert_eq!(snap.round.round, 1);
    assert_eq!(sim.to_act(), Some(SeatId(0)), "the first player acts first");
}

#[test]
fn a_table_needs_a_catastrophes_deck() {
    let mut s = setup(4, 1, false);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/cat_fight.ron");
    s.level = mogland_rules::levels::parse_level(
        "cat_fight.ron",
        &std::fs::read_to_string(path).unwrap(),
    )
    .unwrap();
    let mut world = bevy_ecs::world::World::new();
    world.insert_resource(mogland_rules::core::GameRng::seeded(1));
    let err = Catastrophes::start(&mut world, &s).unwrap_err();
    assert!(err.contains("CatastrophesDeck"), "{err}");
}
