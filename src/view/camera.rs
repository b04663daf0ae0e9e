//! The board camera: the game says what to frame (a box of the world, seen from a pitch); the
//! camera keeps it in the part of the window the panels leave, at any window size. The player
//! may turn the view a little (right-drag), zoom (mouse wheel) and reset it (R or Home).

use crate::session::BoardArea;
use crate::theme::UiZoom;
use crate::tr;
use crate::view::BoardCamera;
use crate::view::frame::fit;
use bevy::input::mouse::{AccumulatedMouseMotion, MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

/// How far the player may turn, tilt and zoom: enough to look round a piece, never enough to
/// lose the board.
const YAW_LIMIT: f32 = 0.75;
const TILT_LIMIT: f32 = 0.3;
const ZOOM_RANGE: (f32, f32) = (0.4, 1.2);
/// Radians per logical pixel of right-drag.
const DRAG_TURN: f32 = 0.005;

/// What the board camera shows. A game sets `bounds` and `pitch` when its board is built
/// (with [`BoardView::frame`]); the player's turn and zoom are kept on top.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct BoardView {
    /// Two opposite corners of the box to keep in view; `None`: the camera is left alone.
    pub bounds: Option<(Vec3, Vec3)>,
    /// How steeply the camera looks down when the player has not tilted it (radians).
    pub pitch: f32,
    pub yaw: f32,
    pub tilt: f32,
    /// 1 is framed; smaller is closer.
    pub zoom: f32,
}

impl Default for BoardView {
    fn default() -> Self {
        Self {
            bounds: None,
            pitch: 1.0,
            yaw: 0.0,
            tilt: 0.0,
            zoom: 1.0,
        }
    }
}

impl BoardView {
    /// Frames a new board: the box from `lo` to `hi`, looking down at `pitch`, view reset.
    pub fn frame(&mut self, lo: Vec3, hi: Vec3, pitch: f32) {
        *self = Self {
            bounds: Some((lo, hi)),
            pitch,
            ..default()
        };
    }

    pub fn reset(&mut self) {
        self.yaw = 0.0;
        self.tilt = 0.0;
        self.zoom = 1.0;
    }

    pub fn is_reset(&self) -> bool {
        self.yaw == 0.0 && self.tilt == 0.0 && self.zoom == 1.0
    }

    /// The camera transform for a window of `window` logical pixels whose board shows in
    /// `area` (logical pixels), with a vertical field of view `fov_y`.
    pub fn place(&self, window: Vec2, area: Rect, fov_y: f32) -> Option<Transform> {
        let (lo, hi) = self.bounds?;
        let centre = (lo + hi) / 2.0;
        // Fit the box as seen from the turned camera: turn the box the other way, fit it
        // from the front, and turn the result back round the box's centre.
        let turn = Quat::from_rotation_y(self.yaw);
        let corners: Vec<Vec3> = (0..8)
            .map(|k| {
                let c = Vec3::new(
                    if k & 1 == 0 { lo.x } else { hi.x },
                    if k & 2 == 0 { lo.y } else { hi.y },
                    if k & 4 == 0 { lo.z } else { hi.z },
                );
                centre + turn.inverse() * (c - centre)
            })
            .collect();
        let pitch = (self.pitch + self.tilt).clamp(0.5, 1.5);
        let mut t = fit(&corners, pitch, fov_y, window, area);
        t.rotate_around(centre, turn);
        // Zoom along the line of sight through the middle of the board's area, so what is
        // there stays there.
        let ndc = Vec2::new(
            2.0 * area.center().x / window.x.max(1.0) - 1.0,
            1.0 - 2.0 * area.center().y / window.y.max(1.0),
        );
        let ty = (fov_y / 2.0).tan();
        let dir = (t.forward().as_vec3()
            + t.right().as_vec3() * ndc.x * ty * window.x / window.y.max(1.0)
            + t.up().as_vec3() * ndc.y * ty)
            .normalize();
        if dir.y < -1e-3 {
            let along = (centre.y - t.translation.y) / dir.y;
            let aim = t.translation + dir * along;
            t.translation = aim + (t.translation - aim) * self.zoom;
        }
        Some(t)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardView>()
        .add_systems(Update, (steer, place_camera).chain())
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            view_keys
                .after(crate::session::privacy::TableUi::Table)
                .run_if(in_state(crate::states::Screen::Playing)),
        );
}

/// In the board's bottom-right corner (a game's die has the left): how to move the view, and a button that puts it back (shown only
/// when it has moved), so a player who zoomed by accident finds the way back.
fn view_keys(
    mut contexts: EguiContexts,
    mut view: ResMut<BoardView>,
    area: Res<BoardArea>,
) -> Result {
    let (Some(_), Some(board)) = (view.bounds, area.0) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    use bevy_egui::egui;
    egui::Area::new(egui::Id::new("board-view-keys"))
        .order(egui::Order::Middle)
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .fixed_pos(board.right_bottom() + egui::vec2(-8.0, -8.0))
        .show(ctx, |ui| {
            // On a dark tag, readable on any board.
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(40, 30, 24, 170))
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(6, 3))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if !view.is_reset()
                            && ui
                                .button(tr!("camera-reset"))
                                .on_hover_text(tr!("camera-reset-more"))
                                .clicked()
                        {
                            view.reset();
                        }
                        ui.label(
                            egui::RichText::new(tr!("camera-keys"))
                                .small()
                                .color(crate::theme::PAPER),
                        );
                    });
                });
        });
    Ok(())
}

/// Right-drag turns and tilts, the wheel zooms, R or Home resets: over the board only, and not
/// while egui is using the pointer or typing.
fn steer(
    mut view: ResMut<BoardView>,
    mut contexts: EguiContexts,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    mut wheel: MessageReader<MouseWheel>,
    windows: Query<&Window, With<PrimaryWindow>>,
    area: Res<BoardArea>,
    zoom: Res<UiZoom>,
) {
    let scrolled: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y,
            MouseScrollUnit::Pixel => w.y / 40.0,
        })
        .sum();
    if view.bounds.is_none() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    if !ctx.egui_wants_keyboard_input() && keys.any_just_pressed([KeyCode::KeyR, KeyCode::Home]) {
        view.reset();
    }
    let over_board = windows
        .single()
        .ok()
        .and_then(|w| w.cursor_position())
        .is_some_and(|c| area.shows(ctx, bevy_egui::egui::pos2(c.x / zoom.0, c.y / zoom.0)));
    if !over_board {
        return;
    }
    let mut next = view.clone();
    if scrolled != 0.0 {
        next.zoom = (next.zoom * 0.9f32.powf(scrolled)).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
    }
    if buttons.pressed(MouseButton::Right) && motion.delta != Vec2::ZERO {
        next.yaw = (next.yaw - motion.delta.x * DRAG_TURN).clamp(-YAW_LIMIT, YAW_LIMIT);
        next.tilt = (next.tilt + motion.delta.y * DRAG_TURN).clamp(-TILT_LIMIT, TILT_LIMIT);
    }
    if next != *view {
        *view = next;
    }
}

/// Where the board shows, in the window's logical pixels: the area the panels leave (egui
/// measures in points: the interface size is the ratio), or the whole window when no table
/// says.
pub fn board_rect(area: &BoardArea, zoom: f32, window: Vec2) -> Rect {
    match area.0 {
        Some(a) => Rect::new(
            a.min.x * zoom,
            a.min.y * zoom,
            a.max.x * zoom,
            a.max.y * zoom,
        ),
        None => Rect::from_corners(Vec2::ZERO, window),
    }
}

/// Puts the board camera where the view says, when the view, the window or the board's area
/// changed.
fn place_camera(
    view: Res<BoardView>,
    area: Res<BoardArea>,
    zoom: Res<UiZoom>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(&mut Transform, &Projection), With<BoardCamera>>,
    mut last: Local<Option<(BoardView, Rect, Vec2)>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let area = board_rect(&area, zoom.0, size);
    let now = (view.clone(), area, size);
    if last.as_ref() == Some(&now) {
        return;
    }
    for (mut t, projection) in &mut cameras {
        if let Projection::Perspective(p) = projection
            && let Some(placed) = view.place(size, area, p.fov)
        {
            *t = placed;
        }
    }
    *last = Some(now);
}
