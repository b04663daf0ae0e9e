//! "History" (main menu): every finished game, newest first, with a filter by game. Each can be
//! watched again, exported to a file or deleted; a file from a friend can be opened; and each
//! player's record over the history is below the list.

use crate::app::Go;
use crate::app::replay::{self, Back};
use crate::games::texts;
use crate::history::{Entry, History, Listing, records};
use crate::settings::Paths;
use crate::states::Screen;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::{GameId, SeatKind};

/// What the page shows and what it was last told.
#[derive(Resource, Default)]
pub struct HistoryPage {
    pub listing: Listing,
    pub filter: Option<GameId>,
    /// The path typed into "Open a file".
    pub path: String,
    /// The game whose "Delete" was clicked once: a second click deletes it.
    pub confirm: Option<String>,
    /// What the last action did or why it could not.
    pub note: Option<String>,
}

/// What the page's buttons ask for (handled with the world at hand).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum HistoryAction {
    Watch(String),
    Export(String),
    Delete(String),
    OpenFile,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<HistoryPage>()
        .add_message::<HistoryAction>()
        .add_systems(OnEnter(Screen::History), load)
        .add_systems(Update, act.run_if(in_state(Screen::History)))
        .add_systems(
            EguiPrimaryContextPass,
            page.run_if(in_state(Screen::History)),
        );
}

fn history(world: &World) -> History {
    History::new(world.resource::<Paths>().history.clone())
}

/// Reads the list afresh (the index, rebuilt where it must be).
fn load(world: &mut World) {
    let listing = history(world).list();
    let mut page = world.resource_mut::<HistoryPage>();
    page.confirm = None;
    if !listing.unreadable.is_empty() {
        let count = listing.unreadable.len();
        page.note = Some(tr!(
            "history-unreadable",
            count = count,
            files = listing.unreadable.join("; ")
        ));
    }
    page.listing = listing;
}

fn title(e: &Entry) -> String {
    format!(
        "{}, {}",
        mogland_rules::games::name_of(e.game),
        e.finished.get(..16).unwrap_or(&e.finished)
    )
}

fn act(world: &mut World) {
    let wanted: Vec<HistoryAction> = world
        .resource_mut::<Messages<HistoryAction>>()
        .drain()
        .collect();
    for action in wanted {
        let h = history(world);
        let note = match action {
            HistoryAction::Watch(file) => {
                let entry = world
                    .resource::<HistoryPage>()
                    .listing
                    .entries
                    .iter()
                    .find(|e| e.file == file)
                    .map(title)
                    .unwrap_or_else(|| file.clone());
                h.read(&file)
                    .and_then(|text| replay::open(world, &text, Back::History, entry))
                    .err()
            }
            HistoryAction::Export(file) => {
                let to = world.resource::<Paths>().exports.join(&file);
                Some(match h.export(&file, &to) {
                    Ok(()) => tr!("history-exported", path = to.display().to_string()),
                    Err(e) => tr!("history-export-failed", error = e.to_string()),
                })
            }
            HistoryAction::Delete(file) => {
                let result = h.delete(&file);
                load(world);
                result.err()
            }
            HistoryAction::OpenFile => {
                let path = world.resource::<HistoryPage>().path.trim().to_owned();
                let name = std::path::Path::new(&path)
                    .file_name()
                    .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
                std::fs::read_to_string(&path)
                    .map_err(|e| {
                        tr!(
                            "history-open-failed",
                            path = path.as_str(),
                            error = e.to_string()
                        )
                    })
                    .and_then(|text| replay::open(world, &text, Back::History, name))
                    .err()
            }
        };
        let mut page = world.resource_mut::<HistoryPage>();
        page.confirm = None;
        page.note = note;
    }
}

fn seat_line(name: &str, kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => name.to_owned(),
        SeatKind::Bot(level) => tr!(
            "history-bot-seat",
            name = name,
            level = texts::bot_level(level)
        ),
    }
}

fn page(
    mut contexts: EguiContexts,
    mut page: ResMut<HistoryPage>,
    mut go: MessageWriter<Go>,
    mut out: MessageWriter<HistoryAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::screen(ctx, "history");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr!("history-title")).size(theme::HEADING));
            ui.add_space(theme::GAP_L);
            let count = page.listing.entries.len();
            ui.label(tr!("history-count", count = count));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button(egui::RichText::new(tr!("history-back")).size(theme::BUTTON))
                    .clicked()
                {
                    go.write(Go::Menu);
                }
            });
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("history-show"));
            let shown = page
                .filter
                .map_or_else(|| tr!("history-every-game"), mogland_rules::games::name_of);
            egui::ComboBox::from_id_salt("history-filter")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(page.filter.is_none(), tr!("history-every-game"))
                        .clicked()
                    {
                        page.filter = None;
                    }
                    for game in mogland_rules::games::GAMES {
                        let id = game.info().id;
                        if ui
                            .selectable_label(page.filter == Some(id), game.info().name)
                            .clicked()
                        {
                            page.filter = Some(id);
                        }
                    }
                });
            ui.add_space(theme::GAP_L);
            ui.label(tr!("history-open-file"));
            ui.add(
                egui::TextEdit::singleline(&mut page.path)
                    .hint_text("/path/to/a-game.ron")
                    .desired_width(300.0),
            );
            if ui
                .add_enabled(
                    !page.path.trim().is_empty(),
                    egui::Button::new(tr!("history-watch-file")),
                )
                .clicked()
            {
                out.write(HistoryAction::OpenFile);
            }
        });
        if let Some(note) = &page.note {
            ui.label(egui::RichText::new(note).color(theme::INK_SOFT));
        }
        ui.separator();
        let filter = page.filter;
        let entries: Vec<Entry> = page
            .listing
            .entries
            .iter()
            .filter(|e| filter.is_none_or(|g| e.game == g))
            .cloned()
            .collect();
        if page.listing.entries.is_empty() {
            ui.label(tr!("history-empty"));
        }
        let confirm = page.confirm.clone();
        let list_height = (ui.available_height() * 0.62).max(160.0);
        // A row (its seats most of all) can be wider than the window: it scrolls sideways.
        egui::ScrollArea::both()
            .id_salt("history-list")
            .max_height(list_height)
            .show_rows(ui, 30.0, entries.len(), |ui, rows| {
                egui::Grid::new("history-rows")
                    .striped(true)
                    .min_row_height(30.0)
                    .start_row(rows.start)
                    .show(ui, |ui| {
                        for e in &entries[rows] {
                            ui.label(e.finished.get(..16).unwrap_or(&e.finished));
                            ui.label(mogland_rules::games::name_of(e.game));
                            let seats: Vec<String> =
                                e.seats.iter().map(|(n, k)| seat_line(n, *k)).collect();
                            ui.label(seats.join(", "));
                            let winners: usize = e.winners.len();
                            ui.label(tr!(
                                "history-won",
                                names = e.winner_names(),
                                count = winners
                            ));
                            ui.label(tr!("history-actions", count = e.actions));
                            if ui.button(tr!("history-watch")).clicked() {
                                out.write(HistoryAction::Watch(e.file.clone()));
                            }
                            if ui.button(tr!("history-export")).clicked() {
                                out.write(HistoryAction::Export(e.file.clone()));
                            }
                            let sure = confirm.as_deref() == Some(e.file.as_str());
                            let label = if sure {
                                tr!("history-delete-sure")
                            } else {
                                tr!("history-delete")
                            };
                            if ui.button(label).clicked() {
                                if sure {
                                    out.write(HistoryAction::Delete(e.file.clone()));
                                } else {
                                    page.confirm = Some(e.file.clone());
                                }
                            }
                            ui.end_row();
                        }
                    });
            });
        ui.separator();
        ui.label(egui::RichText::new(tr!("history-records")).size(theme::SUBHEADING));
        let records = records(&page.listing.entries);
        if records.is_empty() {
            ui.label(tr!("history-no-records"));
        }
        egui::ScrollArea::vertical()
            .id_salt("history-records")
            .show(ui, |ui| {
                for (name, games) in records {
                    for (game, r) in games {
                        if filter.is_some_and(|g| g != game) {
                            continue;
                        }
                        let against: Vec<String> = r
                            .against
                            .iter()
                            .map(|(level, (played, won))| {
                                let (won, played): (usize, usize) = (*won, *played);
                                tr!(
                                    "history-against",
                                    won = won,
                                    played = played,
                                    level = texts::bot_level(*level)
                                )
                            })
                            .collect();
                        let game = mogland_rules::games::name_of(game);
                        ui.label(if against.is_empty() {
                            tr!(
                                "history-record",
                                name = name.as_str(),
                                game = game,
                                won = r.won,
                                played = r.played
                            )
                        } else {
                            tr!(
                                "history-record-bots",
                                name = name.as_str(),
                                game = game,
                                won = r.won,
                                played = r.played,
                                against = against.join(", ")
                            )
                        });
                    }
                }
            });
    });
    Ok(())
}
