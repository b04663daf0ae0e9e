//! Here, Kitty, Kitty! on plain data (`core::search`): the same rules as the table, action by
//! action, and a seat's sampled table agrees with what that seat sees.

use super::hkk_support::*;
use mogland_rules::core::search::{Search, lockstep};
use mogland_rules::core::{Game, GameRng};
use mogland_rules::games::here_kitty_kitty::*;

#[test]
fn plain_data_plays_exactly_as_the_table_does() {
    let mut choices = GameRng::seeded(5);
    for players in INFO.players.clone() {
        for seed in 0..6 {
            let n = lockstep::<HereKittyKitty>(&setup(players, seed), &mut choices)
                .unwrap_or_else(|e| panic!("{players} seats, seed {seed}: {e}"));
            assert!(n > 20, "a whole game was played ({n} actions)");
        }
    }
}

#[test]
fn a_sampled_table_asks_the_seat_what_the_table_asks_it_and_hides_the_rest() {
    let mut sim = start(4, 3);
    let mut rng = GameRng::seeded(9);
    let mut legal = Vec::new();
    for _ in 0..40 {
        let seat = sim.to_act().expect("the game goes on");
        let obs = HereKittyKitty::observation(sim.world(), Some(seat));
        let a = HereKittyKitty::sample(&obs, &mut GameRng::seeded(1));
        let b = HereKittyKitty::sample(&obs, &mut GameRng::seeded(2));
        assert_eq!(HereKittyKitty::asked(&a), Some(seat));
        HereKittyKitty::legal(&a, seat, &mut legal);
        assert_eq!(
            legal, obs.legal,
            "the seat may do what it may do at the table"
        );
        assert_eq!(
            a.props[seat.index()].hand,
            obs.hand,
            "its own hand is its own"
        );
        let others = |s: &State| -> Vec<_> {
            s.props
                .iter()
                .filter(|p| p.seat != seat)
                .map(|p| p.hand.clone())
                .collect()
        };
        assert_ne!(
            (others(&a), &a.pile.draw),
            (others(&b), &b.pile.draw),
            "what it cannot see is dealt from the sampler's generator"
        );
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
    }
}

#[test]
fn a_cut_playout_is_weighed_by_each_seats_standing() {
    use mogland_rules::levels::here_kitty_kitty::Zone;
    let sim = start(3, 1);
    let mut s = HereKittyKitty::state(sim.world());
    let mut out = [0.0; 3];
    HereKittyKitty::estimate(&mut (), &s, &mut out);
    assert!(
        (out.iter().sum::<f64>() - 1.0).abs() < 1e-9,
        "shares of a win"
    );
    let before = out[1];
    // Two cats in seat 1's House are 10 points on its sheet.
    s.props[1].zone_mut(Zone::House).0[0] += 2;
    HereKittyKitty::estimate(&mut (), &s, &mut out);
    assert!(
        (out.iter().sum::<f64>() - 1.0).abs() < 1e-9,
        "shares of a win"
    );
    assert!(
        out[1] > before,
        "the seat ahead gains: {before} -> {}",
        out[1]
    );
    assert!(out[1] > out[0] && out[1] > out[2], "and leads: {out:?}");
    // A cat in seat 2's Yard scores nothing yet, but it is a step from its Porch.
    let before = out[2];
    s.props[2].zone_mut(Zone::Yard).0[0] += 1;
    HereKittyKitty::estimate(&mut (), &s, &mut out);
    assert!(out[2] > before, "a Yard cat counts: {before} -> {}", out[2]);
}

#[test]
fn an_expert_playout_step_takes_one_best_action_and_now_and_then_a_random_one() {
    use mogland_rules::levels::here_kitty_kitty::Zone;
    // Play on at random until the seat on turn could step a cat out as well as in, and discard.
    let mut sim = start(3, 2);
    let mut rng = GameRng::seeded(4);
    let mut legal = Vec::new();
    let (s, seat) = loop {
        let seat = sim.to_act().expect("the game goes on");
        let s = HereKittyKitty::state(sim.world());
        HereKittyKitty::legal(&s, seat, &mut legal);
        let out = legal.iter().any(|a| {
            matches!(
                a,
                HereKittyKittyAction::Move {
                    from: Zone::Porch,
                    to: Zone::Yard,
                    ..
                }
            )
        });
        if out
            && legal
                .iter()
                .any(|a| matches!(a, HereKittyKittyAction::Discard(_)))
        {
            break (s, seat);
        }
        let all = sim.legal_actions(seat);
        sim.apply(seat, all[rng.below(all.len())].clone())
            .expect("legal");
    };
    let mut counts = vec![0u32; legal.len()];
    let mut dice = GameRng::seeded(7);
    for _ in 0..1_000 {
        counts[HereKittyKitty::playout(&mut (), &s, seat, &legal, &mut dice)] += 1;
    }
    let (best, &most) = counts
        .iter()
        .enumerate()
        .max_by_key(|(_, n)| **n)
        .expect("some legal actions");
    assert!(
        most > 850,
        "one pick most of the time: {counts:?} for {legal:?}"
    );
    assert!(
        counts.iter().filter(|&&n| n > 0).count() > legal.len() / 2,
        "the others now and then, at random: {counts:?}"
    );
    assert!(
        !matches!(legal[best], HereKittyKittyAction::Discard(_))
            && !matches!(&legal[best], HereKittyKittyAction::Move { from, to, .. } if from.outward() == Some(*to)),
        "the pick neither steps a cat out nor discards: {:?}",
        legal[best]
    );
}

#[test]
fn an_expert_playout_step_judges_a_card_once_its_choices_are_made() {
    // Special Needs Kitty takes a cat of the player's choice straight into the House: 5 points,
    // and 10 more for a House of one colour. Judged before its choice is made it would only
    // cost a card, and a playout would step a cat into the Yard instead.
    let (_, mut snap) = bare(2, 3);
    give(&mut snap, S0, "Special Needs Kitty");
    let sim = restored(&snap);
    let s = HereKittyKitty::state(sim.world());
    let mut legal = Vec::new();
    HereKittyKitty::legal(&s, S0, &mut legal);
    let kitty = card("Special Needs Kitty");
    let play = legal
        .iter()
        .position(|a| matches!(a, HereKittyKittyAction::Play { card, .. } if *card == kitty))
        .expect("the card may be played");
    assert!(
        legal
            .iter()
            .any(|a| matches!(a, HereKittyKittyAction::Move { .. })),
        "a cat may be stepped instead: {legal:?}"
    );
    let mut dice = GameRng::seeded(7);
    let played = (0..1_000)
        .filter(|_| HereKittyKitty::playout(&mut (), &s, S0, &legal, &mut dice) == play)
        .count();
    assert!(
        played > 850,
        "the card is played but when the step wanders: {played} of 1000 among {legal:?}"
    );
}
