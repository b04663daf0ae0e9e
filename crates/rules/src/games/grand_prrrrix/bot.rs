//! Normal and Hard bots. Both see what a player sees: the whole board, every cat's energy,
//! coins and Purr cards, and the Turn Order cards still to come but not their order.
//!
//! Normal plans its energy for the whole race: a square is worth the turns the rest of the
//! race would still take from it with the energy left, shared out over the legs between the
//! rooms still to visit (an even pace costs least: 2 spaces a turn for 1 energy beats 4 for
//! 6). So energy is worth the turns it saves later, not only on the way to the next room: it
//! sprints only when it can spare the energy, rests where it may while energy would still
//! save turns, and raids the Bowl and the Pillow when the meal or the nap pays for the turn.
//! It weighs spats by their odds, and holds a turn spent standing still for nothing against
//! itself.
//! Asked why (a hint, `Bot::reason`), Normal scores again keeping each part of its score with
//! what it stands for ([`Why`]) and names the biggest gain, or where its choice beats the next
//! best; choosing keeps only the sums, made in the same order, so the words never change a
//! choice.
//! Hard searches: Normal's best few choices, each played forward on several guessed decks
//! and dice for a couple of rounds of Normal play by every cat, keeping the one that leaves
//! its own race best placed on average.

use super::GpAction;
use super::actions::{legal, object_key};
use super::components::*;
use super::observation::GpObservation;
use super::rules::{
    Engine, Goal, HOME_TERRITORY, MEAL, MOUSE_COIN, NEAR_HOME, OPPONENT_RESTING, REST, State, Stay,
};
use crate::core::{Bot, Deadline, GameRng, SeatId, Text};
use crate::levels::grand_prrrrix::{CatKind, Mansion, Object, Place};
use crate::text;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

/// Distances to the rooms: for every seat, over the bare board; for the seat deciding, also
/// round the cats in its way and the squares a cat at the Mouse or the Bowl keeps clear.
pub struct Dist {
    /// `rooms[r][sq]`: steps from `sq` to the nearest square of room `r`.
    rooms: Vec<Vec<u8>>,
    /// `cushions[cat][sq]`.
    cushions: Vec<Vec<u8>>,
    /// The deciding seat's goals, the way things stand: (seat, goal, field).
    pub(super) live: Vec<(SeatId, Goal, Vec<u8>)>,
    /// `gaps[a][b]`: the fewest steps from a square of room `a` into room `b`.
    gaps: Vec<Vec<u8>>,
    /// `home_gaps[a][cat]`: from a square of room `a` onto `cat`'s cushion.
    home_gaps: Vec<Vec<u8>>,
    /// `pace[d][e]`: [`turns_needed`] for `d` spaces with `e` energy.
    pace: Vec<Vec<u8>>,
    /// The turns the legs after a goal take with each amount of energy, by (seat, goal index,
    /// racing backwards): see [`Dist::legs_after`].
    plans: RefCell<HashMap<(SeatId, u8, bool), Rc<Vec<u8>>>>,
}

/// Steps to the nearest of `sources` from every square, not passing `blocked` squares.
fn field(b: &Mansion, sources: &[u16], blocked: &dyn Fn(u16) -> bool) -> Vec<u8> {
    let mut d = vec![u8::MAX; b.squares.len()];
    let mut q = VecDeque::new();
    for &s in sources {
        if !blocked(s) {
            d[s as usize] = 0;
            q.push_back(s);
        }
    }
    while let Some(s) = q.pop_front() {
        for &n in b.links(s) {
            if d[n as usize] == u8::MAX && !blocked(n) {
                d[n as usize] = d[s as usize].saturating_add(1);
                q.push_back(n);
            }
        }
    }
    d
}

fn goal_squares(s: &State, seat: SeatId, goal: Goal) -> Vec<u16> {
    match goal {
        Goal::Room(r) => (0..s.board.squares.len() as u16)
            .filter(|&q| s.board.room_of(q) == Some(r))
            .collect(),
        Goal::Cushion => vec![s.board.cushion(s.cat(seat).kind)],
    }
}

/// The race's `i`-th goal for a cat racing forwards or backwards.
fn goal_at(s: &State, i: u8, backwards: bool) -> Goal {
    let cards = &s.layout.cards;
    let len = cards.len() as u8;
    if i >= len {
        return Goal::Cushion;
    }
    let k = if backwards { len - 1 - i } else { i };
    Goal::Room(cards[k as usize].room)
}

impl Dist {
    pub(super) fn new(s: &State) -> Self {
        let b = &*s.board;
        let open = |_: u16| false;
        let room_squares: Vec<Vec<u16>> = (0..b.rooms.len() as u8)
            .map(|r| {
                (0..b.squares.len() as u16)
                    .filter(|&q| b.room_of(q) == Some(r))
                    .collect()
            })
            .collect();
        let rooms: Vec<Vec<u8>> = room_squares
            .iter()
            .map(|squares| field(b, squares, &open))
            .collect();
        let cushions: Vec<Vec<u8>> = b
            .cushions
            .iter()
            .map(|&(c, _)| field(b, &[c], &open))
            .collect();
        let gap = |from: &[u16], f: &[u8]| from.iter().map(|&q| f[q as usize]).min().unwrap_or(0);
        let gaps = room_squares
            .iter()
            .map(|from| rooms.iter().map(|f| gap(from, f)).collect())
            .collect();
        let home_gaps = room_squares
            .iter()
            .map(|from| cushions.iter().map(|f| gap(from, f)).collect())
            .collect();
        let longest = rooms
            .iter()
            .chain(&cushions)
            .flat_map(|f| f.iter().copied().filter(|&d| d != u8::MAX))
            .max()
            .unwrap_or(0) as usize;
        // Room for the detours round other cats (`Dist::to` doubles a cut-off way).
        let pace = (0..=2 * longest + 8)
            .map(|d| {
                (0..=s.options.max_energy)
                    .map(|e| turns_needed(s, d.min(255) as u8, e) as u8)
                    .collect()
            })
            .collect();
        Self {
            rooms,
            cushions,
            live: Vec::new(),
            gaps,
            home_gaps,
            pace,
            plans: RefCell::new(HashMap::new()),
        }
    }

    /// Turns to cover `d` spaces with `energy` at the cheapest even pace.
    fn pace(&self, d: u8, energy: u8) -> u8 {
        let row = &self.pace[(d as usize).min(self.pace.len() - 1)];
        row[(energy as usize).min(row.len() - 1)]
    }

    /// The fewest turns the race takes from goal `i` (reached) to the finish with each amount
    /// of energy: every leg at least one turn, the energy shared out where it saves most.
    /// Rests on the way are not counted, so energy is worth what it saves.
    fn legs_after(&self, s: &State, seat: SeatId, i: u8, backwards: bool) -> Rc<Vec<u8>> {
        let key = (seat, i, backwards);
        if let Some(p) = self.plans.borrow().get(&key) {
            return p.clone();
        }
        let max = s.options.max_energy as usize;
        let kind = s.cat(seat).kind;
        let goals: Vec<Goal> = (i..s.layout.length())
            .map(|k| goal_at(s, k, backwards))
            .collect();
        let mut plan = vec![0u8; max + 1];
        for w in goals.windows(2).rev() {
            let Goal::Room(from) = w[0] else { break };
            let d = match w[1] {
                Goal::Room(to) => self.gaps[from as usize][to as usize],
                Goal::Cushion => self.home_gaps[from as usize][kind.index()],
            };
            let next: Vec<u8> = (0..=max)
                .map(|e| {
                    (0..=e)
                        .map(|b| self.pace(d, b as u8).max(1) + plan[e - b])
                        .min()
                        .unwrap_or(0)
                })
                .collect();
            plan = next;
        }
        let plan = Rc::new(plan);
        self.plans.borrow_mut().insert(key, plan.clone());
        plan
    }

    /// Adds `seat`'s fields round the other cats as they stand now.
    fn for_seat(&mut self, s: &State, seat: SeatId) {
        self.live.clear();
        let me = s.cat(seat).at;
        let blocked = |q: u16| q != me && (s.occupant(q).is_some() || s.guarded(seat, q));
        let mut probe = s.clone();
        for extra in 0..2u8 {
            probe.cat_mut(seat).done = s.cat(seat).done + extra;
            for g in probe.goals(seat) {
                if !self.live.iter().any(|(_, lg, _)| *lg == g) {
                    let f = field(&s.board, &goal_squares(s, seat, g), &blocked);
                    self.live.push((seat, g, f));
                }
            }
        }
    }

    fn to(&self, s: &State, seat: SeatId, goal: Goal, sq: u16) -> u8 {
        if let Some((_, _, f)) = self
            .live
            .iter()
            .find(|(ls, g, _)| *ls == seat && *g == goal)
            && f[sq as usize] != u8::MAX
        {
            return f[sq as usize];
        }
        let bare = match goal {
            Goal::Room(r) => self.rooms[r as usize][sq as usize],
            Goal::Cushion => self.cushions[s.cat(seat).kind.index()][sq as usize],
        };
        // Cut off for now: as far again as the bare way.
        if self.live.iter().any(|(ls, g, _)| *ls == seat && *g == goal) {
            bare.saturating_mul(2).max(bare.saturating_add(6))
        } else {
            bare
        }
    }
}

/// What Normal holds against a turn spent standing still for nothing (half a turn's worth).
const IDLE: f64 = 6.0;

/// Turns needed to cover `d` spaces with `energy`, at the cheapest even pace.
fn turns_needed(s: &State, d: u8, energy: u8) -> f64 {
    if d == 0 {
        return 0.0;
    }
    let d = d as u32;
    let first = d.div_ceil(4);
    for t in first..=d {
        let q = d / t;
        let r = d % t;
        let cost = |k: u32| s.cost(k as u8, false) as u32;
        let total = r * cost(q + 1) + (t - r) * cost(q);
        if total <= energy as u32 {
            return t as f64;
        }
    }
    d as f64
}

/// The directions a cat may still race in.
fn directions(s: &State, seat: SeatId) -> &'static [bool] {
    match s.cat(seat).backwards {
        Some(false) => &[false],
        Some(true) => &[true],
        None => &[false, true],
    }
}

/// The turns the rest of the race would take from `sq` with `energy`, `done` goals behind
/// it (the better direction while it has not chosen one), and the distance to its next goal.
fn race_turns(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8) -> (u32, u8) {
    directions(s, seat)
        .iter()
        .map(|&back| race_turns_one_way(s, dist, seat, sq, energy, done, back))
        .min()
        .unwrap_or((0, 0))
}

/// [`race_turns`] racing one way.
fn race_turns_one_way(
    s: &State,
    dist: &Dist,
    seat: SeatId,
    sq: u16,
    energy: u8,
    done: u8,
    back: bool,
) -> (u32, u8) {
    let e = energy.min(s.options.max_energy) as usize;
    let d = dist.to(s, seat, goal_at(s, done, back), sq);
    let later = dist.legs_after(s, seat, done, back);
    let turns = (0..=e)
        .map(|b| dist.pace(d, b as u8) as u32 + later[e - b] as u32)
        .min()
        .unwrap_or(0);
    (turns, d)
}

/// A cat's worth at `sq` with `energy`, `done` goals behind it: goals done, then the turns the
/// rest of the race would take (so energy is worth the turns it saves, not only on the way to
/// the next room), less a little for the distance to the next room and the one after.
fn worth(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8) -> f64 {
    let len = s.layout.length();
    if done >= len {
        return 100_000.0;
    }
    let (turns, d) = race_turns(s, dist, seat, sq, energy, done);
    // The room after: where to enter the next one matters a little.
    let after = if done + 1 < len {
        directions(s, seat)
            .iter()
            .map(|&back| dist.to(s, seat, goal_at(s, done + 1, back), sq))
            .min()
            .unwrap_or(0) as f64
    } else {
        0.0
    };
    1000.0 * done as f64 - 12.0 * turns as f64 - 1.5 * d as f64 - 0.8 * after + 0.5 * energy as f64
}

/// What a turn spent gaining `gain` energy at `sq` is worth, in [`worth`]'s points: the turns
/// the energy saves less the turn it takes.
fn refuel(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8, gain: u8) -> f64 {
    if done >= s.layout.length() {
        return 0.0;
    }
    let more = energy.saturating_add(gain).min(s.options.max_energy);
    let (now, _) = race_turns(s, dist, seat, sq, energy, done);
    let (then, _) = race_turns(s, dist, seat, sq, more, done);
    (12.0 * (now as f64 - then as f64 - 1.0)).max(0.0)
}

/// The worth of a cat as it stands (its owed rest counted as energy).
fn standing(s: &State, dist: &Dist, seat: SeatId) -> f64 {
    let c = s.cat(seat);
    let energy = c
        .energy
        .saturating_add(c.rest_due)
        .min(s.options.max_energy);
    worth(s, dist, seat, c.at, energy, c.done)
        + if c.coin { 3.0 } else { 0.0 }
        + 2.0 * c.purrs as f64
}

/// A seat's position at the end of a playout: its own race (a won or lost race outweighs
/// everything). Weighed against half the leader's, as it once was, Hard won no more than its
/// fair share against Normal once Normal planned its energy for the whole race, and every
/// cat's race got longer (docs/rules-notes.md, Figures).
pub(super) fn value(s: &State, dist: &Dist, seat: SeatId) -> f64 {
    if let Some(end) = &s.end {
        return if end.winners.contains(&seat) {
            100_000.0
        } else {
            -100_000.0
        };
    }
    standing(s, dist, seat)
}

/// Would ending the turn on `sq` count a room?
fn scores_at(s: &State, seat: SeatId, sq: u16) -> bool {
    s.goals(seat).iter().any(|&g| s.meets(seat, g, sq))
}

/// The fixed part of a side's spat bonus, were the cats on these squares.
fn fixed_bonus(s: &State, me: SeatId, them: SeatId, my_sq: u16, their_sq: u16) -> i32 {
    s.standing_bonus_at(me, them, my_sq, their_sq)
        .iter()
        .map(|(_, v)| *v as i32)
        .sum()
}

/// The chance that a d6 plus `edge` beats a d6 (ties rolled again).
fn win_chance(edge: i32) -> f64 {
    let mut win = 0;
    let mut lose = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            match (a + edge).cmp(&b) {
                std::cmp::Ordering::Greater => win += 1,
                std::cmp::Ordering::Less => lose += 1,
                std::cmp::Ordering::Equal => {}
            }
        }
    }
    if win + lose == 0 {
        0.5
    } else {
        win as f64 / (win + lose) as f64
    }
}

/// Energy the cat can spare: what it could lose without the rest of its race taking longer.
fn spare_energy(s: &State, dist: &Dist, seat: SeatId) -> u8 {
    let c = s.cat(seat);
    let (t, _) = race_turns(s, dist, seat, c.at, c.energy, c.done);
    (0..=c.energy)
        .rev()
        .find(|&k| race_turns(s, dist, seat, c.at, c.energy - k, c.done).0 <= t)
        .unwrap_or(0)
}

/// Normal's choice, and its score for each legal action (for Hard's shortlist).
pub(super) fn rank(
    s: &State,
    dist: &mut Dist,
    seat: SeatId,
    legal: &[GpAction],
) -> Vec<(GpAction, f64)> {
    dist.for_seat(s, seat);
    let dist = &*dist;
    let mut out: Vec<(GpAction, f64)> = legal
        .iter()
        .map(|a| (a.clone(), score(s, dist, seat, a, false).total))
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// What tips a spat's odds: the fixed bonuses of one side less the other's, and the biggest
/// bonus of the side ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tip {
    edge: i32,
    name: Option<&'static str>,
}

impl Tip {
    fn of(s: &State, me: SeatId, them: SeatId, my_sq: u16, their_sq: u16) -> Self {
        let mine = s.standing_bonus_at(me, them, my_sq, their_sq);
        let theirs = s.standing_bonus_at(them, me, their_sq, my_sq);
        let sum = |b: &[(&'static str, u8)]| b.iter().map(|(_, v)| *v as i32).sum::<i32>();
        let edge = sum(&mine) - sum(&theirs);
        let ahead = if edge > 0 { &mine } else { &theirs };
        let name = (edge != 0)
            .then(|| ahead.iter().max_by_key(|(_, v)| *v).map(|(n, _)| *n))
            .flatten();
        Self { edge, name }
    }
}

/// What a part of Normal's score stands for, kept only to say why ([`reason`]). The parts
/// that depend on where the cat ends are measured from where it stands now, so the parts of
/// two actions compare.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Why {
    /// Ends the turn on the race's next goal: which, its first, the race won.
    Room { goal: Goal, first: bool, won: bool },
    /// Nearer the next goal (or further): the goal and the spaces left to it.
    Way { goal: Goal, d: u8 },
    /// The energy a move spends, by the turns it costs later in the race: the next goal, the
    /// spaces left to it, the goals still to come.
    Energy { goal: Goal, d: u8, left: u8 },
    /// A rest on this square: +3 at the start of its next turn.
    Rest(u16),
    /// A meal at the Bowl, with the energy before it.
    Meal(u8),
    /// A coin from the Toy Mouse.
    Coin,
    /// The Present opened.
    Open,
    /// A turn standing still for nothing.
    Idle,
    /// Stopping on an object to use it next turn (with the energy it will have).
    ToObject(Object, u8),
    /// A spat the move starts with this cat: the odds, a room at stake.
    Risk {
        cat: CatKind,
        p: f64,
        tip: Tip,
        room: bool,
    },
    /// Spatting this cat now.
    Attack { cat: CatKind, p: f64, tip: Tip },
    /// Leaving the optional spats alone.
    LeaveBe,
    /// Standing against the attacker (`tip` from this seat's side).
    Fight { cat: CatKind, p: f64, tip: Tip },
    /// Retreating: the next goal and the spaces to it now and from the retreat square.
    RetreatTo { goal: Goal, from: u8, to: u8 },
    /// A retreat's 1 energy.
    RetreatCost,
    /// The rest owed, lost by retreating.
    LoseRest,
    /// The odds a bonus buys: the bonus, the chance with it.
    Odds { bonus: Bonus, p: f64 },
    /// A Purr card spent.
    PurrCost,
    /// Energy spent on the spat.
    EnergyCost,
    /// Energy spent on the spat that the race cannot spare.
    Unspared,
    /// Where the loser is pushed: its cat, its next goal, the spaces to it before and after.
    PushAway {
        cat: CatKind,
        goal: Option<Goal>,
        from: u8,
        to: u8,
    },
    /// The winner takes the loser's square: its own next goal, the spaces before and after.
    Take {
        goal: Option<Goal>,
        from: u8,
        to: u8,
    },
    /// Taking an object's square ends the turn.
    TakeObject(Object),
    /// Found in the Present (with the energy it has).
    Find(Object, u8),
    /// The secret passage home: the next goal, the spaces before and after.
    Passage {
        goal: Option<Goal>,
        from: u8,
        to: u8,
    },
}

/// A score and, when explaining, its parts (see [`Why`]). Choosing keeps the score alone:
/// the sum is made in the same order either way, so explaining never changes a choice.
struct Terms {
    total: f64,
    notes: crate::core::Notes<f64, Why>,
}

impl Terms {
    /// A score that starts at `total` (its parts, if any, are noted apart).
    fn new(total: f64, explain: bool) -> Self {
        Self {
            total,
            notes: crate::core::Notes::new(explain),
        }
    }

    /// Adds `v` to the score (a zero is not worth noting).
    fn add(&mut self, v: f64, why: Why) {
        self.total += v;
        if v != 0.0 {
            self.note(v, why);
        }
    }

    /// Notes a part of what the score already counts.
    fn note(&mut self, v: f64, why: Why) {
        self.notes.add(v, why);
    }

    fn explaining(&self) -> bool {
        self.notes.explaining()
    }

    fn list(&self) -> &[(f64, Why)] {
        self.notes.list()
    }
}

/// The next goal from `sq` with `done` goals behind it (the better end while the direction is
/// open), and the spaces to it; `None` once the race is run.
fn next_goal(
    s: &State,
    dist: &Dist,
    seat: SeatId,
    sq: u16,
    energy: u8,
    done: u8,
) -> Option<(Goal, u8)> {
    if done >= s.layout.length() {
        return None;
    }
    directions(s, seat)
        .iter()
        .map(|&back| {
            let (turns, d) = race_turns_one_way(s, dist, seat, sq, energy, done, back);
            (turns, d, goal_at(s, done, back))
        })
        .min_by_key(|&(turns, d, _)| (turns, d))
        .map(|(_, d, g)| (g, d))
}

/// Notes the parts of a cat's worth ending on `end` with `energy` and `done`, against the
/// worth where it stands: the room it counts or the way it makes, and the energy spent.
#[allow(clippy::too_many_arguments)]
fn note_ending(
    t: &mut Terms,
    s: &State,
    dist: &Dist,
    seat: SeatId,
    end: u16,
    energy: u8,
    done: u8,
    whole: f64,
) {
    let me = s.cat(seat);
    let now = worth(s, dist, seat, me.at, me.energy, me.done);
    let kept = worth(s, dist, seat, end, me.energy, done);
    // The spaces in words: the way on the bare board, not the detour the bot fears.
    let ahead =
        next_goal(s, dist, seat, end, energy, done).map(|(g, _)| (g, bare(s, dist, seat, g, end)));
    if done > me.done {
        let goal = s
            .goals(seat)
            .into_iter()
            .find(|&g| s.meets(seat, g, end))
            .unwrap_or(Goal::Cushion);
        let why = Why::Room {
            goal,
            first: me.done == 0,
            won: done >= s.layout.length(),
        };
        t.note(kept - now, why);
    } else if let Some((goal, d)) = ahead {
        t.note(kept - now, Why::Way { goal, d });
    }
    if let Some((goal, d)) = ahead {
        let left = s.layout.length() - done;
        t.note(whole - kept, Why::Energy { goal, d, left });
    }
}

/// The fewest spaces from `sq` to `goal` on the bare board.
fn bare(s: &State, dist: &Dist, seat: SeatId, goal: Goal, sq: u16) -> u8 {
    match goal {
        Goal::Room(r) => dist.rooms[r as usize][sq as usize],
        Goal::Cushion => dist.cushions[s.cat(seat).kind.index()][sq as usize],
    }
}

/// The spaces to `seat`'s next goal from `sq` (its goal and `u8::MAX` once it has finished).
fn goal_gap(s: &State, dist: &Dist, seat: SeatId, sq: u16) -> (Option<Goal>, u8) {
    let c = s.cat(seat);
    match next_goal(s, dist, seat, sq, c.energy, c.done) {
        Some((g, d)) => (Some(g), d),
        None => (None, u8::MAX),
    }
}

/// Normal's heuristic worth of one action; with `explain`, its parts too.
fn score(s: &State, dist: &Dist, seat: SeatId, action: &GpAction, explain: bool) -> Terms {
    use GpAction as A;
    let me = s.cat(seat);
    match (&s.turn.phase, action) {
        (Phase::Move, A::Move { to }) => {
            let Some(m) = s.moves().into_iter().find(|m| m.to == *to) else {
                return Terms::new(f64::MIN, explain);
            };
            let end = *m.path.last().unwrap_or(&me.at);
            let energy = me.energy - m.cost;
            let done = me.done + u8::from(scores_at(s, seat, end));
            let mut t = Terms::new(worth(s, dist, seat, end, energy, done), explain);
            if t.explaining() {
                let whole = t.total;
                note_ending(&mut t, s, dist, seat, end, energy, done, whole);
            }
            // Spats waiting there: weigh the odds of each.
            let mut probe = s.clone();
            probe.cat_mut(seat).at = end;
            let foes: Vec<SeatId> = match m.attack {
                Some(target) => vec![target],
                None if s.options.personal_space => Vec::new(),
                None => probe
                    .neighbours(seat, end)
                    .into_iter()
                    .filter(|f| !s.turn.fought.contains(f))
                    .collect(),
            };
            for f in foes {
                let fa = s.cat(f).at;
                let edge =
                    fixed_bonus(&probe, seat, f, end, fa) - fixed_bonus(&probe, f, seat, fa, end);
                let p = win_chance(edge);
                // Losing ends the turn on a worse square and may cost the room.
                let lost_room = if done > me.done { 1000.0 } else { 0.0 };
                let why = Why::Risk {
                    cat: s.cat(f).kind,
                    p,
                    tip: if t.explaining() {
                        Tip::of(&probe, seat, f, end, fa)
                    } else {
                        Tip { edge, name: None }
                    },
                    room: done > me.done,
                };
                t.add(-((1.0 - p) * (10.0 + lost_room)), why);
                t.add(p * 4.0, why);
            }
            // An object square ends the turn, but the next turn can use it.
            let object = s.board.object_at(end);
            t.add(
                match object {
                    Some(Object::FoodBowl) => refuel(s, dist, seat, end, energy, done, MEAL),
                    Some(Object::Pillow) => refuel(s, dist, seat, end, energy, done, REST),
                    Some(Object::ToyMouse) if !me.coin && s.coins > 0 => 2.0,
                    Some(Object::Present) => 1.0,
                    _ => 0.0,
                },
                Why::ToObject(object.unwrap_or(Object::Present), energy),
            );
            t
        }
        (Phase::Move, A::Stay) => {
            let effect = s.stay_effect();
            let (gain, extra) = match effect {
                Stay::Rest => (REST, 0.0),
                Stay::Eat => (MEAL, 0.0),
                Stay::Play => (0, 3.0),
                Stay::Open => (3, 1.0),
                Stay::Wait | Stay::Stop => (0, 0.0),
            };
            let energy = me.energy.saturating_add(gain).min(s.options.max_energy);
            let done = me.done + u8::from(scores_at(s, seat, me.at));
            // A turn spent standing still for nothing lets the others gain on it (and two
            // cats that each wait for the other to move would wait for ever).
            let idle = match effect {
                Stay::Wait => true,
                Stay::Rest | Stay::Eat => energy == me.energy,
                _ => false,
            };
            let mut t = Terms::new(worth(s, dist, seat, me.at, energy, done), explain);
            if t.explaining() {
                let now = worth(s, dist, seat, me.at, me.energy, me.done);
                let kept = worth(s, dist, seat, me.at, me.energy, done);
                if done > me.done {
                    let goal = s
                        .goals(seat)
                        .into_iter()
                        .find(|&g| s.meets(seat, g, me.at))
                        .unwrap_or(Goal::Cushion);
                    let why = Why::Room {
                        goal,
                        first: me.done == 0,
                        won: done >= s.layout.length(),
                    };
                    t.note(kept - now, why);
                }
                let why = match effect {
                    Stay::Rest => Why::Rest(me.at),
                    Stay::Eat => Why::Meal(me.energy),
                    _ => Why::Open,
                };
                let gained = t.total - kept;
                if gained != 0.0 {
                    t.note(gained, why);
                }
            }
            t.add(extra, if extra > 2.0 { Why::Coin } else { Why::Open });
            t.add(-if idle { IDLE } else { 0.0 }, Why::Idle);
            t
        }
        (Phase::Move, A::Spat { cat }) => {
            let fa = s.cat(*cat).at;
            let edge =
                fixed_bonus(s, seat, *cat, me.at, fa) - fixed_bonus(s, *cat, seat, fa, me.at);
            let base = worth(s, dist, seat, me.at, me.energy, me.done);
            // Worth it only to clear a cat out of the way with good odds.
            let p = win_chance(edge);
            let mut t = Terms::new(base, explain);
            let why = Why::Attack {
                cat: s.cat(*cat).kind,
                p,
                tip: if t.explaining() {
                    Tip::of(s, seat, *cat, me.at, fa)
                } else {
                    Tip { edge, name: None }
                },
            };
            t.add(6.0 * p, why);
            t.add(-6.0, why);
            t
        }
        (Phase::Choose, A::Spat { cat }) => {
            let fa = s.cat(*cat).at;
            let edge =
                fixed_bonus(s, seat, *cat, me.at, fa) - fixed_bonus(s, *cat, seat, fa, me.at);
            let p = win_chance(edge);
            let mut t = Terms::new(p, explain);
            if t.explaining() {
                let tip = Tip::of(s, seat, *cat, me.at, fa);
                let cat = s.cat(*cat).kind;
                t.note(p, Why::Attack { cat, p, tip });
            }
            t
        }
        (Phase::Choose, A::Decline) => {
            let mut t = Terms::new(0.45, explain);
            t.note(0.45, Why::LeaveBe);
            t
        }
        (Phase::Retreat(spat), A::Stand) => {
            let a = spat.attacker;
            let aa = s.cat(a).at;
            let edge = fixed_bonus(s, seat, a, me.at, aa) - fixed_bonus(s, a, seat, aa, me.at);
            // Standing risks the rest owed and the square; retreating costs 1 energy.
            let p = win_chance(edge);
            let mut t = Terms::new(p * 2.0, explain);
            let why = Why::Fight {
                cat: s.cat(a).kind,
                p,
                tip: if t.explaining() {
                    Tip::of(s, seat, a, me.at, aa)
                } else {
                    Tip { edge, name: None }
                },
            };
            t.note(p * 2.0, why);
            t.add(-((1.0 - p) * (2.0 + me.rest_due as f64)), why);
            t
        }
        (Phase::Retreat(_), A::Retreat { to }) => {
            let base = worth(s, dist, seat, me.at, me.energy, me.done);
            let mut t = Terms::new(
                worth(s, dist, seat, *to, me.energy - 1, me.done) - base,
                explain,
            );
            if t.explaining() {
                let (goal, from) = goal_gap(s, dist, seat, me.at);
                let (_, d) = goal_gap(s, dist, seat, *to);
                if let Some(goal) = goal {
                    let v = t.total;
                    t.note(v, Why::RetreatTo { goal, from, to: d });
                }
            }
            t.add(-1.0, Why::RetreatCost);
            t.add(-(me.rest_due as f64), Why::LoseRest);
            t
        }
        (Phase::Bonus(spat), A::Bonus(b)) => {
            let attacking = spat.attacker == seat;
            let them = if attacking {
                spat.defender
            } else {
                spat.attacker
            };
            let (ma, ta) = (me.at, s.cat(them).at);
            let mut edge = fixed_bonus(s, seat, them, ma, ta) - fixed_bonus(s, them, seat, ta, ma);
            if !attacking && let Some(theirs) = spat.bonus[0] {
                edge -= 2 * i32::from(theirs.purr) + theirs.threes as i32;
            }
            let spare = spare_energy(s, dist, seat);
            if 3 * b.threes > spare {
                let mut t = Terms::new(f64::MIN / 2.0 + b.threes as f64, explain);
                t.note(f64::MIN / 2.0, Why::Unspared);
                return t;
            }
            let stake = if attacking {
                14.0
            } else {
                10.0 + me.rest_due as f64 * 2.0
            };
            let mine = edge + 2 * i32::from(b.purr) + b.threes as i32;
            let odds = win_chance(mine) * stake;
            let mut t = Terms::new(odds, explain);
            let bought = odds - win_chance(edge) * stake;
            if bought != 0.0 {
                let p = win_chance(mine);
                t.note(bought, Why::Odds { bonus: *b, p });
            }
            t.add(-(3.0 * f64::from(u8::from(b.purr))), Why::PurrCost);
            t.add(-(0.9 * b.threes as f64), Why::EnergyCost);
            t
        }
        (Phase::Push(spat), A::Push { to, take }) => {
            let loser = spat.loser().expect("decided");
            let lc = s.cat(loser);
            let mut probe = s.clone();
            if let Some(to) = to {
                probe.cat_mut(loser).at = *to;
            }
            let mut t = Terms::new(-standing(&probe, dist, loser), explain);
            if t.explaining() {
                let v = standing(s, dist, loser) + t.total;
                let (goal, from) = goal_gap(s, dist, loser, lc.at);
                let (_, d) = goal_gap(&probe, dist, loser, probe.cat(loser).at);
                let cat = lc.kind;
                t.note(
                    v,
                    Why::PushAway {
                        cat,
                        goal,
                        from,
                        to: d,
                    },
                );
            }
            if *take && to.is_some() {
                let mut mine = probe.clone();
                mine.cat_mut(seat).at = lc.at;
                let why = if t.explaining() {
                    let (goal, from) = goal_gap(s, dist, seat, me.at);
                    let (_, d) = goal_gap(s, dist, seat, lc.at);
                    Why::Take { goal, from, to: d }
                } else {
                    Why::Idle
                };
                t.add(
                    standing(&mine, dist, seat) - standing(&probe, dist, seat),
                    why,
                );
                // The attacker takes an object square only if it wants to stop there.
                if let Some(o) = s.board.object_at(lc.at)
                    && seat == s.turn.seat
                {
                    t.add(-2.0, Why::TakeObject(o));
                }
            }
            t
        }
        (Phase::Present, A::Find(o)) => {
            let v = match o {
                Object::FoodBowl if !me.ate => 5.0 * (25 - me.energy.min(25)) as f64 / 25.0 + 1.0,
                Object::Pillow => 3.0 * (25 - me.energy.min(25)) as f64 / 25.0,
                Object::ToyMouse if !me.coin && s.coins > 0 => 2.5,
                _ => 0.0,
            };
            let mut t = Terms::new(v, explain);
            if v != 0.0 {
                t.note(v, Why::Find(*o, me.energy));
            }
            t
        }
        (Phase::Present, A::Passage) => {
            let home = s.board.cushion(me.kind);
            let mut t = Terms::new(
                worth(s, dist, seat, home, me.energy, me.done)
                    - worth(s, dist, seat, me.at, me.energy, me.done),
                explain,
            );
            if t.explaining() {
                let (goal, from) = goal_gap(s, dist, seat, me.at);
                let (_, d) = goal_gap(s, dist, seat, home);
                let v = t.total;
                t.note(v, Why::Passage { goal, from, to: d });
            }
            t
        }
        _ => Terms::new(0.0, explain),
    }
}

/// Normal: the best action by its heuristic (see the module's notes).
#[derive(Clone, Debug, Default)]
pub struct NormalBot;

impl Bot<super::GrandPrrrrix> for NormalBot {
    fn choose(&mut self, obs: &GpObservation, rng: &mut GameRng, _: Deadline) -> GpAction {
        assert!(
            !obs.legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        if obs.legal.len() == 1 {
            return obs.legal[0].clone();
        }
        let s = obs.guess(rng);
        let mut dist = Dist::new(&s);
        rank(&s, &mut dist, obs.me(), &obs.legal).remove(0).0
    }

    fn reason(&self, obs: &GpObservation, action: &GpAction) -> Option<Text> {
        reason(obs, action)
    }
}

/// A part at least this big (half a turn of the race) is a gain worth naming by itself;
/// smaller ones are named by how the action beats the next best.
const GAIN: f64 = 6.0;

/// Why Normal would take `action`: the biggest gain of its score, or where it beats the next
/// best action. The deck's order weighs nothing in the score, so any guess of it says the same.
/// The reason is a message: a part of the score in words ([`say`], [`avoid`]), or two such
/// parts in one sentence. How long a sentence comes out is the language's, so the shapes are
/// chosen by what the parts are, to read at a glance: a spat's odds are told once, never
/// after another reason's own second half, and before them a reason is said briefly.
fn reason(obs: &GpObservation, action: &GpAction) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let seat = obs.me();
    let s = obs.guess(&mut GameRng::seeded(0x4849_4e54));
    let mut dist = Dist::new(&s);
    dist.for_seat(&s, seat);
    let all: Vec<(&GpAction, Terms)> = obs
        .legal
        .iter()
        .map(|a| (a, score(&s, &dist, seat, a, true)))
        .collect();
    let mine = &all.iter().find(|(a, _)| *a == action)?.1;
    let list = mine.list();
    let find = |kind: fn(&Why) -> bool| list.iter().find(|(_, w)| kind(w)).copied();
    // A spat is chosen for its odds.
    if let Some((v, w)) = find(|w| matches!(w, Why::Attack { .. })) {
        return Some(say(&s, w, v).full());
    }
    // The best of the actions it beats (or ties).
    let other = all
        .iter()
        .filter(|(a, t)| *a != action && t.total <= mine.total)
        .max_by(|a, b| a.1.total.total_cmp(&b.1.total))
        .map(|o| o.1.list());
    let edge = other.and_then(|o| edge(&s, list, o));
    // A push says where the loser goes, then whether the winner takes its square.
    if let Some((v, w)) = find(|w| matches!(w, Why::PushAway { .. })) {
        let push = say(&s, w, v).head;
        let then = match (find(|w| matches!(w, Why::Take { .. })), &edge) {
            (Some((v, w)), _) => Some(say(&s, w, v)),
            (None, Some((Why::Take { .. } | Why::TakeObject(_), said))) => Some(said.clone()),
            _ => None,
        };
        return Some(match then {
            Some(t) => text!("gp-reason-and-then", first = push, then = t.full()),
            None => push,
        });
    }
    let main = kinds(list)
        .into_iter()
        .filter(|(v, _)| *v >= GAIN)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    // The reason, and its first part said briefly (before a spat's odds; none where the
    // reason is only that nothing does better).
    let (line, lead) = match (main, edge) {
        // The gain is no bigger here than in the next best: say what decides too (unless
        // either is this move's own spat, said with its odds).
        (Some((v, m)), Some((e, then)))
            if !same(&m, &e)
                && other.is_some_and(|o| v <= sum_of(o, &m) + 1e-9)
                && !then.spat
                && !say(&s, m, v).spat =>
        {
            let first = say(&s, m, v);
            let line = match (m, e) {
                // Not the same room twice.
                (Why::Way { goal, .. }, Why::Energy { goal: g, d, left }) if g == goal => {
                    let how = if d > 4 {
                        "long-way"
                    } else if left > 1 {
                        "later-rooms"
                    } else {
                        "plain"
                    };
                    Said::new(
                        text!("gp-reason-and-saves-energy", first = &first.head, how = how),
                        None,
                    )
                }
                // A spat's odds are a sentence of their own: the other reason's first half.
                _ => Said::new(
                    text!(
                        "gp-reason-and-then",
                        first = &first.head,
                        then = if then.odds { then.head } else { then.full() }
                    ),
                    None,
                ),
            };
            (line, Some(first.lead()))
        }
        (Some((v, m)), _) => {
            let said = say(&s, m, v);
            let lead = said.lead();
            (said, Some(lead))
        }
        (None, Some((_, said))) => {
            let lead = said.lead();
            (said, Some(lead))
        }
        (None, None) => match kinds(list)
            .into_iter()
            .filter(|(v, _)| *v > 0.0)
            .max_by(|a, b| a.0.total_cmp(&b.0))
        {
            Some((v, w)) => {
                let said = say(&s, w, v);
                let lead = said.lead();
                (said, Some(lead))
            }
            None => {
                let nothing_better = match action {
                    GpAction::Move { .. } => text!("gp-reason-no-better-move"),
                    GpAction::Stay => text!("gp-reason-no-better-stay"),
                    _ => text!("gp-reason-no-better-choice"),
                };
                (Said::new(nothing_better, None), None)
            }
        },
    };
    // A move that starts a spat always says so, with the odds (a cat in its home room has
    // +2), whatever else it is for.
    if let Some((_, Why::Risk { cat, tip, .. })) = find(|w| matches!(w, Why::Risk { .. }))
        && !line.spat
    {
        return Some(match lead {
            Some(lead) => text!(
                "gp-reason-and-starts-a-spat",
                first = lead,
                cat = cat.name(),
                odds = odds(tip)
            ),
            None => text!(
                "gp-reason-starts-a-spat",
                cat = cat.name(),
                odds = odds(tip)
            ),
        });
    }
    Some(line.full())
}

use crate::core::bot::{same_kind as same, sum_of};

/// Each kind of part once, with its sum (and its first part's details).
fn kinds(list: &[(f64, Why)]) -> Vec<(f64, Why)> {
    let mut out: Vec<(f64, Why)> = Vec::new();
    for (_, w) in list {
        if !out.iter().any(|(_, x)| same(x, w)) {
            out.push((sum_of(list, w), *w));
        }
    }
    out
}

/// Where `mine` beats `other` most, kind by kind: this action's own part of that kind, or
/// the other's loss it avoids. Only what can be said in words.
fn edge(s: &State, mine: &[(f64, Why)], other: &[(f64, Why)]) -> Option<(Why, Said)> {
    let mut best: Option<(f64, Why, Said)> = None;
    for (_, w) in mine.iter().chain(other) {
        let d = sum_of(mine, w) - sum_of(other, w);
        if d <= 1e-9 || best.as_ref().is_some_and(|b| d <= b.0) {
            continue;
        }
        let said = match mine.iter().find(|(_, x)| same(x, w)) {
            // A smaller cost is no reason in itself: the gain it still buys is.
            Some((_, own)) if cost(own) => None,
            Some((_, own)) => Some(say(s, *own, sum_of(mine, w))),
            None => avoid(s, *w),
        };
        if let Some(said) = said {
            best = Some((d, *w, said));
        }
    }
    best.map(|b| (b.1, b.2))
}

/// Parts that only ever cost.
fn cost(w: &Why) -> bool {
    matches!(
        w,
        Why::PurrCost
            | Why::EnergyCost
            | Why::Unspared
            | Why::RetreatCost
            | Why::LoseRest
            | Why::Idle
            | Why::TakeObject(_)
    )
}

/// A reason in two halves: what the action does, then (after a colon) why it pays.
#[derive(Clone, Debug)]
struct Said {
    head: Text,
    tail: Option<Text>,
    /// The first half in fewer words, where it has them ("Ends your turn in the Kitchen").
    brief: Option<Text>,
    /// It says that the action starts a spat (a move that does says so, see [`reason`]).
    spat: bool,
    /// Its second half is a spat's odds.
    odds: bool,
}

impl Said {
    fn new(head: Text, tail: Option<Text>) -> Self {
        Self {
            head,
            tail,
            brief: None,
            spat: false,
            odds: false,
        }
    }
    fn brief(self, brief: Text) -> Self {
        Self {
            brief: Some(brief),
            ..self
        }
    }
    /// What the action does, briefly.
    fn lead(&self) -> Text {
        self.brief.clone().unwrap_or_else(|| self.head.clone())
    }
    /// A spat this action starts, and its odds.
    fn spat(head: Text, odds: Text) -> Self {
        Self {
            spat: true,
            ..Self::odds(head, odds)
        }
    }
    /// A reason whose second half is a spat's odds.
    fn odds(head: Text, odds: Text) -> Self {
        Self {
            odds: true,
            ..Self::new(head, Some(odds))
        }
    }
    fn full(self) -> Text {
        match self.tail {
            Some(t) => text!("gp-reason-because", what = self.head, why = t),
            None => self.head,
        }
    }
}

/// A goal for a reason's message, as the message's place in the sentence needs it ("the
/// Kitchen", "your cushion"; German puts it in the dative).
fn goal_name(s: &State, goal: Goal) -> Text {
    match goal {
        Goal::Room(r) => text!("gp-reason-goal-room", room = s.board.room_name(r)),
        Goal::Cushion => text!("gp-reason-goal-cushion"),
    }
}

/// "the Kitchen, your next room", or the cushion of the Shorter Course.
fn your_next(s: &State, goal: Goal) -> Text {
    match goal {
        Goal::Room(r) => text!("gp-reason-goal-next-room", room = s.board.room_name(r)),
        Goal::Cushion => text!("gp-reason-goal-last-leg"),
    }
}

/// The odds of a spat in words, from the side of the seat deciding ("it": the other cat,
/// named before), by the biggest bonus of the side ahead.
fn odds(tip: Tip) -> Text {
    use std::cmp::Ordering;
    let bonus = match tip.name {
        Some(HOME_TERRITORY) => "home",
        Some(NEAR_HOME) => "near-home",
        Some(MOUSE_COIN) => "coin",
        Some(OPPONENT_RESTING) => "resting",
        _ => "other",
    };
    match tip.edge.cmp(&0) {
        Ordering::Equal => text!("gp-reason-odds-even"),
        Ordering::Greater => text!("gp-reason-odds-yours", bonus = bonus),
        Ordering::Less => text!("gp-reason-odds-theirs", bonus = bonus),
    }
}

/// A part of this action's score in the player's words (`v`: what its kind adds up to).
fn say(s: &State, why: Why, v: f64) -> Said {
    match why {
        Why::Room { goal, won, first } => {
            let Goal::Room(r) = goal else {
                let tail = won.then(|| text!("gp-reason-you-win-the-race"));
                return Said::new(text!("gp-reason-ends-on-your-cushion"), tail);
            };
            let room = s.board.room_name(r);
            let said = if won {
                Said::new(
                    text!("gp-reason-ends-in-your-last-room", room = room),
                    Some(text!("gp-reason-you-win-the-race")),
                )
            } else if first {
                Said::new(
                    text!("gp-reason-ends-in-your-first-room", room = room),
                    None,
                )
            } else {
                Said::new(text!("gp-reason-ends-in-your-next-room", room = room), None)
            };
            said.brief(text!("gp-reason-ends-in", room = room))
        }
        Why::Way { goal, d } if v >= 0.0 => Said::new(
            text!("gp-reason-heads-for", goal = your_next(s, goal)),
            Some(text!("gp-reason-spaces-to-go", count = d)),
        )
        .brief(text!("gp-reason-heads-for", goal = goal_name(s, goal))),
        Why::Way { goal, .. } => Said::new(
            text!("gp-reason-keeps-near", goal = your_next(s, goal)),
            None,
        )
        .brief(text!("gp-reason-keeps-near", goal = goal_name(s, goal))),
        Why::Energy { goal, d, left } => energy_text(s, goal, d, left),
        Why::Rest(sq) => Said::new(
            match s.board.place(sq) {
                Place::Cushion(c) if s.cat(s.turn.seat).kind == c => {
                    text!("gp-reason-rests-on-your-cushion")
                }
                Place::Cushion(c) => text!("gp-reason-rests-on-a-cushion", cat = c.name()),
                Place::Room(r) => text!("gp-reason-rests-in-a-room", room = s.board.room_name(r)),
                Place::Hall => text!("gp-reason-naps-at-the-pillow"),
            },
            Some(text!("gp-reason-energy-next-turn", energy = REST)),
        ),
        Why::Meal(e) => Said::new(text!("gp-reason-eats"), Some(hunger(e))),
        Why::Coin => Said::new(
            text!("gp-reason-plays-with-the-mouse"),
            Some(text!("gp-reason-coin-for-your-next-spat")),
        ),
        Why::Open => Said::new(
            text!("gp-reason-opens-the-present"),
            Some(text!("gp-reason-what-the-present-holds")),
        ),
        Why::Idle => Said::new(text!("gp-reason-stays-put"), None),
        Why::ToObject(o, e) => match o {
            Object::FoodBowl => Said::new(text!("gp-reason-goes-to-the-bowl"), Some(hunger(e))),
            Object::Pillow => Said::new(
                text!("gp-reason-goes-to-the-pillow"),
                Some(text!("gp-reason-energy", energy = REST)),
            ),
            Object::ToyMouse => Said::new(
                text!("gp-reason-goes-to-the-mouse"),
                Some(text!("gp-reason-coin-for-a-spat")),
            ),
            Object::Present => Said::new(
                text!("gp-reason-goes-to-the-present"),
                Some(text!("gp-reason-open-it-next-turn")),
            ),
        },
        Why::Risk { cat, tip, .. } => {
            Said::spat(text!("gp-reason-moves-beside", cat = cat.name()), odds(tip))
        }
        Why::Attack { cat, tip, .. } => {
            Said::spat(text!("gp-reason-spats", cat = cat.name()), odds(tip))
        }
        Why::LeaveBe => Said::new(
            text!("gp-reason-leaves-the-others-be"),
            Some(text!("gp-reason-spat-not-worth-the-risk")),
        ),
        Why::Fight { cat, tip, .. } => Said::odds(
            text!("gp-reason-stands-and-fights"),
            text!("gp-reason-odds-against", odds = odds(tip), cat = cat.name()),
        ),
        Why::RetreatTo { goal, from, to } if to < from => Said::new(
            text!("gp-reason-retreats-toward", goal = your_next(s, goal)),
            None,
        ),
        Why::RetreatTo { .. } => Said::new(text!("gp-reason-retreats"), None),
        Why::Odds { bonus, p } => {
            let energy = 3 * bonus.threes;
            let head = match (bonus.purr, bonus.threes) {
                (true, 0) => text!("gp-reason-spends-a-purr-card"),
                (false, 0) => text!("gp-reason-spends-nothing"),
                (true, _) => text!("gp-reason-spends-purr-and-energy", energy = energy),
                (false, _) => text!("gp-reason-spends-energy", energy = energy),
            };
            let plus = 2 * u8::from(bonus.purr) + bonus.threes;
            let how = if p > 0.5 {
                "better"
            } else if p == 0.5 {
                "even"
            } else {
                "narrower"
            };
            Said::new(
                head,
                Some(text!("gp-reason-bonus-odds", plus = plus, how = how)),
            )
        }
        // Costs are said as what they spare (see `avoid`).
        Why::PurrCost | Why::EnergyCost | Why::Unspared | Why::RetreatCost | Why::LoseRest => {
            Said::new(text!("gp-reason-pays-what-it-must"), None)
        }
        Why::PushAway {
            cat,
            goal,
            from,
            to,
        } => match goal {
            Some(g) if to > from && v > 0.0 => Said::new(
                match g {
                    Goal::Room(r) => text!(
                        "gp-reason-pushes-away-from-its-room",
                        cat = cat.name(),
                        room = s.board.room_name(r)
                    ),
                    Goal::Cushion => {
                        text!("gp-reason-pushes-away-from-its-cushion", cat = cat.name())
                    }
                },
                None,
            ),
            _ => Said::new(
                text!("gp-reason-pushes-where-it-helps-least", cat = cat.name()),
                None,
            ),
        },
        Why::Take { goal, from, to } => match goal {
            Some(g) if to < from => Said::new(
                text!("gp-reason-takes-its-square"),
                Some(text!("gp-reason-nearer", goal = goal_name(s, g))),
            ),
            _ => Said::new(
                text!("gp-reason-takes-its-square"),
                Some(text!("gp-reason-a-better-place")),
            ),
        },
        Why::TakeObject(o) => Said::new(
            text!("gp-reason-takes-its-square-at", object = object_key(o)),
            None,
        ),
        Why::Find(o, e) => match o {
            Object::FoodBowl => Said::new(
                text!("gp-reason-takes-the-bowl"),
                Some(text!(
                    "gp-reason-meal-now",
                    energy = MEAL,
                    hunger = hunger(e)
                )),
            ),
            Object::Pillow => Said::new(
                text!("gp-reason-takes-the-pillow"),
                Some(text!("gp-reason-energy-next-turn", energy = REST)),
            ),
            Object::ToyMouse => Said::new(
                text!("gp-reason-takes-the-mouse"),
                Some(text!("gp-reason-a-coin-for-your-next-spat")),
            ),
            Object::Present => Said::new(text!("gp-reason-takes-the-present"), None),
        },
        Why::Passage { goal, from, to } => match goal {
            Some(g) if to < from => Said::new(
                text!("gp-reason-takes-the-passage"),
                Some(text!("gp-reason-nearer", goal = your_next(s, g))),
            ),
            _ => Said::new(text!("gp-reason-takes-the-passage-home"), None),
        },
    }
}

/// How much a meal is needed, with `e` energy.
fn hunger(e: u8) -> Text {
    if e <= 8 {
        text!("gp-reason-low-on-energy")
    } else {
        text!("gp-reason-meal-saves-turns", energy = MEAL)
    }
}

/// Energy kept back: for the long way to the next goal, or the rest of the race.
fn energy_text(s: &State, goal: Goal, d: u8, left: u8) -> Said {
    if d > 4 {
        Said::new(
            text!(
                "gp-reason-saves-energy-for-the-long-way",
                goal = goal_name(s, goal)
            ),
            None,
        )
        .brief(text!("gp-reason-saves-energy"))
    } else if left > 1 {
        Said::new(
            text!("gp-reason-saves-energy-for-the-race"),
            Some(text!("gp-reason-rooms-to-go", count = left)),
        )
    } else {
        Said::new(
            text!(
                "gp-reason-saves-energy-for-the-last-leg",
                goal = goal_name(s, goal)
            ),
            None,
        )
        .brief(text!("gp-reason-saves-energy"))
    }
}

/// A loss of the next best action that this one avoids, in the player's words.
fn avoid(s: &State, why: Why) -> Option<Said> {
    let stand = || text!("gp-reason-stands-and-fights");
    let said = match why {
        Why::Risk { cat, tip, room, .. } => {
            let keep_clear = text!("gp-reason-keeps-clear", cat = cat.name());
            if room {
                Said::new(
                    keep_clear,
                    Some(text!("gp-reason-lost-spat-costs-the-room")),
                )
            } else if tip.edge < 0 {
                Said::odds(keep_clear, odds(tip))
            } else {
                Said::new(keep_clear, Some(text!("gp-reason-spat-there-not-worth-it")))
            }
        }
        Why::Idle => Said::new(
            text!("gp-reason-moves-on"),
            Some(text!("gp-reason-standing-still-gains-nothing")),
        ),
        Why::Energy { goal, d, left } => energy_text(s, goal, d, left),
        Why::Way { goal, .. } => Said::new(
            text!("gp-reason-stays-close", goal = your_next(s, goal)),
            None,
        )
        .brief(text!("gp-reason-stays-close", goal = goal_name(s, goal))),
        Why::PurrCost => Said::new(
            text!("gp-reason-keeps-your-purr-cards"),
            Some(text!("gp-reason-spat-not-worth-a-purr-card")),
        ),
        Why::EnergyCost => Said::new(
            text!("gp-reason-keeps-your-energy"),
            Some(text!("gp-reason-spat-not-worth-the-energy")),
        ),
        Why::Unspared => Said::new(
            text!("gp-reason-spends-nothing"),
            Some(text!("gp-reason-race-needs-the-energy")),
        ),
        Why::RetreatCost => Said::new(stand(), Some(text!("gp-reason-retreat-costs-energy"))),
        Why::LoseRest => Said::new(stand(), Some(text!("gp-reason-retreat-loses-your-rest"))),
        Why::RetreatTo { goal, .. } => Said::new(
            stand(),
            Some(text!(
                "gp-reason-retreat-takes-you-further",
                goal = goal_name(s, goal)
            )),
        ),
        Why::Fight { cat, tip, .. } => {
            if tip.edge < 0 {
                Said::odds(
                    text!("gp-reason-retreats-from", cat = cat.name()),
                    odds(tip),
                )
            } else {
                Said::new(
                    text!("gp-reason-retreats"),
                    Some(text!("gp-reason-lost-spat-costs-more", cat = cat.name())),
                )
            }
        }
        Why::Take { .. } => Said::new(
            text!("gp-reason-keeps-your-square"),
            Some(text!("gp-reason-your-square-suits-you")),
        ),
        Why::TakeObject(o) => Said::new(
            text!("gp-reason-keeps-your-square"),
            Some(text!(
                "gp-reason-taking-it-ends-your-turn",
                object = object_key(o)
            )),
        ),
        _ => return None,
    };
    Some(said)
}

/// Hard: Normal's best few actions, each played forward (see the module's notes).
#[derive(Clone, Debug)]
pub struct HardBot {
    pub candidates: usize,
    pub samples: usize,
    /// How many turns each playout runs, per seat.
    pub rounds: u32,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            candidates: 4,
            samples: 8,
            rounds: 2,
        }
    }
}

impl Bot<super::GrandPrrrrix> for HardBot {
    fn choose(&mut self, obs: &GpObservation, rng: &mut GameRng, deadline: Deadline) -> GpAction {
        assert!(
            !obs.legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        if obs.legal.len() == 1 {
            return obs.legal[0].clone();
        }
        let me = obs.me();
        let base = obs.guess(rng);
        let mut dist = Dist::new(&base);
        let mut ranked = rank(&base, &mut dist, me, &obs.legal);
        ranked.truncate(self.candidates);
        if ranked.len() == 1 {
            return ranked.remove(0).0;
        }
        let mut sums = vec![0.0; ranked.len()];
        for k in 0..self.samples {
            if k > 0 && deadline.passed() {
                break;
            }
            let table = obs.guess(rng);
            let seed = rng.next_u64();
            let stop = table.turn.number + self.rounds * table.n() as u32;
            for (i, (action, _)) in ranked.iter().enumerate() {
                let mut s = table.clone();
                let mut dice = GameRng::seeded(seed);
                play(&mut s, &mut dice, me, action.clone());
                rollout(&mut s, &mut dice, &mut dist, stop);
                dist.live.clear();
                sums[i] += value(&s, &dist, me);
            }
        }
        let best = (0..ranked.len())
            .max_by(|&a, &b| sums[a].total_cmp(&sums[b]).then(b.cmp(&a)))
            .expect("candidates");
        ranked.swap_remove(best).0
    }
}

/// Applies one action and everything that follows by itself.
fn play(s: &mut State, rng: &mut GameRng, seat: SeatId, action: GpAction) {
    let mut e = Engine::quiet(s, rng);
    e.apply(seat, action);
    e.settle();
}

/// Every seat plays Normal's choice until turn `stop` begins or the race is won.
fn rollout(s: &mut State, rng: &mut GameRng, dist: &mut Dist, stop: u32) {
    for _ in 0..2_000 {
        if s.end.is_some() || s.turn.number >= stop {
            return;
        }
        let Some(seat) = s.asked() else {
            return;
        };
        let options = legal(s, seat);
        if options.is_empty() {
            return;
        }
        let action = rank(s, dist, seat, &options).remove(0).0;
        play(s, rng, seat, action);
    }
}
