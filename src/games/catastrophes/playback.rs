//! The reveal, one step at a time: the rules resolve a round in one go and report each step as
//! a `CatastrophesEvent`; here those steps are played back by the shared table view — cards
//! flip in resolution order, the token walks space by space, punishment shows on the seat it
//! hits — at the speed the settings ask for. While it plays, bots wait. "Skip" ends it at once.

use crate::audio::Sound;
use crate::view::table_view::{Clock, Queue, Step, TableView};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::catastrophes::{
    Card, Cat, Catastrophes, CatastrophesEvent, MischiefScale,
};

/// What the table shows while a reveal plays, instead of the rules' (already final) state.
#[derive(Clone, Debug)]
pub struct Shown {
    /// The token, between spaces while it moves.
    pub scale: f32,
    pub scale_target: f32,
    pub punishment: Vec<u32>,
    /// Cards on the table this round, face down until their turn to resolve: who placed each.
    pub face_down: Vec<Option<SeatId>>,
    /// Cards turned face up so far (in resolution order, tricks first): card and placer.
    pub face_up: Vec<Option<(Card, SeatId)>>,
    /// The seat whose card is being resolved.
    pub resolving: Option<SeatId>,
    /// The round being revealed: the rules' round is already the next one.
    pub round: u32,
}

/// A change of punishment points as it floats over the seat: "+2", "−1"; `None` for no
/// change (a cuddle on a seat with no points), which is shown as no change at all.
pub fn points_change(delta: i32) -> Option<String> {
    match delta {
        0 => None,
        d if d > 0 => Some(format!("+{d}")),
        d => Some(format!("−{}", d.unsigned_abs())),
    }
}

/// "+2" or "−1" over a seat, fading.
#[derive(Clone, Debug)]
pub struct Flash {
    pub seat: SeatId,
    pub text: String,
    pub bad: bool,
    pub age: f32,
}

/// What the reveal shows so far, and what it starts from.
#[derive(Resource, Default)]
pub struct Reveal {
    pub shown: Option<Shown>,
    /// The rules' table as last seen with nothing playing: the "before" of the next reveal.
    synced_scale: u8,
    synced_punishment: Vec<u32>,
    /// The round of the reveal in the queue.
    revealing_round: u32,
    pub flashes: Vec<Flash>,
}

/// Cat'astrophes' playback (see the shared table view): the round's cards flip in resolution
/// order, the token walks space by space, punishment floats over the seat it hits.
pub struct View;

impl TableView for View {
    type Game = Catastrophes;
    type Stage = Reveal;

    fn queued(pb: &mut Reveal, e: &CatastrophesEvent) {
        // The round these cards belong to (the rules resolve a round at once, so its end
        // comes in with its reveal): the rules' own round is already the next.
        if let CatastrophesEvent::RoundEnded { round, .. } = e {
            pb.revealing_round = *round;
        }
    }

    fn play(pb: &mut Reveal, step: &mut Step<'_, CatastrophesEvent>) -> f32 {
        play(pb, step)
    }

    /// The token glides between the spaces a step moved it; the reveal is over once the last
    /// step's hold has run out and the token stands.
    fn tick(pb: &mut Reveal, clock: Clock) {
        for f in &mut pb.flashes {
            f.age += clock.dt;
        }
        pb.flashes.retain(|f| f.age < 2.5);
        if let Some(sh) = &mut pb.shown {
            let most = 8.0 * clock.dt;
            sh.scale += (sh.scale_target - sh.scale).clamp(-most, most);
            if !clock.playing && (sh.scale - sh.scale_target).abs() < 0.01 {
                pb.shown = None;
            }
        }
    }

    /// The rest of the reveal at once: its log lines, no flashes or sounds.
    fn skipped(pb: &mut Reveal) {
        pb.shown = None;
        pb.flashes.clear();
    }

    /// After an undo the reveal on show goes; the table is read again once nothing plays.
    fn rewound(pb: &mut Reveal) {
        pb.shown = None;
    }

    fn lingers(pb: &Reveal) -> bool {
        pb.shown.is_some()
    }
}

/// Whether a reveal is still on show: its events queued, or the token still moving.
pub fn playing(world: &World) -> bool {
    world.resource::<Queue<View>>().is_playing() || world.resource::<Reveal>().shown.is_some()
}

/// Reads the rules' scale and punishment while nothing plays, after the playback ran: the
/// "before" of the next reveal, which arrives with the rules already past it.
pub fn settle(
    queue: Res<Queue<View>>,
    mut pb: ResMut<Reveal>,
    cats: Query<&Cat>,
    scale: Option<Res<MischiefScale>>,
) {
    if queue.is_playing() || pb.shown.is_some() {
        return;
    }
    if let Some(s) = scale {
        pb.synced_scale = s.0;
    }
    let mut list: Vec<&Cat> = cats.iter().collect();
    list.sort_by_key(|c| c.seat);
    pb.synced_punishment = list.iter().map(|c| c.punishment).collect();
}

/// Applies one step to what is shown and cues its sound; returns how long to dwell on it (at
/// speed 1).
fn play(pb: &mut Reveal, step: &mut Step<'_, CatastrophesEvent>) -> f32 {
    let seats = step.setup.seat_count();
    match step.event {
        CatastrophesEvent::CardPlaced { .. } => {
            step.cue(Sound::CardFlip);
            0.15
        }
        CatastrophesEvent::CardsDrawn { .. } | CatastrophesEvent::Passed { .. } => 0.15,
        CatastrophesEvent::Revealed { seat, by, .. } => {
            let sh = pb.shown.get_or_insert_with(|| Shown {
                scale: pb.synced_scale as f32,
                scale_target: pb.synced_scale as f32,
                punishment: if pb.synced_punishment.len() == seats {
                    pb.synced_punishment.clone()
                } else {
                    vec![0; seats]
                },
                face_down: vec![None; seats],
                face_up: vec![None; seats],
                resolving: None,
                round: pb.revealing_round,
            });
            // The rules reveal every card at once; on screen each flips when it resolves.
            sh.face_down[seat.index()] = Some(*by);
            0.05
        }
        CatastrophesEvent::Resolving { seat, card } => {
            if let Some(sh) = &mut pb.shown {
                sh.resolving = Some(*seat);
                let by = sh.face_down[seat.index()].take().unwrap_or(*seat);
                sh.face_up[seat.index()] = Some((*card, by));
            }
            step.cue(Sound::CardFlip);
            0.5
        }
        CatastrophesEvent::ScaleMoved { from, to } => {
            let Some(sh) = &mut pb.shown else { return 0.0 };
            sh.scale = *from as f32;
            sh.scale_target = *to as f32;
            0.15 + (*to as f32 - *from as f32).abs() / 8.0
        }
        CatastrophesEvent::ScaleReset => {
            if let Some(sh) = &mut pb.shown {
                sh.scale = 0.0;
                sh.scale_target = 0.0;
            }
            0.6
        }
        CatastrophesEvent::Ineffective { .. } => 0.5,
        CatastrophesEvent::Punished {
            seat, delta, total, ..
        } => {
            if let Some(sh) = &mut pb.shown {
                sh.punishment[seat.index()] = *total;
            }
            // A cuddle forgives a seat that has no points left: nothing changes, so nothing
            // floats over the seat (the log's line says so in words, never "−0").
            let Some(text) = points_change(*delta) else {
                return 0.4;
            };
            pb.flashes.push(Flash {
                seat: *seat,
                text,
                bad: *delta > 0,
                age: 0.0,
            });
            step.cue(if *delta > 0 { Sound::Hiss } else { Sound::Meow });
            0.8
        }
        CatastrophesEvent::RoundEnded { .. } => {
            if let Some(sh) = &mut pb.shown {
                sh.resolving = None;
            }
            1.2
        }
        CatastrophesEvent::GameEnded { .. } => 1.2,
    }
}
