//! Grand Prrrrix on plain data (`core::search`): the same rules as the table, action by
//! action, and a seat's sampled table agrees with what that seat sees.

use super::gp_support::*;
use mogland_rules::core::search::{Search, lockstep};
use mogland_rules::core::{Game, GameRng};
use mogland_rules::games::grand_prrrrix::*;

#[test]
fn plain_data_plays_exactly_as_the_table_does() {
    let mut choices = GameRng::seeded(5);
    let variant_sets: [&[&str]; 4] = [
        &[],
        &["shorter-course"],
        &["bidirectional"],
        &["shorter-course", "bidirectional", "personal-space"],
    ];
    for players in INFO.players.clone() {
        for seed in 0..4 {
            let variants = variant_sets[seed as usize % variant_sets.len()];
            let n = lockstep::<GrandPrrrrix>(&setup_with(players, seed, variants), &mut choices)
                .unwrap_or_else(|e| panic!("{players} seats, seed {seed}, {variants:?}: {e}"));
            assert!(n > 50, "a whole game was played ({n} actions)");
        }
    }
}

#[test]
fn a_sampled_table_asks_the_seat_what_the_table_asks_it_and_hides_the_rest() {
    let mut sim = start(4, 3);
    let mut rng = GameRng::seeded(9);
    let mut legal = Vec::new();
    let mut differed = false;
    for _ in 0..60 {
        let seat = sim.to_act().expect("the game goes on");
        let obs = GrandPrrrrix::observation(sim.world(), Some(seat));
        let a = GrandPrrrrix::sample(&obs, &mut GameRng::seeded(1));
        let b = GrandPrrrrix::sample(&obs, &mut GameRng::seeded(2));
        assert_eq!(GrandPrrrrix::asked(&a), Some(seat));
        GrandPrrrrix::legal(&a, seat, &mut legal);
        assert_eq!(
            legal, obs.legal,
            "the seat may do what it may do at the table"
        );
        differed |= a.deck.draw != b.deck.draw;
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
    }
    assert!(
        differed,
        "the cards to come are dealt from the sampler's generator"
    );
}
