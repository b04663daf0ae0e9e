//! A hand of cards in a row: spread out when there is room, overlapping when there is not, the
//! chosen card lifted. Each game says what its cards show; the faces are the kit's
//! [`super::card`]. A card can be clicked, or dragged (then it follows the pointer and the game
//! reads where it was let go; Escape calls the drag off), and says what it does on hover.

use bevy_egui::egui::{self, Pos2, Rect, Sense, Vec2};

pub struct HandLayout {
    /// Card size at scale 1.
    pub card: Vec2,
    /// Gap between cards when they fit.
    pub gap: f32,
}

/// What the pointer did with the hand this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HandPick {
    /// A card clicked.
    pub clicked: Option<usize>,
    /// A card being dragged now.
    pub dragging: Option<usize>,
    /// A card let go after a drag, and where (egui points).
    pub dropped: Option<(usize, Pos2)>,
}

/// Whether Escape called a drag off this pass (pressed while a mouse button is held, or let go
/// in the same pass). egui drops its own drags then; a view that carries a piece after the
/// pointer itself puts it back. (The same press does not pause the table: `app::pause`.)
pub fn drag_cancelled(ctx: &egui::Context) -> bool {
    ctx.input(|i| {
        i.key_pressed(egui::Key::Escape) && (i.pointer.any_down() || i.pointer.any_released())
    })
}

/// Lays out `cards` centred in the space left in `ui` and draws each with `face(painter, rect,
/// card, lifted)` (the face draws a lifted card raised). When `clickable` the cards can be
/// clicked, and dragged too when `draggable`; `tip(card)` is shown on hover (what it does).
pub fn show<C>(
    ui: &mut egui::Ui,
    layout: &HandLayout,
    cards: &[C],
    lifted: impl Fn(usize, &C) -> bool,
    clickable: bool,
    draggable: bool,
    tip: impl Fn(&C) -> Option<String>,
    face: impl Fn(&egui::Painter, Rect, &C, bool),
) -> HandPick {
    // The room left, but never less than a card's height (and the few points a card sits
    // below the middle): a panel that grows with what it holds makes room for the cards
    // when the line above them wraps.
    let room = egui::vec2(
        ui.available_width(),
        ui.available_height().max(layout.card.y + 12.0),
    );
    let (rect, _) = ui.allocate_exact_size(room, Sense::hover());
    let p = ui.painter_at(rect.expand(14.0));
    let n = cards.len();
    let step =
        (layout.card.x + layout.gap).min((rect.width() - layout.card.x) / (n.max(2) - 1) as f32);
    let start = rect.center().x - step * (n as f32 - 1.0) / 2.0;
    let mut pick = HandPick::default();
    let sense = if clickable && draggable {
        Sense::click_and_drag()
    } else {
        Sense::click()
    };
    let pointer = ui.ctx().pointer_latest_pos();
    for (i, card) in cards.iter().enumerate() {
        let centre = Pos2::new(start + step * i as f32, rect.center().y + 6.0);
        let r = Rect::from_center_size(centre, layout.card);
        let resp = ui.interact(r, ui.id().with(("hand-card", i)), sense);
        let dragged = clickable && draggable && resp.dragged();
        let up = lifted(i, card) || dragged;
        face(&p, r, card, up);
        let resp = match tip(card) {
            Some(text) if !dragged => resp.on_hover_text(text),
            _ => resp,
        };
        if !clickable {
            continue;
        }
        if resp.clicked() {
            pick.clicked = Some(i);
        }
        if dragged {
            pick.dragging = Some(i);
            // The card follows the pointer, over everything.
            if let Some(at) = pointer {
                let lp = ui.ctx().layer_painter(egui::LayerId::new(
                    egui::Order::Tooltip,
                    egui::Id::new("hand-drag"),
                ));
                face(
                    &lp,
                    Rect::from_center_size(at, layout.card * 0.9),
                    card,
                    true,
                );
            }
        }
        // Dropped only when let go: Escape ends egui's drag too, and then the card goes back
        // to the hand (nothing is played).
        if draggable
            && resp.drag_stopped()
            && ui.input(|i| i.pointer.any_released())
            && !drag_cancelled(ui.ctx())
            && let Some(at) = pointer
        {
            pick.dropped = Some((i, at));
        }
        if resp.hovered() {
            ui.ctx().set_cursor_icon(if draggable {
                egui::CursorIcon::Grab
            } else {
                egui::CursorIcon::PointingHand
            });
        }
    }
    pick
}
