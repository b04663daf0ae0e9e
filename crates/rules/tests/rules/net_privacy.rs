//! The network twin of the bots' privacy check: what an online table's host sends a seat's
//! machine must not depend on anything that seat cannot see. At many positions of bot games,
//! for every seat, the table is dealt again where the seat cannot see (its hidden cards moved
//! among their places, consistently with what it sees) and given another seed and generator;
//! the bytes sent to that seat must be the same on both tables, and after the next action too,
//! as long as the action revealed nothing new to it.

use crate::bot_privacy::SnapOf;
use mogland_rules::core::net::{self, SeatView};
use mogland_rules::core::{Bot, Game, GameRng, GameSim, SeatId, TableSnapshot};

/// What a client of `seat` would be sent about the table in `sim` after `events` (with the
/// setup, as in a fresh update).
fn bytes<G: Game>(sim: &GameSim<G>, seat: SeatId, events: &[G::Event]) -> Vec<u8> {
    net::encode(&net::update_for::<G>(sim.world(), &[seat], events, true))
}

fn sim_of<G: Game>(snap: &SnapOf<G>) -> GameSim<G> {
    let mut sim = GameSim::<G>::empty();
    sim.restore(snap);
    sim
}

/// The mirror a client builds from what it was sent.
fn mirror_of<G: Game>(view: SeatView<G::Snapshot>) -> GameSim<G> {
    sim_of(&TableSnapshot::new(
        view.setup.expect("a seat's view has its setup"),
        GameRng::seeded(0),
        view.game,
    ))
}

/// Plays games from `start(seed)` with `driver` at every seat and checks `positions` of them.
pub fn sends_nothing_hidden<G: Game>(
    start: impl Fn(u64) -> GameSim<G>,
    permute: impl Fn(&SnapOf<G>, SeatId, &mut GameRng) -> SnapOf<G>,
    mut driver: Box<dyn Bot<G>>,
    positions: usize,
) where
    G::Observation: PartialEq,
{
    let mut rng = GameRng::seeded(7);
    let (mut checked, mut moved, mut after) = (0, 0, 0);
    'games: for seed in 0..60u64 {
        let mut sim = start(seed);
        while let Some(actor) = sim.to_act() {
            if sim.log().len() % 3 == 1 {
                let snap = sim.snapshot();
                let action = sim.bot_choice(actor, driver.as_mut());
                for seat in sim.setup().seat_ids() {
                    let other = permute(&snap, seat, &mut rng);
                    moved += (other.game != snap.game) as usize;
                    // Another seed and generator too for the view; the action below keeps the
                    // generator, so that a die it rolls is the same die on both tables.
                    let mut reseeded = other.clone();
                    reseeded.setup.seed = rng.next_u64();
                    reseeded.rng = GameRng::seeded(rng.next_u64());
                    let mut o = sim_of::<G>(&other);
                    let mut t = sim_of::<G>(&snap);
                    assert_eq!(
                        bytes(&t, seat, &[]),
                        bytes(&sim_of::<G>(&reseeded), seat, &[]),
                        "seed {seed}, action {}: the view of seat {} shows something hidden",
                        sim.log().len(),
                        seat.number()
                    );
                    // The client's mirror is a table the seat plays on as on the real one.
                    let view = net::seat_view::<G>(t.world(), &[seat]);
                    let mirror = mirror_of::<G>(view.clone());
                    assert_eq!(mirror.observation(seat), t.observation(seat));
                    assert_eq!(mirror.decision(), t.decision());
                    let sent: net::UpdateOf<G> = net::decode(&net::encode(&net::update_for::<G>(
                        t.world(),
                        &[seat],
                        &[],
                        true,
                    )))
                    .unwrap();
                    assert_eq!(sent.view, view, "the view reads back as it was sent");
                    // The next action on both tables, where the actor may take it on both.
                    if !o.legal_actions(actor).contains(&action) {
                        continue;
                    }
                    t.apply(actor, action.clone()).unwrap();
                    o.apply(actor, action.clone()).unwrap();
                    let (et, eo) = (
                        net::take_events::<G>(t.world_mut()),
                        net::take_events::<G>(o.world_mut()),
                    );
                    if bytes(&t, seat, &[]) == bytes(&o, seat, &[]) {
                        assert_eq!(
                            bytes(&t, seat, &et),
                            bytes(&o, seat, &eo),
                            "seed {seed}, action {}: the events sent to seat {} show something hidden: {et:?} / {eo:?}",
                            sim.log().len(),
                            seat.number()
                        );
                        after += 1;
                    }
                }
                checked += 1;
                if checked == positions {
                    break 'games;
                }
                sim.apply(actor, action).unwrap();
                continue;
            }
            let action = sim.bot_choice(actor, driver.as_mut());
            sim.apply(actor, action).unwrap();
        }
    }
    assert_eq!(checked, positions, "the games gave enough positions");
    assert!(
        moved > positions,
        "the deals really moved hidden things ({moved})"
    );
    assert!(
        after > positions,
        "updates were compared after actions ({after})"
    );
}
