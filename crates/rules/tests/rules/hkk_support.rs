//! Shared helpers for the Here, Kitty, Kitty! tests: the shipped deck, tables, hand-made
//! positions and the invariants checked after every action.

use mogland_rules::core::{
    GameRng, GameSim, SeatId, SeatKind, SeatSetup, TableSetup, TableSnapshot,
};
use mogland_rules::games::here_kitty_kitty::*;
use mogland_rules::levels::here_kitty_kitty::DeckDef;
use mogland_rules::levels::{Level, parse_level};
use std::sync::OnceLock;

pub type Sim = GameSim<HereKittyKitty>;
pub type Snap = TableSnapshot<HereKittyKittySnapshot, HereKittyKittyAction>;

pub fn shipped() -> DeckDef {
    static DEF: OnceLock<DeckDef> = OnceLock::new();
    DEF.get_or_init(|| {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../levels/here_kitty_kitty.ron"
        );
        let src = std::fs::read_to_string(path).expect("levels/here_kitty_kitty.ron");
        match parse_level(path, &src).unwrap_or_else(|e| panic!("{e}")) {
            Level::HereKittyKitty(d) => d,
            other => panic!("here_kitty_kitty.ron holds a {}", other.kind()),
        }
    })
    .clone()
}

pub fn setup(players: usize, seed: u64) -> TableSetup {
    TableSetup {
        game: INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: ["Jeremy", "Ada", "Felix", "Mog", "Tibbles", "Shadow"][i].into(),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed,
        level: Level::HereKittyKitty(shipped()),
    }
}

pub fn start(players: usize, seed: u64) -> Sim {
    Sim::start(&setup(players, seed)).expect("a table starts")
}

/// The card line named `name` in the shipped deck.
pub fn card(name: &str) -> CardId {
    CardId(
        shipped()
            .find(name)
            .unwrap_or_else(|| panic!("no card {name}")) as u8,
    )
}

/// The 40 cats and every card in play are where they should be, once each.
pub fn check_invariants(sim: &Sim) {
    let snap = sim.snapshot().game;
    let mut cats = snap.hood;
    for p in &snap.props {
        cats = cats.plus(&p.all_cats());
    }
    assert_eq!(cats, Cats([10; 4]), "the 40 cats are conserved");
    let mut counts = vec![0u32; snap.book.len()];
    let cards = snap
        .pile
        .draw
        .iter()
        .chain(&snap.pile.discard)
        .chain(snap.props.iter().flat_map(|p| p.hand.iter()))
        .chain(
            snap.props
                .iter()
                .flat_map(|p| p.tucked.iter().map(|t| &t.card)),
        )
        // A card being played lies on the table while the others may block it.
        .chain(snap.turn.steps.iter().filter_map(|s| match s {
            Step::Resolve(p) if !p.copy => Some(&p.card),
            _ => None,
        }));
    for c in cards {
        counts[c.0 as usize] += 1;
    }
    assert_eq!(
        counts, snap.rules.in_play,
        "every card in play is somewhere, once"
    );
}

/// Plays random legal actions until the game ends, checking the invariants after each.
pub fn random_game(players: usize, seed: u64) -> Sim {
    let mut sim = start(players, seed);
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..20_000 {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat:?} is asked with nothing to do"
        );
        let a = legal[rng.below(legal.len())].clone();
        let before = sim.snapshot().game;
        sim.apply(seat, a.clone()).unwrap();
        if std::env::var("HKK_DEBUG").is_ok()
            && std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_invariants(&sim)))
                .is_err()
        {
            panic!("after {a:?} by {seat:?}\nbefore: {:?}\n", before.turn);
        }
        check_invariants(&sim);
    }
    assert!(sim.outcome().is_some(), "the game ended");
    sim
}

pub const S0: SeatId = SeatId(0);
pub const S1: SeatId = SeatId(1);
pub const S2: SeatId = SeatId(2);
pub const S3: SeatId = SeatId(3);

// ---- Hand-made positions: a table's snapshot, edited, then restored. Every edit moves cards
// and cats rather than making them, so the invariants still hold.

/// A table of `players` with every hand emptied onto the bottom of the draw pile: seat 0 is
/// asked for its first action.
pub fn bare(players: usize, seed: u64) -> (Sim, Snap) {
    let sim = start(players, seed);
    let mut snap = sim.snapshot();
    for p in &mut snap.game.props {
        let hand = std::mem::take(&mut p.hand);
        snap.game.pile.draw.splice(0..0, hand);
    }
    (sim, snap)
}

/// Takes one copy of `name` out of wherever it is (draw pile, discards, a hand).
fn take(snap: &mut Snap, name: &str) -> CardId {
    let c = card(name);
    let g = &mut snap.game;
    if let Some(i) = g.pile.draw.iter().position(|&x| x == c) {
        g.pile.draw.remove(i);
    } else if let Some(i) = g.pile.discard.iter().position(|&x| x == c) {
        g.pile.discard.remove(i);
    } else {
        let p = g
            .props
            .iter_mut()
            .find(|p| p.hand.contains(&c))
            .unwrap_or_else(|| panic!("no copy of {name} left to move"));
        let i = p.hand.iter().position(|&x| x == c).unwrap();
        p.hand.remove(i);
    }
    c
}

/// Puts a copy of `name` into `seat`'s hand.
pub fn give(snap: &mut Snap, seat: SeatId, name: &str) {
    let c = take(snap, name);
    snap.game.props[seat.index()].hand.push(c);
}

/// Puts a copy of `name` on top of the draw pile (drawn next).
pub fn on_top(snap: &mut Snap, name: &str) {
    let c = take(snap, name);
    snap.game.pile.draw.push(c);
}

/// Puts a copy of `name` on the discard pile.
pub fn discarded(snap: &mut Snap, name: &str) {
    let c = take(snap, name);
    snap.game.pile.discard.push(c);
}

/// Moves `n` cats of `colour` from the Neighborhood into `seat`'s `zone`.
pub fn put(snap: &mut Snap, seat: SeatId, zone: Zone, colour: Colour, n: u8) {
    for _ in 0..n {
        assert!(
            snap.game.hood.take(colour),
            "the Neighborhood has a {colour:?} cat"
        );
        snap.game.props[seat.index()].zone_mut(zone).add(colour);
    }
}

pub fn restored(snap: &Snap) -> Sim {
    let mut sim = Sim::empty();
    sim.restore(snap);
    sim
}

/// The cats in `seat`'s `zone` now.
pub fn cats(sim: &Sim, seat: SeatId, zone: Zone) -> Cats {
    *sim.snapshot().game.props[seat.index()].zone(zone)
}

pub fn hand(sim: &Sim, seat: SeatId) -> Vec<CardId> {
    sim.snapshot().game.props[seat.index()].hand.clone()
}

pub fn act(sim: &mut Sim, seat: SeatId, action: HereKittyKittyAction) {
    sim.apply(seat, action.clone())
        .unwrap_or_else(|r| panic!("{seat:?} {action:?} refused: {r:?}"));
}

/// Every seat a response window asks lets it go, until no window is open.
pub fn pass_windows(sim: &mut Sim) {
    while let Some(d) = sim.decision() {
        if !matches!(d.prompt, HereKittyKittyPrompt::Respond(_)) {
            return;
        }
        act(sim, d.seats[0], HereKittyKittyAction::Pass);
    }
}

pub fn prompt(sim: &Sim) -> Option<HereKittyKittyPrompt> {
    sim.decision().map(|d| d.prompt)
}

pub fn play(card_name: &str, target: Option<SeatId>) -> HereKittyKittyAction {
    HereKittyKittyAction::Play {
        card: card(card_name),
        target,
        shift: None,
    }
}

pub fn pick(colour: Colour, seat: Option<SeatId>, zone: Zone) -> HereKittyKittyAction {
    HereKittyKittyAction::Pick { colour, seat, zone }
}

pub fn hood_pick(colour: Colour) -> HereKittyKittyAction {
    pick(colour, None, Zone::Neighborhood)
}

pub fn mv(colour: Colour, from: Zone, to: Zone) -> HereKittyKittyAction {
    HereKittyKittyAction::Move { colour, from, to }
}

pub use Colour::{Black, Gray, Orange, White};
pub use mogland_rules::levels::here_kitty_kitty::Zone;
