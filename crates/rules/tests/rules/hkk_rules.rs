//! Here, Kitty, Kitty!: setup, the turn, moving cats, drawing up, the end of the game and
//! refusals, each from the rulebook's sentence.

use crate::hkk_support::*;
use mogland_rules::core::{Arg, GameRng};
use mogland_rules::games::here_kitty_kitty::*;
use mogland_rules::levels::here_kitty_kitty::CardType;

fn count_of(snap: &Snap, name: &str) -> u32 {
    snap.game.rules.in_play[card(name).0 as usize]
}

/// "Place all 40 Cats in the center of the table"; "each player takes a Property card";
/// "Remove all Instant cards from the deck ... deal 3 cards to each player ... shuffle the
/// Instant cards back into the deck."
#[test]
fn setup_puts_forty_cats_in_the_neighborhood_and_deals_three_with_no_instant() {
    for seed in 0..25 {
        let sim = start(4, seed);
        let snap = sim.snapshot();
        let g = &snap.game;
        assert_eq!(g.hood, Cats([10; 4]), "ten cats of each colour");
        assert_eq!(g.props.len(), 4, "a Property each");
        for p in &g.props {
            assert_eq!(
                p.zones,
                [Cats::default(); 3],
                "Yard, Porch and House start empty"
            );
            assert_eq!(p.hand.len(), 3);
            assert!(
                p.hand
                    .iter()
                    .all(|c| g.book[c.0 as usize].kind != CardType::Instant),
                "no Instant is dealt"
            );
        }
        let instants = g
            .pile
            .draw
            .iter()
            .filter(|c| g.book[c.0 as usize].kind == CardType::Instant)
            .count();
        assert_eq!(instants, 7, "the Instants are shuffled back into the deck");
        assert_eq!(g.pile.draw.len(), 51 - 12);
        check_invariants(&sim);
    }
}

/// "6 players: each player is dealt 2 cards. Remove Cat in Heat, Cat's Pajamas, Fireworks,
/// Hairball, One Cool Cat and Tuna."
#[test]
fn six_players_are_dealt_two_and_six_cards_leave_the_deck() {
    let sim = start(6, 1);
    let snap = sim.snapshot();
    for name in [
        "Cat in Heat",
        "Cat's Pajamas",
        "Fireworks",
        "Hairball",
        "One Cool Cat",
        "Tuna",
    ] {
        assert_eq!(count_of(&snap, name), 0, "{name} is out");
    }
    assert_eq!(snap.game.rules.in_play.iter().sum::<u32>(), 43);
    assert!(snap.game.props.iter().all(|p| p.hand.len() == 2));
    assert_eq!(snap.game.rules.hand, 2);
}

/// The 2-player modifications table: its removals, hand size and actions.
#[test]
fn two_players_follow_the_modifications_table_in_full() {
    let sim = start(2, 1);
    let snap = sim.snapshot();
    let def = shipped();
    let m = def.modification(2).expect("a row for 2 players");
    assert_eq!(snap.game.rules.hand, m.hand);
    assert_eq!(snap.game.rules.actions, m.actions);
    assert!(
        snap.game
            .props
            .iter()
            .all(|p| p.hand.len() == m.hand as usize)
    );
    assert_eq!(
        count_of(&snap, "Cat Burglar"),
        2,
        "three of five Burglars are out"
    );
    for name in [
        "Alarm System",
        "Can Opener",
        "Cat Fight",
        "Catnap",
        "Catnip!",
        "Hairball",
    ] {
        assert_eq!(count_of(&snap, name), 0, "{name} is out");
    }
    let box_count = |n: &str| def.cards[def.find(n).unwrap()].count;
    assert_eq!(
        count_of(&snap, "Foster Kittens"),
        box_count("Foster Kittens") - 1
    );
    assert_eq!(snap.game.rules.in_play.iter().sum::<u32>(), 34);
    // 3 to 5 players: nothing is removed.
    let four = start(4, 1).snapshot();
    assert_eq!(four.game.rules.in_play.iter().sum::<u32>(), 51);
}

/// "On your turn you may take two actions ... You may take the same action twice."
#[test]
fn a_turn_is_two_actions_and_the_same_action_may_be_taken_twice() {
    let (_, mut snap) = bare(3, 2);
    for n in ["Catnip!", "Can Opener", "Cat Burglar"] {
        on_top(&mut snap, n);
    }
    let mut sim = restored(&snap);
    assert_eq!(prompt(&sim), Some(HereKittyKittyPrompt::Action { left: 2 }));
    act(&mut sim, S0, mv(Black, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    assert_eq!(prompt(&sim), Some(HereKittyKittyPrompt::Action { left: 1 }));
    act(&mut sim, S0, mv(Black, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::Yard), Cats([2, 0, 0, 0]));
    assert_eq!(sim.to_act(), Some(S1), "two actions, then the next player");
}

/// Mogland's reading: "discard as many cards as you choose" (at least one) for one action.
#[test]
fn discarding_is_any_number_of_cards_for_one_action() {
    let (_, mut snap) = bare(3, 3);
    for n in ["Catnip!", "Tuna", "Cat Burglar", "Copy Cat"] {
        give(&mut snap, S0, n);
    }
    let mut sim = restored(&snap);
    let legal = sim.legal_actions(S0);
    let mut all = hand(&sim, S0);
    all.sort();
    assert!(
        legal.contains(&HereKittyKittyAction::Discard(all.clone())),
        "all four at once"
    );
    assert!(
        legal.contains(&HereKittyKittyAction::Discard(vec![card("Tuna")])),
        "or just one"
    );
    assert!(
        !legal.contains(&HereKittyKittyAction::Discard(Vec::new())),
        "never none"
    );
    act(&mut sim, S0, HereKittyKittyAction::Discard(all));
    assert!(hand(&sim, S0).is_empty());
    assert_eq!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Action { left: 1 }),
        "one action"
    );
}

/// "Draw Up: draw cards one at a time until you have 3 cards in hand" — and no more; a hand
/// already above the limit (Famous Internet Cat) draws nothing.
#[test]
fn drawing_up_fills_the_hand_to_the_limit_and_never_above_it() {
    let (_, mut snap) = bare(3, 4);
    give(&mut snap, S0, "Tuna");
    // Only cards that stay in the hand on top, so no Instant interferes.
    for n in ["Catnip!", "Can Opener", "Cat Burglar"] {
        on_top(&mut snap, n);
    }
    let mut sim = restored(&snap);
    act(&mut sim, S0, mv(Gray, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    act(&mut sim, S0, mv(Gray, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    let mut h = hand(&sim, S0);
    h.sort();
    let mut want = vec![card("Tuna"), card("Cat Burglar"), card("Can Opener")];
    want.sort();
    assert_eq!(h, want, "the top two cards, one at a time, up to 3");

    let (_, mut snap) = bare(3, 4);
    for n in ["Tuna", "Catnap", "Copy Cat", "Catnip!"] {
        give(&mut snap, S0, n);
    }
    let mut sim = restored(&snap);
    let pile = sim.snapshot().game.pile.draw.len();
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Discard(vec![card("Catnip!")]),
    );
    pass_windows(&mut sim);
    act(&mut sim, S0, mv(Gray, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    assert_eq!(hand(&sim, S0).len(), 3, "3 in hand: nothing to draw");
    assert_eq!(sim.snapshot().game.pile.draw.len(), pile);
}

/// "If you draw an Instant card, you must immediately resolve it ... then draw another card
/// to replace it." Drawn Instants are shown to everyone and go to the discards.
#[test]
fn an_instant_drawn_is_resolved_at_once_and_replaced() {
    let (_, mut snap) = bare(3, 5);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    on_top(&mut snap, "Catnip!");
    on_top(&mut snap, "Cat's Pajamas");
    let mut sim = restored(&snap);
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Discard(vec![card("Tuna")]),
    );
    pass_windows(&mut sim);
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Discard(vec![card("Catnap")]),
    );
    pass_windows(&mut sim);
    // Cat's Pajamas: every player takes a cat, the drawer first.
    for seat in [S0, S1, S2] {
        assert_eq!(sim.to_act(), Some(seat));
        act(&mut sim, seat, hood_pick(White));
        pass_windows(&mut sim);
    }
    for seat in [S0, S1, S2] {
        assert_eq!(cats(&sim, seat, Zone::Yard).total(), 1);
    }
    let snap = sim.snapshot();
    assert!(snap.game.pile.discard.contains(&card("Cat's Pajamas")));
    assert!(
        hand(&sim, S0).contains(&card("Catnip!")),
        "the Instant was replaced"
    );
    assert!(!hand(&sim, S0).contains(&card("Cat's Pajamas")));
}

/// "Cats can be moved one space for one action: from the Neighborhood to the Yard, from the
/// Yard to the Porch, or from the Porch to the House" (or back); a jump is refused by that rule.
#[test]
fn a_cat_moves_one_step_per_action_and_a_jump_is_refused_by_the_rule() {
    let (_, mut snap) = bare(3, 6);
    put(&mut snap, S0, Zone::Yard, Orange, 1);
    let mut sim = restored(&snap);
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&mv(Orange, Zone::Yard, Zone::Porch)));
    assert!(legal.contains(&mv(Orange, Zone::Yard, Zone::Neighborhood)));
    assert!(legal.contains(&mv(Black, Zone::Neighborhood, Zone::Yard)));
    for jump in [
        mv(Orange, Zone::Yard, Zone::House),
        mv(Black, Zone::Neighborhood, Zone::Porch),
    ] {
        assert!(!legal.contains(&jump));
        let r = sim.apply(S0, jump).unwrap_err();
        assert!(r.rule.is("hkk-rule-move-one-space"), "{r:?}");
        assert!(r.detail.is("hkk-refused-not-one-step"), "{r:?}");
    }
}

/// "Once a Cat has been moved onto your Property, that Cat can be moved only by you or as
/// directed by played cards": no move a seat may take touches another Property.
#[test]
fn a_cat_on_another_property_is_moved_only_by_its_owner_or_by_cards() {
    let (_, mut snap) = bare(3, 7);
    put(&mut snap, S1, Zone::Yard, White, 2);
    put(&mut snap, S1, Zone::Porch, White, 1);
    let sim = restored(&snap);
    let moves: Vec<HereKittyKittyAction> = sim
        .legal_actions(S0)
        .into_iter()
        .filter(|a| matches!(a, HereKittyKittyAction::Move { .. }))
        .collect();
    assert!(!moves.is_empty());
    for m in moves {
        let mut s = restored(&snap);
        act(&mut s, S0, m.clone());
        pass_windows(&mut s);
        let g = s.snapshot().game;
        assert_eq!(g.props[1].zones, snap.game.props[1].zones, "{m:?}");
    }
    // A move from S0's empty Yard is refused, whatever S1 has there.
    let r = restored(&snap)
        .apply(S0, mv(White, Zone::Yard, Zone::Porch))
        .unwrap_err();
    assert!(r.rule.is("hkk-rule-own-cats"), "{r:?}");
    assert!(r.detail.is("hkk-refused-none-in-zone"), "{r:?}");
    assert_eq!(
        r.detail.arg("zone"),
        Some(&Arg::Name("yard".into())),
        "{r:?}"
    );
}

/// "When the last card is drawn ... every player, including the player who drew it, gets one
/// more turn", then the game is scored.
#[test]
fn drawing_the_last_card_gives_every_player_one_more_turn_then_the_game_ends() {
    let (_, mut snap) = bare(3, 8);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    // One card left to draw: S0's draw-up takes it.
    let last = snap.game.pile.draw.pop().unwrap();
    let rest = std::mem::take(&mut snap.game.pile.draw);
    snap.game.pile.discard.extend(rest);
    snap.game.pile.draw.push(last);
    let mut sim = restored(&snap);
    let last_is_instant = sim.snapshot().game.book[last.0 as usize].kind == CardType::Instant;
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Discard(vec![card("Tuna")]),
    );
    pass_windows(&mut sim);
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Discard(vec![card("Catnap")]),
    );
    let mut rng = GameRng::seeded(3);
    let mut turns_after = Vec::new();
    let mut seen_final = false;
    while let Some(seat) = sim.to_act() {
        let g = sim.snapshot().game;
        if g.turn.final_turns.is_some() && !seen_final {
            seen_final = true;
            assert_eq!(g.turn.last_card_by, Some(S0));
        }
        if seen_final && turns_after.last() != Some(&g.turn.number) {
            turns_after.push(g.turn.number);
        }
        let legal = sim.legal_actions(seat);
        let a = legal[rng.below(legal.len())].clone();
        act(&mut sim, seat, a);
    }
    assert!(
        seen_final,
        "the last card started the final round (instant: {last_is_instant})"
    );
    let end = sim.snapshot().game;
    assert!(end.end.is_some(), "the game is over");
    assert_eq!(
        end.turn.number,
        1 + 3,
        "after S0's turn, S1, S2 and S0 again each played one more"
    );
}

/// A refused action names its rule: the refusal carries the rule's sentence and what broke it.
#[test]
fn every_refusal_names_its_rule() {
    let (_, mut snap) = bare(3, 9);
    give(&mut snap, S0, "Cat Burglar");
    let sim = restored(&snap);
    for (bad, rule, detail) in [
        // S1 has no cat to steal.
        (
            play("Cat Burglar", Some(S1)),
            "hkk-rule-play-card",
            "hkk-refused-does-nothing",
        ),
        (
            mv(Black, Zone::Porch, Zone::House),
            "hkk-rule-own-cats",
            "hkk-refused-none-in-zone",
        ),
        (
            HereKittyKittyAction::Block(card("Catnap")),
            "hkk-rule-actions",
            "hkk-refused-not-an-action",
        ),
        (
            HereKittyKittyAction::Discard(vec![card("Tuna")]),
            "hkk-rule-discard",
            "hkk-refused-discard-not-held",
        ),
    ] {
        let r = sim.clone_refusal(S0, bad.clone());
        assert!(r.rule.is(rule) && r.detail.is(detail), "{bad:?}: {r:?}");
    }
}

trait Refuse {
    fn clone_refusal(
        &self,
        seat: mogland_rules::core::SeatId,
        a: HereKittyKittyAction,
    ) -> mogland_rules::core::Refusal;
}

impl Refuse for Sim {
    fn clone_refusal(
        &self,
        seat: mogland_rules::core::SeatId,
        a: HereKittyKittyAction,
    ) -> mogland_rules::core::Refusal {
        let mut s = restored(&self.snapshot());
        s.apply(seat, a).expect_err("refused")
    }
}
