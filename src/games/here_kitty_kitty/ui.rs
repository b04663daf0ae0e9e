//! The Here, Kitty, Kitty! table in egui: the Neighborhood colony in the middle, every
//! Property round it with its Yard, Porch and House and the cards tucked under it, the draw
//! pile and discards; the scoring sheet and the log on the right; your hand at the bottom.
//! Cats are dragged (or clicked, then a zone clicked) onto glowing zones; a card is clicked,
//! then its target. Response windows ask in a prompt over the table. Clicks become
//! `Act<HkkAction>` messages: the rules decide, and a refusal shows on the prompt bar.

use super::cards;
use super::playback::{Feature, Place, Show, ShownCats};
use crate::app::privacy::screen_up;
use crate::app::style;
use crate::app::table::{ActiveTable, Turn, ViewBusy};
use crate::lang;
use crate::lang::say;
use crate::tr;
use crate::view::kit::card::{self, CardState};
use crate::view::kit::hand::{self, HandLayout};
use crate::view::kit::icons;
use crate::view::kit::log::{self, GameLog};
use crate::view::kit::tabletop::{self, TableTextures};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, pos2,
    vec2,
};
use mogland_rules::core::{Act, Arg, Game, SeatId, Suggested, Text};
use mogland_rules::games::here_kitty_kitty::{
    CardId, Cats, Colour, HereKittyKitty, HkkAction, HkkObservation, Play, Step, WindowKind,
    properties, scoring,
};
use mogland_rules::levels::here_kitty_kitty::{CardType, Zone};

const HAND_HEIGHT: f32 = 214.0;
const ZONES: [Zone; 3] = [Zone::Yard, Zone::Porch, Zone::House];

/// What the player has picked before it becomes an action.
#[derive(Resource, Default)]
pub struct Input {
    /// The card picked in the hand (its place in the hand).
    pub card: Option<usize>,
    /// The picked card was dragged and let go at this point: the property there is its target.
    pub card_dropped: Option<Pos2>,
    /// Choosing cards to discard, and those chosen (places in the hand).
    pub discarding: bool,
    pub discards: Vec<usize>,
    /// A cat picked up (clicked or being dragged), waiting for its zone.
    pub cat: Option<(Colour, Place)>,
    /// Several actions fit the last click: the player picks one.
    pub options: Vec<HkkAction>,
    /// A word of help when a click needs something first.
    pub hint: Option<String>,
}

pub fn cat_fill(c: Colour) -> Color32 {
    match c {
        Colour::Black => Color32::from_rgb(38, 34, 36),
        Colour::Gray => Color32::from_rgb(140, 142, 150),
        Colour::Orange => Color32::from_rgb(232, 142, 48),
        Colour::White => Color32::from_rgb(252, 250, 244),
    }
}

fn cat_outline(c: Colour) -> Stroke {
    match c {
        Colour::Black => Stroke::new(1.0, Color32::from_rgb(190, 180, 170)),
        _ => Stroke::new(1.0, Color32::from_rgb(60, 46, 38)),
    }
}

fn zone_fill(z: Zone) -> Color32 {
    match z {
        Zone::Neighborhood => Color32::from_rgb(150, 186, 120),
        Zone::Yard => Color32::from_rgb(122, 168, 92),
        Zone::Porch => Color32::from_rgb(196, 158, 112),
        Zone::House => Color32::from_rgb(226, 206, 182),
    }
}

/// Where everything on the table is, worked out from the board's size each frame.
struct Layout {
    hood: Rect,
    /// By seat.
    props: Vec<Rect>,
    pile: Rect,
}

impl Layout {
    fn new(area: Rect, seats: usize, bottom: SeatId) -> Self {
        let centre = area.center();
        let mut size = vec2(
            (area.width() * 0.3).clamp(210.0, 310.0),
            (area.height() * 0.34).clamp(120.0, 180.0),
        );
        let hood_size = vec2(
            (area.width() * 0.3).clamp(200.0, 360.0),
            (area.height() * 0.26).clamp(100.0, 170.0),
        );
        let hood = Rect::from_center_size(centre, hood_size);
        // With the cards tucked under them.
        let ring = |size: Vec2| -> Vec<Rect> {
            Self::ring(area, seats, bottom, size)
                .into_iter()
                .map(|r| Rect::from_min_max(r.min, r.max + vec2(0.0, 40.0)))
                .collect()
        };
        // Shrink until no two properties, nor a property and the colony, overlap.
        for _ in 0..16 {
            let props = ring(size);
            let clash = props.iter().enumerate().any(|(i, a)| {
                a.intersects(hood) || props[i + 1..].iter().any(|b| a.expand(4.0).intersects(*b))
            });
            if !clash {
                break;
            }
            size *= 0.92;
        }
        // The pile and the discards go in the first free corner.
        let props = ring(size);
        let corner = |x: f32, y: f32| {
            Rect::from_min_size(
                pos2(
                    area.left() + 12.0 + x * (area.width() - 164.0),
                    area.top() + 8.0 + y * (area.height() - 126.0),
                ),
                vec2(140.0, 110.0),
            )
        };
        let pile = [(0.0, 1.0), (0.0, 0.0), (1.0, 0.0), (1.0, 1.0)]
            .into_iter()
            .map(|(x, y)| corner(x, y))
            .find(|c| props.iter().all(|p| !p.intersects(*c)))
            .unwrap_or_else(|| corner(0.0, 1.0));
        let pile = Rect::from_min_size(pile.min, vec2(64.0, 84.0));
        Self {
            hood,
            props: Self::ring(area, seats, bottom, size),
            pile,
        }
    }

    /// Properties clockwise round the colony from `bottom`, the seat at the screen's foot
    /// (the next seat, on its left, is next clockwise).
    fn ring(area: Rect, seats: usize, bottom: SeatId, size: Vec2) -> Vec<Rect> {
        let rx = area.width() / 2.0 - size.x / 2.0 - 10.0;
        let ry = area.height() / 2.0 - size.y / 2.0 - 28.0;
        (0..seats)
            .map(|i| {
                let k = (i + seats - bottom.index()) % seats;
                let a =
                    std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * k as f32 / seats as f32;
                Rect::from_center_size(
                    area.center() + vec2(a.cos() * rx, a.sin() * ry - 14.0),
                    size,
                )
            })
            .collect()
    }

    /// A zone of a property (the header strip above it holds the name).
    fn zone(&self, seat: SeatId, z: Zone) -> Rect {
        let r = self.props[seat.index()];
        let body = Rect::from_min_max(r.min + vec2(0.0, 22.0), r.max);
        let w = body.width() / 3.0;
        let i = z.slot().unwrap_or(0) as f32;
        Rect::from_min_size(body.min + vec2(w * i, 0.0), vec2(w, body.height())).shrink(3.0)
    }

    fn place(&self, (seat, zone): Place) -> Rect {
        match seat {
            Some(s) if zone != Zone::Neighborhood => self.zone(s, zone),
            _ => self.hood,
        }
    }

    /// The zone under `pos`, if any.
    fn place_at(&self, pos: Pos2) -> Option<Place> {
        if self.hood.contains(pos) {
            return Some((None, Zone::Neighborhood));
        }
        for i in 0..self.props.len() {
            let s = SeatId(i as u8);
            for z in ZONES {
                if self.zone(s, z).contains(pos) {
                    return Some((Some(s), z));
                }
            }
        }
        None
    }
}

/// Where each cat of `cats` sits in `rect`, in colour order, and the token size.
fn tokens(rect: Rect, cats: &Cats) -> (Vec<(Pos2, Colour)>, f32) {
    let n = cats.total() as usize;
    let top = 16.0; // the zone's label
    let (w, h) = (rect.width() - 4.0, rect.height() - top - 2.0);
    let mut cell = 24.0f32;
    while cell > 9.0 && ((w / cell).floor() * (h / cell).floor()) < n as f32 {
        cell -= 1.0;
    }
    let cols = (w / cell).floor().max(1.0) as usize;
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    for c in Colour::ALL {
        for _ in 0..cats.of(c) {
            let (col, row) = (i % cols, i / cols);
            out.push((
                rect.min
                    + vec2(
                        2.0 + cell * (col as f32 + 0.5),
                        top + cell * (row as f32 + 0.6),
                    ),
                c,
            ));
            i += 1;
        }
    }
    (out, cell)
}

enum Clicked {
    /// A cat picked up or dropped: the action it makes.
    Act(HkkAction),
    Seat(SeatId),
}

pub fn table_ui(world: &mut World, egui_state: &mut SystemState<EguiContexts>) {
    let table = world.resource::<ActiveTable>().clone();
    let turn = world.resource::<Turn>().clone();
    if screen_up(&turn, world.resource::<ViewBusy>()) {
        return; // the privacy screen is up
    }
    let busy = world.resource::<ViewBusy>().0;
    let me = turn.me();
    let obs = HereKittyKitty::observation(world, me);
    let my_turn = turn.my_decision() && !busy && !obs.game_over;
    let sheet = HereKittyKitty::score_sheet(world);
    let columns = scoring::sheet(properties(world));
    let Some(ctx) = egui_state
        .get_mut(world)
        .ok()
        .and_then(|mut c| c.ctx_mut().ok().cloned())
    else {
        return;
    };
    let mut root = world
        .resource::<crate::view::kit::bar::TableArea>()
        .ui(&ctx, "here-kitty-kitty");
    let mut out: Vec<HkkAction> = Vec::new();
    let prompt = turn
        .asked
        .as_ref()
        .map(|a| crate::lang::say(&a.prompt))
        .unwrap_or_default();
    let mut board_rect = None;
    let mut only_mine =
        super::asking::offered(&table).then(|| world.resource::<super::asking::OnlyMine>().0);
    let only_before = only_mine;
    world.resource_scope(|world, mut input: Mut<Input>| {
        let show = world.resource::<Show>();
        if !my_turn {
            input.cat = None;
            input.options.clear();
        }
        // A card's place in the hand changes once the hand does.
        if input.card.is_some_and(|i| i >= obs.hand.len()) {
            input.card = None;
        }
        input.discards.retain(|&i| i < obs.hand.len());
        let hint_card = world
            .get_resource::<Suggested<HkkAction>>()
            .filter(|h| Some(h.0) == me && my_turn)
            .and_then(|h| match &h.1 {
                HkkAction::Play { card, .. }
                | HkkAction::Block(card)
                | HkkAction::Copy(card)
                | HkkAction::Land { card, .. }
                | HkkAction::Revive(card) => Some(*card),
                _ => None,
            });
        let v = TableView {
            table: &table,
            obs: &obs,
            me,
            my_turn,
            show,
            time: ctx.input(|i| i.time) as f32,
            textures: world.get_resource::<TableTextures>().copied(),
            hint_card,
        };
        egui::Panel::top("hkk-info").show(&mut root, |ui| v.info(ui));
        // Wide enough for a column per player on the sheet, each as wide as its name.
        let side = sheet_width(&table);
        egui::Panel::right("hkk-side")
            .exact_size(side)
            .resizable(false)
            .show(&mut root, |ui| {
                v.sheet(ui, &sheet, &columns);
                ui.separator();
                log::panel(ui, world.resource::<GameLog>());
            });
        // At least the cards' height; taller when the line above the cards wraps (a long
        // prompt, a language that says it at length), so the cards stay in the window.
        egui::Panel::bottom("hkk-hand")
            .min_size(HAND_HEIGHT)
            .resizable(false)
            .show(&mut root, |ui| v.hand(ui, &mut input, &prompt, &mut out));
        let board = egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(&mut root, |ui| v.board(ui, &mut input, &mut out))
            .response
            .rect;
        if let Some(Step::Window { kind, .. }) = obs.steps.last()
            && my_turn
        {
            v.window(&ctx, board, kind, only_mine.as_mut(), &mut out);
        }
        if !input.options.is_empty() {
            v.options(&ctx, board, &mut input, &mut out);
        }
        if let Some(Step::Choose(c)) = obs.steps.last()
            && my_turn
            && matches!(
                c.task,
                mogland_rules::games::here_kitty_kitty::Task::Revive { .. }
            )
        {
            v.revive(&ctx, board, &mut out);
        }
        board_rect = Some(board);
        if !out.is_empty() {
            input.card = None;
            input.cat = None;
            input.options.clear();
            input.discarding = false;
            input.discards.clear();
            input.hint = None;
        }
    });
    world.resource_mut::<crate::view::kit::bar::BoardArea>().0 = board_rect;
    if only_mine != only_before
        && let Some(on) = only_mine
    {
        world.resource_mut::<super::asking::OnlyMine>().0 = on;
    }
    if let Some(seat) = me {
        for action in out {
            world.write_message(Act { seat, action });
        }
    }
}

struct TableView<'a> {
    /// The table's wood and felt (none in a headless app).
    textures: Option<TableTextures>,
    table: &'a ActiveTable,
    obs: &'a HkkObservation,
    me: Option<SeatId>,
    my_turn: bool,
    show: &'a Show,
    time: f32,
    /// The card a hint suggests, lifted in the hand.
    hint_card: Option<CardId>,
}

impl TableView<'_> {
    fn name(&self, s: SeatId) -> &str {
        self.table.name(s)
    }
    fn colour(&self, s: SeatId) -> Color32 {
        style::colour(self.table.colour(s))
    }
    fn card_name(&self, c: CardId) -> String {
        lang::words(&self.obs.card(c).name)
    }
    fn legal(&self) -> &[HkkAction] {
        if self.my_turn { &self.obs.legal } else { &[] }
    }
    fn glow(&self) -> Color32 {
        let pulse = 0.5 + 0.5 * (self.time * 5.0).sin();
        Color32::from_rgba_unmultiplied(255, 215, 70, (130.0 + 120.0 * pulse) as u8)
    }

    /// Turn, actions left, the pile and the final round, under the prompt bar.
    fn info(&self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label(tr!("hkk-ui-turn", number = self.obs.turn_number));
            ui.separator();
            ui.label(
                egui::RichText::new(tr!("hkk-ui-to-play", name = self.name(self.obs.turn_seat)))
                    .color(style::ink_of(self.colour(self.obs.turn_seat)))
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
                        .color(style::WARN)
                        .strong(),
                );
            }
        });
    }

    /// The scoring sheet, live: the rulebook's rows, a column per player; hovering a cell says
    /// where its points come from.
    fn sheet(&self, ui: &mut egui::Ui, rows: &[(Text, Vec<i64>)], cols: &[scoring::Column]) {
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

    /// The hand, what the seat is asked, and the buttons that fit.
    fn hand(&self, ui: &mut egui::Ui, input: &mut Input, prompt: &str, out: &mut Vec<HkkAction>) {
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
                    |a| matches!(a, HkkAction::Play { card: c, target: None, .. } if *c == card),
                );
                if untargeted || (def.kind != CardType::Instant && !def.effect.targets()) {
                    if ui
                        .button(tr!("hkk-ui-play", card = lang::words(&def.name)))
                        .clicked()
                    {
                        out.push(HkkAction::Play {
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
                        out.push(HkkAction::Discard(chosen));
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
                    HkkAction::Pass if !in_window => (tr!("hkk-ui-pass"), tr!("hkk-ui-pass-more")),
                    HkkAction::Stop => (tr!("hkk-ui-stop"), tr!("hkk-ui-stop-more")),
                    HkkAction::Aim { target: None, .. } => {
                        (tr!("hkk-ui-use-copy"), tr!("hkk-ui-use-copy-more"))
                    }
                    _ => continue,
                };
                if ui.button(label).on_hover_text(help).clicked() {
                    out.push(a.clone());
                }
            }
            if let Some(h) = &input.hint {
                ui.label(egui::RichText::new(h).color(style::WARN));
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

    /// The table: the pile, the colony, every property, the cats, the glow on what the seat
    /// may use, and what is on show.
    fn board(&self, ui: &mut egui::Ui, input: &mut Input, out: &mut Vec<HkkAction>) {
        let area = ui.max_rect();
        let seats = self.obs.seats();
        let lay = Layout::new(area, seats, self.me.unwrap_or(SeatId(0)));
        let p = ui.painter_at(area);
        tabletop::table(
            &p,
            self.textures.as_ref(),
            area,
            area.center(),
            area.size() * 0.47,
        );
        let cats = self.show.cats.clone().unwrap_or_else(|| ShownCats {
            hood: self.obs.hood,
            zones: self.obs.zones.clone(),
        });
        let mut clicked: Option<Clicked> = None;

        // The draw pile and the discards.
        if self.obs.draw_pile > 0 {
            card::back(&p, lay.pile, card::GOLD);
        }
        // Each pile's count under it, wrapped to the pile's own room: side by side, a French
        // or German count would run into the next one.
        let caption = |r: Rect, text: String| {
            let galley = p.layout(
                text,
                FontId::proportional(13.0),
                Color32::WHITE,
                r.width() + 8.0,
            );
            let at = r.center_bottom() + vec2(-galley.size().x / 2.0, 4.0);
            p.galley(at, galley, Color32::WHITE);
        };
        caption(lay.pile, tr!("hkk-ui-to-draw", count = self.obs.draw_pile));
        if let Some(top) = self.obs.discard.last() {
            let r = lay.pile.translate(vec2(74.0, 0.0));
            cards::face(&p, r, self.obs.card(*top), false, false);
            caption(r, tr!("hkk-ui-discarded", count = self.obs.discard.len()));
        }

        // Where the picked (or dragged) cat may go, and the seats the picked card may target.
        let cat_moves: Vec<(Place, HkkAction)> = input
            .cat
            .map(|(c, from)| cat_targets(self.legal(), self.me, c, from))
            .unwrap_or_default();
        let card_targets: Vec<SeatId> = self.card_targets(input);

        // The colony.
        p.rect(
            lay.hood,
            CornerRadius::same(24),
            zone_fill(Zone::Neighborhood),
            Stroke::new(3.0, Color32::from_rgb(70, 100, 60)),
            StrokeKind::Inside,
        );
        p.text(
            lay.hood.center_top() + vec2(0.0, 3.0),
            Align2::CENTER_TOP,
            tr!("hkk-ui-neighborhood", count = cats.hood.total()),
            FontId::proportional(13.0),
            style::INK,
        );
        if cat_moves.iter().any(|(pl, _)| pl.1 == Zone::Neighborhood) {
            p.rect_stroke(
                lay.hood,
                CornerRadius::same(24),
                Stroke::new(5.0, self.glow()),
                StrokeKind::Inside,
            );
        }
        let hood_inner = lay.hood.shrink2(vec2(14.0, 4.0));
        self.cats_in(
            ui,
            &p,
            hood_inner,
            &cats.hood,
            (None, Zone::Neighborhood),
            input,
            &mut clicked,
        );

        for s in 0..seats {
            let seat = SeatId(s as u8);
            let r = lay.props[s];
            let to_play = self.obs.turn_seat == seat && !self.obs.game_over;
            p.rect(
                r,
                CornerRadius::same(8),
                Color32::from_rgb(238, 226, 204),
                Stroke::new(if to_play { 4.0 } else { 2.0 }, self.colour(seat)),
                StrokeKind::Outside,
            );
            // Name, seat colour, cards in hand.
            let header = Rect::from_min_size(r.min, vec2(r.width(), 22.0));
            p.rect_filled(
                header,
                CornerRadius {
                    nw: 8,
                    ne: 8,
                    sw: 0,
                    se: 0,
                },
                self.colour(seat),
            );
            let held = self.obs.hand_sizes[s];
            let title = tr!("hkk-ui-property", name = self.name(seat), count = held);
            // The seat to play is marked (a sign, the same in every language).
            let title = if to_play {
                format!("» {title}")
            } else {
                title
            };
            // The seat's marker on a paper disc, then its name: seats apart by shape as well.
            let mark = header.left_center() + vec2(12.0, 0.0);
            p.circle_filled(mark, 9.0, style::CARD);
            crate::view::seats::Marker::of(seat).paint(&p, mark, 6.5, self.colour(seat));
            p.text(
                header.left_center() + vec2(26.0, 0.0),
                Align2::LEFT_CENTER,
                title,
                FontId::proportional(14.0),
                style::readable_on(self.colour(seat)),
            );
            for z in ZONES {
                let zr = lay.zone(seat, z);
                p.rect_filled(zr, CornerRadius::same(5), zone_fill(z));
                let in_zone = cats
                    .zones
                    .get(s)
                    .map_or(0, |c| c[z.slot().unwrap_or(0)].total());
                p.text(
                    zr.left_top() + vec2(4.0, 1.0),
                    Align2::LEFT_TOP,
                    tr!("hkk-ui-zone", zone = zone_key(z), count = in_zone),
                    FontId::proportional(11.0),
                    style::INK,
                );
                if cat_moves.iter().any(|(pl, _)| *pl == (Some(seat), z)) {
                    p.rect_stroke(
                        zr,
                        CornerRadius::same(5),
                        Stroke::new(5.0, self.glow()),
                        StrokeKind::Inside,
                    );
                }
                if let Some(zc) = cats.zones.get(s) {
                    let c = zc[z.slot().unwrap_or(0)];
                    self.cats_in(ui, &p, zr, &c, (Some(seat), z), input, &mut clicked);
                }
            }
            if card_targets.contains(&seat) {
                p.rect_stroke(
                    r.expand(5.0),
                    CornerRadius::same(10),
                    Stroke::new(5.0, self.glow()),
                    StrokeKind::Outside,
                );
            }
            // Lasting cards, tucked under the property.
            for (k, t) in self.obs.tucked[s].iter().enumerate() {
                let n = self.obs.tucked[s].len();
                let w = if n == 1 {
                    r.width() - 4.0
                } else {
                    r.width() / 2.0 - 4.0
                };
                let tab = Rect::from_min_size(
                    pos2(
                        r.left() + 2.0 + (w + 4.0) * (k % 2) as f32,
                        r.bottom() + 3.0 + 19.0 * (k / 2) as f32,
                    ),
                    vec2(w, 17.0),
                );
                cards::tab(&p, tab, self.obs.card(t.card));
                if let Some(c) = t.pinned {
                    icons::cat_head(
                        &p,
                        tab.right_center() - vec2(9.0, 0.0),
                        5.0,
                        cat_fill(c),
                        cat_outline(c),
                    );
                }
                if ui
                    .interact(tab, ui.id().with(("tucked", s, k)), Sense::hover())
                    .hovered()
                {
                    egui::Tooltip::always_open(
                        ui.ctx().clone(),
                        ui.layer_id(),
                        ui.id().with(("tucked-tip", s, k)),
                        egui::PopupAnchor::Pointer,
                    )
                    .show(|ui| {
                        let def = self.obs.card(t.card);
                        ui.label(egui::RichText::new(lang::words(&def.name)).strong());
                        ui.label(lang::words(&def.text));
                    });
                }
            }
            // A click on a property: the target of the picked card.
            if input.card.is_some() || self.aiming() {
                let resp = ui.interact(r, ui.id().with(("prop", s)), Sense::click());
                if resp.clicked() && clicked.is_none() {
                    clicked = Some(Clicked::Seat(seat));
                }
            }
        }

        // A cat in flight, over everything.
        if let Some(f) = &self.show.flight {
            let a = lay.place(f.from).center();
            let b = lay.place(f.to).center();
            let t = ease(f.t.clamp(0.0, 1.0));
            let pos = a.lerp(b, t) - vec2(0.0, (t * std::f32::consts::PI).sin() * 40.0);
            icons::cat_head(&p, pos, 11.0, cat_fill(f.colour), cat_outline(f.colour));
        }
        // Escape calls a drag off: the cat stays where it was.
        if hand::drag_cancelled(ui.ctx()) {
            input.cat = None;
        }
        // A cat being dragged follows the pointer.
        if let (Some((c, _)), Some(pos)) = (input.cat, ui.ctx().pointer_interact_pos())
            && ui.ctx().input(|i| i.pointer.primary_down())
        {
            icons::cat_head(&p, pos, 11.0, cat_fill(c), Stroke::new(2.0, self.glow()));
        }

        // A card dragged from the hand onto a property: as if that property were clicked.
        if let Some(at) = input.card_dropped.take()
            && clicked.is_none()
            && let Some((Some(seat), _)) = lay.place_at(at)
        {
            clicked = Some(Clicked::Seat(seat));
        }
        // A drop or a click on a zone: the picked cat goes there.
        if let Some(Clicked::Act(a)) = &clicked {
            out.push(a.clone());
        } else if let Some(Clicked::Seat(seat)) = clicked {
            self.seat_clicked(seat, input, out);
        } else if let Some((c, from)) = input.cat {
            let released = ui.ctx().input(|i| i.pointer.primary_released());
            let pos = ui.ctx().pointer_interact_pos();
            if released
                && let Some(to) = pos.and_then(|p| lay.place_at(p))
                && to != from
            {
                self.drop_cat(c, from, to, &cat_moves, input, out);
            }
        }
        self.feature(&p, area);
    }

    /// The cats of one zone, each a token; the ones the seat may use now glow, and can be
    /// clicked or dragged.
    #[allow(clippy::too_many_arguments)]
    fn cats_in(
        &self,
        ui: &egui::Ui,
        p: &egui::Painter,
        rect: Rect,
        cats: &Cats,
        place: Place,
        input: &mut Input,
        clicked: &mut Option<Clicked>,
    ) {
        let (list, cell) = tokens(rect, cats);
        let r = cell * 0.34;
        let mut seen = [false; 4];
        for (k, (pos, c)) in list.iter().enumerate() {
            let usable = cat_usable(self.legal(), self.me, *c, place);
            let picked = input.cat == Some((*c, place)) && !seen[*c as usize];
            if picked {
                seen[*c as usize] = true;
                p.circle_filled(
                    *pos,
                    r * 1.6,
                    Color32::from_rgba_unmultiplied(255, 255, 255, 120),
                );
            }
            if usable {
                p.circle_stroke(*pos, r * 1.45, Stroke::new(2.0, self.glow()));
            }
            icons::cat_head(p, *pos, r, cat_fill(*c), cat_outline(*c));
            let resp = ui.interact(
                Rect::from_center_size(*pos, Vec2::splat(cell)),
                ui.id()
                    .with(("cat", place.0.map(|s| s.0), place.1 as u8, k)),
                Sense::click_and_drag(),
            );
            if resp.hovered() && self.my_turn {
                ui.ctx().set_cursor_icon(if usable {
                    egui::CursorIcon::Grab
                } else {
                    egui::CursorIcon::Default
                });
            }
            if !self.my_turn {
                continue;
            }
            if resp.drag_started() || resp.clicked() {
                match pick_action(self.legal(), *c, place) {
                    // A cat a card asks for: picking it is the answer.
                    Some(a) if resp.clicked() => *clicked = Some(Clicked::Act(a)),
                    _ => {
                        if resp.clicked() && input.cat == Some((*c, place)) {
                            input.cat = None;
                        } else if usable {
                            input.cat = Some((*c, place));
                            input.hint = None;
                        } else {
                            input.hint = Some(self.why_not_cat(place));
                        }
                    }
                }
            }
        }
    }

    fn why_not_cat(&self, place: Place) -> String {
        match place {
            (Some(s), _) if Some(s) != self.me => tr!("hkk-ui-why-not-rival"),
            _ if !matches!(self.obs.steps.last(), Some(Step::Action)) => {
                tr!("hkk-ui-why-not-asked")
            }
            _ => tr!("hkk-ui-why-not-now"),
        }
    }

    /// A picked cat dropped (or clicked onto) `to`.
    fn drop_cat(
        &self,
        c: Colour,
        from: Place,
        to: Place,
        moves: &[(Place, HkkAction)],
        input: &mut Input,
        out: &mut Vec<HkkAction>,
    ) {
        if let Some((_, a)) = moves.iter().find(|(pl, _)| *pl == to) {
            out.push(a.clone());
            return;
        }
        // Not a glowing zone: an ordinary move is still sent, so the rules say which rule
        // stops it; anything else is put back.
        let mine = |pl: Place| pl.0.is_none() || pl.0 == self.me;
        if matches!(self.obs.steps.last(), Some(Step::Action)) && mine(from) && mine(to) {
            out.push(HkkAction::Move {
                colour: c,
                from: from.1,
                to: to.1,
            });
        } else {
            input.hint = Some(tr!("hkk-ui-cannot-go-there"));
            input.cat = None;
        }
    }

    fn aiming(&self) -> bool {
        self.my_turn && matches!(self.obs.steps.last(), Some(Step::Aim { .. }))
    }

    /// The seats the picked card (or the copy being aimed) may go to.
    fn card_targets(&self, input: &Input) -> Vec<SeatId> {
        let card = input.card.map(|i| self.obs.hand[i]);
        let mut v: Vec<SeatId> = self
            .legal()
            .iter()
            .filter_map(|a| match a {
                HkkAction::Play {
                    card: c,
                    target: Some(t),
                    ..
                } if Some(*c) == card => Some(*t),
                HkkAction::Aim {
                    target: Some(t), ..
                } => Some(*t),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    }

    fn seat_clicked(&self, seat: SeatId, input: &mut Input, out: &mut Vec<HkkAction>) {
        let card = input.card.map(|i| self.obs.hand[i]);
        let fits: Vec<HkkAction> = self
            .legal()
            .iter()
            .filter(|a| match a {
                HkkAction::Play {
                    card: c, target, ..
                } => {
                    Some(*c) == card
                        && (*target == Some(seat) || (target.is_none() && Some(seat) == self.me))
                }
                HkkAction::Aim { target, .. } => *target == Some(seat),
                _ => false,
            })
            .cloned()
            .collect();
        match fits.len() {
            0 => {
                if let Some(card) = card {
                    // Not a legal target: the rules say why.
                    out.push(HkkAction::Play {
                        card,
                        target: Some(seat),
                        shift: None,
                    });
                }
            }
            1 => out.push(fits[0].clone()),
            _ => input.options = fits,
        }
    }

    /// The small menu when a click fits several actions (Catlike Reflexes' steps).
    fn options(
        &self,
        ctx: &egui::Context,
        board: Rect,
        input: &mut Input,
        out: &mut Vec<HkkAction>,
    ) {
        egui::Area::new(egui::Id::new("hkk-options"))
            .fixed_pos(board.center() - vec2(140.0, 60.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(tr!("hkk-ui-which-one")).strong());
                    for a in input.options.clone() {
                        let label = match &a {
                            HkkAction::Play {
                                shift: Some(way),
                                target: Some(s),
                                ..
                            }
                            | HkkAction::Aim {
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
    fn revive(&self, ctx: &egui::Context, board: Rect, out: &mut Vec<HkkAction>) {
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
                            let ok = self.obs.legal.contains(&HkkAction::Revive(*c));
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
                                out.push(HkkAction::Revive(*c));
                            }
                        }
                    });
                });
            });
    }

    /// A response window: who did what, and the answers this seat has.
    fn window(
        &self,
        ctx: &egui::Context,
        board: Rect,
        kind: &WindowKind,
        only_mine: Option<&mut bool>,
        out: &mut Vec<HkkAction>,
    ) {
        let answers: Vec<&HkkAction> = self
            .obs
            .legal
            .iter()
            .filter(|a| **a != HkkAction::Pass)
            .collect();
        let holding: Vec<String> = answers
            .iter()
            .filter_map(|a| match a {
                HkkAction::Block(c) | HkkAction::Copy(c) => Some(self.card_name(*c)),
                HkkAction::Land { card, .. } => Some(self.card_name(*card)),
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
                    .fill(style::PAPER)
                    .stroke(Stroke::new(3.0, style::ACCENT))
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
                                        HkkAction::Block(c) => {
                                            tr!("hkk-ui-block-with", card = self.card_name(*c))
                                        }
                                        HkkAction::Copy(_) => tr!("hkk-ui-copy-with"),
                                        HkkAction::Land { colour, from, .. } => {
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
                                if self.obs.legal.contains(&HkkAction::Pass)
                                    && ui.button(tr!("hkk-ui-let-go")).clicked()
                                {
                                    out.push(HkkAction::Pass);
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
    fn play_line(&self, play: &Play) -> String {
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

    /// The card just played, a drawn Instant (large, to everyone), or a block.
    fn feature(&self, p: &egui::Painter, area: Rect) {
        let Some((f, age)) = &self.show.feature else {
            return;
        };
        let fade = (age * 4.0).min(1.0);
        match f {
            Feature::Card { card, line, big } => {
                let scale = if *big { 1.9 } else { 1.3 };
                let r = Rect::from_center_size(
                    area.center() + vec2(0.0, if *big { 0.0 } else { -10.0 }),
                    cards::SIZE * scale * (0.85 + 0.15 * fade),
                );
                p.rect_filled(
                    r.expand(8.0).translate(vec2(4.0, 6.0)),
                    CornerRadius::same(12),
                    Color32::from_rgba_unmultiplied(0, 0, 0, 90),
                );
                cards::face(p, r, self.obs.card(*card), false, false);
                banner(p, r.center_top() - vec2(0.0, 22.0), line, false);
            }
            Feature::Banner { line, bad } => {
                banner(p, area.center() - vec2(0.0, 0.0), line, *bad);
            }
        }
    }
}

/// A line of text on a dark band, centred on `at`.
fn banner(p: &egui::Painter, at: Pos2, line: &str, bad: bool) {
    let galley = p.layout_no_wrap(line.to_string(), FontId::proportional(20.0), Color32::WHITE);
    let r = Rect::from_center_size(at, galley.size() + vec2(28.0, 14.0));
    p.rect(
        r,
        CornerRadius::same(10),
        if bad {
            Color32::from_rgb(150, 30, 30)
        } else {
            Color32::from_rgb(50, 40, 34)
        },
        Stroke::new(2.0, Color32::from_rgb(250, 220, 160)),
        StrokeKind::Outside,
    );
    p.galley(r.center() - galley.size() / 2.0, galley, Color32::WHITE);
}

fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Whether a cat of `c` at `place` is one the seat may use now (move, pick, send, land).
fn cat_usable(legal: &[HkkAction], me: Option<SeatId>, c: Colour, place: Place) -> bool {
    pick_action(legal, c, place).is_some() || !cat_targets(legal, me, c, place).is_empty()
}

/// The action that picks this cat, when a card asks for one.
fn pick_action(legal: &[HkkAction], c: Colour, (seat, zone): Place) -> Option<HkkAction> {
    legal
        .iter()
        .find(|a| {
            matches!(a, HkkAction::Pick { colour, seat: s, zone: z }
                if *colour == c && *z == zone && (*s == seat || zone == Zone::Neighborhood && s.is_none()))
        })
        .cloned()
}

/// Where a picked cat of `c` at `from` may go, and the action that takes it there.
fn cat_targets(
    legal: &[HkkAction],
    me: Option<SeatId>,
    c: Colour,
    from: Place,
) -> Vec<(Place, HkkAction)> {
    let Some(me) = me else { return Vec::new() };
    let own = from.0 == Some(me) || from.1 == Zone::Neighborhood;
    legal
        .iter()
        .filter_map(|a| match a {
            HkkAction::Move {
                colour,
                from: f,
                to,
            } if own && *colour == c && *f == from.1 => {
                let seat = (*to != Zone::Neighborhood).then_some(me);
                Some(((seat, *to), a.clone()))
            }
            HkkAction::Send { colour, to } if from == (Some(me), Zone::Yard) && *colour == c => {
                Some(((Some(*to), Zone::Yard), a.clone()))
            }
            HkkAction::Land {
                colour, from: f, ..
            } if from == (Some(me), *f) && *colour == c => {
                f.inward().map(|to| ((Some(me), to), a.clone()))
            }
            _ => None,
        })
        .collect()
}

/// Short row names for the narrow sheet (the full line is the hover text).
/// The side panel's width: the sheet's row labels, then a column per player as wide as the
/// player's name (small bold text is about 7.5 points a letter), within what a 1280-wide
/// window can give.
fn sheet_width(table: &ActiveTable) -> f32 {
    let cols: f32 = table
        .setup
        .seats
        .iter()
        .map(|s| (s.name.chars().count() as f32 * 7.5 + 8.0).max(28.0))
        .sum();
    (128.0 + cols).clamp(300.0, 460.0)
}

/// A zone as the messages select it (`{ $zone -> [yard] … }`), as the rules' messages do.
fn zone_key(zone: Zone) -> &'static str {
    match zone {
        Zone::Neighborhood => "neighborhood",
        Zone::Yard => "yard",
        Zone::Porch => "porch",
        Zone::House => "house",
    }
}

/// The sheet's row, short (the panel is narrow): its whole line is its hover text.
fn short_label(row: &Text) -> String {
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
fn row_colour(row: &Text) -> Option<Colour> {
    let Some(Arg::Name(key)) = row.arg("colour") else {
        return None;
    };
    Colour::ALL.into_iter().find(|c| c.name() == key)
}

/// Where a cell's points come from.
fn explain(
    row: usize,
    label: &Text,
    col: &scoring::Column,
    obs: &HkkObservation,
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
