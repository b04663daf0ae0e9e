//! What opens over the board: a response window's question, the choice when one click
//! could mean several actions, and the cats a Revive may bring back.

use super::{Input, TableView, zone_key};
use crate::games::here_kitty_kitty::cards;
use crate::theme;
use crate::tr;
use crate::view::kit::card::{self, CardState};
use bevy::prelude::*;
use bevy_egui::egui::{self, Rect, Sense, Stroke, vec2};
use mogland_rules::games::here_kitty_kitty::{CardId, HereKittyKittyAction, Play, WindowKind};
use mogland_rules::levels::here_kitty_kitty::Zone;

impl TableView<'_> {
    /// The small menu when a click fits several actions (Catlike Reflexes' steps).
    pub(super) fn options(
        &self,
        ctx: &egui::Context,
        board: Rect,
        input: &mut Input,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        egui::Area::new(egui::Id::new("hkk-options"))
            .fixed_pos(board.center() - vec2(140.0, 60.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(tr!("hkk-ui-which-one")).strong());
                    for a in input.options.clone() {
                        let label = match &a {
                            HereKittyKittyAction::Play {
                                shift: Some(way),
                                target: Some(s),
                                ..
                            }
                            | HereKittyKittyAction::Aim {
                                shift: Some(way),
                                target: Some(s),
                            } => {
                                // The owner of the Property chooses which Cat: "you" or by name.
                                if Some(*s) == self.me {
                                    tr!("hkk-ui-nudge-own", way = way.name())
                                } else {
                                    tr!("hkk-ui-nudge", way = way.name(), name = self.name(*s))
                                }
                            }
                            other => format!("{other:?}"),
                        };
                        if ui.button(label).clicked() {
                            out.push(a.clone());
                        }
                    }
                    if ui.button(tr!("hkk-ui-cancel")).clicked() {
                        input.options.clear();
                    }
                });
            });
    }

    /// The Cat Came Back: the discards, the ones that may come back clickable.
    pub(super) fn revive(
        &self,
        ctx: &egui::Context,
        board: Rect,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        egui::Area::new(egui::Id::new("hkk-revive"))
            .fixed_pos(board.left_top() + vec2(20.0, 110.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(tr!("hkk-ui-revive")).strong());
                    ui.set_max_width(board.width() - 60.0);
                    ui.horizontal_wrapped(|ui| {
                        let mut shown: Vec<CardId> = Vec::new();
                        for c in &self.obs.discard {
                            if shown.contains(c) {
                                continue;
                            }
                            shown.push(*c);
                            let ok = self.obs.legal.contains(&HereKittyKittyAction::Revive(*c));
                            let (r, resp) =
                                ui.allocate_exact_size(cards::SIZE * 0.8, Sense::click());
                            // One that cannot come back now is greyed.
                            card::face(
                                ui.painter(),
                                r,
                                &cards::card_face(self.obs.card(*c)),
                                CardState {
                                    dimmed: !ok,
                                    ..CardState::PLAIN
                                },
                            );
                            if ok && resp.clicked() {
                                out.push(HereKittyKittyAction::Revive(*c));
                            }
                        }
                    });
                });
            });
    }

    /// A response window: who did what, and the answers this seat has.
    pub(super) fn window(
        &self,
        ctx: &egui::Context,
        board: Rect,
        kind: &WindowKind,
        only_mine: Option<&mut bool>,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        let answers: Vec<&HereKittyKittyAction> = self
            .obs
            .legal
            .iter()
            .filter(|a| **a != HereKittyKittyAction::Pass)
            .collect();
        let holding: Vec<String> = answers
            .iter()
            .filter_map(|a| match a {
                HereKittyKittyAction::Block(c) | HereKittyKittyAction::Copy(c) => {
                    Some(self.card_name(*c))
                }
                HereKittyKittyAction::Land { card, .. } => Some(self.card_name(*card)),
                _ => None,
            })
            .fold(Vec::new(), |mut v, n| {
                if !v.contains(&n) {
                    v.push(n);
                }
                v
            });
        // What happened, then what the seat may do about it: "block with Catnap or Tuna?", or,
        // holding no card that answers it, "you hold nothing that blocks it".
        let list = holding
            .iter()
            .map(|name| name.to_string())
            .reduce(|first, last| tr!("hkk-ui-or", first = first, last = last))
            .unwrap_or_default();
        let none = holding.is_empty();
        let block = || {
            if none {
                tr!("hkk-ui-ask-block-none")
            } else {
                tr!("hkk-ui-ask-block", cards = list.as_str())
            }
        };
        let (event, question, card) = match kind {
            WindowKind::Block(play) => (self.play_line(play), block(), Some(play.card)),
            WindowKind::Move {
                mover,
                from,
                to,
                colour,
            } => (
                tr!(
                    "hkk-ui-event-move",
                    player = self.name(*mover),
                    colour = colour.name(),
                    from = zone_key(*from),
                    to = zone_key(*to)
                ),
                block(),
                None,
            ),
            WindowKind::Instant { card, drawer } => (
                tr!(
                    "hkk-ui-event-instant",
                    player = self.name(*drawer),
                    card = self.card_name(*card)
                ),
                if none {
                    tr!("hkk-ui-ask-keep-off-none")
                } else {
                    tr!("hkk-ui-ask-keep-off", cards = list.as_str())
                },
                Some(*card),
            ),
            WindowKind::Copy(play) => (
                tr!(
                    "hkk-ui-event-copy",
                    player = self.name(play.player),
                    card = self.card_name(play.card)
                ),
                if none {
                    tr!("hkk-ui-ask-copy-none")
                } else {
                    tr!("hkk-ui-ask-copy", cards = list.as_str())
                },
                Some(play.card),
            ),
            WindowKind::Land { after } => (
                tr!("hkk-ui-event-land", player = self.name(*after)),
                if none {
                    tr!("hkk-ui-ask-land-none")
                } else {
                    tr!("hkk-ui-ask-land", cards = list.as_str())
                },
                None,
            ),
        };
        let line = tr!("hkk-ui-window-line", event = event, question = question);
        egui::Area::new(egui::Id::new("hkk-window"))
            .fixed_pos(board.center_top() + vec2(-230.0, 16.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .fill(theme::PAPER)
                    .stroke(Stroke::new(3.0, theme::ACCENT))
                    .show(ui, |ui| {
                        ui.set_width(460.0);
                        ui.horizontal(|ui| {
                            if let Some(c) = card {
                                let (r, _) =
                                    ui.allocate_exact_size(cards::SIZE * 0.8, Sense::hover());
                                cards::face(ui.painter(), r, self.obs.card(c), false, false);
                            }
                            ui.vertical(|ui| {
                                ui.label(egui::RichText::new(line).strong().size(18.0));
                                for a in &answers {
                                    let label = match a {
                                        HereKittyKittyAction::Block(c) => {
                                            tr!("hkk-ui-block-with", card = self.card_name(*c))
                                        }
                                        HereKittyKittyAction::Copy(_) => tr!("hkk-ui-copy-with"),
                                        HereKittyKittyAction::Land { colour, from, .. } => {
                                            let to = from.inward().unwrap_or(Zone::House);
                                            tr!(
                                                "hkk-ui-land",
                                                colour = colour.name(),
                                                from = zone_key(*from),
                                                to = zone_key(to)
                                            )
                                        }
                                        other => format!("{other:?}"),
                                    };
                                    if ui.button(egui::RichText::new(label).size(17.0)).clicked() {
                                        out.push((*a).clone());
                                    }
                                }
                                if self.obs.legal.contains(&HereKittyKittyAction::Pass)
                                    && ui.button(tr!("hkk-ui-let-go")).clicked()
                                {
                                    out.push(HereKittyKittyAction::Pass);
                                }
                                if let Some(only) = only_mine {
                                    ui.checkbox(only, tr!("hkk-ui-only-mine"))
                                        .on_hover_text(tr!("hkk-ui-only-mine-more"));
                                }
                            });
                        });
                    });
            });
    }

    /// Who plays what on whom ("on you" for the seat looking).
    pub(super) fn play_line(&self, play: &Play) -> String {
        let player = self.name(play.player);
        let card = self.card_name(play.card);
        match play.target {
            Some(t) if t == play.player => {
                tr!("hkk-ui-event-play-own", player = player, card = card)
            }
            Some(t) if Some(t) == self.me => {
                tr!("hkk-ui-event-play-on-you", player = player, card = card)
            }
            Some(t) => tr!(
                "hkk-ui-event-play-on",
                player = player,
                card = card,
                target = self.name(t)
            ),
            None => tr!("hkk-ui-event-play", player = player, card = card),
        }
    }
}
