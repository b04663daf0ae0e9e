//! Cat'astrophes cards as the kit's card faces: the kind's icon top-left and the value
//! top-right, as printed; the push on the Mischief scale in the middle (up for mischief and
//! tricks, down for cuddles) over the kind's picture, and the kind's name below.

use crate::tr;
use crate::view::kit::card::{self, CardFace, CardState};
use crate::view::kit::icons::Icon;
use bevy_egui::egui::{self, Color32, Pos2, Rect, Vec2};
use mogland_rules::games::catastrophes::{Card, CardKind};

pub const SIZE: Vec2 = Vec2::new(76.0, 108.0);

pub fn kind_colour(kind: CardKind) -> Color32 {
    match kind {
        CardKind::Mischief => Color32::from_rgb(214, 84, 52),
        CardKind::Trick => Color32::from_rgb(124, 78, 178),
        CardKind::Cuddle => Color32::from_rgb(222, 112, 160),
    }
}

fn kind_icon(kind: CardKind) -> Icon {
    match kind {
        CardKind::Mischief => Icon::Bolt,
        CardKind::Trick => Icon::Star,
        CardKind::Cuddle => Icon::Heart,
    }
}

pub fn kind_name(kind: CardKind) -> String {
    match kind {
        CardKind::Mischief => tr!("cx-ui-kind-mischief"),
        CardKind::Trick => tr!("cx-ui-kind-trick"),
        CardKind::Cuddle => tr!("cx-ui-kind-cuddle"),
    }
}

/// What the card shows.
fn card_face(card: Card) -> CardFace {
    let sign = if card.kind == CardKind::Cuddle {
        "−"
    } else {
        "+"
    };
    CardFace::new(kind_colour(card.kind))
        .icon(kind_icon(card.kind))
        .corner(card.value.to_string())
        .picture(kind_icon(card.kind))
        .big(format!("{sign}{}", card.value))
        .footer(kind_name(card.kind))
}

/// What a card does, in a sentence or two (its tooltip).
pub fn describe(card: Card) -> String {
    let v = card.value;
    match card.kind {
        CardKind::Mischief => tr!("cx-ui-card-mischief", value = v),
        CardKind::Trick => tr!("cx-ui-card-trick", value = v),
        CardKind::Cuddle => tr!("cx-ui-card-cuddle", value = v),
    }
}

/// A card face up in `rect`; `lifted` draws it raised (the chosen card).
pub fn face(p: &egui::Painter, rect: Rect, card: Card, lifted: bool) {
    card::face(p, rect, &card_face(card), CardState::lifted(lifted));
}

/// A rect of card size centred on `c`, scaled.
pub fn at(c: Pos2, scale: f32) -> Rect {
    Rect::from_center_size(c, SIZE * scale)
}
