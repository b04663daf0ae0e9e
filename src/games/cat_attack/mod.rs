//! Cat Attack at the table: the neighbourhood in 3D with its houses, walls, streets, shops, car
//! and critters; cats and critters moved by dragging them onto glowing spaces; egui panels for
//! lives, larders, shops, the hand, fights, swaps and the Curiosity cards. The rules are in
//! `mogland_rules::games::cat_attack`; this only shows them and sends actions.

mod cards;
mod input;
mod pieces;
mod scene;
mod ui;

pub use pieces::{Show, misplaced};
pub use scene::{Layout, Seen};

use crate::games::{GameView, RulesStep};
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::{PlayState, Screen};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::games::cat_attack::INFO;

pub static VIEW: GameView = GameView {
    id: INFO.id,
    plugin,
    rules_page: "cat_attack",
    seat_look: None,
};

fn plugin(app: &mut App) {
    let on = game_on(INFO.id);
    app.init_resource::<input::Input>()
        .init_resource::<pieces::Show>()
        .init_resource::<pieces::Replay>()
        .init_resource::<ui::Choice>()
        .add_systems(
            OnEnter(Screen::Playing),
            (reset, scene::spawn_board, pieces::spawn_barriers)
                .chain()
                .run_if(on.clone()),
        )
        .add_systems(
            Update,
            (
                scene::refresh,
                input::handle_pointer.run_if(in_state(PlayState::Running)),
                pieces::follow_events,
                pieces::hold_card_frames,
                pieces::sync_pieces,
                input::glow,
                input::preview,
                scene::frame_camera,
                pieces::busy,
            )
                .chain()
                .after(RulesStep)
                .after(crate::session::TurnSeen)
                .run_if(on.clone()),
        )
        .add_systems(
            EguiPrimaryContextPass,
            ui::panel.in_set(TableUi::Table).run_if(on),
        );
}

/// A new table starts with nothing picked, queued or on show.
fn reset(
    mut input: ResMut<input::Input>,
    mut show: ResMut<pieces::Show>,
    mut replay: ResMut<pieces::Replay>,
    mut choice: ResMut<ui::Choice>,
) {
    *input = default();
    *show = default();
    *replay = default();
    *choice = default();
}
