//! One card for every card game. A game describes a card as a [`CardFace`] (its colour, kind
//! icon, value, name, picture, rules text) and the kit draws it the same way everywhere: paper
//! with an inner frame in the card's colour, the kind icon top-left and the value top-right,
//! then the name, a picture or a big number, the rules text and a caption. One back, one empty
//! slot and one tab (a card tucked under something) go with it. Everything is painted with
//! shapes and scales with the card, so a card reads the same in a hand, on the table or
//! enlarged.

use super::icons::{self, Icon};
use crate::theme;
use bevy_egui::egui::{
    self, Align, Align2, Color32, CornerRadius, FontId, Galley, Painter, Pos2, Rect, Shadow,
    Stroke, StrokeKind, pos2, text::LayoutJob, vec2,
};
use std::sync::Arc;

/// The card's proportions, in hundredths of its unit (the width of a portrait card), in one
/// place so every card game shares them.
mod k {
    pub const RADIUS: f32 = 8.0;
    /// The paper margin round the coloured frame, and the frame's line.
    pub const MARGIN: f32 = 3.2;
    pub const FRAME: f32 = 1.8;
    /// Space kept inside the frame.
    pub const PAD: f32 = 4.5;
    /// The header row (icon, band, value): tall on a card of pictures and numbers, slim on a
    /// card of rules text, which needs the room.
    pub const HEADER: f32 = 30.0;
    pub const HEADER_SLIM: f32 = 17.5;
    pub const TITLE: f32 = 12.5;
    pub const BIG: f32 = 40.0;
    /// Rules text starts at the larger size and shrinks until it fits.
    pub const TEXT_MAX: f32 = 9.6;
    pub const TEXT_MIN: f32 = 7.8;
    pub const FOOTER: f32 = 14.0;
    /// The back's rim, in the colour of who placed the card.
    pub const RIM: f32 = 5.0;
    /// How far a lifted card rises, as a share of its height.
    pub const LIFT: f32 = 0.1;
}

/// The back's cloth.
const BACK: Color32 = Color32::from_rgb(88, 50, 66);
const BACK_PAWS: Color32 = Color32::from_rgb(116, 72, 92);
/// The backs' gold line and medallion; also the rim of a draw pile, which no one placed.
pub const GOLD: Color32 = Color32::from_rgb(226, 190, 124);
/// Rules text: a little softer than the name.
const TEXT_INK: Color32 = Color32::from_rgb(72, 56, 46);

/// What a card shows. Everything but the colour is optional; build it with the methods:
/// `CardFace::new(colour).icon(Icon::Star).corner("3").big("+3").footer("Trick")`.
#[derive(Clone, Debug, PartialEq)]
pub struct CardFace {
    /// The card's colour: frame, icons, value, caption.
    pub accent: Color32,
    /// The kind icon, top-left.
    pub icon: Option<Icon>,
    /// The value, top-right.
    pub corner: Option<String>,
    /// The kind's name on a band of the card's colour across the top.
    pub band: Option<String>,
    /// The card's name, under the header.
    pub title: Option<String>,
    /// A large picture in the middle (behind `big` when both are given).
    pub picture: Option<Icon>,
    /// Large text in the middle ("+3").
    pub big: Option<String>,
    /// The rules text, shrunk to fit.
    pub text: Option<String>,
    /// A caption at the bottom.
    pub footer: Option<String>,
}

impl CardFace {
    pub fn new(accent: Color32) -> Self {
        Self {
            accent,
            icon: None,
            corner: None,
            band: None,
            title: None,
            picture: None,
            big: None,
            text: None,
            footer: None,
        }
    }

    pub fn icon(mut self, icon: Icon) -> Self {
        self.icon = Some(icon);
        self
    }

    pub fn corner(mut self, value: impl Into<String>) -> Self {
        self.corner = Some(value.into());
        self
    }

    pub fn band(mut self, kind: impl Into<String>) -> Self {
        self.band = Some(kind.into());
        self
    }

    pub fn title(mut self, name: impl Into<String>) -> Self {
        self.title = Some(name.into());
        self
    }

    pub fn picture(mut self, picture: Icon) -> Self {
        self.picture = Some(picture);
        self
    }

    pub fn big(mut self, text: impl Into<String>) -> Self {
        self.big = Some(text.into());
        self
    }

    pub fn text(mut self, text: impl Into<String>) -> Self {
        self.text = Some(text.into());
        self
    }

    pub fn footer(mut self, caption: impl Into<String>) -> Self {
        self.footer = Some(caption.into());
        self
    }
}

/// How a card lies: `lifted` raises it (the chosen or playable card), `marked` rings it in the
/// accent colour (picked for a discard), `dimmed` greys it (not playable now).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardState {
    pub lifted: bool,
    pub marked: bool,
    pub dimmed: bool,
}

impl CardState {
    pub const PLAIN: Self = Self {
        lifted: false,
        marked: false,
        dimmed: false,
    };

    pub fn lifted(lifted: bool) -> Self {
        Self {
            lifted,
            ..Self::PLAIN
        }
    }
}

/// The length everything on a card is measured in: a hundredth of a portrait card's width
/// (a landscape card measures by its height instead, so its text does not balloon).
fn unit(rect: Rect) -> f32 {
    rect.width().min(rect.height() / 1.4) / 100.0
}

fn radius(x: f32) -> CornerRadius {
    CornerRadius::same(x.round().clamp(0.0, 255.0) as u8)
}

/// The card's soft shadow on the table, longer when it is lifted.
fn shadow(p: &Painter, rect: Rect, u: f32, lifted: bool) {
    let (offset, blur, alpha) = if lifted {
        (5.0 * u, 12.0 * u, 80)
    } else {
        (1.5 * u, 4.0 * u, 50)
    };
    let shadow = Shadow {
        offset: [0, offset.round().clamp(1.0, 40.0) as i8],
        blur: blur.round().clamp(1.0, 60.0) as u8,
        spread: 0,
        color: Color32::from_black_alpha(alpha),
    };
    p.add(shadow.as_shape(rect, radius(k::RADIUS * u)));
}

/// How far apart text is painted twice to look heavier than the font's light face: one
/// physical pixel (egui puts text on whole pixels, so less would vanish).
fn heavy_offset(p: &Painter) -> egui::Vec2 {
    vec2(1.0 / p.pixels_per_point(), 0.0)
}

/// One line of text, heavier than the font's light face.
fn heavy(p: &Painter, pos: Pos2, align: Align2, text: &str, size: f32, colour: Color32) {
    let font = FontId::proportional(size);
    p.text(pos, align, text, font.clone(), colour);
    p.text(pos + heavy_offset(p), align, text, font, colour);
}

/// Text laid out in rows centred on x = 0, wrapped at `width`, cut with "…" after `rows`.
fn centred(
    p: &Painter,
    text: &str,
    size: f32,
    colour: Color32,
    width: f32,
    rows: usize,
) -> Arc<Galley> {
    let mut job = LayoutJob::simple(text.to_owned(), FontId::proportional(size), colour, width);
    job.halign = Align::Center;
    job.wrap.max_rows = rows;
    p.layout_job(job)
}

/// The rules text at the largest size from `TEXT_MAX` down to `TEXT_MIN` that fits `area`;
/// text too long even then is cut with "…".
fn fitted(p: &Painter, area: Rect, text: &str, u: f32) -> Arc<Galley> {
    let mut size = k::TEXT_MAX * u;
    loop {
        let galley = centred(p, text, size, TEXT_INK, area.width(), usize::MAX);
        if galley.size().y <= area.height() {
            return galley;
        }
        if size <= k::TEXT_MIN * u {
            let row = galley.size().y / galley.rows.len().max(1) as f32;
            let rows = (area.height() / row).floor().max(1.0) as usize;
            return centred(p, text, size, TEXT_INK, area.width(), rows);
        }
        size = (size * 0.94).max(k::TEXT_MIN * u);
    }
}

/// A card face up in `rect` (any size: everything scales with it).
pub fn face(p: &Painter, rect: Rect, face: &CardFace, state: CardState) {
    let rect = if state.lifted {
        rect.translate(vec2(0.0, -rect.height() * k::LIFT))
    } else {
        rect
    };
    let u = unit(rect);
    let accent = face.accent;
    shadow(p, rect, u, state.lifted);
    // The paper, edged in the card's colour when lifted so the chosen card stands out.
    let edge = if state.lifted {
        Stroke::new((2.2 * u).max(1.5), accent)
    } else {
        Stroke::new(1.0, theme::RULE)
    };
    p.rect(
        rect,
        radius(k::RADIUS * u),
        theme::CARD,
        edge,
        StrokeKind::Inside,
    );
    // The printed frame, and the area inside it.
    let frame = rect.shrink(k::MARGIN * u);
    let inner_radius = (k::RADIUS - k::MARGIN) * u;
    p.rect_stroke(
        frame,
        radius(inner_radius),
        Stroke::new(k::FRAME * u, accent),
        StrokeKind::Inside,
    );
    let inside = frame.shrink(k::FRAME * u);
    let pad = k::PAD * u;

    // The header: kind icon, kind band, value.
    let slim = face.text.is_some();
    let h = if slim { k::HEADER_SLIM } else { k::HEADER } * u;
    let header = Rect::from_min_size(inside.min, vec2(inside.width(), h));
    let on_header = if face.band.is_some() {
        let r = radius(inner_radius - k::FRAME * u).nw;
        let corners = CornerRadius {
            nw: r,
            ne: r,
            sw: 0,
            se: 0,
        };
        p.rect_filled(header, corners, accent);
        theme::CARD
    } else {
        accent
    };
    if let Some(icon) = face.icon {
        icon.paint(
            p,
            header.left_center() + vec2(h * 0.48, 0.0),
            h * 0.4,
            on_header,
        );
    }
    if let Some(band) = &face.band {
        heavy(
            p,
            header.center(),
            Align2::CENTER_CENTER,
            band,
            h * 0.5,
            on_header,
        );
    }
    if let Some(value) = &face.corner {
        // Figures have no descenders: nudged down so they sit in the middle of the header.
        let size = h;
        let at = header.right_center() + vec2(-h * 0.16, size * 0.06);
        heavy(p, at, Align2::RIGHT_CENTER, value, size, on_header);
    }
    let mut top = header.bottom() + pad * 0.6;
    let width = inside.width() - 2.0 * pad;

    if let Some(title) = &face.title {
        let galley = centred(p, title, k::TITLE * u, theme::INK, width, 3);
        let height = galley.size().y;
        let at = pos2(inside.center().x, top);
        p.galley(at + heavy_offset(p), galley.clone(), theme::INK);
        p.galley(at, galley, theme::INK);
        top += height + pad * 0.4;
        if face.text.is_some() {
            // A short rule between the name and the rules, as printed.
            let y = top;
            let half = inside.width() * 0.18;
            p.line_segment(
                [
                    pos2(inside.center().x - half, y),
                    pos2(inside.center().x + half, y),
                ],
                Stroke::new((0.7 * u).max(0.6), accent),
            );
            top += pad * 0.6;
        }
    }

    let mut bottom = inside.bottom() - pad * 0.6;
    if let Some(footer) = &face.footer {
        let galley = centred(p, footer, k::FOOTER * u, accent, width, 2);
        let size = galley.size();
        let at = pos2(inside.center().x, bottom - size.y);
        // Rules either side of a one-line caption, when there is room for them.
        let gap = pad * 0.8;
        let (left, right) = (inside.left() + pad, inside.right() - pad);
        let (from, to) = (at.x - size.x / 2.0 - gap, at.x + size.x / 2.0 + gap);
        if galley.rows.len() == 1 && from - left > 6.0 * u {
            let y = at.y + size.y * 0.55;
            let line = Stroke::new((0.7 * u).max(0.6), accent);
            p.line_segment([pos2(left, y), pos2(from, y)], line);
            p.line_segment([pos2(to, y), pos2(right, y)], line);
        }
        p.galley(at, galley, accent);
        bottom = at.y - pad * 0.4;
    }

    // The middle: rules text, or a picture and a big number.
    let middle = Rect::from_min_max(
        pos2(inside.left() + pad, top),
        pos2(inside.right() - pad, bottom.max(top)),
    );
    if let Some(text) = &face.text {
        // A landscape card has room across for larger text than its height allows.
        let wide = (rect.width() / rect.height()).clamp(1.0, 1.25);
        let galley = fitted(p, middle, text, u * wide);
        let y = middle.center().y - galley.size().y / 2.0;
        p.galley(
            pos2(middle.center().x, y.max(middle.top())),
            galley,
            TEXT_INK,
        );
    } else {
        let room = middle.width().min(middle.height());
        if let Some(picture) = face.picture {
            // Behind a number the picture is a faint watermark; alone it is the card's image.
            let (r, colour) = match face.big {
                Some(_) => (room * 0.5, theme::CARD.lerp_to_gamma(accent, 0.14)),
                None => (room * 0.42, accent),
            };
            picture.paint(p, middle.center(), r, colour);
        }
        if let Some(big) = &face.big {
            let size = (k::BIG * u).min(middle.height() * 0.8);
            let at = middle.center() + vec2(0.0, size * 0.04);
            heavy(p, at, Align2::CENTER_CENTER, big, size, accent);
        }
    }

    if state.dimmed {
        p.rect_filled(
            rect,
            radius(k::RADIUS * u),
            Color32::from_rgba_unmultiplied(60, 50, 40, 140),
        );
    }
    if state.marked {
        let out = (2.5 * u).max(2.0);
        p.rect_stroke(
            rect.expand(out),
            radius((k::RADIUS + 2.5) * u),
            Stroke::new(out * 1.2, theme::ACCENT),
            StrokeKind::Outside,
        );
    }
}

/// A card face down. Every game's cards share this back; `edge` colours its rim (the colour
/// of the cat that put it there, or a plain gold for a draw pile).
pub fn back(p: &Painter, rect: Rect, edge: Color32) {
    let u = unit(rect);
    shadow(p, rect, u, false);
    p.rect_filled(rect, radius(k::RADIUS * u), edge);
    let cloth = rect.shrink(k::RIM * u);
    p.rect_filled(cloth, radius((k::RADIUS - k::RIM) * u), BACK);
    // A lattice of paw prints, every other row offset by half a step.
    let step = 17.0 * u;
    let paws = p.with_clip_rect(cloth.shrink(u).intersect(p.clip_rect()));
    let rows = (cloth.height() / step).ceil() as i32 + 1;
    let cols = (cloth.width() / step).ceil() as i32 + 1;
    for row in 0..rows {
        for col in 0..cols {
            let shift = if row % 2 == 0 { 0.0 } else { step / 2.0 };
            let at =
                cloth.left_top() + vec2(col as f32 * step + shift, row as f32 * step + u * 2.0);
            Icon::Paw.paint(&paws, at, 5.0 * u, BACK_PAWS);
        }
    }
    p.rect_stroke(
        cloth.shrink(3.0 * u),
        radius((k::RADIUS - k::RIM - 3.0) * u),
        Stroke::new((1.0 * u).max(0.8), GOLD),
        StrokeKind::Inside,
    );
    // The medallion: a cat's head on the cloth, ringed in gold.
    let centre = cloth.center();
    let r = cloth.width() * 0.27;
    p.circle(centre, r, BACK, Stroke::new((1.4 * u).max(1.0), GOLD));
    let head = centre + vec2(0.0, r * 0.14);
    icons::cat_head_with_eyes(p, head, r * 0.52, GOLD, BACK, Stroke::NONE);
}

/// An empty place for a card.
pub fn slot(p: &Painter, rect: Rect) {
    let u = unit(rect);
    let faint = Color32::from_rgba_unmultiplied(255, 240, 220, 90);
    p.rect(
        rect,
        radius(k::RADIUS * u),
        Color32::from_rgba_unmultiplied(255, 240, 220, 14),
        Stroke::new(1.5, faint),
        StrokeKind::Inside,
    );
    Icon::Paw.paint(
        p,
        rect.center(),
        rect.width() * 0.14,
        Color32::from_rgba_unmultiplied(255, 240, 220, 40),
    );
}

/// A card tucked under something with only its top edge showing: a tab with its icon and name
/// in its colour.
pub fn tab(p: &Painter, rect: Rect, accent: Color32, icon: Option<Icon>, label: &str) {
    let h = rect.height();
    p.rect(
        rect,
        radius(h * 0.25),
        theme::CARD,
        Stroke::new((h * 0.1).max(1.0), accent),
        StrokeKind::Inside,
    );
    let mut x = rect.left() + h * 0.3;
    if let Some(icon) = icon {
        icon.paint(p, pos2(x + h * 0.3, rect.center().y), h * 0.3, accent);
        x += h * 0.75;
    }
    p.with_clip_rect(rect.shrink(2.0).intersect(p.clip_rect()))
        .text(
            Pos2::new(x, rect.center().y),
            Align2::LEFT_CENTER,
            label,
            FontId::proportional(h * 0.64),
            theme::INK,
        );
}
