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
pub type Snap = TableSnapshot<HkkSnapshot, HkkAction>;

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
