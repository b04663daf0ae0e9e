//! Grand Prrrrix bots: they never read the order of the Turn Order deck, and Normal plays
//! for its next room. Their strength against each other is measured with `simulate` (see
//! docs/rules-notes.md), not here.

use crate::gp_support::*;
use mogland_rules::core::{Bot, Deadline, GameRng, GameSim, SeatId};
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::grand_prrrrix::CatKind;

/// The cards still to come dealt again in another order: what no seat may know.
fn permute_hidden(snap: &Snap, _: SeatId, rng: &mut GameRng) -> Snap {
    let mut s = snap.clone();
    rng.shuffle(&mut s.game.deck.0.draw);
    s
}

fn decisions_ignore_hidden_cards(bot: Box<dyn Bot<GrandPrrrrix>>, positions: usize) {
    crate::bot_privacy::decisions_ignore_hidden_cards(
        |seed| start(3 + (seed % 3) as usize, seed),
        permute_hidden,
        bot,
        Box::new(NormalBot),
        positions,
    );
}

#[test]
fn normal_never_reads_the_turn_order_deck() {
    decisions_ignore_hidden_cards(Box::new(NormalBot), 120);
}

#[test]
fn hard_never_reads_the_turn_order_deck() {
    decisions_ignore_hidden_cards(Box::new(HardBot::default()), 25);
}

fn choice(bot: &mut dyn Bot<GrandPrrrrix>, sim: &GameSim<GrandPrrrrix>, seat: SeatId) -> GpAction {
    let obs = sim.observation(seat);
    bot.choose(&obs, &mut GameRng::seeded(1), Deadline::none())
}

#[test]
fn normal_and_hard_end_their_turn_in_the_next_room_when_they_can_reach_it() {
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    let m = mansion();
    // The next room is the Billiard Room; Brown stands three spaces from its door inside.
    let billiard = m.room_index("Billiard Room").unwrap();
    let i = snap
        .game
        .layout
        .cards
        .iter()
        .position(|c| c.room == billiard)
        .unwrap();
    snap.game.layout.cards.swap(0, i);
    put(&mut snap, S0, 5, 3);
    let sim = go(&snap);
    for bot in [
        &mut NormalBot as &mut dyn Bot<GrandPrrrrix>,
        &mut HardBot::default(),
    ] {
        let GpAction::Move { to } = choice(bot, &sim, S0) else {
            panic!("it moves");
        };
        assert_eq!(m.room_of(to), Some(billiard), "{}", m.describe(to));
    }
}

#[test]
fn normal_eats_when_hungry_and_keeps_its_energy_for_the_road_when_not() {
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    put(&mut snap, S0, 15, 11);
    snap.game.cats[0].energy = 4;
    let sim = go(&snap);
    assert_eq!(
        choice(&mut NormalBot, &sim, S0),
        GpAction::Stay,
        "eats at the Bowl"
    );
    // A spat bonus it cannot spare is not bought: Brown with 3 energy attacked far from its
    // room keeps them.
    let mut snap = table(&[CatKind::Brown, CatKind::Grey, CatKind::Black], &[]);
    put(&mut snap, S0, 5, 7);
    put(&mut snap, S1, 8, 6);
    snap.game.cats[1].energy = 3;
    snap.game.cats[1].purrs = 0;
    let mut sim = go(&snap);
    walk(&mut sim, 8, 7);
    act(&mut sim, S1, GpAction::Stand);
    act(&mut sim, S0, GpAction::Bonus(Bonus::default()));
    assert_eq!(sim.to_act(), Some(S1));
    assert_eq!(
        choice(&mut NormalBot, &sim, S1),
        GpAction::Bonus(Bonus::default())
    );
}
