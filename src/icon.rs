//! Mogland's icon, drawn in code: an orange cat's face (ears, eyes, nose) on a warm round
//! tile. The window shows it, `mogland icon` writes it as a PNG for the desktop entry, and
//! build.rs draws it into the Windows exe.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

mod drawing;
pub use drawing::rgba;

/// Writes the icon as a PNG.
pub fn write_png(path: &std::path::Path, size: u32) -> Result<(), String> {
    let img = image::RgbaImage::from_raw(size, size, rgba(size)).ok_or("icon size")?;
    img.save(path)
        .map_err(|e| format!("{}: {e}", path.display()))
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// Gives the window its icon once winit has made it. Winit's windows live on the main thread,
/// which the marker keeps this system on.
fn set_window_icon(
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else { return };
    WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(w) = windows.get_window(entity) {
            let size = 64;
            if let Ok(icon) = winit::window::Icon::from_rgba(rgba(size), size, size) {
                w.set_window_icon(Some(icon));
            }
            *done = true;
        }
    });
}
