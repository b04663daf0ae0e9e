//! The scoring sheet beside the table, and the line above the table (turn, actions left, the
//! pile).

use super::TableView;
use crate::lang::say;
use crate::session::ActiveTable;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self};
use mogland_rules::core::{Arg, SeatId, Text};
use mogland_rules::games::here_kitty_kitty::{Cats, Colour, HereKittyKittyObservation, scoring};

impl TableView<'_> {
    /// Turn, actions left, the pile and the final round, under the prompt bar.
    pub(super) fn info(&self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label(tr!("hkk-ui-turn", number = self.obs.turn_number));
            ui.separator();
            ui.label(
                egui::RichText::new(tr!("hkk-ui-to-play", name = self.name(self.obs.turn_seat)))
                    .color(theme::ink_of(self.colour(self.obs.turn_seat)))
                    .strong(),
            );
            ui.label(tr!("hkk-ui-actions-left", count = self.obs.actions_left));
            ui.separator();
            ui.label(tr!("hkk-ui-draw-pile", count = self.obs.draw_pile));
            ui.label(tr!("hkk-ui-hand-limit", limit = self.obs.rules.hand));
            if let Some(left) = self.obs.final_turns {
                ui.separator();
                ui.label(
                    egui::RichText::new(tr!("hkk-ui-final-round", count = left))
                        .color(theme::WARN)
                        .strong(),
                );
            }
        });
    }

    /// The scoring sheet, live: the rulebook's rows, a column per player; hovering a cell says
    /// where its points come from.
    pub(super) fn sheet(
        &self,
        ui: &mut egui::Ui,
        rows: &[(Text, Vec<i64>)],
        cols: &[scoring::Column],
    ) {
        ui.label(egui::RichText::new(tr!("hkk-ui-sheet")).strong());
        ui.label(
            egui::RichText::new(if self.obs.game_over {
                tr!("hkk-ui-sheet-final")
            } else {
                tr!("hkk-ui-sheet-now")
            })
            .small(),
        );
        egui::ScrollArea::vertical()
            .id_salt("hkk-sheet")
            .max_height(ui.available_height() * 0.72)
            .show(ui, |ui| {
                // Compact rows: the whole sheet fits a 1280×720 window without scrolling.
                ui.spacing_mut().interact_size.y = 16.0;
                egui::Grid::new("hkk-sheet-grid")
                    .striped(true)
                    .spacing([6.0, 1.0])
                    .min_col_width(26.0)
                    .show(ui, |ui| {
                        ui.label("");
                        for s in 0..cols.len() {
                            let s = SeatId(s as u8);
                            // The whole name: the panel is made wide enough for it.
                            ui.label(
                                egui::RichText::new(self.name(s))
                                    .small()
                                    .strong()
                                    .color(self.colour(s)),
                            );
                        }
                        ui.end_row();
                        for (r, (label, pts)) in rows.iter().enumerate() {
                            let total = r + 1 == rows.len();
                            let short = short_label(label);
                            let l = ui.label(if total {
                                egui::RichText::new(short).strong()
                            } else {
                                egui::RichText::new(short).small()
                            });
                            l.on_hover_text(say(label));
                            for (i, p) in pts.iter().enumerate() {
                                let text = if *p == 0 && !total {
                                    "–".to_string()
                                } else {
                                    p.to_string()
                                };
                                let rich = if total {
                                    egui::RichText::new(text).strong()
                                } else {
                                    egui::RichText::new(text).small()
                                };
                                ui.label(rich)
                                    .on_hover_text(explain(r, label, &cols[i], self.obs, i));
                            }
                            ui.end_row();
                        }
                    });
            });
    }
}

/// The side panel's width: the sheet's row labels, then a column per player as wide as the
/// player's name (small bold text is about 7.5 points a letter), within what a 1280-wide
/// window can give.
pub(super) fn sheet_width(table: &ActiveTable) -> f32 {
    let cols: f32 = table
        .setup
        .seats
        .iter()
        .map(|s| (s.name.chars().count() as f32 * 7.5 + 8.0).max(28.0))
        .sum();
    (128.0 + cols).clamp(300.0, 460.0)
}

/// The sheet's row, short (the panel is narrow): its whole line is its hover text.
pub(super) fn short_label(row: &Text) -> String {
    let colour = row_colour(row).map_or("", |c| c.name());
    match row.id().unwrap_or_default() {
        "hkk-score-house" => tr!("hkk-sheet-house"),
        "hkk-score-porch" => tr!("hkk-sheet-porch"),
        "hkk-score-yard" => tr!("hkk-sheet-yard"),
        "hkk-score-five" => tr!("hkk-sheet-five", colour = colour),
        "hkk-score-each-colour" => tr!("hkk-sheet-each-colour"),
        "hkk-score-most" => tr!("hkk-sheet-most", colour = colour),
        "hkk-score-one-colour-house" => tr!("hkk-sheet-one-colour-house"),
        "hkk-score-best-in-show" => tr!("hkk-sheet-best-in-show"),
        _ => say(row),
    }
}

/// The colour a row of the sheet counts, if it counts one.
pub(super) fn row_colour(row: &Text) -> Option<Colour> {
    let Some(Arg::Name(key)) = row.arg("colour") else {
        return None;
    };
    Colour::ALL.into_iter().find(|c| c.name() == key)
}

/// Where a cell's points come from.
pub(super) fn explain(
    row: usize,
    label: &Text,
    col: &scoring::Column,
    obs: &HereKittyKittyObservation,
    seat: usize,
) -> String {
    let [yard, porch, house] = obs.zones[seat];
    let all = yard.plus(&porch).plus(&house);
    // "2 black, 1 orange".
    let colours = |c: &Cats| {
        Colour::ALL
            .iter()
            .filter(|&&k| c.of(k) > 0)
            .map(|&k| tr!("hkk-ui-why-colour", count = c.of(k), colour = k.name()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match row {
        // "No Cats in the House", "1 Cat on the Porch × 3 = 3 (1 orange)".
        0 => match house.total() {
            0 => tr!("hkk-ui-why-house-none"),
            n => {
                let points = n * 5;
                tr!(
                    "hkk-ui-why-house",
                    count = n,
                    points = points,
                    colours = colours(&house)
                )
            }
        },
        1 => match porch.total() {
            0 => tr!("hkk-ui-why-porch-none"),
            n => {
                let points = n * 3;
                tr!(
                    "hkk-ui-why-porch",
                    count = n,
                    points = points,
                    colours = colours(&porch)
                )
            }
        },
        2 => match yard.total() {
            0 => tr!("hkk-ui-why-yard-none"),
            n => tr!("hkk-ui-why-yard", count = n),
        },
        _ if label.is("hkk-score-total") => tr!(
            "hkk-ui-why-total",
            points = col.total,
            cats = col.cats,
            most = col.most_of_one
        ),
        _ => {
            if let Some(c) = row_colour(label).as_ref() {
                let n = all.of(*c);
                if label.is("hkk-score-five") {
                    tr!("hkk-ui-why-five", count = n, colour = c.name())
                } else {
                    let best = (0..obs.seats())
                        .map(|i| {
                            let [a, b, h] = obs.zones[i];
                            a.plus(&b).plus(&h).of(*c)
                        })
                        .max()
                        .unwrap_or(0);
                    tr!("hkk-ui-why-most", count = n, colour = c.name(), best = best)
                }
            } else if label.is("hkk-score-each-colour") {
                tr!("hkk-ui-why-each-colour", colours = colours(&all))
            } else if label.is("hkk-score-one-colour-house") {
                if house.total() == 0 {
                    tr!("hkk-ui-why-one-colour-house-none")
                } else {
                    tr!("hkk-ui-why-one-colour-house", colours = colours(&house))
                }
            } else {
                let best = obs.zones.iter().map(|z| z[1].total()).max().unwrap_or(0);
                tr!(
                    "hkk-ui-why-best-in-show",
                    count = porch.total(),
                    best = best
                )
            }
        }
    }
}
