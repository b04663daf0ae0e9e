//! The shared figurines and icons, built headless: no renderer, the meshes are only assets.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui::Pos2;
use mogland::settings::Settings;
use mogland::view::kit::figures::{CatLook, CatParts, Pose, cat, plugin};
use mogland::view::kit::icons::triangulate;
use mogland::view::seats::Marker;
use mogland::view::tween::Tween;
use std::time::Duration;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Mesh>()
        .init_asset::<StandardMaterial>()
        .add_plugins(plugin);
    app
}

fn spawn(app: &mut App, look: CatLook) -> Entity {
    let world = app.world_mut();
    let mut state: bevy::ecs::system::SystemState<(
        Commands,
        ResMut<Assets<Mesh>>,
        ResMut<Assets<StandardMaterial>>,
    )> = bevy::ecs::system::SystemState::new(world);
    let (mut commands, mut meshes, mut materials) = state.get_mut(world).unwrap();
    let e = cat(
        &mut commands,
        &mut meshes,
        &mut materials,
        &look,
        Transform::IDENTITY,
    );
    state.apply(world);
    e
}

#[test]
fn cats_share_their_meshes_and_materials() {
    let mut app = app();
    let look = CatLook::seat(Color::srgb(0.9, 0.6, 0.0), Marker::Star);
    spawn(&mut app, look.clone());
    let (meshes, materials) = (
        app.world().resource::<Assets<Mesh>>().len(),
        app.world().resource::<Assets<StandardMaterial>>().len(),
    );
    spawn(&mut app, look);
    assert_eq!(app.world().resource::<Assets<Mesh>>().len(), meshes);
    assert_eq!(
        app.world().resource::<Assets<StandardMaterial>>().len(),
        materials
    );
}

#[test]
fn a_cat_walks_while_its_piece_moves_and_sits_when_it_stops() {
    let mut app = app();
    let e = spawn(&mut app, CatLook::sitting(Color::BLACK));
    let parts = app.world().get::<CatParts>(e).unwrap().clone();
    let body = app.world().get::<Mesh3d>(parts.body).unwrap().0.clone();
    app.world_mut().entity_mut(e).insert(Tween::new(
        Transform::IDENTITY,
        Transform::from_xyz(1.0, 0.0, 0.0),
        1.0,
    ));
    app.update();
    let walking = app.world().get::<CatParts>(e).unwrap();
    assert_eq!(walking.pose, Pose::Walking);
    assert_ne!(app.world().get::<Mesh3d>(parts.body).unwrap().0, body);
    app.world_mut().entity_mut(e).remove::<Tween>();
    app.update();
    assert_eq!(app.world().get::<CatParts>(e).unwrap().pose, Pose::Sitting);
    assert_eq!(app.world().get::<Mesh3d>(parts.body).unwrap().0, body);
}

#[test]
fn a_cat_sits_down_in_the_frame_its_move_ends() {
    // The real tween systems, on a clock that moves 0.2 s a frame.
    let mut app = app();
    app.init_resource::<Settings>()
        .add_plugins(mogland::view::tween::plugin)
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            200,
        )));
    let e = spawn(&mut app, CatLook::sitting(Color::BLACK));
    app.world_mut().entity_mut(e).insert(Tween::new(
        Transform::IDENTITY,
        Transform::from_xyz(1.0, 0.0, 0.0),
        0.5,
    ));
    let mut frames = 0;
    while app.world().get::<Tween>(e).is_some() {
        app.update();
        frames += 1;
        assert!(frames < 20, "the tween never ended");
        let pose = app.world().get::<CatParts>(e).unwrap().pose;
        if app.world().get::<Tween>(e).is_some() {
            assert_eq!(pose, Pose::Walking, "frame {frames}: moving, so walking");
        } else {
            // An idle window may draw no frame after this one: the cat must already sit.
            assert_eq!(pose, Pose::Sitting, "frame {frames}: arrived, so sitting");
        }
    }
    assert!(frames >= 3, "the move took {frames} frames");
}

#[test]
fn ear_clipping_covers_a_concave_outline() {
    // An L: six corners, four triangles, and their areas add up to the L's.
    let pts =
        [(0., 0.), (2., 0.), (2., 1.), (1., 1.), (1., 2.), (0., 2.)].map(|(x, y)| Pos2::new(x, y));
    let tris = triangulate(&pts);
    assert_eq!(tris.len(), 4);
    let area: f32 = tris
        .iter()
        .map(|t| {
            let [a, b, c] = t.map(|k| pts[k as usize]);
            ((b - a).x * (c - a).y - (b - a).y * (c - a).x).abs() / 2.0
        })
        .sum();
    assert!((area - 3.0).abs() < 1e-4, "{area}");
}
