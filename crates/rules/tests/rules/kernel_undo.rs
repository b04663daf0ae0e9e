//! Undo in the kernel, on the toy game: a seat takes back its own last action until something
//! hidden is revealed, a die is rolled or another seat acts; the undone action leaves the log,
//! so a replay is still exact.

use crate::toy::*;
use mogland_rules::core::undo::UNDO_RULE;
use mogland_rules::core::{GameSim, SeatId};

/// The same table: setup, generator, log and game (not the undo bookkeeping).
fn same(a: &ToySnapshot, b: &ToySnapshot) -> bool {
    a.setup == b.setup && a.rng == b.rng && a.log == b.log && a.game == b.game
}

fn with_undo(sim: GameSim<Counting>) -> GameSim<Counting> {
    let mut sim = sim;
    sim.enable_undo();
    sim
}

/// A table whose first seat is `first`.
fn table(
    setup_for: fn(usize, u64) -> mogland_rules::core::TableSetup,
    seats: usize,
    first: u8,
) -> GameSim<Counting> {
    let seed = (0..1000)
        .find(|&s| {
            GameSim::<Counting>::start(&setup_for(seats, s))
                .unwrap()
                .to_act()
                == Some(SeatId(first))
        })
        .unwrap();
    with_undo(GameSim::<Counting>::start(&setup_for(seats, seed)).unwrap())
}

#[test]
fn a_seat_takes_back_an_action_that_rolled_nothing_and_the_table_is_as_before() {
    let mut sim = table(setup, 3, 0);
    sim.apply(SeatId(0), Add(2)).unwrap();
    sim.apply(SeatId(1), Add(1)).unwrap();
    let before = sim.snapshot();
    sim.apply(SeatId(2), Add(1)).unwrap();
    assert!(sim.can_undo(SeatId(2)));
    assert!(!sim.can_undo(SeatId(1)), "only the seat that acted last");
    sim.undo(SeatId(2)).unwrap();
    assert!(
        same(&sim.snapshot(), &before),
        "the table, generator and log are as before"
    );
    assert_eq!(sim.log().len(), 2, "the undone action left the log");
    let replayed = GameSim::<Counting>::replay(sim.setup(), sim.log()).unwrap();
    assert_eq!(
        replayed.snapshot().game,
        sim.snapshot().game,
        "a replay is still exact"
    );
    // It plays on normally, and another choice can be made.
    sim.apply(SeatId(2), Add(2)).unwrap();
    assert_eq!(counter(&sim).added[2], 2);
}

#[test]
fn a_die_roll_makes_an_action_final() {
    let mut sim = table(setup, 2, 0);
    sim.apply(SeatId(0), Add(2)).unwrap();
    assert!(!sim.can_undo(SeatId(0)));
    let before = sim.snapshot();
    let r = sim.undo(SeatId(0)).expect_err("adding 2 rolled a purr");
    assert!(r.rule.is(UNDO_RULE), "{r}");
    assert!(r.detail.is("refused-undo-sealed"), "{r}");
    assert_eq!(sim.snapshot(), before);
}

#[test]
fn another_seat_acting_makes_an_action_final() {
    let mut sim = table(setup, 2, 0);
    sim.apply(SeatId(0), Add(1)).unwrap();
    assert!(sim.can_undo(SeatId(0)));
    sim.apply(SeatId(1), Add(1)).unwrap();
    assert!(!sim.can_undo(SeatId(0)));
    let r = sim.undo(SeatId(0)).expect_err("seat 2 acted since");
    assert!(r.detail.is("refused-undo-another-acted"), "{r}");
    sim.undo(SeatId(1)).unwrap();
    assert!(
        !sim.can_undo(SeatId(0)),
        "undoing the other seat does not reopen the first"
    );
}

#[test]
fn without_undo_switched_on_nothing_can_be_taken_back() {
    let mut sim = start(2, 1);
    let seat = sim.to_act().unwrap();
    sim.apply(seat, Add(1)).unwrap();
    assert!(!sim.can_undo(seat));
    let r = sim.undo(seat).unwrap_err();
    assert!(r.detail.is("refused-undo-nothing-yours"), "{r}");
}

#[test]
fn an_answer_in_a_window_can_be_taken_back_until_another_seat_answers_and_the_closing_one_cannot() {
    let mut sim = table(snap_setup, 4, 0);
    sim.apply(SeatId(0), Add(1)).unwrap();
    let open = sim.snapshot();
    sim.apply(SeatId(2), Snap).unwrap();
    assert!(sim.can_undo(SeatId(2)));
    sim.undo(SeatId(2)).unwrap();
    assert!(same(&sim.snapshot(), &open));
    sim.apply(SeatId(2), Pass).unwrap();
    sim.apply(SeatId(3), Pass).unwrap();
    assert!(!sim.can_undo(SeatId(2)), "seat 4 answered since");
    sim.apply(SeatId(1), Snap).unwrap();
    assert!(
        !sim.can_undo(SeatId(1)),
        "the last answer showed every answer: it stands"
    );
}

#[test]
fn the_end_of_the_game_is_final() {
    let mut sim = table(setup, 2, 0);
    let mut s = SeatId(0);
    for _ in 0..10 {
        sim.apply(s, Add(1)).unwrap();
        s = s.next(2);
    }
    assert!(sim.outcome().is_some());
    assert!(!sim.can_undo(SeatId(1)));
}

/// Undo takes back only this table's run: a table put in its place (a save opened, another
/// game) whose log is as long and unsealed cannot be undone into the table that was there.
#[test]
fn another_table_put_on_cannot_be_undone_into_the_last() {
    let mut first = table(setup, 2, 0);
    first.apply(SeatId(0), Add(1)).unwrap();
    assert!(first.can_undo(SeatId(0)));
    // Another table, seat 0 to act, one action of seat 0 in an open run.
    let mut other = table(setup, 3, 0);
    other.apply(SeatId(0), Add(1)).unwrap();
    let other_snap = other.snapshot();
    assert!(other_snap.sealed < other_snap.log.len(), "the run is open");
    first.restore(&other_snap);
    assert!(
        !first.can_undo(SeatId(0)),
        "the checkpoint is the last table's"
    );
    let r = first.undo(SeatId(0)).expect_err("not this table's run");
    assert!(r.detail.is("refused-undo-nothing-yours"), "{r}");
    assert!(
        same(&first.snapshot(), &other_snap),
        "the table is untouched"
    );
    // The table's own runs can be taken back again.
    first.apply(SeatId(1), Add(1)).unwrap();
    assert!(first.can_undo(SeatId(1)));
    first.undo(SeatId(1)).unwrap();
    assert!(same(&first.snapshot(), &other_snap));
}
