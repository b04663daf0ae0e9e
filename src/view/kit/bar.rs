//! The prompt bar across the top of every table: the game, who is asked and what (from the
//! rules' decision, not guessed from the legal list), a "thinking…" cue while bots decide,
//! Skip while the view plays back, Undo, and the last refusal with the rule that refused.

use crate::app::Screen;
use crate::app::bots::Thinking;
use crate::app::privacy::TableUi;
use crate::app::style;
use crate::app::table::{ActiveTable, LastRefusal, Turn, UndoRequest, ViewBusy};
use crate::view::kit::playback::SkipPlayback;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::SeatId;
use mogland_rules::core::hotseat::Viewer;

/// The window below the prompt bar, where the table's own panels go (egui points).
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct TableArea(pub Option<egui::Rect>);

impl TableArea {
    /// A Ui over the table's area (the whole window before the bar has been drawn).
    pub fn ui(&self, ctx: &egui::Context, id: &'static str) -> egui::Ui {
        style::screen_in(ctx, id, self.0.unwrap_or(ctx.viewport_rect()))
    }
}

/// The part of the table area no panel covers: where the board shows and takes clicks.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct BoardArea(pub Option<egui::Rect>);

pub fn plugin(app: &mut App) {
    app.init_resource::<TableArea>()
        .init_resource::<BoardArea>()
        .add_systems(OnExit(Screen::Playing), |mut b: ResMut<BoardArea>| {
            b.0 = None
        })
        .add_systems(
            EguiPrimaryContextPass,
            bar.in_set(TableUi::Bar)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveTable>)),
        );
}

/// "Felix", "Felix and Ada", "Felix, Ada and Mog".
pub fn names(table: &ActiveTable, seats: &[SeatId]) -> String {
    let names: Vec<&str> = seats.iter().map(|s| table.name(*s)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [many @ .., last] => format!("{} and {last}", many.join(", ")),
    }
}

/// The bar's line: who is asked and what.
pub fn status(table: &ActiveTable, turn: &Turn, thinking: &[SeatId], busy: bool) -> String {
    let Some(asked) = &turn.asked else {
        return "The game is over".into();
    };
    if busy {
        return "Showing what happened…".into();
    }
    if !thinking.is_empty() {
        let verb = if thinking.len() == 1 { "is" } else { "are" };
        return format!("{} {verb} thinking…", names(table, thinking));
    }
    match turn.viewer {
        Some(Viewer::PassTo(s)) => format!("Pass the screen to {}", table.name(s)),
        Some(Viewer::Seat(me)) if asked.seats.contains(&me) => {
            let others: Vec<SeatId> = asked.seats.iter().copied().filter(|s| *s != me).collect();
            let also = if asked.is_response() && !others.is_empty() {
                format!(" ({} may answer too)", names(table, &others))
            } else {
                String::new()
            };
            format!("{}: {}{also}", table.name(me), asked.prompt)
        }
        _ => {
            let who = names(table, &asked.seats);
            if asked.is_response() {
                format!("{who} may answer")
            } else {
                format!("{who}'s turn")
            }
        }
    }
}

fn bar(
    mut contexts: EguiContexts,
    table: Res<ActiveTable>,
    turn: Res<Turn>,
    thinking: Res<Thinking>,
    busy: Res<ViewBusy>,
    refusal: Res<LastRefusal>,
    mut undo: MessageWriter<UndoRequest>,
    mut skip: MessageWriter<SkipPlayback>,
    mut area: ResMut<TableArea>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen(ctx, "prompt-bar");
    let thinking = thinking.seats();
    egui::Panel::top("prompt-bar").show(&mut root, |ui| {
        // As tall as its buttons, whether they show or not, so the table does not jump.
        ui.set_min_height(30.0);
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(table.rules.info().name)
                    .strong()
                    .size(20.0)
                    .color(style::ACCENT),
            );
            ui.separator();
            if !thinking.is_empty() {
                ui.add(egui::Spinner::new());
            }
            ui.label(egui::RichText::new(status(&table, &turn, &thinking, busy.0)).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(egui::RichText::new("Esc: menu").small());
                if let Some(seat) = turn.can_undo
                    && ui
                        .button("Undo")
                        .on_hover_text(format!(
                            "Take back {}'s last move (Ctrl+Z)",
                            table.name(seat)
                        ))
                        .clicked()
                {
                    undo.write(UndoRequest(seat));
                }
                if busy.0
                    && ui
                        .button("Skip ▶▶")
                        .on_hover_text("Show the rest at once")
                        .clicked()
                {
                    skip.write(SkipPlayback);
                }
            });
        });
        if let Some(r) = &refusal.0 {
            ui.label(egui::RichText::new(r).color(style::WARN));
        }
    });
    area.0 = Some(root.available_rect_before_wrap());
    Ok(())
}
