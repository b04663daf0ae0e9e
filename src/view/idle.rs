//! An idle window costs nothing: the app updates only when the player does something (window
//! events: moving the mouse over it, focusing it), when asked to, or every half minute. While
//! anything moves — a playback, a glide, a bot thinking — a redraw is requested every frame.
//! (An edited level file shows up at the next of those: coming back to the window is enough.)

use crate::session::{ActiveTable, TableTurn, Thinking, ViewBusy};
use crate::view::tween::{Appear, Tween, Vanish};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};
use std::time::{Duration, Instant};

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
        .init_resource::<KeepsDrawing>()
        .add_systems(Last, keep_drawing)
        .add_systems(
            PreUpdate,
            (quiet_modifiers, egui_clock)
                .after(EguiInputSet::WriteEguiEvents)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// egui's clock is the wall clock when its input is handed over. bevy_egui gives it
/// `Time<Real>`, which for a frame is when the renderer finished the frame before: after the
/// window slept, the frame a press wakes it for reads the time it fell asleep. egui counted the
/// idle spell into the press, and past its 0.8 s took the release for the end of a long press
/// or a drag, not a click: a second click at the same spot (the next cat to pick, the next
/// "Let it go") was lost until the mouse moved, which draws frames and brings the time up to
/// date.
pub fn egui_clock(mut inputs: Query<&mut EguiInput>, mut start: Local<Option<Instant>>) {
    let start = *start.get_or_insert_with(Instant::now);
    for mut input in &mut inputs {
        input.time = Some(start.elapsed().as_secs_f64());
    }
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

/// Whether the window asked for the next frame at once, this frame: something moves, a bot
/// thinks or is about to (for `frame_times`, which counts only such frames).
#[derive(Resource, Default)]
pub struct KeepsDrawing(pub bool);

/// Frames drawn after anything changes. Rendering runs a frame behind the update, and a click
/// handled in egui's pass (PostUpdate) reaches the rules only in the next frame's Update: a
/// click's effect is on screen two frames after it, so one frame after an input was not enough
/// (an Undo click "did nothing" until the mouse moved).
const SETTLE_FRAMES: u8 = 3;
/// Seconds of drawing after a change of screen or table, and after the window opens.
const SETTLE_SECS: f32 = 1.5;
const START_SECS: f32 = 6.0;

/// Something on screen moves, or a bot is about to, or the player just did something, or the
/// screen or the table changed: draw the next frames too. The window's first frames are drawn
/// the same way, so the title table shows before the mouse moves.
pub(crate) fn keep_drawing(
    mut inputs: MessageReader<bevy::input::mouse::MouseButtonInput>,
    mut moves: MessageReader<CursorMoved>,
    mut keys: MessageReader<bevy::input::keyboard::KeyboardInput>,
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    mut resized: MessageReader<bevy::window::WindowResized>,
    busy: Option<Res<ViewBusy>>,
    thinking: Option<Res<Thinking>>,
    table: Option<Res<ActiveTable>>,
    turn: Option<Res<TableTurn>>,
    screen: Option<Res<State<crate::states::Screen>>>,
    play: Option<Res<State<crate::states::PlayState>>>,
    tweens: Query<(), Or<(With<Tween>, With<Appear>, With<Vanish>)>>,
    mut settle: Local<Option<(u8, f32)>>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut keeps: ResMut<KeepsDrawing>,
) {
    let bot_to_act = match (&table, &turn) {
        (Some(table), Some(turn)) => turn.asked.as_ref().is_some_and(|a| {
            !mogland_rules::core::hotseat::bots_to_answer(&table.setup, a).is_empty()
        }),
        _ => false,
    };
    let touched = inputs.read().count()
        + moves.read().count()
        + keys.read().count()
        + wheel.read().count()
        + resized.read().count()
        > 0;
    // A new screen or table may bring a new scene: give it time as well as frames.
    let new_scene = screen.is_some_and(|s| s.is_changed());
    let changed = touched
        || new_scene
        || turn.is_some_and(|t| t.is_changed())
        || play.as_ref().is_some_and(|p| p.is_changed());
    // After a change: a few frames, and a little real time too, since the renderer may need
    // several frames (textures uploaded, pipelines compiled in the background) before a new
    // scene shows. The window's start counts as a change, with longer to get ready.
    let now = time.elapsed_secs();
    let (left, until) = settle.get_or_insert((SETTLE_FRAMES, now + START_SECS));
    if changed {
        *left = SETTLE_FRAMES;
    }
    if new_scene {
        *until = until.max(now + SETTLE_SECS);
    }
    let settling = *left > 0 || now < *until;
    *left = left.saturating_sub(1);
    let paused = play.is_some_and(|p| *p.get() == crate::states::PlayState::Paused);
    // While paused, virtual time stands still: nothing on the table moves.
    let moving = settling
        || !paused
            && (busy.is_some_and(|b| b.0)
                || thinking.is_some_and(|t| !t.is_empty())
                || bot_to_act
                || !tweens.is_empty());
    if moving {
        redraw.write(RequestRedraw);
    }
    keeps.0 = moving;
}
