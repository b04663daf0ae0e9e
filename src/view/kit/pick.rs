//! The point of the table under the mouse: a ray from the board camera through the cursor onto
//! the table plane. Board games map it to their squares or spaces. It is done directly rather
//! than by mesh picking, which egui's whole-window layer would outrank; the pointer counts only
//! over the board's area (what the panels leave, see `BoardArea`) and while the table runs.

use crate::session::BoardArea;
use crate::states::PlayState;
use crate::view::BoardCamera;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

#[derive(Resource, Default, Debug)]
pub struct BoardPointer {
    /// Where the pointer meets the table (y = 0), if it is over the board and not a panel.
    pub at: Option<Vec3>,
    /// The ray from the camera through the pointer, with `at`: for pieces that stand above
    /// the table (on a wall, a roof).
    pub ray: Option<Ray3d>,
    /// The left button was pressed there this frame.
    pub clicked: bool,
    /// The left button was let go this frame (wherever it was: a drag ends either way).
    pub released: bool,
}

/// A piece is being dragged on the 3D board (the board views with drags say so every frame,
/// after they read the pointer): Escape then calls the drag off, and the same press does not
/// pause the table (`app::pause`), as during a drag in egui.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardDrag(pub bool);

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardPointer>()
        .init_resource::<BoardDrag>()
        .add_systems(
            OnExit(crate::states::Screen::Playing),
            |mut drag: ResMut<BoardDrag>| {
                drag.set_if_neq(BoardDrag(false));
            },
        );
}

/// Follows the pointer (windowed app only: it needs the camera and egui).
pub fn pointer_plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        aim.run_if(in_state(PlayState::Running))
            .after(bevy::input::InputSystems),
    );
}

fn aim(
    mut contexts: bevy_egui::EguiContexts,
    windows: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    buttons: Res<ButtonInput<MouseButton>>,
    board: Res<BoardArea>,
    zoom: Res<crate::theme::UiZoom>,
    mut pointer: ResMut<BoardPointer>,
) {
    let ctx = contexts.ctx_mut().ok().cloned();
    let at = (|| {
        let window = windows.single().ok()?;
        let cursor = window.cursor_position()?;
        // Only over the board: not over the prompt bar, a panel or a window (egui measures in
        // points, the window in pixels: the interface size is the ratio).
        if !board.shows(
            ctx.as_ref()?,
            bevy_egui::egui::pos2(cursor.x, cursor.y) / zoom.0,
        ) {
            return None;
        }
        let (cam, transform) = camera.single().ok()?;
        let (origin, scale) = crate::view::picture::in_window(cam);
        let ray = cam
            .viewport_to_world(transform, (cursor - origin) / scale)
            .ok()?;
        let hit = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
        Some((ray.get_point(hit), ray))
    })();
    let ray = at.map(|(_, r)| r);
    let at = at.map(|(p, _)| p);
    let clicked = at.is_some() && buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    if pointer.at != at || pointer.clicked != clicked || pointer.released != released {
        pointer.at = at;
        pointer.ray = ray;
        pointer.clicked = clicked;
        pointer.released = released;
    }
}
