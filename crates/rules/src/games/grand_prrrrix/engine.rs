//! Grand Prrrrix's rules on plain data: the table as one [`State`] (held in the world as
//! [`crate::core::table::Table`]) and the [`Engine`] that carries out an accepted action (the
//! answer to the turn's phase), then lets everything that needs nobody's choice happen (turning
//! the next Turn Order card, the dice of a spat, a spat nobody can shape, the end of a turn)
//! until a seat must decide again. The rule system runs the engine on the table's state; a
//! search steps the same engine on its own copy, recording no events.

use super::actions::GrandPrrrrixAction;
use super::components::*;
use super::events::GrandPrrrrixEvent;
use super::rules::{
    Goal, HOME_TERRITORY, MEAL, MOUSE_COIN, NEAR_HOME, OPPONENT_RESTING, REST, Stay,
};
use crate::core::table::Recorder;
use crate::core::{Deck, GameRng, SeatId};
use crate::levels::grand_prrrrix::{Mansion, Object, Place};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The whole table as plain values: what the rules work on.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// In seat order.
    pub cats: Vec<Cat>,
    pub board: Arc<Mansion>,
    pub layout: Layout,
    pub deck: Deck<Miaow>,
    pub coins: u8,
    pub options: Options,
    pub turn: Turn,
    pub end: Option<GameEnd>,
}

/// The whole game state, for saves, undo and scenario tests. The board is the table's level.
/// Older saves have this shape, so their digests still match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrandPrrrrixSnapshot {
    pub cats: Vec<Cat>,
    pub layout: Layout,
    pub deck: TurnDeck,
    pub coins: u8,
    pub options: Options,
    pub turn: Turn,
    pub end: Option<GameEnd>,
}

impl State {
    /// The table in its saved shape ([`GrandPrrrrixSnapshot`]).
    pub fn snapshot(&self) -> GrandPrrrrixSnapshot {
        GrandPrrrrixSnapshot {
            cats: self.cats.clone(),
            layout: self.layout.clone(),
            deck: TurnDeck(self.deck.clone()),
            coins: self.coins,
            options: self.options.clone(),
            turn: self.turn.clone(),
            end: self.end.clone(),
        }
    }

    /// The table `snap` saved, on `board` (the table's level).
    pub fn from_snapshot(board: Arc<Mansion>, snap: &GrandPrrrrixSnapshot) -> Self {
        Self {
            cats: snap.cats.clone(),
            board,
            layout: snap.layout.clone(),
            deck: snap.deck.0.clone(),
            coins: snap.coins,
            options: snap.options.clone(),
            turn: snap.turn.clone(),
            end: snap.end.clone(),
        }
    }

    pub fn n(&self) -> usize {
        self.cats.len()
    }

    /// The rooms (or cushion) that would count for `seat` next: one, or both ends of the
    /// layout for a cat that has not yet chosen its direction. Empty once it has finished.
    pub fn goals(&self, seat: SeatId) -> Vec<Goal> {
        let cat = self.cat(seat);
        let cards = &self.layout.cards;
        let len = cards.len() as u8;
        if cat.done >= self.layout.length() {
            return Vec::new();
        }
        if cat.done == len {
            return vec![Goal::Cushion];
        }
        let at = |i: u8| Goal::Room(cards[i as usize].room);
        match cat.backwards {
            None => vec![at(0), at(len - 1)],
            Some(false) => vec![at(cat.done)],
            Some(true) => vec![at(len - 1 - cat.done)],
        }
    }

    /// Whether standing on `sq` reaches `goal`.
    pub fn meets(&self, seat: SeatId, goal: Goal, sq: u16) -> bool {
        match goal {
            Goal::Room(r) => self.board.room_of(sq) == Some(r),
            Goal::Cushion => sq == self.board.cushion(self.cat(seat).kind),
        }
    }

    /// The seat asked now, if any.
    pub fn asked(&self) -> Option<SeatId> {
        if self.end.is_some() {
            return None;
        }
        match &self.turn.phase {
            Phase::Move | Phase::Choose | Phase::Present => Some(self.turn.seat),
            Phase::Retreat(s) => Some(s.defender),
            Phase::Bonus(s) if s.bonus[0].is_none() => Some(s.attacker),
            Phase::Bonus(s) => Some(s.defender),
            Phase::Push(s) => s.winner,
            Phase::End => None,
        }
    }

    /// What staying put does for the mover now: rest, use an object, or nothing.
    pub fn stay_effect(&self) -> Stay {
        let cat = self.cat(self.turn.seat);
        if self.turn.acted {
            return Stay::Stop;
        }
        match self.board.object_at(cat.at) {
            Some(Object::ToyMouse) if !cat.coin && self.coins > 0 => Stay::Play,
            Some(Object::FoodBowl) if !cat.ate => Stay::Eat,
            Some(Object::Present) => Stay::Open,
            _ if self.board.is_rest_place(cat.at) => Stay::Rest,
            _ => Stay::Wait,
        }
    }
}

impl State {
    /// The bonuses `me` has in a spat with `them` without choosing them: home territory (+2)
    /// or next to it (+1) if either cat is there, its Toy Mouse coin (+1, mandatory), a
    /// resting opponent (+1). Each with its name (a message id: [`HOME_TERRITORY`],
    /// [`NEAR_HOME`], [`MOUSE_COIN`], [`OPPONENT_RESTING`]), for the spat panel.
    pub fn standing_bonus(&self, me: SeatId, them: SeatId) -> Vec<(&'static str, u8)> {
        self.standing_bonus_at(me, them, self.cat(me).at, self.cat(them).at)
    }

    /// [`State::standing_bonus`] were the two cats on `my_sq` and `their_sq` (bots weigh the
    /// spats a move would start).
    pub fn standing_bonus_at(
        &self,
        me: SeatId,
        them: SeatId,
        my_sq: u16,
        their_sq: u16,
    ) -> Vec<(&'static str, u8)> {
        let (a, b) = (self.cat(me), self.cat(them));
        let mut out = Vec::new();
        if self.home(a.kind, my_sq) || self.home(a.kind, their_sq) {
            out.push((HOME_TERRITORY, 2));
        } else if self.near_home(a.kind, my_sq) || self.near_home(a.kind, their_sq) {
            out.push((NEAR_HOME, 1));
        }
        if a.coin {
            out.push((MOUSE_COIN, 1));
        }
        if b.resting {
            out.push((OPPONENT_RESTING, 1));
        }
        out
    }
}

/// One run of the rules over the state.
pub struct Engine<'a> {
    pub s: &'a mut State,
    pub rng: &'a mut GameRng,
    pub events: Recorder<GrandPrrrrixEvent>,
    /// A Turn Order or Object card was turned.
    pub revealed: bool,
}

impl<'a> Engine<'a> {
    pub fn new(
        s: &'a mut State,
        rng: &'a mut GameRng,
        events: Recorder<GrandPrrrrixEvent>,
    ) -> Self {
        Self {
            s,
            rng,
            events,
            revealed: false,
        }
    }

    fn event(&mut self, e: GrandPrrrrixEvent) {
        self.events.record(|| e);
    }

    fn gain(&mut self, seat: SeatId, energy: u8) -> u8 {
        let max = self.s.options.max_energy;
        let cat = self.s.cat_mut(seat);
        let before = cat.energy;
        cat.energy = cat.energy.saturating_add(energy).min(max);
        cat.energy - before
    }

    /// Carries out `seat`'s answer to the phase (the gate checked it is legal).
    pub fn apply(&mut self, seat: SeatId, action: GrandPrrrrixAction) {
        use GrandPrrrrixAction as A;
        let phase = self.s.turn.phase.clone();
        match (phase, action) {
            (Phase::Move, A::Move { to }) => self.walk(to),
            (Phase::Move, A::Stay) => self.stay(),
            (Phase::Move | Phase::Choose, A::Spat { cat }) => self.begin_spat(cat),
            (Phase::Choose, A::Decline) => {
                // Leaving the others alone ends the move.
                self.s.turn.pending.clear();
                self.s.turn.forced.clear();
                self.s.turn.phase = Phase::End;
            }
            (Phase::Retreat(_), A::Retreat { to }) => {
                let cat = self.s.cat_mut(seat);
                cat.energy -= 1;
                cat.at = to;
                self.forfeit_rest(seat);
                self.event(GrandPrrrrixEvent::Retreated { seat, to });
                self.s.turn.phase = Phase::Choose;
            }
            (Phase::Retreat(spat), A::Stand) => self.s.turn.phase = Phase::Bonus(spat),
            (Phase::Bonus(mut spat), A::Bonus(b)) => {
                let side = usize::from(spat.bonus[0].is_some());
                let cat = self.s.cat_mut(seat);
                cat.energy -= 3 * b.threes;
                if b.purr {
                    cat.purrs -= 1;
                }
                spat.bonus[side] = Some(b);
                self.s.turn.phase = Phase::Bonus(spat);
            }
            (Phase::Push(spat), A::Push { to, take }) => self.push(spat, to, take),
            (Phase::Present, A::Find(o)) => {
                self.use_object(o);
                self.s.turn.phase = Phase::End;
            }
            (Phase::Present, A::Passage) => {
                let home = self.s.board.cushion(self.s.cat(seat).kind);
                self.s.cat_mut(seat).at = home;
                self.event(GrandPrrrrixEvent::Passage { seat });
                self.s.turn.phase = Phase::End;
            }
            _ => {}
        }
    }

    /// Moves the mover along a legal move to `to`, paying for it, and looks for spats there.
    fn walk(&mut self, to: u16) {
        let Some(m) = self.s.move_to(to) else {
            return;
        };
        let seat = self.s.turn.seat;
        let start = self.s.cat(seat).at;
        self.s.turn.off_cushion = matches!(self.s.board.place(start), Place::Cushion(_));
        self.s.turn.moved += m.spaces;
        self.s.turn.acted = true;
        self.s.turn.won = false;
        let cat = self.s.cat_mut(seat);
        cat.energy -= m.cost;
        if let Some(&last) = m.path.last() {
            cat.at = last;
        }
        self.event(GrandPrrrrixEvent::Moved {
            seat,
            path: m.path.clone(),
            cost: m.cost,
        });
        let here = self.s.cat(seat).at;
        if self.s.board.object_at(here).is_some() {
            self.s.turn.must_end = true;
        }
        let (pending, forced) = match m.attack {
            Some(target) => (vec![target], vec![target]),
            None if self.s.options.personal_space => (Vec::new(), Vec::new()),
            None => {
                let pending: Vec<SeatId> = self
                    .s
                    .neighbours(seat, here)
                    .into_iter()
                    .filter(|s| !self.s.turn.fought.contains(s))
                    .collect();
                let forced = if self.s.turn.off_cushion {
                    Vec::new()
                } else {
                    pending
                        .iter()
                        .copied()
                        .filter(|&s| {
                            !matches!(self.s.board.place(self.s.cat(s).at), Place::Cushion(_))
                        })
                        .collect()
                };
                (pending, forced)
            }
        };
        // A move that starts no spat is the whole movement; after a spat won here the cat
        // may pay to move on (see `settle`).
        self.s.turn.phase = if pending.is_empty() {
            Phase::End
        } else {
            Phase::Choose
        };
        self.s.turn.pending = pending;
        self.s.turn.forced = forced;
    }

    fn begin_spat(&mut self, defender: SeatId) {
        let t = &mut self.s.turn;
        t.pending.retain(|&s| s != defender);
        t.forced.retain(|&s| s != defender);
        t.fought.push(defender);
        t.acted = true;
        let attacker = t.seat;
        t.phase = Phase::Retreat(Spat::new(attacker, defender));
        self.event(GrandPrrrrixEvent::SpatBegins { attacker, defender });
    }

    fn forfeit_rest(&mut self, seat: SeatId) {
        let cat = self.s.cat_mut(seat);
        if cat.resting {
            cat.resting = false;
            cat.rest_due = 0;
            self.event(GrandPrrrrixEvent::RestLost { seat });
        }
    }

    /// Both sides have committed: the fixed bonuses, the mandatory coin, then the dice.
    fn roll(&mut self, mut spat: Spat) {
        let sides = [spat.attacker, spat.defender];
        for i in 0..2 {
            let fixed: u8 = self
                .s
                .standing_bonus(sides[i], sides[1 - i])
                .iter()
                .map(|(_, v)| v)
                .sum();
            let chosen = spat.bonus[i].unwrap_or_default();
            spat.adds[i] = fixed + 2 * u8::from(chosen.purr) + chosen.threes;
        }
        // The Toy Mouse coin must be spent in the next spat: back to the Mouse.
        for &seat in &sides {
            if self.s.cat(seat).coin {
                self.s.cat_mut(seat).coin = false;
                self.s.coins += 1;
            }
        }
        loop {
            let dice = [self.rng.d6(), self.rng.d6()];
            spat.rolls.push(dice);
            let a = dice[0] + spat.adds[0];
            let d = dice[1] + spat.adds[1];
            if a != d {
                spat.winner = Some(if a > d { spat.attacker } else { spat.defender });
                break;
            }
        }
        let scores = spat.scores().expect("rolled");
        let (w, l) = if spat.winner == Some(spat.attacker) {
            (scores[0], scores[1])
        } else {
            (scores[1], scores[0])
        };
        let winner = spat.winner.expect("decided");
        let loser = spat.loser().expect("decided");
        self.event(GrandPrrrrixEvent::Rolled(spat.clone()));
        // A trouncing (at least twice the loser's score) wins a coin from the Mouse.
        if w >= 2 * l && self.s.coins > 0 && !self.s.cat(winner).coin {
            self.s.coins -= 1;
            self.s.cat_mut(winner).coin = true;
            self.event(GrandPrrrrixEvent::Coin {
                seat: winner,
                taken: true,
            });
        }
        // A resting cat that loses gains nothing for its rest.
        self.forfeit_rest(loser);
        self.s.turn.phase = Phase::Push(spat);
    }

    fn push(&mut self, spat: Spat, to: Option<u16>, take: bool) {
        let (Some(winner), Some(loser)) = (spat.winner, spat.loser()) else {
            return;
        };
        if let Some(to) = to {
            let vacated = self.s.cat(loser).at;
            self.s.cat_mut(loser).at = to;
            self.event(GrandPrrrrixEvent::Pushed { seat: loser, to });
            if take {
                self.s.cat_mut(winner).at = vacated;
                self.event(GrandPrrrrixEvent::Took {
                    seat: winner,
                    to: vacated,
                });
                if winner == spat.attacker && self.s.board.object_at(vacated).is_some() {
                    self.s.turn.must_end = true;
                }
            }
        }
        if winner == spat.attacker {
            self.s.turn.won = true;
            // Spats still owed where it now stands; taking a square starts no new one.
            let here = self.s.cat(winner).at;
            let near = self.s.neighbours(winner, here);
            self.s.turn.pending.retain(|s| near.contains(s));
            self.s.turn.forced.retain(|s| near.contains(s));
            self.s.turn.phase = Phase::Choose;
        } else {
            // Losing a spat ends the attacker's turn.
            self.s.turn.phase = Phase::End;
        }
    }

    /// The mover stays put: rests, uses its object, or simply ends its turn.
    fn stay(&mut self) {
        let seat = self.s.turn.seat;
        match self.s.stay_effect() {
            Stay::Stop | Stay::Wait => {}
            Stay::Rest => self.rest(seat),
            Stay::Play => self.use_object(Object::ToyMouse),
            Stay::Eat => self.use_object(Object::FoodBowl),
            Stay::Open => {
                // "Shuffle the four cards marked OBJECT and draw one."
                self.revealed = true;
                let found = Object::ALL[self.rng.below(Object::ALL.len())];
                self.event(GrandPrrrrixEvent::Opened { seat, found });
                if found == Object::Present {
                    self.s.turn.phase = Phase::Present;
                    return;
                }
                self.use_object(found);
            }
        }
        self.s.turn.phase = Phase::End;
    }

    fn rest(&mut self, seat: SeatId) {
        let cat = self.s.cat_mut(seat);
        cat.resting = true;
        cat.rest_due = REST;
        let at = cat.at;
        self.event(GrandPrrrrixEvent::Napping { seat, at });
    }

    /// The benefit of an object, at the object or found in the Present.
    fn use_object(&mut self, o: Object) {
        let seat = self.s.turn.seat;
        match o {
            Object::ToyMouse => {
                if !self.s.cat(seat).coin && self.s.coins > 0 {
                    self.s.coins -= 1;
                    self.s.cat_mut(seat).coin = true;
                    self.event(GrandPrrrrixEvent::Coin { seat, taken: true });
                }
            }
            Object::FoodBowl => {
                if !self.s.cat(seat).ate {
                    let gain = self.gain(seat, MEAL);
                    self.s.turn.ate = true;
                    self.event(GrandPrrrrixEvent::Ate { seat, gain });
                }
            }
            Object::Pillow => self.rest(seat),
            Object::Present => {}
        }
    }

    /// Turns the next Turn Order card and starts that cat's turn.
    fn begin_turn(&mut self) {
        let Some(card) = self.s.deck.draw(self.rng) else {
            return;
        };
        self.s.deck.discard(card);
        self.revealed = true;
        let Some(seat) = self.s.seat_of(card.cat) else {
            return;
        };
        // The rest earned last turn arrives now.
        let due = std::mem::take(&mut self.s.cat_mut(seat).rest_due);
        self.s.cat_mut(seat).resting = false;
        if due > 0 {
            let gain = self.gain(seat, due);
            self.event(GrandPrrrrixEvent::Rested { seat, gain });
        }
        let at = self.s.cat(seat).at;
        let bonus = self.s.board.room_of(at) == Some(card.room);
        self.s.turn = Turn::new(self.s.turn.number + 1, seat, card, bonus, Phase::Move);
        self.event(GrandPrrrrixEvent::TurnCard { seat, card, bonus });
    }

    /// The end of the mover's turn: the room it stopped in counts, the race may be won.
    fn finish_turn(&mut self) {
        let seat = self.s.turn.seat;
        let at = self.s.cat(seat).at;
        // "You may not eat two turns in a row, and must move off the bowl after eating": a cat
        // that ate and ends its next turn still on the Bowl (it could not move off, or a spat
        // it lost pushed it back) owes the move off the Bowl on the turn after too.
        let bowl = self.s.board.object(Object::FoodBowl);
        let owes = self.s.cat(seat).ate && at == bowl;
        self.s.cat_mut(seat).ate = self.s.turn.ate || owes;
        let goals = self.s.goals(seat);
        if let Some(i) = goals.iter().position(|&g| self.s.meets(seat, g, at)) {
            let two_ways = goals.len() == 2;
            let cat = self.s.cat_mut(seat);
            if two_ways {
                cat.backwards = Some(i == 1);
            }
            cat.done += 1;
            let done = cat.done;
            self.event(GrandPrrrrixEvent::Visited { seat, done });
            if done >= self.s.layout.length() {
                self.s.end = Some(GameEnd {
                    winners: vec![seat],
                    by_cap: false,
                });
                self.event(GrandPrrrrixEvent::Won { seat });
                return;
            }
        }
        if self.s.turn.number >= self.s.options.max_turns {
            self.s.end = Some(GameEnd {
                winners: leaders(&self.s.cats),
                by_cap: true,
            });
        }
    }

    /// Lets everything happen that needs no one's choice, until a seat must decide.
    pub fn settle(&mut self) {
        for _ in 0..10_000 {
            if self.s.end.is_some() {
                return;
            }
            let phase = self.s.turn.phase.clone();
            match phase {
                Phase::End => {
                    if self.s.turn.number > 0 {
                        self.finish_turn();
                        if self.s.end.is_some() {
                            return;
                        }
                    }
                    self.begin_turn();
                }
                Phase::Choose => {
                    let t = &self.s.turn;
                    if t.pending.is_empty() {
                        // Its spats done, a cat that has moved moves on only after a win here
                        // (a retreat is no win); one that spatted before moving still may.
                        let stopped = t.moved > 0 && !t.won;
                        self.s.turn.phase = if t.must_end || stopped || !self.s.can_move() {
                            Phase::End
                        } else {
                            Phase::Move
                        };
                    } else if t.pending.len() == 1 && t.forced.len() == 1 {
                        let d = t.pending[0];
                        self.begin_spat(d);
                    } else {
                        return;
                    }
                }
                Phase::Retreat(spat) => {
                    let d = self.s.cat(spat.defender);
                    if d.energy == 0
                        || self
                            .s
                            .retreat_squares(spat.defender, spat.attacker)
                            .is_empty()
                    {
                        self.s.turn.phase = Phase::Bonus(spat);
                    } else {
                        return;
                    }
                }
                Phase::Bonus(mut spat) => {
                    let side = usize::from(spat.bonus[0].is_some());
                    if spat.bonus[1].is_some() {
                        self.roll(spat);
                        continue;
                    }
                    let who = if side == 0 {
                        spat.attacker
                    } else {
                        spat.defender
                    };
                    let c = self.s.cat(who);
                    if c.purrs == 0 && c.energy < 3 {
                        spat.bonus[side] = Some(Bonus::default());
                        self.s.turn.phase = Phase::Bonus(spat);
                    } else {
                        return;
                    }
                }
                Phase::Push(spat) => {
                    let loser = spat.loser().expect("decided");
                    if self.s.push_squares(loser).is_empty() {
                        self.push(spat, None, false);
                    } else {
                        return;
                    }
                }
                Phase::Move | Phase::Present => return,
            }
        }
    }
}

/// The seats furthest along the race, then with the most energy.
pub fn leaders(cats: &[Cat]) -> Vec<SeatId> {
    let best = cats.iter().map(|c| (c.done, c.energy)).max();
    cats.iter()
        .filter(|c| Some((c.done, c.energy)) == best)
        .map(|c| c.seat)
        .collect()
}
