//! Each seat's marker: a shape as well as a colour, so seats stay apart in grayscale and for
//! colour-blind players. The same shape is painted beside a name in the panels and stands as a
//! token on the board.

use crate::session::ActiveTable;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy_egui::egui;
use mogland_rules::core::SeatId;

/// The seat's colour, for a figure or a roof on the board.
pub fn colour(table: &ActiveTable, seat: SeatId) -> Color {
    let c = table.colour(seat);
    Color::srgb_u8(c[0], c[1], c[2])
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Marker {
    Circle,
    Triangle,
    Square,
    Diamond,
    Star,
    Cross,
}

impl Marker {
    pub const ALL: [Marker; 6] = [
        Marker::Circle,
        Marker::Triangle,
        Marker::Square,
        Marker::Diamond,
        Marker::Star,
        Marker::Cross,
    ];

    /// The marker of a seat: by its place at the table, so it never changes during a game.
    pub fn of(seat: SeatId) -> Marker {
        Self::ALL[seat.0 as usize % Self::ALL.len()]
    }

    pub fn name(self) -> &'static str {
        match self {
            Marker::Circle => "circle",
            Marker::Triangle => "triangle",
            Marker::Square => "square",
            Marker::Diamond => "diamond",
            Marker::Star => "star",
            Marker::Cross => "cross",
        }
    }

    /// The outline, round the centre, in a unit circle (y up). Every outline is star-shaped
    /// from the centre, so a fan from the centre fills it.
    pub fn outline(self) -> Vec<Vec2> {
        let ring = |n: usize, r: f32, turn: f32| -> Vec<Vec2> {
            (0..n)
                .map(|k| {
                    let a = turn + k as f32 * std::f32::consts::TAU / n as f32;
                    Vec2::new(a.cos(), a.sin()) * r
                })
                .collect()
        };
        let up = std::f32::consts::FRAC_PI_2;
        match self {
            Marker::Circle => ring(24, 0.92, 0.0),
            Marker::Triangle => ring(3, 1.0, up)
                .into_iter()
                .map(|p| p + Vec2::Y * -0.15)
                .collect(),
            Marker::Square => ring(4, 1.0, up / 2.0),
            Marker::Diamond => ring(4, 1.0, up)
                .into_iter()
                .map(|p| p * Vec2::new(0.8, 1.0))
                .collect(),
            Marker::Star => (0..10)
                .map(|k| {
                    let a = up + k as f32 * std::f32::consts::PI / 5.0;
                    Vec2::new(a.cos(), a.sin()) * if k % 2 == 0 { 1.0 } else { 0.45 }
                })
                .collect(),
            Marker::Cross => {
                let (a, b) = (0.32, 0.9);
                [
                    (a, a),
                    (a, b),
                    (-a, b),
                    (-a, a),
                    (-b, a),
                    (-b, -a),
                    (-a, -a),
                    (-a, -b),
                    (a, -b),
                    (a, -a),
                    (b, -a),
                    (b, a),
                ]
                .into_iter()
                .map(|(x, y)| Vec2::new(x, y))
                .collect()
            }
        }
    }

    /// Paints the marker centred on `c`, `r` points in radius, filled and outlined.
    pub fn paint(self, p: &egui::Painter, c: egui::Pos2, r: f32, fill: egui::Color32) {
        let points: Vec<egui::Pos2> = self
            .outline()
            .into_iter()
            .map(|v| c + egui::vec2(v.x, -v.y) * r)
            .collect();
        // A fan of triangles from the centre (egui fills convex shapes only).
        let mut mesh = egui::Mesh::default();
        mesh.colored_vertex(c, fill);
        for q in &points {
            mesh.colored_vertex(*q, fill);
        }
        let n = points.len() as u32;
        for k in 0..n {
            mesh.add_triangle(0, 1 + k, 1 + (k + 1) % n);
        }
        p.add(egui::Shape::mesh(mesh));
        let edge = crate::theme::readable_on(fill);
        p.add(egui::Shape::closed_line(
            points,
            egui::Stroke::new((r * 0.18).clamp(1.0, 2.5), edge),
        ));
    }

    /// A flat token of this shape, `radius` across and `depth` thick, standing on y = 0.
    pub fn mesh(self, radius: f32, depth: f32) -> Mesh {
        let outline: Vec<Vec2> = self.outline().into_iter().map(|v| v * radius).collect();
        let n = outline.len();
        let mut positions = Vec::new();
        let mut normals = Vec::new();
        let mut indices = Vec::new();
        // The top: a fan from the centre.
        positions.push([0.0, depth, 0.0]);
        normals.push([0.0, 1.0, 0.0]);
        for v in &outline {
            positions.push([v.x, depth, -v.y]);
            normals.push([0.0, 1.0, 0.0]);
        }
        for k in 0..n as u32 {
            indices.extend([0, 1 + k, 1 + (k + 1) % n as u32]);
        }
        // The sides: a quad per edge, with its own normal.
        for k in 0..n {
            let (a, b) = (outline[k], outline[(k + 1) % n]);
            let edge = b - a;
            let normal = Vec3::new(edge.y, 0.0, edge.x).normalize_or_zero();
            let base = positions.len() as u32;
            for (v, y) in [(a, 0.0), (b, 0.0), (b, depth), (a, depth)] {
                positions.push([v.x, y, -v.y]);
                normals.push(normal.to_array());
            }
            indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
        }
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(indices))
    }
}

/// A seat's name in its colour with its marker in front, as every panel shows it; `size` is
/// the text size in points.
pub fn label(
    ui: &mut egui::Ui,
    seat: SeatId,
    colour: egui::Color32,
    name: &str,
    size: f32,
) -> egui::Response {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = size * 0.3;
        let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
        Marker::of(seat).paint(ui.painter(), rect.center(), size * 0.42, colour);
        ui.label(
            egui::RichText::new(name)
                .color(crate::theme::ink_of(colour))
                .strong()
                .size(size),
        );
    })
    .response
}
