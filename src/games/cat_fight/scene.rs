//! The board as a 3D scene: squares you can click, the blue zone, saucers with their creams,
//! blockers, catnip, and cats whose heads and noses show the way they face. Pieces follow the
//! rules' components; moves glide; legal squares glow with the highlight material.

use crate::audio::Sound;
use crate::session::{ActiveTable, TableTurn, hint_for};
use crate::states::Screen;
use crate::view::camera::BoardView;
use crate::view::highlight::{Glow, HighlightMaterial, sync_glows};
use crate::view::kit::figures;
use crate::view::kit::pick::BoardPointer;
use crate::view::materials::{BoardMaterials, Surface};
use crate::view::motion;
use crate::view::seats::{self, Marker};
use crate::view::table_view::{Sight, Step, TableView};
use crate::view::tween::{Appear, Tween, Vanish};
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId, Suggested};
pub use mogland_rules::games::cat_fight::square_name;
use mogland_rules::games::cat_fight::{
    self as rules, CatFight, CatFightAction, CatFightEvent, CatFightObservation, Dir, Phase,
    Position,
};
use mogland_rules::levels::cat_fight::Square;

/// A click on a board square, for the input handler.
#[derive(Message, Clone, Copy, Debug)]
pub struct SquareClicked(pub Square);

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

#[derive(Component)]
pub(super) struct CatPiece(SeatId);
#[derive(Component)]
pub(super) struct BlockerPiece(Square);
#[derive(Component)]
pub(super) struct SaucerPiece(u8, u8);
#[derive(Component)]
pub(super) struct CatnipPiece(Square);

/// Size of the board in world units (one square = 1).
fn origin(pos: &Position) -> Vec3 {
    Vec3::new(
        -(pos.width as f32 - 1.0) / 2.0,
        0.0,
        -(pos.height as f32 - 1.0) / 2.0,
    )
}

pub(super) fn at(pos: &Position, (x, y): Square) -> Vec3 {
    origin(pos) + Vec3::new(x as f32, 0.0, y as f32)
}

fn facing_rotation(d: Dir) -> Quat {
    let (dx, dy) = d.delta();
    Transform::default()
        .looking_to(Vec3::new(dx as f32, 0.0, dy as f32), Vec3::Y)
        .rotation
}

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

/// The square under the mouse (the shared board pointer), and a click on it.
pub(super) fn pointer(
    pointer: Res<BoardPointer>,
    seen: Res<Seen>,
    mut show: ResMut<Show>,
    mut out: MessageWriter<SquareClicked>,
) {
    let over = pointer.at.and_then(|p| {
        let o = origin(&seen.pos);
        let (x, y) = ((p.x - o.x + 0.5).floor(), (p.z - o.z + 0.5).floor());
        let on_board =
            x >= 0.0 && y >= 0.0 && x < seen.pos.width as f32 && y < seen.pos.height as f32;
        on_board.then_some((x as u8, y as u8))
    });
    if show.hovered != over {
        show.hovered = over;
    }
    if pointer.clicked
        && let Some(sq) = over
    {
        out.write(SquareClicked(sq));
    }
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

/// Cat Fight's playback (see the shared table view): each event shows in the log, with its
/// sound, and is held long enough to follow; fight dice stay up until the next turn begins.
pub struct View;

impl TableView for View {
    type Game = CatFight;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, CatFightEvent>) -> f32 {
        match step.event {
            CatFightEvent::TurnBegan { .. } => show.dice = None,
            CatFightEvent::CatnipPlaced { .. } | CatFightEvent::CatnipFired { .. } => {
                step.cue(Sound::Catnip)
            }
            CatFightEvent::FightStarted { .. } => step.cue(Sound::Hiss),
            CatFightEvent::FightRolled { seats, dice } => {
                show.dice = Some((seats.clone(), dice.clone()));
                step.cue(Sound::DiceRoll);
            }
            CatFightEvent::FightWon { .. } => step.cue(Sound::Meow),
            CatFightEvent::Sipped { .. } => step.cue(Sound::Sip),
            _ => {}
        }
        hold(step.event)
    }

    /// After an undo, the dice go; what glows and the sight lines stay as the player set them.
    fn rewound(show: &mut Show) {
        show.dice = None;
    }
}

/// How long each event is held, at speed 1.
fn hold(e: &CatFightEvent) -> f32 {
    match e {
        CatFightEvent::TurnBegan { .. } => 0.0,
        CatFightEvent::Moved { path, .. } => {
            motion::HOLD_BRIEF + motion::SHORT_STEP * path.len() as f32
        }
        CatFightEvent::FightRolled { .. } => motion::HOLD_READ,
        CatFightEvent::CatnipFired { .. }
        | CatFightEvent::FightWon { .. }
        | CatFightEvent::FightStarted { .. }
        | CatFightEvent::Sacrificed { .. } => motion::HOLD,
        // A saucer emptied or taken away shrinks off the board meanwhile.
        CatFightEvent::Sipped { .. } | CatFightEvent::SaucerRemoved { .. } => motion::CAPTURE,
        CatFightEvent::GameEnded { .. } => motion::HOLD_FINAL,
        _ => motion::HOLD_BRIEF,
    }
}
