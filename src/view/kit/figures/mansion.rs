//! Grand Prrrrix's mansion pieces: the four silvered objects (the Toy Mouse, the Food Bowl,
//! the Pillow, the Present) with a touch of colour each, and the cats' round cushions.

use super::shape::{Geo, at};
use super::{CREAM, Finish, INK, Maker, SILVER, figure};
use bevy::prelude::*;
use mogland_rules::levels::grand_prrrrix::Object;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

const RED: Color = Color::srgb(0.82, 0.16, 0.2);

/// One of Grand Prrrrix's four silvered objects, about 0.7 across: the Toy Mouse (on wheels,
/// with a wind-up key), the Food Bowl (heaped with kibble), the Pillow (plump, with tufts and a
/// button) and the Present (a box with a ribbon and a bow).
pub fn object(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    object: Object,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let silver = m.paint(SILVER, Finish::Metal);
    let parts = match object {
        Object::ToyMouse => {
            let body = m.geo("object/toy-mouse", || {
                let body =
                    Geo::ellipsoid(Vec3::new(0.15, 0.14, 0.23)).moved(Vec3::new(0.0, 0.19, 0.03));
                let head = Geo::tube(
                    &[
                        Vec3::new(0.0, 0.21, -0.14),
                        Vec3::new(0.0, 0.19, -0.24),
                        Vec3::new(0.0, 0.15, -0.33),
                    ],
                    |t| 0.1 - 0.08 * t,
                );
                let ear = Geo::ellipsoid(Vec3::new(0.075, 0.075, 0.018))
                    .at(at(0.08, 0.32, -0.16).with_rotation(Quat::from_rotation_y(-0.4)));
                let tail = Geo::tube(
                    &[
                        Vec3::new(0.0, 0.12, 0.24),
                        Vec3::new(0.0, 0.08, 0.36),
                        Vec3::new(0.1, 0.05, 0.42),
                        Vec3::new(0.14, 0.09, 0.5),
                    ],
                    |t| 0.02 - 0.01 * t,
                );
                body.and(head).and(ear.pair()).and(tail)
            });
            let key = m.geo("object/toy-key", || {
                let stem = Geo::tube(
                    &[Vec3::new(0.0, 0.3, 0.08), Vec3::new(0.0, 0.4, 0.1)],
                    |_| 0.018,
                );
                let bow = Geo::torus(0.05, 0.016)
                    .at(at(0.0, 0.0, 0.0).with_rotation(Quat::from_rotation_z(FRAC_PI_2)));
                stem.and(bow.clone().moved(Vec3::new(0.0, 0.45, 0.05)))
                    .and(bow.moved(Vec3::new(0.0, 0.45, 0.15)))
            });
            let wheels = m.geo("object/toy-wheels", || {
                let w = Geo::puck(0.05, 0.03, 0.01)
                    .at(at(0.12, 0.05, 0.0).with_rotation(Quat::from_rotation_z(FRAC_PI_2)));
                w.clone()
                    .moved(Vec3::Z * -0.1)
                    .pair()
                    .and(w.moved(Vec3::Z * 0.14).pair())
            });
            let eyes = m.geo("object/toy-eyes", || {
                Geo::ball(0.022)
                    .moved(Vec3::new(0.05, 0.23, -0.25))
                    .pair()
                    .and(Geo::ball(0.025).moved(Vec3::new(0.0, 0.15, -0.34)))
            });
            vec![
                (body, silver),
                (key, m.paint(Color::srgb(0.85, 0.62, 0.25), Finish::Metal)),
                (wheels, m.paint(Color::srgb(0.3, 0.3, 0.32), Finish::Glaze)),
                (eyes, m.paint(INK, Finish::Gloss)),
            ]
        }
        Object::FoodBowl => {
            let bowl = m.geo("object/bowl", || {
                Geo::lathe(&[
                    Vec2::new(0.0, 0.0),
                    Vec2::new(0.24, 0.0),
                    Vec2::new(0.3, 0.03),
                    Vec2::new(0.33, 0.14),
                    Vec2::new(0.34, 0.17),
                    Vec2::new(0.31, 0.17),
                    Vec2::new(0.28, 0.08),
                    Vec2::new(0.0, 0.07),
                ])
            });
            let kibble = m.geo("object/kibble", || {
                // A heap of little pellets, highest in the middle.
                let mut g = Geo::ellipsoid(Vec3::new(0.26, 0.07, 0.26)).moved(Vec3::Y * 0.09);
                let pellet = Geo::ellipsoid(Vec3::new(0.05, 0.035, 0.045));
                for ring in 0..3 {
                    let (r, n) = [(0.05, 4), (0.14, 8), (0.22, 11)][ring];
                    for k in 0..n {
                        let a = k as f32 * TAU / n as f32 + ring as f32 * 0.7;
                        let y = 0.21 - 0.045 * ring as f32;
                        g = g.and(
                            pellet.clone().at(at(r * a.cos(), y, r * a.sin())
                                .with_rotation(Quat::from_rotation_y(a * 1.7))),
                        );
                    }
                }
                g
            });
            vec![
                (bowl, silver),
                (kibble, m.paint(Color::srgb(0.6, 0.36, 0.18), Finish::Glaze)),
            ]
        }
        Object::Pillow => {
            let pillow = m.geo("object/pillow", || {
                // Puffed in the middle, thin at the seams: a rounded box squashed at its edges.
                Geo::blob(Vec3::new(0.34, 0.12, 0.27), 0.45).moved(Vec3::Y * 0.12)
            });
            let tufts = m.geo("object/pillow-tufts", || {
                let tuft = Geo::ellipsoid(Vec3::new(0.06, 0.045, 0.06));
                let mut g = Geo::ellipsoid(Vec3::new(0.035, 0.015, 0.035)).moved(Vec3::Y * 0.235);
                for (x, z) in [(0.33, 0.26), (-0.33, 0.26), (0.33, -0.26), (-0.33, -0.26)] {
                    g = g.and(tuft.clone().moved(Vec3::new(x, 0.12, z)));
                }
                g
            });
            vec![
                (pillow, silver),
                (tufts, m.paint(Color::srgb(0.55, 0.35, 0.7), Finish::Glaze)),
            ]
        }
        Object::Present => {
            let gift = m.geo("object/present", || {
                Geo::blob(Vec3::splat(0.2), 0.15).moved(Vec3::Y * 0.2)
            });
            let ribbon = m.geo("object/ribbon", || {
                let band =
                    |x: f32, z: f32| Geo::blob(Vec3::new(x, 0.205, z), 0.15).moved(Vec3::Y * 0.2);
                let bow = Geo::torus(0.085, 0.028)
                    .at(Transform::from_scale(Vec3::new(1.0, 1.0, 0.6))
                        .with_rotation(Quat::from_rotation_z(0.45)));
                band(0.205, 0.045)
                    .and(band(0.045, 0.205))
                    .and(bow.clone().moved(Vec3::new(0.085, 0.44, 0.0)))
                    .and(
                        bow.at(Transform::from_rotation(Quat::from_rotation_y(PI)))
                            .moved(Vec3::new(-0.085, 0.44, 0.0)),
                    )
                    .and(Geo::ball(0.035).moved(Vec3::Y * 0.42))
            });
            vec![(gift, silver), (ribbon, m.paint(RED, Finish::Gloss))]
        }
    };
    figure(commands, at_, parts)
}

/// A round plush cushion in `colour`, 0.84 across: a puffed top, pale piping round the edge
/// and a button in the middle.
pub fn cushion(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    colour: Color,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let plush = m.geo("cushion/plush", || {
        Geo::lathe(&[
            Vec2::new(0.0, 0.0),
            Vec2::new(0.38, 0.0),
            Vec2::new(0.42, 0.06),
            Vec2::new(0.38, 0.13),
            Vec2::new(0.2, 0.19),
            Vec2::new(0.05, 0.17),
            Vec2::new(0.0, 0.16),
        ])
    });
    let trim = m.geo("cushion/trim", || {
        Geo::torus(0.415, 0.022)
            .moved(Vec3::Y * 0.065)
            .and(Geo::ellipsoid(Vec3::new(0.045, 0.02, 0.045)).moved(Vec3::Y * 0.17))
    });
    let cloth = m.paint(colour, Finish::Matte);
    let pale = m.paint(colour.mix(&CREAM, 0.7), Finish::Glaze);
    figure(commands, at_, vec![(plush, cloth), (trim, pale)])
}
