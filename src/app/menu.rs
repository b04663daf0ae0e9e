//! The main menu, a card over the title scene: continue the autosaved table, set up a new one,
//! settings, quit; all from the keyboard too. Level files with problems are listed here with
//! file, line and column.

use crate::app::settings_page::SettingsPage;
use crate::app::unfinished::{self, Slot, Unfinished};
use crate::app::{Go, Notices};
use crate::audio::{PlaySound, Sound};
use crate::levels::LevelLibrary;
use crate::session::BoardArea;
use crate::settings::Paths;
use crate::states::Screen;
use crate::theme::{self, big_button};
use crate::tr;
use crate::view::kit::icons;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.init_resource::<Kept>()
        .add_systems(OnEnter(Screen::Menu), look_for_kept)
        .add_systems(
            EguiPrimaryContextPass,
            menu_ui.run_if(in_state(Screen::Menu)),
        );
}

/// The unfinished games "Continue" offers, read when the menu opens (not every frame).
#[derive(Resource, Default)]
pub struct Kept(pub Vec<Unfinished>);

pub fn look_for_kept(paths: Res<Paths>, mut kept: ResMut<Kept>) {
    unfinished::move_old_save(&paths);
    kept.0 = unfinished::list(&paths);
}

/// "Continue…" with several unfinished games: the list, and the one the player asked to drop.
#[derive(Default)]
struct ContinuePage {
    open: bool,
    dropping: Option<Slot>,
}

/// Each unfinished game: continue it, or drop it (after a second click that says so).
fn continue_page(
    ui: &mut egui::Ui,
    kept: &mut Kept,
    page: &mut ContinuePage,
    paths: &Paths,
    go: &mut MessageWriter<Go>,
) {
    ui.label(
        egui::RichText::new(tr!("menu-unfinished"))
            .size(theme::BODY)
            .strong(),
    );
    let mut dropped = None;
    for u in &kept.0 {
        ui.add_space(theme::GAP_S);
        if big_button(ui, true, &u.title()) {
            go.write(Go::ContinueFrom(u.slot));
        }
        ui.label(
            egui::RichText::new(u.detail())
                .size(theme::SMALL)
                .color(theme::INK_SOFT),
        );
        if page.dropping == Some(u.slot) {
            ui.horizontal(|ui| {
                ui.label(tr!("menu-drop-ask"));
                if ui.button(tr!("menu-drop-yes")).clicked() {
                    dropped = Some(u.slot);
                }
                if ui.button(tr!("menu-drop-no")).clicked() {
                    page.dropping = None;
                }
            });
        } else if ui.small_button(tr!("menu-drop")).clicked() {
            page.dropping = Some(u.slot);
        }
    }
    if let Some(slot) = dropped {
        slot.clear(paths);
        kept.0.retain(|u| u.slot != slot);
        page.dropping = None;
    }
    ui.add_space(theme::GAP_M);
    if big_button(ui, true, &tr!("menu-back")) || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        *page = ContinuePage::default();
    }
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
    mut kept: ResMut<Kept>,
    mut page: Local<ContinuePage>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::screen(ctx, "screen");
    // In a short window (a large interface size) the cat's head and the wide spacing go, so
    // that every button shows without scrolling.
    let compact = ctx.content_rect().height() < 700.0;
    let (margin, gap) = if compact {
        (theme::GAP_L, theme::GAP_M)
    } else {
        (theme::GAP_XL, theme::GAP_XL)
    };
    // The menu is a paper card on the left; the title scene shows through the rest.
    let card = egui::Frame::new()
        .fill(theme::PAPER.gamma_multiply(0.97))
        .inner_margin(egui::Margin::symmetric(theme::GAP_L as i8, margin as i8))
        .shadow(theme::visuals().window_shadow);
    egui::Panel::left("menu")
        .resizable(false)
        .exact_size(380.0)
        .frame(card)
        .show(&mut root, |ui| {
            // At a large interface size the card is taller than the window: it scrolls.
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    if !compact {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(72.0, 72.0), egui::Sense::hover());
                        icons::cat_head(
                            ui.painter(),
                            rect.center() + egui::vec2(0.0, 8.0),
                            30.0,
                            theme::ACCENT,
                            egui::Stroke::NONE,
                        );
                    }
                    ui.label(
                        egui::RichText::new("Mogland")
                            .size(theme::TITLE)
                            .strong()
                            .color(theme::ACCENT),
                    );
                    ui.label(
                        egui::RichText::new(tr!("menu-tagline"))
                            .size(theme::BODY)
                            .color(theme::INK_SOFT),
                    );
                    // What went wrong last (the host left, a save refused) comes first, where
                    // it is read before anything is clicked: below the buttons it fell past
                    // the window's edge.
                    if !notices.0.is_empty() {
                        ui.add_space(theme::GAP_M);
                        theme::problems(ui, &notices.lines());
                    }
                    ui.add_space(gap);
                    if *learning {
                        // "Learn to play": which game?
                        ui.label(
                            egui::RichText::new(tr!("menu-learn-heading"))
                                .size(theme::BODY)
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
                        if big_button(ui, true, &tr!("menu-back"))
                            || ui.input(|i| i.key_pressed(egui::Key::Escape))
                        {
                            *learning = false;
                        }
                        return;
                    }
                    if page.open {
                        continue_page(ui, &mut kept, &mut page, &paths, &mut go);
                        return;
                    }
                    let continue_label = match kept.0.as_slice() {
                        [] => tr!("menu-continue"),
                        [one] => tr!("menu-continue-one", title = one.title()),
                        all => tr!("menu-continue-many", count = all.len()),
                    };
                    if big_button(ui, !kept.0.is_empty(), &continue_label) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        match kept.0.as_slice() {
                            [one] => {
                                go.write(Go::ContinueFrom(one.slot));
                            }
                            _ => page.open = true,
                        }
                    }
                    if big_button(ui, true, &tr!("menu-learn")) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        *learning = true;
                    }
                    if big_button(ui, true, &tr!("menu-new-table")) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        notices.0.clear();
                        go.write(Go::NewTable);
                    }
                    if big_button(ui, true, &tr!("menu-join")) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        notices.0.clear();
                        go.write(Go::Join);
                    }
                    if big_button(ui, true, &tr!("menu-history")) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        notices.0.clear();
                        go.write(Go::History);
                    }
                    if big_button(ui, true, &tr!("menu-settings")) {
                        sounds.write(PlaySound(Sound::MenuClick));
                        settings_page.open = true;
                    }
                    if big_button(ui, true, &tr!("menu-quit")) {
                        exit.write(AppExit::Success);
                    }
                    ui.add_space(theme::GAP_L);
                    ui.label(
                        egui::RichText::new(tr!("menu-keys"))
                            .size(theme::SMALL)
                            .color(theme::INK_SOFT),
                    );
                    let errors = library.errors();
                    if !errors.is_empty() {
                        ui.add_space(theme::GAP_M);
                        ui.label(egui::RichText::new(tr!("menu-level-problems")).strong());
                        theme::problems(ui, &errors);
                    }
                });
            });
        });
    // The rest of the window is the title scene's: the board camera frames the table there.
    board.0 = Some(root.available_rect_before_wrap());
    Ok(())
}
