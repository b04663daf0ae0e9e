//! Shared helpers for the Cat Attack tests: the shipped board, tables, hand-made positions and
//! the invariants checked after every action.

use mogland_rules::core::{GameSim, SeatId, SeatKind, SeatSetup, TableSetup, TableSnapshot};
use mogland_rules::games::cat_attack::*;
use mogland_rules::levels::cat_attack::MogCard;
use mogland_rules::levels::cat_attack::{Board, GameDef, Kind};
use mogland_rules::levels::{Level, parse_level};
use std::sync::OnceLock;

pub type Sim = GameSim<CatAttack>;
pub type Snap = TableSnapshot<CatAttackSnapshot, CatAttackAction>;

pub fn shipped() -> GameDef {
    static DEF: OnceLock<GameDef> = OnceLock::new();
    DEF.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/cat_attack.ron");
        let src = std::fs::read_to_string(path).expect("levels/cat_attack.ron");
        match parse_level(path, &src).unwrap_or_else(|e| panic!("{e}")) {
            Level::CatAttack(g) => *g,
            other => panic!("cat_attack.ron holds a {}", other.kind()),
        }
    })
    .clone()
}

pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| shipped().board())
}

pub fn setup_with(players: usize, seed: u64, variants: &[&str]) -> TableSetup {
    TableSetup {
        game: mogland_rules::games::cat_attack::INFO.id,
        seats: (0..players)
            .map(|i| SeatSetup {
                name: ["Felix", "Jeremy", "Ada", "Mog", "Tibbles", "Shadow"][i].into(),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: variants.iter().map(|v| v.to_string()).collect(),
        seed,
        level: Level::CatAttack(Box::new(shipped())),
    }
}

pub fn setup(players: usize, seed: u64) -> TableSetup {
    setup_with(players, seed, &[])
}

pub fn start(players: usize, seed: u64) -> Sim {
    Sim::start(&setup(players, seed)).expect("a table starts")
}

pub const S0: SeatId = SeatId(0);
pub const S1: SeatId = SeatId(1);
pub const S2: SeatId = SeatId(2);

/// The space with this name on the shipped board.
pub fn at(name: &str) -> Space {
    board()
        .index_of(name)
        .unwrap_or_else(|| panic!("no space {name:?}"))
}

/// Everything that must hold after every action.
pub fn check_invariants(sim: &Sim, players: usize, stock: u8, critters: usize) {
    let snap = sim.snapshot();
    let g = &snap.game;
    let board = board();
    let gang = g.options.gang;
    // Lives: never more than nine; a cat with none has retired and left the board.
    for c in &g.cats {
        assert!(c.lives <= LIVES);
        assert_eq!(c.retired, c.lives == 0, "{c:?}");
        // A shared house's gang has one pool of lives and one larder, kept by its keeper.
        let keeper = gang.keeper(c.seat);
        assert_eq!(c.lives, g.cats[keeper.index()].lives, "{c:?}");
        if keeper != c.seat {
            assert_eq!(c.larder, Larder::default(), "{c:?}");
        }
        // A cat home for good stays on its Home space.
        if c.finished {
            assert!(gang.teams > 0 && !gang.shared_house && !c.retired);
            assert_eq!(c.space, board.homes[c.house as usize]);
        }
    }
    // Foods are conserved: what a shop sold is in exactly one larder.
    for shop in &g.shops {
        let food = Food::of_shop(shop.kind);
        let held = g.cats.iter().filter(|c| c.larder.has(food)).count() as u8;
        assert_eq!(shop.stock + held, stock, "{:?}", shop.kind);
    }
    // Critters: as many as were set out, one per larder at most, none on a Home space.
    assert_eq!(g.birds.len(), critters);
    assert_eq!(g.mice.len(), critters);
    let mut on_board: Vec<Space> = Vec::new();
    for p in g
        .birds
        .iter()
        .map(|b| b.at)
        .chain(g.mice.iter().map(|m| m.at))
    {
        if let Perch::On(s) = p {
            assert!(!matches!(board.kind(s), Kind::Home(_) | Kind::CarPark));
            on_board.push(s);
        }
    }
    for p in g
        .birds
        .iter()
        .map(|b| b.at)
        .chain(g.mice.iter().map(|m| m.at))
    {
        if let Perch::Larder(s) = p {
            assert_eq!(gang.keeper(s), s, "a critter in a keeper's larder only");
        }
    }
    for seat in 0..players as u8 {
        let birds = g
            .birds
            .iter()
            .filter(|b| b.at == Perch::Larder(SeatId(seat)))
            .count();
        let mice = g
            .mice
            .iter()
            .filter(|m| m.at == Perch::Larder(SeatId(seat)))
            .count();
        assert!(birds <= 1 && mice <= 1);
    }
    // No two pieces share a space, but for a gang on the Home space of its shared house.
    let mut shared_homes: Vec<Space> = Vec::new();
    for c in g.cats.iter().filter(|c| !c.retired) {
        let home = board.homes[c.house as usize];
        if gang.shared_house && c.space == home {
            if !shared_homes.contains(&home) {
                shared_homes.push(home);
                on_board.push(home);
            }
        } else {
            on_board.push(c.space);
        }
    }
    let mut sorted = on_board.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        sorted.len(),
        on_board.len(),
        "two pieces share a space: {:?}",
        on_board.iter().map(|s| board.name(*s)).collect::<Vec<_>>()
    );
    // Cards are conserved; no hand holds more than six.
    let cards = &g.cards;
    let total = cards.mog.draw.len()
        + cards.mog.discard.len()
        + cards.hands.iter().map(Vec::len).sum::<usize>();
    assert_eq!(total, 63);
    assert!(cards.hands.iter().all(|h| h.len() <= HAND));
    assert_eq!(cards.curiosity.len(), 39);
    // The car is on its route or in the car park; no cat stands on its street.
    if let Some(i) = g.car.at {
        assert!((i as usize) < board.route.len());
        let street = i / 5;
        for c in g.cats.iter().filter(|c| !c.retired) {
            assert_ne!(
                board.street_of(c.space),
                Some(street),
                "a cat on the car's street"
            );
        }
    }
    for c in g.cats.iter().filter(|c| !c.retired) {
        assert!(!matches!(
            board.kind(c.space),
            Kind::CarPark | Kind::MouseHole | Kind::BirdHouse
        ));
    }
}

/// A hand-made position on the shipped board: edit a fresh table's snapshot and restore it.
/// Every critter starts in its nest, every cat at home, and seat 0 is asked to play a card.
pub struct Scene {
    pub snap: Snap,
}

impl Scene {
    pub fn new(players: usize) -> Self {
        Self::with(players, &[])
    }

    /// A table of `players` with these variants switched on.
    pub fn with(players: usize, variants: &[&str]) -> Self {
        let sim = Sim::start(&setup_with(players, 7, variants)).expect("a table starts");
        let mut snap = sim.snapshot();
        snap.game.turn.seat = S0;
        snap.game.turn.first = S0;
        snap.game.turn.steps = vec![
            Step::EndTurn,
            Step::Roll(MoveKind::Die),
            Step::DrawUp(S0),
            Step::Play,
        ];
        Self { snap }
    }

    pub fn cat(mut self, seat: SeatId, space: &str) -> Self {
        self.snap.game.cats[seat.index()].space = at(space);
        self
    }

    pub fn lives(mut self, seat: SeatId, lives: u8) -> Self {
        self.snap.game.cats[seat.index()].lives = lives;
        self
    }

    pub fn hand(mut self, seat: SeatId, cards: &[MogCard]) -> Self {
        let hands = &mut self.snap.game.cards.hands;
        let old = std::mem::replace(&mut hands[seat.index()], cards.to_vec());
        // Keep the 63 cards: what left the hand goes to the draw pile, what came in leaves it.
        let draw = &mut self.snap.game.cards.mog.draw;
        draw.extend(old);
        for c in cards {
            let i = draw
                .iter()
                .position(|d| d == c)
                .expect("the card is in the deck");
            draw.remove(i);
        }
        self
    }

    pub fn bird(mut self, id: u8, space: &str) -> Self {
        self.snap.game.birds[id as usize].at = Perch::On(at(space));
        self
    }

    pub fn mouse(mut self, id: u8, space: &str) -> Self {
        self.snap.game.mice[id as usize].at = Perch::On(at(space));
        self
    }

    pub fn mouse_in_larder(mut self, id: u8, seat: SeatId) -> Self {
        self.snap.game.mice[id as usize].at = Perch::Larder(seat);
        self
    }

    pub fn bird_in_larder(mut self, id: u8, seat: SeatId) -> Self {
        self.snap.game.birds[id as usize].at = Perch::Larder(seat);
        self
    }

    /// The seat's cat has lost its ninth life: it has left the board and its cards lie face
    /// up on the discards.
    pub fn retired(mut self, seat: SeatId) -> Self {
        let c = &mut self.snap.game.cats[seat.index()];
        c.lives = 0;
        c.retired = true;
        let hand = std::mem::take(&mut self.snap.game.cards.hands[seat.index()]);
        self.snap.game.cards.mog.discard.extend(hand);
        self
    }

    /// These cards are drawn next from the Mog deck, first listed first.
    pub fn deck_top(mut self, cards: &[MogCard]) -> Self {
        let draw = &mut self.snap.game.cards.mog.draw;
        for c in cards {
            let i = draw
                .iter()
                .position(|d| d == c)
                .expect("the card is in the draw pile");
            draw.remove(i);
        }
        draw.extend(cards.iter().rev());
        self
    }

    pub fn food(mut self, seat: SeatId, food: Food) -> Self {
        self.snap.game.cats[seat.index()].larder.add(food);
        let shop = self
            .snap
            .game
            .shops
            .iter_mut()
            .find(|s| Food::of_shop(s.kind) == food)
            .expect("a shop food");
        shop.stock -= 1;
        self
    }

    pub fn shop_closed(mut self, kind: mogland_rules::levels::cat_attack::ShopKind) -> Self {
        self.snap
            .game
            .shops
            .iter_mut()
            .find(|s| s.kind == kind)
            .unwrap()
            .open = false;
        self
    }

    /// The car on the middle of street `street` (0 High Street … 3 Church Row).
    pub fn car_on(mut self, street: u8) -> Self {
        self.snap.game.car.at = Some(street * 5 + 2);
        self
    }

    /// It is `seat`'s turn (seat 0's by default).
    pub fn turn_of(mut self, seat: SeatId) -> Self {
        let t = &mut self.snap.game.turn;
        t.seat = seat;
        for s in t.steps.iter_mut() {
            if let Step::DrawUp(_) = s {
                *s = Step::DrawUp(seat);
            }
        }
        self
    }

    /// The turn's seat is asked to take this step (on top of the rest of its turn).
    pub fn step(mut self, step: Step) -> Self {
        self.snap.game.turn.steps = vec![Step::EndTurn, step];
        self
    }

    /// The Curiosity card of this line of the level is drawn next.
    pub fn curiosity_top(mut self, line: u8) -> Self {
        let deck = &mut self.snap.game.cards.curiosity;
        let i = deck
            .iter()
            .position(|c| *c == line)
            .expect("the card is in the deck");
        deck.remove(i);
        deck.push_front(line);
        self
    }

    pub fn build(self) -> Sim {
        let mut sim = Sim::empty();
        sim.restore(&self.snap);
        sim
    }
}

pub fn cat(sim: &Sim, seat: SeatId) -> Cat {
    sim.snapshot().game.cats[seat.index()]
}

pub fn turn(sim: &Sim) -> Turn {
    sim.snapshot().game.turn
}

/// The die shows `value`: the roll the turn asks for now is taken as made.
pub fn rolled(sim: &mut Sim, value: u8) {
    let mut snap = sim.snapshot();
    let steps = &mut snap.game.turn.steps;
    let Some(Step::Roll(kind)) = steps.last().cloned() else {
        panic!("no roll is asked for: {steps:?}")
    };
    *steps.last_mut().unwrap() = Step::Move { steps: value, kind };
    snap.game.turn.die = Some(value);
    sim.restore(&snap);
}

/// Seat 0's cat is asked to move `steps` spaces by a Cat card.
pub fn moving(scene: Scene, steps: u8) -> Sim {
    scene
        .step(Step::Move {
            steps,
            kind: MoveKind::Card,
        })
        .build()
}

/// Seat 0's cat takes this path (which must be legal).
pub fn mv(sim: &mut Sim, names: &[&str]) {
    sim.apply(S0, CatAttackAction::Move(path(names)))
        .unwrap_or_else(|r| panic!("{names:?}: {r}"));
}

/// What `seat` is asked now.
pub fn prompt(sim: &Sim) -> Option<CatAttackPrompt> {
    sim.decision().map(|d| d.prompt)
}

/// A hand of Cat cards, 2 first.
pub const CATS: &[MogCard] = &[
    MogCard::Cat(2),
    MogCard::Cat(1),
    MogCard::Cat(3),
    MogCard::Cat(4),
    MogCard::Cat(5),
    MogCard::Cat(6),
];

/// Curiosity lines of the shipped deck.
pub const FISHMONGER: u8 = 0;
pub const DAIRY: u8 = 1;
pub const CAR_TO_CHURCH_ROW: u8 = 7;
pub const GO_HOME: u8 = 12;
/// The "larder door left open" card: the birds and mice in the drawer's larder escape home.
pub const ESCAPE: u8 = 14;

pub fn path(names: &[&str]) -> Path {
    let spaces: Vec<Space> = names.iter().map(|n| at(n)).collect();
    Path::new(&spaces).expect("no longer than a move")
}

/// The paths of seat 0's cat for `steps`, as names of their last spaces.
pub fn destinations(sim: &Sim) -> Vec<String> {
    let mut out: Vec<String> = sim
        .legal_actions(S0)
        .into_iter()
        .filter_map(|a| match a {
            CatAttackAction::Move(p) => Some(board().name(*p.last().unwrap()).en().to_owned()),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}
