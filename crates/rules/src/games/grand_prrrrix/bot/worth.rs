//! A cat's worth in Normal's points: goals done, then the turns the rest of its race would
//! take with the energy it has.

use super::distance::{Dist, goal_at};
use crate::core::SeatId;
use crate::games::grand_prrrrix::engine::State;

/// The directions a cat may still race in.
pub(super) fn directions(s: &State, seat: SeatId) -> &'static [bool] {
    match s.cat(seat).backwards {
        Some(false) => &[false],
        Some(true) => &[true],
        None => &[false, true],
    }
}

/// The turns the rest of the race would take from `sq` with `energy`, `done` goals behind
/// it (the better direction while it has not chosen one), and the distance to its next goal.
fn race_turns(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8) -> (u32, u8) {
    directions(s, seat)
        .iter()
        .map(|&back| race_turns_one_way(s, dist, seat, sq, energy, done, back))
        .min()
        .unwrap_or((0, 0))
}

/// [`race_turns`] racing one way.
pub(super) fn race_turns_one_way(
    s: &State,
    dist: &Dist,
    seat: SeatId,
    sq: u16,
    energy: u8,
    done: u8,
    back: bool,
) -> (u32, u8) {
    let e = energy.min(s.options.max_energy) as usize;
    let d = dist.to(s, seat, goal_at(s, done, back), sq);
    let later = dist.legs_after(s, seat, done, back);
    let turns = (0..=e)
        .map(|b| dist.pace(d, b as u8) as u32 + later[e - b] as u32)
        .min()
        .unwrap_or(0);
    (turns, d)
}

/// A cat's worth at `sq` with `energy`, `done` goals behind it: goals done, then the turns the
/// rest of the race would take (so energy is worth the turns it saves, not only on the way to
/// the next room), less a little for the distance to the next room and the one after.
pub(super) fn worth(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8) -> f64 {
    let len = s.layout.length();
    if done >= len {
        return 100_000.0;
    }
    let (turns, d) = race_turns(s, dist, seat, sq, energy, done);
    // The room after: where to enter the next one matters a little.
    let after = if done + 1 < len {
        directions(s, seat)
            .iter()
            .map(|&back| dist.to(s, seat, goal_at(s, done + 1, back), sq))
            .min()
            .unwrap_or(0) as f64
    } else {
        0.0
    };
    1000.0 * done as f64 - 12.0 * turns as f64 - 1.5 * d as f64 - 0.8 * after + 0.5 * energy as f64
}

/// What a turn spent gaining `gain` energy at `sq` is worth, in [`worth`]'s points: the turns
/// the energy saves less the turn it takes.
pub(super) fn refuel(
    s: &State,
    dist: &Dist,
    seat: SeatId,
    sq: u16,
    energy: u8,
    done: u8,
    gain: u8,
) -> f64 {
    if done >= s.layout.length() {
        return 0.0;
    }
    let more = energy.saturating_add(gain).min(s.options.max_energy);
    let (now, _) = race_turns(s, dist, seat, sq, energy, done);
    let (then, _) = race_turns(s, dist, seat, sq, more, done);
    (12.0 * (now as f64 - then as f64 - 1.0)).max(0.0)
}

/// The worth of a cat as it stands (its owed rest counted as energy).
pub(super) fn standing(s: &State, dist: &Dist, seat: SeatId) -> f64 {
    let c = s.cat(seat);
    let energy = c
        .energy
        .saturating_add(c.rest_due)
        .min(s.options.max_energy);
    worth(s, dist, seat, c.at, energy, c.done)
        + if c.coin { 3.0 } else { 0.0 }
        + 2.0 * c.purrs as f64
}

/// A seat's position at the end of a playout: its own race (a won or lost race outweighs
/// everything). Weighed against half the leader's, as it once was, Hard won no more than its
/// fair share against Normal once Normal planned its energy for the whole race, and every
/// cat's race got longer (docs/rules-notes.md, Figures).
pub(crate) fn value(s: &State, dist: &Dist, seat: SeatId) -> f64 {
    if let Some(end) = &s.end {
        return if end.winners.contains(&seat) {
            100_000.0
        } else {
            -100_000.0
        };
    }
    standing(s, dist, seat)
}

/// Energy the cat can spare: what it could lose without the rest of its race taking longer.
pub(super) fn spare_energy(s: &State, dist: &Dist, seat: SeatId) -> u8 {
    let c = s.cat(seat);
    let (t, _) = race_turns(s, dist, seat, c.at, c.energy, c.done);
    (0..=c.energy)
        .rev()
        .find(|&k| race_turns(s, dist, seat, c.at, c.energy - k, c.done).0 <= t)
        .unwrap_or(0)
}
