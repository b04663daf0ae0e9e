//! What a click on the board means: the square under the pointer, and which of the seat's
//! legal actions the click and the mode chosen in the panel (move, blocker, catnip) ask for.
//! Every choice is sent as an action; a refusal comes back on the prompt bar.

use super::scene::{Seen, Show, origin};
use crate::view::kit::pick::BoardPointer;
use bevy::prelude::*;
use mogland_rules::core::{Act, Refused};
use mogland_rules::games::cat_fight::{CatFightAction, Dir, Phase};
use mogland_rules::levels::cat_fight::Square;

/// A click on a board square, for the input handler.
#[derive(Message, Clone, Copy, Debug)]
pub struct SquareClicked(pub Square);

/// The square under the mouse (the shared board pointer), and a click on it.
pub(super) fn pointer(
    pointer: Res<BoardPointer>,
    seen: Res<Seen>,
    mut show: ResMut<Show>,
    mut out: MessageWriter<SquareClicked>,
) {
    let over = pointer.at.and_then(|p| {
        let o = origin(&seen.pos);
        let (x, y) = ((p.x - o.x + 0.5).floor(), (p.z - o.z + 0.5).floor());
        let on_board =
            x >= 0.0 && y >= 0.0 && x < seen.pos.width as f32 && y < seen.pos.height as f32;
        on_board.then_some((x as u8, y as u8))
    });
    if show.hovered != over {
        show.hovered = over;
    }
    if pointer.clicked
        && let Some(sq) = over
    {
        out.write(SquareClicked(sq));
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Move,
    Blocker,
    Catnip,
}

/// A square chosen for the cat, waiting for a facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    pub square: Square,
    pub enter: bool,
}

impl Pending {
    /// Entering or moving onto the square, facing `facing`.
    pub(super) fn action(self, facing: Dir) -> CatFightAction {
        if self.enter {
            CatFightAction::Enter {
                square: self.square,
                facing,
            }
        } else {
            CatFightAction::Move {
                to: self.square,
                facing,
            }
        }
    }
}

#[derive(Resource, Default)]
pub struct Input {
    pub mode: Mode,
    pub pending: Option<Pending>,
    /// The finish step switched to catnip mode by itself (and switches back after).
    finish_mode: bool,
}

fn squares(
    legal: &[CatFightAction],
    pick: impl Fn(&CatFightAction) -> Option<Square>,
) -> Vec<Square> {
    let mut v: Vec<Square> = legal.iter().filter_map(pick).collect();
    v.sort();
    v.dedup();
    v
}

pub(super) fn enter_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| match a {
        CatFightAction::Enter { square, .. } => Some(*square),
        _ => None,
    })
}

pub(super) fn move_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| match a {
        CatFightAction::Move { to, .. } => Some(*to),
        _ => None,
    })
}

pub(super) fn blocker_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| match a {
        CatFightAction::PlaceBlocker(s) => Some(*s),
        _ => None,
    })
}

pub(super) fn catnip_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| match a {
        CatFightAction::PlaceCatnip(s) => Some(*s),
        _ => None,
    })
}

/// Turns board clicks into actions (or a pending move awaiting its facing), and decides which
/// squares glow for the current mode.
pub fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    seen: Res<Seen>,
    mut input: ResMut<Input>,
    mut show: ResMut<Show>,
    mut refused: MessageReader<Refused>,
    mut act: MessageWriter<Act<CatFightAction>>,
) {
    if refused.read().count() > 0 {
        input.pending = None;
    }
    let legal = &seen.legal;
    let enter = enter_squares(legal);
    let finishing = matches!(seen.phase, Some(Phase::Finish(_))) && seen.my_decision;
    if finishing && !input.finish_mode {
        input.mode = Mode::Catnip;
        input.finish_mode = true;
    } else if !finishing && input.finish_mode {
        input.mode = Mode::Move;
        input.finish_mode = false;
    }
    let glow = if !enter.is_empty() {
        enter.clone()
    } else {
        match input.mode {
            Mode::Move => move_squares(legal),
            Mode::Blocker => blocker_squares(legal),
            Mode::Catnip => catnip_squares(legal),
        }
    };
    if show.glow != glow {
        show.glow = glow;
    }
    let Some(seat) = seen.me.filter(|_| seen.my_decision) else {
        clicks.clear();
        return;
    };
    for SquareClicked(sq) in clicks.read().copied() {
        let facing = seen.pos.cats[seat.index()].facing;
        if !enter.is_empty() || seen.pos.cats[seat.index()].square.is_none() {
            if enter.contains(&sq) {
                input.pending = Some(Pending {
                    square: sq,
                    enter: true,
                });
            } else {
                act.write(Act {
                    seat,
                    action: CatFightAction::Enter { square: sq, facing },
                });
            }
            continue;
        }
        match input.mode {
            Mode::Move if move_squares(legal).contains(&sq) => {
                input.pending = Some(Pending {
                    square: sq,
                    enter: false,
                })
            }
            Mode::Move => {
                act.write(Act {
                    seat,
                    action: CatFightAction::Move { to: sq, facing },
                });
            }
            Mode::Blocker => {
                act.write(Act {
                    seat,
                    action: CatFightAction::PlaceBlocker(sq),
                });
            }
            Mode::Catnip => {
                act.write(Act {
                    seat,
                    action: CatFightAction::PlaceCatnip(sq),
                });
                input.mode = Mode::Move;
            }
        }
    }
}
