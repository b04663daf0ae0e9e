//! The figurines on the boards, all made in code: one cat for every game (`cat`), mice and
//! birds (`critters`), the things (`things`: the car, saucers of cream, blockers, catnip,
//! foods, dice) and Grand Prrrrix's objects and cushions (`mansion`). Each is a root entity
//! carrying the transform, with its parts as children; every figure faces −Z, so one turned
//! with `looking_to` faces where it goes, and stands on y = 0.
//!
//! Meshes are built once per app and materials once per colour: both are stored under fixed
//! ids derived from a name (`Maker`), so spawning a piece costs entities, not assets, and the
//! functions keep the plain `(commands, meshes, materials, …)` signature.

mod cat;
mod critters;
mod mansion;
pub mod shape;
mod things;

pub use cat::{CatLook, CatParts, Pose, cat};
pub use critters::{bird, mouse};
pub use mansion::{cushion, object};
pub use things::{blocker, car, catnip, die, food, saucer};

use crate::view::tween::Tweening;
use bevy::asset::uuid::Uuid;
use bevy::prelude::*;
use shape::Geo;

/// The figures' shared paints: eyes and noses, inner ears and mouse tails, cream and china,
/// silverware.
const INK: Color = Color::srgb(0.12, 0.09, 0.08);
const PINK: Color = Color::srgb(0.95, 0.62, 0.66);
const CREAM: Color = Color::srgb(1.0, 0.97, 0.88);
const SILVER: Color = Color::srgb(0.84, 0.85, 0.88);

/// Cats walk while their piece moves and sit when it stops.
pub fn plugin(app: &mut App) {
    // After the tweens, so a cat sits down in the frame its move ends (a tween that ends is
    // removed by then), not a frame later that an idle window may never draw.
    app.add_systems(Update, cat::walk_while_moving.after(Tweening));
}

/// How a part is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Finish {
    /// Painted and lightly glazed, like a ceramic figurine: fur, wood, cloth.
    Glaze,
    /// Soft and dull: felt, cream, kibble.
    Matte,
    /// Shiny: eyes, noses, car paint, tins.
    Gloss,
    /// Polished metal: hubcaps, keys, bowls.
    Metal,
    /// Lit from within: headlights, the glint in an eye.
    Glow,
}

/// A stable id from a name (FNV-1a), under a prefix per asset type.
fn id(prefix: u64, name: &str) -> Uuid {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    Uuid::from_u128(((prefix as u128) << 64) | h as u128)
}

const MESHES: u64 = 0x6d6f_676c_616e_6431;
const MATERIALS: u64 = 0x6d6f_676c_616e_6432;

/// The mesh stored under `name` (made by `build` the first time any figure needs it).
pub(crate) fn mesh_handle(name: &str) -> Handle<Mesh> {
    Handle::from(id(MESHES, name))
}

/// Makes and finds the figures' shared meshes and materials.
pub(crate) struct Maker<'a> {
    pub meshes: &'a mut Assets<Mesh>,
    pub materials: &'a mut Assets<StandardMaterial>,
}

impl Maker<'_> {
    pub fn mesh(&mut self, name: &str, build: impl FnOnce() -> Mesh) -> Handle<Mesh> {
        let h = mesh_handle(name);
        if !self.meshes.contains(&h) {
            // Uuid ids never fail to insert.
            let _ = self.meshes.insert(&h, build());
        }
        h
    }

    pub fn geo(&mut self, name: &str, build: impl FnOnce() -> Geo) -> Handle<Mesh> {
        self.mesh(name, || build().mesh())
    }

    pub fn paint(&mut self, colour: Color, finish: Finish) -> Handle<StandardMaterial> {
        let c = colour.to_srgba();
        let q = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        let name = format!(
            "{}/{}/{}/{}/{finish:?}",
            q(c.red),
            q(c.green),
            q(c.blue),
            q(c.alpha)
        );
        let h: Handle<StandardMaterial> = Handle::from(id(MATERIALS, &name));
        if !self.materials.contains(&h) {
            let (roughness, metallic, reflectance) = match finish {
                Finish::Glaze => (0.5, 0.0, 0.4),
                Finish::Matte => (0.9, 0.0, 0.3),
                Finish::Gloss => (0.18, 0.0, 0.6),
                Finish::Metal => (0.28, 0.75, 0.5),
                Finish::Glow => (0.4, 0.0, 0.5),
            };
            let emissive = if finish == Finish::Glow {
                LinearRgba::from(colour) * 2.0
            } else {
                LinearRgba::BLACK
            };
            let _ = self.materials.insert(
                &h,
                StandardMaterial {
                    base_color: colour,
                    perceptual_roughness: roughness,
                    metallic,
                    reflectance,
                    emissive,
                    ..default()
                },
            );
        }
        h
    }
}

/// Spawns a mesh part under `parent`.
pub(crate) fn part(
    commands: &mut Commands,
    parent: Entity,
    mesh: Handle<Mesh>,
    material: Handle<StandardMaterial>,
    t: Transform,
) -> Entity {
    commands
        .spawn((Mesh3d(mesh), MeshMaterial3d(material), t, ChildOf(parent)))
        .id()
}

/// An empty root for a figure.
pub(crate) fn root(commands: &mut Commands, at: Transform) -> Entity {
    commands.spawn((at, Visibility::default())).id()
}

/// Spawns `(mesh, material)` parts under a new root at `at`.
pub(crate) fn figure(
    commands: &mut Commands,
    at: Transform,
    parts: Vec<(Handle<Mesh>, Handle<StandardMaterial>)>,
) -> Entity {
    let e = root(commands, at);
    for (mesh, mat) in parts {
        part(commands, e, mesh, mat, Transform::IDENTITY);
    }
    e
}
