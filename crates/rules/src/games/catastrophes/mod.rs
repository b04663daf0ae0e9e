//! Cat'astrophes: each round every cat puts a card face down (before itself or another cat) or
//! draws; then all cards are revealed and move the mischief token, and whoever's card tips a
//! threshold takes the punishment. Lowest punishment wins.
//!
//! The UI reads [`Cat`] components and the resources ([`MischiefScale`], [`FirstPlayer`],
//! [`DrawPile`], [`RoundState`], [`LastReveal`], [`GameEnd`]), animates
//! [`CatastrophesEvent`]s, and sends `Act<CatastrophesAction>`.

mod actions;
mod bot;
mod components;
mod engine;
mod events;
mod observation;
mod rules;
pub mod scoring;
mod search;
pub use search::EXPERT_DEPTH;
mod tell;

pub use actions::CatastrophesAction;
pub use bot::{HardBot, NormalBot};
pub use components::{
    Card, Cat, DrawPile, FirstPlayer, GameEnd, LastReveal, MischiefScale, Placed, RoundMove,
    RoundState, TableRules,
};
pub use engine::{Engine, State};
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
use serde::{Deserialize, Serialize};

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

/// The whole game state, for saves, undo, scenario tests and the Hard bot's searches.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatastrophesSnapshot {
    /// By seat.
    pub cats: Vec<Cat>,
    pub pile: Deck<Card>,
    pub scale: u8,
    pub first_player: SeatId,
    pub round: RoundState,
    pub rules: TableRules,
    pub last_reveal: Vec<CatastrophesEvent>,
    pub end: Option<GameEnd>,
}

/// The cats in seat order.
pub fn cats(world: &World) -> Vec<&Cat> {
    let mut v = crate::core::query::refs::<Cat>(world);
    v.sort_by_key(|c| c.seat);
    v
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

fn table_view<'a>(world: &World, seat: SeatId, cats: &'a [&'a Cat]) -> TableView<'a, &'a Cat> {
    TableView {
        seat,
        cats,
        draw_pile: world.resource::<DrawPile>().0.draw.len(),
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
        crate::core::query::cache_query::<Cat>(app);
        rules::plugin(app);
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
        Self::restore(world, &snapshot);
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
        world.remove_resource::<DrawPile>();
        world.remove_resource::<MischiefScale>();
        world.remove_resource::<FirstPlayer>();
        world.remove_resource::<RoundState>();
        world.remove_resource::<TableRules>();
        world.remove_resource::<LastReveal>();
        world.remove_resource::<GameEnd>();
    }

    /// Each round asks every seat once, clockwise from the first player.
    fn decision(world: &World) -> Option<Decision<CatastrophesPrompt>> {
        let round = world.get_resource::<RoundState>()?;
        if world.contains_resource::<GameEnd>() {
            return None;
        }
        let n = world.resource::<TableRules>().seats as usize;
        let seat = world
            .resource::<FirstPlayer>()
            .0
            .clockwise(n)
            .nth(round.acted())?;
        Some(Decision::turn(seat, CatastrophesPrompt::PlaceOrDraw))
    }

    fn ask(_world: &World, prompt: &CatastrophesPrompt) -> Text {
        match prompt {
            CatastrophesPrompt::PlaceOrDraw => text!("cx-ask-place-or-draw"),
        }
    }

    fn legal_actions(world: &World, seat: SeatId) -> Vec<CatastrophesAction> {
        if Self::to_act(world) != Some(seat) {
            return Vec::new();
        }
        let cats = cats(world);
        let mut out = Vec::new();
        actions::legal(&table_view(world, seat, &cats), &mut out);
        out
    }

    fn explain_refusal(world: &World, seat: SeatId, action: &CatastrophesAction) -> Refusal {
        let cats = cats(world);
        actions::explain(&table_view(world, seat, &cats), action)
    }

    fn observation(world: &World, seat: Option<SeatId>) -> CatastrophesObservation {
        let cats = cats(world);
        let pile = &world.resource::<DrawPile>().0;
        let rules = world.resource::<TableRules>();
        let round = world.resource::<RoundState>();
        let face_down: Vec<Option<Placed>> = cats.iter().map(|c| c.face_down).collect();
        CatastrophesObservation {
            seat,
            hand: seat.map_or_else(Vec::new, |s| cats[s.index()].hand.0.clone()),
            scale: world.resource::<MischiefScale>().0,
            punishment: cats.iter().map(|c| c.punishment).collect(),
            hand_sizes: cats.iter().map(|c| c.hand.len()).collect(),
            draw_pile: pile.draw.len(),
            face_down: CatastrophesObservation::view_of(seat, &face_down),
            first_player: world.resource::<FirstPlayer>().0,
            round: round.round,
            moves: round.moves.clone(),
            discards: pile.discard.clone(),
            deck: rules.deck.clone(),
            wild_cats: rules.wild_cats,
            game_over: world.contains_resource::<GameEnd>(),
            legal: seat.map_or_else(Vec::new, |s| Self::legal_actions(world, s)),
        }
    }

    fn scores(world: &World) -> Vec<i64> {
        cats(world).iter().map(|c| c.punishment as i64).collect()
    }

    fn outcome(world: &World) -> Option<Outcome> {
        let end = world.get_resource::<GameEnd>()?;
        let cats = cats(world);
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
        CatastrophesSnapshot {
            cats: cats(world).into_iter().cloned().collect(),
            pile: world.resource::<DrawPile>().0.clone(),
            scale: world.resource::<MischiefScale>().0,
            first_player: world.resource::<FirstPlayer>().0,
            round: world.resource::<RoundState>().clone(),
            rules: world.resource::<TableRules>().clone(),
            last_reveal: world.resource::<LastReveal>().0.clone(),
            end: world.get_resource::<GameEnd>().cloned(),
        }
    }

    /// Hidden from `seats`: the other hands, the face-down cards others put down and the draw
    /// pile. Those cards are gathered, sorted and dealt back in seat order, each place keeping
    /// its number of cards, so no order or whereabouts survives.
    fn redact(snap: &mut CatastrophesSnapshot, seats: &[SeatId]) {
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
        Self::clear(world);
        world.spawn_batch(snap.cats.clone());
        world.insert_resource(DrawPile(snap.pile.clone()));
        world.insert_resource(MischiefScale(snap.scale));
        world.insert_resource(FirstPlayer(snap.first_player));
        world.insert_resource(snap.round.clone());
        world.insert_resource(snap.rules.clone());
        world.insert_resource(LastReveal(snap.last_reveal.clone()));
        if let Some(end) = &snap.end {
            world.insert_resource(end.clone());
        }
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
        world.get_resource::<RoundState>().map_or(0, |r| r.round)
    }

    fn stats(world: &World) -> Vec<(&'static str, f64)> {
        let round = world.get_resource::<RoundState>().map_or(0, |r| r.round);
        let end = world.get_resource::<GameEnd>();
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
