//! The rules on plain data: [`State`] is the whole table as values, and an [`Engine`] carries
//! out an accepted action on it, then lets everything that needs nobody's choice happen
//! (drawing up, Curiosity cards, the car, cornered cats, the end of the turn) until a seat
//! must decide again. The table's rule system and the searches both run it.

use super::actions::{CatAttackAction, Ctx, Options};
use super::components::*;
use super::events::CatAttackEvent;
use super::movement::{Landing, Position};
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId, Text};
use crate::levels::cat_attack::{CuriosityLine, Effect, GameDef, Kind, MogCard, ShopKind};
use crate::text;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The whole table as plain values: what the rules work on (held in the world as
/// [`crate::core::table::Table`]).
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub pos: Position,
    pub turn: Turn,
    pub cards: Cards,
    pub options: Options,
    pub tally: Tally,
    /// The roll-off that decided who began: set at the deal, never changed.
    pub first_rolls: Arc<FirstRolls>,
    /// The table's level, whole (public; a bot deals tables of its own from it). Never
    /// changes: every copy shares it, as it does the board and the texts.
    pub level: Arc<GameDef>,
    /// The Curiosity cards as the level defines them (index = the card's line).
    pub texts: Arc<Vec<CuriosityLine>>,
}

/// Every piece and resource of a Cat Attack table, as saves, undo, replays and online tables
/// keep it. The board is the table's level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatAttackSnapshot {
    /// By seat.
    pub cats: Vec<Cat>,
    /// By id.
    pub birds: Vec<Bird>,
    pub mice: Vec<Mouse>,
    pub car: Car,
    /// In shop order.
    pub shops: Vec<Shop>,
    pub cards: Cards,
    pub turn: Turn,
    pub options: Options,
    pub tally: Tally,
    /// The roll-off that decided who began.
    #[serde(default)]
    pub first_rolls: FirstRolls,
}

/// The line of the Shuffle card among the level's Curiosity cards.
pub(super) fn shuffle_line(texts: &[CuriosityLine]) -> Option<u8> {
    texts
        .iter()
        .position(|l| l.effect == Effect::Shuffle)
        .map(|i| i as u8)
}

impl State {
    /// The table in its saved shape.
    pub fn snapshot(&self) -> CatAttackSnapshot {
        CatAttackSnapshot {
            cats: self.pos.cats.clone(),
            birds: self.pos.birds.clone(),
            mice: self.pos.mice.clone(),
            car: self.pos.car,
            shops: self.pos.shops.clone(),
            cards: self.cards.clone(),
            turn: self.turn.clone(),
            options: self.options,
            tally: self.tally.clone(),
            first_rolls: (*self.first_rolls).clone(),
        }
    }

    /// What the legal list needs.
    pub fn ctx(&self) -> Ctx<'_> {
        Ctx {
            pos: &self.pos,
            turn: &self.turn,
            cards: &self.cards,
            options: &self.options,
        }
    }

    /// The table `snap` saved, on the level, board and Curiosity texts of `like` (a table of
    /// the same level: shared, not copied).
    pub fn from_snapshot(snap: CatAttackSnapshot, like: Statics) -> Self {
        let Statics {
            level,
            board,
            texts,
        } = like;
        Self {
            pos: Position::new(
                board, snap.cats, snap.birds, snap.mice, snap.car, snap.shops,
            )
            .with_gang(snap.options.gang),
            turn: snap.turn,
            cards: snap.cards,
            options: snap.options,
            tally: snap.tally,
            first_rolls: Arc::new(snap.first_rolls),
            level,
            texts,
        }
    }

    /// What never changes in this table's game, for [`State::from_snapshot`].
    pub fn statics(&self) -> Statics {
        Statics {
            level: self.level.clone(),
            board: self.pos.board.clone(),
            texts: self.texts.clone(),
        }
    }
}

/// What a table of one level shares with every copy and never changes: the level, the board
/// built from it and its Curiosity texts.
#[derive(Clone)]
pub struct Statics {
    pub level: Arc<GameDef>,
    pub board: Arc<crate::levels::cat_attack::Board>,
    pub texts: Arc<Vec<CuriosityLine>>,
}

impl Statics {
    pub fn of(level: &GameDef) -> Self {
        Self {
            board: Arc::new(level.board()),
            texts: Arc::new(level.curiosity_deck.clone()),
            level: Arc::new(level.clone()),
        }
    }
}

/// One run of the rules over the state.
pub struct Engine<'a> {
    pub s: &'a mut State,
    pub rng: &'a mut GameRng,
    pub events: Recorder<CatAttackEvent>,
    /// A card was drawn or a Curiosity card read out: the action cannot be undone.
    pub revealed: bool,
}

impl<'a> Engine<'a> {
    pub fn new(s: &'a mut State, rng: &'a mut GameRng, events: Recorder<CatAttackEvent>) -> Self {
        Self {
            s,
            rng,
            events,
            revealed: false,
        }
    }

    fn event(&mut self, e: impl FnOnce() -> CatAttackEvent) {
        self.events.record(e);
    }

    fn push(&mut self, step: Step) {
        self.s.turn.steps.push(step);
    }

    fn pop(&mut self) {
        self.s.turn.steps.pop();
    }

    fn cat(&self, seat: SeatId) -> Cat {
        *self.s.pos.cat(seat)
    }

    fn set_space(&mut self, seat: SeatId, to: Space) {
        self.s.pos.cats[seat.index()].space = to;
        self.s.pos.reindex();
    }

    fn set_perch(&mut self, critter: Critter, id: u8, at: Perch) {
        match critter {
            Critter::Bird => self.s.pos.birds[id as usize].at = at,
            Critter::Mouse => self.s.pos.mice[id as usize].at = at,
        }
        self.s.pos.reindex();
    }

    /// The critter of this kind in `seat`'s larder, if any.
    fn in_larder(&self, critter: Critter, seat: SeatId) -> Option<u8> {
        let perch = Perch::Larder(seat);
        match critter {
            Critter::Bird => self
                .s
                .pos
                .birds
                .iter()
                .find(|b| b.at == perch)
                .map(|b| b.id),
            Critter::Mouse => self.s.pos.mice.iter().find(|m| m.at == perch).map(|m| m.id),
        }
    }

    /// Carries out `seat`'s answer to the step at the top of the turn (the gate checked it).
    pub fn apply(&mut self, seat: SeatId, action: &CatAttackAction) {
        // The step that asked is answered.
        let Some(step) = self.s.turn.steps.pop() else {
            return;
        };
        self.act(seat, step, action);
    }

    fn act(&mut self, seat: SeatId, step: Step, action: &CatAttackAction) {
        use CatAttackAction as A;
        match (step, action) {
            (_, &A::Play(card)) => {
                self.discard_from_hand(seat, card);
                self.event(|| CatAttackEvent::Played { seat, card });
                let next = match card {
                    MogCard::Cat(v) => Step::Move {
                        steps: v,
                        kind: MoveKind::Card,
                    },
                    MogCard::Bird(v) => Step::MoveCritter {
                        critter: Critter::Bird,
                        steps: v,
                    },
                    MogCard::Mouse(v) => Step::MoveCritter {
                        critter: Critter::Mouse,
                        steps: v,
                    },
                    MogCard::SpeedyCat => {
                        // Three rolls, a move after each; the turn's own roll still follows.
                        self.push(Step::Roll(MoveKind::Die));
                        self.push(Step::Roll(MoveKind::Die));
                        Step::Roll(MoveKind::Die)
                    }
                    MogCard::CatAttack => Step::Pounce,
                    MogCard::CatBurglar => {
                        self.s.turn.burgled = true;
                        Step::Burgle
                    }
                };
                self.push(next);
            }
            (_, &A::Discard(card)) => {
                self.discard_from_hand(seat, card);
                self.event(|| CatAttackEvent::Played { seat, card });
            }
            (_, &A::DeclareFight { target, suit }) => {
                self.s.tally.fights += 1;
                self.event(|| CatAttackEvent::FightDeclared {
                    attacker: seat,
                    defender: target,
                    suit,
                });
                self.push(Step::Fight {
                    attacker: seat,
                    defender: target,
                    suit,
                    to_play: seat,
                });
            }
            (_, &A::SixCat(critter)) => {
                let suit = critter.suit();
                let Cards { mog, hands, .. } = &mut self.s.cards;
                let mut laid = 0;
                hands[seat.index()].retain(|&c| {
                    let lay = laid < 6 && Suit::of(c) == Some(suit);
                    if lay {
                        laid += 1;
                        mog.discard(c);
                    }
                    !lay
                });
                self.push(Step::SixCat { critter });
            }
            (Step::Roll(kind), A::Roll) => {
                let value = self.rng.d6();
                self.s.turn.die = Some(value);
                self.event(|| CatAttackEvent::Rolled { seat, value });
                self.push(Step::Move { steps: value, kind });
            }
            (Step::Move { kind, .. }, A::Move(path)) => {
                let to = *path.last().expect("a legal path has a space");
                let landing = self.s.pos.landing(seat, to);
                self.set_space(seat, to);
                self.event(|| CatAttackEvent::Moved {
                    seat,
                    path: path.to_vec(),
                });
                if let Ok(landing) = landing {
                    self.land(seat, to, landing, kind);
                }
            }
            (
                _,
                &A::MoveCritter {
                    critter,
                    id,
                    ref path,
                },
            ) => {
                let to = *path.last().expect("a legal path has a space");
                self.set_perch(critter, id, self.perch_at(critter, to));
                self.event(|| CatAttackEvent::CritterMoved {
                    critter,
                    id,
                    path: path.to_vec(),
                });
            }
            (_, &A::Pounce(to)) => {
                let landing = self.s.pos.landing(seat, to);
                self.set_space(seat, to);
                self.event(|| CatAttackEvent::Moved {
                    seat,
                    path: vec![to],
                });
                if let Ok(landing) = landing {
                    self.land(seat, to, landing, MoveKind::Card);
                }
            }
            (_, &A::Burgle(to)) => {
                self.set_space(seat, to);
                self.event(|| CatAttackEvent::Moved {
                    seat,
                    path: vec![to],
                });
                match self.s.pos.board.kind(to) {
                    Kind::Burglar(k) => {
                        self.s.pos.shops[k as usize].stock -= 1;
                        self.gain(seat, Food::of_shop(k));
                        self.s.tally.purchases += 1;
                    }
                    Kind::Home(_) => {
                        if let Some(victim) = self.s.pos.home_owner(to) {
                            self.push(Step::Raid {
                                victim,
                                burgled: true,
                            });
                        }
                    }
                    _ => {}
                }
            }
            (Step::SixCat { critter }, &A::SixCatMove { victim, ref path }) => {
                if let Some(id) = self.in_larder(critter, victim) {
                    let to = *path.last().expect("a legal path has a space");
                    self.set_perch(critter, id, self.perch_at(critter, to));
                    self.event(|| CatAttackEvent::SixCat {
                        seat,
                        victim,
                        critter,
                    });
                    self.event(|| CatAttackEvent::CritterMoved {
                        critter,
                        id,
                        path: path.to_vec(),
                    });
                }
            }
            (Step::Raid { victim, burgled }, &A::Raid(food)) => {
                self.take_food(victim, seat, food);
                self.s.tally.raids += 1;
                self.event(|| CatAttackEvent::Raided {
                    by: seat,
                    victim,
                    food,
                });
                if !burgled && !self.cat(victim).retired {
                    self.s.turn.raided = Some(victim);
                }
            }
            // "You can steal one item": taking nothing is no raid, so no raid's penalty; the
            // turn goes on.
            (Step::Raid { victim, .. }, A::NoRaid) => {
                self.event(|| CatAttackEvent::RaidDeclined { by: seat, victim });
            }
            (Step::Swap { by, from }, &A::Swap { take, give }) => {
                let hands = &mut self.s.cards.hands;
                let theirs = &mut hands[from.index()];
                if let Some(i) = theirs.iter().position(|c| *c == take) {
                    theirs[i] = give;
                }
                let mine = &mut hands[by.index()];
                if let Some(i) = mine.iter().position(|c| *c == give) {
                    mine[i] = take;
                }
                self.saw(by, from);
                self.event(|| CatAttackEvent::Swapped { by, from });
            }
            (Step::Swap { by, from }, A::KeepHand) => self.saw(by, from),
            (
                Step::Fight {
                    attacker,
                    defender,
                    suit,
                    to_play,
                },
                &A::FightCard(card),
            ) => {
                self.discard_from_hand(to_play, card);
                self.event(|| CatAttackEvent::FightCard { seat, card });
                let other = if to_play == attacker {
                    defender
                } else {
                    attacker
                };
                self.push(Step::Fight {
                    attacker,
                    defender,
                    suit,
                    to_play: other,
                });
            }
            (step, action) => {
                // The gate only lets through what the step asks; keep the step if not.
                debug_assert!(false, "{action:?} does not answer {step:?}");
                self.push(step);
            }
        }
    }

    /// `by` has seen `from`'s hand as it is now (the old record's buffer is reused).
    fn saw(&mut self, by: SeatId, from: SeatId) {
        let Cards { hands, seen, .. } = &mut self.s.cards;
        let hand = &hands[from.index()];
        match &mut seen[by.index()][from.index()] {
            Some(v) => {
                v.clear();
                v.extend_from_slice(hand);
            }
            slot => *slot = Some(hand.clone()),
        }
    }

    /// Where a critter ends up on `space`: its nest, or on the board.
    fn perch_at(&self, critter: Critter, space: Space) -> Perch {
        let board = &self.s.pos.board;
        let nest = match critter {
            Critter::Bird => board.bird_house,
            Critter::Mouse => board.mouse_hole,
        };
        if space == nest {
            Perch::Nest
        } else {
            Perch::On(space)
        }
    }

    fn discard_from_hand(&mut self, seat: SeatId, card: MogCard) {
        let Cards { mog, hands, .. } = &mut self.s.cards;
        let hand = &mut hands[seat.index()];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
            mog.discard(card);
        }
    }

    /// Puts a food in `seat`'s larder, its gang's in a shared house (a bird or mouse is moved
    /// there by its caller).
    fn gain(&mut self, seat: SeatId, food: Food) {
        let keeper = self.s.options.gang.keeper(seat);
        self.s.pos.cats[keeper.index()].larder.add(food);
        self.event(|| CatAttackEvent::Bought { seat, food });
    }

    /// Moves `food` from one larder to another (the keepers' larders, in shared houses).
    fn take_food(&mut self, from: SeatId, to: SeatId, food: Food) {
        let gang = self.s.options.gang;
        let (from, to) = (gang.keeper(from), gang.keeper(to));
        match food {
            Food::Bird | Food::Mouse => {
                let critter = if food == Food::Bird {
                    Critter::Bird
                } else {
                    Critter::Mouse
                };
                if let Some(id) = self.in_larder(critter, from) {
                    self.set_perch(critter, id, Perch::Larder(to));
                }
            }
            _ => {
                self.s.pos.cats[from.index()].larder.remove(food);
                self.s.pos.cats[to.index()].larder.add(food);
            }
        }
    }

    /// What landing on `to` does: catch, attack, shop, raid, trespass, the win, Curiosity.
    fn land(&mut self, seat: SeatId, to: Space, landing: Landing, kind: MoveKind) {
        let opts = self.s.options;
        let on = self.s.pos.board.kind(to);
        // Pushed in reverse: the last pushed happens first.
        if on == Kind::Curiosity {
            self.push(Step::Curiosity);
        }
        match landing {
            Landing::Catch(critter, id) => {
                self.set_perch(critter, id, Perch::Larder(opts.gang.keeper(seat)));
                self.s.tally.catches += 1;
                self.event(|| CatAttackEvent::Caught { seat, critter });
            }
            Landing::Attack(victim) => {
                self.s.tally.attacks += 1;
                self.event(|| CatAttackEvent::Attacked { by: seat, victim });
                self.hurt(victim, 1, || text!("ca-why-attacked"));
                if !self.cat(victim).retired {
                    self.push(Step::Swap {
                        by: seat,
                        from: victim,
                    });
                }
                if kind == MoveKind::Card {
                    // "If you've just played a card to make your attack, pick up a new card."
                    self.push(Step::DrawUp(seat));
                }
            }
            Landing::Empty => match on {
                Kind::ShopGarden(k) => {
                    let shop = *self.s.pos.shop(k);
                    let food = Food::of_shop(k);
                    if shop.open && shop.stock > 0 && !self.s.pos.larder(seat).has(food) {
                        self.s.pos.shops[k as usize].stock -= 1;
                        self.gain(seat, food);
                        self.s.tally.purchases += 1;
                    }
                }
                Kind::Home(_) if self.s.pos.is_home_of(seat, to) => {
                    if kind == MoveKind::Die && self.s.pos.larder(seat).is_full() {
                        if opts.gang.teams == 0 || opts.gang.shared_house {
                            // A cat on the door is dealt with as the host arrives (so the
                            // board ends with one cat to a space); then the game is over.
                            self.host_returns(seat);
                            self.end_game(EndReason::Food(seat));
                            return;
                        }
                        // Gang Warfare in separate houses: "the first [team] to get all of its
                        // players to fill their larders … and each return to their Home
                        // space". This cat is home for good; its gang wins when every cat of
                        // it is.
                        self.host_returns(seat);
                        self.s.pos.cats[seat.index()].finished = true;
                        let home = self
                            .s
                            .pos
                            .cats
                            .iter()
                            .filter(|c| opts.gang.mates(c.seat, seat))
                            .all(|c| c.finished || c.seat == seat);
                        if home {
                            self.end_game(EndReason::Food(seat));
                        }
                        return;
                    }
                    self.host_returns(seat);
                }
                Kind::Home(_) => {
                    let pos = &self.s.pos;
                    if let Some(victim) = pos.home_owner(to) {
                        // "You can steal from other cats if they're not on their Home space or
                        // in their garden" (in a shared house: none of the gang is); never
                        // from your own gang.
                        let away = !pos.guarded(pos.cat(victim).house);
                        if opts.raiding && away && !pos.mates(victim, seat) {
                            self.push(Step::Raid {
                                victim,
                                burgled: false,
                            });
                        }
                    }
                }
                _ => {}
            },
        }
    }

    /// `seat`'s cat loses `lives` and goes home; at none it retires.
    fn hurt(&mut self, seat: SeatId, lives: u8, why: impl FnOnce() -> Text) {
        self.lose_lives(seat, lives, why);
        self.send_home(seat);
    }

    fn lose_lives(&mut self, seat: SeatId, lives: u8, why: impl FnOnce() -> Text) {
        // In a shared house the gang's lives are one pool, kept by its keeper and mirrored on
        // every cat of the gang; they retire together.
        let gang = self.s.options.gang;
        let keeper = gang.keeper(seat);
        let pool = self.cat(keeper);
        if pool.retired {
            return;
        }
        let lost = lives.min(pool.lives);
        let left = pool.lives - lost;
        let household = |c: &Cat| gang.keeper(c.seat) == keeper;
        for c in self.s.pos.cats.iter_mut().filter(|c| household(c)) {
            c.lives = left;
        }
        self.event(|| CatAttackEvent::LostLives {
            seat,
            lives: lost,
            why: why(),
        });
        if left == 0 {
            for i in 0..self.s.pos.cats.len() {
                if household(&self.s.pos.cats[i]) {
                    self.retire(SeatId(i as u8));
                }
            }
        }
    }

    fn send_home(&mut self, seat: SeatId) {
        let c = self.cat(seat);
        if c.retired {
            return;
        }
        let home = self.s.pos.board.homes[c.house as usize];
        self.set_space(seat, home);
        self.event(|| CatAttackEvent::SentHome { seat });
        if c.space != home {
            self.host_returns(seat);
        }
    }

    /// "If the host cat is away and returns home to find you in his garden, it counts as an
    /// attack": every cat in the garden (or on the door) loses a life, goes home, and the host
    /// swaps a card with it. Without trespassing, a cat on the door just makes way.
    fn host_returns(&mut self, host: SeatId) {
        let pos = &self.s.pos;
        let trespassing = self.s.options.trespassing;
        let house = pos.cat(host).house;
        let mut intruders = [SeatId(0); 6];
        let mut k = 0;
        for c in pos.active().filter(|c| c.seat != host) {
            let inside = match pos.board.kind(c.space) {
                // A gang sharing the house shares its Home space.
                Kind::Home(h) => h == house && !(pos.gang.shared_house && pos.mates(c.seat, host)),
                Kind::Garden(h) => trespassing && h == house && !pos.mates(c.seat, host),
                _ => false,
            };
            if inside {
                intruders[k] = c.seat;
                k += 1;
            }
        }
        for &intruder in &intruders[..k] {
            // A gang never attacks its own: a mate on the door just makes way.
            if !trespassing || self.s.pos.mates(intruder, host) {
                self.send_home(intruder);
                continue;
            }
            self.s.tally.attacks += 1;
            self.event(|| CatAttackEvent::Attacked {
                by: host,
                victim: intruder,
            });
            self.hurt(intruder, 1, || text!("ca-why-trespassing"));
            if !self.cat(intruder).retired {
                self.push(Step::Swap {
                    by: host,
                    from: intruder,
                });
            }
        }
    }

    /// "If you lose all nine of your lives, you retire": the cards go face up to the discards.
    fn retire(&mut self, seat: SeatId) {
        self.s.pos.cats[seat.index()].retired = true;
        self.s.pos.reindex();
        self.s.tally.retired += 1;
        let Cards { mog, hands, .. } = &mut self.s.cards;
        mog.discard.append(&mut hands[seat.index()]);
        self.event(|| CatAttackEvent::Retired { seat });
        // The last cat (or, in Gang Warfare, the last gang) left wins.
        let gang = self.s.options.gang;
        let last = {
            let mut left = self.s.pos.active().map(|c| c.seat);
            left.next()
                .filter(|&first| left.all(|s| gang.mates(s, first)))
        };
        if let Some(first) = last {
            self.end_game(EndReason::LastCat(first));
        }
    }

    fn end_game(&mut self, reason: EndReason) {
        let turn = &mut self.s.turn;
        if turn.ended.is_some() {
            return;
        }
        turn.ended = Some(reason);
        turn.steps.clear();
        if let EndReason::Food(seat) | EndReason::LastCat(seat) = reason {
            self.event(|| CatAttackEvent::Won { seat });
        }
    }

    /// Draws `seat`'s hand back up to six.
    fn draw_up(&mut self, seat: SeatId) {
        if self.cat(seat).retired {
            return;
        }
        let Cards { mog, hands, .. } = &mut self.s.cards;
        let hand = &mut hands[seat.index()];
        while hand.len() < HAND {
            let Some(c) = mog.draw(&mut *self.rng) else {
                break;
            };
            hand.push(c);
            self.revealed = true;
        }
    }

    /// Everything that needs nobody's choice, until a seat must decide or the game ends.
    pub fn settle(&mut self) {
        loop {
            if self.s.turn.ended.is_some() {
                return;
            }
            let seat = self.s.turn.seat;
            let c = self.cat(seat);
            if c.retired || c.finished {
                // A cat that retires (or, in Gang Warfare, comes home for good) mid-turn does
                // nothing more; swaps it is owed by others stay.
                self.s.turn.steps.retain(|s| {
                    matches!(s, Step::EndTurn)
                        || matches!(s, Step::Swap { by, .. } | Step::DrawUp(by) if *by != seat)
                });
            }
            let Some(step) = self.s.turn.steps.last().cloned() else {
                self.next_turn();
                continue;
            };
            match step {
                Step::DrawUp(s) => {
                    self.pop();
                    self.draw_up(s);
                }
                Step::Curiosity => {
                    self.pop();
                    self.curiosity(seat);
                }
                Step::EndTurn => {
                    self.pop();
                    self.end_of_turn(seat);
                    if self.s.turn.steps.is_empty() {
                        self.next_turn();
                    }
                }
                Step::Move { steps, .. } => {
                    if self.s.pos.has_cat_path(seat, steps) {
                        return;
                    }
                    // Cornered: "you lose one Life Token for every reason you're cornered and
                    // go home".
                    let (_, blocks) = self.s.pos.cat_paths(seat, steps);
                    self.pop();
                    self.s.tally.cornered += 1;
                    let why = || {
                        // Each reason in turn: "the car…; a cat…".
                        let mut reasons = blocks.iter().rev().map(|b| b.cornered());
                        match reasons.next() {
                            None => text!("ca-why-cornered-nowhere"),
                            Some(last) => {
                                let reasons = reasons.fold(last, |rest, first| {
                                    text!("ca-why-reasons", first = first, rest = rest)
                                });
                                text!("ca-why-cornered", reasons = reasons)
                            }
                        }
                    };
                    self.hurt(seat, blocks.len().max(1) as u8, why);
                }
                Step::MoveCritter { critter, steps } => {
                    if self.s.ctx().critter_can_move(critter, steps) {
                        return;
                    }
                    // "You can play a Mouse or Bird card even if there are no more mice or
                    // birds left to move."
                    self.pop();
                }
                Step::Swap { by, from } => {
                    let hands = &self.s.cards.hands;
                    if self.cat(by).retired
                        || self.cat(from).retired
                        || hands[from.index()].is_empty()
                        || hands[by.index()].is_empty()
                    {
                        self.pop();
                    } else {
                        return;
                    }
                }
                Step::Raid { victim, .. } => {
                    if !self.s.ctx().can_raid(seat, victim) {
                        self.pop();
                    } else {
                        return;
                    }
                }
                Step::Fight {
                    attacker,
                    defender,
                    suit,
                    to_play,
                } => {
                    let hands = &self.s.cards.hands;
                    if hands[to_play.index()]
                        .iter()
                        .any(|c| Suit::of(*c) == Some(suit))
                    {
                        return;
                    }
                    if hands[attacker.index()].is_empty() && hands[defender.index()].is_empty() {
                        // "If both players run out of cards during the cat fight, each picks up
                        // six new Mog cards, starting with the attacking player, and the fight
                        // goes on."
                        self.draw_up(attacker);
                        self.draw_up(defender);
                        continue;
                    }
                    self.pop();
                    let winner = if to_play == attacker {
                        defender
                    } else {
                        attacker
                    };
                    self.event(|| CatAttackEvent::FightLost { seat: to_play });
                    self.hurt(to_play, 1, || text!("ca-why-lost-fight"));
                    // Both replenish, the attacker first; then the winner swaps a card.
                    if !self.cat(to_play).retired {
                        self.push(Step::Swap {
                            by: winner,
                            from: to_play,
                        });
                    }
                    self.push(Step::DrawUp(defender));
                    self.push(Step::DrawUp(attacker));
                }
                Step::Play => {
                    if self.s.cards.hands[seat.index()].is_empty() {
                        self.pop();
                    } else {
                        return;
                    }
                }
                Step::Roll(_) | Step::Pounce | Step::Burgle | Step::SixCat { .. } => return,
            }
        }
    }

    /// Penalties for where the cat ends its turn.
    fn end_of_turn(&mut self, seat: SeatId) {
        let c = self.cat(seat);
        if c.retired || c.finished {
            return;
        }
        let pos = &self.s.pos;
        // "If you've just done a raid and you're still in that cat's garden or on his Home
        // space at the end of your turn, you lose two Life Tokens and go home."
        if let Some(victim) = self.s.turn.raided
            && pos.garden_owner(c.space) == Some(victim)
        {
            self.hurt(seat, 2, || text!("ca-why-raided-garden"));
            return;
        }
        // "If you've just played a Cat Burglar card and you're still in a shop's garden or a
        // cat's garden or Home space at the end of your turn, you lose one Life Token and go
        // home."
        if self.s.turn.burgled {
            let in_shop = matches!(pos.board.kind(c.space), Kind::ShopGarden(_));
            let in_garden = pos
                .garden_owner(c.space)
                .is_some_and(|owner| !pos.mates(owner, seat) && !pos.cat(owner).retired);
            if in_shop || in_garden {
                self.hurt(seat, 1, || text!("ca-why-burglar-garden"));
            }
        }
    }

    /// The next cat still in the game takes its turn; the game is decided once the agreed
    /// number of rounds is played.
    fn next_turn(&mut self) {
        if self.s.turn.ended.is_some() {
            return;
        }
        let cats = &self.s.pos.cats;
        // Retired cats, and Gang Warfare cats home for good, take no turns.
        let out = |s: SeatId| {
            let c = &cats[s.index()];
            c.retired || c.finished
        };
        if cats.iter().all(|c| out(c.seat)) {
            // Nobody can play on (gangs each home but for a retired cat): decided as by time.
            self.end_game(EndReason::Time);
            return;
        }
        let n = cats.len();
        let turn = &self.s.turn;
        // Rounds are counted by play passing the seat that began, not by turns: retired cats
        // take no turns, and "agree how long you'll play" means rounds of the cats still
        // playing.
        let mut next = turn.seat;
        let mut new_round = false;
        loop {
            next = next.next(n);
            new_round |= next == turn.first;
            if !out(next) {
                break;
            }
        }
        if new_round && turn.round >= self.s.options.rounds {
            self.end_game(EndReason::Time);
            return;
        }
        let round = turn.round + u32::from(new_round);
        let (number, first) = (turn.number + 1, turn.first);
        // The steps' buffer is reused.
        let mut steps = std::mem::take(&mut self.s.turn.steps);
        steps.clear();
        self.s.turn = new_turn(next, number, round, first, steps);
    }

    /// Draws the top Curiosity card and does what it says; the card goes to the bottom.
    fn curiosity(&mut self, seat: SeatId) {
        let cards = &mut self.s.cards;
        let Some(card) = cards.curiosity.pop_front() else {
            return;
        };
        cards.curiosity.push_back(card);
        cards.last_curiosity = Some(card);
        self.s.tally.curiosity += 1;
        self.revealed = true;
        self.event(|| CatAttackEvent::CuriosityDrawn { seat, card });
        let texts = self.s.texts.clone();
        match &texts[card as usize].effect {
            &Effect::ToggleShop(k) => self.toggle_shop(k),
            Effect::MoveCar(street) => {
                if let Some(street) = self.s.pos.board.street_index(street) {
                    self.drive_car(street);
                }
            }
            Effect::PlayMog => {
                // "Play another Mog card: do so right away and don't forget to replenish."
                self.push(Step::DrawUp(seat));
                self.push(Step::Play);
            }
            Effect::RollAgain => self.push(Step::Roll(MoveKind::Die)),
            &Effect::Move(steps) => self.push(Step::Move {
                steps,
                kind: MoveKind::Extra,
            }),
            &Effect::LoseLives(n) => self.lose_lives(seat, n, || text!("ca-why-curiosity")),
            Effect::GoHome => self.send_home(seat),
            Effect::Escape => {
                // "A bird or mouse that escapes goes back to its home" (the publisher's
                // ruling).
                let larder = Perch::Larder(self.s.pos.keeper(seat));
                for critter in [Critter::Bird, Critter::Mouse] {
                    let k = match critter {
                        Critter::Bird => self.s.pos.birds.len(),
                        Critter::Mouse => self.s.pos.mice.len(),
                    };
                    for id in 0..k as u8 {
                        if self.s.pos.perch(critter, id) == larder {
                            self.set_perch(critter, id, Perch::Nest);
                            self.event(|| CatAttackEvent::Escaped { seat, critter });
                        }
                    }
                }
            }
            Effect::Shuffle => {
                // This card stays at the bottom; the others are shuffled above it, and the cat
                // draws again.
                let deck = &mut self.s.cards.curiosity;
                let bottom = deck.pop_back();
                self.rng.shuffle(deck.make_contiguous());
                deck.extend(bottom);
                self.push(Step::Curiosity);
            }
        }
    }

    fn toggle_shop(&mut self, kind: ShopKind) {
        let shop = &mut self.s.pos.shops[kind as usize];
        shop.open = !shop.open;
        let open = shop.open;
        self.event(|| CatAttackEvent::ShopToggled { shop: kind, open });
        if !open {
            // "If you get caught in the garden of a shop as it closes, you lose one Life Token
            // and go home."
            let pos = &self.s.pos;
            let caught: Vec<SeatId> = pos
                .active()
                .filter(|c| pos.board.kind(c.space) == Kind::ShopGarden(kind))
                .map(|c| c.seat)
                .collect();
            for s in caught {
                self.hurt(s, 1, || text!("ca-why-shop-closed"));
            }
        }
    }

    /// The car drives clockwise to the middle of `street`; every cat it meets, or on that
    /// street, loses a life and goes home. Already on that street, it does a full lap.
    fn drive_car(&mut self, street: u8) {
        let pos = &self.s.pos;
        let board = &pos.board;
        let route_len = board.route.len() as u8;
        let dest = (street as usize * 5 + 2) as u8;
        let mut path: Vec<u8> = Vec::new();
        match pos.car.at {
            None => {
                // Out of the car park onto the street it opens on, then clockwise.
                let entry = board
                    .links(board.car_park)
                    .first()
                    .and_then(|s| board.route.iter().position(|r| r == s))
                    .unwrap_or(0) as u8;
                let mut i = entry;
                path.push(i);
                while i != dest {
                    i = (i + 1) % route_len;
                    path.push(i);
                }
            }
            Some(at) => {
                let mut i = at;
                loop {
                    i = (i + 1) % route_len;
                    path.push(i);
                    if i == dest {
                        break;
                    }
                }
            }
        }
        let spaces: Vec<Space> = path.iter().map(|i| board.route[*i as usize]).collect();
        let hit: Vec<SeatId> = pos
            .active()
            .filter(|c| spaces.contains(&c.space) || board.street_of(c.space) == Some(street))
            .map(|c| c.seat)
            .collect();
        self.s.pos.car.at = Some(dest);
        self.event(|| CatAttackEvent::CarDrove { path: spaces });
        for s in hit {
            self.s.tally.car_hits += 1;
            self.hurt(s, 1, || text!("ca-why-car"));
        }
    }
}

/// A new turn for `seat`: play, draw up, roll, the end of the turn (`steps` is an empty
/// buffer to hold them).
pub(super) fn new_turn(
    seat: SeatId,
    number: u32,
    round: u32,
    first: SeatId,
    mut steps: Vec<Step>,
) -> Turn {
    steps.extend([
        Step::EndTurn,
        Step::Roll(MoveKind::Die),
        Step::DrawUp(seat),
        Step::Play,
    ]);
    Turn {
        seat,
        number,
        round,
        first,
        steps,
        raided: None,
        burgled: false,
        die: None,
        ended: None,
    }
}
