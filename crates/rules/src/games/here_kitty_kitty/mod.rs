//! Here, Kitty, Kitty!: lure the Neighborhood's 40 cats onto your Property and into your House
//! with two actions a turn (move a cat one step, play a card, discard), while the others steal,
//! scare and block. The deck is Mogland's design (`levels/here_kitty_kitty.ron`); the last card
//! drawn starts the final round, then the scoring sheet decides.
//!
//! The table is its plain [`State`] ([`crate::core::table`]). The UI reads its face, drawn from
//! it: the [`Property`] components and the [`Neighborhood`] and [`Book`] resources; it also
//! reads [`properties`], animates [`HereKittyKittyEvent`]s and sends `Act<HereKittyKittyAction>`.

mod actions;
mod bot;
mod components;
mod engine;
mod events;
mod face;
mod observation;
mod rules;
pub mod scoring;
mod search;
mod tell;
pub use search::EXPERT_DEPTH;

pub use actions::{HereKittyKittyAction, View, discards};
pub use bot::{HardBot, NormalBot};
use components::zone_key;
pub use components::{
    Book, CardId, Cats, Choice, Colour, GameEnd, Neighborhood, Play, Property, Step, TableRules,
    Task, Tucked, Turn, Way, WindowKind,
};
pub use engine::{HereKittyKittySnapshot, State};
pub use events::HereKittyKittyEvent;
pub use observation::HereKittyKittyObservation;
pub use rules::MAX_ROUNDS;

use crate::core::table;
use crate::core::{
    Bot, BotLevel, Decision, EasyBot, Game, GameId, GameInfo, Outcome, Refusal, SeatId, TableSetup,
    Text, seat_name,
};
use crate::levels::Words;
use crate::levels::here_kitty_kitty::Zone;
use crate::{text, text_id};
use bevy_app::App;
use bevy_ecs::prelude::*;

pub struct HereKittyKitty;

pub static INFO: GameInfo = GameInfo {
    id: GameId::new("here-kitty-kitty"),
    name: "Here, Kitty, Kitty!",
    blurb: "Lure the Neighborhood's cats into your House; steal, scare and block your neighbors'.",
    players: 2..=6,
    variants: &[],
    level_file: "here_kitty_kitty.ron",
    rules_file: "here_kitty_kitty.txt",
    // 3: Cat's Pajamas, Keeping Up With the Joneses, Cat in Heat and Raining Cats & Dogs ask
    // each player, who may stop, even when only one Cat could be taken.
    rules_version: 3,
};

/// What the seat (or seats) asked now must decide.
#[derive(Clone, Debug, PartialEq)]
pub enum HereKittyKittyPrompt {
    /// One of the turn's actions: move a cat, play a card, discard.
    Action { left: u8 },
    /// A response window: block, copy, stay cool, land on your feet, or pass.
    Respond(WindowKind),
    /// Pick a cat (or a card) for a card's effect.
    Choose(Choice),
    /// Aim a copied card.
    Aim { card: CardId },
}

/// The properties in seat order (none while no table is on).
pub fn properties(world: &World) -> Vec<&Property> {
    table::state::<HereKittyKitty>(world).map_or_else(Vec::new, |s| s.props.iter().collect())
}

/// The read-only view the legal list works on.
pub fn view(world: &World) -> View<'_> {
    rules::state(world).view()
}

fn card_name(world: &World, card: CardId) -> Words {
    rules::state(world).book[card.0 as usize].name.clone()
}

impl Game for HereKittyKitty {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = text_id!("hkk-score-points");
    const LOWER_WINS: bool = false;

    type Action = HereKittyKittyAction;
    type Prompt = HereKittyKittyPrompt;
    type Observation = HereKittyKittyObservation;
    type State = State;
    type Snapshot = HereKittyKittySnapshot;
    type Event = HereKittyKittyEvent;

    fn rules_plugin(app: &mut App) {
        table::rules_plugin::<Self>(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        rules::setup(world, setup)
    }

    fn clear(world: &mut World) {
        table::let_go::<Self>(world);
    }

    fn decision(world: &World) -> Option<Decision<HereKittyKittyPrompt>> {
        let s = table::state::<Self>(world)?;
        if s.end.is_some() {
            return None;
        }
        let turn = &s.turn;
        match turn.steps.last()? {
            Step::Action => Some(Decision::turn(
                turn.seat,
                HereKittyKittyPrompt::Action {
                    left: turn.actions_left,
                },
            )),
            Step::Window { kind, window } => Some(Decision::response(
                window.waiting(),
                HereKittyKittyPrompt::Respond(kind.clone()),
            )),
            Step::Choose(c) => Some(Decision::turn(
                c.chooser,
                HereKittyKittyPrompt::Choose(c.clone()),
            )),
            Step::Aim { copier, card } => Some(Decision::turn(
                *copier,
                HereKittyKittyPrompt::Aim { card: *card },
            )),
            _ => None,
        }
    }

    fn ask(world: &World, prompt: &HereKittyKittyPrompt) -> Text {
        let card = |c: CardId| card_name(world, c);
        match prompt {
            HereKittyKittyPrompt::Action { left } => text!("hkk-ask-action", count = *left),
            HereKittyKittyPrompt::Respond(WindowKind::Block(play)) => match play.target {
                Some(t) => text!(
                    "hkk-ask-block-on",
                    player = seat_name(world, play.player),
                    card = card(play.card),
                    target = seat_name(world, t),
                ),
                None => text!(
                    "hkk-ask-block",
                    player = seat_name(world, play.player),
                    card = card(play.card),
                ),
            },
            HereKittyKittyPrompt::Respond(WindowKind::Move {
                mover, from, to, ..
            }) => text!(
                "hkk-ask-block-move",
                player = seat_name(world, *mover),
                from = zone_key(*from),
                to = zone_key(*to),
            ),
            HereKittyKittyPrompt::Respond(WindowKind::Instant { card: c, drawer }) => text!(
                "hkk-ask-instant",
                player = seat_name(world, *drawer),
                card = card(*c),
            ),
            HereKittyKittyPrompt::Respond(WindowKind::Copy(play)) => text!(
                "hkk-ask-copy",
                player = seat_name(world, play.player),
                card = card(play.card),
            ),
            HereKittyKittyPrompt::Respond(WindowKind::Land { after }) => {
                text!("hkk-ask-land", player = seat_name(world, *after))
            }
            HereKittyKittyPrompt::Choose(c) => {
                let task = match &c.task {
                    Task::Gain { to, .. } => text!("hkk-ask-gain", zone = zone_key(*to)),
                    Task::Shift { from, to, .. } => {
                        text!("hkk-ask-shift", from = zone_key(*from), to = zone_key(*to))
                    }
                    Task::Advance { .. } => text!("hkk-ask-advance"),
                    Task::Nudge { way: Way::In, .. } => text!("hkk-ask-nudge-in"),
                    Task::Nudge { way: Way::Out, .. } => text!("hkk-ask-nudge-out"),
                    Task::Steal { victim, .. } => {
                        text!("hkk-ask-steal", player = seat_name(world, *victim))
                    }
                    Task::Fight { .. } => text!("hkk-ask-fight"),
                    Task::Revive { .. } => text!("hkk-ask-revive"),
                };
                // How many more picks the card allows, and whether the chooser may stop.
                match (c.left > 1, c.may_stop) {
                    (true, true) => {
                        text!("hkk-ask-choose-more-or-stop", task = task, count = c.left)
                    }
                    (true, false) => text!("hkk-ask-choose-more", task = task, count = c.left),
                    (false, true) => text!("hkk-ask-choose-or-stop", task = task),
                    (false, false) => task,
                }
            }
            HereKittyKittyPrompt::Aim { card: c } => text!("hkk-ask-aim", card = card(*c)),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<HereKittyKittyAction> {
        table::state::<Self>(world).map_or_else(Vec::new, |s| actions::legal(&s.view(), seat))
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &HereKittyKittyAction) -> Refusal {
        actions::explain(&view(world), seat, action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> HereKittyKittyObservation {
        observation::observe(rules::state(world), seat)
    }

    fn scores(world: &World) -> Vec<i64> {
        scoring::sheet(properties(world))
            .iter()
            .map(|c| c.total as i64)
            .collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let s = table::state::<Self>(world)?;
        let end = s.end.as_ref()?;
        let scores = Self::scores(world);
        let best = end.winners.first().map_or(0, |w| scores[w.index()]);
        let names: Vec<String> = end.winners.iter().map(|&s| seat_name(world, s)).collect();
        // Which tie-break decided (see `scoring::winners`).
        let result = match (names.as_slice(), end.tie_break) {
            ([one], 1) => text!("hkk-summary-wins-on-cats", player = one, points = best),
            ([one], 2) => text!("hkk-summary-wins-on-colour", player = one, points = best),
            ([one], _) => text!("hkk-summary-wins", player = one, points = best),
            ([many @ .., last], 2) => text!(
                "hkk-summary-share-tied",
                players = many.join(", "),
                last = last,
                points = best,
            ),
            ([many @ .., last], _) => text!(
                "hkk-summary-share",
                players = many.join(", "),
                last = last,
                points = best,
            ),
            ([], _) => text!("hkk-summary-nobody"),
        };
        let how = match s.turn.last_card_by {
            Some(s) => text!("hkk-summary-last-card", player = seat_name(world, s)),
            None => text!("hkk-summary-ended"),
        };
        Some(Outcome {
            scores,
            winners: end.winners.clone(),
            summary: text!("hkk-summary", end = how, result = result),
        })
    }

    fn snapshot(world: &World) -> HereKittyKittySnapshot {
        rules::state(world).snapshot()
    }

    /// Hidden from `seats`: the other hands, the draw pile (its order, and which of the unseen
    /// cards lie in it rather than in a hand) and what the others answered in a window still
    /// open. The hidden cards are gathered, sorted and dealt back in seat order, each hand
    /// keeping its size, the rest making the draw pile; an answer of another seat becomes a
    /// Pass (who answered, and who is still asked, stay public). Tucked cards and the discards
    /// lie face up and stay as they are.
    fn redact(snap: &mut HereKittyKittySnapshot, _: &TableSetup, seats: &[SeatId]) {
        let sees = |s: SeatId| seats.contains(&s);
        let mut pool = std::mem::take(&mut snap.pile.draw);
        for p in snap.props.iter().filter(|p| !sees(p.seat)) {
            pool.extend(p.hand.iter().copied());
        }
        pool.sort();
        let mut pool = pool.into_iter();
        for p in snap.props.iter_mut().filter(|p| !sees(p.seat)) {
            let n = p.hand.len();
            p.hand = pool.by_ref().take(n).collect();
        }
        snap.pile.draw = pool.collect();
        for step in &mut snap.turn.steps {
            if let Step::Window { window, .. } = step {
                window.redact(seats, HereKittyKittyAction::Pass);
            }
        }
    }

    /// Every event of Here, Kitty, Kitty! is public: a card drawn into a hand is reported
    /// without its face, and a card is named only when it is shown to all (played, discarded,
    /// tucked, answered once its window closed, an Instant drawn, a card taken back from the
    /// face-up discards).
    fn redact_event(_: &mut HereKittyKittyEvent, _: &[SeatId]) {}

    // The card book is nine tenths of a view and never changes in a game.
    fn net_trim(snap: &mut HereKittyKittySnapshot) {
        snap.book.clear();
    }

    fn net_fill(snap: &mut HereKittyKittySnapshot, last: &HereKittyKittySnapshot) {
        if snap.book.is_empty() {
            snap.book = last.book.clone();
        }
    }

    fn restore(world: &mut World, snap: &HereKittyKittySnapshot) {
        table::hold::<Self>(world, State::from_snapshot(snap));
    }

    fn describe(world: &World, seat: SeatId, action: &HereKittyKittyAction) -> Text {
        let me = seat_name(world, seat);
        let card = |c: CardId| card_name(world, c);
        match action {
            HereKittyKittyAction::Move { colour, from, to } => text!(
                "hkk-log-move",
                player = me,
                colour = colour.name(),
                from = zone_key(*from),
                to = zone_key(*to),
            ),
            HereKittyKittyAction::Play {
                card: c,
                target: Some(t),
                shift,
            } => match (shift, *t == seat) {
                (Some(w), true) => text!(
                    "hkk-log-nudge-own",
                    player = me,
                    card = card(*c),
                    way = w.name(),
                ),
                (Some(w), false) => text!(
                    "hkk-log-nudge",
                    player = me,
                    card = card(*c),
                    target = seat_name(world, *t),
                    way = w.name(),
                ),
                (None, true) => text!("hkk-log-play-on-own", player = me, card = card(*c)),
                (None, false) => text!(
                    "hkk-log-play-on",
                    player = me,
                    card = card(*c),
                    target = seat_name(world, *t),
                ),
            },
            HereKittyKittyAction::Play { card: c, .. } => {
                text!("hkk-log-play", player = me, card = card(*c))
            }
            HereKittyKittyAction::Discard(cards) => {
                let names: Vec<Words> = cards.iter().map(|&c| card(c)).collect();
                text!(
                    "hkk-log-discard",
                    player = me,
                    cards = Words::join(&names, ", ")
                )
            }
            HereKittyKittyAction::Pass => text!("hkk-log-pass", player = me),
            HereKittyKittyAction::Block(c)
            | HereKittyKittyAction::Copy(c)
            | HereKittyKittyAction::Land { card: c, .. } => {
                text!("hkk-log-answer", player = me, card = card(*c))
            }
            HereKittyKittyAction::Pick {
                colour,
                seat: Some(owner),
                zone,
            } if *zone != Zone::Neighborhood => text!(
                "hkk-log-pick",
                player = me,
                colour = colour.name(),
                owner = seat_name(world, *owner),
                zone = zone_key(*zone),
            ),
            HereKittyKittyAction::Pick { colour, .. } => text!(
                "hkk-log-pick-neighborhood",
                player = me,
                colour = colour.name(),
            ),
            HereKittyKittyAction::Send { colour, to } => text!(
                "hkk-log-send",
                player = me,
                colour = colour.name(),
                target = seat_name(world, *to),
            ),
            HereKittyKittyAction::Revive(c) => {
                text!("hkk-log-revive", player = me, card = card(*c))
            }
            HereKittyKittyAction::Aim {
                target: Some(t), ..
            } => {
                text!("hkk-log-aim", player = me, target = seat_name(world, *t))
            }
            HereKittyKittyAction::Aim { target: None, .. } => {
                text!("hkk-log-use-copy", player = me)
            }
            HereKittyKittyAction::Stop => text!("hkk-log-stop", player = me),
        }
    }

    fn tell(setup: &TableSetup, event: &HereKittyKittyEvent) -> Option<Text> {
        tell::tell(setup, event)
    }

    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot),
            BotLevel::Normal => Box::new(NormalBot::default()),
            BotLevel::Hard => Box::new(HardBot::default()),
            BotLevel::Expert => Box::new(crate::core::expert::ExpertBot::new(search::EXPERT_DEPTH)),
        }
    }

    /// The rulebook's sheet: its rows in order (the Yard's 0 included), then the total.
    fn score_sheet(world: &World) -> Vec<(Text, Vec<i64>)> {
        let sheet = scoring::sheet(properties(world));
        let mut rows: Vec<(Text, Vec<i64>)> = scoring::rows(&sheet)
            .into_iter()
            .map(|(label, pts)| (label, pts.into_iter().map(i64::from).collect()))
            .collect();
        rows.insert(2, (text!("hkk-score-yard"), vec![0; sheet.len()]));
        rows.push((
            text!("hkk-score-total"),
            sheet.iter().map(|c| i64::from(c.total)).collect(),
        ));
        rows
    }

    const CLOCK: &'static str = text_id!("hkk-clock-turn");
    fn clock(world: &World) -> u32 {
        table::state::<Self>(world).map_or(0, |s| s.turn.number)
    }
    /// The scoring sheet's total as if the game ended then, and the Cats on each Property.
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        let sheet = scoring::sheet(properties(world));
        vec![
            (
                text_id!("hkk-score-points"),
                sheet.iter().map(|c| c.total as i64).collect(),
            ),
            (
                text_id!("hkk-figure-cats"),
                sheet.iter().map(|c| c.cats as i64).collect(),
            ),
        ]
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let turns = table::state::<Self>(world).map_or(0, |s| s.turn.number);
        let sheet = scoring::sheet(properties(world));
        let n = sheet.len().max(1) as f64;
        let rows = scoring::rows(&sheet);
        let mean = |i: usize| rows[i].1.iter().sum::<u32>() as f64 / n;
        let sum = |r: std::ops::Range<usize>| r.map(mean).sum::<f64>();
        vec![
            ("turns", turns as f64),
            ("score: House", mean(0)),
            ("score: Porch", mean(1)),
            ("score: 5+ of a colour", sum(2..6)),
            ("score: 1 of each colour", mean(6)),
            ("score: most of a colour", sum(7..11)),
            ("score: 1 colour in House", mean(11)),
            ("score: Best in Show", mean(12)),
            (
                "score: total",
                sheet.iter().map(|c| c.total as f64).sum::<f64>() / n,
            ),
        ]
    }
}
