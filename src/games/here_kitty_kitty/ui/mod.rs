//! The Here, Kitty, Kitty! table in egui: the Neighborhood colony in the middle, every
//! Property round it with its Yard, Porch and House and the cards tucked under it, the draw
//! pile and discards; the scoring sheet and the log on the right; your hand at the bottom.
//! Cats are dragged (or clicked, then a zone clicked) onto glowing zones; a card is clicked,
//! then its target. Response windows ask in a prompt over the table. Clicks become
//! `Act<HereKittyKittyAction>` messages: the rules decide, and a refusal shows on the prompt bar.

mod board;
mod hand;
mod sheet;
mod windows;

use super::playback::{Place, Show};
use crate::lang;
use crate::session::privacy::screen_up;
use crate::session::{ActiveTable, TableTurn, ViewBusy, hint_for};
use crate::theme;
use sheet::sheet_width;

use crate::view::kit::log::{self, GameLog};
use crate::view::kit::tabletop::TableTextures;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Color32, Pos2};
use mogland_rules::core::{Act, Game, SeatId, Suggested};
use mogland_rules::games::here_kitty_kitty::{
    CardId, Colour, HereKittyKitty, HereKittyKittyAction, HereKittyKittyObservation, Step,
    properties, scoring,
};
use mogland_rules::levels::here_kitty_kitty::Zone;

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
    pub options: Vec<HereKittyKittyAction>,
    /// A word of help when a click needs something first.
    pub hint: Option<String>,
}

enum Clicked {
    /// A cat picked up or dropped: the action it makes.
    Act(HereKittyKittyAction),
    Seat(SeatId),
}

pub fn table_ui(world: &mut World, egui_state: &mut SystemState<EguiContexts>) {
    let table = world.resource::<ActiveTable>().clone();
    let turn = world.resource::<TableTurn>().clone();
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
        .resource::<crate::session::TableArea>()
        .ui(&ctx, "here-kitty-kitty");
    let mut out: Vec<HereKittyKittyAction> = Vec::new();
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
        let hint = world.get_resource::<Suggested<HereKittyKittyAction>>();
        let hint_card = hint_for(hint, me, my_turn).and_then(|a| match a {
            HereKittyKittyAction::Play { card, .. }
            | HereKittyKittyAction::Block(card)
            | HereKittyKittyAction::Copy(card)
            | HereKittyKittyAction::Land { card, .. }
            | HereKittyKittyAction::Revive(card) => Some(*card),
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
    world.resource_mut::<crate::session::BoardArea>().0 = board_rect;
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
    obs: &'a HereKittyKittyObservation,
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
        theme::colour(self.table.colour(s))
    }
    fn card_name(&self, c: CardId) -> String {
        lang::words(&self.obs.card(c).name)
    }
    fn legal(&self) -> &[HereKittyKittyAction] {
        if self.my_turn { &self.obs.legal } else { &[] }
    }
    fn glow(&self) -> Color32 {
        let pulse = 0.5 + 0.5 * (self.time * 5.0).sin();
        Color32::from_rgba_unmultiplied(255, 215, 70, (130.0 + 120.0 * pulse) as u8)
    }
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
