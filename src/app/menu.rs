//! The main menu, a card over the title scene: continue the autosaved table, set up a new one,
//! settings, quit; all from the keyboard too. Level files with problems are listed here with
//! file, line and column.

use crate::app::settings_page::SettingsPage;
use crate::app::style::{self, big_button};
use crate::app::{Go, Notices, Screen, table};
use crate::audio::{PlaySound, Sound};
use crate::levels::LevelLibrary;
use crate::settings::Paths;
use crate::view::kit::bar::BoardArea;
use crate::view::kit::icons;
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
    mut board: ResMut<BoardArea>,
    mut learning: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen(ctx, "screen");
    let saved = table::saved_game(&paths);
    // The menu is a paper card on the left; the title scene shows through the rest.
    let card = egui::Frame::new()
        .fill(style::PAPER.gamma_multiply(0.97))
        .inner_margin(egui::Margin::symmetric(
            style::GAP_L as i8,
            style::GAP_XL as i8,
        ))
        .shadow(style::visuals().window_shadow);
    egui::Panel::left("menu")
        .resizable(false)
        .exact_size(380.0)
        .frame(card)
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(72.0, 72.0), egui::Sense::hover());
                icons::cat_head(
                    ui.painter(),
                    rect.center() + egui::vec2(0.0, 8.0),
                    30.0,
                    style::ACCENT,
                    egui::Stroke::NONE,
                );
                ui.label(
                    egui::RichText::new("Mogland")
                        .size(style::TITLE)
                        .strong()
                        .color(style::ACCENT),
                );
                ui.label(
                    egui::RichText::new("Five cat tabletop games at one table")
                        .size(style::BODY)
                        .color(style::INK_SOFT),
                );
                ui.add_space(style::GAP_XL);
                let continue_label = match saved {
                    Some(g) => format!("Continue: {}", mogland_rules::games::name_of(g)),
                    None => "Continue".to_string(),
                };
                if *learning {
                    // "Learn to play": which game?
                    ui.label(
                        egui::RichText::new("Learn to play: a guided first game")
                            .size(style::BODY)
                            .strong(),
                    );
                    for game in crate::games::playable() {
                        let info = game.info();
                        if big_button(ui, true, info.name) {
                            sounds.write(PlaySound(Sound::MenuClick));
                            notices.0.clear();
                            *learning = false;
                            go.write(Go::Learn(info.id));
                        }
                    }
                    if big_button(ui, true, "Back")
                        || ui.input(|i| i.key_pressed(egui::Key::Escape))
                    {
                        *learning = false;
                    }
                    return;
                }
                if big_button(ui, saved.is_some(), &continue_label) {
                    sounds.write(PlaySound(Sound::MenuClick));
                    go.write(Go::Continue);
                }
                if big_button(ui, true, "Learn to play") {
                    sounds.write(PlaySound(Sound::MenuClick));
                    *learning = true;
                }
                if big_button(ui, true, "New table") {
                    sounds.write(PlaySound(Sound::MenuClick));
                    notices.0.clear();
                    go.write(Go::NewTable);
                }
                if big_button(ui, true, "Join a table") {
                    sounds.write(PlaySound(Sound::MenuClick));
                    notices.0.clear();
                    go.write(Go::Join);
                }
                if big_button(ui, true, "History") {
                    sounds.write(PlaySound(Sound::MenuClick));
                    notices.0.clear();
                    go.write(Go::History);
                }
                if big_button(ui, true, "Settings") {
                    sounds.write(PlaySound(Sound::MenuClick));
                    settings_page.open = true;
                }
                if big_button(ui, true, "Quit") {
                    exit.write(AppExit::Success);
                }
                ui.add_space(style::GAP_L);
                ui.label(
                    egui::RichText::new("Tab or the arrow keys to choose, Enter to go")
                        .size(style::SMALL)
                        .color(style::INK_SOFT),
                );
                if !notices.0.is_empty() {
                    ui.add_space(style::GAP_M);
                    style::problems(ui, &notices.0);
                }
                let errors = library.errors();
                if !errors.is_empty() {
                    ui.add_space(style::GAP_M);
                    ui.label(
                        egui::RichText::new(
                            "Level files with problems (the shipped default is used instead):",
                        )
                        .strong(),
                    );
                    egui::ScrollArea::vertical().show(ui, |ui| style::problems(ui, &errors));
                }
            });
        });
    // The rest of the window is the title scene's: the board camera frames the table there.
    board.0 = Some(root.available_rect_before_wrap());
    Ok(())
}
