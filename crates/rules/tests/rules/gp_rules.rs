//! Grand Prrrrix rules, one test per rule: setup, the Turn Order deck, movement and energy,
//! cushions, the race, the objects and resting. Spats and the variants are in `gp_spats`.

use crate::gp_support::*;
use mogland_rules::core::{Arg, Game};
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::grand_prrrrix::{CatKind, Object};

const BROWN: CatKind = CatKind::Brown;
const GREY: CatKind = CatKind::Grey;
const BLACK: CatKind = CatKind::Black;

fn three() -> Snap {
    table(&[BROWN, GREY, BLACK], &[])
}

// ---- Setup -------------------------------------------------------------------------------

#[test]
fn each_player_draws_a_cat_with_three_purr_cards_and_20_energy_on_its_cushion() {
    let m = mansion();
    for seed in 0..20 {
        let sim = Sim::start(&setup(3 + (seed % 3) as usize, seed)).unwrap();
        let s = state(&sim);
        let mut kinds: Vec<CatKind> = s.cats.iter().map(|c| c.kind).collect();
        kinds.sort();
        kinds.dedup();
        assert_eq!(kinds.len(), s.n(), "every seat has its own cat");
        for c in &s.cats {
            assert_eq!(c.energy, 20);
            // Two Purr cards to spend, the third tracks progress.
            assert_eq!((c.purrs, c.done), (PURRS, 0));
            assert_eq!(c.at, m.cushion(c.kind), "on its own cushion");
            assert!(!c.coin);
        }
    }
}

#[test]
fn the_toy_mouse_holds_one_coin_per_player_and_the_objects_their_asterisks() {
    for n in 3..=5 {
        let sim = start(n, 5);
        assert_eq!(state(&sim).coins as usize, n);
    }
    let m = mansion();
    let room_at = |x: u8, y: u8| m.room_of(sq(x, y)).map(|r| m.room_name(r).en().to_owned());
    // By the bedrooms: between them at the foot of the stairs.
    assert_eq!(m.cell(m.object(Object::ToyMouse)), (4, 1));
    assert_eq!(room_at(3, 1).as_deref(), Some("Pink Bedroom"));
    assert_eq!(room_at(5, 1).as_deref(), Some("Blue Bedroom"));
    // Near the Dining Room and near the Drawing Room: just outside their walls.
    assert_eq!(m.cell(m.object(Object::FoodBowl)), (6, 3));
    assert_eq!(room_at(6, 4).as_deref(), Some("Dining Room"));
    assert_eq!(m.cell(m.object(Object::Pillow)), (2, 3));
    assert_eq!(room_at(2, 4).as_deref(), Some("Drawing Room"));
    // The Present on the remaining asterisk.
    assert_eq!(m.cell(m.object(Object::Present)), (8, 6));
}

#[test]
fn stack_one_is_dealt_as_the_ten_card_layout_and_the_turn_deck_has_three_cards_per_cat_in_play() {
    let mut orders = Vec::new();
    for seed in 0..6 {
        let sim = start(3, seed);
        let s = state(&sim);
        assert_eq!(s.layout.cards.len(), 10);
        for k in CatKind::ALL {
            assert_eq!(s.layout.cards.iter().filter(|c| c.cat == k).count(), 2);
        }
        let in_play: Vec<CatKind> = s.cats.iter().map(|c| c.kind).collect();
        let all: Vec<Miaow> = s.deck.draw.iter().chain(&s.deck.discard).copied().collect();
        assert_eq!(all.len(), 9);
        for k in &in_play {
            assert_eq!(all.iter().filter(|c| c.cat == *k).count(), 3);
        }
        orders.push(s.layout.cards.clone());
    }
    orders.dedup();
    assert!(orders.len() > 1, "the layout is shuffled");
}

// ---- Turns -------------------------------------------------------------------------------

#[test]
fn each_turn_the_top_turn_order_card_says_which_cat_moves() {
    let mut sim = start(4, 9);
    for _ in 0..12 {
        let s = state(&sim);
        let mover = s.seat_of(s.turn.card.cat).unwrap();
        assert_eq!(s.turn.seat, mover);
        assert_eq!(sim.to_act(), Some(mover));
        assert_eq!(
            s.deck.discard.last(),
            Some(&s.turn.card),
            "the card lies face up"
        );
        act(&mut sim, mover, GrandPrrrrixAction::Stay);
    }
}

#[test]
fn the_turn_order_deck_is_reshuffled_when_spent_each_cat_moving_three_times_a_deal() {
    let mut sim = start(3, 4);
    let mut seen = Vec::new();
    for _ in 0..18 {
        let s = state(&sim);
        seen.push(s.turn.card.cat);
        act(&mut sim, s.turn.seat, GrandPrrrrixAction::Stay);
    }
    for deal in seen.chunks(9) {
        for k in &state(&sim).cats {
            assert_eq!(deal.iter().filter(|c| **c == k.kind).count(), 3, "{deal:?}");
        }
    }
}

#[test]
fn a_cat_that_starts_in_the_cards_room_moves_one_space_more_5_for_6_energy() {
    // Brown in the Front Hall at (7, 5), the card shows the Front Hall.
    let mut snap = three();
    put(&mut snap, S0, 7, 5);
    on_turn(&mut snap, S0, "Front Hall");
    let sim = go(&snap);
    assert!(state(&sim).turn.bonus);
    // Out of the front door (7, 6) and along the porch: 2 free, 3 for 1, 4 for 3, 5 for 6.
    let costs: Vec<Option<(u8, u8)>> = (2..=6)
        .rev()
        .map(|x| move_to(&sim, x, 6).map(|m| (m.spaces, m.cost)))
        .collect();
    assert_eq!(
        costs,
        [Some((2, 0)), Some((3, 1)), Some((4, 3)), Some((5, 6)), None]
    );
    assert_eq!(
        move_to(&sim, 3, 6).map(|m| (m.spaces, m.cost)),
        Some((5, 6))
    );
    assert!(move_to(&sim, 2, 6).is_none(), "six is too far");
    // Without the card's room, four is the most.
    on_turn(&mut snap, S0, "Kitchen");
    let sim = go(&snap);
    assert_eq!(
        move_to(&sim, 4, 6).map(|m| (m.spaces, m.cost)),
        Some((4, 6))
    );
    assert!(move_to(&sim, 3, 6).is_none());
}

// ---- Movement and energy -------------------------------------------------------------------

#[test]
fn moving_1_2_3_4_spaces_costs_0_1_3_6_energy_and_a_fifth_is_refused_naming_the_rule() {
    // Along the hall from (2, 2); the fifth space is the Conservatory's doorway (7, 2).
    let mut snap = three();
    put(&mut snap, S0, 2, 2);
    let sim = go(&snap);
    let got: Vec<Option<(u8, u8)>> = (3..=7)
        .map(|x| move_to(&sim, x, 2).map(|m| (m.spaces, m.cost)))
        .collect();
    assert_eq!(
        got,
        [Some((1, 0)), Some((2, 1)), Some((3, 3)), Some((4, 6)), None]
    );
    let mut sim = sim;
    act(&mut sim, S0, GrandPrrrrixAction::Move { to: sq(6, 2) });
    assert_eq!(cat(&sim, S0).energy, 14, "20 - 6");
    let mut sim = go(&snap);
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(7, 2) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-move-up-to-4"), "{r}");
    assert!(r.detail.is("gp-refused-too-far"), "{r}");
    assert_eq!(r.detail.arg("spaces"), Some(&Arg::Number(5)), "{r}");
    assert_eq!(r.detail.arg("left"), Some(&Arg::Number(4)), "{r}");
}

#[test]
fn a_move_the_cat_cannot_pay_for_is_refused_naming_the_energy_table() {
    let mut snap = three();
    put(&mut snap, S0, 2, 2);
    snap.game.cats[0].energy = 2;
    let mut sim = go(&snap);
    assert!(move_to(&sim, 4, 2).is_some());
    assert!(move_to(&sim, 5, 2).is_none());
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(5, 2) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-energy-by-distance"), "{r}");
    assert!(r.detail.is("gp-refused-energy-for-distance"), "{r}");
    for (name, n) in [("spaces", 3), ("cost", 3), ("energy", 2)] {
        assert_eq!(r.detail.arg(name), Some(&Arg::Number(n)), "{name}: {r}");
    }
}

#[test]
fn moves_are_orthogonal_only() {
    // Brown in the Drawing Room at (2, 5).
    let mut snap = three();
    put(&mut snap, S0, 2, 5);
    let mut sim = go(&snap);
    assert_eq!(move_to(&sim, 2, 4).map(|m| m.spaces), Some(1));
    // (3, 6) on the porch is diagonal to (2, 5), beyond the wall (six spaces round by the
    // doors).
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(3, 6) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-orthogonal"), "{r}");
    // In the open hall a diagonal square is two steps away, never one.
    put(&mut snap, S0, 3, 2);
    let sim = go(&snap);
    assert_eq!(move_to(&sim, 4, 3).map(|m| m.spaces), Some(2));
}

#[test]
fn rooms_are_entered_and_left_only_through_their_doors() {
    let mut snap = three();
    // (4, 5) in the passage is outside the Drawing Room's wall at (3, 5); its door is (3, 4)
    // from (4, 4).
    put(&mut snap, S0, 4, 5);
    let sim = go(&snap);
    let m = move_to(&sim, 3, 5).expect("round by the door");
    assert_eq!(m.path, vec![sq(4, 4), sq(3, 4), sq(3, 5)]);
    assert_eq!(m.spaces, 3);
}

#[test]
fn no_cat_may_move_onto_another_cat_and_the_refusal_says_so() {
    let mut snap = three();
    put(&mut snap, S0, 2, 2);
    put(&mut snap, S1, 4, 2);
    let mut sim = go(&snap);
    assert!(move_to(&sim, 4, 2).is_none());
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(4, 2) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-no-cat-onto-a-cat"), "{r}");
    assert!(r.detail.is("gp-refused-square-taken"), "{r}");
}

#[test]
fn a_cat_may_move_onto_an_object_unless_a_cat_is_there_and_doing_so_ends_its_turn() {
    // The Pillow at (2, 3): onto it, but not through it. With Grey at (3, 2), (2, 2) would
    // be 2 spaces from (3, 3) through the Pillow; round by the rooms it is 6.
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 3, 2);
    let mut sim = go(&snap);
    assert_eq!(move_to(&sim, 2, 3).map(|m| m.spaces), Some(1));
    assert!(move_to(&sim, 2, 2).is_none());
    act(&mut sim, S0, GrandPrrrrixAction::Move { to: sq(2, 3) });
    assert!(ended(&sim, &snap), "its turn is over");
    // Occupied: refused.
    let mut snap = three();
    put(&mut snap, S0, 4, 3);
    put(&mut snap, S1, 2, 3);
    let sim = go(&snap);
    assert!(move_to(&sim, 2, 3).is_none());
}

#[test]
fn a_cat_leaves_its_cushion_only_through_the_front_square() {
    // Grey on its cushion (3, 7): out through (3, 6), never sideways onto the porch's other
    // squares beside it.
    let mut snap = three();
    on_turn(&mut snap, S1, "Kitchen");
    let sim = go(&snap);
    let ms = moves(&sim);
    assert!(!ms.is_empty());
    assert!(ms.iter().all(|m| m.path[0] == sq(3, 6)), "{ms:?}");
    assert_eq!(mansion().links(sq(3, 7)), &[sq(3, 6)]);
    // And enters another cushion only from its front: Black's (4, 7) from (4, 6).
    let mut snap = three();
    put(&mut snap, S2, 7, 5);
    put(&mut snap, S1, 5, 6);
    on_turn(&mut snap, S1, "Kitchen");
    let sim = go(&snap);
    let m = move_to(&sim, 4, 7).expect("Black's cushion is free");
    assert_eq!(m.path, vec![sq(4, 6), sq(4, 7)]);
}

#[test]
fn a_blocked_front_square_is_leapt_and_if_the_far_square_is_taken_too_the_cat_exits_diagonally() {
    // Black on (4, 7); Brown on its front (4, 6), the foot of the passage.
    let mut snap = three();
    put(&mut snap, S0, 4, 6);
    on_turn(&mut snap, S2, "Kitchen");
    let sim = go(&snap);
    let leap = move_to(&sim, 4, 5).expect("leap over the front square");
    assert_eq!(
        (leap.spaces, leap.path.clone()),
        (2, vec![sq(4, 6), sq(4, 5)])
    );
    assert_ne!(
        move_to(&sim, 5, 6).map(|m| m.spaces),
        Some(1),
        "no diagonal exit while the leap is open"
    );
    // The far square (4, 5) taken too: out diagonally to (3, 6) or (5, 6).
    put(&mut snap, S1, 4, 5);
    let sim = go(&snap);
    let diag = move_to(&sim, 5, 6).expect("diagonal exit");
    assert_eq!(diag.spaces, 1);
    assert!(move_to(&sim, 3, 6).is_some());
}

#[test]
fn coming_off_a_cushion_a_cat_may_walk_past_cats_and_spat_only_if_it_likes() {
    // Grey leaves (3, 7); Brown sits at (2, 6), beside Grey's front square.
    let mut snap = three();
    put(&mut snap, S0, 2, 6);
    on_turn(&mut snap, S1, "Kitchen");
    let mut sim = go(&snap);
    // Past Brown without stopping: (3, 6) (4, 6) and up the passage to (4, 5).
    let m = move_to(&sim, 4, 5).expect("up the passage past Brown");
    assert_eq!(m.path, vec![sq(3, 6), sq(4, 6), sq(4, 5)]);
    // Stopping next to Brown: the spat is offered, not forced.
    act(&mut sim, S1, GrandPrrrrixAction::Move { to: sq(3, 6) });
    let legal = sim.legal_actions(S1);
    assert!(legal.contains(&GrandPrrrrixAction::Decline), "{legal:?}");
    assert!(legal.contains(&GrandPrrrrixAction::Spat { cat: S0 }));
    act(&mut sim, S1, GrandPrrrrixAction::Decline);
    assert!(ended(&sim, &snap), "declining ends the move");
}

// ---- The race ----------------------------------------------------------------------------

fn layout(snap: &mut Snap, rooms: &[&str]) {
    let m = mansion();
    let homes = [
        (BROWN, ["Front Hall", "Wine Cellar"]),
        (GREY, ["Billiard Room", "Kitchen"]),
        (BLACK, ["Reception Room", "Pink Bedroom"]),
        (CatKind::OrangeMarmalade, ["Drawing Room", "Dining Room"]),
        (CatKind::BluePersian, ["Conservatory", "Blue Bedroom"]),
    ];
    snap.game.layout.cards = rooms
        .iter()
        .map(|r| Miaow {
            cat: homes.iter().find(|(_, h)| h.contains(r)).unwrap().0,
            room: m.room_index(r).unwrap(),
        })
        .collect();
}

const ORDER: [&str; 10] = [
    "Drawing Room",
    "Front Hall",
    "Kitchen",
    "Reception Room",
    "Wine Cellar",
    "Billiard Room",
    "Pink Bedroom",
    "Dining Room",
    "Conservatory",
    "Blue Bedroom",
];

#[test]
fn ending_a_turn_in_the_next_layout_room_marks_it_with_a_purr_card() {
    let mut snap = three();
    layout(&mut snap, &ORDER);
    put(&mut snap, S0, 3, 3);
    let mut sim = go(&snap);
    walk(&mut sim, 3, 4); // into the Drawing Room: the first card
    assert_eq!(cat(&sim, S0).done, 1);
    assert_eq!(sim.scores()[0], 1);
}

#[test]
fn a_room_entered_early_or_passed_through_does_not_count() {
    let mut snap = three();
    layout(&mut snap, &ORDER);
    // The Front Hall is second: entering it first does not count.
    put(&mut snap, S0, 7, 6);
    let mut sim = go(&snap);
    walk(&mut sim, 7, 5);
    assert_eq!(cat(&sim, S0).done, 0, "too early");
    // Passing through the Billiard Room without stopping does not count: in at its door
    // (1, 2) from the hall, out at (1, 3) to the Reception Room.
    let mut snap = three();
    let mut order = ORDER;
    order.swap(0, 5);
    layout(&mut snap, &order);
    put(&mut snap, S0, 2, 2);
    let mut sim = go(&snap);
    let m = move_to(&sim, 1, 4).expect("through the room");
    assert_eq!(m.path, vec![sq(1, 2), sq(1, 3), sq(1, 4)]);
    walk(&mut sim, 1, 4);
    assert_eq!(cat(&sim, S0).done, 0, "passed through");
}

#[test]
fn the_first_cat_to_visit_every_room_in_order_wins() {
    let mut snap = three();
    layout(&mut snap, &ORDER);
    snap.game.cats[0].done = 9; // one room to go: the Blue Bedroom
    put(&mut snap, S0, 5, 2);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 1);
    let out = sim.outcome().expect("the race is won");
    assert_eq!(out.winners, vec![S0]);
    assert!(out.summary.is("gp-summary-race"), "{}", out.summary);
    assert!(sim.to_act().is_none());
}

// ---- Objects -----------------------------------------------------------------------------

#[test]
fn a_turn_at_the_toy_mouse_takes_one_coin_and_never_a_second() {
    let mut snap = three();
    put(&mut snap, S0, 4, 1);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert!(cat(&sim, S0).coin);
    assert_eq!(state(&sim).coins, 2);
    // Again: nothing more.
    let mut snap = sim.snapshot();
    on_turn(&mut snap, S0, "Kitchen");
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert_eq!(state(&sim).coins, 2);
}

#[test]
fn no_cat_may_move_next_to_a_cat_at_the_mouse_or_the_bowl() {
    // Grey at the Mouse (4, 1): (4, 2), the one square beside it, is out of bounds for others.
    let mut snap = three();
    put(&mut snap, S1, 4, 1);
    put(&mut snap, S0, 2, 2);
    let mut sim = go(&snap);
    assert!(move_to(&sim, 3, 2).is_some());
    assert!(move_to(&sim, 4, 2).is_none());
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(4, 2) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-fierce-cats"), "{r}");
    // The same at the Bowl (6, 3): (5, 3) and (6, 2).
    let mut snap = three();
    put(&mut snap, S1, 6, 3);
    put(&mut snap, S0, 3, 3);
    let sim = go(&snap);
    assert!(move_to(&sim, 4, 3).is_some());
    assert!(move_to(&sim, 5, 3).is_none());
    assert!(move_to(&sim, 6, 2).is_none());
}

#[test]
fn the_food_bowl_gives_5_energy_not_two_turns_running_and_the_cat_must_move_off() {
    let mut snap = three();
    put(&mut snap, S0, 6, 3);
    snap.game.cats[0].energy = 10;
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert_eq!(cat(&sim, S0).energy, 15);
    assert!(cat(&sim, S0).ate);
    // Its next turn: it may not stay (and so may not eat).
    let mut snap = sim.snapshot();
    on_turn(&mut snap, S0, "Kitchen");
    let mut sim = go(&snap);
    assert!(!sim.legal_actions(S0).contains(&GrandPrrrrixAction::Stay));
    let r = sim.apply(S0, GrandPrrrrixAction::Stay).unwrap_err();
    assert!(r.rule.is("gp-rule-leave-the-bowl"), "{r}");
    assert!(r.detail.is("gp-refused-must-leave-the-bowl"), "{r}");
}

#[test]
fn a_cat_that_ate_must_end_its_next_turn_off_the_bowl_even_after_winning_a_spat_there() {
    // The audit's game: Brown ate (15 energy) and Grey was pushed next to the Bowl. On his next
    // turn Brown spats Grey from the Bowl, wins and pushes it away: he must still move off.
    let mut snap = three();
    put(&mut snap, S0, 6, 3);
    put(&mut snap, S1, 5, 3);
    snap.game.cats[0].energy = 15;
    snap.game.cats[0].ate = true;
    dice(&mut snap, &[6, 1]);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S1 });
    to_the_dice(&mut sim);
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Push {
            to: Some(sq(4, 3)),
            take: false,
        },
    );
    assert_eq!(cat(&sim, S0).at, sq(6, 3), "still on the Bowl");
    let asked = sim.decision().expect("Brown is asked").prompt;
    let said = GrandPrrrrix::ask(sim.world(), &asked);
    // It has spatted this turn: the prompt offers no spat first.
    assert!(said.is("gp-ask-leave-the-bowl"), "{said}");
    let legal = sim.legal_actions(S0);
    assert!(
        !legal.contains(&GrandPrrrrixAction::Stay),
        "a spat does not excuse the move off the bowl: {legal:?}"
    );
    let r = sim.apply(S0, GrandPrrrrixAction::Stay).unwrap_err();
    assert!(r.rule.is("gp-rule-leave-the-bowl"), "{r}");
    walk(&mut sim, 6, 2);
    assert!(ended(&sim, &snap));
    let c = cat(&sim, S0);
    assert_eq!((c.at, c.energy, c.ate), (sq(6, 2), 15, false));
}

#[test]
fn a_cat_that_ate_may_not_come_back_onto_the_bowl_on_its_next_turn() {
    // Brown steps off the Bowl next to Grey, wins and may move on: anywhere but the Bowl.
    let mut snap = three();
    put(&mut snap, S0, 6, 3);
    put(&mut snap, S1, 5, 2);
    snap.game.cats[0].ate = true;
    dice(&mut snap, &[6, 1]);
    let mut sim = go(&snap);
    walk(&mut sim, 6, 2);
    to_the_dice(&mut sim);
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Push {
            to: Some(sq(4, 2)),
            take: false,
        },
    );
    assert!(matches!(state(&sim).turn.phase, Phase::Move));
    assert!(move_to(&sim, 5, 2).is_some(), "it may move on");
    assert!(
        move_to(&sim, 6, 3).is_none(),
        "but not back onto the Bowl it ate at"
    );
    let r = sim
        .apply(S0, GrandPrrrrixAction::Move { to: sq(6, 3) })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-leave-the-bowl"), "{r}");
    assert!(r.detail.is("gp-refused-not-on-the-bowl"), "{r}");
}

#[test]
fn a_cat_that_ate_and_cannot_get_off_the_bowl_waits_without_eating_and_must_leave_next_turn() {
    // Grey and Black stand on the Bowl's only two neighbours: Brown cannot move off.
    let mut snap = three();
    put(&mut snap, S0, 6, 3);
    put(&mut snap, S1, 5, 3);
    put(&mut snap, S2, 6, 2);
    snap.game.cats[0].energy = 15;
    snap.game.cats[0].ate = true;
    let mut sim = go(&snap);
    assert!(moves(&sim).is_empty());
    assert!(sim.legal_actions(S0).contains(&GrandPrrrrixAction::Stay));
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    let c = cat(&sim, S0);
    assert_eq!(c.energy, 15, "no meal two turns running");
    assert!(c.ate, "it still owes the move off the bowl");
    // Its next turn, Black gone: it must move off, and still may not eat.
    let mut snap = sim.snapshot();
    put(&mut snap, S2, 8, 0);
    on_turn(&mut snap, S0, "Kitchen");
    let mut sim = go(&snap);
    assert!(!sim.legal_actions(S0).contains(&GrandPrrrrixAction::Stay));
    assert_ne!(state(&sim).stay_effect(), Stay::Eat);
    walk(&mut sim, 6, 2);
    assert!(
        !cat(&sim, S0).ate,
        "off the bowl: it may eat there again later"
    );
}

#[test]
fn the_pillow_gives_3_energy_at_the_start_of_the_next_turn_and_a_cat_may_rest_there_again() {
    let mut snap = three();
    put(&mut snap, S0, 2, 3);
    snap.game.cats[0].energy = 10;
    next_card(&mut snap, BROWN);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    let c = cat(&sim, S0);
    // Not yet: the tokens come at the start of its next turn (which the next card gives).
    assert_eq!(state(&sim).turn.seat, S0);
    assert_eq!(c.energy, 13);
    assert!(
        sim.legal_actions(S0).contains(&GrandPrrrrixAction::Stay),
        "rest again"
    );
    let mut snap = sim.snapshot();
    next_card(&mut snap, GREY);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert_eq!(cat(&sim, S0).energy, 13, "owed, not yet paid");
    assert!(cat(&sim, S0).resting);
}

#[test]
fn the_present_draws_an_object_card_and_the_present_card_offers_a_choice_or_the_secret_passage() {
    let mut found = Vec::new();
    for seed in 0..60 {
        let mut snap = three();
        put(&mut snap, S0, 8, 6);
        next_card(&mut snap, GREY);
        snap.rng = mogland_rules::core::GameRng::seeded(seed);
        let mut sim = go(&snap);
        act(&mut sim, S0, GrandPrrrrixAction::Stay);
        let s = state(&sim);
        if matches!(s.turn.phase, Phase::Present) && s.turn.seat == S0 {
            let legal = sim.legal_actions(S0);
            assert!(legal.contains(&GrandPrrrrixAction::Passage));
            assert!(legal.contains(&GrandPrrrrixAction::Find(Object::FoodBowl)));
            act(&mut sim, S0, GrandPrrrrixAction::Passage);
            assert_eq!(cat(&sim, S0).at, mansion().cushion(BROWN), "home for free");
            found.push(Object::Present);
        } else if cat(&sim, S0).coin {
            found.push(Object::ToyMouse);
        } else if cat(&sim, S0).energy == 25 {
            found.push(Object::FoodBowl);
        } else if cat(&sim, S0).resting {
            found.push(Object::Pillow);
        }
    }
    // Shuffled on every visit: all four turn up.
    for o in Object::ALL {
        assert!(found.contains(&o), "{o:?} never found in {found:?}");
    }
}

// ---- Resting and energy ------------------------------------------------------------------

#[test]
fn resting_in_a_bedroom_or_on_a_cushion_gains_3_energy_and_energy_never_exceeds_25() {
    // The Pink Bedroom, the Blue Bedroom, Grey's cushion.
    for (x, y) in [(2, 0), (6, 0), (3, 7)] {
        let mut snap = three();
        put(&mut snap, S0, x, y);
        if (x, y) == (3, 7) {
            put(&mut snap, S1, 0, 6); // off its own cushion, Brown rests on Grey's
        }
        snap.game.cats[0].energy = 10;
        next_card(&mut snap, GREY);
        let mut sim = go(&snap);
        act(&mut sim, S0, GrandPrrrrixAction::Stay);
        assert!(cat(&sim, S0).resting, "({x}, {y})");
        // Brown's next turn pays it.
        let mut snap = sim.snapshot();
        next_card(&mut snap, BROWN);
        let mut sim = go(&snap);
        let seat = sim.to_act().unwrap();
        act(&mut sim, seat, GrandPrrrrixAction::Stay);
        assert_eq!(cat(&sim, S0).energy, 13, "({x}, {y})");
    }
    // In the hall: staying gains nothing.
    let mut snap = three();
    put(&mut snap, S0, 3, 2);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert!(!cat(&sim, S0).resting);
    // The cap.
    let mut snap = three();
    put(&mut snap, S0, 6, 3);
    snap.game.cats[0].energy = 23;
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert_eq!(cat(&sim, S0).energy, 25);
}

#[test]
fn past_the_safety_cap_the_cat_furthest_along_wins() {
    let mut snap = three();
    snap.game.turn.number = snap.game.options.max_turns;
    assert_eq!(snap.game.options.max_turns, 600, "200 turns a cat");
    snap.game.cats[1].done = 3;
    snap.game.cats[2].done = 3;
    snap.game.cats[2].energy = 21;
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    let out = sim.outcome().expect("decided by the cap");
    assert_eq!(out.winners, vec![S2], "furthest along, then most energy");
    assert!(out.summary.is("gp-summary-turn-cap"), "{}", out.summary);
    assert_eq!(
        out.summary.arg("turns"),
        Some(&Arg::Number(600)),
        "{}",
        out.summary
    );
    assert_eq!(
        out.summary.arg("count"),
        Some(&Arg::Number(1)),
        "{}",
        out.summary
    );
}
