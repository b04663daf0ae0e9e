//! The one cat figurine every game uses: a pear-shaped body with haunches and a pale chest, a
//! round head with cheeks and a muzzle, ears with pink insides, eyes with a glint, a nose, front
//! legs with pale paws and a long tail; sitting, or walking on four legs with its tail up. It
//! may wear a collar with a tag and stand on a base token, both in its seat's marker shape, so
//! seats are told apart by shape as well as colour (seen from above, the base says it best).
//!
//! The root carries [`CatParts`]: the head, the eyes and the tail are entities of their own so
//! idle gestures can move them. A blink scales the eyes' y towards 0 (1 is open); a flick turns
//! the tail about its root's y; a cat sits, and [`walk_while_moving`] stands it up to walk while
//! its piece has a `Tween` under way.

use super::shape::{Geo, at};
use super::{CREAM, Finish, INK, Maker, PINK, mesh_handle, part, root};
use crate::view::seats::Marker;
use crate::view::tween::Tween;
use bevy::prelude::*;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pose {
    #[default]
    Sitting,
    Walking,
}

/// What a cat looks like.
#[derive(Clone, Debug)]
pub struct CatLook {
    pub fur: Color,
    /// A collar in this colour (with a tag in `marker`'s shape, if any).
    pub collar: Option<Color>,
    /// The seat's shape: the collar's tag and a base token under the cat, in `base` colour.
    pub marker: Option<Marker>,
    /// The base token's colour (the seat's); the collar's when not given.
    pub base: Option<Color>,
}

impl CatLook {
    /// A plain cat in `fur`, sitting: no collar, no base.
    pub fn sitting(fur: Color) -> Self {
        Self {
            fur,
            collar: None,
            marker: None,
            base: None,
        }
    }

    /// A cat in its seat's colour: the fur, a darker collar, and the seat's marker as its tag
    /// and base.
    pub fn seat(colour: Color, marker: Marker) -> Self {
        Self {
            fur: colour,
            collar: Some(colour.mix(&INK, 0.45)),
            marker: Some(marker),
            base: Some(colour),
        }
    }

    /// A cat in its own `fur` wearing its seat's colour: the collar, the tag and the base.
    pub fn collared(fur: Color, colour: Color, marker: Marker) -> Self {
        Self {
            fur,
            collar: Some(colour),
            marker: Some(marker),
            base: Some(colour),
        }
    }
}

/// A cat's moving parts, on its root.
#[derive(Component, Clone, Debug)]
pub struct CatParts {
    /// The body (legs, haunches and chest): its mesh changes with the pose.
    pub body: Entity,
    /// The head; the eyes, ears, muzzle and collar are its children.
    head: Entity,
    /// Each eye's scale.y is how open it is (1 open, about 0.1 shut).
    pub eyes: [Entity; 2],
    /// The tail turns about its root's y.
    pub tail: Entity,
    collar: Option<Entity>,
    pub pose: Pose,
    /// The pale chest and paws (the body's child).
    bib: Entity,
    /// How high the figure stands on its base token.
    lift: f32,
}

impl CatParts {
    /// Opens (1) or shuts (about 0.1) both eyes.
    pub fn open_eyes(&self, transforms: &mut Query<&mut Transform>, open: f32) {
        for e in self.eyes {
            if let Ok(mut t) = transforms.get_mut(e) {
                t.scale.y = open;
            }
        }
    }

    /// Swings the tail `swing` radians about its root from rest.
    pub fn swing_tail(&self, transforms: &mut Query<&mut Transform>, swing: f32) {
        if let Ok(mut t) = transforms.get_mut(self.tail) {
            t.rotation = Quat::from_rotation_y(swing);
        }
    }
}

/// The head is drawn a little large, as on a figurine: it reads from afar.
const HEAD: f32 = 1.1;
const GOLD: Color = Color::srgb(0.95, 0.75, 0.3);

/// Where the head, tail root and collar sit in each pose (the collar in the head's frame).
struct Rig {
    head: Vec3,
    tail: Vec3,
    collar: Transform,
}

fn rig(pose: Pose) -> Rig {
    match pose {
        Pose::Sitting => Rig {
            head: Vec3::new(0.0, 0.71, -0.12),
            tail: Vec3::new(0.0, 0.06, 0.2),
            collar: at(0.0, -0.115, 0.03).with_rotation(Quat::from_rotation_x(-0.3)),
        },
        Pose::Walking => Rig {
            head: Vec3::new(0.0, 0.53, -0.31),
            tail: Vec3::new(0.0, 0.38, 0.27),
            collar: at(0.0, -0.09, 0.07).with_rotation(Quat::from_rotation_x(-0.75)),
        },
    }
}

fn pose_name(pose: Pose) -> &'static str {
    match pose {
        Pose::Sitting => "sitting",
        Pose::Walking => "walking",
    }
}

/// A front leg or hind leg: a tube tapering to the ankle.
fn leg(top: Vec3, foot: Vec3, thick: f32) -> Geo {
    let mid = (top + foot) / 2.0 + Vec3::Z * 0.01;
    Geo::tube(&[top, mid, foot], |t| thick * (1.0 - 0.25 * t))
}

/// The fur of the body: everything but the head and the tail.
fn body(pose: Pose) -> Geo {
    match pose {
        Pose::Sitting => {
            // A pear on a lathe, deeper than wide, its top leaning forward into the chest.
            let torso = Geo::lathe(&[
                Vec2::new(0.0, 0.02),
                Vec2::new(0.17, 0.03),
                Vec2::new(0.215, 0.1),
                Vec2::new(0.21, 0.2),
                Vec2::new(0.175, 0.3),
                Vec2::new(0.135, 0.4),
                Vec2::new(0.11, 0.5),
                Vec2::new(0.095, 0.57),
                Vec2::new(0.0, 0.62),
            ])
            .at(Transform::from_xyz(0.0, 0.0, 0.05)
                .with_rotation(Quat::from_rotation_x(-0.2))
                .with_scale(Vec3::new(1.0, 1.0, 1.12)));
            // Haunches bulge at the back sides; hind feet peek out in front of them.
            let haunch = Geo::ellipsoid(Vec3::new(0.095, 0.13, 0.17))
                .at(at(0.14, 0.13, 0.07).with_rotation(Quat::from_rotation_y(-0.2)));
            let front = leg(
                Vec3::new(0.068, 0.38, -0.1),
                Vec3::new(0.07, 0.05, -0.17),
                0.043,
            );
            torso.and(haunch.and(front).pair())
        }
        Pose::Walking => {
            let torso = Geo::lathe(&[
                Vec2::new(0.0, -0.3),
                Vec2::new(0.1, -0.27),
                Vec2::new(0.14, -0.16),
                Vec2::new(0.135, 0.0),
                Vec2::new(0.145, 0.14),
                Vec2::new(0.12, 0.26),
                Vec2::new(0.0, 0.3),
            ])
            .at(at(0.0, 0.34, 0.0)
                .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2 - 0.06))
                .with_scale(Vec3::new(1.0, 1.0, 0.95)));
            let thigh =
                Geo::ellipsoid(Vec3::new(0.07, 0.12, 0.12)).moved(Vec3::new(0.09, 0.29, 0.17));
            // A stride: the right front and left hind legs reach forward.
            let right = leg(
                Vec3::new(0.075, 0.3, -0.18),
                Vec3::new(0.08, 0.05, -0.25),
                0.042,
            )
            .and(leg(
                Vec3::new(0.095, 0.25, 0.2),
                Vec3::new(0.09, 0.05, 0.26),
                0.045,
            ))
            .and(thigh.clone());
            let left = leg(
                Vec3::new(-0.075, 0.3, -0.18),
                Vec3::new(-0.08, 0.05, -0.11),
                0.042,
            )
            .and(leg(
                Vec3::new(-0.095, 0.25, 0.2),
                Vec3::new(-0.09, 0.05, 0.12),
                0.045,
            ))
            .and(thigh.at(Transform::from_scale(Vec3::new(-1.0, 1.0, 1.0))));
            torso.and(right).and(left)
        }
    }
}

/// The pale parts of the body: chest and paws.
fn bib(pose: Pose) -> Geo {
    let paw = Geo::ellipsoid(Vec3::new(0.048, 0.034, 0.064));
    match pose {
        Pose::Sitting => Geo::ellipsoid(Vec3::new(0.1, 0.14, 0.07))
            .at(at(0.0, 0.4, -0.1).with_rotation(Quat::from_rotation_x(-0.25)))
            .and(paw.clone().moved(Vec3::new(0.07, 0.034, -0.2)).pair())
            .and(
                paw.at(at(0.155, 0.03, -0.06).with_scale(Vec3::new(1.0, 0.9, 1.3)))
                    .pair(),
            ),
        Pose::Walking => Geo::ellipsoid(Vec3::new(0.09, 0.1, 0.08))
            .moved(Vec3::new(0.0, 0.33, -0.26))
            .and(paw.clone().moved(Vec3::new(0.08, 0.034, -0.28)))
            .and(paw.clone().moved(Vec3::new(-0.08, 0.034, -0.14)))
            .and(paw.clone().moved(Vec3::new(0.09, 0.034, 0.23)))
            .and(paw.moved(Vec3::new(-0.09, 0.034, 0.09))),
    }
}

/// The tail from its root: curled round the side on the floor when sitting, held up in a
/// hook when walking.
fn tail(pose: Pose) -> Geo {
    let spine: &[Vec3] = match pose {
        Pose::Sitting => &[
            Vec3::new(0.0, 0.0, 0.0),
            Vec3::new(0.01, -0.015, 0.12),
            Vec3::new(0.08, -0.025, 0.23),
            Vec3::new(0.2, -0.025, 0.27),
            Vec3::new(0.31, -0.02, 0.21),
            Vec3::new(0.37, 0.0, 0.1),
            Vec3::new(0.37, 0.03, 0.0),
        ],
        Pose::Walking => &[
            Vec3::new(0.0, 0.0, 0.0),
            Vec3::new(0.0, 0.06, 0.1),
            Vec3::new(0.0, 0.2, 0.15),
            Vec3::new(0.0, 0.34, 0.12),
            Vec3::new(0.0, 0.42, 0.04),
            Vec3::new(0.0, 0.43, -0.03),
        ],
    };
    Geo::tube(spine, |t| 0.042 - 0.014 * t)
}

/// The head round its centre: skull, cheeks and ears (fur).
fn skull() -> Geo {
    let ear = Geo::cone(0.068, 0.13)
        .at(Transform::from_scale(Vec3::new(1.0, 1.0, 0.42)))
        .at(at(0.085, 0.07, 0.0)
            .with_rotation(Quat::from_rotation_y(-0.35) * Quat::from_rotation_z(-0.4)));
    Geo::ellipsoid(Vec3::new(0.155, 0.135, 0.14))
        .and(
            Geo::ellipsoid(Vec3::new(0.08, 0.062, 0.075))
                .moved(Vec3::new(0.075, -0.05, -0.055))
                .pair(),
        )
        .and(ear.pair())
}

/// The pink of the ears' insides and the nose.
fn pinks() -> Geo {
    let inner = Geo::cone(0.046, 0.09)
        .at(Transform::from_scale(Vec3::new(1.0, 1.0, 0.3)))
        .at(at(0.0, 0.012, -0.022))
        .at(at(0.085, 0.07, 0.0)
            .with_rotation(Quat::from_rotation_y(-0.35) * Quat::from_rotation_z(-0.4)));
    let nose = Geo::cone(0.024, 0.03)
        .at(
            Transform::from_rotation(Quat::from_rotation_x(std::f32::consts::PI))
                .with_scale(Vec3::new(1.0, 1.0, 0.6)),
        )
        .moved(Vec3::new(0.0, -0.012, -0.148));
    inner.pair().and(nose)
}

/// Muzzle puffs and chin, pale.
fn muzzle() -> Geo {
    Geo::ellipsoid(Vec3::new(0.042, 0.034, 0.036))
        .moved(Vec3::new(0.033, -0.055, -0.12))
        .pair()
        .and(Geo::ellipsoid(Vec3::new(0.03, 0.02, 0.03)).moved(Vec3::new(0.0, -0.085, -0.105)))
}

/// Makes sure every mesh of the cat exists (both poses, so a pose can change without assets).
fn meshes(m: &mut Maker) {
    for pose in [Pose::Sitting, Pose::Walking] {
        let p = pose_name(pose);
        m.geo(&format!("cat/body/{p}"), || body(pose));
        m.geo(&format!("cat/bib/{p}"), || bib(pose));
        m.geo(&format!("cat/tail/{p}"), || tail(pose));
    }
    m.geo("cat/skull", skull);
    m.geo("cat/pinks", pinks);
    m.geo("cat/muzzle", muzzle);
    m.geo("cat/eye", || Geo::ellipsoid(Vec3::new(0.03, 0.036, 0.018)));
    m.geo("cat/glint", || Geo::ball(0.009));
    m.geo("cat/pupil", || Geo::ellipsoid(Vec3::new(0.009, 0.03, 0.01)));
    m.geo("cat/collar", || Geo::torus(0.1, 0.024));
}

/// A cat figurine: the root entity, carrying `at` and [`CatParts`].
pub fn cat(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    look: &CatLook,
    at: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    self::meshes(&mut m);
    let fur = m.paint(look.fur, Finish::Glaze);
    let pale = m.paint(look.fur.mix(&CREAM, 0.6), Finish::Glaze);
    let muzzle = m.paint(look.fur.mix(&CREAM, 0.38), Finish::Glaze);
    let pink = m.paint(PINK, Finish::Glaze);
    let dark_fur =
        look.fur.to_srgba().red + look.fur.to_srgba().green + look.fur.to_srgba().blue < 0.6;
    // Dark cats get amber eyes with slit pupils; the rest dark eyes, each with a glint.
    let eye = m.paint(if dark_fur { GOLD } else { INK }, Finish::Gloss);
    let pupil = m.paint(INK, Finish::Gloss);
    let glint = m.paint(Color::WHITE, Finish::Glow);
    let pose = Pose::Sitting;
    let rig = rig(pose);
    let p = pose_name(pose);

    let cat = root(commands, at);
    let lift = if let Some(marker) = look.marker {
        // The base token: the seat's shape in its colour, on a dark rim so it reads on any
        // square.
        let colour = look.base.or(look.collar).unwrap_or(look.fur);
        let rim = m.mesh(&format!("cat/base-rim/{}", marker.name()), || {
            marker.mesh(0.44, 0.02)
        });
        let top = m.mesh(&format!("cat/base/{}", marker.name()), || {
            marker.mesh(0.4, 0.035)
        });
        let ink = m.paint(INK, Finish::Glaze);
        let seat = m.paint(colour, Finish::Glaze);
        part(commands, cat, rim, ink, Transform::IDENTITY);
        part(commands, cat, top, seat, Transform::IDENTITY);
        0.035
    } else {
        0.0
    };
    let up = Vec3::Y * lift;
    let body = part(
        commands,
        cat,
        mesh_handle(&format!("cat/body/{p}")),
        fur.clone(),
        Transform::from_translation(up),
    );
    let bib = part(
        commands,
        body,
        mesh_handle(&format!("cat/bib/{p}")),
        pale.clone(),
        Transform::IDENTITY,
    );
    let tail = part(
        commands,
        cat,
        mesh_handle(&format!("cat/tail/{p}")),
        fur.clone(),
        Transform::from_translation(rig.tail + up),
    );
    let head = part(
        commands,
        cat,
        mesh_handle("cat/skull"),
        fur,
        Transform::from_translation(rig.head + up).with_scale(Vec3::splat(HEAD)),
    );
    part(
        commands,
        head,
        mesh_handle("cat/pinks"),
        pink,
        Transform::IDENTITY,
    );
    part(
        commands,
        head,
        mesh_handle("cat/muzzle"),
        muzzle,
        Transform::IDENTITY,
    );
    let eyes = [-1.0f32, 1.0].map(|side| {
        let e = part(
            commands,
            head,
            mesh_handle("cat/eye"),
            eye.clone(),
            Transform::from_xyz(0.06 * side, 0.018, -0.117)
                .with_rotation(Quat::from_rotation_y(-0.4 * side)),
        );
        if dark_fur {
            part(
                commands,
                e,
                mesh_handle("cat/pupil"),
                pupil.clone(),
                Transform::from_xyz(0.0, 0.0, -0.011),
            );
        }
        part(
            commands,
            e,
            mesh_handle("cat/glint"),
            glint.clone(),
            Transform::from_xyz(0.009, 0.014, -0.014),
        );
        e
    });
    let collar = look.collar.map(|colour| {
        let band = m.paint(colour, Finish::Glaze);
        let c = part(commands, head, mesh_handle("cat/collar"), band, rig.collar);
        if let Some(marker) = look.marker {
            // The tag hangs at the front: the marker stood up, its face forward, point up.
            let tag = m.mesh(&format!("cat/tag/{}", marker.name()), || {
                marker.mesh(0.055, 0.014)
            });
            let gold = m.paint(GOLD, Finish::Gloss);
            part(
                commands,
                c,
                tag,
                gold,
                Transform::from_xyz(0.0, -0.045, -0.118).with_rotation(
                    Quat::from_rotation_z(std::f32::consts::PI)
                        * Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2),
                ),
            );
        }
        c
    });
    commands.entity(cat).insert(CatParts {
        body,
        head,
        eyes,
        tail,
        collar,
        pose,
        bib,
        lift,
    });
    cat
}

/// Puts a cat in `pose`: swaps the body and tail meshes and moves the head, tail and collar.
/// Needs no assets (the meshes of both poses are made with the cat).
fn set_pose(
    parts: &mut CatParts,
    pose: Pose,
    transforms: &mut Query<&mut Transform>,
    meshes: &mut Query<&mut Mesh3d>,
) {
    if parts.pose == pose {
        return;
    }
    parts.pose = pose;
    let rig = rig(pose);
    let p = pose_name(pose);
    let up = Vec3::Y * parts.lift;
    if let Ok(mut m) = meshes.get_mut(parts.body) {
        m.0 = mesh_handle(&format!("cat/body/{p}"));
    }
    if let Ok(mut m) = meshes.get_mut(parts.bib) {
        m.0 = mesh_handle(&format!("cat/bib/{p}"));
    }
    if let Ok(mut m) = meshes.get_mut(parts.tail) {
        m.0 = mesh_handle(&format!("cat/tail/{p}"));
    }
    if let Ok(mut t) = transforms.get_mut(parts.head) {
        t.translation = rig.head + up;
    }
    if let Ok(mut t) = transforms.get_mut(parts.tail) {
        *t = Transform::from_translation(rig.tail + up);
    }
    if let Some(c) = parts.collar
        && let Ok(mut t) = transforms.get_mut(c)
    {
        *t = rig.collar;
    }
}

/// Cats walk while their piece (the cat's root, or the holder it stands in) has a tween under
/// way, and sit down when it ends.
pub fn walk_while_moving(
    moving: Query<(), With<Tween>>,
    mut cats: Query<(&mut CatParts, Entity, Option<&ChildOf>)>,
    mut transforms: Query<&mut Transform>,
    mut meshes: Query<&mut Mesh3d>,
) {
    for (mut parts, e, parent) in &mut cats {
        let walking = moving.contains(e) || parent.is_some_and(|p| moving.contains(p.parent()));
        let want = if walking {
            Pose::Walking
        } else {
            Pose::Sitting
        };
        if parts.pose != want {
            set_pose(&mut parts, want, &mut transforms, &mut meshes);
        }
    }
}
