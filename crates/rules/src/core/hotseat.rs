//! Several people at one screen: whose hidden things the table may show, who must be handed
//! the screen first, which bots answer now. Pure functions of the setup and the decision, so
//! the app and the tests agree on them.
//!
//! A response window that holds several humans asks each of them in turn, privately, in the
//! window's order, whether or not they can respond: a human with nothing to play still sees
//! "pass to …" and answers "pass". So the screens never tell the table who holds a response
//! (see `docs/decisions.md` for what the other design would leak).

use crate::core::{BotLevel, Decision, SeatId, SeatKind, TableSetup};

/// What the table screen may show now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Public things only: no seat's hidden cards (bots are deciding, or no one has been cleared).
    Public,
    /// This human's own hidden things too: the only human at the table, or the human asked now
    /// who has clicked through the privacy screen.
    Seat(SeatId),
    /// Hand the screen to this human first ("pass to Ada — click when ready").
    PassTo(SeatId),
}

impl Viewer {
    /// The seat whose hidden things may be drawn, if any.
    pub fn seat(self) -> Option<SeatId> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Public | Viewer::PassTo(_) => None,
        }
    }
}

/// Whether no one else shares the screen: one human at the table at most. Only then may the
/// table answer for a human, or offer to ask a human less: with several, which prompts appear
/// would tell the others what a seat holds.
pub fn alone_at_screen(setup: &TableSetup) -> bool {
    humans(setup).len() <= 1
}

fn humans(setup: &TableSetup) -> Vec<SeatId> {
    setup
        .seat_ids()
        .filter(|s| setup.seats[s.index()].kind == SeatKind::Human)
        .collect()
}

/// Who may see what now. `cleared` is the human who last clicked through the privacy screen.
pub fn viewer<P>(
    setup: &TableSetup,
    decision: Option<&Decision<P>>,
    cleared: Option<SeatId>,
) -> Viewer {
    let humans = humans(setup);
    match humans.as_slice() {
        [] => Viewer::Public,
        // Nobody else looks at this screen: the one human always sees their own hand.
        [only] => Viewer::Seat(*only),
        _ => {
            let asked = decision.and_then(|d| d.seats.iter().find(|s| humans.contains(s)));
            match asked {
                None => Viewer::Public,
                Some(&s) if cleared == Some(s) => Viewer::Seat(s),
                Some(&s) => Viewer::PassTo(s),
            }
        }
    }
}

/// The bots that decide now: the seat to act on a turn if it is a bot, every bot in a response
/// window (bots answer at once; their answers stay hidden until the window closes).
pub fn bots_to_answer<P>(setup: &TableSetup, decision: &Decision<P>) -> Vec<(SeatId, BotLevel)> {
    let bot = |s: &SeatId| match setup.seats[s.index()].kind {
        SeatKind::Bot(level) => Some((*s, level)),
        SeatKind::Human => None,
    };
    if decision.is_response() {
        decision.seats.iter().filter_map(bot).collect()
    } else {
        decision.first().iter().filter_map(bot).collect()
    }
}

/// Whether the table may answer a response window for `seat` by itself: only when no one else
/// shares the screen (one human at most) and passing is the seat's only choice. In hotseat every
/// human is asked, so that the screens give nothing away.
pub fn may_auto_pass<P>(setup: &TableSetup, decision: &Decision<P>, legal_choices: usize) -> bool {
    decision.is_response() && alone_at_screen(setup) && legal_choices == 1
}
