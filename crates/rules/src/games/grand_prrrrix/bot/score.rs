//! Normal's score of an action, and (to say why) its parts: what each stands for ([`Why`]).

use super::distance::{Dist, bare, goal_at};
use super::worth::{directions, race_turns_one_way, refuel, spare_energy, standing, worth};
use crate::core::SeatId;
use crate::games::grand_prrrrix::GrandPrrrrixAction;
use crate::games::grand_prrrrix::components::*;
use crate::games::grand_prrrrix::engine::State;
use crate::games::grand_prrrrix::rules::{Goal, MEAL, REST, Stay};
use crate::levels::grand_prrrrix::{CatKind, Object};

/// What Normal holds against a turn spent standing still for nothing (half a turn's worth).
const IDLE: f64 = 6.0;

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

/// Normal's choice, and its score for each legal action (for Hard's shortlist).
pub(crate) fn rank(
    s: &State,
    dist: &mut Dist,
    seat: SeatId,
    legal: &[GrandPrrrrixAction],
) -> Vec<(GrandPrrrrixAction, f64)> {
    dist.for_seat(s, seat);
    let dist = &*dist;
    let mut out: Vec<(GrandPrrrrixAction, f64)> = legal
        .iter()
        .map(|a| (a.clone(), score(s, dist, seat, a, false).total))
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// What tips a spat's odds: the fixed bonuses of one side less the other's, and the biggest
/// bonus of the side ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Tip {
    pub(super) edge: i32,
    pub(super) name: Option<&'static str>,
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
///
/// [`reason`]: super::reason::reason
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Why {
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
pub(super) struct Terms {
    pub(super) total: f64,
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

    pub(super) fn list(&self) -> &[(f64, Why)] {
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

/// The spaces to `seat`'s next goal from `sq` (its goal and `u8::MAX` once it has finished).
fn goal_gap(s: &State, dist: &Dist, seat: SeatId, sq: u16) -> (Option<Goal>, u8) {
    let c = s.cat(seat);
    match next_goal(s, dist, seat, sq, c.energy, c.done) {
        Some((g, d)) => (Some(g), d),
        None => (None, u8::MAX),
    }
}

/// Normal's heuristic worth of one action; with `explain`, its parts too.
pub(super) fn score(
    s: &State,
    dist: &Dist,
    seat: SeatId,
    action: &GrandPrrrrixAction,
    explain: bool,
) -> Terms {
    use GrandPrrrrixAction as A;
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
