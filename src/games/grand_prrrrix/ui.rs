//! Grand Prrrrix's panels: the Turn Order card just turned, what the seat asked may do now,
//! every cat's energy, coin, Purr cards and progress, and the log, down the right; the Race
//! Order Layout as a row of room cards across the top, each with the Purr markers of the cats
//! that have done it; over the board, the room names, the energy cost on every glowing
//! square, the spat panel (bonuses, attacker first, then the dice) and what the Present held.
//! Choices are sent as actions; a refusal comes back on the prompt bar with the rule.

use super::input::{self, Input};
use super::playback::Show;
use super::scene::{Layout, Seen, fur, room_colour};
use crate::lang;
use crate::session::privacy::screen_up;
use crate::session::{ActiveTable, BoardArea, TableArea, TableTurn, ViewBusy, hint_for};
use crate::theme;
use crate::tr;
use crate::view::BoardCamera;
use crate::view::kit::labels::{BoardLabels, TAG_FAINT};
use crate::view::kit::{dice, log};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, vec2};
use mogland_rules::core::{Act, SeatId, Suggested};
use mogland_rules::games::grand_prrrrix::{
    Bonus, Goal, GrandPrrrrixAction, GrandPrrrrixPrompt, Miaow, Phase, Spat, State, Stay, bonuses,
};
use mogland_rules::levels::grand_prrrrix::{CatKind, Object};

pub const PANEL_WIDTH: f32 = 320.0;
const LAYOUT_HEIGHT: f32 = 92.0;

fn egui_colour(c: Color) -> Color32 {
    let s = c.to_srgba();
    Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

fn fur32(kind: CatKind) -> Color32 {
    egui_colour(fur(kind))
}

/// Who a seat is in this game: its cat first, named and in its own fur (the player's cat is
/// what moves on the board), then the player's name beside the seat's shape, in the same fur.
/// Seat colours stay out of Grand Prrrrix: a gold seat playing the Blue Persian misled a player.
fn cat_label(ui: &mut egui::Ui, s: &State, table: &ActiveTable, seat: SeatId, size: f32) {
    let kind = s.cat(seat).kind;
    ui.horizontal_wrapped(|ui| {
        let (dot, _) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
        ui.painter().circle(
            dot.center(),
            size * 0.45,
            fur32(kind),
            egui::Stroke::new(1.0, theme::INK),
        );
        ui.label(
            egui::RichText::new(kind.name())
                .strong()
                .size(size)
                .color(theme::INK),
        );
        crate::view::seats::label(ui, seat, fur32(kind), table.name(seat), size * 0.85);
    });
}

/// The bonus being put together before it is committed.
#[derive(Default)]
pub struct Draft {
    purr: bool,
    threes: u8,
}

pub fn panel(
    mut contexts: EguiContexts,
    seen: Res<Seen>,
    mut input: ResMut<Input>,
    show: Res<Show>,
    table: Res<ActiveTable>,
    turn: Res<TableTurn>,
    busy: Res<ViewBusy>,
    game_log: Res<log::GameLog>,
    area: Res<TableArea>,
    layout: Res<Layout>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    time: Res<Time<Real>>,
    mut board: ResMut<BoardArea>,
    mut draft: Local<Draft>,
    hint: Option<Res<Suggested<GrandPrrrrixAction>>>,
    mut act: MessageWriter<Act<GrandPrrrrixAction>>,
) -> Result {
    if screen_up(&turn, &busy) {
        board.0 = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = area.ui(&ctx, "grand-prrrrix");
    let mut out: Vec<GrandPrrrrixAction> = Vec::new();
    egui::Panel::right("grand-prrrrix-panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            turn_card(ui, &seen, &show, &table);
            if seen.my_decision {
                ui.separator();
                controls(ui, &seen, &mut input, &table, &mut out);
            }
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt("grand-prrrrix-cats")
                // The log below keeps room for more than a few lines.
                .max_height(ui.available_height() * 0.4)
                .show(ui, |ui| cats_table(ui, &seen, &table));
            ui.separator();
            log::panel(ui, &game_log);
        });
    egui::Panel::top("grand-prrrrix-layout")
        .exact_size(LAYOUT_HEIGHT)
        .show(&mut root, |ui| race_layout(ui, &seen));
    let rect = root.available_rect_before_wrap();
    board.0 = Some(rect);
    let hinted = hint_for(hint.as_deref(), seen.me, seen.my_decision)
        .and_then(|a| input::hinted_square(&seen, a));
    labels(&ctx, &seen, &input, hinted, &layout, &camera, rect);
    spat_panel(
        &ctx,
        &seen,
        &show,
        &table,
        rect,
        time.elapsed_secs(),
        &mut draft,
        &mut out,
    );
    if show.found_up > 0.0
        && let Some((seat, found)) = show.found
    {
        egui::Area::new(egui::Id::new("gp-present"))
            .fixed_pos(rect.center() - vec2(130.0, 40.0))
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(&ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(
                        egui::RichText::new(tr!("gp-ui-opens-present", name = table.name(seat)))
                            .strong(),
                    );
                    ui.label(egui::RichText::new(object_title(found)).size(22.0));
                });
            });
    }
    if let Some(me) = seen.me {
        for action in out {
            act.write(Act { seat: me, action });
        }
    }
    Ok(())
}

fn object_title(o: Object) -> String {
    match o {
        Object::ToyMouse => tr!("gp-ui-found-toy-mouse"),
        Object::FoodBowl => tr!("gp-ui-found-food-bowl"),
        Object::Pillow => tr!("gp-ui-found-pillow"),
        Object::Present => tr!("gp-ui-found-present"),
    }
}

/// A Miaow card: the cat's colour across the top, the room in the middle.
fn miaow_card(
    ui: &mut egui::Ui,
    state: &State,
    card: Miaow,
    size: egui::Vec2,
    squash: f32,
) -> egui::Rect {
    let (r, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let whole = r;
    let w = r.width() * squash.clamp(0.05, 1.0);
    let r = egui::Rect::from_center_size(r.center(), vec2(w, r.height()));
    let p = ui.painter();
    p.rect_filled(r, 6.0, theme::PAPER);
    p.rect_stroke(
        r,
        6.0,
        egui::Stroke::new(1.5, theme::INK),
        egui::StrokeKind::Inside,
    );
    if squash < 0.3 {
        return whole;
    }
    let band = egui::Rect::from_min_size(r.min, vec2(r.width(), r.height() * 0.3));
    p.rect_filled(band.shrink(3.0), 4.0, fur32(card.cat));
    let room =
        egui::Rect::from_min_max(r.min + vec2(3.0, r.height() * 0.34), r.max - vec2(3.0, 3.0));
    p.rect_filled(
        room,
        3.0,
        egui_colour(room_colour(card.room)).gamma_multiply(0.6),
    );
    let name = lang::words(state.board.room_name(card.room));
    // Smaller type rather than a word broken across lines ("Conservator / y").
    let width = room.width() - 6.0;
    let mut size = (r.height() * 0.16).clamp(9.0, 15.0);
    let longest = name
        .split_whitespace()
        .map(|w| {
            p.layout_no_wrap(w.to_string(), egui::FontId::proportional(size), theme::INK)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    if longest > width {
        size = (size * width / longest).max(7.0);
    }
    let font = egui::FontId::proportional(size);
    let galley = p.layout(name.to_string(), font, theme::INK, width);
    p.galley(room.center() - galley.size() / 2.0, galley, theme::INK);
    whole
}

/// Whose race the table points at: the player's own cat, or with no player at the screen the
/// cat whose turn it is.
fn racer(seen: &Seen) -> SeatId {
    seen.me.unwrap_or(seen.state.turn.seat)
}

/// Where the racer must end a turn next: a room, or both ends of the layout before it has
/// chosen a direction.
fn next_rooms(seen: &Seen) -> Vec<u8> {
    seen.state
        .goals(racer(seen))
        .into_iter()
        .filter_map(|g| match g {
            Goal::Room(r) => Some(r),
            Goal::Cushion => None,
        })
        .collect()
}

/// The accent the next room is marked with, on the board and in the Race Order row.
const NEXT: Color32 = Color32::from_rgb(255, 205, 60);

fn turn_card(ui: &mut egui::Ui, seen: &Seen, show: &Show, table: &ActiveTable) {
    let s = &seen.state;
    let (seat, card, bonus) = show
        .card
        .unwrap_or((s.turn.seat, s.turn.card, s.turn.bonus));
    ui.horizontal(|ui| {
        let squash = if show.flipping > 0.0 {
            (show.flipping / 0.6 * std::f32::consts::PI).cos().abs()
        } else {
            1.0
        };
        let r = miaow_card(ui, s, card, vec2(92.0, 120.0), squash);
        ui.interact(r, ui.id().with("turn-card"), egui::Sense::hover())
            .on_hover_text(tr!(
                "gp-ui-turn-card-more",
                cat = card.cat.name(),
                room = lang::words(s.board.room_name(card.room))
            ));
        ui.vertical(|ui| {
            // Wrapped within the panel: a long cat's name must not widen it.
            ui.set_max_width(ui.available_width());
            ui.label(egui::RichText::new(tr!("gp-ui-turn", number = s.turn.number)).small());
            ui.label(egui::RichText::new(tr!("gp-ui-cat-moves", cat = card.cat.name())).strong());
            // Whose cat it is, in its own fur (wrapped: the card leaves little room).
            ui.label(
                egui::RichText::new(tr!("gp-ui-whose-cat", name = table.name(seat)))
                    .color(fur32(s.cat(seat).kind)),
            );
            let room = lang::words(s.board.room_name(card.room));
            if bonus {
                ui.label(
                    egui::RichText::new(tr!("gp-ui-room-bonus", room = room)).color(theme::ACCENT),
                );
            } else {
                ui.label(egui::RichText::new(tr!("gp-ui-room-no-bonus", room = room)).small())
                    .on_hover_text(tr!("gp-ui-room-no-bonus-more"));
            }
            let left = s.deck.draw.len();
            ui.label(egui::RichText::new(tr!("gp-ui-cards-to-come", count = left)).small());
        });
    });
}

/// The buttons for what the seat asked may do now (moves are made on the board).
fn controls(
    ui: &mut egui::Ui,
    seen: &Seen,
    input: &mut Input,
    table: &ActiveTable,
    out: &mut Vec<GrandPrrrrixAction>,
) {
    let s = &seen.state;
    let legal = &seen.legal;
    let name = |seat: SeatId| table.name(seat).to_string();
    match &seen.prompt {
        Some(GrandPrrrrixPrompt::Move { moved, max }) => {
            if legal
                .iter()
                .any(|a| matches!(a, GrandPrrrrixAction::Move { .. }))
            {
                ui.label(if input.picked {
                    tr!("gp-ui-click-square")
                } else {
                    tr!("gp-ui-click-cat", cat = s.cat(s.turn.seat).kind.name())
                });
            }
            let (moved, max) = (*moved, *max);
            let energy = s.cat(s.turn.seat).energy;
            ui.label(
                egui::RichText::new(tr!(
                    "gp-ui-spaces-used",
                    moved = moved,
                    max = max,
                    energy = energy
                ))
                .small(),
            );
            if legal.contains(&GrandPrrrrixAction::Stay) {
                let label = match s.stay_effect() {
                    Stay::Rest => tr!("gp-ui-stay-rest"),
                    Stay::Play => tr!("gp-ui-stay-play"),
                    Stay::Eat => tr!("gp-ui-stay-eat"),
                    Stay::Open => tr!("gp-ui-stay-open"),
                    Stay::Wait => tr!("gp-ui-stay-wait"),
                    Stay::Stop => tr!("gp-ui-stay-stop"),
                };
                if ui.button(label).clicked() {
                    out.push(GrandPrrrrixAction::Stay);
                }
            }
            if legal
                .iter()
                .any(|a| matches!(a, GrandPrrrrixAction::Spat { .. }))
            {
                ui.label(tr!("gp-ui-spat-hint"));
            }
            for a in legal {
                if let GrandPrrrrixAction::Spat { cat } = a
                    && ui
                        .button(tr!(
                            "gp-ui-spat-here",
                            cat = s.cat(*cat).kind.name(),
                            name = name(*cat)
                        ))
                        .on_hover_text(tr!("gp-ui-spat-more"))
                        .clicked()
                {
                    out.push(a.clone());
                }
            }
        }
        Some(GrandPrrrrixPrompt::Choose) => {
            ui.label(tr!("gp-ui-choose-hint"));
            for a in legal {
                let label = match a {
                    GrandPrrrrixAction::Spat { cat } => tr!(
                        "gp-ui-spat",
                        cat = s.cat(*cat).kind.name(),
                        name = name(*cat)
                    ),
                    GrandPrrrrixAction::Decline => tr!("gp-ui-leave-them"),
                    _ => continue,
                };
                if ui.button(label).clicked() {
                    out.push(a.clone());
                }
            }
        }
        Some(GrandPrrrrixPrompt::Retreat { attacker }) => {
            ui.label(tr!("gp-ui-retreat", name = name(*attacker)));
            if ui.button(tr!("gp-ui-stand")).clicked() {
                out.push(GrandPrrrrixAction::Stand);
            }
        }
        Some(GrandPrrrrixPrompt::Bonus { .. }) => {
            ui.label(tr!("gp-ui-bonus-hint"));
        }
        Some(GrandPrrrrixPrompt::Push { loser }) => {
            if legal.contains(&GrandPrrrrixAction::Push {
                to: None,
                take: false,
            }) {
                ui.label(tr!("gp-ui-push-nowhere", name = name(*loser)));
                if ui.button(tr!("gp-ui-carry-on")).clicked() {
                    out.push(GrandPrrrrixAction::Push {
                        to: None,
                        take: false,
                    });
                }
            } else {
                ui.label(tr!("gp-ui-push", name = name(*loser)));
                ui.checkbox(&mut input.take, tr!("gp-ui-push-take"));
            }
        }
        Some(GrandPrrrrixPrompt::Present) => {
            ui.label(tr!("gp-ui-present"));
            for a in legal {
                let label = match a {
                    GrandPrrrrixAction::Find(Object::ToyMouse) => tr!("gp-ui-find-toy-mouse"),
                    GrandPrrrrixAction::Find(Object::FoodBowl) => tr!("gp-ui-find-food-bowl"),
                    GrandPrrrrixAction::Find(Object::Pillow) => tr!("gp-ui-find-pillow"),
                    GrandPrrrrixAction::Passage => tr!("gp-ui-find-passage"),
                    _ => continue,
                };
                if ui.button(label).clicked() {
                    out.push(a.clone());
                }
            }
        }
        None => {}
    }
}

/// Every cat: whose it is, its energy, coin, Purr cards and progress.
fn cats_table(ui: &mut egui::Ui, seen: &Seen, table: &ActiveTable) {
    let s = &seen.state;
    let max = s.options.max_energy as f32;
    for c in &s.cats {
        let to_move = s.turn.seat == c.seat && s.end.is_none();
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(vec2(12.0, 18.0), egui::Sense::hover());
            if to_move {
                ui.painter().add(egui::Shape::convex_polygon(
                    vec![
                        r.left_top() + vec2(0.0, 3.0),
                        r.left_bottom() - vec2(0.0, 3.0),
                        r.right_center(),
                    ],
                    theme::ACCENT,
                    egui::Stroke::NONE,
                ));
            }
            cat_label(ui, s, table, c.seat, theme::BODY);
        });
        // Two lines a cat, so that more cats show beside the controls at 1280×720.
        ui.horizontal(|ui| {
            ui.add_space(16.0);
            let (r, resp) = ui.allocate_exact_size(vec2(90.0, 12.0), egui::Sense::hover());
            let p = ui.painter();
            p.rect_filled(r, 3.0, Color32::from_gray(220));
            let fill = egui::Rect::from_min_size(
                r.min,
                vec2(r.width() * c.energy as f32 / max, r.height()),
            );
            p.rect_filled(fill, 3.0, Color32::from_rgb(230, 170, 40));
            let most = s.options.max_energy;
            resp.on_hover_text(tr!("gp-ui-energy-of", energy = c.energy, most = most));
            let text = if c.rest_due > 0 {
                tr!("gp-ui-energy-due", energy = c.energy, due = c.rest_due)
            } else {
                tr!("gp-ui-energy", energy = c.energy)
            };
            ui.label(egui::RichText::new(text).small());
            // The two Purr cards it may still spend.
            for k in 0..2u8 {
                let (r, resp) = ui.allocate_exact_size(vec2(12.0, 16.0), egui::Sense::hover());
                let spare = k < c.purrs;
                ui.painter().rect(
                    r,
                    2.0,
                    if spare {
                        theme::PAPER
                    } else {
                        Color32::TRANSPARENT
                    },
                    egui::Stroke::new(1.0, if spare { theme::INK } else { Color32::GRAY }),
                    egui::StrokeKind::Inside,
                );
                resp.on_hover_text(tr!("gp-ui-purr-more"));
            }
            let rooms = s.layout.length();
            ui.label(egui::RichText::new(tr!("gp-ui-rooms", done = c.done, rooms = rooms)).small());
            if c.coin {
                let (r, resp) = ui.allocate_exact_size(vec2(16.0, 16.0), egui::Sense::hover());
                ui.painter()
                    .circle_filled(r.center(), 6.5, Color32::from_rgb(212, 175, 55));
                resp.on_hover_text(tr!("gp-ui-coin-more"));
            }
            if c.resting {
                ui.label(egui::RichText::new(tr!("gp-ui-resting")).small().italics());
            }
            if c.ate {
                ui.label(egui::RichText::new(tr!("gp-ui-ate")).small().italics());
            }
        });
    }
}

/// The Race Order Layout: the room cards in a row, the Purr markers of each cat that has done
/// them above (pointing down for a cat racing from the far end).
fn race_layout(ui: &mut egui::Ui, seen: &Seen) {
    let s = &seen.state;
    let cards = &s.layout.cards;
    let n = cards.len() + usize::from(s.layout.home_stretch);
    let w = ((ui.available_width() - 8.0 * n as f32) / n as f32).clamp(48.0, 110.0);
    ui.horizontal(|ui| {
        for (i, card) in cards.iter().enumerate() {
            ui.vertical(|ui| {
                let (r, _) = ui.allocate_exact_size(vec2(w, 14.0), egui::Sense::hover());
                let mut x = r.left() + 7.0;
                for c in &s.cats {
                    let (idx, backwards) = match c.backwards {
                        Some(true) => (cards.len() - 1 - i, true),
                        _ => (i, false),
                    };
                    if (idx as u8) < c.done.min(cards.len() as u8) {
                        let col = fur32(c.kind);
                        let (top, bottom) = (r.top() + 2.0, r.bottom() - 2.0);
                        let pts = if backwards {
                            vec![
                                egui::pos2(x - 5.0, top),
                                egui::pos2(x + 5.0, top),
                                egui::pos2(x, bottom),
                            ]
                        } else {
                            vec![
                                egui::pos2(x - 5.0, bottom),
                                egui::pos2(x + 5.0, bottom),
                                egui::pos2(x, top),
                            ]
                        };
                        ui.painter().add(egui::Shape::convex_polygon(
                            pts,
                            col,
                            egui::Stroke::new(1.0, theme::INK),
                        ));
                        x += 12.0;
                    }
                }
                let r = miaow_card(ui, s, *card, vec2(w, LAYOUT_HEIGHT - 26.0), 1.0);
                let number = i + 1;
                ui.interact(r, ui.id().with(("race-card", i)), egui::Sense::hover())
                    .on_hover_text(tr!(
                        "gp-ui-race-card-more",
                        number = number,
                        room = lang::words(s.board.room_name(card.room)),
                        cat = card.cat.name()
                    ));
                // The racer's next room, framed: the card its next turn must end in.
                let cat = s.cat(racer(seen));
                let idx = match cat.backwards {
                    Some(true) => cards.len() - 1 - i,
                    _ => i,
                };
                let due = idx as u8 == cat.done
                    || (cat.backwards.is_none() && i + 1 == cards.len() && cat.done == 0);
                if due && next_rooms(seen).contains(&card.room) {
                    ui.painter().rect_stroke(
                        r.expand(2.0),
                        7.0,
                        egui::Stroke::new(3.0, NEXT),
                        egui::StrokeKind::Outside,
                    );
                }
            });
        }
        if s.layout.home_stretch {
            ui.vertical(|ui| {
                ui.allocate_exact_size(vec2(w, 14.0), egui::Sense::hover());
                ui.label(egui::RichText::new(tr!("gp-ui-home-stretch")).small());
            });
        }
    });
}

/// Room names, and the energy cost on every square the picked cat can reach.
fn labels(
    ctx: &egui::Context,
    seen: &Seen,
    input: &Input,
    hinted: Option<u16>,
    layout: &Layout,
    camera: &Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    board: egui::Rect,
) {
    let Some(tags) = BoardLabels::new(ctx, "gp-labels", camera, board) else {
        return;
    };
    let m = &*seen.state.board;
    let put = |world: Vec3, text: String, size: f32, bg: Color32| {
        tags.put(world, text, size, theme::INK, bg);
    };
    let next = next_rooms(seen);
    // The squares the player may click now: no room's name covers them.
    let glowing: Vec<Vec3> = input::targets(seen, input)
        .iter()
        .map(|t| layout.at(m, t.square))
        .collect();
    for r in 0..m.rooms.len() as u8 {
        let squares: Vec<Vec3> = (0..m.squares.len() as u16)
            .filter(|&q| m.room_of(q) == Some(r))
            .map(|q| layout.at(m, q))
            .collect();
        let mid = squares.iter().copied().sum::<Vec3>() / squares.len().max(1) as f32;
        if next.contains(&r) {
            tags.put_clear_of(
                mid + Vec3::Y * 0.1,
                tr!("gp-ui-next-room", room = lang::words(m.room_name(r))),
                15.0,
                theme::INK,
                NEXT,
                &glowing,
            );
        } else {
            put(
                mid + Vec3::Y * 0.1,
                lang::words(m.room_name(r)),
                13.0,
                TAG_FAINT,
            );
        }
    }
    // The cost in each glowing square's corner, so the path drawn on hover shows through;
    // the square under the pointer says it in full.
    // With a hint (or a tutorial's step) on show, only its square is labelled, as only it glows.
    for t in input::targets(seen, input)
        .into_iter()
        .filter(|t| hinted.is_none_or(|h| h == t.square))
    {
        if let Some(way) = t.way {
            let at = layout.at(m, t.square);
            if input.hovered == Some(t.square) {
                put(
                    at + Vec3::new(0.0, 0.1, -0.75),
                    tr!("gp-ui-way", count = way.spaces, cost = way.cost),
                    15.0,
                    Color32::from_rgba_unmultiplied(255, 236, 150, 245),
                );
            } else {
                put(
                    at + Vec3::new(-0.28, 0.1, -0.28),
                    way.cost.to_string(),
                    11.0,
                    Color32::from_rgba_unmultiplied(255, 236, 150, 210),
                );
            }
        }
    }
}

/// The spat under way or on show: who fights whom, the bonuses as they are committed
/// (attacker first), the dice, the winner; and the bonus choices when this seat is asked.
#[allow(clippy::too_many_arguments)]
fn spat_panel(
    ctx: &egui::Context,
    seen: &Seen,
    show: &Show,
    table: &ActiveTable,
    board: egui::Rect,
    now: f32,
    draft: &mut Draft,
    out: &mut Vec<GrandPrrrrixAction>,
) {
    let s = &seen.state;
    let live = match &s.turn.phase {
        Phase::Retreat(sp) | Phase::Bonus(sp) | Phase::Push(sp) => Some(sp.clone()),
        _ => None,
    };
    // While the playback shows a spat's dice, that one; before the dice, the one the rules
    // hold (the playback's copy knows no bonus committed since it began); else, for a few
    // seconds, the one just ended.
    let ended = show.last_spat.clone().filter(|_| show.last_spat_up > 0.0);
    let shown = match (show.spat.clone(), live) {
        (Some(s), Some(l)) if s.rolls.is_empty() => Some(l),
        (s, l) => s.or(l),
    };
    let Some(spat) = shown.or(ended) else {
        return;
    };
    let asked_bonus =
        seen.my_decision && matches!(seen.prompt, Some(GrandPrrrrixPrompt::Bonus { .. }));
    // In the board's bottom-left corner: the cats in the spat and the squares to click stay
    // in view.
    egui::Area::new(egui::Id::new("gp-spat"))
        .pivot(egui::Align2::LEFT_BOTTOM)
        .fixed_pos(board.left_bottom() + vec2(8.0, -8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(400.0);
                ui.label(
                    egui::RichText::new(tr!("gp-ui-spat-title"))
                        .size(20.0)
                        .strong(),
                );
                ui.columns(2, |cols| {
                    for (i, col) in cols.iter_mut().enumerate() {
                        side(col, s, &spat, i, table);
                    }
                });
                dice_row(ui, &seen.state, &spat, show, now);
                if asked_bonus && let Some(me) = seen.me {
                    ui.separator();
                    bonus_picker(ui, s, me, draft, out);
                }
            });
        });
}

fn side(ui: &mut egui::Ui, s: &State, spat: &Spat, i: usize, table: &ActiveTable) {
    let seats = [spat.attacker, spat.defender];
    let (me, them) = (seats[i], seats[1 - i]);
    let who = if i == 0 {
        tr!("gp-ui-attacker", name = table.name(me))
    } else {
        tr!("gp-ui-defender", name = table.name(me))
    };
    ui.label(
        egui::RichText::new(who)
            .color(fur32(s.cat(me).kind))
            .strong(),
    );
    if spat.rolls.is_empty() {
        // The rules name these bonuses by their message ids.
        for (what, v) in s.standing_bonus(me, them) {
            let bonus = crate::lang::label(what);
            ui.label(
                egui::RichText::new(tr!("gp-ui-standing-bonus", plus = v, bonus = bonus)).small(),
            );
        }
        match spat.bonus[i] {
            Some(b) => {
                if b.purr {
                    ui.label(egui::RichText::new(tr!("gp-ui-purr-bonus")).small());
                }
                if b.threes > 0 {
                    let energy = 3 * b.threes;
                    ui.label(
                        egui::RichText::new(tr!(
                            "gp-ui-energy-bonus",
                            plus = b.threes,
                            energy = energy
                        ))
                        .small(),
                    );
                }
                ui.label(
                    egui::RichText::new(tr!("gp-ui-committed"))
                        .small()
                        .italics(),
                );
            }
            None => {
                ui.label(egui::RichText::new(tr!("gp-ui-deciding")).small().italics());
            }
        }
    } else {
        let plus = spat.adds[i];
        ui.label(tr!("gp-ui-in-all", plus = plus));
    }
}

fn dice_row(ui: &mut egui::Ui, state: &State, spat: &Spat, show: &Show, now: f32) {
    if spat.rolls.is_empty() {
        return;
    }
    let tumbling = show.tumbling > 0.0;
    let colours = [
        fur32(state.cat(spat.attacker).kind),
        fur32(state.cat(spat.defender).kind),
    ];
    ui.horizontal(|ui| {
        for (k, roll) in spat.rolls.iter().enumerate() {
            let last = k + 1 == spat.rolls.len();
            for i in 0..2 {
                let face = if tumbling && last {
                    1 + ((now * 13.0 + i as f32 * 2.7) as u32 % 6) as u8
                } else {
                    roll[i]
                };
                dice::die(ui, face, colours[i], if last { 44.0 } else { 26.0 });
            }
            if !last {
                ui.label(egui::RichText::new(tr!("gp-ui-tie")).small());
            }
            ui.add_space(8.0);
        }
    });
    if !tumbling && let (Some(scores), Some(w)) = (spat.scores(), spat.winner) {
        let [attacker, defender] = scores;
        ui.label(
            egui::RichText::new(tr!(
                "gp-ui-spat-result",
                attacker = attacker,
                defender = defender,
                cat = state.cat(w).kind.name()
            ))
            .strong(),
        );
    }
}

fn bonus_picker(
    ui: &mut egui::Ui,
    s: &State,
    me: SeatId,
    draft: &mut Draft,
    out: &mut Vec<GrandPrrrrixAction>,
) {
    let cat = s.cat(me);
    let open = bonuses(cat);
    let can_purr = open.iter().any(|b| b.purr);
    let max_threes = open.iter().map(|b| b.threes).max().unwrap_or(0);
    draft.threes = draft.threes.min(max_threes);
    draft.purr &= can_purr;
    ui.label(tr!("gp-ui-your-bonuses"));
    ui.add_enabled(
        can_purr,
        egui::Checkbox::new(&mut draft.purr, tr!("gp-ui-spend-purr")),
    );
    ui.horizontal(|ui| {
        ui.label(tr!("gp-ui-energy-slider"));
        ui.add_enabled(
            max_threes > 0,
            egui::Slider::new(&mut draft.threes, 0..=max_threes).show_value(false),
        );
        let (plus, energy) = (draft.threes, 3 * draft.threes);
        ui.label(tr!("gp-ui-energy-bonus", plus = plus, energy = energy));
    });
    if ui.button(tr!("gp-ui-commit")).clicked() {
        out.push(GrandPrrrrixAction::Bonus(Bonus {
            purr: draft.purr,
            threes: draft.threes,
        }));
        *draft = Draft::default();
    }
}
