//! Normal and Hard bots. Both see what a player sees: the whole board, every cat's energy,
//! coins and Purr cards, and the Turn Order cards still to come but not their order.
//!
//! Normal plans the energy for its next room: a square is worth the turns it would still take
//! to reach the room with the energy left (an even pace costs least: 2 spaces a turn for 1
//! energy beats 4 for 6), so it sprints when it can afford it, strolls or rests when it
//! cannot, and raids the Bowl and the Pillow on the way. It weighs spats by their odds.
//! Hard searches: Normal's best few choices, each played forward on several guessed decks
//! and dice for a couple of rounds of Normal play by every cat, keeping the best on average.

use super::GpAction;
use super::actions::legal;
use super::components::*;
use super::observation::GpObservation;
use super::rules::{Engine, Goal, State, Stay};
use crate::core::{Bot, Deadline, GameRng, SeatId};
use crate::levels::grand_prrrrix::{Mansion, Object};
use std::collections::VecDeque;

/// Distances to the rooms: for every seat, over the bare board; for the seat deciding, also
/// round the cats in its way and the squares a cat at the Mouse or the Bowl keeps clear.
struct Dist {
    /// `rooms[r][sq]`: steps from `sq` to the nearest square of room `r`.
    rooms: Vec<Vec<u8>>,
    /// `cushions[cat][sq]`.
    cushions: Vec<Vec<u8>>,
    /// The deciding seat's goals, the way things stand: (seat, goal, field).
    live: Vec<(SeatId, Goal, Vec<u8>)>,
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

impl Dist {
    fn new(b: &Mansion) -> Self {
        let open = |_: u16| false;
        let rooms = (0..b.rooms.len() as u8)
            .map(|r| {
                let squares: Vec<u16> = (0..b.squares.len() as u16)
                    .filter(|&q| b.room_of(q) == Some(r))
                    .collect();
                field(b, &squares, &open)
            })
            .collect();
        let cushions = b
            .cushions
            .iter()
            .map(|&(c, _)| field(b, &[c], &open))
            .collect();
        Self {
            rooms,
            cushions,
            live: Vec::new(),
        }
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

/// A cat's worth at `sq` with `energy`, `done` rooms behind it: rooms done, then the turns
/// its next room (and, a little, the one after) would still take.
fn worth(s: &State, dist: &Dist, seat: SeatId, sq: u16, energy: u8, done: u8) -> f64 {
    let len = s.layout.length();
    if done >= len {
        return 100_000.0;
    }
    let mut probe = s.clone();
    probe.cat_mut(seat).done = done;
    let goals = probe.goals(seat);
    let d = goals
        .iter()
        .map(|&g| dist.to(s, seat, g, sq))
        .min()
        .unwrap_or(0);
    let turns = turns_needed(s, d, energy);
    // The room after: where to enter the next one matters a little.
    let after = if done + 1 < len {
        probe.cat_mut(seat).done = done + 1;
        probe
            .goals(seat)
            .iter()
            .map(|&g| dist.to(s, seat, g, sq))
            .min()
            .unwrap_or(0) as f64
    } else {
        0.0
    };
    1000.0 * done as f64 - 12.0 * turns - 1.5 * d as f64 - 0.8 * after + 0.5 * energy as f64
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

/// A seat's position against the best of the others.
fn value(s: &State, dist: &Dist, seat: SeatId) -> f64 {
    if let Some(end) = &s.end {
        return if end.winners.contains(&seat) {
            100_000.0
        } else {
            -100_000.0
        };
    }
    let mine = standing(s, dist, seat);
    let best = s
        .cats
        .iter()
        .filter(|c| c.seat != seat)
        .map(|c| standing(s, dist, c.seat))
        .fold(f64::MIN, f64::max);
    mine - 0.5 * best
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

/// Energy the cat can spare beyond what its next room needs at the cheapest pace.
fn spare_energy(s: &State, dist: &Dist, seat: SeatId) -> u8 {
    let c = s.cat(seat);
    let d = s
        .goals(seat)
        .iter()
        .map(|&g| dist.to(s, seat, g, c.at))
        .min()
        .unwrap_or(0);
    let t = turns_needed(s, d, c.energy);
    // The least energy that still makes it in `t` turns.
    let need = (0..=c.energy)
        .find(|&e| turns_needed(s, d, e) <= t)
        .unwrap_or(c.energy);
    c.energy - need
}

/// Normal's choice, and its score for each legal action (for Hard's shortlist).
fn rank(s: &State, dist: &mut Dist, seat: SeatId, legal: &[GpAction]) -> Vec<(GpAction, f64)> {
    dist.for_seat(s, seat);
    let dist = &*dist;
    let mut out: Vec<(GpAction, f64)> = legal
        .iter()
        .map(|a| (a.clone(), score(s, dist, seat, a)))
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// Normal's heuristic worth of one action.
fn score(s: &State, dist: &Dist, seat: SeatId, action: &GpAction) -> f64 {
    use GpAction as A;
    let me = s.cat(seat);
    match (&s.turn.phase, action) {
        (Phase::Move, A::Move { to }) => {
            let Some(m) = s.moves().into_iter().find(|m| m.to == *to) else {
                return f64::MIN;
            };
            let end = *m.path.last().unwrap_or(&me.at);
            let energy = me.energy - m.cost;
            let done = me.done + u8::from(scores_at(s, seat, end));
            let mut v = worth(s, dist, seat, end, energy, done);
            // Spats waiting there: weigh the odds of each.
            let mut probe = s.clone();
            probe.cat_mut(seat).at = end;
            let foes: Vec<SeatId> = match m.attack {
                Some(t) => vec![t],
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
                v -= (1.0 - p) * (10.0 + lost_room);
                v += p * 4.0;
            }
            // An object square ends the turn, but the next turn can use it.
            v += match s.board.object_at(end) {
                Some(Object::FoodBowl) if energy < 15 => 6.0,
                Some(Object::Pillow) if energy < 12 => 3.0,
                Some(Object::ToyMouse) if !me.coin && s.coins > 0 => 2.0,
                Some(Object::Present) => 1.0,
                _ => 0.0,
            };
            v
        }
        (Phase::Move, A::Stay) => {
            let (gain, extra) = match s.stay_effect() {
                Stay::Rest => (3, 0.0),
                Stay::Eat => (5, 0.0),
                Stay::Play => (0, 3.0),
                Stay::Open => (3, 1.0),
                Stay::Wait | Stay::Stop => (0, 0.0),
            };
            let energy = me.energy.saturating_add(gain).min(s.options.max_energy);
            let done = me.done + u8::from(scores_at(s, seat, me.at));
            worth(s, dist, seat, me.at, energy, done) + extra
        }
        (Phase::Move, A::Spat { cat }) => {
            let fa = s.cat(*cat).at;
            let edge =
                fixed_bonus(s, seat, *cat, me.at, fa) - fixed_bonus(s, *cat, seat, fa, me.at);
            let base = worth(s, dist, seat, me.at, me.energy, me.done);
            // Worth it only to clear a cat out of the way with good odds.
            base + 6.0 * win_chance(edge) - 6.0
        }
        (Phase::Choose, A::Spat { cat }) => {
            let fa = s.cat(*cat).at;
            let edge =
                fixed_bonus(s, seat, *cat, me.at, fa) - fixed_bonus(s, *cat, seat, fa, me.at);
            win_chance(edge)
        }
        (Phase::Choose, A::Decline) => 0.45,
        (Phase::Retreat(spat), A::Stand) => {
            let a = spat.attacker;
            let aa = s.cat(a).at;
            let edge = fixed_bonus(s, seat, a, me.at, aa) - fixed_bonus(s, a, seat, aa, me.at);
            // Standing risks the rest owed and the square; retreating costs 1 energy.
            let p = win_chance(edge);
            p * 2.0 - (1.0 - p) * (2.0 + me.rest_due as f64)
        }
        (Phase::Retreat(_), A::Retreat { to }) => {
            let base = worth(s, dist, seat, me.at, me.energy, me.done);
            worth(s, dist, seat, *to, me.energy - 1, me.done) - base - 1.0 - me.rest_due as f64
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
                return f64::MIN / 2.0 + b.threes as f64;
            }
            let stake = if attacking {
                14.0
            } else {
                10.0 + me.rest_due as f64 * 2.0
            };
            let mine = edge + 2 * i32::from(b.purr) + b.threes as i32;
            win_chance(mine) * stake - 3.0 * f64::from(u8::from(b.purr)) - 0.9 * b.threes as f64
        }
        (Phase::Push(spat), A::Push { to, take }) => {
            let loser = spat.loser().expect("decided");
            let lc = s.cat(loser);
            let mut probe = s.clone();
            if let Some(to) = to {
                probe.cat_mut(loser).at = *to;
            }
            let mut v = -standing(&probe, dist, loser);
            if *take && to.is_some() {
                let mut mine = probe.clone();
                mine.cat_mut(seat).at = lc.at;
                v += standing(&mine, dist, seat) - standing(&probe, dist, seat);
                // The attacker takes an object square only if it wants to stop there.
                if s.board.object_at(lc.at).is_some() && seat == s.turn.seat {
                    v -= 2.0;
                }
            }
            v
        }
        (Phase::Present, A::Find(o)) => match o {
            Object::FoodBowl if !me.ate => 5.0 * (25 - me.energy.min(25)) as f64 / 25.0 + 1.0,
            Object::Pillow => 3.0 * (25 - me.energy.min(25)) as f64 / 25.0,
            Object::ToyMouse if !me.coin && s.coins > 0 => 2.5,
            _ => 0.0,
        },
        (Phase::Present, A::Passage) => {
            let home = s.board.cushion(me.kind);
            worth(s, dist, seat, home, me.energy, me.done)
                - worth(s, dist, seat, me.at, me.energy, me.done)
        }
        _ => 0.0,
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
        let mut dist = Dist::new(&s.board);
        rank(&s, &mut dist, obs.me(), &obs.legal).remove(0).0
    }
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
        let mut dist = Dist::new(&base.board);
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
    let mut e = Engine::new(s, rng);
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
