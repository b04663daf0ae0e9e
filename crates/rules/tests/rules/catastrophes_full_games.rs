//! Whole games between bots with the rules' invariants checked after every action; replays and
//! snapshots give back exactly the same game.

use crate::catastrophes_common::*;
use mogland_rules::core::{Bot, EasyBot, Game, GameSim, SeatId};
use mogland_rules::games::catastrophes::{Catastrophes, CatastrophesSnapshot, NormalBot};

/// Every card is in exactly one place; the token is on the scale; one card at most before a
/// cat; the game ended only for one of the rulebook's two reasons.
fn check_invariants(
    sim: &GameSim<Catastrophes>,
    deck: &[mogland_rules::games::catastrophes::Card],
    context: &str,
) {
    let game: CatastrophesSnapshot = sim.snapshot().game;
    assert_eq!(
        all_cards(&game),
        deck,
        "{context}: the cards in play are exactly the deck built"
    );
    assert!(
        game.scale < 20,
        "{context}: the token is on 0..=19 between actions, got {}",
        game.scale
    );
    let placed = game.cats.iter().filter(|c| c.face_down.is_some()).count();
    assert!(
        placed <= game.round.acted(),
        "{context}: no more face-down cards than actions"
    );
    match game.end.as_ref() {
        None => {
            assert!(sim.to_act().is_some(), "{context}");
            assert!(
                game.cats.iter().all(|c| c.punishment < 20),
                "{context}: 20 points ends the game"
            );
        }
        Some(end) => {
            assert!(end.by_empty_pile == game.pile.draw.is_empty(), "{context}");
            assert!(
                end.by_points || end.by_empty_pile,
                "{context}: a game ends for a reason"
            );
            assert_eq!(sim.to_act(), None, "{context}");
        }
    }
}

#[test]
fn two_hundred_easy_games_keep_every_invariant_to_the_end() {
    let mut endings = (0, 0);
    for seed in 0..200u64 {
        let players = 2 + (seed % 5) as usize;
        let mut sim = start(players, seed);
        let mut deck = sim.snapshot().game.rules.deck.clone();
        deck.sort();
        let mut bot = EasyBot;
        let mut scores = sim.scores();
        let mut actions = 0;
        check_invariants(&sim, &deck, &format!("seed {seed} start"));
        while let Some(seat) = sim.to_act() {
            let action = sim.bot_choice(seat, &mut bot);
            sim.apply(seat, action)
                .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
            actions += 1;
            check_invariants(&sim, &deck, &format!("seed {seed} action {actions}"));
            scores = sim.scores();
            assert!(actions < 1000, "seed {seed}: the game must end");
        }
        let end = sim.snapshot().game.end.expect("the game is over");
        endings.0 += end.by_points as u32;
        endings.1 += end.by_empty_pile as u32;
        let outcome = sim.outcome().unwrap();
        assert_eq!(outcome.scores, scores.clone());
        let best = *scores.iter().min().unwrap();
        assert!(
            outcome.winners.iter().all(|w| scores[w.index()] == best),
            "seed {seed}: the lowest wins"
        );
    }
    assert!(
        endings.0 > 0 && endings.1 > 0,
        "both endings happen: {endings:?}"
    );
}

#[test]
fn the_same_seed_and_actions_give_the_same_game() {
    for seed in [3u64, 14, 15] {
        let mut sim = start(4, seed);
        let mut bots: Vec<Box<dyn Bot<Catastrophes>>> = vec![
            Box::new(NormalBot::default()),
            Box::new(EasyBot),
            Box::new(NormalBot::default()),
            Box::new(EasyBot),
        ];
        sim.play_out(&mut bots, 10_000).unwrap();
        let log = sim.log().to_vec();
        let replayed = GameSim::<Catastrophes>::replay(sim.setup(), &log).unwrap();
        assert_eq!(replayed.outcome(), sim.outcome());
        assert_eq!(replayed.scores(), sim.scores());
        assert_eq!(replayed.snapshot(), sim.snapshot());
    }
}

#[test]
fn snapshot_restore_snapshot_round_trips_exactly_even_through_ron() {
    let mut sim = start(5, 21);
    let mut bot = EasyBot;
    for step in 0..60 {
        let Some(seat) = sim.to_act() else { break };
        let snap = sim.snapshot();
        let text = ron::to_string(&snap).unwrap();
        let back = ron::from_str(&text).unwrap();
        assert_eq!(snap, back, "step {step}: RON round trip");
        let mut other = GameSim::<Catastrophes>::empty();
        other.restore(&back);
        assert_eq!(other.snapshot(), snap, "step {step}: restore round trip");
        // The restored table plays on exactly like the original.
        let action = sim.bot_choice(seat, &mut bot);
        assert_eq!(other.bot_choice(seat, &mut bot), action);
        sim.apply(seat, action).unwrap();
        other.apply(seat, action).unwrap();
        assert_eq!(
            other.snapshot(),
            sim.snapshot(),
            "step {step}: the same after the next action"
        );
    }
}

#[test]
fn scores_and_observations_agree_with_the_state() {
    let mut sim = start(4, 8);
    let mut bot = EasyBot;
    for _ in 0..30 {
        let seat = sim.to_act().unwrap();
        let game = sim.snapshot().game;
        for s in 0..4u8 {
            let obs = Catastrophes::observation(sim.world(), Some(SeatId(s)));
            assert_eq!(obs.hand, game.cats[s as usize].hand.0);
            assert_eq!(obs.scale, game.scale);
            assert_eq!(obs.draw_pile, game.pile.draw.len());
            assert_eq!(obs.discards, game.pile.discard);
            assert_eq!(obs.legal.is_empty(), SeatId(s) != seat);
            assert_eq!(
                obs.unseen().len() + obs.hand.len() + obs.discards.len() + own_placed(&obs),
                game.rules.deck.len()
            );
        }
        let action = sim.bot_choice(seat, &mut bot);
        sim.apply(seat, action).unwrap();
    }
}

fn own_placed(obs: &mogland_rules::games::catastrophes::CatastrophesObservation) -> usize {
    obs.face_down
        .iter()
        .flatten()
        .filter(|v| v.card.is_some())
        .count()
}
