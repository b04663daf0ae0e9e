//! The title scene behind the main menu: a round table with pieces of the five
//! games on it and cats at rest around them. Now and then one blinks or flicks its tail.
//!
//! It costs next to nothing: nothing moves between gestures, so nothing is drawn; the window
//! sleeps until the next gesture is due, and a gesture is a few held poses (stop motion, one
//! frame each) rather than a smooth run of frames. On a software renderer (no GPU) even one
//! frame costs most of a second of CPU, so there the cats hold still (docs/decisions.md).

use crate::states::Screen;
use crate::view::camera::BoardView;
use crate::view::kit::figures::{self, CatParts};
use crate::view::materials::{BoardMaterials, Surface};
use crate::view::motion;
use crate::view::seats::Marker;
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use winit::event_loop::EventLoopProxy;

#[derive(Component)]
struct TitleScene;

/// One cat's idle life: when its next gesture starts, and the one under way.
#[derive(Component, Default)]
struct Idle {
    /// Tells this cat's chances from the others'.
    seed: u32,
    next: f32,
    gesture: Option<(Gesture, f32)>,
    count: u32,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Gesture {
    Blink,
    Flick,
}

impl Gesture {
    /// The held poses, each `(seconds after the start, eyes open 0..1, tail swing)`; the last
    /// is the rest pose again.
    fn keys(self) -> &'static [(f32, f32, f32)] {
        match self {
            Gesture::Blink => &[(0.0, 0.1, 0.0), (motion::BLINK, 1.0, 0.0)],
            Gesture::Flick => &[
                (0.0, 1.0, 0.35),
                (0.15, 1.0, 0.6),
                (0.3, 1.0, 0.25),
                (motion::TAIL_FLICK, 1.0, 0.0),
            ],
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spawn)
        .add_systems(OnExit(Screen::Menu), despawn)
        .add_systems(
            Update,
            live.run_if(any_with_component::<TitleScene>)
                .run_if(crate::view::quality::animated),
        );
}

/// A little pseudo-random number in 0..1 from two counters: the scene is the same every run.
fn hash01(a: u32, b: u32) -> f32 {
    let mut h = a.wrapping_mul(0x9E37_79B9) ^ b.wrapping_mul(0x85EB_CA6B);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    (h & 0xFFFF) as f32 / 65_535.0
}

fn spawn(
    mut commands: Commands,
    existing: Query<(), With<TitleScene>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    board: Res<BoardMaterials>,
    mut view: ResMut<BoardView>,
) {
    view.frame(Vec3::new(-4.4, 0.0, -3.0), Vec3::new(4.4, 1.6, 2.8), 0.68);
    if !existing.is_empty() {
        return;
    }
    let root = commands
        .spawn((TitleScene, Transform::default(), Visibility::default()))
        .id();
    let mut parts = Vec::new();
    let mut put = |commands: &mut Commands, mesh: Handle<Mesh>, mat, t: Transform| {
        parts.push(commands.spawn((Mesh3d(mesh), MeshMaterial3d(mat), t)).id());
    };

    // The table: a round walnut top on a felt cloth.
    let top = board.plain(&mut materials, Surface::Table, 3.0);
    put(
        &mut commands,
        meshes.add(Cylinder::new(7.5, 0.3).mesh().resolution(128)),
        top,
        Transform::from_xyz(0.0, -0.15, 0.0),
    );
    let felt = board.plain(&mut materials, Surface::Felt, 4.0);
    put(
        &mut commands,
        meshes.add(Cylinder::new(4.6, 0.02).mesh().resolution(128)),
        felt,
        Transform::from_xyz(0.4, 0.0, -0.2),
    );

    // Cat Fight: a corner of its board, blue and plain squares on paper.
    let square = meshes.add(Cuboid::new(0.62, 0.04, 0.62));
    let blue = board.tinted(
        &mut materials,
        Surface::Paper,
        Color::srgb(0.55, 0.7, 0.9),
        1.0,
    );
    let plain = board.plain(&mut materials, Surface::Paper, 1.0);
    for x in 0..4 {
        for z in 0..3 {
            let m = if (x + z) % 3 == 0 { &blue } else { &plain };
            put(
                &mut commands,
                square.clone(),
                m.clone(),
                Transform::from_xyz(-4.2 + x as f32 * 0.64, 0.04, -2.4 + z as f32 * 0.64)
                    .with_rotation(Quat::from_rotation_y(0.25)),
            );
        }
    }
    // Cat'astrophes: a hand of three cards fanned out, kind marks on their faces.
    let card = meshes.add(Cuboid::new(0.7, 0.02, 1.0));
    let paper = board.plain(&mut materials, Surface::Paper, 1.0);
    for (k, (colour, marker)) in [
        (Color::srgb(0.84, 0.33, 0.2), Marker::Diamond),
        (Color::srgb(0.49, 0.31, 0.7), Marker::Star),
        (Color::srgb(0.87, 0.44, 0.63), Marker::Circle),
    ]
    .into_iter()
    .enumerate()
    {
        let turn = Quat::from_rotation_y(0.35 - 0.3 * k as f32);
        let at = Vec3::new(1.5 + 0.5 * k as f32, 0.03 + 0.022 * k as f32, 1.5);
        put(
            &mut commands,
            card.clone(),
            paper.clone(),
            Transform::from_translation(at).with_rotation(turn),
        );
        let ink = materials.add(StandardMaterial {
            base_color: colour,
            perceptual_roughness: 0.8,
            ..default()
        });
        put(
            &mut commands,
            meshes.add(marker.mesh(0.18, 0.01)),
            ink,
            Transform::from_translation(at + Vec3::Y * 0.01).with_rotation(turn),
        );
    }
    // Here, Kitty, Kitty!: the draw pile, backs up.
    let back = materials.add(StandardMaterial {
        base_color: Color::srgb(0.47, 0.24, 0.35),
        perceptual_roughness: 0.7,
        ..default()
    });
    for k in 0..6 {
        put(
            &mut commands,
            card.clone(),
            back.clone(),
            Transform::from_xyz(3.4, 0.03 + 0.022 * k as f32, -1.2)
                .with_rotation(Quat::from_rotation_y(-0.2 + 0.03 * k as f32)),
        );
    }
    // Two dice.
    for (k, (x, z, turn)) in [(0.2, 2.3, 0.4), (0.75, 2.0, -0.3)].into_iter().enumerate() {
        let die = figures::die(&mut commands, &mut meshes, &mut materials, 1 + k as u8 * 3);
        commands.entity(die).insert(
            Transform::from_xyz(x, 0.0, z)
                .with_rotation(Quat::from_rotation_y(turn))
                .with_scale(Vec3::splat(0.9)),
        );
        parts.push(die);
    }
    // Cat Attack: the car, a bird and a mouse.
    let car = figures::car(
        &mut commands,
        &mut meshes,
        &mut materials,
        Transform::from_xyz(-3.2, 0.0, 1.9)
            .with_rotation(Quat::from_rotation_y(-0.7))
            .with_scale(Vec3::splat(0.8)),
    );
    let bird = figures::bird(
        &mut commands,
        &mut meshes,
        &mut materials,
        Transform::from_xyz(-1.6, 0.0, 2.4).with_rotation(Quat::from_rotation_y(2.4)),
    );
    let mouse = figures::mouse(
        &mut commands,
        &mut meshes,
        &mut materials,
        Transform::from_xyz(-0.6, 0.0, 0.9).with_rotation(Quat::from_rotation_y(-2.2)),
    );
    parts.extend([car, bird, mouse]);

    // The cats, at rest round the pieces; one sits on a Grand Prrrrix cushion.
    let cushion = figures::cushion(
        &mut commands,
        &mut meshes,
        &mut materials,
        Color::srgb(0.62, 0.2, 0.26),
        Transform::from_xyz(1.2, 0.0, -2.0),
    );
    parts.push(cushion);
    // Turned towards the camera (a figure's front is −Z; the camera looks from +Z).
    let facing = std::f32::consts::PI;
    for (k, (fur, at, turn)) in [
        (
            Color::srgb(0.9, 0.55, 0.22),
            Vec3::new(1.2, 0.22, -2.0),
            facing + 0.2,
        ),
        (
            Color::srgb(0.45, 0.45, 0.5),
            Vec3::new(-2.1, 0.0, -0.6),
            facing - 0.6,
        ),
        (
            Color::srgb(0.16, 0.14, 0.14),
            Vec3::new(3.5, 0.0, 1.0),
            facing + 0.7,
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let cat = figures::cat(
            &mut commands,
            &mut meshes,
            &mut materials,
            &figures::CatLook::sitting(fur),
            Transform::from_translation(at)
                .with_rotation(Quat::from_rotation_y(turn))
                .with_scale(Vec3::splat(1.6)),
        );
        commands.entity(cat).insert(Idle {
            seed: k as u32 * 101,
            next: 2.0 + 3.0 * k as f32,
            ..default()
        });
        parts.push(cat);
    }
    commands.entity(root).add_children(&parts);
}

fn despawn(
    mut commands: Commands,
    scene: Query<Entity, With<TitleScene>>,
    mut view: ResMut<BoardView>,
) {
    for e in &scene {
        commands.entity(e).despawn();
    }
    // The next screen frames its own board, if it has one (a card game has none: no camera
    // keys, no wheel zoom).
    *view = BoardView::default();
}

/// Wakes the sleeping window once, a while from now. (Changing the window's update mode
/// instead would make winit redraw at once, every time.)
#[derive(Default)]
struct Alarm {
    due: Option<f32>,
    /// Bumped for each new alarm: an earlier one that is still sleeping then stays quiet.
    generation: Arc<AtomicU64>,
}

impl Alarm {
    fn set(&mut self, after: f32, proxy: Option<&EventLoopProxy<WinitUserEvent>>) {
        let Some(proxy) = proxy.cloned() else {
            return;
        };
        let mine = self.generation.fetch_add(1, Ordering::SeqCst) + 1;
        let generation = self.generation.clone();
        let wait = Duration::from_secs_f32(after.max(0.0) + 0.002);
        std::thread::spawn(move || {
            std::thread::sleep(wait);
            if generation.load(Ordering::SeqCst) == mine {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
        });
    }
}

/// Plays the cats' gestures, one held pose at a time, and sleeps the window until the next
/// pose is due.
fn live(
    mut clock: Local<Option<Instant>>,
    mut cats: Query<(&mut Idle, &CatParts)>,
    mut transforms: Query<&mut Transform>,
    mut alarm: Local<Alarm>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    // The wall clock: a sleeping app's `Time` still holds the last frame's instant when an
    // alarm wakes it.
    let now = clock
        .get_or_insert_with(Instant::now)
        .elapsed()
        .as_secs_f32();
    let mut due = f32::MAX;
    for (mut idle, parts) in &mut cats {
        if idle.gesture.is_none() && now >= idle.next {
            idle.count += 1;
            let g = if hash01(idle.count, idle.seed) < 0.6 {
                Gesture::Blink
            } else {
                Gesture::Flick
            };
            idle.gesture = Some((g, now));
        }
        if let Some((g, start)) = idle.gesture {
            let keys = g.keys();
            let step = keys.iter().rposition(|k| now - start >= k.0).unwrap_or(0);
            let (_, eyes, swing) = keys[step];
            parts.open_eyes(&mut transforms, eyes);
            parts.swing_tail(&mut transforms, swing);
            if step + 1 < keys.len() {
                due = due.min(start + keys[step + 1].0);
            } else {
                idle.gesture = None;
                let (lo, hi) = motion::IDLE_GAP;
                idle.next = now + lo + (hi - lo) * hash01(idle.count, idle.seed + 7);
            }
        }
        if idle.gesture.is_none() {
            due = due.min(idle.next);
        }
    }
    // Wake the window for the next pose, and not before.
    // A new time, or the last alarm has rung: set it (again).
    if due < f32::MAX && alarm.due.is_none_or(|d| (d - due).abs() > 1e-3 || d <= now) {
        alarm.set(due - now, proxy.as_deref().map(|p| &**p));
        alarm.due = Some(due);
    }
}
