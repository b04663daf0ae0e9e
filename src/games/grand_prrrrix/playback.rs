//! Grand Prrrrix's playback on the shared table view: the turned card, the spat and the found
//! object go on show (`Show`, read by the panels), with their sounds, each event held long
//! enough to follow; the cats' walks and jumps are in `pieces.rs`.

use crate::audio::Sound;
use crate::view::motion;
use crate::view::table_view::{Clock, Step, TableView};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::grand_prrrrix::{GrandPrrrrix, GrandPrrrrixEvent, Miaow, Spat};
use mogland_rules::levels::grand_prrrrix::Object;

/// What the panels show of the playback.
#[derive(Resource, Default)]
pub struct Show {
    /// The Turn Order card last turned, and how long it is still flipping.
    pub card: Option<(SeatId, Miaow, bool)>,
    pub flipping: f32,
    /// The spat on show: who, and once rolled, the dice (still tumbling while `tumbling`).
    pub spat: Option<Spat>,
    pub tumbling: f32,
    /// What the Present held, shown while `found_up` lasts.
    pub found: Option<(SeatId, Object)>,
    pub found_up: f32,
    /// The last spat rolled, its dice and winner, still shown for `last_spat_up` seconds of
    /// real time after it ended: at Instant speed a spat begins and ends in one frame.
    pub last_spat: Option<Spat>,
    pub last_spat_up: f32,
}

/// Seconds a spat's dice stay on show after it ended, whatever the animation speed.
const LAST_SPAT_SHOWN: f32 = 4.0;

/// Grand Prrrrix's events as the shared table view plays them.
pub struct View;

impl TableView for View {
    type Game = GrandPrrrrix;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, GrandPrrrrixEvent>) -> f32 {
        if let Some(s) = sound(step.event, show) {
            step.cue(s);
        }
        hold(step.event)
    }

    fn tick(show: &mut Show, clock: Clock) {
        show.flipping = (show.flipping - clock.dt).max(0.0);
        show.tumbling = (show.tumbling - clock.dt).max(0.0);
        show.found_up = (show.found_up - clock.dt).max(0.0);
        show.last_spat_up = (show.last_spat_up - clock.real).max(0.0);
    }

    fn skipped(show: &mut Show) {
        show.flipping = 0.0;
        show.tumbling = 0.0;
        show.found_up = 0.0;
    }
}

/// How long each event is held, at speed 1.
fn hold(e: &GrandPrrrrixEvent) -> f32 {
    use GrandPrrrrixEvent as E;
    match e {
        E::TurnCard { .. } | E::SpatBegins { .. } | E::Visited { .. } => motion::HOLD,
        E::Moved { path, .. } => motion::walk(path.len()) + motion::HOLD_BRIEF,
        // Each roll of a spat stays up long enough to compare the dice.
        E::Rolled(s) => motion::ROLL + motion::HOLD * s.rolls.len() as f32,
        E::Retreated { .. } | E::Pushed { .. } | E::Took { .. } => motion::JUMP,
        // A room opened: its object is read.
        E::Opened { .. } => motion::HOLD_READ + motion::HOLD_BRIEF,
        E::Passage { .. } => motion::SEND_HOME,
        E::Won { .. } => motion::HOLD_FINAL,
        _ => motion::HOLD_BRIEF,
    }
}

/// The sound of an event; the card, the spat and the found object go on show (the log's line
/// comes from the rules: `GrandPrrrrix::tell`).
fn sound(e: &GrandPrrrrixEvent, show: &mut Show) -> Option<Sound> {
    use GrandPrrrrixEvent as E;
    match e {
        E::TurnCard { seat, card, bonus } => {
            show.card = Some((*seat, *card, *bonus));
            show.flipping = 0.6;
            show.spat = None;
            Some(Sound::CardFlip)
        }
        E::SpatBegins { attacker, defender } => {
            show.spat = Some(Spat::new(*attacker, *defender));
            Some(Sound::Hiss)
        }
        E::Retreated { .. } => {
            show.spat = None;
            None
        }
        E::Rolled(spat) => {
            show.spat = Some(spat.clone());
            show.tumbling = 0.7;
            show.last_spat = Some(spat.clone());
            show.last_spat_up = LAST_SPAT_SHOWN;
            Some(Sound::DiceRoll)
        }
        E::Ate { .. } => Some(Sound::Sip),
        E::Coin { .. } => Some(Sound::Squeak),
        E::Opened { seat, found } => {
            show.found = Some((*seat, *found));
            show.found_up = 1.5;
            Some(Sound::CardFlip)
        }
        E::Passage { .. } | E::Visited { .. } | E::Won { .. } => Some(Sound::Meow),
        E::Moved { .. }
        | E::Pushed { .. }
        | E::Took { .. }
        | E::Napping { .. }
        | E::Rested { .. }
        | E::RestLost { .. } => None,
    }
}
