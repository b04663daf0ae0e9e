//! Names written over a 3D board (rooms, shops, houses, a grid's edges): egui text on a pale
//! tag, placed where a point of the world shows in the board camera, clipped to the board.

use crate::view::{BoardCamera, picture};
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, vec2};

/// Paints labels for one board; made once a frame by a game's panel.
pub struct BoardLabels<'a> {
    ctx: &'a egui::Context,
    painter: egui::Painter,
    cam: &'a Camera,
    at: &'a GlobalTransform,
}

impl<'a> BoardLabels<'a> {
    /// `None` while the board camera is not there yet.
    pub fn new(
        ctx: &'a egui::Context,
        id: &'static str,
        camera: &'a Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
        board: egui::Rect,
    ) -> Option<Self> {
        let (cam, at) = camera.single().ok()?;
        let painter = ctx
            .layer_painter(egui::LayerId::new(
                egui::Order::Background,
                egui::Id::new(id),
            ))
            .with_clip_rect(board);
        Some(Self {
            ctx,
            painter,
            cam,
            at,
        })
    }

    /// Where `world` shows, in egui points (the camera works in its picture's pixels: the
    /// picture's scale and the interface size apart).
    pub fn point(&self, world: Vec3) -> Option<egui::Pos2> {
        let (origin, scale) = picture::in_window(self.cam);
        let p = self.cam.world_to_viewport(self.at, world).ok()? * scale + origin;
        Some(egui::pos2(p.x, p.y) / self.ctx.zoom_factor())
    }

    /// `text` centred where `world` shows, on a tag of colour `bg` (transparent: no tag).
    pub fn put(&self, world: Vec3, text: impl Into<String>, size: f32, ink: Color32, bg: Color32) {
        self.put_clear_of(world, text, size, ink, bg, &[]);
    }

    /// As [`Self::put`], but moved up, a tag's height at a time, off the points of `keep_clear`
    /// (squares the player may click: a tag over one hid it).
    pub fn put_clear_of(
        &self,
        world: Vec3,
        text: impl Into<String>,
        size: f32,
        ink: Color32,
        bg: Color32,
        keep_clear: &[Vec3],
    ) {
        let Some(pos) = self.point(world) else {
            return;
        };
        let galley =
            self.painter
                .layout_no_wrap(text.into(), egui::FontId::proportional(size), ink);
        let mut r = egui::Rect::from_center_size(pos, galley.size() + vec2(8.0, 2.0));
        let clear: Vec<egui::Pos2> = keep_clear.iter().filter_map(|p| self.point(*p)).collect();
        for _ in 0..4 {
            // A little room round each point: the glow is wider than its centre.
            if !clear.iter().any(|p| r.expand(10.0).contains(*p)) {
                break;
            }
            r = r.translate(vec2(0.0, -r.height() - 2.0));
        }
        if bg.a() > 0 {
            self.painter.rect_filled(r, 4.0, bg);
        }
        self.painter.galley(r.min + vec2(4.0, 1.0), galley, ink);
    }
}

/// The paper tag most labels stand on (the panels' paper, a little see-through).
pub const TAG: Color32 = Color32::from_rgba_unmultiplied_const(250, 241, 222, 215);
/// A fainter tag, for labels that lie over the board's own print (room names).
pub const TAG_FAINT: Color32 = Color32::from_rgba_unmultiplied_const(250, 241, 222, 170);
