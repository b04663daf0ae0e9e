//! The kernel's gate, log, replay, snapshots, bots and `simulate`, through the toy game
//! "Counting" (see `toy.rs`) so that these tests depend on no shipped game.

use crate::toy::*;
use mogland_rules::core::simulate::{SimConfig, simulate};
use mogland_rules::core::{Arg, BotLevel, GameId, GameRng, GameSim, Observe, SeatId, Text};
use mogland_rules::levels::Level;
use mogland_rules::levels::catastrophes::DeckDef;

type Snap = ToySnapshot;

#[test]
fn a_legal_action_passes_the_gate_and_the_rules_apply_it() {
    let mut sim = start(2, 7);
    let seat = sim.to_act().unwrap();
    sim.apply(seat, Add(2)).expect("a legal action is accepted");
    let c = counter(&sim);
    assert_eq!(c.total, 2);
    assert_eq!(c.added[seat.index()], 2);
    assert_eq!(sim.to_act(), Some(seat.next(2)));
    assert_eq!(sim.log(), &[(seat, Add(2))]);
}

#[test]
fn an_action_out_of_turn_is_refused_with_players_act_in_turn_and_changes_nothing() {
    let mut sim = start(3, 11);
    let seat = sim.to_act().unwrap();
    let other = seat.next(3);
    let before = sim.snapshot();
    let refusal = sim
        .apply(other, Add(1))
        .expect_err("an action out of turn is refused");
    assert!(refusal.rule.is("rule-act-in-turn"), "{refusal}");
    let name = |s: SeatId| Arg::Name(sim.setup().seats[s.index()].name.clone());
    assert!(refusal.detail.is("refused-not-your-turn"), "{refusal}");
    assert_eq!(refusal.detail.arg("asked"), Some(&name(seat)));
    assert_eq!(refusal.detail.arg("who"), Some(&name(other)));
    assert_eq!(refusal.detail.arg("count"), Some(&Arg::Number(1)));
    assert_eq!(
        sim.snapshot(),
        before,
        "a refused action leaves the whole table as it was"
    );
    assert!(sim.log().is_empty());
}

#[test]
fn an_illegal_amount_is_refused_with_the_games_own_rule_and_changes_nothing() {
    let mut sim = start(2, 3);
    let seat = sim.to_act().unwrap();
    let before = sim.snapshot();
    let refusal = sim.apply(seat, Add(3)).expect_err("adding 3 is refused");
    assert_eq!(refusal.rule, Text::Verbatim(TOY_RULE.into()));
    assert_eq!(refusal.detail, Text::Verbatim("3 is not 1 or 2".into()));
    assert_eq!(
        refusal.to_string(),
        format!("3 is not 1 or 2 (rule: {TOY_RULE})")
    );
    assert_eq!(sim.snapshot(), before);
    assert_eq!(
        sim.to_act(),
        Some(seat),
        "the refused seat still has the decision"
    );

    // Bring the counter to 9: then 2 would pass the goal, and only 1 is legal.
    let mut s = seat;
    for k in [2, 2, 2, 2, 1] {
        sim.apply(s, Add(k)).unwrap();
        s = s.next(2);
    }
    assert_eq!(counter(&sim).total, 9);
    assert_eq!(sim.legal_actions(s), vec![Add(1)]);
    let before = sim.snapshot();
    let refusal = sim.apply(s, Add(2)).expect_err("passing 10 is refused");
    assert_eq!(refusal.rule, Text::Verbatim(TOY_RULE.into()));
    assert_eq!(
        refusal.detail,
        Text::Verbatim("adding 2 to 9 would pass 10".into())
    );
    assert_eq!(sim.snapshot(), before);
}

#[test]
fn the_seat_reaching_the_goal_wins_in_the_same_frame_and_then_every_action_is_refused() {
    let mut sim = start(2, 5);
    let first = sim.to_act().unwrap();
    let mut s = first;
    for k in [2, 2, 2, 2, 2] {
        assert!(sim.outcome().is_none());
        sim.apply(s, Add(k)).unwrap();
        s = s.next(2);
    }
    // The fifth action (by `first`) reached 10.
    assert_eq!(
        sim.to_act(),
        None,
        "Resolve ran after Apply in the frame of the winning action"
    );
    let outcome = sim.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![first]);
    assert_eq!(sim.scores().iter().sum::<i64>(), 10);
    let before = sim.snapshot();
    for seat in [SeatId(0), SeatId(1)] {
        let refusal = sim
            .apply(seat, Add(1))
            .expect_err("nothing is accepted after the end");
        assert!(refusal.rule.is("rule-game-over"), "{refusal}");
    }
    assert_eq!(sim.snapshot(), before);
}

#[test]
fn the_action_log_holds_only_accepted_actions_in_order() {
    let mut sim = start(3, 21);
    let mut accepted = Vec::new();
    let mut refused = 0;
    let mut rng = GameRng::seeded(99);
    while let Some(seat) = sim.to_act() {
        // A random seat tries a random amount in 0..=3: many tries are refused.
        let who = SeatId(rng.below(3) as u8);
        let amount = Add(rng.below(4) as u32);
        let legal = who == seat && sim.legal_actions(seat).contains(&amount);
        match sim.apply(who, amount) {
            Ok(()) => {
                assert!(legal, "{amount:?} by {who:?} was accepted though not legal");
                accepted.push((who, amount));
            }
            Err(_) => {
                assert!(!legal, "{amount:?} by {who:?} was refused though legal");
                refused += 1;
            }
        }
        assert_eq!(sim.log(), accepted.as_slice());
    }
    assert!(
        refused > 5,
        "the test should exercise refusals (got {refused})"
    );
    assert_eq!(
        counter(&sim).applied as usize,
        accepted.len(),
        "the rules ran once per accepted action"
    );
}

/// Plays `n` random legal actions (or until the end) with a generator of the test's own.
fn play_some(sim: &mut GameSim<Counting>, n: usize, seed: u64) {
    let mut rng = GameRng::seeded(seed);
    for _ in 0..n {
        let Some(seat) = sim.to_act() else { return };
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())]).unwrap();
    }
}

#[test]
fn replaying_setup_and_log_rebuilds_the_same_table_including_the_generator() {
    for seed in 0..20 {
        let mut sim = start(4, seed);
        play_some(&mut sim, 4, seed + 1000);
        let replayed = GameSim::<Counting>::replay(sim.setup(), sim.log()).unwrap();
        assert_eq!(replayed.snapshot(), sim.snapshot(), "seed {seed}, mid-game");
        play_some(&mut sim, 100, seed + 2000);
        let replayed = GameSim::<Counting>::replay(sim.setup(), sim.log()).unwrap();
        assert_eq!(replayed.snapshot(), sim.snapshot(), "seed {seed}, finished");
        assert_eq!(replayed.outcome(), sim.outcome());
    }
}

#[test]
fn replay_of_a_log_with_an_illegal_action_says_which_action_failed() {
    let setup = setup(2, 4);
    let sim = start(2, 4);
    let first = sim.to_act().unwrap();
    let log = vec![(first, Add(1)), (first, Add(1))];
    let err = GameSim::<Counting>::replay(&setup, &log)
        .err()
        .expect("the second action is out of turn");
    assert!(
        err.contains("action 2 of the log was refused on replay"),
        "{err}"
    );
    assert!(err.contains("rule-act-in-turn"), "{err}");
}

#[test]
fn a_snapshot_round_trips_through_ron_and_restore_continues_identically() {
    let mut sim = start(3, 42);
    play_some(&mut sim, 3, 1);
    let snap = sim.snapshot();
    let text = ron::to_string(&snap).unwrap();
    let back: Snap = ron::from_str(&text).unwrap();
    assert_eq!(back, snap, "snapshot -> RON -> snapshot is exact");

    // Restore into a fresh app and into the same app after it moved on.
    let mut fresh = GameSim::<Counting>::empty();
    fresh.restore(&back);
    assert_eq!(fresh.snapshot(), snap);
    play_some(&mut sim, 2, 2);
    assert_ne!(sim.snapshot(), snap);
    sim.restore(&back);
    assert_eq!(
        sim.snapshot(),
        snap,
        "restore puts the old table back whole"
    );

    // Both continue the same way, generator included.
    play_some(&mut sim, 100, 3);
    play_some(&mut fresh, 100, 3);
    assert_eq!(sim.snapshot(), fresh.snapshot());
    assert!(sim.outcome().is_some());

    // Snapshot, apply, snapshot again: the log grew by exactly that action.
    let mut a = GameSim::<Counting>::empty();
    a.restore(&snap);
    let seat = a.to_act().unwrap();
    a.apply(seat, Add(1)).unwrap();
    let after = a.snapshot();
    assert_eq!(after.log.len(), snap.log.len() + 1);
    assert_eq!(after.log.last(), Some(&(seat, Add(1))));
    assert_eq!(after.game.total, snap.game.total + 1);
}

#[test]
fn starting_a_table_checks_the_game_and_the_seat_count() {
    let err = GameSim::<Counting>::start(&setup(1, 0))
        .err()
        .expect("one seat is too few");
    assert!(err.contains("2 to 6 players, not 1"), "{err}");
    let err = GameSim::<Counting>::start(&setup(7, 0))
        .err()
        .expect("seven seats are too many");
    assert!(err.contains("not 7"), "{err}");
    let mut other = setup(2, 0);
    other.game = GameId::new("cat-fight");
    let err = GameSim::<Counting>::start(&other)
        .err()
        .expect("a Cat Fight table is not this game's");
    assert!(err.contains("this table is for Cat Fight"), "{err}");
}

#[test]
fn the_same_seed_deals_the_same_table_and_bots_play_the_same_game() {
    for seed in [0, 1, 2, 1234, u64::MAX] {
        let mut a = start(5, seed);
        let mut b = start(5, seed);
        assert_eq!(a.snapshot(), b.snapshot());
        a.play_out(&mut easy_bots(5), 100).unwrap();
        b.play_out(&mut easy_bots(5), 100).unwrap();
        assert_eq!(a.snapshot(), b.snapshot(), "seed {seed}");
    }
    // And the first seat really depends on the seed.
    let firsts: std::collections::BTreeSet<_> =
        (0..40).map(|s| start(5, s).to_act().unwrap()).collect();
    assert!(firsts.len() > 1, "40 seeds all gave the same first seat");
}

#[test]
fn easy_bots_play_every_game_to_the_end_and_are_never_refused() {
    for seats in 2..=6 {
        for seed in 0..40u64 {
            let mut sim = start(seats, seed);
            let n = sim
                .play_out(&mut easy_bots(seats), 1_000)
                .unwrap_or_else(|r| panic!("{seats} seats, seed {seed}: a bot was refused: {r}"));
            assert!(
                (5..=10).contains(&n),
                "a game of Counting takes 5 to 10 actions, took {n}"
            );
            assert_eq!(sim.to_act(), None);
            let outcome = sim.outcome().expect("the game ended");
            assert_eq!(outcome.winners.len(), 1);
            assert_eq!(counter(&sim).total, GOAL);
            assert_eq!(sim.log().len(), n);
        }
    }
}

#[test]
fn play_out_stops_after_max_actions() {
    let mut sim = start(2, 9);
    assert_eq!(sim.play_out(&mut easy_bots(2), 3).unwrap(), 3);
    assert_eq!(sim.log().len(), 3);
    assert!(sim.to_act().is_some());
}

#[test]
fn a_bot_sees_its_own_observation_and_chooses_a_legal_action() {
    let sim = start(3, 17);
    let seat = sim.to_act().unwrap();
    let obs = sim.observation(seat);
    assert_eq!(obs.total, 0);
    assert_eq!(obs.legal(), &[Add(1), Add(2)]);
    assert!(
        sim.observation(seat.next(3)).legal().is_empty(),
        "a seat not to act has no legal action"
    );
    let mut bot = mogland_rules::core::EasyBot;
    for _ in 0..10 {
        let choice = sim.bot_choice(seat, &mut bot);
        assert!(obs.legal().contains(&choice));
    }
}

#[test]
fn simulate_plays_many_games_of_any_game_and_reports_wins_per_seat() {
    let cfg = SimConfig::plain(
        GameId::new("counting"),
        3,
        60,
        500,
        BotLevel::Easy,
        Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    );
    let report = simulate::<Counting>(&cfg).expect("every game finishes");
    assert_eq!(report.games, 60);
    assert_eq!(report.wins.len(), 3);
    let total: f64 = report.wins.iter().sum();
    assert!(
        (total - 60.0).abs() < 1e-9,
        "wins per seat sum to {total}, not the 60 games"
    );
    assert!(
        (5.0..=10.0).contains(&report.mean_actions),
        "mean length {}",
        report.mean_actions
    );
    let stat = |name: &str| {
        report
            .stats
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
    };
    assert_eq!(
        stat("final total"),
        Some(10.0),
        "stats are averaged over the games"
    );
    assert_eq!(stat("actions"), Some(report.mean_actions));

    let printed = report.to_string();
    assert!(printed.starts_with("Counting: 60 games\n"), "{printed}");
    for seat in 1..=3 {
        assert!(
            printed
                .lines()
                .any(|l| l.starts_with(&format!("{seat:<6} Easy"))),
            "no line for seat {seat}:\n{printed}"
        );
    }
    assert!(printed.contains("mean game length:"), "{printed}");
    assert!(printed.contains("mean final total: 10.000"), "{printed}");

    // Same configuration, same games.
    let again = simulate::<Counting>(&cfg).unwrap();
    assert_eq!(again.wins, report.wins);
    assert_eq!(again.mean_actions, report.mean_actions);
}

#[test]
fn simulate_reports_a_table_it_cannot_start() {
    let cfg = SimConfig::plain(
        GameId::new("counting"),
        1,
        3,
        0,
        BotLevel::Easy,
        Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    );
    let err = simulate::<Counting>(&cfg).expect_err("one player cannot sit at Counting");
    assert!(err.contains("not 1"), "{err}");
}
