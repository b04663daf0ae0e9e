//! Cat Attack's variants ("OTHER WAYS TO PLAY", "FOR A SHORTER GAME", "FOR YOUNGER PLAYERS"),
//! one test per setup toggle.

use crate::cat_attack_support::*;
use crate::english::english;
use mogland_rules::core::{Arg, Game, SeatId};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::MogCard;

use CatAttackAction as A;

fn dealt(players: usize, variants: &[&str]) -> CatAttackSnapshot {
    Sim::start(&setup_with(players, 5, variants))
        .expect("a table starts")
        .snapshot()
        .game
}

#[test]
fn opt_out_claws_sets_out_one_bird_and_one_mouse_fewer_than_players() {
    for players in 2..=6 {
        let g = dealt(players, &["claws"]);
        assert_eq!(g.birds.len(), players - 1);
        assert_eq!(g.mice.len(), players - 1);
        assert!(g.shops.iter().all(|s| s.stock as usize == players));
    }
}

#[test]
fn opt_out_claws_sharper_also_puts_one_item_fewer_in_each_shop() {
    for players in 2..=6 {
        let g = dealt(players, &["claws-shops"]);
        assert_eq!(g.birds.len(), players - 1);
        assert_eq!(g.mice.len(), players - 1);
        assert!(g.shops.iter().all(|s| s.stock as usize == players - 1));
    }
}

#[test]
fn fewer_lives_starts_each_cat_with_five() {
    let g = dealt(4, &["short-lives"]);
    assert!(
        g.cats
            .iter()
            .all(|c| c.lives == SHORT_LIVES && SHORT_LIVES < LIVES)
    );
    assert!(dealt(4, &[]).cats.iter().all(|c| c.lives == LIVES));
}

/// `seat` is asked to move one space, in round `round`, in a game begun by seat 0: when its
/// move is done, play passes to the next cat.
fn last_move_of(mut scene: Scene, seat: SeatId, round: u32) -> Sim {
    let t = &mut scene.snap.game.turn;
    t.seat = seat;
    t.round = round;
    t.steps = vec![
        Step::EndTurn,
        Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        },
    ];
    scene.build()
}

fn step_off_the_door(sim: &mut Sim, seat: SeatId) {
    let home = board().homes[cat(sim, seat).house as usize];
    let to = *board().links(home).first().unwrap();
    sim.apply(seat, A::Move(Path::from([to]))).unwrap();
}

#[test]
fn the_time_limit_ends_the_game_after_thirty_rounds_and_lives_plus_items_decide() {
    // Seat 0 has 9 lives and no food (9); seat 1 has 7 lives and three foods (10).
    let scene = |variants: &[&str]| {
        Scene::with(2, variants)
            .lives(S1, 7)
            .food(S1, Food::Fish)
            .food(S1, Food::Milk)
            .food(S1, Food::CatFood)
    };
    // Thirty rounds played at the end of seat 1's turn; not at the end of seat 0's.
    let mut sim = last_move_of(scene(&["time-limit"]), S0, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S0);
    assert_eq!(turn(&sim).ended, None, "seat 1 has its thirtieth turn");
    let mut sim = last_move_of(scene(&["time-limit"]), S1, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S1);
    assert_eq!(turn(&sim).ended, Some(EndReason::Time));
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S1], "{}", out.summary);
    assert!(out.summary.is("ca-summary-time"), "{}", out.summary);
    assert_eq!(out.summary.arg("best"), Some(&Arg::Number(10)));
    assert!(
        english(&out.summary).contains("10 lives and items"),
        "{}",
        out.summary
    );
    // Without the variant, play goes on.
    let mut sim = last_move_of(scene(&[]), S1, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S1);
    let t = turn(&sim);
    assert_eq!((t.ended, t.seat, t.round), (None, S0, TIMED_ROUNDS + 1));
}

#[test]
fn a_time_limit_tie_goes_to_the_most_food_then_is_a_draw() {
    // 9 + 1 against 7 + 3: ten each, the most food wins.
    let scene = Scene::with(2, &["time-limit"])
        .food(S0, Food::Fish)
        .lives(S1, 7)
        .food(S1, Food::Milk)
        .food(S1, Food::CatFood)
        .food(S1, Food::Vitamins);
    let mut sim = last_move_of(scene, S1, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S1);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S1], "{}", out.summary);

    // 8 + 2 each: a draw.
    let scene = Scene::with(2, &["time-limit"])
        .lives(S0, 8)
        .food(S0, Food::Fish)
        .food(S0, Food::Milk)
        .lives(S1, 8)
        .food(S1, Food::CatFood)
        .food(S1, Food::Vitamins);
    let mut sim = last_move_of(scene, S1, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S1);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0, S1]);
    assert!(out.summary.is("ca-summary-time-draw"), "{}", out.summary);
    assert!(english(&out.summary).contains("a draw"), "{}", out.summary);
}

#[test]
fn retired_cats_neither_count_nor_use_up_rounds_against_the_time_limit() {
    // Seat 1 retired with four foods (0 + 4); seat 0 has 1 life (1), seat 2 has 2 lives (2).
    let scene = || {
        Scene::with(3, &["time-limit"])
            .retired(S1)
            .food(S1, Food::Fish)
            .food(S1, Food::Milk)
            .food(S1, Food::CatFood)
            .food(S1, Food::Vitamins)
            .lives(S0, 1)
            .lives(S2, 2)
    };
    // A round is one turn each of the cats still playing: 0, then 2, then 0 again.
    let mut sim = last_move_of(scene(), S0, 5);
    step_off_the_door(&mut sim, S0);
    assert_eq!((turn(&sim).seat, turn(&sim).round), (S2, 5));
    step_to_end_of_turn(&mut sim, S2);
    assert_eq!((turn(&sim).seat, turn(&sim).round), (S0, 6));
    // The seat that began has retired: passing it still starts a round.
    let mut s = scene();
    s.snap.game.turn.first = S1;
    let mut sim = last_move_of(s, S0, 5);
    step_off_the_door(&mut sim, S0);
    assert_eq!((turn(&sim).seat, turn(&sim).round), (S2, 6));

    let mut sim = last_move_of(scene(), S2, TIMED_ROUNDS);
    step_off_the_door(&mut sim, S2);
    assert_eq!(turn(&sim).ended, Some(EndReason::Time));
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S2], "{}", out.summary);
}

/// Plays `seat`'s turn out: its card is a Cat 1 off its door, then a roll of 1.
fn step_to_end_of_turn(sim: &mut Sim, seat: SeatId) {
    let mut snap = sim.snapshot();
    snap.game.turn.steps = vec![
        Step::EndTurn,
        Step::Move {
            steps: 1,
            kind: MoveKind::Card,
        },
    ];
    sim.restore(&snap);
    step_off_the_door(sim, seat);
}

#[test]
fn without_raiding_landing_on_a_home_takes_nothing() {
    let mut sim = moving(
        Scene::with(2, &["no-raiding"])
            .cat(S0, "No. 4 garden 1")
            .cat(S1, "Wall B2")
            .food(S1, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    let g = sim.snapshot().game;
    assert!(g.cats[1].larder.has(Food::Fish) && !g.cats[0].larder.has(Food::Fish));
    assert_eq!((g.cats[0].lives, g.cats[0].space), (9, at("No. 4 door")));
    assert_eq!(g.turn.seat, S1);

    // Nor with a Cat Burglar card.
    let mut sim = Scene::with(2, &["no-raiding"])
        .cat(S0, "Wall F2")
        .cat(S1, "Wall B2")
        .food(S1, Food::Fish)
        .step(Step::Burgle)
        .build();
    assert!(!sim.legal_actions(S0).contains(&A::Burgle(at("No. 4 door"))));
    let r = sim.apply(S0, A::Burgle(at("No. 4 door"))).unwrap_err();
    assert!(r.rule.is("ca-rule-younger-no-raiding"), "{r}");
}

#[test]
fn without_trespassing_a_host_coming_home_attacks_nobody() {
    let mut sim = moving(
        Scene::with(2, &["no-trespassing"])
            .cat(S0, "No. 1 garden 2")
            .cat(S1, "No. 1 garden 3"),
        1,
    );
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!(
        (g.cats[1].lives, g.cats[1].space),
        (9, at("No. 1 garden 3"))
    );
    assert_eq!(g.turn.seat, S1, "no card swap either");
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::PlayCard));

    // A cat sitting on the door just makes way, unhurt.
    let mut sim = moving(
        Scene::with(2, &["no-trespassing"])
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "No. 1 door")
            .curiosity_top(GO_HOME),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"));
    assert_eq!((g.cats[1].lives, g.cats[1].space), (9, at("No. 4 door")));
}

#[test]
fn without_cat_fights_none_may_be_declared() {
    let fight = A::DeclareFight {
        target: S1,
        suit: Suit::Cat,
    };
    let scene = |v: &[&str]| Scene::with(2, v).cat(S1, "Wall B1").hand(S0, CATS).build();
    assert!(scene(&[]).legal_actions(S0).contains(&fight));
    let mut sim = scene(&["no-cat-fight"]);
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::DeclareFight { .. }))
    );
    let r = sim.apply(S0, fight).unwrap_err();
    assert!(r.rule.is("ca-rule-younger-no-fight"), "{r}");
}

#[test]
fn without_the_six_cat_six_cards_of_a_suit_cannot_be_laid_out() {
    let six = [
        MogCard::Mouse(1),
        MogCard::Mouse(2),
        MogCard::Mouse(3),
        MogCard::Mouse(4),
        MogCard::Mouse(5),
        MogCard::Mouse(6),
    ];
    let scene = |v: &[&str]| {
        Scene::with(2, v)
            .cat(S1, "Wall B1")
            .mouse_in_larder(0, S1)
            .hand(S0, &six)
            .build()
    };
    assert!(
        scene(&[])
            .legal_actions(S0)
            .contains(&A::SixCat(Critter::Mouse))
    );
    let mut sim = scene(&["no-six-cat"]);
    assert!(!sim.legal_actions(S0).contains(&A::SixCat(Critter::Mouse)));
    let r = sim.apply(S0, A::SixCat(Critter::Mouse)).unwrap_err();
    assert!(r.rule.is("ca-rule-younger-no-six-cat"), "{r}");
}
