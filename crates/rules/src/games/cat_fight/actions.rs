//! Cat Fight's actions, the legal ones of each decision, and why any other is refused.
//! Everything here reads only public state (the [`Position`], the [`Turn`], the box) plus the
//! acting seat's own cream ids, so the observation computes exactly what the gate checks.

use super::board::{Dir, Piece, Position, square_arg};
use super::components::{SeatStock, Turn};
use crate::core::{Refusal, SeatId, Text};
use crate::levels::cat_fight::Square;
use crate::text;
use serde::{Deserialize, Serialize};

/// One decision of one seat. A turn is a sequence: any number of `PlaceBlocker`, at most one
/// `PlaceCatnip` (at any point), then `Move`, `Sip` or `Face` (turning in place, for a cat
/// nobody watches or whose watchers' lines are cut, or one with no move); a seat that still
/// holds its catnip then places it or ends the turn (`EndTurn`). A cat off the board spends its
/// turn on `Enter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CatFightAction {
    /// Put the cat (off the board) on a free blue square, facing `facing`. The whole turn.
    Enter {
        square: Square,
        facing: Dir,
    },
    PlaceBlocker(Square),
    PlaceCatnip(Square),
    /// Move like a chess queen, then face any way. Onto a cat: a catfight. Ends the turn.
    Move {
        to: Square,
        facing: Dir,
    },
    /// Take a cream from the saucer faced at the start of the turn. Ends the turn.
    Sip,
    /// Turn to face `dir`: a catfight winner's free turn, or, on the seat's turn, turning in
    /// place instead of moving ("Turn your cat in a direction of your choice"): for a cat that
    /// no cat watched when the turn began (or whose watchers' lines a blocker has since cut),
    /// and for a cat with no move at all. Ends the turn, as a move does.
    Face(Dir),
    /// A cat off the board with no free blue square waits a turn.
    Pass,
    /// The loser of a catfight gives up this cream (by id) to force a reroll.
    SacrificeCream(u8),
    /// The loser of a catfight leaves the board.
    AcceptDefeat,
    /// After the cat's move, sip or turn: keep the catnip for another turn.
    EndTurn,
}

/// Who must decide what now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Over,
    /// The first loser of a catfight with cream: sacrifice or accept.
    Fight(SeatId),
    /// A catfight winner turns.
    Face(SeatId),
    /// The seat's turn.
    Turn(SeatId),
    /// The cat has acted; its seat may still place its catnip, or ends the turn.
    Finish(SeatId),
}

impl Phase {
    pub fn seat(self) -> Option<SeatId> {
        match self {
            Phase::Over => None,
            Phase::Fight(s) | Phase::Face(s) | Phase::Turn(s) | Phase::Finish(s) => Some(s),
        }
    }
}

pub fn phase(turn: &Turn) -> Phase {
    if turn.ended.is_some() {
        return Phase::Over;
    }
    if let Some(s) = turn.fight.as_ref().and_then(|f| f.deciding.first()) {
        return Phase::Fight(*s);
    }
    if let Some(s) = turn.facing_for {
        return Phase::Face(s);
    }
    if turn.finishing {
        return Phase::Finish(turn.seat);
    }
    Phase::Turn(turn.seat)
}

/// Public state a decision depends on, plus the acting seat's own cream ids.
pub struct Ctx<'a> {
    pub pos: &'a Position,
    pub turn: &'a Turn,
    pub stocks: &'a [SeatStock],
    /// Ids of the creams the acting seat holds.
    pub own_creams: &'a [u8],
}

/// Every action `seat` may take now, in a fixed order.
pub fn legal(ctx: &Ctx, seat: SeatId) -> Vec<CatFightAction> {
    let mut out = Vec::new();
    legal_into(ctx, seat, &mut out);
    out
}

/// [`legal`] into `out` (cleared first), so a search can reuse one list.
pub fn legal_into(ctx: &Ctx, seat: SeatId, out: &mut Vec<CatFightAction>) {
    use CatFightAction as A;
    out.clear();
    let pos = ctx.pos;
    match phase(ctx.turn) {
        Phase::Fight(s) if s == seat => {
            out.extend(ctx.own_creams.iter().map(|&id| A::SacrificeCream(id)));
            out.push(A::AcceptDefeat);
        }
        Phase::Face(s) if s == seat => out.extend(Dir::ALL.map(A::Face)),
        Phase::Finish(s) if s == seat => {
            pos.each_square(|sq, piece, _| {
                if piece.is_none() {
                    out.push(A::PlaceCatnip(sq));
                }
            });
            out.push(A::EndTurn);
        }
        Phase::Turn(s) if s == seat => {
            let Some(_) = pos.cat(seat).square else {
                pos.each_square(|square, piece, blue| {
                    if blue && piece.is_none() {
                        out.extend(Dir::ALL.map(|facing| A::Enter { square, facing }));
                    }
                });
                if out.is_empty() {
                    out.push(A::Pass);
                }
                return;
            };
            let stock = ctx.stocks[seat.index()];
            if stock.blockers > 0 {
                pos.each_square(|sq, piece, blue| {
                    if piece.is_none() && !blue {
                        out.push(A::PlaceBlocker(sq));
                    }
                });
            }
            if !stock.catnip_used {
                pos.each_square(|sq, piece, _| {
                    if piece.is_none() {
                        out.push(A::PlaceCatnip(sq));
                    }
                });
            }
            let mut has_moves = false;
            pos.each_queen_move(seat, |to| {
                has_moves = true;
                out.extend(Dir::ALL.map(|facing| A::Move { to, facing }));
            });
            if can_sip(ctx, seat) && !still_watched(ctx, seat) {
                out.push(A::Sip);
            }
            if may_turn_in_place(ctx, seat, has_moves) {
                out.extend(Dir::ALL.map(A::Face));
            }
        }
        _ => {}
    }
}

/// Whether `action` is among [`legal`] for `seat`, answered without listing them all (the gate
/// asks this for every action).
pub fn is_legal(ctx: &Ctx, seat: SeatId, action: &CatFightAction) -> bool {
    use CatFightAction as A;
    let pos = ctx.pos;
    let free = |sq: Square| pos.on_grid(sq) && pos.is_free(sq);
    match (phase(ctx.turn), *action) {
        (Phase::Fight(s), A::SacrificeCream(id)) => s == seat && ctx.own_creams.contains(&id),
        (Phase::Fight(s), A::AcceptDefeat) => s == seat,
        (Phase::Face(s), A::Face(_)) => s == seat,
        (Phase::Finish(s), A::PlaceCatnip(sq)) => s == seat && free(sq),
        (Phase::Finish(s), A::EndTurn) => s == seat,
        (Phase::Turn(s), a) if s == seat => match pos.cat(seat).square {
            None => match a {
                A::Enter { square, .. } => free(square) && pos.is_blue(square),
                A::Pass => !pos.squares().any(|sq| pos.is_blue(sq) && pos.is_free(sq)),
                _ => false,
            },
            Some(_) => {
                let stock = ctx.stocks[seat.index()];
                match a {
                    A::PlaceBlocker(sq) => stock.blockers > 0 && free(sq) && !pos.is_blue(sq),
                    A::PlaceCatnip(sq) => !stock.catnip_used && free(sq),
                    A::Move { to, .. } => pos.on_grid(to) && pos.queen_moves(seat).contains(&to),
                    A::Sip => can_sip(ctx, seat) && !still_watched(ctx, seat),
                    A::Face(_) => may_turn_in_place(ctx, seat, !pos.queen_moves(seat).is_empty()),
                    _ => false,
                }
            }
        },
        _ => false,
    }
}

/// Next to and facing, at the start of the turn, a saucer that still has cream.
fn can_sip(ctx: &Ctx, seat: SeatId) -> bool {
    ctx.turn.sip_from.is_some() && ctx.pos.faced_saucer(seat) == ctx.turn.sip_from
}

/// "Move your cat once … Turn your cat in a direction of your choice": the move is the one a
/// cat looked at must make ("you must either move, place a blocker so that cat can't see you,
/// or initiate a catfight"), so a cat no one watches, or whose watchers' lines are all cut,
/// may just turn where it stands. A cat with no move at all turns in place whatever watches it
/// (it always has some action).
fn may_turn_in_place(ctx: &Ctx, seat: SeatId, has_moves: bool) -> bool {
    !has_moves || !still_watched(ctx, seat)
}

/// A cat that looked at this one when the turn began still does, unless a blocker now cuts its
/// line: the rule asks for a move, a blocker or a catfight, so catnip luring it away does not
/// free the cat to sip.
fn still_watched(ctx: &Ctx, seat: SeatId) -> bool {
    ctx.turn
        .watched_at_start
        .iter()
        .any(|w| ctx.pos.line_still_open(w.square, w.facing, seat))
}

/// Why `action` is not legal for `seat` now. Only called for actions not in [`legal`].
pub fn explain(ctx: &Ctx, seat: SeatId, action: &CatFightAction) -> Refusal {
    use CatFightAction as A;
    let pos = ctx.pos;
    let dec = phase(ctx.turn);
    let off_board = pos.cat(seat).square.is_none();
    let on_grid = |sq: Square| pos.on_grid(sq);
    let off_grid = |sq: Square| text!("cf-refused-off-grid", square = square_arg(sq));
    let taken = |sq: Square| text!("cf-refused-taken", square = square_arg(sq));
    let queen = || text!("cf-rule-queen");
    let looked_at = || {
        Refusal::new(
            text!("cf-rule-looked-at"),
            text!("cf-refused-still-watched"),
        )
    };
    match (dec, action) {
        (Phase::Over, _) => Refusal::new(text!("rule-game-over"), text!("refused-game-over")),
        (Phase::Fight(_), A::SacrificeCream(id)) => Refusal::new(
            text!("cf-rule-sacrifice"),
            text!("cf-refused-not-your-cream", cream = *id),
        ),
        (Phase::Fight(s), _) => Refusal::new(
            text!("cf-rule-sacrifice"),
            text!("cf-refused-fight-first", seat = s.index() + 1),
        ),
        (Phase::Face(_), _) => Refusal::new(
            text!("cf-rule-winner-turns"),
            text!("cf-refused-winner-faces-first"),
        ),
        (Phase::Finish(_), A::PlaceCatnip(sq)) => {
            if !on_grid(*sq) {
                Refusal::new(text!("cf-rule-catnip-on-board"), off_grid(*sq))
            } else {
                Refusal::new(text!("cf-rule-catnip-empty"), taken(*sq))
            }
        }
        (Phase::Finish(_), _) => {
            Refusal::new(text!("cf-rule-turn-done"), text!("cf-refused-cat-acted"))
        }
        (Phase::Turn(_), A::EndTurn) => Refusal::new(
            text!("cf-rule-move-or-sip"),
            text!("cf-refused-cat-not-acted"),
        ),
        (Phase::Turn(_), A::SacrificeCream(_) | A::AcceptDefeat) => {
            Refusal::new(text!("cf-rule-sacrifice"), text!("cf-refused-no-fight"))
        }
        (Phase::Turn(_), A::Enter { square, .. }) => {
            if !off_board {
                Refusal::new(
                    text!("cf-rule-starts-off-board"),
                    text!("cf-refused-on-board"),
                )
            } else if !on_grid(*square) || !pos.is_blue(*square) {
                Refusal::new(
                    text!("cf-rule-first-turn"),
                    text!("cf-refused-not-blue", square = square_arg(*square)),
                )
            } else {
                Refusal::new(text!("cf-rule-enter-free"), taken(*square))
            }
        }
        (Phase::Turn(_), _) if off_board => Refusal::new(
            text!("cf-rule-first-turn"),
            text!("cf-refused-placing-turn"),
        ),
        (Phase::Turn(_), A::PlaceBlocker(sq)) => {
            if !on_grid(*sq) {
                Refusal::new(text!("cf-rule-blocker-on-board"), off_grid(*sq))
            } else if pos.is_blue(*sq) {
                Refusal::new(
                    text!("cf-rule-no-blockers-on-blue"),
                    text!("cf-refused-blue", square = square_arg(*sq)),
                )
            } else if ctx.stocks[seat.index()].blockers == 0 {
                Refusal::new(
                    text!("cf-rule-blockers-shared"),
                    text!("cf-refused-no-blockers"),
                )
            } else {
                Refusal::new(text!("cf-rule-blocker-empty"), taken(*sq))
            }
        }
        (Phase::Turn(_), A::PlaceCatnip(sq)) => {
            if ctx.stocks[seat.index()].catnip_used {
                Refusal::new(
                    text!("cf-rule-catnip-once"),
                    text!("cf-refused-catnip-used"),
                )
            } else if !on_grid(*sq) {
                Refusal::new(text!("cf-rule-catnip-on-board"), off_grid(*sq))
            } else {
                Refusal::new(text!("cf-rule-catnip-empty"), taken(*sq))
            }
        }
        (Phase::Turn(_), A::Move { to, .. }) => {
            let from = pos.cat(seat).square.unwrap_or((0, 0));
            if !on_grid(*to) {
                Refusal::new(queen(), off_grid(*to))
            } else if Dir::between(from, *to).is_none() {
                Refusal::new(
                    queen(),
                    text!(
                        "cf-refused-not-in-line",
                        square = square_arg(*to),
                        from = square_arg(from)
                    ),
                )
            } else {
                let blocked = pos
                    .path(from, *to)
                    .into_iter()
                    .find(|&sq| sq != *to && !pos.is_free(sq));
                match (blocked, pos.piece(*to)) {
                    (Some(sq), _) => Refusal::new(
                        queen(),
                        text!("cf-refused-in-the-way", square = square_arg(sq)),
                    ),
                    (None, Some(Piece::Blocker)) => {
                        Refusal::new(queen(), text!("cf-refused-blocker-there"))
                    }
                    (None, Some(Piece::Saucer(_))) => Refusal::new(
                        text!("cf-rule-saucer-not-square"),
                        text!("cf-refused-saucer-there"),
                    ),
                    _ => Refusal::new(
                        queen(),
                        text!("cf-refused-unreachable", square = square_arg(*to)),
                    ),
                }
            }
        }
        (Phase::Turn(_), A::Sip) => {
            if can_sip(ctx, seat) && still_watched(ctx, seat) {
                looked_at()
            } else {
                Refusal::new(text!("cf-rule-sip"), text!("cf-refused-cannot-sip"))
            }
        }
        (Phase::Turn(_), A::Face(_)) => looked_at(),
        (Phase::Turn(_), A::Pass) => Refusal::new(
            text!("cf-rule-enter-again"),
            text!("cf-refused-enter-there"),
        ),
    }
}

/// A line for the log: "Felix moves to C4, facing east".
pub fn describe(name: &str, action: &CatFightAction) -> Text {
    use CatFightAction as A;
    match action {
        A::Enter { square, facing } => text!(
            "cf-log-enter",
            name = name,
            square = square_arg(*square),
            facing = facing.text()
        ),
        A::PlaceBlocker(sq) => text!("cf-log-blocker", name = name, square = square_arg(*sq)),
        A::PlaceCatnip(sq) => text!("cf-log-catnip", name = name, square = square_arg(*sq)),
        A::Move { to, facing } => text!(
            "cf-log-move",
            name = name,
            square = square_arg(*to),
            facing = facing.text()
        ),
        A::Sip => text!("cf-log-sip", name = name),
        A::Face(d) => text!("cf-log-face", name = name, facing = d.text()),
        A::Pass => text!("cf-log-pass", name = name),
        A::SacrificeCream(_) => text!("cf-log-sacrifice", name = name),
        A::AcceptDefeat => text!("cf-log-accept-defeat", name = name),
        A::EndTurn => text!("cf-log-end-turn", name = name),
    }
}
