//! One set of easings and durations for every animation in Mogland (see docs/style.md,
//! "Motion"). Durations are at animation speed 1; the speed setting scales them all, and
//! "instant" ends each in the frame it starts.

/// Easing curves: `t` runs 0..=1, the result starts at 0 and ends at 1.
pub mod ease {
    /// Starts and ends gently: a piece sliding to its place.
    pub fn in_out(t: f32) -> f32 {
        let t = t.clamp(0.0, 1.0);
        t * t * (3.0 - 2.0 * t)
    }

    /// Fast out, gentle landing: a card dealt, a panel appearing.
    pub fn out(t: f32) -> f32 {
        let t = 1.0 - t.clamp(0.0, 1.0);
        1.0 - t * t * t
    }

    /// Overshoots a little and settles: a piece set down, a die landing.
    pub fn out_back(t: f32) -> f32 {
        let t = t.clamp(0.0, 1.0) - 1.0;
        let k = 1.70158;
        1.0 + t * t * ((k + 1.0) * t + k)
    }

    /// An even pace: from square to square along a walk.
    pub fn linear(t: f32) -> f32 {
        t.clamp(0.0, 1.0)
    }

    /// Up and down again (0 → 1 → 0): the hop of a step or a jump.
    pub fn arc(t: f32) -> f32 {
        (std::f32::consts::PI * t.clamp(0.0, 1.0)).sin()
    }
}

/// A piece slides to where the rules put it (after an undo or a resumed game): this long, and
/// `GLIDE_PER_UNIT` longer for each unit of distance.
pub const GLIDE: f32 = 0.3;
pub const GLIDE_PER_UNIT: f32 = 0.05;
/// A piece walks one space of its path.
pub const STEP: f32 = 0.22;
/// The car drives one space of the road, after `GLIDE` to pull away.
pub const DRIVE: f32 = 0.14;
/// A cat in Cat Fight walks one square (the grid is fine, the steps short).
pub const SHORT_STEP: f32 = 0.08;
/// A single leap: onto a cushion, over a fence, a push.
pub const JUMP: f32 = 0.5;
/// A captured or beaten piece carried off the board.
pub const CAPTURE: f32 = 0.6;
/// A piece sent back to its home space.
pub const SEND_HOME: f32 = 0.8;
/// A card turning over or sliding into place.
pub const CARD: f32 = 0.3;
/// A die tumbling before it shows its face.
pub const ROLL: f32 = 0.9;

/// A slide over `distance` units.
pub fn glide(distance: f32) -> f32 {
    GLIDE + GLIDE_PER_UNIT * distance
}

/// A walk of `steps` spaces.
pub fn walk(steps: usize) -> f32 {
    STEP * steps as f32
}

/// A drive of `spaces` spaces of road.
pub fn drive(spaces: usize) -> f32 {
    GLIDE + DRIVE * spaces as f32
}

/// How long a step of a playback stays on show before the next: a passing note, an event, an
/// event the player must read (a revealed card, a fight), the end of a game.
pub const HOLD_BRIEF: f32 = 0.3;
pub const HOLD: f32 = 0.6;
pub const HOLD_READ: f32 = 1.2;
pub const HOLD_FINAL: f32 = 1.5;

/// The idle life of a cat at rest: a blink, a flick of the tail, and how far apart they come.
pub const BLINK: f32 = 0.14;
pub const TAIL_FLICK: f32 = 0.6;
pub const IDLE_GAP: (f32, f32) = (6.0, 14.0);
