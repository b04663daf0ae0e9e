//! Game over: who won and why the game ended, how each seat finished in the game's own terms
//! (foods and lives, rooms and energy, punishment points, cream, the scoring sheet), the game
//! told as charts (`egui_plot`: each figure of each seat over the rounds or turns), then "play
//! again" (same table, new shuffle) and "menu".

use crate::app::Go;
use crate::app::playing::FinishedTable;
use crate::audio::{PlaySound, Sound};
use crate::lang::{self, label, say};
use crate::states::Screen;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{AxisHints, GridMark, Line, Plot, PlotPoints};
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
    let mut root = theme::screen(ctx, "screen");
    let Some(done) = finished else {
        go.write(Go::Menu);
        return Ok(());
    };
    // The charts (and the scoring sheet) on the right; the result and the buttons on the left.
    let right = (root.available_width() * 0.52).clamp(360.0, 820.0);
    egui::Panel::right("game-over-charts")
        .exact_size(right)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(theme::PAPER)
                .inner_margin(egui::Margin::same(theme::GAP_M as i8)),
        )
        .show(&mut root, |ui| {
            // A wide scoring sheet (Grand Prrrrix's) scrolls sideways rather than leave the panel.
            egui::ScrollArea::both()
                .id_salt("game-over-right")
                .show(ui, |ui| {
                    // The charts fit the panel even where the sheet is wider and scrolls.
                    let width = ui.available_width();
                    if !done.sheet.is_empty() {
                        sheet(ui, &done);
                        ui.add_space(theme::GAP_M);
                    }
                    charts(ui, &done, width);
                });
        });
    egui::CentralPanel::default().show(&mut root, |ui| {
        // A long table of standings pushes the buttons down: they scroll into view. A wide one
        // (Grand Prrrrix's figures, in a longer language) scrolls sideways.
        egui::ScrollArea::both()
            .id_salt("game-over-left")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_space(theme::GAP_L);
                ui.label(
                    egui::RichText::new(tr!(
                        "over-title",
                        game = mogland_rules::games::name_of(done.setup.game)
                    ))
                    .size(theme::SUBHEADING),
                );
                let names: Vec<&str> = done
                    .outcome
                    .winners
                    .iter()
                    .map(|s| title(&done, *s))
                    .collect();
                let headline = match names.as_slice() {
                    [one] => tr!("over-wins", name = one.to_string()),
                    many => tr!("over-shared-win", names = lang::and_list(many)),
                };
                ui.label(
                    egui::RichText::new(headline)
                        .size(theme::HEADING)
                        .strong()
                        .color(theme::ACCENT),
                );
                // Why the game ended, and how a tie was broken.
                ui.label(egui::RichText::new(say(&done.outcome.summary)).size(theme::BODY));
                ui.add_space(theme::GAP_M);
                standings(ui, &done);
                ui.add_space(theme::GAP_L);
                if done.online {
                    ui.label(egui::RichText::new(tr!("over-online-again")).size(theme::BODY));
                    ui.add_space(theme::GAP_M);
                    if theme::primary_button(ui, &tr!("over-menu")) {
                        go.write(Go::Menu);
                    }
                } else {
                    ui.horizontal_wrapped(|ui| {
                        if theme::primary_button(ui, &tr!("over-play-again")) {
                            go.write(Go::PlayAgain);
                        }
                        if theme::wide_button(ui, &tr!("over-menu")) {
                            go.write(Go::Menu);
                        }
                    });
                }
                if done.kept.is_some() {
                    ui.add_space(theme::GAP_M);
                    if theme::wide_button(ui, &tr!("over-watch-again")) {
                        go.write(Go::WatchFinished);
                    }
                    ui.label(
                        egui::RichText::new(tr!("over-kept"))
                            .size(theme::SMALL)
                            .color(theme::INK_SOFT),
                    );
                }
            });
    });
    Ok(())
}

fn title(done: &FinishedTable, seat: SeatId) -> &str {
    done.looks
        .get(seat.index())
        .map_or(done.setup.seats[seat.index()].name.as_str(), |l| &l.1)
}

fn colour(done: &FinishedTable, seat: SeatId) -> egui::Color32 {
    theme::colour(
        done.looks
            .get(seat.index())
            .map_or(done.setup.seats[seat.index()].colour, |l| l.0),
    )
}

/// Every seat, winners first then in the game's order of merit, with its final figures in the
/// game's own terms and its score.
fn standings(ui: &mut egui::Ui, done: &FinishedTable) {
    let n = done.setup.seats.len();
    let finals: Vec<Vec<i64>> = done
        .timeline
        .samples
        .last()
        .map(|(_, f)| f.clone())
        .unwrap_or_default();
    // Figures other than the score itself get a column of their own.
    let extra: Vec<usize> = (0..done.timeline.names.len())
        .filter(|&f| done.timeline.names[f] != done.score_label)
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| {
        let won = done.outcome.winners.contains(&SeatId(i as u8));
        let score = done.outcome.scores[i];
        (!won, if done.lower_wins { score } else { -score })
    });
    egui::Grid::new("standings")
        .num_columns(3 + extra.len())
        .spacing([theme::GAP_L, theme::GAP])
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(egui::RichText::new(theme::capitalised(&label(done.score_label))).strong());
            for &f in &extra {
                let name = label(done.timeline.names[f]);
                ui.label(egui::RichText::new(theme::capitalised(&name)).strong());
            }
            ui.label("");
            ui.end_row();
            for i in order {
                let seat = SeatId(i as u8);
                crate::view::seats::label(
                    ui,
                    seat,
                    colour(done, seat),
                    title(done, seat),
                    theme::BODY + 2.0,
                );
                ui.label(
                    egui::RichText::new(done.outcome.scores[i].to_string())
                        .size(theme::SUBHEADING)
                        .strong(),
                );
                for &f in &extra {
                    let v = finals.get(f).and_then(|v| v.get(i)).copied();
                    ui.label(
                        egui::RichText::new(v.map_or("–".into(), |v| v.to_string()))
                            .size(theme::BODY + 2.0),
                    );
                }
                let won = done.outcome.winners.contains(&seat);
                ui.label(if won {
                    egui::RichText::new(tr!("over-winner"))
                        .color(theme::GOOD)
                        .strong()
                } else {
                    egui::RichText::new("")
                });
                ui.end_row();
            }
        });
}

/// One chart per figure: a line per seat over the game's clock, in the seat's colour. The
/// charts are pictures, not tools: nothing pans or zooms them, their bounds are always the
/// data's (0 included), the seats' key sits above each chart (over none of its lines), and
/// each axis is wide enough for its numbers from the first frame, so the y-axis keeps its
/// labels after the panel was scrolled (egui_plot sizes an axis by what it drew last frame,
/// and an axis scrolled out of sight draws nothing).
fn charts(ui: &mut egui::Ui, done: &FinishedTable, width: f32) {
    let h = &done.timeline;
    if h.samples.len() < 2 {
        return;
    }
    let n = done.setup.seats.len();
    let sheet = if done.sheet.is_empty() { 0.0 } else { 40.0 };
    let height =
        ((ui.available_height() - sheet) / h.names.len().max(1) as f32 - 64.0).clamp(140.0, 420.0);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let text_size = |ui: &egui::Ui, text: String| {
        ui.painter()
            .layout_no_wrap(text, font.clone(), egui::Color32::PLACEHOLDER)
            .size()
    };
    // The x-axis: a row of numbers, then the clock's name under it.
    let row = text_size(ui, "0".into()).y;
    let x_axis = row * 2.25 + 2.0;
    let clock = label(h.clock);
    for (f, name) in h.names.iter().enumerate() {
        ui.label(
            egui::RichText::new(tr!(
                "over-chart",
                figure = theme::capitalised(&label(name)),
                clock = clock.as_str()
            ))
            .strong()
            .size(theme::BODY),
        );
        key(ui, done);
        let lines: Vec<Vec<[f64; 2]>> = (0..n)
            .map(|i| {
                h.samples
                    .iter()
                    .filter_map(|(t, figures)| {
                        let v = figures.get(f)?.get(i)?;
                        Some([*t as f64, *v as f64])
                    })
                    .collect()
            })
            .collect();
        let values = lines.iter().flatten().map(|p| p[1]);
        let low = values.clone().fold(0.0_f64, f64::min);
        let high = values.fold(1.0_f64, f64::max);
        // The widest number the y-axis may write: its ends, with the plot's margin above and
        // below (a grid mark can fall just past the data).
        let reach = (high - low).max(1.0) * 0.1;
        let y_axis = [low - reach, high + reach]
            .into_iter()
            .map(|v| text_size(ui, integer(v).to_string()).x)
            .fold(0.0_f32, f32::max)
            + 12.0;
        Plot::new(("game-over-chart", f))
            .width(width)
            .height(height)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_axis_zoom_drag(false)
            .allow_double_click_reset(false)
            .include_y(low)
            .include_y(high)
            .custom_x_axes(vec![
                AxisHints::new_x()
                    .label(clock.as_str())
                    .formatter(|mark, _| whole(mark))
                    .min_thickness(x_axis),
            ])
            .custom_y_axes(vec![
                AxisHints::new_y()
                    .formatter(|mark, _| whole(mark))
                    .min_thickness(y_axis),
            ])
            .show(ui, |plot| {
                for (i, points) in lines.into_iter().enumerate() {
                    let seat = SeatId(i as u8);
                    plot.line(
                        Line::new(title(done, seat).to_string(), PlotPoints::from(points))
                            .color(colour(done, seat))
                            .width(2.5),
                    );
                }
            });
        ui.add_space(theme::GAP);
    }
}

/// The charts' key: each seat's marker and name in its line's colour, in a row.
fn key(ui: &mut egui::Ui, done: &FinishedTable) {
    ui.horizontal_wrapped(|ui| {
        for i in 0..done.setup.seats.len() {
            let seat = SeatId(i as u8);
            crate::view::seats::label(
                ui,
                seat,
                colour(done, seat),
                title(done, seat),
                theme::SMALL,
            );
            ui.add_space(theme::GAP);
        }
    });
}

/// The figures and the clock are whole numbers: an axis writes the marks of whole steps (1,
/// 10, 100…) and leaves the finer ones blank.
fn whole(mark: GridMark) -> String {
    if mark.step_size >= 1.0 {
        integer(mark.value).to_string()
    } else {
        String::new()
    }
}

fn integer(v: f64) -> i64 {
    v.round() as i64
}

/// The game's scoring sheet, final: a row per line of the rulebook's sheet, a column per seat.
fn sheet(ui: &mut egui::Ui, done: &FinishedTable) {
    ui.label(egui::RichText::new(tr!("over-sheet")).strong());
    egui::Grid::new("final-sheet")
        .num_columns(done.setup.seats.len() + 1)
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for i in 0..done.setup.seats.len() {
                let seat = SeatId(i as u8);
                ui.label(
                    egui::RichText::new(title(done, seat))
                        .color(colour(done, seat))
                        .strong(),
                );
            }
            ui.end_row();
            for (i, (row, points)) in done.sheet.iter().enumerate() {
                // The last row is the total.
                let last = i + 1 == done.sheet.len();
                let text = |t: String| {
                    if last {
                        egui::RichText::new(t).strong()
                    } else {
                        egui::RichText::new(t).small()
                    }
                };
                ui.label(text(say(row)));
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
