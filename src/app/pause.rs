//! Escape pauses the table: a real state of its own. While paused, virtual time stands still
//! (reveal playback and glides stop where they are), bots neither start nor land their
//! decisions, and the pause menu is modal, so the table behind it takes no clicks. The menu:
//! resume, the rules of the game on the table, settings, quit to the menu (the table stays
//! saved under "Continue").

use crate::app::Go;
use crate::app::settings_page::SettingsPage;
use crate::session::{ActiveTable, TableMode};
use crate::states::{PlayState, Screen};
use crate::theme::big_button;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Which page of the pause menu is open.
#[derive(Resource, Default)]
pub struct PauseMenu {
    pub rules: bool,
}

pub fn plugin(app: &mut App) {
    app.add_sub_state::<PlayState>()
        .init_resource::<PauseMenu>()
        .add_systems(
            Update,
            toggle
                .before(crate::games::RulesStep)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            OnEnter(PlayState::Paused),
            |mut t: ResMut<Time<Virtual>>| t.pause(),
        )
        .add_systems(OnExit(PlayState::Paused), |mut t: ResMut<Time<Virtual>>| {
            t.unpause()
        })
        .add_systems(OnExit(Screen::Playing), |mut p: ResMut<PauseMenu>| {
            *p = PauseMenu::default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            pause_ui.run_if(in_state(PlayState::Paused)),
        );
}

/// Escape closes the innermost page, or pauses and resumes. During a drag it only calls the
/// drag off (egui drops it at this press, and a dragged card goes back to the hand, see
/// `view::kit::hand`; a board view puts a dragged piece back, see `view::kit::pick::BoardDrag`).
/// It runs before the views, so it sees the board's drag as it was when Escape was pressed.
fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    board_drag: Res<crate::view::kit::pick::BoardDrag>,
    state: Res<State<PlayState>>,
    mut next: ResMut<NextState<PlayState>>,
    mut pause: ResMut<PauseMenu>,
    mut settings: ResMut<SettingsPage>,
    mut contexts: Query<&mut bevy_egui::EguiContext>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    // What egui saw in its last pass: this frame's pass, after this, ends the drag. A piece
    // dragged on the board: its view, after this, puts it back.
    if board_drag.0
        || contexts
            .iter_mut()
            .any(|mut c| c.get_mut().dragged_id().is_some())
    {
        return;
    }
    if settings.open {
        settings.open = false;
    } else if pause.rules {
        pause.rules = false;
    } else {
        next.set(match state.get() {
            PlayState::Running => PlayState::Paused,
            PlayState::Paused => PlayState::Running,
        });
    }
}

fn pause_ui(
    mut contexts: EguiContexts,
    mut pause: ResMut<PauseMenu>,
    mut settings: ResMut<SettingsPage>,
    mut next: ResMut<NextState<PlayState>>,
    mut go: MessageWriter<Go>,
    table: Option<Res<ActiveTable>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mode = table.as_ref().map(|t| t.mode);
    let guest = mode == Some(TableMode::Guest);
    if settings.open {
        // The settings page draws itself (modal too).
        return Ok(());
    }
    if pause.rules
        && let Some(t) = &table
    {
        let mut open = true;
        egui::Modal::new(egui::Id::new("rules-page")).show(ctx, |ui| {
            ui.set_max_size(egui::vec2(660.0, ctx.content_rect().height() * 0.8));
            ui.horizontal(|ui| {
                ui.heading(tr!("rules-title", game = t.rules.info().name));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(tr!("rules-close")).clicked() {
                        open = false;
                    }
                });
            });
            crate::games::rules_page_ui(ui, t.game(), |ui| {
                ui.label(reflow(&crate::games::rules_page(t.game())));
            });
        });
        pause.rules = open;
        return Ok(());
    }
    egui::Modal::new(egui::Id::new("paused")).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(tr!("pause-title"));
            ui.add_space(8.0);
            if big_button(ui, true, &tr!("pause-resume")) {
                next.set(PlayState::Running);
            }
            if big_button(ui, true, &tr!("pause-rules")) {
                pause.rules = true;
            }
            if big_button(ui, true, &tr!("pause-settings")) {
                settings.open = true;
            }
            // A local game can be watched from its deal; closing the replay comes back here.
            if mode == Some(TableMode::Local) && big_button(ui, true, &tr!("pause-watch-so-far")) {
                go.write(Go::WatchSoFar);
            }
            // At a table another machine hosts, pausing here stops nobody else.
            let leave = if guest {
                tr!("pause-leave")
            } else {
                tr!("pause-quit")
            };
            if big_button(ui, true, &leave) {
                go.write(Go::Menu);
            }
            // A replay is not kept to be continued: leaving it needs no word.
            let note = match mode {
                Some(TableMode::Guest) => Some(tr!("pause-online-note")),
                Some(TableMode::Replay) => None,
                _ => Some(tr!("pause-local-note")),
            };
            if let Some(note) = note {
                ui.label(egui::RichText::new(note).small());
            }
        });
    });
    Ok(())
}

/// Joins the hard-wrapped lines of a rules text into paragraphs, so egui wraps them to the
/// window: a line continues the one before when it starts in lower case (or with `+`, `(`, `—`).
pub fn reflow(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // The previous line, and where its text starts (after an item's marker).
    let mut previous: Option<(&str, usize)> = None;
    for line in text.lines() {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        // A list item: "•", "-", "*" or "1." and a space. Its text starts after them (counted
        // in characters: "•" is one, though three bytes).
        let marker = if t.starts_with(['•', '-', '*']) {
            t.chars().next().map(char::len_utf8)
        } else {
            t.split_once(['.', ')']).and_then(|(n, _)| {
                (!n.is_empty() && n.chars().all(|c| c.is_ascii_digit())).then_some(n.len() + 1)
            })
        };
        let text_at = indent
            + marker.map_or(0, |m| {
                let rest = &t[m..];
                t[..m].chars().count() + rest.len() - rest.trim_start().len()
            });
        // A line carries on the one before, whatever letter it starts with ("dealt six / Mog
        // cards"), unless it follows a blank line, is a list item, is laid out in columns (a
        // small table: two spaces inside it), or sits left of the text it would carry on (a
        // paragraph after a list item).
        let columns = t.trim_end().contains("  ");
        let continues = previous.is_some_and(|(p, p_text_at)| {
            !p.trim().is_empty()
                && !t.is_empty()
                && marker.is_none()
                && !columns
                && !p.trim().contains("  ")
                && indent >= p_text_at
        });
        if continues {
            out.push(' ');
            out.push_str(t.trim_end());
        } else {
            if previous.is_some() {
                out.push('\n');
            }
            out.push_str(line.trim_end());
        }
        // A continued line keeps the text position of the line it carries on.
        let keep = match previous {
            Some((_, p_text_at)) if continues => p_text_at,
            _ => text_at,
        };
        previous = Some((line, keep));
    }
    out
}
