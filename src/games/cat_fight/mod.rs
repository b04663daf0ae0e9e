//! Cat Fight at the table: the grid as a 3D scene with its blue zone, saucers, blockers,
//! catnip and cats that visibly face a direction; legal squares glow; an egui panel for
//! stocks, creams, fights and the log. The rules are in `mogland_rules::games::cat_fight`.

mod input;
mod pieces;
mod playback;
mod scene;
mod ui;

pub use input::{Input, Mode, Pending};
pub use scene::Seen;

use crate::games::GameView;
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::{PlayState, Screen};
use crate::view::table_view::{self, ViewStep};
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
    table_view::plugin::<playback::View>(app);
    table_view::sight::<Seen>(app);
    table_view::per_table::<input::Input>(app, INFO.id);
    app.add_message::<input::SquareClicked>()
        .add_systems(
            OnEnter(Screen::Playing),
            scene::spawn_board.run_if(on.clone()),
        )
        .add_systems(
            Update,
            (
                (
                    input::pointer.run_if(in_state(PlayState::Running)),
                    input::handle_clicks,
                )
                    .chain()
                    .in_set(ViewStep::Input),
                (
                    pieces::sync_pieces,
                    scene::highlights,
                    // Gizmos exist only in a window (not in headless tests).
                    scene::sight_lines
                        .run_if(resource_exists::<bevy::gizmos::config::GizmoConfigStore>),
                )
                    .chain()
                    .in_set(ViewStep::Show),
            )
                .run_if(on.clone()),
        )
        .add_systems(
            EguiPrimaryContextPass,
            ui::panel.in_set(TableUi::Table).run_if(on),
        );
}
