//! Cat Attack's cat fights, one test per rule of "CAT FIGHT", on hand-made positions of the
//! shipped board.

use crate::cat_attack_support::*;
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::MogCard;

use CatAttackAction as A;
use MogCard::{Bird, Cat, Mouse};

fn fight(target: mogland_rules::core::SeatId, suit: Suit) -> A {
    A::DeclareFight { target, suit }
}

fn hand(sim: &Sim, seat: mogland_rules::core::SeatId) -> Vec<MogCard> {
    let mut h = sim.snapshot().game.cards.hands[seat.index()].clone();
    h.sort();
    h
}

fn sorted(mut v: Vec<MogCard>) -> Vec<MogCard> {
    v.sort();
    v
}

#[test]
fn a_cat_fight_is_declared_on_a_cat_within_six_spaces_not_on_its_home() {
    // Six spaces from No. 1's door: may be fought.
    let sim = Scene::new(2)
        .cat(S1, "High Street 4")
        .hand(S0, CATS)
        .build();
    assert!(sim.legal_actions(S0).contains(&fight(S1, Suit::Cat)));

    // Seven: too far.
    let mut sim = Scene::new(2)
        .cat(S1, "High Street 5")
        .hand(S0, CATS)
        .build();
    assert!(
        !sim.legal_actions(S0)
            .iter()
            .any(|a| matches!(a, A::DeclareFight { .. }))
    );
    let r = sim.apply(S0, fight(S1, Suit::Cat)).unwrap_err();
    assert!(r.rule.is("ca-rule-fight-target"), "{r}");
    assert!(r.detail.is("ca-refused-target-too-far"), "{r}");

    // Two spaces away but on its own Home.
    let mut sim = Scene::new(3).cat(S0, "Wall C2").hand(S0, CATS).build();
    let r = sim.apply(S0, fight(S1, Suit::Cat)).unwrap_err();
    assert!(r.rule.is("ca-rule-fight-target"), "{r}");
    assert!(r.detail.is("ca-refused-target-at-home"), "{r}");
}

#[test]
fn in_a_cat_fight_the_attacker_chooses_the_suit_the_cats_discard_it_in_turn_and_the_first_that_cannot_loses()
 {
    let mut sim = Scene::new(2)
        .cat(S1, "Wall B1")
        .hand(
            S0,
            &[
                Cat(1),
                Cat(2),
                Bird(1),
                Bird(2),
                Bird(3),
                MogCard::SpeedyCat,
            ],
        )
        .hand(
            S1,
            &[
                Bird(4),
                Cat(3),
                Cat(4),
                Mouse(1),
                MogCard::CatAttack,
                MogCard::CatBurglar,
            ],
        )
        .deck_top(&[Mouse(2), Mouse(3), Mouse(4)])
        .build();
    // Any suit the attacker holds; a suit it lacks is refused.
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&fight(S1, Suit::Cat)) && legal.contains(&fight(S1, Suit::Bird)));
    assert!(!legal.contains(&fight(S1, Suit::Mouse)));
    let r = sim.apply(S0, fight(S1, Suit::Mouse)).unwrap_err();
    assert!(r.rule.is("ca-rule-fight-suit"), "{r}");
    assert!(r.detail.is("ca-refused-no-suit-cards"), "{r}");
    assert_eq!(
        r.detail.arg("suit"),
        Some(&mogland_rules::core::Arg::Name("mouse".into()))
    );

    sim.apply(S0, fight(S1, Suit::Bird)).unwrap();
    assert_eq!(
        prompt(&sim),
        Some(CatAttackPrompt::FightDiscard(Suit::Bird))
    );
    assert_eq!(sim.to_act(), Some(S0), "the attacker lays the first card");
    // Only cards of the suit: no other suit, no picture card.
    for wrong in [MogCard::SpeedyCat, Cat(1)] {
        let r = sim.apply(S0, A::FightCard(wrong)).unwrap_err();
        assert!(r.rule.is("ca-rule-fight-back"), "{r}");
    }
    sim.apply(S0, A::FightCard(Bird(1))).unwrap();
    assert_eq!(sim.to_act(), Some(S1));
    assert_eq!(sim.legal_actions(S1), vec![A::FightCard(Bird(4))]);
    assert!(sim.apply(S1, A::FightCard(MogCard::CatAttack)).is_err());
    sim.apply(S1, A::FightCard(Bird(4))).unwrap();
    sim.apply(S0, A::FightCard(Bird(2))).unwrap();

    // The defender has no bird left: it loses a life and goes home.
    let g = sim.snapshot().game;
    assert_eq!((g.cats[1].lives, g.cats[1].space), (8, at("No. 4 door")));
    assert_eq!(g.cats[0].lives, 9);
    // Both made up their hands, the attacker first (it drew the top two cards).
    assert_eq!(
        hand(&sim, S0),
        sorted(vec![
            Cat(1),
            Cat(2),
            Bird(3),
            MogCard::SpeedyCat,
            Mouse(2),
            Mouse(3)
        ])
    );
    assert!(hand(&sim, S1).contains(&Mouse(4)));
    assert_eq!(hand(&sim, S1).len(), 6);
    // The winner swaps a card, as after an attack; then its turn goes on to the roll.
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Swap { from: S1 }));
    assert_eq!(sim.to_act(), Some(S0));
    sim.apply(S0, A::KeepHand).unwrap();
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll));
}

#[test]
fn an_attacker_that_cannot_discard_loses_the_fight_and_the_defender_swaps() {
    let mut sim = Scene::new(2)
        .cat(S0, "Wall B2")
        .cat(S1, "Wall C2")
        .hand(S0, &[Cat(1), Bird(1), Bird(2), Bird(3), Mouse(1), Mouse(2)])
        .hand(S1, &[Cat(2), Cat(3), Bird(4), Bird(5), Mouse(3), Mouse(4)])
        .build();
    sim.apply(S0, fight(S1, Suit::Cat)).unwrap();
    sim.apply(S0, A::FightCard(Cat(1))).unwrap();
    sim.apply(S1, A::FightCard(Cat(2))).unwrap();
    let g = sim.snapshot().game;
    assert_eq!((g.cats[0].lives, g.cats[0].space), (8, at("No. 1 door")));
    assert_eq!((g.cats[1].lives, g.cats[1].space), (9, at("Wall C2")));
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Swap { from: S0 }));
    assert_eq!(sim.to_act(), Some(S1), "the winner swaps");
}

#[test]
fn when_both_cats_run_out_of_cards_each_draws_six_attacker_first_and_the_fight_goes_on() {
    let all_cats = [Cat(1), Cat(2), Cat(3), Cat(4), Cat(5), Cat(6)];
    let attacker_draws = [Cat(1), Bird(1), Bird(2), Bird(3), Bird(4), Bird(5)];
    let defender_draws = [Mouse(1), Mouse(2), Mouse(3), Mouse(4), Mouse(5), Mouse(6)];
    let mut top = attacker_draws.to_vec();
    top.extend(defender_draws);
    let mut sim = Scene::new(2)
        .cat(S1, "Wall B1")
        .hand(S0, &all_cats)
        .hand(S1, &all_cats)
        .deck_top(&top)
        .build();
    sim.apply(S0, fight(S1, Suit::Cat)).unwrap();
    for c in all_cats {
        sim.apply(S0, A::FightCard(c)).unwrap();
        sim.apply(S1, A::FightCard(c)).unwrap();
    }
    // Twelve cards down, both hands empty: six each, the attacker first, and on it goes.
    assert_eq!(hand(&sim, S0), sorted(attacker_draws.to_vec()));
    assert_eq!(hand(&sim, S1), sorted(defender_draws.to_vec()));
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::FightDiscard(Suit::Cat)));
    assert_eq!(sim.to_act(), Some(S0));
    assert_eq!(cat(&sim, S1).lives, 9, "nobody has lost yet");
    sim.apply(S0, A::FightCard(Cat(1))).unwrap();
    assert_eq!(cat(&sim, S1).lives, 8, "the defender drew no cat");
}
