//! Cat Attack: cats prowl Mog Land for six foods (a bird, a mouse and four shop items) and a
//! safe return home, fighting, raiding and dodging the car on the way.
//!
//! Where the rulebook is silent, the choices are listed in `docs/rules-notes.md` (Cat Attack).
//! For the view: [`position`] (the public board), [`legal_paths`], [`CatAttackEvent`] (what
//! happened, in order), [`FirstRolls`] (the roll-off that decided who began).

mod actions;
mod bot;
mod components;
mod engine;
mod events;
mod face;
mod hard;
mod movement;
mod observation;
mod path;
mod rules;
mod search;
pub use search::EXPERT_DEPTH;
mod tell;

pub use actions::{CatAttackAction, Options, card_name, same_effect};
pub use bot::NormalBot;
pub use components::*;
pub use engine::{CatAttackSnapshot, Engine, State, Statics};
pub use events::CatAttackEvent;
pub use hard::HardBot;
pub use movement::{Block, Landing, Piece, Position};
pub use observation::{CatAttackObservation, UNSEEN};
pub use path::{MAX_STEPS, Path};
pub use rules::{MAX_ROUNDS, SHORT_LIVES, TIMED_ROUNDS, houses_for, position};

use crate::core::{
    Arg, Bot, BotLevel, Decision, EasyBot, Game, GameId, GameInfo, Outcome, Refusal, SeatId,
    TableSetup, Text, VariantInfo, seat_name,
};
use crate::{text, text_id};
use bevy_app::App;
use bevy_ecs::prelude::*;

pub struct CatAttack;

pub static INFO: GameInfo = GameInfo {
    id: GameId::new("cat-attack"),
    name: "Cat Attack",
    blurb: "Prowl Mog Land for six foods and make it home by the exact roll, with nine lives to spend.",
    players: 2..=6,
    variants: &[
        VariantInfo {
            key: "claws",
            label: "Opt-out Claws",
            help: "One bird and one mouse fewer than there are players.",
        },
        VariantInfo {
            key: "claws-shops",
            label: "Opt-out Claws, sharper",
            help: "One bird and one mouse fewer than there are players, and one item fewer in each shop.",
        },
        VariantInfo {
            key: "short-lives",
            label: "Fewer lives",
            help: "Each cat starts with five lives instead of nine.",
        },
        VariantInfo {
            key: "time-limit",
            label: "Time limit",
            help: "After 30 rounds, lives plus items decide; a tie goes to the most food, then it is a draw.",
        },
        VariantInfo {
            key: "gang-warfare",
            label: "Gang Warfare",
            help: "Play in pairs (4 or 6 players; partners sit opposite): a pair wins when both cats are home with six foods each.",
        },
        VariantInfo {
            key: "gang-shared-house",
            label: "Gang Warfare, one house a pair",
            help: "Gang Warfare where each pair shares one house: one larder of six foods and nine lives between them.",
        },
        VariantInfo {
            key: "no-raiding",
            label: "No raiding",
            help: "For younger players: landing on another cat's Home takes nothing.",
        },
        VariantInfo {
            key: "no-trespassing",
            label: "No trespassing",
            help: "For younger players: a cat coming home does not attack the cats in its garden.",
        },
        VariantInfo {
            key: "no-cat-fight",
            label: "No cat fights",
            help: "For younger players: no cat fights may be declared.",
        },
        VariantInfo {
            key: "no-six-cat",
            label: "No Six Cat",
            help: "For younger players: six Bird or Mouse cards cannot be laid out.",
        },
    ],
    level_file: "cat_attack.ron",
    rules_file: "cat_attack.txt",
    rules_version: 5,
};

/// What a Cat Attack decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatAttackPrompt {
    PlayCard,
    Roll,
    MoveCat,
    MoveCritter(Critter),
    Pounce,
    Burgle,
    SixCat(Critter),
    Swap { from: SeatId },
    Raid { victim: SeatId },
    FightDiscard(Suit),
}

/// Every path the turn's cat may take now (the spaces to glow, and the routes to preview).
pub fn legal_paths(world: &World) -> Vec<Vec<Space>> {
    let Some(seat) = CatAttack::to_act(world) else {
        return Vec::new();
    };
    CatAttack::legal_actions(world, seat)
        .into_iter()
        .filter_map(|a| match a {
            CatAttackAction::Move(p) => Some(p.to_vec()),
            _ => None,
        })
        .collect()
}

/// The winners of a game that ended for `reason`: with gangs, every cat of the winning gang
/// (retired ones too).
pub(super) fn winners(pos: &Position, reason: EndReason) -> Vec<SeatId> {
    let side = |s: SeatId| -> Vec<SeatId> {
        pos.cats
            .iter()
            .map(|c| c.seat)
            .filter(|x| pos.mates(*x, s))
            .collect()
    };
    match reason {
        EndReason::Food(s) | EndReason::LastCat(s) => side(s),
        EndReason::Time => by_time(pos).0,
    }
}

/// A game decided by time: the seats on top, their lives plus items, and how many sides tie.
fn by_time(pos: &Position) -> (Vec<SeatId>, i64, usize) {
    // "Count up the number of lives each player has left. Add these to the number of items in
    // each player's larder. … If there is a tie, the player with the most food wins. If there
    // is still no outright winner, the game is a draw." A retired cat has been "removed from
    // the game": only the cats still playing are counted (its larder, up for grabs, could
    // otherwise outscore a live cat). Gangs add up their cats; a shared house counts its one
    // larder and its one pool of lives once.
    let mut keepers: Vec<SeatId> = pos.active().map(|c| pos.keeper(c.seat)).collect();
    keepers.sort();
    keepers.dedup();
    let mut sides: std::collections::BTreeMap<u8, (i64, i64)> = Default::default();
    for k in keepers {
        let food = pos.larder(k).count() as i64;
        let e = sides.entry(pos.gang.team(k)).or_default();
        e.0 += pos.cat(k).lives as i64 + food;
        e.1 += food;
    }
    let best = sides.values().map(|v| v.0).max().unwrap_or(0);
    let most_food = sides
        .values()
        .filter(|v| v.0 == best)
        .map(|v| v.1)
        .max()
        .unwrap_or(0);
    let top: Vec<SeatId> = pos
        .cats
        .iter()
        .map(|c| c.seat)
        .filter(|s| sides.get(&pos.gang.team(*s)) == Some(&(best, most_food)))
        .collect();
    let tied = sides.values().filter(|v| **v == (best, most_food)).count();
    (top, best, tied)
}

/// Names (or sides) in a list, as a language joins them: "Ada", "Ada and Bob", "Ada, Bob and
/// Cy".
fn listed(items: Vec<Arg>) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Arg::Name(String::new());
    };
    let Some(before) = items.next() else {
        return last;
    };
    let two = Arg::Text(text!("ca-list-two", first = before, second = last));
    items.fold(two, |rest, first| {
        Arg::Text(text!("ca-list-more", first = first, rest = rest))
    })
}

impl Game for CatAttack {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = text_id!("ca-score-food");
    const LOWER_WINS: bool = false;

    type Action = CatAttackAction;
    type Prompt = CatAttackPrompt;
    type Observation = CatAttackObservation;
    type State = State;
    type Snapshot = CatAttackSnapshot;
    type Event = CatAttackEvent;

    fn rules_plugin(app: &mut App) {
        crate::core::table::rules_plugin::<Self>(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        rules::setup(world, setup)
    }

    fn clear(world: &mut World) {
        crate::core::table::let_go::<Self>(world);
    }

    fn decision(world: &World) -> Option<Decision<CatAttackPrompt>> {
        let turn = &crate::core::table::state::<Self>(world)?.turn;
        let seat = actions::asked(turn)?;
        let prompt = match turn.steps.last()? {
            Step::Play => CatAttackPrompt::PlayCard,
            Step::Roll(_) => CatAttackPrompt::Roll,
            Step::Move { .. } => CatAttackPrompt::MoveCat,
            Step::MoveCritter { critter, .. } => CatAttackPrompt::MoveCritter(*critter),
            Step::Pounce => CatAttackPrompt::Pounce,
            Step::Burgle => CatAttackPrompt::Burgle,
            Step::SixCat { critter } => CatAttackPrompt::SixCat(*critter),
            Step::Swap { from, .. } => CatAttackPrompt::Swap { from: *from },
            Step::Raid { victim, .. } => CatAttackPrompt::Raid { victim: *victim },
            Step::Fight { suit, .. } => CatAttackPrompt::FightDiscard(*suit),
            Step::DrawUp(_) | Step::Curiosity | Step::EndTurn => return None,
        };
        Some(Decision::turn(seat, prompt))
    }

    fn ask(world: &World, prompt: &CatAttackPrompt) -> Text {
        let turn = &rules::state(world).turn;
        let steps = match turn.steps.last() {
            Some(Step::Move { steps, .. } | Step::MoveCritter { steps, .. }) => *steps,
            _ => 0,
        };
        match prompt {
            CatAttackPrompt::PlayCard => text!("ca-ask-play"),
            CatAttackPrompt::Roll => text!("ca-ask-roll"),
            CatAttackPrompt::MoveCat => text!("ca-ask-move", count = steps),
            CatAttackPrompt::MoveCritter(c) => {
                text!("ca-ask-move-critter", critter = c.key(), count = steps)
            }
            CatAttackPrompt::Pounce => text!("ca-ask-pounce"),
            CatAttackPrompt::Burgle => text!("ca-ask-burgle"),
            CatAttackPrompt::SixCat(c) => text!("ca-ask-six-cat", critter = c.key()),
            CatAttackPrompt::Swap { from } => {
                text!("ca-ask-swap", name = seat_name(world, *from))
            }
            CatAttackPrompt::Raid { victim } => {
                text!("ca-ask-raid", name = seat_name(world, *victim))
            }
            CatAttackPrompt::FightDiscard(suit) => text!("ca-ask-fight", suit = suit.key()),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<CatAttackAction> {
        crate::core::table::state::<Self>(world)
            .map_or_else(Vec::new, |s| actions::legal(&s.ctx(), seat))
    }

    fn is_legal(world: &World, seat: SeatId, action: &CatAttackAction) -> bool {
        crate::core::table::state::<Self>(world)
            .is_some_and(|s| actions::is_legal(&s.ctx(), seat, action))
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &CatAttackAction) -> Refusal {
        actions::explain(&rules::state(world).ctx(), seat, action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> CatAttackObservation {
        observation::observe(rules::state(world), seat)
    }

    /// Foods in each larder.
    fn scores(world: &World) -> Vec<i64> {
        let pos = &rules::state(world).pos;
        pos.cats
            .iter()
            .map(|c| pos.larder(c.seat).count() as i64)
            .collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let s = crate::core::table::state::<Self>(world)?;
        let (reason, pos) = (s.turn.ended?, &s.pos);
        let scores = Self::scores(world);
        let name = |s: SeatId| seat_name(world, s);
        let gangs = pos.gang.teams > 0;
        // The rules' winners (`winners`); here only how to say it.
        let winners = winners(pos, reason);
        let names = |v: &[SeatId]| listed(v.iter().map(|s| Arg::Name(name(*s))).collect());
        let summary = match reason {
            EndReason::Food(s) if gangs => {
                if pos.gang.shared_house {
                    text!(
                        "ca-summary-food-shared-house",
                        who = name(s),
                        winners = names(&winners)
                    )
                } else {
                    text!("ca-summary-food-gang", winners = names(&winners))
                }
            }
            EndReason::Food(s) => text!("ca-summary-food", who = name(s)),
            EndReason::LastCat(_) if gangs => {
                text!("ca-summary-last-gang", winners = names(&winners))
            }
            EndReason::LastCat(s) => text!("ca-summary-last-cat", who = name(s)),
            EndReason::Time => {
                let (top, best, tied) = by_time(pos);
                if tied == 1 {
                    text!(
                        "ca-summary-time",
                        winners = names(&top),
                        count = top.len(),
                        best = best
                    )
                } else {
                    // Name the tied sides: each cat, or each gang in brackets.
                    let mut sides: Vec<Arg> = Vec::new();
                    for s in &top {
                        if top.iter().any(|o| o < s && pos.mates(*o, *s)) {
                            continue;
                        }
                        let side: Vec<SeatId> =
                            top.iter().copied().filter(|o| pos.mates(*o, *s)).collect();
                        sides.push(if gangs {
                            Arg::Text(text!("ca-summary-gang", names = names(&side)))
                        } else {
                            names(&side)
                        });
                    }
                    text!("ca-summary-time-draw", sides = listed(sides), best = best)
                }
            }
        };
        Some(Outcome {
            scores,
            winners,
            summary,
        })
    }

    fn snapshot(world: &World) -> CatAttackSnapshot {
        rules::state(world).snapshot()
    }

    /// Hidden from `seats`: the other hands (but the one a seat of theirs is looking at to swap
    /// from), the Mog draw pile, the order of the Curiosity cards above the Shuffle card, and
    /// the cards in what the other seats saw of hands at their swaps. The hidden Mog cards are
    /// gathered, sorted and dealt back in seat order, each hand keeping its size, the rest
    /// making the draw pile; the Curiosity cards above the Shuffle card are sorted (those under
    /// it were read out and keep their order); and each card another seat saw is replaced by
    /// [`UNSEEN`], keeping who saw whose hand and how many cards it held. The snapshot must be
    /// one taken from the table (it knows the Shuffle card); otherwise the whole Curiosity deck
    /// is sorted.
    fn redact(snap: &mut CatAttackSnapshot, setup: &TableSetup, seats: &[SeatId]) {
        let shuffle = match &setup.level {
            crate::levels::Level::CatAttack(def) => engine::shuffle_line(&def.curiosity_deck),
            _ => None,
        };
        observation::redact(snap, shuffle, seats);
    }

    /// Every event of Cat Attack is public: a played or fought card goes face up to the
    /// discards, a Curiosity card is read out, and a swap or a draw is reported without its
    /// cards (a draw not at all).
    fn redact_event(_: &mut CatAttackEvent, _: &[SeatId]) {}

    fn restore(world: &mut World, snapshot: &CatAttackSnapshot) {
        let statics = match &world.resource::<crate::core::Setup>().0.level {
            crate::levels::Level::CatAttack(def) => Statics::of(def),
            other => panic!(
                "a Cat Attack table is dealt on a CatAttack level, not a {}",
                other.kind()
            ),
        };
        let state = State::from_snapshot(snapshot.clone(), statics);
        crate::core::table::hold::<Self>(world, state);
    }

    fn describe(world: &World, seat: SeatId, action: &CatAttackAction) -> Text {
        let pos = &rules::state(world).pos;
        actions::describe(pos, &|s| seat_name(world, s), seat, action)
    }

    fn tell(setup: &TableSetup, event: &CatAttackEvent) -> Option<Text> {
        tell::tell(setup, event)
    }

    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot),
            BotLevel::Normal => Box::new(NormalBot),
            BotLevel::Hard => Box::new(HardBot::default()),
            BotLevel::Expert => Box::new(crate::core::expert::ExpertBot::new(search::EXPERT_DEPTH)),
        }
    }

    const CLOCK: &'static str = text_id!("ca-clock-round");
    fn clock(world: &World) -> u32 {
        crate::core::table::state::<Self>(world).map_or(0, |s| s.turn.round)
    }
    /// Foods in each larder and lives left.
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        let pos = &rules::state(world).pos;
        vec![
            (Self::SCORE_LABEL, Self::scores(world)),
            (
                text_id!("ca-score-lives"),
                pos.cats.iter().map(|c| c.lives as i64).collect(),
            ),
        ]
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let s = rules::state(world);
        let (t, turn) = (&s.tally, &s.turn);
        vec![
            ("rounds", turn.round as f64),
            (
                "won by food",
                f64::from(u8::from(matches!(turn.ended, Some(EndReason::Food(_))))),
            ),
            (
                "won by survival",
                f64::from(u8::from(matches!(turn.ended, Some(EndReason::LastCat(_))))),
            ),
            (
                "decided by time",
                f64::from(u8::from(turn.ended == Some(EndReason::Time))),
            ),
            ("attacks", t.attacks as f64),
            ("catches", t.catches as f64),
            ("shop items", t.purchases as f64),
            ("raids", t.raids as f64),
            ("cat fights", t.fights as f64),
            ("cornered", t.cornered as f64),
            ("curiosity cards", t.curiosity as f64),
            ("hit by the car", t.car_hits as f64),
            ("retired", t.retired as f64),
        ]
    }
}
