//! Settings: volumes and ambience, animation speed, interface size, window mode, undo, and
//! where Mogland keeps its files.

use crate::lang::{self, Language};
use crate::settings::{GraphicsSetting, Paths, Settings, WindowModeSetting};
use crate::tr;
use crate::view::quality::Detail;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The interface sizes offered: 1280×720 needs 100 % at most, a 4K screen about 200 %.
pub const UI_SCALES: [f32; 5] = [0.85, 1.0, 1.25, 1.5, 2.0];

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
    zoom: Res<crate::theme::UiZoom>,
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
        ui.heading(tr!("settings-title"));
        egui::ScrollArea::both()
            .max_height(room)
            .max_width(width)
            .show(ui, |ui| {
                egui::Grid::new("settings")
                    .num_columns(2)
                    .spacing([16.0, 12.0])
                    .show(ui, |ui| {
                        ui.label(tr!("settings-volume"));
                        ui.add(egui::Slider::new(&mut edited.volume, 0.0..=1.0).show_value(false));
                        ui.end_row();
                        ui.label(tr!("settings-effects"));
                        ui.add(
                            egui::Slider::new(&mut edited.effects_volume, 0.0..=1.0)
                                .show_value(false),
                        );
                        ui.end_row();
                        ui.label(tr!("settings-ambience"));
                        ui.horizontal(|ui| {
                            ui.checkbox(&mut edited.ambience, tr!("settings-ambience-on"));
                            ui.add_enabled(
                                edited.ambience,
                                egui::Slider::new(&mut edited.ambience_volume, 0.0..=1.0)
                                    .show_value(false),
                            );
                        });
                        ui.end_row();
                        ui.label(tr!("settings-speed"));
                        ui.horizontal(|ui| {
                            ui.add_enabled(
                                !edited.instant,
                                egui::Slider::new(&mut edited.animation_speed, 0.25..=4.0)
                                    .logarithmic(true)
                                    .suffix("×")
                                    .custom_formatter(|v, _| lang::decimal(v, 2))
                                    .custom_parser(|t| t.replace(',', ".").parse().ok()),
                            );
                            ui.checkbox(&mut edited.instant, tr!("settings-instant"));
                        });
                        ui.end_row();
                        ui.label(tr!("settings-size"));
                        // Presets rather than a slider: a slider would grow under the pointer dragging it.
                        ui.horizontal(|ui| {
                            for scale in UI_SCALES {
                                ui.selectable_value(
                                    &mut edited.ui_scale,
                                    scale,
                                    lang::percent(scale as f64, 0),
                                );
                            }
                            if (zoom.0 - edited.ui_scale).abs() > 0.01 {
                                ui.label(
                                    egui::RichText::new(tr!(
                                        "settings-size-fits",
                                        percent = lang::percent(zoom.0 as f64, 0)
                                    ))
                                    .small(),
                                )
                                .on_hover_text(tr!("settings-size-fits-more"));
                            }
                        });
                        ui.end_row();
                        ui.label(tr!("settings-undo"));
                        explained(
                            ui,
                            &mut edited.undo,
                            &tr!("settings-undo-on"),
                            &tr!("settings-undo-more"),
                            width,
                        );
                        ui.end_row();
                        ui.label(tr!("settings-hints"));
                        explained(
                            ui,
                            &mut edited.hints,
                            &tr!("settings-hints-on"),
                            &tr!("settings-hints-more"),
                            width,
                        );
                        ui.end_row();
                        ui.label(tr!("settings-window"));
                        egui::ComboBox::from_id_salt("window-mode")
                            .selected_text(edited.window_mode.label())
                            .show_ui(ui, |ui| {
                                for m in WindowModeSetting::ALL {
                                    ui.selectable_value(&mut edited.window_mode, m, m.label());
                                }
                            });
                        ui.end_row();
                        ui.label(tr!("settings-graphics"));
                        ui.horizontal(|ui| {
                            for g in GraphicsSetting::ALL {
                                ui.selectable_value(&mut edited.graphics, g, g.label());
                            }
                            let now = if detail.as_deref().is_some_and(Detail::is_low) {
                                tr!("settings-graphics-now-low")
                            } else {
                                tr!("settings-graphics-now-high")
                            };
                            ui.label(egui::RichText::new(now).small())
                                .on_hover_text(tr!("settings-graphics-more"));
                        });
                        ui.end_row();
                        ui.label(tr!("settings-language"));
                        // Each language named in itself, so that a player who cannot read the current
                        // one still finds theirs.
                        let system = tr!(
                            "settings-language-system",
                            language = Language::of_system().own_name()
                        );
                        let chosen = edited
                            .language
                            .map_or(system.clone(), |l| l.own_name().to_owned());
                        egui::ComboBox::from_id_salt("language")
                            .selected_text(chosen)
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut edited.language, None, system);
                                for l in Language::ALL {
                                    ui.selectable_value(
                                        &mut edited.language,
                                        Some(l),
                                        l.own_name(),
                                    );
                                }
                            });
                        ui.end_row();
                        ui.label(tr!("settings-relays"));
                        ui.vertical(|ui| {
                            ui.set_max_width((width - 200.0).max(160.0));
                            ui.add(
                                egui::TextEdit::singleline(&mut edited.relays).desired_width(280.0),
                            );
                            let more = match mogland_net::Relays::parse(&edited.relays) {
                                Ok(_) => tr!("settings-relays-more"),
                                Err(e) => crate::lang::say(&e),
                            };
                            ui.add(egui::Label::new(egui::RichText::new(more).small()).wrap());
                        });
                        ui.end_row();
                        ui.label(tr!("settings-direct"));
                        explained(
                            ui,
                            &mut edited.direct,
                            &tr!("settings-direct-on"),
                            &tr!("settings-direct-more"),
                            width,
                        );
                        ui.end_row();
                    });
                ui.separator();
                ui.label(egui::RichText::new(tr!("settings-files")).strong());
                for (what, p) in [
                    (tr!("settings-files-settings"), &paths.settings),
                    (tr!("settings-files-saves"), &paths.saves),
                    (tr!("settings-files-levels"), &paths.mods),
                    (tr!("settings-files-key"), &paths.key),
                ] {
                    ui.horizontal(|ui| {
                        ui.label(what);
                        ui.label(egui::RichText::new(p.display().to_string()).monospace());
                    });
                }
                ui.label(egui::RichText::new(tr!("settings-files-more")).small());
            });
        ui.separator();
        if ui.button(tr!("settings-close")).clicked() {
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
