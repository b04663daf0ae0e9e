//! Moves a piece smoothly to a target transform, straight or along a path of spaces with a hop
//! at each one; speed follows the animation setting.

use crate::settings::Settings;
use crate::view::motion::ease;
use bevy::prelude::*;

/// Slides the entity's transform towards `to` over `seconds` (at animation speed 1), through
/// the points in `via` if any, hopping `hop` high on each leg.
#[derive(Component, Debug, Clone)]
pub struct Tween {
    pub from: Transform,
    pub to: Transform,
    pub via: Vec<Vec3>,
    pub hop: f32,
    /// Turn the piece (its front is −Z) the way it goes on each leg, as walkers and cars do.
    pub face_along: bool,
    pub seconds: f32,
    pub elapsed: f32,
}

impl Tween {
    pub fn new(from: Transform, to: Transform, seconds: f32) -> Self {
        Self {
            from,
            to,
            via: Vec::new(),
            hop: 0.0,
            face_along: false,
            seconds: seconds.max(0.001),
            elapsed: 0.0,
        }
    }

    /// A walk through `via` to `to`, a hop of `hop` on each leg (one big hop: a jump),
    /// facing the way it goes.
    pub fn walk(from: Transform, via: Vec<Vec3>, to: Transform, seconds: f32, hop: f32) -> Self {
        Self {
            via,
            hop,
            face_along: true,
            ..Self::new(from, to, seconds)
        }
    }

    /// Where the piece is at `x` (0..=1 of the way).
    fn at(&self, x: f32) -> Vec3 {
        let mut points = Vec::with_capacity(self.via.len() + 2);
        points.push(self.from.translation);
        points.extend(self.via.iter().copied());
        points.push(self.to.translation);
        let legs = (points.len() - 1) as f32;
        let along = x * legs;
        let leg = (along.floor() as usize).min(points.len() - 2);
        let t = along - leg as f32;
        // One leg eases in and out; a walk keeps an even pace from space to space.
        let s = if points.len() == 2 {
            ease::in_out(t)
        } else {
            ease::linear(t)
        };
        points[leg].lerp(points[leg + 1], s) + Vec3::Y * self.hop * ease::arc(t)
    }
}

/// A piece in the player's hand (being dragged): it follows the pointer, not a tween, and the
/// table does not wait for it.
#[derive(Component)]
pub struct Held;

/// A piece leaving the board (a spent saucer, a cleared blocker): it shrinks away over
/// `seconds`, then is despawned. Nothing just blinks out.
#[derive(Component, Debug, Clone)]
pub struct Vanish {
    pub seconds: f32,
    pub elapsed: f32,
    /// The scale it had when it started to go.
    pub from: Vec3,
}

impl Vanish {
    pub fn new(from: Vec3) -> Self {
        Self {
            seconds: crate::view::motion::CAPTURE,
            elapsed: 0.0,
            from,
        }
    }
}

/// A piece arriving on the board: it grows from nothing to its scale, overshooting a little as
/// a piece set down does.
#[derive(Component, Debug, Clone)]
pub struct Appear {
    pub seconds: f32,
    pub elapsed: f32,
    pub to: Vec3,
}

impl Appear {
    pub fn new(to: Vec3) -> Self {
        Self {
            seconds: crate::view::motion::JUMP,
            elapsed: 0.0,
            to,
        }
    }
}

/// The systems that move pieces along their tweens (and remove the ones that end).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tweening;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (run_tweens, run_appear, run_vanish).in_set(Tweening),
    );
}

fn run_appear(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut q: Query<(Entity, &mut Transform, &mut Appear)>,
) {
    for (e, mut t, mut a) in &mut q {
        a.elapsed += time.delta_secs() * settings.speed();
        let x = (a.elapsed / a.seconds).clamp(0.0, 1.0);
        t.scale = a.to * ease::out_back(x).max(0.001);
        if x >= 1.0 {
            t.scale = a.to;
            commands.entity(e).remove::<Appear>();
        }
    }
}

fn run_vanish(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut q: Query<(Entity, &mut Transform, &mut Vanish)>,
) {
    for (e, mut t, mut v) in &mut q {
        v.elapsed += time.delta_secs() * settings.speed();
        let x = (v.elapsed / v.seconds).clamp(0.0, 1.0);
        t.scale = v.from * (1.0 - ease::in_out(x)).max(0.001);
        if x >= 1.0 {
            commands.entity(e).despawn();
        }
    }
}

fn run_tweens(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut q: Query<(Entity, &mut Transform, &mut Tween)>,
) {
    for (e, mut t, mut tw) in &mut q {
        tw.elapsed += time.delta_secs() * settings.speed();
        let x = (tw.elapsed / tw.seconds).clamp(0.0, 1.0);
        let s = ease::in_out(x);
        let here = tw.at(x);
        let ahead = (tw.at((x + 0.01).min(1.0)) - here).with_y(0.0);
        t.rotation = if tw.face_along && x < 0.98 && ahead.length() > 1e-4 {
            let want = Transform::default().looking_to(ahead, Vec3::Y).rotation;
            t.rotation.slerp(want, 0.35)
        } else {
            tw.from.rotation.slerp(tw.to.rotation, s)
        };
        t.translation = here;
        if x >= 1.0 {
            *t = tw.to;
            commands.entity(e).remove::<Tween>();
        }
    }
}
