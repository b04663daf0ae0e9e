//! Settings: volumes and ambience, animation speed, interface size, window mode, undo, and
//! where Mogland keeps its files.

use crate::settings::{GraphicsSetting, Paths, Settings, WindowModeSetting};
use crate::view::quality::Detail;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The interface sizes offered: 1280×720 needs 100 % at most, a 4K screen about 200 %.
pub const UI_SCALES: [(f32, &str); 5] = [
    (0.85, "85 %"),
    (1.0, "100 %"),
    (1.25, "125 %"),
    (1.5, "150 %"),
    (2.0, "200 %"),
];

#[derive(Resource, Default)]
pub struct SettingsPage {
    pub open: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SettingsPage>().add_systems(
        EguiPrimaryContextPass,
        settings_ui.run_if(|p: Res<SettingsPage>| p.open),
    );
}

fn settings_ui(
    mut contexts: EguiContexts,
    mut page: ResMut<SettingsPage>,
    mut settings: ResMut<Settings>,
    paths: Res<Paths>,
    detail: Option<Res<Detail>>,
    zoom: Res<crate::app::style::UiZoom>,
    mut frames_open: Local<u8>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The page finds its size over its first frames (its scroll area learns how tall its
    // content is): draw them at once. An idle window drew them only at the next mouse move, and
    // the page jumped under the pointer, so the first click missed.
    // Opened since this last ran (by the menu, the pause menu or a key), wherever it was
    // closed from.
    if page.is_changed() {
        *frames_open = 0;
    }
    if *frames_open < 10 {
        *frames_open += 1;
        ctx.request_repaint();
    }
    let mut edited = settings.clone();
    let mut open = true;
    // Modal: nothing behind it takes a click while it is open.
    // At a large interface size the page is taller than the window: it scrolls, and Close stays
    // in view below it.
    // Wider than the window too (its rows are long at 200 %): it scrolls sideways as well,
    // and the page itself never leaves the window.
    let room = (ctx.content_rect().height() - 140.0).max(120.0);
    let width = (ctx.content_rect().width() - 60.0).max(200.0);
    let shown = egui::Modal::new(egui::Id::new("settings")).show(ctx, |ui| {
            ui.set_max_width(width);
            ui.heading("Settings");
            egui::ScrollArea::both().max_height(room).max_width(width).show(ui, |ui| {
            egui::Grid::new("settings").num_columns(2).spacing([16.0, 12.0]).show(ui, |ui| {
                ui.label("Volume");
                ui.add(egui::Slider::new(&mut edited.volume, 0.0..=1.0).show_value(false));
                ui.end_row();
                ui.label("Effects");
                ui.add(egui::Slider::new(&mut edited.effects_volume, 0.0..=1.0).show_value(false));
                ui.end_row();
                ui.label("Ambience");
                ui.horizontal(|ui| {
                    ui.checkbox(&mut edited.ambience, "A quiet room");
                    ui.add_enabled(edited.ambience, egui::Slider::new(&mut edited.ambience_volume, 0.0..=1.0).show_value(false));
                });
                ui.end_row();
                ui.label("Animation speed");
                ui.horizontal(|ui| {
                    ui.add_enabled(!edited.instant, egui::Slider::new(&mut edited.animation_speed, 0.25..=4.0).logarithmic(true).suffix("×"));
                    ui.checkbox(&mut edited.instant, "Instant");
                });
                ui.end_row();
                ui.label("Interface size");
                // Presets rather than a slider: a slider would grow under the pointer dragging it.
                ui.horizontal(|ui| {
                    for (scale, name) in UI_SCALES {
                        ui.selectable_value(&mut edited.ui_scale, scale, name);
                    }
                    if (zoom.0 - edited.ui_scale).abs() > 0.01 {
                        ui.label(egui::RichText::new(format!("{:.0} % fits this window", zoom.0 * 100.0)).small())
                            .on_hover_text("A larger window shows the size chosen.");
                    }
                });
                ui.end_row();
                ui.label("Undo");
                explained(ui, &mut edited.undo, "Take back your own moves", "With the Undo button or Ctrl+Z, until something is revealed, a die rolls or another player acts.", width);
                ui.end_row();
                ui.label("Hints");
                explained(ui, &mut edited.hints, "A Hint button (and H) at your decisions", "What a Normal bot would do in your place, and why.", width);
                ui.end_row();
                ui.label("Window");
                egui::ComboBox::from_id_salt("window-mode")
                    .selected_text(edited.window_mode.label())
                    .show_ui(ui, |ui| {
                        for m in WindowModeSetting::ALL {
                            ui.selectable_value(&mut edited.window_mode, m, m.label());
                        }
                    });
                ui.end_row();
                ui.label("Graphics");
                ui.horizontal(|ui| {
                    for g in GraphicsSetting::ALL {
                        ui.selectable_value(&mut edited.graphics, g, g.label());
                    }
                    let now = if detail.as_deref().is_some_and(Detail::is_low) { "low" } else { "high" };
                    ui.label(egui::RichText::new(format!("Drawing at {now} quality")).small())
                        .on_hover_text("Low leaves out shadows, smoothed edges and textures, for a computer that draws without a graphics card. Automatic chooses Low there and High elsewhere.");
                });
                ui.end_row();
                ui.label("Online relays");
                ui.vertical(|ui| {
                    ui.set_max_width((width - 200.0).max(160.0));
                    ui.add(egui::TextEdit::singleline(&mut edited.relays).desired_width(280.0));
                    let more = match mogland_net::Relays::parse(&edited.relays) {
                        Ok(_) => "When two machines cannot reach each other directly, their connection goes through a relay (still encrypted end to end). \"public\": iroh's public relays; or your group's own relay's address; \"none\": one network only.".to_owned(),
                        Err(e) => e,
                    };
                    ui.add(egui::Label::new(egui::RichText::new(more).small()).wrap());
                });
                ui.end_row();
                ui.label("Direct connections");
                explained(ui, &mut edited.direct, "Connect straight to other players when the routers allow it", "Faster. Off: always through a relay, so that other players never learn your address.", width);
                ui.end_row();
            });
            ui.separator();
            ui.label(egui::RichText::new("Where Mogland keeps your files").strong());
            for (what, p) in [("Settings", &paths.settings), ("Saves", &paths.saves), ("Your levels (mods)", &paths.mods), ("Your key (who you are at online tables)", &paths.key)] {
                ui.horizontal(|ui| {
                    ui.label(format!("{what}:"));
                    ui.label(egui::RichText::new(p.display().to_string()).monospace());
                });
            }
            ui.label(
                egui::RichText::new("A level file in your levels folder replaces the shipped file of the same name.")
                    .small(),
            );
            });
            ui.separator();
            if ui.button("Close").clicked() {
                open = false;
            }
        });
    // Escape (or a click beside it) closes it, as Close does.
    if !open || shown.should_close() {
        page.open = false;
    }
    if edited != *settings {
        *settings = edited;
    }
    Ok(())
}

/// A checkbox with a short label and, under it, what it means in small text that wraps to the
/// page (a long checkbox label would not wrap: at 200 % it ran past the window).
fn explained(ui: &mut egui::Ui, on: &mut bool, label: &str, more: &str, page: f32) {
    ui.vertical(|ui| {
        ui.set_max_width((page - 200.0).max(160.0));
        ui.checkbox(on, label);
        ui.add(egui::Label::new(egui::RichText::new(more).small()).wrap());
    });
}
