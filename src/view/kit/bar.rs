//! The prompt bar across the top of every table: the game, who is asked and what (from the
//! rules' decision, not guessed from the legal list), a "thinking…" cue while bots decide,
//! Skip while the view plays back, Undo, the Menu button, and under it the last refusal with
//! the rule that refused (floating over the board, so nothing moves when it comes and goes).

use crate::lang::say;
use crate::session::privacy::{Privacy, TableUi};
use crate::session::{
    ActiveTable, BoardArea, HintRequest, HintShown, LastRefusal, TableArea, TableMode, TableTurn,
    Thinking, UndoRequest, ViewBusy,
};
use crate::states::{PlayState, Screen};
use crate::theme;
use crate::tr;
use crate::view::kit::playback::SkipPlayback;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_net::protocol::Holder;
use mogland_rules::core::hotseat::Viewer;
use mogland_rules::core::{Refusal, SeatId};

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
    crate::lang::and_list(&names)
}

/// At an online table, the seats whose player is away and no bot plays for them: the table
/// waits for them. `hosting`: this machine is the host (its chat window may hand them to a bot).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Away {
    pub seats: Vec<SeatId>,
    pub hosting: bool,
}

impl Away {
    /// Who is away at the table this machine hosts or plays at (nobody at a local table).
    pub fn at(
        host: Option<&mogland_net::host::Host>,
        guest: Option<&mogland_net::guest::Visit>,
    ) -> Self {
        if let Some(host) = host {
            let seats = host
                .guests
                .iter()
                .enumerate()
                .filter(|(_, g)| g.client.is_none() && g.covered.is_none())
                .flat_map(|(g, _)| host.seats_of(g))
                .collect();
            return Self {
                seats,
                hosting: true,
            };
        }
        let seats = guest
            .and_then(|g| g.lobby.as_ref())
            .map(|lobby| {
                lobby
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| {
                        !s.yours
                            && matches!(
                                s.holder,
                                Holder::Guest {
                                    away: true,
                                    covered: false,
                                    ..
                                }
                            )
                    })
                    .map(|(i, _)| SeatId(i as u8))
                    .collect()
            })
            .unwrap_or_default();
        Self {
            seats,
            hosting: false,
        }
    }

    /// "Ada is away: waiting for them to come back", when the seats asked now that are not
    /// this screen's are away.
    fn line(&self, table: &ActiveTable, asked: &[SeatId]) -> Option<String> {
        let away: Vec<SeatId> = asked
            .iter()
            .copied()
            .filter(|s| self.seats.contains(s))
            .collect();
        if away.is_empty() {
            return None;
        }
        let who = names(table, &away);
        let count = away.len();
        Some(if self.hosting {
            tr!("bar-away-host", names = who, count = count)
        } else {
            tr!("bar-away", names = who, count = count)
        })
    }
}

/// The bar's line: who is asked and what (and, at an online table, whether they are `away`).
pub fn status(
    table: &ActiveTable,
    turn: &TableTurn,
    thinking: &[SeatId],
    busy: bool,
    away: &Away,
) -> String {
    let Some(asked) = &turn.asked else {
        return tr!("bar-over");
    };
    if busy {
        return tr!("bar-showing");
    }
    if !thinking.is_empty() {
        let count = thinking.len();
        return tr!(
            "bar-thinking",
            names = names(table, thinking),
            count = count
        );
    }
    let prompt = crate::lang::say(&asked.prompt);
    match turn.viewer {
        Some(Viewer::PassTo(s)) => tr!("bar-pass-to", name = table.name(s)),
        Some(Viewer::Seat(me)) if asked.seats.contains(&me) => {
            let others: Vec<SeatId> = asked.seats.iter().copied().filter(|s| *s != me).collect();
            if asked.is_response() && !others.is_empty() {
                let count = others.len();
                tr!(
                    "bar-asked-also",
                    name = table.name(me),
                    prompt = prompt,
                    others = names(table, &others),
                    count = count
                )
            } else {
                tr!("bar-asked", name = table.name(me), prompt = prompt)
            }
        }
        _ => {
            if let Some(line) = away.line(table, &asked.seats) {
                return line;
            }
            let who = names(table, &asked.seats);
            let count = asked.seats.len();
            if asked.is_response() {
                tr!("bar-may-answer", names = who, count = count)
            } else {
                tr!("bar-turn", names = who, count = count)
            }
        }
    }
}

fn bar(
    mut contexts: EguiContexts,
    table: Res<ActiveTable>,
    turn: Res<TableTurn>,
    thinking: Res<Thinking>,
    busy: Res<ViewBusy>,
    (refusal, hint, privacy): (Res<LastRefusal>, Res<HintShown>, Res<Privacy>),
    settings: Res<crate::settings::Settings>,
    play: Res<State<PlayState>>,
    mut next_play: ResMut<NextState<PlayState>>,
    mut undo: MessageWriter<UndoRequest>,
    mut ask_hint: MessageWriter<HintRequest>,
    mut skip: MessageWriter<SkipPlayback>,
    mut area: ResMut<TableArea>,
    board: Res<BoardArea>,
    online: (
        Option<Res<mogland_net::host::Host>>,
        Option<Res<mogland_net::guest::Visit>>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::screen(ctx, "prompt-bar");
    let paused = *play.get() == PlayState::Paused;
    // A paused table thinks no more than it moves.
    let thinking = if paused { Vec::new() } else { thinking.seats() };
    // A take-back asked for on the "pass to …" screen: that screen now asks for its player,
    // and Undo is done there.
    let taking_back = privacy
        .take_back
        .filter(|_| crate::session::privacy::screen_up(&turn, &busy));
    egui::Panel::top("prompt-bar").show(&mut root, |ui| {
        // As tall as its buttons, whether they show or not, so the table does not jump.
        ui.set_min_height(30.0);
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(table.rules.info().name)
                    .strong()
                    .size(20.0)
                    .color(theme::ACCENT),
            );
            ui.separator();
            if !thinking.is_empty() {
                ui.add(egui::Spinner::new());
            }
            let line = if paused {
                tr!("bar-paused")
            } else if table.mode == TableMode::Replay {
                // A replay asks nobody: its own panel says where it is.
                tr!("bar-replay")
            } else if let Some(seat) = taking_back {
                tr!("bar-pass-to", name = table.name(seat))
            } else {
                let away = Away::at(online.0.as_deref(), online.1.as_deref());
                status(&table, &turn, &thinking, busy.0, &away)
            };
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                // The pause menu (rules, settings, quit) by mouse as well as by Escape.
                if ui
                    .button(tr!("bar-menu"))
                    .on_hover_text(tr!("bar-menu-more"))
                    .clicked()
                {
                    next_play.set(PlayState::Paused);
                }
                if settings.hints
                    && !paused
                    && !busy.0
                    && turn.my_decision()
                    && ui
                        .button(tr!("bar-hint"))
                        .on_hover_text(tr!("bar-hint-more"))
                        .clicked()
                {
                    ask_hint.write(HintRequest);
                }
                if let Some(seat) = turn.can_undo
                    && taking_back.is_none()
                    && ui
                        .button(tr!("bar-undo"))
                        .on_hover_text(tr!("bar-undo-more", name = table.name(seat)))
                        .clicked()
                {
                    undo.write(UndoRequest(seat));
                }
                if busy.0
                    && ui
                        .button(tr!("bar-skip"))
                        .on_hover_text(tr!("bar-skip-more"))
                        .clicked()
                {
                    skip.write(SkipPlayback);
                }
                // The line takes what the buttons leave, wrapping onto a second line where a
                // language says it at length, so no button is pushed out of the window.
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    ui.add(egui::Label::new(egui::RichText::new(line).strong()).wrap());
                });
            });
        });
    });
    let below = root.available_rect_before_wrap();
    area.0 = Some(below);
    // Notes float at the top of the board (where the table's panels leave it; they were laid
    // out last frame), so they hide no panel.
    let below = board.0.filter(|b| below.contains_rect(*b)).unwrap_or(below);
    if let Some(r) = &refusal.0 {
        refusal_note(ctx, below, r);
    }
    if let Some(h) = &hint.0 {
        hint_note(ctx, below, h);
    }
    Ok(())
}

/// The hint floats in the board's top-right corner (the refusal has the middle, a tutorial the
/// left, a game's questions the top): the suggested action glows on the board.
fn hint_note(ctx: &egui::Context, below: egui::Rect, h: &mogland_rules::core::HintLine) {
    egui::Area::new(egui::Id::new("hint-note"))
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::RIGHT_TOP)
        .fixed_pos(below.right_top() + egui::vec2(-theme::GAP, theme::GAP))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(theme::PAPER)
                .stroke(egui::Stroke::new(2.0, theme::GOOD))
                .show(ui, |ui| {
                    ui.set_max_width((below.width() * 0.4).max(240.0));
                    ui.label(
                        egui::RichText::new(tr!("bar-hint-line", action = say(&h.action)))
                            .color(theme::GOOD)
                            .strong(),
                    );
                    if let Some(why) = &h.reason {
                        ui.label(egui::RichText::new(say(why)).color(theme::INK));
                    }
                });
        });
}

/// The refusal floats at the foot of the table, over whatever is there: it moves nothing when
/// it comes or goes. (At the top it covered the hint beside it, and a cat the board's framing
/// put near the top.)
fn refusal_note(ctx: &egui::Context, below: egui::Rect, refusal: &Refusal) {
    let (detail, rule) = (say(&refusal.detail), say(&refusal.rule));
    let text = tr!("bar-refusal", detail = detail, rule = rule);
    egui::Area::new(egui::Id::new("refusal-note"))
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(below.center_bottom() - egui::vec2(0.0, theme::GAP))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(theme::PAPER)
                .stroke(egui::Stroke::new(2.0, theme::WARN))
                .show(ui, |ui| {
                    ui.set_max_width((below.width() * 0.6).max(240.0));
                    ui.label(
                        egui::RichText::new(theme::capitalised(&text))
                            .color(theme::WARN)
                            .strong(),
                    );
                });
        });
}
