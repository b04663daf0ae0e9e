//! Hotseat privacy: with more than one human at the table, "pass to Ada — click when ready"
//! stands before any view that shows a hand, and no hand is shown while another seat acts.

use crate::app::Screen;
use crate::app::style;
use crate::app::table::{ActiveTable, ViewBusy};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::{SeatId, SeatKind};

/// The human seat that clicked through the privacy screen for its current decision.
#[derive(Resource, Default)]
pub struct Privacy {
    pub cleared_for: Option<SeatId>,
}

/// Whose hidden cards the table may show now, if anyone's. With one human it is always that
/// human; with several, only the human to act, and only after the privacy screen.
pub fn visible_seat(
    table: &ActiveTable,
    to_act: Option<SeatId>,
    privacy: &Privacy,
) -> Option<SeatId> {
    let humans: Vec<SeatId> = table
        .setup
        .seat_ids()
        .filter(|s| table.setup.seats[s.index()].kind == SeatKind::Human)
        .collect();
    match humans.as_slice() {
        [] => None,
        [only] => Some(*only),
        _ => to_act.filter(|s| humans.contains(s) && privacy.cleared_for == Some(*s)),
    }
}

/// Whether the privacy screen must be shown now, and for whom.
pub fn waiting_for(
    table: &ActiveTable,
    to_act: Option<SeatId>,
    privacy: &Privacy,
) -> Option<SeatId> {
    let seat = to_act?;
    let human = table.setup.seats[seat.index()].kind == SeatKind::Human;
    (table.setup.needs_privacy_screen() && human && privacy.cleared_for != Some(seat))
        .then_some(seat)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Privacy>()
        .add_systems(OnEnter(Screen::Playing), |mut p: ResMut<Privacy>| {
            p.cleared_for = None
        })
        .add_systems(
            EguiPrimaryContextPass,
            privacy_ui.run_if(in_state(Screen::Playing)),
        );
}

fn privacy_ui(world: &mut World, egui_state: &mut bevy::ecs::system::SystemState<EguiContexts>) {
    let Some(table) = world.get_resource::<ActiveTable>().cloned() else {
        return;
    };
    if world.resource::<ViewBusy>().0 {
        return;
    }
    let to_act = table.driver.to_act(world);
    let Some(seat) = waiting_for(&table, to_act, world.resource::<Privacy>()) else {
        return;
    };
    let name = table.setup.seats[seat.index()].name.clone();
    let colour = table.setup.seats[seat.index()].colour;
    let Some(ctx) = egui_state
        .get_mut(world)
        .ok()
        .and_then(|mut c| c.ctx_mut().ok().cloned())
    else {
        return;
    };
    let mut root = style::screen(&ctx, "privacy");
    let mut cleared = false;
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
                cleared = true;
            }
        });
    });
    if cleared {
        world.resource_mut::<Privacy>().cleared_for = Some(seat);
    }
}
