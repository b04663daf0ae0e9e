//! Small pictures painted with egui shapes, for card faces and panels: no icon depends on the
//! glyphs a font happens to have. Every icon fits the circle of radius `r` round `centre` and is
//! drawn in one colour (with a few details in a contrasting one, `theme::readable_on`), so it
//! reads on paper and on a coloured band alike.

use crate::theme;
use bevy_egui::egui::{
    Color32, CornerRadius, Mesh, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2,
};
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// The icons a card or a panel can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// Mischief.
    Bolt,
    /// A trick.
    Star,
    /// A cuddle, a life.
    Heart,
    Paw,
    CatHead,
    Bird,
    Mouse,
    Fish,
    /// A defensive card.
    Shield,
    /// An instant.
    Stopwatch,
    /// A standard card: a page of rules.
    Page,
    /// Three scratches: an attack.
    Claws,
    /// A cat with speed lines.
    Dash,
    /// Curiosity.
    Question,
    /// A bowl of milk.
    Milk,
    /// A tin of cat food.
    Tin,
    /// A bottle of vitamins.
    Vitamins,
}

impl Icon {
    pub fn paint(self, p: &Painter, centre: Pos2, r: f32, colour: Color32) {
        match self {
            Icon::Bolt => bolt(p, centre, r, colour),
            Icon::Star => star(p, centre, r, colour),
            Icon::Heart => heart(p, centre, r, colour),
            Icon::Paw => paw(p, centre, r, colour),
            Icon::CatHead => cat_head(
                p,
                centre + vec2(0.0, r * 0.2),
                r * 0.74,
                colour,
                Stroke::NONE,
            ),
            Icon::Bird => bird(p, centre, r, colour),
            Icon::Mouse => mouse(p, centre, r, colour),
            Icon::Fish => fish(p, centre, r, colour),
            Icon::Shield => shield(p, centre, r, colour),
            Icon::Stopwatch => stopwatch(p, centre, r, colour),
            Icon::Page => page(p, centre, r, colour),
            Icon::Claws => claws(p, centre, r, colour),
            Icon::Dash => dash(p, centre, r, colour),
            Icon::Question => question(p, centre, r, colour),
            Icon::Milk => milk(p, centre, r, colour),
            Icon::Tin => tin(p, centre, r, colour),
            Icon::Vitamins => vitamins(p, centre, r, colour),
        }
    }
}

/// `colour` darker (a factor below 1) and still opaque.
fn shade(colour: Color32, factor: f32) -> Color32 {
    let [r, g, b, _] = colour.to_array();
    let f = |v: u8| (v as f32 * factor) as u8;
    Color32::from_rgb(f(r), f(g), f(b))
}

/// Points in the icon's unit square ([-1, 1], y down) placed round `c` at radius `r`.
fn place(c: Pos2, r: f32, pts: &[(f32, f32)]) -> Vec<Pos2> {
    pts.iter().map(|&(x, y)| c + vec2(x, y) * r).collect()
}

/// Fills any simple polygon, concave ones too (egui fills only convex ones), by ear clipping,
/// then rims it with a thin anti-aliased line of the same colour so its edge is as smooth as
/// egui's own shapes.
fn fill_polygon(p: &Painter, pts: &[Pos2], colour: Color32) {
    if pts.len() < 3 {
        return;
    }
    let mut mesh = Mesh::default();
    for &pt in pts {
        mesh.colored_vertex(pt, colour);
    }
    for [a, b, c] in triangulate(pts) {
        mesh.add_triangle(a, b, c);
    }
    p.add(Shape::mesh(mesh));
    p.add(Shape::closed_line(pts.to_vec(), Stroke::new(0.8, colour)));
}

/// Ear clipping: cut off, one at a time, a convex corner with no other point inside it.
pub fn triangulate(pts: &[Pos2]) -> Vec<[u32; 3]> {
    let cross = |o: Pos2, a: Pos2, b: Pos2| (a - o).x * (b - o).y - (a - o).y * (b - o).x;
    let area: f32 = (0..pts.len())
        .map(|i| cross(Pos2::ZERO, pts[i], pts[(i + 1) % pts.len()]))
        .sum();
    let mut left: Vec<usize> = (0..pts.len()).collect();
    if area < 0.0 {
        left.reverse();
    }
    let mut tris = Vec::with_capacity(pts.len());
    while left.len() > 3 {
        let n = left.len();
        let ear = (0..n).find(|&i| {
            let (a, b, c) = (left[(i + n - 1) % n], left[i], left[(i + 1) % n]);
            let (pa, pb, pc) = (pts[a], pts[b], pts[c]);
            cross(pa, pb, pc) > 0.0
                && left.iter().all(|&k| {
                    let q = pts[k];
                    [a, b, c].contains(&k)
                        || cross(pa, pb, q) < 0.0
                        || cross(pb, pc, q) < 0.0
                        || cross(pc, pa, q) < 0.0
                })
        });
        // A degenerate outline (points in a line) has no ear: fan out the rest.
        let Some(i) = ear else { break };
        tris.push([left[(i + n - 1) % n], left[i], left[(i + 1) % n]].map(|k| k as u32));
        left.remove(i);
    }
    for k in 1..left.len().saturating_sub(1) {
        tris.push([left[0], left[k], left[k + 1]].map(|k| k as u32));
    }
    tris
}

/// A thick line with round ends.
fn stroke_round(p: &Painter, pts: Vec<Pos2>, width: f32, colour: Color32) {
    if let (Some(&a), Some(&b)) = (pts.first(), pts.last()) {
        p.circle_filled(a, width / 2.0, colour);
        p.circle_filled(b, width / 2.0, colour);
    }
    p.add(Shape::line(pts, Stroke::new(width, colour)));
}

/// Points on a quadratic Bézier from `a` through control `k` to `b` (the end left out).
fn quad(a: Pos2, k: Pos2, b: Pos2, steps: usize) -> impl Iterator<Item = Pos2> {
    (0..steps).map(move |i| {
        let t = i as f32 / steps as f32;
        let u = 1.0 - t;
        (a.to_vec2() * u * u + k.to_vec2() * 2.0 * u * t + b.to_vec2() * t * t).to_pos2()
    })
}

fn bolt(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let pts = [
        (-0.12, -1.0),
        (0.56, -1.0),
        (0.14, -0.22),
        (0.62, -0.22),
        (-0.38, 1.02),
        (-0.06, 0.14),
        (-0.56, 0.14),
    ];
    fill_polygon(p, &place(c, r, &pts), colour);
}

fn star(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let c = c + vec2(0.0, r * 0.08);
    let pts: Vec<Pos2> = (0..10)
        .map(|i| {
            let a = -FRAC_PI_2 + PI * i as f32 / 5.0;
            let len = if i % 2 == 0 { r } else { r * 0.42 };
            c + Vec2::angled(a) * len
        })
        .collect();
    fill_polygon(p, &pts, colour);
}

fn heart(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    // The classic heart curve: x from -16 to 16, y from -12 (lobes) to 17 (point).
    let pts: Vec<Pos2> = (0..48)
        .map(|i| {
            let t = TAU * i as f32 / 48.0;
            let x = 16.0 * t.sin().powi(3);
            let y =
                -(13.0 * t.cos() - 5.0 * (2.0 * t).cos() - 2.0 * (3.0 * t).cos() - (4.0 * t).cos());
            c + vec2(x, y - 2.5) * (r / 16.0)
        })
        .collect();
    fill_polygon(p, &pts, colour);
}

/// A paw print: a pad and four toes.
fn paw(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    p.add(Shape::ellipse_filled(
        c + vec2(0.0, r * 0.38),
        vec2(r * 0.56, r * 0.46),
        colour,
    ));
    for (x, y, s) in [
        (-0.74, -0.16, 0.24),
        (-0.28, -0.66, 0.26),
        (0.28, -0.66, 0.26),
        (0.74, -0.16, 0.24),
    ] {
        p.add(Shape::ellipse_filled(
            c + vec2(x, y) * r,
            vec2(s, s * 1.18) * r,
            colour,
        ));
    }
}

/// A cat's head: a round face, two ears and two eyes. `outline` rings it (a white cat on a
/// light board needs one). The ears reach `1.35 r` above the centre.
pub fn cat_head(p: &Painter, c: Pos2, r: f32, fill: Color32, outline: Stroke) {
    cat_head_with_eyes(p, c, r, fill, theme::readable_on(fill), outline);
}

/// [`cat_head`] with eyes of a chosen colour.
pub fn cat_head_with_eyes(
    p: &Painter,
    c: Pos2,
    r: f32,
    fill: Color32,
    eye: Color32,
    outline: Stroke,
) {
    for side in [-1.0f32, 1.0] {
        p.add(Shape::convex_polygon(
            vec![
                c + vec2(side * r * 0.9, -r * 0.2),
                c + vec2(side * r * 0.75, -r * 1.35),
                c + vec2(side * r * 0.2, -r * 0.75),
            ],
            fill,
            outline,
        ));
    }
    p.circle(c, r, fill, outline);
    for side in [-1.0f32, 1.0] {
        p.circle_filled(c + vec2(side * r * 0.38, -r * 0.1), r * 0.13, eye);
    }
}

/// A bird facing right: body, beak, wing and eye.
fn bird(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    // Centred between the tail's tip and the beak's.
    let (c, r) = (c + vec2(-0.03, 0.04) * r, r * 0.66);
    p.circle_filled(c, r, colour);
    p.add(Shape::convex_polygon(
        vec![
            c + vec2(r * 0.8, -r * 0.35),
            c + vec2(r * 1.55, -r * 0.05),
            c + vec2(r * 0.8, r * 0.25),
        ],
        Color32::from_rgb(240, 176, 40),
        Stroke::NONE,
    ));
    // The tail, behind.
    fill_polygon(
        p,
        &place(
            c,
            r,
            &[(-0.7, -0.2), (-1.45, -0.55), (-1.3, 0.2), (-0.7, 0.35)],
        ),
        colour,
    );
    p.add(Shape::convex_polygon(
        vec![
            c + vec2(-r * 0.6, -r * 0.1),
            c + vec2(r * 0.2, r * 0.1),
            c + vec2(-r * 0.5, r * 0.75),
        ],
        shade(colour, 0.72),
        Stroke::NONE,
    ));
    p.circle_filled(
        c + vec2(r * 0.35, -r * 0.3),
        r * 0.14,
        theme::readable_on(colour),
    );
}

/// A mouse's face: round ears with pink insides, a pink nose.
fn mouse(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let (c, r) = (c + vec2(0.0, r * 0.22), r * 0.8);
    let pink = Color32::from_rgb(240, 160, 172);
    for side in [-1.0f32, 1.0] {
        p.circle_filled(c + vec2(side * r * 0.7, -r * 0.75), r * 0.45, colour);
        p.circle_filled(c + vec2(side * r * 0.7, -r * 0.75), r * 0.25, pink);
    }
    p.circle_filled(c, r * 0.9, colour);
    p.circle_filled(c + vec2(0.0, r * 0.55), r * 0.16, pink);
    for side in [-1.0f32, 1.0] {
        p.circle_filled(
            c + vec2(side * r * 0.32, -r * 0.05),
            r * 0.12,
            theme::readable_on(colour),
        );
    }
}

fn fish(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let body: Vec<Pos2> = (0..28)
        .map(|i| {
            let a = TAU * i as f32 / 28.0;
            // Fuller at the head (left) than at the tail.
            let w = if a.cos() < 0.0 { 0.46 } else { 0.4 };
            c + vec2(-0.2 + 0.72 * a.cos(), w * a.sin()) * r
        })
        .collect();
    fill_polygon(p, &body, colour);
    fill_polygon(
        p,
        &place(c, r, &[(0.4, 0.0), (1.0, -0.52), (0.88, 0.0), (1.0, 0.52)]),
        colour,
    );
    p.circle_filled(
        c + vec2(-0.6, -0.1) * r,
        r * 0.09,
        theme::readable_on(colour),
    );
}

fn shield(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let outline = |s: f32| -> Vec<Pos2> {
        let at = |x: f32, y: f32| c + vec2(x, y) * r * s;
        let mut pts = vec![at(0.0, -0.95)];
        pts.extend(quad(at(0.82, -0.72), at(0.82, 0.45), at(0.0, 1.0), 10));
        pts.extend(quad(at(0.0, 1.0), at(-0.82, 0.45), at(-0.82, -0.72), 10));
        pts.push(at(-0.82, -0.72));
        pts
    };
    fill_polygon(p, &outline(1.0), colour);
    p.add(Shape::closed_line(
        outline(0.62),
        Stroke::new(r * 0.1, theme::readable_on(colour)),
    ));
}

fn stopwatch(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let face = c + vec2(0.0, r * 0.14);
    let fr = r * 0.82;
    p.rect_filled(
        Rect::from_center_size(c + vec2(0.0, -r * 0.86), vec2(r * 0.34, r * 0.24)),
        CornerRadius::same((r * 0.06) as u8),
        colour,
    );
    for side in [-1.0f32, 1.0] {
        let a = -FRAC_PI_2 + side * 0.8;
        stroke_round(
            p,
            vec![
                face + Vec2::angled(a) * fr * 0.9,
                face + Vec2::angled(a) * fr * 1.15,
            ],
            r * 0.16,
            colour,
        );
    }
    p.circle_filled(face, fr, colour);
    let ink = theme::readable_on(colour);
    p.circle_stroke(face, fr * 0.78, Stroke::new(r * 0.07, ink));
    stroke_round(p, vec![face, face + vec2(0.0, -fr * 0.58)], r * 0.12, ink);
    stroke_round(
        p,
        vec![face, face + vec2(fr * 0.4, fr * 0.12)],
        r * 0.12,
        ink,
    );
}

/// A page of rules, its corner turned down.
fn page(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let sheet = [
        (-0.64, -0.92),
        (0.26, -0.92),
        (0.64, -0.54),
        (0.64, 0.92),
        (-0.64, 0.92),
    ];
    fill_polygon(p, &place(c, r, &sheet), colour);
    let ink = theme::readable_on(colour);
    fill_polygon(
        p,
        &place(c, r, &[(0.26, -0.92), (0.26, -0.54), (0.64, -0.54)]),
        shade(colour, 0.7),
    );
    for (y, w) in [(-0.3, 0.66), (0.04, 0.8), (0.38, 0.8), (0.66, 0.5)] {
        let x = -0.4;
        p.line_segment(
            [c + vec2(x, y) * r, c + vec2(x + w, y) * r],
            Stroke::new(r * 0.11, ink),
        );
    }
}

/// Three claw scratches, each a curved sliver thick in the middle.
fn claws(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    for k in [-1.0f32, 0.0, 1.0] {
        let a = c + vec2(0.3 + k * 0.5, -0.95 + k.abs() * 0.12) * r;
        let b = c + vec2(-0.3 + k * 0.5, 0.95 - k.abs() * 0.12) * r;
        let along = (b - a).normalized();
        let side = vec2(-along.y, along.x);
        let steps = 12;
        let centre = |t: f32| a + (b - a) * t + side * (r * 0.22 * (PI * t).sin());
        let half = |t: f32| r * 0.13 * (PI * t).sin().max(0.05);
        let mut pts: Vec<Pos2> = (0..=steps)
            .map(|i| i as f32 / steps as f32)
            .map(|t| centre(t) + side * half(t))
            .collect();
        pts.extend(
            (0..=steps)
                .rev()
                .map(|i| i as f32 / steps as f32)
                .map(|t| centre(t) - side * half(t)),
        );
        fill_polygon(p, &pts, colour);
    }
}

/// A cat dashing right, speed lines behind it.
fn dash(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    cat_head(p, c + vec2(0.34, 0.22) * r, r * 0.56, colour, Stroke::NONE);
    for (y, from) in [(-0.18, -0.6), (0.22, -0.95), (0.62, -0.7)] {
        stroke_round(
            p,
            vec![c + vec2(from, y) * r, c + vec2(-0.32, y) * r],
            r * 0.13,
            colour,
        );
    }
}

fn question(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let w = r * 0.26;
    let hook = c + vec2(0.0, -0.36) * r;
    let mut pts: Vec<Pos2> = (0..=14)
        .map(|i| {
            let a = PI * 1.05 + (PI * 1.5) * i as f32 / 14.0;
            hook + Vec2::angled(a) * r * 0.42
        })
        .collect();
    pts.push(c + vec2(0.0, 0.04) * r);
    pts.push(c + vec2(0.0, 0.32) * r);
    stroke_round(p, pts, w, colour);
    p.circle_filled(c + vec2(0.0, 0.78) * r, w * 0.66, colour);
}

/// A bowl of milk: a half disc with the milk on top.
fn milk(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let c = c + vec2(0.0, r * 0.05);
    let pts: Vec<Pos2> = (0..=16)
        .map(|i| {
            let a = PI * i as f32 / 16.0;
            c + vec2(r * a.cos(), r * 0.8 * a.sin())
        })
        .collect();
    p.add(Shape::convex_polygon(pts, colour, Stroke::NONE));
    p.add(Shape::ellipse_filled(c, vec2(r, r * 0.25), Color32::WHITE));
}

/// A tin of cat food with its label.
fn tin(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    let tin = Rect::from_center_size(c, vec2(r * 1.5, r * 1.3));
    p.rect_filled(tin, CornerRadius::same((r * 0.15) as u8), colour);
    p.rect_filled(
        Rect::from_center_size(c, vec2(r * 1.5, r * 0.35)),
        CornerRadius::ZERO,
        Color32::from_rgb(250, 230, 200),
    );
}

/// A bottle of vitamins with a cross on it.
fn vitamins(p: &Painter, c: Pos2, r: f32, colour: Color32) {
    p.rect_filled(
        Rect::from_center_size(c + vec2(0.0, -r * 0.75), vec2(r * 0.8, r * 0.3)),
        CornerRadius::same((r * 0.08) as u8),
        colour,
    );
    p.rect_filled(
        Rect::from_center_size(c + vec2(0.0, r * 0.12), vec2(r * 1.4, r * 1.45)),
        CornerRadius::same((r * 0.15) as u8),
        colour,
    );
    let c = c + vec2(0.0, r * 0.12);
    p.rect_filled(
        Rect::from_center_size(c, vec2(r * 0.28, r * 0.9)),
        CornerRadius::ZERO,
        Color32::WHITE,
    );
    p.rect_filled(
        Rect::from_center_size(c, vec2(r * 0.9, r * 0.28)),
        CornerRadius::ZERO,
        Color32::WHITE,
    );
}
