//! Cat Attack's retired cats ("RETIRED CATS": what a cat leaves behind is up for grabs), one
//! test per rule, on hand-made positions of the shipped board. Seats 0, 1 and 2 live at
//! Nos. 1, 3 and 5.

use crate::cat_attack_support::*;
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::MogCard;

use CatAttackAction as A;

#[test]
fn a_retired_cats_larder_may_be_raided_and_staying_in_its_garden_costs_nothing() {
    let mut sim = moving(
        Scene::new(3)
            .retired(S1)
            .food(S1, Food::Fish)
            .cat(S0, "No. 3 garden 1"),
        1,
    );
    mv(&mut sim, &["No. 3 door"]);
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Raid { victim: S1 }));
    sim.apply(S0, A::Raid(Food::Fish)).unwrap();
    // The turn ended on the retired cat's Home: no two lives.
    let c = cat(&sim, S0);
    assert!(c.larder.has(Food::Fish));
    assert_eq!((c.lives, c.space), (9, at("No. 3 door")));
    assert_eq!(turn(&sim).seat, S2, "the retired cat's turn is passed over");
}

#[test]
fn a_retired_cats_birds_and_mice_can_be_moved() {
    let mut sim = Scene::new(3)
        .retired(S1)
        .bird_in_larder(0, S1)
        .bird_in_larder(1, S2)
        .bird_in_larder(2, S0)
        .cat(S2, "Wall F2")
        .step(Step::MoveCritter {
            critter: Critter::Bird,
            steps: 2,
        })
        .build();
    let moves: Vec<(u8, Path)> = sim
        .legal_actions(S0)
        .into_iter()
        .filter_map(|a| match a {
            A::MoveCritter { id, path, .. } => Some((id, path)),
            _ => None,
        })
        .collect();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|(id, _)| *id == 0),
        "birds in the larders of cats still playing stay put"
    );
    // Out of No. 3's larder, through its garden.
    let (_, p) = &moves[0];
    assert!(board().name(p[0]).en().starts_with("No. 3 garden"));
    sim.apply(
        S0,
        A::MoveCritter {
            critter: Critter::Bird,
            id: 0,
            path: *p,
        },
    )
    .unwrap();
    assert_eq!(
        sim.snapshot().game.birds[0].at,
        Perch::On(*p.last().unwrap())
    );

    // A Six Cat may take it too, though the retired cat "stands" at its door.
    let sim = Scene::new(3)
        .retired(S1)
        .bird_in_larder(0, S1)
        .hand(
            S0,
            &[
                MogCard::Bird(1),
                MogCard::Bird(2),
                MogCard::Bird(3),
                MogCard::Bird(4),
                MogCard::Bird(5),
                MogCard::Bird(6),
            ],
        )
        .build();
    assert!(sim.legal_actions(S0).contains(&A::SixCat(Critter::Bird)));
}

#[test]
fn cats_standing_on_a_retired_cats_home_can_be_attacked() {
    // While No. 3's cat is still playing, a cat on its Home is safe.
    let scene = || {
        Scene::new(3)
            .cat(S1, "Wall C1")
            .cat(S2, "No. 3 door")
            .cat(S0, "No. 3 garden 1")
    };
    let sim = moving(scene(), 1);
    assert!(!destinations(&sim).contains(&"No. 3 door".to_string()));
    // Once it has retired, not any more.
    let mut sim = moving(scene().retired(S1), 1);
    assert!(destinations(&sim).contains(&"No. 3 door".to_string()));
    mv(&mut sim, &["No. 3 door"]);
    let victim = cat(&sim, S2);
    assert_eq!((victim.lives, victim.space), (8, at("No. 5 door")));
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Swap { from: S2 }));
}
