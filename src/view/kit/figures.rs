//! The pieces board games share, built from simple meshes: a cat in its seat's colour, a
//! mouse, a bird and a car. Each has its front towards −Z, so a piece turned with
//! `looking_to` faces where it goes. The root entity carries the transform; the parts are its
//! children.

use bevy::prelude::*;

/// A cat in `fur`: body, head, ears, a tail and a nose that points where it looks.
pub fn cat(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    fur: Color,
    at: Transform,
) -> Entity {
    let fur = materials.add(fur);
    let dark = materials.add(Color::srgb(0.15, 0.1, 0.1));
    commands
        .spawn((at, Visibility::default()))
        .with_children(|p| {
            p.spawn((
                Mesh3d(meshes.add(Capsule3d::new(0.22, 0.3))),
                MeshMaterial3d(fur.clone()),
                Transform::from_xyz(0.0, 0.38, 0.08),
            ));
            p.spawn((
                Mesh3d(meshes.add(Sphere::new(0.18))),
                MeshMaterial3d(fur.clone()),
                Transform::from_xyz(0.0, 0.72, -0.16),
            ));
            for x in [-0.1, 0.1] {
                p.spawn((
                    Mesh3d(meshes.add(Cone {
                        radius: 0.06,
                        height: 0.14,
                    })),
                    MeshMaterial3d(fur.clone()),
                    Transform::from_xyz(x, 0.9, -0.16),
                ));
            }
            // The tail curls up behind.
            p.spawn((
                Mesh3d(meshes.add(Capsule3d::new(0.04, 0.36))),
                MeshMaterial3d(fur.clone()),
                Transform::from_xyz(0.0, 0.42, 0.42).with_rotation(Quat::from_rotation_x(-0.6)),
            ));
            p.spawn((
                Mesh3d(meshes.add(Cone {
                    radius: 0.05,
                    height: 0.16,
                })),
                MeshMaterial3d(dark),
                Transform::from_xyz(0.0, 0.7, -0.38)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            ));
        })
        .id()
}

/// A grey mouse: a pear of a body, round ears and a long thin tail.
pub fn mouse(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at: Transform,
) -> Entity {
    let grey = materials.add(Color::srgb(0.62, 0.6, 0.6));
    let pink = materials.add(Color::srgb(0.95, 0.66, 0.7));
    commands
        .spawn((at, Visibility::default()))
        .with_children(|p| {
            p.spawn((
                Mesh3d(meshes.add(Sphere::new(0.16))),
                MeshMaterial3d(grey.clone()),
                Transform::from_xyz(0.0, 0.14, 0.02).with_scale(Vec3::new(0.9, 0.8, 1.3)),
            ));
            p.spawn((
                Mesh3d(meshes.add(Cone {
                    radius: 0.09,
                    height: 0.18,
                })),
                MeshMaterial3d(grey.clone()),
                Transform::from_xyz(0.0, 0.16, -0.24)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            ));
            for x in [-0.08, 0.08] {
                p.spawn((
                    Mesh3d(meshes.add(Cylinder::new(0.06, 0.02))),
                    MeshMaterial3d(pink.clone()),
                    Transform::from_xyz(x, 0.28, -0.12)
                        .with_rotation(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2)),
                ));
            }
            p.spawn((
                Mesh3d(meshes.add(Capsule3d::new(0.015, 0.4))),
                MeshMaterial3d(pink),
                Transform::from_xyz(0.0, 0.06, 0.36).with_rotation(Quat::from_rotation_x(1.35)),
            ));
        })
        .id()
}

/// A small blue bird: round body, a head, a beak and two wings.
pub fn bird(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at: Transform,
) -> Entity {
    let blue = materials.add(Color::srgb(0.28, 0.5, 0.86));
    let beak = materials.add(Color::srgb(0.98, 0.72, 0.2));
    commands
        .spawn((at, Visibility::default()))
        .with_children(|p| {
            p.spawn((
                Mesh3d(meshes.add(Sphere::new(0.17))),
                MeshMaterial3d(blue.clone()),
                Transform::from_xyz(0.0, 0.2, 0.0).with_scale(Vec3::new(0.9, 0.9, 1.2)),
            ));
            p.spawn((
                Mesh3d(meshes.add(Sphere::new(0.11))),
                MeshMaterial3d(blue.clone()),
                Transform::from_xyz(0.0, 0.38, -0.12),
            ));
            p.spawn((
                Mesh3d(meshes.add(Cone {
                    radius: 0.04,
                    height: 0.12,
                })),
                MeshMaterial3d(beak),
                Transform::from_xyz(0.0, 0.37, -0.26)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            ));
            for x in [-0.16, 0.16] {
                p.spawn((
                    Mesh3d(meshes.add(Sphere::new(0.09))),
                    MeshMaterial3d(blue.clone()),
                    Transform::from_xyz(x, 0.24, 0.04).with_scale(Vec3::new(0.4, 0.7, 1.2)),
                ));
            }
        })
        .id()
}

/// The black car: body, cabin with windows, four wheels, headlights at the front.
pub fn car(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at: Transform,
) -> Entity {
    let black = materials.add(StandardMaterial {
        base_color: Color::srgb(0.08, 0.08, 0.1),
        perceptual_roughness: 0.3,
        metallic: 0.4,
        ..default()
    });
    let glass = materials.add(Color::srgb(0.55, 0.7, 0.8));
    let tyre = materials.add(Color::srgb(0.03, 0.03, 0.03));
    let lamp = materials.add(StandardMaterial {
        base_color: Color::srgb(1.0, 0.95, 0.7),
        emissive: LinearRgba::rgb(2.0, 1.8, 1.0),
        ..default()
    });
    commands
        .spawn((at, Visibility::default()))
        .with_children(|p| {
            p.spawn((
                Mesh3d(meshes.add(Cuboid::new(1.0, 0.35, 1.9))),
                MeshMaterial3d(black.clone()),
                Transform::from_xyz(0.0, 0.33, 0.0),
            ));
            p.spawn((
                Mesh3d(meshes.add(Cuboid::new(0.86, 0.32, 1.0))),
                MeshMaterial3d(black),
                Transform::from_xyz(0.0, 0.66, 0.12),
            ));
            p.spawn((
                Mesh3d(meshes.add(Cuboid::new(0.88, 0.22, 0.9))),
                MeshMaterial3d(glass),
                Transform::from_xyz(0.0, 0.66, 0.12),
            ));
            let wheel = meshes.add(Cylinder::new(0.18, 0.12));
            for (x, z) in [(-0.5, -0.6), (0.5, -0.6), (-0.5, 0.6), (0.5, 0.6)] {
                p.spawn((
                    Mesh3d(wheel.clone()),
                    MeshMaterial3d(tyre.clone()),
                    Transform::from_xyz(x, 0.18, z)
                        .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
                ));
            }
            for x in [-0.3, 0.3] {
                p.spawn((
                    Mesh3d(meshes.add(Sphere::new(0.07))),
                    MeshMaterial3d(lamp.clone()),
                    Transform::from_xyz(x, 0.36, -0.95),
                ));
            }
        })
        .id()
}
