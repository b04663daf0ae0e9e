//! Framing a board: where the camera goes so a box of the world fills the part of the window
//! the panels leave, seen from a given angle. Works for any window and panel size (the board
//! camera, `view::camera`, uses it).

use bevy::prelude::*;

/// The camera transform that shows every point of `points` inside `area` (logical pixels of a
/// window of `window` size), looking down at `pitch` radians with a vertical field of view
/// `fov_y`, from as close as it can.
pub fn fit(points: &[Vec3], pitch: f32, fov_y: f32, window: Vec2, area: Rect) -> Transform {
    let centre = points.iter().copied().sum::<Vec3>() / points.len().max(1) as f32;
    let forward = Vec3::new(0.0, -pitch.sin(), -pitch.cos());
    let look = Transform::default().looking_to(forward, Vec3::Y);
    let (right, up) = (look.right().as_vec3(), look.up().as_vec3());
    let ty = (fov_y / 2.0).tan();
    let tx = ty * window.x / window.y.max(1.0);
    // The area in normalised device coordinates (y up), a little inset.
    let ndc = |px: f32, len: f32| 2.0 * px / len.max(1.0) - 1.0;
    let (ax0, ax1) = (
        ndc(area.min.x, window.x) * 0.96,
        ndc(area.max.x, window.x) * 0.96,
    );
    let (ay0, ay1) = (
        -ndc(area.max.y, window.y) * 0.96,
        -ndc(area.min.y, window.y) * 0.96,
    );
    // At distance `d`, the sideways shifts that keep every point inside, if any.
    let shifts = |d: f32| -> Option<(f32, f32)> {
        let (mut x_lo, mut x_hi, mut y_lo, mut y_hi) = (f32::MIN, f32::MAX, f32::MIN, f32::MAX);
        for p in points {
            let v = *p - centre;
            let depth = v.dot(forward) + d;
            if depth <= 0.1 {
                return None;
            }
            let (pr, pu) = (v.dot(right), v.dot(up));
            x_lo = x_lo.max(pr - ax1 * depth * tx);
            x_hi = x_hi.min(pr - ax0 * depth * tx);
            y_lo = y_lo.max(pu - ay1 * depth * ty);
            y_hi = y_hi.min(pu - ay0 * depth * ty);
        }
        (x_lo <= x_hi && y_lo <= y_hi).then(|| ((x_lo + x_hi) / 2.0, (y_lo + y_hi) / 2.0))
    };
    // The nearest distance that fits: the room for shifts only grows with distance.
    let (mut near, mut far) = (0.5f32, 2000.0f32);
    for _ in 0..40 {
        let mid = (near + far) / 2.0;
        if shifts(mid).is_some() {
            far = mid;
        } else {
            near = mid;
        }
    }
    let (ox, oy) = shifts(far).unwrap_or((0.0, 0.0));
    let eye = centre - forward * far + right * ox + up * oy;
    Transform::from_translation(eye).looking_to(forward, Vec3::Y)
}
