//! The pieces on the board: cats whose heads and noses show the way they face, saucers with
//! their creams, blockers and catnip. They follow the rules' state as the view sees it
//! (`Seen`): a cat glides to its square, a piece that leaves shrinks away, a new one grows in.

use super::scene::{Seen, at, facing_rotation, origin};
use crate::session::ActiveTable;
use crate::states::Screen;
use crate::view::kit::figures;
use crate::view::motion;
use crate::view::seats::{self, Marker};
use crate::view::tween::{Appear, Tween, Vanish};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::cat_fight::{self as rules, Position};
use mogland_rules::levels::cat_fight::Square;

#[derive(Component)]
pub(super) struct CatPiece(SeatId);

#[derive(Component)]
pub(super) struct BlockerPiece(Square);

#[derive(Component)]
pub(super) struct SaucerPiece(u8, u8);

#[derive(Component)]
pub(super) struct CatnipPiece(Square);

/// Beside the board, where a cat waits while off it.
fn off_board(pos: &Position, seat: SeatId) -> Vec3 {
    origin(pos) + Vec3::new(-1.8, 0.0, 1.0 + 1.3 * seat.0 as f32)
}

fn cat_transform(pos: &Position, c: &rules::Cat) -> Transform {
    let t = c
        .square
        .map_or_else(|| off_board(pos, c.seat), |s| at(pos, s));
    Transform::from_translation(t).with_rotation(facing_rotation(c.facing))
}

/// Spawns, moves and removes pieces so the scene matches the rules' components.
pub(super) fn sync_pieces(
    mut commands: Commands,
    seen: Res<Seen>,
    table: Res<ActiveTable>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut cats: Query<(Entity, &CatPiece, &Transform, Option<&Tween>)>,
    blockers: Query<(Entity, &BlockerPiece)>,
    saucers: Query<(Entity, &SaucerPiece)>,
    catnips: Query<(Entity, &CatnipPiece)>,
) {
    let pos = &seen.pos;
    // Cats: one piece per seat, gliding to wherever the rules put it.
    for c in &pos.cats {
        let target = cat_transform(pos, c);
        match cats.iter_mut().find(|(_, p, _, _)| p.0 == c.seat) {
            None => spawn_cat(
                &mut commands,
                &mut meshes,
                &mut materials,
                &table,
                c.seat,
                target,
            ),
            Some((e, _, t, tween)) => {
                let goal = tween.map_or(*t, |tw| tw.to);
                if goal.translation.distance(target.translation) > 0.01
                    || goal.rotation.angle_between(target.rotation) > 0.01
                {
                    let secs = motion::glide(t.translation.distance(target.translation));
                    commands.entity(e).insert(Tween::new(*t, target, secs));
                }
            }
        }
    }
    // Pieces that leave shrink away and new ones grow in: nothing blinks in or out.
    for (e, b) in &blockers {
        if !pos.blockers.iter().any(|x| x.square == b.0) {
            commands
                .entity(e)
                .remove::<BlockerPiece>()
                .insert(Vanish::new(Vec3::ONE));
        }
    }
    for b in pos
        .blockers
        .iter()
        .filter(|b| !blockers.iter().any(|(_, p)| p.0 == b.square))
    {
        let block = figures::blocker(
            &mut commands,
            &mut meshes,
            &mut materials,
            Transform::from_translation(at(pos, b.square)),
        );
        commands.entity(block).insert((
            BlockerPiece(b.square),
            Appear::new(Vec3::ONE),
            DespawnOnExit(Screen::Playing),
        ));
    }
    // Saucers are redrawn when their cream count changes.
    for (e, s) in &saucers {
        if !pos.saucers.iter().any(|x| x.index == s.0) {
            // Emptied and taken away.
            commands
                .entity(e)
                .remove::<SaucerPiece>()
                .insert(Vanish::new(Vec3::ONE));
        } else if !pos
            .saucers
            .iter()
            .any(|x| x.index == s.0 && x.creams == s.1)
        {
            commands.entity(e).despawn();
        }
    }
    for s in pos.saucers.iter().filter(|s| {
        !saucers
            .iter()
            .any(|(_, p)| p.0 == s.index && p.1 == s.creams)
    }) {
        let saucer = figures::saucer(
            &mut commands,
            &mut meshes,
            &mut materials,
            s.creams,
            Transform::from_translation(at(pos, s.square)),
        );
        commands.entity(saucer).insert((
            SaucerPiece(s.index, s.creams),
            DespawnOnExit(Screen::Playing),
        ));
    }
    for (e, c) in &catnips {
        if !pos.catnips.iter().any(|x| x.square == c.0) {
            commands
                .entity(e)
                .remove::<CatnipPiece>()
                .insert(Vanish::new(Vec3::ONE));
        }
    }
    for c in pos
        .catnips
        .iter()
        .filter(|c| !catnips.iter().any(|(_, p)| p.0 == c.square))
    {
        let sprig = figures::catnip(
            &mut commands,
            &mut meshes,
            &mut materials,
            Transform::from_translation(at(pos, c.square)),
        );
        commands.entity(sprig).insert((
            CatnipPiece(c.square),
            Appear::new(Vec3::ONE),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn spawn_cat(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    table: &ActiveTable,
    seat: SeatId,
    at: Transform,
) {
    let look = figures::CatLook::seat(seats::colour(table, seat), Marker::of(seat));
    let cat = figures::cat(commands, meshes, materials, &look, at);
    commands
        .entity(cat)
        .insert((CatPiece(seat), DespawnOnExit(Screen::Playing)));
}
