//! The hand at the foot of the table: the cards, what the seat is asked, and the buttons
//! that fit.

use super::{Input, TableView};
use crate::games::here_kitty_kitty::cards;
use crate::lang;
use crate::theme;
use crate::tr;
use crate::view::kit::hand::{self, HandLayout};
use bevy::prelude::*;
use bevy_egui::egui::{self};
use mogland_rules::games::here_kitty_kitty::{CardId, HereKittyKittyAction, Step};
use mogland_rules::levels::here_kitty_kitty::CardType;

impl TableView<'_> {
    /// The hand, what the seat is asked, and the buttons that fit.
    pub(super) fn hand(
        &self,
        ui: &mut egui::Ui,
        input: &mut Input,
        prompt: &str,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        let Some(me) = self.me else {
            let text = if self.table.setup.humans() == 0 {
                tr!("hkk-ui-all-bots")
            } else {
                tr!("hkk-ui-hands-hidden")
            };
            ui.centered_and_justified(|ui| ui.label(text));
            return;
        };
        let on_turn = self.my_turn && matches!(self.obs.steps.last(), Some(Step::Action));
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(tr!("hkk-ui-hand", name = self.name(me)))
                    .strong()
                    .color(self.colour(me)),
            );
            if self.my_turn && !prompt.is_empty() {
                ui.label(egui::RichText::new(prompt).strong());
            }
            if let Some(i) = input.card
                && on_turn
            {
                let card = self.obs.hand[i];
                let def = self.obs.card(card);
                let untargeted = self.legal().iter().any(
                    |a| matches!(a, HereKittyKittyAction::Play { card: c, target: None, .. } if *c == card),
                );
                if untargeted || (def.kind != CardType::Instant && !def.effect.targets()) {
                    if ui
                        .button(tr!("hkk-ui-play", card = lang::words(&def.name)))
                        .clicked()
                    {
                        out.push(HereKittyKittyAction::Play {
                            card,
                            target: None,
                            shift: None,
                        });
                    }
                } else {
                    ui.label(tr!("hkk-ui-click-property"));
                }
            }
            if on_turn {
                if input.discarding {
                    let mut chosen: Vec<CardId> =
                        input.discards.iter().map(|&i| self.obs.hand[i]).collect();
                    chosen.sort();
                    let n = chosen.len();
                    if ui
                        .add_enabled(
                            n > 0,
                            egui::Button::new(tr!("hkk-ui-discard-chosen", count = n)),
                        )
                        .clicked()
                    {
                        out.push(HereKittyKittyAction::Discard(chosen));
                    }
                    if ui.button(tr!("hkk-ui-cancel")).clicked() {
                        input.discarding = false;
                        input.discards.clear();
                    }
                } else if !self.obs.hand.is_empty()
                    && ui
                        .button(tr!("hkk-ui-discard"))
                        .on_hover_text(tr!("hkk-ui-discard-more"))
                        .clicked()
                {
                    input.discarding = true;
                    input.card = None;
                }
            }
            let in_window = matches!(self.obs.steps.last(), Some(Step::Window { .. }));
            for a in self.legal() {
                let (label, help) = match a {
                    HereKittyKittyAction::Pass if !in_window => (tr!("hkk-ui-pass"), tr!("hkk-ui-pass-more")),
                    HereKittyKittyAction::Stop => (tr!("hkk-ui-stop"), tr!("hkk-ui-stop-more")),
                    HereKittyKittyAction::Aim { target: None, .. } => {
                        (tr!("hkk-ui-use-copy"), tr!("hkk-ui-use-copy-more"))
                    }
                    _ => continue,
                };
                if ui.button(label).on_hover_text(help).clicked() {
                    out.push(a.clone());
                }
            }
            if let Some(h) = &input.hint {
                ui.label(egui::RichText::new(h).color(theme::WARN));
            } else if input.discarding {
                ui.label(tr!("hkk-ui-click-discards"));
            }
        });
        let marked = input.discards.clone();
        let lifted = input.card;
        let layout = HandLayout {
            card: cards::SIZE,
            gap: 10.0,
        };
        // Each card with its place in the hand, so copies are told apart.
        let held: Vec<(usize, CardId)> = self.obs.hand.iter().copied().enumerate().collect();
        let pick = hand::show(
            ui,
            &layout,
            &held,
            |i, (_, card)| Some(i) == lifted || Some(*card) == self.hint_card,
            self.my_turn,
            !input.discarding,
            |(_, card)| {
                let def = self.obs.card(*card);
                Some(tr!(
                    "hkk-ui-card-hover",
                    card = lang::words(&def.name),
                    text = lang::words(&def.text)
                ))
            },
            |p, r, (i, card), up| cards::face(p, r, self.obs.card(*card), up, marked.contains(i)),
        );
        if let Some(i) = pick.dragging {
            input.card = Some(i);
            input.hint = None;
        }
        if let Some((i, at)) = pick.dropped {
            input.card = Some(i);
            input.card_dropped = Some(at);
        }
        if let Some(i) = pick.clicked {
            if input.discarding {
                if let Some(k) = input.discards.iter().position(|&d| d == i) {
                    input.discards.remove(k);
                } else {
                    input.discards.push(i);
                }
            } else {
                input.card = if input.card == Some(i) { None } else { Some(i) };
                input.hint = None;
            }
        }
    }
}
