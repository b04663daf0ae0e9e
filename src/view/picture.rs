//! Where the board camera draws. At full size it draws on the window. At half size (Low) it
//! draws only the part of the window the panels leave, at half its width and height, into a
//! picture that the 2D camera stretches back over that part, under egui. On a software
//! renderer a board's frame is mostly filling pixels (docs/decisions.md, "What costs the time
//! on llvmpipe"): a quarter of them, none of them under a panel, is most of the gain, and
//! egui's text over it stays sharp. A depth pass first means each pixel is lit once, not once
//! for every surface stacked under it.

use crate::session::BoardArea;
use crate::theme::UiZoom;
use crate::view::BoardCamera;
use crate::view::camera::board_rect;
use crate::view::quality::Detail;
use bevy::asset::RenderAssetUsages;
use bevy::camera::{ClearColorConfig, RenderTarget, SubCameraView};
use bevy::core_pipeline::prepass::DepthPrepass;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureFormat};
use bevy::window::PrimaryWindow;

/// On the board camera while it draws into a picture: where it drew before, and the sprite
/// that shows the picture.
#[derive(Component)]
struct Halved {
    full: RenderTarget,
    picture: Handle<Image>,
    sprite: Entity,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        place
            .after(crate::view::quality::QualitySystems)
            .before(bevy::camera::CameraUpdateSystems),
    );
}

/// Where the board camera's picture lies in the window: the window position (logical pixels)
/// of its top-left corner, and window pixels per picture pixel. A window position becomes a
/// picture position as `(p - origin) / scale`, and back as `p * scale + origin`. On the
/// window itself that is no change at all.
pub fn in_window(camera: &Camera) -> (Vec2, Vec2) {
    match (&camera.sub_camera_view, camera.logical_viewport_size()) {
        (Some(sub), Some(size)) => part_in_window(sub, size),
        _ => (Vec2::ZERO, Vec2::ONE),
    }
}

/// [`in_window`] for a picture of `picture` pixels showing the part `sub` of the window (in
/// the window's logical pixels, as `place` sets it).
pub fn part_in_window(sub: &SubCameraView, picture: Vec2) -> (Vec2, Vec2) {
    if picture.x > 0.0 && picture.y > 0.0 {
        (sub.offset, sub.size.as_vec2() / picture)
    } else {
        (Vec2::ZERO, Vec2::ONE)
    }
}

/// The part of the window the picture covers, in logical pixels, rounded to whole pixels
/// inside the window and never empty; and the picture's size in pixels: half that part's
/// physical size.
pub fn framing(board: Rect, window: Vec2, scale_factor: f32) -> (URect, UVec2) {
    let max = window.round().max(Vec2::ONE).as_uvec2();
    let lo = board.min.round().max(Vec2::ZERO).as_uvec2().min(max - 1);
    let hi = board.max.round().as_uvec2().min(max).max(lo + 1);
    let part = URect::from_corners(lo, hi);
    let pixels = (part.size().as_vec2() * scale_factor / 2.0)
        .round()
        .as_uvec2();
    (part, pixels.max(UVec2::ONE))
}

#[allow(clippy::too_many_arguments)]
fn place(
    detail: Res<Detail>,
    area: Res<BoardArea>,
    zoom: Res<UiZoom>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut commands: Commands,
    mut boards: Query<(Entity, &mut Camera, &mut RenderTarget, Option<&Halved>), With<BoardCamera>>,
    mut overlays: Query<&mut Camera, (With<Camera2d>, Without<BoardCamera>)>,
    mut images: ResMut<Assets<Image>>,
    mut sprites: Query<(&mut Sprite, &mut Transform)>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let (part, pixels) = framing(board_rect(&area, zoom.0, size), size, window.scale_factor());
    for (entity, mut camera, mut target, halved) in &mut boards {
        match (detail.full_size, halved) {
            (true, None) => {}
            (true, Some(h)) => {
                *target = h.full.clone();
                camera.sub_camera_view = None;
                commands.entity(h.sprite).despawn();
                commands.entity(entity).remove::<(Halved, DepthPrepass)>();
                clear_under_egui(&mut overlays, ClearColorConfig::None);
            }
            (false, None) => {
                let picture = images.add(picture_of(pixels));
                let sprite = commands
                    .spawn((Sprite::from_image(picture.clone()), Transform::default()))
                    .id();
                let full =
                    std::mem::replace(&mut *target, RenderTarget::Image(picture.clone().into()));
                commands.entity(entity).insert((
                    Halved {
                        full,
                        picture,
                        sprite,
                    },
                    DepthPrepass,
                ));
                // The window's only drawing before egui is now the picture, which may leave
                // the panels' part bare.
                clear_under_egui(&mut overlays, ClearColorConfig::Default);
            }
            (false, Some(h)) => {
                let sub = SubCameraView {
                    full_size: size.round().max(Vec2::ONE).as_uvec2(),
                    offset: part.min.as_vec2(),
                    size: part.size(),
                };
                if camera.sub_camera_view != Some(sub) {
                    camera.sub_camera_view = Some(sub);
                }
                if images.get(&h.picture).is_some_and(|i| i.size() != pixels)
                    && let Some(mut image) = images.get_mut(&h.picture)
                {
                    image.resize(extent(pixels));
                }
                if let Ok((mut sprite, mut at)) = sprites.get_mut(h.sprite) {
                    let shown = part.size().as_vec2();
                    if sprite.custom_size != Some(shown) {
                        sprite.custom_size = Some(shown);
                    }
                    // The 2D camera's origin is the window's middle, y up.
                    let centre = part.min.as_vec2() + shown / 2.0;
                    let want = Vec3::new(centre.x - size.x / 2.0, size.y / 2.0 - centre.y, 0.0);
                    if at.translation != want {
                        at.translation = want;
                    }
                }
            }
        }
    }
}

fn clear_under_egui(
    overlays: &mut Query<&mut Camera, (With<Camera2d>, Without<BoardCamera>)>,
    clear: ClearColorConfig,
) {
    for mut camera in overlays.iter_mut() {
        camera.clear_color = clear;
    }
}

fn extent(size: UVec2) -> Extent3d {
    Extent3d {
        width: size.x,
        height: size.y,
        depth_or_array_layers: 1,
    }
}

fn picture_of(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    image.asset_usage = RenderAssetUsages::RENDER_WORLD;
    // Redrawn whole every frame: a resize needs no copy of the old picture (which would also
    // need the texture to be a copy source, or wgpu refuses it and the app quits).
    image.copy_on_resize = false;
    image
}
