//! Cat Attack's cards and tokens: Mog cards and the Curiosity card as the kit's card faces
//! (the suit's icon and value in the corners, its picture large), the six foods as small
//! pictures and a cat's lives as hearts, all from the kit's icons.

use crate::tr;
use crate::view::kit::card::{self, CardFace, CardState};
use crate::view::kit::icons::Icon;
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Stroke, StrokeKind, Vec2, vec2};
use mogland_rules::games::cat_attack::{Food, Suit, card_name};
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

/// The suit's picture, or a picture card's own: speed lines, claws, a burglar's paw print.
fn suit_icon(card: MogCard) -> Icon {
    match card {
        MogCard::Cat(_) => Icon::CatHead,
        MogCard::Bird(_) => Icon::Bird,
        MogCard::Mouse(_) => Icon::Mouse,
        MogCard::SpeedyCat => Icon::Dash,
        MogCard::CatAttack => Icon::Claws,
        MogCard::CatBurglar => Icon::Paw,
    }
}

/// What the card shows: the suit and value in the corners and the suit's picture large, or
/// for a picture card its picture and name.
fn card_face(card: MogCard) -> CardFace {
    let icon = suit_icon(card);
    let face = CardFace::new(suit_colour(card))
        .icon(icon)
        .picture(icon)
        // A suit card's caption is its suit (the value is in the corner); a picture card's, its name.
        .footer(Suit::of(card).map_or_else(
            || crate::lang::say(&card_name(card)),
            |s| tr!("ca-ui-suit", suit = s.key()),
        ));
    match card {
        MogCard::Cat(v) | MogCard::Bird(v) | MogCard::Mouse(v) => face.corner(v.to_string()),
        _ => face,
    }
}

/// What a Mog card does (its tooltip), as the rules page says it.
pub fn describe(card: MogCard) -> String {
    // The card's name leads.
    let name = crate::lang::say(&card_name(card));
    match card {
        MogCard::Cat(v) => tr!("ca-ui-card-cat", card = name, count = v),
        MogCard::Bird(v) => tr!("ca-ui-card-bird", card = name, count = v),
        MogCard::Mouse(v) => tr!("ca-ui-card-mouse", card = name, count = v),
        MogCard::SpeedyCat => tr!("ca-ui-card-speedy-cat", card = name),
        MogCard::CatAttack => tr!("ca-ui-card-cat-attack", card = name),
        MogCard::CatBurglar => tr!("ca-ui-card-cat-burglar", card = name),
    }
}

/// A Mog card face up in `rect`; `lifted` draws it raised (chosen or playable).
pub fn face(p: &egui::Painter, rect: Rect, card: MogCard, lifted: bool) {
    card::face(p, rect, &card_face(card), CardState::lifted(lifted));
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
    let icon = match food {
        Food::Bird => Icon::Bird,
        Food::Mouse => Icon::Mouse,
        Food::Fish => Icon::Fish,
        Food::Milk => Icon::Milk,
        Food::CatFood => Icon::Tin,
        Food::Vitamins => Icon::Vitamins,
    };
    icon.paint(p, rect.center(), rect.width() * 0.38, colour);
}

/// A heart of side `size` at `c`: filled for a life left, faint for one lost.
pub fn heart(p: &egui::Painter, c: Pos2, size: f32, full: bool) {
    let colour = if full {
        Color32::from_rgb(214, 40, 60)
    } else {
        Color32::from_rgb(232, 206, 200)
    };
    Icon::Heart.paint(p, c, size * 0.5, colour);
}

/// A Curiosity card, face up, with its text: a landscape card `width` wide.
pub fn curiosity(ui: &mut egui::Ui, text: &str, width: f32) {
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 0.62), egui::Sense::hover());
    let p = ui.painter_at(rect.expand(8.0));
    let face = CardFace::new(Color32::from_rgb(112, 64, 160))
        .icon(Icon::Question)
        .band(tr!("ca-ui-curiosity"))
        .text(text);
    card::face(&p, rect, &face, CardState::PLAIN);
}
