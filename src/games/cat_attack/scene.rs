//! Mog Land as a 3D neighbourhood, built from the level's spaces: grass, the four streets,
//! six houses with their gardens and doormats, brick walls to prowl along, the corner shops,
//! the car park, the mouse-hole and the bird-house, and a paw-print or stone for every space
//! with stepping dots along the paths between them. The camera frames it all, whatever the
//! window's size.

use crate::session::{ActiveTable, TableTurn};
use crate::states::Screen;
use crate::view::camera::BoardView;
use crate::view::materials::{BoardMaterials, Surface};
use crate::view::seats;
use crate::view::table_view::Sight;
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId};
use mogland_rules::games::cat_attack::{
    self as rules, CatAttack, CatAttackAction, CatAttackObservation, CatAttackPrompt, Critter,
    Position, Space,
};
use mogland_rules::levels::cat_attack::{Board as BoardDef, Kind, ShopKind};

/// Room for one critter in the row on a nest's roof.
pub const ROOF_SPACING: f32 = 0.42;

/// How high the wall tops are: cats on a wall space stand up there.
pub const WALL_HEIGHT: f32 = 0.55;

/// Where each space is in the world.
#[derive(Resource, Clone, Debug, Default)]
pub struct Layout {
    /// The level's coordinates of the board's centre.
    centre: Vec2,
    /// Spaces on top of a wall.
    raised: Vec<bool>,
    /// The board's corners in the world, for the camera.
    pub bounds: (Vec3, Vec3),
}

impl Layout {
    pub fn new(b: &BoardDef) -> Self {
        let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
        for s in &b.spaces {
            let p = Vec2::new(s.at.0, s.at.1);
            lo = lo.min(p);
            hi = hi.max(p);
        }
        let is_wall = |i: u16| matches!(b.kind(i), Kind::Wall);
        // A Curiosity space between two wall spaces is on the wall too.
        let raised = (0..b.spaces.len() as u16)
            .map(|i| {
                is_wall(i)
                    || (matches!(b.kind(i), Kind::Curiosity)
                        && b.links(i).iter().filter(|l| is_wall(**l)).count() >= 2)
            })
            .collect();
        let centre = (lo + hi) / 2.0;
        // The shops stand outside the corners: leave room for them.
        let pad = 3.5;
        Self {
            centre,
            raised,
            bounds: (
                Vec3::new(lo.x - centre.x - pad, 0.0, lo.y - centre.y - pad),
                Vec3::new(hi.x - centre.x + pad, 1.5, hi.y - centre.y + 1.0),
            ),
        }
    }

    /// The middle of the roof over a critter's nest, where the birds and mice still at home
    /// wait (the rulebook sets the mice "on the roof over the mouse-hole" and the birds on the
    /// bird-house roof): the top of the mouse-hole's wall, the bird-house's wide roof board.
    pub fn nest_roof(&self, b: &BoardDef, critter: Critter) -> Vec3 {
        match critter {
            Critter::Mouse => {
                self.ground(b.spaces[b.mouse_hole as usize].at) + Vec3::new(0.0, 0.6, -0.35)
            }
            Critter::Bird => self.ground(b.spaces[b.bird_house as usize].at) + Vec3::Y * 1.46,
        }
    }

    /// How wide a nest's roof is for `n` critters in a row.
    pub fn roof_width(n: usize) -> f32 {
        (ROOF_SPACING * n as f32 + 0.2).max(1.3)
    }

    /// A level point on the ground.
    pub fn ground(&self, (x, y): (f32, f32)) -> Vec3 {
        Vec3::new(x - self.centre.x, 0.0, y - self.centre.y)
    }

    /// The level point under a world point.
    pub fn level_point(&self, p: Vec3) -> Vec2 {
        Vec2::new(p.x + self.centre.x, p.z + self.centre.y)
    }

    /// Where a piece stands on `space` (on the wall top for wall spaces).
    pub fn at(&self, b: &BoardDef, space: Space) -> Vec3 {
        let h = if self.raised.get(space as usize) == Some(&true) {
            WALL_HEIGHT
        } else {
            0.0
        };
        self.ground(b.spaces[space as usize].at) + Vec3::Y * h
    }

    pub fn raised(&self, space: Space) -> bool {
        self.raised.get(space as usize) == Some(&true)
    }

    /// The space nearest a world point, if it is within reach of one.
    pub fn space_near(&self, b: &BoardDef, p: Vec3) -> Option<Space> {
        let q = self.level_point(p);
        b.spaces
            .iter()
            .enumerate()
            .map(|(i, s)| (i as Space, q.distance(Vec2::new(s.at.0, s.at.1))))
            .filter(|(_, d)| *d < 1.1)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i)
    }

    /// The space a ray from the camera points at: the one whose spot, at its own height (a
    /// wall top stands above the ground), the ray passes nearest, if within reach. The ground
    /// point under the pointer alone would miss a raised space by the wall's height seen
    /// askew: a click on the middle of a wall space's glow landed on the next space.
    pub fn space_under(&self, b: &BoardDef, ray: Ray3d) -> Option<Space> {
        (0..b.spaces.len() as Space)
            .filter_map(|i| {
                let spot = self.at(b, i);
                let hit = ray.intersect_plane(spot, InfinitePlane3d::new(Vec3::Y))?;
                let d = ray.get_point(hit).with_y(0.0).distance(spot.with_y(0.0));
                (d < 1.1).then_some((i, d))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i)
    }

    /// The corner of the board a shop stands at, outside its garden.
    pub fn shop_site(&self, b: &BoardDef, shop: ShopKind) -> Vec3 {
        let garden: Vec<Vec3> = (0..b.spaces.len() as u16)
            .filter(|i| matches!(b.kind(*i), Kind::ShopGarden(k) if k == shop))
            .map(|i| self.ground(b.spaces[i as usize].at))
            .collect();
        let mid = garden.iter().copied().sum::<Vec3>() / garden.len().max(1) as f32;
        // Out from the board's middle, past the corner.
        mid + mid.with_y(0.0).normalize_or_zero() * 3.2
    }

    /// Where a house's building stands: behind its door, away from its garden.
    pub fn house_site(&self, b: &BoardDef, house: u8) -> Vec3 {
        let door = self.ground(b.spaces[b.homes[house as usize] as usize].at);
        let garden: Vec<Vec3> = (0..b.spaces.len() as u16)
            .filter(|i| b.kind(*i) == Kind::Garden(house))
            .map(|i| self.ground(b.spaces[i as usize].at))
            .collect();
        let mid = garden.iter().copied().sum::<Vec3>() / garden.len().max(1) as f32;
        door + (door - mid).with_y(0.0).normalize_or_zero() * 2.3
    }
}

/// What the view knows this frame: the public board, the seat whose hand may be shown (none
/// while nobody is cleared to see), what it is asked and may do.
#[derive(Resource, PartialEq)]
pub struct Seen {
    pub pos: Position,
    pub me: Option<SeatId>,
    pub my_decision: bool,
    pub prompt: Option<CatAttackPrompt>,
    pub obs: CatAttackObservation,
    pub legal: Vec<CatAttackAction>,
}

impl Sight for Seen {
    type Game = CatAttack;

    fn see(world: &World, turn: &TableTurn) -> Self {
        let me = turn.me();
        let my_decision = turn.my_decision();
        let obs = CatAttack::observation(world, me);
        let legal = if my_decision {
            obs.legal.clone()
        } else {
            Vec::new()
        };
        Seen {
            pos: obs.position.clone(),
            me,
            my_decision,
            prompt: CatAttack::decision(world).map(|d| d.prompt),
            obs,
            legal,
        }
    }
}

pub fn shop_colour(shop: ShopKind) -> Color {
    match shop {
        ShopKind::Fishmonger => Color::srgb(0.25, 0.5, 0.8),
        ShopKind::Dairy => Color::srgb(0.95, 0.93, 0.85),
        ShopKind::CornerShop => Color::srgb(0.8, 0.22, 0.2),
        ShopKind::Vet => Color::srgb(0.3, 0.65, 0.4),
    }
}

#[derive(Clone)]
struct Paint {
    meshes: Vec<(Handle<Mesh>, Handle<StandardMaterial>, Transform)>,
}

impl Paint {
    fn put(&mut self, mesh: &Handle<Mesh>, mat: &Handle<StandardMaterial>, t: Transform) {
        self.meshes.push((mesh.clone(), mat.clone(), t));
    }
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    board: Res<rules::Board>,
    table: Res<ActiveTable>,
    cats: Query<&rules::Cat>,
    surfaces: Res<BoardMaterials>,
) {
    let b = &*board.0;
    let layout = Layout::new(b);
    let seats = table.setup.seat_count();
    let mut paint = Paint { meshes: Vec::new() };
    // The board is printed on paper and stands on the table (docs/style.md, "Materials").
    let printed = |materials: &mut Assets<StandardMaterial>, c: Color, repeat: f32| {
        surfaces.tinted(materials, Surface::Paper, c, repeat)
    };
    let grass = printed(&mut materials, Color::srgb(0.45, 0.66, 0.36), 8.0);
    let lawn = printed(&mut materials, Color::srgb(0.56, 0.76, 0.42), 2.0);
    let road = printed(&mut materials, Color::srgb(0.36, 0.36, 0.38), 4.0);
    let stone = printed(&mut materials, Color::srgb(0.82, 0.8, 0.74), 1.0);
    let wood = surfaces.plain(&mut materials, Surface::Wood, 1.0);
    let table_top = surfaces.plain(&mut materials, Surface::Table, 4.0);
    let mut mat = |c: Color| {
        materials.add(StandardMaterial {
            base_color: c,
            perceptual_roughness: 0.9,
            ..default()
        })
    };
    let kerb = mat(Color::srgb(0.7, 0.7, 0.68));
    let brick = mat(Color::srgb(0.66, 0.33, 0.24));
    let brick_top = mat(Color::srgb(0.74, 0.45, 0.34));
    let wall_white = mat(Color::srgb(0.95, 0.9, 0.8));
    let roof_plain = mat(Color::srgb(0.5, 0.36, 0.3));
    let paw_garden = mat(Color::srgb(0.3, 0.42, 0.22));
    let paw_shop = mat(Color::srgb(0.55, 0.38, 0.2));
    let paw_burglar = mat(Color::srgb(0.08, 0.08, 0.08));
    let curious = mat(Color::srgb(0.56, 0.36, 0.78));
    let white = mat(Color::srgb(0.98, 0.98, 0.96));
    let dark = mat(Color::srgb(0.1, 0.08, 0.07));
    let dot = mat(Color::srgb(0.9, 0.86, 0.72));

    let unit = meshes.add(Cuboid::new(1.0, 1.0, 1.0));
    let disc = meshes.add(Cylinder::new(0.55, 0.04));
    let pad = meshes.add(Cylinder::new(0.28, 0.05));
    let toe = meshes.add(Cylinder::new(0.12, 0.05));
    let small = meshes.add(Cylinder::new(0.07, 0.03));
    // Bevy's default sphere is 20,480 triangles; a squashed bead needs a few hundred.
    let ball = meshes.add(Sphere::new(0.2).mesh().uv(16, 10));

    // The ground, a size bigger than the board.
    let (lo, hi) = layout.bounds;
    paint.put(
        &unit,
        &grass,
        Transform::from_translation(((lo + hi) / 2.0).with_y(-0.06)).with_scale(Vec3::new(
            hi.x - lo.x + 8.0,
            0.1,
            hi.z - lo.z + 8.0,
        )),
    );
    // The table under the board, reaching past the window's edges.
    paint.put(
        &unit,
        &table_top,
        Transform::from_translation(((lo + hi) / 2.0).with_y(-0.3)).with_scale(Vec3::new(
            hi.x - lo.x + 60.0,
            0.4,
            hi.z - lo.z + 60.0,
        )),
    );

    // The streets: a road under each street's five spaces, from one end to the other.
    for street in 0..b.streets.len() as u8 {
        let ends: Vec<Vec3> = [0u8, 4]
            .iter()
            .map(|i| layout.ground(b.spaces[b.route[(street * 5 + i) as usize] as usize].at))
            .collect();
        let (a, z) = (ends[0], ends[1]);
        let dir = (z - a).normalize_or_zero();
        let len = a.distance(z) + 3.6;
        let mid = (a + z) / 2.0;
        let rot = Quat::from_rotation_arc(Vec3::X, dir);
        paint.put(
            &unit,
            &road,
            Transform::from_translation(mid.with_y(-0.005))
                .with_rotation(rot)
                .with_scale(Vec3::new(len, 0.02, 2.2)),
        );
        for side in [-1.15f32, 1.15] {
            let n = rot * Vec3::Z * side;
            paint.put(
                &unit,
                &kerb,
                Transform::from_translation(mid + n + Vec3::Y * 0.02)
                    .with_rotation(rot)
                    .with_scale(Vec3::new(len, 0.06, 0.12)),
            );
        }
        // Dashes down the middle.
        for k in 0..8 {
            let x = -len / 2.0 + len * (k as f32 + 0.5) / 8.0;
            paint.put(
                &unit,
                &white,
                Transform::from_translation(mid + rot * Vec3::new(x, 0.01, 0.0))
                    .with_rotation(rot)
                    .with_scale(Vec3::new(0.5, 0.01, 0.08)),
            );
        }
    }

    // Houses: a lawn under the garden, the house behind its door, its roof in the colour of
    // the cat who lives there.
    let owner = |house: u8| cats.iter().find(|c| c.house == house).map(|c| c.seat);
    for (h, _) in b.houses.iter().enumerate() {
        let h = h as u8;
        let garden: Vec<Vec3> = (0..b.spaces.len() as u16)
            .filter(|i| b.kind(*i) == Kind::Garden(h))
            .map(|i| layout.ground(b.spaces[i as usize].at))
            .collect();
        let (mut glo, mut ghi) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
        for g in &garden {
            glo = glo.min(*g);
            ghi = ghi.max(*g);
        }
        paint.put(
            &unit,
            &lawn,
            Transform::from_translation(((glo + ghi) / 2.0).with_y(-0.005)).with_scale(Vec3::new(
                ghi.x - glo.x + 2.2,
                0.02,
                ghi.z - glo.z + 2.2,
            )),
        );
        let site = layout.house_site(b, h);
        let roof = owner(h).map_or(roof_plain.clone(), |s| mat(seats::colour(&table, s)));
        paint.put(
            &unit,
            &wall_white,
            Transform::from_translation(site + Vec3::Y * 0.8).with_scale(Vec3::new(4.2, 1.6, 2.2)),
        );
        // A pitched roof: two slabs leaning together.
        for side in [-1.0f32, 1.0] {
            paint.put(
                &unit,
                &roof,
                Transform::from_translation(site + Vec3::new(0.0, 1.95, side * 0.55))
                    .with_rotation(Quat::from_rotation_x(side * 0.62))
                    .with_scale(Vec3::new(4.5, 0.12, 1.45)),
            );
        }
        // The front door, towards the doormat.
        let door = layout.ground(b.spaces[b.homes[h as usize] as usize].at);
        let towards = (door - site).normalize_or_zero();
        paint.put(
            &unit,
            &roof,
            Transform::from_translation(site + towards * 1.11 + Vec3::Y * 0.5)
                .with_scale(Vec3::new(0.7, 1.0, 0.04)),
        );
    }

    // Walls: brick between every two neighbouring spaces that are both on a wall.
    for (i, s) in b.spaces.iter().enumerate() {
        let i = i as u16;
        if !layout.raised(i) {
            continue;
        }
        for &j in &s.links {
            if j <= i || !layout.raised(j) {
                continue;
            }
            let (a, z) = (layout.ground(s.at), layout.ground(b.spaces[j as usize].at));
            let rot = Quat::from_rotation_arc(Vec3::X, (z - a).normalize_or_zero());
            let mid = (a + z) / 2.0;
            paint.put(
                &unit,
                &brick,
                Transform::from_translation(mid + Vec3::Y * WALL_HEIGHT / 2.0)
                    .with_rotation(rot)
                    .with_scale(Vec3::new(a.distance(z) + 0.6, WALL_HEIGHT, 0.5)),
            );
            paint.put(
                &unit,
                &brick_top,
                Transform::from_translation(mid + Vec3::Y * (WALL_HEIGHT + 0.01))
                    .with_rotation(rot)
                    .with_scale(Vec3::new(a.distance(z) + 0.6, 0.03, 0.6)),
            );
        }
    }

    // Stepping dots along every path, so the ways between spaces can be seen.
    for (i, s) in b.spaces.iter().enumerate() {
        let i = i as u16;
        for &j in &s.links {
            if j <= i {
                continue;
            }
            let (a, z) = (layout.at(b, i), layout.at(b, j));
            let n = (a.distance(z) / 0.9).floor() as usize;
            for k in 1..n {
                let p = a.lerp(z, k as f32 / n as f32);
                if p.distance(a) < 0.7 || p.distance(z) < 0.7 {
                    continue;
                }
                paint.put(
                    &small,
                    &dot,
                    Transform::from_translation(p + Vec3::Y * 0.02),
                );
            }
        }
    }

    // The spaces themselves.
    for (i, s) in b.spaces.iter().enumerate() {
        let i = i as u16;
        let p = layout.at(b, i) + Vec3::Y * 0.02;
        let paw = |paint: &mut Paint, m: &Handle<StandardMaterial>| {
            paint.put(
                &pad,
                m,
                Transform::from_translation(p + Vec3::new(0.0, 0.0, 0.1)),
            );
            for (x, z) in [(-0.3, -0.2), (-0.11, -0.38), (0.11, -0.38), (0.3, -0.2)] {
                paint.put(
                    &toe,
                    m,
                    Transform::from_translation(p + Vec3::new(x, 0.0, z)),
                );
            }
        };
        match s.kind {
            Kind::Street { .. } => {
                paint.put(&disc, &stone, Transform::from_translation(p));
            }
            Kind::Garden(_) => paw(&mut paint, &paw_garden),
            Kind::ShopGarden(_) => paw(&mut paint, &paw_shop),
            Kind::Burglar(_) => paw(&mut paint, &paw_burglar),
            Kind::Home(h) => {
                let m = owner(h).map_or(roof_plain.clone(), |o| mat(seats::colour(&table, o)));
                paint.put(
                    &unit,
                    &m,
                    Transform::from_translation(p).with_scale(Vec3::new(1.3, 0.05, 0.9)),
                );
            }
            Kind::Wall => {
                paint.put(&disc, &stone, Transform::from_translation(p));
            }
            Kind::Curiosity => {
                paint.put(&disc, &curious, Transform::from_translation(p));
                paint.put(
                    &ball,
                    &white,
                    Transform::from_translation(p + Vec3::Y * 0.1)
                        .with_scale(Vec3::new(1.0, 0.3, 1.0)),
                );
            }
            Kind::CarPark => {
                paint.put(
                    &unit,
                    &road,
                    Transform::from_translation(p).with_scale(Vec3::new(3.0, 0.03, 2.2)),
                );
                for x in [-1.45f32, 1.45] {
                    paint.put(
                        &unit,
                        &white,
                        Transform::from_translation(p + Vec3::new(x, 0.02, 0.0))
                            .with_scale(Vec3::new(0.08, 0.01, 2.0)),
                    );
                }
            }
            Kind::MouseHole => {
                // A dark arch at the foot of a little wall, the mice waiting on its top.
                paint.put(
                    &unit,
                    &brick,
                    Transform::from_translation(p + Vec3::new(0.0, 0.3, -0.35))
                        .with_scale(Vec3::new(Layout::roof_width(seats), 0.6, 0.3)),
                );
                paint.put(
                    &disc,
                    &dark,
                    Transform::from_translation(p + Vec3::new(0.0, 0.2, -0.19))
                        .with_rotation(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2))
                        .with_scale(Vec3::new(0.5, 1.0, 0.45)),
                );
            }
            Kind::BirdHouse => {
                paint.put(
                    &unit,
                    &wood,
                    Transform::from_translation(p + Vec3::Y * 0.5)
                        .with_scale(Vec3::new(0.1, 1.0, 0.1)),
                );
                paint.put(
                    &unit,
                    &wood,
                    Transform::from_translation(p + Vec3::Y * 1.15)
                        .with_scale(Vec3::new(0.6, 0.5, 0.6)),
                );
                paint.put(
                    &disc,
                    &dark,
                    Transform::from_translation(p + Vec3::new(0.0, 1.18, 0.31))
                        .with_rotation(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2))
                        .with_scale(Vec3::splat(0.22)),
                );
                // A wide roof board: the birds wait on it.
                paint.put(
                    &unit,
                    &wood,
                    Transform::from_translation(p + Vec3::Y * 1.43).with_scale(Vec3::new(
                        Layout::roof_width(seats),
                        0.06,
                        0.5,
                    )),
                );
            }
        }
    }

    // The shops at the corners: a building in the shop's colour with a striped awning.
    for shop in ShopKind::ALL {
        let site = layout.shop_site(b, shop);
        let colour = mat(shop_colour(shop));
        let towards = (-site).with_y(0.0).normalize_or_zero();
        let rot = Transform::default().looking_to(-towards, Vec3::Y).rotation;
        paint.put(
            &unit,
            &wall_white,
            Transform::from_translation(site + Vec3::Y * 0.9)
                .with_rotation(rot)
                .with_scale(Vec3::new(3.0, 1.8, 2.4)),
        );
        paint.put(
            &unit,
            &colour,
            Transform::from_translation(site + Vec3::Y * 1.85)
                .with_rotation(rot)
                .with_scale(Vec3::new(3.2, 0.14, 2.6)),
        );
        paint.put(
            &unit,
            &colour,
            Transform::from_translation(site + towards * 1.45 + Vec3::Y * 1.3)
                .with_rotation(rot * Quat::from_rotation_x(0.5))
                .with_scale(Vec3::new(3.0, 0.08, 0.9)),
        );
        paint.put(
            &unit,
            &dark,
            Transform::from_translation(site + towards * 1.21 + Vec3::Y * 0.55)
                .with_rotation(rot)
                .with_scale(Vec3::new(0.8, 1.1, 0.04)),
        );
    }

    for (mesh, material, t) in paint.meshes {
        commands.spawn((
            Mesh3d(mesh),
            MeshMaterial3d(material),
            t,
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(layout);
}

/// Keeps the whole neighbourhood in the part of the window the panels leave, whatever its
/// size: re-framed when the window or the panels change.
pub(super) fn frame_camera(layout: Res<Layout>, mut view: ResMut<BoardView>) {
    if layout.is_changed() {
        let (lo, hi) = layout.bounds;
        view.frame(lo, hi, 0.95);
    }
}
