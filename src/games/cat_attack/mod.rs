//! Cat Attack at the table: the neighbourhood in 3D with its houses, walls, streets, shops, car
//! and critters; cats and critters moved by dragging them onto glowing spaces; egui panels for
//! lives, larders, shops, the hand, fights, swaps and the Curiosity cards. The rules are in
//! `mogland_rules::games::cat_attack`; this only shows them and sends actions.

mod cards;
mod input;
mod pieces;
mod playback;
mod scene;
mod ui;

pub use pieces::misplaced;
pub use playback::Show;
pub use scene::{Layout, Seen};

use crate::games::GameView;
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::{PlayState, Screen};
use crate::view::table_view::{self, ViewStep};
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
    table_view::plugin::<playback::View>(app);
    table_view::sight::<Seen>(app);
    table_view::per_table::<input::Input>(app, INFO.id);
    table_view::per_table::<ui::Choice>(app, INFO.id);
    app.add_systems(
        OnEnter(Screen::Playing),
        (scene::spawn_board, pieces::spawn_barriers)
            .chain()
            .run_if(on.clone()),
    )
    .add_systems(
        Update,
        (
            input::handle_pointer
                .run_if(in_state(PlayState::Running))
                .in_set(ViewStep::Input),
            (
                pieces::animate,
                playback::hold_card_frames,
                pieces::sync_pieces,
                input::glow,
                input::preview,
                scene::frame_camera,
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
