//! The games the app can seat a table for. Each game's rules come from `mogland_rules` (its
//! registry entry); its view — the plugin that draws it and the rules page — is declared in its
//! folder here, and listed once in [`VIEWS`].

pub mod cat_attack;
pub mod cat_fight;
pub mod catastrophes;
pub mod grand_prrrrix;
pub mod here_kitty_kitty;
pub mod texts;

use bevy::prelude::*;
use mogland_rules::core::{GameId, GameRules, SeatId, run_rules};

/// How the app shows one game.
pub struct GameView {
    pub id: GameId,
    /// Adds the game's scene, panels and playback.
    pub plugin: fn(&mut App),
    /// The pause menu's rules page: its file's name in each language's folder of
    /// `assets/rules/` ("cat_attack" for `assets/rules/fr/cat_attack.md`).
    pub rules_page: &'static str,
    /// Who starts and in what order seats play, for the setup screen (the rule, as the rules
    /// apply it).

    /// How a seat is shown when the game does not show it by its own colour and name (Grand
    /// Prrrrix shows the seat's cat): its colour and title.
    pub seat_look: Option<fn(&World, SeatId) -> Option<([u8; 3], String)>>,
}

/// Every game with a view, in menu order. A game is playable when it has both its rules (in
/// `mogland_rules::games::GAMES`) and a view here.
pub static VIEWS: &[&GameView] = &[
    &catastrophes::VIEW,
    &cat_fight::VIEW,
    &cat_attack::VIEW,
    &here_kitty_kitty::VIEW,
    &grand_prrrrix::VIEW,
];

/// The rules of a game the app can play.
pub fn rules(id: GameId) -> Option<&'static dyn GameRules> {
    VIEWS
        .iter()
        .any(|v| v.id == id)
        .then(|| mogland_rules::games::find(id))
        .flatten()
}

/// Every playable game, in menu order.
pub fn playable() -> impl Iterator<Item = &'static dyn GameRules> {
    VIEWS
        .iter()
        .filter_map(|v| mogland_rules::games::find(v.id))
}

/// A seat's colour and title as its game shows it: the seat's own, unless the game says
/// otherwise.
pub fn seat_look(
    world: &World,
    table: &crate::session::ActiveTable,
    seat: SeatId,
) -> ([u8; 3], String) {
    VIEWS
        .iter()
        .find(|v| v.id == table.game())
        .and_then(|v| v.seat_look)
        .and_then(|look| look(world, seat))
        .unwrap_or_else(|| (table.colour(seat), table.name(seat).to_string()))
}

/// The rules pages, a folder per language (compiled in).
#[derive(rust_embed::RustEmbed)]
#[folder = "assets/rules/"]
struct RulesPages;

/// A game's rules page in the player's language (English where that language has none).
pub fn rules_page(id: GameId) -> String {
    rules_page_in(id, crate::lang::current())
        .or_else(|| rules_page_in(id, crate::lang::Language::English))
        .unwrap_or_default()
}

/// A game's rules page in `language`, if it is written in it.
pub fn rules_page_in(id: GameId, language: crate::lang::Language) -> Option<String> {
    let view = VIEWS.iter().find(|v| v.id == id)?;
    let file = RulesPages::get(&format!("{}/{}.md", language.code(), view.rules_page))?;
    String::from_utf8(file.data.into_owned()).ok()
}

/// Shows a game's rules page (`body`) in a scroll area of its own, which opens at its top:
/// neither the page read before (another game's) nor this page when last read leaves it
/// scrolled. Returns the scroll area's id.
pub fn rules_page_ui(
    ui: &mut bevy_egui::egui::Ui,
    id: GameId,
    body: impl FnOnce(&mut bevy_egui::egui::Ui),
) -> bevy_egui::egui::Id {
    use bevy_egui::egui;
    // Shown in the pass before this one too: still open. Otherwise it has just been opened.
    let now = ui.ctx().cumulative_pass_nr();
    let shown = egui::Id::new("rules-page-shown");
    let opened = ui.ctx().data_mut(|d| {
        let last = d.get_temp::<u64>(shown);
        d.insert_temp(shown, now);
        last.is_none_or(|l| l + 1 < now)
    });
    let mut area = egui::ScrollArea::vertical().id_salt(("rules-page", id));
    if opened {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, body).id
}

/// Where the rules run within a frame; the views come after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesStep;

pub fn plugin(app: &mut App) {
    for game in playable() {
        game.add_rules(app);
    }
    app.add_systems(Update, run_rules.in_set(RulesStep));
    crate::view::table_view::order(app, RulesStep, crate::session::TurnSeen);
    for view in VIEWS {
        (view.plugin)(app);
    }
}
