//! Cat'astrophes at the table: an egui view of the hand, the mischief scale, the score
//! tracker and the face-down cards, and the reveal played back step by step. The rules are in
//! `mogland_rules::games::catastrophes`; this only shows them and sends actions.

mod cards;
pub mod playback;
mod ui;

use crate::games::GameView;
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::view::table_view::{self, ViewStep};
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
    table_view::plugin::<playback::View>(app);
    // A new table starts with no card picked and no hint on show from the last one.
    table_view::per_table::<ui::Selection>(app, INFO.id);
    app.add_systems(
        Update,
        playback::settle
            .in_set(ViewStep::Show)
            .run_if(game_on(INFO.id)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        ui::table_ui.in_set(TableUi::Table).run_if(game_on(INFO.id)),
    );
}
