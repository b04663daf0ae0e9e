//! Grand Prrrrix at the table: Cat's Mansion in 3D with its rooms, doors, cushions, the four
//! silvered objects and the five cats; click your cat, then a glowing square (each labelled
//! with its energy cost, the path drawn on hover); egui panels for every cat's energy, coin,
//! Purr cards and progress, the Race Order Layout, the turned Turn Order card, the spat panel
//! with its bonuses and dice, and the log. The rules are in
//! `mogland_rules::games::grand_prrrrix`; this only shows them and sends actions.

mod input;
mod pieces;
mod playback;
mod scene;
mod ui;

pub use pieces::misplaced;
pub use playback::Show;
pub use scene::{Layout, Seen, fur};

use crate::games::GameView;
use crate::session::game_on;
use crate::session::privacy::TableUi;
use crate::states::{PlayState, Screen};
use crate::view::table_view::{self, ViewStep};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::core::SeatId;
use mogland_rules::games::grand_prrrrix::{GrandPrrrrix, INFO};

pub static VIEW: GameView = GameView {
    id: INFO.id,
    plugin,
    rules_page: "grand_prrrrix",
    seat_look: Some(seat_look),
};

/// A seat is its cat: the cat's fur and name lead, the player's name follows.
fn seat_look(world: &World, seat: SeatId) -> Option<([u8; 3], String)> {
    let state = mogland_rules::core::table::state::<GrandPrrrrix>(world)?;
    let cat = state.cats.iter().find(|c| c.seat == seat)?;
    let fur = scene::fur(cat.kind).to_srgba();
    let name = world
        .get_resource::<crate::session::ActiveTable>()
        .map_or("?", |t| t.name(seat))
        .to_string();
    let byte = |v: f32| (v * 255.0).round() as u8;
    Some((
        [byte(fur.red), byte(fur.green), byte(fur.blue)],
        crate::tr!("gp-ui-seat", cat = cat.kind.name(), name = name),
    ))
}

fn plugin(app: &mut App) {
    let on = game_on(INFO.id);
    table_view::plugin::<playback::View>(app);
    table_view::sight::<Seen>(app);
    table_view::per_table::<input::Input>(app, INFO.id);
    app.add_systems(
        OnEnter(Screen::Playing),
        scene::spawn_board.run_if(on.clone()),
    )
    .add_systems(
        Update,
        (
            input::handle_pointer
                .run_if(in_state(PlayState::Running))
                .in_set(ViewStep::Input),
            (
                pieces::animate,
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
