//! The board as a 3D scene: the squares, the blue zone and the saucers' coloured squares, what
//! the view knows of the table (`Seen`), and where the player may act glowing with the
//! highlight material (the pieces are in `pieces.rs`).

use crate::session::{ActiveTable, TableTurn, hint_for};
use crate::states::Screen;
use crate::view::camera::BoardView;
use crate::view::highlight::{Glow, HighlightMaterial, sync_glows};
use crate::view::materials::{BoardMaterials, Surface};
use crate::view::seats;
use crate::view::table_view::Sight;
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId, Suggested};
pub use mogland_rules::games::cat_fight::square_name;
use mogland_rules::games::cat_fight::{
    self as rules, CatFight, CatFightAction, CatFightObservation, Dir, Phase, Position,
};
use mogland_rules::levels::cat_fight::Square;

/// What the view knows this frame: the public board, the seat whose hidden creams may be
/// shown (none while no seat is cleared to see), and that seat's legal actions when it is
/// asked.
#[derive(Resource, PartialEq)]
pub struct Seen {
    pub pos: Position,
    pub me: Option<SeatId>,
    pub my_decision: bool,
    pub phase: Option<Phase>,
    /// `me`'s observation, or what anyone at the table may see.
    pub obs: CatFightObservation,
    pub legal: Vec<CatFightAction>,
}

/// View state: what glows, the last dice, the hovered square.
#[derive(Resource, Default)]
pub struct Show {
    pub sight: bool,
    pub hovered: Option<Square>,
    pub glow: Vec<Square>,
    pub dice: Option<(Vec<SeatId>, Vec<u8>)>,
}

/// Size of the board in world units (one square = 1).
pub(super) fn origin(pos: &Position) -> Vec3 {
    Vec3::new(
        -(pos.width as f32 - 1.0) / 2.0,
        0.0,
        -(pos.height as f32 - 1.0) / 2.0,
    )
}

pub(super) fn at(pos: &Position, (x, y): Square) -> Vec3 {
    origin(pos) + Vec3::new(x as f32, 0.0, y as f32)
}

pub(super) fn facing_rotation(d: Dir) -> Quat {
    let (dx, dy) = d.delta();
    Transform::default()
        .looking_to(Vec3::new(dx as f32, 0.0, dy as f32), Vec3::Y)
        .rotation
}

impl Sight for Seen {
    type Game = CatFight;

    fn see(world: &World, turn: &TableTurn) -> Self {
        let me = turn.me();
        let obs = CatFight::observation(world, me);
        let my_decision = turn.my_decision();
        let legal = if my_decision {
            obs.legal.clone()
        } else {
            Vec::new()
        };
        Seen {
            // The observation holds the public position.
            pos: obs.position.clone(),
            me,
            my_decision,
            phase: turn.asked.is_some().then(|| obs.phase()),
            obs,
            legal,
        }
    }
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    board: Res<rules::Board>,
    mut view: ResMut<BoardView>,
    surfaces: Res<BoardMaterials>,
) {
    let b = &board.0;
    let pos = Position::empty(b, 0);
    let square = meshes.add(Plane3d::default().mesh().size(0.94, 0.94));
    // The board is printed on paper, on the table (docs/style.md, "Materials").
    let mut printed = |c: Color| surfaces.tinted(&mut materials, Surface::Paper, c, 1.0);
    let blue = printed(Color::srgb(0.45, 0.62, 0.86));
    let plain = printed(Color::srgb(0.96, 0.92, 0.84));
    let green = printed(Color::srgb(0.62, 0.82, 0.58));
    let purple = printed(Color::srgb(0.76, 0.64, 0.86));
    for y in 0..b.height {
        for x in 0..b.width {
            let sq = (x, y);
            let mat = if b.is_blue(sq) {
                blue.clone()
            } else if b.saucers.green.contains(&sq) {
                green.clone()
            } else if b.saucers.purple.contains(&sq) {
                purple.clone()
            } else {
                plain.clone()
            };
            commands.spawn((
                Mesh3d(square.clone()),
                MeshMaterial3d(mat),
                Transform::from_translation(at(&pos, sq)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    // The table top under the board.
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(
            b.width as f32 + 5.0,
            0.2,
            b.height as f32 + 1.5,
        ))),
        MeshMaterial3d(surfaces.plain(&mut materials, Surface::Table, 3.0)),
        Transform::from_xyz(-1.2, -0.11, 0.0),
        DespawnOnExit(Screen::Playing),
    ));
    // Frame the whole table top: the board and the waiting cats on the left.
    let half = Vec3::new(
        (b.width as f32 + 5.0) / 2.0,
        0.0,
        (b.height as f32 + 1.5) / 2.0,
    );
    let centre = Vec3::new(-1.2, 0.0, 0.0);
    view.frame(centre - half, centre + half + Vec3::Y * 0.8, 1.07);
}

/// Width of the egui panel on the right: the board takes no clicks under it.
pub const PANEL_WIDTH: f32 = 300.0;

/// Squares glow where the player may act now (the input handler chooses which).
pub(super) fn highlights(
    mut commands: Commands,
    show: Res<Show>,
    seen: Res<Seen>,
    glows: Query<(Entity, &Glow<Square>)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<HighlightMaterial>>,
    mut handle: Local<Option<(Handle<Mesh>, Handle<HighlightMaterial>)>>,
    hint: Option<Res<Suggested<CatFightAction>>>,
) {
    let hint_changed = hint.as_ref().is_some_and(|h| h.is_changed());
    if !show.is_changed() && !seen.is_changed() && !hint_changed {
        return;
    }
    // A hint glows only the square its action is about.
    let hinted: Option<Square> =
        hint_for(hint.as_deref(), seen.me, seen.my_decision).and_then(|a| match *a {
            CatFightAction::Enter { square, .. } | CatFightAction::Move { to: square, .. } => {
                Some(square)
            }
            CatFightAction::PlaceBlocker(sq) | CatFightAction::PlaceCatnip(sq) => Some(sq),
            _ => None,
        });
    let want: Vec<Square> = match hinted {
        Some(sq) => vec![sq],
        None => show.glow.clone(),
    };
    sync_glows(
        &mut commands,
        &glows,
        &want,
        |sq| at(&seen.pos, sq) + Vec3::Y * 0.02,
        // A frame, not a fill: the square's own colour (the blue zone) shows through.
        || crate::view::highlight::square_ring(0.96, 0.2),
        &mut meshes,
        &mut mats,
        &mut handle,
    );
}

/// Lines of sight: every cat's with the toggle on, or the hovered cat's.
pub(super) fn sight_lines(
    seen: Res<Seen>,
    show: Res<Show>,
    table: Res<ActiveTable>,
    mut gizmos: Gizmos,
) {
    for c in &seen.pos.cats {
        let Some(sq) = c.square else { continue };
        if !show.sight && show.hovered != Some(sq) {
            continue;
        }
        let colour = seats::colour(&table, c.seat);
        let from = at(&seen.pos, sq) + Vec3::Y * 0.7;
        let squares = seen.pos.sight(c.seat);
        if let Some(last) = squares.last() {
            gizmos.line(from, at(&seen.pos, *last) + Vec3::Y * 0.3, colour);
        }
        for s in squares {
            gizmos.circle(
                Isometry3d::new(
                    at(&seen.pos, s) + Vec3::Y * 0.03,
                    Quat::from_rotation_x(std::f32::consts::FRAC_PI_2),
                ),
                0.2,
                colour,
            );
        }
    }
}
