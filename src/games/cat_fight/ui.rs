//! Cat Fight's controls: a mode (move, blocker, catnip) chosen in the panel, squares clicked on
//! the board, the facing picked on an arrow ring, fight choices, and a panel with turns,
//! stocks, creams (values to their owner only) and the log. Every choice is sent as an action;
//! a refusal comes back with the rule that refused it.

use super::scene::{Seen, Show, SquareClicked};
use crate::app::privacy::{Privacy, waiting_for};
use crate::app::style;
use crate::app::table::ActiveTable;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mogland_rules::core::{Act, Refused, SeatId};
use mogland_rules::games::cat_fight::{CatFightAction, Decision, Dir};
use mogland_rules::levels::cat_fight::Square;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Move,
    Blocker,
    Catnip,
}

/// A square chosen for the cat, waiting for a facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    pub square: Square,
    pub enter: bool,
}

#[derive(Resource, Default)]
pub struct Input {
    pub mode: Mode,
    pub pending: Option<Pending>,
    pub refusal: Option<String>,
}

fn squares(
    legal: &[CatFightAction],
    pick: impl Fn(&CatFightAction) -> Option<Square>,
) -> Vec<Square> {
    let mut v: Vec<Square> = legal.iter().filter_map(pick).collect();
    v.sort();
    v.dedup();
    v
}

fn enter_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| {
        if let CatFightAction::Enter { square, .. } = a {
            Some(*square)
        } else {
            None
        }
    })
}

fn move_squares(legal: &[CatFightAction]) -> Vec<Square> {
    squares(legal, |a| {
        if let CatFightAction::Move { to, .. } = a {
            Some(*to)
        } else {
            None
        }
    })
}

/// Turns board clicks into actions (or a pending move awaiting its facing), and decides which
/// squares glow for the current mode.
pub fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    seen: Res<Seen>,
    mut input: ResMut<Input>,
    mut show: ResMut<Show>,
    mut act: MessageWriter<Act<CatFightAction>>,
) {
    let legal = &seen.legal;
    let enter = enter_squares(legal);
    let glow = if !enter.is_empty() {
        enter.clone()
    } else {
        match input.mode {
            Mode::Move => move_squares(legal),
            Mode::Blocker => squares(legal, |a| {
                if let CatFightAction::PlaceBlocker(s) = a {
                    Some(*s)
                } else {
                    None
                }
            }),
            Mode::Catnip => squares(legal, |a| {
                if let CatFightAction::PlaceCatnip(s) = a {
                    Some(*s)
                } else {
                    None
                }
            }),
        }
    };
    if show.glow != glow {
        show.glow = glow;
    }
    let Some(seat) = seen.me.filter(|m| seen.to_act == Some(*m)) else {
        clicks.clear();
        return;
    };
    for SquareClicked(sq) in clicks.read().copied() {
        input.refusal = None;
        let facing = seen.pos.cats[seat.index()].facing;
        if !enter.is_empty() || seen.pos.cats[seat.index()].square.is_none() {
            if enter.contains(&sq) {
                input.pending = Some(Pending {
                    square: sq,
                    enter: true,
                });
            } else {
                act.write(Act {
                    seat,
                    action: CatFightAction::Enter { square: sq, facing },
                });
            }
            continue;
        }
        match input.mode {
            Mode::Move if move_squares(legal).contains(&sq) => {
                input.pending = Some(Pending {
                    square: sq,
                    enter: false,
                })
            }
            Mode::Move => {
                act.write(Act {
                    seat,
                    action: CatFightAction::Move { to: sq, facing },
                });
            }
            Mode::Blocker => {
                act.write(Act {
                    seat,
                    action: CatFightAction::PlaceBlocker(sq),
                });
            }
            Mode::Catnip => {
                act.write(Act {
                    seat,
                    action: CatFightAction::PlaceCatnip(sq),
                });
                input.mode = Mode::Move;
            }
        }
    }
}

/// Eight arrows round a dot: returns the direction clicked.
fn arrow_ring(ui: &mut egui::Ui, allowed: impl Fn(Dir) -> bool) -> Option<Dir> {
    let mut picked = None;
    let layout = [
        [
            Some((Dir::NW, "↖")),
            Some((Dir::N, "▲")),
            Some((Dir::NE, "↗")),
        ],
        [Some((Dir::W, "◀")), None, Some((Dir::E, "▶"))],
        [
            Some((Dir::SW, "↙")),
            Some((Dir::S, "▼")),
            Some((Dir::SE, "↘")),
        ],
    ];
    egui::Grid::new("arrows")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for row in layout {
                for cell in row {
                    match cell {
                        Some((d, label)) => {
                            let b = egui::Button::new(egui::RichText::new(label).size(26.0))
                                .min_size(egui::vec2(48.0, 48.0));
                            if ui
                                .add_enabled(allowed(d), b)
                                .on_hover_text(d.name())
                                .clicked()
                            {
                                picked = Some(d);
                            }
                        }
                        None => {
                            ui.label(egui::RichText::new("🐱").size(26.0));
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
    privacy: Res<Privacy>,
    mut refused: MessageReader<Refused>,
    mut act: MessageWriter<Act<CatFightAction>>,
) -> Result {
    for r in refused.read() {
        input.refusal = Some(r.refusal.to_string());
        input.pending = None;
    }
    if waiting_for(&table, seen.to_act, &privacy).is_some() {
        return Ok(()); // the privacy screen is up
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen(ctx, "cat-fight");
    let name = |s: SeatId| table.setup.seats[s.index()].name.clone();
    let my_turn = seen.me.is_some() && seen.me == seen.to_act;
    let legal = &seen.legal;
    let mut send = |action: CatFightAction, input: &mut Input| {
        if let Some(seat) = seen.me {
            act.write(Act { seat, action });
        }
        input.pending = None;
        input.refusal = None;
    };
    egui::Panel::right("cat-fight").exact_size(super::scene::PANEL_WIDTH).resizable(false).show(&mut root, |ui| {
        ui.heading("Cat Fight");
        let turn = seen.obs.as_ref().map(|o| o.turn.number);
        let status = match seen.to_act {
            None => "The game is over".to_string(),
            Some(s) if my_turn => format!("Your turn, {}", name(s)),
            Some(s) => format!("{}'s turn", name(s)),
        };
        ui.label(egui::RichText::new(status).strong().size(20.0));
        if let Some(n) = turn {
            ui.label(egui::RichText::new(format!("Turn {n}")).small());
        }
        ui.separator();
        let obs = seen.obs.as_ref();
        egui::Grid::new("stocks").num_columns(4).spacing([10.0, 4.0]).show(ui, |ui| {
            ui.label("");
            ui.label(egui::RichText::new("cream").small());
            ui.label(egui::RichText::new("blockers").small());
            ui.label(egui::RichText::new("catnip").small());
            ui.end_row();
            for (i, seat) in table.setup.seats.iter().enumerate() {
                ui.label(egui::RichText::new(&seat.name).color(style::colour(seat.colour)).strong());
                if let Some(o) = obs {
                    let st = o.stocks.seats[i];
                    ui.label(o.cream_counts[i].to_string());
                    ui.label(st.blockers.to_string());
                    ui.label(if st.catnip_used { "used" } else { "ready" });
                }
                ui.end_row();
            }
        });
        if let (Some(me), Some(o)) = (seen.me, obs)
            && !o.own_creams.is_empty()
        {
            let vals: Vec<String> = o.own_creams.iter().map(|(_, v)| v.to_string()).collect();
            ui.label(format!("{}'s creams: {} (only you see these)", name(me), vals.join(", ")));
        }
        ui.checkbox(&mut show.sight, "Show every cat's line of sight").on_hover_text("Or hover a cat's square");
        ui.separator();

        let decision = obs.map(|o| o.decision());
        if my_turn {
            match decision {
                Some(Decision::Fight(_)) => {
                    ui.label(egui::RichText::new("You lost the roll!").strong().color(style::WARN));
                    ui.label("Give up a cream to force a reroll, or leave the board.");
                    for a in legal {
                        if let CatFightAction::SacrificeCream(id) = a {
                            let v = obs.and_then(|o| o.own_creams.iter().find(|(c, _)| c == id)).map_or(0, |(_, v)| *v);
                            if ui.button(format!("Sacrifice a cream worth {v}")).clicked() {
                                send(*a, &mut input);
                            }
                        }
                    }
                    if ui.button("Accept defeat").clicked() {
                        send(CatFightAction::AcceptDefeat, &mut input);
                    }
                }
                Some(Decision::Face(_)) => {
                    ui.label(egui::RichText::new("You won the fight! Turn to face:").strong());
                    if let Some(d) = arrow_ring(ui, |d| legal.contains(&CatFightAction::Face(d))) {
                        send(CatFightAction::Face(d), &mut input);
                    }
                }
                _ => {
                    if let Some(p) = input.pending {
                        ui.label(egui::RichText::new(format!("Which way will your cat face on {}?", super::scene::square_name(p.square))).strong());
                        let pick = arrow_ring(ui, |d| {
                            if p.enter {
                                legal.contains(&CatFightAction::Enter { square: p.square, facing: d })
                            } else {
                                legal.contains(&CatFightAction::Move { to: p.square, facing: d })
                            }
                        });
                        if let Some(d) = pick {
                            let a = if p.enter { CatFightAction::Enter { square: p.square, facing: d } } else { CatFightAction::Move { to: p.square, facing: d } };
                            send(a, &mut input);
                        }
                        if ui.button("Cancel").clicked() {
                            input.pending = None;
                        }
                    } else if !enter_squares(legal).is_empty() {
                        ui.label("Your cat is off the board: click a glowing blue square to enter.");
                    } else {
                        ui.horizontal(|ui| {
                            ui.selectable_value(&mut input.mode, Mode::Move, "Move");
                            let can_block = legal.iter().any(|a| matches!(a, CatFightAction::PlaceBlocker(_)));
                            ui.add_enabled_ui(can_block, |ui| ui.selectable_value(&mut input.mode, Mode::Blocker, "Place blocker"));
                            let can_nip = legal.iter().any(|a| matches!(a, CatFightAction::PlaceCatnip(_)));
                            ui.add_enabled_ui(can_nip, |ui| ui.selectable_value(&mut input.mode, Mode::Catnip, "Catnip"));
                        });
                        ui.label(egui::RichText::new(match input.mode {
                            Mode::Move => "Click a glowing square to move there (onto a cat: a catfight).",
                            Mode::Blocker => "Click a square for a blocker (never on blue). Then move or sip.",
                            Mode::Catnip => "Click a square for your catnip: every cat that can see it rushes there.",
                        }).small());
                        if legal.contains(&CatFightAction::Sip) && ui.button("Sip cream").clicked() {
                            send(CatFightAction::Sip, &mut input);
                        }
                        for a in legal {
                            if let CatFightAction::Face(d) = a
                                && !legal.iter().any(|x| matches!(x, CatFightAction::Move { .. }))
                                && ui.button(format!("Turn {}", d.name())).clicked()
                            {
                                send(*a, &mut input);
                            }
                        }
                        if legal.contains(&CatFightAction::Pass) && ui.button("Wait a turn").clicked() {
                            send(CatFightAction::Pass, &mut input);
                        }
                    }
                }
            }
        }
        if let Some(r) = &input.refusal {
            ui.label(egui::RichText::new(r).color(style::WARN));
        }
        if let Some((seats, dice)) = &show.dice {
            ui.separator();
            ui.label(egui::RichText::new("Fight dice").strong());
            for (s, d) in seats.iter().zip(dice) {
                ui.label(egui::RichText::new(format!("{} rolled {d}", name(*s))).size(20.0));
            }
        }
        ui.separator();
        ui.label(egui::RichText::new("What happened").strong());
        for l in &show.log {
            ui.label(egui::RichText::new(l).small());
        }
    });
    Ok(())
}
