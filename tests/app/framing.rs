//! Framing a board: whatever the window and the panels, every corner of the board lands inside
//! the part of the window the panels leave, and the board fills it.

use bevy::prelude::*;
use mogland::view::frame::fit;

/// Where a world point lands in the window (logical pixels), seen by a camera at `t`.
fn project(t: &Transform, fov_y: f32, window: Vec2, p: Vec3) -> Vec2 {
    let v = t.compute_affine().inverse().transform_point3(p);
    let ty = (fov_y / 2.0).tan();
    let tx = ty * window.x / window.y;
    let (nx, ny) = (v.x / (-v.z * tx), v.y / (-v.z * ty));
    Vec2::new((nx + 1.0) / 2.0 * window.x, (1.0 - ny) / 2.0 * window.y)
}

fn corners() -> Vec<Vec3> {
    let (lo, hi) = (Vec3::new(-15.0, 0.0, -16.0), Vec3::new(15.0, 1.5, 14.0));
    (0..8)
        .map(|k| {
            Vec3::new(
                if k & 1 == 0 { lo.x } else { hi.x },
                if k & 2 == 0 { lo.y } else { hi.y },
                if k & 4 == 0 { lo.z } else { hi.z },
            )
        })
        .collect()
}

#[test]
fn the_board_fits_the_area_the_panels_leave_at_any_window_size() {
    let fov = std::f32::consts::FRAC_PI_4;
    for (window, area) in [
        (Vec2::new(1280.0, 800.0), Rect::new(0.0, 36.0, 950.0, 650.0)),
        (Vec2::new(1280.0, 720.0), Rect::new(0.0, 36.0, 950.0, 570.0)),
        (
            Vec2::new(3840.0, 2160.0),
            Rect::new(0.0, 36.0, 3510.0, 2010.0),
        ),
        (
            Vec2::new(800.0, 1200.0),
            Rect::new(0.0, 36.0, 470.0, 1050.0),
        ),
    ] {
        let t = fit(&corners(), 0.95, fov, window, area);
        let shown: Vec<Vec2> = corners()
            .iter()
            .map(|p| project(&t, fov, window, *p))
            .collect();
        for p in &shown {
            assert!(
                area.contains(*p),
                "{p} is outside {area:?} in a {window} window"
            );
        }
        // As close as fits: the board spans most of the area one way or the other.
        let (lo, hi) = shown.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
            (lo.min(*p), hi.max(*p))
        });
        let fill = ((hi.x - lo.x) / area.width()).max((hi.y - lo.y) / area.height());
        assert!(fill > 0.9, "the board fills only {fill} of the area");
    }
}
