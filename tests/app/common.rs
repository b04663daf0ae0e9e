//! A headless Mogland app in a temporary home, with virtual time running fast.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use mogland::levels::{LevelLibrary, LevelSources};
use mogland::settings::{Paths, Settings};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub struct TestApp {
    pub app: App,
    pub home: tempfile::TempDir,
}

pub fn paths(home: &Path) -> Paths {
    Paths::under(home)
}

/// An app whose shipped levels come from `shipped_dir` (None: the embedded copies).
pub fn app_with(shipped_dir: Option<PathBuf>) -> TestApp {
    built(shipped_dir, |_| {})
}

/// The app, with `extra` plugins; then its plugins are finished as `App::run` would (the
/// network's channels are set up there).
fn built(shipped_dir: Option<PathBuf>, extra: impl FnOnce(&mut App)) -> TestApp {
    let home = tempfile::tempdir().unwrap();
    let paths = paths(home.path());
    let sources = LevelSources {
        shipped_dir,
        mods_dir: paths.mods.clone(),
    };
    let mut app = mogland::headless_app(paths, sources);
    // A quarter of a second per frame, and animations at 4×: bots and reveals go by quickly.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    app.insert_resource(Settings {
        animation_speed: 4.0,
        // Online tables stay on this machine: no relay is asked for anything.
        relays: "none".into(),
        ..Settings::default()
    });
    extra(&mut app);
    app.finish();
    app.cleanup();
    let mut t = TestApp { app, home };
    t.until(
        |w| {
            !w.resource::<LevelLibrary>()
                .loading(w.resource::<AssetServer>())
        },
        2000,
    );
    t
}

pub fn app() -> TestApp {
    app_with(None)
}

/// An app that also builds a game's 3D table, with no renderer: meshes, materials and the
/// board textures are only assets, and the camera framing is only a resource.
pub fn app_with_scene() -> TestApp {
    built(None, scene)
}

/// What a game's 3D table needs with no renderer.
fn scene(app: &mut App) {
    app.init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<StandardMaterial>()
        .init_asset::<mogland::view::highlight::HighlightMaterial>()
        .init_resource::<mogland::view::camera::BoardView>()
        .add_plugins((
            mogland::view::materials::plugin,
            mogland::view::tween::plugin,
        ));
}

/// The window size, in logical pixels, that an app made by `app_with_egui` lays its screens out
/// in; and the egui events it feeds them next frame (positions in egui points).
#[derive(Resource)]
pub struct EguiFeed {
    pub window: Vec2,
    pub events: Vec<bevy_egui::egui::Event>,
}

/// An app that also runs its egui screens (and builds the 3D tables), on a context of its own with no window and no
/// renderer: each frame lays them out in `EguiFeed::window` at the interface size set, and
/// hands them `EguiFeed::events`.
pub fn app_with_egui(window: Vec2) -> TestApp {
    use bevy_egui::{EguiGlobalSettings, EguiInput, EguiPlugin, EguiPreUpdateSet};
    fn feed(
        mut feed: ResMut<EguiFeed>,
        mut contexts: Query<(&mut bevy_egui::EguiContext, &mut EguiInput)>,
    ) {
        for (mut ctx, mut input) in &mut contexts {
            let zoom = ctx.get_mut().zoom_factor();
            let size = feed.window / zoom;
            input.screen_rect = Some(bevy_egui::egui::Rect::from_min_size(
                bevy_egui::egui::Pos2::ZERO,
                bevy_egui::egui::vec2(size.x, size.y),
            ));
            input.events.append(&mut feed.events);
        }
    }
    let mut t = built(None, |app| {
        scene(app);
        // The egui plugin keeps its shader as an asset even with no renderer.
        app.init_asset::<bevy::shader::Shader>()
            .add_plugins(bevy::window::WindowPlugin {
                primary_window: None,
                exit_condition: bevy::window::ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            })
            .insert_resource(EguiGlobalSettings {
                auto_create_primary_context: false,
                ..default()
            })
            .add_plugins(EguiPlugin::default())
            .insert_resource(EguiFeed {
                window,
                events: Vec::new(),
            })
            .add_systems(
                PreUpdate,
                feed.after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            );
    });
    t.world_mut().spawn(bevy_egui::PrimaryEguiContext);
    t.app.update();
    t
}

impl TestApp {
    pub fn world(&self) -> &World {
        self.app.world()
    }
    pub fn world_mut(&mut self) -> &mut World {
        self.app.world_mut()
    }
    pub fn screen(&self) -> mogland::states::Screen {
        *self
            .world()
            .resource::<State<mogland::states::Screen>>()
            .get()
    }
    pub fn go(&mut self, go: mogland::app::Go) {
        self.world_mut().write_message(go);
        self.app.update();
        self.app.update();
    }
    /// Updates until `done` holds; panics after `max` frames. Real time passes too (a few
    /// milliseconds a frame) so that asset loading and file watching can happen.
    pub fn until(&mut self, done: impl Fn(&World) -> bool, max: usize) -> usize {
        for i in 0..max {
            if done(self.world()) {
                return i;
            }
            self.app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("condition not reached after {max} frames");
    }
    pub fn paths(&self) -> Paths {
        paths(self.home.path())
    }
    /// The table's log as the player reads it, newest first.
    pub fn log(&self) -> Vec<String> {
        log_words(self.world())
    }
    /// The folder a table of `game` played at this screen is autosaved in.
    pub fn saves_of(&self, game: mogland_rules::core::GameId) -> PathBuf {
        mogland::app::unfinished::Slot::local(game).dir(&self.paths())
    }
}

/// The table's log in `world` as the player reads it, newest first.
pub fn log_words(world: &World) -> Vec<String> {
    world
        .resource::<mogland::view::kit::log::GameLog>()
        .0
        .iter()
        .map(mogland::lang::say)
        .collect()
}
