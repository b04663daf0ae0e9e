//! The pieces on the neighbourhood: cats in their seats' colours, mice and birds (on the board,
//! at home in the mouse-hole or bird-house, or on their captor's roof), the car, the food on
//! each shop's roof and the barrier of a closed shop.
//!
//! As the playback reaches each event (`playback.rs`), the pieces act it out: a cat walks its
//! path space by space, the car drives its route, a cat sent home jumps there, a caught critter
//! leaps onto the roof. Once the playback is over, every piece is put where the rules say it
//! is, so the board can never stay wrong.

use super::playback::View;
use super::scene::{Layout, Seen};
use crate::session::ActiveTable;
use crate::states::Screen;
use crate::view::kit::figures;
use crate::view::motion;
use crate::view::seats::{self, Marker};
use crate::view::table_view::{Animate, Queue};
use crate::view::tween::{Appear, Held, Tween, Vanish};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::cat_attack::{CatAttackEvent, Critter, Food, Perch, Position, Space};
use mogland_rules::levels::cat_attack::{Board as BoardDef, ShopKind};

#[derive(Component)]
pub struct CatPiece(pub SeatId);
#[derive(Component)]
pub struct CritterPiece(pub Critter, pub u8);
#[derive(Component)]
pub struct CarPiece;
#[derive(Component)]
pub struct StockPiece(ShopKind, u8);
#[derive(Component)]
pub struct Barrier(ShopKind);

/// Pieces are drawn larger than life: the board's spaces are far apart.
pub const PIECE_SCALE: f32 = 1.8;

/// Pieces face the camera when they stand still.
fn standing(at: Vec3) -> Transform {
    Transform::from_translation(at)
        .with_rotation(Quat::from_rotation_y(std::f32::consts::PI))
        .with_scale(Vec3::splat(PIECE_SCALE))
}

pub(super) fn cat_target(pos: &Position, layout: &Layout, seat: SeatId) -> Option<Transform> {
    let c = pos.cat(seat);
    // Gang partners sharing a house may stand on its door together: side by side.
    let sharing: Vec<SeatId> = pos
        .active()
        .filter(|o| o.space == c.space)
        .map(|o| o.seat)
        .collect();
    let k = sharing.iter().position(|s| *s == seat).unwrap_or(0) as f32;
    let aside = Vec3::X * 0.5 * (k - (sharing.len() as f32 - 1.0) / 2.0);
    (!c.retired).then(|| standing(layout.at(&pos.board, c.space) + aside))
}

/// Where a bird or mouse is drawn: on its space, in a row by its nest, or on its captor's roof.
pub(super) fn critter_target(
    pos: &Position,
    layout: &Layout,
    critter: Critter,
    id: u8,
) -> Transform {
    let b = &pos.board;
    match pos.perch(critter, id) {
        Perch::On(s) => standing(layout.at(b, s)),
        Perch::Nest => {
            // In a row on the nest's roof, closing up as critters leave.
            let home: Vec<u8> = pos
                .perches(critter)
                .iter()
                .filter(|(_, p)| *p == Perch::Nest)
                .map(|(i, _)| *i)
                .collect();
            let rank = home.iter().filter(|i| **i < id).count() as f32;
            let middle = (home.len() as f32 - 1.0) / 2.0;
            standing(
                layout.nest_roof(b, critter)
                    + Vec3::X * (rank - middle) * super::scene::ROOF_SPACING,
            )
        }
        Perch::Larder(seat) => {
            let house = pos.cat(seat).house;
            let side = if critter == Critter::Bird { -0.8 } else { 0.8 };
            standing(layout.house_site(b, house) + Vec3::new(side, 2.45, 0.0))
        }
    }
}

fn car_target(pos: &Position, layout: &Layout) -> Transform {
    let b = &pos.board;
    match pos.car.at {
        None => Transform::from_translation(layout.ground(b.spaces[b.car_park as usize].at))
            .looking_to(-Vec3::Z, Vec3::Y)
            .with_scale(Vec3::splat(1.4)),
        Some(i) => {
            let here = layout.ground(b.spaces[b.route[i as usize] as usize].at);
            let next =
                layout.ground(b.spaces[b.route[(i as usize + 1) % b.route.len()] as usize].at);
            Transform::from_translation(here)
                .looking_to((next - here).with_y(0.0), Vec3::Y)
                .with_scale(Vec3::splat(1.4))
        }
    }
}

/// The goal of a piece: where its glide ends, or where it stands.
fn goal(t: &Transform, tween: Option<&Tween>) -> Transform {
    tween.map_or(*t, |tw| tw.to)
}

fn differs(a: &Transform, b: &Transform) -> bool {
    a.translation.distance(b.translation) > 0.01
}

/// Spawns and removes pieces so the board matches the rules, and glides any piece that is not
/// where the rules put it (after a playback, an undo or a resumed game).
pub(super) fn sync_pieces(
    mut commands: Commands,
    seen: Res<Seen>,
    layout: Res<Layout>,
    table: Res<ActiveTable>,
    queue: Res<Queue<View>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut cats: Query<(Entity, &CatPiece, &Transform, Option<&Tween>), Without<Held>>,
    mut critters: Query<(Entity, &CritterPiece, &Transform, Option<&Tween>), Without<Held>>,
    car: Query<(Entity, &Transform, Option<&Tween>), With<CarPiece>>,
    stock: Query<(Entity, &StockPiece, &Transform)>,
    mut barriers: Query<(&Barrier, &mut Visibility)>,
    all_cats: Query<&CatPiece>,
    all_critters: Query<&CritterPiece>,
) {
    let pos = &seen.pos;
    let b = &*pos.board;
    // Shop stock and barriers follow the rules at once: they are signs, not pieces that move
    // (stock grows in and shrinks away rather than blinking).
    for (e, s, t) in &stock {
        if s.1 >= pos.shop(s.0).stock {
            commands
                .entity(e)
                .remove::<StockPiece>()
                .insert(Vanish::new(t.scale));
        }
    }
    for shop in &pos.shops {
        for k in 0..shop.stock {
            if !stock.iter().any(|(_, s, _)| s.0 == shop.kind && s.1 == k) {
                let site = layout.shop_site(b, shop.kind);
                let (row, col) = (k / 3, k % 3);
                // On the shop's roof, three to a row; a third row stacks on the first.
                let e = figures::food(
                    &mut commands,
                    &mut meshes,
                    &mut materials,
                    Food::of_shop(shop.kind),
                    Transform::from_translation(
                        site + Vec3::new(
                            -0.9 + 0.6 * col as f32,
                            1.93 + 0.24 * (row / 2) as f32,
                            -0.5 + 0.5 * (row % 2) as f32,
                        ),
                    )
                    .with_rotation(Quat::from_rotation_y(std::f32::consts::PI))
                    .with_scale(Vec3::splat(1.4)),
                );
                commands.entity(e).insert((
                    StockPiece(shop.kind, k),
                    Appear::new(Vec3::splat(1.4)),
                    DespawnOnExit(Screen::Playing),
                ));
            }
        }
    }
    for (bar, mut vis) in &mut barriers {
        let want = if pos.shop(bar.0).open {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        vis.set_if_neq(want);
    }
    if queue.is_playing() {
        return;
    }
    for c in &pos.cats {
        let target = cat_target(pos, &layout, c.seat);
        match (cats.iter_mut().find(|(_, p, _, _)| p.0 == c.seat), target) {
            (None, Some(t)) if !all_cats.iter().any(|p| p.0 == c.seat) => {
                let look =
                    figures::CatLook::seat(seats::colour(&table, c.seat), Marker::of(c.seat));
                let e = figures::cat(&mut commands, &mut meshes, &mut materials, &look, t);
                commands
                    .entity(e)
                    .insert((CatPiece(c.seat), DespawnOnExit(Screen::Playing)));
            }
            (Some((e, _, t, _)), None) => {
                commands
                    .entity(e)
                    .remove::<CatPiece>()
                    .insert(Vanish::new(t.scale));
            }
            (Some((e, _, t, tween)), Some(target)) if differs(&goal(t, tween), &target) => {
                let secs = motion::glide(t.translation.distance(target.translation));
                commands.entity(e).insert(Tween::new(*t, target, secs));
            }
            _ => {}
        }
    }
    for critter in [Critter::Bird, Critter::Mouse] {
        for (id, _) in pos.perches(critter) {
            let target = critter_target(pos, &layout, critter, id);
            match critters
                .iter_mut()
                .find(|(_, p, _, _)| p.0 == critter && p.1 == id)
            {
                None if !all_critters.iter().any(|p| p.0 == critter && p.1 == id) => {
                    let e = match critter {
                        Critter::Bird => {
                            figures::bird(&mut commands, &mut meshes, &mut materials, target)
                        }
                        Critter::Mouse => {
                            figures::mouse(&mut commands, &mut meshes, &mut materials, target)
                        }
                    };
                    commands
                        .entity(e)
                        .insert((CritterPiece(critter, id), DespawnOnExit(Screen::Playing)));
                }
                Some((e, _, t, tween)) if differs(&goal(t, tween), &target) => {
                    let secs = motion::glide(t.translation.distance(target.translation));
                    commands
                        .entity(e)
                        .insert(Tween::walk(*t, Vec::new(), target, secs, 0.8));
                }
                _ => {}
            }
        }
    }
    let target = car_target(pos, &layout);
    match car.single() {
        Err(_) => {
            let e = figures::car(&mut commands, &mut meshes, &mut materials, target);
            commands
                .entity(e)
                .insert((CarPiece, DespawnOnExit(Screen::Playing)));
        }
        Ok((e, t, tween)) if differs(&goal(t, tween), &target) => {
            let secs = motion::glide(t.translation.distance(target.translation));
            commands.entity(e).insert(Tween::new(*t, target, secs));
        }
        _ => {}
    }
}

/// The red-and-white barrier across each shop's garden, shown while the shop is closed.
pub(super) fn spawn_barriers(
    mut commands: Commands,
    board: Res<mogland_rules::games::cat_attack::Board>,
    layout: Res<Layout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let b = &*board.0;
    let red = materials.add(Color::srgb(0.85, 0.1, 0.1));
    let white = materials.add(Color::srgb(0.97, 0.97, 0.97));
    for shop in ShopKind::ALL {
        let site = layout.shop_site(b, shop);
        let towards = (-site).with_y(0.0).normalize_or_zero();
        let mid = site + towards * 3.2;
        let rot = Transform::default().looking_to(towards, Vec3::Y).rotation;
        commands
            .spawn((
                Barrier(shop),
                Transform::from_translation(mid).with_rotation(rot),
                Visibility::Hidden,
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| {
                for k in 0..6 {
                    p.spawn((
                        Mesh3d(meshes.add(Cuboid::new(0.55, 0.16, 0.1))),
                        MeshMaterial3d(if k % 2 == 0 {
                            red.clone()
                        } else {
                            white.clone()
                        }),
                        Transform::from_xyz(-1.4 + 0.56 * k as f32, 0.6, 0.0),
                    ));
                }
                for x in [-1.6f32, 1.6] {
                    p.spawn((
                        Mesh3d(meshes.add(Cuboid::new(0.1, 0.7, 0.1))),
                        MeshMaterial3d(white.clone()),
                        Transform::from_xyz(x, 0.35, 0.0),
                    ));
                }
            });
    }
}

/// The pieces' walks, drives and jumps, as their events play.
pub(super) fn animate(
    mut commands: Commands,
    mut events: MessageReader<Animate<CatAttackEvent>>,
    seen: Res<Seen>,
    layout: Res<Layout>,
    cats: Query<(Entity, &CatPiece, &Transform)>,
    critters: Query<(Entity, &CritterPiece, &Transform)>,
    car: Query<(Entity, &Transform), With<CarPiece>>,
) {
    for Animate(e) in events.read() {
        walk(&mut commands, e, &seen.pos, &layout, &cats, &critters, &car);
    }
}

/// Starts the animation an event calls for.
fn walk(
    commands: &mut Commands,
    e: &CatAttackEvent,
    pos: &Position,
    layout: &Layout,
    cats: &Query<(Entity, &CatPiece, &Transform)>,
    critters: &Query<(Entity, &CritterPiece, &Transform)>,
    car: &Query<(Entity, &Transform), With<CarPiece>>,
) {
    use CatAttackEvent as E;
    let b: &BoardDef = &pos.board;
    let along = |path: &[Space]| -> (Vec<Vec3>, Vec3) {
        let points: Vec<Vec3> = path.iter().map(|s| layout.at(b, *s)).collect();
        let last = *points.last().unwrap_or(&Vec3::ZERO);
        (points[..points.len().saturating_sub(1)].to_vec(), last)
    };
    match e {
        E::Moved { seat, path } if !path.is_empty() => {
            if let Some((ent, _, t)) = cats.iter().find(|(_, p, _)| p.0 == *seat) {
                let (via, last) = along(path);
                let secs = motion::walk(path.len());
                commands
                    .entity(ent)
                    .insert(Tween::walk(*t, via, standing(last), secs, 0.35));
            }
        }
        E::CritterMoved { critter, id, path } if !path.is_empty() => {
            if let Some((ent, _, t)) = critters
                .iter()
                .find(|(_, p, _)| p.0 == *critter && p.1 == *id)
            {
                let (via, last) = along(path);
                let secs = motion::walk(path.len());
                commands
                    .entity(ent)
                    .insert(Tween::walk(*t, via, standing(last), secs, 0.3));
            }
        }
        E::Caught { seat, critter } => {
            // The critter now in this cat's larder that is not yet on its roof.
            for (id, perch) in pos.perches(*critter) {
                if perch != Perch::Larder(*seat) {
                    continue;
                }
                let target = critter_target(pos, layout, *critter, id);
                if let Some((ent, _, t)) = critters
                    .iter()
                    .find(|(_, p, t)| p.0 == *critter && p.1 == id && differs(t, &target))
                {
                    commands.entity(ent).insert(Tween::walk(
                        *t,
                        Vec::new(),
                        target,
                        motion::CAPTURE,
                        1.2,
                    ));
                }
            }
        }
        E::SentHome { seat } => {
            if let Some((ent, _, t)) = cats.iter().find(|(_, p, _)| p.0 == *seat) {
                let home = b.homes[pos.cat(*seat).house as usize];
                let to = standing(layout.at(b, home));
                let hop = 1.0 + 0.12 * t.translation.distance(to.translation);
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    Vec::new(),
                    to,
                    motion::SEND_HOME,
                    hop,
                ));
            }
        }
        E::CarDrove { path } if !path.is_empty() => {
            if let Ok((ent, t)) = car.single() {
                let points: Vec<Vec3> = path
                    .iter()
                    .map(|s| layout.ground(b.spaces[*s as usize].at))
                    .collect();
                let last = *points.last().unwrap();
                let end = car_target(pos, layout);
                let to = if end.translation.distance(last) < 0.01 {
                    end
                } else {
                    Transform::from_translation(last).with_scale(end.scale)
                };
                let mut tween = Tween::walk(
                    *t,
                    points[..points.len() - 1].to_vec(),
                    to,
                    motion::drive(path.len()),
                    0.0,
                );
                tween.face_along = true;
                commands.entity(ent).insert(tween);
            }
        }
        E::Retired { seat } => {
            if let Some((ent, _, t)) = cats.iter().find(|(_, p, _)| p.0 == *seat) {
                commands
                    .entity(ent)
                    .remove::<CatPiece>()
                    .insert(Vanish::new(t.scale));
            }
        }
        _ => {}
    }
}

/// How high a dragged piece floats over the point under the pointer.
pub const LIFT: f32 = 0.3;

/// Every piece that is not where the rules put it, once nothing is moving: what a player would
/// see wrong. (Used by the app tests; empty on a settled board.)
pub fn misplaced(world: &mut World) -> Vec<String> {
    let Some(layout) = world.get_resource::<Layout>().cloned() else {
        return vec!["the board was never built".into()];
    };
    let pos = mogland_rules::games::cat_attack::position(world);
    let mut wrong = Vec::new();
    let mut cats = world.query::<(&CatPiece, &Transform)>();
    for (piece, t) in cats.iter(world) {
        match cat_target(&pos, &layout, piece.0) {
            Some(want) if !differs(t, &want) => {}
            _ => wrong.push(format!(
                "cat of seat {} at {}",
                piece.0.index(),
                t.translation
            )),
        }
    }
    let retired_or_drawn = pos.cats.iter().filter(|c| !c.retired).count();
    if cats.iter(world).count() != retired_or_drawn {
        wrong.push("a cat in play is not drawn, or a retired one still is".into());
    }
    let mut critters = world.query::<(&CritterPiece, &Transform)>();
    for (piece, t) in critters.iter(world) {
        if differs(t, &critter_target(&pos, &layout, piece.0, piece.1)) {
            wrong.push(format!(
                "{} {} at {}",
                piece.0.name(),
                piece.1,
                t.translation
            ));
        }
    }
    let mut car = world.query_filtered::<&Transform, With<CarPiece>>();
    if car
        .iter(world)
        .any(|t| differs(t, &car_target(&pos, &layout)))
    {
        wrong.push("the car".into());
    }
    wrong
}
