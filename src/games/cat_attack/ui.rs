//! Cat Attack's panels: every cat's nine lives and six-food larder, the shops open or closed,
//! the die, what the seat asked may do now, the log; your hand of Mog cards along the bottom;
//! over the board, the Curiosity card just drawn, the cat fight's exchange, the card swap after
//! an attack, and the names of the shops and of who lives where. Choices are sent as actions;
//! a refusal comes back on the prompt bar with the rule.

use super::cards;
use super::input::{self, Input, Pick};
use super::playback::Show;
use super::scene::{Layout, Seen};
use crate::lang;
use crate::lang::say;
use crate::session::privacy::screen_up;
use crate::session::{ActiveTable, BoardArea, TableArea, TableTurn, ViewBusy, hint_for};
use crate::theme;
use crate::tr;
use crate::view::BoardCamera;
use crate::view::kit::hand::{self, HandLayout};
use crate::view::kit::labels::{BoardLabels, TAG};
use crate::view::kit::{dice, log};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, vec2};
use mogland_rules::core::{Act, SeatId, Suggested};
use mogland_rules::games::cat_attack::{
    CatAttackAction, CatAttackPrompt, Food, Perch, Suit, card_name, shop_key,
};
use mogland_rules::levels::cat_attack::{MogCard, ShopKind};

pub const PANEL_WIDTH: f32 = 330.0;
const HAND_HEIGHT: f32 = 150.0;

/// Choices made in the panels before they become an action.
#[derive(Resource, Default)]
pub struct Choice {
    /// The card taken from the other hand, waiting for the one given back.
    pub take: Option<MogCard>,
    pub fight_target: Option<SeatId>,
    pub fight_suit: Option<Suit>,
}

pub fn panel(
    mut contexts: EguiContexts,
    seen: Res<Seen>,
    mut input: ResMut<Input>,
    show: Res<Show>,
    mut choice: ResMut<Choice>,
    table: Res<ActiveTable>,
    turn: Res<TableTurn>,
    busy: Res<ViewBusy>,
    game_log: Res<log::GameLog>,
    area: Res<TableArea>,
    layout: Res<Layout>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    time: Res<Time<Real>>,
    mut board: ResMut<BoardArea>,
    hint: Option<Res<Suggested<CatAttackAction>>>,
    mut act: MessageWriter<Act<CatAttackAction>>,
) -> Result {
    if screen_up(&turn, &busy) {
        board.0 = None;
        return Ok(()); // the privacy screen is up
    }
    let hinted = hint_for(hint.as_deref(), seen.me, seen.my_decision).cloned();
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = area.ui(&ctx, "cat-attack");
    let mut out: Vec<CatAttackAction> = Vec::new();
    if !matches!(seen.prompt, Some(CatAttackPrompt::Swap { .. })) || !seen.my_decision {
        choice.take = None;
    }
    egui::Panel::right("cat-attack-panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            if seen.my_decision {
                controls(
                    ui,
                    &seen,
                    &mut input,
                    &mut choice,
                    &table,
                    hinted.as_ref(),
                    &mut out,
                );
                ui.separator();
            }
            egui::ScrollArea::vertical()
                .id_salt("cat-attack-side")
                .max_height(ui.available_height() * 0.6)
                .show(ui, |ui| {
                    // The cats first: their lives and larders are what the tutorial and the
                    // hints point at (under the last Curiosity card they scrolled out of view).
                    cats_table(ui, &seen, &table);
                    ui.separator();
                    if let Some(card) = seen.obs.last_curiosity
                        && let Some(line) = seen.obs.curiosity_texts.get(card as usize)
                    {
                        ui.label(egui::RichText::new(tr!("ca-ui-last-curiosity")).small());
                        cards::curiosity(ui, &lang::words(&line.text), PANEL_WIDTH - 40.0);
                        ui.separator();
                    }
                    shops(ui, &seen);
                });
            ui.separator();
            log::panel(ui, &game_log);
        });
    if seen.me.is_some() {
        egui::Panel::bottom("cat-attack-hand")
            .exact_size(HAND_HEIGHT)
            .show(&mut root, |ui| {
                hand_row(ui, &seen, &choice, &table, hinted.as_ref(), &mut out)
            });
    }
    let rect = root.available_rect_before_wrap();
    board.0 = Some(rect);

    labels(&ctx, &seen, &table, &layout, &camera, rect);
    die(
        &ctx,
        &show,
        &seen,
        busy.0,
        &table,
        rect,
        time.elapsed_secs(),
    );
    if show.card_up > 0.0
        && let Some((seat, card)) = show.curiosity
    {
        // At the top of the board, and clicks go through it: in the middle it covered the
        // space the player was to click next.
        egui::Area::new(egui::Id::new("curiosity-drawn"))
            .pivot(egui::Align2::CENTER_TOP)
            .fixed_pos(rect.center_top() + vec2(0.0, 8.0))
            .interactable(false)
            .order(egui::Order::Foreground)
            .show(&ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(
                        egui::RichText::new(tr!("ca-ui-draws-curiosity", name = table.name(seat)))
                            .strong(),
                    );
                    cards::curiosity(
                        ui,
                        &lang::words(&seen.obs.curiosity_texts[card as usize].text),
                        320.0,
                    );
                });
            });
    }
    fight(&ctx, &seen, &show, &table, rect);
    if seen.my_decision
        && let Some(CatAttackPrompt::Swap { from }) = seen.prompt
    {
        swap(&ctx, &seen, &mut choice, &table, from, rect, &mut out);
    }
    if let Some(me) = seen.me {
        for action in out {
            input.routes.clear();
            act.write(Act { seat: me, action });
        }
    }
    Ok(())
}

/// A piece the player may pick, named by where it stands: "the mouse on Mill Lane 3", "a bird
/// from the bird-house roof".
fn pick_name(seen: &Seen, table: &ActiveTable, p: Pick) -> String {
    match p {
        Pick::Cat => tr!("ca-ui-pick-cat"),
        Pick::Critter(c, id) => match seen.pos.perch(c, id) {
            Perch::Nest => tr!("ca-ui-pick-roof", critter = c.key()),
            Perch::On(s) => tr!(
                "ca-ui-pick-on",
                critter = c.key(),
                space = lang::words(seen.pos.board.name(s))
            ),
            Perch::Larder(v) => tr!(
                "ca-ui-pick-in-larder",
                critter = c.key(),
                name = table.name(v)
            ),
        },
        Pick::Larder(v) => tr!("ca-ui-pick-larder", name = table.name(v)),
    }
}

/// Each cat: its colour and name, nine lives as hearts, cards in hand, and its larder.
fn cats_table(ui: &mut egui::Ui, seen: &Seen, table: &ActiveTable) {
    let pos = &seen.pos;
    ui.label(egui::RichText::new(tr!("ca-ui-round", number = seen.obs.turn.round)).small());
    // Who started, and the roll that decided it (the rules keep every round of it).
    if let Some(last) = seen.obs.first_rolls.0.last() {
        let first = seen.obs.turn.first;
        let rolls: Vec<String> = last
            .iter()
            .map(|&(s, v)| tr!("ca-ui-first-roll", name = table.name(s), roll = v))
            .collect();
        let rolls = rolls.join(", ");
        let started = if seen.obs.first_rolls.0.len() > 1 {
            tr!(
                "ca-ui-started-after-tie",
                name = table.name(first),
                rolls = rolls
            )
        } else {
            tr!("ca-ui-started", name = table.name(first), rolls = rolls)
        };
        ui.label(egui::RichText::new(started).small());
    }
    for c in &pos.cats {
        let colour = theme::colour(table.colour(c.seat));
        let to_move = seen.obs.turn.seat == c.seat && seen.obs.turn.ended.is_none();
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
            let (mark, _) = ui.allocate_exact_size(vec2(16.0, 16.0), egui::Sense::hover());
            crate::view::seats::Marker::of(c.seat).paint(ui.painter(), mark.center(), 7.0, colour);
            let mut name = egui::RichText::new(table.name(c.seat))
                .color(theme::ink_of(colour))
                .strong();
            if c.retired {
                name = name.strikethrough();
            }
            ui.label(name);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let count = seen.obs.hand_sizes[c.seat.index()];
                ui.label(egui::RichText::new(tr!("ca-ui-hand-size", count = count)).small());
            });
        });
        ui.horizontal(|ui| {
            ui.add_space(16.0);
            if c.retired {
                ui.label(egui::RichText::new(tr!("ca-ui-retired")).small());
            } else {
                let (r, resp) =
                    ui.allocate_exact_size(vec2(9.0 * 13.0, 14.0), egui::Sense::hover());
                for k in 0..mogland_rules::games::cat_attack::LIVES {
                    let at = r.left_center() + vec2(6.5 + 13.0 * k as f32, 0.0);
                    cards::heart(ui.painter(), at, 12.0, k < c.lives);
                }
                resp.on_hover_text(tr!("ca-ui-lives-left", count = c.lives));
            }
        });
        ui.horizontal(|ui| {
            ui.add_space(16.0);
            let larder = pos.larder(c.seat);
            for f in Food::ALL {
                let (r, resp) = ui.allocate_exact_size(vec2(24.0, 22.0), egui::Sense::hover());
                cards::food(ui.painter(), r, f, larder.has(f));
                resp.on_hover_text(say(&f.text()));
            }
        });
    }
}

fn shops(ui: &mut egui::Ui, seen: &Seen) {
    egui::Grid::new("shops")
        .num_columns(3)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for s in &seen.pos.shops {
                ui.horizontal(|ui| {
                    let (r, _) = ui.allocate_exact_size(vec2(20.0, 18.0), egui::Sense::hover());
                    cards::food(ui.painter(), r, Food::of_shop(s.kind), true);
                    ui.label(tr!("ca-ui-shop", shop = shop_key(s.kind)));
                });
                if s.open {
                    ui.label(
                        egui::RichText::new(tr!("ca-ui-shop-open"))
                            .color(Color32::from_rgb(40, 130, 60)),
                    );
                } else {
                    ui.label(
                        egui::RichText::new(tr!("ca-ui-shop-closed"))
                            .color(theme::WARN)
                            .strong(),
                    );
                }
                ui.label(egui::RichText::new(tr!("ca-ui-shop-stock", count = s.stock)).small());
                ui.end_row();
            }
        });
}

/// What the seat asked may do now, by the rules' prompt.
fn controls(
    ui: &mut egui::Ui,
    seen: &Seen,
    input: &mut Input,
    choice: &mut Choice,
    table: &ActiveTable,
    hinted: Option<&CatAttackAction>,
    out: &mut Vec<CatAttackAction>,
) {
    let legal = &seen.legal;
    let heading = |ui: &mut egui::Ui, t: &str| {
        ui.label(egui::RichText::new(t).strong().color(theme::ACCENT));
    };
    match seen.prompt {
        Some(CatAttackPrompt::PlayCard) => {
            let playable = legal.iter().any(|a| matches!(a, CatAttackAction::Play(_)));
            if playable {
                heading(ui, &tr!("ca-ui-play-card"));
            } else {
                heading(ui, &tr!("ca-ui-discard-card"));
            }
            fight_form(ui, seen, choice, table, out);
            for a in legal {
                if let CatAttackAction::SixCat(c) = a
                    && ui
                        .button(tr!("ca-ui-six-cat", critter = c.key()))
                        .on_hover_text(tr!("ca-ui-six-cat-more", critter = c.key()))
                        .clicked()
                {
                    out.push(a.clone());
                }
            }
        }
        Some(CatAttackPrompt::Roll) => {
            heading(ui, &tr!("ca-ui-roll-and-move"));
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(tr!("ca-ui-roll")).size(22.0))
                        .min_size(vec2(200.0, 40.0)),
                )
                .clicked()
            {
                out.push(CatAttackAction::Roll);
            }
        }
        Some(p) if input::moving(Some(p)) => {
            let steps = match seen.obs.turn.steps.last() {
                Some(mogland_rules::games::cat_attack::Step::Move { steps, .. })
                | Some(mogland_rules::games::cat_attack::Step::MoveCritter { steps, .. }) => *steps,
                _ => 6,
            };
            heading(
                ui,
                &match p {
                    CatAttackPrompt::MoveCat => tr!("ca-ui-move-cat", count = steps),
                    CatAttackPrompt::MoveCritter(c) => {
                        tr!("ca-ui-move-critter", critter = c.key(), count = steps)
                    }
                    CatAttackPrompt::Pounce => tr!("ca-ui-pounce"),
                    CatAttackPrompt::Burgle => tr!("ca-ui-burgle"),
                    CatAttackPrompt::SixCat(c) => tr!("ca-ui-six-cat-pick", critter = c.key()),
                    _ => String::new(),
                },
            );
            if !input.routes.is_empty() {
                ui.label(tr!("ca-ui-which-way"));
                input.route_hover = None;
                let b = &seen.pos.board;
                for (k, way) in input.routes.clone().iter().enumerate() {
                    let via: Vec<String> = way.path[1..way.path.len() - 1]
                        .iter()
                        .map(|s| lang::words(b.name(*s)))
                        .collect();
                    let number = k + 1;
                    let label = tr!("ca-ui-via", number = number, spaces = via.join(", "));
                    let resp = ui.button(label);
                    if resp.hovered() {
                        input.route_hover = Some(k);
                    }
                    if resp.clicked() {
                        out.push(way.action.clone());
                    }
                }
                if ui.button(tr!("ca-ui-cancel")).clicked() {
                    input.routes.clear();
                }
            }
            // The critters still on a nest's roof are all alike: one entry stands for them.
            let mut picks = input::pickable(seen);
            let mut roofs = Vec::new();
            picks.retain(|p| match p {
                Pick::Critter(c, id) if seen.pos.perch(*c, *id) == Perch::Nest => {
                    let first = !roofs.contains(c);
                    roofs.push(*c);
                    first
                }
                _ => true,
            });
            if picks.len() > 1 {
                ui.label(egui::RichText::new(tr!("ca-ui-or-choose")).small());
                ui.horizontal_wrapped(|ui| {
                    for p in picks {
                        let label = pick_name(seen, table, p);
                        if ui
                            .selectable_label(input.picked == Some(p), label)
                            .clicked()
                        {
                            input.picked = Some(p);
                            input.routes.clear();
                        }
                    }
                });
            }
        }
        Some(CatAttackPrompt::Raid { victim }) => {
            heading(ui, &tr!("ca-ui-raid", name = table.name(victim)));
            ui.horizontal_wrapped(|ui| {
                for a in legal {
                    if let CatAttackAction::Raid(f) = a {
                        let (r, resp) =
                            ui.allocate_exact_size(vec2(40.0, 40.0), egui::Sense::click());
                        ui.painter().rect_filled(
                            r,
                            6.0,
                            if resp.hovered() {
                                Color32::from_rgb(240, 214, 180)
                            } else {
                                Color32::from_rgb(236, 224, 200)
                            },
                        );
                        if hinted == Some(a) {
                            ui.painter().rect_stroke(
                                r,
                                6.0,
                                egui::Stroke::new(3.0, theme::ACCENT),
                                egui::StrokeKind::Outside,
                            );
                        }
                        cards::food(ui.painter(), r.shrink(4.0), *f, true);
                        let tip = tr!("ca-ui-raid-take", food = say(&f.text()));
                        if resp.on_hover_text(tip).clicked() {
                            out.push(a.clone());
                        }
                    }
                }
            });
            if legal.contains(&CatAttackAction::NoRaid) {
                let mut label = egui::RichText::new(tr!("ca-ui-take-nothing"));
                if hinted == Some(&CatAttackAction::NoRaid) {
                    label = label.strong().color(theme::ACCENT);
                }
                if ui
                    .button(label)
                    .on_hover_text(tr!("ca-ui-take-nothing-more"))
                    .clicked()
                {
                    out.push(CatAttackAction::NoRaid);
                }
            }
        }
        Some(CatAttackPrompt::Swap { from }) => {
            heading(ui, &tr!("ca-ui-swap", name = table.name(from)));
        }
        Some(CatAttackPrompt::FightDiscard(suit)) => {
            heading(ui, &tr!("ca-ui-fight-discard", suit = suit.key()));
        }
        _ => {}
    }
}

/// Declaring a cat fight: the target and the suit, from the legal choices.
fn fight_form(
    ui: &mut egui::Ui,
    seen: &Seen,
    choice: &mut Choice,
    table: &ActiveTable,
    out: &mut Vec<CatAttackAction>,
) {
    let options: Vec<(SeatId, Suit)> = seen
        .legal
        .iter()
        .filter_map(|a| match a {
            CatAttackAction::DeclareFight { target, suit } => Some((*target, *suit)),
            _ => None,
        })
        .collect();
    if options.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(tr!("ca-ui-declare-fight")).small());
    let mut targets: Vec<SeatId> = options.iter().map(|o| o.0).collect();
    targets.dedup();
    if choice.fight_target.is_none_or(|t| !targets.contains(&t)) {
        choice.fight_target = Some(targets[0]);
    }
    let target = choice.fight_target.unwrap_or(targets[0]);
    let suits: Vec<Suit> = options
        .iter()
        .filter(|o| o.0 == target)
        .map(|o| o.1)
        .collect();
    if choice.fight_suit.is_none_or(|s| !suits.contains(&s)) {
        choice.fight_suit = suits.first().copied();
    }
    // Read as a sentence: "Fight [Jeremy] in [Mouse cards] [Fight!]" (the suit's list names
    // the cards, so that each language puts its words round the two lists).
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("ca-ui-fight-target"));
        egui::ComboBox::from_id_salt("fight-target")
            .selected_text(table.name(target))
            .show_ui(ui, |ui| {
                for t in &targets {
                    ui.selectable_value(&mut choice.fight_target, Some(*t), table.name(*t));
                }
            });
        ui.label(tr!("ca-ui-fight-in"));
        egui::ComboBox::from_id_salt("fight-suit")
            .selected_text(choice.fight_suit.map_or_else(String::new, suit_cards))
            .show_ui(ui, |ui| {
                for s in &suits {
                    ui.selectable_value(&mut choice.fight_suit, Some(*s), suit_cards(*s));
                }
            });
        if let Some(suit) = choice.fight_suit
            && ui.button(tr!("ca-ui-fight-button")).clicked()
        {
            out.push(CatAttackAction::DeclareFight { target, suit });
        }
    });
}

/// A suit's cards, as the fight's list of suits names them ("Mouse cards").
fn suit_cards(suit: Suit) -> String {
    tr!("ca-ui-fight-suit", suit = suit.key())
}

/// The hand along the bottom: the cards that may be used now are raised.
fn hand_row(
    ui: &mut egui::Ui,
    seen: &Seen,
    choice: &Choice,
    table: &ActiveTable,
    hint: Option<&CatAttackAction>,
    out: &mut Vec<CatAttackAction>,
) {
    let hand = &seen.obs.hand;
    let Some(me) = seen.me else { return };
    ui.label(
        egui::RichText::new(tr!("ca-ui-hand", name = table.name(me)))
            .small()
            .color(theme::ink_of(theme::colour(table.colour(me)))),
    );
    // A hint lifts the one card it suggests.
    let hinted = hint.and_then(|a| match a {
        CatAttackAction::Play(c) | CatAttackAction::Discard(c) | CatAttackAction::FightCard(c) => {
            Some(*c)
        }
        CatAttackAction::Swap { give, .. } => Some(*give),
        _ => None,
    });
    let usable = |card: &MogCard| {
        if let Some(h) = hinted {
            return h == *card;
        }
        seen.legal.iter().any(|a| match a {
            CatAttackAction::Play(c)
            | CatAttackAction::Discard(c)
            | CatAttackAction::FightCard(c) => c == card,
            CatAttackAction::Swap { give, .. } => choice.take.is_some() && give == card,
            _ => false,
        })
    };
    let clickable = seen.my_decision;
    let layout = HandLayout {
        card: cards::SIZE,
        gap: 10.0,
    };
    if let Some(i) = hand::show(
        ui,
        &layout,
        hand,
        |_, c| usable(c),
        clickable,
        false,
        |c| Some(cards::describe(*c)),
        |p, r, c, up| cards::face(p, r, *c, up),
    )
    .clicked
    {
        let card = hand[i];
        let action = match seen.prompt {
            Some(CatAttackPrompt::FightDiscard(_)) => Some(CatAttackAction::FightCard(card)),
            Some(CatAttackPrompt::Swap { .. }) => choice
                .take
                .map(|take| CatAttackAction::Swap { take, give: card }),
            Some(CatAttackPrompt::PlayCard) => {
                Some(if seen.legal.contains(&CatAttackAction::Discard(card)) {
                    CatAttackAction::Discard(card)
                } else {
                    // Sent even when it cannot be played, so the rules say why.
                    CatAttackAction::Play(card)
                })
            }
            _ => None,
        };
        out.extend(action);
    }
}

/// The card swap after an attack or a fight: the other hand face up, take one, give one.
fn swap(
    ctx: &egui::Context,
    seen: &Seen,
    choice: &mut Choice,
    table: &ActiveTable,
    from: SeatId,
    board: egui::Rect,
    out: &mut Vec<CatAttackAction>,
) {
    let Some(theirs) = &seen.obs.looking_at else {
        return;
    };
    egui::Area::new(egui::Id::new("swap"))
        .fixed_pos(board.center_top() + vec2(-250.0, 16.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(500.0);
                ui.label(
                    egui::RichText::new(tr!("ca-ui-their-hand", name = table.name(from))).strong(),
                );
                ui.label(match choice.take {
                    None => tr!("ca-ui-swap-take"),
                    Some(c) => tr!("ca-ui-swap-give", card = say(&card_name(c))),
                });
                ui.allocate_ui(vec2(500.0, cards::SIZE.y + 24.0), |ui| {
                    let layout = HandLayout {
                        card: cards::SIZE,
                        gap: 8.0,
                    };
                    if let Some(i) = hand::show(
                        ui,
                        &layout,
                        theirs,
                        |_, c| choice.take == Some(*c),
                        true,
                        false,
                        |c| Some(cards::describe(*c)),
                        |p, r, c, up| cards::face(p, r, *c, up),
                    )
                    .clicked
                    {
                        choice.take = Some(theirs[i]);
                    }
                });
                ui.horizontal(|ui| {
                    if ui.button(tr!("ca-ui-keep-hand")).clicked() {
                        out.push(CatAttackAction::KeepHand);
                    }
                    if choice.take.is_some() && ui.button(tr!("ca-ui-take-another")).clicked() {
                        choice.take = None;
                    }
                });
            });
        });
}

/// The fight's exchange, card by card, while a fight is on.
fn fight(ctx: &egui::Context, seen: &Seen, show: &Show, table: &ActiveTable, board: egui::Rect) {
    let Some(f) = &show.fight else { return };
    egui::Area::new(egui::Id::new("cat-fight-panel"))
        .fixed_pos(board.left_top() + vec2(12.0, 12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(300.0);
                let name = |s: SeatId| {
                    egui::RichText::new(table.name(s))
                        .color(theme::ink_of(theme::colour(table.colour(s))))
                        .strong()
                };
                ui.horizontal(|ui| {
                    ui.label(
                        egui::RichText::new(tr!("ca-ui-fight"))
                            .strong()
                            .color(theme::WARN),
                    );
                    ui.label(name(f.attacker));
                    ui.label(tr!("ca-ui-versus"));
                    ui.label(name(f.defender));
                });
                ui.label(tr!("ca-ui-fight-in-suit", suit = f.suit.key()));
                for (seat, card) in &f.plays {
                    ui.horizontal(|ui| {
                        ui.label(name(*seat));
                        ui.label(say(card));
                    });
                }
                match f.loser {
                    Some(l) => {
                        ui.label(
                            egui::RichText::new(tr!("ca-ui-fight-lost", name = table.name(l)))
                                .strong(),
                        );
                    }
                    None => {
                        if let Some(mogland_rules::games::cat_attack::Step::Fight {
                            to_play, ..
                        }) = seen.obs.turn.steps.last()
                        {
                            ui.label(tr!("ca-ui-fight-to-answer", name = table.name(*to_play)));
                        }
                    }
                }
            });
        });
}

/// The die in the board's corner: it tumbles for a moment, then shows the roll until the
/// turn passes on (the last player's die is not yours).
fn die(
    ctx: &egui::Context,
    show: &Show,
    seen: &Seen,
    playing_back: bool,
    table: &ActiveTable,
    board: egui::Rect,
    now: f32,
) {
    let Some((seat, value)) = show.die else {
        return;
    };
    if seat != seen.obs.turn.seat && !playing_back {
        return;
    }
    let tumbling = show.tumbling > 0.0;
    let face = if tumbling {
        1 + ((now * 14.0) as u32 % 6) as u8
    } else {
        value
    };
    let bounce = if tumbling {
        (now * 20.0).sin().abs() * 10.0
    } else {
        0.0
    };
    egui::Area::new(egui::Id::new("cat-attack-die"))
        .fixed_pos(board.left_bottom() + vec2(16.0, -86.0 - bounce))
        .order(egui::Order::Middle)
        .interactable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                dice::die(ui, face, theme::colour(table.colour(seat)), 60.0);
                if !tumbling {
                    ui.label(
                        egui::RichText::new(tr!(
                            "ca-ui-rolled",
                            name = table.name(seat),
                            value = value
                        ))
                        .strong(),
                    );
                }
            });
        });
}

/// Names over the board: each shop, and who lives in each house.
fn labels(
    ctx: &egui::Context,
    seen: &Seen,
    table: &ActiveTable,
    layout: &Layout,
    camera: &Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    board: egui::Rect,
) {
    let Some(tags) = BoardLabels::new(ctx, "cat-attack-labels", camera, board) else {
        return;
    };
    let b = &*seen.pos.board;
    let put = |world: Vec3, text: String, colour: Color32| {
        tags.put(world, text, 14.0, colour, TAG);
    };
    for shop in ShopKind::ALL {
        put(
            layout.shop_site(b, shop) + Vec3::Y * 2.6,
            tr!("ca-ui-shop", shop = shop_key(shop)),
            theme::INK,
        );
    }
    // One label per house: gang partners sharing one are named together.
    let mut houses: Vec<u8> = seen.pos.cats.iter().map(|c| c.house).collect();
    houses.sort();
    houses.dedup();
    for house in houses {
        let cats: Vec<_> = seen.pos.cats.iter().filter(|c| c.house == house).collect();
        let names: Vec<String> = cats
            .iter()
            .map(|c| {
                if c.retired {
                    tr!("ca-ui-house-retired", name = table.name(c.seat))
                } else {
                    table.name(c.seat).to_string()
                }
            })
            .collect();
        let colour = theme::colour(table.colour(cats[0].seat));
        put(
            layout.house_site(b, house) + Vec3::Y * 3.0,
            names.join(" & "),
            colour,
        );
    }
}
