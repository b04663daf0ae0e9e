//! Seats are told apart by more than hue: the default colours stay apart for the three common
//! colour-blindnesses, and every seat has a marker shape that differs from every other in
//! outline, which is what still tells seats apart in grayscale.

use bevy::prelude::*;
use mogland::view::seats::Marker;
use mogland_rules::core::{CAT_COLOURS, SeatId};

/// Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
const SIMULATIONS: [(&str, [[f32; 3]; 3]); 4] = [
    (
        "normal vision",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "deuteranopia",
        [
            [0.367_322, 0.860_646, -0.227_968],
            [0.280_085, 0.672_501, 0.047_413],
            [-0.011_820, 0.042_940, 0.968_881],
        ],
    ),
    (
        "protanopia",
        [
            [0.152_286, 1.052_583, -0.204_868],
            [0.114_503, 0.786_281, 0.099_216],
            [-0.003_882, -0.048_116, 1.051_998],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255_528, -0.076_749, -0.178_779],
            [-0.078_411, 0.930_809, 0.147_602],
            [0.004_733, 0.691_367, 0.303_900],
        ],
    ),
];

/// CIE L*a*b* (D65) of an sRGB colour seen through `m`.
fn lab(rgb: [u8; 3], m: &[[f32; 3]; 3]) -> Vec3 {
    let lin = mogland::theme::linear;
    let l = Vec3::new(lin(rgb[0]), lin(rgb[1]), lin(rgb[2]));
    let s = Vec3::new(
        Vec3::from(m[0]).dot(l),
        Vec3::from(m[1]).dot(l),
        Vec3::from(m[2]).dot(l),
    )
    .clamp(Vec3::ZERO, Vec3::ONE);
    let x = 0.4124 * s.x + 0.3576 * s.y + 0.1805 * s.z;
    let y = 0.2126 * s.x + 0.7152 * s.y + 0.0722 * s.z;
    let z = 0.0193 * s.x + 0.1192 * s.y + 0.9505 * s.z;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    Vec3::new(116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))
}

#[test]
fn seat_colours_stay_apart_for_colour_blind_players() {
    for (name, m) in &SIMULATIONS {
        for (a, &ca) in CAT_COLOURS.iter().enumerate() {
            for (b, &cb) in CAT_COLOURS.iter().enumerate().skip(a + 1) {
                let d = lab(ca, m).distance(lab(cb, m));
                // A colour difference of 15 is plain at a glance on a panel or a figure.
                assert!(
                    d >= 15.0,
                    "with {name}, seats {} and {} differ by only {d:.1}",
                    a + 1,
                    b + 1
                );
            }
        }
    }
}

/// The marker filled into a grid of `n`×`n` cells: which cells it covers.
fn mask(m: Marker, n: usize) -> Vec<bool> {
    let outline = m.outline();
    let inside = |p: Vec2| {
        // Even-odd rule.
        let mut c = false;
        for (&a, &b) in outline.iter().zip(outline.iter().cycle().skip(1)) {
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
                c = !c;
            }
        }
        c
    };
    (0..n * n)
        .map(|k| {
            let (i, j) = (k % n, k / n);
            inside(Vec2::new(
                -1.0 + 2.0 * (i as f32 + 0.5) / n as f32,
                -1.0 + 2.0 * (j as f32 + 0.5) / n as f32,
            ))
        })
        .collect()
}

#[test]
fn every_seat_has_a_shape_no_other_seat_has() {
    let seats: Vec<Marker> = (0..6).map(|s| Marker::of(SeatId(s))).collect();
    for a in 0..seats.len() {
        for b in a + 1..seats.len() {
            let (ma, mb) = (mask(seats[a], 48), mask(seats[b], 48));
            let both = ma.iter().zip(&mb).filter(|(x, y)| **x && **y).count();
            let either = ma.iter().zip(&mb).filter(|(x, y)| **x || **y).count();
            let overlap = both as f32 / either as f32;
            // Shapes that cover mostly the same cells would read alike in grayscale.
            assert!(
                overlap < 0.8,
                "seats {} ({:?}) and {} ({:?}) overlap {overlap:.2}: too alike",
                a + 1,
                seats[a],
                b + 1,
                seats[b]
            );
        }
    }
}

/// The setup screen says in words how often each bot level beats the one below, from the
/// ratings its ladder gave at that game and table size (docs/bots.md); Easy is the anchor, and
/// a size no ladder measured says nothing.
#[test]
fn bot_levels_show_their_ladder_rating_at_setup() {
    use mogland::app::bot_ratings::{label, rating, wins_against};
    use mogland_rules::core::BotLevel;
    let game = mogland_rules::games::catastrophes::INFO.id;
    assert_eq!(rating(game, 2, BotLevel::Easy), Some(0.0));
    let normal = rating(game, 2, BotLevel::Normal).expect("rated");
    let hard = rating(game, 2, BotLevel::Hard).expect("rated");
    assert!(0.0 < normal && normal < hard, "{normal} {hard}");
    assert_eq!(
        label(game, 2, BotLevel::Normal),
        format!("Bot: Normal ({})", wins_against(normal, BotLevel::Easy))
    );
    // The words: 200 points up wins about three games in four, 0 half.
    assert_eq!(
        wins_against(200.0, BotLevel::Easy),
        "wins 8 in 10 against Easy"
    );
    assert_eq!(
        wins_against(0.0, BotLevel::Hard),
        "wins 5 in 10 against Hard"
    );
    assert_eq!(
        wins_against(900.0, BotLevel::Easy),
        "wins nearly every game against Easy"
    );
    assert_eq!(label(game, 2, BotLevel::Easy), "Bot: Easy");
    assert_eq!(label(game, 6, BotLevel::Hard), "Bot: Hard");
    // Expert is rated where its ladder against Hard was played (above Hard: it won more than
    // half there), and shows no rating at a size no ladder played.
    let expert = rating(game, 2, BotLevel::Expert).expect("rated against Hard");
    assert!(expert > hard, "{expert} {hard}");
    assert_eq!(
        label(game, 2, BotLevel::Expert),
        format!(
            "Bot: Expert ({})",
            wins_against(expert - hard, BotLevel::Hard)
        )
    );
    assert_eq!(label(game, 6, BotLevel::Expert), "Bot: Expert");
}

/// The setup screen's "Expert thinks for" is a setting: every Expert bot's time box follows it,
/// within the 1–10 s a player may choose, and it is saved with the other settings.
#[test]
fn the_expert_s_time_box_is_the_player_s_setting() {
    use mogland::settings::Settings;
    use mogland_rules::core::BotLevel;
    use std::time::Duration;
    let mut t = crate::common::app();
    for (asked, got) in [(4, 4), (30, 10), (0, 1), (1, 1)] {
        t.world_mut().resource_mut::<Settings>().expert_seconds = asked;
        t.app.update();
        assert_eq!(
            BotLevel::Expert.time_box(),
            Duration::from_secs(got),
            "asked for {asked} s"
        );
    }
    let saved = std::fs::read_to_string(t.paths().settings).expect("the settings were saved");
    assert!(saved.contains("expert_seconds: 1"), "{saved}");
}
