//! Normal and Hard bots. Both decide on their seat's observation alone; the cards they cannot
//! see are guessed from the deck's composition minus what they have seen (the discards are
//! public, and so is the box's contents).

use super::components::{Card, Placed};
use super::engine::State;
use super::observation::CatastrophesObservation;
use super::scoring;
use super::{Catastrophes, CatastrophesAction, CatastrophesSnapshot, WILD_CATS};
use crate::core::search::{Search, wander};
use crate::core::{
    Bot, BotLevel, CAT_COLOURS, Deadline, GameRng, GameSim, SeatId, SeatKind, SeatSetup,
    TableSetup, TableSnapshot, Text,
};
use crate::text;
use mogland_levels::Level;
use mogland_levels::catastrophes::DeckDef;
use std::sync::Arc;

/// Weight of a card kept in hand against a punishment point while the game goes on. Nearly
/// nothing: every card can still be played later, and simulation showed that shedding early
/// only wastes the high cards that push thresholds onto others (0.35 lost 65% of games to
/// 0.0). It still breaks ties towards shedding the higher card. Once the game may end with
/// this round a card weighs its full value.
const HAND_WEIGHT: f64 = 0.01;

/// Normal: for each legal action, resolves the round as it stands (the face-down cards it cannot
/// see guessed from the unseen cards, several times over) and prefers what pushes thresholds
/// onto the other cats, spares its own, and sheds high cards when the game may end.
#[derive(Clone, Debug)]
pub struct NormalBot {
    /// Guesses of the unseen face-down cards per decision.
    pub samples: usize,
}

impl Default for NormalBot {
    fn default() -> Self {
        Self { samples: 12 }
    }
}

impl Bot<Catastrophes> for NormalBot {
    fn choose(
        &mut self,
        obs: &CatastrophesObservation,
        rng: &mut GameRng,
        _deadline: Deadline,
    ) -> CatastrophesAction {
        best(&evaluate(obs, rng, self.samples))
    }

    fn reason(&self, obs: &CatastrophesObservation, action: &CatastrophesAction) -> Option<Text> {
        reason(obs, action, self.samples)
    }
}

/// Hard: deals the unseen cards (other hands, the face-down cards it did not place, the pile)
/// into whole tables consistent with what it has seen, and for its most promising actions (as
/// Normal ranks them) plays the game on from each table on a [`GameSim`]: the rest of this
/// round, the others playing Normal, and `rounds_ahead` more rounds with everyone playing
/// Normal. Keeps the action with the best mean punishment balance.
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Guessed tables per decision.
    pub samples: usize,
    /// Actions, ranked by the Normal evaluation, that are played out.
    pub candidates: usize,
    /// Whole rounds played after this one. Looking one round further is what makes Hard
    /// strong: where this round leaves the token decides who is exposed next round
    /// (67% of wins against Normal with 1, about 50% with 0).
    pub rounds_ahead: u32,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            samples: 12,
            candidates: 5,
            rounds_ahead: 1,
        }
    }
}

impl Bot<Catastrophes> for HardBot {
    fn choose(
        &mut self,
        obs: &CatastrophesObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> CatastrophesAction {
        let mut ranked = evaluate(obs, rng, NormalBot::default().samples);
        if ranked.len() == 1 {
            return ranked[0].0;
        }
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranked.truncate(self.candidates);
        let mut totals = vec![0.0; ranked.len()];
        let mut others = NormalBot { samples: 4 };
        let weight = hand_weight(obs);
        SIM.with_borrow_mut(|sim| {
            let sim = sim.get_or_insert_with(GameSim::<Catastrophes>::empty);
            for sample in 0..self.samples {
                // Past its time box, the bot answers with what the tables so far say.
                if sample > 0 && deadline.passed() {
                    break;
                }
                // Every candidate is played on the same guessed table, so they differ by
                // the action and not by the luck of the guess.
                let table = sample_table(obs, rng);
                for (i, (action, _)) in ranked.iter().enumerate() {
                    sim.restore(&table);
                    sim.apply(obs.me(), *action)
                        .expect("a legal action of the observation");
                    for round in obs.round..=obs.round + self.rounds_ahead {
                        finish_round(sim, round, &mut others);
                    }
                    totals[i] += balance(sim, obs.me(), weight);
                }
            }
        });
        let scored: Vec<_> = ranked
            .iter()
            .zip(totals)
            .map(|((a, _), t)| (*a, t))
            .collect();
        best(&scored)
    }
}

/// The highest score; the first listed among equals.
fn best(scored: &[(CatastrophesAction, f64)]) -> CatastrophesAction {
    assert!(
        !scored.is_empty(),
        "a bot was asked to act with no legal action"
    );
    let mut top = scored[0];
    for &s in &scored[1..] {
        if s.1 > top.1 + 1e-9 {
            top = s;
        }
    }
    top.0
}

/// How much a card in hand weighs now: fully if the game may end with this round.
fn hand_weight(obs: &CatastrophesObservation) -> f64 {
    let pile_may_run_out = obs.draw_pile <= obs.still_to_act() + 1;
    let near_twenty = obs
        .punishment
        .iter()
        .any(|&p| p + 3 >= scoring::GAME_END_POINTS);
    if pile_may_run_out || near_twenty {
        1.0
    } else {
        HAND_WEIGHT
    }
}

/// The others' mean change minus this seat's own: what a seat wants high.
fn relative(me: SeatId, before: &[u32], after: &[u32]) -> f64 {
    let d = |i: usize| after[i] as f64 - before[i] as f64;
    let others: f64 = (0..before.len()).filter(|&i| i != me.index()).map(d).sum();
    others / (before.len() - 1) as f64 - d(me.index())
}

/// Expert's playout step: Normal's judgement on a playout's own deal, which shows every card,
/// so one resolution per action instead of Normal's guesses (each about a microsecond): the
/// balance of resolving the round with the card laid, against leaving it, plus the hand term;
/// drawing counts the cards it would draw. The index in `legal`.
pub(super) fn playout_choice(
    s: &State,
    seat: SeatId,
    legal: &[CatastrophesAction],
    rng: &mut GameRng,
) -> usize {
    if let Some(i) = wander(legal.len(), rng) {
        return i;
    }
    let punishment: Vec<u32> = s.cats.iter().map(|c| c.punishment).collect();
    let mut face_down: Vec<Option<Placed>> = s.cats.iter().map(|c| c.face_down).collect();
    let still_to_act = s.seats() - s.round.acted();
    let game_may_end = s.pile.draw.len() <= still_to_act
        || punishment
            .iter()
            .any(|&p| p + 3 >= scoring::GAME_END_POINTS);
    let weight = if game_may_end { 1.0 } else { HAND_WEIGHT };
    let balance = |face_down: &[Option<Placed>]| {
        let res = scoring::resolve(
            s.scale,
            &punishment,
            s.first,
            face_down,
            s.rules.wild_cats,
            false,
        );
        relative(seat, &punishment, &res.punishment)
    };
    let unchanged = balance(&face_down);
    let score = |action: &CatastrophesAction, face_down: &mut Vec<Option<Placed>>| match *action {
        CatastrophesAction::Place { card, target } => {
            face_down[target.index()] = Some(Placed { card, by: seat });
            let v = balance(face_down) + weight * card.hand_points() as f64;
            face_down[target.index()] = None;
            v
        }
        CatastrophesAction::Draw { count } => {
            let drawn = s.pile.draw.iter().rev().take(count as usize);
            unchanged - weight * drawn.map(|c| c.hand_points() as f64).sum::<f64>()
        }
        CatastrophesAction::Pass => unchanged,
    };
    let mut best = (0, f64::MIN);
    for (i, action) in legal.iter().enumerate() {
        let v = score(action, &mut face_down);
        if v > best.1 + 1e-9 {
            best = (i, v);
        }
    }
    best.0
}

/// Normal's score of every legal action: the punishment balance of resolving the round as it
/// stands, averaged over `samples` guesses of the unseen face-down cards, plus the hand term.
fn evaluate(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
    samples: usize,
) -> Vec<(CatastrophesAction, f64)> {
    evaluate_with(obs, rng, samples, false)
        .into_iter()
        .map(|(a, v, _)| (a, v))
        .collect()
}

/// [`evaluate`], each action with the terms of its score when `explain`: against leaving the
/// face-down cards as they are, what it changes for the others and for this seat, and the
/// hand term.
fn evaluate_with(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
    samples: usize,
    explain: bool,
) -> Vec<(CatastrophesAction, f64, Vec<(f64, Why)>)> {
    let legal = &obs.legal;
    if legal.len() <= 1 {
        return legal.iter().map(|&a| (a, 0.0, Vec::new())).collect();
    }
    let unseen = obs.unseen();
    let mean_draw =
        unseen.iter().map(|c| c.hand_points() as f64).sum::<f64>() / unseen.len().max(1) as f64;
    let weight = hand_weight(obs);
    let mut guesses: Vec<Vec<Option<Placed>>> = (0..samples)
        .map(|_| guess_face_down(obs, &unseen, rng))
        .collect();
    let n = obs.seats();
    // The balance, and when explaining each seat's mean change of punishment.
    let mut balance_of = |placed: Option<(Card, SeatId)>| {
        let mut total = 0.0;
        let mut change = vec![0.0; if explain { n } else { 0 }];
        for guess in &mut guesses {
            // Try the placement on the guess, then take it back.
            if let Some((card, target)) = placed {
                guess[target.index()] = Some(Placed { card, by: obs.me() });
            }
            let res = scoring::resolve(
                obs.scale,
                &obs.punishment,
                obs.first_player,
                guess,
                obs.wild_cats,
                false,
            );
            if let Some((_, target)) = placed {
                guess[target.index()] = None;
            }
            total += relative(obs.me(), &obs.punishment, &res.punishment);
            for (i, c) in change.iter_mut().enumerate() {
                *c += res.punishment[i] as f64 - obs.punishment[i] as f64;
            }
        }
        let k = samples.max(1) as f64;
        for c in &mut change {
            *c /= k;
        }
        (total / k, change)
    };
    // Drawing and passing leave the face-down cards as they are.
    let (unchanged, before) = balance_of(None);
    legal
        .iter()
        .map(|&action| {
            let mut why = Vec::new();
            let score = match action {
                CatastrophesAction::Place { card, target } => {
                    let (balance, after) = balance_of(Some((card, target)));
                    if explain {
                        why = place_terms(obs, card, target, &before, &after, weight);
                    }
                    balance + weight * card.hand_points() as f64
                }
                CatastrophesAction::Draw { count } => {
                    let cost = weight * count as f64 * mean_draw;
                    if explain {
                        why.push((-cost, Why::DrawCost));
                    }
                    unchanged - cost
                }
                CatastrophesAction::Pass => unchanged,
            };
            (action, score, why)
        })
        .collect()
}

/// What a term of Normal's score stands for. Points are means over the guessed cards,
/// against leaving the face-down cards as they are.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Why {
    /// The other cats take more points: (card, target, points on the target, on all others).
    Others(Card, SeatId, f64, f64),
    /// This seat takes fewer points: (card, target, points saved).
    Spared(Card, SeatId, f64),
    /// The card leaves the hand: (card, the game may end this round).
    Shed(Card, bool),
    /// Cards drawn may count against the seat at the end.
    DrawCost,
}

/// The terms of placing `card` in front of `target`: `before` and `after` are each seat's
/// mean change of punishment without and with it.
fn place_terms(
    obs: &CatastrophesObservation,
    card: Card,
    target: SeatId,
    before: &[f64],
    after: &[f64],
    weight: f64,
) -> Vec<(f64, Why)> {
    let me = obs.me().index();
    let n = obs.seats();
    let d = |i: usize| after[i] - before[i];
    let others: f64 = (0..n).filter(|&i| i != me).map(d).sum();
    let on_target = if target.index() == me {
        0.0
    } else {
        d(target.index())
    };
    vec![
        (
            others / (n - 1) as f64,
            Why::Others(card, target, on_target, others),
        ),
        (-d(me), Why::Spared(card, target, -d(me))),
        (
            weight * card.hand_points() as f64,
            Why::Shed(card, weight >= 1.0),
        ),
    ]
}

/// A term at least this big (in points, a mean over the other cats) is named by itself;
/// smaller ones by how the action beats the next best.
const GAIN: f64 = 0.2;

/// Why Normal would take `action`: its biggest gain, or where it beats the next best action.
/// The unseen face-down cards are guessed with a generator of its own, fixed, so the same
/// observation always gets the same words.
fn reason(
    obs: &CatastrophesObservation,
    action: &CatastrophesAction,
    samples: usize,
) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let all = evaluate_with(obs, &mut GameRng::seeded(0x4849_4e54), samples, true);
    let (_, value, mine) = all.iter().find(|(a, _, _)| a == action)?;
    // The best of the actions it beats; a draw is set against the best card it could place.
    let placing = |a: &CatastrophesAction| matches!(a, CatastrophesAction::Place { .. });
    let lower = || {
        all.iter()
            .filter(|(a, v, _)| a != action && *v < value - 1e-9)
    };
    let other = lower()
        .filter(|(a, _, _)| placing(action) || placing(a))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .or_else(|| lower().max_by(|a, b| a.1.total_cmp(&b.1)))
        .map(|o| &o.2);
    let say = |w: Why| say(obs, w);
    let main = mine
        .iter()
        .filter(|(v, w)| *v >= GAIN && !matches!(w, Why::Shed(_, false)))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|t| t.1);
    if let Some(m) = main {
        return Some(say(m));
    }
    // Where it beats the next best, kind of term by kind of term.
    if let Some(o) = other {
        use crate::core::bot::{same_kind as same, sum_of};
        let mut best: Option<(f64, Text)> = None;
        for (_, w) in mine.iter().chain(o) {
            let d = sum_of(mine, w) - sum_of(o, w);
            if d <= 1e-9 || best.as_ref().is_some_and(|b| d <= b.0 + 1e-9) {
                continue;
            }
            let text = match mine.iter().find(|(_, x)| same(x, w)) {
                Some(&(_, own)) => Some(say(own)),
                None => avoid(action, *w),
            };
            if let Some(text) = text {
                best = Some((d, text));
            }
        }
        if let Some((_, text)) = best {
            return Some(text);
        }
    }
    Some(match *action {
        CatastrophesAction::Place { card, .. } => {
            text!("cx-reason-changes-nothing", card = card.text())
        }
        CatastrophesAction::Draw { .. } => text!("cx-reason-draw-nothing-better"),
        CatastrophesAction::Pass => text!("cx-reason-nothing-else"),
    })
}

/// Who `target` is to this seat.
fn who(obs: &CatastrophesObservation, target: SeatId) -> Text {
    let n = obs.seats();
    let k = (target.index() + n - obs.me().index()) % n;
    match k {
        0 => text!("cx-reason-you"),
        _ if n == 2 => text!("cx-reason-the-other-cat"),
        1 => text!("cx-reason-cat-on-left"),
        _ if k == n - 1 => text!("cx-reason-cat-on-right"),
        _ => text!("cx-reason-cat-seats-left", count = k),
    }
}

/// A mean number of points in words.
fn points(x: f64) -> Text {
    if x < 0.75 {
        text!("cx-reason-perhaps-a-point")
    } else {
        text!("cx-reason-about-points", count = x.round() as u32)
    }
}

/// A term in the player's words.
fn say(obs: &CatastrophesObservation, why: Why) -> Text {
    let scale = obs.scale;
    match why {
        Why::Others(card, target, on_target, all) => {
            if target != obs.me() && on_target >= all / 2.0 {
                text!(
                    "cx-reason-should-cost-them",
                    card = card.text(),
                    target = who(obs, target),
                    scale = scale,
                    points = points(on_target)
                )
            } else {
                text!(
                    "cx-reason-others-cost-more",
                    card = card.text(),
                    target = who(obs, target),
                    scale = scale,
                    points = points(all)
                )
            }
        }
        Why::Spared(card, target, saved) if target == obs.me() => text!(
            "cx-reason-should-save-you",
            card = card.text(),
            scale = scale,
            points = points(saved)
        ),
        Why::Spared(card, target, saved) => text!(
            "cx-reason-yours-costs-less",
            card = card.text(),
            target = who(obs, target),
            points = points(saved)
        ),
        Why::Shed(card, true) => text!("cx-reason-shed-game-may-end", card = card.text()),
        Why::Shed(card, false) => {
            text!("cx-reason-shed-cheaply", card = card.text(), scale = scale)
        }
        Why::DrawCost => text!("cx-reason-draw-one"),
    }
}

/// What avoiding a term of `other` (the next best) means, where it is a loss avoided.
fn avoid(action: &CatastrophesAction, why: Why) -> Option<Text> {
    let drawing = matches!(action, CatastrophesAction::Draw { .. });
    match why {
        Why::Spared(_, _, saved) if drawing && saved < 0.0 => Some(text!(
            "cx-reason-draw-card-would-cost-you",
            points = points(-saved)
        )),
        Why::Others(_, _, _, all) if drawing && all < 0.0 => {
            Some(text!("cx-reason-draw-card-would-spare-others"))
        }
        Why::Spared(_, _, saved) if saved < 0.0 => {
            Some(text!("cx-reason-spares-you", points = points(-saved)))
        }
        Why::Others(_, _, _, all) if all < 0.0 => Some(text!("cx-reason-spares-nobody")),
        Why::DrawCost => match action {
            CatastrophesAction::Place { card, .. } => {
                Some(text!("cx-reason-costs-nothing", card = card.text()))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The face-down cards with the ones this seat cannot see guessed from `unseen`.
fn guess_face_down(
    obs: &CatastrophesObservation,
    unseen: &[Card],
    rng: &mut GameRng,
) -> Vec<Option<Placed>> {
    let mut pool = unseen.to_vec();
    rng.shuffle(&mut pool);
    obs.face_down
        .iter()
        .map(|v| {
            v.map(|v| Placed {
                card: v
                    .card
                    .unwrap_or_else(|| pool.pop().expect("unseen cards to guess from")),
                by: v.by,
            })
        })
        .collect()
}

/// A whole table consistent with `obs` ([`Search::sample`]), with a generator of its own.
pub fn sample_table(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
) -> TableSnapshot<CatastrophesSnapshot, CatastrophesAction> {
    let s = Catastrophes::sample(obs, rng);
    let n = s.seats();
    let seed = rng.next_u64();
    let setup = TableSetup {
        game: super::INFO.id,
        seats: (0..n)
            .map(|i| SeatSetup {
                name: format!("Seat {}", i + 1),
                colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                kind: SeatKind::Bot(BotLevel::Normal),
            })
            .collect(),
        variants: if obs.wild_cats {
            vec![WILD_CATS.into()]
        } else {
            Vec::new()
        },
        seed,
        // Only `start` reads the level; a restored table carries its own deck.
        level: Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    };
    TableSnapshot::new(
        setup,
        GameRng::seeded(seed),
        CatastrophesSnapshot {
            cats: s.cats,
            pile: s.pile,
            scale: s.scale,
            first_player: s.first,
            round: s.round,
            rules: Arc::unwrap_or_clone(s.rules),
            last_reveal: Vec::new(),
            end: None,
        },
    )
}

/// Lets the other seats play the rest of round `round` with `bot`.
fn finish_round(sim: &mut GameSim<Catastrophes>, round: u32, bot: &mut NormalBot) {
    while let Some(seat) = sim.to_act() {
        if super::state(sim.world()).round.round != round {
            break;
        }
        let action = sim.bot_choice(seat, bot);
        sim.apply(seat, action).expect("bots choose legal actions");
    }
}

/// The punishment balance for `me` on `sim`: cards still in hand count with `weight` while the
/// game goes on (at its end they are already in the punishment).
fn balance(sim: &GameSim<Catastrophes>, me: SeatId, weight: f64) -> f64 {
    let over = sim.outcome().is_some();
    let value: Vec<f64> = super::state(sim.world())
        .cats
        .iter()
        .map(|c| {
            let hand: u32 = c.hand.0.iter().map(|card| card.hand_points()).sum();
            c.punishment as f64 + if over { 0.0 } else { weight * hand as f64 }
        })
        .collect();
    let others: f64 = (0..value.len())
        .filter(|&i| i != me.index())
        .map(|i| value[i])
        .sum();
    others / (value.len() - 1) as f64 - value[me.index()]
}

thread_local! {
    /// One headless table per thread, reused by every Hard decision on it.
    static SIM: std::cell::RefCell<Option<GameSim<Catastrophes>>> =
        const { std::cell::RefCell::new(None) };
}
