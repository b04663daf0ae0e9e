//! Hotseat privacy: with more than one human at the table, "pass to Ada — click when ready"
//! stands before any view that shows a hand, and no seat's hidden things are drawn while
//! nobody has been cleared. In a response window each human asked is handed the screen in
//! turn, whether or not they can respond (see `mogland_rules::core::hotseat`).
//!
//! The screen is never a way into another seat's hand: a player who wants to take back their
//! last move on the next player's "pass to …" screen has the screen passed back to them, and
//! the move is taken back (their hand shown) only once they click through their own screen.

use crate::session::{ActiveTable, TableTurn, UndoRequest, ViewBusy};
use crate::states::Screen;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::SeatId;
use mogland_rules::core::hotseat::Viewer;

/// The human seat that last clicked through the privacy screen.
#[derive(Resource, Default)]
pub struct Privacy {
    pub cleared_for: Option<SeatId>,
    /// A human who asked, while a "pass to …" screen was up, to take back their last move: the
    /// screen reads "pass to" them, and `app::playing::undo` takes the move back once they clicked
    /// through it (`cleared_for` is then theirs).
    pub take_back: Option<SeatId>,
}

impl Privacy {
    /// The screen goes back to `seat` for a take-back, with nobody cleared.
    pub fn hand_back(&mut self, seat: SeatId) {
        self.take_back = Some(seat);
        self.cleared_for = None;
    }
    /// Whether `seat` has clicked through the screen handed back to it for a take-back.
    pub fn handed_back_to(&self, seat: SeatId) -> bool {
        self.take_back == Some(seat) && self.cleared_for == Some(seat)
    }
}

/// Ordering of the screen's egui passes: the prompt bar, then the privacy screen or the
/// table's own panels, then overlays.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TableUi {
    Bar,
    Table,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Privacy>()
        .configure_sets(
            EguiPrimaryContextPass,
            (TableUi::Bar, TableUi::Table).chain(),
        )
        .add_systems(OnEnter(Screen::Playing), |mut p: ResMut<Privacy>| {
            *p = Privacy::default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            privacy_ui
                .in_set(TableUi::Table)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveTable>)),
        );
}

/// Whether the privacy screen covers the table now (the views then draw nothing of it).
pub fn screen_up(turn: &TableTurn, busy: &ViewBusy) -> bool {
    !busy.0 && matches!(turn.viewer, Some(Viewer::PassTo(_)))
}

fn privacy_ui(
    mut contexts: EguiContexts,
    table: Res<ActiveTable>,
    turn: Res<TableTurn>,
    busy: Res<ViewBusy>,
    mut privacy: ResMut<Privacy>,
    mut undo: MessageWriter<UndoRequest>,
    area: Res<crate::session::TableArea>,
) -> Result {
    let Some(Viewer::PassTo(next)) = turn.viewer else {
        return Ok(());
    };
    if busy.0 {
        return Ok(());
    }
    // A take-back asked for here, while it can still be done: the screen is passed back first.
    let taking_back = privacy.take_back.filter(|s| turn.can_undo == Some(*s));
    let seat = taking_back.unwrap_or(next);
    let ctx = contexts.ctx_mut()?;
    let name = table.name(seat).to_string();
    let colour = table.colour(seat);
    let mut root = area.ui(ctx, "privacy");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.label(
                egui::RichText::new(tr!("privacy-pass", name = name.as_str()))
                    .size(48.0)
                    .color(theme::ink_of(theme::colour(colour))),
            );
            ui.label(tr!("privacy-look-away"));
            ui.add_space(20.0);
            if let Some(last) = taking_back {
                if theme::big_button(ui, true, &tr!("privacy-take-back", name = name.as_str())) {
                    // Cleared for the take-back only: `app::playing::undo` applies it, and the hand
                    // shows once the move is back.
                    privacy.cleared_for = Some(last);
                    undo.write(UndoRequest(last));
                }
                ui.add_space(30.0);
                if ui
                    .button(tr!("privacy-keep-move", next = table.name(next)))
                    .clicked()
                {
                    privacy.take_back = None;
                }
                return;
            }
            if theme::big_button(ui, true, &tr!("privacy-show-hand", name = name.as_str())) {
                privacy.cleared_for = Some(next);
            }
            // The player who just acted may still take it back before handing over, behind
            // their own "pass to" screen.
            if let Some(last) = turn.can_undo.filter(|l| *l != next) {
                ui.add_space(30.0);
                let who = table.name(last);
                if ui.button(tr!("privacy-pass-back", name = who)).clicked() {
                    privacy.hand_back(last);
                }
            }
        });
    });
    Ok(())
}
