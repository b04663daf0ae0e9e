//! Decisions for several seats: a response window opened to every other seat after each add
//! (the toy game's snap variant). The gate takes an answer from any seat still asked; the
//! window closes when all have answered; the result never depends on who answered first; the
//! log keeps the order answers came in, and replays exactly; hotseat asks each human privately;
//! bots answer at once.

use crate::toy::*;
use bevy_app::App;
use mogland_rules::core::hotseat::{Viewer, bots_to_answer, may_auto_pass, viewer};
use mogland_rules::core::{
    Act, Arg, BotLevel, DecisionKind, Entry, Game, GameRules, GameSim, RulesSchedule, SeatId,
    SeatKind, TableSetup, Text,
};

/// A snap table of `seats` with seat `first` to add first (the seed that draws it).
fn snap_table(seats: usize, first: u8) -> GameSim<Counting> {
    let seed = (0..1000)
        .find(|&s| {
            GameSim::<Counting>::start(&snap_setup(seats, s))
                .unwrap()
                .to_act()
                == Some(SeatId(first))
        })
        .expect("some seed draws that seat first");
    GameSim::<Counting>::start(&snap_setup(seats, seed)).unwrap()
}

#[test]
fn an_add_opens_a_window_to_every_other_seat_in_clockwise_order() {
    let mut sim = snap_table(4, 1);
    sim.apply(SeatId(1), Add(1)).unwrap();
    let d = sim.decision().expect("the game goes on");
    assert_eq!(d.kind, DecisionKind::Response);
    assert_eq!(d.prompt, CountPrompt::SnapOrPass);
    assert_eq!(d.seats, vec![SeatId(2), SeatId(3), SeatId(0)]);
    for s in &d.seats {
        assert_eq!(sim.legal_actions(*s), vec![Snap, Pass]);
    }
    assert!(
        sim.legal_actions(SeatId(1)).is_empty(),
        "the adder is not asked"
    );
}

#[test]
fn the_gate_takes_answers_from_any_seat_asked_in_any_order_and_each_only_once() {
    let mut sim = snap_table(4, 0);
    sim.apply(SeatId(0), Add(1)).unwrap();
    // Seat 3 answers before seat 1: any seat in the window may.
    sim.apply(SeatId(3), Pass).unwrap();
    assert_eq!(sim.decision().unwrap().seats, vec![SeatId(1), SeatId(2)]);
    let before = sim.snapshot();
    let again = sim.apply(SeatId(3), Snap).expect_err("seat 3 has answered");
    assert!(again.rule.is("rule-answer-once"), "{again}");
    assert!(again.detail.is("refused-not-among-asked"), "{again}");
    let name = |s: usize| sim.setup().seats[s].name.clone();
    assert_eq!(again.detail.arg("who"), Some(&Arg::Name(name(3))));
    assert_eq!(
        again.detail.arg("asked"),
        Some(&Arg::Name(format!("{}, {}", name(1), name(2))))
    );
    assert_eq!(again.detail.arg("count"), Some(&Arg::Number(2)));
    let adder = sim
        .apply(SeatId(0), Pass)
        .expect_err("the adder is not asked");
    assert!(adder.rule.is("rule-answer-once"), "{adder}");
    assert_eq!(sim.snapshot(), before, "refusals change nothing");
    sim.apply(SeatId(2), Snap).unwrap();
    sim.apply(SeatId(1), Pass).unwrap();
    let c = counter(&sim);
    assert!(c.window.is_none(), "the window closed with the last answer");
    assert_eq!(
        sim.to_act(),
        Some(SeatId(1)),
        "play returns to the next adder"
    );
    assert_eq!(c.snaps, vec![0, 0, 1, 0]);
    assert_eq!(c.tokens, vec![true, true, false, true]);
}

#[test]
fn a_refused_answer_names_the_rule_and_changes_nothing() {
    let mut sim = snap_table(3, 0);
    sim.apply(SeatId(0), Add(1)).unwrap();
    sim.apply(SeatId(1), Snap).unwrap();
    sim.apply(SeatId(2), Pass).unwrap();
    sim.apply(SeatId(1), Add(1)).unwrap();
    // Seat 2 (index 1) spent its token: it may only pass now.
    assert_eq!(sim.legal_actions(SeatId(1)), Vec::<Move>::new());
    assert_eq!(sim.legal_actions(SeatId(2)), vec![Snap, Pass]);
    sim.apply(SeatId(1), Add(1))
        .expect_err("the adder is not in the window");
    sim.apply(SeatId(2), Pass).unwrap();
    sim.apply(SeatId(0), Pass).unwrap();
    sim.apply(SeatId(2), Add(2)).unwrap();
    assert_eq!(sim.legal_actions(SeatId(1)), vec![Pass]);
    let before = sim.snapshot();
    let r = sim
        .apply(SeatId(1), Snap)
        .expect_err("a second snap is refused");
    assert_eq!(r.rule, Text::Verbatim(SNAP_RULE.into()));
    assert_eq!(
        r.detail,
        Text::Verbatim("you have snapped already this game".into())
    );
    let r = sim
        .apply(SeatId(0), Add(1))
        .expect_err("no add while the window is open");
    assert_eq!(r.rule, Text::Verbatim(SNAP_RULE.into()));
    assert_eq!(sim.snapshot(), before);
}

#[test]
fn the_result_does_not_depend_on_the_order_answers_came_in_and_the_log_keeps_that_order() {
    // Seats 1 and 3 both snap: seat 1 is first clockwise from the adder, so it scores,
    // whichever answered first.
    let orders = [
        [SeatId(1), SeatId(2), SeatId(3)],
        [SeatId(3), SeatId(2), SeatId(1)],
        [SeatId(2), SeatId(3), SeatId(1)],
    ];
    let mut results = Vec::new();
    for order in orders {
        let mut sim = snap_table(4, 0);
        sim.apply(SeatId(0), Add(2)).unwrap();
        for s in order {
            let answer = if s == SeatId(2) { Pass } else { Snap };
            sim.apply(s, answer).unwrap();
        }
        let logged: Vec<SeatId> = sim.log()[1..].iter().map(|(s, _)| *s).collect();
        assert_eq!(logged, order, "the log keeps the order answers came in");
        let replayed = GameSim::<Counting>::replay(sim.setup(), sim.log()).unwrap();
        assert_eq!(replayed.snapshot(), sim.snapshot(), "replay is exact");
        results.push(sim.snapshot().game);
    }
    for r in &results {
        assert_eq!(
            r.snaps,
            vec![0, 1, 0, 0],
            "the first snapper clockwise scores"
        );
        assert_eq!(
            r.tokens,
            vec![true, false, true, false],
            "both snappers spent their token"
        );
        assert_eq!(r.total, results[0].total);
        assert_eq!(r.purrs, results[0].purrs);
    }
}

#[test]
fn hotseat_asks_every_human_in_the_window_privately_even_one_who_can_only_pass() {
    let mut sim = snap_table(3, 0);
    let mut setup = sim.setup().clone();
    setup.seats[0].kind = SeatKind::Bot(BotLevel::Easy);
    // Seat 2 (index 1) has spent its token: it can only pass, and is asked all the same.
    sim.apply(SeatId(0), Add(1)).unwrap();
    sim.apply(SeatId(1), Snap).unwrap();
    sim.apply(SeatId(2), Pass).unwrap();
    sim.apply(SeatId(1), Add(1)).unwrap();
    sim.apply(SeatId(2), Pass).unwrap();
    sim.apply(SeatId(0), Pass).unwrap();
    sim.apply(SeatId(2), Add(1)).unwrap();
    let d = sim.decision().unwrap();
    assert_eq!(d.seats, vec![SeatId(0), SeatId(1)]);
    assert_eq!(sim.legal_actions(SeatId(1)), vec![Pass]);
    // Seat 0 is a bot, seat 1 the only human in the window, seat 2 a human outside it.
    assert_eq!(viewer(&setup, Some(&d), None), Viewer::PassTo(SeatId(1)));
    assert_eq!(
        viewer(&setup, Some(&d), Some(SeatId(2))),
        Viewer::PassTo(SeatId(1))
    );
    assert_eq!(
        viewer(&setup, Some(&d), Some(SeatId(1))),
        Viewer::Seat(SeatId(1))
    );
    assert!(
        !may_auto_pass(&setup, &d, 1),
        "with two humans at the screen nobody is passed for silently"
    );
    // All humans: each is asked in the window's order.
    let humans = TableSetup {
        seats: setup
            .seats
            .iter()
            .cloned()
            .map(|mut s| {
                s.kind = SeatKind::Human;
                s
            })
            .collect(),
        ..setup.clone()
    };
    assert_eq!(viewer(&humans, Some(&d), None), Viewer::PassTo(SeatId(0)));
    sim.apply(SeatId(0), Pass).unwrap();
    let d = sim.decision().unwrap();
    assert_eq!(
        viewer(&humans, Some(&d), Some(SeatId(0))),
        Viewer::PassTo(SeatId(1))
    );
    // Nobody's hidden things while only bots decide; the lone human always sees their own.
    let bots_only = TableSetup {
        seats: humans
            .seats
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, mut s)| {
                if i != 2 {
                    s.kind = SeatKind::Bot(BotLevel::Easy);
                }
                s
            })
            .collect(),
        ..humans.clone()
    };
    assert_eq!(viewer(&bots_only, Some(&d), None), Viewer::Seat(SeatId(2)));
    assert!(
        may_auto_pass(&bots_only, &d, 1),
        "one human at the screen: a pass-only window may be answered for them"
    );
    assert!(!may_auto_pass(&bots_only, &d, 2));
    let two_humans_not_asked = TableSetup {
        seats: humans
            .seats
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, mut s)| {
                if i == 1 {
                    s.kind = SeatKind::Bot(BotLevel::Easy);
                }
                s
            })
            .collect(),
        ..humans
    };
    assert_eq!(
        viewer(&two_humans_not_asked, Some(&d), Some(SeatId(0))),
        Viewer::Public
    );
}

#[test]
fn bots_in_a_window_all_answer_at_once_and_their_answers_land_through_the_gate() {
    let entry: &dyn GameRules = &Entry::<Counting>::NEW;
    let mut app = App::empty();
    entry.add_rules(&mut app);
    let mut setup = snap_setup(4, 3);
    for s in &mut setup.seats[1..] {
        s.kind = SeatKind::Bot(BotLevel::Easy);
    }
    let world = app.world_mut();
    entry.start(world, &setup).unwrap();
    // Make seat 0 (the human) the adder.
    let mut c = world.resource::<Counter>().clone();
    c.turn = SeatId(0);
    world.insert_resource(c);
    world.write_message(Act {
        seat: SeatId(0),
        action: Add(1),
    });
    world.run_schedule(RulesSchedule);
    let d = Counting::decision(world).unwrap();
    assert!(d.is_response());
    let bots = bots_to_answer(&setup, &d);
    assert_eq!(
        bots.iter().map(|b| b.0).collect::<Vec<_>>(),
        vec![SeatId(1), SeatId(2), SeatId(3)],
        "every bot in the window answers now"
    );
    // Each bot decides on its own (the jobs could run on any thread), then each reply lands.
    let jobs: Vec<_> = bots
        .iter()
        .map(|(s, l)| entry.bot_job(world, *s, *l).expect("a bot in its chair"))
        .collect();
    assert!(
        entry.bot_job(world, SeatId(1), BotLevel::Easy).is_none(),
        "a bot already thinking is not asked twice"
    );
    let replies: Vec<_> = jobs.into_iter().map(|job| job()).collect();
    for reply in replies {
        reply(world);
    }
    for _ in 0..3 {
        world.run_schedule(RulesSchedule);
    }
    assert!(
        world.resource::<Counter>().window.is_none(),
        "all three answers passed the gate and closed the window"
    );
    assert_eq!(entry.actions_taken(world), 4);
    assert!(
        entry.bot_job(world, SeatId(1), BotLevel::Easy).is_some(),
        "each bot is back in its chair"
    );
}

#[test]
fn easy_bots_play_snap_games_to_the_end_and_every_game_replays_exactly() {
    for seats in 2..=5 {
        for seed in 0..20 {
            let mut sim = GameSim::<Counting>::start(&snap_setup(seats, seed)).unwrap();
            sim.play_out(&mut easy_bots(seats), 1000)
                .unwrap_or_else(|r| panic!("{seats} seats, seed {seed}: {r}"));
            assert!(sim.outcome().is_some());
            let c = counter(&sim);
            let spent = c.tokens.iter().filter(|t| !**t).count() as u32;
            assert!(c.snaps.iter().sum::<u32>() <= spent);
            let replayed = GameSim::<Counting>::replay(sim.setup(), sim.log()).unwrap();
            assert_eq!(replayed.snapshot(), sim.snapshot());
        }
    }
}
