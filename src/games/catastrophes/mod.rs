//! Cat'astrophes at the table: an egui view of the hand, the mischief scale, the score
//! tracker and the face-down cards, and the reveal played back step by step. The rules are in
//! `mogland_rules::games::catastrophes`; this only shows them and sends actions.

mod cards;
pub mod playback;
mod ui;

use crate::games::{GameView, RulesStep};
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::PlayState;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::games::catastrophes::INFO;

pub static VIEW: GameView = GameView {
    id: INFO.id,
    plugin,
    rules_page: "catastrophes",
    seat_look: None,
};

fn plugin(app: &mut App) {
    app.init_resource::<playback::Playback>()
        .init_resource::<ui::Selection>()
        .add_systems(
            OnEnter(crate::states::Screen::Playing),
            (playback::reset, reset_selection),
        )
        .add_systems(
            Update,
            (
                playback::collect,
                playback::advance.run_if(in_state(PlayState::Running)),
            )
                .chain()
                .after(RulesStep)
                .after(crate::session::TurnSeen)
                .run_if(game_on(INFO.id)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            ui::table_ui.in_set(TableUi::Table).run_if(game_on(INFO.id)),
        );
}

/// A new table starts with no card picked and no hint on show from the last one.
fn reset_selection(mut selection: ResMut<ui::Selection>) {
    *selection = default();
}
