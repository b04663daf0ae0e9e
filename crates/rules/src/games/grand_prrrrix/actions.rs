//! What a seat may do, and why anything else is refused.

use super::components::*;
use super::engine::State;
use crate::core::{Arg, Refusal, SeatId};
use crate::levels::grand_prrrrix::{Mansion, Object, Place};
use crate::text;
use serde::{Deserialize, Serialize};

/// A seat's choice. Squares are indices into the board (see `Mansion::squares`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrandPrrrrixAction {
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
pub fn legal(s: &State, seat: SeatId) -> Vec<GrandPrrrrixAction> {
    use GrandPrrrrixAction as A;
    if s.asked() != Some(seat) {
        return Vec::new();
    }
    let me = s.cat(seat);
    match &s.turn.phase {
        Phase::Move => {
            let moves = s.move_targets();
            let mut out: Vec<GrandPrrrrixAction> =
                moves.iter().map(|m| A::Move { to: m.to }).collect();
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
            let mut out: Vec<GrandPrrrrixAction> =
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
            let mut out: Vec<GrandPrrrrixAction> = Object::ALL
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
pub fn explain(s: &State, seat: SeatId, action: &GrandPrrrrixAction) -> Refusal {
    use GrandPrrrrixAction as A;
    let phase = &s.turn.phase;
    match (phase, action) {
        (Phase::Move, A::Move { to }) => explain_move(s, seat, *to),
        (Phase::Move, A::Stay) => Refusal::new(
            text!("gp-rule-leave-the-bowl"),
            text!("gp-refused-must-leave-the-bowl"),
        ),
        (Phase::Move | Phase::Choose, A::Spat { cat }) => {
            if s.options.personal_space {
                Refusal::new(
                    text!("gp-rule-personal-space"),
                    text!("gp-refused-move-onto-the-cat"),
                )
            } else if s.turn.fought.contains(cat) {
                Refusal::new(
                    text!("gp-rule-one-spat-per-opponent"),
                    text!("gp-refused-already-spatted"),
                )
            } else if matches!(phase, Phase::Move) && s.turn.acted {
                Refusal::new(
                    text!("gp-rule-spat-where-you-start"),
                    text!("gp-refused-spat-after-moving"),
                )
            } else {
                Refusal::new(
                    text!("gp-rule-adjacent-spat"),
                    text!("gp-refused-not-next-to-yours"),
                )
            }
        }
        (Phase::Choose, A::Decline) => Refusal::new(
            text!("gp-rule-adjacent-spat"),
            text!("gp-refused-must-fight"),
        ),
        (Phase::Retreat(_), A::Retreat { .. }) => {
            if s.cat(seat).energy == 0 {
                Refusal::new(
                    text!("gp-rule-retreat"),
                    text!("gp-refused-no-energy-to-retreat"),
                )
            } else {
                Refusal::new(text!("gp-rule-retreat"), text!("gp-refused-retreat-square"))
            }
        }
        (Phase::Bonus(_), A::Bonus(b)) => {
            let cat = s.cat(seat);
            if b.purr && cat.purrs == 0 {
                Refusal::new(
                    text!("gp-rule-purr-bonus"),
                    text!("gp-refused-no-purr-card"),
                )
            } else {
                Refusal::new(
                    text!("gp-rule-energy-bonus"),
                    text!(
                        "gp-refused-energy-buys",
                        energy = cat.energy,
                        spent = cat.energy / 3 * 3,
                        plus = cat.energy / 3
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
                text!("gp-rule-leave-the-bowl"),
                text!("gp-refused-not-the-bowls-square"),
            )
        }
        (Phase::Push(_), A::Push { .. }) => {
            Refusal::new(text!("gp-rule-push"), text!("gp-refused-push-square"))
        }
        (Phase::Present, A::Passage) => Refusal::new(
            text!("gp-rule-present-card"),
            text!("gp-refused-cushion-taken"),
        ),
        (_, a) => {
            // What the action is, for the message to name.
            let action = match a {
                A::Move { .. } => "move",
                A::Stay => "stay",
                A::Spat { .. } => "spat",
                A::Decline => "decline",
                A::Retreat { .. } | A::Stand => "retreat",
                A::Bonus(_) => "bonus",
                A::Push { .. } => "push",
                A::Find(_) | A::Passage => "present",
            };
            Refusal::new(
                text!("gp-rule-each-decision-in-its-turn"),
                text!("gp-refused-not-asked-now", action = action),
            )
        }
    }
}

fn explain_move(s: &State, seat: SeatId, to: u16) -> Refusal {
    let b = &s.board;
    let me = s.cat(seat);
    if (to as usize) >= b.squares.len() {
        return Refusal::new(
            text!("gp-rule-on-the-board"),
            text!("gp-refused-no-such-square"),
        );
    }
    if s.turn.must_end {
        return Refusal::new(
            text!("gp-rule-object-ends-the-turn"),
            text!("gp-refused-on-an-object"),
        );
    }
    if let Some(other) = s.occupant(to)
        && other != seat
    {
        let (place, name) = square(b, to);
        return Refusal::new(
            text!("gp-rule-no-cat-onto-a-cat"),
            text!("gp-refused-square-taken", place = place, name = name),
        );
    }
    if barred_from_bowl(s, seat, to) {
        return Refusal::new(
            text!("gp-rule-leave-the-bowl"),
            text!("gp-refused-not-on-the-bowl"),
        );
    }
    if s.guarded(seat, to) {
        return Refusal::new(
            text!("gp-rule-fierce-cats"),
            text!("gp-refused-next-to-a-fierce-cat"),
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
                text!("gp-rule-cushion-front"),
                text!("gp-refused-cushion-front"),
            );
        }
    }
    let (x0, y0) = b.cell(me.at);
    let (x1, y1) = b.cell(to);
    if x0.abs_diff(x1) == 1 && y0.abs_diff(y1) == 1 {
        return Refusal::new(text!("gp-rule-orthogonal"), text!("gp-refused-diagonal"));
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
            text!("gp-rule-move-up-to-4"),
            text!(
                "gp-refused-too-far",
                spaces = m.spaces,
                left = left,
                max = max
            ),
        ),
        Some(m) => {
            let need =
                s.cost(s.turn.moved + m.spaces, s.turn.bonus) - s.cost(s.turn.moved, s.turn.bonus);
            Refusal::new(
                text!("gp-rule-energy-by-distance"),
                text!(
                    "gp-refused-energy-for-distance",
                    spaces = m.spaces,
                    cost = need,
                    energy = me.energy
                ),
            )
        }
        None => {
            let (place, name) = square(b, to);
            Refusal::new(
                text!("gp-rule-ways-through-the-mansion"),
                text!("gp-refused-unreachable", place = place, name = name),
            )
        }
    }
}

/// A square for a message: what it is (`place`: `room`, `cushion`, `hall`, or the key of the
/// object on it: `toy-mouse`, `food-bowl`, `pillow`, `present`) and its `name` (the room's, or
/// the cat's whose cushion it is; empty otherwise). Each language words it as its sentence
/// needs ("the Kitchen", "in die Küche"): the messages select on `place`.
pub(super) fn square(b: &Mansion, sq: u16) -> (&'static str, Arg) {
    match b.place(sq) {
        Place::Room(r) => ("room", Arg::Words(b.room_name(r).clone())),
        Place::Cushion(c) => ("cushion", Arg::Name(c.name().to_owned())),
        Place::Hall => match b.object_at(sq) {
            Some(o) => (object_key(o), Arg::Name(String::new())),
            None => ("hall", Arg::Name(String::new())),
        },
    }
}

/// An object for a message that selects on it.
pub(super) fn object_key(o: Object) -> &'static str {
    match o {
        Object::ToyMouse => "toy-mouse",
        Object::FoodBowl => "food-bowl",
        Object::Pillow => "pillow",
        Object::Present => "present",
    }
}
