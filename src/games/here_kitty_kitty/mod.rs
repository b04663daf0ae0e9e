//! Here, Kitty, Kitty! at the table: an egui view of the Neighborhood colony and every
//! Property with its Yard, Porch and House, the 40 cats as pieces in their colours, the hand,
//! the response windows, the live scoring sheet, and every step played back. The rules are in
//! `mogland_rules::games::here_kitty_kitty`; this only shows them and sends actions.

mod asking;
mod cards;
mod playback;
mod ui;

pub use asking::OnlyMine;
pub use playback::Show;

use crate::games::GameView;
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::PlayState;
use crate::view::table_view::{self, ViewStep};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::games::here_kitty_kitty::INFO;

pub static VIEW: GameView = GameView {
    id: INFO.id,
    plugin,
    rules_page: "here_kitty_kitty",
    seat_look: None,
};

fn plugin(app: &mut App) {
    let on = game_on(INFO.id);
    table_view::plugin::<playback::View>(app);
    table_view::per_table::<ui::Input>(app, INFO.id);
    table_view::per_table::<asking::OnlyMine>(app, INFO.id);
    app.add_systems(
        Update,
        (
            playback::settle.in_set(ViewStep::Show),
            asking::let_go
                .run_if(in_state(PlayState::Running))
                .in_set(ViewStep::Act),
        )
            .run_if(on.clone()),
    )
    .add_systems(
        EguiPrimaryContextPass,
        ui::table_ui.in_set(TableUi::Table).run_if(on),
    );
}
