//! The reveal, one step at a time: the rules resolve a round in one go and report each step as
//! a `CatastrophesEvent`; here those steps are played back with the shared playback — cards
//! flip in resolution order, the token walks space by space, punishment shows on the seat it
//! hits — at the speed the settings ask for. While it plays, bots wait. "Skip" ends it at once.

use crate::app::table::{ActiveTable, TableChanged, ViewBusy};
use crate::audio::{PlaySound, Sound};
use crate::settings::Settings;
use crate::view::kit::log::GameLog;
use crate::view::kit::playback::{self, SkipPlayback};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::catastrophes::{
    Card, Cat, CatastrophesEvent, MischiefScale, PunishReason,
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

/// A change of punishment points as the log and the seat's label show it: "+2", "−1"; `None`
/// for no change (a cuddle on a seat with no points), which is shown as no change at all.
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

fn name(table: &ActiveTable, seat: SeatId) -> String {
    table
        .setup
        .seats
        .get(seat.index())
        .map_or_else(|| format!("Seat {}", seat.0 + 1), |s| s.name.clone())
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

/// Applies one step to what is shown; returns how long to dwell on it (at speed 1).
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
    let mut log = |_: &mut Playback, line: String| game_log.push(line);
    match ev {
        CatastrophesEvent::CardPlaced { by, target } => {
            sound(Sound::CardFlip);
            let line = if by == target {
                format!(
                    "{} puts a card face down in front of themselves",
                    name(table, *by)
                )
            } else {
                format!(
                    "{} puts a card face down in front of {}",
                    name(table, *by),
                    name(table, *target)
                )
            };
            log(pb, line);
            0.15
        }
        CatastrophesEvent::CardsDrawn { seat, count } => {
            let cards = if *count == 1 {
                "a card".to_string()
            } else {
                format!("{count} cards")
            };
            log(pb, format!("{} draws {cards}", name(table, *seat)));
            0.15
        }
        CatastrophesEvent::Passed { seat } => {
            log(
                pb,
                format!("{} has nothing to do and passes", name(table, *seat)),
            );
            0.15
        }
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
            log(pb, format!("{}'s {card}", name(table, *seat)));
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
            log(pb, "The token reached 20 and goes back to 0".into());
            0.6
        }
        CatastrophesEvent::Ineffective { seat, .. } => {
            log(
                pb,
                format!(
                    "{}'s cuddle does nothing: the token is on 0",
                    name(table, *seat)
                ),
            );
            0.5
        }
        CatastrophesEvent::Punished {
            seat,
            delta,
            total,
            reason,
        } => {
            if let Some(sh) = &mut pb.shown {
                sh.punishment[seat.index()] = *total;
            }
            let spaces_n = |n: u8| format!("{n} space{}", if n == 1 { "" } else { "s" });
            let why = match reason {
                PunishReason::Threshold(t) => format!("crossed {t}"),
                PunishReason::WildCatsPast { threshold, spaces } => {
                    format!("Wild Cats: {} past {threshold}", spaces_n(*spaces))
                }
                PunishReason::Forgiven(t) => format!("cuddled back to {t} or below"),
                PunishReason::WildCatsBelow { threshold, spaces } => {
                    format!("Wild Cats: {} below {threshold}", spaces_n(*spaces))
                }
                PunishReason::CardsInHand => "cards left in hand".into(),
            };
            let who = name(table, *seat);
            // A cuddle forgives a seat that has no points left: nothing changes, so nothing
            // floats over the seat and the log says so in words (never "−0").
            let Some(text) = points_change(*delta) else {
                log(
                    pb,
                    format!("{who} has no punishment points to lose ({why})"),
                );
                return 0.4;
            };
            log(pb, format!("{who} {text} ({why})"));
            pb.flashes.push(Flash {
                seat: *seat,
                text,
                bad: *delta > 0,
                age: 0.0,
            });
            sound(if *delta > 0 { Sound::Hiss } else { Sound::Meow });
            0.8
        }
        CatastrophesEvent::RoundEnded {
            round,
            next_first_player,
        } => {
            if let Some(sh) = &mut pb.shown {
                sh.resolving = None;
            }
            log(
                pb,
                format!(
                    "Round {round} ends; {} takes the first-player token",
                    name(table, *next_first_player)
                ),
            );
            1.2
        }
        CatastrophesEvent::GameEnded { .. } => {
            log(pb, "The game is over".into());
            1.2
        }
    }
}
