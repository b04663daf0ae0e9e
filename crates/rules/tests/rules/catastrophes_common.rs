//! Helpers shared by the Cat'astrophes tests: tables dealt from the shipped deck, and tables
//! built by hand (scenario tests start from a constructed snapshot).

use bevy_ecs::message::Messages;
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameSim, Hand, SeatId, SeatKind, SeatSetup, TableSetup,
    TableSnapshot,
};
use mogland_rules::games::catastrophes::{
    Card, Catastrophes, CatastrophesAction, CatastrophesEvent, CatastrophesSnapshot, Placed,
    RoundMove,
};
use mogland_rules::levels::{Level, parse_level};

pub type Snap = TableSnapshot<CatastrophesSnapshot, CatastrophesAction>;

pub const FELIX: SeatId = SeatId(0);
pub const JEREMY: SeatId = SeatId(1);
pub const ADA: SeatId = SeatId(2);
pub const MOG: SeatId = SeatId(3);

pub fn level() -> Level {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/catastrophes.ron");
    let src = std::fs::read_to_string(path).unwrap();
    parse_level("catastrophes.ron", &src).unwrap_or_else(|e| panic!("{e}"))
}

/// A table of `players` cats named Felix, Jeremy, Ada, Mog… (seat 0 first).
pub fn setup(players: usize, seed: u64, wild_cats: bool) -> TableSetup {
    TableSetup {
        game: mogland_rules::games::catastrophes::INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i % CAT_NAMES.len()].into(),
                colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                kind: SeatKind::Bot(BotLevel::Easy),
            })
            .collect(),
        variants: if wild_cats {
            vec!["wild-cats".into()]
        } else {
            Vec::new()
        },
        seed,
        level: level(),
    }
}

pub fn start(players: usize, seed: u64) -> GameSim<Catastrophes> {
    GameSim::start(&setup(players, seed, false)).unwrap()
}

/// A dealt table with every hand emptied and a draw pile of ten cuddles 1, for tests to fill in.
pub fn scene(players: usize, wild_cats: bool) -> Snap {
    let mut snap = GameSim::<Catastrophes>::start(&setup(players, 1, wild_cats))
        .unwrap()
        .snapshot();
    for cat in &mut snap.game.cats {
        cat.hand = Hand(Vec::new());
    }
    snap.game.pile.draw = vec![Card::cuddle(1); 10];
    snap
}

pub fn play(snap: &Snap) -> GameSim<Catastrophes> {
    let mut sim = GameSim::<Catastrophes>::empty();
    sim.restore(snap);
    sim
}

/// `snap` with face-down cards already lying as if every seat but the last to act had acted;
/// `cards` lists (in front of, card, put there by). The last seat still has to act.
pub fn before_reveal(mut snap: Snap, cards: &[(SeatId, Card, SeatId)]) -> Snap {
    let n = snap.game.cats.len();
    for &(target, card, by) in cards {
        snap.game.cats[target.index()].face_down = Some(Placed { card, by });
    }
    snap.game.round.moves = snap
        .game
        .first_player
        .clockwise(n)
        .take(n - 1)
        .map(|seat| RoundMove::Drew { seat, count: 1 })
        .collect();
    snap
}

/// The seat whose action closes the round on `snap`.
pub fn last_to_act(snap: &Snap) -> SeatId {
    let n = snap.game.cats.len();
    snap.game.first_player.clockwise(n).last().unwrap()
}

/// Reveals and resolves `cards` on `snap` (the last seat draws a card to close the round).
pub fn reveal(snap: Snap, cards: &[(SeatId, Card, SeatId)]) -> GameSim<Catastrophes> {
    let snap = before_reveal(snap, cards);
    let last = last_to_act(&snap);
    let mut sim = play(&snap);
    sim.apply(last, CatastrophesAction::Draw { count: 1 })
        .unwrap();
    sim
}

pub fn punishment(sim: &GameSim<Catastrophes>) -> Vec<u32> {
    sim.snapshot()
        .game
        .cats
        .iter()
        .map(|c| c.punishment)
        .collect()
}

pub fn scale(sim: &GameSim<Catastrophes>) -> u8 {
    sim.snapshot().game.scale
}

/// The events written during the last frame.
pub fn events(sim: &GameSim<Catastrophes>) -> Vec<CatastrophesEvent> {
    sim.world()
        .resource::<Messages<CatastrophesEvent>>()
        .iter_current_update_messages()
        .cloned()
        .collect()
}

/// Every card of the table, wherever it is, sorted.
pub fn all_cards(snap: &CatastrophesSnapshot) -> Vec<Card> {
    let mut v: Vec<Card> = snap
        .pile
        .draw
        .iter()
        .chain(&snap.pile.discard)
        .copied()
        .collect();
    for cat in &snap.cats {
        v.extend(cat.hand.0.iter().copied());
        v.extend(cat.face_down.map(|p| p.card));
    }
    v.sort();
    v
}
