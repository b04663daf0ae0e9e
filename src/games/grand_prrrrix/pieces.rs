//! The five cats on the mansion floor, each in its own fur with a collar in its seat's
//! colour. As the playback reaches each event (`playback.rs`), the cats act it out: a cat walks
//! its path square by square, the loser of a spat is shoved aside, the secret passage whisks a
//! cat home. Once the playback is over, every cat is put where the rules say it is, so the
//! board can never stay wrong.

use super::playback::View;
use super::scene::{Layout, Seen, fur};
use crate::states::Screen;
use crate::view::kit::figures;
use crate::view::motion;
use crate::view::seats::Marker;
use crate::view::table_view::{Animate, Queue};
use crate::view::tween::Tween;
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::grand_prrrrix::{GrandPrrrrixEvent, State};
use mogland_rules::levels::grand_prrrrix::CatKind;

#[derive(Component)]
pub struct CatPiece(pub SeatId);

/// The five statues' poses: stocky, upright, slender, stretched out low, fluffy.
fn pose(kind: CatKind) -> Transform {
    let (scale, turn) = match kind {
        CatKind::Brown => (Vec3::new(1.1, 0.95, 1.0), 0.0),
        CatKind::Grey => (Vec3::new(1.0, 1.05, 0.95), 0.25),
        CatKind::Black => (Vec3::new(0.85, 1.12, 0.95), -0.2),
        CatKind::OrangeMarmalade => (Vec3::new(1.05, 0.8, 1.25), 0.4),
        CatKind::BluePersian => (Vec3::new(1.22, 1.0, 1.1), -0.35),
    };
    Transform::from_rotation(Quat::from_rotation_y(turn)).with_scale(scale)
}

/// Figures stand a little larger than a square's worth so they read from afar.
pub const PIECE_SCALE: f32 = 1.5;

/// A cat standing on `at`, facing the camera.
fn standing(at: Vec3) -> Transform {
    Transform::from_translation(at)
        .with_rotation(Quat::from_rotation_y(std::f32::consts::PI))
        .with_scale(Vec3::splat(PIECE_SCALE))
}

fn cat_target(state: &State, layout: &Layout, seat: SeatId) -> Transform {
    let at = layout.at(&state.board, state.cat(seat).at);
    standing(at + Vec3::Y * 0.02)
}

fn goal(t: &Transform, tween: Option<&Tween>) -> Transform {
    tween.map_or(*t, |tw| tw.to)
}

fn differs(a: &Transform, b: &Transform) -> bool {
    a.translation.distance(b.translation) > 0.01
}

/// Spawns the cats and glides any that is not where the rules put it (after a playback, an
/// undo or a resumed game).
pub(super) fn sync_pieces(
    mut commands: Commands,
    seen: Res<Seen>,
    layout: Res<Layout>,
    queue: Res<Queue<View>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    cats: Query<(Entity, &CatPiece, &Transform, Option<&Tween>)>,
) {
    let s = &seen.state;
    for c in &s.cats {
        let target = cat_target(s, &layout, c.seat);
        match cats.iter().find(|(_, p, _, _)| p.0 == c.seat) {
            None => {
                // Each cat in its own fur and pose; its collar, tag and base are its fur too,
                // the tag bearing the seat's shape (a seat colour on another colour's cat
                // misled a player): the figure sits in a holder that the rules move.
                let look = figures::CatLook::collared(fur(c.kind), fur(c.kind), Marker::of(c.seat));
                let body = figures::cat(
                    &mut commands,
                    &mut meshes,
                    &mut materials,
                    &look,
                    pose(c.kind),
                );
                commands
                    .spawn((
                        CatPiece(c.seat),
                        target,
                        Visibility::default(),
                        DespawnOnExit(Screen::Playing),
                    ))
                    .add_child(body);
            }
            Some((e, _, t, tween)) if !queue.is_playing() && differs(&goal(t, tween), &target) => {
                let secs = motion::glide(t.translation.distance(target.translation));
                commands.entity(e).insert(Tween::new(*t, target, secs));
            }
            _ => {}
        }
    }
}

/// The cats' walks and jumps, as their events play.
pub(super) fn animate(
    mut commands: Commands,
    mut events: MessageReader<Animate<GrandPrrrrixEvent>>,
    seen: Res<Seen>,
    layout: Res<Layout>,
    cats: Query<(Entity, &CatPiece, &Transform)>,
) {
    for Animate(e) in events.read() {
        walk(&mut commands, e, &seen.state, &layout, &cats);
    }
}

/// Starts the animation an event calls for.
fn walk(
    commands: &mut Commands,
    e: &GrandPrrrrixEvent,
    state: &State,
    layout: &Layout,
    cats: &Query<(Entity, &CatPiece, &Transform)>,
) {
    use GrandPrrrrixEvent as E;
    let m = &*state.board;
    let piece = |seat: &SeatId| cats.iter().find(|(_, p, _)| p.0 == *seat);
    let on = |sq: u16| standing(layout.at(m, sq) + Vec3::Y * 0.02);
    match e {
        E::Moved { seat, path, .. } if !path.is_empty() => {
            if let Some((ent, _, t)) = piece(seat) {
                let points: Vec<Vec3> = path.iter().map(|s| layout.at(m, *s)).collect();
                let last = *path.last().expect("a step");
                let secs = motion::walk(path.len());
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    points[..points.len() - 1].to_vec(),
                    on(last),
                    secs,
                    0.25,
                ));
            }
        }
        E::Retreated { seat, to } | E::Pushed { seat, to } | E::Took { seat, to } => {
            if let Some((ent, _, t)) = piece(seat) {
                let hop = if matches!(e, E::Pushed { .. }) {
                    0.6
                } else {
                    0.3
                };
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    Vec::new(),
                    on(*to),
                    motion::JUMP,
                    hop,
                ));
            }
        }
        E::Passage { seat } => {
            if let Some((ent, _, t)) = piece(seat) {
                let home = m.cushion(state.cat(*seat).kind);
                let to = on(home);
                let hop = 1.0 + 0.15 * t.translation.distance(to.translation);
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    Vec::new(),
                    to,
                    motion::SEND_HOME,
                    hop,
                ));
            }
        }
        _ => {}
    }
}

/// Every cat that is not where the rules put it, once nothing moves: what a player would see
/// wrong. (Used by the app tests; empty on a settled board.)
pub fn misplaced(world: &mut World) -> Vec<String> {
    let Some(layout) = world.get_resource::<Layout>().cloned() else {
        return vec!["the board was never built".into()];
    };
    let state = mogland_rules::games::grand_prrrrix::GrandPrrrrix::state(world);
    let mut wrong = Vec::new();
    let mut cats = world.query::<(&CatPiece, &Transform)>();
    for (piece, t) in cats.iter(world) {
        if differs(t, &cat_target(&state, &layout, piece.0)) {
            wrong.push(format!(
                "cat of seat {} at {}",
                piece.0.index(),
                t.translation
            ));
        }
    }
    if cats.iter(world).count() != state.cats.len() {
        wrong.push("a cat is not drawn".into());
    }
    wrong
}
