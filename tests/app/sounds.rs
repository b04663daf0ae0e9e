//! The sound bank is made by the program: every sound is a short, non-silent WAV.

use mogland::audio::synth::{RATE, Sound};

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
