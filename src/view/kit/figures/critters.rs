//! Cat Attack's critters: a grey mouse (teardrop head, big round pink-lined ears, a long pink
//! tail) and a plump blue bird (pale breast, beak, wings, a fan of tail feathers, a crest).

use super::shape::{Geo, at};
use super::{Finish, INK, Maker, PINK, figure};
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

/// A grey mouse, about 0.6 long, nose to −Z.
pub fn mouse(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let fur = m.geo("mouse/fur", || {
        // A pear of a body, fuller at the back, and a head drawn out to a pointed snout.
        let body = Geo::ellipsoid(Vec3::new(0.1, 0.095, 0.15))
            .moved(Vec3::new(0.0, 0.1, 0.0))
            .and(Geo::ellipsoid(Vec3::new(0.115, 0.105, 0.11)).moved(Vec3::new(0.0, 0.105, 0.06)));
        let head = Geo::tube(
            &[
                Vec3::new(0.0, 0.14, -0.1),
                Vec3::new(0.0, 0.135, -0.17),
                Vec3::new(0.0, 0.115, -0.24),
            ],
            |t| 0.075 - 0.058 * t,
        );
        let ear = Geo::ellipsoid(Vec3::new(0.058, 0.058, 0.014))
            .at(at(0.062, 0.215, -0.125).with_rotation(Quat::from_rotation_y(-0.4)));
        body.and(head).and(ear.pair())
    });
    let pink = m.geo("mouse/pink", || {
        let inner = Geo::ellipsoid(Vec3::new(0.04, 0.04, 0.008))
            .at(at(0.0, 0.0, -0.01))
            .at(at(0.062, 0.215, -0.125).with_rotation(Quat::from_rotation_y(-0.4)));
        let feet = Geo::ellipsoid(Vec3::new(0.025, 0.014, 0.035));
        let tail = Geo::tube(
            &[
                Vec3::new(0.0, 0.07, 0.15),
                Vec3::new(0.0, 0.03, 0.26),
                Vec3::new(0.07, 0.018, 0.36),
                Vec3::new(0.16, 0.02, 0.4),
                Vec3::new(0.22, 0.03, 0.34),
            ],
            |t| 0.016 - 0.009 * t,
        );
        inner
            .pair()
            .and(feet.clone().moved(Vec3::new(0.05, 0.014, -0.07)).pair())
            .and(feet.moved(Vec3::new(0.075, 0.014, 0.09)).pair())
            .and(tail)
            .and(Geo::ball(0.02).moved(Vec3::new(0.0, 0.112, -0.258)))
    });
    let eyes = m.geo("mouse/eyes", || {
        Geo::ball(0.017)
            .moved(Vec3::new(0.042, 0.155, -0.175))
            .pair()
    });
    let grey = m.paint(Color::srgb(0.62, 0.6, 0.6), Finish::Matte);
    let pink_m = m.paint(PINK, Finish::Glaze);
    let ink = m.paint(INK, Finish::Gloss);
    figure(
        commands,
        at_,
        vec![(fur, grey), (pink, pink_m), (eyes, ink)],
    )
}

/// A plump blue bird, about 0.5 tall, beak to −Z.
pub fn bird(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    at_: Transform,
) -> Entity {
    let mut m = Maker { meshes, materials };
    let feathers = m.geo("bird/blue", || {
        let body = Geo::ellipsoid(Vec3::new(0.14, 0.13, 0.17))
            .at(at(0.0, 0.19, 0.02).with_rotation(Quat::from_rotation_x(0.3)));
        let head = Geo::ball(0.1).moved(Vec3::new(0.0, 0.35, -0.09));
        let crest = Geo::cone(0.03, 0.07)
            .at(at(0.0, 0.43, -0.07).with_rotation(Quat::from_rotation_x(0.5)));
        // The tail: three long feathers fanned out and tipped up.
        let feather = Geo::ellipsoid(Vec3::new(0.035, 0.012, 0.12));
        let tail = [-0.35f32, 0.0, 0.35]
            .into_iter()
            .fold(Geo::default(), |g, yaw| {
                g.and(
                    feather.clone().at(at(0.0, 0.15, 0.22)
                        .with_rotation(Quat::from_rotation_y(yaw) * Quat::from_rotation_x(0.45))
                        * at(0.0, 0.0, 0.06)),
                )
            });
        body.and(head).and(crest).and(tail)
    });
    let wings = m.geo("bird/wings", || {
        Geo::ellipsoid(Vec3::new(0.035, 0.095, 0.15))
            .at(at(0.13, 0.2, 0.05)
                .with_rotation(Quat::from_rotation_x(0.45) * Quat::from_rotation_z(0.15)))
            .pair()
    });
    let breast = m.geo("bird/breast", || {
        Geo::ellipsoid(Vec3::new(0.105, 0.11, 0.1)).moved(Vec3::new(0.0, 0.18, -0.07))
    });
    let beak = m.geo("bird/beak", || {
        let beak = Geo::cone(0.035, 0.09)
            .at(at(0.0, 0.33, -0.17).with_rotation(Quat::from_rotation_x(-FRAC_PI_2 - 0.15)));
        let leg = Geo::tube(
            &[Vec3::new(0.05, 0.1, 0.0), Vec3::new(0.055, 0.0, -0.01)],
            |_| 0.012,
        );
        let toes =
            Geo::ellipsoid(Vec3::new(0.03, 0.008, 0.04)).moved(Vec3::new(0.055, 0.005, -0.03));
        beak.and(leg.and(toes).pair())
    });
    let eyes = m.geo("bird/eyes", || {
        Geo::ball(0.02).moved(Vec3::new(0.055, 0.37, -0.155)).pair()
    });
    let glints = m.geo("bird/glints", || {
        Geo::ball(0.007)
            .moved(Vec3::new(0.062, 0.382, -0.172))
            .pair()
    });
    let blue = m.paint(Color::srgb(0.26, 0.48, 0.86), Finish::Glaze);
    let dark_blue = m.paint(Color::srgb(0.16, 0.3, 0.62), Finish::Glaze);
    let pale = m.paint(Color::srgb(0.93, 0.9, 0.8), Finish::Glaze);
    let orange = m.paint(Color::srgb(0.98, 0.66, 0.16), Finish::Glaze);
    let ink = m.paint(INK, Finish::Gloss);
    let white = m.paint(Color::WHITE, Finish::Glow);
    figure(
        commands,
        at_,
        vec![
            (feathers, blue),
            (wings, dark_blue),
            (breast, pale),
            (beak, orange),
            (eyes, ink),
            (glints, white),
        ],
    )
}
