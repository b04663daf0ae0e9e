//! Cat Attack's bots: none reads a card it has not seen, and every level plays a game through.

use crate::cat_attack_support::*;
use crate::english::english;
use mogland_rules::core::table::Table;
use mogland_rules::core::{Bot, Deadline, EasyBot, GameRng, SeatId};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::Level;
use mogland_rules::levels::cat_attack::Effect;
use std::cell::Cell;
use std::time::Duration;

/// What each bot chooses for `seat` now, on the same generator; Hard tries a fixed number of
/// deals with no deadline, so only what it may see can change its answer.
fn choices(sim: &Sim, seat: SeatId) -> (CatAttackAction, CatAttackAction, CatAttackAction) {
    let obs = sim.observation(seat);
    let normal = NormalBot.choose(&obs, &mut GameRng::seeded(7), Deadline::none());
    let mut hard = HardBot {
        candidates: 3,
        samples: 2,
    };
    let hard = hard.choose(&obs, &mut GameRng::seeded(7), Deadline::none());
    // Expert with a fixed number of iterations (no deadline).
    let mut expert = mogland_rules::core::expert::ExpertBot::<CatAttack>::new(150);
    expert.iterations = 100;
    let expert = expert.choose(&obs, &mut GameRng::seeded(7), Deadline::none());
    (normal, hard, expert)
}

/// Deals every card `seat` cannot see again: the other hands and the Mog draw pile shuffled
/// together and dealt back in the same sizes (not a hand it is looking at now), and the unknown
/// Curiosity cards reordered. What the seat saw of a hand stays remembered, as at the table.
fn permute_unseen(sim: &mut Sim, seat: SeatId, seed: u64) {
    let mut rng = GameRng::seeded(seed);
    let mut table = sim.world_mut().resource_mut::<Table<CatAttack>>();
    let state = &mut table.state;
    // A hand the seat is looking at to swap from is seen now.
    let looking = match state.turn.steps.last() {
        Some(Step::Swap { by, from }) if *by == seat => Some(from.index()),
        _ => None,
    };
    let cards = &mut state.cards;
    let others: Vec<usize> = (0..cards.hands.len())
        .filter(|i| *i != seat.index() && Some(*i) != looking)
        .collect();
    let mut pool: Vec<_> = cards.mog.draw.drain(..).collect();
    let sizes: Vec<usize> = others.iter().map(|i| cards.hands[*i].len()).collect();
    for i in &others {
        pool.append(&mut cards.hands[*i]);
    }
    rng.shuffle(&mut pool);
    for (i, n) in others.iter().zip(sizes) {
        cards.hands[*i] = pool.drain(..n).collect();
    }
    cards.mog.draw = pool;
    // The Curiosity cards above the Shuffle card are in an order nobody knows.
    let texts = &state.texts;
    let shuffle = cards.curiosity.iter().position(|c| {
        texts[*c as usize].effect == mogland_rules::levels::cat_attack::Effect::Shuffle
    });
    if let Some(at) = shuffle {
        let mut above: Vec<u8> = cards.curiosity.drain(..at).collect();
        rng.shuffle(&mut above);
        for (k, c) in above.into_iter().enumerate() {
            cards.curiosity.insert(k, c);
        }
    }
}

#[test]
fn no_bot_choice_depends_on_cards_it_has_not_seen() {
    let mut checked = 0;
    for seed in 0..6u64 {
        let players = 3 + (seed % 3) as usize;
        let mut sim = start(players, seed);
        let mut easy = EasyBot;
        let mut step = 0;
        // Stop at several decisions of the game (attacks and swaps happen on the way, so some
        // hands have been seen), and compare the choices before and after a re-deal.
        while let Some(seat) = sim.to_act() {
            step += 1;
            if step % 37 == 0 && sim.legal_actions(seat).len() > 1 {
                let before = choices(&sim, seat);
                let mut other = Sim::start(&setup(players, seed)).unwrap();
                other.restore(&sim.snapshot());
                permute_unseen(&mut other, seat, seed * 100 + step);
                assert_eq!(
                    sim.observation(seat).hand,
                    other.observation(seat).hand,
                    "the seat's own hand is untouched"
                );
                assert_eq!(
                    before,
                    choices(&other, seat),
                    "seed {seed}, action {step}: a re-deal of unseen cards changed a choice"
                );
                checked += 1;
            }
            let a = sim.bot_choice(seat, &mut easy);
            sim.apply(seat, a).unwrap();
            if step > 400 {
                break;
            }
        }
    }
    assert!(checked >= 20, "only {checked} decisions compared");
}

#[test]
fn easy_normal_and_hard_bots_play_a_game_to_the_end() {
    let mut sim = start(3, 4);
    let mut bots: Vec<Box<dyn Bot<CatAttack>>> = vec![
        Box::new(HardBot::default()),
        Box::new(NormalBot),
        Box::new(EasyBot),
    ];
    let mut n = 0;
    while let Some(seat) = sim.to_act() {
        let deadline = Deadline::after(Duration::from_millis(20));
        let a = sim.bot_choice_by(seat, bots[seat.index()].as_mut(), deadline);
        sim.apply(seat, a).expect("a bot's action is legal");
        n += 1;
        assert!(n < 20_000, "the game does not end");
    }
    assert!(sim.outcome().is_some());
}

/// The hint's reason: at every decision with a choice, Normal says in a short plain sentence
/// why it takes the action it chose, from what it weighed.
#[test]
fn normal_says_why_it_chose_in_plain_words() {
    let said = crate::bot_reasons::normal_says_why(
        |seed| start(2 + (seed % 4) as usize, seed),
        0..6,
        1500,
    );
    assert!(said.len() >= 10, "only {} different reasons", said.len());
}

/// Seat 0's cat has just landed on seat 1's Home by its turn's last move, seat 1 away with a
/// fish: the raid prompt, where taking the fish means two lives at the end of the turn.
fn raid_at_turn_end(lives: u8) -> Sim {
    let mut sim = moving(
        Scene::new(2)
            .cat(S0, "No. 4 garden 1")
            .lives(S0, lives)
            .cat(S1, "Wall B2")
            .food(S1, Food::Fish),
        1,
    );
    mv(&mut sim, &["No. 4 door"]);
    assert_eq!(prompt(&sim), Some(CatAttackPrompt::Raid { victim: S1 }));
    sim
}

/// "You *can* steal one item": Normal and Hard take nothing when the raid's two lives would be
/// their last, and raid when the food is worth the lives; Easy picks among both at random.
#[test]
fn bots_decline_a_raid_that_costs_more_than_it_gains() {
    let sim = raid_at_turn_end(2);
    let (normal, hard, _) = choices(&sim, S0);
    assert_eq!(normal, CatAttackAction::NoRaid);
    assert_eq!(hard, CatAttackAction::NoRaid);
    let why = NormalBot
        .reason(&sim.observation(S0), &CatAttackAction::NoRaid)
        .expect("a reason");
    // Takes nothing: a raid's two lives.
    assert!(
        why.parts().iter().any(|t| {
            t.is("ca-reason-no-raid-last-lives")
                || t.is("ca-reason-no-raid-costly")
                || t.is("ca-reason-no-raid")
        }),
        "{why}"
    );
    assert!(english(&why).contains("lives"), "{why}");

    let sim = raid_at_turn_end(9);
    let (normal, hard, _) = choices(&sim, S0);
    assert_eq!(normal, CatAttackAction::Raid(Food::Fish));
    assert_eq!(hard, CatAttackAction::Raid(Food::Fish));
    assert!(
        NormalBot
            .reason(&sim.observation(S0), &CatAttackAction::NoRaid)
            .is_some()
    );

    let obs = sim.observation(S0);
    let picked: Vec<CatAttackAction> = (0..40)
        .map(|s| {
            <EasyBot as Bot<CatAttack>>::choose(
                &mut EasyBot,
                &obs,
                &mut GameRng::seeded(s),
                Deadline::none(),
            )
        })
        .collect();
    assert!(picked.contains(&CatAttackAction::NoRaid));
    assert!(picked.contains(&CatAttackAction::Raid(Food::Fish)));
}

/// `snap` with everything `seat` cannot see dealt again: the other hands and the Mog draw pile
/// shuffled together and dealt back in the same sizes (not a hand the seat is looking at to
/// swap from), the Curiosity cards above the Shuffle card reordered, and every card in what the
/// other seats saw of hands at their swaps replaced by any card of the deck.
fn permute_hidden(snap: &Snap, seat: SeatId, rng: &mut GameRng) -> Snap {
    let mut out = snap.clone();
    let cards = &mut out.game.cards;
    let looking = match out.game.turn.steps.last() {
        Some(Step::Swap { by, from }) if *by == seat => Some(from.index()),
        _ => None,
    };
    let others: Vec<usize> = (0..cards.hands.len())
        .filter(|i| *i != seat.index() && Some(*i) != looking)
        .collect();
    let mut pool = std::mem::take(&mut cards.mog.draw);
    for i in &others {
        pool.extend(cards.hands[*i].iter().copied());
    }
    rng.shuffle(&mut pool);
    for i in &others {
        let n = cards.hands[*i].len();
        cards.hands[*i] = pool.split_off(pool.len() - n);
    }
    cards.mog.draw = pool;
    let Level::CatAttack(def) = &snap.setup.level else {
        panic!("a Cat Attack table has a Cat Attack level")
    };
    let shuffle = def
        .curiosity_deck
        .iter()
        .position(|l| l.effect == Effect::Shuffle);
    let above = cards
        .curiosity
        .iter()
        .position(|c| Some(*c as usize) == shuffle)
        .expect("the Shuffle card is in the deck");
    rng.shuffle(&mut cards.curiosity.make_contiguous()[..above]);
    let deck = def.mog_cards();
    for (by, row) in cards.seen.iter_mut().enumerate() {
        if by != seat.index() {
            for card in row.iter_mut().flatten().flatten() {
                *card = deck[rng.below(deck.len())];
            }
        }
    }
    out
}

/// A bot game of `players` taken up `actions` before it ends (from the start if it is
/// shorter).
fn near_the_end(players: usize, seed: u64, actions: usize) -> Sim {
    let play = |sim: &mut Sim, n: usize| {
        for _ in 0..n {
            let Some(seat) = sim.to_act() else { break };
            let a = sim.bot_choice(seat, &mut NormalBot);
            sim.apply(seat, a).unwrap();
        }
    };
    let mut whole = start(players, seed);
    play(&mut whole, usize::MAX);
    let mut sim = start(players, seed);
    play(&mut sim, whole.log().len().saturating_sub(actions));
    sim
}

/// What an online table's host sends a seat never depends on what it cannot see: 80 positions
/// from the last 48 actions of bot games of two to six players, among them a seat looking at a
/// hand to swap from, hands other seats saw, and Curiosity cards drawn since the last shuffle.
#[test]
fn an_online_table_sends_no_seat_a_hidden_card() {
    let (players, looking, seen, drawn) =
        (Cell::new(0u8), Cell::new(0), Cell::new(0), Cell::new(0));
    let permute = |snap: &Snap, seat: SeatId, rng: &mut GameRng| {
        let g = &snap.game;
        players.set(players.get() | 1 << g.cats.len());
        let swap = matches!(g.turn.steps.last(), Some(Step::Swap { by, .. }) if *by == seat);
        looking.set(looking.get() + swap as usize);
        let others_saw = (g.cards.seen.iter().enumerate())
            .any(|(by, row)| by != seat.index() && row.iter().any(Option::is_some));
        seen.set(seen.get() + others_saw as usize);
        let Level::CatAttack(def) = &snap.setup.level else {
            panic!("a Cat Attack table has a Cat Attack level")
        };
        let shuffle = (def.curiosity_deck.iter())
            .position(|l| l.effect == Effect::Shuffle)
            .map(|i| i as u8);
        let since_shuffle = g.cards.curiosity.back() != shuffle.as_ref();
        drawn.set(drawn.get() + since_shuffle as usize);
        permute_hidden(snap, seat, rng)
    };
    crate::net_privacy::sends_nothing_hidden(
        |seed| near_the_end(2 + (seed % 5) as usize, seed, 48),
        permute,
        Box::new(NormalBot),
        80,
    );
    assert_eq!(players.get(), 0b111_1100, "two to six players");
    assert!(looking.get() > 0, "a seat looks at a hand to swap from");
    assert!(seen.get() > 0, "other seats have seen hands");
    assert!(
        drawn.get() > 0,
        "Curiosity cards lie under the Shuffle card"
    );
}
