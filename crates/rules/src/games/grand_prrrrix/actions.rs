//! What a seat may do, and why anything else is refused.

use super::components::*;
use super::rules::State;
use crate::core::{Refusal, SeatId};
use crate::levels::grand_prrrrix::{Object, Place};
use serde::{Deserialize, Serialize};

/// A seat's choice. Squares are indices into the board (see `Mansion::squares`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GpAction {
    /// Move to a square (Smaller Personal Space: onto a cat, to attack it).
    Move { to: u16 },
    /// Stay put: rest, use the object, or end the turn.
    Stay,
    /// Spat this cat: a neighbour at the start of the turn, or the next of those where it
    /// stopped.
    Spat { cat: SeatId },
    /// Leave the optional spats where it stopped unfought.
    Decline,
    /// Defender: retreat one square for 1 energy instead of fighting.
    Retreat { to: u16 },
    /// Defender: stand and fight.
    Stand,
    /// The bonuses committed before the dice.
    Bonus(Bonus),
    /// Winner: where the loser goes (none if it cannot be pushed), and whether to take its
    /// square.
    Push { to: Option<u16>, take: bool },
    /// The Present held the Present card: this object was found.
    Find(Object),
    /// The Present held the Present card: the secret passage to its own cushion.
    Passage,
}

/// Every action `seat` may take now.
pub fn legal(s: &State, seat: SeatId) -> Vec<GpAction> {
    use GpAction as A;
    if s.asked() != Some(seat) {
        return Vec::new();
    }
    let me = s.cat(seat);
    match &s.turn.phase {
        Phase::Move => {
            let moves = s.move_targets();
            let mut out: Vec<GpAction> = moves.iter().map(|m| A::Move { to: m.to }).collect();
            if !must_leave_bowl(s) || moves.is_empty() {
                out.push(A::Stay);
            }
            if !s.turn.acted && !s.options.personal_space {
                for other in s.neighbours(seat, me.at) {
                    out.push(A::Spat { cat: other });
                }
            }
            out
        }
        Phase::Choose => {
            let mut out: Vec<GpAction> =
                s.turn.pending.iter().map(|&c| A::Spat { cat: c }).collect();
            if s.turn.forced.is_empty() {
                out.push(A::Decline);
            }
            out
        }
        Phase::Retreat(spat) => {
            let mut out = vec![A::Stand];
            if me.energy >= 1 {
                out.extend(
                    s.retreat_squares(seat, spat.attacker)
                        .into_iter()
                        .map(|to| A::Retreat { to }),
                );
            }
            out
        }
        Phase::Bonus(_) => bonuses(me).into_iter().map(A::Bonus).collect(),
        Phase::Push(spat) => {
            let loser = spat.loser().expect("decided");
            let squares = s.push_squares(loser);
            if squares.is_empty() {
                return vec![A::Push {
                    to: None,
                    take: false,
                }];
            }
            let may_take = !barred_from_bowl(s, seat, s.cat(loser).at);
            squares
                .into_iter()
                .flat_map(|to| {
                    [
                        Some(A::Push {
                            to: Some(to),
                            take: false,
                        }),
                        may_take.then_some(A::Push {
                            to: Some(to),
                            take: true,
                        }),
                    ]
                })
                .flatten()
                .collect()
        }
        Phase::Present => {
            // One of the other three objects, or the passage home.
            let mut out: Vec<GpAction> = Object::ALL
                .into_iter()
                .filter(|&o| o != Object::Present)
                .map(A::Find)
                .collect();
            let home = s.board.cushion(me.kind);
            if s.occupant(home).is_none() {
                out.push(A::Passage);
            }
            out
        }
        Phase::End => Vec::new(),
    }
}

/// The bonus choices open to a cat: a Purr card if it has one to spare, energy in threes.
pub fn bonuses(cat: &Cat) -> Vec<Bonus> {
    let mut out = Vec::new();
    for purr in [false, true] {
        if purr && cat.purrs == 0 {
            continue;
        }
        for threes in 0..=cat.energy / 3 {
            out.push(Bonus { purr, threes });
        }
    }
    out
}

/// "You may not eat two turns in a row, and must move off the bowl after eating": a cat that
/// ate last turn and stands on the Bowl must move off it this turn, spats or no spats. Staying
/// is offered only when it cannot move at all (see `finish_turn`).
pub(super) fn must_leave_bowl(s: &State) -> bool {
    let cat = s.cat(s.turn.seat);
    cat.ate && s.board.object_at(cat.at) == Some(Object::FoodBowl)
}

/// Whether `seat`, the mover, would end its turn on the Food Bowl at `sq` after eating last
/// turn (it may not: moves there are not offered, see `State::moves_within`).
fn barred_from_bowl(s: &State, seat: SeatId, sq: u16) -> bool {
    seat == s.turn.seat && s.cat(seat).ate && s.board.object_at(sq) == Some(Object::FoodBowl)
}

/// Why `action` is refused now, naming the rule.
pub fn explain(s: &State, seat: SeatId, action: &GpAction) -> Refusal {
    use GpAction as A;
    let phase = &s.turn.phase;
    let wrong_time = |what: &str| {
        Refusal::new(
            "Each decision in its turn",
            format!("{what} is not what is asked now"),
        )
    };
    match (phase, action) {
        (Phase::Move, A::Move { to }) => explain_move(s, seat, *to),
        (Phase::Move, A::Stay) => Refusal::new(
            "After eating, a cat must move off the bowl",
            "it ate last turn: it must end this turn off the Food Bowl",
        ),
        (Phase::Move | Phase::Choose, A::Spat { cat }) => {
            if s.options.personal_space {
                Refusal::new(
                    "Smaller Personal Space: a spat starts only by moving onto a cat's square",
                    "move onto the cat to spat it",
                )
            } else if s.turn.fought.contains(cat) {
                Refusal::new(
                    "At most one spat per opponent in a turn",
                    "you have already spatted that cat this turn",
                )
            } else if matches!(phase, Phase::Move) && s.turn.acted {
                Refusal::new(
                    "Moving next to a cat starts a spat; a cat that starts its turn next to another may spat it",
                    "only a cat that has not yet moved may spat a neighbour where it stands",
                )
            } else {
                Refusal::new(
                    "Moving orthogonally adjacent to a cat starts a spat",
                    "that cat is not next to yours",
                )
            }
        }
        (Phase::Choose, A::Decline) => Refusal::new(
            "Moving orthogonally adjacent to a cat starts a spat",
            "a cat next to yours must be fought; only spats coming off a cushion, or with a cat on its cushion, may be declined",
        ),
        (Phase::Retreat(_), A::Retreat { .. }) => {
            if s.cat(seat).energy == 0 {
                Refusal::new(
                    "The defender may retreat one square for 1 energy",
                    "you have no energy to pay for it",
                )
            } else {
                Refusal::new(
                    "The defender may retreat one square for 1 energy",
                    "a retreat is one orthogonal step onto a free square, away from the attacker",
                )
            }
        }
        (Phase::Bonus(_), A::Bonus(b)) => {
            let cat = s.cat(seat);
            if b.purr && cat.purrs == 0 {
                Refusal::new(
                    "+2 for spending a Purr card, at most one per spat, never the one that tracks progress",
                    "you have no Purr card left to spend",
                )
            } else {
                Refusal::new(
                    "+1 for every 3 energy spent",
                    format!(
                        "{} energy buys at most {} (+{})",
                        cat.energy,
                        cat.energy / 3 * 3,
                        cat.energy / 3
                    ),
                )
            }
        }
        (Phase::Push(spat), A::Push { take: true, .. })
            if spat
                .loser()
                .is_some_and(|l| barred_from_bowl(s, seat, s.cat(l).at)) =>
        {
            Refusal::new(
                "After eating, a cat must move off the bowl",
                "it ate last turn: it may not take the Food Bowl's square this turn",
            )
        }
        (Phase::Push(_), A::Push { .. }) => Refusal::new(
            "The winner pushes the loser one square in any direction onto a free square",
            "that square is not next to the loser, or is taken",
        ),
        (Phase::Present, A::Passage) => Refusal::new(
            "The Present card: one of the other three objects, or the secret passage home",
            "your cushion is taken",
        ),
        (_, a) => wrong_time(match a {
            A::Move { .. } => "Moving",
            A::Stay => "Staying put",
            A::Spat { .. } => "A spat",
            A::Decline => "Declining a spat",
            A::Retreat { .. } | A::Stand => "Retreating or standing",
            A::Bonus(_) => "A spat bonus",
            A::Push { .. } => "A push",
            A::Find(_) | A::Passage => "Choosing from the Present",
        }),
    }
}

fn explain_move(s: &State, seat: SeatId, to: u16) -> Refusal {
    let b = &s.board;
    let me = s.cat(seat);
    if (to as usize) >= b.squares.len() {
        return Refusal::new("Moves are on the board", "there is no such square");
    }
    if s.turn.must_end {
        return Refusal::new(
            "Moving onto an object ends the turn",
            "your cat is on an object",
        );
    }
    if let Some(other) = s.occupant(to)
        && other != seat
    {
        return Refusal::new(
            "No cat may move onto another cat",
            format!("{} is taken", b.describe(to)),
        );
    }
    if barred_from_bowl(s, seat, to) {
        return Refusal::new(
            "After eating, a cat must move off the bowl",
            "it ate last turn: it may not end this turn on the Food Bowl",
        );
    }
    if s.guarded(seat, to) {
        return Refusal::new(
            "No cat may move adjacent to a cat at the Toy Mouse or the Food Bowl",
            "that square is next to a cat at the Mouse or the Bowl",
        );
    }
    if let Place::Cushion(_) = b.place(to)
        && b.links(to).first().is_some_and(|&f| f != me.at)
    {
        // Reached only from its front square.
        let via_front = s
            .moves()
            .iter()
            .any(|m| m.path.len() >= 2 && m.path[m.path.len() - 2] == b.links(to)[0]);
        if !via_front {
            return Refusal::new(
                "A cat leaves or enters a cushion through the square in front of it",
                "the cushion's front square cannot be reached this turn",
            );
        }
    }
    let (x0, y0) = b.cell(me.at);
    let (x1, y1) = b.cell(to);
    if x0.abs_diff(x1) == 1 && y0.abs_diff(y1) == 1 {
        return Refusal::new(
            "Moves are orthogonal only",
            "a cat moves square by square, never diagonally",
        );
    }
    let max = s.max_spaces();
    let left = max.saturating_sub(s.turn.moved);
    // How far it is at all, ignoring the energy.
    let mut rich = s.clone();
    rich.cat_mut(seat).energy = u8::MAX;
    rich.options.move_costs = [0; 4];
    let reach = rich.moves_within(250);
    match reach.iter().find(|m| m.to == to) {
        Some(m) if m.spaces > left => Refusal::new(
            "Move up to 4 spaces; 5 if the cat started in the card's room",
            format!(
                "that is {} spaces; you have {} left of {max}",
                m.spaces, left
            ),
        ),
        Some(m) => {
            let need =
                s.cost(s.turn.moved + m.spaces, s.turn.bonus) - s.cost(s.turn.moved, s.turn.bonus);
            Refusal::new(
                "Energy by distance: 1 space 0, 2 spaces 1, 3 spaces 3, 4 spaces 6",
                format!(
                    "{} spaces cost {need} energy; you have {}",
                    m.spaces, me.energy
                ),
            )
        }
        None => Refusal::new(
            "Moves are orthogonal, through doors, and stop where a spat starts or on an object",
            format!(
                "{} cannot be reached this turn: walls, cats or a spat are in the way",
                b.describe(to)
            ),
        ),
    }
}
