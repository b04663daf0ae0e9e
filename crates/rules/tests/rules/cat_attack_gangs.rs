//! Cat Attack's Gang Warfare ("Play in pairs … The winning team is the first one to get all of
//! its players to fill their larders … For a shorter game, all the cats in one team could live
//! in the same house and only need to collect six items of food. Each house has just nine
//! lives."), one test per decision in docs/rules-notes.md.
//!
//! Four players in separate houses: seats 0 and 2 (Nos. 1 and 4) against seats 1 and 3 (Nos. 3
//! and 6). In a shared house: seats 0 and 2 at No. 1, seats 1 and 3 at No. 4.

use crate::cat_attack_support::*;
use crate::english::english;
use mogland_rules::core::{Arg, Game, SeatId};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::MogCard;

use CatAttackAction as A;

const S3: SeatId = SeatId(3);
const GANG: &[&str] = &["gang-warfare"];
const SHARED: &[&str] = &["gang-shared-house"];

fn gangs() -> Scene {
    Scene::with(4, GANG)
}

fn shared() -> Scene {
    Scene::with(4, SHARED)
}

/// `seat`'s larder (its keeper's) holds the six foods.
fn full_larder(scene: Scene, seat: SeatId) -> Scene {
    scene
        .food(seat, Food::Fish)
        .food(seat, Food::Milk)
        .food(seat, Food::CatFood)
        .food(seat, Food::Vitamins)
        .mouse_in_larder(0, seat)
        .bird_in_larder(0, seat)
}

fn mv_by(sim: &mut Sim, seat: SeatId, names: &[&str]) {
    sim.apply(seat, A::Move(path(names)))
        .unwrap_or_else(|r| panic!("{names:?}: {r}"));
}

/// `seat`'s turn is played out with a Cat 1 off its door.
fn play_turn(sim: &mut Sim, seat: SeatId) {
    assert_eq!(turn(sim).seat, seat);
    let mut snap = sim.snapshot();
    snap.game.turn.steps = vec![
        Step::EndTurn,
        Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        },
    ];
    sim.restore(&snap);
    let home = board().homes[cat(sim, seat).house as usize];
    let to = *board().links(home).first().unwrap();
    sim.apply(seat, A::Move(Path::from([to]))).unwrap();
}

fn mover(scene: Scene, seat: SeatId, steps: u8, kind: MoveKind) -> Sim {
    scene.turn_of(seat).step(Step::Move { steps, kind }).build()
}

// --- Forming the gangs ---

#[test]
fn gang_warfare_pairs_partners_opposite_at_four_and_six() {
    for (players, partners) in [
        (4, [(0, 2), (1, 3)].as_slice()),
        (6, &[(0, 3), (1, 4), (2, 5)]),
    ] {
        let sim = Sim::start(&setup_with(players, 1, GANG)).unwrap();
        let pos = CatAttack::observation(sim.world(), None).position;
        assert_eq!(pos.gang.teams as usize, players / 2);
        for a in 0..players as u8 {
            for b in 0..players as u8 {
                let paired = a == b || partners.contains(&(a.min(b), a.max(b)));
                assert_eq!(pos.mates(SeatId(a), SeatId(b)), paired, "{a} {b}");
            }
        }
        // Each cat still has a house of its own.
        let mut houses: Vec<u8> = pos.cats.iter().map(|c| c.house).collect();
        houses.sort();
        houses.dedup();
        assert_eq!(houses.len(), players);
    }
}

#[test]
fn gang_warfare_needs_four_or_six_players() {
    for variants in [GANG, SHARED] {
        for players in [2, 3, 5] {
            let err = Sim::start(&setup_with(players, 1, variants))
                .err()
                .expect("refused");
            assert!(err.contains("pairs: 4 or 6 players"), "{err}");
        }
    }
}

// --- A gang never turns on its own ---

#[test]
fn a_gang_never_attacks_its_own() {
    // Seat 2, seat 0's partner, stands on Wall B2; seat 1, a rival, on Wall B1.
    let scene = || gangs().cat(S2, "Wall B2").cat(S1, "Wall B1").hand(S0, CATS);
    let mut sim = moving(scene(), 2);
    assert!(!destinations(&sim).contains(&"Wall B2".to_string()));
    let r = sim
        .apply(S0, A::Move(path(&["No. 1 garden 2", "Wall B2"])))
        .unwrap_err();
    assert!(r.rule.is("ca-rule-team-mate"), "{r}");

    // A mate as the only landing corners the cat, for that one reason.
    let mut sim = Scene::with(4, GANG)
        .cat(S0, "Fishmonger burglar")
        .cat(S2, "Wall A1")
        .hand(S0, CATS)
        .build();
    sim.apply(S0, A::Play(MogCard::Cat(1))).unwrap();
    let c = cat(&sim, S0);
    assert_eq!((c.lives, c.space), (8, at("No. 1 door")));
    assert_eq!(cat(&sim, S2).lives, 9);

    let sim = scene().step(Step::Pounce).build();
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&A::Pounce(at("Wall B1"))));
    assert!(!legal.contains(&A::Pounce(at("Wall B2"))));

    let mut sim = scene().build();
    let legal = sim.legal_actions(S0);
    let fight = |target| A::DeclareFight {
        target,
        suit: Suit::Cat,
    };
    assert!(legal.contains(&fight(S1)) && !legal.contains(&fight(S2)));
    let r = sim.apply(S0, fight(S2)).unwrap_err();
    assert!(r.rule.is("ca-rule-gang-own"), "{r}");
}

#[test]
fn a_gang_never_raids_its_own() {
    // Landing on the partner's Home while it is away takes nothing, and costs nothing.
    let mut sim = moving(
        gangs()
            .cat(S0, "No. 4 garden 1")
            .cat(S2, "Wall B2")
            .food(S2, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    let g = sim.snapshot().game;
    assert!(g.cats[2].larder.has(Food::Fish) && !g.cats[0].larder.has(Food::Fish));
    assert_eq!((g.cats[0].lives, g.cats[0].space), (9, at("No. 4 door")));

    // No Cat Burglar raid on it either.
    let mut sim = gangs()
        .cat(S0, "Wall F2")
        .cat(S2, "Wall B2")
        .food(S2, Food::Fish)
        .step(Step::Burgle)
        .build();
    let r = sim.apply(S0, A::Burgle(at("No. 4 door"))).unwrap_err();
    assert!(r.detail.is("ca-refused-not-rival-home"), "{r}");

    // Nor a Six Cat: only the rival's bird may vanish.
    let six = [1, 2, 3, 4, 5, 6].map(MogCard::Bird);
    let mut sim = gangs()
        .cat(S2, "Wall B2")
        .cat(S1, "Wall C2")
        .bird_in_larder(0, S2)
        .bird_in_larder(1, S1)
        .hand(S0, &six)
        .build();
    sim.apply(S0, A::SixCat(Critter::Bird)).unwrap();
    let victims: Vec<SeatId> = sim
        .legal_actions(S0)
        .into_iter()
        .filter_map(|a| match a {
            A::SixCatMove { victim, .. } => Some(victim),
            _ => None,
        })
        .collect();
    assert!(!victims.is_empty() && victims.iter().all(|v| *v == S1));
}

#[test]
fn a_host_coming_home_does_not_attack_its_gang() {
    let mut sim = moving(
        gangs().cat(S0, "No. 1 garden 2").cat(S2, "No. 1 garden 3"),
        1,
    );
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!(
        (g.cats[2].lives, g.cats[2].space),
        (9, at("No. 1 garden 3"))
    );
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::PlayCard), "no swap");

    // A partner sitting on the door makes way, unhurt.
    let mut sim = moving(
        gangs()
            .cat(S0, "No. 1 garden 1")
            .cat(S2, "No. 1 door")
            .curiosity_top(GO_HOME),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"));
    assert_eq!((g.cats[2].lives, g.cats[2].space), (9, at("No. 4 door")));

    // And when the host comes home by its own move, by exact count.
    let mut sim = moving(gangs().cat(S0, "No. 1 garden 1").cat(S2, "No. 1 door"), 1);
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"));
    assert_eq!((g.cats[2].lives, g.cats[2].space), (9, at("No. 4 door")));
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::PlayCard), "no swap");
}

// --- Winning in separate houses ---

#[test]
fn a_cat_home_with_six_foods_stays_home_and_is_passed_over_until_its_partner_is_too() {
    let mut sim = mover(
        full_larder(gangs().cat(S0, "No. 1 garden 1"), S0),
        S0,
        1,
        MoveKind::Die,
    );
    mv(&mut sim, &["No. 1 door"]);
    let c = cat(&sim, S0);
    assert!(c.finished && c.space == at("No. 1 door"));
    assert_eq!(turn(&sim).ended, None, "its partner is still out");
    // Seats 1, 2 and 3 play; seat 0 is passed over.
    for seat in [S1, S2, S3] {
        play_turn(&mut sim, seat);
    }
    assert_eq!(turn(&sim).seat, S1);

    // Its partner comes home with six foods too: the gang wins, both of them.
    let mut scene = full_larder(gangs().cat(S2, "No. 4 garden 1"), S2);
    scene.snap.game.cats[0].finished = true;
    let mut sim = mover(scene, S2, 1, MoveKind::Die);
    mv_by(&mut sim, S2, &["No. 4 door"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::Food(S2)));
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S2]);
    assert!(out.summary.is("ca-summary-food-gang"), "{}", out.summary);
}

#[test]
fn a_gang_with_a_retired_cat_cannot_win_by_food() {
    let mut sim = mover(
        full_larder(gangs().cat(S0, "No. 1 garden 1").retired(S2), S0),
        S0,
        1,
        MoveKind::Die,
    );
    mv(&mut sim, &["No. 1 door"]);
    assert!(cat(&sim, S0).finished);
    assert_eq!(turn(&sim).ended, None);
    assert_eq!(turn(&sim).seat, S1);
}

#[test]
fn when_no_cat_can_play_on_the_game_is_decided_as_by_time() {
    // Seat 0 is home for good and seat 2 retired; seat 3 retired and seat 1 comes home.
    let mut scene = full_larder(
        gangs()
            .retired(S2)
            .retired(S3)
            .cat(S1, "No. 3 garden 1")
            .lives(S0, 4),
        S1,
    );
    scene.snap.game.cats[0].finished = true;
    let mut sim = mover(scene, S1, 1, MoveKind::Die);
    mv_by(&mut sim, S1, &["No. 3 door"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::Time));
    // 9 lives and six foods against 4 lives and none.
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S1, S3], "{}", out.summary);
}

#[test]
fn the_last_gang_left_wins_together() {
    // A rival retires; its partner plays on.
    let mut sim = moving(gangs().cat(S1, "Wall B2").lives(S1, 1), 2);
    mv(&mut sim, &["No. 1 garden 2", "Wall B2"]);
    assert!(cat(&sim, S1).retired);
    assert_eq!(turn(&sim).ended, None, "one rival cat is still in the game");
    // The last rival retires: both cats of the gang win.
    let mut sim = moving(gangs().retired(S1).cat(S3, "Wall B2").lives(S3, 1), 2);
    mv(&mut sim, &["No. 1 garden 2", "Wall B2"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::LastCat(S0)));
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S2]);
    assert!(out.summary.is("ca-summary-last-gang"), "{}", out.summary);
}

#[test]
fn the_time_limit_adds_up_each_gang() {
    // Seats 0 and 2: 9 + 9 lives, no food (18). Seats 1 and 3: 9 + 2 and 5 (16).
    let mut scene = Scene::with(4, &["gang-warfare", "time-limit"])
        .food(S1, Food::Fish)
        .food(S1, Food::Milk)
        .lives(S3, 5)
        .turn_of(S3)
        .step(Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        });
    scene.snap.game.turn.round = TIMED_ROUNDS;
    let mut sim = scene.build();
    play_turn(&mut sim, S3);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S2], "{}", out.summary);
    assert!(out.summary.is("ca-summary-time"), "{}", out.summary);
    assert_eq!(out.summary.arg("best"), Some(&Arg::Number(18)));
    assert!(
        english(&out.summary).contains("18 lives and items"),
        "{}",
        out.summary
    );

    // Level on lives and on food: a draw between the gangs, every cat named by its gang.
    let mut scene = Scene::with(4, &["gang-warfare", "time-limit"])
        .turn_of(S3)
        .step(Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        });
    scene.snap.game.turn.round = TIMED_ROUNDS;
    let mut sim = scene.build();
    play_turn(&mut sim, S3);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S1, S2, S3]);
    assert!(out.summary.is("ca-summary-time-draw"), "{}", out.summary);
    assert!(
        english(&out.summary).contains("(Felix and Ada) and (Jeremy and Mog) tie on 18"),
        "{}",
        out.summary
    );
}

// --- The shared house ---

#[test]
fn a_shared_house_gang_starts_together_on_one_home() {
    for (players, houses) in [(4, vec![0, 3, 0, 3]), (6, vec![0, 2, 4, 0, 2, 4])] {
        let sim = Sim::start(&setup_with(players, 2, SHARED)).unwrap();
        check_invariants(&sim, players, players as u8, players);
        let g = sim.snapshot().game;
        let got: Vec<u8> = g.cats.iter().map(|c| c.house).collect();
        assert_eq!(got, houses);
        for c in &g.cats {
            assert_eq!(c.space, board().homes[c.house as usize]);
            assert_eq!(c.lives, LIVES, "nine lives a house");
        }
        let short = Sim::start(&setup_with(
            players,
            2,
            &["gang-shared-house", "short-lives"],
        ))
        .unwrap()
        .snapshot()
        .game;
        assert!(short.cats.iter().all(|c| c.lives == SHORT_LIVES));
        let pos = CatAttack::observation(sim.world(), None).position;
        assert!(pos.gang.shared_house && pos.mates(S0, SeatId(players as u8 / 2)));
    }
}

#[test]
fn a_shared_house_gang_fills_one_larder() {
    // Seat 2 buys the fish: it goes into the gang's larder, kept by seat 0.
    let mut sim = mover(shared().cat(S2, "Church Row 5"), S2, 1, MoveKind::Card);
    mv_by(&mut sim, S2, &["Fishmonger garden 1"]);
    let g = sim.snapshot().game;
    assert!(g.cats[0].larder.has(Food::Fish) && !g.cats[2].larder.has(Food::Fish));
    // So seat 0 cannot buy another.
    let pos = CatAttack::observation(sim.world(), None).position;
    assert!(pos.larder(S0).has(Food::Fish) && pos.larder(S2).has(Food::Fish));

    // Seat 2 catches a mouse into the same larder; with one there, it may not catch another.
    let mut sim = mover(
        shared().cat(S2, "No. 1 garden 2").mouse(0, "Wall B2"),
        S2,
        1,
        MoveKind::Card,
    );
    mv_by(&mut sim, S2, &["Wall B2"]);
    assert_eq!(sim.snapshot().game.mice[0].at, Perch::Larder(S0));
    let mut sim = mover(
        shared()
            .cat(S2, "No. 1 garden 2")
            .mouse_in_larder(0, S0)
            .mouse(1, "Wall B2"),
        S2,
        1,
        MoveKind::Card,
    );
    let r = sim.apply(S2, A::Move(path(&["Wall B2"]))).unwrap_err();
    assert!(r.rule.is("ca-rule-larder-full"), "{r}");
}

#[test]
fn a_shared_house_gang_loses_lives_from_one_pool_and_retires_together() {
    let scene = |lives: u8| {
        shared()
            .cat(S2, "Wall B2")
            .cat(S1, "No. 1 garden 2")
            .lives(S0, lives)
            .lives(S2, lives)
    };
    let mut sim = mover(scene(9), S1, 1, MoveKind::Card);
    mv_by(&mut sim, S1, &["Wall B2"]);
    let g = sim.snapshot().game;
    assert_eq!((g.cats[0].lives, g.cats[2].lives), (8, 8));
    assert_eq!(
        g.cats[2].space,
        at("No. 1 door"),
        "home, beside its partner"
    );
    assert_eq!(g.cats[0].space, at("No. 1 door"));

    let mut sim = mover(scene(1), S1, 1, MoveKind::Card);
    mv_by(&mut sim, S1, &["Wall B2"]);
    let g = sim.snapshot().game;
    assert!(g.cats[0].retired && g.cats[2].retired);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S1, S3]);
}

#[test]
fn a_shared_house_gang_wins_when_one_of_its_cats_comes_home_with_the_six_foods() {
    // The partner is on the Home space; the cat lands beside it by the exact roll.
    let scene = || full_larder(shared().cat(S2, "No. 1 garden 1"), S0);
    let mut sim = mover(scene(), S2, 1, MoveKind::Card);
    mv_by(&mut sim, S2, &["No. 1 door"]);
    assert_eq!(turn(&sim).ended, None, "not by a card");
    let g = sim.snapshot().game;
    assert_eq!(
        g.cats[0].space, g.cats[2].space,
        "they share the Home space"
    );

    let mut sim = mover(scene(), S2, 1, MoveKind::Die);
    mv_by(&mut sim, S2, &["No. 1 door"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::Food(S2)));
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S2]);
}

#[test]
fn a_shared_house_is_raided_only_when_none_of_its_gang_is_at_home() {
    let scene = |partner: &str| {
        shared()
            .cat(S0, "Wall B2")
            .cat(S2, partner)
            .cat(S1, "No. 1 garden 1")
            .food(S0, Food::Fish)
    };
    let mut sim = mover(scene("No. 1 garden 3"), S1, 1, MoveKind::Card);
    mv_by(&mut sim, S1, &["No. 1 door"]);
    assert!(
        !cat(&sim, S1).larder.has(Food::Fish),
        "a cat of the gang is in the garden"
    );

    let mut sim = mover(scene("Wall A3"), S1, 1, MoveKind::Card);
    mv_by(&mut sim, S1, &["No. 1 door"]);
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Raid { victim: S0 }));
    sim.apply(S1, A::Raid(Food::Fish)).unwrap();
    let g = sim.snapshot().game;
    assert!(g.cats[1].larder.has(Food::Fish) && !g.cats[0].larder.has(Food::Fish));

    // Not the item of a shop where a cat of the house is stopped, whichever cat it is.
    let mut sim = mover(
        scene("Fishmonger garden 2").food(S0, Food::Milk),
        S1,
        1,
        MoveKind::Card,
    );
    mv_by(&mut sim, S1, &["No. 1 door"]);
    assert_eq!(sim.legal_actions(S1), vec![A::Raid(Food::Milk), A::NoRaid]);
}

#[test]
fn the_time_limit_counts_a_shared_house_once() {
    // Seats 0 and 2: 9 lives and one food between them (10); seats 1 and 3: 8 and 3 (11).
    let mut scene = Scene::with(4, &["gang-shared-house", "time-limit"])
        .food(S0, Food::Fish)
        .lives(S1, 8)
        .lives(S3, 8)
        .food(S1, Food::Milk)
        .food(S1, Food::CatFood)
        .food(S1, Food::Vitamins)
        .cat(S3, "No. 4 garden 1")
        .turn_of(S3)
        .step(Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        });
    scene.snap.game.turn.round = TIMED_ROUNDS;
    let mut sim = scene.build();
    mv_by(&mut sim, S3, &["No. 4 garden 3"]);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S1, S3], "{}", out.summary);
    assert!(out.summary.is("ca-summary-time"), "{}", out.summary);
    assert_eq!(out.summary.arg("best"), Some(&Arg::Number(11)));
    assert!(
        english(&out.summary).contains("11 lives and items"),
        "{}",
        out.summary
    );
}
