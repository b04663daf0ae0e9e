//! Grand Prrrrix in Cat's Mansion (Steffan O'Sullivan's 1998 variant for Spear's Cat's
//! Mansion): a race through the mansion's rooms in the order the Race Order Layout shows.
//! The Turn Order deck says which cat moves; energy pays for distance; objects feed, arm and
//! rest the cats; cats that come too close spat with dice and bonuses. The board and cards
//! are Mogland's design (`levels/grand_prrrrix.ron`).
//!
//! The UI reads the [`Cat`] components and the resources ([`Board`], [`Layout`], [`TurnDeck`],
//! [`Coins`], [`Turn`], [`GameEnd`]), animates [`GpEvent`]s and sends `Act<GpAction>`.

mod actions;
mod bot;
mod components;
mod movement;
mod observation;
mod rules;
mod search;
pub use search::EXPERT_DEPTH;

pub use actions::{GpAction, bonuses, explain, legal};
pub use bot::{HardBot, NormalBot};
pub use components::{
    Board, Bonus, Cat, Coins, GameEnd, GpEvent, Layout, Miaow, Options, Phase, Spat, Turn, TurnDeck,
};
pub use movement::MoveOption;
pub use observation::GpObservation;
pub use rules::{Engine, Goal, MAX_TURNS_PER_CAT, MEAL, PURRS, REST, State, Stay};

use crate::core::{
    Bot, BotLevel, Decision, EasyBot, Game, GameId, GameInfo, Outcome, Refusal, SeatId, TableSetup,
    VariantInfo, seat_name,
};
use crate::levels::Level;
use bevy_app::App;
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub struct GrandPrrrrix;

pub static INFO: GameInfo = GameInfo {
    id: GameId::new("grand-prrrrix"),
    name: "Grand Prrrrix",
    blurb: "Race your cat through Cat's Mansion's rooms in order: spend energy, raid the objects, spat.",
    players: 3..=5,
    variants: &[
        VariantInfo {
            key: "shorter-course",
            label: "Shorter Course",
            help: "Five rooms, one per cat, then back to your own cushion.",
        },
        VariantInfo {
            key: "bidirectional",
            label: "Bidirectional Race",
            help: "Start from either end of the Race Order Layout.",
        },
        VariantInfo {
            key: "personal-space",
            label: "Smaller Personal Space",
            help: "Walk past cats freely: a spat starts only by moving onto a cat's square.",
        },
    ],
    level_file: "grand_prrrrix.ron",
    rules_file: "grand_prrrrix.txt",
    rules_version: 2,
};

/// Which side of a spat a bonus is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Attacker,
    Defender,
}

/// What the seat asked now must decide.
#[derive(Clone, Debug, PartialEq)]
pub enum GpPrompt {
    /// Move, stay, or spat a neighbour.
    Move {
        moved: u8,
        max: u8,
    },
    /// The next spat where it stopped.
    Choose,
    /// Retreat for 1 energy, or stand.
    Retreat {
        attacker: SeatId,
    },
    Bonus {
        side: Side,
        against: SeatId,
    },
    /// Push the loser, and take its square or not.
    Push {
        loser: SeatId,
    },
    /// The Present held the Present card.
    Present,
}

/// The whole game state, for saves, undo and scenario tests. The board is the table's level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GpSnapshot {
    pub cats: Vec<Cat>,
    pub layout: Layout,
    pub deck: TurnDeck,
    pub coins: u8,
    pub options: Options,
    pub turn: Turn,
    pub end: Option<GameEnd>,
}

/// The cats in seat order.
pub fn cats(world: &World) -> Vec<&Cat> {
    let mut v = crate::core::query::refs::<Cat>(world);
    v.sort_by_key(|c| c.seat);
    v
}

/// Puts `state` into the world as components and resources.
fn insert(world: &mut World, state: State) {
    GrandPrrrrix::clear(world);
    world.spawn_batch(state.cats);
    world.insert_resource(Board(state.board));
    world.insert_resource(state.layout);
    world.insert_resource(TurnDeck(state.deck));
    world.insert_resource(Coins(state.coins));
    world.insert_resource(state.options);
    world.insert_resource(state.turn);
    if let Some(end) = state.end {
        world.insert_resource(end);
    }
}

fn who(world: &World, seat: SeatId) -> String {
    seat_name(world, seat)
}

impl GrandPrrrrix {
    /// The state as plain values (for views and tests).
    pub fn state(world: &World) -> State {
        State::from_world(world)
    }
}

impl Game for GrandPrrrrix {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = "rooms";
    const LOWER_WINS: bool = false;

    type Action = GpAction;
    type Prompt = GpPrompt;
    type Observation = GpObservation;
    type Snapshot = GpSnapshot;
    type Event = GpEvent;

    fn rules_plugin(app: &mut App) {
        rules::plugin(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        let state = rules::setup(world, setup)?;
        rules::start(world, state);
        Ok(())
    }

    fn clear(world: &mut World) {
        let cats: Vec<Entity> = world
            .try_query_filtered::<Entity, With<Cat>>()
            .map(|mut q| q.iter(world).collect())
            .unwrap_or_default();
        for e in cats {
            world.despawn(e);
        }
        world.remove_resource::<Board>();
        world.remove_resource::<Layout>();
        world.remove_resource::<TurnDeck>();
        world.remove_resource::<Coins>();
        world.remove_resource::<Options>();
        world.remove_resource::<Turn>();
        world.remove_resource::<GameEnd>();
    }

    fn decision(world: &World) -> Option<Decision<GpPrompt>> {
        if world.contains_resource::<GameEnd>() {
            return None;
        }
        let turn = world.get_resource::<Turn>()?;
        let max = 4 + u8::from(turn.bonus);
        let (seat, prompt) = match &turn.phase {
            Phase::Move => (
                turn.seat,
                GpPrompt::Move {
                    moved: turn.moved,
                    max,
                },
            ),
            Phase::Choose => (turn.seat, GpPrompt::Choose),
            Phase::Retreat(s) => (
                s.defender,
                GpPrompt::Retreat {
                    attacker: s.attacker,
                },
            ),
            Phase::Bonus(s) if s.bonus[0].is_none() => (
                s.attacker,
                GpPrompt::Bonus {
                    side: Side::Attacker,
                    against: s.defender,
                },
            ),
            Phase::Bonus(s) => (
                s.defender,
                GpPrompt::Bonus {
                    side: Side::Defender,
                    against: s.attacker,
                },
            ),
            Phase::Push(s) => (s.winner?, GpPrompt::Push { loser: s.loser()? }),
            Phase::Present => (turn.seat, GpPrompt::Present),
            Phase::End => return None,
        };
        Some(Decision::turn(seat, prompt))
    }

    fn ask(world: &World, prompt: &GpPrompt) -> String {
        match prompt {
            GpPrompt::Move { moved: 0, max } => {
                let s = State::from_world(world);
                if actions::must_leave_bowl(&s) && s.can_move() {
                    return format!(
                        "You ate last turn: move off the Food Bowl, up to {max} spaces{}",
                        if s.turn.acted {
                            ""
                        } else {
                            ", or first spat a cat beside yours (not diagonally)"
                        }
                    );
                }
                let stay = match s.stay_effect() {
                    Stay::Rest => ", rest here (+3 energy next turn)",
                    Stay::Play => ", play with the Toy Mouse (take a coin)",
                    Stay::Eat => ", eat at the Food Bowl (+5 energy)",
                    Stay::Open => ", open the Present",
                    _ => ", stay put",
                };
                format!(
                    "Move your cat up to {max} spaces{stay}, or spat a cat beside yours (not diagonally)"
                )
            }
            GpPrompt::Move { moved, max } => format!(
                "You won: move on (up to {} more spaces) or end your turn",
                max.saturating_sub(*moved)
            ),
            GpPrompt::Choose => {
                "Choose which cat beside yours to spat next (not diagonally)".into()
            }
            GpPrompt::Retreat { attacker } => format!(
                "{} attacks: retreat one square for 1 energy, or stand and fight",
                who(world, *attacker)
            ),
            GpPrompt::Bonus { side, against } => format!(
                "Spat against {}: commit your bonuses ({} first) before the dice",
                who(world, *against),
                match side {
                    Side::Attacker => "you decide",
                    Side::Defender => "the attacker has decided",
                }
            ),
            GpPrompt::Push { loser } => format!(
                "You won: push {} one square, and take its square if you like",
                who(world, *loser)
            ),
            GpPrompt::Present => {
                "The Present card! Choose what you found, or the secret passage home".into()
            }
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<GpAction> {
        if world.get_resource::<Turn>().is_none() || world.contains_resource::<GameEnd>() {
            return Vec::new();
        }
        actions::legal(&State::from_world(world), seat)
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &GpAction) -> Refusal {
        actions::explain(&State::from_world(world), seat, action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> GpObservation {
        let s = State::from_world(world);
        let legal = match seat {
            Some(seat) if s.end.is_none() => actions::legal(&s, seat),
            _ => Vec::new(),
        };
        GpObservation::of(&s, seat, legal)
    }

    fn scores(world: &World) -> Vec<i64> {
        cats(world).iter().map(|c| i64::from(c.done)).collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let end = world.get_resource::<GameEnd>()?;
        let layout = world.resource::<Layout>();
        let cap = world.resource::<Options>().max_turns;
        let names: Vec<String> = end.winners.iter().map(|&s| who(world, s)).collect();
        let summary = if end.by_cap {
            format!(
                "No cat finished within {} turns; {} went furthest",
                cap,
                names.join(" and ")
            )
        } else {
            let cat = cats(world)[end.winners[0].index()].kind;
            let how = if layout.home_stretch {
                "visited its five rooms in order and came home to its cushion"
            } else {
                "visited every room in the Race Order Layout in order"
            };
            format!("{} ({}) {how}", names.join(" and "), cat.name())
        };
        Some(Outcome {
            scores: Self::scores(world),
            winners: end.winners.clone(),
            summary,
        })
    }

    fn snapshot(world: &World) -> GpSnapshot {
        let s = State::from_world(world);
        GpSnapshot {
            cats: s.cats,
            layout: s.layout,
            deck: TurnDeck(s.deck),
            coins: s.coins,
            options: s.options,
            turn: s.turn,
            end: s.end,
        }
    }

    /// Hidden from every seat alike: the order of the Turn Order deck's cards still to come
    /// (which cards they are is public: the turned ones lie face up beside it). They are
    /// sorted, so no order survives; the deck keeps its size. Everything else is open: the
    /// cats, their energy, Purr cards and coins, the layout, the turn. The Present's object
    /// and the dice come from the generator when they are used, and the host keeps that.
    fn redact(snap: &mut GpSnapshot, _seats: &[SeatId]) {
        snap.deck.0.draw.sort();
    }

    /// Every event of Grand Prrrrix is public: a Turn Order card, the Present's object and
    /// the dice are named only once they are turned, opened or rolled for all to see.
    fn redact_event(_: &mut GpEvent, _: &[SeatId]) {}

    fn restore(world: &mut World, snap: &GpSnapshot) {
        let board = match world
            .get_resource::<crate::core::Table>()
            .map(|t| &t.0.level)
        {
            Some(Level::GrandPrrrrix(def)) => Arc::new(def.mansion()),
            _ => return,
        };
        insert(
            world,
            State {
                cats: snap.cats.clone(),
                board,
                layout: snap.layout.clone(),
                deck: snap.deck.0.clone(),
                coins: snap.coins,
                options: snap.options.clone(),
                turn: snap.turn.clone(),
                end: snap.end.clone(),
            },
        );
    }

    fn describe(world: &World, seat: SeatId, action: &GpAction) -> String {
        let me = who(world, seat);
        let s = State::from_world(world);
        let b = &s.board;
        match action {
            GpAction::Move { to } => match s.moves().into_iter().find(|m| m.to == *to) {
                Some(m) if m.attack.is_some() => format!(
                    "{me} moves onto {} ({} spaces, {} energy)",
                    who(world, m.attack.expect("attack")),
                    m.spaces,
                    m.cost
                ),
                Some(m) => format!(
                    "{me} moves {} space{} to {} ({} energy)",
                    m.spaces,
                    if m.spaces == 1 { "" } else { "s" },
                    b.describe(*to),
                    m.cost
                ),
                None => format!("{me} moves to {}", b.describe(*to)),
            },
            GpAction::Stay => match s.stay_effect() {
                Stay::Rest => format!("{me} rests"),
                Stay::Play => format!("{me} plays with the Toy Mouse"),
                Stay::Eat => format!("{me} eats at the Food Bowl"),
                Stay::Open => format!("{me} opens the Present"),
                Stay::Wait => format!("{me} stays put"),
                Stay::Stop => format!("{me} ends the turn"),
            },
            GpAction::Spat { cat } => format!("{me} spats {}", who(world, *cat)),
            GpAction::Decline => format!("{me} lets the others be"),
            GpAction::Retreat { to } => {
                format!("{me} retreats to {} (1 energy)", b.describe(*to))
            }
            GpAction::Stand => format!("{me} stands and fights"),
            GpAction::Bonus(bonus) => {
                let mut parts = Vec::new();
                if bonus.purr {
                    parts.push("a Purr card (+2)".to_string());
                }
                if bonus.threes > 0 {
                    parts.push(format!("{} energy (+{})", 3 * bonus.threes, bonus.threes));
                }
                if parts.is_empty() {
                    format!("{me} spends nothing")
                } else {
                    format!("{me} spends {}", parts.join(" and "))
                }
            }
            GpAction::Push { to, take } => {
                let loser = match &s.turn.phase {
                    Phase::Push(spat) => spat.loser().map(|l| who(world, l)),
                    _ => None,
                }
                .unwrap_or_else(|| "the loser".into());
                let push = match to {
                    Some(sq) => format!("{me} pushes {loser} to {}", b.describe(*sq)),
                    None => format!("{me} cannot push {loser} anywhere"),
                };
                if *take {
                    format!("{push} and takes the square")
                } else {
                    push
                }
            }
            GpAction::Find(o) => format!("{me} finds {} in the Present", o.name()),
            GpAction::Passage => format!("{me} takes the secret passage home"),
        }
    }

    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot),
            BotLevel::Normal => Box::new(NormalBot),
            BotLevel::Hard => Box::new(HardBot::default()),
            BotLevel::Expert => Box::new(crate::core::expert::ExpertBot::new(search::EXPERT_DEPTH)),
        }
    }

    const CLOCK: &'static str = "turn";
    fn clock(world: &World) -> u32 {
        world.get_resource::<Turn>().map_or(0, |t| t.number)
    }
    /// Rooms of the race done and energy left.
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        let cats = cats(world);
        vec![
            ("rooms", cats.iter().map(|c| c.done as i64).collect()),
            ("energy", cats.iter().map(|c| c.energy as i64).collect()),
        ]
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let turn = world.get_resource::<Turn>();
        let end = world.get_resource::<GameEnd>();
        let cats = cats(world);
        let n = cats.len().max(1) as f64;
        vec![
            ("turns", turn.map_or(0, |t| t.number) as f64),
            (
                "decided by the turn cap",
                f64::from(u8::from(end.is_some_and(|e| e.by_cap))),
            ),
            (
                "rooms done (mean per cat)",
                cats.iter().map(|c| c.done as f64).sum::<f64>() / n,
            ),
            (
                "energy at the end (mean)",
                cats.iter().map(|c| c.energy as f64).sum::<f64>() / n,
            ),
            (
                "Purr cards spent (mean)",
                cats.iter().map(|c| (PURRS - c.purrs) as f64).sum::<f64>() / n,
            ),
        ]
    }
}
