//! Sound: bevy_kira_audio with the bank from [`synth`]. Game views ask for a sound with the
//! [`PlaySound`] message. With no audio device kira warns once and the game plays silently.

pub mod synth;

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use std::collections::HashMap;
pub use synth::Sound;

#[derive(Message, Clone, Copy, Debug)]
pub struct PlaySound(pub Sound);

#[derive(Resource, Default)]
struct SoundBank(HashMap<Sound, Handle<AudioSource>>);

pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_message::<PlaySound>()
        .init_resource::<SoundBank>()
        .add_systems(Startup, build_bank)
        .add_systems(
            Update,
            (
                play_sounds,
                apply_volume.run_if(resource_changed::<Settings>),
            ),
        );
}

fn build_bank(mut bank: ResMut<SoundBank>, mut sources: ResMut<Assets<AudioSource>>) {
    for s in Sound::ALL {
        match StaticSoundData::from_cursor(std::io::Cursor::new(s.wav())) {
            Ok(sound) => {
                bank.0.insert(s, sources.add(AudioSource { sound }));
            }
            Err(e) => warn!("sound {} could not be built: {e}", s.file_name()),
        }
    }
}

fn play_sounds(mut requests: MessageReader<PlaySound>, bank: Res<SoundBank>, audio: Res<Audio>) {
    for PlaySound(s) in requests.read() {
        if let Some(h) = bank.0.get(s) {
            audio.play(h.clone());
        }
    }
}

fn apply_volume(settings: Res<Settings>, audio: Res<Audio>) {
    // 0..1 on the slider; kira wants decibels. Below 1% is silence.
    let v = settings.volume.clamp(0.0, 1.0);
    let db = if v < 0.01 { -80.0 } else { 20.0 * v.log10() };
    audio.set_volume(Decibels(db));
}
