//! The look shared by every screen: a warm tabletop egui theme and small widgets.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub const INK: egui::Color32 = egui::Color32::from_rgb(52, 38, 30);
pub const PAPER: egui::Color32 = egui::Color32::from_rgb(250, 241, 222);
pub const ACCENT: egui::Color32 = egui::Color32::from_rgb(196, 94, 44);
pub const WARN: egui::Color32 = egui::Color32::from_rgb(178, 34, 34);

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, apply_theme.run_if(run_once));
}

fn apply_theme(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::light();
    visuals.panel_fill = PAPER;
    visuals.window_fill = PAPER;
    visuals.override_text_color = Some(INK);
    visuals.selection.bg_fill = ACCENT;
    visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(240, 214, 180);
    visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(236, 224, 200);
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily::Proportional, FontId, TextStyle};
        style
            .text_styles
            .insert(TextStyle::Heading, FontId::new(30.0, Proportional));
        style
            .text_styles
            .insert(TextStyle::Body, FontId::new(17.0, Proportional));
        style
            .text_styles
            .insert(TextStyle::Button, FontId::new(18.0, Proportional));
        style
            .text_styles
            .insert(TextStyle::Small, FontId::new(13.0, Proportional));
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    });
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

/// A wide button for menus.
pub fn big_button(ui: &mut egui::Ui, enabled: bool, text: &str) -> bool {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(22.0)).min_size(egui::vec2(260.0, 44.0)),
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
