//! Drawing Here, Kitty, Kitty! cards: the border in the type's colour (Instants red, as printed),
//! the name, the type and the card's text; a small tab for a card tucked under a property.

use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2, vec2,
};
use mogland_rules::levels::here_kitty_kitty::{CardDef, CardType};

pub const SIZE: Vec2 = Vec2::new(116.0, 146.0);

pub fn type_colour(kind: CardType) -> Color32 {
    match kind {
        CardType::Instant => Color32::from_rgb(200, 40, 40),
        CardType::Standard => Color32::from_rgb(52, 102, 170),
        CardType::Defensive => Color32::from_rgb(48, 140, 80),
    }
}

pub fn type_name(kind: CardType) -> &'static str {
    match kind {
        CardType::Instant => "Instant",
        CardType::Standard => "Standard",
        CardType::Defensive => "Defensive",
    }
}

const FACE: Color32 = Color32::from_rgb(255, 250, 240);
const INK: Color32 = Color32::from_rgb(52, 38, 30);

/// A card face up in `rect` (any size: the text scales with it). `lifted` draws it raised
/// and outlined; `marked` rings it in the accent colour (chosen for a discard).
pub fn face(p: &egui::Painter, rect: Rect, card: &CardDef, lifted: bool, marked: bool) {
    let rect = if lifted {
        rect.translate(vec2(0.0, -14.0))
    } else {
        rect
    };
    let s = rect.width() / SIZE.x;
    let colour = type_colour(card.kind);
    p.rect(
        rect,
        CornerRadius::same((8.0 * s) as u8),
        FACE,
        Stroke::new(if lifted { 5.0 } else { 3.5 } * s, colour),
        StrokeKind::Inside,
    );
    // The type band along the top, as on the printed border.
    let band = Rect::from_min_size(rect.min, vec2(rect.width(), 18.0 * s));
    p.rect_filled(
        band,
        CornerRadius {
            nw: (8.0 * s) as u8,
            ne: (8.0 * s) as u8,
            sw: 0,
            se: 0,
        },
        colour,
    );
    p.text(
        band.center(),
        Align2::CENTER_CENTER,
        type_name(card.kind),
        FontId::proportional(11.0 * s),
        Color32::WHITE,
    );
    let inner = rect.width() - 12.0 * s;
    let name = p.layout(
        card.name.clone(),
        FontId::proportional(14.0 * s),
        INK,
        inner,
    );
    let name_h = name.size().y;
    p.galley(
        Pos2::new(
            rect.center().x - name.size().x / 2.0,
            band.bottom() + 4.0 * s,
        ),
        name,
        INK,
    );
    let text = p.layout(
        card.text.clone(),
        FontId::proportional(10.0 * s),
        Color32::from_rgb(80, 64, 52),
        inner,
    );
    let top = band.bottom() + 8.0 * s + name_h;
    let clip = Rect::from_min_max(
        Pos2::new(rect.left(), top),
        Pos2::new(rect.right(), rect.bottom() - 4.0 * s),
    );
    p.with_clip_rect(clip)
        .galley(Pos2::new(rect.left() + 6.0 * s, top), text, INK);
    if marked {
        p.rect_stroke(
            rect.expand(3.0),
            CornerRadius::same(10),
            Stroke::new(3.0, crate::app::style::ACCENT),
            StrokeKind::Outside,
        );
    }
}

/// A card tucked under a property: a tab with its name, in its type's colour.
pub fn tab(p: &egui::Painter, rect: Rect, card: &CardDef) {
    let colour = type_colour(card.kind);
    p.rect(
        rect,
        CornerRadius::same(4),
        FACE,
        Stroke::new(2.0, colour),
        StrokeKind::Inside,
    );
    p.with_clip_rect(rect.shrink(2.0)).text(
        rect.left_center() + vec2(5.0, 0.0),
        Align2::LEFT_CENTER,
        &card.name,
        FontId::proportional(11.0),
        INK,
    );
}

/// The back of a card, for the draw pile.
pub fn back(p: &egui::Painter, rect: Rect) {
    p.rect(
        rect,
        CornerRadius::same(6),
        Color32::from_rgb(120, 60, 90),
        Stroke::new(2.0, Color32::from_rgb(250, 220, 160)),
        StrokeKind::Inside,
    );
    crate::view::kit::glyphs::cat_head(
        p,
        rect.center() + vec2(0.0, 3.0),
        rect.width() * 0.2,
        Color32::from_rgb(250, 220, 160),
        Stroke::NONE,
    );
}
