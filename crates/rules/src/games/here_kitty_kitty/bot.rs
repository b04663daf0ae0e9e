//! Normal and Hard bots. Both decide on their seat's observation alone: the cards they cannot
//! see (the other hands, the deck) are dealt at random from the cards in play minus those they
//! have seen, and the actions are tried on that guessed table with the rules' own engine.

use super::actions::{HereKittyKittyAction, legal};
use super::components::*;
use super::engine::{Engine, State};
use super::observation::HereKittyKittyObservation;
use super::scoring;
use crate::core::search::{Search, wander};
use crate::core::table::Recorder;
use crate::core::{Bot, Deadline, Deck, GameRng, Reshuffle, SeatId, Text};
use crate::levels::here_kitty_kitty::{Effect, Zone};
use crate::text;

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
    fn choose(
        &mut self,
        obs: &HereKittyKittyObservation,
        rng: &mut GameRng,
        _: Deadline,
    ) -> HereKittyKittyAction {
        let ranked = rank(obs, rng, self.samples);
        ranked[0].0.clone()
    }

    fn reason(
        &self,
        obs: &HereKittyKittyObservation,
        action: &HereKittyKittyAction,
    ) -> Option<Text> {
        reason(obs, action, self.samples)
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
    fn choose(
        &mut self,
        obs: &HereKittyKittyObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> HereKittyKittyAction {
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
fn rank(
    obs: &HereKittyKittyObservation,
    rng: &mut GameRng,
    samples: usize,
) -> Vec<(HereKittyKittyAction, f64)> {
    rank_with(obs, rng, samples, false)
        .into_iter()
        .map(|(a, v, _)| (a, v))
        .collect()
}

/// [`rank`], each action with, when `explain`, the mean change of each term of its value
/// from the position before it.
fn rank_with(
    obs: &HereKittyKittyObservation,
    rng: &mut GameRng,
    samples: usize,
    explain: bool,
) -> Vec<(HereKittyKittyAction, f64, Vec<(f64, Why)>)> {
    assert!(
        !obs.legal.is_empty(),
        "a bot was asked to act with no legal action"
    );
    if obs.legal.len() == 1 {
        return vec![(obs.legal[0].clone(), 0.0, Vec::new())];
    }
    let me = obs.me();
    let mut scores = vec![0.0; obs.legal.len()];
    let mut changes: Vec<Vec<(f64, Why)>> = vec![Vec::new(); obs.legal.len()];
    for _ in 0..samples.max(1) {
        let table = determinize(obs, rng);
        let seed = rng.next_u64();
        let mut before = Notes::new(explain);
        if explain {
            value_with(&table, me, &mut before);
        }
        for (i, action) in obs.legal.iter().enumerate() {
            let mut s = table.clone();
            let mut dice = GameRng::seeded(seed);
            step(&mut s, &mut dice, me, action.clone());
            follow(&mut s, &mut dice);
            let mut after = Notes::new(explain);
            scores[i] += value_with(&s, me, &mut after);
            if explain {
                for (v, w) in after.list() {
                    add_to(&mut changes[i], *v, *w);
                }
                for (v, w) in before.list() {
                    add_to(&mut changes[i], -*v, *w);
                }
            }
        }
    }
    let k = samples.max(1) as f64;
    let mut ranked: Vec<(HereKittyKittyAction, f64, Vec<(f64, Why)>)> = obs
        .legal
        .iter()
        .cloned()
        .zip(scores)
        .zip(changes)
        .map(|((a, v), mut c)| {
            for t in &mut c {
                t.0 /= k;
            }
            (a, v, c)
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

/// Adds `v` to the term `w` of `list`.
fn add_to(list: &mut Vec<(f64, Why)>, v: f64, w: Why) {
    match list.iter_mut().find(|t| t.1 == w) {
        Some(t) => t.0 += v,
        None => list.push((v, w)),
    }
}

/// Applies one action and everything that follows by itself.
fn step(s: &mut State, rng: &mut GameRng, seat: SeatId, action: HereKittyKittyAction) {
    let mut e = Engine::new(s, rng, Recorder::quiet());
    e.apply(seat, action);
    e.settle();
}

/// The seat asked now on `s`, and whether it is a turn's action (rather than a card's choice
/// or a window).
fn asked(s: &State) -> Option<(SeatId, bool)> {
    let seat = <super::HereKittyKitty as Search>::asked(s)?;
    Some((seat, matches!(s.turn.steps.last(), Some(Step::Action))))
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
            HereKittyKittyAction::Pass
        } else {
            greedy(s, rng, seat, false)
        };
        step(s, rng, seat, action);
    }
}

/// The action of `seat` that leaves the best position right after it (followed through the
/// card's choices when `deep`).
fn greedy(s: &State, rng: &mut GameRng, seat: SeatId, deep: bool) -> HereKittyKittyAction {
    let options = legal(&s.view(), seat);
    if options.len() == 1 {
        return options[0].clone();
    }
    options[best(s, rng, seat, &options, deep)].clone()
}

/// The index of [`greedy`]'s pick among `options` (at least two): each is tried on a copy of
/// `s` with the same dice.
fn best(
    s: &State,
    rng: &mut GameRng,
    seat: SeatId,
    options: &[HereKittyKittyAction],
    deep: bool,
) -> usize {
    let seed = rng.next_u64();
    let mut top = (f64::NEG_INFINITY, 0);
    for (i, a) in options.iter().enumerate() {
        let mut t = s.clone();
        let mut dice = GameRng::seeded(seed);
        step(&mut t, &mut dice, seat, a.clone());
        if deep {
            follow(&mut t, &mut dice);
        }
        let v = value(&t, seat);
        if v > top.0 + 1e-9 {
            top = (v, i);
        }
    }
    top.1
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

/// Expert's playout step: the action that leaves the best position by Normal's value once the
/// card's choices that follow it are made (as Normal and Hard judge), on the playout's own
/// deal (which shows every card), the dice of the step shared by every action; one step in ten
/// at random. The index in `legal`.
pub(super) fn playout_choice(
    s: &State,
    seat: SeatId,
    legal: &[HereKittyKittyAction],
    rng: &mut GameRng,
) -> usize {
    if let Some(i) = wander(legal.len(), rng) {
        return i;
    }
    best(s, rng, seat, legal, true)
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
    value_with(s, seat, &mut Notes::new(false))
}

/// [`value`], noting its terms for `seat` when `notes` keeps them.
fn value_with(s: &State, seat: SeatId, notes: &mut Notes) -> f64 {
    let sheet = scoring::sheet(&s.props);
    let over = s.end.is_some();
    let own: Vec<f64> = s
        .props
        .iter()
        .zip(&sheet)
        .map(|(p, col)| {
            if p.seat == seat {
                standing(s, p, col, notes)
            } else {
                standing(s, p, col, &mut Notes::new(false))
            }
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
    notes.add(-0.5 * mean - 0.5 * max.max(mean), Why::Rivals);
    if over {
        let won = s.end.as_ref().is_some_and(|e| e.winners.contains(&seat));
        v += if won { 50.0 } else { 0.0 };
        notes.add(if won { 50.0 } else { 0.0 }, Why::Won);
    }
    v
}

/// Each seat's standing as Normal weighs it: its sheet, plus while the game goes on the
/// promise of its Yard and Porch, its hand and its tucked cards.
pub(super) fn standings(s: &State) -> Vec<f64> {
    let sheet = scoring::sheet(&s.props);
    s.props
        .iter()
        .zip(&sheet)
        .map(|(p, col)| standing(s, p, col, &mut Notes::new(false)))
        .collect()
}

/// One seat's standing ([`standings`]), its terms noted when `notes` keeps them.
fn standing(s: &State, p: &Property, col: &scoring::Column, notes: &mut Notes) -> f64 {
    let mut v = col.total as f64;
    notes.sheet(col);
    if s.end.is_some() {
        return v;
    }
    // A Yard cat is a step from the Porch; a Porch cat a step from the House.
    let yard = 1.5 * p.zone(Zone::Yard).total() as f64;
    let porch = 0.8 * p.zone(Zone::Porch).total() as f64;
    v += yard + porch;
    let size = 0.6 * p.hand.len() as f64;
    v += size;
    let worth = p
        .hand
        .iter()
        .map(|&c| 0.4 * card_worth(&s.book[c.0 as usize].effect))
        .sum::<f64>();
    v += worth;
    let tucked = p
        .tucked
        .iter()
        .map(|t| match s.book[t.card.0 as usize].effect {
            Effect::Foster { count, .. } => 1.5 * count as f64,
            Effect::Insurance => 1.5,
            Effect::Alarm => 1.0,
            _ => 0.0,
        })
        .sum::<f64>();
    v += tucked;
    notes.add(yard, Why::Yard);
    notes.add(porch, Why::Zone(Zone::Porch));
    notes.add(size + worth, Why::Hand);
    notes.add(tucked, Why::Tucked);
    v
}

/// What a term of Normal's value stands for (the seat's own, but for the rivals').
#[derive(Clone, Copy, Debug, PartialEq)]
enum Why {
    /// The sheet's points for cats in the House or on the Porch.
    Zone(Zone),
    /// 5 for five or more cats of a colour.
    Five(Colour),
    /// 5 for a cat of each colour.
    EachColour,
    /// 3 for the most cats of a colour.
    Most(Colour),
    /// 10 for a House of one colour.
    OneColourHouse,
    /// 2 for the most cats on the Porch.
    BestInShow,
    /// The promise of the Yard's cats.
    Yard,
    /// Cards in hand.
    Hand,
    /// Lasting cards tucked under the property.
    Tucked,
    /// The rivals' sheets and promise (half the mean, half the leader), as a loss.
    Rivals,
    /// The game won.
    Won,
}

/// The terms of a value, kept only when explaining.
type Notes = crate::core::Notes<f64, Why>;

/// Notes a column of the sheet, row by row.
trait SheetNotes {
    fn sheet(&mut self, col: &scoring::Column);
}

impl SheetNotes for Notes {
    fn sheet(&mut self, col: &scoring::Column) {
        if !self.explaining() {
            return;
        }
        self.add(col.house as f64, Why::Zone(Zone::House));
        self.add(col.porch as f64, Why::Zone(Zone::Porch));
        for c in Colour::ALL {
            let i = c as usize;
            self.add(
                (col.five[i] as u32 * scoring::FIVE_OF_A_COLOUR) as f64,
                Why::Five(c),
            );
            self.add(
                (col.most[i] as u32 * scoring::MOST_OF_A_COLOUR) as f64,
                Why::Most(c),
            );
        }
        self.add(
            (col.each_colour as u32 * scoring::EACH_COLOUR) as f64,
            Why::EachColour,
        );
        self.add(
            (col.one_colour_house as u32 * scoring::ONE_COLOUR_HOUSE) as f64,
            Why::OneColourHouse,
        );
        self.add(
            (col.best_in_show as u32 * scoring::BEST_IN_SHOW) as f64,
            Why::BestInShow,
        );
    }
}

/// A change at least this big (in sheet points) is named by itself; smaller ones by how the
/// action beats the next best.
const GAIN: f64 = 1.0;

/// Why Normal would take `action`: its biggest gain over the position before it, or where it
/// beats the next best action. The hidden cards are dealt with a generator of its own, fixed,
/// so the same observation always gets the same words.
fn reason(
    obs: &HereKittyKittyObservation,
    action: &HereKittyKittyAction,
    samples: usize,
) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let all = rank_with(obs, &mut GameRng::seeded(0x4849_4e54), samples, true);
    let (_, value, mine) = all.iter().find(|(a, _, _)| a == action)?;
    let main = mine
        .iter()
        .filter(|(v, _)| *v >= GAIN)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|t| t.1);
    if let Some(m) = main {
        return Some(gain(m, obs, action));
    }
    // Where it beats the best of the actions it beats.
    let other = all
        .iter()
        .filter(|(a, v, _)| a != action && *v < value - 1e-9)
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((alt, _, theirs)) = other {
        let of = |list: &[(f64, Why)], w: Why| list.iter().find(|t| t.1 == w).map_or(0.0, |t| t.0);
        let mut best: Option<(f64, Why)> = None;
        for &(_, w) in mine.iter().chain(theirs) {
            let d = of(mine, w) - of(theirs, w);
            if d > 0.05 && best.is_none_or(|b| d > b.0) {
                best = Some((d, w));
            }
        }
        if let Some((d, w)) = best {
            return Some(if of(mine, w) > 0.05 {
                gain(w, obs, action)
            } else {
                spare(w, d, alt)
            });
        }
    }
    // The biggest gain however small, else what is left.
    if let Some(&(_, w)) = mine
        .iter()
        .filter(|(v, _)| *v > 0.05)
        .max_by(|a, b| a.0.total_cmp(&b.0))
    {
        return Some(gain(w, obs, action));
    }
    Some(match action {
        HereKittyKittyAction::Pass => text!("hkk-reason-nothing-helps"),
        HereKittyKittyAction::Stop => text!("hkk-reason-stop"),
        _ => text!("hkk-reason-as-good-as-any"),
    })
}

/// Whether an action is a pass (in a window: letting the card through), as the reasons'
/// messages select it.
fn pass_or_other(action: &HereKittyKittyAction) -> &'static str {
    match action {
        HereKittyKittyAction::Pass => "pass",
        _ => "other",
    }
}

/// A term that grows, in the player's words (`action` "pass": letting the card through does it).
fn gain(why: Why, obs: &HereKittyKittyObservation, action: &HereKittyKittyAction) -> Text {
    let action = pass_or_other(action);
    match why {
        Why::Zone(Zone::House) => text!("hkk-reason-house", action = action),
        Why::Zone(_) => text!("hkk-reason-porch", action = action),
        Why::Five(c) => text!("hkk-reason-five", action = action, colour = c.name()),
        Why::EachColour => text!("hkk-reason-each-colour", action = action),
        Why::Most(c) => text!("hkk-reason-most", action = action, colour = c.name()),
        Why::OneColourHouse => text!("hkk-reason-one-colour-house", action = action),
        Why::BestInShow => text!("hkk-reason-best-in-show", action = action),
        Why::Yard => text!("hkk-reason-yard", action = action),
        Why::Hand => text!("hkk-reason-hand", action = action),
        Why::Tucked => text!("hkk-reason-tucked", action = action),
        // "The other player" with one rival, "your rivals" with more.
        Why::Rivals => text!(
            "hkk-reason-rivals",
            action = action,
            count = obs.seats().saturating_sub(1),
        ),
        Why::Won => text!("hkk-reason-won", action = action),
    }
}

/// A loss the next best action (`alt`) would take and this one spares, in the player's words.
fn spare(why: Why, by: f64, alt: &HereKittyKittyAction) -> Text {
    let alt = pass_or_other(alt);
    let points = by.round().max(1.0) as u32;
    match why {
        Why::Zone(_)
        | Why::Five(_)
        | Why::EachColour
        | Why::Most(_)
        | Why::OneColourHouse
        | Why::BestInShow => text!("hkk-reason-saves-points", count = points, alt = alt),
        Why::Yard => text!("hkk-reason-keeps-yard", alt = alt),
        Why::Hand => text!("hkk-reason-keeps-hand", alt = alt),
        Why::Tucked => text!("hkk-reason-keeps-tucked", alt = alt),
        Why::Rivals => text!("hkk-reason-rivals-less", alt = alt),
        Why::Won => text!("hkk-reason-keeps-chance", alt = alt),
    }
}

/// A whole table consistent with `obs`: the unseen cards shuffled with the bot's own
/// generator and dealt into the other hands and the deck.
pub fn determinize(obs: &HereKittyKittyObservation, rng: &mut GameRng) -> State {
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
