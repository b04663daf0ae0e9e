//! The board material set every 3D table is made of (docs/style.md, "Materials"): the table
//! (dark walnut), wood (light oak: frames, furniture), felt (a playing surface) and paper
//! (printed boards, cards, signs). The textures are made here, from tileable noise, at startup:
//! nothing is downloaded. A surface is tinted by its material's base colour, so a board can
//! print its squares in any colour on the same paper.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::math::Affine2;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surface {
    Table,
    Wood,
    Felt,
    Paper,
}

impl Surface {
    /// The surface's own colour, before any tint.
    pub fn colour(self) -> Color {
        match self {
            Surface::Table => Color::srgb(0.36, 0.22, 0.13),
            Surface::Wood => Color::srgb(0.78, 0.6, 0.4),
            Surface::Felt => Color::srgb(0.2, 0.42, 0.32),
            Surface::Paper => Color::srgb(0.96, 0.92, 0.84),
        }
    }

    fn roughness(self) -> f32 {
        match self {
            Surface::Table => 0.55,
            Surface::Wood => 0.7,
            Surface::Felt => 1.0,
            Surface::Paper => 0.9,
        }
    }
}

/// The textures, made once; materials are made from them on demand.
#[derive(Resource, Clone)]
pub struct BoardMaterials {
    grain: Handle<Image>,
    felt: Handle<Image>,
    fibre: Handle<Image>,
    /// The surface of each material made here, so that the graphics quality can take its
    /// texture off and put it back (`view::quality`).
    made: Arc<Mutex<HashMap<AssetId<StandardMaterial>, Surface>>>,
}

impl BoardMaterials {
    /// The texture of a surface, for painting it in egui too (see `view::kit::tabletop`).
    pub fn texture(&self, surface: Surface) -> &Handle<Image> {
        match surface {
            Surface::Table | Surface::Wood => &self.grain,
            Surface::Felt => &self.felt,
            Surface::Paper => &self.fibre,
        }
    }

    /// A material of `surface` in its own colour, the texture repeated `repeat` times across a
    /// face.
    pub fn plain(
        &self,
        materials: &mut Assets<StandardMaterial>,
        surface: Surface,
        repeat: f32,
    ) -> Handle<StandardMaterial> {
        self.tinted(materials, surface, surface.colour(), repeat)
    }

    /// A material of `surface` printed or stained in `colour`.
    pub fn tinted(
        &self,
        materials: &mut Assets<StandardMaterial>,
        surface: Surface,
        colour: Color,
        repeat: f32,
    ) -> Handle<StandardMaterial> {
        let texture = self.texture(surface);
        let made = materials.add(StandardMaterial {
            base_color: colour,
            base_color_texture: Some(texture.clone()),
            perceptual_roughness: surface.roughness(),
            reflectance: if surface == Surface::Table { 0.45 } else { 0.3 },
            uv_transform: Affine2::from_scale(Vec2::splat(repeat.max(0.01))),
            ..default()
        });
        if let Ok(mut all) = self.made.lock() {
            all.insert(made.id(), surface);
        }
        made
    }

    /// The texture material `id` should have: its surface's where `textured`, none otherwise;
    /// `None` for a material not made here (left alone).
    pub fn texture_of(
        &self,
        id: AssetId<StandardMaterial>,
        textured: bool,
    ) -> Option<Option<Handle<Image>>> {
        let surface = *self.made.lock().ok()?.get(&id)?;
        Some(textured.then(|| self.texture(surface).clone()))
    }

    /// Forgets a material that is gone.
    pub fn forget(&self, id: AssetId<StandardMaterial>) {
        if let Ok(mut all) = self.made.lock() {
            all.remove(&id);
        }
    }
}

/// Makes the textures at once, while the app is built: the title scene and the first screen's
/// systems need them before any startup system has run.
pub fn plugin(app: &mut App) {
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let materials = make_textures(&mut images);
    app.insert_resource(materials);
}

const SIZE: u32 = 256;

fn make_textures(images: &mut Assets<Image>) -> BoardMaterials {
    let mut add = |shade: &dyn Fn(f32, f32) -> f32| images.add(texture(shade));
    let grain = add(&|u, v| {
        // Fibres along u, bent by slow noise into the rings of a plank, with darker streaks.
        let bend = noise(u, v, (3, 5), 11);
        let rings = (v * 9.0 * std::f32::consts::TAU + bend * 7.0).sin();
        let streaks = noise(u, v, (2, 96), 5);
        0.84 + 0.07 * rings * rings + 0.09 * streaks
    });
    let felt = add(&|u, v| 0.9 + 0.06 * noise(u, v, (64, 64), 3) + 0.04 * noise(u, v, (8, 8), 9));
    let fibre = add(&|u, v| {
        let speck = noise(u, v, (128, 128), 21);
        let fleck = if speck > 0.9 { -0.06 } else { 0.0 };
        0.95 + 0.04 * noise(u, v, (24, 6), 7) + fleck
    });
    BoardMaterials {
        grain,
        felt,
        fibre,
        made: default(),
    }
}

/// A grey texture (the tint gives the colour) of `shade(u, v)`, u and v in 0..1, repeating.
fn texture(shade: &dyn Fn(f32, f32) -> f32) -> Image {
    let mut data = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let s = shade(x as f32 / SIZE as f32, y as f32 / SIZE as f32).clamp(0.0, 1.0);
            let byte = (s * 255.0).round() as u8;
            data.extend([byte, byte, byte, 255]);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: SIZE,
            height: SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Smooth value noise in 0..1 over the texture (u, v in 0..1), `cells` lattice cells across
/// and down; it wraps at the edges, so the texture tiles without a seam.
fn noise(u: f32, v: f32, cells: (u32, u32), seed: u32) -> f32 {
    let lattice = |i: i64, j: i64| -> f32 {
        let i = i.rem_euclid(cells.0 as i64) as u32;
        let j = j.rem_euclid(cells.1 as i64) as u32;
        let mut h = i.wrapping_mul(374_761_393)
            ^ j.wrapping_mul(668_265_263)
            ^ seed.wrapping_mul(2_246_822_519);
        h = (h ^ (h >> 13)).wrapping_mul(1_274_126_177);
        (h ^ (h >> 16)) as f32 / u32::MAX as f32
    };
    let (x, y) = (u * cells.0 as f32, v * cells.1 as f32);
    let (i, j) = (x.floor() as i64, y.floor() as i64);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let top = lattice(i, j) + (lattice(i + 1, j) - lattice(i, j)) * sx;
    let bottom = lattice(i, j + 1) + (lattice(i + 1, j + 1) - lattice(i, j + 1)) * sx;
    top + (bottom - top) * sy
}
