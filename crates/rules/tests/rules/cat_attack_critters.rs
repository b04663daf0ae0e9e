//! Cat Attack: how birds and mice move ("Mice and birds can… / can't…", the Bird and Mouse
//! cards), one test per rule, on hand-made positions of the shipped board.

use crate::cat_attack_support::*;
use crate::english::english;
use mogland_rules::core::{Arg, Refusal};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::{MogCard, ShopKind};

use CatAttackAction as A;

fn critter_moving(scene: Scene, critter: Critter, steps: u8) -> Sim {
    scene.step(Step::MoveCritter { critter, steps }).build()
}

/// The legal paths of critter `id`, as space names.
fn paths_of(sim: &Sim, critter: Critter, id: u8) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = sim
        .legal_actions(S0)
        .into_iter()
        .filter_map(|a| match a {
            A::MoveCritter {
                critter: c,
                id: i,
                path,
            } if c == critter && i == id => Some(
                path.iter()
                    .map(|s| board().name(*s).en().to_owned())
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn move_critter(sim: &mut Sim, critter: Critter, id: u8, names: &[&str]) -> Result<(), Refusal> {
    sim.apply(
        S0,
        A::MoveCritter {
            critter,
            id,
            path: path(names),
        },
    )
}

#[test]
fn critters_jump_over_cats_birds_and_mice() {
    let mut sim = critter_moving(
        Scene::new(2)
            .bird(0, "Bird wall")
            .cat(S0, "North Lane 5")
            .mouse(0, "Curiosity 5"),
        Critter::Bird,
        3,
    );
    // Over the cat on North Lane 5 and the mouse on Curiosity 5.
    assert!(paths_of(&sim, Critter::Bird, 0).contains(&names(&[
        "North Lane 5",
        "Curiosity 5",
        "North Lane 7"
    ])));
    move_critter(
        &mut sim,
        Critter::Bird,
        0,
        &["North Lane 5", "Curiosity 5", "North Lane 7"],
    )
    .unwrap();
    assert_eq!(
        sim.snapshot().game.birds[0].at,
        Perch::On(at("North Lane 7"))
    );
}

/// A critter's move of one space is asked and refused in the singular.
#[test]
fn a_critters_move_counts_its_spaces_in_words() {
    use mogland_rules::core::Game;
    let mut sim = critter_moving(
        Scene::new(2)
            .bird(0, "Bird wall")
            .cat(S0, "North Lane 5")
            .mouse(0, "Curiosity 5"),
        Critter::Bird,
        1,
    );
    let asked = CatAttack::ask(sim.world(), &prompt(&sim).unwrap());
    assert!(asked.is("ca-ask-move-critter"), "{asked}");
    assert_eq!(asked.arg("critter"), Some(&Arg::Name("bird".into())));
    assert_eq!(asked.arg("count"), Some(&Arg::Number(1)));
    assert_eq!(english(&asked), "Move a bird exactly 1 space");
    let refused = move_critter(
        &mut sim,
        Critter::Bird,
        0,
        &["North Lane 5", "Curiosity 5", "North Lane 7"],
    )
    .unwrap_err();
    assert!(refused.rule.is("ca-rule-critter-card"), "{refused}");
    assert!(
        refused.detail.is("ca-refused-critter-exact-count"),
        "{refused}"
    );
    assert_eq!(refused.detail.arg("count"), Some(&Arg::Number(1)));
    assert_eq!(
        english(&refused.detail),
        "the bird moves exactly 1 space",
        "{refused}"
    );
}

#[test]
fn critters_move_on_a_street_the_car_occupies() {
    // The car stands on High Street 3; a cat could not step onto High Street at all.
    let mut sim = critter_moving(Scene::new(2).bird(0, "Wall B1").car_on(0), Critter::Bird, 3);
    move_critter(
        &mut sim,
        Critter::Bird,
        0,
        &["High Street 2", "High Street 3", "High Street 4"],
    )
    .unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.birds[0].at, Perch::On(at("High Street 4")));
    assert_eq!(g.car.at, Some(2), "the car is where it was");
}

#[test]
fn critters_step_up_to_any_shop_even_a_closed_one_and_stay_as_it_closes() {
    let mut sim = critter_moving(
        Scene::new(2)
            .bird(0, "High Street 5")
            .shop_closed(ShopKind::Dairy),
        Critter::Bird,
        1,
    );
    move_critter(&mut sim, Critter::Bird, 0, &["Dairy garden 1"]).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.birds[0].at, Perch::On(at("Dairy garden 1")));
    assert_eq!(
        g.shops[ShopKind::Dairy as usize].stock,
        2,
        "a bird takes no food"
    );

    // A shop closing on a mouse in its garden does nothing to it.
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 1 garden 1")
            .mouse(0, "Dairy garden 2")
            .curiosity_top(DAIRY),
        1,
    );
    mv(&mut sim, &["Curiosity 1"]);
    let g = sim.snapshot().game;
    assert!(!g.shops[ShopKind::Dairy as usize].open);
    assert_eq!(g.mice[0].at, Perch::On(at("Dairy garden 2")));
}

#[test]
fn only_mice_use_the_mouse_hole_and_only_birds_the_bird_house() {
    // A mouse goes back into the mouse-hole (where other mice may already be).
    let mut sim = critter_moving(Scene::new(2).mouse(0, "North Lane 3"), Critter::Mouse, 2);
    move_critter(&mut sim, Critter::Mouse, 0, &["Mouse wall", "Mouse-hole"]).unwrap();
    assert_eq!(sim.snapshot().game.mice[0].at, Perch::Nest);

    // A bird may not.
    let mut sim = critter_moving(Scene::new(2).bird(0, "North Lane 3"), Critter::Bird, 2);
    assert!(!paths_of(&sim, Critter::Bird, 0).contains(&names(&["Mouse wall", "Mouse-hole"])));
    let r = move_critter(&mut sim, Critter::Bird, 0, &["Mouse wall", "Mouse-hole"]).unwrap_err();
    assert!(r.rule.is("ca-rule-mouse-hole"), "{r}");

    // The same the other way round.
    let mut sim = critter_moving(Scene::new(2).bird(0, "North Lane 5"), Critter::Bird, 2);
    move_critter(&mut sim, Critter::Bird, 0, &["Bird wall", "Bird-house"]).unwrap();
    assert_eq!(sim.snapshot().game.birds[0].at, Perch::Nest);
    let mut sim = critter_moving(Scene::new(2).mouse(0, "North Lane 5"), Critter::Mouse, 2);
    let r = move_critter(&mut sim, Critter::Mouse, 0, &["Bird wall", "Bird-house"]).unwrap_err();
    assert!(r.rule.is("ca-rule-bird-house"), "{r}");
}

#[test]
fn critters_never_step_on_a_home_space() {
    let mut sim = critter_moving(
        Scene::new(2).cat(S0, "Wall A3").bird(0, "No. 1 garden 1"),
        Critter::Bird,
        2,
    );
    // Through the door would be the short way to the other paw-print by the door.
    let ends: Vec<String> = paths_of(&sim, Critter::Bird, 0)
        .into_iter()
        .filter(|p| p.contains(&"No. 1 door".to_string()))
        .flatten()
        .collect();
    assert!(ends.is_empty(), "{ends:?}");
    let r = move_critter(
        &mut sim,
        Critter::Bird,
        0,
        &["No. 1 door", "No. 1 garden 2"],
    )
    .unwrap_err();
    assert!(r.rule.is("ca-rule-critter-no-home"), "{r}");
    // The garden itself is fine.
    move_critter(
        &mut sim,
        Critter::Bird,
        0,
        &["No. 1 garden 2", "No. 1 garden 4"],
    )
    .unwrap();
}

#[test]
fn critters_landing_on_a_curiosity_space_draw_no_card() {
    let mut sim = Scene::new(2)
        .bird(0, "North Lane 5")
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
        .curiosity_top(GO_HOME)
        .build();
    let before = sim.snapshot().game.cards.curiosity.clone();
    sim.apply(S0, A::Play(MogCard::Bird(1))).unwrap();
    move_critter(&mut sim, Critter::Bird, 0, &["Curiosity 5"]).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.birds[0].at, Perch::On(at("Curiosity 5")));
    assert_eq!(g.cards.curiosity, before, "no card was drawn");
    assert_eq!(g.cards.last_curiosity, None);
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll));
}

#[test]
fn critters_never_land_on_a_cat_a_bird_or_a_mouse() {
    // The bird's wall space joins two lanes and its house: a cat stands on one lane, a mouse
    // on the other, so the bird's only move of one is home.
    let mut sim = critter_moving(
        Scene::new(2)
            .bird(0, "Bird wall")
            .cat(S0, "North Lane 5")
            .mouse(0, "South Lane 5"),
        Critter::Bird,
        1,
    );
    assert_eq!(
        paths_of(&sim, Critter::Bird, 0),
        vec![names(&["Bird-house"])]
    );
    for target in ["North Lane 5", "South Lane 5"] {
        let r = move_critter(&mut sim, Critter::Bird, 0, &[target]).unwrap_err();
        assert!(r.rule.is("ca-rule-critter-no-landing"), "{target}: {r}");
    }
}

#[test]
fn a_critters_first_move_is_onto_its_wall_space() {
    for (critter, wall) in [(Critter::Bird, "Bird wall"), (Critter::Mouse, "Mouse wall")] {
        let sim = critter_moving(Scene::new(2), critter, 3);
        let paths = paths_of(&sim, critter, 0);
        assert!(!paths.is_empty());
        assert!(paths.iter().all(|p| p[0] == wall), "{paths:?}");
    }
}

#[test]
fn a_bird_card_may_be_played_when_no_bird_can_move() {
    // Both birds are in the larders of cats still in the game: none may move.
    let mut sim = Scene::new(2)
        .bird_in_larder(0, S0)
        .bird_in_larder(1, S1)
        .hand(
            S0,
            &[
                MogCard::Bird(4),
                MogCard::Cat(1),
                MogCard::Cat(2),
                MogCard::Cat(3),
                MogCard::Cat(4),
                MogCard::Cat(5),
            ],
        )
        .build();
    assert!(sim.legal_actions(S0).contains(&A::Play(MogCard::Bird(4))));
    sim.apply(S0, A::Play(MogCard::Bird(4))).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.cards.mog.discard.last(), Some(&MogCard::Bird(4)));
    assert_eq!(g.cards.hands[0].len(), 6, "a fresh card from the deck");
    assert_eq!(g.birds[0].at, Perch::Larder(S0));
    assert_eq!(g.birds[1].at, Perch::Larder(S1));
    assert_eq!(
        prompt(&sim),
        Some(CatAttackPrompt::Roll),
        "nothing moves; on to the roll"
    );
}
