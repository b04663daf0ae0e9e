//! Cat Fight: cats on a grid sip hidden-value cream from saucers, watch each other along the
//! line they face, wall things off with blockers, fight, and trip out on catnip.
//!
//! Where the rulebook is silent, the choices are listed in `docs/rules-notes.md` (Cat Fight).
//! For the view: [`position`] (the public board), [`Position::sight`] (what a cat sees),
//! [`legal_destinations`], [`CatFightEvent`] (what happened, in order).

mod actions;
mod board;
mod bot;
mod components;
mod engine;
mod events;
mod face;
mod observation;
mod rules;
mod search;
pub use search::EXPERT_DEPTH;
mod tell;

pub use actions::{CatFightAction, Phase, describe as describe_action};
pub use board::{Dir, Piece, Position, SaucerView, square_name};
pub use bot::{HardBot, NormalBot};
pub use components::{
    Blocker, Board, Cat, Catnip, Cream, CreamPlace, EndReason, Fight, FightKind, OutReason, Saucer,
    SeatStock, Stocks, Tally, Turn, Watcher,
};
pub use engine::CatFightSnapshot;
pub use events::CatFightEvent;
pub use observation::CatFightObservation;
pub use rules::{
    BLOCKERS, MAX_TURNS, SAUCER_SIZE, cream_totals, position, saucer_count, start_watchers,
};

use crate::core::Text;
use crate::core::{
    Bot, BotLevel, Decision, EasyBot, Game, GameId, GameInfo, Outcome, Refusal, SeatId, TableSetup,
    seat_name,
};
use crate::levels::cat_fight::Square;
use crate::{text, text_id};
use bevy_app::App;
use bevy_ecs::prelude::*;
use engine::State;

pub struct CatFight;

pub static INFO: GameInfo = GameInfo {
    id: GameId::new("cat-fight"),
    name: "Cat Fight",
    blurb: "Sip hidden cream on a grid; mind who is looking at you; catnip ends friendships.",
    players: 2..=4,
    variants: &[],
    level_file: "cat_fight.ron",
    rules_file: "cat_fight.txt",
    // 2: the "looked at" status is taken at the start of the turn; catnip may follow the move.
    // 3: a cat nobody watches (or whose watchers' lines are cut) may turn in place.
    rules_version: 3,
};

/// What a Cat Fight decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatFightPrompt {
    /// The cat is off the board: place it on the blue area.
    Enter,
    /// Blockers and catnip, then move, sip or turn in place (unless watched).
    Turn,
    /// You lost the catfight: sacrifice a cream to fight on, or leave the board.
    FightLoss,
    /// You won the catfight: turn to face any way.
    WinnerFaces,
    /// The cat has acted: place your catnip now, or end the turn.
    Finish,
}

/// Tied winners' names as one: "Felix and Ada", "Felix, Ada and Mog" (at least two).
fn name_list(names: &[String]) -> Text {
    match names {
        [first, rest @ ..] if rest.len() > 1 => {
            text!("cf-names-more", first = first, rest = name_list(rest))
        }
        [first, second] => text!("cf-names-two", first = first, second = second),
        _ => panic!("a list of names has at least two"),
    }
}

/// Where the seat to act may move (or enter) now: the squares to highlight.
pub fn legal_destinations(world: &World) -> Vec<Square> {
    let Some(seat) = CatFight::to_act(world) else {
        return Vec::new();
    };
    let mut out: Vec<Square> = CatFight::legal_actions(world, seat)
        .into_iter()
        .filter_map(|a| match a {
            CatFightAction::Move { to, .. } => Some(to),
            CatFightAction::Enter { square, .. } => Some(square),
            _ => None,
        })
        .collect();
    out.dedup();
    out
}

/// The squares `seat`'s cat sees now (empty while it is off the board).
pub fn line_of_sight(world: &World, seat: SeatId) -> Vec<Square> {
    position(world).sight(seat)
}

/// How many creams each seat holds (public: their values are not).
fn creams_held(s: &State) -> Vec<i64> {
    let mut out = vec![0; s.stocks.seats.len()];
    for c in &s.creams {
        if let CreamPlace::Held(seat) = c.place {
            out[seat.index()] += 1;
        }
    }
    out
}

impl Game for CatFight {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = text_id!("cf-score-cream");
    const LOWER_WINS: bool = false;

    type Action = CatFightAction;
    type Prompt = CatFightPrompt;
    type Observation = CatFightObservation;
    type State = State;
    type Snapshot = CatFightSnapshot;
    type Event = CatFightEvent;

    fn rules_plugin(app: &mut App) {
        crate::core::table::rules_plugin::<Self>(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        rules::setup(world, setup)
    }

    fn clear(world: &mut World) {
        crate::core::table::let_go::<Self>(world);
    }

    fn decision(world: &World) -> Option<Decision<CatFightPrompt>> {
        let s = crate::core::table::state::<Self>(world)?;
        let (seat, prompt) = match actions::phase(&s.turn) {
            Phase::Over => return None,
            Phase::Fight(seat) => (seat, CatFightPrompt::FightLoss),
            Phase::Face(seat) => (seat, CatFightPrompt::WinnerFaces),
            Phase::Finish(seat) => (seat, CatFightPrompt::Finish),
            Phase::Turn(seat) => {
                let off = s.pos.cats[seat.index()].square.is_none();
                (
                    seat,
                    if off {
                        CatFightPrompt::Enter
                    } else {
                        CatFightPrompt::Turn
                    },
                )
            }
        };
        Some(Decision::turn(seat, prompt))
    }

    fn ask(_world: &World, prompt: &CatFightPrompt) -> Text {
        match prompt {
            CatFightPrompt::Enter => text!("cf-ask-enter"),
            CatFightPrompt::Turn => text!("cf-ask-turn"),
            CatFightPrompt::FightLoss => text!("cf-ask-fight-lost"),
            CatFightPrompt::WinnerFaces => text!("cf-ask-winner-faces"),
            CatFightPrompt::Finish => text!("cf-ask-finish"),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<CatFightAction> {
        let mut out = Vec::new();
        if let Some(s) = crate::core::table::state::<Self>(world) {
            s.legal(seat, &mut out);
        }
        out
    }

    fn is_legal(world: &World, seat: SeatId, action: &CatFightAction) -> bool {
        crate::core::table::state::<Self>(world)
            .is_some_and(|s| s.with_ctx(seat, |ctx| actions::is_legal(ctx, seat, action)))
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &CatFightAction) -> Refusal {
        rules::state(world).with_ctx(seat, |ctx| actions::explain(ctx, seat, action))
    }

    fn observation(world: &World, seat: Option<SeatId>) -> CatFightObservation {
        observation::observe(rules::state(world), rules::board(world), seat)
    }

    /// While playing: how many creams each seat holds (values are secret). Once the game is
    /// over: the revealed values.
    fn scores(world: &World) -> Vec<i64> {
        let s = rules::state(world);
        if s.turn.ended.is_some() {
            return cream_totals(world);
        }
        creams_held(s)
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let reason = crate::core::table::state::<Self>(world)?.turn.ended?;
        let scores = cream_totals(world);
        let winners = rules::leaders(&scores);
        let names: Vec<String> = winners.iter().map(|s| seat_name(world, *s)).collect();
        let how = match reason {
            EndReason::CreamGone => text!("cf-end-cream-gone"),
            EndReason::TurnLimit => text!("cf-end-turn-limit", turns = MAX_TURNS),
        };
        let best = scores.iter().copied().max().unwrap_or(0);
        let summary = match names.as_slice() {
            [one] => text!("cf-summary-wins", how = how, name = one, cream = best),
            _ => text!(
                "cf-summary-tie",
                how = how,
                names = name_list(&names),
                cream = best
            ),
        };
        Some(Outcome {
            scores,
            winners,
            summary,
        })
    }

    fn snapshot(world: &World) -> CatFightSnapshot {
        rules::state(world).snapshot()
    }

    /// Hidden from `seats`: the value of every cream none of them holds (the other seats'
    /// creams, those still in the saucers, and those out of the game, their own sacrificed
    /// ones too); once the game is over the held creams are turned over for the score, and
    /// only those nobody holds stay hidden. Which cream lies where is public (ids follow from
    /// the dealing order, the sips and the sacrifices), so only the hidden values move: they
    /// are gathered, sorted and dealt back to the hidden creams in id order.
    fn redact(snap: &mut CatFightSnapshot, _: &TableSetup, seats: &[SeatId]) {
        let ended = snap.turn.ended.is_some();
        let hidden = |c: &Cream| observation::value_hidden(c, seats, ended);
        let mut pool: Vec<u8> = snap
            .creams
            .iter()
            .filter(|c| hidden(c))
            .map(|c| c.value)
            .collect();
        pool.sort();
        let mut pool = pool.into_iter();
        for c in snap.creams.iter_mut().filter(|c| hidden(c)) {
            c.value = pool.next().expect("as many values as were gathered");
        }
    }

    /// Every event of Cat Fight is public: a sip or a sacrifice names the cream (by id) but
    /// never its value, and the scores are told only when the game ends, for all to see.
    fn redact_event(_event: &mut CatFightEvent, _seats: &[SeatId]) {}

    fn restore(world: &mut World, snapshot: &CatFightSnapshot) {
        let state = State::from_snapshot(rules::board(world), snapshot);
        crate::core::table::hold::<Self>(world, state);
    }

    fn describe(world: &World, seat: SeatId, action: &CatFightAction) -> Text {
        actions::describe(&seat_name(world, seat), action)
    }

    fn tell(setup: &TableSetup, event: &CatFightEvent) -> Option<Text> {
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

    const CLOCK: &'static str = text_id!("cf-clock-turn");
    fn clock(world: &World) -> u32 {
        crate::core::table::state::<Self>(world).map_or(0, |s| s.turn.number)
    }
    /// How many creams each cat holds: public all game (their values are not, until the end,
    /// when the score is the creams' total).
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        vec![(
            text_id!("cf-figure-creams-held"),
            creams_held(rules::state(world)),
        )]
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let s = rules::state(world);
        let (t, turn) = (&s.tally, &s.turn);
        vec![
            ("turns", turn.number as f64),
            (
                "ended by turn cap",
                f64::from(u8::from(turn.ended == Some(EndReason::TurnLimit))),
            ),
            ("sips", t.sips as f64),
            ("fights", t.fights as f64),
            ("catnip fights", t.catnip_fights as f64),
            ("catnips fired", t.catnips_fired as f64),
            ("sacrifices", t.sacrifices as f64),
            ("saucers walled in", t.saucers_walled as f64),
            ("blockers placed", t.blockers_placed as f64),
        ]
    }
}
