//! Cat Attack's rules, one test per rule of the rulebook (see docs/rules-coverage.md), on
//! hand-made positions of the shipped board.

use crate::cat_attack_support::*;
use crate::english::english;
use mogland_rules::core::{Arg, Game, SeatId, Text};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::{MogCard, ShopKind};

use CatAttackAction as A;

#[test]
fn setup_puts_each_cat_home_with_nine_lives_and_deals_six() {
    for players in 2..=6 {
        let sim = start(players, 3);
        let g = sim.snapshot().game;
        let b = board();
        for c in &g.cats {
            assert_eq!(c.space, b.homes[c.house as usize]);
            assert_eq!(c.lives, 9);
        }
        assert_eq!(g.birds.len(), players);
        assert_eq!(g.mice.len(), players);
        assert!(
            g.shops
                .iter()
                .all(|s| s.open && s.stock as usize == players)
        );
        assert_eq!(g.car.at, None, "the car starts in the car park");
        assert!(g.cards.hands.iter().all(|h| h.len() == 6));
        assert_eq!(g.cards.mog.draw.len(), 63 - 6 * players);
        assert_eq!(
            g.cards.curiosity.back(),
            Some(&13),
            "the Shuffle card at the bottom"
        );
    }
}

/// "Roll the die to decide who will go first": every seat rolls and the highest starts; the
/// seats tied for highest roll again, only they, until one is highest. The rolls are in the
/// table's state (its snapshot, every seat's observation) and told as an event.
#[test]
fn the_highest_roll_starts_and_only_the_seats_tied_for_highest_roll_again() {
    let (mut ties, mut ties_of_some) = (0, 0);
    for players in 2..=6 {
        for seed in 0..40 {
            let sim = start(players, seed);
            let g = sim.snapshot().game;
            let rolls = &g.first_rolls.0;
            let everyone: Vec<SeatId> = (0..players as u8).map(SeatId).collect();
            let mut rolling = everyone.clone();
            for (i, round) in rolls.iter().enumerate() {
                let seats: Vec<SeatId> = round.iter().map(|r| r.0).collect();
                assert_eq!(
                    seats, rolling,
                    "round {i} is rolled by the seats tied, only they"
                );
                assert!(round.iter().all(|r| (1..=6).contains(&r.1)), "a die");
                let best = round.iter().map(|r| r.1).max().unwrap();
                rolling = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
                if i + 1 < rolls.len() {
                    assert!(rolling.len() > 1, "only a tie for highest is rolled again");
                    ties += 1;
                    if rolling.len() < round.len() {
                        ties_of_some += 1;
                    }
                }
            }
            assert_eq!(
                rolling.len(),
                1,
                "{rolls:?}: one seat is highest in the end"
            );
            let first = rolling[0];
            assert_eq!(g.first_rolls.winner(), Some(first));
            assert_eq!(g.turn.first, first);
            assert_eq!(g.turn.seat, first, "the highest roll starts");
            assert_eq!(sim.to_act(), Some(first));
            let told: Vec<(Vec<Vec<(SeatId, u8)>>, SeatId)> = sim
                .world()
                .resource::<bevy_ecs::message::Messages<CatAttackEvent>>()
                .iter_current_update_messages()
                .filter_map(|e| match e {
                    CatAttackEvent::FirstRoll { rolls, first } => Some((rolls.clone(), *first)),
                    _ => None,
                })
                .collect();
            assert_eq!(told, vec![(rolls.clone(), first)], "the roll-off is told");
            for s in everyone {
                assert_eq!(sim.observation(s).first_rolls, g.first_rolls, "public");
            }
            assert_eq!(
                CatAttack::observation(sim.world(), None).first_rolls,
                g.first_rolls
            );
        }
    }
    assert!(ties > 0, "some table tied and rolled again");
    assert!(
        ties_of_some > 0,
        "some tie left a seat out of the roll again"
    );
}

/// A tie for highest, found by seed: only the tied seats roll again, and the higher of their
/// second rolls starts.
#[test]
fn a_tie_for_the_highest_roll_is_broken_by_the_tied_seats_rolling_again() {
    let (sim, rolls) = (0..500)
        .map(|seed| {
            let sim = start(3, seed);
            let rolls = sim.snapshot().game.first_rolls.0;
            (sim, rolls)
        })
        .find(|(_, r)| r.len() == 2 && r[1].len() == 2)
        .expect("a seed where two of three seats tie for highest");
    let best = rolls[0].iter().map(|r| r.1).max().unwrap();
    let tied: Vec<SeatId> = rolls[0]
        .iter()
        .filter(|r| r.1 == best)
        .map(|r| r.0)
        .collect();
    assert_eq!(tied.len(), 2);
    let again: Vec<SeatId> = rolls[1].iter().map(|r| r.0).collect();
    assert_eq!(again, tied, "only the tied seats roll again");
    let (a, b) = (rolls[1][0], rolls[1][1]);
    assert_ne!(a.1, b.1, "the second roll decides");
    let winner = if a.1 > b.1 { a.0 } else { b.0 };
    assert_eq!(turn(&sim).seat, winner);
    assert_eq!(turn(&sim).first, winner);
}

/// The roll-off stays in the state for the whole game: after play, after a snapshot is
/// restored, and when the log is replayed (a saved game resumed).
#[test]
fn the_roll_for_first_is_kept_all_game_and_survives_a_resumed_game() {
    let mut sim = start(4, 11);
    let rolls = sim.snapshot().game.first_rolls;
    assert!(!rolls.0.is_empty());
    let mut rng = mogland_rules::core::GameRng::seeded(3);
    for _ in 0..60 {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .unwrap();
    }
    assert!(turn(&sim).number > 1, "play went on");
    assert_eq!(sim.snapshot().game.first_rolls, rolls);
    let mut fresh = Sim::empty();
    fresh.restore(&sim.snapshot());
    assert_eq!(fresh.snapshot().game.first_rolls, rolls);
    let back = Sim::replay(sim.setup(), sim.log()).unwrap();
    assert_eq!(back.snapshot().game.first_rolls, rolls);
    assert_eq!(back.observation(S0).first_rolls, rolls);
}

#[test]
fn a_turn_is_play_a_card_draw_up_then_roll_and_move() {
    let mut sim = Scene::new(2)
        .hand(
            S0,
            &[
                MogCard::Bird(1),
                MogCard::Cat(1),
                MogCard::Cat(2),
                MogCard::Cat(3),
                MogCard::Cat(4),
                MogCard::Cat(5),
            ],
        )
        .build();
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::PlayCard
    );
    sim.apply(S0, A::Play(MogCard::Bird(1))).unwrap();
    // The bird moves one space out of the bird-house onto its wall.
    let moves = sim.legal_actions(S0);
    assert!(
        moves
            .iter()
            .all(|a| matches!(a, A::MoveCritter { path, .. } if path == &vec![board().bird_space]))
    );
    sim.apply(S0, moves[0].clone()).unwrap();
    assert_eq!(
        sim.snapshot().game.cards.hands[0].len(),
        6,
        "drawn back up to six"
    );
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::Roll
    );
    sim.apply(S0, A::Roll).unwrap();
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::MoveCat
    );
}

#[test]
fn a_move_is_by_exact_count() {
    let mut sim = moving(Scene::new(2), 2);
    assert_eq!(
        destinations(&sim),
        [
            "Curiosity 1",
            "No. 1 garden 1",
            "No. 1 garden 2",
            "No. 1 garden 3",
            "No. 1 garden 4",
            "Wall B2"
        ]
    );
    let r = sim
        .apply(
            S0,
            A::Move(path(&["No. 1 garden 1", "No. 1 garden 3", "North Lane 2"])),
        )
        .unwrap_err();
    assert!(r.rule.is("ca-rule-exact-count"), "{r}");
}

/// The prompt and the refusal count spaces in words: "1 space", never "1 spaces".
#[test]
fn a_move_is_asked_and_refused_with_its_spaces_counted_in_words() {
    let mut sim = moving(Scene::new(2), 1);
    let asked = CatAttack::ask(sim.world(), &prompt(&sim).unwrap());
    assert!(asked.is("ca-ask-move"), "{asked}");
    assert_eq!(asked.arg("count"), Some(&Arg::Number(1)));
    assert_eq!(english(&asked), "Move your cat exactly 1 space");
    let r = sim
        .apply(
            S0,
            A::Move(path(&["No. 1 garden 1", "No. 1 garden 3", "North Lane 2"])),
        )
        .unwrap_err();
    assert!(r.detail.is("ca-refused-exact-count-away"), "{r}");
    let exactly = r.detail.parts()[1].clone();
    assert!(exactly.is("ca-refused-exact-count"), "{r}");
    assert_eq!(exactly.arg("how"), Some(&Arg::Name("card".into())));
    assert_eq!(exactly.arg("count"), Some(&Arg::Number(1)));
    let words = english(&r.detail);
    assert!(
        words.starts_with("your card says 1: move exactly 1 space ("),
        "{words}"
    );
    assert!(words.ends_with(" spaces away)"), "{words}");
    let mut sim = moving(Scene::new(2), 2);
    assert_eq!(
        english(&CatAttack::ask(sim.world(), &prompt(&sim).unwrap())),
        "Move your cat exactly 2 spaces"
    );
    let r = sim
        .apply(S0, A::Move(path(&["No. 1 garden 1"])))
        .unwrap_err();
    assert_eq!(r.detail.arg("away"), Some(&Arg::Number(1)), "{r}");
    assert_eq!(
        english(&r.detail),
        "your card says 2: move exactly 2 spaces (that space is 1 space away)",
        "{r}"
    );
    for n in 0..=12 {
        let words = spaces(n);
        assert_eq!(words == "1 space", n == 1, "{words}");
        assert_eq!(words, format!("{n} space{}", if n == 1 { "" } else { "s" }));
    }
}

/// The log names a fight's suit and a Six Cat's critters in plain English: "in Mouse cards",
/// "a Six Cat of mice", never "Mouses".
#[test]
fn the_log_names_a_fights_suit_and_a_six_cats_critters_in_plain_english() {
    let sim = start(2, 3);
    let say = |a: A| CatAttack::describe(sim.world(), S0, &a);
    for suit in [Suit::Cat, Suit::Bird, Suit::Mouse] {
        let line = say(A::DeclareFight { target: S1, suit });
        assert!(line.is("ca-log-fight"), "{line}");
        assert_eq!(line.arg("suit"), Some(&Arg::Name(suit.key().into())));
        assert!(
            english(&line).ends_with(&format!(" in {} cards", suit.name())),
            "{line}"
        );
    }
    let line = say(A::SixCat(Critter::Mouse));
    assert!(line.is("ca-log-six-cat"), "{line}");
    assert!(
        english(&line).ends_with(" lays out a Six Cat of mice"),
        "{line}"
    );
    assert!(english(&say(A::SixCat(Critter::Bird))).ends_with(" lays out a Six Cat of birds"));
    // And a count of a suit's cards (the bot's reason for a fight): "1 Mouse card".
    let fight = |count: i64, suit: &str| {
        english(&Text::message(
            "ca-reason-fight",
            vec![
                ("suit", Arg::Name(suit.into())),
                ("count", Arg::Number(count)),
                ("joined", Arg::Number(0)),
            ],
        ))
    };
    assert!(fight(1, "mouse").starts_with("You hold 1 Mouse card,"));
    assert!(fight(3, "bird").starts_with("You hold 3 Bird cards,"));
}

#[test]
fn cats_cannot_back_track() {
    let mut sim = moving(Scene::new(2).cat(S0, "No. 1 garden 1"), 2);
    let r = sim
        .apply(S0, A::Move(path(&["No. 1 door", "No. 1 garden 1"])))
        .unwrap_err();
    assert!(r.rule.is("ca-rule-cat-back-track"), "{r}");
    assert!(r.detail.is("ca-refused-on-path"), "{r}");
    // The space by the level's name for it, in each language the level gives.
    let Some(Arg::Words(space)) = r.detail.arg("space") else {
        panic!("{r}");
    };
    assert_eq!(space.en(), "No. 1 garden 1");
    assert_eq!(space.read("de"), "Garten Nr. 1 (1)");
}

#[test]
fn cats_cannot_jump_over_cats_but_may_land_on_one() {
    let mut sim = moving(Scene::new(2).cat(S1, "No. 1 garden 1"), 2);
    let d = destinations(&sim);
    assert!(
        !d.contains(&"Curiosity 1".to_string()) && !d.contains(&"No. 1 garden 3".to_string()),
        "{d:?}"
    );
    let r = sim
        .apply(S0, A::Move(path(&["No. 1 garden 1", "Curiosity 1"])))
        .unwrap_err();
    assert!(r.rule.is("ca-rule-no-jumping"), "{r}");
    // Landing on it by exact count is an attack.
    let sim = moving(Scene::new(2).cat(S1, "No. 1 garden 1"), 1);
    assert!(destinations(&sim).contains(&"No. 1 garden 1".to_string()));
}

#[test]
fn cats_jump_over_birds_and_mice_and_the_space_counts() {
    let sim = moving(Scene::new(2).mouse(0, "No. 1 garden 1"), 2);
    assert!(destinations(&sim).contains(&"Curiosity 1".to_string()));
}

#[test]
fn landing_on_a_critter_by_exact_count_catches_it() {
    let mut sim = moving(Scene::new(2).mouse(0, "No. 1 garden 1"), 1);
    mv(&mut sim, &["No. 1 garden 1"]);
    assert_eq!(sim.snapshot().game.mice[0].at, Perch::Larder(S0));
}

#[test]
fn a_second_mouse_cannot_be_caught_so_the_cat_tries_another_direction() {
    let mut sim = moving(
        Scene::new(2)
            .mouse_in_larder(1, S0)
            .mouse(0, "No. 1 garden 1"),
        1,
    );
    assert_eq!(destinations(&sim), ["No. 1 garden 2"]);
    let r = sim
        .apply(S0, A::Move(path(&["No. 1 garden 1"])))
        .unwrap_err();
    assert!(r.rule.is("ca-rule-larder-full"), "{r}");
}

#[test]
fn cats_cannot_step_onto_a_street_the_car_occupies() {
    let mut sim = moving(Scene::new(2).cat(S0, "Wall A1").car_on(3), 1);
    assert_eq!(destinations(&sim), ["Curiosity 1", "Fishmonger burglar"]);
    let r = sim.apply(S0, A::Move(path(&["Church Row 5"]))).unwrap_err();
    assert!(r.rule.is("ca-rule-car"), "{r}");
}

#[test]
fn cats_cannot_step_onto_the_car_park_the_bird_house_or_the_mouse_hole() {
    let mut sim = moving(Scene::new(2).cat(S0, "Mouse wall"), 1);
    assert!(!destinations(&sim).contains(&"Mouse-hole".to_string()));
    let r = sim.apply(S0, A::Move(path(&["Mouse-hole"]))).unwrap_err();
    assert!(r.rule.is("ca-rule-cat-off-limits"), "{r}");
    let sim = moving(Scene::new(2).cat(S0, "Station Road 2"), 1);
    assert!(!destinations(&sim).contains(&"Car park".to_string()));
}

#[test]
fn cornered_a_cat_loses_a_life_for_every_reason_and_goes_home() {
    // The rulebook's example: the street is blocked by the car, a cat stands in the path, and
    // the only other landing is a mouse when the larder already has one: three lives.
    let mut sim = Scene::new(3)
        .cat(S0, "Wall A3")
        .cat(S1, "Curiosity 1")
        .cat(S2, "No. 1 garden 3")
        .car_on(3)
        .mouse_in_larder(1, S0)
        .mouse(0, "North Lane 2")
        .hand(S0, CATS)
        .build();
    sim.apply(S0, A::Play(MogCard::Cat(2))).unwrap();
    let c = cat(&sim, S0);
    assert_eq!(c.lives, 6, "three reasons, three lives");
    assert_eq!(c.space, at("No. 1 door"));
    // The log says why: each reason, in the rulebook's words.
    let why = mogland_rules::core::net::take_events::<CatAttack>(sim.world_mut())
        .into_iter()
        .find_map(|e| match e {
            CatAttackEvent::LostLives { seat, lives, why } if seat == S0 => Some((lives, why)),
            _ => None,
        })
        .expect("a life lost");
    assert_eq!(why.0, 3);
    assert!(why.1.is("ca-why-cornered"), "{}", why.1);
    let reasons: Vec<&str> = why.1.parts().iter().filter_map(|t| t.id()).collect();
    for reason in [
        "ca-cornered-car",
        "ca-cornered-cat-in-the-way",
        "ca-cornered-larder-full",
    ] {
        assert!(reasons.contains(&reason), "{}", why.1);
    }
    assert_eq!(
        english(&why.1).matches("; ").count(),
        2,
        "{}",
        english(&why.1)
    );
}

#[test]
fn attacking_a_cat_costs_it_a_life_sends_it_home_and_lets_the_attacker_swap_a_card() {
    let mut sim = Scene::new(2)
        .cat(S1, "Wall B2")
        .hand(S0, CATS)
        .hand(
            S1,
            &[
                MogCard::CatAttack,
                MogCard::Bird(1),
                MogCard::Bird(2),
                MogCard::Bird(3),
                MogCard::Mouse(1),
                MogCard::Mouse(2),
            ],
        )
        .build();
    sim.apply(S0, A::Play(MogCard::Cat(2))).unwrap();
    mv(&mut sim, &["No. 1 garden 2", "Wall B2"]);
    let victim = cat(&sim, S1);
    assert_eq!((victim.lives, victim.space), (8, at("No. 4 door")));
    assert_eq!(
        sim.snapshot().game.cards.hands[0].len(),
        6,
        "replenished before the swap"
    );
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::Swap { from: S1 }
    );
    // The attacker sees the hand; nobody else does.
    let obs = CatAttack::observation(sim.world(), Some(S0));
    assert_eq!(obs.looking_at.as_deref().map(<[MogCard]>::len), Some(6));
    assert!(
        CatAttack::observation(sim.world(), Some(S1))
            .looking_at
            .is_none()
    );
    let give = obs.hand[0];
    sim.apply(
        S0,
        A::Swap {
            take: MogCard::CatAttack,
            give,
        },
    )
    .unwrap();
    let g = sim.snapshot().game;
    assert!(g.cards.hands[0].contains(&MogCard::CatAttack));
    assert!(g.cards.hands[1].contains(&give));
    let seen = CatAttack::observation(sim.world(), Some(S0)).seen[1]
        .clone()
        .unwrap();
    assert!(
        seen.contains(&give),
        "the observation remembers what was seen"
    );
    assert!(CatAttack::observation(sim.world(), Some(S1)).seen[0].is_none());
}

#[test]
fn a_cat_on_its_home_space_cannot_be_attacked() {
    let mut sim = moving(Scene::new(2).cat(S0, "No. 4 garden 1"), 1);
    assert!(!destinations(&sim).contains(&"No. 4 door".to_string()));
    let r = sim.apply(S0, A::Move(path(&["No. 4 door"]))).unwrap_err();
    assert!(r.rule.is("ca-rule-cat-at-home"), "{r}");
}

#[test]
fn landing_in_an_open_shop_garden_takes_its_food_once() {
    let mut sim = moving(Scene::new(2).cat(S0, "High Street 5"), 1);
    mv(&mut sim, &["Dairy garden 1"]);
    let g = sim.snapshot().game;
    assert!(g.cats[0].larder.has(Food::Milk));
    assert_eq!(g.shops[ShopKind::Dairy as usize].stock, 1);
    // A second visit takes nothing: one of each food.
    let mut sim = moving(
        Scene::new(2).cat(S0, "High Street 5").food(S0, Food::Milk),
        1,
    );
    mv(&mut sim, &["Dairy garden 1"]);
    assert_eq!(sim.snapshot().game.shops[ShopKind::Dairy as usize].stock, 1);
}

#[test]
fn a_closed_shop_cannot_be_entered() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "High Street 5")
            .shop_closed(ShopKind::Dairy),
        1,
    );
    assert!(!destinations(&sim).contains(&"Dairy garden 1".to_string()));
    let r = sim
        .apply(S0, A::Move(path(&["Dairy garden 1"])))
        .unwrap_err();
    assert!(r.rule.is("ca-rule-shop-closed"), "{r}");
}

#[test]
fn a_cat_caught_in_a_shop_garden_as_it_closes_loses_a_life_and_goes_home() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "Dairy garden 2")
            .curiosity_top(DAIRY),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert!(!g.shops[ShopKind::Dairy as usize].open);
    assert_eq!((g.cats[1].lives, g.cats[1].space), (8, at("No. 4 door")));
}

#[test]
fn landing_on_a_curiosity_space_draws_a_card_that_goes_to_the_bottom() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .curiosity_top(GO_HOME),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"), "Bath time! Go home");
    assert_eq!(g.cards.curiosity.back(), Some(&GO_HOME));
    assert_eq!(g.cards.curiosity.len(), 39);
}

#[test]
fn the_car_drives_clockwise_and_every_cat_it_meets_or_on_its_street_goes_home() {
    let mut sim = moving(
        Scene::new(3)
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "Church Row 5")
            .cat(S2, "Station Road 4")
            .curiosity_top(CAR_TO_CHURCH_ROW),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.car.at, Some(17), "the middle of Church Row");
    assert_eq!(g.cats[1].lives, 8, "on the street it stops in");
    assert_eq!(g.cats[2].lives, 8, "met on its way from the car park");
}

#[test]
fn a_car_already_on_the_named_street_does_a_full_lap() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "High Street 2")
            .car_on(3)
            .curiosity_top(CAR_TO_CHURCH_ROW),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.car.at, Some(17));
    assert_eq!(g.cats[1].lives, 8, "met on the lap");
}

#[test]
fn raiding_takes_one_item_and_staying_in_that_garden_costs_two_lives() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 4 garden 1")
            .cat(S1, "Wall B2")
            .food(S1, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::Raid { victim: S1 }
    );
    sim.apply(S0, A::Raid(Food::Fish)).unwrap();
    let g = sim.snapshot().game;
    assert!(g.cats[0].larder.has(Food::Fish) && !g.cats[1].larder.has(Food::Fish));
    // The turn ended on the raided cat's Home: two lives, and home.
    assert_eq!((g.cats[0].lives, g.cats[0].space), (7, at("No. 1 door")));
}

/// "You *can* steal one item": a raid may be declined. Taking nothing costs nothing (the two
/// lives are for "if you've just done a raid"), and the cat may stay on that Home.
#[test]
fn a_raid_may_be_declined_and_taking_nothing_costs_nothing() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 4 garden 1")
            .cat(S1, "Wall B2")
            .food(S1, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    let legal = sim.legal_actions(S0);
    assert_eq!(legal, vec![A::Raid(Food::Fish), A::NoRaid]);
    assert!(CatAttack::is_legal(sim.world(), S0, &A::NoRaid));
    let line = CatAttack::describe(sim.world(), S0, &A::NoRaid);
    assert!(line.is("ca-log-no-raid"), "{line}");
    assert_eq!(line.arg("who"), Some(&Arg::Name("Felix".into())));
    assert_eq!(english(&line), "Felix takes nothing");
    let obs = sim.observation(S0);
    assert!(obs.legal.contains(&A::NoRaid));
    sim.apply(S0, A::NoRaid).unwrap();
    let g = sim.snapshot().game;
    assert!(!g.cats[0].larder.has(Food::Fish) && g.cats[1].larder.has(Food::Fish));
    assert_eq!((g.cats[0].lives, g.cats[0].space), (9, at("No. 4 door")));
    assert_eq!(g.tally.raids, 0);
}

/// After taking nothing the turn goes on as after a raid: the roll still follows a Cat card.
#[test]
fn after_declining_a_raid_the_turn_goes_on() {
    let mut sim = Scene::new(2)
        .cat(S0, "No. 4 garden 1")
        .cat(S1, "Wall B2")
        .food(S1, Food::Fish)
        .hand(S0, CATS)
        .build();
    sim.apply(S0, A::Play(MogCard::Cat(1))).unwrap();
    mv(&mut sim, &["No. 4 door"]);
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Raid { victim: S1 }));
    sim.apply(S0, A::NoRaid).unwrap();
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll));
    assert_eq!(turn(&sim).raided, None);
    // Elsewhere NoRaid is not what is asked.
    assert!(!CatAttack::is_legal(sim.world(), S0, &A::NoRaid));
}

#[test]
fn a_cat_in_its_garden_cannot_be_raided() {
    let sim = moving(
        Scene::new(2)
            .cat(S0, "No. 4 garden 2")
            .cat(S1, "No. 4 garden 1")
            .food(S1, Food::Fish),
        1,
    );
    assert!(destinations(&sim).contains(&"No. 4 door".to_string()));
    let mut sim = sim;
    mv(&mut sim, &["No. 4 door"]);
    assert!(
        !sim.snapshot().game.cats[0].larder.has(Food::Fish),
        "its cat is in the garden"
    );
}

#[test]
fn a_host_coming_home_attacks_the_cats_in_its_garden() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 2")
            .cat(S1, "No. 1 garden 3"),
        1,
    );
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!((g.cats[1].lives, g.cats[1].space), (8, at("No. 4 door")));
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::Swap { from: S1 },
        "cards are exchanged as in an attack"
    );
}

/// "If the host cat is away and returns home to find you in his garden, it counts as an
/// attack": a rival on the host's door does not keep the host out. The host lands on its own
/// door by exact count, and the rival there is attacked.
#[test]
fn a_host_comes_home_by_exact_count_onto_a_rival_on_its_door_and_attacks_it() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "No. 1 door"),
        1,
    );
    assert!(
        destinations(&sim).contains(&"No. 1 door".to_string()),
        "the host may come home: {:?}",
        destinations(&sim)
    );
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"));
    assert_eq!((g.cats[1].lives, g.cats[1].space), (8, at("No. 4 door")));
    assert_eq!(
        CatAttack::decision(sim.world()).unwrap().prompt,
        CatAttackPrompt::Swap { from: S1 },
        "cards are exchanged as in an attack"
    );
}

/// A rival squatting on the door cannot stop the win: six foods and the exact roll home.
#[test]
fn a_rival_on_the_door_cannot_stop_the_host_winning_by_the_exact_roll() {
    let mut scene = full_larder(
        Scene::new(2)
            .cat(S0, "No. 1 garden 2")
            .cat(S1, "No. 1 door"),
        S0,
    );
    scene.snap.game.birds[0].at = Perch::Larder(S0);
    let mut sim = scene
        .step(Step::Move {
            steps: 1,
            kind: MoveKind::Die,
        })
        .build();
    mv(&mut sim, &["No. 1 door"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::Food(S0)));
}

/// The host only lands on its door: it cannot walk on over the cat standing there ("cats
/// can't jump over other cats").
#[test]
fn a_host_cannot_walk_over_a_rival_on_its_door() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "No. 1 door"),
        2,
    );
    let refused = sim
        .apply(S0, A::Move(path(&["No. 1 door", "No. 1 garden 2"])))
        .unwrap_err();
    assert!(refused.rule.is("ca-rule-no-jumping"), "{refused}");
}

/// Without trespassing the host still comes home: the cat on its door just makes way.
#[test]
fn without_trespassing_a_rival_on_the_door_makes_way_for_the_host() {
    let mut sim = moving(
        Scene::with(2, &["no-trespassing"])
            .cat(S0, "No. 1 garden 1")
            .cat(S1, "No. 1 door"),
        1,
    );
    mv(&mut sim, &["No. 1 door"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("No. 1 door"));
    assert_eq!((g.cats[1].lives, g.cats[1].space), (9, at("No. 4 door")));
}

#[test]
fn a_cat_that_loses_its_ninth_life_retires_and_its_cards_go_face_up() {
    let mut sim = Scene::new(3)
        .cat(S1, "Wall B2")
        .lives(S1, 1)
        .hand(S0, CATS)
        .build();
    let their_hand = sim.snapshot().game.cards.hands[1].clone();
    sim.apply(S0, A::Play(MogCard::Cat(2))).unwrap();
    mv(&mut sim, &["No. 1 garden 2", "Wall B2"]);
    let g = sim.snapshot().game;
    assert!(g.cats[1].retired);
    assert!(g.cards.hands[1].is_empty());
    for c in their_hand {
        assert!(g.cards.mog.discard.contains(&c));
    }
    assert!(g.turn.ended.is_none(), "two cats are left");
}

#[test]
fn the_last_cat_left_wins() {
    let mut sim = Scene::new(2)
        .cat(S1, "Wall B2")
        .lives(S1, 1)
        .hand(S0, CATS)
        .build();
    sim.apply(S0, A::Play(MogCard::Cat(2))).unwrap();
    mv(&mut sim, &["No. 1 garden 2", "Wall B2"]);
    let out = CatAttack::outcome(sim.world()).unwrap();
    assert_eq!(out.winners, vec![S0]);
    assert_eq!(turn(&sim).ended, Some(EndReason::LastCat(S0)));
}

fn full_larder(scene: Scene, seat: SeatId) -> Scene {
    scene
        .food(seat, Food::Fish)
        .food(seat, Food::Milk)
        .food(seat, Food::CatFood)
        .food(seat, Food::Vitamins)
        .mouse_in_larder(0, seat)
}

#[test]
fn six_foods_and_home_by_the_exact_roll_wins_but_not_by_a_card() {
    let mut scene = full_larder(Scene::new(2).cat(S0, "No. 1 garden 1"), S0);
    scene.snap.game.birds[0].at = Perch::Larder(S0);
    let mut sim = scene
        .step(Step::Move {
            steps: 1,
            kind: MoveKind::Die,
        })
        .build();
    mv(&mut sim, &["No. 1 door"]);
    assert_eq!(turn(&sim).ended, Some(EndReason::Food(S0)));

    let mut scene = full_larder(Scene::new(2).cat(S0, "No. 1 garden 1"), S0);
    scene.snap.game.birds[0].at = Perch::Larder(S0);
    let mut sim = moving(scene, 1);
    mv(&mut sim, &["No. 1 door"]);
    assert_eq!(turn(&sim).ended, None, "a Cat card does not count");
}

#[test]
fn a_cat_retiring_at_the_end_of_its_own_turn_leaves_the_last_cat_the_winner() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 4 garden 1")
            .lives(S0, 2)
            .cat(S1, "Wall B2")
            .food(S1, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    sim.apply(S0, A::Raid(Food::Fish)).unwrap();
    assert!(
        cat(&sim, S0).retired,
        "two lives for staying on the raided Home"
    );
    assert_eq!(turn(&sim).ended, Some(EndReason::LastCat(S1)));
    assert_eq!(sim.to_act(), None, "the game stays over");
}

#[test]
fn escaped_critters_return_home_birds_to_the_bird_house_mice_to_the_mouse_hole() {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .mouse_in_larder(0, S0)
            .bird_in_larder(1, S0)
            .mouse_in_larder(1, S1)
            .curiosity_top(ESCAPE),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert_eq!(g.cards.last_curiosity, Some(ESCAPE));
    assert_eq!(
        g.mice[0].at,
        Perch::Nest,
        "the mouse runs back to the mouse-hole"
    );
    assert_eq!(
        g.birds[1].at,
        Perch::Nest,
        "the bird flies back to the bird-house"
    );
    assert_eq!(
        g.mice[1].at,
        Perch::Larder(S1),
        "another cat's larder is shut"
    );
}
