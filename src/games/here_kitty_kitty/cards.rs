//! Here, Kitty, Kitty! cards as the kit's card faces: the type's colour (Instants red, as
//! printed) and icon on a band across the top, the card's name, then its text; a small tab for
//! a card tucked under a property.

use crate::lang;
use crate::tr;
use crate::view::kit::card::{self, CardFace, CardState};
use crate::view::kit::icons::Icon;
use bevy_egui::egui::{self, Color32, Rect, Vec2};
use mogland_rules::levels::here_kitty_kitty::{CardDef, CardType};

pub const SIZE: Vec2 = Vec2::new(116.0, 146.0);

pub fn type_colour(kind: CardType) -> Color32 {
    match kind {
        CardType::Instant => Color32::from_rgb(200, 40, 40),
        CardType::Standard => Color32::from_rgb(52, 102, 170),
        CardType::Defensive => Color32::from_rgb(48, 140, 80),
    }
}

/// The type's name, on the card's band, in the player's language.
pub fn type_name(kind: CardType) -> String {
    match kind {
        CardType::Instant => tr!("hkk-ui-type-instant"),
        CardType::Standard => tr!("hkk-ui-type-standard"),
        CardType::Defensive => tr!("hkk-ui-type-defensive"),
    }
}

fn type_icon(kind: CardType) -> Icon {
    match kind {
        CardType::Instant => Icon::Stopwatch,
        CardType::Standard => Icon::Page,
        CardType::Defensive => Icon::Shield,
    }
}

/// What the card shows.
pub fn card_face(card: &CardDef) -> CardFace {
    CardFace::new(type_colour(card.kind))
        .icon(type_icon(card.kind))
        .band(type_name(card.kind))
        .title(lang::words(&card.name))
        .text(lang::words(&card.text))
}

/// A card face up in `rect` (any size: the text scales with it). `lifted` draws it raised;
/// `marked` rings it in the accent colour (chosen for a discard).
pub fn face(p: &egui::Painter, rect: Rect, card: &CardDef, lifted: bool, marked: bool) {
    let state = CardState {
        lifted,
        marked,
        ..CardState::PLAIN
    };
    card::face(p, rect, &card_face(card), state);
}

/// A card tucked under a property: a tab with its type's icon and its name.
pub fn tab(p: &egui::Painter, rect: Rect, card: &CardDef) {
    card::tab(
        p,
        rect,
        type_colour(card.kind),
        Some(type_icon(card.kind)),
        &lang::words(&card.name),
    );
}
