//! `mogland bench-frames`: the frame time of a seeded table of bots, drawn into a picture
//! rather than a window (no window system, no swapchain), so it runs the same on a machine
//! without a display: Mesa's software renderer here, a GPU server's driver there. Each frame
//! is updated whole and waited for until the renderer has finished it, so its time is all the
//! work of one frame: the app's update (rules, bots' turns taken, views, egui) and the drawing.

use crate::app::setup::TableAtStart;
use crate::session::ActiveTable;
use crate::settings::GraphicsSetting;
use crate::settings::Paths;
use crate::view::quality::{Detail, Feature, ForcedDetail, software};
use bevy::app::PluginsState;
use bevy::asset::RenderAssetUsages;
use bevy::camera::RenderTarget;
use bevy::mesh::Mesh3d;
use bevy::prelude::*;
use bevy::render::render_resource::{PollType, TextureFormat, TextureUsages};
use bevy::render::renderer::{RenderAdapterInfo, RenderDevice};
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub struct BenchPlan {
    pub table: TableAtStart,
    pub quality: GraphicsSetting,
    /// Features left out of what the quality draws (to measure what each costs).
    pub without: Vec<Feature>,
    /// The picture's size in pixels.
    pub size: (u32, u32),
    /// Frames measured, after the table is on show and every pipeline is built.
    pub frames: usize,
    /// A picture of the last frame, to see what was measured.
    pub out: Option<PathBuf>,
}

/// One frame: the app's update (main world), and the whole frame with the drawing finished;
/// and the CPU time the process spent on it (every thread: the software renderer's too), which
/// other work on the machine disturbs far less than the wall clock.
#[derive(Clone, Copy, Debug)]
pub struct FrameTime {
    pub update: Duration,
    pub total: Duration,
    pub cpu: Option<Duration>,
}

pub struct BenchReport {
    pub adapter: String,
    pub detail: Detail,
    pub frames: Vec<FrameTime>,
    /// Meshes drawn and their triangles, on the last frame.
    pub meshes: usize,
    pub triangles: usize,
    /// Actions the bots took while the frames were measured.
    pub actions: usize,
}

impl BenchReport {
    /// "frames N: M ms median, P ms p95, L ms longest; update …; drawing …"
    pub fn summary(&self) -> String {
        let stats = |f: &dyn Fn(&FrameTime) -> Duration| {
            let mut ms: Vec<f64> = self
                .frames
                .iter()
                .map(|t| f(t).as_secs_f64() * 1000.0)
                .collect();
            ms.sort_by(f64::total_cmp);
            let at = |q: f64| {
                ms.get(((ms.len() as f64 - 1.0) * q).round() as usize)
                    .copied()
                    .unwrap_or(0.0)
            };
            format!("{:.1} / {:.1} / {:.1} ms", at(0.5), at(0.95), at(1.0))
        };
        let cpu: Option<Duration> = self.frames.iter().map(|f| f.cpu).sum();
        let cpu = cpu.map_or(String::new(), |c| {
            format!(
                "; CPU {:.1} ms a frame (mean)",
                c.as_secs_f64() * 1000.0 / self.frames.len().max(1) as f64
            )
        });
        format!(
            "frames {} (median / p95 / longest): whole {}; update {}; drawing {}{cpu}; {} meshes, {} triangles; {} actions",
            self.frames.len(),
            stats(&|t| t.total),
            stats(&|t| t.update),
            stats(&|t| t.total.saturating_sub(t.update)),
            self.meshes,
            self.triangles,
            self.actions,
        )
    }
}

/// The picture every camera draws into.
#[derive(Resource, Clone)]
struct Target(Handle<Image>);

/// When this frame's update began and ended.
#[derive(Resource, Default)]
struct UpdateClock {
    began: Option<Instant>,
    took: Duration,
}

/// The frames a table may take to come on show before the bench gives up.
const START_FRAMES: usize = 600;
/// Frames drawn after the table shows and the pipelines are built, before measuring.
const SETTLE_FRAMES: usize = 10;

pub fn run(paths: Paths, plan: BenchPlan) -> Result<BenchReport, String> {
    let mut app = crate::offscreen_app(paths, plan.size);
    let mut picture = Image::new_target_texture(
        plan.size.0,
        plan.size.1,
        TextureFormat::Rgba8UnormSrgb,
        None,
    );
    picture.texture_descriptor.usage |= TextureUsages::COPY_SRC;
    picture.asset_usage = RenderAssetUsages::RENDER_WORLD;
    let target = app.world_mut().resource_mut::<Assets<Image>>().add(picture);
    app.insert_resource(Target(target.clone()))
        .insert_resource(plan.table)
        .init_resource::<UpdateClock>()
        .add_systems(First, |mut c: ResMut<UpdateClock>| {
            c.began = Some(Instant::now())
        })
        .add_systems(Last, |mut c: ResMut<UpdateClock>| {
            c.took = c.began.map_or(Duration::ZERO, |b| b.elapsed())
        })
        .add_systems(Update, draw_into_target);
    // What `App::run` does before the first frame: the renderer starts in the background.
    while app.plugins_state() == PluginsState::Adding {
        bevy::tasks::tick_global_task_pools_on_main_thread();
    }
    app.finish();
    app.cleanup();
    let info = app
        .world()
        .get_resource::<RenderAdapterInfo>()
        .ok_or("no renderer started")?;
    let adapter = format!("{} ({:?}, {:?})", info.name, info.device_type, info.backend);
    let detail = plan
        .without
        .iter()
        .fold(Detail::of(plan.quality, software(Some(info))), |d, f| {
            d.without(*f)
        });
    app.insert_resource(ForcedDetail(detail));
    // Until the table is on show and nothing is still being built for the renderer.
    let mut settled = 0;
    for i in 0.. {
        frame(&mut app);
        let on_show = app.world().contains_resource::<ActiveTable>();
        let building = app
            .get_sub_app(bevy::render::RenderApp)
            .and_then(|r| {
                r.world()
                    .get_resource::<bevy::render::render_resource::PipelineCache>()
            })
            .is_some_and(|c| c.waiting_pipelines().next().is_some());
        settled = if on_show && !building { settled + 1 } else { 0 };
        if settled >= SETTLE_FRAMES {
            break;
        }
        if i >= START_FRAMES {
            return Err(format!(
                "the table did not come on show in {START_FRAMES} frames"
            ));
        }
    }
    let actions_then = actions(&app);
    let mut frames = Vec::with_capacity(plan.frames);
    for _ in 0..plan.frames {
        frames.push(frame(&mut app));
        if !app.world().contains_resource::<ActiveTable>() {
            // The game ended (on to its scores): the frames so far are the table's.
            break;
        }
    }
    let (meshes, triangles) = scene_size(app.world_mut());
    let actions = actions(&app).saturating_sub(actions_then);
    if let Some(out) = plan.out {
        app.world_mut()
            .spawn(Screenshot::image(target))
            .observe(save_to_disk(out));
        for _ in 0..4 {
            frame(&mut app);
        }
    }
    Ok(BenchReport {
        adapter,
        detail,
        frames,
        meshes,
        triangles,
        actions,
    })
}

/// One whole frame: the update, the drawing, and the wait for the renderer to finish it.
fn frame(app: &mut App) -> FrameTime {
    let began = Instant::now();
    let cpu_then = process_cpu();
    app.update();
    if let Some(device) = app.world().get_resource::<RenderDevice>() {
        let _ = device.poll(PollType::wait_indefinitely());
    }
    FrameTime {
        update: app.world().resource::<UpdateClock>().took,
        total: began.elapsed(),
        cpu: process_cpu()
            .zip(cpu_then)
            .map(|(now, then)| now.saturating_sub(then)),
    }
}

/// The CPU time this process has used, user and system, all threads (Linux: /proc; elsewhere
/// none). In clock ticks of 10 ms: a mean over many frames is what it is good for.
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in brackets and may hold spaces.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn actions(app: &App) -> usize {
    app.world()
        .get_resource::<ActiveTable>()
        .map_or(0, |t| t.rules.actions_taken(app.world()))
}

/// Every camera that would draw on the window draws into the picture instead, those spawned
/// later too (the board's half-size picture at Low stays where it is).
fn draw_into_target(target: Res<Target>, mut cameras: Query<&mut RenderTarget, Added<Camera>>) {
    for mut t in &mut cameras {
        if matches!(*t, RenderTarget::Window(_)) {
            *t = RenderTarget::Image(target.0.clone().into());
        }
    }
}

/// The meshes in the scene that are visible, and their triangles.
fn scene_size(world: &mut World) -> (usize, usize) {
    let mut shown = world.query::<(&Mesh3d, &InheritedVisibility)>();
    let handles: Vec<Handle<Mesh>> = shown
        .iter(world)
        .filter(|(_, v)| v.get())
        .map(|(m, _)| m.0.clone())
        .collect();
    let meshes = world.resource::<Assets<Mesh>>();
    let triangles = handles
        .iter()
        .filter_map(|h| meshes.get(h))
        .map(|m| match m.indices() {
            Some(i) => i.len() / 3,
            None => m.count_vertices() / 3,
        })
        .sum();
    (handles.len(), triangles)
}
