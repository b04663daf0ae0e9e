//! Cat Fight's turn: entering, sight, the "looked at" rule, blockers, queen moves, sipping,
//! saucers walled in, the end of the game. Positions are built by hand on the shipped board
//! (10 x 11, the blue ring is the outermost row and column).

use crate::cat_fight_support::*;
use crate::english::english;
use mogland_rules::core::{Arg, Game, SeatId};
use mogland_rules::games::cat_fight::*;
use std::collections::HashSet;

use CatFightAction as A;

fn moves_to(sim: &Sim, seat: SeatId) -> HashSet<(u8, u8)> {
    sim.legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            A::Move { to, .. } => Some(to),
            _ => None,
        })
        .collect()
}

#[test]
fn a_cat_starts_off_the_board_and_enters_on_any_free_blue_square() {
    let mut sim = start(2, 1);
    let pos = position(sim.world());
    assert!(
        pos.cats.iter().all(|c| c.square.is_none()),
        "every cat starts off the board"
    );
    let legal = sim.legal_actions(S0);
    let blue: Vec<_> = pos.squares().filter(|&sq| pos.is_blue(sq)).collect();
    assert_eq!(blue.len(), 38, "the shipped ring has 38 blue squares");
    assert_eq!(
        legal.len(),
        blue.len() * 8,
        "any blue square, any of the eight directions"
    );
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, A::Enter { square, .. } if pos.is_blue(*square)))
    );
    // Not on a white square, and the rule is named.
    let r = sim
        .apply(
            S0,
            A::Enter {
                square: (4, 4),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("cf-rule-first-turn"), "{r}");
    assert!(r.detail.is("cf-refused-not-blue"), "{r}");
    assert_eq!(r.detail.arg("square"), Some(&Arg::Name("E5".into())), "{r}");
    // Entering is the whole turn.
    act(
        &mut sim,
        S0,
        A::Enter {
            square: (0, 5),
            facing: Dir::E,
        },
    );
    assert_eq!(cat(&sim, S0).square, Some((0, 5)));
    assert_eq!(cat(&sim, S0).facing, Dir::E);
    assert_eq!(sim.to_act(), Some(S1));
    // A taken blue square is refused to the next cat.
    let r = sim
        .apply(
            S1,
            A::Enter {
                square: (0, 5),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("cf-rule-enter-free"), "{r}");
    assert!(r.detail.is("cf-refused-taken"), "{r}");
    assert_eq!(r.detail.arg("square"), Some(&Arg::Name("A6".into())), "{r}");
    assert!(
        !sim.legal_actions(S1)
            .iter()
            .any(|a| matches!(a, A::Enter { square: (0, 5), .. }))
    );
}

#[test]
fn seat_zero_starts_and_play_passes_clockwise() {
    let mut sim = start(3, 2);
    let mut order = Vec::new();
    for (i, sq) in [(0, 2), (0, 4), (0, 6), (9, 2), (9, 4), (9, 6)]
        .into_iter()
        .enumerate()
    {
        let seat = sim.to_act().unwrap();
        order.push(seat.0);
        if i < 3 {
            act(
                &mut sim,
                seat,
                A::Enter {
                    square: sq,
                    facing: Dir::S,
                },
            );
        } else {
            // Second round: step one square east (nothing is in line of anything).
            let from = cat(&sim, seat).square.unwrap();
            act(
                &mut sim,
                seat,
                A::Move {
                    to: (from.0 + 1, from.1),
                    facing: Dir::S,
                },
            );
            end_turn(&mut sim, seat);
        }
    }
    assert_eq!(order, [0, 1, 2, 0, 1, 2]);
}

#[test]
fn a_cat_sees_only_along_the_line_it_faces() {
    let sim = Scene::new(3)
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (7, 5), Dir::N)
        .cat(S2, (4, 8), Dir::N)
        .turn_of(S1)
        .build();
    let pos = position(sim.world());
    assert_eq!(
        pos.sight(S0),
        vec![(5, 5), (6, 5), (7, 5)],
        "east up to and including the cat met"
    );
    assert_eq!(pos.watchers(S1), vec![S0]);
    // Felix faces east: Ada, due south of him, is not seen.
    assert!(pos.watchers(S2).is_empty());
    // Ada faces north: she sees Felix.
    assert_eq!(pos.watchers(S0), vec![S2]);
    assert_eq!(line_of_sight(sim.world(), S2), vec![(4, 7), (4, 6), (4, 5)]);
}

#[test]
fn a_blocker_stops_sight() {
    let sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (7, 5), Dir::N)
        .blocker((6, 5))
        .turn_of(S1)
        .build();
    let pos = position(sim.world());
    assert_eq!(pos.sight(S0), vec![(5, 5)], "sight ends before the blocker");
    assert!(pos.watchers(S1).is_empty());
}

#[test]
fn a_cat_in_the_line_is_seen_and_hides_what_is_behind_it() {
    let sim = Scene::new(3)
        .cat(S0, (2, 5), Dir::E)
        .cat(S1, (4, 5), Dir::N)
        .cat(S2, (6, 5), Dir::N)
        .turn_of(S1)
        .build();
    let pos = position(sim.world());
    assert_eq!(pos.sight(S0), vec![(3, 5), (4, 5)]);
    assert_eq!(pos.watchers(S1), vec![S0]);
    assert!(
        pos.watchers(S2).is_empty(),
        "Jeremy stands between Felix and Ada"
    );
}

#[test]
fn a_saucer_stops_sight_and_movement() {
    let sim = Scene::new(2)
        .saucer(0, (5, 5), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::E)
        .cat(S1, (7, 5), Dir::W)
        .turn_of(S0)
        .build();
    let pos = position(sim.world());
    assert_eq!(pos.sight(S0), vec![(4, 5)]);
    assert!(pos.watchers(S1).is_empty() && pos.watchers(S0).is_empty());
    let moves = moves_to(&sim, S0);
    assert!(moves.contains(&(4, 5)) && !moves.contains(&(5, 5)) && !moves.contains(&(6, 5)));
}

#[test]
fn a_cat_moves_once_like_a_queen_never_through_blockers_or_cats() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (4, 2), Dir::W)
        .blocker((6, 7))
        .blocker((5, 5))
        .turn_of(S0)
        .build();
    let moves = moves_to(&sim, S0);
    // North: up to Jeremy's square (a catfight), not past him.
    assert!(moves.contains(&(4, 4)) && moves.contains(&(4, 3)) && moves.contains(&(4, 2)));
    assert!(!moves.contains(&(4, 1)) && !moves.contains(&(4, 0)));
    // East: the blocker next door stops everything that way.
    assert!(!moves.contains(&(5, 5)) && !moves.contains(&(6, 5)));
    // South-east: up to the blocker on (6, 7), not onto it.
    assert!(moves.contains(&(5, 6)) && !moves.contains(&(6, 7)) && !moves.contains(&(7, 8)));
    // Straight lines only, any distance: the whole west row, the far corner diagonal.
    assert!(moves.contains(&(0, 5)) && moves.contains(&(0, 1)) && moves.contains(&(4, 10)));
    assert!(!moves.contains(&(5, 7)), "a knight's jump is no queen move");
    let r = sim
        .apply(
            S0,
            A::Move {
                to: (7, 5),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("cf-rule-queen"), "{r}");
    let r = sim
        .apply(
            S0,
            A::Move {
                to: (7, 8),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("cf-rule-queen"), "{r}");
    assert!(r.detail.is("cf-refused-in-the-way"), "{r}");
    // Move, then face any direction; with the catnip still in hand the seat may yet place it,
    // or end the turn.
    act(
        &mut sim,
        S0,
        A::Move {
            to: (1, 8),
            facing: Dir::SW,
        },
    );
    assert_eq!(cat(&sim, S0).square, Some((1, 8)));
    assert_eq!(cat(&sim, S0).facing, Dir::SW);
    assert_eq!(sim.to_act(), Some(S0));
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::Move { .. }))
    );
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), Some(S1));
}

#[test]
fn blockers_are_refused_on_the_blue_area_with_the_rule_named() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 8), Dir::N)
        .turn_of(S0)
        .build();
    for sq in [(0, 0), (0, 5), (9, 3), (4, 10), (4, 0)] {
        let r = sim.apply(S0, A::PlaceBlocker(sq)).unwrap_err();
        assert!(r.rule.is("cf-rule-no-blockers-on-blue"), "{sq:?}: {r}");
        assert!(r.detail.is("cf-refused-blue"), "{sq:?}: {r}");
    }
    let legal = sim.legal_actions(S0);
    let pos = position(sim.world());
    assert!(
        legal
            .iter()
            .all(|a| !matches!(a, A::PlaceBlocker(sq) if pos.is_blue(*sq)))
    );
    // Never on a taken square either.
    let r = sim.apply(S0, A::PlaceBlocker((8, 8))).unwrap_err();
    assert!(r.rule.is("cf-rule-blocker-empty"), "{r}");
    assert!(r.detail.is("cf-refused-taken"), "{r}");
    assert_eq!(r.detail.arg("square"), Some(&Arg::Name("I9".into())), "{r}");
}

#[test]
fn as_many_blockers_as_you_like_before_moving_until_your_share_runs_out() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 8), Dir::N)
        .blockers_left(S0, 3)
        .turn_of(S0)
        .build();
    for sq in [(2, 2), (3, 2), (6, 6)] {
        act(&mut sim, S0, A::PlaceBlocker(sq));
        assert_eq!(
            sim.to_act(),
            Some(S0),
            "placing a blocker does not end the turn"
        );
    }
    let snap = sim.snapshot().game;
    assert_eq!(snap.stocks.seats[0].blockers, 0);
    assert!(
        snap.blockers
            .iter()
            .any(|b| b.square == (6, 6) && b.owner == S0)
    );
    let r = sim.apply(S0, A::PlaceBlocker((2, 7))).unwrap_err();
    assert!(r.rule.is("cf-rule-blockers-shared"), "{r}");
    assert!(r.detail.is("cf-refused-no-blockers"), "{r}");
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::PlaceBlocker(_)))
    );
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 7),
            facing: Dir::E,
        },
    );
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), Some(S1));
}

#[test]
fn sipping_needs_the_cat_next_to_and_facing_a_saucer_at_the_start_of_the_turn() {
    // Felix is next to the saucer (5, 5) and faces it; Jeremy is next to it but faces away.
    let scene = Scene::new(2)
        .saucer(0, (5, 5), &[0, 1, 2])
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (5, 6), Dir::S);
    let mut sim = scene.turn_of(S0).build();
    assert!(sim.legal_actions(S0).contains(&A::Sip));
    // Blockers first do not spoil it: the cat has not moved.
    act(&mut sim, S0, A::PlaceBlocker((2, 2)));
    act(&mut sim, S0, A::Sip);
    end_turn(&mut sim, S0);
    let snap = sim.snapshot().game;
    let held: Vec<u8> = snap
        .creams
        .iter()
        .filter(|c| c.place == CreamPlace::Held(S0))
        .map(|c| c.id)
        .collect();
    assert_eq!(held, vec![0], "the top cream of the saucer");
    assert_eq!(position(sim.world()).saucer(0).unwrap().creams, 2);
    assert_eq!(sim.to_act(), Some(S1), "a sip is the turn's action");
    // Jeremy is next to it but facing away: no sip, and the rule says why.
    let r = sim.apply(S1, A::Sip).unwrap_err();
    assert!(r.rule.is("cf-rule-sip"), "{r}");
    assert!(r.detail.is("cf-refused-cannot-sip"), "{r}");
    assert!(!sim.legal_actions(S1).contains(&A::Sip));
    // Turning towards it with a move does not count: it must face it when the turn starts.
    act(
        &mut sim,
        S1,
        A::Move {
            to: (6, 6),
            facing: Dir::NW,
        },
    );
    end_turn(&mut sim, S1);
    act(&mut sim, S0, A::Sip);
    end_turn(&mut sim, S0);
    assert!(sim.legal_actions(S1).contains(&A::Sip), "next turn it may");
}

#[test]
fn a_cat_looked_at_must_move_block_the_view_or_fight_and_cannot_sip_or_stay() {
    // Jeremy faces west along row 5 and sees Felix, who faces a saucer.
    let scene = Scene::new(2)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (7, 5), Dir::W);
    let mut sim = scene.turn_of(S0).build();
    assert_eq!(position(sim.world()).watchers(S0), vec![S1]);
    let legal = sim.legal_actions(S0);
    assert!(!legal.contains(&A::Sip), "no sip while looked at");
    assert!(
        !legal.iter().any(|a| matches!(a, A::Face(_))),
        "no staying put"
    );
    assert!(
        legal.contains(&A::Move {
            to: (7, 5),
            facing: Dir::N
        }),
        "a catfight is a way out"
    );
    let r = sim.apply(S0, A::Sip).unwrap_err();
    assert!(r.rule.is("cf-rule-looked-at"), "{r}");
    assert!(r.detail.is("cf-refused-still-watched"), "{r}");
    // A blocker that cuts Jeremy's line: now Felix may sip after all.
    act(&mut sim, S0, A::PlaceBlocker((5, 5)));
    assert!(position(sim.world()).watchers(S0).is_empty());
    act(&mut sim, S0, A::Sip);
    assert_eq!(
        sim.snapshot()
            .game
            .creams
            .iter()
            .filter(|c| c.place == CreamPlace::Held(S0))
            .count(),
        1
    );
}

#[test]
fn a_blocker_that_does_not_cut_the_line_leaves_the_cat_obliged() {
    let scene = Scene::new(2)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (7, 5), Dir::W);
    let mut sim = scene.turn_of(S0).build();
    act(&mut sim, S0, A::PlaceBlocker((5, 6)));
    assert!(!sim.legal_actions(S0).contains(&A::Sip));
    // Moving away ends the obligation; the move is the cat's action.
    act(
        &mut sim,
        S0,
        A::Move {
            to: (3, 8),
            facing: Dir::N,
        },
    );
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), Some(S1));
}

#[test]
fn a_boxed_in_cat_that_nobody_sees_turns_in_place() {
    // Felix at (4, 5): blockers on all eight sides.
    let mut scene = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N);
    for sq in [
        (3, 4),
        (4, 4),
        (5, 4),
        (3, 5),
        (5, 5),
        (3, 6),
        (4, 6),
        (5, 6),
    ] {
        scene = scene.blocker(sq);
    }
    let mut sim = scene.turn_of(S0).build();
    let legal = sim.legal_actions(S0);
    assert!(!legal.iter().any(|a| matches!(a, A::Move { .. })));
    for d in Dir::ALL {
        assert!(legal.contains(&A::Face(d)));
    }
    act(&mut sim, S0, A::Face(Dir::SE));
    assert_eq!(cat(&sim, S0).facing, Dir::SE);
    end_turn(&mut sim, S0);
    assert_eq!(
        sim.to_act(),
        Some(S1),
        "turning in place is the boxed cat's turn"
    );
    // A cat that can move and that nobody watches may just turn too.
    assert!(sim.legal_actions(S1).contains(&A::Face(Dir::S)));
}

#[test]
fn a_saucer_totally_blocked_off_is_removed_at_once_with_its_creams() {
    // The saucer on (4, 4) with seven of its eight neighbours blocked; the eighth closes it.
    let mut scene = Scene::new(2)
        .saucer(0, (4, 4), &[0, 1, 2])
        .cat(S0, (1, 8), Dir::N)
        .cat(S1, (8, 9), Dir::N);
    for sq in [(3, 3), (4, 3), (5, 3), (3, 4), (5, 4), (3, 5), (4, 5)] {
        scene = scene.blocker(sq);
    }
    let mut sim = scene.blockers_left(S0, 1).turn_of(S0).build();
    let mut cursor = sim
        .world()
        .resource::<bevy_ecs::message::Messages<CatFightEvent>>()
        .get_cursor();
    act(&mut sim, S0, A::PlaceBlocker((5, 5)));
    let snap = sim.snapshot().game;
    assert!(
        snap.saucers.iter().all(|s| s.index != 0),
        "the saucer is gone"
    );
    for id in 0..3 {
        assert_eq!(snap.creams[id].place, CreamPlace::Out(OutReason::WalledIn));
    }
    let ev = events(&mut sim, &mut cursor);
    assert!(ev.contains(&CatFightEvent::SaucerRemoved {
        saucer: 0,
        square: (4, 4),
        creams: 3,
        walled_in: true
    }));
    assert_eq!(sim.to_act(), Some(S0), "the turn goes on");
}

#[test]
fn a_saucer_walled_in_with_room_around_it_is_removed_too() {
    // A wall of blockers and one saucer encloses (6, 6) and the empty square (7, 6): no cat can
    // ever reach a square next to the saucer.
    let mut scene = Scene::new(2)
        .saucer(0, (6, 6), &[0, 1, 2])
        .cat(S0, (1, 8), Dir::N)
        .cat(S1, (1, 1), Dir::N);
    for sq in [
        (5, 5),
        (6, 5),
        (7, 5),
        (8, 5),
        (5, 6),
        (8, 6),
        (5, 7),
        (6, 7),
        (7, 7),
    ] {
        scene = scene.blocker(sq);
    }
    let mut sim = scene.blockers_left(S0, 1).turn_of(S0).build();
    assert!(
        sim.snapshot().game.saucers.iter().any(|s| s.index == 0),
        "still open at (8, 7)"
    );
    act(&mut sim, S0, A::PlaceBlocker((8, 7)));
    assert!(
        !sim.snapshot().game.saucers.iter().any(|s| s.index == 0),
        "closed off"
    );
}

#[test]
fn a_saucer_walled_in_together_with_a_cat_stays_for_that_cat() {
    // All ten blockers close the saucer on (4, 4) and the square (4, 5) below it, where Felix
    // sits facing it: it is not blocked off from him.
    let mut scene = Scene::new(2)
        .saucer(0, (4, 4), &[0, 1, 2])
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N);
    for sq in [
        (3, 3),
        (4, 3),
        (5, 3),
        (3, 4),
        (5, 4),
        (3, 5),
        (5, 5),
        (3, 6),
        (4, 6),
        (5, 6),
    ] {
        scene = scene.blocker(sq);
    }
    let mut sim = scene.turn_of(S0).build();
    act(&mut sim, S0, A::Sip);
    let pos = position(sim.world());
    assert_eq!(
        pos.saucer(0).map(|s| s.creams),
        Some(2),
        "still there for Felix"
    );
}

#[test]
fn the_game_ends_when_no_saucer_with_cream_is_left_and_values_are_revealed() {
    // One saucer with one cream left (id 0); Felix already holds creams 3 and 4.
    let scene = Scene::new(2)
        .without_spare()
        .saucer(0, (5, 5), &[0])
        .holds(S0, &[3, 4])
        .holds(S1, &[5, 6, 7])
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (8, 9), Dir::N);
    let mut sim = scene.turn_of(S0).build();
    let values: Vec<i64> = sim
        .snapshot()
        .game
        .creams
        .iter()
        .map(|c| c.value as i64)
        .collect();
    assert_eq!(
        sim.scores(),
        vec![2, 3],
        "while playing, only how many creams"
    );
    act(&mut sim, S0, A::Sip);
    assert_eq!(sim.to_act(), None);
    assert!(
        sim.snapshot().game.saucers.is_empty(),
        "the empty saucer is taken away"
    );
    let out = sim.outcome().expect("the game is over");
    let felix = values[0] + values[3] + values[4];
    let jeremy = values[5] + values[6] + values[7];
    assert_eq!(out.scores, vec![felix, jeremy]);
    assert_eq!(sim.scores(), vec![felix, jeremy], "the values are revealed");
    let how = if felix == jeremy {
        "cf-summary-tie"
    } else {
        "cf-summary-wins"
    };
    assert!(out.summary.is(how), "{}", out.summary);
    assert!(
        out.summary
            .parts()
            .iter()
            .any(|t| t.is("cf-end-cream-gone")),
        "{}",
        out.summary
    );
    let best = felix.max(jeremy);
    assert_eq!(out.summary.arg("cream"), Some(&Arg::Number(best)));
    let r = sim.apply(S1, A::Pass).unwrap_err();
    assert!(r.rule.is("rule-game-over"), "{r}");
    let obs = sim.observation(S1);
    assert_eq!(obs.final_scores, Some(vec![felix, jeremy]));
}

#[test]
fn tied_top_scores_share_the_win_and_walk_away_in_a_very_superior_manner() {
    // Give both seats the same value by picking creams of equal value for each.
    let sim = start(2, 7);
    let creams = sim.snapshot().game.creams;
    let by_value = |v: u8| {
        creams
            .iter()
            .filter(|c| c.value == v)
            .map(|c| c.id)
            .collect::<Vec<_>>()
    };
    let ones = by_value(1);
    let twos = by_value(2);
    let scene = Scene::new(2)
        .without_spare()
        .saucer(0, (5, 5), &[twos[0]])
        .holds(S0, &[ones[0]])
        .holds(S1, &[ones[1], twos[1]])
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (8, 9), Dir::N);
    let mut sim = scene.turn_of(S0).build();
    act(&mut sim, S0, A::Sip);
    let out = sim.outcome().unwrap();
    assert_eq!(out.scores, vec![3, 3]);
    assert_eq!(out.winners, vec![S0, S1]);
    assert!(out.summary.is("cf-summary-tie"), "{}", out.summary);
    assert_eq!(out.summary.arg("cream"), Some(&Arg::Number(3)));
    // Both names, in seat order.
    let names = match out.summary.arg("names") {
        Some(Arg::Text(t)) => t,
        other => panic!("{other:?}"),
    };
    assert!(names.is("cf-names-two"), "{names}");
    assert_eq!(names.arg("first"), Some(&Arg::Name("Felix".into())));
    assert_eq!(names.arg("second"), Some(&Arg::Name("Jeremy".into())));
    assert!(
        english(&out.summary).ends_with(
            "Felix and Jeremy tie on 3 cream: they walk away in a very superior manner, \
             confident in the knowledge of who the true winner is."
        ),
        "{}",
        english(&out.summary)
    );
}

#[test]
fn the_turn_cap_ends_a_game_nobody_finishes() {
    let mut scene = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0);
    scene.snap.game.turn.number = MAX_TURNS;
    let mut sim = scene.build();
    act(
        &mut sim,
        S0,
        A::Move {
            to: (4, 7),
            facing: Dir::N,
        },
    );
    end_turn(&mut sim, S0);
    assert_eq!(sim.to_act(), None);
    assert_eq!(turn(&sim).ended, Some(EndReason::TurnLimit));
    let summary = sim.outcome().unwrap().summary;
    let how = summary
        .parts()
        .into_iter()
        .find(|t| t.is("cf-end-turn-limit"))
        .unwrap_or_else(|| panic!("{summary}"))
        .clone();
    assert_eq!(how.arg("turns"), Some(&Arg::Number(MAX_TURNS as i64)));
}

#[test]
fn a_cat_off_the_board_with_no_free_blue_square_waits() {
    // A modded board whose only blue squares are two corners, both taken.
    let mut board = shipped_board();
    board.blue_zone = mogland_rules::levels::cat_fight::Zone::Squares(vec![(0, 0), (9, 10)]);
    let mut sim = Sim::start(&setup_on(board, 3, 4)).unwrap();
    act(
        &mut sim,
        S0,
        A::Enter {
            square: (0, 0),
            facing: Dir::S,
        },
    );
    act(
        &mut sim,
        S1,
        A::Enter {
            square: (9, 10),
            facing: Dir::N,
        },
    );
    assert_eq!(sim.legal_actions(S2), vec![A::Pass]);
    act(&mut sim, S2, A::Pass);
    assert_eq!(sim.to_act(), Some(S0));
    let r = sim.apply(S0, A::Pass).unwrap_err();
    assert!(r.rule.is("cf-rule-enter-again"), "{r}");
}

#[test]
fn a_square_past_z_is_named_by_its_column_and_row() {
    let mut sim = start(2, 1);
    let r = sim
        .apply(
            S0,
            A::Enter {
                square: (255, 255),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("cf-rule-first-turn"), "{r}");
    assert!(r.detail.is("cf-refused-not-blue"), "{r}");
    let Some(Arg::Text(square)) = r.detail.arg("square") else {
        panic!("{r}")
    };
    assert!(square.is("cf-square-far"), "{r}");
    assert_eq!(square.arg("column"), Some(&Arg::Number(256)));
    assert_eq!(square.arg("row"), Some(&Arg::Number(256)));
    assert_eq!(
        english(&r.detail),
        "column 256 row 256 is not a blue square"
    );
}

#[test]
fn every_refusal_names_a_rule_and_describes_the_action() {
    let mut sim = Scene::new(2)
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0)
        .build();
    for a in [
        A::Sip,
        A::AcceptDefeat,
        A::SacrificeCream(3),
        A::Enter {
            square: (0, 0),
            facing: Dir::N,
        },
        A::Pass,
    ] {
        let r = sim.apply(S0, a).unwrap_err();
        assert!(
            r.rule.id().is_some_and(|id| id.starts_with("cf-rule-")),
            "{a:?}: {r}"
        );
        assert!(
            r.detail
                .id()
                .is_some_and(|id| id.starts_with("cf-refused-")),
            "{a:?}: {r}"
        );
    }
    let r = sim
        .apply(
            S1,
            A::Move {
                to: (8, 8),
                facing: Dir::N,
            },
        )
        .unwrap_err();
    assert!(r.rule.is("rule-act-in-turn"), "{r}");
    assert_eq!(
        CatFight::describe(
            sim.world(),
            S0,
            &A::Move {
                to: (4, 7),
                facing: Dir::E
            }
        ),
        mogland_rules::text!(
            "cf-log-move",
            name = "Felix",
            square = "E8",
            facing = Dir::E.text()
        )
    );
    let line = CatFight::describe(
        sim.world(),
        S0,
        &A::Move {
            to: (4, 7),
            facing: Dir::E,
        },
    );
    assert_eq!(english(&line), "Felix moves to E8, facing east");
    assert_eq!(
        legal_destinations(sim.world()).len(),
        moves_to(&sim, S0).len()
    );
}
