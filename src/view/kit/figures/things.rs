//! The things on the boards: Cat Attack's car and its foods, Cat Fight's saucers of cream,
//! blockers and catnip, and a die. Every shape is a few rounded parts, one mesh per material.

use super::shape::{Geo, at};
use super::{CREAM, Finish, INK, Maker, SILVER, critters, figure, part, root};
use crate::view::kit::dice;
use bevy::prelude::*;
use mogland_rules::games::cat_attack::Food;
use mogland_rules::games::cat_fight::SAUCER_SIZE;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// The black car: a rounded body, a cabin with windows all round, wheels with hubcaps,
/// bumpers, headlights at the front (−Z) and red lamps at the back. About 1.9 long.
pub fn car(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let body = m.geo("car/body", || {
        Geo::blob(Vec3::new(0.5, 0.17, 0.93), 0.4)
            .moved(Vec3::new(0.0, 0.37, 0.0))
            // The roof over the windows, and the wheel arches' bulge.
            .and(Geo::blob(Vec3::new(0.34, 0.05, 0.39), 0.35).moved(Vec3::new(0.0, 0.8, 0.13)))
            .and(
                Geo::blob(Vec3::new(0.08, 0.14, 0.24), 0.6)
                    .moved(Vec3::new(0.46, 0.34, -0.56))
                    .pair(),
            )
            .and(
                Geo::blob(Vec3::new(0.08, 0.14, 0.24), 0.6)
                    .moved(Vec3::new(0.46, 0.34, 0.56))
                    .pair(),
            )
    });
    let glass = m.geo("car/glass", || {
        // Wider at the sills than at the roof, so the windows show all round from above.
        Geo::blob(Vec3::new(0.44, 0.17, 0.5), 0.3)
            .tapered(0.72)
            .moved(Vec3::new(0.0, 0.64, 0.13))
    });
    let tyres = m.geo("car/tyres", || {
        let tyre =
            Geo::torus(0.12, 0.075).at(Transform::from_rotation(Quat::from_rotation_z(FRAC_PI_2)));
        [(0.5, -0.58), (0.5, 0.58)]
            .into_iter()
            .fold(Geo::default(), |g, (x, z)| {
                g.and(tyre.clone().moved(Vec3::new(x, 0.2, z)).pair())
            })
    });
    let chrome = m.geo("car/chrome", || {
        let cap = Geo::ellipsoid(Vec3::new(0.04, 0.12, 0.12));
        let caps = [(0.54, -0.58), (0.54, 0.58)]
            .into_iter()
            .fold(Geo::default(), |g, (x, z)| {
                g.and(cap.clone().moved(Vec3::new(x, 0.2, z)).pair())
            });
        let bumper = Geo::blob(Vec3::new(0.5, 0.05, 0.06), 0.5);
        caps.and(bumper.clone().moved(Vec3::new(0.0, 0.24, -0.95)))
            .and(bumper.moved(Vec3::new(0.0, 0.24, 0.95)))
    });
    let lamps = m.geo("car/headlights", || {
        Geo::ellipsoid(Vec3::new(0.085, 0.07, 0.04))
            .moved(Vec3::new(0.3, 0.42, -0.915))
            .pair()
    });
    let rear = m.geo("car/rear-lamps", || {
        Geo::ellipsoid(Vec3::new(0.08, 0.05, 0.03))
            .moved(Vec3::new(0.33, 0.42, 0.925))
            .pair()
    });
    let paint = m.paint(Color::srgb(0.09, 0.09, 0.12), Finish::Gloss);
    let window = m.paint(Color::srgb(0.6, 0.78, 0.9), Finish::Gloss);
    let rubber = m.paint(Color::srgb(0.05, 0.05, 0.05), Finish::Matte);
    let metal = m.paint(SILVER, Finish::Metal);
    let lamp = m.paint(Color::srgb(1.0, 0.93, 0.65), Finish::Glow);
    let red = m.paint(Color::srgb(0.9, 0.1, 0.1), Finish::Glow);
    figure(
        commands,
        at_,
        vec![
            (body, paint),
            (glass, window),
            (tyres, rubber),
            (chrome, metal),
            (lamps, lamp),
            (rear, red),
        ],
    )
}

/// A china saucer with `creams` dollops of cream in it (0 to 3 shown), 0.8 across.
pub fn saucer(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    creams: u8,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let dish = m.geo("saucer/dish", || {
        // A shallow dish with a foot and a rolled rim, hollow on top.
        Geo::lathe(&[
            Vec2::new(0.0, 0.0),
            Vec2::new(0.2, 0.0),
            Vec2::new(0.22, 0.02),
            Vec2::new(0.33, 0.04),
            Vec2::new(0.39, 0.075),
            Vec2::new(0.4, 0.09),
            Vec2::new(0.37, 0.09),
            Vec2::new(0.3, 0.055),
            Vec2::new(0.15, 0.04),
            Vec2::new(0.0, 0.04),
        ])
    });
    let band = m.geo("saucer/band", || {
        Geo::torus(0.385, 0.012).moved(Vec3::Y * 0.088)
    });
    // A soft-serve dollop: three rings of cream narrowing to a curl on top.
    let dollop = m.geo("saucer/dollop", || {
        Geo::lathe(&[
            Vec2::new(0.0, 0.0),
            Vec2::new(0.1, 0.0),
            Vec2::new(0.11, 0.03),
            Vec2::new(0.08, 0.055),
            Vec2::new(0.085, 0.07),
            Vec2::new(0.055, 0.1),
            Vec2::new(0.05, 0.115),
            Vec2::new(0.02, 0.14),
            Vec2::new(0.0, 0.16),
        ])
    });
    let china = m.paint(Color::srgb(0.95, 0.96, 0.98), Finish::Gloss);
    let blue = m.paint(Color::srgb(0.25, 0.4, 0.75), Finish::Gloss);
    let cream = m.paint(Color::srgb(1.0, 0.9, 0.68), Finish::Glaze);
    let e = figure(commands, at_, vec![(dish, china), (band, blue)]);
    // A full saucer holds the rules' number of creams, in a ring.
    let full = SAUCER_SIZE as u8;
    let n = creams.min(full);
    for k in 0..n {
        let a = k as f32 * TAU / full as f32 + 0.5;
        let r = if n == 1 { 0.0 } else { 0.15 };
        part(
            commands,
            e,
            dollop.clone(),
            cream.clone(),
            at(r * a.cos(), 0.04, r * a.sin()),
        );
    }
    e
}

/// Cat Fight's blocker: a stout red block with soft edges and a cream paw print on top, 0.8
/// across and 0.5 tall.
pub fn blocker(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let block = m.geo("blocker/block", || {
        Geo::blob(Vec3::new(0.4, 0.25, 0.4), 0.25).moved(Vec3::Y * 0.25)
    });
    let paw = m.geo("blocker/paw", || {
        let mut g = Geo::ellipsoid(Vec3::new(0.1, 0.02, 0.085)).moved(Vec3::new(0.0, 0.495, 0.06));
        for k in 0..4 {
            let a = -0.9 + 0.6 * k as f32;
            let toe = Geo::ellipsoid(Vec3::new(0.04, 0.018, 0.047));
            g = g.and(toe.moved(Vec3::new(0.17 * a.sin(), 0.49, 0.06 - 0.17 * a.cos())));
        }
        g
    });
    let red = m.paint(Color::srgb(0.78, 0.16, 0.14), Finish::Glaze);
    let cream = m.paint(CREAM, Finish::Matte);
    figure(commands, at_, vec![(block, red), (paw, cream)])
}

/// A sprig of catnip: a rosette of leaves round a stem with a lilac flower spike.
pub fn catnip(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let leaves = m.geo("catnip/leaves", || {
        let leaf = Geo::ellipsoid(Vec3::new(0.07, 0.015, 0.14)).moved(Vec3::new(0.0, 0.0, -0.13));
        let mut g = Geo::tube(
            &[
                Vec3::ZERO,
                Vec3::new(0.01, 0.15, 0.0),
                Vec3::new(0.0, 0.3, 0.01),
            ],
            |t| 0.022 - 0.01 * t,
        );
        for k in 0..6 {
            let a = k as f32 * TAU / 6.0;
            g = g.and(
                leaf.clone().at(at(0.0, 0.04, 0.0)
                    .with_rotation(Quat::from_rotation_y(a) * Quat::from_rotation_x(0.35))),
            );
        }
        for k in 0..4 {
            let a = k as f32 * TAU / 4.0 + 0.6;
            g = g.and(
                leaf.clone().at(at(0.0, 0.17, 0.0)
                    .with_scale(Vec3::splat(0.65))
                    .with_rotation(Quat::from_rotation_y(a) * Quat::from_rotation_x(0.6))),
            );
        }
        g
    });
    let flower = m.geo("catnip/flower", || {
        Geo::ellipsoid(Vec3::new(0.04, 0.07, 0.04)).moved(Vec3::new(0.0, 0.34, 0.01))
    });
    let green = m.paint(Color::srgb(0.3, 0.68, 0.3), Finish::Glaze);
    let lilac = m.paint(Color::srgb(0.78, 0.62, 0.9), Finish::Glaze);
    figure(commands, at_, vec![(leaves, green), (flower, lilac)])
}

/// A food from Cat Attack's shops (and larders): a fish, a bowl of milk, a tin of cat food, a
/// box of vitamins, or a little bird or mouse. About 0.4 across.
pub fn food(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    food: Food,
    at_: Transform,
) -> Entity {
    match food {
        Food::Bird => {
            return critters::bird(
                commands,
                meshes,
                materials,
                at_ * Transform::from_scale(Vec3::splat(0.6)),
            );
        }
        Food::Mouse => {
            return critters::mouse(
                commands,
                meshes,
                materials,
                at_ * Transform::from_scale(Vec3::splat(0.6)),
            );
        }
        _ => {}
    }
    let mut m = Maker { meshes, materials };
    let parts = match food {
        Food::Fish => {
            // Lying on its side, so from above it is all fish: body, tail fin, fins, an eye.
            let body = m.geo("food/fish", || {
                Geo::ellipsoid(Vec3::new(0.08, 0.045, 0.17))
                    .moved(Vec3::new(0.0, 0.045, -0.03))
                    .and(
                        Geo::ellipsoid(Vec3::new(0.035, 0.025, 0.05))
                            .moved(Vec3::new(0.0, 0.045, 0.15)),
                    )
            });
            let fins = m.geo("food/fish-fins", || {
                Geo::plate(
                    &[
                        Vec2::new(0.0, 0.16),
                        Vec2::new(0.13, 0.3),
                        Vec2::new(0.06, 0.22),
                        Vec2::new(0.0, 0.21),
                        Vec2::new(-0.06, 0.22),
                        Vec2::new(-0.13, 0.3),
                    ],
                    0.02,
                )
                .moved(Vec3::Y * 0.035)
                .and(
                    Geo::plate(
                        &[
                            Vec2::new(0.07, -0.06),
                            Vec2::new(0.14, 0.0),
                            Vec2::new(0.07, 0.04),
                        ],
                        0.015,
                    )
                    .moved(Vec3::Y * 0.04)
                    .pair(),
                )
            });
            let eye = m.geo("food/fish-eye", || {
                Geo::ball(0.018).moved(Vec3::new(0.03, 0.078, -0.14))
            });
            vec![
                (body, m.paint(Color::srgb(0.93, 0.53, 0.2), Finish::Gloss)),
                (fins, m.paint(Color::srgb(0.97, 0.72, 0.35), Finish::Glaze)),
                (eye, m.paint(INK, Finish::Gloss)),
            ]
        }
        Food::Milk => {
            let bowl = m.geo("food/bowl", || {
                Geo::lathe(&[
                    Vec2::new(0.0, 0.0),
                    Vec2::new(0.11, 0.0),
                    Vec2::new(0.16, 0.04),
                    Vec2::new(0.19, 0.12),
                    Vec2::new(0.2, 0.14),
                    Vec2::new(0.18, 0.14),
                    Vec2::new(0.15, 0.07),
                    Vec2::new(0.0, 0.06),
                ])
            });
            let milk = m.geo("food/milk", || {
                Geo::puck(0.172, 0.05, 0.015).moved(Vec3::Y * 0.07)
            });
            vec![
                (bowl, m.paint(Color::srgb(0.47, 0.63, 0.8), Finish::Gloss)),
                (milk, m.paint(Color::WHITE, Finish::Matte)),
            ]
        }
        Food::CatFood => {
            let tin = m.geo("food/tin", || Geo::puck(0.13, 0.17, 0.02));
            let label = m.geo("food/tin-label", || {
                Geo::puck(0.134, 0.07, 0.005).moved(Vec3::Y * 0.05)
            });
            let lid = m.geo("food/tin-lid", || {
                Geo::torus(0.11, 0.012)
                    .moved(Vec3::Y * 0.17)
                    .and(Geo::torus(0.035, 0.008).moved(Vec3::new(0.0, 0.175, -0.05)))
            });
            vec![
                (tin, m.paint(Color::srgb(0.82, 0.2, 0.24), Finish::Gloss)),
                (label, m.paint(Color::srgb(0.98, 0.9, 0.78), Finish::Glaze)),
                (lid, m.paint(SILVER, Finish::Metal)),
            ]
        }
        Food::Bird | Food::Mouse => unreachable!("drawn as critters above"),
        Food::Vitamins => {
            let bx = m.geo("food/box", || {
                Geo::blob(Vec3::new(0.15, 0.1, 0.12), 0.25).moved(Vec3::Y * 0.1)
            });
            let cross = m.geo("food/box-cross", || {
                let bar = |w: f32, d: f32| Geo::blob(Vec3::new(w, 0.012, d), 0.3);
                bar(0.09, 0.025)
                    .and(bar(0.025, 0.09))
                    .moved(Vec3::Y * 0.2)
                    .and(
                    bar(0.07, 0.02)
                        .and(bar(0.02, 0.07))
                        .at(at(0.0, 0.1, -0.12).with_rotation(Quat::from_rotation_x(FRAC_PI_2))),
                )
            });
            // A cream box with a green cross: it stands out on the Vet's green roof.
            vec![
                (bx, m.paint(Color::srgb(0.97, 0.95, 0.88), Finish::Glaze)),
                (cross, m.paint(Color::srgb(0.16, 0.6, 0.34), Finish::Glaze)),
            ]
        }
    };
    figure(commands, at_, parts)
}

/// A die showing `face` on top: a rounded ivory cube, 0.34 a side, with dark pips.
pub fn die(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    face: u8,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let cube = m.geo("die/cube", || {
        Geo::blob(Vec3::splat(0.17), 0.25).moved(Vec3::Y * 0.17)
    });
    let pips = m.geo("die/pips", || {
        // Pips for 1..6 on the faces +y, +x, +z, -z, -x, -y (opposite faces add to 7).
        // The same faces as the dice in the panels, the 3×3 grid 0.085 apart.
        let spots = |n: u8| -> Vec<Vec2> {
            let s = 0.085;
            dice::pips(n)
                .iter()
                .map(|&(x, y)| Vec2::new((x as f32 - 1.0) * s, (y as f32 - 1.0) * s))
                .collect()
        };
        let faces = [
            (1, Quat::IDENTITY),
            (2, Quat::from_rotation_z(-FRAC_PI_2)),
            (3, Quat::from_rotation_x(FRAC_PI_2)),
            (4, Quat::from_rotation_x(-FRAC_PI_2)),
            (5, Quat::from_rotation_z(FRAC_PI_2)),
            (6, Quat::from_rotation_x(PI)),
        ];
        let pip = Geo::ellipsoid(Vec3::new(0.028, 0.01, 0.028));
        let mut g = Geo::default();
        for (n, turn) in faces {
            for s in spots(n) {
                g = g.and(
                    pip.clone()
                        .at(Transform::from_rotation(turn) * at(s.x, 0.168, s.y)),
                );
            }
        }
        g.moved(Vec3::Y * 0.17)
    });
    // Turn the die so `face` is up (about its centre).
    let up = match face {
        2 => Quat::from_rotation_z(FRAC_PI_2),
        3 => Quat::from_rotation_x(-FRAC_PI_2),
        4 => Quat::from_rotation_x(FRAC_PI_2),
        5 => Quat::from_rotation_z(-FRAC_PI_2),
        6 => Quat::from_rotation_x(PI),
        _ => Quat::IDENTITY,
    };
    let ivory = m.paint(Color::srgb(0.98, 0.96, 0.9), Finish::Gloss);
    let ink = m.paint(INK, Finish::Gloss);
    let e = root(commands, Transform::IDENTITY);
    let turned = commands
        .spawn((
            Transform::from_xyz(0.0, 0.17, 0.0).with_rotation(up),
            Visibility::default(),
            ChildOf(e),
        ))
        .id();
    let down = Transform::from_xyz(0.0, -0.17, 0.0);
    part(commands, turned, cube, ivory, down);
    part(commands, turned, pips, ink, down);
    e
}
