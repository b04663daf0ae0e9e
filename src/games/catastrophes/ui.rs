//! The Cat'astrophes table in egui: the mischief scale (left), the score tracker and the log
//! (right), the seats with the cards in front of them (centre) and your hand (bottom). Clicks
//! become `Act<CatastrophesAction>` messages; the rules decide, and a refusal is shown.

use super::cards;
use super::playback::Reveal;
use crate::session::privacy::screen_up;
use crate::session::{ActiveTable, TableTurn, ViewBusy, hint_for};
use crate::theme;
use crate::tr;
use crate::view::kit::card;
use crate::view::kit::hand::{self, HandLayout};
use crate::view::kit::log::{self, GameLog};
use crate::view::kit::tabletop;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{
    self, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2,
};
use mogland_rules::core::{Act, Game, SeatId, Suggested};
use mogland_rules::games::catastrophes::{
    Card, Catastrophes, CatastrophesAction, CatastrophesObservation,
};

/// The card the player picked, and a hint when a click needs one first.
#[derive(Resource, Default)]
pub struct Selection {
    pub card: Option<Card>,
    pub hint: Option<String>,
}

enum Clicked {
    Card(Card),
    /// A card picked up by dragging: chosen, not toggled.
    Lift(Card),
    Seat(SeatId),
    /// A card dragged from the hand and let go on a seat.
    Dropped(Card, SeatId),
    Draw(u8),
    Pass,
}

/// Thresholds of the mischief scale and the punishment for landing on or crossing them.
const THRESHOLDS: [(u8, &str); 3] = [(10, "+1"), (15, "+2"), (20, "+3")];

pub fn table_ui(world: &mut World, egui_state: &mut SystemState<EguiContexts>) {
    let table = world.resource::<ActiveTable>().clone();
    let turn = world.resource::<TableTurn>().clone();
    if screen_up(&turn, world.resource::<ViewBusy>()) {
        return; // the privacy screen is up
    }
    let playing = super::playback::playing(world);
    // No seat's hidden cards unless a seat has been cleared to see them.
    let me = turn.me();
    let obs = Catastrophes::observation(world, me);
    let to_act = turn.asked.as_ref().and_then(|a| a.first());
    let my_turn = turn.my_decision() && !playing;
    // A hint picks its card and glows only its seat.
    let hinted = hint_for(
        world.get_resource::<Suggested<CatastrophesAction>>(),
        me,
        my_turn,
    )
    .copied();
    let selected = match hinted {
        Some(CatastrophesAction::Place { card, .. }) => Some(card),
        _ => world.resource::<Selection>().card,
    };
    let hint = world.resource::<Selection>().hint.clone();

    let mut clicked = None;
    {
        // egui's context is a shared handle: clone it so the world can be read while drawing.
        let Some(ctx) = egui_state
            .get_mut(world)
            .ok()
            .and_then(|mut c| c.ctx_mut().ok().cloned())
        else {
            return;
        };
        let mut root = world
            .resource::<crate::session::TableArea>()
            .ui(&ctx, "catastrophes");
        let pb = world.resource::<Reveal>();
        let view = View {
            table: &table,
            obs: &obs,
            me,
            to_act,
            my_turn,
            selected,
            hinted,
            pb,
            playing,
            time: root.input(|i| i.time) as f32,
        };
        egui::Panel::top("cat-info").show(&mut root, |ui| view.info(ui));
        egui::Panel::left("cat-scale")
            .exact_size(150.0)
            .resizable(false)
            .show(&mut root, |ui| view.scale(ui));
        egui::Panel::right("cat-scores")
            .exact_size(270.0)
            .resizable(false)
            .show(&mut root, |ui| view.scores(ui, world.resource::<GameLog>()));
        let mut dropped = None;
        egui::Panel::bottom("cat-hand")
            .exact_size(190.0)
            .show(&mut root, |ui| {
                view.hand(ui, hint.as_deref(), &mut clicked, &mut dropped)
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(&mut root, |ui| {
                let textures = world.get_resource::<tabletop::TableTextures>();
                view.seats(ui, textures, dropped, &mut clicked)
            });
    }

    let Some(click) = clicked else { return };
    let Some(seat) = me else { return };
    let act = |world: &mut World, action| {
        let mut sel = world.resource_mut::<Selection>();
        sel.card = None;
        sel.hint = None;
        world.write_message(Act { seat, action });
    };
    match click {
        Clicked::Card(c) => {
            let mut sel = world.resource_mut::<Selection>();
            sel.card = if sel.card == Some(c) { None } else { Some(c) };
            sel.hint = None;
        }
        Clicked::Lift(c) => {
            let mut sel = world.resource_mut::<Selection>();
            if sel.card != Some(c) {
                sel.card = Some(c);
                sel.hint = None;
            }
        }
        Clicked::Dropped(card, target) if my_turn => {
            act(world, CatastrophesAction::Place { card, target })
        }
        Clicked::Dropped(..) => {}
        Clicked::Seat(target) => match selected {
            Some(card) if my_turn => act(world, CatastrophesAction::Place { card, target }),
            _ => world.resource_mut::<Selection>().hint = Some(tr!("cx-ui-choose-card-first")),
        },
        Clicked::Draw(count) => act(world, CatastrophesAction::Draw { count }),
        Clicked::Pass => act(world, CatastrophesAction::Pass),
    }
}

fn points(n: u32) -> String {
    tr!("cx-ui-points", count = n)
}

struct View<'a> {
    table: &'a ActiveTable,
    obs: &'a CatastrophesObservation,
    me: Option<SeatId>,
    to_act: Option<SeatId>,
    my_turn: bool,
    selected: Option<Card>,
    /// The action a hint suggests, if one is on show.
    hinted: Option<CatastrophesAction>,
    pb: &'a Reveal,
    /// A reveal is still on show.
    playing: bool,
    time: f32,
}

impl View<'_> {
    fn name(&self, s: SeatId) -> &str {
        self.table.name(s)
    }
    fn colour(&self, s: SeatId) -> Color32 {
        theme::colour(self.table.setup.seats[s.index()].colour)
    }
    fn punishment(&self, s: SeatId) -> u32 {
        self.pb
            .shown
            .as_ref()
            .map_or(self.obs.punishment[s.index()], |sh| {
                sh.punishment[s.index()]
            })
    }

    /// The round, the pile and the first-player token, under the prompt bar.
    fn info(&self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            // While a reveal plays, the round being revealed (the rules are on the next).
            let round = self.pb.shown.as_ref().map_or(self.obs.round, |sh| sh.round);
            ui.label(tr!("cx-ui-round", number = round));
            ui.separator();
            ui.label(tr!("cx-ui-draw-pile", count = self.obs.draw_pile));
            ui.separator();
            ui.label(tr!(
                "cx-ui-first-player",
                name = self.name(self.obs.first_player)
            ));
            if self.obs.wild_cats {
                ui.separator();
                ui.label(egui::RichText::new(tr!("variant-wild-cats")).color(theme::ACCENT));
            }
            if self.playing {
                ui.separator();
                ui.label(egui::RichText::new(tr!("cx-ui-revealing")).strong());
            }
        });
    }

    /// The mischief scale: 0 at the bottom, 20 at the top, thresholds marked.
    fn scale(&self, ui: &mut egui::Ui) {
        ui.vertical_centered(|ui| ui.label(egui::RichText::new(tr!("cx-ui-mischief")).strong()));
        let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
        let p = ui.painter_at(rect);
        let top = rect.top() + 20.0;
        let bottom = rect.bottom() - 20.0;
        let x = rect.center().x - 10.0;
        let y_of = |v: f32| bottom - (bottom - top) * v / 20.0;
        p.line_segment(
            [Pos2::new(x, top), Pos2::new(x, bottom)],
            Stroke::new(6.0, Color32::from_rgb(210, 190, 160)),
        );
        for v in 0..=20u8 {
            let y = y_of(v as f32);
            let threshold = THRESHOLDS.iter().find(|(t, _)| *t == v);
            let (w, col) = if threshold.is_some() {
                (22.0, theme::WARN)
            } else {
                (8.0, theme::INK)
            };
            p.line_segment(
                [Pos2::new(x - w, y), Pos2::new(x + w, y)],
                Stroke::new(if threshold.is_some() { 3.0 } else { 1.0 }, col),
            );
            if v % 5 == 0 {
                p.text(
                    Pos2::new(x - 28.0, y),
                    egui::Align2::RIGHT_CENTER,
                    v.to_string(),
                    FontId::proportional(14.0),
                    theme::INK,
                );
            }
            if let Some((_, pts)) = threshold {
                p.text(
                    Pos2::new(x + 28.0, y),
                    egui::Align2::LEFT_CENTER,
                    *pts,
                    FontId::proportional(16.0),
                    theme::WARN,
                );
            }
        }
        let v = self
            .pb
            .shown
            .as_ref()
            .map_or(self.obs.scale as f32, |s| s.scale);
        let c = Pos2::new(x, y_of(v));
        p.circle(
            c,
            11.0,
            Color32::from_rgb(40, 30, 30),
            Stroke::new(2.5, theme::ACCENT),
        );
        crate::view::kit::icons::Icon::Paw.paint(&p, c, 6.5, Color32::WHITE);
    }

    /// The score tracker: each cat's cube at its punishment points, hand sizes, and the log.
    fn scores(&self, ui: &mut egui::Ui, game_log: &GameLog) {
        ui.label(egui::RichText::new(tr!("cx-ui-punishment")).strong());
        ui.label(egui::RichText::new(tr!("cx-ui-punishment-more")).small());
        let seats = self.obs.seats();
        for i in 0..seats {
            let s = SeatId(i as u8);
            let pts = self.punishment(s);
            ui.horizontal(|ui| {
                let (r, _) = ui.allocate_exact_size(Vec2::new(16.0, 16.0), Sense::hover());
                crate::view::seats::Marker::of(s).paint(
                    ui.painter(),
                    r.center(),
                    7.5,
                    self.colour(s),
                );
                ui.label(
                    egui::RichText::new(self.name(s))
                        .color(theme::ink_of(self.colour(s)))
                        .strong(),
                );
                ui.label(format!("{pts}"));
                let count = self.obs.hand_sizes[i];
                ui.label(egui::RichText::new(tr!("cx-ui-in-hand", count = count)).small());
            });
            // The cube on a 0..20 track.
            let (r, _) =
                ui.allocate_exact_size(Vec2::new(ui.available_width() - 8.0, 10.0), Sense::hover());
            let p = ui.painter();
            p.rect_filled(r, CornerRadius::same(3), Color32::from_rgb(230, 215, 190));
            let x = r.left() + r.width() * (pts.min(20) as f32 / 20.0);
            p.rect_filled(
                Rect::from_center_size(
                    Pos2::new(x.clamp(r.left() + 5.0, r.right() - 5.0), r.center().y),
                    Vec2::splat(10.0),
                ),
                CornerRadius::same(2),
                self.colour(s),
            );
        }
        ui.add_space(10.0);
        ui.separator();
        log::panel(ui, game_log);
    }

    /// The seats round the table, each with the card (if any) in front of it.
    fn seats(
        &self,
        ui: &mut egui::Ui,
        textures: Option<&tabletop::TableTextures>,
        dropped: Option<(Card, Pos2)>,
        clicked: &mut Option<Clicked>,
    ) {
        let rect = ui.max_rect();
        let p = ui.painter_at(rect);
        let centre = rect.center();
        // Room below the bottom seat for its name and points, however short the area (a
        // tutorial's strip takes some).
        let (rx, ry) = (
            rect.width() * 0.38,
            (rect.height() * 0.36)
                .min(rect.height() / 2.0 - 72.0)
                .max(rect.height() * 0.2),
        );
        tabletop::table(&p, textures, rect, centre, Vec2::new(rx * 0.82, ry * 0.78));
        let seats = self.obs.seats();
        let bottom = self.me.unwrap_or(SeatId(0)).index();
        let legal_targets: Vec<SeatId> = self
            .obs
            .legal
            .iter()
            .filter_map(|a| match a {
                CatastrophesAction::Place { card, target } if Some(*card) == self.selected => {
                    Some(*target)
                }
                _ => None,
            })
            .filter(|t| match self.hinted {
                Some(CatastrophesAction::Place { target, .. }) => *t == target,
                _ => true,
            })
            .collect();
        for i in 0..seats {
            let s = SeatId(i as u8);
            // Clockwise from the bottom, the player's own seat.
            let k = (i + seats - bottom) % seats;
            let a = std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * k as f32 / seats as f32;
            let pos = centre + Vec2::new(a.cos() * rx, a.sin() * ry);
            let card_pos = centre + (pos - centre) * 0.58;
            // Name, cube colour, first-player token.
            // The seat's cat, and its marker on a paper badge: apart by shape as well.
            p.circle_filled(pos, 26.0, self.colour(s));
            crate::view::kit::icons::cat_head(
                &p,
                pos + Vec2::new(0.0, 4.0),
                13.0,
                Color32::WHITE,
                egui::Stroke::NONE,
            );
            let badge = pos + Vec2::new(20.0, -20.0);
            p.circle_filled(badge, 11.0, theme::CARD);
            crate::view::seats::Marker::of(s).paint(&p, badge, 8.0, self.colour(s));
            let label = if self.to_act == Some(s) && !self.playing {
                format!("▶ {}", self.name(s))
            } else {
                self.name(s).to_string()
            };
            p.text(
                pos + Vec2::new(0.0, 40.0),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::proportional(17.0),
                Color32::WHITE,
            );
            p.text(
                pos + Vec2::new(0.0, 60.0),
                egui::Align2::CENTER_CENTER,
                points(self.punishment(s)),
                FontId::proportional(14.0),
                Color32::from_rgb(255, 230, 200),
            );
            if self.obs.first_player == s {
                let t = pos + Vec2::new(34.0, -24.0);
                p.circle(
                    t,
                    12.0,
                    Color32::from_rgb(250, 210, 60),
                    Stroke::new(2.0, theme::INK),
                );
                p.text(
                    t,
                    egui::Align2::CENTER_CENTER,
                    "1",
                    FontId::proportional(14.0),
                    theme::INK,
                );
            }
            // The card in front of the seat.
            let r = cards::at(card_pos, 0.8);
            let shown_up = self.pb.shown.as_ref().and_then(|sh| sh.face_up[i]);
            let shown_down = self.pb.shown.as_ref().and_then(|sh| sh.face_down[i]);
            let face_down = match &self.pb.shown {
                Some(_) => shown_down,
                None => self.obs.face_down[i].map(|fd| fd.by),
            };
            match (shown_up, face_down) {
                (Some((card, _)), _) => {
                    cards::face(&p, r, card, false);
                    if self.pb.shown.as_ref().and_then(|sh| sh.resolving) == Some(s) {
                        p.rect_stroke(
                            r.expand(4.0),
                            CornerRadius::same(10),
                            Stroke::new(3.0, Color32::from_rgb(255, 220, 80)),
                            StrokeKind::Outside,
                        );
                    }
                }
                // Face down, rimmed in the colour of the cat that put it there.
                (None, Some(by)) => card::back(&p, r, self.colour(by)),
                (None, None) => card::slot(&p, r),
            }
            if legal_targets.contains(&s) {
                let pulse = 0.5 + 0.5 * (self.time * 5.0).sin();
                let glow =
                    Color32::from_rgba_unmultiplied(255, 215, 70, (120.0 + 120.0 * pulse) as u8);
                p.rect_stroke(
                    r.expand(6.0),
                    CornerRadius::same(10),
                    Stroke::new(4.0, glow),
                    StrokeKind::Outside,
                );
            }
            let resp = ui.interact(
                r.union(Rect::from_center_size(pos, Vec2::splat(60.0))),
                ui.id().with(("seat", i)),
                Sense::click(),
            );
            if self.my_turn && self.selected.is_some() && resp.hovered() {
                p.rect_stroke(
                    r.expand(2.0),
                    CornerRadius::same(9),
                    Stroke::new(2.0, Color32::WHITE),
                    StrokeKind::Outside,
                );
            }
            if resp.clicked() && self.my_turn {
                *clicked = Some(Clicked::Seat(s));
            }
            // A card dragged from the hand and let go here. (The rules refuse a seat that may
            // not take it, with their reason.)
            if let Some((card, at)) = dropped
                && resp.rect.contains(at)
                && self.my_turn
            {
                *clicked = Some(Clicked::Dropped(card, s));
            }
            for f in self.pb.flashes.iter().filter(|f| f.seat == s) {
                let alpha = (255.0 * (1.0 - f.age / 2.5)).clamp(0.0, 255.0) as u8;
                let col = if f.bad {
                    Color32::from_rgba_unmultiplied(255, 80, 60, alpha)
                } else {
                    Color32::from_rgba_unmultiplied(120, 255, 140, alpha)
                };
                p.text(
                    pos + Vec2::new(0.0, -40.0 - 30.0 * f.age),
                    egui::Align2::CENTER_CENTER,
                    &f.text,
                    FontId::proportional(34.0),
                    col,
                );
            }
        }
    }

    /// Your hand and your choices; nothing of a hand while another seat acts in hotseat.
    fn hand(
        &self,
        ui: &mut egui::Ui,
        hint: Option<&str>,
        clicked: &mut Option<Clicked>,
        dropped: &mut Option<(Card, Pos2)>,
    ) {
        let Some(me) = self.me else {
            let text = if self.table.setup.humans() == 0 {
                tr!("cx-ui-all-bots")
            } else {
                tr!("cx-ui-hands-hidden")
            };
            ui.centered_and_justified(|ui| ui.label(text));
            return;
        };
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr!("cx-ui-hand", name = self.name(me))).strong());
            let can = |a: CatastrophesAction| self.my_turn && self.obs.legal.contains(&a);
            if ui
                .add_enabled(
                    can(CatastrophesAction::Draw { count: 1 }),
                    egui::Button::new(tr!("cx-ui-draw", count = 1u8)),
                )
                .clicked()
            {
                *clicked = Some(Clicked::Draw(1));
            }
            if ui
                .add_enabled(
                    can(CatastrophesAction::Draw { count: 2 }),
                    egui::Button::new(tr!("cx-ui-draw", count = 2u8)),
                )
                .clicked()
            {
                *clicked = Some(Clicked::Draw(2));
            }
            if can(CatastrophesAction::Pass)
                && ui
                    .button(tr!("cx-ui-pass"))
                    .on_hover_text(tr!("cx-ui-pass-more"))
                    .clicked()
            {
                *clicked = Some(Clicked::Pass);
            }
            // What to do wraps beside the buttons rather than run past the panel's edge.
            let say = if let Some(h) = hint {
                Some(egui::RichText::new(h).color(theme::WARN))
            } else if self.my_turn && self.selected.is_some() {
                Some(tr!("cx-ui-click-seat").into())
            } else if self.my_turn && !self.obs.hand.is_empty() {
                Some(tr!("cx-ui-drag-card").into())
            } else {
                None
            };
            if let Some(say) = say {
                ui.add(egui::Label::new(say).wrap());
            }
        });
        let n = self.obs.hand.len();
        // Several copies of a card are one choice: the first copy is the one lifted.
        let first_selected = self
            .selected
            .and_then(|c| self.obs.hand.iter().position(|h| *h == c));
        let layout = HandLayout {
            card: cards::SIZE,
            gap: 12.0,
        };
        let rect = ui.available_rect_before_wrap();
        let pick = hand::show(
            ui,
            &layout,
            &self.obs.hand,
            |i, _| Some(i) == first_selected,
            self.my_turn,
            true,
            |card| Some(cards::describe(*card)),
            |p, r, card, lifted| cards::face(p, r, *card, lifted),
        );
        if let Some(i) = pick.clicked {
            *clicked = Some(Clicked::Card(self.obs.hand[i]));
        }
        if let Some(i) = pick.dragging {
            *clicked = Some(Clicked::Lift(self.obs.hand[i]));
        }
        if let Some((i, at)) = pick.dropped {
            *dropped = Some((self.obs.hand[i], at));
        }
        let p = ui.painter_at(rect);
        if n == 0 {
            p.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                tr!("cx-ui-no-cards"),
                FontId::proportional(18.0),
                theme::INK,
            );
        }
    }
}
