//! Cat Attack's Mog picture cards (Speedy Cat, Cat Attack, Cat Burglar) and the Six Cat, one
//! test per rule, on hand-made positions of the shipped board.

use crate::cat_attack_support::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::{Kind, MogCard, ShopKind};

use CatAttackAction as A;

/// A hand of one picture card and five Cat cards.
fn with_card(card: MogCard) -> Vec<MogCard> {
    let mut h = vec![card];
    h.extend_from_slice(&CATS[1..]);
    h
}

fn space_names(sim: &Sim, f: impl Fn(&A) -> Option<Space>) -> Vec<String> {
    let mut v: Vec<String> = sim
        .legal_actions(S0)
        .iter()
        .filter_map(f)
        .map(|s| board().name(s).en().to_owned())
        .collect();
    v.sort();
    v
}

fn pounce_targets(sim: &Sim) -> Vec<String> {
    space_names(sim, |a| match a {
        A::Pounce(s) => Some(*s),
        _ => None,
    })
}

fn burgle_targets(sim: &Sim) -> Vec<String> {
    space_names(sim, |a| match a {
        A::Burgle(s) => Some(*s),
        _ => None,
    })
}

// --- Speedy Cat ---

#[test]
fn speedy_cat_rolls_three_times_moving_after_each_then_the_normal_roll() {
    let mut sim = Scene::new(2)
        .hand(S0, &with_card(MogCard::SpeedyCat))
        .build();
    sim.apply(S0, A::Play(MogCard::SpeedyCat)).unwrap();
    for roll in 1..=4 {
        assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll), "roll {roll}");
        assert_eq!(sim.to_act(), Some(S0));
        // The three Speedy Cat rolls come first; the hand is made up before the normal roll.
        let hand = sim.snapshot().game.cards.hands[0].len();
        assert_eq!(hand, if roll <= 3 { 5 } else { 6 }, "roll {roll}");
        sim.apply(S0, A::Roll).unwrap();
        assert_eq!(prompt(&sim), Some(CatAttackPrompt::MoveCat), "roll {roll}");
        // A quiet move each time: no Curiosity card, nobody attacked, no extra moves.
        let quiet = sim
            .legal_actions(S0)
            .into_iter()
            .find(|a| match a {
                A::Move(p) => {
                    let last = *p.last().unwrap();
                    board().kind(last) != Kind::Curiosity
                        && !matches!(board().kind(last), Kind::Home(_))
                        && last != cat(&sim, S1).space
                }
                _ => false,
            })
            .expect("a quiet move");
        sim.apply(S0, quiet).unwrap();
    }
    let t = turn(&sim);
    assert_eq!(t.seat, S1, "four moves in all, then the next cat's turn");
}

// --- Cat Attack ---

#[test]
fn a_cat_attack_card_jumps_on_a_cat_bird_or_mouse_no_more_than_six_spaces_away() {
    // From No. 1's door: High Street 4 and Curiosity 7 are six spaces away, High Street 5 and
    // the bird's wall seven.
    let mut sim = Scene::new(3)
        .cat(S1, "High Street 4")
        .cat(S2, "High Street 5")
        .bird(0, "Curiosity 7")
        .mouse(0, "Bird wall")
        .hand(S0, &with_card(MogCard::CatAttack))
        .build();
    sim.apply(S0, A::Play(MogCard::CatAttack)).unwrap();
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Pounce));
    assert_eq!(pounce_targets(&sim), ["Curiosity 7", "High Street 4"]);
    for too_far in ["High Street 5", "Bird wall"] {
        let r = sim.apply(S0, A::Pounce(at(too_far))).unwrap_err();
        assert!(r.rule.is("ca-rule-cat-attack"), "{r}");
        assert!(r.detail.is("ca-refused-beyond-reach"), "{r}");
    }
    sim.apply(S0, A::Pounce(at("High Street 4"))).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.cats[0].space, at("High Street 4"));
    assert_eq!((g.cats[1].lives, g.cats[1].space), (8, at("No. 3 door")));
    assert_eq!(g.cards.hands[0].len(), 6, "the card is replaced at once");
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Swap { from: S1 }));
}

#[test]
fn a_cat_attack_on_a_critter_on_a_curiosity_space_catches_it_and_draws_a_curiosity_card() {
    let mut sim = Scene::new(2)
        .bird(0, "Curiosity 7")
        .hand(S0, &with_card(MogCard::CatAttack))
        .curiosity_top(GO_HOME)
        .build();
    sim.apply(S0, A::Play(MogCard::CatAttack)).unwrap();
    sim.apply(S0, A::Pounce(at("Curiosity 7"))).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.birds[0].at, Perch::Larder(S0));
    assert_eq!(g.cards.last_curiosity, Some(GO_HOME));
    assert_eq!(g.cats[0].space, at("No. 1 door"), "Bath time! carried home");
}

#[test]
fn a_cat_attack_card_cannot_jump_on_a_cat_on_its_home_space() {
    // No. 3's cat is at home two spaces away; nothing else is within six.
    let mut sim = Scene::new(3)
        .cat(S0, "Wall C2")
        .hand(S0, &with_card(MogCard::CatAttack))
        .build();
    assert!(!sim.legal_actions(S0).contains(&A::Play(MogCard::CatAttack)));
    let r = sim.apply(S0, A::Play(MogCard::CatAttack)).unwrap_err();
    assert!(r.rule.is("ca-rule-cat-attack"), "{r}");
    // Asked to pounce all the same (as after a Curiosity card), the Home is refused by name.
    let mut sim = Scene::new(3)
        .cat(S0, "Wall C2")
        .bird(0, "Wall C1")
        .step(Step::Pounce)
        .build();
    let r = sim.apply(S0, A::Pounce(at("No. 3 door"))).unwrap_err();
    assert!(r.rule.is("ca-rule-cat-at-home"), "{r}");
}

// --- Cat Burglar ---

#[test]
fn a_cat_burglar_takes_a_shop_item_from_its_paw_print_open_or_closed() {
    for open in [true, false] {
        let mut scene = Scene::new(2)
            .cat(S0, "Wall A3")
            .hand(S0, &with_card(MogCard::CatBurglar));
        if !open {
            scene = scene.shop_closed(ShopKind::Fishmonger);
        }
        let mut sim = scene.build();
        sim.apply(S0, A::Play(MogCard::CatBurglar)).unwrap();
        assert_eq!(prompt(&sim), Some(CatAttackPrompt::Burgle));
        // The Vet's paw-print is six spaces away too.
        assert_eq!(burgle_targets(&sim), ["Fishmonger burglar", "Vet burglar"]);
        sim.apply(S0, A::Burgle(at("Fishmonger burglar"))).unwrap();
        let g = sim.snapshot().game;
        assert!(g.cats[0].larder.has(Food::Fish), "open: {open}");
        let shop = g.shops[ShopKind::Fishmonger as usize];
        assert_eq!((shop.stock, shop.open), (1, open));
        // Off the paw-print onto the street: no garden, no penalty.
        rolled(&mut sim, 2);
        mv(&mut sim, &["Wall A1", "Church Row 5"]);
        assert_eq!(cat(&sim, S0).lives, 9);
        assert_eq!(turn(&sim).seat, S1);
    }
}

#[test]
fn a_cat_burglar_raids_a_home_while_its_cat_is_in_the_garden() {
    let mut sim = Scene::new(2)
        .cat(S0, "Wall F2")
        .cat(S1, "No. 4 garden 3")
        .food(S1, Food::Fish)
        .hand(S0, &with_card(MogCard::CatBurglar))
        .build();
    sim.apply(S0, A::Play(MogCard::CatBurglar)).unwrap();
    assert!(burgle_targets(&sim).contains(&"No. 4 door".to_string()));
    sim.apply(S0, A::Burgle(at("No. 4 door"))).unwrap();
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Raid { victim: S1 }));
    sim.apply(S0, A::Raid(Food::Fish)).unwrap();
    let g = sim.snapshot().game;
    assert!(g.cats[0].larder.has(Food::Fish) && !g.cats[1].larder.has(Food::Fish));
    // Still in that cat's garden at the end of the turn: one life (not a raid's two), home.
    rolled(&mut sim, 1);
    mv(&mut sim, &["No. 4 garden 1"]);
    let c = cat(&sim, S0);
    assert_eq!((c.lives, c.space), (8, at("No. 1 door")));
}

/// A Cat Burglar's raid may be declined too; the card's own "Beware!" is for having played
/// it, so ending the turn in that garden still costs its one life.
#[test]
fn a_cat_burglar_raid_may_be_declined_but_the_cards_penalty_stays() {
    let mut sim = Scene::new(2)
        .cat(S0, "Wall F2")
        .cat(S1, "No. 4 garden 3")
        .food(S1, Food::Fish)
        .hand(S0, &with_card(MogCard::CatBurglar))
        .build();
    sim.apply(S0, A::Play(MogCard::CatBurglar)).unwrap();
    sim.apply(S0, A::Burgle(at("No. 4 door"))).unwrap();
    assert_eq!(sim.legal_actions(S0), vec![A::Raid(Food::Fish), A::NoRaid]);
    sim.apply(S0, A::NoRaid).unwrap();
    let g = sim.snapshot().game;
    assert!(!g.cats[0].larder.has(Food::Fish) && g.cats[1].larder.has(Food::Fish));
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll));
    rolled(&mut sim, 1);
    mv(&mut sim, &["No. 4 garden 1"]);
    let c = cat(&sim, S0);
    assert_eq!((c.lives, c.space), (8, at("No. 1 door")));
}

#[test]
fn a_cat_burglar_cannot_raid_a_cat_on_its_home_space() {
    let mut sim = Scene::new(2)
        .cat(S0, "Wall F2")
        .food(S1, Food::Fish)
        .step(Step::Burgle)
        .build();
    assert!(!burgle_targets(&sim).contains(&"No. 4 door".to_string()));
    let r = sim.apply(S0, A::Burgle(at("No. 4 door"))).unwrap_err();
    assert!(r.rule.is("ca-rule-no-raid-at-home"), "{r}");
}

#[test]
fn a_cat_burglar_ending_its_turn_in_a_shop_garden_loses_a_life() {
    let mut sim = Scene::new(2)
        .cat(S0, "Wall D1")
        .hand(S0, &with_card(MogCard::CatBurglar))
        .build();
    sim.apply(S0, A::Play(MogCard::CatBurglar)).unwrap();
    sim.apply(S0, A::Burgle(at("Dairy burglar"))).unwrap();
    assert!(cat(&sim, S0).larder.has(Food::Milk));
    rolled(&mut sim, 3);
    mv(&mut sim, &["Wall D1", "Mill Lane 1", "Dairy garden 3"]);
    let c = cat(&sim, S0);
    assert_eq!((c.lives, c.space), (8, at("No. 1 door")));
    assert!(c.larder.has(Food::Milk), "it keeps what it took");
}

// --- Six Cat ---

const SIX_BIRDS: &[MogCard] = &[
    MogCard::Bird(1),
    MogCard::Bird(2),
    MogCard::Bird(3),
    MogCard::Bird(4),
    MogCard::Bird(5),
    MogCard::Bird(6),
];

#[test]
fn six_bird_cards_magic_a_bird_six_spaces_out_of_any_larder() {
    let mut sim = Scene::new(3)
        .cat(S1, "Wall C2")
        .cat(S2, "Wall F2")
        .bird_in_larder(0, S1)
        .bird_in_larder(1, S2)
        .hand(S0, SIX_BIRDS)
        .build();
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&A::SixCat(Critter::Bird)));
    assert!(!legal.contains(&A::SixCat(Critter::Mouse)));
    sim.apply(S0, A::SixCat(Critter::Bird)).unwrap();
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::SixCat(Critter::Bird)));
    let moves: Vec<(SeatId, Path)> = sim
        .legal_actions(S0)
        .into_iter()
        .filter_map(|a| match a {
            A::SixCatMove { victim, path } => Some((victim, path)),
            _ => None,
        })
        .collect();
    // Either larder; six spaces out of the house, never back through a door.
    for seat in [S1, S2] {
        assert!(moves.iter().any(|(v, _)| *v == seat));
    }
    assert!(moves.iter().all(|(_, p)| p.len() == 6));
    let (victim, p) = *moves.iter().find(|(v, _)| *v == S1).unwrap();
    let first = board().name(p[0]).en();
    assert!(first.starts_with("No. 3 garden"), "{first}");
    sim.apply(S0, A::SixCatMove { victim, path: p }).unwrap();
    let g = sim.snapshot().game;
    assert_eq!(g.birds[0].at, Perch::On(*p.last().unwrap()));
    assert_eq!(g.birds[1].at, Perch::Larder(S2), "one bird vanishes");
    for c in SIX_BIRDS {
        assert!(g.cards.mog.discard.contains(c), "all six are laid out");
    }
    assert_eq!(g.cards.hands[0].len(), 6, "and the hand made up");
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Roll));
}

#[test]
fn a_six_cat_cannot_take_from_a_cat_at_home_or_in_its_garden() {
    for (space, allowed) in [
        ("No. 3 door", false),
        ("No. 3 garden 2", false),
        ("Wall C2", true),
    ] {
        let mut sim = Scene::new(3)
            .cat(S1, space)
            .bird_in_larder(0, S1)
            .hand(S0, SIX_BIRDS)
            .build();
        assert_eq!(
            sim.legal_actions(S0).contains(&A::SixCat(Critter::Bird)),
            allowed,
            "{space}"
        );
        if !allowed {
            let r = sim.apply(S0, A::SixCat(Critter::Bird)).unwrap_err();
            assert!(r.rule.is("ca-rule-six-cat"), "{r}");
        }
    }
}
