//! Hard: determinized rollouts over Normal's best few actions.
//!
//! It deals the cards it has not seen at random with its own generator, consistently with what
//! it has seen (the other hands, what it last saw of them kept in them; the Mog draw pile; the
//! Curiosity cards above those drawn since the last shuffle), on a headless table of its own.
//! Each candidate is played there and Normal plays on for every seat until the cat's next turn
//! is over, on the same deal and dice for every candidate. It keeps the action whose end
//! position is best: foods, lives and the way to what the cat still needs, against the best
//! rival's.

use super::actions::CatAttackAction;
use super::bot::{distance_to_need, ranked, rolls_to};
use super::components::*;
use super::engine::{CatAttackSnapshot, shuffle_line};
use super::movement::Position;
use super::observation::CatAttackObservation;
use super::{CatAttack, rules};
use crate::core::{
    Bot, BotLevel, Deadline, Deck, GameRng, GameSim, Reshuffle, SeatId, SeatKind, SeatSetup,
    TableSetup, TableSnapshot,
};
use crate::levels::Level;
use crate::levels::cat_attack::MogCard;
use std::cell::RefCell;

pub struct HardBot {
    /// Normal's best actions tried at each decision (moves counted once per destination).
    pub candidates: usize,
    /// Deals (each with its own dice) tried per decision, unless the deadline comes first.
    pub samples: usize,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            candidates: 5,
            samples: 6,
        }
    }
}

thread_local! {
    /// One headless table per thread, reused by every Hard decision on it.
    static SIM: RefCell<Option<GameSim<CatAttack>>> = const { RefCell::new(None) };
}

/// A win or a loss at the end of a rollout, against the position's usual few hundred points.
const DECIDED: f64 = 10_000.0;

impl Bot<CatAttack> for HardBot {
    fn choose(
        &mut self,
        obs: &CatAttackObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> CatAttackAction {
        let me = obs.seat.expect("a bot has a seat");
        let cands = candidates(obs, self.candidates);
        if cands.len() == 1 {
            return cands[0].clone();
        }
        let setup = rollout_setup(obs);
        // The cat's next turn is played out too: where it stands then is what the choice
        // bought, after every rival has had its go.
        let seats = obs.position.active().count() as u32;
        let stop = obs.turn.number + seats;
        let mut sums = vec![0.0; cands.len()];
        SIM.with(|cell| {
            let mut cell = cell.borrow_mut();
            let sim = cell.get_or_insert_with(GameSim::<CatAttack>::empty);
            for k in 0..self.samples {
                // Past its time box the bot answers with the deals it has: every candidate has
                // been played on each of them, so their means still compare.
                if k > 0 && deadline.passed() {
                    break;
                }
                let game = determinize(obs, rng);
                let dice = GameRng::seeded(rng.next_u64());
                let mut these = vec![0.0; cands.len()];
                let mut whole = true;
                for (i, cand) in cands.iter().enumerate() {
                    // A deal the time box cuts short is dropped whole (the first is always
                    // finished): a candidate never compares on fewer deals than another.
                    if k > 0 && deadline.passed() {
                        whole = false;
                        break;
                    }
                    sim.restore(&TableSnapshot::new(
                        setup.clone(),
                        dice.clone(),
                        game.clone(),
                    ));
                    these[i] = rollout(sim, me, cand.clone(), stop);
                }
                if !whole {
                    break;
                }
                for (sum, v) in sums.iter_mut().zip(these) {
                    *sum += v;
                }
            }
        });
        // The best mean; among equals, the one Normal ranked higher.
        let mut best = 0;
        for i in 1..cands.len() {
            if sums[i] > sums[best] + 1e-9 {
                best = i;
            }
        }
        cands[best].clone()
    }
}

/// Normal's best `k` actions, a move counted once per destination (the path between does not
/// change what happens), plus Normal's best of each card when the decision is what to play.
fn candidates(obs: &CatAttackObservation, k: usize) -> Vec<CatAttackAction> {
    let mut out: Vec<CatAttackAction> = Vec::new();
    let mut ends = Vec::new();
    for (a, _) in ranked(obs) {
        if let CatAttackAction::Move(p) = &a {
            let end = *p.last().expect("a legal path has a space");
            if ends.contains(&end) {
                continue;
            }
            ends.push(end);
        }
        // Every card in hand gets its try (the legal list names each once), and taking
        // nothing is always weighed against a raid.
        if out.len() < k || matches!(a, CatAttackAction::Play(_) | CatAttackAction::NoRaid) {
            out.push(a);
        }
    }
    out
}

/// A table like the observed one for the rollouts: its level, seats and variants' options
/// travel in the snapshot.
fn rollout_setup(obs: &CatAttackObservation) -> TableSetup {
    TableSetup {
        game: super::INFO.id,
        seats: (0..obs.position.cats.len())
            .map(|i| SeatSetup {
                name: format!("Cat {}", i + 1),
                colour: [0, 0, 0],
                kind: SeatKind::Bot(BotLevel::Normal),
            })
            .collect(),
        variants: Vec::new(),
        seed: 0,
        level: Level::CatAttack(Box::new((*obs.level).clone())),
    }
}

/// Takes one `card` out of `pool` if it is there.
fn take(pool: &mut Vec<MogCard>, card: MogCard) -> bool {
    match pool.iter().position(|c| *c == card) {
        Some(i) => {
            pool.remove(i);
            true
        }
        None => false,
    }
}

/// A whole table consistent with what `obs` shows, the unseen cards dealt with `rng`. Only the
/// observation is read, and the unseen cards are listed in a fixed order before dealing, so
/// the same observation and generator always give the same table.
pub(super) fn determinize(obs: &CatAttackObservation, rng: &mut GameRng) -> CatAttackSnapshot {
    let me = obs.seat.expect("a bot has a seat");
    let n = obs.hand_sizes.len();
    // The Mog cards nobody has shown: the deck minus my hand and the discards.
    let mut pool = obs.level.mog_cards();
    pool.sort();
    for c in obs.hand.iter().chain(&obs.discards) {
        take(&mut pool, *c);
    }
    let mut hands: Vec<Vec<MogCard>> = vec![Vec::new(); n];
    hands[me.index()] = obs.hand.clone();
    // A hand I am looking at is known; one I saw before keeps what of it may still be there.
    let looking = match obs.turn.steps.last() {
        Some(Step::Swap { by, from }) if *by == me => Some(*from),
        _ => None,
    };
    for (i, hand) in hands.iter_mut().enumerate() {
        if i == me.index() {
            continue;
        }
        let known = match (looking, &obs.looking_at) {
            (Some(f), Some(h)) if f.index() == i => Some(h),
            _ => obs.seen[i].as_ref(),
        };
        for c in known.into_iter().flatten() {
            if hand.len() < obs.hand_sizes[i] && take(&mut pool, *c) {
                hand.push(*c);
            }
        }
    }
    rng.shuffle(&mut pool);
    for (i, hand) in hands.iter_mut().enumerate() {
        while i != me.index() && hand.len() < obs.hand_sizes[i] {
            match pool.pop() {
                Some(c) => hand.push(c),
                None => break,
            }
        }
    }
    // The Curiosity deck: unknown cards on top, then the Shuffle card, then those drawn since.
    let shuffle = shuffle_line(&obs.curiosity_texts);
    let mut above = obs.level.curiosity_cards();
    for c in obs.curiosity_under.iter().copied().chain(shuffle) {
        if let Some(i) = above.iter().position(|x| *x == c) {
            above.remove(i);
        }
    }
    rng.shuffle(&mut above);
    let mut curiosity: std::collections::VecDeque<u8> = above.into();
    curiosity.extend(shuffle);
    curiosity.extend(obs.curiosity_under.iter().copied());
    let mut seen = vec![vec![None; n]; n];
    seen[me.index()] = obs.seen.clone();
    seen[me.index()][me.index()] = None;
    let pos = &obs.position;
    CatAttackSnapshot {
        cats: pos.cats.clone(),
        birds: pos.birds.clone(),
        mice: pos.mice.clone(),
        car: pos.car,
        shops: pos.shops.clone(),
        cards: Cards {
            mog: Deck {
                draw: pool,
                discard: obs.discards.clone(),
                reshuffle: Reshuffle::FromDiscard,
            },
            curiosity,
            hands,
            seen,
            last_curiosity: obs.last_curiosity,
        },
        turn: obs.turn.clone(),
        options: obs.options,
        tally: Tally::default(),
        first_rolls: obs.first_rolls.clone(),
    }
}

/// Plays `cand`, then Normal for every seat until turn `stop` is over; the position's worth
/// to `me` then.
fn rollout(sim: &mut GameSim<CatAttack>, me: SeatId, cand: CatAttackAction, stop: u32) -> f64 {
    if sim.apply(me, cand).is_err() {
        return f64::MIN;
    }
    while let Some(seat) = sim.to_act() {
        if rules::state(sim.world()).turn.number > stop {
            break;
        }
        // Normal's first choice, without its coin for ties: only the deal and the dice differ.
        let a = ranked(&sim.observation(seat))[0].0.clone();
        if sim.apply(seat, a).is_err() {
            break;
        }
    }
    judge(sim, me)
}

/// What the position is worth to `me`: its own standing against the best rival's.
fn judge(sim: &GameSim<CatAttack>, me: SeatId) -> f64 {
    let s = rules::state(sim.world());
    if let Some(reason) = s.turn.ended {
        return match reason {
            EndReason::Food(s) | EndReason::LastCat(s) if s == me => DECIDED,
            EndReason::Time => 0.0,
            _ => -DECIDED,
        };
    }
    let pos = &s.pos;
    let rival = pos
        .active()
        .filter(|c| c.seat != me)
        .map(|c| standing(pos, c.seat))
        .fold(f64::MIN, f64::max);
    standing(pos, me) - if rival == f64::MIN { 0.0 } else { rival }
}

/// How well a seat's cat stands mid-game: foods, lives, and the way to what it still needs
/// (home, once its larder is full); a retired cat is out.
pub(super) fn standing(pos: &Position, seat: SeatId) -> f64 {
    let cat = pos.cat(seat);
    if cat.retired {
        return -DECIDED;
    }
    let larder = pos.larder(seat);
    let mut v = 100.0 * f64::from(larder.count()) + 10.0 * f64::from(cat.lives);
    if larder.is_full() {
        let home = pos.board.homes[cat.house as usize];
        v += 40.0 * f64::from(rolls_to(pos, seat, cat.space, home));
    } else {
        v -= 5.0 * f64::from(distance_to_need(pos, seat, cat.space).min(20));
    }
    v
}
