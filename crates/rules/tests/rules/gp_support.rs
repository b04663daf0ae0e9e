//! Shared helpers for the Grand Prrrrix tests: the shipped mansion, tables, hand-made
//! positions and the invariants checked after every action.

use mogland_rules::core::{
    GameRng, GameSim, SeatId, SeatKind, SeatSetup, TableSetup, TableSnapshot,
};
use mogland_rules::games::grand_prrrrix::*;
use mogland_rules::levels::grand_prrrrix::{BoardDef, CatKind, Mansion};
use mogland_rules::levels::{Level, parse_level};
use std::sync::OnceLock;

pub type Sim = GameSim<GrandPrrrrix>;
pub type Snap = TableSnapshot<GrandPrrrrixSnapshot, GrandPrrrrixAction>;

pub const S0: SeatId = SeatId(0);
pub const S1: SeatId = SeatId(1);
pub const S2: SeatId = SeatId(2);

pub fn shipped() -> BoardDef {
    static DEF: OnceLock<BoardDef> = OnceLock::new();
    DEF.get_or_init(|| {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../levels/grand_prrrrix.ron"
        );
        let src = std::fs::read_to_string(path).expect("levels/grand_prrrrix.ron");
        match parse_level(path, &src).unwrap_or_else(|e| panic!("{e}")) {
            Level::GrandPrrrrix(d) => *d,
            other => panic!("grand_prrrrix.ron holds a {}", other.kind()),
        }
    })
    .clone()
}

pub fn mansion() -> Mansion {
    shipped().mansion()
}

/// The square at (x, y) on the shipped board.
pub fn sq(x: u8, y: u8) -> u16 {
    mansion()
        .at((x, y))
        .unwrap_or_else(|| panic!("no square at ({x}, {y})"))
}

pub fn setup_with(players: usize, seed: u64, variants: &[&str]) -> TableSetup {
    TableSetup {
        game: INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: ["Ada", "Felix", "Mog", "Tibbles", "Shadow"][i].into(),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: variants.iter().map(|v| v.to_string()).collect(),
        seed,
        level: Level::GrandPrrrrix(Box::new(shipped())),
    }
}

pub fn setup(players: usize, seed: u64) -> TableSetup {
    setup_with(players, seed, &[])
}

pub fn start(players: usize, seed: u64) -> Sim {
    Sim::start(&setup(players, seed)).expect("a table starts")
}

/// Puts seat `seat` on turn in the Move phase with `card` turned (no bonus unless it starts
/// in the card's room).
pub fn on_turn(snap: &mut Snap, seat: SeatId, room: &str) {
    let m = mansion();
    let card = Miaow {
        cat: snap.game.cats[seat.index()].kind,
        room: m.room_index(room).expect("a room"),
    };
    let at = snap.game.cats[seat.index()].at;
    let t = &mut snap.game.turn;
    t.seat = seat;
    t.card = card;
    t.bonus = m.room_of(at) == Some(card.room);
    t.moved = 0;
    t.off_cushion = false;
    t.must_end = false;
    t.acted = false;
    t.ate = false;
    t.fought.clear();
    t.pending.clear();
    t.forced.clear();
    t.phase = Phase::Move;
    t.number = t.number.max(1);
}

/// Gives the seats these cats (swapping kinds, so every cat in play stays one of the five).
pub fn cats_are(snap: &mut Snap, kinds: &[CatKind]) {
    let m = mansion();
    for (i, &k) in kinds.iter().enumerate() {
        let c = &mut snap.game.cats[i];
        c.kind = k;
        c.at = m.cushion(k);
    }
    // The turn deck holds the cats in play.
    for card in snap
        .game
        .deck
        .0
        .draw
        .iter_mut()
        .chain(snap.game.deck.0.discard.iter_mut())
    {
        if !kinds.contains(&card.cat) {
            card.cat = kinds[0];
        }
    }
}

/// Places seat `seat`'s cat at (x, y).
pub fn put(snap: &mut Snap, seat: SeatId, x: u8, y: u8) {
    snap.game.cats[seat.index()].at = sq(x, y);
}

/// The dice the game's generator will roll next are `rolls` (found by trying seeds).
pub fn dice(snap: &mut Snap, rolls: &[u8]) {
    for seed in 0..2_000_000u64 {
        let mut g = GameRng::seeded(seed);
        if rolls.iter().all(|&r| g.d6() == r) {
            snap.rng = GameRng::seeded(seed);
            return;
        }
    }
    panic!("no seed rolls {rolls:?}");
}

/// Energy stays 0..=25, coins and objects are conserved, no two cats share a square, every
/// cat stands on a square, and the turn deck holds three cards per cat in play.
pub fn check_invariants(sim: &Sim) {
    let g = sim.snapshot().game;
    let m = mansion();
    let n = g.cats.len();
    for c in &g.cats {
        assert!(c.energy <= 25, "{:?} has {} energy", c.kind, c.energy);
        assert!((c.at as usize) < m.squares.len());
        assert!(c.purrs <= 2);
    }
    let held = g.cats.iter().filter(|c| c.coin).count();
    assert_eq!(
        held + g.coins as usize,
        n,
        "one coin per player, held or at the Mouse"
    );
    let mut squares: Vec<u16> = g.cats.iter().map(|c| c.at).collect();
    squares.sort_unstable();
    squares.dedup();
    assert_eq!(squares.len(), n, "no two cats share a square");
    assert_eq!(
        g.deck.0.draw.len() + g.deck.0.discard.len(),
        3 * n,
        "the turn deck"
    );
    // The four objects never move: the board is the level's.
    for o in mogland_rules::levels::grand_prrrrix::Object::ALL {
        assert_eq!(m.object_at(m.object(o)), Some(o));
    }
}

/// Plays random legal actions until the game ends, checking the invariants after each.
pub fn random_game(players: usize, seed: u64, variants: &[&str]) -> Sim {
    let mut sim = Sim::start(&setup_with(players, seed, variants)).expect("starts");
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..50_000 {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat:?} is asked with nothing to do"
        );
        let a = legal[rng.below(legal.len())].clone();
        sim.apply(seat, a).unwrap();
        check_invariants(&sim);
    }
    assert!(sim.outcome().is_some(), "the game ended");
    sim
}

/// A 3-player table (or more, with `kinds` longer): the seats have these cats, all on their
/// cushions, and seat 0 is on turn with a Kitchen card (no bonus).
pub fn table(kinds: &[CatKind], variants: &[&str]) -> Snap {
    let sim = Sim::start(&setup_with(kinds.len(), 1, variants)).expect("a table starts");
    let mut snap = sim.snapshot();
    cats_are(&mut snap, kinds);
    on_turn(&mut snap, S0, "Kitchen");
    snap
}

pub fn go(snap: &Snap) -> Sim {
    let mut sim = Sim::empty();
    sim.restore(snap);
    sim
}

pub fn state(sim: &Sim) -> State {
    GrandPrrrrix::state(sim.world())
}

pub fn moves(sim: &Sim) -> Vec<MoveOption> {
    state(sim).moves()
}

/// The move to (x, y), if the mover has one.
pub fn move_to(sim: &Sim, x: u8, y: u8) -> Option<MoveOption> {
    moves(sim).into_iter().find(|m| m.to == sq(x, y))
}

pub fn act(sim: &mut Sim, seat: SeatId, a: GrandPrrrrixAction) {
    sim.apply(seat, a.clone())
        .unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {r}"));
}

pub fn walk(sim: &mut Sim, x: u8, y: u8) {
    let seat = sim.to_act().expect("someone is asked");
    act(sim, seat, GrandPrrrrixAction::Move { to: sq(x, y) });
}

pub fn cat(sim: &Sim, seat: SeatId) -> Cat {
    state(sim).cat(seat).clone()
}

/// The next Turn Order card turned will be `kind`'s (one of its own cards moved to the top).
pub fn next_card(snap: &mut Snap, kind: CatKind) {
    let draw = &mut snap.game.deck.0.draw;
    let i = draw
        .iter()
        .position(|c| c.cat == kind)
        .expect("a card of that cat still to come");
    let card = draw.remove(i);
    draw.push(card);
}

/// Stands and commits no bonus for whoever is asked, until the dice have been rolled.
pub fn to_the_dice(sim: &mut Sim) {
    for _ in 0..4 {
        let s = state(sim);
        let seat = s.asked().expect("someone is asked");
        match s.turn.phase {
            Phase::Retreat(_) => act(sim, seat, GrandPrrrrixAction::Stand),
            Phase::Bonus(_) => act(sim, seat, GrandPrrrrixAction::Bonus(Bonus::default())),
            _ => return,
        }
    }
}

/// The turn `snap` was on is over (the next card has been turned).
pub fn ended(sim: &Sim, snap: &Snap) -> bool {
    state(sim).turn.number > snap.game.turn.number
}
