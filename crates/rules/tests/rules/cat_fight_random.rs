//! Many seeded games to the end with every invariant checked after every action; replays,
//! snapshots, the observation's secrecy and the log's line for every event.

use crate::cat_fight_support::*;
use mogland_rules::core::{Bot, Deadline, EasyBot, Game, GameRng, GameSim, SeatId, bot_rng};
use mogland_rules::games::cat_fight::*;

/// Plays one game with `bots[seat]`, checking the invariants after every action.
fn play(players: usize, seed: u64, bots: &mut [Box<dyn Bot<CatFight>>]) -> Sim {
    let mut sim = start(players, seed);
    check_invariants(&sim);
    let mut n = 0;
    while let Some(seat) = sim.to_act() {
        let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
        act(&mut sim, seat, action);
        n += 1;
        assert!(n < 20_000, "seed {seed}: the game does not end");
    }
    sim
}

fn easy(players: usize) -> Vec<Box<dyn Bot<CatFight>>> {
    (0..players)
        .map(|_| Box::new(EasyBot) as Box<dyn Bot<CatFight>>)
        .collect()
}

/// Normal most of the time, a random legal action otherwise: games that sip, fight, wall
/// and trip out in every odd way, and end.
struct Wobbly;

impl Bot<CatFight> for Wobbly {
    fn choose(
        &mut self,
        obs: &CatFightObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> CatFightAction {
        if rng.below(10) < 3 {
            Bot::<CatFight>::choose(&mut EasyBot, obs, rng, deadline)
        } else {
            NormalBot.choose(obs, rng, deadline)
        }
    }
}

#[test]
fn two_hundred_random_games_keep_every_invariant_and_end() {
    let mut tally = Tally::default();
    for seed in 0..200u64 {
        let players = 2 + (seed % 3) as usize;
        let mut bots = if seed % 2 == 0 {
            easy(players)
        } else {
            (0..players)
                .map(|_| Box::new(Wobbly) as Box<dyn Bot<CatFight>>)
                .collect()
        };
        let sim = play(players, seed, &mut bots);
        let outcome = sim.outcome().expect("the game ended");
        assert_eq!(outcome.scores.len(), players);
        assert!(!outcome.winners.is_empty());
        let best = *outcome.scores.iter().max().unwrap();
        for w in &outcome.winners {
            assert_eq!(
                outcome.scores[w.index()],
                best,
                "seed {seed}: a winner has the top score"
            );
        }
        let t = sim.snapshot().game.tally;
        tally.sips += t.sips;
        tally.fights += t.fights;
        tally.catnip_fights += t.catnip_fights;
        tally.sacrifices += t.sacrifices;
        tally.saucers_walled += t.saucers_walled;
    }
    // Between them the games went through every part of the rules.
    assert!(
        tally.sips > 500 && tally.fights > 50 && tally.catnip_fights > 10 && tally.sacrifices > 5,
        "{tally:?}"
    );
}

#[test]
fn normal_bots_play_games_to_the_end_with_every_invariant() {
    for seed in 0..30u64 {
        let players = 2 + (seed % 3) as usize;
        let mut bots: Vec<Box<dyn Bot<CatFight>>> = (0..players)
            .map(|_| Box::new(NormalBot) as Box<dyn Bot<CatFight>>)
            .collect();
        let sim = play(players, 1000 + seed, &mut bots);
        assert!(sim.outcome().is_some());
    }
}

#[test]
fn seed_and_actions_replay_to_the_same_final_state() {
    for seed in [3u64, 17, 42, 99] {
        let players = 2 + (seed % 3) as usize;
        let sim = play(players, seed, &mut easy(players));
        let replayed =
            GameSim::<CatFight>::replay(sim.setup(), sim.log()).expect("the log replays");
        assert_eq!(replayed.snapshot(), sim.snapshot(), "seed {seed}");
        assert_eq!(replayed.outcome(), sim.outcome());
    }
}

#[test]
fn snapshot_restore_snapshot_round_trips_mid_game_and_plays_on_identically() {
    let mut sim = start(4, 11);
    let mut bot = EasyBot;
    for _ in 0..150 {
        let Some(seat) = sim.to_act() else { break };
        let a = sim.bot_choice(seat, &mut bot);
        act(&mut sim, seat, a);
    }
    let snap = sim.snapshot();
    // Through RON and back, as a save or a scenario file would go.
    let text = ron::to_string(&snap).expect("a snapshot serializes");
    let back: Snap = ron::from_str(&text).expect("and reads back");
    assert_eq!(back, snap);
    let mut other = Sim::empty();
    other.restore(&back);
    assert_eq!(other.snapshot(), snap);
    // Both tables go on the same way: the generator state came along.
    for _ in 0..200 {
        let Some(seat) = sim.to_act() else { break };
        assert_eq!(other.to_act(), Some(seat));
        let a = sim.bot_choice(seat, &mut bot);
        act(&mut sim, seat, a);
        act(&mut other, seat, a);
    }
    assert_eq!(other.snapshot().game, sim.snapshot().game);
}

#[test]
fn every_refused_action_leaves_the_state_unchanged() {
    let mut sim = start(3, 5);
    let mut bot = EasyBot;
    for step in 0..120 {
        let Some(seat) = sim.to_act() else { break };
        let before = sim.snapshot();
        // The wrong seat, and a blocker on blue, are refused without a trace.
        let other = SeatId(((seat.index() + 1) % 3) as u8);
        assert!(sim.apply(other, CatFightAction::Pass).is_err());
        assert!(
            sim.apply(seat, CatFightAction::PlaceBlocker((0, 0)))
                .is_err()
        );
        assert_eq!(sim.snapshot(), before, "step {step}");
        let a = sim.bot_choice(seat, &mut bot);
        act(&mut sim, seat, a);
    }
}

#[test]
fn observation_shows_own_cream_values_only() {
    let mut sim = start(2, 21);
    let mut bot = NormalBot;
    let mut checked = 0;
    while let Some(seat) = sim.to_act() {
        let a = sim.bot_choice(seat, &mut bot);
        act(&mut sim, seat, a);
        let snap = sim.snapshot().game;
        for s in [S0, S1] {
            let obs = sim.observation(s);
            let mine: Vec<(u8, u8)> = snap
                .creams
                .iter()
                .filter(|c| c.place == CreamPlace::Held(s))
                .map(|c| (c.id, c.value))
                .collect();
            assert_eq!(obs.own_creams, mine);
            let counts: Vec<u8> = [S0, S1]
                .iter()
                .map(|t| {
                    snap.creams
                        .iter()
                        .filter(|c| c.place == CreamPlace::Held(*t))
                        .count() as u8
                })
                .collect();
            assert_eq!(obs.cream_counts, counts);
            assert_eq!(obs.final_scores.is_some(), sim.outcome().is_some());
            // Nothing in the observation carries another cream's value: its text shows no
            // cream id beside a value except its own.
            let text = format!("{obs:?}");
            assert!(
                !text.contains("Cream {"),
                "the observation holds no Cream component"
            );
            checked += 1;
        }
    }
    assert!(checked > 10);
}

#[test]
fn bots_always_choose_a_legal_action() {
    for seed in 0..5u64 {
        let players = 2 + (seed % 3) as usize;
        let mut sim = start(players, 500 + seed);
        let mut bots: Vec<Box<dyn Bot<CatFight>>> = vec![
            Box::new(NormalBot),
            Box::new(HardBot::default()),
            Box::new(EasyBot),
            Box::new(NormalBot),
        ];
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let obs = sim.observation(seat);
            let mut rng = bot_rng(seed, seat, n);
            let a =
                bots[seat.index()].choose(&obs, &mut rng, mogland_rules::core::Deadline::none());
            assert!(
                CatFight::legal_actions(sim.world(), seat).contains(&a),
                "{a:?}"
            );
            act(&mut sim, seat, a);
            n += 1;
            if n > 400 {
                break;
            }
        }
    }
}

#[test]
fn the_gates_quick_check_agrees_with_the_legal_list() {
    use CatFightAction as A;
    // Every action a seat could try: on every square, each kind; moves with two facings.
    let mut universe = vec![
        A::Sip,
        A::Pass,
        A::EndTurn,
        A::AcceptDefeat,
        A::Face(Dir::N),
        A::Face(Dir::SW),
    ];
    universe.extend((0..12).map(A::SacrificeCream));
    for y in 0..12u8 {
        for x in 0..11u8 {
            let sq = (x, y);
            universe.extend([
                A::PlaceBlocker(sq),
                A::PlaceCatnip(sq),
                A::Enter {
                    square: sq,
                    facing: Dir::E,
                },
                A::Move {
                    to: sq,
                    facing: Dir::N,
                },
                A::Move {
                    to: sq,
                    facing: Dir::SE,
                },
            ]);
        }
    }
    let mut checked = 0;
    for seed in 0..6 {
        let mut sim = start(2 + (seed % 3) as usize, seed);
        let mut rng = GameRng::seeded(seed);
        let mut step = 0;
        while let Some(seat) = sim.to_act() {
            step += 1;
            if step % 4 == 0 {
                for s in 0..sim.setup().seat_count() {
                    let s = SeatId(s as u8);
                    let legal = sim.legal_actions(s);
                    for a in &universe {
                        assert_eq!(
                            CatFight::is_legal(sim.world(), s, a),
                            legal.contains(a),
                            "{a:?} for seat {} at step {step} of seed {seed}",
                            s.0 + 1
                        );
                        checked += 1;
                    }
                }
            }
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// The line the view wrote in English before the rules told the log, for every event of a
/// seeded game (with the clumsy ones mended): the rules' message must read the same.
fn old_line(setup: &mogland_rules::core::TableSetup, e: &CatFightEvent) -> Option<String> {
    let name = |s: &SeatId| setup.seats[s.index()].name.clone();
    Some(match e {
        CatFightEvent::TurnBegan { .. } => return None,
        CatFightEvent::Entered {
            seat,
            square,
            facing,
        } => format!(
            "{} enters at {}, facing {}",
            name(seat),
            square_name(*square),
            facing.name()
        ),
        CatFightEvent::Moved {
            seat,
            diverted: true,
            ..
        } => format!("{} spots catnip on the way!", name(seat)),
        CatFightEvent::Moved {
            seat, to, facing, ..
        } => format!(
            "{} moves to {}, facing {}",
            name(seat),
            square_name(*to),
            facing.name()
        ),
        CatFightEvent::Turned { seat, facing } => {
            format!("{} turns to face {}", name(seat), facing.name())
        }
        CatFightEvent::Passed { seat } => format!("{} waits for a free blue square", name(seat)),
        CatFightEvent::BlockerPlaced { seat, square } => {
            format!("{} puts a blocker on {}", name(seat), square_name(*square))
        }
        CatFightEvent::CatnipPlaced { seat, square } => {
            format!(
                "{} puts down catnip at {}",
                name(seat),
                square_name(*square)
            )
        }
        CatFightEvent::CatnipFired { drawn, .. } => {
            let who: Vec<String> = drawn.iter().map(|(s, _)| name(s)).collect();
            let verb = if who.len() == 1 { "rushes" } else { "rush" };
            format!("Catnip! {} {verb} to it", who.join(", "))
        }
        CatFightEvent::FightStarted { seats, .. } => {
            let who: Vec<String> = seats.iter().map(name).collect();
            format!("Catfight: {}", who.join(" vs "))
        }
        CatFightEvent::FightRolled { seats, dice } => {
            let rolls: Vec<String> = seats
                .iter()
                .zip(dice)
                .map(|(s, d)| format!("{} {d}", name(s)))
                .collect();
            format!("Dice: {}", rolls.join(", "))
        }
        CatFightEvent::Sacrificed { seat, .. } => {
            format!("{} gives up a cream to fight on", name(seat))
        }
        CatFightEvent::FightWon {
            winner,
            extra_turn: true,
            ..
        } => format!("{} wins the catfight and takes another turn", name(winner)),
        CatFightEvent::FightWon { winner, .. } => format!("{} wins the catfight", name(winner)),
        CatFightEvent::Sipped { seat, .. } => format!("{} sips a cream", name(seat)),
        CatFightEvent::SaucerRemoved {
            walled_in: true, ..
        } => "A saucer walled in by blockers is taken away".into(),
        CatFightEvent::SaucerRemoved { .. } => "An empty saucer is taken away".into(),
        CatFightEvent::GameEnded { .. } => "The game is over: the creams are revealed".into(),
    })
}

#[test]
fn every_event_of_seeded_games_tells_the_log_a_message_of_the_game() {
    use crate::english::english;
    use mogland_rules::core::net::take_events;
    use std::collections::BTreeSet;
    let mut ids = BTreeSet::new();
    let mut plural = false;
    let mut check = |sim: &mut Sim| {
        let setup = sim.setup().clone();
        for e in take_events::<CatFight>(sim.world_mut()) {
            let told = CatFight::tell(&setup, &e);
            let Some(text) = told else {
                assert!(
                    matches!(e, CatFightEvent::TurnBegan { .. }),
                    "{e:?} tells nothing"
                );
                continue;
            };
            for part in text.parts() {
                let id = part.id().expect("a message");
                assert!(id.starts_with("cf-"), "{e:?} tells {text}");
            }
            assert!(text.id().unwrap().starts_with("cf-tell-"), "{text}");
            ids.insert(text.id().unwrap().to_owned());
            assert_eq!(Some(english(&text)), old_line(&setup, &e), "{e:?}");
            if let CatFightEvent::CatnipFired { drawn, .. } = &e {
                plural |= drawn.len() > 1;
            }
        }
    };
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as usize;
        let mut bots: Vec<Box<dyn Bot<CatFight>>> = (0..players)
            .map(|_| Box::new(Wobbly) as Box<dyn Bot<CatFight>>)
            .collect();
        let mut sim = start(players, seed);
        check(&mut sim);
        while let Some(seat) = sim.to_act() {
            let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
            act(&mut sim, seat, action);
            check(&mut sim);
        }
    }
    for id in [
        "cf-tell-enter",
        "cf-tell-move",
        "cf-tell-sip",
        "cf-tell-fight",
        "cf-tell-dice",
        "cf-tell-won-extra-turn",
        "cf-tell-catnip",
        "cf-tell-catnip-fired",
        "cf-tell-game-over",
    ] {
        assert!(ids.contains(id), "no seeded game told {id}: {ids:?}");
    }
    assert!(plural, "no seeded catnip drew two cats");
}

#[test]
fn the_log_tells_names_squares_and_counts() {
    use crate::english::english;
    let setup = setup(3, 1);
    let tell = |e: CatFightEvent| english(&CatFight::tell(&setup, &e).expect("a line"));
    assert_eq!(
        tell(CatFightEvent::Entered {
            seat: S1,
            square: (2, 3),
            facing: Dir::SE,
        }),
        "Jeremy enters at C4, facing south-east"
    );
    assert_eq!(
        tell(CatFightEvent::CatnipFired {
            owner: S0,
            square: (4, 4),
            drawn: vec![(S1, (4, 1))],
        }),
        "Catnip! Jeremy rushes to it"
    );
    assert_eq!(
        tell(CatFightEvent::CatnipFired {
            owner: S0,
            square: (4, 4),
            drawn: vec![(S1, (4, 1)), (S2, (1, 4))],
        }),
        "Catnip! Jeremy, Ada rush to it"
    );
    assert_eq!(
        tell(CatFightEvent::FightStarted {
            square: (4, 4),
            seats: vec![S0, S1, S2],
            catnip: true,
        }),
        "Catfight: Felix vs Jeremy vs Ada"
    );
    assert_eq!(
        tell(CatFightEvent::FightRolled {
            seats: vec![S2, S0],
            dice: vec![3, 5],
        }),
        "Dice: Ada 3, Felix 5"
    );
    assert_eq!(
        CatFight::tell(
            &setup,
            &CatFightEvent::TurnBegan {
                seat: S0,
                number: 1,
                extra: false
            }
        ),
        None
    );
}
