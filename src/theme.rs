//! The look shared by every screen: a warm tabletop egui theme and small widgets.

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

// The palette (docs/style.md): warm paper and ink, one terracotta accent, and the colours of
// the table the games stand on.
pub const INK: egui::Color32 = egui::Color32::from_rgb(52, 38, 30);
/// Secondary text: hints, captions, the log's older lines.
pub const INK_SOFT: egui::Color32 = egui::Color32::from_rgb(112, 92, 76);
pub const PAPER: egui::Color32 = egui::Color32::from_rgb(250, 241, 222);
/// A card's face and raised surfaces: lighter than the panel paper.
pub const CARD: egui::Color32 = egui::Color32::from_rgb(255, 250, 240);
/// Lines between parts of a panel, the rim of a slot.
pub const RULE: egui::Color32 = egui::Color32::from_rgb(214, 196, 168);
pub const ACCENT: egui::Color32 = egui::Color32::from_rgb(196, 94, 44);
pub const WARN: egui::Color32 = egui::Color32::from_rgb(178, 34, 34);
pub const GOOD: egui::Color32 = egui::Color32::from_rgb(46, 120, 70);
/// The felt a card game is laid out on.
pub const FELT: egui::Color32 = egui::Color32::from_rgb(46, 92, 70);

// The type scale, in points (at interface size 100 %).
pub const TITLE: f32 = 64.0;
pub const HEADING: f32 = 30.0;
pub const SUBHEADING: f32 = 22.0;
pub const BODY: f32 = 17.0;
pub const BUTTON: f32 = 18.0;
pub const SMALL: f32 = 13.0;

// Spacing, in points: everything is a multiple of 4.
pub const GAP_S: f32 = 4.0;
pub const GAP: f32 = 8.0;
pub const GAP_M: f32 = 12.0;
pub const GAP_L: f32 = 24.0;
pub const GAP_XL: f32 = 48.0;
/// Corner radius of panels and windows; buttons use half.
pub const RADIUS: u8 = 10;

/// The interface size egui is drawn at (the UI scale setting): egui points × this = logical
/// window pixels. Kept here for the board camera and pointer, which work in pixels.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct UiZoom(pub f32);

impl Default for UiZoom {
    fn default() -> Self {
        Self(1.0)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<UiZoom>().add_systems(
        EguiPrimaryContextPass,
        (apply_theme.run_if(run_once), apply_scale),
    );
}

fn apply_theme(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.set_visuals(visuals());
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily::Proportional, FontId, TextStyle};
        for (text, size) in [
            (TextStyle::Heading, HEADING),
            (TextStyle::Body, BODY),
            (TextStyle::Button, BUTTON),
            (TextStyle::Small, SMALL),
        ] {
            style
                .text_styles
                .insert(text, FontId::new(size, Proportional));
        }
        style.spacing.button_padding = egui::vec2(GAP_M, GAP - 2.0);
        style.spacing.item_spacing = egui::vec2(GAP + 2.0, GAP);
        style.spacing.window_margin = egui::Margin::same(GAP_L as i8 - 8);
        style.spacing.interact_size.y = 28.0;
    });
    Ok(())
}

/// The egui look: paper panels, ink text, soft shadows, rounded widgets, an accent ring on the
/// widget with keyboard focus.
pub fn visuals() -> egui::Visuals {
    let mut v = egui::Visuals::light();
    v.panel_fill = PAPER;
    v.window_fill = PAPER;
    v.extreme_bg_color = CARD;
    v.faint_bg_color = egui::Color32::from_rgb(244, 232, 208);
    v.override_text_color = Some(INK);
    v.hyperlink_color = ACCENT;
    v.warn_fg_color = ACCENT;
    v.error_fg_color = WARN;
    v.selection.bg_fill = ACCENT;
    v.selection.stroke = egui::Stroke::new(1.5, CARD);
    v.window_corner_radius = egui::CornerRadius::same(RADIUS);
    v.menu_corner_radius = egui::CornerRadius::same(RADIUS / 2);
    v.window_stroke = egui::Stroke::new(1.0, RULE);
    v.window_shadow = egui::Shadow {
        offset: [0, 6],
        blur: 24,
        spread: 0,
        color: egui::Color32::from_black_alpha(60),
    };
    v.popup_shadow = egui::Shadow {
        offset: [0, 3],
        blur: 10,
        spread: 0,
        color: egui::Color32::from_black_alpha(40),
    };
    let radius = egui::CornerRadius::same(RADIUS / 2 + 1);
    let w = &mut v.widgets;
    w.noninteractive.bg_stroke = egui::Stroke::new(1.0, RULE);
    w.noninteractive.fg_stroke = egui::Stroke::new(1.0, INK);
    w.inactive.weak_bg_fill = egui::Color32::from_rgb(236, 222, 196);
    w.inactive.bg_fill = egui::Color32::from_rgb(230, 214, 186);
    w.inactive.bg_stroke = egui::Stroke::new(1.0, RULE);
    w.inactive.fg_stroke = egui::Stroke::new(1.0, INK);
    w.hovered.weak_bg_fill = egui::Color32::from_rgb(244, 212, 176);
    w.hovered.bg_fill = egui::Color32::from_rgb(240, 204, 164);
    w.hovered.bg_stroke = egui::Stroke::new(1.5, ACCENT);
    w.hovered.fg_stroke = egui::Stroke::new(1.5, INK);
    w.active.weak_bg_fill = egui::Color32::from_rgb(232, 176, 132);
    w.active.bg_fill = egui::Color32::from_rgb(232, 176, 132);
    w.active.bg_stroke = egui::Stroke::new(2.0, ACCENT);
    w.active.fg_stroke = egui::Stroke::new(2.0, INK);
    w.open.weak_bg_fill = egui::Color32::from_rgb(244, 220, 190);
    for s in [
        &mut w.noninteractive,
        &mut w.inactive,
        &mut w.hovered,
        &mut w.active,
        &mut w.open,
    ] {
        s.corner_radius = radius;
    }
    v
}

/// The smallest window, in egui points, that every screen is laid out for: an interface size
/// larger than the window can hold at this size is shown at the largest that it can (200 % in a
/// 1280×720 window would leave 640×360 points: no table fits, and buttons fell off the edge).
pub const SMALLEST_LAYOUT: egui::Vec2 = egui::vec2(1024.0, 576.0);

/// The interface size shown in a window of `window` logical pixels when `chosen` is set: the
/// setting, or less where the window could not hold `SMALLEST_LAYOUT` at it.
pub fn zoom_in_window(chosen: f32, window: egui::Vec2) -> f32 {
    let fits = (window.x / SMALLEST_LAYOUT.x).min(window.y / SMALLEST_LAYOUT.y);
    chosen.min(fits).max(0.75)
}

/// The interface size setting, applied to egui (and remembered for the board camera).
fn apply_scale(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut zoom: ResMut<UiZoom>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The window in logical pixels: egui's points times the zoom it is drawn at.
    let window = ctx.content_rect().size() * ctx.zoom_factor();
    if window.x < 1.0 || window.y < 1.0 {
        return Ok(());
    }
    let want = zoom_in_window(settings.ui_scale(), window);
    if (ctx.zoom_factor() - want).abs() > 1e-3 {
        ctx.set_zoom_factor(want);
    }
    if zoom.0 != want {
        zoom.0 = want;
    }
    Ok(())
}

/// The whole-window Ui that panels are laid out in (egui 0.36 panels live inside a Ui).
pub fn screen(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        egui::Id::new(id),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// A Ui over `rect` only (a table's area under the prompt bar), for panels laid out in it.
pub fn screen_in(ctx: &egui::Context, id: &'static str, rect: egui::Rect) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        egui::Id::new(id),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    )
}

/// A wide button for menus. Keyboard first: when nothing has the focus, the first button open
/// to a press takes it, so Enter or Space works at once; Tab and the arrow keys move it on.
pub fn big_button(ui: &mut egui::Ui, enabled: bool, text: &str) -> bool {
    let r = ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(SUBHEADING))
            .min_size(egui::vec2(280.0, 46.0)),
    );
    if enabled && ui.memory(|m| m.focused().is_none()) {
        r.request_focus();
    }
    r.clicked()
}

/// The screen's main action (Start, Play again): the accent colour, and the first claim on
/// the keyboard focus.
pub fn primary_button(ui: &mut egui::Ui, text: &str) -> bool {
    let r = ui.add(
        egui::Button::new(egui::RichText::new(text).size(SUBHEADING).color(CARD))
            .fill(ACCENT)
            .min_size(egui::vec2(280.0, 46.0)),
    );
    if ui.memory(|m| m.focused().is_none()) {
        r.request_focus();
    }
    r.clicked()
}

/// A wide button that leaves the keyboard focus to the screen's main action.
pub fn wide_button(ui: &mut egui::Ui, text: &str) -> bool {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(SUBHEADING))
            .min_size(egui::vec2(280.0, 46.0)),
    )
    .clicked()
}

/// Problems, in red, one per line, in a monospace font so file:line:column lines up.
pub fn problems(ui: &mut egui::Ui, lines: &[String]) {
    for l in lines {
        ui.label(egui::RichText::new(l).monospace().color(WARN));
    }
}

pub fn colour(rgb: [u8; 3]) -> egui::Color32 {
    egui::Color32::from_rgb(rgb[0], rgb[1], rgb[2])
}

/// Ink for marks drawn on `c`: dark on a light colour, card white on a dark one (by
/// perceived brightness, so a yellow counts as light and a blue as dark).
pub fn readable_on(c: egui::Color32) -> egui::Color32 {
    if c.r() as u32 * 3 + c.g() as u32 * 6 + c.b() as u32 > 1500 {
        INK
    } else {
        CARD
    }
}

/// Text in `c` on the panels' paper: `c` itself where it reads (a contrast of at least 3:1,
/// WCAG's for large or bold text), else the same hue darkened until it does (the Grey Cat's
/// and a sky-blue seat's names were hard to read on paper).
pub fn ink_of(c: egui::Color32) -> egui::Color32 {
    let paper = luminance(PAPER);
    let mut rgb = [c.r() as f32, c.g() as f32, c.b() as f32];
    for _ in 0..40 {
        let here = egui::Color32::from_rgb(rgb[0] as u8, rgb[1] as u8, rgb[2] as u8);
        if (paper + 0.05) / (luminance(here) + 0.05) >= 3.0 {
            return here;
        }
        rgb = rgb.map(|v| v * 0.92);
    }
    INK
}

/// An sRGB channel as linear light, 0 to 1.
pub fn linear(v: u8) -> f32 {
    let v = v as f32 / 255.0;
    if v <= 0.040_45 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// Relative luminance (WCAG) of an sRGB colour.
pub fn luminance(c: egui::Color32) -> f32 {
    0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
}

/// A paper card `width` wide in the middle of the line (a lobby's seats).
pub fn centered_card(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    let width = width.min(ui.available_width());
    let pad = ((ui.available_width() - width) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(pad);
        egui::Frame::new()
            .fill(CARD)
            .corner_radius(RADIUS)
            .inner_margin(egui::Margin::same(GAP_M as i8))
            .show(ui, |ui| {
                ui.set_width(width);
                add(ui);
            });
    });
}

/// `s` with its first letter a capital: a name or a rule's detail at the start of a sentence.
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}
