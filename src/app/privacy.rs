//! Hotseat privacy: with more than one human at the table, "pass to Ada — click when ready"
//! stands before any view that shows a hand, and no seat's hidden things are drawn while
//! nobody has been cleared. In a response window each human asked is handed the screen in
//! turn, whether or not they can respond (see `mogland_rules::core::hotseat`).

use crate::app::Screen;
use crate::app::style;
use crate::app::table::{ActiveTable, Turn, UndoRequest, ViewBusy};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::SeatId;
use mogland_rules::core::hotseat::Viewer;

/// The human seat that last clicked through the privacy screen.
#[derive(Resource, Default)]
pub struct Privacy {
    pub cleared_for: Option<SeatId>,
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
            p.cleared_for = None
        })
        .add_systems(
            EguiPrimaryContextPass,
            privacy_ui
                .in_set(TableUi::Table)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveTable>)),
        );
}

/// Whether the privacy screen covers the table now (the views then draw nothing of it).
pub fn screen_up(turn: &Turn, busy: &ViewBusy) -> bool {
    !busy.0 && matches!(turn.viewer, Some(Viewer::PassTo(_)))
}

fn privacy_ui(
    mut contexts: EguiContexts,
    table: Res<ActiveTable>,
    turn: Res<Turn>,
    busy: Res<ViewBusy>,
    mut privacy: ResMut<Privacy>,
    mut undo: MessageWriter<UndoRequest>,
    area: Res<crate::view::kit::bar::TableArea>,
) -> Result {
    let Some(Viewer::PassTo(seat)) = turn.viewer else {
        return Ok(());
    };
    if busy.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let name = table.name(seat).to_string();
    let colour = table.colour(seat);
    let mut root = area.ui(ctx, "privacy");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.label(
                egui::RichText::new(format!("Pass to {name}"))
                    .size(48.0)
                    .color(style::colour(colour)),
            );
            ui.label("Everyone else, look away: the next screen shows a hand.");
            ui.add_space(20.0);
            if style::big_button(ui, true, &format!("I am {name}: show my hand")) {
                privacy.cleared_for = Some(seat);
            }
            // The player who just acted may still take it back before handing over.
            if let Some(last) = turn.can_undo {
                ui.add_space(30.0);
                if ui
                    .button(format!("{}: take back your last move", table.name(last)))
                    .clicked()
                {
                    undo.write(UndoRequest(last));
                }
            }
        });
    });
    Ok(())
}
