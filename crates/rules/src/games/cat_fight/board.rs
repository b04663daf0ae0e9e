//! Grid geometry: the eight directions, what stands on each square, lines of sight and queen
//! moves. [`Position`] is the public board (no cream values), shared by the rules, the
//! observation, the bots and the view, so they all agree on who sees what.

use super::components::{Blocker, Cat, Catnip, Saucer};
use crate::core::{Arg, SeatId, Text};
use crate::levels::cat_fight::{BoardDef, Square};
use crate::text;
use serde::{Deserialize, Serialize};

/// One of the eight ways a cat can face and move. Row 0 is the top of the sheet, so north
/// decreases the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

/// A square as players name it: column letter, row number from the top ("C3").
pub fn square_name((x, y): Square) -> String {
    let row = u16::from(y) + 1;
    match x {
        0..=25 => format!("{}{row}", char::from(b'A' + x)),
        // Past Z, off any board the rules deal on (a square read from a damaged save).
        _ => format!("column {} row {row}", u16::from(x) + 1),
    }
}

/// A square for a message: its name ("C3"), the same in every language; past Z (a square read
/// from a damaged save) its column and row in words.
pub fn square_arg((x, y): Square) -> Arg {
    match x {
        0..=25 => Arg::Name(square_name((x, y))),
        _ => Arg::Text(text!(
            "cf-square-far",
            column = u16::from(x) + 1,
            row = u16::from(y) + 1
        )),
    }
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];

    /// (column, row) change of one step.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::NE => (1, -1),
            Dir::E => (1, 0),
            Dir::SE => (1, 1),
            Dir::S => (0, 1),
            Dir::SW => (-1, 1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, -1),
        }
    }

    pub fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 4) % 8]
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::N => "north",
            Dir::NE => "north-east",
            Dir::E => "east",
            Dir::SE => "south-east",
            Dir::S => "south",
            Dir::SW => "south-west",
            Dir::W => "west",
            Dir::NW => "north-west",
        }
    }

    /// The direction's name for a message ("facing east").
    pub fn text(self) -> Text {
        match self {
            Dir::N => text!("cf-dir-n"),
            Dir::NE => text!("cf-dir-ne"),
            Dir::E => text!("cf-dir-e"),
            Dir::SE => text!("cf-dir-se"),
            Dir::S => text!("cf-dir-s"),
            Dir::SW => text!("cf-dir-sw"),
            Dir::W => text!("cf-dir-w"),
            Dir::NW => text!("cf-dir-nw"),
        }
    }

    /// The direction of a straight (queen) line from `from` to `to`, if there is one.
    pub fn between(from: Square, to: Square) -> Option<Dir> {
        let dx = to.0 as i32 - from.0 as i32;
        let dy = to.1 as i32 - from.1 as i32;
        if (dx, dy) == (0, 0) || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return None;
        }
        Dir::ALL
            .into_iter()
            .find(|d| d.delta() == (dx.signum(), dy.signum()))
    }
}

/// What stands on a square. Every piece stops movement and sight; a cat is seen first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    Cat(SeatId),
    Blocker,
    /// A saucer, by its index.
    Saucer(u8),
    /// Catnip waiting on the board, by its owner.
    Catnip(SeatId),
}

/// A saucer as everyone sees it: where, and how many creams (never their values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaucerView {
    pub index: u8,
    pub square: Square,
    pub creams: u8,
}

/// The public board: every piece and where it stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    pub width: u8,
    pub height: u8,
    blue: Vec<bool>,
    cells: Vec<Option<Piece>>,
    /// One per seat, in seat order.
    pub cats: Vec<Cat>,
    /// By index.
    pub saucers: Vec<SaucerView>,
    /// Oldest first: when several could fire at once, the oldest goes first.
    pub catnips: Vec<Catnip>,
    /// By square.
    pub blockers: Vec<Blocker>,
}

impl Position {
    /// An empty board for `seats` cats, all off the board facing north.
    pub fn empty(board: &BoardDef, seats: usize) -> Self {
        let (w, h) = (board.width, board.height);
        let mut blue = Vec::with_capacity(w as usize * h as usize);
        for y in 0..h {
            for x in 0..w {
                blue.push(board.is_blue((x, y)));
            }
        }
        Self {
            width: w,
            height: h,
            blue,
            cells: vec![None; w as usize * h as usize],
            cats: (0..seats)
                .map(|s| Cat {
                    seat: SeatId(s as u8),
                    square: None,
                    facing: Dir::N,
                })
                .collect(),
            saucers: Vec::new(),
            catnips: Vec::new(),
            blockers: Vec::new(),
        }
    }

    /// The board from the pieces' components. `saucers` carry their cream counts.
    pub fn build<'a>(
        board: &BoardDef,
        seats: usize,
        cats: impl IntoIterator<Item = &'a Cat>,
        blockers: impl IntoIterator<Item = &'a Blocker>,
        saucers: impl IntoIterator<Item = (&'a Saucer, u8)>,
        catnips: impl IntoIterator<Item = &'a Catnip>,
    ) -> Self {
        let mut pos = Self::empty(board, seats);
        for c in cats {
            pos.set_cat(c.seat, c.square, c.facing);
        }
        for b in blockers {
            pos.add_blocker(*b);
        }
        for (s, n) in saucers {
            pos.saucers.push(SaucerView {
                index: s.index,
                square: s.square,
                creams: n,
            });
            pos.put(s.square, Some(Piece::Saucer(s.index)));
        }
        pos.saucers.sort_by_key(|s| s.index);
        for c in catnips {
            pos.add_catnip(*c);
        }
        pos.catnips.sort_by_key(|c| c.placed_turn);
        pos
    }

    fn idx(&self, (x, y): Square) -> usize {
        y as usize * self.width as usize + x as usize
    }

    fn put(&mut self, sq: Square, piece: Option<Piece>) {
        let i = self.idx(sq);
        self.cells[i] = piece;
    }

    pub fn on_grid(&self, (x, y): Square) -> bool {
        x < self.width && y < self.height
    }

    pub fn is_blue(&self, sq: Square) -> bool {
        self.blue[self.idx(sq)]
    }

    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.cells[self.idx(sq)]
    }

    pub fn is_free(&self, sq: Square) -> bool {
        self.piece(sq).is_none()
    }

    /// Every square, row by row.
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |y| (0..w).map(move |x| (x, y)))
    }

    /// Calls `f` with every square, row by row, with its piece and whether it is blue (the
    /// legal actions list squares so, with no index worked out for each).
    pub fn each_square(&self, mut f: impl FnMut(Square, Option<Piece>, bool)) {
        let mut cells = self.cells.iter().zip(&self.blue);
        for y in 0..self.height {
            for x in 0..self.width {
                let (piece, blue) = cells.next().expect("a cell per square");
                f((x, y), *piece, *blue);
            }
        }
    }

    /// The square one step from `sq`, if it is on the grid.
    pub fn step(&self, (x, y): Square, d: Dir) -> Option<Square> {
        let (dx, dy) = d.delta();
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        (nx >= 0 && ny >= 0 && nx < self.width as i32 && ny < self.height as i32)
            .then_some((nx as u8, ny as u8))
    }

    /// Walks from `from` (not included) in direction `d`: the free squares passed, then the
    /// first piece met (if any before the edge).
    pub fn ray(&self, from: Square, d: Dir) -> (Vec<Square>, Option<(Square, Piece)>) {
        let mut free = Vec::new();
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if let Some(p) = self.piece(next) {
                return (free, Some((next, p)));
            }
            free.push(next);
            at = next;
        }
        (free, None)
    }

    /// The first piece met from `from` in direction `d`.
    pub fn first_piece(&self, from: Square, d: Dir) -> Option<(Square, Piece)> {
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if let Some(p) = self.piece(next) {
                return Some((next, p));
            }
            at = next;
        }
        None
    }

    pub fn cat(&self, seat: SeatId) -> &Cat {
        &self.cats[seat.index()]
    }

    /// Moves a cat (or takes it off the board with `None`), keeping the squares in step. Cats
    /// sharing a square (a catfight) show the highest seat there, whatever the order they came.
    pub fn set_cat(&mut self, seat: SeatId, square: Option<Square>, facing: Dir) {
        let old = self.cats[seat.index()].square;
        self.cats[seat.index()] = Cat {
            seat,
            square,
            facing,
        };
        if let Some(old) = old
            && self.piece(old) == Some(Piece::Cat(seat))
        {
            let stays = self.cats.iter().rev().find(|c| c.square == Some(old));
            self.put(old, stays.map(|c| Piece::Cat(c.seat)));
        }
        if let Some(sq) = square
            && !matches!(self.piece(sq), Some(Piece::Cat(s)) if s > seat)
        {
            self.put(sq, Some(Piece::Cat(seat)));
        }
    }

    /// Adds a blocker, keeping [`Position::blockers`] sorted by square.
    pub fn add_blocker(&mut self, b: Blocker) {
        let i = self.blockers.partition_point(|x| *x < b);
        self.blockers.insert(i, b);
        self.put(b.square, Some(Piece::Blocker));
    }

    pub fn add_catnip(&mut self, c: Catnip) {
        self.catnips.push(c);
        self.put(c.square, Some(Piece::Catnip(c.owner)));
    }

    /// Catnip that fired leaves the board.
    pub fn remove_catnip(&mut self, square: Square) {
        self.catnips.retain(|c| c.square != square);
        self.put(square, None);
    }

    /// A saucer taken away (empty, or walled in).
    pub fn remove_saucer(&mut self, index: u8) {
        if let Some(i) = self.saucers.iter().position(|s| s.index == index) {
            let s = self.saucers.remove(i);
            self.put(s.square, None);
        }
    }

    pub fn saucer(&self, index: u8) -> Option<&SaucerView> {
        self.saucers.iter().find(|s| s.index == index)
    }

    /// What a cat sees: the squares along the line it faces, up to the edge or the first
    /// piece; a cat met there is seen (its square is included), anything else is not.
    pub fn sight(&self, seat: SeatId) -> Vec<Square> {
        let cat = self.cat(seat);
        let Some(sq) = cat.square else {
            return Vec::new();
        };
        let (mut free, hit) = self.ray(sq, cat.facing);
        if let Some((at, Piece::Cat(_))) = hit {
            free.push(at);
        }
        free
    }

    /// The cat `seat`'s cat is looking at, if any.
    pub fn looking_at(&self, seat: SeatId) -> Option<SeatId> {
        let cat = self.cat(seat);
        match self.first_piece(cat.square?, cat.facing) {
            Some((_, Piece::Cat(other))) => Some(other),
            _ => None,
        }
    }

    /// Whether a cat that stood on `from` facing `d` still has `seat`'s cat in its line: only a
    /// blocker between cuts it (pieces that catnip moved in do not count: see
    /// [`super::Turn::watched_at_start`]).
    pub fn line_still_open(&self, from: Square, d: Dir, seat: SeatId) -> bool {
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            match self.piece(next) {
                Some(Piece::Blocker) => return false,
                Some(Piece::Cat(s)) if s == seat => return true,
                _ => {}
            }
            at = next;
        }
        false
    }

    /// The cats looking at `seat`'s cat.
    pub fn watchers(&self, seat: SeatId) -> Vec<SeatId> {
        let mut out = Vec::new();
        self.each_watcher(seat, |c| out.push(c.seat));
        out
    }

    /// Calls `f` with each cat looking at `seat`'s cat, in seat order.
    pub fn each_watcher(&self, seat: SeatId, mut f: impl FnMut(&Cat)) {
        if self.cat(seat).square.is_none() {
            return;
        }
        for c in &self.cats {
            if c.seat != seat && self.looking_at(c.seat) == Some(seat) {
                f(c);
            }
        }
    }

    /// Where `seat`'s cat may move like a queen: every free square along the eight lines up
    /// to a piece, plus the square of a cat met (a catfight).
    pub fn queen_moves(&self, seat: SeatId) -> Vec<Square> {
        let mut out = Vec::with_capacity(32);
        self.each_queen_move(seat, |sq| out.push(sq));
        out
    }

    /// [`Position::queen_moves`] one by one, in the same order, with no list built.
    pub fn each_queen_move(&self, seat: SeatId, mut f: impl FnMut(Square)) {
        let Some(from) = self.cat(seat).square else {
            return;
        };
        for d in Dir::ALL {
            let mut at = from;
            while let Some(next) = self.step(at, d) {
                match self.piece(next) {
                    None => f(next),
                    Some(Piece::Cat(_)) => {
                        f(next);
                        break;
                    }
                    Some(_) => break,
                }
                at = next;
            }
        }
    }

    /// The squares a move from `from` to `to` passes through, `to` included.
    pub fn path(&self, from: Square, to: Square) -> Vec<Square> {
        let Some(d) = Dir::between(from, to) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut at = from;
        while at != to {
            match self.step(at, d) {
                Some(next) => {
                    out.push(next);
                    at = next;
                }
                None => break,
            }
        }
        out
    }

    /// How a move from `from` to `to` really goes, on this board with the moving cat lifted
    /// off it: `visit` gets each square passed, and it returns where the cat stops and whether
    /// catnip caught it on the way. It stops on the first square from which it has a clear line
    /// to waiting catnip (then the catnip fires); moving onto a cat ends on that cat's square
    /// (a catfight).
    pub fn walk_lifted(
        &self,
        from: Square,
        to: Square,
        mut visit: impl FnMut(Square),
    ) -> (Square, bool) {
        let Some(d) = Dir::between(from, to) else {
            return (to, false);
        };
        let onto_cat = matches!(self.piece(to), Some(Piece::Cat(_)));
        let mut at = from;
        while at != to {
            let Some(next) = self.step(at, d) else {
                break;
            };
            at = next;
            visit(at);
            if !(at == to && onto_cat) && self.sees_catnip_from(at) {
                return (at, true);
            }
        }
        (at, false)
    }

    /// The saucer with cream right in front of `seat`'s cat (next to it, and faced).
    pub fn faced_saucer(&self, seat: SeatId) -> Option<u8> {
        let cat = self.cat(seat);
        self.saucer_in_front(cat.square?, cat.facing)
    }

    /// The saucer with cream one step from `sq` in direction `d`.
    pub fn saucer_in_front(&self, sq: Square, d: Dir) -> Option<u8> {
        match self.piece(self.step(sq, d)?) {
            Some(Piece::Saucer(i)) if self.saucer(i).is_some_and(|s| s.creams > 0) => Some(i),
            _ => None,
        }
    }

    /// The cats with a clear line to `sq` along any of the eight lines, whichever way they
    /// face (what catnip draws), each with the direction it would travel.
    pub fn lines_to(&self, sq: Square) -> Vec<(SeatId, Dir)> {
        let mut out: Vec<(SeatId, Dir)> = Dir::ALL
            .into_iter()
            .filter_map(|d| match self.first_piece(sq, d) {
                Some((_, Piece::Cat(s))) => Some((s, d.opposite())),
                _ => None,
            })
            .collect();
        out.sort();
        out
    }

    /// The oldest catnip some cat has a clear line to, with the cats it draws.
    pub fn catnip_to_fire(&self) -> Option<(Catnip, Vec<(SeatId, Dir)>)> {
        // Asked after every action, so only the lines that hold a cat are walked, and no list
        // is built until one fires.
        let sees = |c: &&Catnip| {
            self.cats.iter().filter_map(|cat| cat.square).any(|sq| {
                Dir::between(c.square, sq).is_some_and(|d| {
                    matches!(self.first_piece(c.square, d), Some((_, Piece::Cat(_))))
                })
            })
        };
        let c = self.catnips.iter().find(sees)?;
        Some((*c, self.lines_to(c.square)))
    }

    /// Whether a cat standing on `sq` would have a clear line to some catnip.
    pub fn sees_catnip_from(&self, sq: Square) -> bool {
        // Only the lines that hold catnip are walked (a move asks this of every square it
        // passes).
        self.catnips.iter().any(|c| {
            Dir::between(sq, c.square)
                .is_some_and(|d| matches!(self.first_piece(sq, d), Some((_, Piece::Catnip(_)))))
        })
    }

    /// The squares a cat could still reach: from the blue zone (where cats enter) and from
    /// every cat on the board, by steps in the eight directions that avoid blockers and
    /// saucers (cats and catnip move or go; they do not wall anything in).
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.cells.len()];
        let walls = |p: Option<Piece>| matches!(p, Some(Piece::Blocker | Piece::Saucer(_)));
        let mut stack: Vec<Square> = self
            .squares()
            .filter(|&sq| self.is_blue(sq))
            .chain(self.cats.iter().filter_map(|c| c.square))
            .filter(|&sq| !walls(self.piece(sq)))
            .collect();
        for &sq in &stack {
            let i = self.idx(sq);
            seen[i] = true;
        }
        while let Some(sq) = stack.pop() {
            for d in Dir::ALL {
                if let Some(n) = self.step(sq, d) {
                    let i = self.idx(n);
                    if !seen[i] && !walls(self.piece(n)) {
                        seen[i] = true;
                        stack.push(n);
                    }
                }
            }
        }
        seen
    }

    /// Saucers totally blocked off: no cat can ever again stand next to them.
    pub fn walled_in_saucers(&self) -> Vec<u8> {
        if self.blockers.is_empty() {
            // "Blocked off by blockers": without any, nothing is.
            return Vec::new();
        }
        let reach = self.reachable();
        self.saucers
            .iter()
            .filter(|s| {
                !Dir::ALL
                    .into_iter()
                    .any(|d| self.step(s.square, d).is_some_and(|n| reach[self.idx(n)]))
            })
            .map(|s| s.index)
            .collect()
    }

    /// How far each square is from a sipping spot (next to a saucer with cream, so a cat
    /// there can face it): 0 on one, 1 when a queen move reaches one, 2 otherwise.
    pub fn sip_distance(&self) -> Vec<u8> {
        let mut dist = vec![2u8; self.cells.len()];
        for s in self.saucers.iter().filter(|s| s.creams > 0) {
            for d in Dir::ALL {
                let Some(spot) = self.step(s.square, d) else {
                    continue;
                };
                if matches!(
                    self.piece(spot),
                    Some(Piece::Blocker | Piece::Saucer(_) | Piece::Catnip(_))
                ) {
                    continue;
                }
                let i = self.idx(spot);
                dist[i] = 0;
                // Queen moves are symmetric: the squares a queen sees from the spot reach it.
                for e in Dir::ALL {
                    let mut at = spot;
                    while let Some(n) = self.step(at, e) {
                        let j = self.idx(n);
                        match self.piece(n) {
                            None => dist[j] = dist[j].min(1),
                            Some(Piece::Cat(_)) => {
                                dist[j] = dist[j].min(1);
                                break;
                            }
                            Some(_) => break,
                        }
                        at = n;
                    }
                }
            }
        }
        dist
    }

    /// Index helper for the per-square tables ([`Position::reachable`], [`Position::sip_distance`]).
    pub fn index_of(&self, sq: Square) -> usize {
        self.idx(sq)
    }
}
