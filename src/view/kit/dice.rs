//! Dice drawn as dice: a rounded square with pips, in the roller's colour.

use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};

/// Where the pips of each face sit, on a 3×3 grid (0..2 in x and y).
pub(crate) fn pips(value: u8) -> &'static [(u8, u8)] {
    match value {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    }
}

/// One die of `size` points, `value` 1..=6, with a border in `colour`.
pub fn die(ui: &mut egui::Ui, value: u8, colour: Color32, size: f32) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    paint(ui.painter(), rect, value, colour);
}

pub fn paint(p: &egui::Painter, rect: Rect, value: u8, colour: Color32) {
    let r = CornerRadius::same((rect.width() * 0.18) as u8);
    p.rect_filled(rect, r, Color32::from_rgb(252, 250, 244));
    p.rect_stroke(rect, r, Stroke::new(3.0, colour), StrokeKind::Inside);
    let step = rect.width() / 4.0;
    for &(x, y) in pips(value) {
        let c = Pos2::new(
            rect.left() + step * (1.0 + x as f32),
            rect.top() + step * (1.0 + y as f32),
        );
        p.circle_filled(c, rect.width() * 0.09, Color32::from_rgb(40, 30, 30));
    }
}

/// A row of rolls: each roller's name above their die.
pub fn rolls(ui: &mut egui::Ui, rolls: &[(String, Color32, u8)]) {
    ui.horizontal_wrapped(|ui| {
        for (name, colour, value) in rolls {
            ui.vertical(|ui| {
                ui.label(egui::RichText::new(name).color(*colour).small());
                die(ui, *value, *colour, 40.0);
            });
        }
    });
}
