//! Cat'astrophes at the table: an egui view of the hand, the mischief scale, the score
//! tracker and the face-down cards, and the reveal played back step by step. The rules are in
//! `mogland_rules::games::catastrophes`; this only shows them and sends actions.

mod cards;
mod playback;
mod ui;

use crate::app::table::{Driver, playing};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::core::{GameId, kernel_plugin};
use mogland_rules::games::catastrophes::Catastrophes;

pub static DRIVER: Driver<Catastrophes> = Driver::new();

pub const RULES: &str = include_str!("../../../assets/rules/catastrophes.md");

pub fn plugin(app: &mut App) {
    kernel_plugin::<Catastrophes>(app);
    <Catastrophes as mogland_rules::core::Game>::rules_plugin(app);
    app.init_resource::<playback::Playback>()
        .init_resource::<ui::Selection>()
        .add_systems(OnEnter(crate::app::Screen::Playing), playback::reset)
        .add_systems(
            Update,
            (playback::collect, playback::advance)
                .chain()
                .after(mogland_rules::core::RulesSet::Resolve)
                .run_if(playing(GameId::Catastrophes)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            ui::table_ui.run_if(playing(GameId::Catastrophes)),
        );
}
