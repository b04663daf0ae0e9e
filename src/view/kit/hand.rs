//! A hand of cards in a row: spread out when there is room, overlapping when there is not, the
//! chosen card lifted. Each game says what its cards show; the faces are the kit's
//! [`super::card`].

use bevy_egui::egui::{self, Pos2, Rect, Sense, Vec2};

pub struct HandLayout {
    /// Card size at scale 1.
    pub card: Vec2,
    /// Gap between cards when they fit.
    pub gap: f32,
}

/// Lays out `cards` centred in the space left in `ui`, draws each with `face(painter, rect,
/// card, lifted)` (the face draws a lifted card raised) and returns the index of the card
/// clicked (only when `clickable`).
pub fn show<C>(
    ui: &mut egui::Ui,
    layout: &HandLayout,
    cards: &[C],
    lifted: impl Fn(usize, &C) -> bool,
    clickable: bool,
    face: impl Fn(&egui::Painter, Rect, &C, bool),
) -> Option<usize> {
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let p = ui.painter_at(rect.expand(14.0));
    let n = cards.len();
    let step =
        (layout.card.x + layout.gap).min((rect.width() - layout.card.x) / (n.max(2) - 1) as f32);
    let start = rect.center().x - step * (n as f32 - 1.0) / 2.0;
    let mut clicked = None;
    for (i, card) in cards.iter().enumerate() {
        let up = lifted(i, card);
        let centre = Pos2::new(start + step * i as f32, rect.center().y + 6.0);
        let r = Rect::from_center_size(centre, layout.card);
        face(&p, r, card, up);
        let resp = ui.interact(r, ui.id().with(("hand-card", i)), Sense::click());
        if clickable && resp.clicked() {
            clicked = Some(i);
        }
        if clickable && resp.hovered() {
            ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
        }
    }
    clicked
}
