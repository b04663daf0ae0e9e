//! Grand Prrrrix in Cat's Mansion (Steffan O'Sullivan's 1998 variant for Spear's Cat's
//! Mansion): a race through the mansion's rooms in the order the Race Order Layout shows.
//! The Turn Order deck says which cat moves; energy pays for distance; objects feed, arm and
//! rest the cats; cats that come too close spat with dice and bonuses. The board and cards
//! are Mogland's design (`levels/grand_prrrrix.ron`).
//!
//! The table is one [`State`], held in the world ([`crate::core::table`]); its face is a [`Cat`]
//! entity per seat and the [`Board`] resource, drawn from it ([`face`]). The UI reads the state
//! ([`GrandPrrrrix::state`]) and the board, animates [`GrandPrrrrixEvent`]s and sends
//! `Act<GrandPrrrrixAction>`.

mod actions;
mod bot;
mod components;
mod engine;
mod events;
mod face;
mod movement;
mod observation;
mod rules;
mod search;
pub use search::EXPERT_DEPTH;
mod tell;

pub use actions::{GrandPrrrrixAction, bonuses, explain, legal};
pub use bot::{HardBot, NormalBot};
pub use components::{
    Board, Bonus, Cat, GameEnd, Layout, Miaow, Options, Phase, Spat, Turn, TurnDeck,
};
pub use engine::{Engine, GrandPrrrrixSnapshot, State};
pub use events::GrandPrrrrixEvent;
pub use movement::MoveOption;
pub use observation::GrandPrrrrixObservation;
pub use rules::{
    Goal, HOME_TERRITORY, MAX_TURNS_PER_CAT, MEAL, MOUSE_COIN, NEAR_HOME, OPPONENT_RESTING, PURRS,
    REST, Stay,
};

use crate::core::table;
use crate::core::{Arg, Text};
use crate::core::{
    Bot, BotLevel, Decision, EasyBot, Game, GameId, GameInfo, Outcome, Refusal, SeatId, TableSetup,
    VariantInfo, seat_name,
};
use crate::levels::Level;
use crate::{text, text_id};
use bevy_app::App;
use bevy_ecs::prelude::*;
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
pub enum GrandPrrrrixPrompt {
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

/// The cats in seat order; none while no table is on.
fn cats(world: &World) -> &[Cat] {
    table::state::<GrandPrrrrix>(world).map_or(&[], |s| &s.cats)
}

impl GrandPrrrrix {
    /// The table's state, cloned (for views and tests).
    pub fn state(world: &World) -> State {
        rules::state(world).clone()
    }
}

impl Game for GrandPrrrrix {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = text_id!("gp-score-rooms");
    const LOWER_WINS: bool = false;

    type Action = GrandPrrrrixAction;
    type Prompt = GrandPrrrrixPrompt;
    type Observation = GrandPrrrrixObservation;
    type State = State;
    type Snapshot = GrandPrrrrixSnapshot;
    type Event = GrandPrrrrixEvent;

    fn rules_plugin(app: &mut App) {
        table::rules_plugin::<Self>(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        let state = rules::setup(world, setup)?;
        rules::start(world, state);
        Ok(())
    }

    fn clear(world: &mut World) {
        table::let_go::<Self>(world);
    }

    fn decision(world: &World) -> Option<Decision<GrandPrrrrixPrompt>> {
        let s = table::state::<Self>(world)?;
        if s.end.is_some() {
            return None;
        }
        let turn = &s.turn;
        let max = 4 + u8::from(turn.bonus);
        let (seat, prompt) = match &turn.phase {
            Phase::Move => (
                turn.seat,
                GrandPrrrrixPrompt::Move {
                    moved: turn.moved,
                    max,
                },
            ),
            Phase::Choose => (turn.seat, GrandPrrrrixPrompt::Choose),
            Phase::Retreat(s) => (
                s.defender,
                GrandPrrrrixPrompt::Retreat {
                    attacker: s.attacker,
                },
            ),
            Phase::Bonus(s) if s.bonus[0].is_none() => (
                s.attacker,
                GrandPrrrrixPrompt::Bonus {
                    side: Side::Attacker,
                    against: s.defender,
                },
            ),
            Phase::Bonus(s) => (
                s.defender,
                GrandPrrrrixPrompt::Bonus {
                    side: Side::Defender,
                    against: s.attacker,
                },
            ),
            Phase::Push(s) => (s.winner?, GrandPrrrrixPrompt::Push { loser: s.loser()? }),
            Phase::Present => (turn.seat, GrandPrrrrixPrompt::Present),
            Phase::End => return None,
        };
        Some(Decision::turn(seat, prompt))
    }

    fn ask(world: &World, prompt: &GrandPrrrrixPrompt) -> Text {
        match prompt {
            GrandPrrrrixPrompt::Move { moved: 0, max } => {
                let s = rules::state(world);
                if actions::must_leave_bowl(s) && s.can_move() {
                    return if s.turn.acted {
                        text!("gp-ask-leave-the-bowl", max = *max)
                    } else {
                        text!("gp-ask-leave-the-bowl-or-spat", max = *max)
                    };
                }
                let stay = match s.stay_effect() {
                    Stay::Rest => "rest",
                    Stay::Play => "play",
                    Stay::Eat => "eat",
                    Stay::Open => "open",
                    Stay::Wait | Stay::Stop => "wait",
                };
                text!("gp-ask-move", max = *max, stay = stay)
            }
            GrandPrrrrixPrompt::Move { moved, max } => {
                text!("gp-ask-move-on", count = max.saturating_sub(*moved))
            }
            GrandPrrrrixPrompt::Choose => text!("gp-ask-choose-a-spat"),
            GrandPrrrrixPrompt::Retreat { attacker } => {
                text!("gp-ask-retreat", attacker = seat_name(world, *attacker))
            }
            GrandPrrrrixPrompt::Bonus { side, against } => match side {
                Side::Attacker => text!(
                    "gp-ask-bonus-attacker",
                    against = seat_name(world, *against)
                ),
                Side::Defender => text!(
                    "gp-ask-bonus-defender",
                    against = seat_name(world, *against)
                ),
            },
            GrandPrrrrixPrompt::Push { loser } => {
                text!("gp-ask-push", loser = seat_name(world, *loser))
            }
            GrandPrrrrixPrompt::Present => text!("gp-ask-present"),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<GrandPrrrrixAction> {
        match table::state::<Self>(world) {
            Some(s) if s.end.is_none() => actions::legal(s, seat),
            _ => Vec::new(),
        }
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &GrandPrrrrixAction) -> Refusal {
        actions::explain(rules::state(world), seat, action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> GrandPrrrrixObservation {
        let s = rules::state(world);
        let legal = match seat {
            Some(seat) if s.end.is_none() => actions::legal(s, seat),
            _ => Vec::new(),
        };
        GrandPrrrrixObservation::of(s, seat, legal)
    }

    fn scores(world: &World) -> Vec<i64> {
        cats(world).iter().map(|c| i64::from(c.done)).collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let s = table::state::<Self>(world)?;
        let end = s.end.as_ref()?;
        let layout = &s.layout;
        let cap = s.options.max_turns;
        let summary = if end.by_cap {
            let names: Vec<String> = end.winners.iter().map(|&s| seat_name(world, s)).collect();
            text!(
                "gp-summary-turn-cap",
                turns = cap,
                winners = names.join(", "),
                count = names.len()
            )
        } else {
            let seat = end.winners[0];
            let (winner, cat) = (
                seat_name(world, seat),
                cats(world)[seat.index()].kind.name(),
            );
            if layout.home_stretch {
                text!("gp-summary-home-stretch", winner = winner, cat = cat)
            } else {
                text!("gp-summary-race", winner = winner, cat = cat)
            }
        };
        Some(Outcome {
            scores: Self::scores(world),
            winners: end.winners.clone(),
            summary,
        })
    }

    fn snapshot(world: &World) -> GrandPrrrrixSnapshot {
        rules::state(world).snapshot()
    }

    /// Hidden from every seat alike: the order of the Turn Order deck's cards still to come
    /// (which cards they are is public: the turned ones lie face up beside it). They are
    /// sorted, so no order survives; the deck keeps its size. Everything else is open: the
    /// cats, their energy, Purr cards and coins, the layout, the turn. The Present's object
    /// and the dice come from the generator when they are used, and the host keeps that.
    fn redact(snap: &mut GrandPrrrrixSnapshot, _: &TableSetup, _: &[SeatId]) {
        snap.deck.0.draw.sort();
    }

    /// Every event of Grand Prrrrix is public: a Turn Order card, the Present's object and
    /// the dice are named only once they are turned, opened or rolled for all to see.
    fn redact_event(_: &mut GrandPrrrrixEvent, _: &[SeatId]) {}

    fn restore(world: &mut World, snap: &GrandPrrrrixSnapshot) {
        let board = match world
            .get_resource::<crate::core::Setup>()
            .map(|t| &t.0.level)
        {
            Some(Level::GrandPrrrrix(def)) => Arc::new(def.mansion()),
            _ => return,
        };
        table::hold::<Self>(world, State::from_snapshot(board, snap));
    }

    fn tell(setup: &TableSetup, event: &GrandPrrrrixEvent) -> Option<Text> {
        tell::tell(setup, event)
    }

    fn describe(world: &World, seat: SeatId, action: &GrandPrrrrixAction) -> Text {
        let me = seat_name(world, seat);
        let s = rules::state(world);
        let b = &s.board;
        match action {
            GrandPrrrrixAction::Move { to } => match s.moves().into_iter().find(|m| m.to == *to) {
                Some(MoveOption {
                    attack: Some(other),
                    spaces,
                    cost,
                    ..
                }) => text!(
                    "gp-log-move-onto",
                    me = me,
                    other = seat_name(world, other),
                    spaces = spaces,
                    cost = cost
                ),
                Some(m) => {
                    let (place, name) = actions::square(b, *to);
                    text!(
                        "gp-log-move",
                        me = me,
                        spaces = m.spaces,
                        place = place,
                        name = name,
                        cost = m.cost
                    )
                }
                None => {
                    let (place, name) = actions::square(b, *to);
                    text!("gp-log-move-to", me = me, place = place, name = name)
                }
            },
            GrandPrrrrixAction::Stay => {
                let stay = match s.stay_effect() {
                    Stay::Rest => "rest",
                    Stay::Play => "play",
                    Stay::Eat => "eat",
                    Stay::Open => "open",
                    Stay::Wait => "wait",
                    Stay::Stop => "stop",
                };
                text!("gp-log-stay", me = me, stay = stay)
            }
            GrandPrrrrixAction::Spat { cat } => {
                text!("gp-log-spat", me = me, other = seat_name(world, *cat))
            }
            GrandPrrrrixAction::Decline => text!("gp-log-decline", me = me),
            GrandPrrrrixAction::Retreat { to } => {
                let (place, name) = actions::square(b, *to);
                text!("gp-log-retreat", me = me, place = place, name = name)
            }
            GrandPrrrrixAction::Stand => text!("gp-log-stand", me = me),
            GrandPrrrrixAction::Bonus(bonus) => match (bonus.purr, bonus.threes) {
                (false, 0) => text!("gp-log-bonus-nothing", me = me),
                (true, 0) => text!("gp-log-bonus-purr", me = me),
                (false, n) => text!("gp-log-bonus-energy", me = me, energy = 3 * n, plus = n),
                (true, n) => {
                    text!(
                        "gp-log-bonus-purr-and-energy",
                        me = me,
                        energy = 3 * n,
                        plus = n
                    )
                }
            },
            GrandPrrrrixAction::Push { to, take } => {
                // The loser of the spat under way, or (the push done) the cat where it was
                // pushed to.
                let loser = match &s.turn.phase {
                    Phase::Push(spat) => spat.loser(),
                    _ => to.and_then(|sq| s.occupant(sq)).filter(|&l| l != seat),
                };
                let loser = match loser {
                    Some(l) => Arg::Name(seat_name(world, l)),
                    None => Arg::Text(text!("gp-log-the-loser")),
                };
                match to {
                    Some(sq) => {
                        let (place, name) = actions::square(b, *sq);
                        if *take {
                            text!(
                                "gp-log-push-and-take",
                                me = me,
                                loser = loser,
                                place = place,
                                name = name
                            )
                        } else {
                            text!(
                                "gp-log-push",
                                me = me,
                                loser = loser,
                                place = place,
                                name = name
                            )
                        }
                    }
                    None => text!("gp-log-push-nowhere", me = me, loser = loser),
                }
            }
            GrandPrrrrixAction::Find(o) => {
                text!("gp-log-find", me = me, object = actions::object_key(*o))
            }
            GrandPrrrrixAction::Passage => text!("gp-log-passage", me = me),
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

    const CLOCK: &'static str = text_id!("gp-clock-turn");
    fn clock(world: &World) -> u32 {
        table::state::<Self>(world).map_or(0, |s| s.turn.number)
    }
    /// Rooms of the race done and energy left.
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        let cats = cats(world);
        vec![
            (
                Self::SCORE_LABEL,
                cats.iter().map(|c| c.done as i64).collect(),
            ),
            (
                text_id!("gp-figure-energy"),
                cats.iter().map(|c| c.energy as i64).collect(),
            ),
        ]
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let s = table::state::<Self>(world);
        let turn = s.map(|s| &s.turn);
        let end = s.and_then(|s| s.end.as_ref());
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
