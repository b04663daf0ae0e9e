//! Grand Prrrrix's cat spats, one test per rule, the rulebook's worked example step by step,
//! and the three variants.

use crate::gp_support::*;
use mogland_rules::core::Arg;
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::grand_prrrrix::CatKind;

const BROWN: CatKind = CatKind::Brown;
const GREY: CatKind = CatKind::Grey;
const BLACK: CatKind = CatKind::Black;

fn three() -> Snap {
    table(&[BROWN, GREY, BLACK], &[])
}

fn spat(sim: &Sim) -> Spat {
    match state(sim).turn.phase {
        Phase::Retreat(s) | Phase::Bonus(s) | Phase::Push(s) => s,
        other => panic!("no spat under way: {other:?}"),
    }
}

#[test]
fn moving_orthogonally_next_to_a_cat_starts_a_spat_and_diagonally_does_not() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    let mut sim = go(&snap);
    // A spat stops a move: nothing beyond (5, 3) or (4, 2) is reachable this way.
    assert!(move_to(&sim, 6, 2).is_none());
    walk(&mut sim, 4, 3); // diagonal to Grey
    assert!(ended(&sim, &snap), "no spat: the turn simply ends");
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3); // straight below Grey
    let sp = spat(&sim);
    assert_eq!(
        (sp.attacker, sp.defender),
        (S0, S1),
        "the mover is the attacker"
    );
}

#[test]
fn a_cat_next_to_two_cats_fights_both_in_the_order_it_chooses_one_spat_each() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    put(&mut snap, S2, 5, 4); // in the Dining Room's doorway
    dice(&mut snap, &[6, 1, 6, 2]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    let legal = sim.legal_actions(S0);
    assert_eq!(
        legal,
        vec![
            GrandPrrrrixAction::Spat { cat: S1 },
            GrandPrrrrixAction::Spat { cat: S2 }
        ],
        "both must be fought; the order is the attacker's"
    );
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S2 });
    assert_eq!(spat(&sim).defender, S2);
    to_the_dice(&mut sim);
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Push {
            to: Some(sq(5, 5)),
            take: false,
        },
    );
    // Then Grey, by itself (the only one left).
    assert_eq!(spat(&sim).defender, S1);
    to_the_dice(&mut sim);
    let pushes = sim.legal_actions(S0);
    act(&mut sim, S0, pushes[0].clone());
    let s = state(&sim);
    assert_eq!(s.turn.fought, vec![S2, S1]);
    assert!(
        !sim.legal_actions(S0)
            .contains(&GrandPrrrrixAction::Spat { cat: S1 })
    );
}

#[test]
fn losing_a_spat_ends_the_turn_the_defender_pushes_the_attacker_and_may_take_its_square() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    dice(&mut snap, &[1, 6]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    to_the_dice(&mut sim);
    let sp = spat(&sim);
    assert_eq!(sp.winner, Some(S1));
    assert_eq!(sim.to_act(), Some(S1), "the winner pushes");
    act(
        &mut sim,
        S1,
        GrandPrrrrixAction::Push {
            to: Some(sq(4, 3)),
            take: true,
        },
    );
    assert_eq!(cat(&sim, S0).at, sq(4, 3));
    assert_eq!(
        cat(&sim, S1).at,
        sq(5, 3),
        "Grey took the square Brown attacked from"
    );
    assert!(
        state(&sim).turn.number > snap.game.turn.number,
        "Brown's turn is over"
    );
}

#[test]
fn an_attacker_that_wins_pushes_diagonally_if_it_likes_takes_the_square_and_may_pay_to_move_on() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    dice(&mut snap, &[5, 2]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3); // 2 spaces, 1 energy
    to_the_dice(&mut sim);
    let legal = sim.legal_actions(S0);
    let pushes_to = |legal: &[GrandPrrrrixAction], x: u8, y: u8| {
        legal
            .iter()
            .any(|a| matches!(a, GrandPrrrrixAction::Push { to: Some(t), .. } if *t == sq(x, y)))
    };
    // Any way, diagonals too (onto the Mouse, into the Blue Bedroom through its door), onto
    // free squares (not Brown's own square).
    for (x, y) in [(4, 1), (6, 1), (4, 3), (6, 3)] {
        assert!(
            legal.contains(&GrandPrrrrixAction::Push {
                to: Some(sq(x, y)),
                take: true
            }),
            "({x}, {y})"
        );
    }
    assert!(!pushes_to(&legal, 5, 3));
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Push {
            to: Some(sq(4, 3)),
            take: true,
        },
    );
    assert_eq!(cat(&sim, S0).at, sq(5, 2));
    // Moving on: the third space costs the difference, 3 - 1.
    let m = move_to(&sim, 5, 3).expect("one more space");
    assert_eq!((m.spaces, m.cost), (1, 2));
    // Next to Grey again, but no second spat with it this turn.
    walk(&mut sim, 5, 3);
    assert!(
        ended(&sim, &snap),
        "no spat with Grey again: the move simply ends"
    );
    assert_eq!(cat(&sim, S0).energy, 20 - 3);
    // Never onto a cushion: Grey on the porch at (4, 6) has Black's cushion below it and its
    // own and the Orange cat's free cushions on its diagonals.
    let mut snap = three();
    put(&mut snap, S0, 6, 6);
    put(&mut snap, S1, 4, 6);
    dice(&mut snap, &[5, 2]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 6);
    to_the_dice(&mut sim);
    let legal = sim.legal_actions(S0);
    assert!(
        pushes_to(&legal, 3, 6) && pushes_to(&legal, 4, 5),
        "{legal:?}"
    );
    for (x, y) in [(3, 7), (4, 7), (5, 7)] {
        assert!(!pushes_to(&legal, x, y), "({x}, {y}) is a cushion");
    }
}

#[test]
fn a_cat_that_starts_its_turn_next_to_another_may_walk_away_or_spat_it() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 4, 3);
    let mut sim = go(&snap);
    assert!(
        sim.legal_actions(S0)
            .contains(&GrandPrrrrixAction::Spat { cat: S1 })
    );
    walk(&mut sim, 3, 2);
    assert!(ended(&sim, &snap), "walked away, no spat");
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S1 });
    assert_eq!(spat(&sim).defender, S1);
}

#[test]
fn the_defender_may_retreat_one_square_for_1_energy_instead_of_fighting() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    assert_eq!(sim.to_act(), Some(S1));
    let legal = sim.legal_actions(S1);
    assert!(legal.contains(&GrandPrrrrixAction::Stand));
    // One orthogonal step, away from the attacker: (4, 2), (6, 2) or into the Blue Bedroom.
    for (x, y) in [(4, 2), (6, 2), (5, 1)] {
        assert!(
            legal.contains(&GrandPrrrrixAction::Retreat { to: sq(x, y) }),
            "({x}, {y})"
        );
    }
    act(&mut sim, S1, GrandPrrrrixAction::Retreat { to: sq(6, 2) });
    assert_eq!(cat(&sim, S1).energy, 19);
    assert_eq!(cat(&sim, S1).at, sq(6, 2));
    // It counts as the attacker's one spat with that cat this turn (seen where the attacker's
    // turn goes on: it spatted before moving).
    let mut still = three();
    put(&mut still, S0, 3, 3);
    put(&mut still, S1, 4, 3);
    let mut sim = go(&still);
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S1 });
    act(&mut sim, S1, GrandPrrrrixAction::Retreat { to: sq(4, 2) });
    assert!(state(&sim).turn.fought.contains(&S1));
    walk(&mut sim, 3, 2); // next to Grey again: no second spat
    assert!(ended(&sim, &still));
    // With no energy it cannot.
    snap.game.cats[1].energy = 0;
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    assert!(!matches!(state(&sim).turn.phase, Phase::Retreat(_)));
}

#[test]
fn a_retreat_is_no_won_spat_so_an_attacker_that_has_moved_does_not_move_on() {
    // "You may engage in a Cat Spat and, if you win, decide to spend more EP to continue
    // moving": a retreat comes before the combat, so nobody wins it.
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3); // 2 of its 4 spaces
    act(&mut sim, S1, GrandPrrrrixAction::Retreat { to: sq(6, 2) });
    assert!(
        ended(&sim, &snap),
        "no spat won: the move is over ({:?})",
        state(&sim).turn.phase
    );
    assert_eq!(cat(&sim, S0).at, sq(5, 3));
    // A spat won at the same stop lets it move on, the retreat before it notwithstanding.
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    put(&mut snap, S2, 5, 4); // in the Dining Room's doorway
    dice(&mut snap, &[6, 1]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S1 });
    act(&mut sim, S1, GrandPrrrrixAction::Retreat { to: sq(6, 2) });
    assert_eq!(spat(&sim).defender, S2, "Black must still be fought");
    to_the_dice(&mut sim);
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Push {
            to: Some(sq(5, 5)),
            take: false,
        },
    );
    assert!(matches!(state(&sim).turn.phase, Phase::Move));
    assert!(move_to(&sim, 4, 3).is_some(), "won: it may move on");
    // A cat that spats before it has moved still has its move after a retreat.
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 4, 3);
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Spat { cat: S1 });
    act(&mut sim, S1, GrandPrrrrixAction::Retreat { to: sq(5, 3) });
    assert!(matches!(state(&sim).turn.phase, Phase::Move));
    assert!(move_to(&sim, 3, 2).is_some());
}

#[test]
fn bonuses_are_committed_attacker_first_then_defender_all_before_the_dice() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    act(&mut sim, S1, GrandPrrrrixAction::Stand);
    assert_eq!(sim.to_act(), Some(S0), "the attacker first");
    assert!(
        sim.apply(S1, GrandPrrrrixAction::Bonus(Bonus::default()))
            .is_err()
    );
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Bonus(Bonus {
            purr: true,
            threes: 1,
        }),
    );
    assert_eq!(sim.to_act(), Some(S1), "then the defender, seeing it");
    assert_eq!(
        spat(&sim).bonus[0],
        Some(Bonus {
            purr: true,
            threes: 1
        })
    );
    assert!(spat(&sim).rolls.is_empty(), "no dice yet");
    act(&mut sim, S1, GrandPrrrrixAction::Bonus(Bonus::default()));
    let sp = spat(&sim);
    assert!(!sp.rolls.is_empty());
    assert_eq!(sp.adds, [3, 0]);
    assert_eq!((cat(&sim, S0).purrs, cat(&sim, S0).energy), (1, 20 - 1 - 3));
}

#[test]
fn home_territory_gives_2_and_next_to_it_1_when_either_cat_is_there() {
    // Grey defends in its Billiard Room, at the door to the Reception Room: +2.
    let mut snap = three();
    put(&mut snap, S0, 1, 6);
    put(&mut snap, S1, 1, 3);
    let mut sim = go(&snap);
    walk(&mut sim, 1, 4);
    to_the_dice(&mut sim);
    assert_eq!(spat(&sim).adds, [0, 2]);
    // Grey on the square in front of Brown's cushion, Brown comes to the one in front of
    // Grey's: each cat is next to its own home territory through the other: +1 each.
    let mut snap = three();
    put(&mut snap, S0, 5, 6);
    put(&mut snap, S1, 2, 6);
    let mut sim = go(&snap);
    walk(&mut sim, 3, 6);
    to_the_dice(&mut sim);
    assert_eq!(spat(&sim).adds, [1, 1]);
}

#[test]
fn resting_on_another_cats_cushion_gives_that_cat_the_home_bonus() {
    // Brown naps on Grey's cushion; Grey comes to its front square and chooses to spat.
    let mut snap = three();
    put(&mut snap, S0, 3, 7);
    snap.game.cats[0].resting = true;
    snap.game.cats[0].rest_due = 3;
    put(&mut snap, S1, 1, 6);
    on_turn(&mut snap, S1, "Kitchen");
    let mut sim = go(&snap);
    walk(&mut sim, 3, 6);
    assert!(
        sim.legal_actions(S1).contains(&GrandPrrrrixAction::Decline),
        "optional with a cushion cat"
    );
    act(&mut sim, S1, GrandPrrrrixAction::Spat { cat: S0 });
    to_the_dice(&mut sim);
    // Grey: +2 home (its cushion) +1 (Brown is resting).
    assert_eq!(spat(&sim).adds, [3, 0]);
}

#[test]
fn a_purr_card_gives_2_at_most_one_a_spat_and_only_the_two_spare_ones() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    snap.game.cats[0].purrs = 0; // both spare cards spent: only the progress card is left
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    act(&mut sim, S1, GrandPrrrrixAction::Stand);
    let r = sim
        .apply(
            S0,
            GrandPrrrrixAction::Bonus(Bonus {
                purr: true,
                threes: 0,
            }),
        )
        .unwrap_err();
    assert!(r.rule.is("gp-rule-purr-bonus"), "{r}");
    assert!(r.detail.is("gp-refused-no-purr-card"), "{r}");
    assert!(
        bonuses(&cat(&sim, S0)).iter().all(|b| !b.purr),
        "one card per spat at most, and none left"
    );
}

#[test]
fn every_3_energy_spent_gives_1() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    snap.game.cats[0].energy = 7;
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3); // 1 energy: 6 left
    act(&mut sim, S1, GrandPrrrrixAction::Stand);
    let r = sim
        .apply(
            S0,
            GrandPrrrrixAction::Bonus(Bonus {
                purr: false,
                threes: 3,
            }),
        )
        .unwrap_err();
    assert!(r.rule.is("gp-rule-energy-bonus"), "{r}");
    assert!(r.detail.is("gp-refused-energy-buys"), "{r}");
    for (name, n) in [("energy", 6), ("spent", 6), ("plus", 2)] {
        assert_eq!(r.detail.arg(name), Some(&Arg::Number(n)), "{name}: {r}");
    }
    act(
        &mut sim,
        S0,
        GrandPrrrrixAction::Bonus(Bonus {
            purr: false,
            threes: 2,
        }),
    );
    act(&mut sim, S1, GrandPrrrrixAction::Bonus(Bonus::default()));
    assert_eq!(spat(&sim).adds[0], 2);
    assert_eq!(cat(&sim, S0).energy, 0);
}

#[test]
fn a_score_twice_the_losers_wins_a_coin_from_the_mouse() {
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    dice(&mut snap, &[6, 3]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    to_the_dice(&mut sim);
    assert!(cat(&sim, S0).coin);
    assert_eq!(state(&sim).coins, 2);
    // 5 against 3 is not double: no coin.
    let mut snap = three();
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 5, 2);
    dice(&mut snap, &[5, 3]);
    let mut sim = go(&snap);
    walk(&mut sim, 5, 3);
    to_the_dice(&mut sim);
    assert!(!cat(&sim, S0).coin);
}

#[test]
fn a_resting_cat_that_loses_a_spat_forfeits_its_rest_energy() {
    let mut snap = three();
    put(&mut snap, S1, 2, 3);
    snap.game.cats[1].resting = true;
    snap.game.cats[1].rest_due = 3;
    snap.game.cats[1].energy = 0; // cannot retreat
    put(&mut snap, S0, 4, 3);
    dice(&mut snap, &[4, 1]);
    let mut sim = go(&snap);
    walk(&mut sim, 3, 3);
    to_the_dice(&mut sim);
    assert_eq!(spat(&sim).winner, Some(S0));
    assert_eq!(cat(&sim, S1).rest_due, 0);
}

/// The rulebook's Cat Spat Example, step by step: "The Black Cat decides to bully her way by
/// the Grey Cat, who's resting on the pillow..."
#[test]
fn the_rulebooks_cat_spat_example_blackie_against_the_grey_mouser() {
    let mut snap = table(&[BLACK, GREY, BROWN], &[]);
    // The Grey Mouser rests on the Pillow (2, 3), owed 3 energy.
    put(&mut snap, S1, 2, 3);
    snap.game.cats[1].resting = true;
    snap.game.cats[1].rest_due = 3;
    snap.game.cats[1].energy = 12;
    // Blackie has a coin from the Toy Mouse space.
    snap.game.cats[0].coin = true;
    snap.game.coins = 2;
    put(&mut snap, S0, 4, 3);
    // Blackie rolls 3, the Mouser 5; then Blackie 1, the Mouser 5.
    dice(&mut snap, &[3, 5, 1, 5]);
    next_card(&mut snap, GREY);
    let mut sim = go(&snap);

    // Blackie moves next to the Mouser: a spat, she is the attacker.
    walk(&mut sim, 3, 3);
    let sp = spat(&sim);
    assert_eq!((sp.attacker, sp.defender), (S0, S1));
    // The Mouser, resting for a good reason, stands.
    act(&mut sim, S1, GrandPrrrrixAction::Stand);
    // "Blackie decides not to spend three EP ... neither wishes to spend a Purr card."
    assert_eq!(sim.to_act(), Some(S0));
    act(&mut sim, S0, GrandPrrrrixAction::Bonus(Bonus::default()));
    act(&mut sim, S1, GrandPrrrrixAction::Bonus(Bonus::default()));
    let sp = spat(&sim);
    // "So Blackie has +2 and the Grey Mouser +0": the coin (spent, back to the Mouse) and
    // the resting opponent; neither is near its home territory.
    assert_eq!(sp.adds, [2, 0]);
    assert!(!cat(&sim, S0).coin);
    assert_eq!(state(&sim).coins, 3, "the coin is back with the Mouse");
    // "Blackie rolls a 3: with her +2, that gives her a 5. But the Grey Mouser rolls a 5...
    // a standoff. Both players roll again ... she rolls a 1 ... the Grey Mouser rolls another
    // 5: the Mouser wins 5 to 3."
    assert_eq!(sp.rolls, vec![[3, 5], [1, 5]]);
    assert_eq!(sp.scores(), Some([3, 5]));
    assert_eq!(sp.winner, Some(S1));
    // "Since his score wasn't double her score, he does not take a coin."
    assert!(!cat(&sim, S1).coin);
    // "The Mouser retreats Blackie to ... the space Blackie came from ... and the Mouser
    // doesn't want to occupy it."
    assert_eq!(sim.to_act(), Some(S1));
    act(
        &mut sim,
        S1,
        GrandPrrrrixAction::Push {
            to: Some(sq(4, 3)),
            take: false,
        },
    );
    assert_eq!(cat(&sim, S0).at, sq(4, 3));
    assert_eq!(cat(&sim, S1).at, sq(2, 3), "the Mouser retains the pillow");
    // Blackie's turn is over; the Mouser's next turn starts with the 3 EP of his rest.
    let s = state(&sim);
    assert_eq!(s.turn.seat, S1);
    assert_eq!(cat(&sim, S1).energy, 15, "12 + 3: Blackie was a pushover");
}

// ---- Variants ----------------------------------------------------------------------------

#[test]
fn shorter_course_deals_five_rooms_one_per_cat_then_home_to_the_cushion() {
    for seed in 0..10 {
        let sim = Sim::start(&setup_with(3, seed, &["shorter-course"])).unwrap();
        let s = state(&sim);
        assert_eq!(s.layout.cards.len(), 5);
        let mut cats: Vec<CatKind> = s.layout.cards.iter().map(|c| c.cat).collect();
        cats.sort();
        assert_eq!(cats, CatKind::ALL.to_vec(), "one room per cat");
    }
    let mut snap = table(&[BROWN, GREY, BLACK], &["shorter-course"]);
    snap.game.cats[0].done = 5;
    put(&mut snap, S0, 0, 6);
    let mut sim = go(&snap);
    assert_eq!(state(&sim).goals(S0), vec![Goal::Cushion]);
    walk(&mut sim, 2, 7);
    assert_eq!(
        sim.outcome().expect("home: the race is won").winners,
        vec![S0]
    );
}

#[test]
fn bidirectional_race_may_start_from_either_end_of_the_layout() {
    let mut snap = table(&[BROWN, GREY, BLACK], &["bidirectional"]);
    let m = mansion();
    let last = snap.game.layout.cards[9].room;
    assert_eq!(snap.game.cats[0].backwards, None);
    // Into the last card's room first.
    let cell = m
        .squares
        .iter()
        .position(|s| m.room_of(m.at(s.cell).unwrap()) == Some(last))
        .unwrap() as u16;
    snap.game.cats[0].at = cell;
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    let c = cat(&sim, S0);
    assert_eq!((c.done, c.backwards), (1, Some(true)));
    let s = state(&sim);
    assert_eq!(s.goals(S0), vec![Goal::Room(s.layout.cards[8].room)]);
    // Without the variant the last room first does not count.
    let mut snap = three();
    snap.game.cats[0].at = cell;
    snap.game.layout.cards.swap(0, 5);
    let last = snap.game.layout.cards[9].room;
    let cell = m
        .squares
        .iter()
        .position(|s| m.room_of(m.at(s.cell).unwrap()) == Some(last))
        .unwrap() as u16;
    snap.game.cats[0].at = cell;
    let mut sim = go(&snap);
    act(&mut sim, S0, GrandPrrrrixAction::Stay);
    assert_eq!(cat(&sim, S0).done, 0);
}

#[test]
fn smaller_personal_space_walks_past_cats_and_spats_only_by_moving_onto_one() {
    let mut snap = table(&[BROWN, GREY, BLACK], &["personal-space"]);
    put(&mut snap, S0, 3, 3);
    put(&mut snap, S1, 4, 2);
    let mut sim = go(&snap);
    // Past Grey without a spat: along its side at (4, 3).
    let past = move_to(&sim, 5, 2).expect("walk by");
    assert_eq!(past.path, vec![sq(4, 3), sq(5, 3), sq(5, 2)]);
    // Onto Grey: from the nearest square next to it.
    let onto = move_to(&sim, 4, 2).expect("onto the cat");
    assert_eq!(onto.attack, Some(S1));
    assert_eq!(onto.spaces, 2, "one to (3, 2) or (4, 3), and one onto Grey");
    let r = sim
        .apply(S0, GrandPrrrrixAction::Spat { cat: S1 })
        .unwrap_err();
    assert!(r.rule.is("gp-rule-personal-space"), "{r}");
    assert!(r.detail.is("gp-refused-move-onto-the-cat"), "{r}");
    walk(&mut sim, 4, 2);
    assert_eq!(spat(&sim).defender, S1);
    assert!(
        state(&sim)
            .board
            .links(cat(&sim, S0).at)
            .contains(&sq(4, 2))
    );
    let mut sim = go(&snap);
    walk(&mut sim, 4, 3);
    assert!(ended(&sim, &snap), "next to Grey, no spat");
}
