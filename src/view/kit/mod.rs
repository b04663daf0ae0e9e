//! The pieces every game's table is built from, so the five games look and behave alike: the
//! prompt bar (who is asked, what, undo, skip, the last refusal), the log of what happened,
//! dice, a hand of cards, the figures (cats, mice, birds, the car), event playback at the
//! speed the settings ask, and the board point under the pointer.

pub mod bar;
pub mod card;
pub mod dice;
pub mod figures;
pub mod hand;
pub mod icons;
pub mod labels;
pub mod log;
pub mod pick;
pub mod playback;
pub mod tabletop;

use bevy::prelude::*;

/// The kit's resources, messages and panels (headless apps too: tests drive tables with it).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        bar::plugin,
        figures::plugin,
        log::plugin,
        pick::plugin,
        playback::plugin,
    ));
}
