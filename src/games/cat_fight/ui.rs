//! Cat Fight's panel: stocks, creams (values to their owner only), the mode (move, blocker,
//! catnip), the facing picked on a ring of drawn arrows, fight choices, "end turn" after the
//! cat has acted, dice and the log. What a click on the board means is in `input.rs`.

use super::input::{Input, Mode, blocker_squares, catnip_squares, enter_squares, move_squares};
use super::scene::{PANEL_WIDTH, Seen, Show, at, square_name};
use crate::lang::say;
use crate::session::privacy::screen_up;
use crate::session::{ActiveTable, BoardArea, TableArea, TableTurn, ViewBusy, hint_for};
use crate::theme;
use crate::tr;
use crate::view::kit::labels::BoardLabels;
use crate::view::kit::{dice, log};
use bevy::prelude::*;
use bevy_egui::egui::{Color32, Rect, Sense, Shape, Stroke, Vec2};
use bevy_egui::{EguiContexts, egui};
use mogland_rules::core::{Act, SeatId, Suggested};
use mogland_rules::games::cat_fight::{CatFightAction, Dir, Phase};

/// An arrow pointing `dir` (north is up the screen), drawn as a shaft and a head.
fn paint_arrow(p: &egui::Painter, rect: Rect, dir: Dir, colour: Color32) {
    let (dx, dy) = dir.delta();
    let d = Vec2::new(dx as f32, dy as f32).normalized();
    let n = Vec2::new(-d.y, d.x);
    let c = rect.center();
    let len = rect.width() * 0.32;
    let tip = c + d * len;
    let tail = c - d * len;
    let head = rect.width() * 0.2;
    p.line_segment([tail, tip - d * head * 0.6], Stroke::new(4.0, colour));
    p.add(Shape::convex_polygon(
        vec![
            tip,
            tip - d * head + n * head * 0.7,
            tip - d * head - n * head * 0.7,
        ],
        colour,
        Stroke::NONE,
    ));
}

/// Eight arrows round the cat: returns the direction clicked. The arrows are drawn, not
/// taken from the font, so every direction shows whatever fonts are bundled.
/// The eight facings to choose from; `glow` (a hint's, a tutorial step's) is ringed.
fn arrow_ring(ui: &mut egui::Ui, allowed: impl Fn(Dir) -> bool, glow: Option<Dir>) -> Option<Dir> {
    let layout = [
        [Some(Dir::NW), Some(Dir::N), Some(Dir::NE)],
        [Some(Dir::W), None, Some(Dir::E)],
        [Some(Dir::SW), Some(Dir::S), Some(Dir::SE)],
    ];
    let size = Vec2::splat(48.0);
    let mut picked = None;
    egui::Grid::new("arrows")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for row in layout {
                for cell in row {
                    let (rect, resp) = ui.allocate_exact_size(size, Sense::click());
                    let p = ui.painter();
                    match cell {
                        Some(d) => {
                            let on = allowed(d);
                            let bg = if on && resp.hovered() {
                                Color32::from_rgb(240, 214, 180)
                            } else {
                                Color32::from_rgb(236, 224, 200)
                            };
                            p.rect_filled(rect, 8.0, bg);
                            if glow == Some(d) {
                                p.rect_stroke(
                                    rect,
                                    8.0,
                                    Stroke::new(3.0, Color32::from_rgb(255, 200, 40)),
                                    egui::StrokeKind::Inside,
                                );
                            }
                            let ink = if on {
                                theme::INK
                            } else {
                                Color32::from_rgb(190, 180, 165)
                            };
                            paint_arrow(p, rect, d, ink);
                            if on && resp.on_hover_text(say(&d.text())).clicked() {
                                picked = Some(d);
                            }
                        }
                        None => {
                            p.circle_filled(rect.center(), 12.0, theme::ACCENT);
                        }
                    }
                }
                ui.end_row();
            }
        });
    picked
}

pub fn panel(
    mut contexts: EguiContexts,
    seen: Res<Seen>,
    mut input: ResMut<Input>,
    mut show: ResMut<Show>,
    table: Res<ActiveTable>,
    turn: Res<TableTurn>,
    busy: Res<ViewBusy>,
    game_log: Res<log::GameLog>,
    area: Res<TableArea>,
    mut board: ResMut<BoardArea>,
    camera: Query<(&Camera, &GlobalTransform), With<crate::view::BoardCamera>>,
    hint: Option<Res<Suggested<CatFightAction>>>,
    mut act: MessageWriter<Act<CatFightAction>>,
) -> Result {
    if screen_up(&turn, &busy) {
        board.0 = None;
        return Ok(()); // the privacy screen is up
    }
    let hinted = hint_for(hint.as_deref(), seen.me, seen.my_decision).copied();
    let ctx = contexts.ctx_mut()?;
    let mut root = area.ui(ctx, "cat-fight");
    let name = |s| table.name(s).to_string();
    let my_turn = seen.my_decision;
    let mut send = |action: CatFightAction, input: &mut Input| {
        if let Some(seat) = seen.me {
            act.write(Act { seat, action });
        }
        input.pending = None;
    };
    egui::Panel::right("cat-fight")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            let obs = &seen.obs;
            ui.label(egui::RichText::new(tr!("cf-ui-turn", number = obs.turn.number)).small());
            egui::Grid::new("stocks")
                .num_columns(4)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    ui.label("");
                    ui.label(egui::RichText::new(tr!("cf-ui-cream")).small());
                    ui.label(egui::RichText::new(tr!("cf-ui-blockers")).small());
                    ui.label(egui::RichText::new(tr!("cf-ui-catnip")).small());
                    ui.end_row();
                    for (i, seat) in table.setup.seats.iter().enumerate() {
                        crate::view::seats::label(
                            ui,
                            SeatId(i as u8),
                            theme::colour(seat.colour),
                            &seat.name,
                            theme::BODY,
                        );
                        let st = obs.stocks.seats[i];
                        ui.label(obs.cream_counts[i].to_string());
                        ui.label(st.blockers.to_string());
                        ui.label(if st.catnip_used {
                            tr!("cf-ui-catnip-used")
                        } else {
                            tr!("cf-ui-catnip-ready")
                        });
                        ui.end_row();
                    }
                });
            if let Some(me) = seen.me
                && !obs.own_creams.is_empty()
            {
                let vals: Vec<String> = obs.own_creams.iter().map(|(_, v)| v.to_string()).collect();
                ui.label(tr!(
                    "cf-ui-own-creams",
                    name = name(me),
                    values = vals.join(", ")
                ));
            }
            ui.checkbox(&mut show.sight, tr!("cf-ui-sight"))
                .on_hover_text(tr!("cf-ui-sight-more"));
            ui.separator();
            if my_turn {
                controls(ui, &seen, &mut input, hinted, &mut send);
            }
            if let Some((seats, rolled)) = &show.dice {
                ui.separator();
                ui.label(egui::RichText::new(tr!("cf-ui-fight-dice")).strong());
                let rolls: Vec<_> = seats
                    .iter()
                    .zip(rolled)
                    .map(|(s, d)| (name(*s), theme::colour(table.colour(*s)), *d))
                    .collect();
                dice::rolls(ui, &rolls);
            }
            ui.separator();
            log::panel(ui, &game_log);
        });
    // What the panel leaves is the board: clicks there reach the squares.
    let rect = root.available_rect_before_wrap();
    board.0 = Some(rect);
    edges(ctx, &seen, &camera, rect);
    Ok(())
}

/// Column letters along the top and bottom edges, row numbers down both sides: the names the
/// log gives squares ("F1").
fn edges(
    ctx: &egui::Context,
    seen: &Seen,
    camera: &Query<(&Camera, &GlobalTransform), With<crate::view::BoardCamera>>,
    board: Rect,
) {
    let Some(tags) = BoardLabels::new(ctx, "cat-fight-edges", camera, board) else {
        return;
    };
    let pos = &seen.pos;
    let (w, h) = (pos.width, pos.height);
    if w == 0 || h == 0 {
        return;
    }
    let ink = theme::PAPER;
    let clear = Color32::TRANSPARENT;
    for x in 0..w {
        let name = square_name((x, 0));
        let letter = name.trim_end_matches(|c: char| c.is_ascii_digit());
        tags.put(at(pos, (x, 0)) - Vec3::Z * 0.72, letter, 15.0, ink, clear);
        tags.put(
            at(pos, (x, h - 1)) + Vec3::Z * 0.72,
            letter,
            15.0,
            ink,
            clear,
        );
    }
    for y in 0..h {
        let row = (y + 1).to_string();
        tags.put(
            at(pos, (0, y)) - Vec3::X * 0.72,
            row.clone(),
            15.0,
            ink,
            clear,
        );
        tags.put(at(pos, (w - 1, y)) + Vec3::X * 0.72, row, 15.0, ink, clear);
    }
}

/// What the seat to act can do now, by the rules' phase.
fn controls(
    ui: &mut egui::Ui,
    seen: &Seen,
    input: &mut Input,
    hinted: Option<CatFightAction>,
    send: &mut impl FnMut(CatFightAction, &mut Input),
) {
    // The facing a hint (or a tutorial's step) asks for.
    let glow = match hinted {
        Some(
            CatFightAction::Enter { facing, .. }
            | CatFightAction::Move { facing, .. }
            | CatFightAction::Face(facing),
        ) => Some(facing),
        _ => None,
    };
    let legal = &seen.legal;
    let obs = &seen.obs;
    match seen.phase {
        Some(Phase::Fight(_)) => {
            ui.label(
                egui::RichText::new(tr!("cf-ui-lost"))
                    .strong()
                    .color(theme::WARN),
            );
            ui.label(tr!("cf-ui-lost-more"));
            for a in legal {
                if let CatFightAction::SacrificeCream(id) = a {
                    let v = obs
                        .own_creams
                        .iter()
                        .find(|(c, _)| c == id)
                        .map_or(0, |(_, v)| *v);
                    if ui.button(tr!("cf-ui-sacrifice", value = v)).clicked() {
                        send(*a, input);
                    }
                }
            }
            if ui.button(tr!("cf-ui-accept-defeat")).clicked() {
                send(CatFightAction::AcceptDefeat, input);
            }
        }
        Some(Phase::Face(_)) => {
            ui.label(egui::RichText::new(tr!("cf-ui-won")).strong());
            if let Some(d) = arrow_ring(ui, |d| legal.contains(&CatFightAction::Face(d)), glow) {
                send(CatFightAction::Face(d), input);
            }
        }
        Some(Phase::Finish(_)) => {
            ui.label(egui::RichText::new(tr!("cf-ui-acted")).strong());
            ui.label(tr!("cf-ui-acted-more"));
            if ui
                .button(egui::RichText::new(tr!("cf-ui-end-turn")).size(20.0))
                .clicked()
            {
                send(CatFightAction::EndTurn, input);
            }
        }
        _ => {
            if let Some(p) = input.pending {
                ui.label(
                    egui::RichText::new(tr!("cf-ui-which-way", square = square_name(p.square)))
                        .strong(),
                );
                if let Some(d) = arrow_ring(ui, |d| legal.contains(&p.action(d)), glow) {
                    send(p.action(d), input);
                }
                if ui.button(tr!("cf-ui-cancel")).clicked() {
                    input.pending = None;
                }
            } else if !enter_squares(legal).is_empty() {
                ui.label(tr!("cf-ui-enter"));
            } else {
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut input.mode, Mode::Move, tr!("cf-ui-mode-move"));
                    let can_block = !blocker_squares(legal).is_empty();
                    ui.add_enabled_ui(can_block, |ui| {
                        ui.selectable_value(
                            &mut input.mode,
                            Mode::Blocker,
                            tr!("cf-ui-mode-blocker"),
                        )
                    });
                    let can_nip = !catnip_squares(legal).is_empty();
                    ui.add_enabled_ui(can_nip, |ui| {
                        ui.selectable_value(&mut input.mode, Mode::Catnip, tr!("cf-ui-mode-catnip"))
                    });
                });
                ui.label(
                    egui::RichText::new(match input.mode {
                        Mode::Move => tr!("cf-ui-mode-move-more"),
                        Mode::Blocker => tr!("cf-ui-mode-blocker-more"),
                        Mode::Catnip => tr!("cf-ui-mode-catnip-more"),
                    })
                    .small(),
                );
                if legal.contains(&CatFightAction::Sip) && ui.button(tr!("cf-ui-sip")).clicked() {
                    send(CatFightAction::Sip, input);
                }
                // Turning where it stands is the cat's whole move (an unwatched cat, or one
                // whose watchers are blocked, need not walk).
                if legal.iter().any(|a| matches!(a, CatFightAction::Face(_))) {
                    let text = if move_squares(legal).is_empty() {
                        tr!("cf-ui-turn-only")
                    } else {
                        tr!("cf-ui-turn-instead")
                    };
                    ui.label(egui::RichText::new(text).small());
                    // Only a hint to turn in place rings an arrow here, not a move's facing.
                    let turn_glow = match hinted {
                        Some(CatFightAction::Face(d)) => Some(d),
                        _ => None,
                    };
                    if let Some(d) =
                        arrow_ring(ui, |d| legal.contains(&CatFightAction::Face(d)), turn_glow)
                    {
                        send(CatFightAction::Face(d), input);
                    }
                }
                if legal.contains(&CatFightAction::Pass) && ui.button(tr!("cf-ui-wait")).clicked() {
                    send(CatFightAction::Pass, input);
                }
            }
        }
    }
}
