//! The table a card game is laid out on, painted in egui with the board material set's own
//! textures: walnut round the edge, a felt cloth in the middle. Card games and board games
//! then stand on the same table (docs/style.md, "Materials").

use crate::view::materials::{BoardMaterials, Surface};
use bevy::prelude::*;
use bevy_egui::{EguiTextureHandle, EguiUserTextures, egui};

/// The surfaces' textures as egui knows them (windowed app only: headless tables paint plain
/// colours).
#[derive(Resource, Clone, Copy)]
pub struct TableTextures {
    wood: egui::TextureId,
    felt: egui::TextureId,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, register);
}

fn register(
    mut commands: Commands,
    surfaces: Res<BoardMaterials>,
    mut textures: ResMut<EguiUserTextures>,
) {
    let mut add = |s| textures.add_image(EguiTextureHandle::Strong(surfaces.texture(s).clone()));
    commands.insert_resource(TableTextures {
        wood: add(Surface::Table),
        felt: add(Surface::Felt),
    });
}

/// Texture pixels per point: the grain keeps its size whatever the window.
const TEXEL: f32 = 1.0 / 320.0;

fn tint(surface: Surface) -> egui::Color32 {
    let c = surface.colour().to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// The walnut table over `rect`, and a felt cloth, an ellipse of `radii` round `centre`.
pub fn table(
    p: &egui::Painter,
    textures: Option<&TableTextures>,
    rect: egui::Rect,
    centre: egui::Pos2,
    radii: egui::Vec2,
) {
    let uv = |q: egui::Pos2| egui::pos2(q.x * TEXEL, q.y * TEXEL);
    match textures {
        Some(t) => {
            let mut wood = egui::Mesh::with_texture(t.wood);
            wood.add_rect_with_uv(
                rect,
                egui::Rect::from_min_max(uv(rect.min), uv(rect.max)),
                tint(Surface::Table),
            );
            p.add(wood);
        }
        None => {
            p.rect_filled(rect, 0.0, tint(Surface::Table));
        }
    }
    // The cloth: a fan of triangles round the centre, textured in table coordinates.
    let mut felt = match textures {
        Some(t) => egui::Mesh::with_texture(t.felt),
        None => egui::Mesh::default(),
    };
    let colour = tint(Surface::Felt);
    let white = egui::pos2(0.0, 0.0);
    let at = |q: egui::Pos2| if textures.is_some() { uv(q) } else { white };
    felt.vertices.push(egui::epaint::Vertex {
        pos: centre,
        uv: at(centre),
        color: colour,
    });
    let n = 72u32;
    for k in 0..n {
        let a = std::f32::consts::TAU * k as f32 / n as f32;
        let q = centre + egui::vec2(a.cos() * radii.x, a.sin() * radii.y);
        felt.vertices.push(egui::epaint::Vertex {
            pos: q,
            uv: at(q),
            color: colour,
        });
        felt.add_triangle(0, 1 + k, 1 + (k + 1) % n);
    }
    p.add(felt);
    // A darker rim where the cloth meets the wood.
    p.add(egui::Shape::ellipse_stroke(
        centre,
        radii,
        egui::Stroke::new(3.0, egui::Color32::from_black_alpha(70)),
    ));
}
