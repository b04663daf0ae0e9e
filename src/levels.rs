//! Levels as Bevy assets. Two asset sources: `levels://`, the shipped folder (read from disk
//! when it is there, so edits reload while the game runs, else from the copies embedded in the
//! binary), and `mods://`, the user's level folder, whose files override shipped files of the
//! same name. A broken file never crashes anything: its error (file:line:column: problem) is
//! kept for the menu and the last good version — in the end the embedded default — is used.

use bevy::asset::io::file::FileAssetReader;
use bevy::asset::io::memory::{Dir, MemoryAssetReader};
use bevy::asset::io::{AssetSource, AssetSourceBuilder, Reader};
use bevy::asset::{AssetLoadError, AssetLoadFailedEvent, AssetLoader, LoadContext};
use bevy::prelude::*;
use mogland_levels::{Level, LevelErrors, parse_level};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The shipped level files, embedded by build.rs after validating them.
pub mod shipped {
    include!(concat!(env!("OUT_DIR"), "/shipped_levels.rs"));
}

/// A parsed, validated level file.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct LevelAsset(pub Level);

/// Where the two sources read from.
#[derive(Resource, Clone, Debug)]
pub struct LevelSources {
    /// The shipped folder on disk, if there is one; `None` reads the embedded copies.
    pub shipped_dir: Option<PathBuf>,
    pub mods_dir: PathBuf,
}

impl LevelSources {
    /// `levels/` beside the executable, or in a debug build the repository's; else embedded.
    pub fn detect(mods_dir: PathBuf) -> Self {
        let beside_exe = std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(|d| d.join("levels")));
        let repo =
            cfg!(debug_assertions).then(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("levels"));
        let shipped_dir = beside_exe.into_iter().chain(repo).find(|d| d.is_dir());
        Self {
            shipped_dir,
            mods_dir,
        }
    }

    /// The file a player would open to fix `path` (an asset path of either source).
    fn shown(&self, source: Option<&str>, path: &Path) -> String {
        match source {
            Some("mods") => self.mods_dir.join(path).display().to_string(),
            _ => match &self.shipped_dir {
                Some(dir) => dir.join(path).display().to_string(),
                None => format!("levels/{} (built in)", path.display()),
            },
        }
    }
}

/// Registers `levels://` and `mods://`. Must run before `AssetPlugin` is added.
pub fn register_sources(app: &mut App, sources: &LevelSources) {
    let watch = |dir: &Path| {
        AssetSource::get_default_watcher(dir.display().to_string(), Duration::from_millis(300))
    };
    let shipped = match &sources.shipped_dir {
        Some(dir) => {
            let d = dir.clone();
            AssetSourceBuilder::new(move || Box::new(FileAssetReader::new(&d)))
                .with_watcher(watch(dir))
        }
        None => {
            let root = Dir::new(PathBuf::new());
            for (name, text) in shipped::SHIPPED {
                root.insert_asset_text(Path::new(name), text);
            }
            AssetSourceBuilder::new(move || Box::new(MemoryAssetReader { root: root.clone() }))
        }
    };
    if let Err(e) = std::fs::create_dir_all(&sources.mods_dir) {
        warn!(
            "cannot create the level folder {}: {e}",
            sources.mods_dir.display()
        );
    }
    let m = sources.mods_dir.clone();
    let mods = AssetSourceBuilder::new(move || Box::new(FileAssetReader::new(&m)))
        .with_watcher(watch(&sources.mods_dir));
    app.register_asset_source("levels", shipped)
        .register_asset_source("mods", mods);
    app.insert_resource(sources.clone());
}

#[derive(Debug)]
pub enum LevelLoadError {
    Unreadable(String),
    Invalid(LevelErrors),
}

impl std::fmt::Display for LevelLoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LevelLoadError::Unreadable(m) => f.write_str(m),
            LevelLoadError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LevelLoadError {}

#[derive(TypePath)]
struct LevelLoader(LevelSources);

impl FromWorld for LevelLoader {
    fn from_world(world: &mut World) -> Self {
        Self(world.resource::<LevelSources>().clone())
    }
}

impl AssetLoader for LevelLoader {
    type Asset = LevelAsset;
    type Settings = ();
    type Error = LevelLoadError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        ctx: &mut LoadContext<'_>,
    ) -> Result<LevelAsset, LevelLoadError> {
        let asset_path = ctx.path();
        let shown = self
            .0
            .shown(asset_path.source().as_str(), asset_path.path());
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await.map_err(|e| {
            LevelLoadError::Unreadable(format!("{shown}:1:1: cannot read the file: {e}"))
        })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            LevelLoadError::Unreadable(format!("{shown}:1:1: the file is not UTF-8 text: {e}"))
        })?;
        parse_level(&shown, &text)
            .map(LevelAsset)
            .map_err(LevelLoadError::Invalid)
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// One level file as the game sees it.
pub struct LevelEntry {
    pub file: String,
    /// The embedded default, validated at build time: always playable.
    pub embedded: Level,
    shipped: Handle<LevelAsset>,
    shipped_error: Option<String>,
    overriding: Option<Handle<LevelAsset>>,
    override_error: Option<String>,
}

/// Which version of a level is in use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelOrigin {
    Embedded,
    Shipped,
    Mod(PathBuf),
}

/// Every level file the games use, and the problems found in any of them.
#[derive(Resource, Default)]
pub struct LevelLibrary {
    pub entries: Vec<LevelEntry>,
}

impl LevelLibrary {
    /// The level to play `file` on now, and where it came from.
    pub fn get(
        &self,
        file: &str,
        assets: &Assets<LevelAsset>,
        sources: &LevelSources,
    ) -> Option<(Level, LevelOrigin)> {
        let e = self.entries.iter().find(|e| e.file == file)?;
        if let (Some(h), None) = (&e.overriding, &e.override_error)
            && let Some(a) = assets.get(h)
        {
            return Some((a.0.clone(), LevelOrigin::Mod(sources.mods_dir.join(file))));
        }
        if e.shipped_error.is_none()
            && let Some(a) = assets.get(&e.shipped)
        {
            let origin = if sources.shipped_dir.is_some() {
                LevelOrigin::Shipped
            } else {
                LevelOrigin::Embedded
            };
            return Some((a.0.clone(), origin));
        }
        Some((e.embedded.clone(), LevelOrigin::Embedded))
    }

    /// Every current problem, one message per broken file.
    pub fn errors(&self) -> Vec<String> {
        self.entries
            .iter()
            .flat_map(|e| e.shipped_error.iter().chain(e.override_error.iter()))
            .cloned()
            .collect()
    }

    /// True while a file is still loading (or the library has not started yet).
    pub fn loading(&self, server: &AssetServer) -> bool {
        self.entries.is_empty()
            || self
                .entries
                .iter()
                .flat_map(|e| std::iter::once(&e.shipped).chain(e.overriding.iter()))
                .any(|h| {
                    matches!(
                        server.load_state(h),
                        bevy::asset::LoadState::Loading | bevy::asset::LoadState::NotLoaded
                    )
                })
    }
}

/// The level a game is played on now (a player's override, else the shipped file, else the
/// built-in copy), or why there is none.
pub fn game_level(world: &World, info: &mogland_rules::core::GameInfo) -> Result<Level, String> {
    world
        .resource::<LevelLibrary>()
        .get(
            info.level_file,
            world.resource::<Assets<LevelAsset>>(),
            world.resource::<LevelSources>(),
        )
        .map(|(level, _)| level)
        .ok_or_else(|| {
            format!(
                "{}: its level file {} is missing",
                info.name, info.level_file
            )
        })
}

pub fn plugin(app: &mut App) {
    app.init_asset::<LevelAsset>()
        .init_asset_loader::<LevelLoader>()
        .init_resource::<LevelLibrary>()
        .add_systems(Startup, load_all)
        .add_systems(Update, (watch_mod_folder, track_loads).chain());
}

fn load_all(mut library: ResMut<LevelLibrary>, server: Res<AssetServer>) {
    for (name, text) in shipped::SHIPPED {
        let embedded = parse_level(name, text)
            .expect("build.rs validated every shipped level")
            .clone();
        library.entries.push(LevelEntry {
            file: name.to_string(),
            embedded,
            shipped: server.load(format!("levels://{name}")),
            shipped_error: None,
            overriding: None,
            override_error: None,
        });
    }
}

/// Starts (or stops) using a user file when it appears in (or leaves) the level folder.
/// Changes to a file already in use arrive through the asset watcher.
fn watch_mod_folder(
    mut library: ResMut<LevelLibrary>,
    server: Res<AssetServer>,
    sources: Res<LevelSources>,
    time: Res<Time>,
    mut next_look: Local<f32>,
) {
    if time.elapsed_secs() < *next_look {
        return;
    }
    *next_look = time.elapsed_secs() + 1.0;
    for e in &mut library.entries {
        let present = sources.mods_dir.join(&e.file).is_file();
        match (&e.overriding, present) {
            (None, true) => e.overriding = Some(server.load(format!("mods://{}", e.file))),
            (Some(_), false) => {
                e.overriding = None;
                e.override_error = None;
            }
            _ => {}
        }
    }
}

fn track_loads(
    mut library: ResMut<LevelLibrary>,
    mut events: MessageReader<AssetEvent<LevelAsset>>,
    mut failures: MessageReader<AssetLoadFailedEvent<LevelAsset>>,
) {
    for ev in events.read() {
        let (AssetEvent::LoadedWithDependencies { id } | AssetEvent::Modified { id }) = ev else {
            continue;
        };
        for e in &mut library.entries {
            if e.shipped.id() == *id {
                e.shipped_error = None;
            }
            if e.overriding.as_ref().is_some_and(|h| h.id() == *id) {
                e.override_error = None;
            }
        }
    }
    for f in failures.read() {
        let message = load_failure_message(&f.error);
        for e in &mut library.entries {
            if e.shipped.id() == f.id {
                warn!("{message}");
                e.shipped_error = Some(message.clone());
            }
            if e.overriding.as_ref().is_some_and(|h| h.id() == f.id) {
                warn!("{message}");
                e.override_error = Some(message.clone());
            }
        }
    }
}

/// The loader's own message (file:line:column: problem) when there is one.
fn load_failure_message(error: &AssetLoadError) -> String {
    if let AssetLoadError::AssetLoaderError(e) = error
        && let Some(ours) = e.error().downcast_ref::<LevelLoadError>()
    {
        return ours.to_string();
    }
    error.to_string()
}
