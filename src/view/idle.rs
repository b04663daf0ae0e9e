//! An idle window costs nothing: the app updates only when the player does something (window
//! events: moving the mouse over it, focusing it), when asked to, or every half minute. While
//! anything moves — a playback, a glide, a bot thinking — a redraw is requested every frame.
//! (An edited level file shows up at the next of those: coming back to the window is enough.)

use crate::app::bots::Thinking;
use crate::app::table::{ActiveTable, Turn, ViewBusy};
use crate::view::tween::{Appear, Tween, Vanish};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};
use std::time::Duration;

/// How long an idle window waits before updating anyway. A software-rendered 3D table costs
/// about a fifth of a CPU-second a frame: waking every few seconds alone would cost 5%.
const IDLE_WAKE: Duration = Duration::from_secs(30);

/// Reactive updates: window events (not raw device motion elsewhere on the desktop) wake it.
pub fn settings() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(IDLE_WAKE),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE_WAKE * 2),
    }
}

pub fn plugin(app: &mut App) {
    app.insert_resource(settings())
        .add_systems(Last, keep_drawing)
        .add_systems(
            PreUpdate,
            quiet_modifiers
                .after(EguiInputSet::WriteEguiEvents)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// bevy_egui hands egui a "modifiers changed" event every frame, changed or not; egui takes
/// any event as a reason to repaint at once, and bevy_egui then asks for the next frame: the
/// window would never rest. Only a real change of the modifier keys is passed on.
fn quiet_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// Something on screen moves, or a bot is about to, or the player just did something: draw
/// the next frame too. (Rendering runs a frame behind the update; without the frame after an
/// input, what the input changed would show only at the next event.)
fn keep_drawing(
    mut inputs: MessageReader<bevy::input::mouse::MouseButtonInput>,
    mut moves: MessageReader<CursorMoved>,
    mut keys: MessageReader<bevy::input::keyboard::KeyboardInput>,
    busy: Option<Res<ViewBusy>>,
    thinking: Option<Res<Thinking>>,
    table: Option<Res<ActiveTable>>,
    turn: Option<Res<Turn>>,
    tweens: Query<(), Or<(With<Tween>, With<Appear>, With<Vanish>)>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let bot_to_act = match (&table, &turn) {
        (Some(table), Some(turn)) => turn.asked.as_ref().is_some_and(|a| {
            !mogland_rules::core::hotseat::bots_to_answer(&table.setup, a).is_empty()
        }),
        _ => false,
    };
    let touched = inputs.read().count() + moves.read().count() + keys.read().count() > 0;
    let moving = touched
        || busy.is_some_and(|b| b.0)
        || thinking.is_some_and(|t| !t.is_empty())
        || bot_to_act
        || !tweens.is_empty();
    if moving {
        redraw.write(RequestRedraw);
    }
}
