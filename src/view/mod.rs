//! Shared presentation: the cameras and framing a board in them, the pulsing highlight
//! material for legal targets, simple tweens, the kit every table is built from, the window's
//! idle mode and its frame times. Rules never depend on anything here.

pub mod camera;
pub mod frame;
pub mod frame_times;
pub mod highlight;
pub mod idle;
pub mod kit;
pub mod materials;
pub mod motion;
pub mod picture;
pub mod quality;
pub mod seats;
pub mod table_view;
pub mod title;
pub mod tween;

use bevy::camera::ClearColorConfig;
use bevy::prelude::*;
use bevy_egui::PrimaryEguiContext;

/// The 3D camera board games move to frame their board.
#[derive(Component)]
pub struct BoardCamera;

/// The room round the table, in the lamp's shadow: what shows past a board's edge.
pub const TABLE_COLOUR: Color = Color::srgb(0.17, 0.12, 0.1);

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(TABLE_COLOUR))
        .add_plugins((
            highlight::plugin,
            tween::plugin,
            kit::plugin,
            kit::pick::pointer_plugin,
            idle::plugin,
            frame_times::plugin,
            camera::plugin,
            materials::plugin,
            quality::plugin,
            picture::plugin,
            kit::tabletop::plugin,
            title::plugin,
        ))
        .add_systems(Startup, spawn_cameras);
}

/// Puts `value` in the world, marking it changed only when it differs from what is there: the
/// views skip their work on a resource that did not change (a board view's `Seen` is worked
/// out every frame, and re-inserting it would count as a change every frame).
pub fn put_if_changed<R>(world: &mut World, value: R)
where
    R: Resource<Mutability = bevy::ecs::component::Mutable> + PartialEq,
{
    match world.get_resource_mut::<R>() {
        Some(mut old) => {
            old.set_if_neq(value);
        }
        None => world.insert_resource(value),
    }
}

/// A 3D camera for boards underneath, and a 2D one on top that carries egui.
fn spawn_cameras(mut commands: Commands) {
    commands.spawn((
        BoardCamera,
        Camera3d::default(),
        Camera {
            order: 0,
            ..default()
        },
        Transform::from_xyz(0.0, 14.0, 9.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Camera2d,
        Camera {
            order: 1,
            clear_color: ClearColorConfig::None,
            ..default()
        },
        PrimaryEguiContext,
    ));
    commands.spawn((
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(4.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: 400.0,
        ..default()
    });
}
