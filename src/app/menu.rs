//! The main menu: continue the autosaved table, set up a new one, settings, quit. Level files
//! with problems are listed here with file, line and column.

use crate::app::settings_page::SettingsPage;
use crate::app::style::{self, big_button};
use crate::app::{Go, Notices, Screen, table};
use crate::audio::{PlaySound, Sound};
use crate::levels::LevelLibrary;
use crate::settings::Paths;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        menu_ui.run_if(in_state(Screen::Menu)),
    );
}

fn menu_ui(
    mut contexts: EguiContexts,
    mut go: MessageWriter<Go>,
    library: Res<LevelLibrary>,
    paths: Res<Paths>,
    mut notices: ResMut<Notices>,
    mut settings_page: ResMut<SettingsPage>,
    mut sounds: MessageWriter<PlaySound>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen(ctx, "screen");
    let saved = table::saved_game(&paths);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(50.0);
            ui.label(
                egui::RichText::new("Mogland")
                    .size(64.0)
                    .strong()
                    .color(style::ACCENT),
            );
            ui.label(egui::RichText::new("Five cat tabletop games at one table").size(20.0));
            ui.add_space(36.0);
            let continue_label = match saved {
                Some(g) => format!("Continue: {}", mogland_rules::games::name_of(g)),
                None => "Continue".to_string(),
            };
            if big_button(ui, saved.is_some(), &continue_label) {
                sounds.write(PlaySound(Sound::MenuClick));
                go.write(Go::Continue);
            }
            if big_button(ui, true, "New table") {
                sounds.write(PlaySound(Sound::MenuClick));
                notices.0.clear();
                go.write(Go::NewTable);
            }
            if big_button(ui, true, "Settings") {
                sounds.write(PlaySound(Sound::MenuClick));
                settings_page.open = true;
            }
            if big_button(ui, true, "Quit") {
                exit.write(AppExit::Success);
            }
            ui.add_space(24.0);
            if !notices.0.is_empty() {
                style::problems(ui, &notices.0);
            }
            let errors = library.errors();
            if !errors.is_empty() {
                ui.add_space(12.0);
                ui.label(
                    egui::RichText::new(
                        "Level files with problems (the shipped default is used instead):",
                    )
                    .strong(),
                );
                style::problems(ui, &errors);
            }
        });
    });
    Ok(())
}
