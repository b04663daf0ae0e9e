//! Cat Fight at the table: the grid as a 3D scene with its blue zone, saucers, blockers,
//! catnip and cats that visibly face a direction; legal squares glow; an egui panel for
//! stocks, creams, fights and the log. The rules are in `mogland_rules::games::cat_fight`.

mod scene;
mod ui;

pub use scene::Seen;
pub use ui::{Input, Mode, Pending};

use crate::games::{GameView, RulesStep};
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::{PlayState, Screen};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::games::cat_fight::INFO;

pub static VIEW: GameView = GameView {
    id: INFO.id,
    plugin,
    rules_page: "cat_fight",
    seat_look: None,
};

fn plugin(app: &mut App) {
    let on = game_on(INFO.id);
    app.init_resource::<ui::Input>()
        .init_resource::<scene::Show>()
        .init_resource::<scene::Replay>()
        .add_message::<scene::SquareClicked>()
        .add_systems(
            OnEnter(Screen::Playing),
            (reset, scene::spawn_board).chain().run_if(on.clone()),
        )
        .add_systems(
            Update,
            (
                scene::refresh,
                scene::pointer.run_if(in_state(PlayState::Running)),
                scene::follow_events,
                scene::sync_pieces,
                ui::handle_clicks,
                scene::highlights,
                // Gizmos exist only in a window (not in headless tests).
                scene::sight_lines
                    .run_if(resource_exists::<bevy::gizmos::config::GizmoConfigStore>),
                scene::busy,
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

/// A new table starts with nothing picked: no mode, square or facing carried over from the
/// last one.
fn reset(mut input: ResMut<ui::Input>) {
    *input = default();
}
