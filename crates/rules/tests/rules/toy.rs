//! "Counting", the kernel's toy game, so that kernel tests depend on no shipped game.
//!
//! Seats take turns adding 1 or 2 to a shared counter, which may never pass 10; the seat that
//! brings it to 10 wins. The first seat is drawn with the table's generator, and adding 2 rolls
//! a die (a "purr") so that the generator's state is part of what replay, snapshots and restore
//! must reproduce, and so that some actions can be undone and others not.
//!
//! With the "snap" variant, every add opens a response window to all the other seats: each may
//! snap (once a game) or pass, in any order; when the last has answered, the answers are shown
//! and the first snapper clockwise from the adder scores a snap point. Later snappers only lose
//! their token.
//!
//! `CountingRules<SIDES, VERSION>` is the same game with another die or rules version: a "test
//! build" with a rule changed, for the save checks.

use bevy_app::App;
use bevy_ecs::prelude::*;
use mogland_rules::core::{
    Accepted, Bot, BotLevel, CAT_COLOURS, CAT_NAMES, Decision, GameId, GameInfo, GameRng, GameSim,
    Observe, Outcome, Refusal, Revealed, RulesSchedule, RulesSet, SeatId, SeatKind, SeatSetup,
    TableSetup, TableSnapshot, Text, VariantInfo, Window,
};
use mogland_rules::levels::catastrophes::{CardKind, CardLine, DeckDef, SetDef};
use mogland_rules::levels::{Level, Words};
use serde::{Deserialize, Serialize};

pub const GOAL: u32 = 10;
/// The toy game's own rules, as its refusals name them.
pub const TOY_RULE: &str = "Add 1 or 2 to the counter, never past 10";
pub const SNAP_RULE: &str = "Snap at most once a game, and only when another player has added";
/// The setup key of the snap variant.
pub const SNAP: &str = "snap";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    Add(u32),
    Snap,
    Pass,
}
pub use Move::{Add, Pass, Snap};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountPrompt {
    Add,
    SnapOrPass,
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Counter {
    pub seats: usize,
    pub total: u32,
    pub turn: SeatId,
    /// Who added last: the winner once the counter reaches the goal.
    pub last: Option<SeatId>,
    pub winner: Option<SeatId>,
    pub added: Vec<u32>,
    pub purrs: Vec<u8>,
    /// Accepted actions applied, counted by the rules.
    pub applied: u32,
    pub snap_on: bool,
    /// Per seat: the snap token is still unused.
    pub tokens: Vec<bool>,
    /// Per seat: snap points.
    pub snaps: Vec<u32>,
    pub window: Option<Window<Move>>,
}

#[derive(Clone, Debug)]
pub struct CountingObs {
    pub total: u32,
    /// This seat's token is unused (false for the public view).
    pub token: bool,
    pub legal: Vec<Move>,
}

impl Observe<Move> for CountingObs {
    fn legal(&self) -> &[Move] {
        &self.legal
    }
}

pub struct CountingRules<const SIDES: u8, const VERSION: u32>;
/// The toy game as the kernel tests play it: a six-sided purr, rules version 1.
pub type Counting = CountingRules<6, 1>;

fn apply_moves<const SIDES: u8>(
    mut accepted: MessageReader<Accepted<Move>>,
    mut counter: ResMut<Counter>,
    mut rng: ResMut<GameRng>,
) {
    for Accepted { seat, action } in accepted.read() {
        counter.applied += 1;
        match *action {
            Add(k) => {
                counter.total += k;
                counter.added[seat.index()] += k;
                counter.last = Some(*seat);
                if k == 2 {
                    let purr = rng.roll(SIDES);
                    counter.purrs.push(purr);
                }
                counter.turn = seat.next(counter.seats);
                if counter.snap_on && counter.total < GOAL {
                    let others = seat.next(counter.seats).clockwise(counter.seats);
                    let order = others.filter(|s| s != seat).collect();
                    counter.window = Some(Window::open(order));
                }
            }
            Snap | Pass => {
                let window = counter
                    .window
                    .as_mut()
                    .expect("the gate checked a window is open");
                assert!(
                    window.answer(*seat, *action),
                    "the gate checked the seat is asked"
                );
            }
        }
    }
}

/// Runs after [`apply_moves`] in the same run (the kernel chains the sets): if it ran before,
/// the winner would be named one action late and `to_act` would still name a seat.
fn resolve(mut counter: ResMut<Counter>, mut revealed: ResMut<Revealed>) {
    if counter.total >= GOAL && counter.winner.is_none() {
        counter.winner = counter.last;
    }
    if counter.window.as_ref().is_some_and(Window::is_closed) {
        let window = counter.window.take().expect("checked");
        // The answers are shown to everyone now.
        revealed.0 = true;
        let snappers: Vec<SeatId> = window
            .in_order()
            .filter(|(_, a)| **a == Snap)
            .map(|(s, _)| s)
            .collect();
        if let Some(first) = snappers.first() {
            counter.snaps[first.index()] += 1;
        }
        for s in snappers {
            counter.tokens[s.index()] = false;
        }
    }
}

/// The toy reports nothing to views: its event is never written.
#[derive(
    bevy_ecs::message::Message, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize,
)]
pub struct Counted;

impl<const SIDES: u8, const VERSION: u32> mogland_rules::core::Game
    for CountingRules<SIDES, VERSION>
{
    const INFO: &'static GameInfo = &GameInfo {
        id: GameId::new("counting"),
        name: "Counting",
        blurb: "Add to ten.",
        players: 2..=6,
        variants: &[VariantInfo {
            key: SNAP,
            label: "Snap",
            help: "Others may snap after each add.",
        }],
        level_file: "catastrophes.ron",
        rules_file: "none.txt",
        rules_version: VERSION,
    };
    const SCORE_LABEL: &'static str = "points";
    const LOWER_WINS: bool = false;
    type Action = Move;
    type Prompt = CountPrompt;
    type Observation = CountingObs;
    type State = Counter;
    type Snapshot = Counter;
    type Event = Counted;

    fn rules_plugin(app: &mut App) {
        app.add_systems(
            RulesSchedule,
            (
                apply_moves::<SIDES>
                    .in_set(RulesSet::Apply)
                    .run_if(resource_exists::<Counter>),
                resolve
                    .in_set(RulesSet::Resolve)
                    .run_if(resource_exists::<Counter>),
            ),
        );
    }

    /// Only a snap window's answers are hidden, until it closes.
    fn redact(snap: &mut Counter, _: &TableSetup, seats: &[SeatId]) {
        if let Some(window) = &mut snap.window {
            window.redact(seats, Pass);
        }
    }

    fn redact_event(_: &mut Counted, _: &[SeatId]) {}

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        let seats = setup.seat_count();
        let first = SeatId(world.resource_mut::<GameRng>().below(seats) as u8);
        world.insert_resource(Counter {
            seats,
            total: 0,
            turn: first,
            last: None,
            winner: None,
            added: vec![0; seats],
            purrs: Vec::new(),
            applied: 0,
            snap_on: setup.variant(SNAP),
            tokens: vec![true; seats],
            snaps: vec![0; seats],
            window: None,
        });
        Ok(())
    }

    fn clear(world: &mut World) {
        world.remove_resource::<Counter>();
    }

    fn decision(world: &World) -> Option<Decision<CountPrompt>> {
        let c = world.get_resource::<Counter>()?;
        if c.winner.is_some() {
            return None;
        }
        Some(match &c.window {
            Some(w) => Decision::response(w.waiting(), CountPrompt::SnapOrPass),
            None => Decision::turn(c.turn, CountPrompt::Add),
        })
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<Move> {
        let Some(d) = Self::decision(world) else {
            return Vec::new();
        };
        if !d.includes(seat) {
            return Vec::new();
        }
        let c = world.resource::<Counter>();
        match d.prompt {
            CountPrompt::SnapOrPass if c.tokens[seat.index()] => vec![Snap, Pass],
            CountPrompt::SnapOrPass => vec![Pass],
            CountPrompt::Add => [Add(1), Add(2)]
                .into_iter()
                .filter(|m| matches!(m, Add(k) if c.total + k <= GOAL))
                .collect(),
        }
    }

    fn explain_refusal(world: &World, _seat: SeatId, action: &Move) -> Refusal {
        let c = world.resource::<Counter>();
        match (*action, &c.window) {
            (Add(_), Some(_)) => said_refusal(SNAP_RULE, "the others are answering: snap or pass"),
            (Snap, Some(_)) => said_refusal(SNAP_RULE, "you have snapped already this game"),
            (Snap | Pass, None) => said_refusal(SNAP_RULE, "nobody has just added"),
            (Add(k), None) if k == 1 || k == 2 => said_refusal(
                TOY_RULE,
                format!("adding {k} to {} would pass {GOAL}", c.total),
            ),
            (Add(k), None) => said_refusal(TOY_RULE, format!("{k} is not 1 or 2")),
            (Pass, Some(_)) => said_refusal(SNAP_RULE, "you may pass now: this should not happen"),
        }
    }

    fn observation(world: &World, seat: Option<SeatId>) -> CountingObs {
        let c = world.resource::<Counter>();
        CountingObs {
            total: c.total,
            token: seat.is_some_and(|s| c.tokens[s.index()]),
            legal: seat.map_or_else(Vec::new, |s| Self::legal_actions(world, s)),
        }
    }

    fn ask(_world: &World, prompt: &CountPrompt) -> Text {
        match prompt {
            CountPrompt::Add => Text::Verbatim("Add 1 or 2".into()),
            CountPrompt::SnapOrPass => Text::Verbatim("Snap, or pass".into()),
        }
    }

    fn scores(world: &World) -> Vec<i64> {
        world
            .resource::<Counter>()
            .added
            .iter()
            .map(|&a| a as i64)
            .collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let c = world.resource::<Counter>();
        let w = c.winner?;
        Some(Outcome {
            scores: Self::scores(world),
            winners: vec![w],
            summary: Text::Verbatim(format!("seat {} reached {GOAL}", w.0 + 1)),
        })
    }

    fn snapshot(world: &World) -> Counter {
        world.resource::<Counter>().clone()
    }

    fn restore(world: &mut World, snapshot: &Counter) {
        world.insert_resource(snapshot.clone());
    }

    fn describe(_world: &World, seat: SeatId, action: &Move) -> Text {
        Text::Verbatim(format!("seat {} plays {action:?}", seat.0 + 1))
    }

    fn bot(_level: BotLevel) -> Box<dyn Bot<Self>> {
        Box::new(mogland_rules::core::EasyBot)
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let c = world.resource::<Counter>();
        vec![
            ("final total", c.total as f64),
            ("actions", c.applied as f64),
        ]
    }
}

/// A table of `seats` humans named Felix, Jeremy, Ada…
pub fn setup(seats: usize, seed: u64) -> TableSetup {
    TableSetup {
        game: GameId::new("counting"),
        seats: (0..seats)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i % 6].into(),
                colour: CAT_COLOURS[i % 6],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed,
        level: level(),
    }
}

/// The toy game reads no level, but its table holds a good one: a save's level must pass the
/// level checks before it is replayed. Four sets of sixteen ones.
pub fn level() -> Level {
    Level::CatastrophesDeck(DeckDef {
        sets: (1..=4)
            .map(|i| SetDef {
                name: Words::english(format!("Set {i}")),
                cards: vec![CardLine {
                    kind: CardKind::Mischief,
                    value: 1,
                    count: 16,
                }],
            })
            .collect(),
    })
}

/// The same with the snap variant on.
pub fn snap_setup(seats: usize, seed: u64) -> TableSetup {
    let mut s = setup(seats, seed);
    s.variants.push(SNAP.into());
    s
}

pub fn start(seats: usize, seed: u64) -> GameSim<Counting> {
    GameSim::<Counting>::start(&setup(seats, seed)).expect("the toy table starts")
}

pub fn counter(sim: &GameSim<Counting>) -> Counter {
    sim.world().resource::<Counter>().clone()
}

pub fn easy_bots(n: usize) -> Vec<Box<dyn Bot<Counting>>> {
    use mogland_rules::core::Game;
    (0..n).map(|_| Counting::bot(BotLevel::Easy)).collect()
}

pub type ToySnapshot = TableSnapshot<Counter, Move>;

/// The toy's refusals are English words: it is a test's game, never a player's.
fn said_refusal(rule: &str, detail: impl Into<String>) -> Refusal {
    Refusal::new(Text::Verbatim(rule.into()), Text::Verbatim(detail.into()))
}
