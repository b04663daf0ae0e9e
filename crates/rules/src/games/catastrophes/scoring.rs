//! The mischief scale's arithmetic: what one card does to the token and to the punishment of
//! the cat it lies in front of, and a whole round's resolution. Pure functions, shared by the
//! rules' engine and the bots.

use super::components::{Card, Cat, Placed};
use super::events::{CatastrophesEvent, PunishReason};
use crate::core::SeatId;
use mogland_levels::catastrophes::CardKind;

/// The top of the scale: landing on it scores and sends the token back to 0.
pub const TOP: u8 = 20;
/// Punishment points a cat may reach before the game ends at the end of the round.
pub const GAME_END_POINTS: u32 = 20;

/// Points for landing on or crossing threshold `space` (0 if it is not a threshold).
pub fn threshold_points(space: u8) -> u32 {
    match space {
        10 => 1,
        15 => 2,
        20 => 3,
        _ => 0,
    }
}

/// One step of a card's effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Move {
        from: u8,
        to: u8,
    },
    /// Landed on 20: back to 0.
    Reset,
    /// A cuddle with the token on 0.
    Ineffective,
    /// Punishment for the cat the card lies in front of (before the "never below 0" floor).
    Points {
        delta: i32,
        reason: PunishReason,
    },
}

/// What `card` does with the token on `scale`: the token's new space and the steps, in order.
///
/// Raising cards move the token one space at a time; every threshold landed on or crossed
/// scores (so one card crossing 10 and 15 scores 1 + 2), and landing on 20 scores 3 and
/// sends the token to 0, where the remaining points keep climbing. A cuddle forgives each
/// threshold the token was above and ends on or below, and stops at 0.
///
/// Wild Cats: one extra point per space the token ends past (or below) the last threshold
/// the card crossed; past 20 that is the spaces climbed again from 0.
pub fn card_steps(scale: u8, card: Card, wild_cats: bool) -> (u8, Vec<Step>) {
    let mut steps = Vec::new();
    let to = card_effect(scale, card, wild_cats, |s| steps.push(s));
    (to, steps)
}

/// [`card_steps`] handing each step to `step` as it happens (no list to build: the rules and
/// searches resolve every round with it).
pub fn card_effect(scale: u8, card: Card, wild_cats: bool, mut step: impl FnMut(Step)) -> u8 {
    let raising = card.kind != CardKind::Cuddle;
    if !raising && scale == 0 {
        step(Step::Ineffective);
        return 0;
    }
    let mut s = scale;
    let mut segment_from = s;
    // The last threshold crossed and the spaces moved since.
    let mut last: Option<(u8, u8)> = None;
    for _ in 0..card.value {
        if raising {
            s += 1;
        } else if s == 0 {
            break;
        } else {
            s -= 1;
        }
        let points = threshold_points(s);
        if points > 0 {
            step(Step::Move {
                from: segment_from,
                to: s,
            });
            let (delta, reason) = if raising {
                (points as i32, PunishReason::Threshold(s))
            } else {
                (-(points as i32), PunishReason::Forgiven(s))
            };
            step(Step::Points { delta, reason });
            last = Some((s, 0));
            if s == TOP {
                step(Step::Reset);
                s = 0;
            }
            segment_from = s;
        } else if let Some((_, spaces)) = &mut last {
            *spaces += 1;
        }
    }
    if segment_from != s {
        step(Step::Move {
            from: segment_from,
            to: s,
        });
    }
    if wild_cats && let Some((threshold, spaces)) = last.filter(|&(_, n)| n > 0) {
        step(if raising {
            Step::Points {
                delta: spaces as i32,
                reason: PunishReason::WildCatsPast { threshold, spaces },
            }
        } else {
            Step::Points {
                delta: -(spaces as i32),
                reason: PunishReason::WildCatsBelow { threshold, spaces },
            }
        });
    }
    s
}

/// A round's reveal, resolved.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolution {
    pub scale: u8,
    pub punishment: Vec<u32>,
    /// Every step, in order (empty when resolved without recording).
    pub events: Vec<CatastrophesEvent>,
}

/// What a round's resolution reads and changes of each seat: the card lying before it and its
/// punishment points. The rules' state holds them in its cats, [`resolve`] in two slices.
pub(super) trait Seats {
    fn seats(&self) -> usize;
    fn placed(&self, seat: SeatId) -> Option<Placed>;
    fn points(&mut self, seat: SeatId) -> &mut u32;
}

impl Seats for [Cat] {
    fn seats(&self) -> usize {
        self.len()
    }
    fn placed(&self, seat: SeatId) -> Option<Placed> {
        self[seat.index()].face_down
    }
    fn points(&mut self, seat: SeatId) -> &mut u32 {
        &mut self[seat.index()].punishment
    }
}

struct Split<'a> {
    face_down: &'a [Option<Placed>],
    punishment: &'a mut [u32],
}

impl Seats for Split<'_> {
    fn seats(&self) -> usize {
        self.face_down.len()
    }
    fn placed(&self, seat: SeatId) -> Option<Placed> {
        self.face_down[seat.index()]
    }
    fn points(&mut self, seat: SeatId) -> &mut u32 {
        &mut self.punishment[seat.index()]
    }
}

/// Turns every face-down card over and resolves them: trick cards clockwise from the first
/// player, then mischief and cuddle cards clockwise from the first player, each charged to the
/// seat it lies in front of (never below 0 points). Returns the token's space; the steps go
/// to `events` when given, in order.
pub(super) fn resolve_seats(
    seats: &mut (impl Seats + ?Sized),
    scale: u8,
    first: SeatId,
    wild_cats: bool,
    mut events: Option<&mut Vec<CatastrophesEvent>>,
) -> u8 {
    let n = seats.seats();
    if let Some(events) = events.as_deref_mut() {
        for seat in first.clockwise(n) {
            if let Some(p) = seats.placed(seat) {
                events.push(CatastrophesEvent::Revealed {
                    seat,
                    card: p.card,
                    by: p.by,
                });
            }
        }
    }
    let mut scale = scale;
    for tricks in [true, false] {
        for seat in first.clockwise(n) {
            let Some(Placed { card, .. }) = seats.placed(seat) else {
                continue;
            };
            if (card.kind == CardKind::Trick) != tricks {
                continue;
            }
            if let Some(events) = events.as_deref_mut() {
                events.push(CatastrophesEvent::Resolving { seat, card });
            }
            scale = card_effect(scale, card, wild_cats, |step| {
                let event = match step {
                    Step::Move { from, to } => CatastrophesEvent::ScaleMoved { from, to },
                    Step::Reset => CatastrophesEvent::ScaleReset,
                    Step::Ineffective => CatastrophesEvent::Ineffective { seat, card },
                    Step::Points { delta, reason } => {
                        let points = seats.points(seat);
                        let before = *points;
                        *points = (before as i64 + delta as i64).max(0) as u32;
                        CatastrophesEvent::Punished {
                            seat,
                            delta: *points as i32 - before as i32,
                            total: *points,
                            reason,
                        }
                    }
                };
                if let Some(events) = events.as_deref_mut() {
                    events.push(event);
                }
            });
        }
    }
    scale
}

/// Turns every face-down card over and resolves them (see [`resolve_seats`]); `record` keeps
/// the steps as events (the bots skip them).
pub fn resolve(
    scale: u8,
    punishment: &[u32],
    first: SeatId,
    face_down: &[Option<Placed>],
    wild_cats: bool,
    record: bool,
) -> Resolution {
    let mut punishment = punishment.to_vec();
    let mut events = Vec::new();
    let scale = resolve_seats(
        &mut Split {
            face_down,
            punishment: &mut punishment,
        },
        scale,
        first,
        wild_cats,
        record.then_some(&mut events),
    );
    Resolution {
        scale,
        punishment,
        events,
    }
}

/// The winners of a finished game: the lowest punishment; among those tied, the fewest cards
/// left in hand; a shared win if still tied. Also says whether the hand count decided it.
pub fn winners(punishment: &[u32], hand_sizes: &[usize]) -> (Vec<SeatId>, bool) {
    let best = punishment.iter().copied().min().unwrap_or(0);
    let tied: Vec<usize> = (0..punishment.len())
        .filter(|&i| punishment[i] == best)
        .collect();
    let fewest = tied.iter().map(|&i| hand_sizes[i]).min().unwrap_or(0);
    let winners: Vec<SeatId> = tied
        .iter()
        .copied()
        .filter(|&i| hand_sizes[i] == fewest)
        .map(|i| SeatId(i as u8))
        .collect();
    let broken = tied.len() > 1 && winners.len() < tied.len();
    (winners, broken)
}
