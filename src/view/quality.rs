//! The graphics quality: what the 3D boards draw with. High is everything (shadows from the
//! lamp, smoothed edges, textured wood and paper); Low is what a software renderer (Mesa's
//! llvmpipe: a virtual machine, a laptop without a graphics driver) can carry at a person's
//! pace. The player's setting chooses; Auto picks Low where the adapter is the CPU. Why these
//! features and not others: docs/decisions.md, "Graphics quality".

use crate::settings::{GraphicsSetting, Settings};
use crate::view::materials::BoardMaterials;
use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;
use std::collections::HashSet;

/// One thing the renderer may draw or leave out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// The lamp's shadow maps.
    Shadows,
    /// Four samples a pixel on every camera (smooth edges).
    Msaa,
    /// The wood, felt and paper textures (without, the surfaces in their plain colours).
    Textures,
    /// Lit materials (without, every surface in its own colour, unshaded).
    Lighting,
    /// The 3D camera's tone mapping and debanding passes.
    Tonemapping,
    /// The board drawn at the window's own resolution (without, at half its width and
    /// height, stretched over the window: `view::picture`).
    FullSize,
}

impl Feature {
    pub const ALL: [Feature; 6] = [
        Feature::Shadows,
        Feature::Msaa,
        Feature::Textures,
        Feature::Lighting,
        Feature::Tonemapping,
        Feature::FullSize,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Feature::Shadows => "shadows",
            Feature::Msaa => "msaa",
            Feature::Textures => "textures",
            Feature::Lighting => "lighting",
            Feature::Tonemapping => "tonemapping",
            Feature::FullSize => "full-size",
        }
    }

    pub fn parse(name: &str) -> Option<Feature> {
        Feature::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// What the window draws with now: the player's setting, Auto decided by the adapter.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Detail {
    pub shadows: bool,
    pub msaa: bool,
    pub textures: bool,
    pub lighting: bool,
    pub tonemapping: bool,
    pub full_size: bool,
}

impl Detail {
    pub const HIGH: Detail = Detail {
        shadows: true,
        msaa: true,
        textures: true,
        lighting: true,
        tonemapping: true,
        full_size: true,
    };
    /// Measured on llvmpipe (docs/decisions.md): multisampling is most of what can go, the
    /// shadow maps a little; textures and tone mapping cost nothing measurable, and without
    /// tone mapping the lit board is washed out, so Low keeps them. What is left is filling
    /// pixels, so Low draws the board at half size.
    pub const LOW: Detail = Detail {
        shadows: false,
        msaa: false,
        textures: true,
        lighting: true,
        tonemapping: true,
        full_size: false,
    };

    /// The detail a setting stands for on an adapter that is (or is not) the CPU.
    pub fn of(setting: GraphicsSetting, software: bool) -> Detail {
        match setting {
            GraphicsSetting::High => Detail::HIGH,
            GraphicsSetting::Low => Detail::LOW,
            GraphicsSetting::Auto if software => Detail::LOW,
            GraphicsSetting::Auto => Detail::HIGH,
        }
    }

    pub fn without(mut self, feature: Feature) -> Detail {
        match feature {
            Feature::Shadows => self.shadows = false,
            Feature::Msaa => self.msaa = false,
            Feature::Textures => self.textures = false,
            Feature::Lighting => self.lighting = false,
            Feature::Tonemapping => self.tonemapping = false,
            Feature::FullSize => self.full_size = false,
        }
        self
    }

    pub fn is_low(&self) -> bool {
        *self == Detail::LOW
    }
}

/// Set by `mogland bench-frames`: this detail, whatever the setting says.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ForcedDetail(pub Detail);

/// The systems that put the detail in effect; `view::picture` runs after them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct QualitySystems;

pub fn plugin(app: &mut App) {
    app.insert_resource(Detail::HIGH).add_systems(
        PostUpdate,
        (decide, (cameras, lights, surfaces, shading))
            .chain()
            .in_set(QualitySystems)
            .before(bevy::transform::TransformSystems::Propagate),
    );
}

/// Whether wgpu says the adapter is the CPU (llvmpipe, lavapipe, SwiftShader). wgpu's
/// `DeviceType` is not re-exported by Bevy, hence its name.
pub fn software(info: Option<&RenderAdapterInfo>) -> bool {
    info.is_some_and(|i| format!("{:?}", i.device_type) == "Cpu")
}

/// Run condition: idle motion (the title scene's cats blinking) is drawn, which Low leaves
/// out: at a second a frame, each gesture would cost a CPU-second for nothing.
pub fn animated(detail: Option<Res<Detail>>) -> bool {
    detail.is_some_and(|d| !d.is_low())
}

fn decide(
    settings: Res<Settings>,
    adapter: Option<Res<RenderAdapterInfo>>,
    forced: Option<Res<ForcedDetail>>,
    mut detail: ResMut<Detail>,
    mut said: Local<Option<Detail>>,
) {
    let want = match forced {
        Some(f) => f.0,
        None => Detail::of(settings.graphics, software(adapter.as_deref())),
    };
    detail.set_if_neq(want);
    if *said != Some(want) {
        *said = Some(want);
        info!(
            "graphics: {want:?} (setting {:?}, adapter {})",
            settings.graphics,
            adapter.as_ref().map_or("unknown", |a| a.name.as_str())
        );
    }
}

/// Every camera samples as the detail says (a new camera too). All of them alike: cameras of
/// one window share its pictures only when they sample alike, and egui's camera draws on the
/// board's picture.
fn cameras(
    detail: Res<Detail>,
    mut commands: Commands,
    cameras: Query<(Entity, Option<&Msaa>, Has<Camera3d>), With<Camera>>,
    added: Query<(), Added<Camera>>,
) {
    if !detail.is_changed() && added.is_empty() {
        return;
    }
    let want = if detail.msaa {
        Msaa::Sample4
    } else {
        Msaa::Off
    };
    for (e, msaa, is_3d) in &cameras {
        if msaa != Some(&want) {
            commands.entity(e).insert(want);
        }
        // The 3D camera's passes after the board is drawn: tone mapping and debanding.
        if is_3d && detail.tonemapping {
            commands
                .entity(e)
                .insert((Tonemapping::default(), DebandDither::Enabled));
        } else if is_3d {
            commands
                .entity(e)
                .insert((Tonemapping::None, DebandDither::Disabled));
        }
    }
}

/// The lamp casts shadows only where the detail has them (a new lamp too).
fn lights(detail: Res<Detail>, mut lights: Query<&mut DirectionalLight>) {
    for mut light in &mut lights {
        if (detail.is_changed() || light.is_added()) && light.shadow_maps_enabled != detail.shadows
        {
            light.shadow_maps_enabled = detail.shadows;
        }
    }
}

/// The board surfaces keep their texture only where the detail has textures; without, each is
/// its tint alone (the textures are grey noise round 0.9, so the colour is nearly the same).
fn surfaces(
    detail: Res<Detail>,
    kit: Option<Res<BoardMaterials>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut events: MessageReader<AssetEvent<StandardMaterial>>,
) {
    let Some(kit) = kit else { return };
    let mut added = Vec::new();
    for e in events.read() {
        match e {
            AssetEvent::Added { id } => added.push(*id),
            AssetEvent::Removed { id } | AssetEvent::Unused { id } => kit.forget(*id),
            _ => {}
        }
    }
    let ids: Vec<AssetId<StandardMaterial>> = if detail.is_changed() {
        materials.ids().collect()
    } else {
        added
    };
    for id in ids {
        let Some(want) = kit.texture_of(id, detail.textures) else {
            continue;
        };
        if materials
            .get(id)
            .is_some_and(|m| m.base_color_texture != want)
            && let Some(mut m) = materials.get_mut(id)
        {
            m.base_color_texture = want;
        }
    }
}

/// Without lighting every lit material is drawn unlit (its colour, unshaded); the ones this
/// made unlit are remembered, so lighting coming back leaves the always-unlit ones (a drawn
/// path's beads) as they were.
fn shading(
    detail: Res<Detail>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut events: MessageReader<AssetEvent<StandardMaterial>>,
    mut made_unlit: Local<HashSet<AssetId<StandardMaterial>>>,
) {
    let added: Vec<AssetId<StandardMaterial>> = events
        .read()
        .filter_map(|e| match e {
            AssetEvent::Added { id } => Some(*id),
            _ => None,
        })
        .collect();
    if detail.lighting {
        if detail.is_changed() {
            for id in made_unlit.drain() {
                if let Some(mut m) = materials.get_mut(id) {
                    m.unlit = false;
                }
            }
        }
        return;
    }
    let ids: Vec<AssetId<StandardMaterial>> = if detail.is_changed() {
        materials.ids().collect()
    } else {
        added
    };
    for id in ids {
        if materials.get(id).is_some_and(|m| !m.unlit)
            && let Some(mut m) = materials.get_mut(id)
        {
            m.unlit = true;
            made_unlit.insert(id);
        }
    }
}
