//! Where Mogland keeps things, and the player's settings (volumes, ambience, animation speed,
//! UI scale, window mode, undo), persisted between runs in the user's config folder.

use crate::tr;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, VideoModeSelection, WindowMode};
use mogland_rules::core::{BotLevel, Text};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The folders Mogland reads and writes. `MOGLAND_HOME` puts them all under one folder
/// (tests and CI use it so they never touch a player's files).
#[derive(Resource, Clone, Debug)]
pub struct Paths {
    pub settings: PathBuf,
    pub saves: PathBuf,
    /// Every finished game (see `crate::history`).
    pub history: PathBuf,
    /// Where a kept game is copied to be given to a friend.
    pub exports: PathBuf,
    /// The user's level folder: a file here overrides the shipped level of the same name.
    pub mods: PathBuf,
    /// This installation's key: who it is at online tables (its seats are given back to it).
    pub key: PathBuf,
}

impl Paths {
    /// Everything under one folder.
    pub fn under(home: &std::path::Path) -> Self {
        Self {
            settings: home.join("settings.ron"),
            saves: home.join("saves"),
            history: home.join("history"),
            exports: home.join("exports"),
            mods: home.join("levels"),
            key: home.join("key"),
        }
    }

    pub fn from_env() -> Self {
        if let Some(home) = std::env::var_os("MOGLAND_HOME") {
            return Self::under(&PathBuf::from(home));
        }
        let config = dirs::config_dir()
            .unwrap_or_else(|| PathBuf::from("."))
            .join("mogland");
        let data = dirs::data_dir()
            .unwrap_or_else(|| PathBuf::from("."))
            .join("mogland");
        Self {
            settings: config.join("settings.ron"),
            saves: data.join("saves"),
            history: data.join("history"),
            exports: data.join("exports"),
            mods: config.join("levels"),
            key: data.join("key"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WindowModeSetting {
    Windowed,
    Borderless,
    Fullscreen,
}

impl WindowModeSetting {
    pub const ALL: [WindowModeSetting; 3] = [
        WindowModeSetting::Windowed,
        WindowModeSetting::Borderless,
        WindowModeSetting::Fullscreen,
    ];
    pub fn label(self) -> String {
        match self {
            WindowModeSetting::Windowed => crate::tr!("settings-window-windowed"),
            WindowModeSetting::Borderless => crate::tr!("settings-window-borderless"),
            WindowModeSetting::Fullscreen => crate::tr!("settings-window-fullscreen"),
        }
    }
    fn mode(self) -> WindowMode {
        match self {
            WindowModeSetting::Windowed => WindowMode::Windowed,
            WindowModeSetting::Borderless => {
                WindowMode::BorderlessFullscreen(MonitorSelection::Current)
            }
            WindowModeSetting::Fullscreen => {
                WindowMode::Fullscreen(MonitorSelection::Current, VideoModeSelection::Current)
            }
        }
    }
}

/// How much the 3D boards draw: everything (High), what a software renderer can carry (Low), or
/// Low on a software renderer and High on a graphics card (Auto). See `view::quality`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GraphicsSetting {
    #[default]
    Auto,
    High,
    Low,
}

impl GraphicsSetting {
    pub const ALL: [GraphicsSetting; 3] = [
        GraphicsSetting::Auto,
        GraphicsSetting::High,
        GraphicsSetting::Low,
    ];
    pub fn label(self) -> String {
        match self {
            GraphicsSetting::Auto => crate::tr!("settings-graphics-auto"),
            GraphicsSetting::High => crate::tr!("settings-graphics-high"),
            GraphicsSetting::Low => crate::tr!("settings-graphics-low"),
        }
    }
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The master volume, 0 (silent) to 1.
    pub volume: f32,
    /// Game sounds (dice, cards, hisses), 0 to 1 of the master volume.
    pub effects_volume: f32,
    /// The room's quiet background loop, 0 to 1 of the master volume.
    pub ambience_volume: f32,
    /// Play the ambience loop at all.
    pub ambience: bool,
    /// 0.25 (slow) to 4 (fast); multiplies every animation and bot pause.
    pub animation_speed: f32,
    /// Every animation and pause finishes at once: pieces still travel, in one frame.
    pub instant: bool,
    /// Text and panels, 0.75 to 2 (1 fits 1280×720; 2 suits a 4K screen).
    pub ui_scale: f32,
    pub window_mode: WindowModeSetting,
    /// Undo (a button and Ctrl+Z) within your own run of actions.
    pub undo: bool,
    /// The Hint button (and H): what the Normal bot would do in your place, and why.
    pub hints: bool,
    /// How long an Expert bot thinks over each decision, in seconds (1 to 10).
    pub expert_seconds: u64,
    /// The 3D boards' graphics quality.
    pub graphics: GraphicsSetting,
    /// The relays online tables fall back on when no direct path can be made: "public"
    /// (iroh's), "none", or a group's own relays' URLs. `MOGLAND_RELAY` overrides it.
    pub relays: String,
    /// Online connections may go directly between machines (else always through a relay, so
    /// that no other player learns this machine's address).
    pub direct: bool,
    /// The language of every word; none: the system's (English where Mogland lacks it).
    pub language: Option<crate::lang::Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            volume: 0.7,
            effects_volume: 1.0,
            ambience_volume: 0.4,
            ambience: true,
            animation_speed: 1.0,
            instant: false,
            ui_scale: 1.0,
            window_mode: WindowModeSetting::Windowed,
            undo: true,
            hints: true,
            expert_seconds: 1,
            graphics: GraphicsSetting::Auto,
            relays: "public".into(),
            direct: true,
            language: None,
        }
    }
}

/// The speed factor "instant" stands for: large enough that every hold and glide ends in the
/// frame it starts, finite so a zero-length (paused) frame stays zero.
const INSTANT: f32 = 1.0e6;

impl Settings {
    /// How many seconds of animation pass in one second: the speed, or all at once.
    pub fn speed(&self) -> f32 {
        if self.instant {
            INSTANT
        } else {
            self.animation_speed.clamp(0.05, 10.0)
        }
    }

    /// The UI scale within the range the layouts are made for.
    pub fn ui_scale(&self) -> f32 {
        if self.ui_scale.is_finite() {
            self.ui_scale.clamp(0.75, 2.0)
        } else {
            1.0
        }
    }

    /// The Expert's time box: the setting, within the range a player may choose.
    pub fn expert_time(&self) -> std::time::Duration {
        let r = BotLevel::EXPERT_SECONDS;
        std::time::Duration::from_secs(self.expert_seconds.clamp(*r.start(), *r.end()))
    }

    /// The saved settings; defaults (with a warning) if the file is missing or unreadable.
    pub fn load(paths: &Paths) -> Self {
        match std::fs::read_to_string(&paths.settings) {
            Ok(text) => ron::from_str(&text).unwrap_or_else(|e| {
                warn!(
                    "{} is not readable ({e}); using default settings",
                    paths.settings.display()
                );
                Self::default()
            }),
            Err(_) => Self::default(),
        }
    }

    pub fn save(&self, paths: &Paths) -> std::io::Result<()> {
        let text =
            ron::ser::to_string_pretty(self, Default::default()).expect("settings serialize");
        mogland_rules::core::save::write_atomic(&paths.settings, &text)
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (persist, apply_window_mode, apply_expert_time).run_if(resource_changed::<Settings>),
    );
}

fn persist(settings: Res<Settings>, paths: Res<Paths>) {
    if settings.is_added() {
        return;
    }
    if let Err(e) = settings.save(&paths) {
        warn!(
            "could not save settings to {}: {e}",
            paths.settings.display()
        );
    }
}

fn apply_window_mode(
    settings: Res<Settings>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    for mut w in &mut windows {
        let mode = settings.window_mode.mode();
        if w.mode != mode {
            w.mode = mode;
        }
    }
}

/// Every Expert bot of this process thinks for the time the player chose. The app applies
/// the loaded setting when it is built (`app_drawing`); this applies the player's changes to
/// it, and only those: another app in the same process (as in the tests) starting with its
/// own settings, or a change of another setting, leaves the time box alone.
fn apply_expert_time(settings: Res<Settings>, mut applied: Local<Option<u64>>) {
    let chosen = settings.expert_seconds;
    if applied
        .replace(chosen)
        .is_some_and(|before| before != chosen)
    {
        BotLevel::set_expert_time(settings.expert_time());
    }
}

/// Who this machine is online: its key (kept in the data folder, made on first use), `relays`
/// as the settings write them, whether it connects directly, and the certificate authority
/// `MOGLAND_RELAY_CA` names (DER), if any.
pub fn identity(paths: &Paths, relays: &str, direct: bool) -> Result<mogland_net::Identity, Text> {
    let key = mogland_net::invite::installation_key(&paths.key)?;
    let relay_ca = match std::env::var_os("MOGLAND_RELAY_CA") {
        Some(path) => Some(std::fs::read(&path).map_err(|e| {
            let file = std::path::Path::new(&path).display().to_string();
            Text::Verbatim(tr!(
                "settings-relay-ca-unreadable",
                file = file,
                error = e.to_string()
            ))
        })?),
        None => None,
    };
    Ok(mogland_net::Identity {
        key,
        relays: mogland_net::Relays::parse(relays)?,
        direct,
        relay_ca,
    })
}

/// The relays to use: `MOGLAND_RELAY`, else the settings'.
pub fn relays(settings: &Settings) -> String {
    std::env::var("MOGLAND_RELAY").unwrap_or_else(|_| settings.relays.clone())
}

/// [`identity`] from the app's paths and settings.
pub fn online_identity(world: &bevy::prelude::World) -> Result<mogland_net::Identity, Text> {
    let settings = world.resource::<Settings>();
    identity(
        world.resource::<Paths>(),
        &relays(settings),
        settings.direct,
    )
}
