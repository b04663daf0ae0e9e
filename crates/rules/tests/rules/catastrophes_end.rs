//! The end of a round (discards, first-player token) and of the game (empty pile or 20
//! punishment points; cards left in hand; lowest punishment wins).

use crate::catastrophes_common::*;
use mogland_rules::core::{Arg, Game, Hand, SeatId, Text};
use mogland_rules::games::catastrophes::{
    Card, Catastrophes, CatastrophesAction, CatastrophesEvent, PunishReason,
};

use CatastrophesAction::{Draw, Place};

/// `summary` is the message `id`, ending `how`, won by `who` (a name, or a list of names as
/// the name of each in turn) with `points` punishment points.
fn says(summary: &Text, id: &str, how: &str, who: &[&str], points: i64) {
    assert!(summary.is(id), "{summary}");
    let Some(Arg::Text(ended)) = summary.arg("how") else {
        panic!("how the game ended: {summary}")
    };
    assert!(ended.is(how), "{summary}");
    assert_eq!(
        summary.arg("points"),
        Some(&Arg::Number(points)),
        "{summary}"
    );
    let names: Vec<&str> = match summary.arg("who") {
        Some(Arg::Name(one)) => vec![one.as_str()],
        // A list: "a, b and c" is a name and the list of the rest, down to the last two.
        Some(Arg::Text(list)) => {
            let parts = list.parts();
            let (last, more) = parts.split_last().unwrap();
            assert!(last.is("cx-names-two"), "{summary}");
            assert!(more.iter().all(|t| t.is("cx-names-more")), "{summary}");
            parts
                .iter()
                .flat_map(|t| ["first", "second"].map(|a| t.arg(a)))
                .flatten()
                .map(|a| match a {
                    Arg::Name(n) => n.as_str(),
                    Arg::Text(rest) => panic!("a name, not {rest}: {summary}"),
                    Arg::Words(w) => panic!("a player's name, not a level's {w:?}: {summary}"),
                    Arg::Number(n) => panic!("a name, not {n}: {summary}"),
                })
                .collect()
        }
        other => panic!("the winners, not {other:?}: {summary}"),
    };
    assert_eq!(names, who, "{summary}");
}

#[test]
fn at_the_end_of_a_round_played_cards_are_discarded_and_the_first_player_token_moves_clockwise() {
    let mut snap = scene(3, false);
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2)]);
    snap.game.cats[1].hand = Hand(vec![Card::cuddle(3)]);
    let mut sim = play(&snap);
    sim.apply(
        FELIX,
        Place {
            card: Card::mischief(2),
            target: ADA,
        },
    )
    .unwrap();
    sim.apply(
        JEREMY,
        Place {
            card: Card::cuddle(3),
            target: JEREMY,
        },
    )
    .unwrap();
    sim.apply(ADA, Draw { count: 1 }).unwrap();
    let game = sim.snapshot().game;
    assert!(game.cats.iter().all(|c| c.face_down.is_none()));
    let mut discards = game.pile.discard.clone();
    discards.sort();
    assert_eq!(discards, vec![Card::mischief(2), Card::cuddle(3)]);
    assert_eq!(game.first_player, JEREMY);
    assert_eq!(game.round.round, 2);
    assert_eq!(
        sim.to_act(),
        Some(JEREMY),
        "the new first player starts the next round"
    );
    // Around the table and back to Felix.
    for _ in 0..2 {
        for _ in 0..3 {
            let seat = sim.to_act().unwrap();
            sim.apply(seat, Draw { count: 1 }).unwrap();
        }
    }
    assert_eq!(sim.snapshot().game.first_player, FELIX);
}

#[test]
fn the_game_ends_at_the_end_of_the_round_in_which_the_draw_pile_ran_out() {
    let mut snap = scene(3, false);
    snap.game.cats[1].hand = Hand(vec![Card::mischief(2)]);
    snap.game.pile.draw = vec![Card::cuddle(2), Card::mischief(3)];
    let mut sim = play(&snap);
    sim.apply(FELIX, Draw { count: 2 }).unwrap();
    assert_eq!(
        sim.to_act(),
        Some(JEREMY),
        "the round goes on after the pile runs out"
    );
    sim.apply(
        JEREMY,
        Place {
            card: Card::mischief(2),
            target: ADA,
        },
    )
    .unwrap();
    assert_eq!(sim.legal_actions(ADA), vec![CatastrophesAction::Pass]);
    sim.apply(ADA, CatastrophesAction::Pass).unwrap();
    assert_eq!(sim.to_act(), None);
    let end = sim.snapshot().game.end.expect("the game is over");
    assert!(end.by_empty_pile && !end.by_points);
    let outcome = sim.outcome().unwrap();
    let Some(Arg::Text(how)) = outcome.summary.arg("how") else {
        panic!("how the game ended: {}", outcome.summary)
    };
    assert!(how.is("cx-summary-pile"), "{}", outcome.summary);
}

#[test]
fn the_game_ends_at_the_end_of_the_round_in_which_a_cat_reaches_twenty_points() {
    let mut snap = scene(3, false);
    snap.game.scale = 17;
    snap.game.cats[1].punishment = 18;
    let sim = reveal(snap.clone(), &[(JEREMY, Card::mischief(3), FELIX)]);
    assert_eq!(punishment(&sim)[1], 21);
    assert_eq!(sim.to_act(), None);
    let end = sim.snapshot().game.end.expect("the game is over");
    assert!(end.by_points && !end.by_empty_pile);
    // One point short and the game goes on.
    snap.game.cats[1].punishment = 16;
    let sim = reveal(snap, &[(JEREMY, Card::mischief(3), FELIX)]);
    assert_eq!(sim.to_act(), Some(JEREMY));
}

#[test]
fn mischief_and_trick_cards_left_in_hand_add_their_values_and_cuddles_do_not_subtract() {
    let mut snap = scene(3, false);
    snap.game.cats[0].punishment = 4;
    snap.game.cats[0].hand = Hand(vec![Card::mischief(3), Card::trick(5), Card::cuddle(6)]);
    snap.game.cats[1].punishment = 6;
    snap.game.cats[1].hand = Hand(vec![Card::cuddle(4)]);
    snap.game.cats[2].punishment = 2;
    snap.game.cats[2].hand = Hand(vec![Card::mischief(2)]);
    snap.game.pile.draw = vec![Card::cuddle(1)];
    let mut sim = play(&snap);
    sim.apply(FELIX, Draw { count: 1 }).unwrap();
    sim.apply(
        JEREMY,
        Place {
            card: Card::cuddle(4),
            target: ADA,
        },
    )
    .unwrap();
    sim.apply(
        ADA,
        Place {
            card: Card::mischief(2),
            target: JEREMY,
        },
    )
    .unwrap();
    assert_eq!(sim.scores(), vec![4 + 8, 6, 2]);
    let end = sim.snapshot().game.end.expect("the game is over");
    assert_eq!(end.hand_points, vec![8, 0, 0]);
    assert!(
        sim.snapshot()
            .game
            .last_reveal
            .contains(&CatastrophesEvent::Punished {
                seat: FELIX,
                delta: 8,
                total: 12,
                reason: PunishReason::CardsInHand
            })
    );
    let outcome = sim.outcome().unwrap();
    assert_eq!(outcome.winners, vec![ADA], "the lowest punishment wins");
    assert_eq!(outcome.scores, vec![12, 6, 2]);
    says(
        &outcome.summary,
        "cx-summary-wins",
        "cx-summary-pile",
        &["Ada"],
        2,
    );
}

/// Ends a three-seat game: Felix and Jeremy have acted, Ada draws the pile's last card (a
/// cuddle 1, which costs nothing) and the final count is made.
fn final_count(hands: [Vec<Card>; 3], punishment: [u32; 3]) -> mogland_rules::core::Outcome {
    let mut snap = scene(3, false);
    snap.game.pile.draw = vec![Card::cuddle(1)];
    for (i, hand) in hands.into_iter().enumerate() {
        snap.game.cats[i].hand = Hand(hand);
        snap.game.cats[i].punishment = punishment[i];
    }
    let mut sim = play(&before_reveal(snap, &[]));
    sim.apply(ADA, Draw { count: 1 }).unwrap();
    sim.outcome().unwrap()
}

#[test]
fn a_tie_on_punishment_goes_to_the_fewest_cards_left_in_hand() {
    let outcome = final_count(
        [
            vec![Card::cuddle(2)],
            vec![Card::cuddle(2), Card::cuddle(3)],
            vec![],
        ],
        [5, 5, 9],
    );
    assert_eq!(outcome.scores, vec![5, 5, 9]);
    assert_eq!(
        outcome.winners,
        vec![FELIX],
        "one card left against Jeremy's two"
    );
    says(
        &outcome.summary,
        "cx-summary-wins-on-hand",
        "cx-summary-pile",
        &["Felix"],
        5,
    );
}

#[test]
fn a_tie_on_punishment_and_on_cards_in_hand_is_a_shared_win() {
    let outcome = final_count(
        [vec![Card::cuddle(2)], vec![Card::cuddle(3)], vec![]],
        [5, 5, 6],
    );
    assert_eq!(outcome.winners, vec![FELIX, JEREMY]);
    says(
        &outcome.summary,
        "cx-summary-shared",
        "cx-summary-pile",
        &["Felix", "Jeremy"],
        5,
    );
    let outcome = final_count(
        [vec![Card::cuddle(2)], vec![Card::cuddle(3)], vec![]],
        [5, 5, 5],
    );
    assert_eq!(outcome.winners, vec![FELIX, JEREMY, ADA]);
    says(
        &outcome.summary,
        "cx-summary-shared",
        "cx-summary-pile",
        &["Felix", "Jeremy", "Ada"],
        5,
    );
}

#[test]
fn stats_say_how_the_game_ended_and_after_how_many_rounds() {
    let mut snap = scene(2, false);
    snap.game.pile.draw = vec![Card::cuddle(1)];
    snap.game.round.round = 7;
    let mut sim = play(&snap);
    sim.apply(FELIX, Draw { count: 1 }).unwrap();
    sim.apply(JEREMY, CatastrophesAction::Pass).unwrap();
    let stats = Catastrophes::stats(sim.world());
    assert_eq!(
        stats,
        vec![
            ("rounds", 7.0),
            ("ended by 20 points", 0.0),
            ("ended by empty pile", 1.0)
        ]
    );
    assert_eq!(sim.to_act(), None::<SeatId>);
}
