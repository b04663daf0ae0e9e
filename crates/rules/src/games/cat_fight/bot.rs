//! Cat Fight bots. Both decide from the seat's observation alone.
//!
//! Normal plans its turn afresh at every decision: it sips when it can, picks the move that
//! ends next to and facing a saucer without being watched (placing blockers first to cut a
//! watcher's line), looks at rivals who are about to sip, and spends its catnip to pull such a
//! rival away.
//!
//! Hard deals the values it cannot see at random with its own generator, then tries Normal's
//! best few actions (and the best catfight, catnip, blocker and sip if those were left out):
//! each is played on a headless table and Normal plays on for every seat for a few rounds,
//! under several dice sequences when dice get rolled. It keeps the action whose end position
//! is best: cream against the best rival's, unseen values counted at their mean.

use super::CatFight;
use super::actions::{CatFightAction, Phase};
use super::board::{Dir, Piece, Position};
use super::components::{Blocker, Cream, CreamPlace, Stocks, Turn};
use super::observation::CatFightObservation;
use crate::core::{
    Bot, BotLevel, Deadline, GameRng, GameSim, SeatId, SeatKind, SeatSetup, TableSetup,
    TableSnapshot, Text,
};
use crate::levels::Level;
use crate::levels::cat_fight::Square;
use crate::text;
use std::cell::RefCell;

/// What ending the turn on a square is worth, in rough "points".
const SIP_NOW: f64 = 60.0;
const SIP_SPOT: f64 = 40.0;
const WATCHED: f64 = 25.0;
const PER_STEP: f64 = 6.0;
const PER_ATTACKER: f64 = 6.0;
const LOOKING_AT_SIPPER: f64 = 20.0;
const LOOKING_AT_CAT: f64 = 4.0;
/// Each open square the cat's line of sight crosses: where nothing else counts, it faces
/// across the board (a cat coming into that line is watched) rather than off its edge. Small
/// enough never to outweigh a step or a cat in view.
const OPEN_VIEW: f64 = 0.4;
const BLOCKER_COST: f64 = 4.0;
const OFF_BOARD: f64 = -30.0;
/// Catnip is worth spending when it pulls at least this much away from the rivals.
const CATNIP_THRESHOLD: f64 = 25.0;

pub struct NormalBot;

impl Bot<CatFight> for NormalBot {
    fn choose(
        &mut self,
        obs: &CatFightObservation,
        rng: &mut GameRng,
        _: Deadline,
    ) -> CatFightAction {
        let ranked = ranked(obs);
        let best = ranked[0].1;
        // Among equally good actions, pick at random so the bot is not predictable.
        let ties: Vec<_> = ranked
            .iter()
            .take_while(|(_, v)| *v >= best - 1e-9)
            .collect();
        ties[rng.below(ties.len())].0
    }

    fn reason(&self, obs: &CatFightObservation, action: &CatFightAction) -> Option<Text> {
        reason(obs, action)
    }
}

/// Legal actions worth considering with Normal's value for each, best first (never empty
/// while the seat has a legal action).
pub fn ranked(obs: &CatFightObservation) -> Vec<(CatFightAction, f64)> {
    ranked_view(&View::of(obs))
}

/// [`ranked`] from a [`View`]: what Expert's playouts use on a search's plain table.
pub(super) fn ranked_view(view: &View) -> Vec<(CatFightAction, f64)> {
    scored(view, false)
        .into_iter()
        .map(|(a, v, _)| (a, v))
        .collect()
}

/// [`ranked`], each action with the terms of its value when `explain`.
fn scored(obs: &View, explain: bool) -> Vec<(CatFightAction, f64, Notes)> {
    let me = obs.me();
    let notes = || Notes::new(explain);
    let mut out: Vec<(CatFightAction, f64, Notes)> = match obs.phase() {
        Phase::Fight(_) => {
            let mut n = notes();
            n.add(0.0, Why::KeepCreams);
            vec![(CatFightAction::AcceptDefeat, 0.0, n)]
        }
        Phase::Face(_) => {
            let pos = obs.position;
            let sq = pos
                .cat(me)
                .square
                .expect("the winner stands on the fight square");
            let ctx = Eval::new(pos, me);
            Dir::ALL
                .into_iter()
                .map(|d| {
                    // An extra turn follows: a saucer faced now can be sipped straight away.
                    let mut p = pos.clone();
                    p.set_cat(me, Some(sq), d);
                    let mut n = notes();
                    let facing_saucer = p.saucer_in_front(sq, d).is_some();
                    if facing_saucer {
                        n.add(15.0, Why::SipNext);
                    }
                    (
                        CatFightAction::Face(d),
                        ctx.spot(&p, sq, d, &mut n) + if facing_saucer { 15.0 } else { 0.0 },
                        n,
                    )
                })
                .collect()
        }
        Phase::Turn(_) => turn_options(obs, explain),
        Phase::Finish(_) => {
            // The cat has acted: drop the catnip now if it pays, else keep it.
            let mut n = notes();
            n.add(0.0, Why::KeepCatnip);
            let mut out = vec![(CatFightAction::EndTurn, 0.0, n)];
            if let Some((sq, v, why)) = best_catnip(obs.position, me)
                && v >= CATNIP_THRESHOLD
            {
                let mut n = notes();
                n.add(v, why);
                out.push((CatFightAction::PlaceCatnip(sq), v, n));
            }
            out
        }
        Phase::Over => Vec::new(),
    };
    // Best first; an action reached by several plans keeps its best value. Moves, entries
    // and turns come straight from the legal list, once each; the rest are checked.
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut seen = Vec::new();
    out.retain(|(a, _, _)| match a {
        CatFightAction::Move { .. } | CatFightAction::Enter { .. } | CatFightAction::Face(_) => {
            true
        }
        other if seen.contains(other) || !obs.legal.contains(other) => false,
        other => {
            seen.push(*other);
            true
        }
    });
    if out.is_empty() {
        out = obs.legal.iter().map(|a| (*a, 0.0, notes())).collect();
    }
    out
}

/// What Normal weighs: a seat's view of the public table and its own legal actions. It reads
/// no cream value, so a search's plain table (`State`) gives the same view as the seat's
/// observation.
pub(super) struct View<'a> {
    pub seat: SeatId,
    pub position: &'a Position,
    pub turn: &'a Turn,
    pub stocks: &'a Stocks,
    pub legal: &'a [CatFightAction],
}

impl<'a> View<'a> {
    fn of(obs: &'a CatFightObservation) -> Self {
        Self {
            seat: obs.me(),
            position: &obs.position,
            turn: &obs.turn,
            stocks: &obs.stocks,
            legal: &obs.legal,
        }
    }

    fn me(&self) -> SeatId {
        self.seat
    }

    fn phase(&self) -> Phase {
        super::actions::phase(self.turn)
    }
}

/// What a term of Normal's value stands for.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Why {
    /// Sips now.
    Sip,
    /// Cuts the lines of the cats that watched it when the turn began, to sip.
    CutToSip,
    /// Blockers spent.
    Blockers,
    /// A cat looks at it where it ends.
    Watched,
    /// Rivals that could pounce on where it ends.
    Pounce,
    /// Ends next to a saucer and facing it.
    SipSpot,
    /// Steps from a sipping spot.
    FarFromCream,
    /// Looks at a cat.
    LooksAtCat,
    /// Looks at a cat facing a saucer.
    LooksAtSipper,
    /// After a won fight, faces a saucer: the extra turn sips.
    SipNext,
    /// The move passes where catnip would catch it.
    CatnipOnTheWay,
    /// A catfight: the chance of winning (beside cream or not).
    FightWin(bool),
    /// A catfight: the chance of leaving the board.
    FightLoss,
    /// A catfight: the victim was about to sip.
    FightDenial,
    /// Catnip: (rivals pulled, of which about to sip).
    Catnip(u8, u8),
    /// Faces across open board rather than off its edge.
    OpenView,
    /// Keeps the catnip.
    KeepCatnip,
    /// Accepts defeat: keeps its creams.
    KeepCreams,
}

/// The terms of a value, kept only when explaining.
type Notes = crate::core::Notes<f64, Why>;

/// A term at least this big is a gain worth naming by itself; smaller ones are named by how
/// the action beats the next best.
const GAIN: f64 = 10.0;

/// A reason as said: one term, two terms joined, or a word on the kind of action.
enum Said {
    One(Why),
    /// The action's main term and where it beats the next best.
    And(Why, Why),
    Plain(Text),
}

/// Why Normal would take `action`: its biggest gain, or where it beats the next best action.
fn reason(obs: &CatFightObservation, action: &CatFightAction) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let all = scored(&View::of(obs), true);
    let (_, value, mine) = all.iter().find(|(a, _, _)| a == action)?;
    let blocker = matches!(action, CatFightAction::PlaceBlocker(_));
    // The best of the actions it beats.
    let other = all
        .iter()
        .filter(|(a, v, _)| a != action && *v < value - 1e-9)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|o| &o.2);
    let main = biggest(mine.list(), GAIN).map(|m| {
        // Facing after a won fight: the extra turn's sip is the point.
        if m == Why::SipSpot && mine.list().iter().any(|t| t.1 == Why::SipNext) {
            Why::SipNext
        } else {
            m
        }
    });
    let edge = other.and_then(|o| edge(mine.list(), o.list()));
    let said = match (main, edge) {
        (Some(m), Some(e))
            if !same(&m, &e.why())
                && other.is_some_and(|o| sum_of(mine.list(), &m) <= sum_of(o.list(), &m)) =>
        {
            match said_edge(e) {
                Some(t) => Said::And(m, t),
                None => Said::One(m),
            }
        }
        (Some(m), _) => Said::One(m),
        (None, Some(e)) => said_edge(e)
            .map(Said::One)
            .unwrap_or_else(|| fallback(mine.list(), action)),
        (None, None) => fallback(mine.list(), action),
    };
    // A cat coming onto the board enters where its turn ends.
    let enters = matches!(action, CatFightAction::Enter { .. });
    Some(match said {
        Said::One(w) => match (place(w, blocker), enters) {
            (Some(at), true) => text!("cf-reason-enters", at = at),
            _ => say(w, blocker, false),
        },
        Said::And(m, t) => match (place(m, blocker), place(t, blocker)) {
            // "Ends next to a saucer…, and where no cat is looking at you".
            (Some(at), Some(also)) if enters => {
                text!("cf-reason-enters-and", at = at, also = also)
            }
            (Some(at), Some(also)) => text!("cf-reason-ends-and", at = at, also = also),
            (Some(at), None) if enters => text!(
                "cf-reason-and",
                first = text!("cf-reason-enters", at = at),
                then = say(t, blocker, true)
            ),
            _ => text!(
                "cf-reason-and",
                first = say(m, blocker, false),
                then = say(t, blocker, true)
            ),
        },
        Said::Plain(t) => t,
    })
}

/// The biggest term of at least `least`.
fn biggest(list: &[(f64, Why)], least: f64) -> Option<Why> {
    list.iter()
        .filter(|(v, _)| *v >= least)
        .fold(None::<(f64, Why)>, |b, &t| match b {
            Some(b) if b.0 >= t.0 => Some(b),
            _ => Some(t),
        })
        .map(|t| t.1)
}

/// The action's biggest positive term, else a word on the kind of action.
fn fallback(list: &[(f64, Why)], action: &CatFightAction) -> Said {
    if let Some(w) = biggest(list, 1e-9) {
        return Said::One(w);
    }
    // Ending the turn and accepting defeat weigh nothing: they are what is left.
    if let Some(&(_, w)) = list
        .iter()
        .find(|t| matches!(t.1, Why::KeepCatnip | Why::KeepCreams))
    {
        return Said::One(w);
    }
    Said::Plain(match action {
        CatFightAction::Enter { .. } => text!("cf-reason-any-blue-square"),
        CatFightAction::Move { .. } | CatFightAction::Face(_) => text!("cf-reason-as-good-as-any"),
        _ => text!("cf-reason-nothing-better"),
    })
}

use crate::core::bot::{Edge, edge, same_kind as same, sum_of};

/// The term an edge names (the gain, or the loss it avoids), if it can be said.
fn said_edge(e: Edge<Why>) -> Option<Why> {
    match e {
        Edge::Has(w) => Some(w),
        Edge::Avoids(w) => avoided(w).then_some(w),
    }
}

/// Where the turn ends, for a term that is about that ("where no cat is looking at you"):
/// said after "Ends" (or "Enters"), and two of them under one verb. `blocker`: the action
/// places a blocker before the move these terms are about.
fn place(why: Why, blocker: bool) -> Option<Text> {
    match why {
        Why::Watched | Why::Pounce if blocker => None,
        Why::Watched => Some(text!("cf-reason-at-unwatched")),
        Why::Pounce => Some(text!("cf-reason-at-fewer-pouncers")),
        Why::SipSpot => Some(text!("cf-reason-at-saucer")),
        _ => None,
    }
}

/// A term in the player's words. `blocker`: the action places a blocker before the move
/// these terms are about. `joined`: the clause follows another ("…, and keeps your blockers
/// for later"), so it starts in lower case where the language asks.
fn say(why: Why, blocker: bool, joined: bool) -> Text {
    let joined = i64::from(joined);
    if let Some(at) = place(why, blocker) {
        return text!("cf-reason-ends", at = at, joined = joined);
    }
    match why {
        Why::Sip => text!("cf-reason-sip", joined = joined),
        Why::CutToSip => text!("cf-reason-cut-to-sip", joined = joined),
        Why::Blockers => text!("cf-reason-keep-blockers", joined = joined),
        Why::Watched | Why::Pounce => text!("cf-reason-cut-watcher", joined = joined),
        Why::FarFromCream => text!("cf-reason-closer", joined = joined),
        Why::LooksAtCat => text!("cf-reason-looks-at-cat", joined = joined),
        Why::LooksAtSipper => text!("cf-reason-looks-at-sipper", joined = joined),
        Why::SipNext => text!("cf-reason-sip-next", joined = joined),
        Why::OpenView => text!("cf-reason-open-view", joined = joined),
        Why::CatnipOnTheWay => text!("cf-reason-clear-of-catnip", joined = joined),
        Why::FightWin(true) => text!("cf-reason-fight-by-saucer", joined = joined),
        Why::FightWin(false) => text!("cf-reason-fight", joined = joined),
        Why::FightLoss => text!("cf-reason-no-fight", joined = joined),
        Why::FightDenial => text!("cf-reason-fight-sipper", joined = joined),
        Why::Catnip(n, 0) if n >= 2 => {
            text!("cf-reason-catnip-brawl", count = n, joined = joined)
        }
        Why::Catnip(_, k) if k >= 1 => {
            text!("cf-reason-catnip-sippers", count = k, joined = joined)
        }
        Why::Catnip(..) => text!("cf-reason-catnip-rivals", joined = joined),
        Why::KeepCatnip => text!("cf-reason-keep-catnip", joined = joined),
        Why::KeepCreams => text!("cf-reason-accept-defeat", joined = joined),
        // Said by `place` above.
        Why::SipSpot => unreachable!("where the turn ends is said with its place"),
    }
}

/// Whether avoiding a term the next best action has is a loss avoided, worth saying.
fn avoided(why: Why) -> bool {
    matches!(
        why,
        Why::Watched
            | Why::Pounce
            | Why::FarFromCream
            | Why::CatnipOnTheWay
            | Why::FightLoss
            | Why::Blockers
    )
}

/// What Normal needs about the board once per decision.
struct Eval {
    me: SeatId,
    /// How far each square is from a sipping spot.
    dist: Vec<u8>,
    /// How many rivals could pounce on each square (my cat lifted off the board).
    pounce: Vec<u8>,
}

impl Eval {
    fn new(pos: &Position, me: SeatId) -> Self {
        let mut lifted = pos.clone();
        lifted.set_cat(me, None, Dir::N);
        let mut pounce = vec![0u8; pos.width as usize * pos.height as usize];
        for c in pos.cats.iter().filter(|c| c.seat != me) {
            for sq in lifted.queen_moves(c.seat) {
                pounce[pos.index_of(sq)] += 1;
            }
        }
        Self {
            me,
            dist: pos.sip_distance(),
            pounce,
        }
    }

    /// What it is worth for my cat to end the turn on `sq` facing `facing`, `pos` having my
    /// cat there already.
    fn spot(&self, pos: &Position, sq: Square, facing: Dir, n: &mut Notes) -> f64 {
        self.placed(pos, sq, n) + self.facing(pos, sq, facing, n)
    }

    /// The part that does not depend on facing: who watches me, who can pounce.
    fn placed(&self, pos: &Position, sq: Square, n: &mut Notes) -> f64 {
        let mut v = 0.0;
        if !pos.watchers(self.me).is_empty() {
            v -= WATCHED;
            n.add(-WATCHED, Why::Watched);
        }
        let pounce = PER_ATTACKER * f64::from(self.pounce[pos.index_of(sq)]);
        if pounce > 0.0 {
            n.add(-pounce, Why::Pounce);
        }
        v - pounce
    }

    fn facing(&self, pos: &Position, sq: Square, facing: Dir, n: &mut Notes) -> f64 {
        let mut v = if pos.saucer_in_front(sq, facing).is_some() {
            n.add(SIP_SPOT, Why::SipSpot);
            SIP_SPOT
        } else {
            let d = self.dist[pos.index_of(sq)];
            let far = -PER_STEP * f64::from(d.max(1));
            n.add(far, Why::FarFromCream);
            far
        };
        let (open, first) = pos.ray(sq, facing);
        let view = OPEN_VIEW * open.len() as f64;
        v += view;
        n.add(view, Why::OpenView);
        if let Some((_, Piece::Cat(other))) = first {
            v += LOOKING_AT_CAT;
            n.add(LOOKING_AT_CAT, Why::LooksAtCat);
            if pos.faced_saucer(other).is_some() {
                v += LOOKING_AT_SIPPER;
                n.add(LOOKING_AT_SIPPER, Why::LooksAtSipper);
            }
        }
        v
    }
}

/// What a cat ready to sip is worth before it sips, in creams of the mean unseen value.
pub(super) const READY_TO_SIP: f64 = 0.6;

/// Each seat's cream as `me` can count it, into `worth`: its own creams (`known`, by id) at
/// their value, every other held cream at `mean` (the values a deal gives them are a guess,
/// and judging by them would only add noise).
pub(super) fn counted_cream(
    creams: &[Cream],
    me: SeatId,
    known: &[(u8, u8)],
    mean: f64,
    worth: &mut [f64],
) {
    worth.fill(0.0);
    for c in creams {
        if let CreamPlace::Held(s) = c.place {
            let known = known.iter().find(|k| k.0 == c.id).filter(|_| s == me);
            worth[s.index()] += known.map_or(mean, |k| f64::from(k.1));
        }
    }
}

/// A rival ready to sip next turn (next to and facing cream, nobody watching it).
pub(super) fn sipper(pos: &Position, seat: SeatId) -> bool {
    pos.faced_saucer(seat).is_some() && pos.watchers(seat).is_empty()
}

/// Free non-blue squares on the line from `watcher` to `target` where a blocker cuts it.
fn cut_squares(pos: &Position, watcher: SeatId, target: Square, avoid: &[Square]) -> Vec<Square> {
    let Some(from) = pos.cat(watcher).square else {
        return Vec::new();
    };
    pos.path(from, target)
        .into_iter()
        .filter(|&sq| sq != target && pos.is_free(sq) && !pos.is_blue(sq) && !avoid.contains(&sq))
        .collect()
}

/// A blocker for each line still open from a cat that looked at mine (on `at`) when the turn
/// began, if there is a free square on each and I have enough blockers.
fn start_cuts(obs: &View, at: Square, have: u8) -> Option<Vec<Square>> {
    let pos = obs.position;
    let me = obs.me();
    let mut out = Vec::new();
    for w in &obs.turn.watched_at_start {
        if !pos.line_still_open(w.square, w.facing, me) {
            continue;
        }
        let cut = pos
            .path(w.square, at)
            .into_iter()
            .find(|&sq| sq != at && pos.is_free(sq) && !pos.is_blue(sq))?;
        out.push(cut);
    }
    (out.len() <= have as usize).then_some(out)
}

/// Blockers that cut every watcher's line to my cat on `sq`, if I have enough.
fn shield(
    pos: &Position,
    me: SeatId,
    sq: Square,
    avoid: &[Square],
    have: u8,
) -> Option<Vec<Square>> {
    let mut out = Vec::new();
    for w in pos.watchers(me) {
        let cut = cut_squares(pos, w, sq, avoid);
        out.push(*cut.last()?);
    }
    (out.len() <= have as usize).then_some(out)
}

fn turn_options(obs: &View, explain: bool) -> Vec<(CatFightAction, f64, Notes)> {
    let me = obs.me();
    let pos = obs.position;
    let eval = Eval::new(pos, me);
    let notes = || Notes::new(explain);
    let Some(from) = pos.cat(me).square else {
        // Entering: the best free blue square and facing.
        let mut out = Vec::new();
        let mut p = pos.clone();
        for a in obs.legal {
            if let CatFightAction::Enter { square, facing } = *a {
                p.set_cat(me, Some(square), facing);
                let mut n = notes();
                let v = eval.spot(&p, square, facing, &mut n);
                out.push((*a, v, n));
            }
        }
        return out;
    };
    let stock = obs.stocks.seats[me.index()];
    let mut out = Vec::new();
    if obs.legal.contains(&CatFightAction::Sip) {
        let mut n = notes();
        n.add(SIP_NOW, Why::Sip);
        out.push((CatFightAction::Sip, SIP_NOW, n));
    } else if obs.turn.sip_from.is_some() && pos.faced_saucer(me) == obs.turn.sip_from {
        // Looked at when the turn began, at a saucer: cut those lines, then sip.
        if let Some(cuts) = start_cuts(obs, from, stock.blockers)
            && let Some(&first) = cuts.first()
        {
            let cost = BLOCKER_COST * cuts.len() as f64;
            let mut n = notes();
            n.add(SIP_NOW, Why::CutToSip);
            n.add(-cost, Why::Blockers);
            out.push((CatFightAction::PlaceBlocker(first), SIP_NOW - cost, n));
        }
    }
    // Moves, grouped by destination: what does not depend on facing is worked out once.
    let mut dests: Vec<Square> = Vec::new();
    for a in obs.legal {
        if let CatFightAction::Move { to, .. } = *a
            && !dests.contains(&to)
        {
            dests.push(to);
        }
    }
    // One copy of the board, my cat moved about on it.
    let mut p = pos.clone();
    for to in dests {
        let path = pos.path(from, to);
        if let Some(Piece::Cat(victim)) = pos.piece(to) {
            out.extend(fight_options(pos, to, victim, explain));
            continue;
        }
        p.set_cat(me, None, Dir::N);
        if path.iter().any(|&sq| p.sees_catnip_from(sq)) {
            // Catnip would catch us on the way: a poor move, but not an illegal one.
            for d in Dir::ALL {
                let mut n = notes();
                n.add(-20.0, Why::CatnipOnTheWay);
                out.push((CatFightAction::Move { to, facing: d }, -20.0, n));
            }
            continue;
        }
        p.set_cat(me, Some(to), Dir::N);
        let mut base_notes = notes();
        let base = eval.placed(&p, to, &mut base_notes);
        let shielded = (base <= -WATCHED)
            .then(|| shield(&p, me, to, &path, stock.blockers))
            .flatten()
            .map(|cuts| {
                let mut q = p.clone();
                for &c in &cuts {
                    q.add_blocker(Blocker {
                        square: c,
                        owner: me,
                    });
                }
                let mut n = notes();
                let cost = BLOCKER_COST * cuts.len() as f64;
                let v = eval.placed(&q, to, &mut n) - cost;
                n.add(-cost, Why::Blockers);
                (cuts[0], v, n)
            });
        for d in Dir::ALL {
            p.set_cat(me, Some(to), d);
            let mut facing_notes = notes();
            let f = eval.facing(&p, to, d, &mut facing_notes);
            let mut n = base_notes.clone();
            n.extend(&facing_notes);
            out.push((CatFightAction::Move { to, facing: d }, base + f, n));
            if let Some((cut, v, shield_notes)) = &shielded
                && *v > base
            {
                let mut n = shield_notes.clone();
                n.extend(&facing_notes);
                out.push((CatFightAction::PlaceBlocker(*cut), v + f, n));
            }
        }
    }
    // Turning in place (a cat nobody watches, or a boxed-in one): weighed like a move that
    // ends where the cat stands, who watches it and who can pounce included.
    p = pos.clone();
    for a in obs.legal {
        if let CatFightAction::Face(d) = *a {
            p.set_cat(me, Some(from), d);
            let mut n = notes();
            let v = eval.spot(&p, from, d, &mut n);
            out.push((*a, v, n));
        }
    }
    if !stock.catnip_used
        && let Some((sq, v, why)) = best_catnip(pos, me)
        && v >= CATNIP_THRESHOLD
    {
        let mut n = notes();
        n.add(v, why);
        out.push((
            CatFightAction::PlaceCatnip(sq),
            out.iter().map(|o| o.1).fold(f64::MIN, f64::max) + 1.0,
            n,
        ));
    }
    out
}

/// A catfight by moving onto `victim`: half the time I win (turn freely, extra turn: a sip
/// if the square is next to cream), half the time I leave the board; either way the victim
/// may be knocked off its saucer.
fn fight_options(
    pos: &Position,
    to: Square,
    victim: SeatId,
    explain: bool,
) -> Vec<(CatFightAction, f64, Notes)> {
    let next_to_cream = Dir::ALL
        .into_iter()
        .any(|d| pos.saucer_in_front(to, d).is_some());
    let win = if next_to_cream { SIP_NOW } else { 10.0 };
    let denial = if sipper(pos, victim) {
        LOOKING_AT_SIPPER + 10.0
    } else {
        0.0
    };
    let v = 0.5 * win + 0.5 * OFF_BOARD + 0.5 * denial;
    let mut n = Notes::new(explain);
    n.add(0.5 * win, Why::FightWin(next_to_cream));
    n.add(0.5 * OFF_BOARD, Why::FightLoss);
    if denial > 0.0 {
        n.add(0.5 * denial, Why::FightDenial);
    }
    // The winner faces anew, so the facing chosen with the move does not matter.
    Dir::ALL
        .into_iter()
        .map(|d| (CatFightAction::Move { to, facing: d }, v, n.clone()))
        .collect()
}

/// The catnip square that pulls the most away from rivals without drawing my own cat, and
/// what it pulls.
fn best_catnip(pos: &Position, me: SeatId) -> Option<(Square, f64, Why)> {
    let mut best: Option<(Square, f64, Why)> = None;
    for sq in pos.squares().filter(|&sq| pos.is_free(sq)) {
        let drawn = pos.lines_to(sq);
        if drawn.is_empty() || drawn.iter().any(|(s, _)| *s == me) {
            continue;
        }
        let mut v: f64 = drawn
            .iter()
            .map(|(s, _)| if sipper(pos, *s) { 30.0 } else { 5.0 })
            .sum();
        if drawn.len() >= 2 {
            // Rivals fight each other: one or more leave the board.
            v += 10.0 * (drawn.len() - 1) as f64;
        }
        if best.is_none_or(|b| v > b.1) {
            let sippers = drawn.iter().filter(|(s, _)| sipper(pos, *s)).count();
            best = Some((sq, v, Why::Catnip(drawn.len() as u8, sippers as u8)));
        }
    }
    best
}

/// Hard: rollouts over Normal's best few actions.
pub struct HardBot {
    /// Normal's best actions tried at each decision (plus the best of each kind left out).
    pub candidates: usize,
}

impl Default for HardBot {
    fn default() -> Self {
        Self { candidates: 8 }
    }
}

/// Dice seeds tried per candidate, and turns played before judging, by table size: bigger
/// tables fight more (more dice to sample) and each turn costs more, so they look less far.
fn effort(seats: usize) -> (usize, u32) {
    match seats {
        2 => (8, 12),
        3 => (4, 10),
        _ => (3, 10),
    }
}

thread_local! {
    /// One headless table per thread, reused by every Hard decision on it.
    static SIM: RefCell<Option<GameSim<CatFight>>> = const { RefCell::new(None) };
}

impl Bot<CatFight> for HardBot {
    fn choose(
        &mut self,
        obs: &CatFightObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> CatFightAction {
        let me = obs.me();
        let mut cands: Vec<CatFightAction> = match obs.phase() {
            Phase::Fight(_) => {
                // Fight on by giving up the cheapest cream, or accept defeat.
                let mut c = vec![CatFightAction::AcceptDefeat];
                if let Some(&(id, _)) = obs.own_creams.iter().min_by_key(|c| c.1) {
                    c.push(CatFightAction::SacrificeCream(id));
                }
                c
            }
            _ => candidates(obs, self.candidates),
        };
        cands.retain(|a| obs.legal.contains(a));
        if cands.len() <= 1 {
            return cands.first().copied().unwrap_or(obs.legal[0]);
        }
        let setup = rollout_setup(obs);
        let mean = obs.unseen_mean();
        // The unseen values are dealt once: the table needs some, but no rollout looks at
        // them (Normal never does, and the judge counts unseen creams at their mean).
        let game = obs.determinize(rng);
        let (samples, horizon) = effort(obs.position.cats.len());
        let dice: Vec<u64> = (0..samples).map(|_| rng.next_u64()).collect();
        // Per candidate: the sum of its rollouts and how many; `settled` once a rollout rolled
        // no die (every other sample would play out the same) or the candidate was refused.
        let mut sums = vec![0.0; cands.len()];
        let mut counts = vec![0u32; cands.len()];
        let mut settled = vec![false; cands.len()];
        SIM.with(|cell| {
            let mut cell = cell.borrow_mut();
            let sim = cell.get_or_insert_with(GameSim::<CatFight>::empty);
            for (k, &seed) in dice.iter().enumerate() {
                // Past its time box the bot answers with the samples it has: each candidate has
                // had as many, so their means still compare.
                if k > 0 && deadline.passed() {
                    break;
                }
                for (i, &cand) in cands.iter().enumerate() {
                    if settled[i] {
                        continue;
                    }
                    // Same dice for every candidate: only the choice differs.
                    let before = GameRng::seeded(seed);
                    sim.restore(&TableSnapshot::new(
                        setup.clone(),
                        before.clone(),
                        game.clone(),
                    ));
                    if !rollout(sim, me, cand, obs.turn.number + horizon) {
                        sums[i] = f64::MIN;
                        counts[i] = 1;
                        settled[i] = true;
                        continue;
                    }
                    sums[i] += judge(sim, me, &obs.own_creams, mean);
                    counts[i] += 1;
                    if k == 0 && *sim.world().resource::<GameRng>() == before {
                        settled[i] = true;
                    }
                }
            }
        });
        let value = |i: usize| sums[i] / f64::from(counts[i].max(1));
        let best = (0..cands.len())
            .max_by(|&a, &b| value(a).total_cmp(&value(b)).then(b.cmp(&a)))
            .unwrap_or(0);
        cands[best]
    }
}

/// Plays `cand`, then Normal for every seat until turn `stop` is over. False if `cand` is
/// refused.
fn rollout(sim: &mut GameSim<CatFight>, me: SeatId, cand: CatFightAction, stop: u32) -> bool {
    if sim.apply(me, cand).is_err() {
        return false;
    }
    while let Some(seat) = sim.to_act() {
        if super::rules::state(sim.world()).turn.number > stop {
            break;
        }
        // Normal without its coin for ties, so that only the dice make samples differ.
        let a = ranked(&sim.observation(seat))[0].0;
        if sim.apply(seat, a).is_err() {
            break;
        }
    }
    true
}

/// Normal's best `k` actions, at most two facings per square so that different places get
/// tried, plus the best of each kind (sip, catfight, catnip, blocker) if not in yet.
fn candidates(obs: &CatFightObservation, k: usize) -> Vec<CatFightAction> {
    let ranked = ranked(obs);
    let pos = &obs.position;
    let square = |a: &CatFightAction| match *a {
        CatFightAction::Move { to, .. } | CatFightAction::Enter { square: to, .. } => Some(to),
        _ => None,
    };
    let kind = |a: &CatFightAction| match *a {
        CatFightAction::Move { to, .. } if matches!(pos.piece(to), Some(Piece::Cat(_))) => 1,
        CatFightAction::Move { .. } | CatFightAction::Enter { .. } => 0,
        CatFightAction::Sip => 2,
        CatFightAction::PlaceCatnip(_) => 3,
        CatFightAction::PlaceBlocker(_) => 4,
        _ => 5,
    };
    let mut out: Vec<CatFightAction> = Vec::new();
    for (a, _) in &ranked {
        if out.len() == k {
            break;
        }
        let here = square(a);
        if here.is_none() || out.iter().filter(|b| square(b) == here).count() < 2 {
            out.push(*a);
        }
    }
    for want in 1..=4 {
        if !out.iter().any(|a| kind(a) == want)
            && let Some((a, _)) = ranked.iter().find(|(a, _)| kind(a) == want)
        {
            out.push(*a);
        }
    }
    out
}

/// A table like the observed one, for rollouts (only the board and the seat count matter).
fn rollout_setup(obs: &CatFightObservation) -> TableSetup {
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
        level: Level::CatFightBoard(obs.board.clone()),
    }
}

/// How well `me` stands at the end of a rollout: cream against the best rival's, plus a
/// little for a cat ready to sip. Creams are counted at their known value (my own from before
/// the decision) or at the mean of the unseen values: the values dealt for the rollout are a
/// guess, and judging by them would only add noise.
fn judge(sim: &GameSim<CatFight>, me: SeatId, known: &[(u8, u8)], mean: f64) -> f64 {
    let s = super::rules::state(sim.world());
    let pos = &s.pos;
    let mut worth = vec![0.0; pos.cats.len()];
    counted_cream(&s.creams, me, known, mean, &mut worth);
    let rival = |w: &[f64]| {
        (0..w.len())
            .filter(|&s| s != me.index())
            .map(|s| w[s])
            .fold(f64::MIN, f64::max)
    };
    let mut v = worth[me.index()] - rival(&worth);
    if sim.outcome().is_none() {
        let ready: Vec<f64> = pos
            .cats
            .iter()
            .map(|c| {
                if sipper(pos, c.seat) {
                    READY_TO_SIP * mean
                } else {
                    0.0
                }
            })
            .collect();
        v += ready[me.index()] - rival(&ready);
    }
    v
}
