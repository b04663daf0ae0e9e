//! Cat Fight's actions, the legal ones of each decision, and why any other is refused.
//! Everything here reads only public state (the [`Position`], the [`Turn`], the box) plus the
//! acting seat's own cream ids, so the observation computes exactly what the gate checks.

use super::board::{Dir, Piece, Position, square_name};
use super::components::{SeatStock, Turn};
use crate::core::{Refusal, SeatId};
use crate::levels::cat_fight::Square;
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

const LOOKED_AT: &str = "If another cat is looking at you at the start of your turn, you must either move, place a blocker so that cat can't see you, or initiate a catfight";
const QUEEN: &str =
    "Move your cat once (like a queen in chess); cats may not move through blockers";

/// Why `action` is not legal for `seat` now. Only called for actions not in [`legal`].
pub fn explain(ctx: &Ctx, seat: SeatId, action: &CatFightAction) -> Refusal {
    use CatFightAction as A;
    let pos = ctx.pos;
    let dec = phase(ctx.turn);
    let off_board = pos.cat(seat).square.is_none();
    let on_grid = |sq: Square| pos.on_grid(sq);
    match (dec, action) {
        (Phase::Over, _) => Refusal::new("The game is over", "no more actions can be taken"),
        (Phase::Fight(_), A::SacrificeCream(id)) => Refusal::new(
            "If you lose a catfight, you may sacrifice a cream of your choice",
            format!("cream {id} is not one of yours"),
        ),
        (Phase::Fight(s), _) => Refusal::new(
            "If you lose a catfight, you may sacrifice a cream of your choice and continue the fight",
            format!(
                "seat {} lost the catfight and must sacrifice a cream or accept defeat first",
                s.0 + 1
            ),
        ),
        (Phase::Face(_), _) => Refusal::new(
            "The winner of a catfight gets to turn their cat in a direction of their choice",
            "choose which way the winner faces first",
        ),
        (Phase::Finish(_), A::PlaceCatnip(sq)) => {
            if !on_grid(*sq) {
                Refusal::new(
                    "Catnip goes on the board",
                    format!("{} is off the grid", square_name(*sq)),
                )
            } else {
                Refusal::new(
                    "Catnip goes on an empty square",
                    format!("{} is taken", square_name(*sq)),
                )
            }
        }
        (Phase::Finish(_), _) => Refusal::new(
            "Move your cat once, or sip: then your turn is done",
            "your cat has acted this turn: place your catnip or end the turn",
        ),
        (Phase::Turn(_), A::EndTurn) => Refusal::new(
            "Move your cat once (like a queen in chess), or sip cream",
            "your cat has not acted yet this turn",
        ),
        (Phase::Turn(_), A::SacrificeCream(_) | A::AcceptDefeat) => Refusal::new(
            "If you lose a catfight, you may sacrifice a cream",
            "there is no catfight to lose",
        ),
        (Phase::Turn(_), A::Enter { square, .. }) => {
            if !off_board {
                Refusal::new(
                    "Your cat starts off the board; your first turn is placing your cat on the blue area",
                    "your cat is already on the board",
                )
            } else if !on_grid(*square) || !pos.is_blue(*square) {
                Refusal::new(
                    "Your first turn is placing your cat in a place of your choice on the blue area",
                    format!("{} is not a blue square", square_name(*square)),
                )
            } else {
                Refusal::new(
                    "A cat enters on a free blue square",
                    format!("{} is taken", square_name(*square)),
                )
            }
        }
        (Phase::Turn(_), _) if off_board => Refusal::new(
            "Your first turn is placing your cat in a place of your choice on the blue area",
            "your cat is off the board: this turn is for placing it",
        ),
        (Phase::Turn(_), A::PlaceBlocker(sq)) => {
            if !on_grid(*sq) {
                Refusal::new(
                    "Blockers go on the board",
                    format!("{} is off the grid", square_name(*sq)),
                )
            } else if pos.is_blue(*sq) {
                Refusal::new(
                    "Blockers MAY NEVER be placed in the blue area",
                    format!("{} is a blue square", square_name(*sq)),
                )
            } else if ctx.stocks[seat.index()].blockers == 0 {
                Refusal::new(
                    "The blockers are shared out evenly at the start",
                    "you have no blockers left",
                )
            } else {
                Refusal::new(
                    "A blocker goes on an empty square",
                    format!("{} is taken", square_name(*sq)),
                )
            }
        }
        (Phase::Turn(_), A::PlaceCatnip(sq)) => {
            if ctx.stocks[seat.index()].catnip_used {
                Refusal::new(
                    "Place your catnip at any point on your turn (you only get to do this once per game)",
                    "you have already used your catnip",
                )
            } else if !on_grid(*sq) {
                Refusal::new(
                    "Catnip goes on the board",
                    format!("{} is off the grid", square_name(*sq)),
                )
            } else {
                Refusal::new(
                    "Catnip goes on an empty square",
                    format!("{} is taken", square_name(*sq)),
                )
            }
        }
        (Phase::Turn(_), A::Move { to, .. }) => {
            let from = pos.cat(seat).square.unwrap_or((0, 0));
            if !on_grid(*to) {
                Refusal::new(QUEEN, format!("{} is off the grid", square_name(*to)))
            } else if Dir::between(from, *to).is_none() {
                Refusal::new(
                    QUEEN,
                    format!(
                        "{} is not in a straight line from {}",
                        square_name(*to),
                        square_name(from)
                    ),
                )
            } else {
                let blocked = pos
                    .path(from, *to)
                    .into_iter()
                    .find(|&sq| sq != *to && !pos.is_free(sq));
                match (blocked, pos.piece(*to)) {
                    (Some(sq), _) => {
                        Refusal::new(QUEEN, format!("{} is in the way", square_name(sq)))
                    }
                    (None, Some(Piece::Blocker)) => Refusal::new(QUEEN, "a blocker stands there"),
                    (None, Some(Piece::Saucer(_))) => Refusal::new(
                        "Cats sip from beside a saucer, never stand on it",
                        "a saucer stands there",
                    ),
                    _ => Refusal::new(QUEEN, format!("{} cannot be reached", square_name(*to))),
                }
            }
        }
        (Phase::Turn(_), A::Sip) => {
            if can_sip(ctx, seat) && still_watched(ctx, seat) {
                Refusal::new(
                    LOOKED_AT,
                    "a cat was looking at you when your turn began: cut its line with a blocker, or move",
                )
            } else {
                Refusal::new(
                    "If you are next to AND facing a saucer of cream at the start of your turn, you may sip cream",
                    "your cat was not next to and facing a saucer with cream when the turn started",
                )
            }
        }
        (Phase::Turn(_), A::Face(_)) => Refusal::new(
            LOOKED_AT,
            "a cat was looking at you when your turn began: cut its line with a blocker, or move",
        ),
        (Phase::Turn(_), A::Pass) => Refusal::new(
            "Your turn is placing your cat on the blue area",
            "a free blue square is left: enter there",
        ),
    }
}

/// A line for the log: "Felix moves to (3, 4), facing east".
pub fn describe(name: &str, action: &CatFightAction) -> String {
    use CatFightAction as A;
    match action {
        A::Enter { square, facing } => {
            format!(
                "{name} enters at {}, facing {}",
                square_name(*square),
                facing.name()
            )
        }
        A::PlaceBlocker(sq) => format!("{name} places a blocker on {}", square_name(*sq)),
        A::PlaceCatnip(sq) => format!("{name} places catnip on {}", square_name(*sq)),
        A::Move { to, facing } => format!(
            "{name} moves to {}, facing {}",
            square_name(*to),
            facing.name()
        ),
        A::Sip => format!("{name} sips a cream"),
        A::Face(d) => format!("{name} turns to face {}", d.name()),
        A::Pass => format!("{name} waits for a free blue square"),
        A::SacrificeCream(_) => format!("{name} sacrifices a cream to fight on"),
        A::AcceptDefeat => format!("{name} accepts defeat and leaves the board"),
        A::EndTurn => format!("{name} ends the turn"),
    }
}
