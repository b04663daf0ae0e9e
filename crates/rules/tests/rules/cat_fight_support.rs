//! Shared helpers for the Cat Fight tests: the shipped board, tables, hand-made positions and
//! the invariants checked after every action.

use mogland_rules::core::table;
use mogland_rules::core::{GameSim, SeatId, SeatKind, SeatSetup, TableSetup, TableSnapshot};
use mogland_rules::games::cat_fight::*;
use mogland_rules::levels::cat_fight::{BoardDef, Square};
use mogland_rules::levels::{Level, parse_level};
use std::collections::HashSet;

pub type Sim = GameSim<CatFight>;
pub type Snap = TableSnapshot<CatFightSnapshot, CatFightAction>;

pub fn shipped_board() -> BoardDef {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/cat_fight.ron");
    let src = std::fs::read_to_string(path).expect("levels/cat_fight.ron");
    match parse_level(path, &src).unwrap_or_else(|e| panic!("{e}")) {
        Level::CatFightBoard(b) => b,
        other => panic!("cat_fight.ron holds a {}", other.kind()),
    }
}

pub fn setup_on(board: BoardDef, players: usize, seed: u64) -> TableSetup {
    TableSetup {
        game: mogland_rules::games::cat_fight::INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: ["Felix", "Jeremy", "Ada", "Mog"][i].into(),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed,
        level: Level::CatFightBoard(board),
    }
}

pub fn setup(players: usize, seed: u64) -> TableSetup {
    setup_on(shipped_board(), players, seed)
}

pub fn start(players: usize, seed: u64) -> Sim {
    Sim::start(&setup(players, seed)).expect("a table starts")
}

pub const S0: SeatId = SeatId(0);
pub const S1: SeatId = SeatId(1);
pub const S2: SeatId = SeatId(2);
pub const S3: SeatId = SeatId(3);

/// A hand-made position on the shipped board: edit the fresh table's snapshot and restore it.
/// The dealt saucers are cleared; a spare saucer (index 9) stands in the corner at (8, 1) with
/// creams 9, 10 and 11 so the game does not end at once (`without_spare` takes it away).
pub struct Scene {
    pub snap: Snap,
}

impl Scene {
    pub fn new(players: usize) -> Self {
        let sim = start(players, 7);
        let mut snap = sim.snapshot();
        snap.game.saucers.clear();
        for c in &mut snap.game.creams {
            c.place = CreamPlace::Out(OutReason::Unused);
        }
        Self { snap }.saucer(9, (8, 1), &[9, 10, 11])
    }

    pub fn without_spare(mut self) -> Self {
        self.snap.game.saucers.retain(|s| s.index != 9);
        for c in &mut self.snap.game.creams {
            if c.place == CreamPlace::Saucer(9) {
                c.place = CreamPlace::Out(OutReason::Unused);
            }
        }
        self
    }

    pub fn cat(mut self, seat: SeatId, square: Square, facing: Dir) -> Self {
        let c = &mut self.snap.game.cats[seat.index()];
        c.square = Some(square);
        c.facing = facing;
        self
    }

    pub fn blocker(mut self, square: Square) -> Self {
        // Taken from whoever has most left, so that ten blockers stay ten.
        let stocks = &mut self.snap.game.stocks;
        let owner = (0..stocks.seats.len())
            .max_by_key(|&i| (stocks.seats[i].blockers, std::cmp::Reverse(i)))
            .unwrap();
        assert!(
            stocks.seats[owner].blockers > 0,
            "no blockers left to put down"
        );
        stocks.seats[owner].blockers -= 1;
        self.snap.game.blockers.push(Blocker {
            square,
            owner: SeatId(owner as u8),
        });
        self.snap.game.blockers.sort();
        self
    }

    /// A saucer holding the creams with these ids.
    pub fn saucer(mut self, index: u8, square: Square, creams: &[u8]) -> Self {
        self.snap.game.saucers.push(Saucer { index, square });
        for c in &mut self.snap.game.creams {
            if creams.contains(&c.id) {
                c.place = CreamPlace::Saucer(index);
            }
        }
        self
    }

    pub fn holds(mut self, seat: SeatId, creams: &[u8]) -> Self {
        for c in &mut self.snap.game.creams {
            if creams.contains(&c.id) {
                c.place = CreamPlace::Held(seat);
            }
        }
        self
    }

    pub fn catnip(mut self, owner: SeatId, square: Square) -> Self {
        self.snap.game.catnips.push(Catnip {
            square,
            owner,
            placed_turn: 0,
        });
        self.snap.game.stocks.seats[owner.index()].catnip_used = true;
        self
    }

    /// Gives `seat` exactly `n` blockers, from or back to the box (then the other seats), so
    /// that ten stay ten.
    pub fn blockers_left(mut self, seat: SeatId, n: u8) -> Self {
        let stocks = &mut self.snap.game.stocks;
        while stocks.seats[seat.index()].blockers > n {
            stocks.seats[seat.index()].blockers -= 1;
            stocks.blockers_in_box += 1;
        }
        while stocks.seats[seat.index()].blockers < n {
            if stocks.blockers_in_box > 0 {
                stocks.blockers_in_box -= 1;
            } else {
                let other = (0..stocks.seats.len())
                    .find(|&i| i != seat.index() && stocks.seats[i].blockers > 0)
                    .expect("a blocker to take");
                stocks.seats[other].blockers -= 1;
            }
            stocks.seats[seat.index()].blockers += 1;
        }
        self
    }

    pub fn rng_seed(mut self, seed: u64) -> Self {
        self.snap.rng = mogland_rules::core::GameRng::seeded(seed);
        self
    }

    /// Starts `seat`'s turn as the rules would: it may sip from the saucer it faces, unless a
    /// cat looks at it now.
    pub fn turn_of(mut self, seat: SeatId) -> Self {
        let sim = self.build_raw();
        let pos = position(sim.world());
        let t = &mut self.snap.game.turn;
        t.seat = seat;
        t.number = 1;
        t.sip_from = pos.faced_saucer(seat);
        t.watched_at_start = start_watchers(&pos, seat);
        t.finishing = false;
        self
    }

    /// The seat's catnip is spent (so its turn ends with the cat's action).
    pub fn catnip_spent(mut self, seat: SeatId) -> Self {
        self.snap.game.stocks.seats[seat.index()].catnip_used = true;
        self
    }

    fn build_raw(&self) -> Sim {
        let mut sim = Sim::empty();
        sim.restore(&self.snap);
        sim
    }

    pub fn build(self) -> Sim {
        let sim = self.build_raw();
        check_invariants(&sim);
        sim
    }
}

pub fn cat(sim: &Sim, seat: SeatId) -> Cat {
    position(sim.world()).cats[seat.index()]
}

pub fn turn(sim: &Sim) -> Turn {
    table::state::<CatFight>(sim.world()).unwrap().turn.clone()
}

/// The seat keeps its catnip and ends the turn its cat has acted in.
pub fn end_turn(sim: &mut Sim, seat: SeatId) {
    act(sim, seat, CatFightAction::EndTurn);
}

pub fn act(sim: &mut Sim, seat: SeatId, action: CatFightAction) {
    sim.apply(seat, action)
        .unwrap_or_else(|r| panic!("{action:?} by seat {} was refused: {r}", seat.0 + 1));
    check_invariants(sim);
}

/// The events written since the last call.
pub fn events(
    sim: &mut Sim,
    cursor: &mut bevy_ecs::message::MessageCursor<CatFightEvent>,
) -> Vec<CatFightEvent> {
    let messages = sim
        .world()
        .resource::<bevy_ecs::message::Messages<CatFightEvent>>();
    cursor.read(messages).cloned().collect()
}

/// What must hold after every action.
pub fn check_invariants(sim: &Sim) {
    let snap = sim.snapshot().game;
    let seats = snap.cats.len();
    // Twelve creams, each in exactly one place; saucers that are gone hold none.
    assert_eq!(snap.creams.len(), 12, "twelve creams");
    let ids: HashSet<u8> = snap.creams.iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), 12, "cream ids are unique");
    for c in &snap.creams {
        if let CreamPlace::Saucer(i) = c.place {
            assert!(
                snap.saucers.iter().any(|s| s.index == i),
                "cream {} sits in saucer {i}, which is gone",
                c.id
            );
        }
    }
    // Ten blockers: in hand, on the board, or in the box.
    let in_hand: u32 = snap.stocks.seats.iter().map(|s| s.blockers as u32).sum();
    assert_eq!(
        in_hand + snap.blockers.len() as u32 + snap.stocks.blockers_in_box as u32,
        10,
        "ten blockers"
    );
    let pos = position(sim.world());
    let mut taken: HashSet<Square> = HashSet::new();
    for b in &snap.blockers {
        assert!(
            !pos.is_blue(b.square),
            "a blocker stands on blue {:?}",
            b.square
        );
        assert!(taken.insert(b.square), "two pieces on {:?}", b.square);
    }
    for s in &snap.saucers {
        assert!(taken.insert(s.square), "two pieces on {:?}", s.square);
    }
    for c in &snap.catnips {
        assert!(taken.insert(c.square), "two pieces on {:?}", c.square);
    }
    // One cat per square, except the two or more cats of a fight waiting on a loser.
    let fight = snap.turn.fight.clone();
    let mut cat_squares: HashSet<Square> = HashSet::new();
    for c in snap.cats.iter().filter_map(|c| c.square) {
        let shared_fight = fight.as_ref().is_some_and(|f| f.square == c);
        assert!(
            cat_squares.insert(c) || shared_fight,
            "two cats on {c:?} outside a fight"
        );
        assert!(!taken.contains(&c), "a cat stands on a piece at {c:?}");
    }
    // Catnip waiting on the board is seen by no cat (it would have fired).
    if fight.is_none() {
        for nip in &snap.catnips {
            assert!(
                pos.lines_to(nip.square).is_empty(),
                "catnip at {:?} is in a cat's line but did not fire",
                nip.square
            );
        }
    }
    // Someone can always act until the game is over.
    match sim.to_act() {
        Some(s) => assert!(
            !sim.legal_actions(s).is_empty(),
            "seat {} must act but has no legal action",
            s.0 + 1
        ),
        None => assert!(sim.outcome().is_some(), "nobody to act, yet no outcome"),
    }
    assert!(snap.stocks.seats.len() == seats);
}
