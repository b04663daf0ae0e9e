//! Settings: volume, animation speed, window mode, undo, and where Mogland keeps its files.

use crate::settings::{Paths, Settings, WindowModeSetting};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut edited = settings.clone();
    let mut open = true;
    // Modal: nothing behind it takes a click while it is open.
    egui::Modal::new(egui::Id::new("settings")).show(ctx, |ui| {
            ui.heading("Settings");
            egui::Grid::new("settings").num_columns(2).spacing([16.0, 12.0]).show(ui, |ui| {
                ui.label("Volume");
                ui.add(egui::Slider::new(&mut edited.volume, 0.0..=1.0).show_value(false));
                ui.end_row();
                ui.label("Animation speed");
                ui.add(egui::Slider::new(&mut edited.animation_speed, 0.25..=4.0).logarithmic(true).suffix("×"));
                ui.end_row();
                ui.label("Undo");
                ui.checkbox(&mut edited.undo, "Take back your own moves (button or Ctrl+Z) until something is revealed, a die rolls or another player acts");
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
            });
            ui.separator();
            ui.label(egui::RichText::new("Where Mogland keeps your files").strong());
            for (what, p) in [("Settings", &paths.settings), ("Saves", &paths.saves), ("Your levels (mods)", &paths.mods)] {
                ui.horizontal(|ui| {
                    ui.label(format!("{what}:"));
                    ui.label(egui::RichText::new(p.display().to_string()).monospace());
                });
            }
            ui.label(
                egui::RichText::new("A level file in your levels folder replaces the shipped file of the same name.")
                    .small(),
            );
            if ui.button("Close").clicked() {
                open = false;
            }
        });
    if !open {
        page.open = false;
    }
    if edited != *settings {
        *settings = edited;
    }
    Ok(())
}
