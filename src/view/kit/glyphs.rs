//! Small pictures painted with egui shapes, shared by every game's panels, so no picture
//! depends on the glyphs a font happens to have.

use bevy_egui::egui::{Color32, Painter, Pos2, Shape, Stroke, vec2};

/// A cat's head: a round face, two ears and two eyes. `outline` rings it (a white cat on a
/// light board needs one).
pub fn cat_head(p: &Painter, c: Pos2, r: f32, fill: Color32, outline: Stroke) {
    let eye = if fill.r() as u32 + fill.g() as u32 + fill.b() as u32 > 600 {
        Color32::from_rgb(60, 50, 40)
    } else {
        Color32::WHITE
    };
    for side in [-1.0f32, 1.0] {
        p.add(Shape::convex_polygon(
            vec![
                c + vec2(side * r * 0.9, -r * 0.2),
                c + vec2(side * r * 0.75, -r * 1.35),
                c + vec2(side * r * 0.2, -r * 0.75),
            ],
            fill,
            outline,
        ));
    }
    p.circle(c, r, fill, outline);
    for side in [-1.0f32, 1.0] {
        p.circle_filled(c + vec2(side * r * 0.38, -r * 0.1), r * 0.13, eye);
    }
}
