//! The table at the screen, as the views and the screens share it: which table is on and what
//! kind it is, what it asks now and who may see what, whether a view is still playing it back,
//! the bots thinking, and what the table's controls ask for. It sits below the views and the
//! screens and imports neither.

pub mod privacy;

use crate::states::Screen;
use crate::theme;
use bevy::prelude::*;
use bevy::tasks::Task;
use bevy_egui::egui;
use mogland_rules::core::Suggested;
use mogland_rules::core::hotseat::Viewer;
use mogland_rules::core::registry::{Asked, BotReply, HintLine};
use mogland_rules::core::{GameId, GameRules, Refusal, SeatId, SeatKind, TableSetup, Text};

/// The table being played.
#[derive(Resource, Clone)]
pub struct ActiveTable {
    pub rules: &'static dyn GameRules,
    pub setup: TableSetup,
    pub mode: TableMode,
}

/// What kind of table is on screen, declared where it is entered. What runs at it (bots, undo,
/// the autosave, the history) follows from this, never from which other resources exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableMode {
    /// Played at this screen: its humans and bots.
    Local,
    /// A game's guided first game ("Learn to play"), played at this screen.
    Tutorial,
    /// Played here and hosted for players on other machines.
    Hosted,
    /// A table another machine hosts: this one shows the mirror it sends and sends its seats'
    /// actions there.
    Guest,
    /// A kept game or a save watched again: nobody acts.
    Replay,
}

impl TableMode {
    /// The rules run on this machine: its bots play, undo is its own, the table is saved here.
    pub fn rules_here(self) -> bool {
        matches!(self, Self::Local | Self::Tutorial | Self::Hosted)
    }
    /// Players on other machines sit at it.
    pub fn online(self) -> bool {
        matches!(self, Self::Hosted | Self::Guest)
    }
}

impl ActiveTable {
    pub fn game(&self) -> GameId {
        self.setup.game
    }
    pub fn name(&self, seat: SeatId) -> &str {
        self.setup
            .seats
            .get(seat.index())
            .map_or("?", |s| s.name.as_str())
    }
    pub fn colour(&self, seat: SeatId) -> [u8; 3] {
        self.setup
            .seats
            .get(seat.index())
            .map_or([128, 128, 128], |s| s.colour)
    }
    pub fn is_human(&self, seat: SeatId) -> bool {
        self.setup
            .seats
            .get(seat.index())
            .is_some_and(|s| s.kind == SeatKind::Human)
    }
}

/// What the table asks now and who may see what, worked out once a frame after the rules ran.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct TableTurn {
    pub asked: Option<Asked>,
    /// Whose hidden things the views may draw (see [`Viewer`]).
    pub viewer: Option<Viewer>,
    /// The human who may take back their last action now, if undo is on.
    pub can_undo: Option<SeatId>,
}

impl TableTurn {
    /// The seat whose hand may be shown, if any.
    pub fn me(&self) -> Option<SeatId> {
        self.viewer.and_then(Viewer::seat)
    }
    /// Whether the seat the views show is asked now.
    pub fn my_decision(&self) -> bool {
        match (self.me(), &self.asked) {
            (Some(me), Some(a)) => a.seats.contains(&me),
            _ => false,
        }
    }
}

/// Run condition: a table of `game` is being played.
pub fn game_on(
    game: GameId,
) -> impl Fn(Option<Res<ActiveTable>>, Res<State<Screen>>) -> bool + Clone {
    move |t, s| *s.get() == Screen::Playing && t.is_some_and(|t| t.game() == game)
}

/// Where the table works out who is asked this frame: views come after it, so they never
/// show the decision before the last action.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurnSeen;

/// Set by the active game's view while it animates: bots wait, and the game-over screen too.
#[derive(Resource, Default)]
pub struct ViewBusy(pub bool);

/// A player asks what the Normal bot would do in their place (the Hint button, H).
#[derive(Message, Clone, Copy, Debug)]
pub struct HintRequest;

/// The hint on show, until the table moves on.
#[derive(Resource, Default, Debug)]
pub struct HintShown(pub Option<HintLine>);

/// A human asks to take back their last action (the Undo button, Ctrl+Z).
#[derive(Message, Clone, Copy, Debug)]
pub struct UndoRequest(pub SeatId);

/// The last refusal, for the prompt bar: the rule that refused and why (and the number of
/// actions taken when it came).
#[derive(Resource, Default, Debug)]
pub struct LastRefusal(pub Option<Refusal>, pub(crate) usize);

/// The table was put back (undo): views resync from the rules' state and drop what they were
/// playing back.
#[derive(Message, Clone, Debug)]
pub struct TableChanged {
    pub note: Option<Text>,
}

/// The bots thinking now, and how long the table has waited before the next one starts.
#[derive(Resource, Default)]
pub struct Thinking {
    pub(crate) tasks: Vec<(SeatId, Task<BotReply>)>,
    pub(crate) waited: f32,
    /// The last window answered for a human who could only pass: (seat, actions taken then).
    pub(crate) auto_passed: Option<(SeatId, usize)>,
}

impl Thinking {
    pub fn seats(&self) -> Vec<SeatId> {
        self.tasks.iter().map(|(s, _)| *s).collect()
    }
    pub fn is_empty(&self) -> bool {
        self.tasks.is_empty()
    }
}

/// The window below the prompt bar, where the table's own panels go (egui points).
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct TableArea(pub Option<egui::Rect>);

impl TableArea {
    /// A Ui over the table's area (the whole window before the bar has been drawn).
    pub fn ui(&self, ctx: &egui::Context, id: &'static str) -> egui::Ui {
        theme::screen_in(ctx, id, self.0.unwrap_or(ctx.viewport_rect()))
    }
}

/// The part of the table area no panel covers: where the board shows and takes clicks.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct BoardArea(pub Option<egui::Rect>);

impl BoardArea {
    /// Whether the point `p` (egui points) shows the board: inside the area the panels leave
    /// and under no egui window, popup or modal (the rules page, settings, a floating panel),
    /// so the wheel over a window scrolls the window, not the board behind it.
    pub fn shows(&self, ctx: &egui::Context, p: egui::Pos2) -> bool {
        self.0.is_some_and(|a| a.contains(p))
            && ctx
                .layer_id_at(p)
                .is_none_or(|l| l.order == egui::Order::Background)
    }
}

/// The action a hint (or a tutorial's step) suggests to `me`, while `me` decides: what a view
/// glows. `None` for another seat's hint, or when `me` is not asked.
pub fn hint_for<A>(hint: Option<&Suggested<A>>, me: Option<SeatId>, deciding: bool) -> Option<&A> {
    hint.filter(|h| deciding && Some(h.0) == me).map(|h| &h.1)
}
