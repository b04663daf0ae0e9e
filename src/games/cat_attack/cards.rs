//! Drawing Cat Attack's cards and tokens in egui: Mog cards with their suit drawn as a shape,
//! the Curiosity card with its text, the six foods as small pictures and a cat's lives as
//! hearts. Everything is painted with shapes, so no glyph depends on the font.

use crate::view::kit::glyphs;
use bevy_egui::egui::{
    self, Color32, CornerRadius, FontId, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};
use mogland_rules::games::cat_attack::{Food, Suit};
use mogland_rules::levels::cat_attack::MogCard;

pub const SIZE: Vec2 = Vec2::new(74.0, 104.0);

pub fn suit_colour(card: MogCard) -> Color32 {
    match Suit::of(card) {
        Some(Suit::Cat) => Color32::from_rgb(206, 108, 40),
        Some(Suit::Bird) => Color32::from_rgb(52, 110, 196),
        Some(Suit::Mouse) => Color32::from_rgb(110, 104, 100),
        None => Color32::from_rgb(140, 60, 150),
    }
}

fn bird(p: &egui::Painter, c: Pos2, r: f32, colour: Color32) {
    p.circle_filled(c, r, colour);
    p.add(Shape::convex_polygon(
        vec![
            c + vec2(r * 0.8, -r * 0.35),
            c + vec2(r * 1.55, -r * 0.05),
            c + vec2(r * 0.8, r * 0.25),
        ],
        Color32::from_rgb(240, 176, 40),
        Stroke::NONE,
    ));
    p.add(Shape::convex_polygon(
        vec![
            c + vec2(-r * 0.6, -r * 0.1),
            c + vec2(r * 0.2, r * 0.1),
            c + vec2(-r * 0.5, r * 0.75),
        ],
        colour.gamma_multiply(0.7),
        Stroke::NONE,
    ));
    p.circle_filled(c + vec2(r * 0.35, -r * 0.3), r * 0.13, Color32::WHITE);
}

fn mouse(p: &egui::Painter, c: Pos2, r: f32, colour: Color32) {
    for side in [-1.0f32, 1.0] {
        p.circle_filled(c + vec2(side * r * 0.7, -r * 0.75), r * 0.45, colour);
        p.circle_filled(
            c + vec2(side * r * 0.7, -r * 0.75),
            r * 0.25,
            Color32::from_rgb(240, 170, 180),
        );
    }
    p.circle_filled(c, r * 0.9, colour);
    p.circle_filled(
        c + vec2(0.0, r * 0.55),
        r * 0.16,
        Color32::from_rgb(240, 150, 160),
    );
    for side in [-1.0f32, 1.0] {
        p.circle_filled(
            c + vec2(side * r * 0.32, -r * 0.05),
            r * 0.12,
            Color32::WHITE,
        );
    }
}

/// A paw-print: the mark of the picture cards.
fn paw(p: &egui::Painter, c: Pos2, r: f32, colour: Color32) {
    p.circle_filled(c + vec2(0.0, r * 0.35), r * 0.6, colour);
    for (x, y) in [(-0.7, -0.3), (-0.25, -0.75), (0.25, -0.75), (0.7, -0.3)] {
        p.circle_filled(c + vec2(x * r, y * r), r * 0.26, colour);
    }
}

/// The suit's picture.
pub fn suit_mark(p: &egui::Painter, c: Pos2, r: f32, card: MogCard) {
    let colour = suit_colour(card);
    match card {
        MogCard::Cat(_) => glyphs::cat_head(p, c, r, colour, Stroke::NONE),
        MogCard::Bird(_) => bird(p, c, r, colour),
        MogCard::Mouse(_) => mouse(p, c, r, colour),
        _ => paw(p, c, r, colour),
    }
}

fn words(card: MogCard) -> (&'static str, &'static str) {
    match card {
        MogCard::SpeedyCat => ("Speedy", "Cat"),
        MogCard::CatAttack => ("Cat", "Attack"),
        MogCard::CatBurglar => ("Cat", "Burglar"),
        MogCard::Cat(_) => ("", "Cat"),
        MogCard::Bird(_) => ("", "Bird"),
        MogCard::Mouse(_) => ("", "Mouse"),
    }
}

/// A Mog card face up in `rect`; `lifted` draws it raised and outlined (chosen or playable).
pub fn face(p: &egui::Painter, rect: Rect, card: MogCard, lifted: bool) {
    let rect = if lifted {
        rect.translate(vec2(0.0, -10.0))
    } else {
        rect
    };
    let colour = suit_colour(card);
    let s = rect.width() / SIZE.x;
    p.rect(
        rect,
        CornerRadius::same((8.0 * s) as u8),
        Color32::from_rgb(255, 250, 240),
        Stroke::new(if lifted { 4.0 } else { 2.0 } * s.max(0.6), colour),
        StrokeKind::Inside,
    );
    let value = match card {
        MogCard::Cat(v) | MogCard::Bird(v) | MogCard::Mouse(v) => Some(v),
        _ => None,
    };
    if let Some(v) = value {
        for (corner, align) in [
            (rect.left_top() + vec2(8.0, 4.0) * s, egui::Align2::LEFT_TOP),
            (
                rect.right_bottom() - vec2(8.0, 4.0) * s,
                egui::Align2::RIGHT_BOTTOM,
            ),
        ] {
            p.text(
                corner,
                align,
                v.to_string(),
                FontId::proportional(20.0 * s),
                colour,
            );
        }
        suit_mark(p, rect.center() - vec2(0.0, 4.0 * s), 16.0 * s, card);
        p.text(
            rect.center_bottom() - vec2(0.0, 22.0 * s),
            egui::Align2::CENTER_CENTER,
            words(card).1,
            FontId::proportional(12.0 * s),
            colour,
        );
    } else {
        suit_mark(p, rect.center_top() + vec2(0.0, 30.0 * s), 14.0 * s, card);
        let (a, b) = words(card);
        p.text(
            rect.center() + vec2(0.0, 14.0 * s),
            egui::Align2::CENTER_CENTER,
            a,
            FontId::proportional(14.0 * s),
            colour,
        );
        p.text(
            rect.center() + vec2(0.0, 31.0 * s),
            egui::Align2::CENTER_CENTER,
            b,
            FontId::proportional(14.0 * s),
            colour,
        );
    }
}

pub fn food_colour(food: Food) -> Color32 {
    match food {
        Food::Bird => Color32::from_rgb(52, 110, 196),
        Food::Mouse => Color32::from_rgb(130, 124, 120),
        Food::Fish => Color32::from_rgb(236, 136, 50),
        Food::Milk => Color32::from_rgb(120, 160, 200),
        Food::CatFood => Color32::from_rgb(210, 50, 60),
        Food::Vitamins => Color32::from_rgb(60, 170, 100),
    }
}

/// One food as a small picture in a square of side `size`; an empty slot is a faint outline.
pub fn food(p: &egui::Painter, rect: Rect, food: Food, have: bool) {
    let c = rect.center();
    let r = rect.width() * 0.36;
    let colour = if have {
        food_colour(food)
    } else {
        Color32::from_gray(200)
    };
    if !have {
        p.rect_stroke(
            rect.shrink(1.0),
            CornerRadius::same(4),
            Stroke::new(1.0, colour),
            StrokeKind::Inside,
        );
    }
    match food {
        Food::Bird => bird(p, c, r * 0.8, colour),
        Food::Mouse => mouse(p, c + vec2(0.0, r * 0.15), r * 0.85, colour),
        Food::Fish => {
            p.add(Shape::ellipse_filled(
                c - vec2(r * 0.2, 0.0),
                vec2(r * 0.85, r * 0.45),
                colour,
            ));
            p.add(Shape::convex_polygon(
                vec![
                    c + vec2(r * 0.45, 0.0),
                    c + vec2(r, -r * 0.5),
                    c + vec2(r, r * 0.5),
                ],
                colour,
                Stroke::NONE,
            ));
        }
        Food::Milk => {
            // A bowl: a half disc with a white top.
            let pts: Vec<Pos2> = (0..=12)
                .map(|i| {
                    let a = std::f32::consts::PI * i as f32 / 12.0;
                    c + vec2(r * a.cos(), r * 0.8 * a.sin())
                })
                .collect();
            p.add(Shape::convex_polygon(pts, colour, Stroke::NONE));
            p.add(Shape::ellipse_filled(c, vec2(r, r * 0.25), Color32::WHITE));
        }
        Food::CatFood => {
            let tin = Rect::from_center_size(c, vec2(r * 1.5, r * 1.3));
            p.rect_filled(tin, CornerRadius::same(3), colour);
            p.rect_filled(
                Rect::from_center_size(c, vec2(r * 1.5, r * 0.35)),
                CornerRadius::ZERO,
                Color32::from_rgb(250, 230, 200),
            );
        }
        Food::Vitamins => {
            p.rect_filled(
                Rect::from_center_size(c, vec2(r * 1.6, r * 1.4)),
                CornerRadius::same(3),
                colour,
            );
            let white = Color32::WHITE;
            p.rect_filled(
                Rect::from_center_size(c, vec2(r * 0.3, r * 0.95)),
                CornerRadius::ZERO,
                white,
            );
            p.rect_filled(
                Rect::from_center_size(c, vec2(r * 0.95, r * 0.3)),
                CornerRadius::ZERO,
                white,
            );
        }
    }
}

/// A heart of side `size` at `c`: filled for a life left, faint for one lost. Two lobes and a
/// point, so each part is convex.
pub fn heart(p: &egui::Painter, c: Pos2, size: f32, full: bool) {
    let r = size * 0.26;
    let colour = if full {
        Color32::from_rgb(214, 40, 60)
    } else {
        Color32::from_rgb(232, 206, 200)
    };
    for side in [-1.0f32, 1.0] {
        p.circle_filled(c + vec2(side * r * 0.95, -r * 0.5), r, colour);
    }
    p.add(Shape::convex_polygon(
        vec![
            c + vec2(-r * 1.9, -r * 0.2),
            c + vec2(r * 1.9, -r * 0.2),
            c + vec2(0.0, r * 1.9),
        ],
        colour,
        Stroke::NONE,
    ));
}

/// A Curiosity card, face up, with its text.
pub fn curiosity(ui: &mut egui::Ui, text: &str, width: f32) {
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 0.62), egui::Sense::hover());
    let p = ui.painter_at(rect.expand(2.0));
    let purple = Color32::from_rgb(112, 64, 160);
    p.rect(
        rect,
        CornerRadius::same(10),
        Color32::from_rgb(250, 244, 255),
        Stroke::new(3.0, purple),
        StrokeKind::Inside,
    );
    p.text(
        rect.center_top() + vec2(0.0, 8.0),
        egui::Align2::CENTER_TOP,
        "Curiosity",
        FontId::proportional(16.0),
        purple,
    );
    let galley = p.layout(
        text.to_string(),
        FontId::proportional(15.0),
        Color32::from_rgb(52, 38, 30),
        rect.width() - 24.0,
    );
    let at = pos2(
        rect.left() + 12.0,
        rect.center().y - galley.size().y / 2.0 + 8.0,
    );
    p.galley(at, galley, Color32::BLACK);
}
