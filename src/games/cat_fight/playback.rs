//! Cat Fight's playback on the shared table view: each event shows in the log, with its
//! sound, and is held long enough to follow; fight dice stay up until the next turn begins.

use super::scene::Show;
use crate::audio::Sound;
use crate::view::motion;
use crate::view::table_view::{Step, TableView};
use mogland_rules::games::cat_fight::{CatFight, CatFightEvent};

/// Cat Fight's events as the shared table view plays them.
pub struct View;

impl TableView for View {
    type Game = CatFight;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, CatFightEvent>) -> f32 {
        match step.event {
            CatFightEvent::TurnBegan { .. } => show.dice = None,
            CatFightEvent::CatnipPlaced { .. } | CatFightEvent::CatnipFired { .. } => {
                step.cue(Sound::Catnip)
            }
            CatFightEvent::FightStarted { .. } => step.cue(Sound::Hiss),
            CatFightEvent::FightRolled { seats, dice } => {
                show.dice = Some((seats.clone(), dice.clone()));
                step.cue(Sound::DiceRoll);
            }
            CatFightEvent::FightWon { .. } => step.cue(Sound::Meow),
            CatFightEvent::Sipped { .. } => step.cue(Sound::Sip),
            _ => {}
        }
        hold(step.event)
    }

    /// After an undo, the dice go; what glows and the sight lines stay as the player set them.
    fn rewound(show: &mut Show) {
        show.dice = None;
    }
}

/// How long each event is held, at speed 1.
fn hold(e: &CatFightEvent) -> f32 {
    match e {
        CatFightEvent::TurnBegan { .. } => 0.0,
        CatFightEvent::Moved { path, .. } => {
            motion::HOLD_BRIEF + motion::SHORT_STEP * path.len() as f32
        }
        CatFightEvent::FightRolled { .. } => motion::HOLD_READ,
        CatFightEvent::CatnipFired { .. }
        | CatFightEvent::FightWon { .. }
        | CatFightEvent::FightStarted { .. }
        | CatFightEvent::Sacrificed { .. } => motion::HOLD,
        // A saucer emptied or taken away shrinks off the board meanwhile.
        CatFightEvent::Sipped { .. } | CatFightEvent::SaucerRemoved { .. } => motion::CAPTURE,
        CatFightEvent::GameEnded { .. } => motion::HOLD_FINAL,
        _ => motion::HOLD_BRIEF,
    }
}
