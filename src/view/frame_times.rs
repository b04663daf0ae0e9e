//! How long the window's frames take at a table, for whoever measures that it keeps drawing
//! while bots think (`scripts/window-frames`) or while an online table's news arrives
//! (`scripts/window-round-trip`). Logged when the table is left, a game's end included.

use crate::session::Thinking;
use crate::states::Screen;
use crate::view::idle::KeepsDrawing;
use bevy::prelude::*;
use std::time::Instant;

/// Frame times at this table, in seconds: only a frame that followed one asking for it at
/// once (`idle::KeepsDrawing`: something moving, a bot thinking), so an idle window's sleep
/// is not counted but a stall is. Split by whether a bot of this window was thinking the
/// frame before. (Not any `RequestRedraw`: winit also passes one on with a redraw it was
/// asked for, which would count the idle wait after it.)
#[derive(Resource, Default)]
pub struct FrameTimes {
    thinking: Vec<f64>,
    other: Vec<f64>,
    /// The frame before: when it ran, and, if it asked for the next at once, whether a bot
    /// thought.
    last: Option<Instant>,
    before: Option<bool>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<FrameTimes>()
        .add_systems(OnEnter(Screen::Playing), |mut f: ResMut<FrameTimes>| {
            *f = FrameTimes::default()
        })
        .add_systems(OnExit(Screen::Playing), log)
        .add_systems(
            Last,
            record
                .after(crate::view::idle::keep_drawing)
                .run_if(in_state(Screen::Playing)),
        );
}

fn record(keeps: Res<KeepsDrawing>, thinking: Res<Thinking>, mut times: ResMut<FrameTimes>) {
    // The clock now, not `Time<Real>`: with the renderer on its own thread, that one's delta
    // is the frame before's (a long idle wait would be counted one frame late).
    let now = Instant::now();
    let dt = times.last.map_or(0.0, |l| (now - l).as_secs_f64());
    match times.before {
        Some(true) => times.thinking.push(dt),
        Some(false) => times.other.push(dt),
        None => {}
    }
    times.last = Some(now);
    times.before = keeps.0.then_some(!thinking.is_empty());
}

/// "80.1 ms median, 94.0 ms p95, 120.3 ms longest (412)", or `None` with none drawn.
pub fn summary(times: &[f64]) -> Option<String> {
    let mut f = times.to_vec();
    f.sort_by(f64::total_cmp);
    let p95 = *f.get((f.len() as f64 * 0.95) as usize).or(f.last())?;
    Some(format!(
        "{:.1} ms median, {:.1} ms p95, {:.1} ms longest ({})",
        f[f.len() / 2] * 1000.0,
        p95 * 1000.0,
        f.last()? * 1000.0,
        f.len()
    ))
}

/// The frames at this table: all of them, then those while a bot of this window thought.
pub fn line(world: &World) -> Option<String> {
    let times = world.get_resource::<FrameTimes>()?;
    let all: Vec<f64> = times.thinking.iter().chain(&times.other).copied().collect();
    let mut line = format!("frames {}", summary(&all)?);
    if let Some(t) = summary(&times.thinking) {
        line += &format!("; while a bot thought {t}");
    }
    Some(line)
}

fn log(world: &mut World) {
    if let Some(line) = line(world) {
        info!("table: {line}");
    }
}
