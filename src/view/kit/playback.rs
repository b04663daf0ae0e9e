//! The queue a table's playback runs on (see [`crate::view::table_view`]): events played one
//! at a time, each held for as long as its game says (at animation speed 1), so a player can
//! follow a reveal, a fight or a move. The speed setting scales every hold; "Skip" plays the
//! rest at once; while the table is paused, virtual time stands still and so does the
//! playback.

use crate::settings::Settings;
use bevy::prelude::*;
use std::collections::VecDeque;

/// Asks the table's playback to finish at once (the prompt bar's Skip button).
#[derive(Message, Clone, Copy, Debug)]
pub struct SkipPlayback;

pub fn plugin(app: &mut App) {
    app.add_message::<SkipPlayback>();
}

#[derive(Debug)]
pub struct Playback<E> {
    queue: VecDeque<E>,
    /// Time left on the step being shown.
    hold: f32,
}

impl<E> Default for Playback<E> {
    fn default() -> Self {
        Self {
            queue: VecDeque::new(),
            hold: 0.0,
        }
    }
}

impl<E> Playback<E> {
    pub fn push(&mut self, event: E) {
        self.queue.push_back(event);
    }

    /// Something is queued or still being shown.
    pub fn is_playing(&self) -> bool {
        !self.queue.is_empty() || self.hold > 0.0
    }

    /// Lets `dt` (already scaled by the speed) pass: every event whose time has come is played
    /// with `play`, which returns how long to hold it.
    pub fn advance(&mut self, dt: f32, mut play: impl FnMut(&E) -> f32) {
        self.hold -= dt;
        while self.hold <= 0.0 {
            let Some(event) = self.queue.pop_front() else {
                // Nothing waits: the clock stops, so the next event after a long pause is
                // still held for its full time.
                self.hold = 0.0;
                return;
            };
            self.hold += play(&event);
        }
    }

    /// Plays everything left at once.
    pub fn skip(&mut self, mut play: impl FnMut(&E)) {
        while let Some(event) = self.queue.pop_front() {
            play(&event);
        }
        self.hold = 0.0;
    }

    pub fn clear(&mut self) {
        self.queue.clear();
        self.hold = 0.0;
    }
}

/// This frame's playback time: virtual time (stopped while paused) at the player's speed.
pub fn scaled_dt(time: &Time, settings: &Settings) -> f32 {
    time.delta_secs() * settings.speed()
}
