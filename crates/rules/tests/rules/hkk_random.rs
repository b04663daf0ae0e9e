//! Random legal play at every table size: no panic, the 40 cats and the cards in play are
//! conserved after every action, and every game ends.

use crate::hkk_support::*;

#[test]
fn random_games_keep_every_cat_and_card_and_end() {
    let games: u64 = std::env::var("HKK_SOAK")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(8);
    for seed in 0..games {
        for players in [2, 3, 4, 5, 6] {
            random_game(players, seed * 7 + players as u64);
        }
    }
}
