//! Here, Kitty, Kitty!'s bots: legal play at every level (windows and choices included), never
//! a peek at a hidden card, and a recorded game that replays to the same table.

use crate::hkk_support::*;
use mogland_rules::core::{Bot, BotLevel, Game, GameRng, GameSim, SeatId};
use mogland_rules::games::here_kitty_kitty::*;

#[test]
fn every_level_plays_whole_games_with_legal_actions_only() {
    for (seed, level, players) in [
        (1u64, BotLevel::Easy, 4),
        (2, BotLevel::Normal, 3),
        (3, BotLevel::Normal, 6),
        (4, BotLevel::Hard, 2),
    ] {
        let mut sim = start(players, seed);
        let mut bots: Vec<_> = (0..players).map(|_| HereKittyKitty::bot(level)).collect();
        let mut windows = 0;
        while let Some(seat) = sim.to_act() {
            if matches!(prompt(&sim), Some(HereKittyKittyPrompt::Respond(_))) {
                windows += 1;
            }
            let a = sim.bot_choice(seat, bots[seat.index()].as_mut());
            assert!(
                sim.legal_actions(seat).contains(&a),
                "{level:?}: {a:?} is not legal"
            );
            sim.apply(seat, a).unwrap();
            check_invariants(&sim);
        }
        assert!(sim.outcome().is_some(), "{level:?}");
        assert!(windows > 0, "{level:?} answered windows");
    }
}

/// Catlike Reflexes played on a rival: the owner's choice of Cat is a decision for the owner's
/// seat, and every bot level answers it with one of the owner's own Cats.
#[test]
fn every_bot_level_answers_catlike_reflexes_as_the_owner() {
    let (_, mut snap) = bare(3, 21);
    give(&mut snap, S0, "Catlike Reflexes");
    put(&mut snap, S1, Zone::Yard, Black, 1);
    put(&mut snap, S1, Zone::Porch, Gray, 1);
    put(&mut snap, S1, Zone::House, White, 1);
    let mut sim = restored(&snap);
    act(
        &mut sim,
        S0,
        HereKittyKittyAction::Play {
            card: card("Catlike Reflexes"),
            target: Some(S1),
            shift: Some(Way::Out),
        },
    );
    pass_windows(&mut sim);
    assert_eq!(sim.to_act(), Some(S1), "the owner decides");
    assert!(matches!(
        prompt(&sim),
        Some(HereKittyKittyPrompt::Choose(_))
    ));
    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
        let mut bot = HereKittyKitty::bot(level);
        let a = sim.bot_choice(S1, bot.as_mut());
        assert!(sim.legal_actions(S1).contains(&a), "{level:?}: {a:?}");
        let HereKittyKittyAction::Pick {
            seat: Some(S1),
            zone,
            ..
        } = a
        else {
            panic!("{level:?} picks one of its own Cats: {a:?}")
        };
        // The Cat steps out: off the property from the Yard, else one zone nearer the street.
        let mut after = restored(&sim.snapshot());
        act(&mut after, S1, a);
        let left = after.snapshot().game.props[1].all_cats().total();
        assert_eq!(left, if zone == Zone::Yard { 2 } else { 3 }, "{level:?}");
    }
}

/// `snap` with every card `seat` cannot see (the other hands and the draw pile) dealt again at
/// random into the same places, each hand keeping its size.
fn permute_hidden(snap: &Snap, seat: SeatId, rng: &mut GameRng) -> Snap {
    let mut out = snap.clone();
    let g = &mut out.game;
    let mut hidden = g.pile.draw.clone();
    for p in g.props.iter().filter(|p| p.seat != seat) {
        hidden.extend(p.hand.iter().copied());
    }
    rng.shuffle(&mut hidden);
    for p in g.props.iter_mut().filter(|p| p.seat != seat) {
        let n = p.hand.len();
        p.hand = hidden.split_off(hidden.len() - n);
    }
    g.pile.draw = hidden;
    out
}

/// `snap` with everything `seat` cannot see moved: the hidden cards dealt again as in
/// [`permute_hidden`], and what the other seats answered in the open window answered again at
/// random among what their new hands allow (who has answered stays the same).
fn permute_unseen(snap: &Snap, seat: SeatId, rng: &mut GameRng) -> Snap {
    let mut out = permute_hidden(snap, seat, rng);
    // Only the top step can be an open window: nothing happens above one until it closes.
    let Some(Step::Window { window, .. }) = out.game.turn.steps.last() else {
        return out;
    };
    let answered: Vec<usize> = (0..window.order.len())
        .filter(|&i| window.order[i] != seat && window.answers[i].is_some())
        .collect();
    for i in answered {
        let mut asked = out.clone();
        let Some(Step::Window { window, .. }) = asked.game.turn.steps.last_mut() else {
            unreachable!()
        };
        let other = window.order[i];
        window.answers[i] = None;
        let options = restored(&asked).legal_actions(other);
        let answer = options[rng.below(options.len())].clone();
        let Some(Step::Window { window, .. }) = out.game.turn.steps.last_mut() else {
            unreachable!()
        };
        window.answers[i] = Some(answer);
    }
    out
}

/// At many decisions (windows and choices too), the same choice whatever the hidden cards.
fn decisions_ignore_hidden_cards(bot: Box<dyn Bot<HereKittyKitty>>, positions: usize) {
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
    decisions_ignore_hidden_cards(Box::new(NormalBot::default()), 120);
}

#[test]
fn hard_never_reads_a_hidden_card() {
    decisions_ignore_hidden_cards(Box::new(HardBot::default()), 25);
}

/// Expert's search is on tables dealt from its observation: with a fixed number of iterations
/// (no deadline) its choice cannot move when the hidden cards do.
#[test]
fn expert_never_reads_a_hidden_card() {
    let mut bot = mogland_rules::core::expert::ExpertBot::<HereKittyKitty>::new(1000);
    bot.iterations = 150;
    decisions_ignore_hidden_cards(Box::new(bot), 12);
}

/// What an online table's host sends a seat never tells it another hand, the deck's order or
/// what the others answered in a window still open, from 2 to 6 players.
#[test]
fn an_online_table_sends_no_seat_a_hidden_card() {
    crate::net_privacy::sends_nothing_hidden(
        |seed| start(2 + (seed % 5) as usize, seed),
        permute_unseen,
        Box::new(NormalBot::default()),
        80,
    );
}

/// A recorded game (its setup and the actions taken) replays to the very same table.
#[test]
fn a_recorded_game_replays_to_the_same_state() {
    for players in [2, 4, 6] {
        let sim = random_game(players, 40 + players as u64);
        let back = GameSim::<HereKittyKitty>::replay(sim.setup(), sim.log()).unwrap();
        assert_eq!(back.snapshot(), sim.snapshot(), "{players} players");
        assert!(back.outcome().is_some());
    }
}

/// The hint's reason: at every decision with a choice (windows and a card's choices too),
/// Normal says why it takes the action it chose, from what it weighed: one of the game's
/// reasons (`hkk-reason-…`, put in words by the app), and the same from a fresh bot, as the
/// hint asks (it reads nothing but the observation).
#[test]
fn normal_says_why_it_chose_in_plain_words() {
    let said =
        crate::bot_reasons::normal_says_why(|seed| start(2 + (seed % 4) as usize, seed), 0..4, 400);
    assert!(said.len() >= 8, "only {} different reasons", said.len());
}
