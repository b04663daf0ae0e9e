//! Framing a board: whatever the window and the panels, every corner of the board lands inside
//! the part of the window the panels leave, and the board fills it.

use bevy::prelude::*;
use mogland::view::frame::fit;

/// Where a world point lands in the window (logical pixels), seen by a camera at `t`.
fn project(t: &Transform, fov_y: f32, window: Vec2, p: Vec3) -> Vec2 {
    let v = t.compute_affine().inverse().transform_point3(p);
    let ty = (fov_y / 2.0).tan();
    let tx = ty * window.x / window.y;
    let (nx, ny) = (v.x / (-v.z * tx), v.y / (-v.z * ty));
    Vec2::new((nx + 1.0) / 2.0 * window.x, (1.0 - ny) / 2.0 * window.y)
}

fn corners() -> Vec<Vec3> {
    let (lo, hi) = (Vec3::new(-15.0, 0.0, -16.0), Vec3::new(15.0, 1.5, 14.0));
    (0..8)
        .map(|k| {
            Vec3::new(
                if k & 1 == 0 { lo.x } else { hi.x },
                if k & 2 == 0 { lo.y } else { hi.y },
                if k & 4 == 0 { lo.z } else { hi.z },
            )
        })
        .collect()
}

#[test]
fn the_board_fits_the_area_the_panels_leave_at_any_window_size() {
    let fov = std::f32::consts::FRAC_PI_4;
    for (window, area) in [
        (Vec2::new(1280.0, 800.0), Rect::new(0.0, 36.0, 950.0, 650.0)),
        (Vec2::new(1280.0, 720.0), Rect::new(0.0, 36.0, 950.0, 570.0)),
        (
            Vec2::new(3840.0, 2160.0),
            Rect::new(0.0, 36.0, 3510.0, 2010.0),
        ),
        (
            Vec2::new(800.0, 1200.0),
            Rect::new(0.0, 36.0, 470.0, 1050.0),
        ),
    ] {
        let t = fit(&corners(), 0.95, fov, window, area);
        let shown: Vec<Vec2> = corners()
            .iter()
            .map(|p| project(&t, fov, window, *p))
            .collect();
        for p in &shown {
            assert!(
                area.contains(*p),
                "{p} is outside {area:?} in a {window} window"
            );
        }
        // As close as fits: the board spans most of the area one way or the other.
        let (lo, hi) = shown.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
            (lo.min(*p), hi.max(*p))
        });
        let fill = ((hi.x - lo.x) / area.width()).max((hi.y - lo.y) / area.height());
        assert!(fill > 0.9, "the board fills only {fill} of the area");
    }
}

/// The player's view: turned, tilted or zoomed out to the limit, the board still fits; zoomed
/// in, the middle of the board stays in the middle of its area.
#[test]
fn a_turned_or_zoomed_view_keeps_the_board_in_its_area() {
    use mogland::view::camera::BoardView;
    let fov = std::f32::consts::FRAC_PI_4;
    let (window, area) = (Vec2::new(1280.0, 720.0), Rect::new(0.0, 36.0, 950.0, 570.0));
    let (lo, hi) = (Vec3::new(-15.0, 0.0, -16.0), Vec3::new(15.0, 1.5, 14.0));
    let mut view = BoardView::default();
    view.frame(lo, hi, 0.95);
    for (yaw, tilt) in [(0.75, 0.0), (-0.75, 0.3), (0.4, -0.3)] {
        let turned = BoardView {
            yaw,
            tilt,
            ..view.clone()
        };
        let t = turned.place(window, area, fov).unwrap();
        for p in corners() {
            let at = project(&t, fov, window, p);
            assert!(
                area.contains(at),
                "{p} shows at {at}, outside {area:?}, turned {yaw} and tilted {tilt}"
            );
        }
    }
    // Zoomed in: the point of the board under the area's middle stays there, and closer.
    let framed = view.place(window, area, fov).unwrap();
    let middle = project(&framed, fov, window, (lo + hi) / 2.0);
    let close = BoardView {
        zoom: 0.5,
        ..view.clone()
    }
    .place(window, area, fov)
    .unwrap();
    let ground = |t: &Transform| {
        let ndc = Vec2::new(
            2.0 * area.center().x / window.x - 1.0,
            1.0 - 2.0 * area.center().y / window.y,
        );
        let ty = (fov / 2.0).tan();
        let dir = (t.forward().as_vec3()
            + t.right().as_vec3() * ndc.x * ty * window.x / window.y
            + t.up().as_vec3() * ndc.y * ty)
            .normalize();
        t.translation + dir * ((0.75 - t.translation.y) / dir.y)
    };
    assert!(
        ground(&framed).distance(ground(&close)) < 1e-2,
        "zooming moved the middle of the board from {} to {}",
        ground(&framed),
        ground(&close)
    );
    assert!(
        close.translation.distance(ground(&close))
            < framed.translation.distance(ground(&framed)) * 0.6
    );
    assert!(middle.x > 0.0 && middle.x < window.x);
    // Reset: back to the framed view exactly.
    let mut undone = BoardView {
        yaw: 0.5,
        zoom: 0.6,
        ..view.clone()
    };
    undone.reset();
    assert_eq!(undone.place(window, area, fov), Some(framed));
}

/// "Instant" finishes a glide in the first frame that has any time in it.
#[test]
fn instant_animation_ends_every_glide_at_once() {
    use bevy::time::TimeUpdateStrategy;
    use mogland::settings::Settings;
    use mogland::view::tween::Tween;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(16),
        ))
        .insert_resource(Settings {
            instant: true,
            ..Settings::default()
        })
        .add_plugins(mogland::view::tween::plugin);
    let to = Transform::from_xyz(5.0, 0.0, -3.0);
    let piece = app
        .world_mut()
        .spawn((
            Transform::default(),
            Tween::walk(
                Transform::default(),
                vec![Vec3::X, Vec3::new(2.0, 0.0, -1.0)],
                to,
                3.0,
                0.4,
            ),
        ))
        .id();
    app.update();
    app.update();
    let world = app.world();
    assert!(world.get::<Tween>(piece).is_none(), "still gliding");
    assert_eq!(*world.get::<Transform>(piece).unwrap(), to);
    // At speed 1 the same glide is still under way after two frames.
    let mut slow = App::new();
    slow.add_plugins(MinimalPlugins)
        .insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(16),
        ))
        .insert_resource(Settings::default())
        .add_plugins(mogland::view::tween::plugin);
    let piece = slow
        .world_mut()
        .spawn((
            Transform::default(),
            Tween::new(Transform::default(), to, 3.0),
        ))
        .id();
    slow.update();
    slow.update();
    assert!(slow.world().get::<Tween>(piece).is_some());
}

/// The wheel, a drag and a click reach the board only where it shows: not under a window
/// (the rules page, settings), a floating panel or a modal, even inside the board's area.
#[test]
fn the_board_takes_the_wheel_only_where_no_egui_window_covers_it() {
    use bevy_egui::egui;
    use mogland::session::BoardArea;
    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
    let area = BoardArea(Some(screen));
    let frame = |modal: bool| {
        let input = egui::RawInput {
            screen_rect: Some(screen),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            let ctx = ui.ctx().clone();
            egui::Window::new("Rules")
                .fixed_pos(egui::pos2(100.0, 100.0))
                .fixed_size(egui::vec2(200.0, 200.0))
                .show(&ctx, |ui| ui.label("the rules page"));
            if modal {
                egui::Modal::new(egui::Id::new("paused")).show(&ctx, |ui| ui.label("Paused"));
            }
        });
        // No renderer here: the font texture is dropped, not uploaded.
        out.textures_delta.clear();
    };
    // Two frames: egui learns where its areas are.
    frame(false);
    frame(false);
    assert!(
        !area.shows(&ctx, egui::pos2(150.0, 150.0)),
        "under the window"
    );
    assert!(area.shows(&ctx, egui::pos2(600.0, 500.0)), "beside it");
    frame(true);
    frame(true);
    assert!(
        !area.shows(&ctx, egui::pos2(600.0, 500.0)),
        "a modal covers the whole board"
    );
    assert!(!BoardArea(None).shows(&ctx, egui::pos2(600.0, 500.0)));
}

/// Low draws only the board's part of the window, at half size: the picture is half that
/// part's physical pixels, rounded, and never empty or outside the window.
#[test]
fn the_low_picture_is_half_the_boards_part_of_the_window() {
    use mogland::view::picture::framing;
    let window = Vec2::new(1280.0, 720.0);
    let board = Rect::new(0.0, 37.0, 950.0, 720.0);
    let (part, pixels) = framing(board, window, 1.0);
    assert_eq!(part, URect::new(0, 37, 950, 720));
    assert_eq!(pixels, UVec2::new(475, 342));
    // A high-density screen: the same part, twice the pixels a side.
    assert_eq!(framing(board, window, 2.0).1, UVec2::new(950, 683));
    let (part, pixels) = framing(Rect::new(2000.0, 900.0, 2100.0, 950.0), window, 1.0);
    assert!(part.max.x <= 1280 && part.max.y <= 720 && part.min.x < part.max.x);
    assert!(pixels.x >= 1 && pixels.y >= 1);
    let (part, _) = framing(Rect::new(10.0, 10.0, 10.0, 10.0), window, 1.0);
    assert!(part.width() >= 1 && part.height() >= 1);
}

/// Drawn alone into its half-size picture, the board's part puts every point of the world
/// where the whole window would have: what the pointer aims at and the names over the board
/// (`picture::part_in_window`) line up with the board drawn.
#[test]
fn the_boards_part_drawn_alone_shows_each_point_where_the_window_would() {
    use bevy::camera::{CameraProjection, SubCameraView};
    use mogland::view::picture::{framing, part_in_window};
    let window = Vec2::new(1280.0, 720.0);
    let board = Rect::new(0.0, 37.0, 950.0, 720.0);
    let (part, pixels) = framing(board, window, 1.0);
    let projection = PerspectiveProjection {
        aspect_ratio: window.x / window.y,
        ..default()
    };
    let sub = SubCameraView {
        full_size: window.as_uvec2(),
        offset: part.min.as_vec2(),
        size: part.size(),
    };
    let whole = projection.get_clip_from_view();
    let alone = projection.get_clip_from_view_for_sub(&sub);
    let (origin, scale) = part_in_window(&sub, pixels.as_vec2());
    let to_pixels = |ndc: Vec3, size: Vec2| {
        Vec2::new((ndc.x + 1.0) / 2.0 * size.x, (1.0 - ndc.y) / 2.0 * size.y)
    };
    for p in [
        Vec3::new(0.0, 0.0, -10.0),
        Vec3::new(-3.0, 1.0, -8.0),
        Vec3::new(2.5, -2.0, -12.0),
        Vec3::new(-6.0, -3.0, -20.0),
    ] {
        let in_window = to_pixels(whole.project_point3(p), window);
        let in_picture = to_pixels(alone.project_point3(p), pixels.as_vec2());
        let back = in_picture * scale + origin;
        assert!(
            back.distance(in_window) < 0.75,
            "{p}: the window shows it at {in_window}, the picture at {back}"
        );
    }
}
