//! The sound bank is made by the program: every sound is a short, non-silent WAV, and the
//! room's ambience is a quiet loop with no click at the join. Channel volumes follow the
//! master and category sliders.

use bevy::prelude::*;
use bevy_kira_audio::prelude::{AudioSource, Decibels};
use mogland::audio::synth::{self, AMBIENCE_SECONDS, RATE, Sound};
use mogland::audio::{SILENT_DB, channel_db};
use mogland::settings::Settings;

#[test]
fn every_sound_is_a_short_non_silent_wav() {
    for s in Sound::ALL {
        let wav = s.wav();
        assert_eq!(&wav[..4], b"RIFF", "{s:?}");
        let samples = s.samples();
        assert!(
            samples.len() > 1000 && samples.len() < RATE as usize,
            "{s:?}"
        );
        assert!(samples.iter().any(|x| x.abs() > 0.05), "{s:?} is silent");
    }
}

fn peak(x: &[f32]) -> f32 {
    x.iter().fold(0.0, |m, s| m.max(s.abs()))
}

fn rms(x: &[f32]) -> f32 {
    (x.iter().map(|s| s * s).sum::<f32>() / x.len() as f32).sqrt()
}

/// The average step between neighbouring samples.
fn mean_step(x: &[f32]) -> f32 {
    x.windows(2).map(|w| (w[1] - w[0]).abs()).sum::<f32>() / (x.len() - 1) as f32
}

/// The step a loop makes from its last sample back to its first.
fn seam(x: &[f32]) -> f32 {
    (x[0] - x[x.len() - 1]).abs()
}

#[test]
fn the_ambience_is_a_quiet_loop_without_a_click() {
    let a = synth::ambience();
    assert_eq!(a.len(), (AMBIENCE_SECONDS * RATE) as usize);
    assert!((8..=20).contains(&AMBIENCE_SECONDS));
    assert_eq!(a, synth::ambience(), "the same every run");
    let wav = synth::ambience_wav();
    assert_eq!(&wav[..4], b"RIFF");
    assert_eq!(wav.len(), 44 + 2 * a.len(), "mono 16-bit");

    // Audible, but under every effect: the loudest moment below half the quietest effect's
    // peak, and the average level below the quietest effect's.
    assert!(rms(&a) > 0.005, "silent: rms {}", rms(&a));
    let effects: Vec<Vec<f32>> = Sound::ALL.iter().map(|s| s.samples()).collect();
    let min_peak = effects.iter().map(|e| peak(e)).fold(f32::MAX, f32::min);
    let min_rms = effects.iter().map(|e| rms(e)).fold(f32::MAX, f32::min);
    assert!(peak(&a) < 0.5 * min_peak, "peak {} vs {min_peak}", peak(&a));
    assert!(rms(&a) < min_rms, "rms {} vs {min_rms}", rms(&a));

    // The join is no bigger a step than neighbouring samples usually take...
    let step = mean_step(&a);
    assert!(seam(&a) <= 3.0 * step, "seam {} vs step {step}", seam(&a));
    // ...while cutting the same sound anywhere else would click: the check can tell.
    let cut = &a[..a.len() * 2 / 3];
    assert!(seam(cut) > 3.0 * step, "the seam check cannot see a cut");
}

#[test]
fn channel_volume_is_master_times_category_in_decibels() {
    // A category at 0, or the master at 0, is silence, whatever the other slider says.
    assert_eq!(channel_db(0.7, 0.0), SILENT_DB);
    assert_eq!(channel_db(0.0, 1.0), SILENT_DB);
    assert_eq!(channel_db(0.05, 0.1), SILENT_DB, "below 1% is silence");
    assert_eq!(
        Decibels(SILENT_DB).as_amplitude(),
        0.0,
        "kira hears silence"
    );
    // Full on is unity; otherwise the product, as an amplitude in decibels.
    assert_eq!(channel_db(1.0, 1.0), 0.0);
    assert!((channel_db(0.5, 0.5) - 20.0 * 0.25f32.log10()).abs() < 1e-4);
    assert!((channel_db(0.7, 0.4) - 20.0 * 0.28f32.log10()).abs() < 1e-4);
    assert!((Decibels(channel_db(0.7, 0.4)).as_amplitude() - 0.28).abs() < 1e-4);
    // Out-of-range sliders are held to 0..1.
    assert_eq!(channel_db(2.0, 1.0), 0.0);
    assert_eq!(channel_db(1.0, -1.0), SILENT_DB);
}

/// The audio plugin in an app with no window (and at zero volume, in case there is a sound
/// card): it runs whether or not kira found a device, and builds the loop only when wanted.
#[test]
fn the_ambience_is_built_only_when_turned_on() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .insert_resource(Settings {
            volume: 0.0,
            ambience: false,
            ..Settings::default()
        })
        .add_plugins(mogland::audio::plugin);
    let sources = |app: &App| app.world().resource::<Assets<AudioSource>>().len();
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(sources(&app), Sound::ALL.len(), "effects only");

    app.world_mut().resource_mut::<Settings>().ambience = true;
    app.update();
    assert_eq!(sources(&app), Sound::ALL.len() + 1, "and the ambience");

    // Off and on again reuses the loop it built.
    app.world_mut().resource_mut::<Settings>().ambience = false;
    app.update();
    app.world_mut().resource_mut::<Settings>().ambience = true;
    app.update();
    assert_eq!(sources(&app), Sound::ALL.len() + 1);
    app.world_mut()
        .write_message(mogland::audio::PlaySound(Sound::Meow));
    app.update();
}
