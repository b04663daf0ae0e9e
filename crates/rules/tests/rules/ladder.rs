//! The ladder's arithmetic (`core::ladder`): Wilson intervals, Bradley–Terry ratings on the Elo
//! scale and their bootstrap intervals, checked against known answers; and a small real ladder
//! whose seatings give each level every seat of every deal.

use crate::catastrophes_common::setup as catastrophes_setup;
use mogland_rules::core::BotLevel;
use mogland_rules::core::ladder::{
    LadderConfig, bootstrap, bradley_terry, command, run, seating, wilson,
};

#[test]
fn wilson_intervals_match_the_textbook() {
    // 50 of 100: 40.4 % to 59.6 %.
    let (lo, hi) = wilson(50.0, 100.0);
    assert!(
        (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
        "{lo} {hi}"
    );
    // None of 10: from 0 to 27.8 %.
    let (lo, hi) = wilson(0.0, 10.0);
    assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{lo} {hi}");
}

#[test]
fn bradley_terry_recovers_known_strengths_on_the_elo_scale() {
    // Level 1 wins 75 % against level 0 (Elo +190.8), level 2 wins 75 % against level 1, and
    // 90 % against level 0 (strengths 1 : 3 : 9).
    let n = 100_000.0;
    let pairs = vec![
        vec![(0.0, 0.0), (n, 0.25 * n), (n, 0.1 * n)],
        vec![(n, 0.75 * n), (0.0, 0.0), (n, 0.25 * n)],
        vec![(n, 0.9 * n), (n, 0.75 * n), (0.0, 0.0)],
    ];
    let r = bradley_terry(&pairs);
    let elo3 = 400.0 * 3f64.log10();
    assert!(r[0].abs() < 1e-9, "anchored at the first level");
    assert!((r[1] - elo3).abs() < 1.0, "{r:?}");
    assert!((r[2] - 2.0 * elo3).abs() < 1.0, "{r:?}");
    // With fewer games the intervals hold the estimate and widen.
    let small: Vec<Vec<(f64, f64)>> = pairs
        .iter()
        .map(|row| row.iter().map(|(g, w)| (g / 1000.0, w / 1000.0)).collect())
        .collect();
    let est = bradley_terry(&small);
    let iv = bootstrap(&small, 300, 1);
    for i in 1..3 {
        assert!(iv[i].0 <= est[i] && est[i] <= iv[i].1, "{iv:?} {est:?}");
        assert!(
            iv[i].1 - iv[i].0 > 20.0,
            "a hundred games leave doubt: {iv:?}"
        );
    }
}

#[test]
fn a_sweep_still_leaves_doubt() {
    // Twenty games, all won by the second level: its rating is finite and its interval wide
    // (drawn at the observed share, every redraw would be the same sweep).
    let pairs = vec![
        vec![(0.0, 0.0), (20.0, 0.0)],
        vec![(20.0, 20.0), (0.0, 0.0)],
    ];
    let est = bradley_terry(&pairs);
    let iv = bootstrap(&pairs, 400, 3);
    assert!(est[1].is_finite() && est[1] > 0.0, "{est:?}");
    assert!(
        iv[1].0 < est[1] - 30.0,
        "the lower end reaches below the estimate: {iv:?} {est:?}"
    );
}

#[test]
fn every_seat_holds_each_level_once_per_deal() {
    for n in 2..=6 {
        let a = seating(BotLevel::Easy, BotLevel::Hard, n, 0);
        let b = seating(BotLevel::Easy, BotLevel::Hard, n, 1);
        for s in 0..n {
            assert_ne!(a[s], b[s], "{n} seats, seat {s}");
        }
    }
}

#[test]
fn a_small_ladder_plays_each_pair_on_the_same_deals() {
    let rules = mogland_rules::games::find(mogland_rules::games::catastrophes::INFO.id).unwrap();
    let cfg = LadderConfig {
        setup: catastrophes_setup(3, 1, false),
        levels: vec![BotLevel::Easy, BotLevel::Normal],
        deals: 3,
        seed: 5,
        threads: 2,
    };
    let ladder = run(rules, &cfg, &|_, _| {}).unwrap();
    // Two seatings per deal for the pair, and as many Easy-only games for the first seat.
    assert_eq!(ladder.games, 12);
    assert_eq!(ladder.pairs[0][1].0, 6.0);
    assert_eq!(ladder.pairs[1][0].0, 6.0);
    assert!((ladder.pairs[0][1].1 + ladder.pairs[1][0].1 - 6.0).abs() < 1e-9);
    assert_eq!(ladder.first_seat.0, 6.0);
    assert!(!ladder.times[0].is_empty() && !ladder.times[1].is_empty());
}

#[test]
fn a_ladder_of_expert_names_the_games_played_at_once() {
    let levels = ["Hard", "Expert"];
    assert_eq!(
        command("cat-fight", 2, 64, 301, &levels, Some(1000), 4),
        "mogland ladder --game cat-fight --players 2 --games 64 --seed 301 --levels hard,expert --expert-ms 1000 --threads 4"
    );
    assert_eq!(
        command("cat-fight", 2, 16, 1, &levels, Some(1000), 1),
        "mogland ladder --game cat-fight --players 2 --games 16 --seed 1 --levels hard,expert --expert-ms 1000"
    );
    // Without Expert the games at once change nothing but the time it takes.
    assert_eq!(
        command("catastrophes", 3, 200, 1, &["Easy", "Normal"], None, 2),
        "mogland ladder --game catastrophes --players 3 --games 200 --seed 1 --levels easy,normal"
    );
}
