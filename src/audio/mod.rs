//! Sound: bevy_kira_audio with the bank from [`synth`]. Game views ask for a sound with the
//! [`PlaySound`] message; it plays on the [`Effects`] channel. The room's quiet loop plays on
//! the [`Ambience`] channel while the setting is on. With no audio device kira warns once and
//! the game plays silently.

pub mod synth;

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use std::collections::HashMap;
use std::time::Duration;
pub use synth::Sound;

#[derive(Message, Clone, Copy, Debug)]
pub struct PlaySound(pub Sound);

/// The channel for game sounds: dice, cards, hisses.
#[derive(Resource)]
pub struct Effects;

/// The channel for the room's background loop.
#[derive(Resource)]
pub struct Ambience;

/// Channel volume at and below which kira plays nothing.
pub const SILENT_DB: f32 = Decibels::SILENCE.0;

/// A channel's volume in decibels: the master volume times the category's, each 0..1 on its
/// slider. Below 1% is silence (the log curve would otherwise never reach it).
pub fn channel_db(master: f32, category: f32) -> f32 {
    let v = master.clamp(0.0, 1.0) * category.clamp(0.0, 1.0);
    if v < 0.01 {
        SILENT_DB
    } else {
        20.0 * v.log10()
    }
}

/// Toggling the ambience fades it rather than cutting it, so there is no click.
const AMBIENCE_FADE: Duration = Duration::from_millis(600);

#[derive(Resource, Default)]
struct SoundBank(HashMap<Sound, Handle<AudioSource>>);

/// The ambience loop, built the first time it is wanted: a player who keeps it off never
/// pays for building it (tens of milliseconds) or holding it (1.4 MB).
#[derive(Resource, Default)]
struct AmbienceLoop {
    source: Option<Handle<AudioSource>>,
    playing: bool,
}

pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Effects>()
        .add_audio_channel::<Ambience>()
        .add_message::<PlaySound>()
        .init_resource::<SoundBank>()
        .init_resource::<AmbienceLoop>()
        .add_systems(Startup, build_bank)
        .add_systems(
            Update,
            (
                play_sounds,
                // Volume first, so a loop that starts this frame starts at the right level.
                (apply_volume, apply_ambience)
                    .chain()
                    .run_if(resource_changed::<Settings>),
            ),
        );
}

fn source(
    wav: Vec<u8>,
    name: &str,
    sources: &mut Assets<AudioSource>,
) -> Option<Handle<AudioSource>> {
    match StaticSoundData::from_cursor(std::io::Cursor::new(wav)) {
        Ok(sound) => Some(sources.add(AudioSource { sound })),
        Err(e) => {
            warn!("sound {name} could not be built: {e}");
            None
        }
    }
}

fn build_bank(mut bank: ResMut<SoundBank>, mut sources: ResMut<Assets<AudioSource>>) {
    for s in Sound::ALL {
        if let Some(h) = source(s.wav(), s.file_name(), &mut sources) {
            bank.0.insert(s, h);
        }
    }
}

fn play_sounds(
    mut requests: MessageReader<PlaySound>,
    bank: Res<SoundBank>,
    effects: Res<AudioChannel<Effects>>,
) {
    for PlaySound(s) in requests.read() {
        if let Some(h) = bank.0.get(s) {
            effects.play(h.clone());
        }
    }
}

fn apply_volume(
    settings: Res<Settings>,
    effects: Res<AudioChannel<Effects>>,
    ambience: Res<AudioChannel<Ambience>>,
) {
    effects.set_volume(Decibels(channel_db(
        settings.volume,
        settings.effects_volume,
    )));
    ambience.set_volume(Decibels(channel_db(
        settings.volume,
        settings.ambience_volume,
    )));
}

/// Starts the loop when the setting turns on and stops it when it turns off, fading both ways.
fn apply_ambience(
    settings: Res<Settings>,
    mut state: ResMut<AmbienceLoop>,
    mut sources: ResMut<Assets<AudioSource>>,
    channel: Res<AudioChannel<Ambience>>,
) {
    if settings.ambience == state.playing {
        return;
    }
    state.playing = settings.ambience;
    if !settings.ambience {
        channel.stop().fade_out(AudioTween::linear(AMBIENCE_FADE));
        return;
    }
    if state.source.is_none() {
        let started = std::time::Instant::now();
        state.source = source(synth::ambience_wav(), "ambience", &mut sources);
        debug!("ambience loop built in {:?}", started.elapsed());
    }
    if let Some(h) = &state.source {
        channel
            .play(h.clone())
            .looped()
            .fade_in(AudioTween::linear(AMBIENCE_FADE));
    }
}
