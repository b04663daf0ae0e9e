//! The check every card game's bots pass: at many decisions, the bot's choice on the real
//! table and on tables whose hidden cards were dealt again (consistently with what its seat
//! sees) must be the same.

use mogland_rules::core::{Bot, Game, GameRng, GameSim, SeatId, TableSnapshot};

pub type SnapOf<G> = TableSnapshot<<G as Game>::Snapshot, <G as Game>::Action>;

/// Plays games from `start(seed)` with `driver` at every seat and, at `positions` decisions
/// with a choice, compares `bot`'s choice with its choice on two `permute`d tables.
pub fn decisions_ignore_hidden_cards<G: Game>(
    start: impl Fn(u64) -> GameSim<G>,
    permute: impl Fn(&SnapOf<G>, SeatId, &mut GameRng) -> SnapOf<G>,
    mut bot: Box<dyn Bot<G>>,
    mut driver: Box<dyn Bot<G>>,
    positions: usize,
) where
    G::Observation: PartialEq,
{
    let mut rng = GameRng::seeded(99);
    let mut checked = 0;
    let mut changed = 0;
    'games: for seed in 0..40u64 {
        let mut sim = start(seed);
        while let Some(seat) = sim.to_act() {
            if sim.legal_actions(seat).len() > 1 && sim.log().len().is_multiple_of(3) {
                let snap = sim.snapshot();
                let choice = sim.bot_choice(seat, bot.as_mut());
                for _ in 0..2 {
                    let shuffled = permute(&snap, seat, &mut rng);
                    changed += (shuffled != snap) as usize;
                    let mut other = GameSim::<G>::empty();
                    other.restore(&shuffled);
                    assert_eq!(other.observation(seat), sim.observation(seat));
                    assert_eq!(
                        other.bot_choice(seat, bot.as_mut()),
                        choice,
                        "seed {seed}, action {}",
                        sim.log().len()
                    );
                }
                checked += 1;
                if checked == positions {
                    break 'games;
                }
            }
            let action = sim.bot_choice(seat, driver.as_mut());
            sim.apply(seat, action).unwrap();
        }
    }
    assert_eq!(checked, positions);
    assert!(changed > positions, "the deals really moved hidden cards");
}
