//! Escape opens the pause menu: resume, the rules of the game on the table, settings, quit to
//! the menu (the table stays saved under "Continue").

use crate::app::settings_page::SettingsPage;
use crate::app::style::big_button;
use crate::app::table::ActiveTable;
use crate::app::{Go, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

#[derive(Resource, Default)]
pub struct PauseMenu {
    pub open: bool,
    pub rules: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<PauseMenu>()
        .add_systems(Update, toggle.run_if(in_state(Screen::Playing)))
        .add_systems(OnExit(Screen::Playing), |mut p: ResMut<PauseMenu>| {
            *p = PauseMenu::default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            pause_ui.run_if(in_state(Screen::Playing)),
        );
}

fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    mut pause: ResMut<PauseMenu>,
    mut settings: ResMut<SettingsPage>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        if settings.open {
            settings.open = false;
        } else if pause.rules {
            pause.rules = false;
        } else {
            pause.open = !pause.open;
        }
    }
}

fn pause_ui(
    mut contexts: EguiContexts,
    mut pause: ResMut<PauseMenu>,
    mut settings: ResMut<SettingsPage>,
    mut go: MessageWriter<Go>,
    table: Option<Res<ActiveTable>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if pause.rules
        && let Some(t) = &table
    {
        let mut open = true;
        egui::Window::new(format!("Rules: {}", t.game().name()))
            .open(&mut open)
            .default_size([640.0, 560.0])
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.label(reflow(crate::games::rules_text(t.game())));
                });
            });
        pause.rules = open;
        return Ok(());
    }
    if !pause.open || settings.open {
        return Ok(());
    }
    egui::Window::new("Paused")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if big_button(ui, true, "Resume") {
                    pause.open = false;
                }
                if big_button(ui, true, "Rules") {
                    pause.rules = true;
                }
                if big_button(ui, true, "Settings") {
                    settings.open = true;
                }
                if big_button(ui, true, "Quit to menu") {
                    pause.open = false;
                    go.write(Go::Menu);
                }
                ui.label(
                    egui::RichText::new("Quitting keeps the table: \"Continue\" resumes it.")
                        .small(),
                );
            });
        });
    Ok(())
}

/// Joins the hard-wrapped lines of a rules text into paragraphs, so egui wraps them to the
/// window: a line continues the one before when it starts in lower case (or with `+`, `(`, `—`).
pub fn reflow(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous_blank = true;
    for line in text.lines() {
        let t = line.trim_start();
        let continues = !previous_blank
            && t.starts_with(|c: char| c.is_lowercase() || matches!(c, '+' | '(' | '—'));
        if continues {
            out.push(' ');
            out.push_str(t);
        } else {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(line);
        }
        previous_blank = t.is_empty();
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn reflow_joins_wrapped_lines_and_keeps_items_and_paragraphs() {
        let text = "Only one card may lie in front of you, you can\nonly draw.\n\n  • first item that\n    wraps\n  • second";
        assert_eq!(
            super::reflow(text),
            "Only one card may lie in front of you, you can only draw.\n\n  • first item that wraps\n  • second"
        );
    }
}
