//! The reveal, one step at a time: the rules resolve a round in one go and report each step as
//! a `CatastrophesEvent`; here those steps are played back with the shared playback — cards
//! flip in resolution order, the token walks space by space, punishment shows on the seat it
//! hits — at the speed the settings ask for. While it plays, bots wait. "Skip" ends it at once.

use crate::audio::{PlaySound, Sound};
use crate::session::{ActiveTable, TableChanged, ViewBusy};
use crate::settings::Settings;
use crate::view::kit::log::GameLog;
use crate::view::kit::playback::{self, SkipPlayback};
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId};
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

#[derive(Resource, Default)]
pub struct Playback {
    events: playback::Playback<CatastrophesEvent>,
    pub shown: Option<Shown>,
    /// The last state seen with nothing playing: the "before" of the next reveal.
    synced_scale: u8,
    synced_punishment: Vec<u32>,
    /// The round of the reveal in the queue.
    revealing_round: u32,
    pub flashes: Vec<Flash>,
}

impl Playback {
    pub fn playing(&self) -> bool {
        self.events.is_playing() || self.shown.is_some()
    }
}

pub fn reset(mut pb: ResMut<Playback>) {
    *pb = Playback::default();
}

/// Takes the rules' new events into the queue; after an undo, starts again from the table.
pub fn collect(
    mut events: MessageReader<CatastrophesEvent>,
    mut changed: MessageReader<TableChanged>,
    mut pb: ResMut<Playback>,
    cats: Query<&Cat>,
    scale: Option<Res<MischiefScale>>,
) {
    if changed.read().count() > 0 {
        pb.events.clear();
        pb.shown = None;
    }
    if !pb.playing() {
        if let Some(s) = scale {
            pb.synced_scale = s.0;
        }
        let mut list: Vec<&Cat> = cats.iter().collect();
        list.sort_by_key(|c| c.seat);
        pb.synced_punishment = list.iter().map(|c| c.punishment).collect();
    }
    for e in events.read() {
        // The round these cards belong to (the rules resolve a round at once, so its end
        // comes in with its reveal): the rules' own round is already the next.
        if let CatastrophesEvent::RoundEnded { round, .. } = e {
            pb.revealing_round = *round;
        }
        pb.events.push(e.clone());
    }
}

/// Plays the queue forward and keeps bots waiting while it does. The token glides between
/// the spaces a step moved it.
pub fn advance(
    mut pb: ResMut<Playback>,
    mut busy: ResMut<ViewBusy>,
    mut skip: MessageReader<SkipPlayback>,
    mut log: ResMut<GameLog>,
    time: Res<Time>,
    settings: Res<Settings>,
    table: Res<ActiveTable>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let dt = playback::scaled_dt(&time, &settings);
    let pb = &mut *pb;
    for f in &mut pb.flashes {
        f.age += dt;
    }
    pb.flashes.retain(|f| f.age < 2.5);
    if let Some(sh) = &mut pb.shown {
        let step = 8.0 * dt;
        let d = sh.scale_target - sh.scale;
        sh.scale += d.clamp(-step, step);
    }
    let mut events = std::mem::take(&mut pb.events);
    if skip.read().count() > 0 {
        // The rest of the reveal at once: its log lines, no flashes or sounds.
        events.skip(|e| {
            play(pb, e, &table, &mut log, None);
        });
        pb.shown = None;
        pb.flashes.clear();
    } else {
        events.advance(dt, |e| play(pb, e, &table, &mut log, Some(&mut sounds)));
        // The reveal is over once the last step's hold has run out and the token stands.
        if !events.is_playing()
            && pb
                .shown
                .as_ref()
                .is_some_and(|s| (s.scale - s.scale_target).abs() < 0.01)
        {
            pb.shown = None;
        }
    }
    pb.events = events;
    busy.0 = pb.playing();
}

/// Applies one step to what is shown and logs its line (`Catastrophes::tell`); returns how
/// long to dwell on it (at speed 1).
fn play(
    pb: &mut Playback,
    ev: &CatastrophesEvent,
    table: &ActiveTable,
    game_log: &mut GameLog,
    mut sounds: Option<&mut MessageWriter<PlaySound>>,
) -> f32 {
    let seats = table.setup.seat_count();
    let mut sound = |s: Sound| {
        if let Some(out) = sounds.as_mut() {
            out.write(PlaySound(s));
        }
    };
    if let Some(line) = Catastrophes::tell(&table.setup, ev) {
        game_log.push(line);
    }
    match ev {
        CatastrophesEvent::CardPlaced { .. } => {
            sound(Sound::CardFlip);
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
            sound(Sound::CardFlip);
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
            sound(if *delta > 0 { Sound::Hiss } else { Sound::Meow });
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
