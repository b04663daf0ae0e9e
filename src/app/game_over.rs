//! Game over: the final scores, who won and how, "play again" (same table, new shuffle) and
//! "menu".

use crate::app::style;
use crate::app::table::FinishedTable;
use crate::app::{Go, Screen};
use crate::audio::{PlaySound, Sound};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::SeatId;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::GameOver),
        |mut s: MessageWriter<PlaySound>| {
            s.write(PlaySound(Sound::Meow));
        },
    )
    .add_systems(
        EguiPrimaryContextPass,
        game_over_ui.run_if(in_state(Screen::GameOver)),
    );
}

fn game_over_ui(
    mut contexts: EguiContexts,
    finished: Option<Res<FinishedTable>>,
    mut go: MessageWriter<Go>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen(ctx, "screen");
    let Some(done) = finished else {
        go.write(Go::Menu);
        return Ok(());
    };
    if !done.sheet.is_empty() {
        egui::Panel::right("final-sheet")
            .resizable(false)
            .show(&mut root, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.add_space(40.0);
                    sheet(ui, &done);
                });
            });
    }
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(40.0);
            ui.heading(format!(
                "{} — game over",
                mogland_rules::games::name_of(done.setup.game)
            ));
            let names: Vec<&str> = done
                .outcome
                .winners
                .iter()
                .map(|s| done.setup.seats[s.index()].name.as_str())
                .collect();
            let headline = match names.as_slice() {
                [one] => format!("{one} wins!"),
                many => format!("Shared win: {}", many.join(" and ")),
            };
            ui.label(
                egui::RichText::new(headline)
                    .size(40.0)
                    .color(style::ACCENT),
            );
            ui.label(&done.outcome.summary);
            ui.add_space(20.0);
            egui::Grid::new("scores")
                .num_columns(3)
                .spacing([30.0, 10.0])
                .show(ui, |ui| {
                    ui.label(egui::RichText::new("Cat").strong());
                    ui.label(egui::RichText::new(done.score_label).strong());
                    ui.label("");
                    ui.end_row();
                    for (i, seat) in done.setup.seats.iter().enumerate() {
                        crate::view::seats::label(
                            ui,
                            mogland_rules::core::SeatId(i as u8),
                            style::colour(seat.colour),
                            &seat.name,
                            style::SUBHEADING,
                        );
                        ui.label(
                            egui::RichText::new(done.outcome.scores[i].to_string()).size(22.0),
                        );
                        let won = done.outcome.winners.contains(&SeatId(i as u8));
                        ui.label(if won { "winner" } else { "" });
                        ui.end_row();
                    }
                });
            ui.add_space(30.0);
            if style::primary_button(ui, "Play again") {
                go.write(Go::PlayAgain);
            }
            if style::wide_button(ui, "Menu") {
                go.write(Go::Menu);
            }
        });
    });
    Ok(())
}

/// The game's scoring sheet, final: a row per line of the rulebook's sheet, a column per seat.
fn sheet(ui: &mut egui::Ui, done: &FinishedTable) {
    ui.label(egui::RichText::new("Scoring sheet").strong());
    egui::Grid::new("final-sheet")
        .num_columns(done.setup.seats.len() + 1)
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for seat in &done.setup.seats {
                ui.label(
                    egui::RichText::new(&seat.name)
                        .color(style::colour(seat.colour))
                        .strong(),
                );
            }
            ui.end_row();
            for (i, (label, points)) in done.sheet.iter().enumerate() {
                // The last row is the total.
                let last = i + 1 == done.sheet.len();
                let text = |t: String| {
                    if last {
                        egui::RichText::new(t).strong()
                    } else {
                        egui::RichText::new(t).small()
                    }
                };
                ui.label(text(label.clone()));
                for p in points {
                    ui.label(text(if *p == 0 && !last {
                        "–".into()
                    } else {
                        p.to_string()
                    }));
                }
                ui.end_row();
            }
        });
}
