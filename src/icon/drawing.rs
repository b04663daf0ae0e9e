//! The icon's drawing, with nothing but `std`: the game draws it for its window and `mogland
//! icon`, and `build.rs` draws it into the Windows exe's icon resource.

/// The icon's pixels, `size` × `size`, RGBA.
pub fn rgba(size: u32) -> Vec<u8> {
    let s = size as f32;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    let fur = [232.0, 132.0, 46.0];
    let tile = [250.0, 238.0, 214.0];
    let ink = [52.0, 38.0, 30.0];
    let pink = [236.0, 120.0, 140.0];
    for y in 0..size {
        for x in 0..size {
            // Centre-relative coordinates in -1..1, y up.
            let u = (x as f32 + 0.5) / s * 2.0 - 1.0;
            let v = 1.0 - (y as f32 + 0.5) / s * 2.0;
            let r = (u * u + v * v).sqrt();
            let mut colour = None;
            let mut alpha = ((0.98 - r) * s * 0.5).clamp(0.0, 1.0);
            if alpha > 0.0 {
                colour = Some(tile);
            }
            // The head, and two ears (triangles above it).
            let head = ((u / 0.62).powi(2) + ((v + 0.12) / 0.52).powi(2)).sqrt();
            let ear = |cx: f32| {
                let (du, dv) = ((u - cx).abs(), v - 0.2);
                dv > 0.0 && dv < 0.52 && du < 0.26 * (1.0 - dv / 0.52)
            };
            if head < 1.0 || ear(-0.36) || ear(0.36) {
                colour = Some(fur);
                alpha = 1.0;
            }
            // Eyes and nose.
            let eye = |cx: f32| ((u - cx) / 0.09).powi(2) + ((v + 0.02) / 0.13).powi(2) < 1.0;
            if eye(-0.24) || eye(0.24) {
                colour = Some(ink);
            }
            let nose = v < -0.16 && v > -0.28 && u.abs() < 0.1 * (v + 0.28) / 0.12;
            if nose {
                colour = Some(pink);
            }
            let c = colour.unwrap_or([0.0; 3]);
            out.extend([c[0] as u8, c[1] as u8, c[2] as u8, (alpha * 255.0) as u8]);
        }
    }
    out
}
