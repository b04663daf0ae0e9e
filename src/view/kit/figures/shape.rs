//! Smooth shapes made in code for the figurines: ellipsoids and rounded boxes, bodies turned on
//! a lathe, tapered tubes swept along a curve, rings. Each is a grid of rings; normals are
//! averaged over the faces round each vertex (welded where points meet, at the poles and
//! seams), so everything shades soft, like a painted figurine. Shapes merge into one mesh per
//! material, so a figure is a handful of entities rather than dozens.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::collections::HashMap;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// Triangles with per-vertex normals, merged into a `Mesh` at the end.
#[derive(Clone, Default)]
pub struct Geo {
    pos: Vec<Vec3>,
    nor: Vec<Vec3>,
    idx: Vec<u32>,
}

/// Points round the ring of a grid.
const AROUND: usize = 20;

/// `x` raised to `e`, keeping its sign (superellipsoids).
fn spow(x: f32, e: f32) -> f32 {
    x.signum() * x.abs().powf(e)
}

/// Catmull-Rom through `points`, `per` samples a segment: a smooth curve through them all.
pub fn smooth<T>(points: &[T], per: usize) -> Vec<T>
where
    T: Copy
        + std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<f32, Output = T>,
{
    if points.len() < 3 {
        return points.to_vec();
    }
    let n = points.len();
    let get = |i: isize| points[i.clamp(0, n as isize - 1) as usize];
    let mut out = Vec::new();
    for i in 0..n - 1 {
        let (p0, p1, p2, p3) = (
            get(i as isize - 1),
            get(i as isize),
            get(i as isize + 1),
            get(i as isize + 2),
        );
        for s in 0..per {
            let t = s as f32 / per as f32;
            let (t2, t3) = (t * t, t * t * t);
            out.push(
                (p1 * 2.0
                    + (p2 - p0) * t
                    + (p0 * 2.0 - p1 * 5.0 + p2 * 4.0 - p3) * t2
                    + (p1 * 3.0 - p0 - p2 * 3.0 + p3) * t3)
                    * 0.5,
            );
        }
    }
    out.push(points[n - 1]);
    out
}

impl Geo {
    /// Rows of rings (each ring closed on itself), joined row to row, and the last row to the
    /// first if `closed`. Normals point away from each ring's centre.
    fn rings(rows: &[Vec<Vec3>], closed: bool) -> Geo {
        let nu = rows[0].len();
        let nv = rows.len();
        let mut g = Geo {
            pos: rows.iter().flatten().copied().collect(),
            nor: vec![Vec3::ZERO; nu * nv],
            idx: Vec::new(),
        };
        let at = |i: usize, j: usize| (j % nv * nu + i % nu) as u32;
        let centre: Vec<Vec3> = rows
            .iter()
            .map(|r| r.iter().copied().sum::<Vec3>() / r.len() as f32)
            .collect();
        let mut outward = 0.0;
        let last = if closed { nv } else { nv - 1 };
        for j in 0..last {
            for i in 0..nu {
                let (a, b, c, d) = (at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1));
                for [x, y, z] in [[a, b, c], [a, c, d]] {
                    let (px, py, pz) = (g.pos[x as usize], g.pos[y as usize], g.pos[z as usize]);
                    let n = (py - px).cross(pz - px);
                    let mid = (px + py + pz) / 3.0;
                    outward += n.dot(mid - (centre[j] + centre[(j + 1) % nv]) / 2.0);
                    g.idx.extend([x, y, z]);
                }
            }
        }
        if outward < 0.0 {
            for t in g.idx.chunks_mut(3) {
                t.swap(1, 2);
            }
        }
        g.compute_normals();
        g
    }

    /// Area-weighted face normals summed at each vertex, then shared by every vertex at the
    /// same point (poles, seams).
    fn compute_normals(&mut self) {
        let mut nor = vec![Vec3::ZERO; self.pos.len()];
        for t in self.idx.chunks(3) {
            let (a, b, c) = (
                self.pos[t[0] as usize],
                self.pos[t[1] as usize],
                self.pos[t[2] as usize],
            );
            let n = (b - a).cross(c - a);
            for &k in t {
                nor[k as usize] += n;
            }
        }
        let key = |p: Vec3| (p * 1e4).round().as_ivec3();
        let mut welded: HashMap<IVec3, Vec3> = HashMap::new();
        for (p, n) in self.pos.iter().zip(&nor) {
            *welded.entry(key(*p)).or_default() += *n;
        }
        self.nor = self
            .pos
            .iter()
            .map(|p| welded[&key(*p)].normalize_or(Vec3::Y))
            .collect();
    }

    /// A superellipsoid of half-sizes `r`: `square` 1 is an ellipsoid, towards 0 a box with
    /// rounded edges (a pillow, a car's body, a present).
    pub fn blob(r: Vec3, square: f32) -> Geo {
        let nv = 16;
        let rows: Vec<Vec<Vec3>> = (0..=nv)
            .map(|j| {
                let th = PI * j as f32 / nv as f32;
                (0..AROUND + 4)
                    .map(|i| {
                        let ph = TAU * i as f32 / (AROUND + 4) as f32;
                        let s = spow(th.sin(), square);
                        Vec3::new(
                            r.x * s * spow(ph.cos(), square),
                            r.y * spow(th.cos(), square),
                            r.z * s * spow(ph.sin(), square),
                        )
                    })
                    .collect()
            })
            .collect();
        Geo::rings(&rows, false)
    }

    pub fn ball(r: f32) -> Geo {
        Geo::blob(Vec3::splat(r), 1.0)
    }

    pub fn ellipsoid(r: Vec3) -> Geo {
        Geo::blob(r, 1.0)
    }

    /// A body turned on a lathe round the y axis: `profile` is (radius, height) from the
    /// bottom to the top, smoothed; start and end at radius 0 to close it.
    pub fn lathe(profile: &[Vec2]) -> Geo {
        Geo::lathe_n(profile, AROUND + 4)
    }

    fn lathe_n(profile: &[Vec2], around: usize) -> Geo {
        let rows: Vec<Vec<Vec3>> = smooth(profile, 4)
            .into_iter()
            .map(|p| {
                (0..around)
                    .map(|i| {
                        let a = TAU * i as f32 / around as f32;
                        Vec3::new(p.x * a.cos(), p.y, p.x * a.sin())
                    })
                    .collect()
            })
            .collect();
        Geo::rings(&rows, false)
    }

    /// A cylinder with softened edges: `r` across, `h` high, standing on y = 0.
    pub fn puck(r: f32, h: f32, soft: f32) -> Geo {
        let s = soft.min(h / 2.0).min(r);
        Geo::lathe(&[
            Vec2::new(0.0, 0.0),
            Vec2::new(r - s, 0.0),
            Vec2::new(r - s * 0.3, s * 0.3),
            Vec2::new(r, s),
            Vec2::new(r, h - s),
            Vec2::new(r - s * 0.3, h - s * 0.3),
            Vec2::new(r - s, h),
            Vec2::new(0.0, h),
        ])
    }

    /// A cone of base radius `r` and height `h` on y = 0, its tip rounded a little.
    pub fn cone(r: f32, h: f32) -> Geo {
        Geo::lathe(&[
            Vec2::new(0.0, 0.0),
            Vec2::new(r * 0.9, 0.0),
            Vec2::new(r, h * 0.04),
            Vec2::new(r * 0.5, h * 0.5),
            Vec2::new(r * 0.06, h * 0.97),
            Vec2::new(0.0, h),
        ])
    }

    /// A tube along the smoothed `spine`, `radius(t)` thick at `t` (0 at the start, 1 at the
    /// end), with round ends.
    pub fn tube(spine: &[Vec3], radius: impl Fn(f32) -> f32) -> Geo {
        let pts = smooth(spine, 6);
        let n = pts.len();
        let tangent = |k: usize| (pts[(k + 1).min(n - 1)] - pts[k.saturating_sub(1)]).normalize();
        // Parallel transport: each ring turns as little as possible from the last.
        let t0 = tangent(0);
        let mut normal = t0.any_orthonormal_vector();
        let mut frames = Vec::with_capacity(n);
        let mut prev = t0;
        for (k, &p) in pts.iter().enumerate() {
            let t = tangent(k);
            normal = Quat::from_rotation_arc(prev, t) * normal;
            normal = (normal - t * normal.dot(t)).normalize();
            frames.push((p, t, normal, t.cross(normal)));
            prev = t;
        }
        let around = AROUND - 4;
        let ring = |c: Vec3, nn: Vec3, b: Vec3, r: f32| -> Vec<Vec3> {
            (0..around)
                .map(|i| {
                    let a = TAU * i as f32 / around as f32;
                    c + (nn * a.cos() + b * a.sin()) * r
                })
                .collect()
        };
        let caps = 4;
        let mut rows = Vec::new();
        let (c, t, nn, b) = frames[0];
        let r0 = radius(0.0);
        for k in (1..=caps).rev() {
            let a = FRAC_PI_2 * k as f32 / caps as f32;
            rows.push(ring(c - t * r0 * a.sin(), nn, b, r0 * a.cos()));
        }
        for (k, &(c, _, nn, b)) in frames.iter().enumerate() {
            rows.push(ring(c, nn, b, radius(k as f32 / (n - 1) as f32)));
        }
        let (c, t, nn, b) = frames[n - 1];
        let r1 = radius(1.0);
        for k in 1..=caps {
            let a = FRAC_PI_2 * k as f32 / caps as f32;
            rows.push(ring(c + t * r1 * a.sin(), nn, b, r1 * a.cos()));
        }
        Geo::rings(&rows, false)
    }

    /// A ring round the y axis: `ring` to the middle of its tube, `thick` the tube's radius.
    pub fn torus(ring: f32, thick: f32) -> Geo {
        let nv = 28;
        let rows: Vec<Vec<Vec3>> = (0..nv)
            .map(|j| {
                let a = TAU * j as f32 / nv as f32;
                let out = Vec3::new(a.cos(), 0.0, a.sin());
                (0..12)
                    .map(|i| {
                        let b = TAU * i as f32 / 12.0;
                        out * (ring + thick * b.cos()) + Vec3::Y * thick * b.sin()
                    })
                    .collect()
            })
            .collect();
        Geo::rings(&rows, true)
    }

    /// A flat plate of `outline` (x, z) `depth` thick on y = 0, its faces flat-shaded.
    pub fn plate(outline: &[Vec2], depth: f32) -> Geo {
        let mut g = Geo::default();
        let n = outline.len();
        let centre = outline.iter().copied().sum::<Vec2>() / n as f32;
        for (y, up) in [(depth, Vec3::Y), (0.0, Vec3::NEG_Y)] {
            let base = g.pos.len() as u32;
            g.pos.push(Vec3::new(centre.x, y, centre.y));
            g.nor.push(up);
            for v in outline {
                g.pos.push(Vec3::new(v.x, y, v.y));
                g.nor.push(up);
            }
            for k in 0..n as u32 {
                let (a, b) = (base + 1 + k, base + 1 + (k + 1) % n as u32);
                g.idx.extend(if up.y > 0.0 {
                    [base, b, a]
                } else {
                    [base, a, b]
                });
            }
        }
        for k in 0..n {
            let (a, b) = (outline[k], outline[(k + 1) % n]);
            let e = b - a;
            let normal = Vec3::new(-e.y, 0.0, e.x).normalize_or_zero();
            let normal = if normal.xz().dot(a - centre) < 0.0 {
                -normal
            } else {
                normal
            };
            let base = g.pos.len() as u32;
            for (v, y) in [(a, 0.0), (b, 0.0), (b, depth), (a, depth)] {
                g.pos.push(Vec3::new(v.x, y, v.y));
                g.nor.push(normal);
            }
            g.idx
                .extend([base, base + 2, base + 1, base, base + 3, base + 2]);
        }
        g.fix_winding();
        g
    }

    /// Turns every triangle to face the way its vertices' normals point.
    fn fix_winding(&mut self) {
        for t in self.idx.chunks_mut(3) {
            let (a, b, c) = (
                self.pos[t[0] as usize],
                self.pos[t[1] as usize],
                self.pos[t[2] as usize],
            );
            let n = self.nor[t[0] as usize] + self.nor[t[1] as usize] + self.nor[t[2] as usize];
            if (b - a).cross(c - a).dot(n) < 0.0 {
                t.swap(1, 2);
            }
        }
    }

    /// Moved, turned and scaled by `t` (normals follow a non-uniform scale correctly).
    pub fn at(mut self, t: Transform) -> Geo {
        let inv = 1.0 / t.scale;
        for p in &mut self.pos {
            *p = t.transform_point(*p);
        }
        for n in &mut self.nor {
            *n = (t.rotation * (*n * inv)).normalize_or(Vec3::Y);
        }
        // A mirror (negative scale) turns the triangles inside out.
        if t.scale.x * t.scale.y * t.scale.z < 0.0 {
            for tri in self.idx.chunks_mut(3) {
                tri.swap(1, 2);
            }
        }
        self
    }

    /// Narrowed towards the top: x and z scaled from 1 at the lowest point to `top` at the
    /// highest (a car's cabin, a bottle's shoulders). Normals are worked out afresh.
    pub fn tapered(mut self, top: f32) -> Geo {
        let (lo, hi) = self.pos.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
            (lo.min(p.y), hi.max(p.y))
        });
        for p in &mut self.pos {
            let k = 1.0 + (top - 1.0) * (p.y - lo) / (hi - lo).max(1e-6);
            p.x *= k;
            p.z *= k;
        }
        self.compute_normals();
        self
    }

    pub fn moved(self, by: Vec3) -> Geo {
        self.at(Transform::from_translation(by))
    }

    /// This and `other` as one.
    pub fn and(mut self, other: Geo) -> Geo {
        let base = self.pos.len() as u32;
        self.pos.extend(other.pos);
        self.nor.extend(other.nor);
        self.idx.extend(other.idx.into_iter().map(|i| i + base));
        self
    }

    /// Left and right copies (mirrored in x) of a part built on the right (+x) side.
    pub fn pair(self) -> Geo {
        let mirrored = self
            .clone()
            .at(Transform::from_scale(Vec3::new(-1.0, 1.0, 1.0)));
        self.and(mirrored)
    }

    pub fn mesh(self) -> Mesh {
        let uv = vec![[0.0f32, 0.0]; self.pos.len()];
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(
            Mesh::ATTRIBUTE_POSITION,
            self.pos.iter().map(|p| p.to_array()).collect::<Vec<_>>(),
        )
        .with_inserted_attribute(
            Mesh::ATTRIBUTE_NORMAL,
            self.nor.iter().map(|n| n.to_array()).collect::<Vec<_>>(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
        .with_inserted_indices(Indices::U32(self.idx))
    }
}

/// Where a part sits: shorthand for a transform from a position.
pub fn at(x: f32, y: f32, z: f32) -> Transform {
    Transform::from_xyz(x, y, z)
}
