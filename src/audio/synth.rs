//! The sound bank, made here from sine waves and noise: no downloaded files. Each sound is a
//! short mono 16-bit WAV, built the same way every run.

/// Samples per second.
pub const RATE: u32 = 44_100;

/// Every sound the game plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    MenuClick,
    DiceRoll,
    CardFlip,
    Meow,
    Hiss,
    Sip,
    Catnip,
    /// The car driving by, with a toot of the horn.
    Car,
    /// A squeak: a mouse or bird is caught.
    Squeak,
}

impl Sound {
    pub const ALL: [Sound; 9] = [
        Sound::MenuClick,
        Sound::DiceRoll,
        Sound::CardFlip,
        Sound::Meow,
        Sound::Hiss,
        Sound::Sip,
        Sound::Catnip,
        Sound::Car,
        Sound::Squeak,
    ];

    pub fn file_name(self) -> &'static str {
        match self {
            Sound::MenuClick => "menu_click.wav",
            Sound::DiceRoll => "dice_roll.wav",
            Sound::CardFlip => "card_flip.wav",
            Sound::Meow => "meow.wav",
            Sound::Hiss => "hiss.wav",
            Sound::Sip => "sip.wav",
            Sound::Catnip => "catnip.wav",
            Sound::Car => "car.wav",
            Sound::Squeak => "squeak.wav",
        }
    }

    /// The samples, in -1..1.
    pub fn samples(self) -> Vec<f32> {
        match self {
            Sound::MenuClick => tone(0.04, |t| 1800.0 - 8000.0 * t, |t| decay(t, 60.0)),
            Sound::CardFlip => noise(0.12, 7, |t| decay(t, 30.0) * (1.0 - (-t * 400.0).exp())),
            Sound::DiceRoll => {
                // A few clicks of decreasing loudness: dice tumbling on a table.
                let mut out = vec![0.0; (0.5 * RATE as f32) as usize];
                for (k, start) in [0.0, 0.09, 0.16, 0.25, 0.31, 0.38].iter().enumerate() {
                    let click = noise(0.035, 11 + k as u32, |t| decay(t, 90.0));
                    let at = (start * RATE as f32) as usize;
                    for (i, s) in click.iter().enumerate() {
                        if let Some(o) = out.get_mut(at + i) {
                            *o += s * (1.0 - k as f32 * 0.13);
                        }
                    }
                }
                out
            }
            Sound::Meow => tone(
                0.55,
                |t| {
                    // Rises, then falls: "mi-aow".
                    let x = t / 0.55;
                    520.0 + 380.0 * (std::f32::consts::PI * x).sin() - 120.0 * x
                },
                |t| (t * 25.0).min(1.0) * (1.0 - t / 0.55).max(0.0).powf(0.6),
            ),
            Sound::Hiss => noise(0.6, 23, |t| (t * 30.0).min(1.0) * (1.0 - t / 0.6).max(0.0)),
            Sound::Sip => tone(
                0.18,
                |t| 300.0 + 900.0 * t,
                |t| decay(t, 12.0) * (t * 80.0).min(1.0),
            ),
            Sound::Catnip => tone(
                0.8,
                |t| 440.0 * (1.0 + 0.06 * (t * 30.0).sin()),
                |t| decay(t, 3.0),
            ),
            Sound::Car => {
                // An engine that swells as it passes, then two short toots of the horn.
                let engine = tone(
                    0.9,
                    |t| 70.0 + 25.0 * (t * 9.0).sin() + 40.0 * t,
                    |t| (std::f32::consts::PI * t / 0.9).sin(),
                );
                let rumble = noise(0.9, 5, |t| 0.5 * (std::f32::consts::PI * t / 0.9).sin());
                let horn = tone(
                    0.16,
                    |_| 392.0,
                    |t| (t * 60.0).min(1.0) * (1.0 - t / 0.16) * 0.8,
                );
                let mut out: Vec<f32> = engine
                    .iter()
                    .zip(&rumble)
                    .map(|(a, b)| a + b * 0.6)
                    .collect();
                for start in [0.2f32, 0.42] {
                    let at = (start * RATE as f32) as usize;
                    for (i, s) in horn.iter().enumerate() {
                        if let Some(o) = out.get_mut(at + i) {
                            *o += s;
                        }
                    }
                }
                out
            }
            Sound::Squeak => tone(
                0.22,
                |t| 2200.0 + 1400.0 * (t * 40.0).sin() - 2000.0 * t,
                |t| (t * 200.0).min(1.0) * decay(t, 14.0),
            ),
        }
    }

    /// The sound as a WAV file.
    pub fn wav(self) -> Vec<u8> {
        wav_bytes(&self.samples())
    }
}

/// The ambience loop's length in seconds. Every periodic part fits a whole number of times.
pub const AMBIENCE_SECONDS: u32 = 16;

/// A quiet, warm room to leave on: soft air, a faint low hum, a distant clock, and once a
/// loop a cat purring nearby. Mono, -1..1, [`AMBIENCE_SECONDS`] long, the same every run.
///
/// It loops without a seam because nothing in it starts or stops at the join: the air is
/// noise filtered in a circle (the filters start in the state they end in), the hum and its
/// wobble make whole cycles per loop, and the ticks and the purr sit inside the loop.
pub fn ambience() -> Vec<f32> {
    let n = (AMBIENCE_SECONDS * RATE) as usize;
    let rate = RATE as f32;
    // Whole cycles per loop, so the hum ends where it began.
    let cycle = |i: usize, cycles: u64| {
        let at = (i as u64 * cycles) % n as u64;
        (std::f32::consts::TAU * at as f32 / n as f32).sin()
    };
    let secs = AMBIENCE_SECONDS as u64;

    // Air: white noise under two low-passes, a soft rumble with no hiss.
    let air = normalized(circular_lowpass(
        &circular_lowpass(&white_noise(n, 97), 250.0),
        400.0,
    ));
    // The purr's body: a second, rougher band of noise.
    let rumble = normalized(circular_lowpass(&white_noise(n, 131), 180.0));

    let mut out: Vec<f32> = (0..n)
        .map(|i| {
            // Air that breathes slowly: twice a loop.
            let air = 0.022 * air[i] * (0.85 + 0.15 * cycle(i, 2));
            // A fridge-like hum at 55 Hz and its octave.
            let hum = 0.004 * (cycle(i, 55 * secs) + 0.4 * cycle(i, 110 * secs));
            air + hum
        })
        .collect();

    // The purr: rumble pulsed 25 times a second, in breaths, swelling in and out mid-loop.
    let (from, to) = (4.0, 12.0);
    for i in (from * rate) as usize..(to * rate) as usize {
        let t = i as f32 / rate;
        let swell = (std::f32::consts::PI * (t - from) / (to - from))
            .sin()
            .powi(2);
        let breath = 0.5 + 0.5 * (std::f32::consts::PI * t / 1.4).sin().abs();
        let pulse = (0.5 - 0.5 * (std::f32::consts::TAU * 25.0 * t).cos()).powi(2);
        out[i] += 0.022 * rumble[i] * pulse * breath * swell;
    }

    // A distant clock: a soft tick, then a lower tock, each half a second off the join.
    for k in 0..AMBIENCE_SECONDS {
        let freq = if k % 2 == 0 { 1400.0 } else { 1050.0 };
        let tick = tone(0.03, |_| freq, |t| (t * 1500.0).min(1.0) * decay(t, 250.0));
        let at = ((k as f32 + 0.5) * rate) as usize;
        for (o, s) in out[at..].iter_mut().zip(&tick) {
            *o += 0.03 * s;
        }
    }
    out
}

/// The ambience loop as a WAV file.
pub fn ambience_wav() -> Vec<u8> {
    wav_bytes(&ambience())
}

/// `n` samples of white noise in -1..1 from a small fixed generator.
fn white_noise(n: usize, seed: u32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761).max(1);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x as f32 / u32::MAX as f32) * 2.0 - 1.0
        })
        .collect()
}

/// A one-pole low-pass run as if the samples were a ring: a first pass finds the state the
/// filter ends in and the second starts from it, so the output's end joins its start. (The
/// filter forgets in milliseconds, so one warm-up pass over the loop is plenty.)
fn circular_lowpass(x: &[f32], cutoff: f32) -> Vec<f32> {
    let a = 1.0 - (-std::f32::consts::TAU * cutoff / RATE as f32).exp();
    let mut y = x.iter().fold(0.0, |y, s| y + a * (s - y));
    x.iter()
        .map(|s| {
            y += a * (s - y);
            y
        })
        .collect()
}

/// Scaled to an RMS of 1, so levels below read as loudness rather than filter leftovers.
fn normalized(mut x: Vec<f32>) -> Vec<f32> {
    let rms = (x.iter().map(|s| s * s).sum::<f32>() / x.len() as f32).sqrt();
    if rms > 0.0 {
        x.iter_mut().for_each(|s| *s /= rms);
    }
    x
}

fn decay(t: f32, rate: f32) -> f32 {
    (-t * rate).exp()
}

/// A sine sweep: `freq(t)` in Hz, `env(t)` its loudness.
fn tone(seconds: f32, freq: impl Fn(f32) -> f32, env: impl Fn(f32) -> f32) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    let mut phase = 0.0f32;
    (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            phase += std::f32::consts::TAU * freq(t) / RATE as f32;
            0.5 * phase.sin() * env(t)
        })
        .collect()
}

/// White noise from a small fixed generator, shaped by `env(t)`.
fn noise(seconds: f32, seed: u32, env: impl Fn(f32) -> f32) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    white_noise(n, seed)
        .into_iter()
        .enumerate()
        .map(|(i, white)| 0.4 * white * env(i as f32 / RATE as f32))
        .collect()
}

fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16).to_le_bytes());
    }
    out
}
