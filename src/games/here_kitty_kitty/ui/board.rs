//! The table itself: the colony, every property with its zones and cats, the pile, the glow
//! on what the seat may use, and the cats picked up, dragged and dropped.

use super::{Clicked, Input, TableView, ZONES, zone_key};
use crate::games::here_kitty_kitty::cards;
use crate::games::here_kitty_kitty::playback::{Feature, Place, ShownCats};
use crate::lang;
use crate::theme;
use crate::tr;
use crate::view::kit::card::{self};
use crate::view::kit::hand::{self};
use crate::view::kit::icons;
use crate::view::kit::tabletop::{self};
use bevy::prelude::*;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, pos2,
    vec2,
};
use mogland_rules::core::SeatId;
use mogland_rules::games::here_kitty_kitty::{Cats, Colour, HereKittyKittyAction, Step};
use mogland_rules::levels::here_kitty_kitty::Zone;

pub fn cat_fill(c: Colour) -> Color32 {
    match c {
        Colour::Black => Color32::from_rgb(38, 34, 36),
        Colour::Gray => Color32::from_rgb(140, 142, 150),
        Colour::Orange => Color32::from_rgb(232, 142, 48),
        Colour::White => Color32::from_rgb(252, 250, 244),
    }
}

pub(super) fn cat_outline(c: Colour) -> Stroke {
    match c {
        Colour::Black => Stroke::new(1.0, Color32::from_rgb(190, 180, 170)),
        _ => Stroke::new(1.0, Color32::from_rgb(60, 46, 38)),
    }
}

pub(super) fn zone_fill(z: Zone) -> Color32 {
    match z {
        Zone::Neighborhood => Color32::from_rgb(150, 186, 120),
        Zone::Yard => Color32::from_rgb(122, 168, 92),
        Zone::Porch => Color32::from_rgb(196, 158, 112),
        Zone::House => Color32::from_rgb(226, 206, 182),
    }
}

/// Where everything on the table is, worked out from the board's size each frame.
pub(super) struct Layout {
    hood: Rect,
    /// By seat.
    props: Vec<Rect>,
    pile: Rect,
}

impl Layout {
    pub(super) fn new(area: Rect, seats: usize, bottom: SeatId) -> Self {
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
    pub(super) fn ring(area: Rect, seats: usize, bottom: SeatId, size: Vec2) -> Vec<Rect> {
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
    pub(super) fn zone(&self, seat: SeatId, z: Zone) -> Rect {
        let r = self.props[seat.index()];
        let body = Rect::from_min_max(r.min + vec2(0.0, 22.0), r.max);
        let w = body.width() / 3.0;
        let i = z.slot().unwrap_or(0) as f32;
        Rect::from_min_size(body.min + vec2(w * i, 0.0), vec2(w, body.height())).shrink(3.0)
    }

    pub(super) fn place(&self, (seat, zone): Place) -> Rect {
        match seat {
            Some(s) if zone != Zone::Neighborhood => self.zone(s, zone),
            _ => self.hood,
        }
    }

    /// The zone under `pos`, if any.
    pub(super) fn place_at(&self, pos: Pos2) -> Option<Place> {
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
pub(super) fn tokens(rect: Rect, cats: &Cats) -> (Vec<(Pos2, Colour)>, f32) {
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
impl TableView<'_> {
    /// The table: the pile, the colony, every property, the cats, the glow on what the seat
    /// may use, and what is on show.
    pub(super) fn board(
        &self,
        ui: &mut egui::Ui,
        input: &mut Input,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
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
        let cat_moves: Vec<(Place, HereKittyKittyAction)> = input
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
            theme::INK,
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
            p.circle_filled(mark, 9.0, theme::CARD);
            crate::view::seats::Marker::of(seat).paint(&p, mark, 6.5, self.colour(seat));
            p.text(
                header.left_center() + vec2(26.0, 0.0),
                Align2::LEFT_CENTER,
                title,
                FontId::proportional(14.0),
                theme::readable_on(self.colour(seat)),
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
                    theme::INK,
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
    pub(super) fn cats_in(
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

    pub(super) fn why_not_cat(&self, place: Place) -> String {
        match place {
            (Some(s), _) if Some(s) != self.me => tr!("hkk-ui-why-not-rival"),
            _ if !matches!(self.obs.steps.last(), Some(Step::Action)) => {
                tr!("hkk-ui-why-not-asked")
            }
            _ => tr!("hkk-ui-why-not-now"),
        }
    }

    /// A picked cat dropped (or clicked onto) `to`.
    pub(super) fn drop_cat(
        &self,
        c: Colour,
        from: Place,
        to: Place,
        moves: &[(Place, HereKittyKittyAction)],
        input: &mut Input,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        if let Some((_, a)) = moves.iter().find(|(pl, _)| *pl == to) {
            out.push(a.clone());
            return;
        }
        // Not a glowing zone: an ordinary move is still sent, so the rules say which rule
        // stops it; anything else is put back.
        let mine = |pl: Place| pl.0.is_none() || pl.0 == self.me;
        if matches!(self.obs.steps.last(), Some(Step::Action)) && mine(from) && mine(to) {
            out.push(HereKittyKittyAction::Move {
                colour: c,
                from: from.1,
                to: to.1,
            });
        } else {
            input.hint = Some(tr!("hkk-ui-cannot-go-there"));
            input.cat = None;
        }
    }

    pub(super) fn aiming(&self) -> bool {
        self.my_turn && matches!(self.obs.steps.last(), Some(Step::Aim { .. }))
    }

    /// The seats the picked card (or the copy being aimed) may go to.
    pub(super) fn card_targets(&self, input: &Input) -> Vec<SeatId> {
        let card = input.card.map(|i| self.obs.hand[i]);
        let mut v: Vec<SeatId> = self
            .legal()
            .iter()
            .filter_map(|a| match a {
                HereKittyKittyAction::Play {
                    card: c,
                    target: Some(t),
                    ..
                } if Some(*c) == card => Some(*t),
                HereKittyKittyAction::Aim {
                    target: Some(t), ..
                } => Some(*t),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    }

    pub(super) fn seat_clicked(
        &self,
        seat: SeatId,
        input: &mut Input,
        out: &mut Vec<HereKittyKittyAction>,
    ) {
        let card = input.card.map(|i| self.obs.hand[i]);
        let fits: Vec<HereKittyKittyAction> = self
            .legal()
            .iter()
            .filter(|a| match a {
                HereKittyKittyAction::Play {
                    card: c, target, ..
                } => {
                    Some(*c) == card
                        && (*target == Some(seat) || (target.is_none() && Some(seat) == self.me))
                }
                HereKittyKittyAction::Aim { target, .. } => *target == Some(seat),
                _ => false,
            })
            .cloned()
            .collect();
        match fits.len() {
            0 => {
                if let Some(card) = card {
                    // Not a legal target: the rules say why.
                    out.push(HereKittyKittyAction::Play {
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

    /// The card just played, a drawn Instant (large, to everyone), or a block.
    pub(super) fn feature(&self, p: &egui::Painter, area: Rect) {
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
pub(super) fn banner(p: &egui::Painter, at: Pos2, line: &str, bad: bool) {
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

pub(super) fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Whether a cat of `c` at `place` is one the seat may use now (move, pick, send, land).
pub(super) fn cat_usable(
    legal: &[HereKittyKittyAction],
    me: Option<SeatId>,
    c: Colour,
    place: Place,
) -> bool {
    pick_action(legal, c, place).is_some() || !cat_targets(legal, me, c, place).is_empty()
}

/// The action that picks this cat, when a card asks for one.
pub(super) fn pick_action(
    legal: &[HereKittyKittyAction],
    c: Colour,
    (seat, zone): Place,
) -> Option<HereKittyKittyAction> {
    legal
        .iter()
        .find(|a| {
            matches!(a, HereKittyKittyAction::Pick { colour, seat: s, zone: z }
                if *colour == c && *z == zone && (*s == seat || zone == Zone::Neighborhood && s.is_none()))
        })
        .cloned()
}

/// Where a picked cat of `c` at `from` may go, and the action that takes it there.
pub(super) fn cat_targets(
    legal: &[HereKittyKittyAction],
    me: Option<SeatId>,
    c: Colour,
    from: Place,
) -> Vec<(Place, HereKittyKittyAction)> {
    let Some(me) = me else { return Vec::new() };
    let own = from.0 == Some(me) || from.1 == Zone::Neighborhood;
    legal
        .iter()
        .filter_map(|a| match a {
            HereKittyKittyAction::Move {
                colour,
                from: f,
                to,
            } if own && *colour == c && *f == from.1 => {
                let seat = (*to != Zone::Neighborhood).then_some(me);
                Some(((seat, *to), a.clone()))
            }
            HereKittyKittyAction::Send { colour, to }
                if from == (Some(me), Zone::Yard) && *colour == c =>
            {
                Some(((Some(*to), Zone::Yard), a.clone()))
            }
            HereKittyKittyAction::Land {
                colour, from: f, ..
            } if from == (Some(me), *f) && *colour == c => {
                f.inward().map(|to| ((Some(me), to), a.clone()))
            }
            _ => None,
        })
        .collect()
}
