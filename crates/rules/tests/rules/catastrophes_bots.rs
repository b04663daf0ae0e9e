//! The bots: legal play, sensible choices in clear positions, and never a peek at a hidden card.

use crate::catastrophes_common::*;
use mogland_rules::core::{Bot, BotLevel, Game, GameRng, GameSim, Hand, SeatId};
use mogland_rules::games::catastrophes::{
    Card, Catastrophes, CatastrophesAction, HardBot, NormalBot,
};

use CatastrophesAction::Place;

/// `snap` with every card `seat` cannot see (other hands, face-down cards others put down, the
/// draw pile) shuffled among those places, each keeping its number of cards.
fn permute_hidden(snap: &Snap, seat: SeatId, rng: &mut GameRng) -> Snap {
    let mut out = snap.clone();
    let game = &mut out.game;
    let mut hidden: Vec<Card> = game.pile.draw.clone();
    for cat in &game.cats {
        if cat.seat != seat {
            hidden.extend(cat.hand.0.iter().copied());
        }
        hidden.extend(cat.face_down.filter(|p| p.by != seat).map(|p| p.card));
    }
    rng.shuffle(&mut hidden);
    for cat in &mut game.cats {
        if cat.seat != seat {
            let n = cat.hand.len();
            cat.hand = Hand(hidden.split_off(hidden.len() - n));
        }
        if let Some(p) = cat.face_down.as_mut().filter(|p| p.by != seat) {
            p.card = hidden.pop().unwrap();
        }
    }
    assert_eq!(hidden.len(), game.pile.draw.len());
    game.pile.draw = hidden;
    out
}

fn decisions_ignore_hidden_cards(bot: Box<dyn Bot<Catastrophes>>, positions: usize) {
    crate::bot_privacy::decisions_ignore_hidden_cards(
        |seed| start(3 + (seed % 2) as usize, seed),
        permute_hidden,
        bot,
        Box::new(NormalBot::default()),
        positions,
    );
}

#[test]
fn normal_never_reads_a_hidden_card() {
    decisions_ignore_hidden_cards(Catastrophes::bot(BotLevel::Normal), 150);
}

/// Expert's search is on tables dealt from its observation: with a fixed number of iterations
/// (no deadline) its choice cannot move when the hidden cards do.
#[test]
fn expert_never_reads_a_hidden_card() {
    let mut bot = mogland_rules::core::expert::ExpertBot::<Catastrophes>::new(1000);
    bot.iterations = 150;
    decisions_ignore_hidden_cards(Box::new(bot), 12);
}

#[test]
fn hard_never_reads_a_hidden_card() {
    decisions_ignore_hidden_cards(Catastrophes::bot(BotLevel::Hard), 25);
}

#[test]
fn normal_pushes_a_threshold_onto_another_cat() {
    // Felix (first player, the token on 8) holds a mischief 2: two more spaces land on 10.
    let mut snap = scene(2, false);
    snap.game.scale = 8;
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2)]);
    let sim = play(&snap);
    let expected = Place {
        card: Card::mischief(2),
        target: JEREMY,
    };
    assert_eq!(sim.bot_choice(FELIX, &mut NormalBot::default()), expected);
}

#[test]
fn hard_pushes_a_big_threshold_onto_another_cat() {
    // The token on 14, a mischief 9 in hand, and Felix the last to act (Jeremy drew): past 15
    // and onto 20, five points for Jeremy, with no answer possible. Every guess of the unseen
    // cards agrees, so whatever its generator Hard takes it.
    for seed in 0..6 {
        let mut snap = scene(2, false);
        snap.setup.seed = seed;
        snap.game.scale = 14;
        snap.game.first_player = JEREMY;
        snap.game.cats[0].hand = Hand(vec![Card::mischief(9), Card::cuddle(1)]);
        snap.game.cats[1].hand = Hand(vec![Card::mischief(2), Card::cuddle(2)]);
        snap.game.pile.draw = vec![
            Card::mischief(3),
            Card::cuddle(4),
            Card::mischief(5),
            Card::trick(3),
            Card::cuddle(1),
        ];
        snap.game.rules.deck = all_cards(&snap.game);
        let snap = before_reveal(snap, &[]);
        assert_eq!(last_to_act(&snap), FELIX);
        let sim = play(&snap);
        let choice = sim.bot_choice(FELIX, &mut HardBot::default());
        assert_eq!(
            choice,
            Place {
                card: Card::mischief(9),
                target: JEREMY
            },
            "table seed {seed}"
        );
    }
}

#[test]
fn normal_puts_a_cuddle_before_itself_to_be_forgiven() {
    let mut snap = scene(3, false);
    snap.game.scale = 11;
    snap.game.cats[0].punishment = 3;
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2), Card::cuddle(2)]);
    let sim = play(&snap);
    assert_eq!(
        sim.bot_choice(FELIX, &mut NormalBot::default()),
        Place {
            card: Card::cuddle(2),
            target: FELIX
        }
    );
}

#[test]
fn normal_sheds_its_highest_card_when_the_game_may_end() {
    let mut snap = scene(2, false);
    snap.game.pile.draw = vec![Card::cuddle(1)];
    snap.game.cats[0].hand = Hand(vec![Card::mischief(2), Card::mischief(9), Card::cuddle(3)]);
    let sim = play(&snap);
    let choice = sim.bot_choice(FELIX, &mut NormalBot::default());
    assert!(
        matches!(choice, Place { card, .. } if card == Card::mischief(9)),
        "{choice:?}"
    );
}

#[test]
fn every_level_plays_whole_games_with_legal_actions_only() {
    for (seed, level) in [
        (1u64, BotLevel::Easy),
        (2, BotLevel::Normal),
        (3, BotLevel::Hard),
    ] {
        let mut sim = start(3, seed);
        let mut bots: Vec<_> = (0..3).map(|_| Catastrophes::bot(level)).collect();
        sim.play_out(&mut bots, 10_000)
            .unwrap_or_else(|r| panic!("{level:?}: {r}"));
        assert!(sim.outcome().is_some(), "{level:?}");
    }
}

/// The hint's reason: at every decision with a choice, Normal says in a short plain sentence
/// why it takes the action it chose, from what it weighed.
#[test]
fn normal_says_why_it_chose_in_plain_words() {
    let said = crate::bot_reasons::normal_says_why(
        |seed| {
            GameSim::<Catastrophes>::start(&setup(2 + (seed % 4) as usize, seed, seed % 3 == 2))
                .unwrap()
        },
        0..6,
        400,
    );
    assert!(said.len() >= 8, "only {} different reasons", said.len());
}

#[test]
fn an_online_table_sends_no_seat_a_hidden_card() {
    crate::net_privacy::sends_nothing_hidden(
        |seed| start(2 + (seed % 5) as usize, seed),
        permute_hidden,
        Box::new(NormalBot::default()),
        60,
    );
}

/// Expert's tree knows another cat's placement only as its own seat sees it: where the card
/// lies, not which card it is; a draw is seen whole.
#[test]
fn expert_sees_a_placed_card_only_by_where_it_lies() {
    use mogland_rules::core::search::Search;
    let place = |card: Card, target: SeatId| Place { card, target };
    const { assert!(<Catastrophes as Search>::HIDDEN_MOVES) };
    let seen = <Catastrophes as Search>::seen;
    assert_eq!(
        seen(&place(Card::mischief(2), JEREMY)),
        seen(&place(Card::cuddle(3), JEREMY))
    );
    assert_ne!(
        seen(&place(Card::mischief(2), JEREMY)),
        seen(&place(Card::mischief(2), FELIX))
    );
    let draw = CatastrophesAction::Draw { count: 2 };
    assert_eq!(seen(&draw), draw);
}
