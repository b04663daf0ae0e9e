//! Moves a piece smoothly to a target transform; speed follows the animation setting.

use crate::settings::Settings;
use bevy::prelude::*;

/// Slides the entity's transform towards `to` over `seconds` (at animation speed 1).
#[derive(Component, Debug, Clone)]
pub struct Tween {
    pub from: Transform,
    pub to: Transform,
    pub seconds: f32,
    pub elapsed: f32,
}

impl Tween {
    pub fn new(from: Transform, to: Transform, seconds: f32) -> Self {
        Self {
            from,
            to,
            seconds: seconds.max(0.001),
            elapsed: 0.0,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, run_tweens);
}

fn run_tweens(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut q: Query<(Entity, &mut Transform, &mut Tween)>,
) {
    for (e, mut t, mut tw) in &mut q {
        tw.elapsed += time.delta_secs() * settings.animation_speed;
        let x = (tw.elapsed / tw.seconds).clamp(0.0, 1.0);
        let s = x * x * (3.0 - 2.0 * x);
        t.translation = tw.from.translation.lerp(tw.to.translation, s);
        t.rotation = tw.from.rotation.slerp(tw.to.rotation, s);
        if x >= 1.0 {
            *t = tw.to;
            commands.entity(e).remove::<Tween>();
        }
    }
}
