//! Here, Kitty, Kitty!'s cards: every clarification in the rulebook's "Additional Card
//! Details", the general card rules, and the out-of-turn defences.

use crate::hkk_support::*;
use mogland_rules::core::{Game, SeatId};
use mogland_rules::games::here_kitty_kitty::*;

/// Three seats, empty hands, known cards on top of the pile (none of them an Instant), so a
/// draw-up draws what the test expects.
fn table(seed: u64) -> Snap {
    let (_, mut snap) = bare(3, seed);
    for n in ["Catnip!", "Can Opener", "Cat Burglar", "Catting Around"] {
        on_top(&mut snap, n);
    }
    snap
}

/// `seat` spends both actions discarding `a` and `b`, then draws up (the next card first);
/// the windows after the first discard are let go, those after the second are left open.
fn discard_two(sim: &mut Sim, seat: SeatId, a: &str, b: &str) {
    act(sim, seat, HereKittyKittyAction::Discard(vec![card(a)]));
    pass_windows(sim);
    act(sim, seat, HereKittyKittyAction::Discard(vec![card(b)]));
}

fn discard_two_and_draw(sim: &mut Sim, a: &str, b: &str) {
    discard_two(sim, S0, a, b);
    pass_windows(sim);
}

fn choosing(sim: &Sim) -> Option<SeatId> {
    match prompt(sim) {
        Some(HereKittyKittyPrompt::Choose(c)) => Some(c.chooser),
        _ => None,
    }
}

/// "All cards: the numbers on the cards are maximums. You may move fewer Cats."
#[test]
fn card_numbers_are_maximums_and_a_player_may_stop_early() {
    let mut snap = table(1);
    give(&mut snap, S0, "Catnip!");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Catnip!", None));
    pass_windows(&mut sim);
    act(&mut sim, S0, hood_pick(Black));
    assert!(sim.legal_actions(S0).contains(&HereKittyKittyAction::Stop));
    act(&mut sim, S0, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    assert_eq!(
        cats(&sim, S0, Zone::Yard),
        Cats([1, 0, 0, 0]),
        "one of up to two"
    );
}

/// "Lasting effects stay tucked under the property until resolved"; "Foster Kittens ... is
/// removed from the play area and discarded" once resolved, at the start of the next turn.
#[test]
fn foster_kittens_stays_tucked_until_the_next_turn_then_brings_cats_and_leaves() {
    let mut snap = table(2);
    give(&mut snap, S0, "Foster Kittens");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Foster Kittens", None));
    pass_windows(&mut sim);
    let g = sim.snapshot().game;
    assert_eq!(g.props[0].tucked.len(), 1, "tucked under the Property");
    assert_eq!(cats(&sim, S0, Zone::Yard).total(), 0, "nothing yet");
    // Let the others play their turns.
    let mut rng = mogland_rules::core::GameRng::seeded(4);
    while sim.snapshot().game.turn.seat != S0 || sim.snapshot().game.turn.number == 1 {
        let seat = sim.to_act().unwrap();
        let legal: Vec<HereKittyKittyAction> = sim
            .legal_actions(seat)
            .into_iter()
            .filter(|a| {
                !matches!(
                    a,
                    HereKittyKittyAction::Play { .. } | HereKittyKittyAction::Block(_)
                )
            })
            .collect();
        act(&mut sim, seat, legal[rng.below(legal.len())].clone());
    }
    assert_eq!(
        choosing(&sim),
        Some(S0),
        "the kittens arrive: S0 takes them"
    );
    let g = sim.snapshot().game;
    assert!(g.props[0].tucked.is_empty(), "resolved, so it leaves");
    assert!(g.pile.discard.contains(&card("Foster Kittens")));
}

/// Special Needs Kitty (lasting): its cat cannot leave the House while the card is tucked.
#[test]
fn special_needs_kittys_cat_stays_in_the_house_while_the_card_is_tucked() {
    let mut snap = table(3);
    give(&mut snap, S0, "Special Needs Kitty");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Special Needs Kitty", None));
    pass_windows(&mut sim);
    act(&mut sim, S0, hood_pick(Orange));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::House), Cats([0, 0, 1, 0]));
    let g = sim.snapshot().game;
    assert_eq!(g.props[0].tucked[0].pinned, Some(Orange));
    assert!(
        !sim.legal_actions(S0)
            .contains(&mv(Orange, Zone::House, Zone::Porch))
    );
}

/// "The player who has these cards played on them decides which Cat(s) to move" (the chases);
/// Cat Burglar's thief chooses ("steal a Cat of their choice").
#[test]
fn the_giver_chooses_which_cats_except_with_cat_burglar() {
    for (name, zone) in [
        ("Stray Dog", Zone::Porch),
        ("Catting Around", Zone::Yard),
        ("Fraidy Cats", Zone::Porch),
        ("Open Window", Zone::House),
    ] {
        let mut snap = table(4);
        give(&mut snap, S0, name);
        put(&mut snap, S1, zone, Black, 1);
        put(&mut snap, S1, zone, White, 1);
        let mut sim = restored(&snap);
        act(&mut sim, S0, play(name, Some(S1)));
        pass_windows(&mut sim);
        assert_eq!(
            choosing(&sim),
            Some(S1),
            "{name}: the player it is played on"
        );
    }
    let mut snap = table(4);
    give(&mut snap, S0, "Cat Burglar");
    put(&mut snap, S1, Zone::Porch, Black, 1);
    put(&mut snap, S1, Zone::Yard, White, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Cat Burglar", Some(S1)));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S0), "the burglar chooses");
    act(&mut sim, S0, pick(Black, Some(S1), Zone::Porch));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::Yard), Cats([1, 0, 0, 0]));
    assert_eq!(cats(&sim, S1, Zone::Porch).total(), 0);
}

/// "If there are not enough Cats in the Neighborhood, take Cats from any other player's Yard."
#[test]
fn when_the_neighborhood_runs_short_cats_come_from_another_players_yard() {
    let mut snap = table(5);
    give(&mut snap, S0, "Catnip!");
    for c in Colour::ALL {
        let n = snap.game.hood.of(c);
        put(&mut snap, S2, Zone::Porch, c, n);
    }
    let g = &mut snap.game;
    g.props[2].zone_mut(Zone::Porch).take(Gray);
    g.props[2].zone_mut(Zone::Yard).add(Gray);
    g.props[1].zone_mut(Zone::Yard).add(White);
    g.props[2].zone_mut(Zone::Porch).take(White);
    let mut sim = restored(&snap);
    check_invariants(&sim);
    act(&mut sim, S0, play("Catnip!", None));
    pass_windows(&mut sim);
    let mut options: Vec<HereKittyKittyAction> = sim
        .legal_actions(S0)
        .into_iter()
        .filter(|a| *a != HereKittyKittyAction::Stop)
        .collect();
    options.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![
        pick(Gray, Some(S2), Zone::Yard),
        pick(White, Some(S1), Zone::Yard),
    ];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, want, "only Yards, never a Porch");
}

/// "Your neighbors are the players to your left and right": Cat Fight's two cats go one to
/// each; with one cat in the Yard "they choose which neighbor's Yard to move the Cat to".
#[test]
fn cat_fight_sends_to_both_neighbours_and_with_one_cat_its_owner_chooses() {
    let mut snap = table(6);
    let (_, mut four) = bare(4, 6);
    for n in ["Catnip!", "Can Opener", "Cat Burglar"] {
        on_top(&mut four, n);
    }
    give(&mut four, S0, "Cat Fight");
    put(&mut four, S2, Zone::Yard, Black, 1);
    put(&mut four, S2, Zone::Yard, Orange, 1);
    let mut sim = restored(&four);
    act(&mut sim, S0, play("Cat Fight", Some(S2)));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S2));
    let sends: Vec<SeatId> = sim
        .legal_actions(S2)
        .into_iter()
        .filter_map(|a| match a {
            HereKittyKittyAction::Send { to, .. } => Some(to),
            _ => None,
        })
        .collect();
    assert!(sends.contains(&S1) && sends.contains(&S3) && !sends.contains(&S0));
    act(
        &mut sim,
        S2,
        HereKittyKittyAction::Send {
            colour: Black,
            to: S3,
        },
    );
    pass_windows(&mut sim);
    // The second cat has only the other neighbour left.
    assert_eq!(cats(&sim, S3, Zone::Yard), Cats([1, 0, 0, 0]));
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats([0, 0, 1, 0]));
    assert_eq!(cats(&sim, S2, Zone::Yard).total(), 0);

    give(&mut snap, S0, "Cat Fight");
    put(&mut snap, S1, Zone::Yard, White, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Cat Fight", Some(S1)));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S1), "one cat: its owner chooses");
    let legal = sim.legal_actions(S1);
    assert!(legal.contains(&HereKittyKittyAction::Send {
        colour: White,
        to: S0
    }));
    assert!(legal.contains(&HereKittyKittyAction::Send {
        colour: White,
        to: S2
    }));
}

/// "Famous Internet Cat ... draw 2 new cards ... exceed the hand limit. If you draw any
/// Instants, you must resolve them and continue drawing until you have 2 new cards in hand."
#[test]
fn famous_internet_cat_draws_through_instants() {
    let (_, mut snap) = bare(3, 7);
    give(&mut snap, S0, "Famous Internet Cat");
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    on_top(&mut snap, "Copy Cat");
    on_top(&mut snap, "Fireworks");
    on_top(&mut snap, "Catnip!");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Famous Internet Cat", None));
    pass_windows(&mut sim);
    let h = hand(&sim, S0);
    assert_eq!(h.len(), 4, "two new cards, above the limit of 3");
    assert!(h.contains(&card("Catnip!")) && h.contains(&card("Copy Cat")));
    assert!(
        sim.snapshot()
            .game
            .pile
            .discard
            .contains(&card("Fireworks"))
    );
}

/// "Keeping Up With the Joneses: If players tie for the lowest number of Cats in the House,
/// each player who ties gets one Cat."
#[test]
fn keeping_up_with_the_joneses_gives_a_cat_to_each_player_tied_for_fewest_in_the_house() {
    let mut snap = table(8);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    put(&mut snap, S1, Zone::House, Black, 1);
    on_top(&mut snap, "Keeping Up With the Joneses");
    let mut sim = restored(&snap);
    discard_two_and_draw(&mut sim, "Tuna", "Catnap");
    for seat in [S0, S2] {
        assert_eq!(choosing(&sim), Some(seat));
        act(&mut sim, seat, hood_pick(Gray));
        pass_windows(&mut sim);
    }
    assert_eq!(cats(&sim, S0, Zone::House), Cats([0, 1, 0, 0]));
    assert_eq!(cats(&sim, S2, Zone::House), Cats([0, 1, 0, 0]));
    assert_eq!(
        cats(&sim, S1, Zone::House),
        Cats([1, 0, 0, 0]),
        "not tied for fewest"
    );
}

/// "Raining Cats & Dogs: Any player who has an odd number of Cats moves the 'extra' Cat onto
/// the Porch." Each such player is asked (it may stop: `hkk_instants.rs`).
#[test]
fn raining_cats_and_dogs_moves_the_extra_cat_to_the_porch() {
    let mut snap = table(9);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    put(&mut snap, S0, Zone::Yard, Black, 3);
    put(&mut snap, S1, Zone::Yard, White, 2);
    put(&mut snap, S2, Zone::Yard, Orange, 1);
    on_top(&mut snap, "Raining Cats & Dogs");
    let mut sim = restored(&snap);
    discard_two_and_draw(&mut sim, "Tuna", "Catnap");
    for (seat, colour) in [(S0, Black), (S2, Orange)] {
        assert_eq!(choosing(&sim), Some(seat), "1 and 3 are odd, 2 is not");
        act(&mut sim, seat, pick(colour, Some(seat), Zone::Yard));
        pass_windows(&mut sim);
    }
    assert_eq!(cats(&sim, S0, Zone::Porch), Cats([1, 0, 0, 0]), "3 is odd");
    assert_eq!(cats(&sim, S1, Zone::Porch), Cats::default(), "2 is even");
    assert_eq!(cats(&sim, S2, Zone::Porch), Cats([0, 0, 1, 0]), "1 is odd");
}

/// "The Cat Came Back: This card cannot be used to resurrect any Instant card."
#[test]
fn the_cat_came_back_cannot_bring_back_an_instant() {
    let mut snap = table(10);
    give(&mut snap, S0, "The Cat Came Back");
    discarded(&mut snap, "Fireworks");
    discarded(&mut snap, "Tuna");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("The Cat Came Back", None));
    pass_windows(&mut sim);
    let legal = sim.legal_actions(S0);
    assert!(legal.contains(&HereKittyKittyAction::Revive(card("Tuna"))));
    assert!(!legal.contains(&HereKittyKittyAction::Revive(card("Fireworks"))));
    act(&mut sim, S0, HereKittyKittyAction::Revive(card("Tuna")));
    assert!(hand(&sim, S0).contains(&card("Tuna")));
}

/// "The Cat's Pajamas: ... the player who draws this card chooses a Cat first. Then, the player
/// to the left chooses next."
#[test]
fn cats_pajamas_picks_from_the_drawer_then_to_the_left() {
    let mut snap = table(11);
    give(&mut snap, S1, "Tuna");
    give(&mut snap, S1, "Catnap");
    snap.game.turn.seat = S1;
    on_top(&mut snap, "Cat's Pajamas");
    let mut sim = restored(&snap);
    discard_two(&mut sim, S1, "Tuna", "Catnap");
    pass_windows(&mut sim);
    for seat in [S1, S2, S0] {
        assert_eq!(choosing(&sim), Some(seat));
        act(&mut sim, seat, hood_pick(White));
        pass_windows(&mut sim);
    }
}

fn nudge(target: SeatId, way: Way) -> HereKittyKittyAction {
    HereKittyKittyAction::Play {
        card: card("Catlike Reflexes"),
        target: Some(target),
        shift: Some(way),
    }
}

/// The Catlike Reflexes plays `seat` may make now, as (target, way).
fn nudges(sim: &Sim, seat: SeatId) -> Vec<(SeatId, Way)> {
    sim.legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            HereKittyKittyAction::Play {
                card: c,
                target: Some(t),
                shift: Some(w),
            } if c == card("Catlike Reflexes") => Some((t, w)),
            _ => None,
        })
        .collect()
}

/// "Catlike Reflexes: This card may be used to affect a Cat within any player's property ...
/// The property owner decides which Cat to move." The card: "Move 1 Cat on any player's
/// Property one step, in or out. The owner chooses which Cat."
#[test]
fn catlike_reflexes_works_on_any_property_and_the_owner_chooses_the_cat() {
    let mut snap = table(12);
    give(&mut snap, S0, "Catlike Reflexes");
    put(&mut snap, S0, Zone::Yard, Black, 1);
    put(&mut snap, S2, Zone::Yard, Gray, 1);
    put(&mut snap, S2, Zone::Porch, Orange, 1);
    put(&mut snap, S2, Zone::House, White, 1);
    let sim = restored(&snap);
    let legal = nudges(&sim, S0);
    assert!(legal.contains(&(S0, Way::In)), "your own");
    assert!(legal.contains(&(S2, Way::Out)), "anyone's");
    assert!(legal.contains(&(S2, Way::In)));
    assert!(
        !legal.iter().any(|(t, _)| *t == S1),
        "a property with no cat is no target"
    );
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S2, Way::Out));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S2), "the owner chooses the cat");
    assert!(sim.legal_actions(S0).is_empty(), "the player is not asked");
    // Out: any cat of the property, whatever its zone.
    let mut options = sim.legal_actions(S2);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![
        pick(Gray, Some(S2), Zone::Yard),
        pick(Orange, Some(S2), Zone::Porch),
        pick(White, Some(S2), Zone::House),
    ];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, expected);
    act(&mut sim, S2, pick(Orange, Some(S2), Zone::Porch));
    assert_eq!(
        cats(&sim, S2, Zone::Yard),
        Cats([0, 1, 1, 0]),
        "one step out"
    );
    assert_eq!(cats(&sim, S2, Zone::Porch), Cats::default());
    assert_eq!(cats(&sim, S2, Zone::House), Cats([0, 0, 0, 1]));
}

/// The player chooses the property and "in or out", never the Cat nor its zone: the card is
/// played on a property with a way, and a Cat goes in (Yard → Porch, Porch → House) or out
/// (House → Porch, Porch → Yard, Yard → Neighborhood) as its owner picks.
#[test]
fn catlike_reflexes_the_player_picks_in_or_out_and_the_owner_picks_the_cat_from_any_zone() {
    let mut snap = table(14);
    give(&mut snap, S0, "Catlike Reflexes");
    put(&mut snap, S1, Zone::Yard, Black, 1);
    put(&mut snap, S1, Zone::Porch, Gray, 1);
    put(&mut snap, S1, Zone::House, White, 2);
    let sim = restored(&snap);
    let on_s1: Vec<Way> = nudges(&sim, S0)
        .into_iter()
        .filter(|(t, _)| *t == S1)
        .map(|(_, w)| w)
        .collect();
    assert_eq!(on_s1, vec![Way::In, Way::Out], "one play per way");
    // In: the House cats cannot step in, so only the Yard and Porch cats are offered.
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S1, Way::In));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S1));
    let mut options = sim.legal_actions(S1);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        options,
        vec![
            pick(Black, Some(S1), Zone::Yard),
            pick(Gray, Some(S1), Zone::Porch)
        ]
    );
    act(&mut sim, S1, pick(Black, Some(S1), Zone::Yard));
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats::default());
    assert_eq!(cats(&sim, S1, Zone::Porch), Cats([1, 1, 0, 0]));
    // Out from the Yard: back to the Neighborhood.
    let mut sim = restored(&snap);
    let hood = sim.snapshot().game.hood;
    act(&mut sim, S0, nudge(S1, Way::Out));
    pass_windows(&mut sim);
    act(&mut sim, S1, pick(Black, Some(S1), Zone::Yard));
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats::default());
    assert_eq!(sim.snapshot().game.hood.of(Black), hood.of(Black) + 1);
    assert_eq!(cats(&sim, S1, Zone::House), Cats([0, 0, 0, 2]));
    // Played on your own property, you are the owner and choose.
    let mut snap = snap.clone();
    put(&mut snap, S0, Zone::Yard, Orange, 1);
    put(&mut snap, S0, Zone::Porch, Orange, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S0, Way::In));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S0));
    act(&mut sim, S0, pick(Orange, Some(S0), Zone::Porch));
    assert_eq!(cats(&sim, S0, Zone::House), Cats([0, 0, 1, 0]));
}

/// Issue 19: Catlike Reflexes played on a rival moved one of its House cats out without asking
/// it. Now the player only says "out"; the owner, with a Porch cat to spare, keeps its House.
#[test]
fn catlike_reflexes_moves_a_house_cat_out_only_if_its_owner_picks_it() {
    let mut snap = table(15);
    give(&mut snap, S0, "Catlike Reflexes");
    put(&mut snap, S1, Zone::House, White, 1);
    put(&mut snap, S1, Zone::Porch, Orange, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S1, Way::Out));
    pass_windows(&mut sim);
    assert!(
        matches!(
            prompt(&sim),
            Some(HereKittyKittyPrompt::Choose(Choice {
                chooser: S1,
                task: Task::Nudge {
                    seat: S1,
                    way: Way::Out
                },
                ..
            }))
        ),
        "the owner is asked which Cat: {:?}",
        prompt(&sim)
    );
    assert!(
        HereKittyKitty::ask(sim.world(), &prompt(&sim).unwrap())
            .parts()
            .iter()
            .any(|t| t.is("hkk-ask-nudge-out")),
        "the prompt says which way"
    );
    act(&mut sim, S1, pick(Orange, Some(S1), Zone::Porch));
    assert_eq!(cats(&sim, S1, Zone::House), Cats([0, 0, 0, 1]), "kept");
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats([0, 0, 1, 0]));
    // With a single Cat that can go, there is nothing to choose: it goes.
    let mut snap = table(15);
    give(&mut snap, S0, "Catlike Reflexes");
    put(&mut snap, S1, Zone::House, White, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S1, Way::Out));
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), None);
    assert_eq!(cats(&sim, S1, Zone::Porch), Cats([0, 0, 0, 1]));
}

/// A Copy Cat's copy of Catlike Reflexes is aimed anew (a property and a way), and that
/// property's owner chooses the Cat.
#[test]
fn a_copied_catlike_reflexes_is_aimed_anew_and_its_owner_chooses_the_cat() {
    let mut snap = table(16);
    give(&mut snap, S0, "Catlike Reflexes");
    give(&mut snap, S2, "Copy Cat");
    put(&mut snap, S0, Zone::Yard, Black, 1);
    put(&mut snap, S1, Zone::Porch, Gray, 1);
    put(&mut snap, S1, Zone::House, Gray, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, nudge(S0, Way::In));
    // Nobody blocks; S0's one Yard cat steps in; then S2 copies.
    while let Some(d) = sim.decision() {
        let HereKittyKittyPrompt::Respond(kind) = d.prompt else {
            break;
        };
        let a = if d.seats[0] == S2 && matches!(kind, WindowKind::Copy(_)) {
            HereKittyKittyAction::Copy(card("Copy Cat"))
        } else {
            HereKittyKittyAction::Pass
        };
        act(&mut sim, d.seats[0], a);
    }
    assert_eq!(cats(&sim, S0, Zone::Porch), Cats([1, 0, 0, 0]));
    assert!(matches!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Aim { .. })
    ));
    let aims = sim.legal_actions(S2);
    let aim = HereKittyKittyAction::Aim {
        target: Some(S1),
        shift: Some(Way::Out),
    };
    assert!(aims.contains(&aim), "{aims:?}");
    act(&mut sim, S2, aim);
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S1), "the owner chooses");
    act(&mut sim, S1, pick(Gray, Some(S1), Zone::House));
    assert_eq!(cats(&sim, S1, Zone::Porch), Cats([0, 2, 0, 0]));
    assert_eq!(cats(&sim, S1, Zone::House), Cats::default());
}

/// "Copy Cat: This card can be played out of turn at no action cost. It cannot be used to copy
/// any card that has a lasting effect ... or any Instant card."
#[test]
fn copy_cat_copies_a_standard_card_out_of_turn_at_no_action_cost() {
    let mut snap = table(13);
    give(&mut snap, S0, "Catnip!");
    give(&mut snap, S2, "Copy Cat");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Catnip!", None));
    pass_windows(&mut sim);
    act(&mut sim, S0, hood_pick(Black));
    act(&mut sim, S0, hood_pick(Black));
    // The copy window: S2 copies.
    assert!(matches!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Respond(WindowKind::Copy(_)))
    ));
    while let Some(d) = sim.decision() {
        let HereKittyKittyPrompt::Respond(_) = d.prompt else {
            break;
        };
        let a = if d.seats[0] == S2 {
            HereKittyKittyAction::Copy(card("Copy Cat"))
        } else {
            HereKittyKittyAction::Pass
        };
        act(&mut sim, d.seats[0], a);
    }
    pass_windows(&mut sim);
    assert_eq!(choosing(&sim), Some(S2), "S2 lures with the copy");
    act(&mut sim, S2, hood_pick(Gray));
    act(&mut sim, S2, hood_pick(Gray));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S2, Zone::Yard), Cats([0, 2, 0, 0]));
    assert_eq!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Action { left: 1 }),
        "S0 still has its second action: the copy cost nothing"
    );
}

#[test]
fn copy_cat_cannot_copy_a_lasting_card_or_an_instant() {
    // A lasting card: no copy window opens.
    let mut snap = table(14);
    give(&mut snap, S0, "Foster Kittens");
    give(&mut snap, S2, "Copy Cat");
    let mut sim = restored(&snap);
    act(&mut sim, S0, play("Foster Kittens", None));
    while let Some(HereKittyKittyPrompt::Respond(kind)) = prompt(&sim) {
        assert!(
            !matches!(kind, WindowKind::Copy(_)),
            "no copy of a lasting card"
        );
        let s = sim.decision().unwrap().seats[0];
        act(&mut sim, s, HereKittyKittyAction::Pass);
    }
    // An Instant: a Copy Cat never answers its window.
    let mut snap = table(15);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    give(&mut snap, S2, "Copy Cat");
    on_top(&mut snap, "Fireworks");
    let mut sim = restored(&snap);
    discard_two(&mut sim, S0, "Tuna", "Catnap");
    let mut saw_instant = false;
    while let Some(d) = sim.decision() {
        let HereKittyKittyPrompt::Respond(kind) = d.prompt else {
            break;
        };
        saw_instant |= matches!(kind, WindowKind::Instant { .. });
        for s in &d.seats {
            assert!(
                !sim.legal_actions(*s)
                    .iter()
                    .any(|a| matches!(a, HereKittyKittyAction::Copy(_))),
                "{kind:?}"
            );
        }
        act(&mut sim, d.seats[0], HereKittyKittyAction::Pass);
    }
    assert!(saw_instant, "One Cool Cat's window was open");
    assert!(
        sim.snapshot()
            .game
            .pile
            .discard
            .contains(&card("Fireworks"))
    );
}

/// "Catnap, One Cool Cat, and Tuna can be used to block cards being played on other players
/// (as well as to defend yourself)."
#[test]
fn catnap_one_cool_cat_and_tuna_block_a_card_played_on_any_player() {
    for blocker in ["Catnap", "One Cool Cat", "Tuna"] {
        let mut snap = table(16);
        give(&mut snap, S0, "Cat Burglar");
        give(&mut snap, S2, blocker);
        put(&mut snap, S1, Zone::Yard, Black, 1);
        let mut sim = restored(&snap);
        act(&mut sim, S0, play("Cat Burglar", Some(S1)));
        // S1 is asked first (clockwise from S0's left), then S2, who is not the target.
        act(&mut sim, S1, HereKittyKittyAction::Pass);
        assert!(
            sim.legal_actions(S2)
                .contains(&HereKittyKittyAction::Block(card(blocker)))
        );
        act(&mut sim, S2, HereKittyKittyAction::Block(card(blocker)));
        if blocker == "Tuna" {
            // Tuna then lures a cat into its player's Yard.
            assert_eq!(choosing(&sim), Some(S2));
            act(&mut sim, S2, hood_pick(Orange));
        }
        pass_windows(&mut sim);
        assert_eq!(
            cats(&sim, S1, Zone::Yard),
            Cats([1, 0, 0, 0]),
            "{blocker}: nothing stolen"
        );
        assert_eq!(cats(&sim, S0, Zone::Yard).total(), 0);
        let g = sim.snapshot().game;
        assert!(g.pile.discard.contains(&card(blocker)));
        assert!(g.pile.discard.contains(&card("Cat Burglar")));
        check_invariants(&sim);
    }
}

/// Catnap "can also block a player's action of moving a Cat".
#[test]
fn catnap_blocks_a_cat_move_action() {
    let mut snap = table(17);
    give(&mut snap, S1, "Catnap");
    let mut sim = restored(&snap);
    act(&mut sim, S0, mv(White, Zone::Neighborhood, Zone::Yard));
    assert!(
        sim.legal_actions(S1)
            .contains(&HereKittyKittyAction::Block(card("Catnap")))
    );
    act(&mut sim, S1, HereKittyKittyAction::Block(card("Catnap")));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::Yard).total(), 0, "the cat stays put");
    assert_eq!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Action { left: 1 }),
        "the action is spent"
    );
    // One Cool Cat and Tuna cannot block a move.
    let mut snap = table(17);
    give(&mut snap, S1, "Tuna");
    let mut sim = restored(&snap);
    act(&mut sim, S0, mv(White, Zone::Neighborhood, Zone::Yard));
    if let Some(d) = sim.decision() {
        for s in d.seats {
            assert!(
                !sim.legal_actions(s)
                    .contains(&HereKittyKittyAction::Block(card("Tuna")))
            );
        }
    }
}

/// One Cool Cat keeps a drawn Instant off its holder.
#[test]
fn one_cool_cat_keeps_an_instant_off_its_holder() {
    let mut snap = table(18);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    give(&mut snap, S1, "One Cool Cat");
    on_top(&mut snap, "Cat's Pajamas");
    let mut sim = restored(&snap);
    discard_two(&mut sim, S0, "Tuna", "Catnap");
    while let Some(d) = sim.decision() {
        let HereKittyKittyPrompt::Respond(_) = d.prompt else {
            break;
        };
        let a = if d.seats[0] == S1 {
            HereKittyKittyAction::Block(card("One Cool Cat"))
        } else {
            HereKittyKittyAction::Pass
        };
        act(&mut sim, d.seats[0], a);
    }
    for seat in [S0, S2] {
        assert_eq!(choosing(&sim), Some(seat), "S1 is skipped");
        act(&mut sim, seat, hood_pick(Black));
        pass_windows(&mut sim);
    }
    assert_eq!(cats(&sim, S1, Zone::Yard).total(), 0);
}

/// "Land on Your Feet: This card can be played after ANY player's Draw Up phase, including
/// your own."
#[test]
fn land_on_your_feet_is_played_after_any_players_draw_up() {
    let mut snap = table(19);
    give(&mut snap, S2, "Land on Your Feet");
    put(&mut snap, S2, Zone::Yard, Gray, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S0, mv(White, Zone::Neighborhood, Zone::Yard));
    pass_windows(&mut sim);
    act(&mut sim, S0, mv(White, Zone::Neighborhood, Zone::Yard));
    pass_windows_but(&mut sim, S2, |k| matches!(k, WindowKind::Land { .. }));
    let land = HereKittyKittyAction::Land {
        card: card("Land on Your Feet"),
        colour: Gray,
        from: Zone::Yard,
    };
    assert!(matches!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Respond(WindowKind::Land { after })) if after == S0
    ));
    act(&mut sim, S2, land);
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S2, Zone::Porch), Cats([0, 1, 0, 0]), "a step in");
}

/// Passes every window except the first of `kind` that asks `seat`.
fn pass_windows_but(sim: &mut Sim, seat: SeatId, kind: impl Fn(&WindowKind) -> bool) {
    while let Some(d) = sim.decision() {
        let HereKittyKittyPrompt::Respond(k) = &d.prompt else {
            return;
        };
        if d.seats[0] == seat && kind(k) {
            return;
        }
        act(sim, d.seats[0], HereKittyKittyAction::Pass);
    }
}

/// Pet Insurance (lasting) cancels the next Standard card another player plays on you, then
/// leaves; Alarm System (lasting) keeps every Cat Burglar away.
#[test]
fn pet_insurance_cancels_the_next_card_and_alarm_system_stops_burglars() {
    let mut snap = table(20);
    give(&mut snap, S0, "Stray Dog");
    put(&mut snap, S1, Zone::Porch, White, 1);
    // S1 played Pet Insurance earlier: it lies tucked under its Property.
    give(&mut snap, S1, "Pet Insurance");
    let ins = snap.game.props[1].hand.pop().unwrap();
    snap.game.props[1].tucked.push(Tucked {
        card: ins,
        pinned: None,
    });
    let mut sim = restored(&snap);
    check_invariants(&sim);
    act(&mut sim, S0, play("Stray Dog", Some(S1)));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S1, Zone::Porch), Cats([0, 0, 0, 1]), "cancelled");
    let g = sim.snapshot().game;
    assert!(g.props[1].tucked.is_empty(), "insurance pays out once");
    assert!(g.pile.discard.contains(&ins));

    let mut snap = table(21);
    give(&mut snap, S0, "Cat Burglar");
    give(&mut snap, S1, "Alarm System");
    snap.game.turn.seat = S1;
    put(&mut snap, S1, Zone::Yard, White, 1);
    let mut sim = restored(&snap);
    act(&mut sim, S1, play("Alarm System", None));
    pass_windows(&mut sim);
    assert_eq!(sim.snapshot().game.props[1].tucked.len(), 1);
    let mut snap = sim.snapshot();
    snap.game.turn.seat = S0;
    snap.game.turn.actions_left = 2;
    let sim = restored(&snap);
    assert!(
        !sim.legal_actions(S0)
            .contains(&play("Cat Burglar", Some(S1))),
        "no burglar past the alarm"
    );
}
