//! Mogland: five cat tabletop games on one screen. This crate is the desktop app — screens,
//! views, egui panels, sound — around the rules in `mogland_rules`.

pub mod app;
pub mod audio;
pub mod bench_frames;
pub mod console;
pub mod display;
pub mod games;
pub mod history;
pub mod icon;
pub mod lang;
pub mod levels;
pub mod screenshot;
pub mod session;
pub mod settings;
pub mod states;
pub mod theme;
pub mod view;

use bevy::asset::AssetPlugin;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;
use settings::{Paths, Settings};

/// Builds the windowed game. `extra` runs last, for the screenshot command.
pub fn game_app(paths: Paths) -> App {
    app_drawing(paths, None)
}

/// The game drawing into a picture of `size` pixels instead of a window: no window system, no
/// swapchain (`mogland bench-frames`, `bench_frames`). The window's settings still say the
/// size, for the views that lay themselves out by it.
pub fn offscreen_app(paths: Paths, size: (u32, u32)) -> App {
    app_drawing(paths, Some(size))
}

fn app_drawing(paths: Paths, offscreen: Option<(u32, u32)>) -> App {
    let mut app = App::new();
    // Expert searches on every core but one: the window draws on that one, so a frame does
    // not wait for the search (`scripts/window-frames`; docs/expert-tuning.md).
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    mogland_rules::core::BotLevel::set_expert_threads(cores.saturating_sub(1).max(1));
    let settings = Settings::load(&paths);
    mogland_rules::core::BotLevel::set_expert_time(settings.expert_time());
    let sources = levels::LevelSources::detect(paths.mods.clone());
    levels::register_sources(&mut app, &sources);
    let (width, height) = offscreen.unwrap_or((1280, 720));
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Mogland".into(),
                // The app id / WM class the desktop entry matches.
                name: Some("mogland".into()),
                resolution: WindowResolution::new(width, height),
                ..default()
            }),
            ..default()
        })
        .set(AssetPlugin {
            watch_for_changes_override: Some(true),
            ..default()
        });
    match offscreen {
        None => app.add_plugins(plugins),
        // Offscreen, the caller updates the app frame by frame, each frame whole (no render
        // thread running a frame behind): its time is the frame's time.
        Some(_) => app.add_plugins(
            plugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        resolution: WindowResolution::new(width, height)
                            .with_scale_factor_override(1.0),
                        ..default()
                    }),
                    exit_condition: bevy::window::ExitCondition::DontExit,
                    close_when_requested: false,
                    ..default()
                })
                .disable::<bevy::winit::WinitPlugin>()
                .disable::<bevy::render::pipelined_rendering::PipelinedRenderingPlugin>(),
        ),
    };
    // egui lives on the 2D camera drawn over the board (see `view`), not the first camera.
    app.insert_resource(bevy_egui::EguiGlobalSettings {
        auto_create_primary_context: false,
        ..default()
    })
    .add_plugins(EguiPlugin::default())
    .insert_resource(settings)
    .insert_resource(paths)
    .add_plugins(MoglandPlugin);
    app
}

/// The same screens, levels pipeline and rules with no window, renderer, egui or sound: for
/// headless tests of the screen flow, saves and level loading.
pub fn headless_app(paths: Paths, sources: levels::LevelSources) -> App {
    let mut app = App::new();
    levels::register_sources(&mut app, &sources);
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        bevy::input::InputPlugin,
        AssetPlugin {
            watch_for_changes_override: Some(true),
            ..default()
        },
    ))
    .add_message::<audio::PlaySound>()
    // English whatever the machine's language (unless MOGLAND_LANGUAGE says otherwise): the
    // tests read what the screens say.
    .insert_resource(Settings {
        language: Some(lang::Language::English),
        ..default()
    })
    .insert_resource(paths)
    .add_plugins((
        settings::plugin,
        lang::plugin,
        levels::plugin,
        view::kit::plugin,
        app::plugin,
        games::plugin,
    ));
    app
}

/// Everything Mogland adds to a Bevy app with a window.
pub struct MoglandPlugin;

impl Plugin for MoglandPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            settings::plugin,
            lang::plugin,
            levels::plugin,
            audio::plugin,
            view::plugin,
            icon::plugin,
            app::plugin,
            games::plugin,
        ));
    }
}
