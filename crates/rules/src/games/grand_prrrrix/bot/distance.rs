//! Distances to the rooms on the mansion's board, and the turns a distance takes with the
//! energy at hand.

use crate::core::SeatId;
use crate::games::grand_prrrrix::engine::State;
use crate::games::grand_prrrrix::rules::Goal;
use crate::levels::grand_prrrrix::Mansion;
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
    pub(crate) live: Vec<(SeatId, Goal, Vec<u8>)>,
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
pub(super) fn goal_at(s: &State, i: u8, backwards: bool) -> Goal {
    let cards = &s.layout.cards;
    let len = cards.len() as u8;
    if i >= len {
        return Goal::Cushion;
    }
    let k = if backwards { len - 1 - i } else { i };
    Goal::Room(cards[k as usize].room)
}

impl Dist {
    pub(crate) fn new(s: &State) -> Self {
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
    pub(super) fn pace(&self, d: u8, energy: u8) -> u8 {
        let row = &self.pace[(d as usize).min(self.pace.len() - 1)];
        row[(energy as usize).min(row.len() - 1)]
    }

    /// The fewest turns the race takes from goal `i` (reached) to the finish with each amount
    /// of energy: every leg at least one turn, the energy shared out where it saves most.
    /// Rests on the way are not counted, so energy is worth what it saves.
    pub(super) fn legs_after(
        &self,
        s: &State,
        seat: SeatId,
        i: u8,
        backwards: bool,
    ) -> Rc<Vec<u8>> {
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
    pub(super) fn for_seat(&mut self, s: &State, seat: SeatId) {
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

    pub(super) fn to(&self, s: &State, seat: SeatId, goal: Goal, sq: u16) -> u8 {
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

/// The fewest spaces from `sq` to `goal` on the bare board.
pub(super) fn bare(s: &State, dist: &Dist, seat: SeatId, goal: Goal, sq: u16) -> u8 {
    match goal {
        Goal::Room(r) => dist.rooms[r as usize][sq as usize],
        Goal::Cushion => dist.cushions[s.cat(seat).kind.index()][sq as usize],
    }
}
