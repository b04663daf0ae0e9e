//! Drawing a Cat'astrophes card: kind icon top-left and value top-right, as on the cards.

use bevy_egui::egui::{self, Color32, CornerRadius, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};
use mogland_rules::games::catastrophes::{Card, CardKind};

pub const SIZE: Vec2 = Vec2::new(76.0, 108.0);

pub fn kind_colour(kind: CardKind) -> Color32 {
    match kind {
        CardKind::Mischief => Color32::from_rgb(214, 84, 52),
        CardKind::Trick => Color32::from_rgb(124, 78, 178),
        CardKind::Cuddle => Color32::from_rgb(222, 112, 160),
    }
}

pub fn kind_icon(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Mischief => "⚡",
        CardKind::Trick => "★",
        CardKind::Cuddle => "♥",
    }
}

pub fn kind_name(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Mischief => "Mischief",
        CardKind::Trick => "Trick",
        CardKind::Cuddle => "Cuddle",
    }
}

/// A card face up in `rect`; `lifted` draws it raised and outlined (the chosen card).
pub fn face(p: &egui::Painter, rect: Rect, card: Card, lifted: bool) {
    let rect = if lifted {
        rect.translate(Vec2::new(0.0, -12.0))
    } else {
        rect
    };
    let colour = kind_colour(card.kind);
    p.rect(
        rect,
        CornerRadius::same(8),
        Color32::from_rgb(255, 250, 240),
        Stroke::new(if lifted { 4.0 } else { 2.0 }, colour),
        StrokeKind::Inside,
    );
    let s = rect.width() / SIZE.x;
    p.text(
        rect.left_top() + Vec2::new(8.0, 6.0) * s,
        egui::Align2::LEFT_TOP,
        kind_icon(card.kind),
        FontId::proportional(20.0 * s),
        colour,
    );
    p.text(
        rect.right_top() + Vec2::new(-8.0, 4.0) * s,
        egui::Align2::RIGHT_TOP,
        card.value.to_string(),
        FontId::proportional(24.0 * s),
        colour,
    );
    let sign = if card.kind == CardKind::Cuddle {
        "−"
    } else {
        "+"
    };
    p.text(
        rect.center() + Vec2::new(0.0, 6.0) * s,
        egui::Align2::CENTER_CENTER,
        format!("{sign}{}", card.value),
        FontId::proportional(30.0 * s),
        colour,
    );
    p.text(
        rect.center_bottom() + Vec2::new(0.0, -10.0) * s,
        egui::Align2::CENTER_BOTTOM,
        kind_name(card.kind),
        FontId::proportional(13.0 * s),
        colour,
    );
}

/// A card face down: the back, in the colour of the cat that put it there.
pub fn back(p: &egui::Painter, rect: Rect, placer: Color32) {
    p.rect(
        rect,
        CornerRadius::same(8),
        Color32::from_rgb(70, 52, 44),
        Stroke::new(3.0, placer),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(10.0);
    p.rect_stroke(
        inner,
        CornerRadius::same(5),
        Stroke::new(1.5, Color32::from_rgb(200, 170, 120)),
        StrokeKind::Inside,
    );
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        "🐾",
        FontId::proportional(26.0),
        Color32::from_rgb(220, 190, 140),
    );
}

/// An empty place for a card.
pub fn slot(p: &egui::Painter, rect: Rect) {
    p.rect_stroke(
        rect,
        CornerRadius::same(8),
        Stroke::new(1.5, Color32::from_rgba_unmultiplied(255, 240, 220, 90)),
        StrokeKind::Inside,
    );
}

/// A rect of card size centred on `c`, scaled.
pub fn at(c: Pos2, scale: f32) -> Rect {
    Rect::from_center_size(c, SIZE * scale)
}
