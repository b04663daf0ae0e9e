//! Where a cat may go: the orthogonal steps it can pay for, the cushion's way out (front,
//! leap, diagonal), the squares a fierce cat at the Mouse or the Bowl keeps clear, and the
//! squares a spat pushes to or retreats to.

use super::components::*;
use super::engine::State;
use crate::core::SeatId;
use crate::levels::grand_prrrrix::{CatKind, Object, Place};

/// One way to move: where the cat ends, the squares it enters, what it costs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOption {
    /// The square clicked: where the cat stops, or (Smaller Personal Space) the cat it moves
    /// onto.
    pub to: u16,
    /// Squares entered in order; the last is where the cat stops.
    pub path: Vec<u16>,
    /// Spaces it counts (a leap over the front square counts two).
    pub spaces: u8,
    pub cost: u8,
    /// Smaller Personal Space: the cat it attacks by moving onto it.
    pub attack: Option<SeatId>,
}

/// A search over the squares by distance (a leap counts two): how far each square is and how it
/// was first reached at that distance, the square before it and, for a leap, the square leapt
/// over (paths are rebuilt from these only for the answer).
#[derive(Default)]
struct Bfs {
    dist: Vec<u8>,
    prev: Vec<(u16, u16)>,
    layers: Vec<Vec<u16>>,
    left: u8,
    /// Every square reached, once, in the order first reached.
    reached: Vec<u16>,
    start: u16,
    /// See [`State::marks`].
    marks: Vec<u8>,
}

impl Bfs {
    /// Ready for a search from `start` on a board of `n` squares, forgetting the last one
    /// (only the squares it reached are cleared).
    fn reset(&mut self, n: usize, left: u8, start: u16) {
        if self.dist.len() == n {
            for &sq in self.reached.iter().chain([&self.start]) {
                self.dist[sq as usize] = u8::MAX;
            }
        } else {
            self.dist = vec![u8::MAX; n];
            self.prev = vec![(NONE, NONE); n];
        }
        self.reached.clear();
        self.layers
            .resize_with(self.layers.len().max(left as usize + 2), Vec::new);
        self.layers.iter_mut().for_each(Vec::clear);
        self.left = left;
        self.start = start;
        self.dist[start as usize] = 0;
        self.layers[0].push(start);
    }

    fn reach(&mut self, s: u16, m: u16, w: u8, over: u16, d: u8) {
        let nd = d + w;
        if nd > self.left || nd >= self.dist[m as usize] {
            return;
        }
        if self.dist[m as usize] == u8::MAX {
            self.reached.push(m);
        }
        self.dist[m as usize] = nd;
        self.prev[m as usize] = (s, over);
        self.layers[nd as usize].push(m);
    }
}

/// [`State::marks`]: a cat is on the square; it is guarded; a spat would start there.
const TAKEN: u8 = 1;
const GUARDED: u8 = 2;
const SPAT: u8 = 4;

/// What a move search looks for: every move with its path, every move without, any one, or
/// the one to a square, with its path.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Find {
    Routed,
    Unrouted,
    Any,
    Only(u16),
}

/// No square: a path step with nothing leapt over, or the start's own "before".
const NONE: u16 = u16::MAX;

impl State {
    pub fn cat(&self, seat: SeatId) -> &Cat {
        &self.cats[seat.index()]
    }
    pub fn cat_mut(&mut self, seat: SeatId) -> &mut Cat {
        &mut self.cats[seat.index()]
    }
    pub fn occupant(&self, sq: u16) -> Option<SeatId> {
        self.cats.iter().find(|c| c.at == sq).map(|c| c.seat)
    }
    pub fn seat_of(&self, kind: CatKind) -> Option<SeatId> {
        self.cats.iter().find(|c| c.kind == kind).map(|c| c.seat)
    }

    /// Energy for moving `spaces` in all this turn. A cat that started in the card's room
    /// moves one space more for the same price: 2 free, 3 for 1, 4 for 3, 5 for 6.
    pub fn cost(&self, spaces: u8, bonus: bool) -> u8 {
        let k = if bonus {
            spaces.saturating_sub(1)
        } else {
            spaces
        };
        match k {
            0 => 0,
            k => self.options.move_costs[(k as usize - 1).min(3)],
        }
    }

    /// The most spaces the mover may move this turn.
    pub fn max_spaces(&self) -> u8 {
        4 + u8::from(self.turn.bonus)
    }

    /// A cat at the Toy Mouse or the Food Bowl is so fierce that no other cat may move next
    /// to it.
    pub fn guarded(&self, mover: SeatId, sq: u16) -> bool {
        [Object::ToyMouse, Object::FoodBowl].iter().any(|&o| {
            let at = self.board.object(o);
            self.occupant(at).is_some_and(|s| s != mover) && self.board.links(at).contains(&sq)
        })
    }

    fn free(&self, mover: SeatId, sq: u16) -> bool {
        self.occupant(sq).is_none() && !self.guarded(mover, sq)
    }

    /// Cats next to `sq` (orthogonally, through no wall) other than `mover`.
    pub fn neighbours(&self, mover: SeatId, sq: u16) -> Vec<SeatId> {
        self.board
            .links(sq)
            .iter()
            .filter_map(|&n| self.occupant(n))
            .filter(|&s| s != mover)
            .collect()
    }

    /// The ways off the cushion at `from`: (square, spaces, path).
    fn cushion_exits(&self, mover: SeatId, from: u16) -> Vec<(u16, u8, Vec<u16>)> {
        let Some(&front) = self.board.links(from).first() else {
            return Vec::new();
        };
        if self.free(mover, front) {
            return vec![(front, 1, vec![front])];
        }
        let (cx, cy) = self.board.cell(from);
        let (fx, fy) = self.board.cell(front);
        let (dx, dy) = (fx as i8 - cx as i8, fy as i8 - cy as i8);
        // Blocked: leap over the front square...
        if let Some(beyond) = self.board.offset(front, dx, dy)
            && self.board.links(front).contains(&beyond)
            && self.occupant(beyond).is_none()
        {
            if self.free(mover, beyond) {
                return vec![(beyond, 2, vec![front, beyond])];
            }
            return Vec::new();
        }
        // ...and if that is taken too, step out diagonally.
        self.board
            .links(front)
            .iter()
            .copied()
            .filter(|&d| {
                let (x, y) = self.board.cell(d);
                x.abs_diff(cx) == 1 && y.abs_diff(cy) == 1 && self.free(mover, d)
            })
            .map(|d| (d, 1, vec![d]))
            .collect()
    }

    /// Every move the mover can make and pay for now.
    pub fn moves(&self) -> Vec<MoveOption> {
        if self.turn.must_end {
            return Vec::new();
        }
        self.moves_within(self.max_spaces().saturating_sub(self.turn.moved))
    }

    /// [`State::moves`] without their paths (empty): what the legal list and the rules'
    /// "can it still move?" need, at a fraction of the cost.
    pub fn move_targets(&self) -> Vec<MoveOption> {
        if self.turn.must_end {
            return Vec::new();
        }
        self.moves_of(
            self.max_spaces().saturating_sub(self.turn.moved),
            Find::Unrouted,
        )
    }

    /// The moves of at most `left` spaces the mover can pay for.
    pub fn moves_within(&self, left: u8) -> Vec<MoveOption> {
        self.moves_of(left, Find::Routed)
    }

    /// What each square means to the mover's search: taken by a cat, guarded (next to a cat
    /// at the Toy Mouse or the Food Bowl), or where a spat would start, so the mover cannot
    /// pass through: next to a cat not yet fought this turn and not on a cushion.
    fn marks(&self, seat: SeatId, off_cushion: bool, marks: &mut Vec<u8>) {
        marks.clear();
        marks.resize(self.board.squares.len(), 0);
        for c in &self.cats {
            marks[c.at as usize] |= TAKEN;
        }
        for o in [Object::ToyMouse, Object::FoodBowl] {
            let at = self.board.object(o);
            if self.occupant(at).is_some_and(|s| s != seat) {
                for &n in self.board.links(at) {
                    marks[n as usize] |= GUARDED;
                }
            }
        }
        if !self.options.personal_space && !off_cushion {
            for c in &self.cats {
                if c.seat != seat
                    && !self.turn.fought.contains(&c.seat)
                    && !matches!(self.board.place(c.at), Place::Cushion(_))
                {
                    for &n in self.board.links(c.at) {
                        marks[n as usize] |= SPAT;
                    }
                }
            }
        }
    }

    /// Whether the mover has any move it can pay for: [`State::moves`] is not empty. The same
    /// search, stopped at the first square it may stop on and pay for.
    pub fn can_move(&self) -> bool {
        !self.turn.must_end
            && !self
                .moves_of(self.max_spaces().saturating_sub(self.turn.moved), Find::Any)
                .is_empty()
    }

    /// The move to `to` (the square clicked), with its path, if it is one of [`State::moves`].
    pub fn move_to(&self, to: u16) -> Option<MoveOption> {
        if self.turn.must_end {
            return None;
        }
        self.moves_of(
            self.max_spaces().saturating_sub(self.turn.moved),
            Find::Only(to),
        )
        .pop()
    }

    fn moves_of(&self, left: u8, find: Find) -> Vec<MoveOption> {
        // A search step asks for moves several times an action: the buffers are kept.
        thread_local! {
            static BFS: std::cell::RefCell<Bfs> = std::cell::RefCell::default();
        }
        BFS.with(|cell| match cell.try_borrow_mut() {
            Ok(mut bfs) => self.moves_in(&mut bfs, left, find),
            Err(_) => self.moves_in(&mut Bfs::default(), left, find),
        })
    }

    fn moves_in(&self, bfs: &mut Bfs, left: u8, find: Find) -> Vec<MoveOption> {
        let paths = matches!(find, Find::Routed | Find::Only(_));
        let seat = self.turn.seat;
        let cat = self.cat(seat);
        if left == 0 {
            return Vec::new();
        }
        let start = cat.at;
        // Coming off a cushion, a cat may walk past others without a spat.
        let off_cushion = matches!(self.board.place(start), Place::Cushion(_));
        // Kept out of `bfs` while it searches, put back for the next search.
        let mut marks = std::mem::take(&mut bfs.marks);
        self.marks(seat, off_cushion, &mut marks);
        let moved = self.turn.moved;
        let paid = self.cost(moved, self.turn.bonus);
        let price = |spaces: u8| self.cost(moved + spaces, self.turn.bonus) - paid;
        // A cat that ate last turn must end this turn off the Bowl: it may not stop there.
        let barred = cat.ate.then(|| self.board.object(Object::FoodBowl));
        let stops = |sq: u16, d: u8| barred != Some(sq) && price(d) <= cat.energy;
        // The price only grows with the spaces: nothing farther than the cat can pay for is
        // searched (a move onto a cat costs a space more than the square beside it).
        let mut left = left;
        while left > 0 && price(left) > cat.energy {
            left -= 1;
        }
        bfs.reset(self.board.squares.len(), left, start);
        for d in 0..=left {
            if find == Find::Any
                && let Some(&sq) = bfs
                    .reached
                    .iter()
                    .find(|&&sq| stops(sq, bfs.dist[sq as usize]))
            {
                bfs.marks = marks;
                return vec![MoveOption {
                    to: sq,
                    path: Vec::new(),
                    spaces: bfs.dist[sq as usize],
                    cost: price(bfs.dist[sq as usize]),
                    attack: None,
                }];
            }
            let layer = std::mem::take(&mut bfs.layers[d as usize]);
            for &s in &layer {
                if bfs.dist[s as usize] != d {
                    continue;
                }
                if s == start && matches!(self.board.place(s), Place::Cushion(_)) {
                    for (m, w, via) in self.cushion_exits(seat, s) {
                        let over = if via.len() > 1 { via[0] } else { NONE };
                        bfs.reach(s, m, w, over, d);
                    }
                    continue;
                }
                // Onward from a square passed through: not from an object (it ends the turn),
                // a cushion (a dead end) or a square where a spat starts.
                if s != start
                    && (self.board.object_at(s).is_some()
                        || matches!(self.board.place(s), Place::Cushion(_))
                        || marks[s as usize] & SPAT != 0)
                {
                    continue;
                }
                for &m in self.board.links(s) {
                    if marks[m as usize] & (TAKEN | GUARDED) == 0 {
                        bfs.reach(s, m, 1, NONE, d);
                    }
                }
            }
        }
        let (dist, prev) = (&bfs.dist, &bfs.prev);
        let path = |mut sq: u16| {
            let mut p = Vec::new();
            if !paths {
                return p;
            }
            while sq != start {
                p.push(sq);
                let (from, over) = prev[sq as usize];
                if over != NONE {
                    p.push(over);
                }
                sq = from;
            }
            p.reverse();
            p
        };
        let mut out = Vec::new();
        let mut reached = std::mem::take(&mut bfs.reached);
        reached.sort_unstable();
        let wanted = |to: u16| match find {
            Find::Only(t) => t == to,
            _ => true,
        };
        for &sq in &reached {
            let d = dist[sq as usize];
            if stops(sq, d) && wanted(sq) {
                let cost = price(d);
                out.push(MoveOption {
                    to: sq,
                    path: path(sq),
                    spaces: d,
                    cost,
                    attack: None,
                });
            }
        }
        if self.options.personal_space {
            // Moving onto a cat: from the nearest square next to it that the mover reaches.
            for other in &self.cats {
                if other.seat == seat || self.turn.fought.contains(&other.seat) || !wanted(other.at)
                {
                    continue;
                }
                let best = self
                    .board
                    .links(other.at)
                    .iter()
                    .copied()
                    .filter(|&a| {
                        dist[a as usize] != u8::MAX
                            && (a == start
                                || (self.board.object_at(a).is_none()
                                    && !matches!(self.board.place(a), Place::Cushion(_))))
                    })
                    .min_by_key(|&a| (dist[a as usize], a));
                let Some(a) = best else {
                    continue;
                };
                let spaces = dist[a as usize] + 1;
                let cost = price(spaces);
                if spaces <= left && cost <= cat.energy {
                    out.push(MoveOption {
                        to: other.at,
                        path: path(a),
                        spaces,
                        cost,
                        attack: Some(other.seat),
                    });
                }
            }
        }
        bfs.reached = reached;
        bfs.marks = marks;
        out
    }

    /// Squares the loser of a spat may be pushed to: one square any way, diagonals too,
    /// through no wall, onto no cat and no cushion.
    pub fn push_squares(&self, loser: SeatId) -> Vec<u16> {
        let at = self.cat(loser).at;
        let (x, y) = self.board.cell(at);
        let mut out: Vec<u16> = Vec::new();
        for &m in self.board.links(at) {
            out.push(m);
            for &d in self.board.links(m) {
                let (dx, dy) = self.board.cell(d);
                if dx.abs_diff(x) == 1 && dy.abs_diff(y) == 1 {
                    out.push(d);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out.retain(|&s| {
            self.occupant(s).is_none() && !matches!(self.board.place(s), Place::Cushion(_))
        });
        out
    }

    /// Squares a defender may retreat to: one orthogonal step away from the attacker.
    pub fn retreat_squares(&self, defender: SeatId, attacker: SeatId) -> Vec<u16> {
        let at = self.cat(defender).at;
        let them = self.cat(attacker).at;
        self.board
            .links(at)
            .iter()
            .copied()
            .filter(|&s| {
                s != them && self.free(defender, s) && !self.board.links(them).contains(&s)
            })
            .collect()
    }

    /// Whether `sq` is `kind`'s home territory: its cushion and the layout's rooms that
    /// picture it.
    pub fn home(&self, kind: CatKind, sq: u16) -> bool {
        match self.board.place(sq) {
            Place::Cushion(c) => c == kind,
            Place::Room(r) => self
                .layout
                .cards
                .iter()
                .any(|m| m.cat == kind && m.room == r),
            Place::Hall => false,
        }
    }

    /// Next to `kind`'s home territory (but not in it).
    pub fn near_home(&self, kind: CatKind, sq: u16) -> bool {
        !self.home(kind, sq) && self.board.links(sq).iter().any(|&n| self.home(kind, n))
    }
}
