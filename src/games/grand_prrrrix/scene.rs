//! Cat's Mansion in 3D, built from the level's grid: a floor tile for every square (each
//! room in its own colour, the hall in polished boards), walls wherever two squares are not
//! joined (so the doors are the gaps), a thin threshold at each door, the five cushions, the
//! four silvered objects and a rug under the whole house. The camera frames it all, whatever
//! the window's size.

use crate::session::TableTurn;
use crate::states::Screen;
use crate::view::camera::BoardView;
use crate::view::kit::figures;
use crate::view::materials::{BoardMaterials, Surface};
use crate::view::table_view::Sight;
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId};
use mogland_rules::games::grand_prrrrix::{
    self as rules, GrandPrrrrix, GrandPrrrrixAction, GrandPrrrrixPrompt, State,
};
use mogland_rules::levels::grand_prrrrix::{CatKind, Mansion, Object, Place};

/// How tall the walls stand.
pub const WALL_HEIGHT: f32 = 0.45;

/// Where each square is in the world: one unit a square, the board's middle at the origin.
#[derive(Resource, Clone, Debug, Default)]
pub struct Layout {
    width: f32,
    height: f32,
    /// The board's corners in the world, for the camera.
    pub bounds: (Vec3, Vec3),
}

impl Layout {
    pub fn new(m: &Mansion) -> Self {
        let (w, h) = (m.width as f32, m.height as f32);
        Self {
            width: w,
            height: h,
            bounds: (
                Vec3::new(-w / 2.0 - 0.3, 0.0, -h / 2.0 - 0.3),
                Vec3::new(w / 2.0 + 0.3, WALL_HEIGHT + 0.6, h / 2.0 + 0.3),
            ),
        }
    }

    /// The middle of a grid cell on the floor.
    pub fn cell(&self, (x, y): (u8, u8)) -> Vec3 {
        Vec3::new(
            x as f32 + 0.5 - self.width / 2.0,
            0.0,
            y as f32 + 0.5 - self.height / 2.0,
        )
    }

    pub fn at(&self, m: &Mansion, sq: u16) -> Vec3 {
        self.cell(m.cell(sq))
    }

    /// The square under a world point.
    pub fn square_near(&self, m: &Mansion, p: Vec3) -> Option<u16> {
        let x = (p.x + self.width / 2.0).floor();
        let y = (p.z + self.height / 2.0).floor();
        if x < 0.0 || y < 0.0 {
            return None;
        }
        m.at((x as u8, y as u8))
    }
}

/// What the view knows this frame: the table as the rules hold it (nothing is hidden in this
/// game but the order of the Turn Order deck, which the view never shows), the seat the
/// screen belongs to, what it is asked and may do.
#[derive(Resource, PartialEq)]
pub struct Seen {
    pub state: State,
    pub me: Option<SeatId>,
    pub my_decision: bool,
    pub prompt: Option<GrandPrrrrixPrompt>,
    pub legal: Vec<GrandPrrrrixAction>,
}

impl Sight for Seen {
    type Game = GrandPrrrrix;

    fn see(world: &World, turn: &TableTurn) -> Self {
        let me = turn.me();
        let my_decision = turn.my_decision();
        let obs = GrandPrrrrix::observation(world, me);
        Seen {
            state: GrandPrrrrix::state(world),
            me,
            my_decision,
            prompt: GrandPrrrrix::decision(world).map(|d| d.prompt),
            legal: if my_decision { obs.legal } else { Vec::new() },
        }
    }
}

/// Each cat's fur.
pub fn fur(kind: CatKind) -> Color {
    match kind {
        CatKind::Brown => Color::srgb(0.47, 0.31, 0.18),
        CatKind::Grey => Color::srgb(0.6, 0.61, 0.64),
        CatKind::Black => Color::srgb(0.1, 0.1, 0.12),
        CatKind::OrangeMarmalade => Color::srgb(0.93, 0.55, 0.17),
        CatKind::BluePersian => Color::srgb(0.56, 0.63, 0.8),
    }
}

/// A soft colour for each room's floor.
pub fn room_colour(room: u8) -> Color {
    const ROOMS: [(f32, f32, f32); 10] = [
        (0.78, 0.7, 0.58),  // Front Hall: flagstones
        (0.5, 0.36, 0.36),  // Wine Cellar
        (0.3, 0.55, 0.38),  // Billiard Room: baize
        (0.85, 0.85, 0.78), // Kitchen: tiles
        (0.76, 0.62, 0.42), // Reception Room
        (0.93, 0.7, 0.76),  // Pink Bedroom
        (0.66, 0.58, 0.76), // Drawing Room
        (0.7, 0.45, 0.3),   // Dining Room
        (0.62, 0.78, 0.6),  // Conservatory
        (0.6, 0.7, 0.9),    // Blue Bedroom
    ];
    let (r, g, b) = ROOMS[room as usize % ROOMS.len()];
    Color::srgb(r, g, b)
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    board: Res<rules::Board>,
    surfaces: Res<BoardMaterials>,
) {
    let m = &*board.0;
    let layout = Layout::new(m);
    // Floors and walls are printed paper on a wooden frame, on the table (docs/style.md).
    let hall = surfaces.tinted(
        &mut materials,
        Surface::Wood,
        Color::srgb(0.7, 0.52, 0.36),
        3.0,
    );
    let wall = surfaces.plain(&mut materials, Surface::Paper, 1.0);
    let wall_top = surfaces.tinted(
        &mut materials,
        Surface::Wood,
        Color::srgb(0.55, 0.36, 0.24),
        1.0,
    );
    let rug = surfaces.plain(&mut materials, Surface::Table, 6.0);
    let threshold = surfaces.plain(&mut materials, Surface::Wood, 1.0);
    let rooms: Vec<Handle<StandardMaterial>> = (0..m.rooms.len() as u8)
        .map(|r| surfaces.tinted(&mut materials, Surface::Paper, room_colour(r), 2.0))
        .collect();
    let unit = meshes.add(Cuboid::new(1.0, 1.0, 1.0));
    let mut put = |mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, t: Transform| {
        commands.spawn((
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            t,
            DespawnOnExit(Screen::Playing),
        ));
    };
    // Under the house.
    let (lo, hi) = layout.bounds;
    put(
        &unit,
        &rug,
        Transform::from_translation(((lo + hi) / 2.0).with_y(-0.08)).with_scale(Vec3::new(
            hi.x - lo.x + 1.5,
            0.1,
            hi.z - lo.z + 1.5,
        )),
    );
    // Floors: a tile per square, a hair apart so the squares can be counted.
    for (i, s) in m.squares.iter().enumerate() {
        let p = layout.cell(s.cell);
        let material = match s.place {
            Place::Room(r) => rooms[r as usize].clone(),
            _ => hall.clone(),
        };
        let gap = if matches!(s.place, Place::Room(_)) {
            0.03
        } else {
            0.06
        };
        put(
            &unit,
            &material,
            Transform::from_translation(p.with_y(-0.02)).with_scale(Vec3::new(
                1.0 - gap,
                0.04,
                1.0 - gap,
            )),
        );
        // Walls on the east and south edges (and north, west at the border or a void), where
        // the squares on either side are not joined.
        let (x, y) = s.cell;
        // (step to the neighbour, offset to the edge, the wall runs north-south)
        let edges = [
            ((1i16, 0i16), Vec3::X * 0.5, true),
            ((0, 1), Vec3::Z * 0.5, false),
            ((-1, 0), -Vec3::X * 0.5, true),
            ((0, -1), -Vec3::Z * 0.5, false),
        ];
        for ((dx, dy), offset, vertical) in edges {
            let (nx, ny) = (x as i16 + dx, y as i16 + dy);
            let other = (nx >= 0 && ny >= 0)
                .then(|| m.at((nx as u8, ny as u8)))
                .flatten();
            let walled = match other {
                // A neighbour: one wall between them, drawn from the east or south side.
                Some(o) => (dx > 0 || dy > 0) && !m.links(i as u16).contains(&o),
                None => true,
            };
            if !walled {
                continue;
            }
            let size = if vertical {
                Vec3::new(0.1, WALL_HEIGHT, 1.1)
            } else {
                Vec3::new(1.1, WALL_HEIGHT, 0.1)
            };
            put(
                &unit,
                &wall,
                Transform::from_translation(p + offset + Vec3::Y * WALL_HEIGHT / 2.0)
                    .with_scale(size),
            );
            put(
                &unit,
                &wall_top,
                Transform::from_translation(p + offset + Vec3::Y * (WALL_HEIGHT + 0.01))
                    .with_scale(size.with_y(0.03) + Vec3::new(0.02, 0.0, 0.02)),
            );
        }
        // Thresholds where a door joins a room to anything else.
        for &n in m.links(i as u16) {
            if n as usize <= i {
                continue;
            }
            let (a, b) = (m.place(i as u16), m.place(n));
            let door = matches!((a, b), (Place::Room(r), Place::Room(q)) if r != q)
                || matches!(
                    (a, b),
                    (Place::Room(_), Place::Hall) | (Place::Hall, Place::Room(_))
                );
            if door {
                let q = layout.at(m, n);
                let mid = (p + q) / 2.0;
                let along_x = (q.x - p.x).abs() < 0.1;
                put(
                    &unit,
                    &threshold,
                    Transform::from_translation(mid.with_y(0.01)).with_scale(if along_x {
                        Vec3::new(0.8, 0.02, 0.14)
                    } else {
                        Vec3::new(0.14, 0.02, 0.8)
                    }),
                );
            }
        }
    }
    // The cushions: plump, in their cat's colour, with a pale piping and a button.
    for kind in CatKind::ALL {
        let p = layout.at(m, m.cushion(kind));
        let colour = fur(kind).mix(&Color::WHITE, 0.25);
        let c = figures::cushion(
            &mut commands,
            &mut meshes,
            &mut materials,
            colour,
            Transform::from_translation(p),
        );
        commands.entity(c).insert(DespawnOnExit(Screen::Playing));
    }
    // The four objects, silvered, each on a dark round mat that marks its square.
    let dark = materials.add(StandardMaterial {
        base_color: Color::srgb(0.15, 0.12, 0.12),
        perceptual_roughness: 0.85,
        ..default()
    });
    let base = meshes.add(Cylinder::new(0.44, 0.02));
    for o in Object::ALL {
        let p = layout.at(m, m.object(o));
        commands.spawn((
            Mesh3d(base.clone()),
            MeshMaterial3d(dark.clone()),
            Transform::from_translation(p + Vec3::Y * 0.01),
            DespawnOnExit(Screen::Playing),
        ));
        let e = figures::object(
            &mut commands,
            &mut meshes,
            &mut materials,
            o,
            Transform::from_translation(p + Vec3::Y * 0.02)
                .with_rotation(Quat::from_rotation_y(std::f32::consts::PI)),
        );
        commands.entity(e).insert(DespawnOnExit(Screen::Playing));
    }
    commands.insert_resource(layout);
}

/// Keeps the whole mansion in the part of the window the panels leave, whatever its size.
pub(super) fn frame_camera(layout: Res<Layout>, mut view: ResMut<BoardView>) {
    if layout.is_changed() {
        let (lo, hi) = layout.bounds;
        view.frame(lo, hi, 1.05);
    }
}
