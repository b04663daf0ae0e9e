//! The rules on plain data. [`State`] is the whole table; [`Engine`] applies an accepted action
//! and, once every seat has acted, reveals and resolves the face-down cards and ends the round
//! (and, when the pile ran out or a cat reached 20 punishment points, the game). The rule
//! system runs the engine on the table's state; a search steps the same engine on its own
//! copy, recording no events.

use super::actions::{self, CatastrophesAction, TableView};
use super::components::{Card, Cat, GameEnd, Placed, RoundMove, RoundState, TableRules};
use super::events::{CatastrophesEvent, PunishReason};
use super::scoring;
use crate::core::table::Recorder;
use crate::core::{Deck, GameRng, SeatId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The whole table as plain values: what the rule system and the searches work on (held in
/// the world as [`crate::core::table::Table`]).
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// By seat.
    pub cats: Vec<Cat>,
    pub pile: Deck<Card>,
    pub scale: u8,
    pub first: SeatId,
    pub round: RoundState,
    /// Set up once and never changed: shared by every copy.
    pub rules: Arc<TableRules>,
    pub end: Option<GameEnd>,
    /// The steps of the last reveal, for a table opened from a save to show again: only the
    /// table keeps them (a search records no events, and leaves this as it found it).
    pub last_reveal: Vec<CatastrophesEvent>,
}

/// The whole game state as saves, undo, replays and online tables keep it.
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

impl State {
    /// The table in its saved shape.
    pub fn snapshot(&self) -> CatastrophesSnapshot {
        CatastrophesSnapshot {
            cats: self.cats.clone(),
            pile: self.pile.clone(),
            scale: self.scale,
            first_player: self.first,
            round: self.round.clone(),
            rules: (*self.rules).clone(),
            last_reveal: self.last_reveal.clone(),
            end: self.end.clone(),
        }
    }

    /// The table `snap` saved.
    pub fn from_snapshot(snap: &CatastrophesSnapshot) -> Self {
        Self {
            cats: snap.cats.clone(),
            pile: snap.pile.clone(),
            scale: snap.scale,
            first: snap.first_player,
            round: snap.round.clone(),
            rules: Arc::new(snap.rules.clone()),
            end: snap.end.clone(),
            last_reveal: snap.last_reveal.clone(),
        }
    }

    pub fn seats(&self) -> usize {
        self.cats.len()
    }

    /// Each round asks every seat once, clockwise from the first player.
    pub fn to_act(&self) -> Option<SeatId> {
        let n = self.seats();
        let acted = self.round.acted();
        (self.end.is_none() && acted < n).then(|| SeatId(((self.first.index() + acted) % n) as u8))
    }

    /// `seat`'s legal actions into `out` (cleared first; empty when it is not to act).
    pub fn legal(&self, seat: SeatId, out: &mut Vec<CatastrophesAction>) {
        if self.to_act() != Some(seat) {
            out.clear();
            return;
        }
        actions::legal(
            &TableView {
                seat,
                cats: &self.cats,
                draw_pile: self.pile.draw.len(),
            },
            out,
        );
    }
}

/// One run of the rules over a state.
pub struct Engine<'a> {
    pub s: &'a mut State,
    pub rng: &'a mut GameRng,
    pub events: Recorder<CatastrophesEvent>,
    /// Something hidden was shown (cards drawn, the face-down cards turned over).
    pub revealed: bool,
}

impl<'a> Engine<'a> {
    pub fn new(
        s: &'a mut State,
        rng: &'a mut GameRng,
        events: Recorder<CatastrophesEvent>,
    ) -> Self {
        Self {
            s,
            rng,
            events,
            revealed: false,
        }
    }

    fn event(&mut self, e: CatastrophesEvent) {
        self.events.record(|| e);
    }

    /// Carries out `seat`'s action (the gate checked it is legal).
    pub fn apply(&mut self, seat: SeatId, action: CatastrophesAction) {
        let s = &mut *self.s;
        match action {
            CatastrophesAction::Place { card, target } => {
                s.cats[seat.index()]
                    .hand
                    .take(&card)
                    .expect("the gate checked the card is in hand");
                s.cats[target.index()].face_down = Some(Placed { card, by: seat });
                s.round.moves.push(RoundMove::Placed { seat, target });
                self.event(CatastrophesEvent::CardPlaced { by: seat, target });
            }
            CatastrophesAction::Draw { count } => {
                // The drawer now knows cards it did not: no taking this back.
                self.revealed = true;
                for _ in 0..count {
                    let card = s
                        .pile
                        .draw(self.rng)
                        .expect("the gate checked the pile has the cards");
                    s.cats[seat.index()].hand.push(card);
                }
                s.round.moves.push(RoundMove::Drew { seat, count });
                self.event(CatastrophesEvent::CardsDrawn { seat, count });
            }
            CatastrophesAction::Pass => {
                s.round.moves.push(RoundMove::Passed { seat });
                self.event(CatastrophesEvent::Passed { seat });
            }
        }
    }

    /// Once every seat has acted: the reveal, then the round's end. Says whether it happened.
    pub fn settle(&mut self) -> bool {
        if self.s.end.is_some() || self.s.round.acted() < self.s.seats() {
            return false;
        }
        self.reveal_and_resolve();
        self.end_round();
        true
    }

    /// All cards are turned over at once, then resolved: tricks first, then mischief and
    /// cuddles, each group clockwise from the first player, each card charged to the cat it
    /// lies before.
    fn reveal_and_resolve(&mut self) {
        self.revealed = true;
        let s = &mut *self.s;
        s.scale = scoring::resolve_seats(
            &mut s.cats[..],
            s.scale,
            s.first,
            s.rules.wild_cats,
            self.events.kept(),
        );
    }

    /// Played cards go to the discards; then either the game ends (the pile ran out or a cat
    /// reached 20 points this round) or the first-player token passes clockwise.
    fn end_round(&mut self) {
        let s = &mut *self.s;
        let n = s.seats();
        for seat in s.first.clockwise(n) {
            if let Some(placed) = s.cats[seat.index()].face_down.take() {
                s.pile.discard(placed.card);
            }
        }
        // A cat's points move at most once a round (one card lies before it), so having 20 now
        // is having reached 20 during this round.
        let by_points = s
            .cats
            .iter()
            .any(|c| c.punishment >= scoring::GAME_END_POINTS);
        let by_empty_pile = s.pile.draw.is_empty();
        let round = s.round.round;
        if !(by_points || by_empty_pile) {
            s.first = s.first.next(n);
            s.round.round += 1;
            s.round.moves.clear();
            let next_first_player = s.first;
            self.event(CatastrophesEvent::RoundEnded {
                round,
                next_first_player,
            });
            return;
        }
        let next_first_player = s.first;
        self.event(CatastrophesEvent::RoundEnded {
            round,
            next_first_player,
        });
        // Final count: mischief and trick cards left in hand add their value; cuddles nothing.
        let mut hand_points = Vec::with_capacity(n);
        for i in 0..n {
            let cat = &mut self.s.cats[i];
            let points: u32 = cat.hand.0.iter().map(|c| c.hand_points()).sum();
            hand_points.push(points);
            if points > 0 {
                cat.punishment += points;
                let (seat, total) = (cat.seat, cat.punishment);
                self.event(CatastrophesEvent::Punished {
                    seat,
                    delta: points as i32,
                    total,
                    reason: PunishReason::CardsInHand,
                });
            }
        }
        let s = &mut *self.s;
        let punishment: Vec<u32> = s.cats.iter().map(|c| c.punishment).collect();
        let hand_sizes: Vec<usize> = s.cats.iter().map(|c| c.hand.len()).collect();
        let (winners, tie_broken) = scoring::winners(&punishment, &hand_sizes);
        self.events.record(|| CatastrophesEvent::GameEnded {
            by_points,
            by_empty_pile,
            winners: winners.clone(),
        });
        self.s.end = Some(GameEnd {
            by_points,
            by_empty_pile,
            hand_points,
            winners,
            tie_broken,
        });
    }
}
