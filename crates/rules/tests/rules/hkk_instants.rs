//! Here, Kitty, Kitty!'s helpful Instants: "The numbers of Cats or movement mentioned on cards
//! refer to maximums allowed. You may move fewer Cats", and when the Neighborhood runs short
//! "the player may take Cats from any other player's Yard" — may, not must. Cat's Pajamas,
//! Keeping Up With the Joneses, Cat in Heat and Raining Cats & Dogs ask each player, who may
//! stop, even when only one Cat could be taken.

use crate::hkk_support::*;
use mogland_rules::core::{BotLevel, Game, SeatId};
use mogland_rules::games::here_kitty_kitty::*;

/// Three seats, empty hands but Tuna and Catnap for seat 1 to discard, `instant` on top of
/// the pile and plain cards under it: discarding both draws the Instant first.
fn table(seed: u64, instant: &str) -> Snap {
    let (_, mut snap) = bare(3, seed);
    for n in ["Catnip!", "Can Opener", "Cat Burglar", "Catting Around"] {
        on_top(&mut snap, n);
    }
    on_top(&mut snap, instant);
    give(&mut snap, S0, "Tuna");
    give(&mut snap, S0, "Catnap");
    snap
}

/// Every Neighborhood cat but `keep` goes onto `seat`'s Porch.
fn empty_hood(snap: &mut Snap, seat: SeatId, keep: &[(Colour, u8)]) {
    for c in Colour::ALL {
        let left = keep.iter().find(|k| k.0 == c).map_or(0, |k| k.1);
        let n = snap.game.hood.of(c) - left;
        put(snap, seat, Zone::Porch, c, n);
    }
}

/// Seat 1 discards its two cards and draws the Instant; every window is let go.
fn draw_the_instant(snap: &Snap) -> Sim {
    let mut sim = restored(snap);
    check_invariants(&sim);
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
    sim
}

fn choosing(sim: &Sim) -> Option<SeatId> {
    match prompt(sim) {
        Some(HereKittyKittyPrompt::Choose(c)) => Some(c.chooser),
        _ => None,
    }
}

/// The seat is asked, and offered exactly `options` and Stop.
fn asked_with_stop(sim: &Sim, seat: SeatId, options: &[HereKittyKittyAction]) {
    assert_eq!(
        choosing(sim),
        Some(seat),
        "{seat:?} is asked, not moved for"
    );
    let mut want = options.to_vec();
    want.push(HereKittyKittyAction::Stop);
    assert_eq!(sim.legal_actions(seat), want);
    let Some(HereKittyKittyPrompt::Choose(c)) = prompt(sim) else {
        unreachable!()
    };
    assert!(c.may_stop);
    let ask = HereKittyKitty::ask(sim.world(), &HereKittyKittyPrompt::Choose(c));
    assert!(
        ask.is("hkk-ask-choose-or-stop") || ask.is("hkk-ask-choose-more-or-stop"),
        "{ask}"
    );
}

/// Cat's Pajamas with an empty Neighborhood: a player may take a neighbour's Yard cat, and
/// may leave it there, even when it is the only Cat to take.
#[test]
fn cats_pajamas_lets_each_player_stop_rather_than_take_a_neighbours_only_yard_cat() {
    let mut snap = table(31, "Cat's Pajamas");
    empty_hood(&mut snap, S2, &[(White, 1)]);
    // The white cat goes into Ada's Yard: the Neighborhood is empty.
    snap.game.hood.take(White);
    snap.game.props[1].zone_mut(Zone::Yard).add(White);
    let mut sim = draw_the_instant(&snap);
    let neighbours_cat = pick(White, Some(S1), Zone::Yard);
    asked_with_stop(&sim, S0, std::slice::from_ref(&neighbours_cat));
    act(&mut sim, S0, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    // Ada has no other Yard to take from; Felix may take hers, and stops too.
    asked_with_stop(&sim, S2, &[neighbours_cat]);
    act(&mut sim, S2, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats([0, 0, 0, 1]), "it stays");
    assert_eq!(cats(&sim, S0, Zone::Yard).total(), 0);
    assert_eq!(cats(&sim, S2, Zone::Yard).total(), 0);
    check_invariants(&sim);
}

/// Cat's Pajamas with a full Neighborhood offers Stop too, and a pick still takes the cat.
#[test]
fn cats_pajamas_offers_stop_with_a_full_neighborhood_and_a_pick_takes_the_cat() {
    let snap = table(32, "Cat's Pajamas");
    let mut sim = draw_the_instant(&snap);
    let colours: Vec<HereKittyKittyAction> = Colour::ALL.into_iter().map(hood_pick).collect();
    asked_with_stop(&sim, S0, &colours);
    act(&mut sim, S0, hood_pick(Gray));
    pass_windows(&mut sim);
    asked_with_stop(&sim, S1, &colours);
    act(&mut sim, S1, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    asked_with_stop(&sim, S2, &colours);
    act(&mut sim, S2, hood_pick(Black));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::Yard), Cats([0, 1, 0, 0]));
    assert_eq!(cats(&sim, S1, Zone::Yard).total(), 0);
    assert_eq!(cats(&sim, S2, Zone::Yard), Cats([1, 0, 0, 0]));
}

/// Keeping Up With the Joneses with one Neighborhood cat left: each tied player is asked and
/// may stop (a House of one colour may be worth more than a cat of another).
#[test]
fn keeping_up_with_the_joneses_asks_each_tied_player_who_may_stop() {
    let mut snap = table(33, "Keeping Up With the Joneses");
    put(&mut snap, S1, Zone::House, Black, 1);
    empty_hood(&mut snap, S1, &[(Orange, 1)]);
    let mut sim = draw_the_instant(&snap);
    asked_with_stop(&sim, S0, &[hood_pick(Orange)]);
    act(&mut sim, S0, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    asked_with_stop(&sim, S2, &[hood_pick(Orange)]);
    act(&mut sim, S2, hood_pick(Orange));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::House).total(), 0, "Felix stopped");
    assert_eq!(cats(&sim, S2, Zone::House), Cats([0, 0, 1, 0]));
    check_invariants(&sim);
}

/// Cat in Heat with an empty Neighborhood: the player with a House cat may take a cat from
/// another player's Yard, and is not made to.
#[test]
fn cat_in_heat_never_makes_a_player_take_a_cat_from_another_players_yard() {
    let mut snap = table(34, "Cat in Heat");
    put(&mut snap, S0, Zone::House, Gray, 1);
    put(&mut snap, S1, Zone::Yard, Orange, 1);
    empty_hood(&mut snap, S2, &[]);
    let mut sim = draw_the_instant(&snap);
    asked_with_stop(&sim, S0, &[pick(Orange, Some(S1), Zone::Yard)]);
    act(&mut sim, S0, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S1, Zone::Yard), Cats([0, 0, 1, 0]), "it stays");
    assert_eq!(cats(&sim, S0, Zone::Yard).total(), 0);
    assert_ne!(choosing(&sim), Some(S1), "no House cat, no suitor");
    check_invariants(&sim);
}

/// Raining Cats & Dogs: the player with an odd number of cats is asked even when one Yard
/// cat is all it could move, and may leave it in the Yard.
#[test]
fn raining_cats_and_dogs_asks_for_the_extra_cat_and_a_player_may_stop() {
    let mut snap = table(35, "Raining Cats & Dogs");
    put(&mut snap, S0, Zone::Yard, Black, 1);
    put(&mut snap, S2, Zone::Yard, White, 3);
    let mut sim = draw_the_instant(&snap);
    asked_with_stop(&sim, S0, &[pick(Black, Some(S0), Zone::Yard)]);
    act(&mut sim, S0, HereKittyKittyAction::Stop);
    pass_windows(&mut sim);
    asked_with_stop(&sim, S2, &[pick(White, Some(S2), Zone::Yard)]);
    act(&mut sim, S2, pick(White, Some(S2), Zone::Yard));
    pass_windows(&mut sim);
    assert_eq!(cats(&sim, S0, Zone::Yard), Cats([1, 0, 0, 0]), "it stays");
    assert_eq!(cats(&sim, S0, Zone::Porch).total(), 0);
    assert_eq!(cats(&sim, S2, Zone::Porch), Cats([0, 0, 0, 1]));
    assert_eq!(cats(&sim, S2, Zone::Yard), Cats([0, 0, 0, 2]));
}

/// Hairball hurts: "every player moves 1 Cat from their House out onto their Porch" is not
/// a card that helps, so a single House cat goes without a question and there is no Stop.
#[test]
fn hairball_still_moves_a_single_house_cat_without_asking() {
    let mut snap = table(36, "Hairball");
    put(&mut snap, S0, Zone::House, Black, 1);
    let sim = draw_the_instant(&snap);
    assert_ne!(choosing(&sim), Some(S0));
    assert_eq!(cats(&sim, S0, Zone::Porch), Cats([1, 0, 0, 0]));
    assert_eq!(cats(&sim, S0, Zone::House).total(), 0);
}

/// At each of the four Instants, every bot level answers legally, and Normal (the hint) takes
/// the cat the card offers rather than stopping when the cat helps it.
#[test]
fn bots_answer_the_helpful_instants_legally_and_normal_takes_a_cat_that_helps() {
    let mut pajamas = table(41, "Cat's Pajamas");
    empty_hood(&mut pajamas, S2, &[(White, 1)]);
    pajamas.game.hood.take(White);
    pajamas.game.props[1].zone_mut(Zone::Yard).add(White);
    let mut joneses = table(42, "Keeping Up With the Joneses");
    put(&mut joneses, S1, Zone::House, Black, 1);
    let mut heat = table(43, "Cat in Heat");
    put(&mut heat, S0, Zone::House, Gray, 1);
    put(&mut heat, S1, Zone::Yard, Orange, 1);
    empty_hood(&mut heat, S2, &[]);
    let mut rain = table(44, "Raining Cats & Dogs");
    put(&mut rain, S0, Zone::Yard, Black, 1);
    for (name, snap) in [
        ("Cat's Pajamas", pajamas),
        ("Joneses", joneses),
        ("Cat in Heat", heat),
        ("Raining Cats & Dogs", rain),
    ] {
        let sim = draw_the_instant(&snap);
        assert_eq!(choosing(&sim), Some(S0), "{name}");
        assert!(
            sim.legal_actions(S0).contains(&HereKittyKittyAction::Stop),
            "{name}"
        );
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            let mut bot = HereKittyKitty::bot(level);
            let a = sim.bot_choice(S0, bot.as_mut());
            assert!(
                sim.legal_actions(S0).contains(&a),
                "{name} {level:?}: {a:?}"
            );
            if level != BotLevel::Easy {
                assert_ne!(
                    a,
                    HereKittyKittyAction::Stop,
                    "{name} {level:?} stops needlessly"
                );
            }
        }
        let hint = sim.bot_choice(S0, HereKittyKitty::bot(BotLevel::Normal).as_mut());
        assert!(
            matches!(hint, HereKittyKittyAction::Pick { .. }),
            "{name}: {hint:?}"
        );
    }
}
