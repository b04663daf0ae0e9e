//! Cat'astrophes on plain data (`core::search`): the searches' state steps exactly as the
//! table's rule system does, and a sampled table fits what its seat has seen.

use crate::catastrophes_common::*;
use mogland_rules::core::search::{self, Search};
use mogland_rules::core::{GameRng, SeatId};
use mogland_rules::games::catastrophes::{Card, Catastrophes, CatastrophesAction, State};

#[test]
fn plain_data_and_the_table_agree_action_by_action_at_every_table_size_and_with_wild_cats() {
    for players in 2..=6 {
        for wild_cats in [false, true] {
            for seed in 0..12 {
                let table = setup(players, seed, wild_cats);
                let mut choices = GameRng::seeded(1000 + seed);
                let n =
                    search::lockstep::<Catastrophes>(&table, &mut choices).unwrap_or_else(|e| {
                        panic!("{players} seats, wild cats {wild_cats}, seed {seed}: {e}")
                    });
                assert!(n > players, "a game lasts more than a round ({n} actions)");
            }
        }
    }
}

#[test]
fn plain_data_and_the_table_agree_when_a_cat_reaches_twenty_points() {
    // Everyone close to 20 with high cards in hand: rounds end games by points, and cards
    // kept in hand count at the end.
    for seed in 0..12 {
        let table = setup(4, seed, seed % 2 == 1);
        let mut sim = mogland_rules::core::GameSim::<Catastrophes>::start(&table).unwrap();
        let mut snap = sim.snapshot();
        for cat in &mut snap.game.cats {
            cat.punishment = 17;
        }
        snap.game.scale = 8;
        sim.restore(&snap);
        let mut s = Catastrophes::state(sim.world());
        let mut dice = GameRng::seeded(seed);
        let mut choices = GameRng::seeded(seed + 50);
        let mut legal = Vec::new();
        while let Some(seat) = Catastrophes::asked(&s) {
            assert_eq!(sim.to_act(), Some(seat));
            Catastrophes::legal(&s, seat, &mut legal);
            assert_eq!(legal, sim.legal_actions(seat));
            let a = legal[choices.below(legal.len())];
            sim.apply(seat, a).unwrap();
            Catastrophes::step(&mut s, seat, &a, &mut dice);
            assert_eq!(Catastrophes::state(sim.world()), s);
        }
        let mut shares = [0.0; 4];
        assert!(Catastrophes::result(&s, &mut shares));
        let winners = sim.outcome().unwrap().winners;
        for (i, v) in shares.iter().enumerate() {
            assert_eq!(*v > 0.0, winners.contains(&SeatId(i as u8)));
        }
        assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}

/// Every card of `s`, sorted.
fn all_cards(s: &State) -> Vec<Card> {
    let mut cards: Vec<Card> = s
        .cats
        .iter()
        .flat_map(|c| c.hand.0.iter().copied().chain(c.face_down.map(|p| p.card)))
        .chain(s.pile.draw.iter().copied())
        .chain(s.pile.discard.iter().copied())
        .collect();
    cards.sort();
    cards
}

#[test]
fn a_sampled_table_asks_the_same_seat_the_same_and_deals_only_what_it_cannot_see() {
    for players in [2, 3, 4, 6] {
        let mut sim = start(players, 7);
        let mut choices = GameRng::seeded(players as u64);
        // Several points of a game: after 0, 5, 10… random actions.
        for stop in 0..6 {
            let Some(seat) = sim.to_act() else { break };
            let obs = sim.observation(seat);
            let truth = Catastrophes::state(sim.world());
            let mut hidden = Vec::new();
            for seed in 0..8 {
                let s = Catastrophes::sample(&obs, &mut GameRng::seeded(seed));
                assert_eq!(Catastrophes::asked(&s), Some(seat), "stop {stop}");
                let mut legal = Vec::new();
                Catastrophes::legal(&s, seat, &mut legal);
                assert_eq!(legal, obs.legal);
                assert_eq!(s.cats[seat.index()].hand, truth.cats[seat.index()].hand);
                for (c, t) in s.cats.iter().zip(&truth.cats) {
                    assert_eq!(c.hand.len(), t.hand.len());
                    assert_eq!(c.punishment, t.punishment);
                    assert_eq!(c.face_down.map(|p| p.by), t.face_down.map(|p| p.by));
                    // What this seat placed it saw.
                    if let Some(p) = t.face_down.filter(|p| p.by == seat) {
                        assert_eq!(c.face_down.unwrap().card, p.card);
                    }
                }
                assert_eq!(s.pile.draw.len(), truth.pile.draw.len());
                assert_eq!(s.pile.discard, truth.pile.discard);
                assert_eq!(
                    (s.scale, s.first, &s.round, &s.rules),
                    (truth.scale, truth.first, &truth.round, &truth.rules)
                );
                assert_eq!(all_cards(&s), all_cards(&truth));
                // It plays on to the end.
                assert!(
                    search::random_games::<Catastrophes>(
                        std::slice::from_ref(&s),
                        1,
                        &mut GameRng::seeded(seed)
                    ) > 0
                );
                let others: Vec<_> = s
                    .cats
                    .iter()
                    .filter(|c| c.seat != seat)
                    .map(|c| c.hand.clone())
                    .collect();
                hidden.push((others, s.pile.draw.clone()));
            }
            hidden.sort_by_key(|h| format!("{h:?}"));
            hidden.dedup();
            assert!(
                hidden.len() > 1,
                "{players} seats, stop {stop}: every sample dealt the same"
            );
            for _ in 0..5 {
                let Some(seat) = sim.to_act() else { break };
                let legal = sim.legal_actions(seat);
                sim.apply(seat, legal[choices.below(legal.len())]).unwrap();
            }
        }
    }
}

#[test]
fn the_estimate_favours_the_cat_with_fewest_points_and_shares_one_win() {
    let mut snap = scene(3, false);
    snap.game.cats[0].punishment = 2;
    snap.game.cats[1].punishment = 9;
    snap.game.cats[2].punishment = 14;
    snap.game.cats[2].hand.push(Card::mischief(9));
    let s = Catastrophes::state(play(&snap).world());
    let mut out = [0.0; 3];
    Catastrophes::estimate(&mut (), &s, &mut out);
    assert!((out.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{out:?}");
    assert!(out[0] > out[1] && out[1] > out[2], "{out:?}");
    assert!(!Catastrophes::result(&s, &mut out));
}

#[test]
fn a_search_step_records_nothing_and_matches_the_table_on_a_pass() {
    // Empty hands and an empty pile: the only action is to pass, and the round still resolves.
    let mut snap = scene(2, false);
    snap.game.pile.draw.clear();
    snap.game.cats[1].hand.push(Card::mischief(4));
    let mut sim = play(&snap);
    let mut s = Catastrophes::state(sim.world());
    let mut legal = Vec::new();
    Catastrophes::legal(&s, FELIX, &mut legal);
    assert_eq!(legal, vec![CatastrophesAction::Pass]);
    sim.apply(FELIX, CatastrophesAction::Pass).unwrap();
    Catastrophes::step(
        &mut s,
        FELIX,
        &CatastrophesAction::Pass,
        &mut GameRng::seeded(0),
    );
    assert_eq!(Catastrophes::state(sim.world()), s);
    let place = CatastrophesAction::Place {
        card: Card::mischief(4),
        target: FELIX,
    };
    sim.apply(JEREMY, place).unwrap();
    Catastrophes::step(&mut s, JEREMY, &place, &mut GameRng::seeded(0));
    assert_eq!(Catastrophes::state(sim.world()), s);
    assert!(s.end.is_some(), "the empty pile ends the game");
}
