//! Where pieces may go: the public position as plain values, and the path searches for cats
//! and critters (exact count, no back-tracking, what may be jumped and what may be landed on).

use super::components::*;
use super::path::{MAX_STEPS, Path};
use crate::core::{SeatId, Text};
use crate::levels::cat_attack::{Board as BoardDef, Kind, ShopKind};
use crate::text;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What stands on a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    Cat(SeatId),
    Critter(Critter, u8),
}

/// Why a cat could not go on: each distinct reason of a cornered cat costs a life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Block {
    /// "You can't move into the street because the car is there."
    Car,
    /// "You can't jump over a cat standing in your path."
    CatInTheWay,
    /// "You can't land on a mouse because you already have one in your larder."
    LarderFull,
    /// "You cannot enter the garden of a shop if it is closed."
    ShopClosed,
    /// "You cannot attack a cat on his Home space."
    CatAtHome,
    /// Gang Warfare: a cat of your own gang stands there.
    TeamMate,
}

impl Block {
    /// The rule, as a refusal names it.
    pub fn rule(self) -> Text {
        match self {
            Block::Car => text!("ca-rule-car"),
            Block::CatInTheWay => text!("ca-rule-no-jumping"),
            Block::LarderFull => text!("ca-rule-larder-full"),
            Block::ShopClosed => text!("ca-rule-shop-closed"),
            Block::CatAtHome => text!("ca-rule-cat-at-home"),
            Block::TeamMate => text!("ca-rule-team-mate"),
        }
    }

    /// The rule as one of the reasons a cornered cat loses a life for.
    pub fn cornered(self) -> Text {
        match self {
            Block::Car => text!("ca-cornered-car"),
            Block::CatInTheWay => text!("ca-cornered-cat-in-the-way"),
            Block::LarderFull => text!("ca-cornered-larder-full"),
            Block::ShopClosed => text!("ca-cornered-shop-closed"),
            Block::CatAtHome => text!("ca-cornered-cat-at-home"),
            Block::TeamMate => text!("ca-cornered-team-mate"),
        }
    }
}

/// What happens when a cat lands on a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Landing {
    Empty,
    Catch(Critter, u8),
    Attack(SeatId),
}

/// The public position: every piece, the car and the shops.
#[derive(Clone, Debug)]
pub struct Position {
    pub board: Arc<BoardDef>,
    /// By seat.
    pub cats: Vec<Cat>,
    pub birds: Vec<Bird>,
    pub mice: Vec<Mouse>,
    pub car: Car,
    /// In [`ShopKind::ALL`] order.
    pub shops: Vec<Shop>,
    /// Gang Warfare's gangs (none by default).
    pub gang: Gang,
    /// What stands on each space (the nests hold any number: not listed).
    occupant: Vec<Option<Piece>>,
    /// The board's [`reach_table`] and the walks' tables.
    near: Arc<BoardIndex>,
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.cats == other.cats
            && self.birds == other.birds
            && self.mice == other.mice
            && self.car == other.car
            && self.shops == other.shops
            && self.gang == other.gang
    }
}

impl Position {
    pub fn new(
        board: Arc<BoardDef>,
        mut cats: Vec<Cat>,
        mut birds: Vec<Bird>,
        mut mice: Vec<Mouse>,
        car: Car,
        mut shops: Vec<Shop>,
    ) -> Self {
        cats.sort_by_key(|c| c.seat);
        birds.sort_by_key(|b| b.id);
        mice.sort_by_key(|m| m.id);
        shops.sort_by_key(|s| s.kind);
        let occupant = vec![None; board.spaces.len()];
        let near = reach_table(&board);
        let mut pos = Self {
            near,
            board,
            cats,
            birds,
            mice,
            car,
            shops,
            gang: Gang::default(),
            occupant,
        };
        pos.reindex();
        pos
    }

    /// Works out again what stands on each space, after pieces moved or a cat retired.
    pub(super) fn reindex(&mut self) {
        self.occupant.fill(None);
        for c in self.cats.iter().filter(|c| !c.retired) {
            self.occupant[c.space as usize] = Some(Piece::Cat(c.seat));
        }
        for b in &self.birds {
            if let Perch::On(s) = b.at {
                self.occupant[s as usize] = Some(Piece::Critter(Critter::Bird, b.id));
            }
        }
        for m in &self.mice {
            if let Perch::On(s) = m.at {
                self.occupant[s as usize] = Some(Piece::Critter(Critter::Mouse, m.id));
            }
        }
    }

    /// The same position with these gangs playing.
    pub fn with_gang(mut self, gang: Gang) -> Self {
        self.gang = gang;
        self
    }

    /// Whether the two seats play for the same gang (a seat is its own gang without Gang
    /// Warfare).
    pub fn mates(&self, a: SeatId, b: SeatId) -> bool {
        self.gang.mates(a, b)
    }

    /// The seat whose larder and lives `seat` plays with (itself, but for a shared house).
    pub fn keeper(&self, seat: SeatId) -> SeatId {
        self.gang.keeper(seat)
    }

    /// The cat stands on its own Home space or in its own garden.
    pub fn at_home_or_garden(&self, seat: SeatId) -> bool {
        let c = self.cat(seat);
        matches!(self.board.kind(c.space), Kind::Home(h) | Kind::Garden(h) if h == c.house)
    }

    /// The larder of `house` is guarded: a cat of that house still in the game is on its Home
    /// or in its garden ("you can steal from other cats if they're not on their Home space or
    /// in their garden"; nor magic a critter away from them).
    pub fn guarded(&self, house: u8) -> bool {
        self.active()
            .any(|c| c.house == house && self.at_home_or_garden(c.seat))
    }

    pub fn occupant(&self, space: Space) -> Option<Piece> {
        self.occupant[space as usize]
    }

    pub fn cat(&self, seat: SeatId) -> &Cat {
        &self.cats[seat.index()]
    }

    pub fn shop(&self, kind: ShopKind) -> &Shop {
        &self.shops[kind as usize]
    }

    /// The street the car is on.
    pub fn car_street(&self) -> Option<u8> {
        self.car.at.map(|i| i / 5)
    }

    /// Where a critter is.
    pub fn perch(&self, critter: Critter, id: u8) -> Perch {
        match critter {
            Critter::Bird => self.birds[id as usize].at,
            Critter::Mouse => self.mice[id as usize].at,
        }
    }

    pub fn perches(&self, critter: Critter) -> Vec<(u8, Perch)> {
        match critter {
            Critter::Bird => self.birds.iter().map(|b| (b.id, b.at)).collect(),
            Critter::Mouse => self.mice.iter().map(|m| (m.id, m.at)).collect(),
        }
    }

    /// Whether `seat`'s larder (its gang's, in a shared house) holds a critter of this kind.
    pub fn holds(&self, seat: SeatId, critter: Critter) -> bool {
        let larder = Perch::Larder(self.keeper(seat));
        match critter {
            Critter::Bird => self.birds.iter().any(|b| b.at == larder),
            Critter::Mouse => self.mice.iter().any(|m| m.at == larder),
        }
    }

    /// The six foods of `seat`'s larder (its gang's, in a shared house), bird and mouse
    /// included.
    pub fn larder(&self, seat: SeatId) -> Larder {
        let mut l = self.cat(self.keeper(seat)).larder;
        for c in [Critter::Bird, Critter::Mouse] {
            if self.holds(seat, c) {
                l.add(c.food());
            }
        }
        l
    }

    /// The seat whose house this Home space is (the gang's keeper, in a shared house).
    pub fn home_owner(&self, space: Space) -> Option<SeatId> {
        match self.board.kind(space) {
            Kind::Home(h) => self.cats.iter().find(|c| c.house == h).map(|c| c.seat),
            _ => None,
        }
    }

    /// The seat whose garden (or Home) this is.
    pub fn garden_owner(&self, space: Space) -> Option<SeatId> {
        match self.board.kind(space) {
            Kind::Home(h) | Kind::Garden(h) => {
                self.cats.iter().find(|c| c.house == h).map(|c| c.seat)
            }
            _ => None,
        }
    }

    pub fn is_home_of(&self, seat: SeatId, space: Space) -> bool {
        self.board.homes[self.cat(seat).house as usize] == space
    }

    /// The cat stands on a Home space that protects it: its own, or any Home of a cat still
    /// in the game ("other cats standing on your Home space can be attacked" once you retire).
    pub fn safe_at_home(&self, seat: SeatId) -> bool {
        let cat = self.cat(seat);
        match self.home_owner(cat.space) {
            Some(owner) => self.mates(owner, seat) || !self.cat(owner).retired,
            None => false,
        }
    }

    /// Whether a cat may step onto `space` at all, and if not, the rule (None: the board's
    /// shape, such as the car park, which is no reason to be cornered).
    #[inline]
    fn cat_may_enter(&self, space: Space) -> Result<(), Option<Block>> {
        match self.near.kind(space) {
            Kind::CarPark | Kind::MouseHole | Kind::BirdHouse => Err(None),
            Kind::Street { street, .. } if self.car_street() == Some(street) => {
                Err(Some(Block::Car))
            }
            Kind::ShopGarden(k) if !self.shop(k).open => Err(Some(Block::ShopClosed)),
            _ => Ok(()),
        }
    }

    /// What happens if `seat`'s cat lands on `space`, or why it may not.
    pub fn landing(&self, seat: SeatId, space: Space) -> Result<Landing, Option<Block>> {
        self.cat_may_enter(space)?;
        match self.occupant(space) {
            None => Ok(Landing::Empty),
            Some(Piece::Cat(other)) if other == seat => Err(None),
            // "If the host cat is away and returns home to find you in his garden, it counts
            // as an attack": a cat on your own Home does not keep you out. You land there by
            // exact count and it is dealt with as you arrive home (attacked, or, without
            // trespassing or if it is a gang mate, it makes way).
            Some(Piece::Cat(_)) if self.is_home_of(seat, space) => Ok(Landing::Empty),
            Some(Piece::Cat(other)) if self.mates(other, seat) => {
                // A gang sharing a house shares its Home space too; anywhere else a gang
                // mate is in the way.
                if self.gang.shared_house && self.is_home_of(seat, space) {
                    Ok(Landing::Empty)
                } else {
                    Err(Some(Block::TeamMate))
                }
            }
            Some(Piece::Cat(other)) => {
                if self.safe_at_home(other) {
                    Err(Some(Block::CatAtHome))
                } else {
                    Ok(Landing::Attack(other))
                }
            }
            Some(Piece::Critter(c, id)) => {
                if self.holds(seat, c) {
                    Err(Some(Block::LarderFull))
                } else {
                    Ok(Landing::Catch(c, id))
                }
            }
        }
    }

    /// Every path of exactly `steps` spaces `seat`'s cat may take from where it stands, and the
    /// reasons that stopped the others.
    pub fn cat_paths(&self, seat: SeatId, steps: u8) -> (Vec<Path>, Vec<Block>) {
        let mut paths = Vec::new();
        let mut blocks = Vec::new();
        self.walk_cat(
            seat,
            steps,
            &mut |p| {
                paths.push(p);
                false
            },
            &mut |b| blocks.push(b),
        );
        blocks.sort();
        blocks.dedup();
        (paths, blocks)
    }

    /// Each path [`Self::cat_paths`] finds, in its order, to `f` (nothing collected).
    pub fn for_each_cat_path(&self, seat: SeatId, steps: u8, mut f: impl FnMut(Path)) {
        self.walk_cat(
            seat,
            steps,
            &mut |p| {
                f(p);
                false
            },
            &mut |_| {},
        );
    }

    /// Whether [`Self::cat_paths`] would find a path (it stops at the first).
    pub fn has_cat_path(&self, seat: SeatId, steps: u8) -> bool {
        self.walk_cat(seat, steps, &mut |_| true, &mut |_| {})
    }

    /// [`Self::cat_walk`] from the cat's space. A count no move has (a save or a message may
    /// hold any) finds no path.
    fn walk_cat(
        &self,
        seat: SeatId,
        steps: u8,
        found: &mut impl FnMut(Path) -> bool,
        blocked: &mut impl FnMut(Block),
    ) -> bool {
        if !(1..=MAX_STEPS).contains(&(steps as usize)) {
            return false;
        }
        let mut trail = Trail::new(self.cat(seat).space);
        self.cat_walk(seat, steps, &mut trail, found, blocked)
    }

    /// Walks on from the end of `trail` by `left` more spaces: `found` gets each whole path
    /// (the spaces after the start) and stops the walk by returning true; `blocked` gets each
    /// reason that stopped one.
    fn cat_walk(
        &self,
        seat: SeatId,
        left: u8,
        trail: &mut Trail,
        found: &mut impl FnMut(Path) -> bool,
        blocked: &mut impl FnMut(Block),
    ) -> bool {
        let here = trail.last();
        for &next in self.near.links(here) {
            if trail.contains(next) {
                continue; // no back-tracking
            }
            if left == 1 {
                match self.landing(seat, next) {
                    Ok(_) => {
                        trail.push(next);
                        let stop = found(trail.path);
                        trail.pop();
                        if stop {
                            return true;
                        }
                    }
                    Err(Some(b)) => blocked(b),
                    Err(None) => {}
                }
                continue;
            }
            match self.cat_may_enter(next) {
                Err(Some(b)) => {
                    blocked(b);
                    continue;
                }
                Err(None) => continue,
                Ok(()) => {}
            }
            if let Some(Piece::Cat(_)) = self.occupant(next) {
                blocked(Block::CatInTheWay);
                continue;
            }
            trail.push(next);
            let stop = self.cat_walk(seat, left - 1, trail, found, blocked);
            trail.pop();
            if stop {
                return true;
            }
        }
        false
    }

    /// Whether `path` (spaces after the start) is a legal cat move of its length.
    pub fn cat_path_ok(&self, seat: SeatId, path: &[Space]) -> bool {
        let Some((&last, between)) = path.split_last() else {
            return false;
        };
        let start = self.cat(seat).space;
        let mut prev = start;
        let mut seen = vec![start];
        for &s in path {
            if (s as usize) >= self.board.spaces.len()
                || !self.board.links(prev).contains(&s)
                || seen.contains(&s)
            {
                return false;
            }
            seen.push(s);
            prev = s;
        }
        between.iter().all(|&s| {
            self.cat_may_enter(s).is_ok() && !matches!(self.occupant(s), Some(Piece::Cat(_)))
        }) && self.landing(seat, last).is_ok()
    }

    /// Where a critter moving out of `perch` starts: the nest, or the larder's house door.
    pub fn critter_start(&self, critter: Critter, perch: Perch) -> Space {
        match perch {
            Perch::On(s) => s,
            Perch::Nest => match critter {
                Critter::Bird => self.board.bird_house,
                Critter::Mouse => self.board.mouse_hole,
            },
            Perch::Larder(seat) => self.board.homes[self.cat(seat).house as usize],
        }
    }

    #[inline]
    fn critter_may_step(&self, critter: Critter, space: Space) -> bool {
        match self.near.kind(space) {
            Kind::Home(_) | Kind::CarPark => false,
            Kind::MouseHole => critter == Critter::Mouse,
            Kind::BirdHouse => critter == Critter::Bird,
            _ => true,
        }
    }

    fn critter_may_land(&self, critter: Critter, space: Space) -> bool {
        let nest = match critter {
            Critter::Bird => self.board.bird_house,
            Critter::Mouse => self.board.mouse_hole,
        };
        self.critter_may_step(critter, space) && (space == nest || self.occupant(space).is_none())
    }

    /// Every path of exactly `steps` spaces a critter may take from `start`: it jumps over
    /// anything, steps on no Home, lands on no piece, never back-tracks.
    pub fn critter_paths(&self, critter: Critter, start: Space, steps: u8) -> Vec<Path> {
        let mut out = Vec::new();
        self.for_each_critter_path(critter, start, steps, |p| out.push(p));
        out
    }

    /// Each path [`Self::critter_paths`] finds, in its order, to `f` (nothing collected).
    pub fn for_each_critter_path(
        &self,
        critter: Critter,
        start: Space,
        steps: u8,
        mut f: impl FnMut(Path),
    ) {
        self.walk_critter(critter, start, steps, &mut |p| {
            f(p);
            false
        });
    }

    /// Whether [`Self::critter_paths`] would find a path (it stops at the first).
    pub fn has_critter_path(&self, critter: Critter, start: Space, steps: u8) -> bool {
        self.walk_critter(critter, start, steps, &mut |_| true)
    }

    /// [`Self::critter_walk`] from `start`; as [`Self::walk_cat`], no path for a count no move
    /// has.
    fn walk_critter(
        &self,
        critter: Critter,
        start: Space,
        steps: u8,
        found: &mut impl FnMut(Path) -> bool,
    ) -> bool {
        if !(1..=MAX_STEPS).contains(&(steps as usize)) {
            return false;
        }
        self.critter_walk(critter, steps, &mut Trail::new(start), found)
    }

    /// As [`Self::cat_walk`], for a critter.
    fn critter_walk(
        &self,
        critter: Critter,
        left: u8,
        trail: &mut Trail,
        found: &mut impl FnMut(Path) -> bool,
    ) -> bool {
        let here = trail.last();
        for &next in self.near.links(here) {
            if trail.contains(next) || !self.critter_may_step(critter, next) {
                continue;
            }
            if left == 1 {
                if self.critter_may_land(critter, next) {
                    trail.push(next);
                    let stop = found(trail.path);
                    trail.pop();
                    if stop {
                        return true;
                    }
                }
                continue;
            }
            trail.push(next);
            let stop = self.critter_walk(critter, left - 1, trail, found);
            trail.pop();
            if stop {
                return true;
            }
        }
        false
    }

    /// Whether `path` is a legal critter move from `start`.
    pub fn critter_path_ok(&self, critter: Critter, start: Space, path: &[Space]) -> bool {
        let Some(&last) = path.last() else {
            return false;
        };
        let mut prev = start;
        let mut seen = vec![start];
        for &s in path {
            if (s as usize) >= self.board.spaces.len()
                || !self.board.links(prev).contains(&s)
                || seen.contains(&s)
                || !self.critter_may_step(critter, s)
            {
                return false;
            }
            seen.push(s);
            prev = s;
        }
        self.critter_may_land(critter, last)
    }

    /// Shortest distance from `from` to every space a cat could ever stand on, counted in
    /// spaces along the board (pieces, the car and closed shops do not lengthen it: the cat
    /// leaps). `u8::MAX` where it cannot get to. Worked out once per board ([`reach_table`]).
    pub fn distances(&self, from: Space) -> &[u8] {
        let n = self.board.spaces.len();
        &self.near.dist[from as usize * n..(from as usize + 1) * n]
    }

    /// The spaces one to [`REACH`] away from `from` ([`Self::distances`]), in board order.
    pub fn within_reach(&self, from: Space) -> &[Space] {
        &self.near.reach[from as usize]
    }

    /// The cats still in the game, in seat order.
    pub fn active(&self) -> impl Iterator<Item = &Cat> {
        self.cats.iter().filter(|c| !c.retired)
    }
}

/// A board's tables for the walks: each space's reach, kind and links, packed together.
#[derive(Debug, Default)]
struct BoardIndex {
    /// The spaces one to [`REACH`] away from each space.
    reach: Vec<Vec<Space>>,
    /// `dist[from * spaces + to]`: [`Position::distances`].
    dist: Vec<u8>,
    kinds: Vec<Kind>,
    /// Space `s` links to `links[link_at[s]..link_at[s + 1]]`.
    link_at: Vec<u32>,
    links: Vec<Space>,
}

impl BoardIndex {
    #[inline(always)]
    fn kind(&self, s: Space) -> Kind {
        self.kinds[s as usize]
    }

    #[inline(always)]
    fn links(&self, s: Space) -> &[Space] {
        let s = s as usize;
        &self.links[self.link_at[s] as usize..self.link_at[s + 1] as usize]
    }
}

/// A path being walked: its start, and the spaces after it (the walks go at most
/// [`MAX_STEPS`] deep).
struct Trail {
    start: Space,
    path: Path,
}

impl Trail {
    fn new(start: Space) -> Self {
        Self {
            start,
            path: Path::EMPTY,
        }
    }
    fn last(&self) -> Space {
        self.path.last().copied().unwrap_or(self.start)
    }
    #[inline(always)]
    fn contains(&self, s: Space) -> bool {
        // At most a handful of spaces: a plain loop, no call.
        if self.start == s {
            return true;
        }
        let p: &[Space] = &self.path;
        let mut i = 0;
        while i < p.len() {
            if p[i] == s {
                return true;
            }
            i += 1;
        }
        false
    }
    #[inline(always)]
    fn push(&mut self, s: Space) {
        let pushed = self.path.try_push(s);
        debug_assert!(pushed, "the walks go at most MAX_STEPS deep");
    }
    #[inline(always)]
    fn pop(&mut self) {
        self.path.pop();
    }
}

/// [`Position::distances`] from `from`, walked out.
fn walk_distances(board: &BoardDef, from: Space) -> Vec<u8> {
    let mut dist = vec![u8::MAX; board.spaces.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    dist[from as usize] = 0;
    while let Some(s) = queue.pop_front() {
        for &n in board.links(s) {
            let walkable = !matches!(
                board.kind(n),
                Kind::CarPark | Kind::MouseHole | Kind::BirdHouse
            );
            if walkable && dist[n as usize] == u8::MAX {
                dist[n as usize] = dist[s as usize] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// For each space of `board`, the spaces one to [`REACH`] away along it, in board order: what
/// Cat Attack, Cat Burglar and Cat Fight may reach. Worked out once per board and thread for
/// the last few boards (a table and a bot's own table alternate; a search asks every turn).
fn reach_table(board: &Arc<BoardDef>) -> Arc<BoardIndex> {
    type Cached = Vec<(std::sync::Weak<BoardDef>, Arc<BoardIndex>)>;
    thread_local! {
        static CACHE: std::cell::RefCell<Cached> = const { std::cell::RefCell::new(Vec::new()) };
    }
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        // A weak handle keeps its board's allocation, so an equal address is the same board.
        if let Some((_, table)) = cache
            .iter()
            .find(|(b, _)| std::ptr::eq(b.as_ptr(), Arc::as_ptr(board)))
        {
            return table.clone();
        }
        let n = board.spaces.len();
        let dist: Vec<u8> = (0..n as Space)
            .flat_map(|from| walk_distances(board, from))
            .collect();
        let reach = (0..n)
            .map(|from| {
                let d = &dist[from * n..(from + 1) * n];
                (0..n as Space)
                    .filter(|s| (1..=REACH).contains(&d[*s as usize]))
                    .collect()
            })
            .collect();
        let mut link_at = vec![0];
        let mut links = Vec::new();
        for space in &board.spaces {
            links.extend_from_slice(&space.links);
            link_at.push(links.len() as u32);
        }
        let table = Arc::new(BoardIndex {
            reach,
            dist,
            kinds: board.spaces.iter().map(|s| s.kind).collect(),
            link_at,
            links,
        });
        cache.retain(|(b, _)| b.strong_count() > 0);
        if cache.len() >= 4 {
            cache.remove(0);
        }
        cache.push((Arc::downgrade(board), table.clone()));
        table
    })
}
