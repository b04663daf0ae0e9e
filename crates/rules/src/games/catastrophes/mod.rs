//! Cat'astrophes: each round every cat puts a card face down (before itself or another cat) or
//! draws; then all cards are revealed and move the mischief token, and whoever's card tips a
//! threshold takes the punishment. Lowest punishment wins.
//!
//! The table is one [`State`]; the UI reads its face ([`Cat`] components and the
//! [`MischiefScale`]) and the observations, animates [`CatastrophesEvent`]s, and sends
//! `Act<CatastrophesAction>`.

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
pub use search::EXPERT_DEPTH;
mod tell;

pub use actions::CatastrophesAction;
pub use bot::{HardBot, NormalBot};
pub use components::{
    Card, Cat, GameEnd, MischiefScale, Placed, RoundMove, RoundState, TableRules,
};
pub use engine::{CatastrophesSnapshot, Engine, State};
pub use events::{CatastrophesEvent, PunishReason};
pub use mogland_levels::catastrophes::CardKind;
pub use observation::{CatastrophesObservation, FaceDownView};

use crate::core::{
    Bot, BotLevel, Decision, Deck, EasyBot, Game, GameId, GameInfo, GameRng, Hand, Outcome,
    Refusal, Reshuffle, SeatId, TableSetup, Text, VariantInfo,
};
use actions::TableView;
use bevy_app::App;
use bevy_ecs::prelude::*;
use mogland_levels::Level;

/// Cards dealt to each player at the start.
pub const HAND_SIZE: usize = 5;
/// The setup key of the Wild Cats variant.
pub const WILD_CATS: &str = "wild-cats";

pub struct Catastrophes;

pub static INFO: GameInfo = GameInfo {
    id: GameId::new("catastrophes"),
    name: "Cat'astrophes",
    blurb: "Face-down mischief pushes the scale; whoever tips a threshold takes the blame.",
    players: 2..=6,
    variants: &[VariantInfo {
        key: WILD_CATS,
        label: "Wild Cats",
        help: "Crossing a threshold costs one more point per space past it; a cuddle below one forgives one more per space.",
    }],
    level_file: "catastrophes.ron",
    rules_file: "catastrophes.txt",
    rules_version: 1,
};

/// The one thing a round asks of each seat in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatastrophesPrompt {
    /// Put a card face down (in front of any cat without one), or draw one or two.
    PlaceOrDraw,
}

/// The table's state. Only called while a Cat'astrophes table is on.
pub(super) fn state(world: &World) -> &State {
    crate::core::table::state::<Catastrophes>(world).expect("a Cat'astrophes table is on")
}

/// The cards of the sets in play for `players`: as many sets as players, all of them from four
/// players up (the first sets of the file are used with fewer).
pub fn build_deck(deck: &mogland_levels::catastrophes::DeckDef, players: usize) -> Vec<Card> {
    (0..players.min(deck.sets.len()))
        .flat_map(|i| deck.set_cards(i))
        .map(|(kind, value)| Card::new(kind, value))
        .collect()
}

use crate::core::seat_name;
use crate::{text, text_id};

/// Players' names as one list ("Felix, Jeremy and Ada"), the language's way: the last two
/// joined by "and", each one before them by a comma.
fn names_text(names: &[String]) -> Text {
    match names {
        [] | [_] => unreachable!("a list of two names or more"),
        [first, second] => text!("cx-names-two", first = first, second = second),
        [first, rest @ ..] => text!("cx-names-more", first = first, rest = names_text(rest)),
    }
}

impl Game for Catastrophes {
    const INFO: &'static GameInfo = &INFO;
    const SCORE_LABEL: &'static str = text_id!("cx-score");
    const LOWER_WINS: bool = true;

    type Action = CatastrophesAction;
    type Prompt = CatastrophesPrompt;
    type Observation = CatastrophesObservation;
    type State = State;
    type Snapshot = CatastrophesSnapshot;
    type Event = CatastrophesEvent;

    fn rules_plugin(app: &mut App) {
        crate::core::table::rules_plugin::<Self>(app);
    }

    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String> {
        let Level::CatastrophesDeck(deck) = &setup.level else {
            return Err(format!(
                "Cat'astrophes is played with a CatastrophesDeck level, not a {}",
                setup.level.kind()
            ));
        };
        let n = setup.seat_count();
        let cards = build_deck(deck, n);
        if cards.len() < n * HAND_SIZE + 1 {
            return Err(format!(
                "the deck has {} cards: too few to deal {HAND_SIZE} to {n} players",
                cards.len()
            ));
        }
        let mut pile = Deck::new(cards.clone(), Reshuffle::Never);
        pile.shuffle(&mut world.resource_mut::<GameRng>());
        // The first-player token goes to seat 0 (the rulebook's "youngest player").
        let first = SeatId(0);
        let mut hands = vec![Hand(Vec::new()); n];
        for _ in 0..HAND_SIZE {
            for seat in first.clockwise(n) {
                hands[seat.index()].push(
                    pile.draw
                        .pop()
                        .expect("the deck was checked to be big enough"),
                );
            }
        }
        let snapshot = CatastrophesSnapshot {
            cats: hands
                .into_iter()
                .enumerate()
                .map(|(i, hand)| Cat {
                    seat: SeatId(i as u8),
                    punishment: 0,
                    hand,
                    face_down: None,
                })
                .collect(),
            pile,
            scale: 0,
            first_player: first,
            round: RoundState {
                round: 1,
                moves: Vec::new(),
            },
            rules: TableRules {
                seats: n as u8,
                wild_cats: setup.variant(WILD_CATS),
                deck: cards,
            },
            last_reveal: Vec::new(),
            end: None,
        };
        crate::core::table::hold::<Self>(world, State::from_snapshot(&snapshot));
        Ok(())
    }

    fn clear(world: &mut World) {
        crate::core::table::let_go::<Self>(world);
    }

    /// Each round asks every seat once, clockwise from the first player.
    fn decision(world: &World) -> Option<Decision<CatastrophesPrompt>> {
        let seat = crate::core::table::state::<Self>(world)?.to_act()?;
        Some(Decision::turn(seat, CatastrophesPrompt::PlaceOrDraw))
    }

    fn ask(_world: &World, prompt: &CatastrophesPrompt) -> Text {
        match prompt {
            CatastrophesPrompt::PlaceOrDraw => text!("cx-ask-place-or-draw"),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<CatastrophesAction> {
        let mut out = Vec::new();
        if let Some(s) = crate::core::table::state::<Self>(world) {
            s.legal(seat, &mut out);
        }
        out
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &CatastrophesAction) -> Refusal {
        let s = state(world);
        let view = TableView {
            seat,
            cats: &s.cats,
            draw_pile: s.pile.draw.len(),
        };
        actions::explain(&view, action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> CatastrophesObservation {
        let s = state(world);
        let (cats, pile, rules, round) = (&s.cats, &s.pile, &s.rules, &s.round);
        let face_down: Vec<Option<Placed>> = cats.iter().map(|c| c.face_down).collect();
        CatastrophesObservation {
            seat,
            hand: seat.map_or_else(Vec::new, |s| cats[s.index()].hand.0.clone()),
            scale: s.scale,
            punishment: cats.iter().map(|c| c.punishment).collect(),
            hand_sizes: cats.iter().map(|c| c.hand.len()).collect(),
            draw_pile: pile.draw.len(),
            face_down: CatastrophesObservation::view_of(seat, &face_down),
            first_player: s.first,
            round: round.round,
            moves: round.moves.clone(),
            discards: pile.discard.clone(),
            deck: rules.deck.clone(),
            wild_cats: rules.wild_cats,
            game_over: s.end.is_some(),
            legal: seat.map_or_else(Vec::new, |seat| Self::legal_actions(world, seat)),
        }
    }

    fn scores(world: &World) -> Vec<i64> {
        state(world)
            .cats
            .iter()
            .map(|c| c.punishment as i64)
            .collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let s = crate::core::table::state::<Self>(world)?;
        let (end, cats) = (s.end.as_ref()?, &s.cats);
        let how = match (end.by_points, end.by_empty_pile) {
            (true, true) => text!("cx-summary-points-and-pile"),
            (true, false) => text!("cx-summary-points"),
            _ => text!("cx-summary-pile"),
        };
        let names: Vec<String> = end.winners.iter().map(|&s| seat_name(world, s)).collect();
        let best = end
            .winners
            .first()
            .map_or(0, |w| cats[w.index()].punishment);
        let summary = match names.as_slice() {
            [one] if end.tie_broken => {
                text!(
                    "cx-summary-wins-on-hand",
                    how = how,
                    who = one,
                    points = best
                )
            }
            [one] => text!("cx-summary-wins", how = how, who = one, points = best),
            // Still tied on the cards left in hand: a shared win.
            [_, ..] => text!(
                "cx-summary-shared",
                how = how,
                who = names_text(&names),
                points = best
            ),
            [] => text!("cx-summary-nobody", how = how),
        };
        Some(Outcome {
            scores: Self::scores(world),
            winners: end.winners.clone(),
            summary,
        })
    }

    fn snapshot(world: &World) -> CatastrophesSnapshot {
        state(world).snapshot()
    }

    /// Hidden from `seats`: the other hands, the face-down cards others put down and the draw
    /// pile. Those cards are gathered, sorted and dealt back in seat order, each place keeping
    /// its number of cards, so no order or whereabouts survives.
    fn redact(snap: &mut CatastrophesSnapshot, _: &TableSetup, seats: &[SeatId]) {
        let sees = |s: SeatId| seats.contains(&s);
        let mut pool = std::mem::take(&mut snap.pile.draw);
        for cat in &snap.cats {
            if !sees(cat.seat) {
                pool.extend(cat.hand.0.iter().copied());
            }
            pool.extend(cat.face_down.filter(|p| !sees(p.by)).map(|p| p.card));
        }
        pool.sort();
        let mut pool = pool.into_iter();
        for cat in &mut snap.cats {
            if !sees(cat.seat) {
                let n = cat.hand.len();
                cat.hand = Hand(pool.by_ref().take(n).collect());
            }
            if let Some(p) = cat.face_down.as_mut().filter(|p| !sees(p.by)) {
                p.card = pool.next().expect("as many cards as were gathered");
            }
        }
        snap.pile.draw = pool.collect();
    }

    /// Every event of Cat'astrophes is public: a placed card is reported without its face,
    /// and a card is named only once it is turned over for all to see.
    fn redact_event(_: &mut CatastrophesEvent, _: &[SeatId]) {}

    fn restore(world: &mut World, snap: &CatastrophesSnapshot) {
        crate::core::table::hold::<Self>(world, State::from_snapshot(snap));
    }

    fn tell(setup: &TableSetup, event: &CatastrophesEvent) -> Option<Text> {
        tell::tell(setup, event)
    }

    fn describe(world: &World, seat: SeatId, action: &CatastrophesAction) -> Text {
        let who = seat_name(world, seat);
        match *action {
            CatastrophesAction::Place { target, .. } if target == seat => {
                text!("cx-log-place-own", who = who)
            }
            CatastrophesAction::Place { target, .. } => {
                text!("cx-log-place", who = who, target = seat_name(world, target))
            }
            CatastrophesAction::Draw { count } => text!("cx-log-draw", who = who, count = count),
            CatastrophesAction::Pass => text!("cx-log-pass", who = who),
        }
    }

    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot),
            BotLevel::Normal => Box::new(NormalBot::default()),
            BotLevel::Hard => Box::new(HardBot::default()),
            BotLevel::Expert => Box::new(crate::core::expert::ExpertBot::new(search::EXPERT_DEPTH)),
        }
    }

    const CLOCK: &'static str = text_id!("cx-clock");
    fn clock(world: &World) -> u32 {
        crate::core::table::state::<Self>(world).map_or(0, |s| s.round.round)
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let s = crate::core::table::state::<Self>(world);
        let round = s.map_or(0, |s| s.round.round);
        let end = s.and_then(|s| s.end.as_ref());
        vec![
            ("rounds", round as f64),
            (
                "ended by 20 points",
                end.is_some_and(|e| e.by_points) as u8 as f64,
            ),
            (
                "ended by empty pile",
                end.is_some_and(|e| e.by_empty_pile) as u8 as f64,
            ),
        ]
    }
}
