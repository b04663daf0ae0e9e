//! Cat Attack's playback on the shared table view: the die, the Curiosity card and the fight
//! go on show (`Show`, read by the panels), with their sounds, each event held long enough to
//! follow; the pieces' walks, drives and jumps are in `pieces.rs`.

use crate::audio::Sound;
use crate::view::motion;
use crate::view::table_view::{Clock, Step, TableView};
use bevy::prelude::*;
use mogland_rules::core::{SeatId, Text};
use mogland_rules::games::cat_attack::{CatAttack, CatAttackEvent, card_name};

/// What the panels show of the playback: the die, the Curiosity card just drawn, the fight.
#[derive(Resource, Default)]
pub struct Show {
    /// The last roll: who rolled, the value, and how long it still tumbles.
    pub die: Option<(SeatId, u8)>,
    pub tumbling: f32,
    /// A Curiosity card drawn, shown large while this is above zero.
    pub curiosity: Option<(SeatId, u8)>,
    pub card_up: f32,
    pub fight: Option<Fight>,
}

/// A cat fight as the panel shows it.
#[derive(Clone, Debug)]
pub struct Fight {
    pub attacker: SeatId,
    pub defender: SeatId,
    pub suit: mogland_rules::games::cat_attack::Suit,
    pub plays: Vec<(SeatId, Text)>,
    pub loser: Option<SeatId>,
}

/// Cat Attack's events as the shared table view plays them.
pub struct View;

impl TableView for View {
    type Game = CatAttack;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, CatAttackEvent>) -> f32 {
        if let Some(s) = sound(step.event, show) {
            step.cue(s);
        }
        // A card drawn in a replay skipped over (Continue) is in the log, not held up.
        if !step.live && matches!(step.event, CatAttackEvent::CuriosityDrawn { .. }) {
            show.card_up = 0.0;
        }
        hold(step.event)
    }

    fn tick(show: &mut Show, clock: Clock) {
        show.tumbling = (show.tumbling - clock.dt).max(0.0);
        // A drawn Curiosity card stays up long enough to read at any speed, Instant too: it
        // floats over the board while the rest plays on (paused, it waits).
        show.card_up = (show.card_up - clock.real * clock.speed.min(1.0)).max(0.0);
    }

    fn skipped(show: &mut Show) {
        show.tumbling = 0.0;
    }
}

/// How long each event is held, at speed 1.
fn hold(e: &CatAttackEvent) -> f32 {
    use CatAttackEvent as E;
    match e {
        E::Rolled { .. } => motion::ROLL,
        E::FirstRoll { .. } => motion::HOLD_READ,
        E::Moved { path, .. } | E::CritterMoved { path, .. } => {
            motion::walk(path.len()) + motion::HOLD_BRIEF
        }
        E::CarDrove { path } => motion::drive(path.len()) + motion::HOLD_BRIEF,
        // A Curiosity card is read whole: its name and its rules text.
        E::CuriosityDrawn { .. } => 2.0 * motion::HOLD_READ,
        E::SentHome { .. } => motion::SEND_HOME,
        E::Caught { .. } => motion::CAPTURE,
        E::FightLost { .. } => motion::HOLD_READ,
        E::Bought { .. }
        | E::Raided { .. }
        | E::Attacked { .. }
        | E::FightDeclared { .. }
        | E::FightCard { .. }
        | E::ShopToggled { .. }
        | E::LostLives { .. } => motion::HOLD,
        E::Won { .. } => motion::HOLD_FINAL,
        _ => motion::HOLD_BRIEF,
    }
}

/// The sound of an event; the die, the card and the fight go on show (the log's line comes
/// from the rules: `CatAttack::tell`).
fn sound(e: &CatAttackEvent, show: &mut Show) -> Option<Sound> {
    use CatAttackEvent as E;
    match e {
        E::Played { seat, .. } => {
            spend_roll(show, *seat);
            if show.fight.as_ref().is_some_and(|f| f.loser.is_some()) {
                show.fight = None;
            }
            Some(Sound::CardFlip)
        }
        E::FirstRoll { rolls, first } => {
            if let Some(v) = rolls
                .last()
                .and_then(|r| r.iter().find(|(s, _)| s == first))
            {
                show.die = Some((*first, v.1));
                show.tumbling = 0.6;
            }
            Some(Sound::DiceRoll)
        }
        E::Rolled { seat, value } => {
            show.die = Some((*seat, *value));
            show.tumbling = 0.6;
            Some(Sound::DiceRoll)
        }
        E::Caught { .. } => Some(Sound::Squeak),
        E::Bought { .. } => Some(Sound::Sip),
        E::Attacked { .. } | E::Raided { .. } => Some(Sound::Hiss),
        E::Retired { .. } | E::Won { .. } => Some(Sound::Meow),
        E::CuriosityDrawn { seat, card } => {
            show.curiosity = Some((*seat, *card));
            show.card_up = 2.4;
            Some(Sound::CardFlip)
        }
        E::CarDrove { .. } => Some(Sound::Car),
        E::FightDeclared {
            attacker,
            defender,
            suit,
        } => {
            spend_roll(show, *attacker);
            show.fight = Some(Fight {
                attacker: *attacker,
                defender: *defender,
                suit: *suit,
                plays: Vec::new(),
                loser: None,
            });
            Some(Sound::Hiss)
        }
        E::FightCard { seat, card } => {
            if let Some(f) = &mut show.fight {
                f.plays.push((*seat, card_name(*card)));
            }
            None
        }
        E::FightLost { seat } => {
            if let Some(f) = &mut show.fight {
                f.loser = Some(*seat);
            }
            Some(Sound::Hiss)
        }
        E::Moved { .. }
        | E::CritterMoved { .. }
        | E::LostLives { .. }
        | E::SentHome { .. }
        | E::RaidDeclined { .. }
        | E::Swapped { .. }
        | E::ShopToggled { .. }
        | E::SixCat { .. }
        | E::Escaped { .. } => None,
    }
}

/// A turn begins with a card played or a fight declared: a roll on show that is this seat's
/// is spent (the who-starts roll read "Felix rolled 6" while Felix moved by a Cat card).
fn spend_roll(show: &mut Show, seat: SeatId) {
    if show.die.is_some_and(|(s, _)| s == seat) {
        show.die = None;
    }
}

/// A drawn Curiosity card counts down in frames: keep them coming while it is up, even on a
/// table where nothing else moves.
pub(super) fn hold_card_frames(
    show: Res<Show>,
    // No window (a headless table), no redraws to ask for.
    redraw: Option<MessageWriter<bevy::window::RequestRedraw>>,
) {
    if show.card_up > 0.0
        && let Some(mut redraw) = redraw
    {
        redraw.write(bevy::window::RequestRedraw);
    }
}
