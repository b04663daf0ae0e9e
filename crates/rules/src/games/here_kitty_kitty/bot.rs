//! Normal and Hard bots. Both decide on their seat's observation alone: the cards they cannot
//! see (the other hands, the deck) are dealt at random from the cards in play minus those they
//! have seen, and the actions are tried on that guessed table with the rules' own engine.

use super::actions::{HkkAction, legal};
use super::components::*;
use super::observation::HkkObservation;
use super::rules::{Engine, State};
use super::scoring;
use crate::core::{Bot, Deadline, Deck, GameRng, Reshuffle, SeatId};
use crate::levels::here_kitty_kitty::{Effect, Zone};

/// Normal: tries every legal action on a couple of guessed tables, lets the cards' own choices
/// that follow be made greedily (each chooser for itself, every other seat passing in the
/// windows), and keeps the action whose position is best: its sheet against the others', its
/// Yard's promise and the worth of its hand.
#[derive(Clone, Debug)]
pub struct NormalBot {
    pub samples: usize,
}

impl Default for NormalBot {
    fn default() -> Self {
        Self { samples: 2 }
    }
}

impl Bot<super::HereKittyKitty> for NormalBot {
    fn choose(&mut self, obs: &HkkObservation, rng: &mut GameRng, _: Deadline) -> HkkAction {
        let ranked = rank(obs, rng, self.samples);
        ranked[0].0.clone()
    }
}

/// Hard: Normal's best few actions, each played on several guessed tables and followed by a
/// whole round of greedy play for every seat (its own next turn included); keeps the one with
/// the best mean position at the end.
#[derive(Clone, Debug)]
pub struct HardBot {
    pub candidates: usize,
    pub samples: usize,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            candidates: 4,
            samples: 6,
        }
    }
}

impl Bot<super::HereKittyKitty> for HardBot {
    fn choose(&mut self, obs: &HkkObservation, rng: &mut GameRng, deadline: Deadline) -> HkkAction {
        let mut ranked = rank(obs, rng, NormalBot::default().samples);
        if ranked.len() == 1 {
            return ranked.remove(0).0;
        }
        ranked.truncate(self.candidates);
        let me = obs.me();
        let mut sums = vec![0.0; ranked.len()];
        for k in 0..self.samples {
            // Past its time box the bot answers with the tables it has tried: every candidate
            // was played on each of them, so their sums still compare.
            if k > 0 && deadline.passed() {
                break;
            }
            let table = determinize(obs, rng);
            let seed = rng.next_u64();
            for (i, (action, _)) in ranked.iter().enumerate() {
                let mut s = table.clone();
                let mut dice = GameRng::seeded(seed);
                step(&mut s, &mut dice, me, action.clone());
                let stop = s.turn.number + obs.seats() as u32;
                rollout(&mut s, &mut dice, stop);
                sums[i] += value(&s, me);
            }
        }
        let best = (0..ranked.len())
            .max_by(|&a, &b| sums[a].total_cmp(&sums[b]).then(b.cmp(&a)))
            .expect("candidates");
        ranked.swap_remove(best).0
    }
}

/// Every legal action with Normal's score, best first (the first listed among equals).
fn rank(obs: &HkkObservation, rng: &mut GameRng, samples: usize) -> Vec<(HkkAction, f64)> {
    assert!(
        !obs.legal.is_empty(),
        "a bot was asked to act with no legal action"
    );
    if obs.legal.len() == 1 {
        return vec![(obs.legal[0].clone(), 0.0)];
    }
    let me = obs.me();
    let mut scores = vec![0.0; obs.legal.len()];
    for _ in 0..samples.max(1) {
        let table = determinize(obs, rng);
        let seed = rng.next_u64();
        for (i, action) in obs.legal.iter().enumerate() {
            let mut s = table.clone();
            let mut dice = GameRng::seeded(seed);
            step(&mut s, &mut dice, me, action.clone());
            follow(&mut s, &mut dice);
            scores[i] += value(&s, me);
        }
    }
    let mut ranked: Vec<(HkkAction, f64)> = obs.legal.iter().cloned().zip(scores).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

/// Applies one action and everything that follows by itself.
fn step(s: &mut State, rng: &mut GameRng, seat: SeatId, action: HkkAction) {
    let mut e = Engine {
        s,
        rng,
        events: Vec::new(),
        revealed: false,
    };
    e.apply(seat, action);
    e.settle();
}

/// The seat asked now on `s`, and whether it is a turn's action (rather than a card's choice
/// or a window).
fn asked(s: &State) -> Option<(SeatId, bool)> {
    if s.end.is_some() {
        return None;
    }
    match s.turn.steps.last()? {
        Step::Action => Some((s.turn.seat, true)),
        Step::Window { window, .. } => window.waiting().first().map(|&w| (w, false)),
        Step::Choose(c) => Some((c.chooser, false)),
        Step::Aim { copier, .. } => Some((*copier, false)),
        _ => None,
    }
}

/// Plays the choices that follow an action until a turn's action is asked: each chooser picks
/// what is best for itself, and every seat passes in the windows.
fn follow(s: &mut State, rng: &mut GameRng) {
    for _ in 0..64 {
        let Some((seat, is_action)) = asked(s) else {
            return;
        };
        if is_action {
            return;
        }
        let action = if matches!(s.turn.steps.last(), Some(Step::Window { .. })) {
            HkkAction::Pass
        } else {
            greedy(s, rng, seat, false)
        };
        step(s, rng, seat, action);
    }
}

/// The action of `seat` that leaves the best position right after it (followed through the
/// card's choices when `deep`).
fn greedy(s: &State, rng: &mut GameRng, seat: SeatId, deep: bool) -> HkkAction {
    let options = legal(&s.view(), seat);
    if options.len() == 1 {
        return options[0].clone();
    }
    let seed = rng.next_u64();
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, a) in options.iter().enumerate() {
        let mut t = s.clone();
        let mut dice = GameRng::seeded(seed);
        step(&mut t, &mut dice, seat, a.clone());
        if deep {
            follow(&mut t, &mut dice);
        }
        let v = value(&t, seat);
        if v > best.0 + 1e-9 {
            best = (v, i);
        }
    }
    options[best.1].clone()
}

/// Greedy play for every seat (windows included) until turn `stop` begins or the game ends.
fn rollout(s: &mut State, rng: &mut GameRng, stop: u32) {
    for _ in 0..400 {
        if s.turn.number >= stop {
            return;
        }
        let Some((seat, _)) = asked(s) else {
            return;
        };
        let action = greedy(s, rng, seat, true);
        step(s, rng, seat, action);
    }
}

/// What a card in hand is worth to its holder, in points.
fn card_worth(effect: &Effect) -> f64 {
    match effect {
        Effect::Lure { count, .. } | Effect::Foster { count, .. } => 1.0 + 0.6 * *count as f64,
        Effect::Adopt { .. } => 2.5,
        Effect::Advance { steps } => 1.0 + 0.5 * *steps as f64,
        Effect::Steal { .. } => 2.0,
        Effect::Block { .. } => 1.6,
        Effect::Chase { .. } | Effect::Fight => 1.0,
        _ => 0.8,
    }
}

/// How good `s` is for `seat`: its sheet and promise against the others' (half the mean,
/// half the leader), or the result itself once the game is over.
fn value(s: &State, seat: SeatId) -> f64 {
    let sheet = scoring::sheet(&s.props);
    let over = s.end.is_some();
    let own: Vec<f64> = s
        .props
        .iter()
        .zip(&sheet)
        .map(|(p, col)| {
            let mut v = col.total as f64;
            if !over {
                // A Yard cat is a step from the Porch; a Porch cat a step from the House.
                v += 1.5 * p.zone(Zone::Yard).total() as f64
                    + 0.8 * p.zone(Zone::Porch).total() as f64;
                v += 0.6 * p.hand.len() as f64;
                v += p
                    .hand
                    .iter()
                    .map(|&c| 0.4 * card_worth(&s.book[c.0 as usize].effect))
                    .sum::<f64>();
                v += p
                    .tucked
                    .iter()
                    .map(|t| match s.book[t.card.0 as usize].effect {
                        Effect::Foster { count, .. } => 1.5 * count as f64,
                        Effect::Insurance => 1.5,
                        Effect::Alarm => 1.0,
                        _ => 0.0,
                    })
                    .sum::<f64>();
            }
            v
        })
        .collect();
    let mine = own[seat.index()];
    let others: Vec<f64> = own
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, v)| *v)
        .collect();
    let mean = others.iter().sum::<f64>() / others.len().max(1) as f64;
    let max = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut v = mine - 0.5 * mean - 0.5 * max.max(mean);
    if over {
        let won = s.end.as_ref().is_some_and(|e| e.winners.contains(&seat));
        v += if won { 50.0 } else { 0.0 };
    }
    v
}

/// A whole table consistent with `obs`: the unseen cards shuffled with the bot's own
/// generator and dealt into the other hands and the deck.
pub fn determinize(obs: &HkkObservation, rng: &mut GameRng) -> State {
    let mut pool = obs.unseen();
    rng.shuffle(&mut pool);
    let me = obs.me();
    let props = (0..obs.seats())
        .map(|i| {
            let seat = SeatId(i as u8);
            let hand = if seat == me {
                obs.hand.clone()
            } else {
                let k = obs.hand_sizes[i].min(pool.len());
                pool.split_off(pool.len() - k)
            };
            Property {
                seat,
                zones: obs.zones[i],
                hand,
                tucked: obs.tucked[i].clone(),
            }
        })
        .collect();
    pool.truncate(obs.draw_pile);
    State {
        props,
        hood: obs.hood,
        pile: Deck {
            draw: pool,
            discard: obs.discard.clone(),
            reshuffle: Reshuffle::Never,
        },
        turn: Turn {
            seat: obs.turn_seat,
            number: obs.turn_number,
            actions_left: obs.actions_left,
            steps: obs.steps.clone(),
            final_turns: obs.final_turns,
            last_card_by: None,
        },
        rules: obs.rules.clone(),
        book: obs.book.clone(),
        end: None,
    }
}
