//! Cat Fight at the table: the grid as a 3D scene with its blue zone, saucers, blockers,
//! catnip and cats that visibly face a direction; legal squares glow; an egui panel for turns,
//! stocks, creams, fights and the log. The rules are in `mogland_rules::games::cat_fight`.

mod scene;
mod ui;

use crate::app::Screen;
use crate::app::table::{Driver, playing};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use mogland_rules::core::{GameId, kernel_plugin};
use mogland_rules::games::cat_fight::CatFight;

pub static DRIVER: Driver<CatFight> = Driver::new();

pub const RULES: &str = include_str!("../../../assets/rules/cat_fight.md");

pub fn plugin(app: &mut App) {
    kernel_plugin::<CatFight>(app);
    <CatFight as mogland_rules::core::Game>::rules_plugin(app);
    let on = playing(GameId::CatFight);
    app.init_resource::<ui::Input>()
        .init_resource::<scene::Show>()
        .add_message::<scene::SquareClicked>()
        .add_systems(
            OnEnter(Screen::Playing),
            scene::spawn_board.run_if(on.clone()),
        )
        .add_systems(
            Update,
            (
                scene::refresh,
                scene::pointer,
                scene::follow_events,
                scene::sync_pieces,
                ui::handle_clicks,
                scene::highlights,
                scene::sight_lines,
                scene::busy,
            )
                .chain()
                .after(mogland_rules::core::RulesSet::Resolve)
                .run_if(on.clone()),
        )
        .add_systems(EguiPrimaryContextPass, ui::panel.run_if(on));
}
