//! Cat Fight's rules on plain data: the table as one [`State`] (held in the world as
//! [`crate::core::table::Table`]) and the [`Engine`] that carries out an action and everything
//! that follows from it. The rule system runs the engine on the table's state; a search steps
//! clones of it with no world and no events.

use super::actions::{self, CatFightAction, Ctx};
use super::board::{Dir, Piece, Position, SaucerView};
use super::components::*;
use super::events::CatFightEvent;
use super::rules::MAX_TURNS;
use crate::core::table::Recorder;
use crate::core::{GameRng, SeatId};
use crate::levels::cat_fight::{BoardDef, Square};
use serde::{Deserialize, Serialize};

/// The whole table as plain values. The [`Position`] carries the pieces (cats, saucers with
/// their cream counts, blockers, catnip) and the grid; the creams are by id.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub pos: Position,
    pub creams: Vec<Cream>,
    pub turn: Turn,
    pub stocks: Stocks,
    pub tally: Tally,
}

/// A table as saves, undo, replays and online tables keep it: every piece in a fixed order,
/// the board left out (it is the table's level). Older saves have this shape, so their digests
/// still match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatFightSnapshot {
    /// By seat.
    pub cats: Vec<Cat>,
    /// By index.
    pub saucers: Vec<Saucer>,
    /// By id.
    pub creams: Vec<Cream>,
    /// By square.
    pub blockers: Vec<Blocker>,
    /// Oldest first.
    pub catnips: Vec<Catnip>,
    pub turn: Turn,
    pub stocks: Stocks,
    pub tally: Tally,
}

impl State {
    /// The table in its saved shape ([`CatFightSnapshot`]).
    pub fn snapshot(&self) -> CatFightSnapshot {
        CatFightSnapshot {
            cats: self.pos.cats.clone(),
            saucers: self
                .pos
                .saucers
                .iter()
                .map(|s| Saucer {
                    index: s.index,
                    square: s.square,
                })
                .collect(),
            creams: self.creams.clone(),
            blockers: self.pos.blockers.clone(),
            catnips: self.pos.catnips.clone(),
            turn: self.turn.clone(),
            stocks: self.stocks.clone(),
            tally: self.tally.clone(),
        }
    }

    /// The table `snap` saved, on `board` (the table's level).
    pub fn from_snapshot(board: &BoardDef, snap: &CatFightSnapshot) -> Self {
        let mut creams = snap.creams.clone();
        creams.sort_by_key(|c| c.id);
        let counted = snap.saucers.iter().map(|s| {
            let n = creams
                .iter()
                .filter(|c| c.place == CreamPlace::Saucer(s.index))
                .count();
            (s, n as u8)
        });
        let pos = Position::build(
            board,
            snap.stocks.seats.len(),
            &snap.cats,
            &snap.blockers,
            counted,
            &snap.catnips,
        );
        Self {
            pos,
            creams,
            turn: snap.turn.clone(),
            stocks: snap.stocks.clone(),
            tally: snap.tally.clone(),
        }
    }

    /// Runs `f` on the public context of a decision, with `seat`'s own cream ids.
    pub fn with_ctx<T>(&self, seat: SeatId, f: impl FnOnce(&Ctx) -> T) -> T {
        // Twelve creams at most: the ids fit on the stack, in id order.
        let mut own = [0u8; 16];
        let mut k = 0;
        for c in self
            .creams
            .iter()
            .filter(|c| c.place == CreamPlace::Held(seat))
        {
            own[k] = c.id;
            k += 1;
        }
        f(&Ctx {
            pos: &self.pos,
            turn: &self.turn,
            stocks: &self.stocks.seats,
            own_creams: &own[..k],
        })
    }

    /// Every action `seat` may take now, into `out` (cleared first).
    pub fn legal(&self, seat: SeatId, out: &mut Vec<CatFightAction>) {
        self.with_ctx(seat, |ctx| actions::legal_into(ctx, seat, out));
    }

    /// Each seat's cream, counted by value.
    pub fn cream_totals<T: From<u8> + std::ops::AddAssign>(&self, out: &mut [T]) {
        out.iter_mut().for_each(|v| *v = T::from(0));
        for c in &self.creams {
            if let CreamPlace::Held(s) = c.place {
                out[s.index()] += T::from(c.value);
            }
        }
    }

    fn holds_cream(&self, seat: SeatId) -> bool {
        self.creams
            .iter()
            .any(|c| c.place == CreamPlace::Held(seat))
    }
}

/// One run of the rules over the state.
pub struct Engine<'a> {
    pub s: &'a mut State,
    pub rng: &'a mut GameRng,
    pub events: Recorder<CatFightEvent>,
    /// Something hidden was shown (a sipped cream to its sipper, every cream at the end).
    pub revealed: bool,
    /// A blocker went down or a cat left the board since saucers were last checked for being
    /// walled in: nothing else can wall one in (cats move and catnip draws along open lines,
    /// a saucer taken away only opens squares), so the search is spared the flood fill.
    walls: bool,
}

impl<'a> Engine<'a> {
    pub fn new(s: &'a mut State, rng: &'a mut GameRng, events: Recorder<CatFightEvent>) -> Self {
        Self {
            s,
            rng,
            events,
            revealed: false,
            walls: false,
        }
    }

    /// Records the event `e` makes, when recording (so a search builds none).
    fn event(&mut self, e: impl FnOnce() -> CatFightEvent) {
        self.events.record(e);
    }

    /// Carries out `seat`'s `action` (the gate checked it is legal).
    pub fn apply(&mut self, seat: SeatId, action: CatFightAction) {
        use CatFightAction as A;
        let s = &mut *self.s;
        let i = seat.index();
        // The cat has acted: with its catnip still in hand, the seat may yet place it.
        let catnip_in_hand = !s.stocks.seats[i].catnip_used;
        let acted = |turn: &mut Turn| {
            if catnip_in_hand {
                turn.finishing = true;
            } else {
                turn.over = true;
            }
        };
        match action {
            A::PlaceBlocker(square) => {
                s.stocks.seats[i].blockers -= 1;
                s.tally.blockers_placed += 1;
                s.pos.add_blocker(Blocker {
                    square,
                    owner: seat,
                });
                self.walls = true;
                self.event(|| CatFightEvent::BlockerPlaced { seat, square });
            }
            A::PlaceCatnip(square) => {
                s.stocks.seats[i].catnip_used = true;
                if s.turn.finishing {
                    // Placed after the cat acted: that was the last thing to do this turn.
                    s.turn.finishing = false;
                    s.turn.over = true;
                }
                s.pos.add_catnip(Catnip {
                    square,
                    owner: seat,
                    placed_turn: s.turn.number,
                });
                self.event(|| CatFightEvent::CatnipPlaced { seat, square });
            }
            A::Enter { square, facing } => {
                s.pos.set_cat(seat, Some(square), facing);
                s.turn.over = true;
                self.event(|| CatFightEvent::Entered {
                    seat,
                    square,
                    facing,
                });
            }
            A::Move { to, facing } => self.move_cat(seat, to, facing, catnip_in_hand),
            A::Face(dir) => {
                let square = s.pos.cat(seat).square;
                s.pos.set_cat(seat, square, dir);
                if s.turn.facing_for == Some(seat) {
                    s.turn.facing_for = None;
                } else {
                    acted(&mut s.turn);
                }
                self.event(|| CatFightEvent::Turned { seat, facing: dir });
            }
            A::Pass => {
                s.turn.over = true;
                self.event(|| CatFightEvent::Passed { seat });
            }
            A::EndTurn => {
                s.turn.finishing = false;
                s.turn.over = true;
            }
            A::Sip => {
                // The sipper now knows the cream's value.
                self.revealed = true;
                let saucer = s
                    .turn
                    .sip_from
                    .expect("a sip is legal only from the saucer faced at the start");
                // The creams are by id: the first in the saucer is the lowest.
                if let Some(c) = s
                    .creams
                    .iter_mut()
                    .find(|c| c.place == CreamPlace::Saucer(saucer))
                {
                    c.place = CreamPlace::Held(seat);
                }
                let view = s
                    .pos
                    .saucers
                    .iter_mut()
                    .find(|v| v.index == saucer)
                    .expect("the faced saucer is on the board");
                view.creams -= 1;
                let left = view.creams;
                s.tally.sips += 1;
                acted(&mut s.turn);
                self.event(|| CatFightEvent::Sipped {
                    seat,
                    saucer,
                    creams_left: left,
                });
            }
            A::SacrificeCream(id) => {
                let Some(fight) = s.turn.fight.as_mut() else {
                    return;
                };
                if let Some(c) = s.creams.iter_mut().find(|c| c.id == id) {
                    c.place = CreamPlace::Out(OutReason::Sacrificed);
                }
                fight.needs_roll = true;
                fight.deciding.clear();
                s.tally.sacrifices += 1;
                self.event(|| CatFightEvent::Sacrificed { seat, cream: id });
            }
            A::AcceptDefeat => {
                if let Some(fight) = s.turn.fight.as_mut() {
                    fight.deciding.retain(|s| *s != seat);
                }
            }
        }
    }

    /// The cat moves like a queen, unless catnip catches it on the way; onto a cat, a catfight.
    fn move_cat(&mut self, seat: SeatId, to: Square, facing: Dir, catnip_in_hand: bool) {
        let s = &mut *self.s;
        let from = s
            .pos
            .cat(seat)
            .square
            .expect("only a cat on the board moves");
        let target = s.pos.piece(to);
        s.pos.set_cat(seat, None, facing);
        let mut path = Vec::new();
        let record = self.events.is_keeping();
        let (end, diverted) = s.pos.walk_lifted(from, to, |sq| {
            if record {
                path.push(sq);
            }
        });
        s.pos.set_cat(seat, Some(end), facing);
        let defender = match target {
            Some(Piece::Cat(other)) if !diverted => Some(other),
            _ => None,
        };
        // A catfight or a catnip trip ends the turn; an ordinary move may be followed by the
        // catnip.
        if defender.is_none() && !diverted && catnip_in_hand {
            s.turn.finishing = true;
        } else {
            s.turn.over = true;
        }
        if let Some(other) = defender {
            s.tally.fights += 1;
            s.turn.fight = Some(Fight::new(
                to,
                FightKind::Moved { attacker: seat },
                vec![seat, other],
            ));
        }
        self.event(|| CatFightEvent::Moved {
            seat,
            from,
            to: end,
            path,
            facing,
            diverted,
        });
        if let Some(other) = defender {
            self.event(|| CatFightEvent::FightStarted {
                square: to,
                seats: vec![seat, other],
                catnip: false,
            });
        }
    }

    /// Lets everything that follows an action happen, until a seat must decide or the game
    /// ends.
    pub fn settle(&mut self) {
        loop {
            if self.s.turn.ended.is_some() {
                return;
            }
            if let Some(f) = &self.s.turn.fight {
                if f.needs_roll {
                    self.roll();
                } else if f.deciding.is_empty() {
                    self.finish();
                } else {
                    return;
                }
                continue;
            }
            if self.fire_catnip() || self.remove_saucers() {
                continue;
            }
            if self.s.pos.saucers.is_empty() {
                self.end_game(EndReason::CreamGone);
                return;
            }
            let n = self.s.stocks.seats.len();
            let turn = &mut self.s.turn;
            if turn.facing_for.is_some() || !turn.over {
                return;
            }
            let (next, extra) = match turn.extra_turn_for.take() {
                Some(s) => (s, true),
                None => (turn.seat.next(n), false),
            };
            self.begin_turn(next, extra);
            return;
        }
    }

    /// Takes away saucers that are empty or totally blocked off (their creams leave the game).
    fn remove_saucers(&mut self) -> bool {
        let walled = if std::mem::take(&mut self.walls) {
            self.s.pos.walled_in_saucers()
        } else {
            Vec::new()
        };
        let goes = |v: &SaucerView| v.creams == 0 || walled.contains(&v.index);
        if !self.s.pos.saucers.iter().any(goes) {
            return false;
        }
        let gone: Vec<SaucerView> = self.s.pos.saucers.iter().copied().filter(goes).collect();
        for g in gone {
            self.s.pos.remove_saucer(g.index);
            for c in &mut self.s.creams {
                if c.place == CreamPlace::Saucer(g.index) {
                    c.place = CreamPlace::Out(OutReason::WalledIn);
                }
            }
            let walled_in = walled.contains(&g.index) && g.creams > 0;
            if walled_in {
                self.s.tally.saucers_walled += 1;
            }
            self.event(|| CatFightEvent::SaucerRemoved {
                saucer: g.index,
                square: g.square,
                creams: g.creams,
                walled_in,
            });
        }
        true
    }

    /// Starts `seat`'s turn (or ends the game at the turn cap).
    pub fn begin_turn(&mut self, seat: SeatId, extra: bool) {
        let number = self.s.turn.number + 1;
        if number > MAX_TURNS {
            self.end_game(EndReason::TurnLimit);
            return;
        }
        let s = &mut *self.s;
        let turn = &mut s.turn;
        turn.seat = seat;
        turn.number = number;
        turn.extra = extra;
        turn.over = false;
        turn.finishing = false;
        turn.sip_from = s.pos.faced_saucer(seat);
        turn.watched_at_start.clear();
        s.pos.each_watcher(seat, |c| {
            turn.watched_at_start.push(Watcher {
                seat: c.seat,
                square: c.square.expect("a watching cat is on the board"),
                facing: c.facing,
            })
        });
        self.event(|| CatFightEvent::TurnBegan {
            seat,
            number,
            extra,
        });
    }

    fn end_game(&mut self, reason: EndReason) {
        self.s.turn.ended = Some(reason);
        // Every cream's value is shown.
        self.revealed = true;
        let s = &*self.s;
        self.events.record(|| {
            let mut scores = vec![0; s.stocks.seats.len()];
            s.cream_totals(&mut scores);
            let winners = super::rules::leaders(&scores);
            CatFightEvent::GameEnded {
                reason,
                scores,
                winners,
            }
        });
    }

    /// Rolls one die per cat; the cats tied for the highest roll again until one is highest.
    /// Then every loser who still has cream gets to choose, clockwise from the turn's seat.
    fn roll(&mut self) {
        let mut fight = self.s.turn.fight.take().expect("a fight to roll");
        for d in fight.dice.iter_mut() {
            *d = self.rng.d6();
        }
        self.event(|| CatFightEvent::FightRolled {
            seats: fight.cats.clone(),
            dice: fight.dice.clone(),
        });
        loop {
            let best = *fight.dice.iter().max().expect("a fight has cats");
            let tied = |i: &usize| fight.dice[*i] == best;
            // Four cats at most: the tied ones fit in a mask, taken before any is rerolled.
            let mask: u8 = (0..fight.cats.len())
                .filter(tied)
                .fold(0, |m, i| m | 1 << i);
            if mask.count_ones() == 1 {
                break;
            }
            let is_tied = |i: &usize| mask & (1 << *i) != 0;
            for i in (0..fight.cats.len()).filter(is_tied) {
                fight.dice[i] = self.rng.d6();
            }
            self.event(|| CatFightEvent::FightRolled {
                seats: (0..fight.cats.len())
                    .filter(is_tied)
                    .map(|i| fight.cats[i])
                    .collect(),
                dice: (0..fight.cats.len())
                    .filter(is_tied)
                    .map(|i| fight.dice[i])
                    .collect(),
            });
        }
        fight.needs_roll = false;
        let winner = fight.winner();
        fight.deciding.clear();
        for &c in &fight.cats {
            if Some(c) != winner && self.s.holds_cream(c) {
                fight.deciding.push(c);
            }
        }
        self.s.turn.fight = Some(fight);
    }

    /// Every loser leaves the board. The winner of a fight started by a move turns freely and
    /// takes a whole extra turn; a catnip fight's winner gets neither.
    fn finish(&mut self) {
        let fight = self.s.turn.fight.take().expect("a fight to finish");
        let winner = fight.winner().expect("a rolled fight has one winner");
        for &c in fight.cats.iter().filter(|c| **c != winner) {
            let facing = self.s.pos.cat(c).facing;
            self.s.pos.set_cat(c, None, facing);
        }
        // A cat gone may have been the only way left to a saucer.
        self.walls = true;
        let extra_turn = matches!(fight.kind, FightKind::Moved { .. });
        if extra_turn {
            self.s.turn.facing_for = Some(winner);
            self.s.turn.extra_turn_for = Some(winner);
        }
        self.event(|| CatFightEvent::FightWon {
            winner,
            losers: fight.losers(),
            square: fight.square,
            extra_turn,
        });
    }

    /// Fires the oldest catnip some cat has a clear line to: every such cat moves onto it at
    /// once (facing the way it travelled) and, if there are several, they fight. Returns
    /// whether one fired.
    fn fire_catnip(&mut self) -> bool {
        let s = &mut *self.s;
        let Some((nip, drawn)) = s.pos.catnip_to_fire() else {
            return false;
        };
        s.pos.remove_catnip(nip.square);
        // `drawn` is in seat order, one line per cat.
        let mut from = Vec::with_capacity(drawn.len());
        for &(seat, dir) in &drawn {
            let at = s.pos.cat(seat).square;
            from.push((seat, at.expect("only cats on the board see catnip")));
            s.pos.set_cat(seat, Some(nip.square), dir);
        }
        let n = s.pos.cats.len();
        let turn = &mut s.turn;
        let seats: Vec<SeatId> = turn
            .seat
            .clockwise(n)
            .filter(|s| drawn.iter().any(|(d, _)| d == s))
            .collect();
        if seats.contains(&turn.seat) {
            // A cat drawn to catnip has had its move: its turn ends.
            turn.over = true;
            turn.finishing = false;
        }
        if let Some(w) = turn.facing_for.filter(|w| seats.contains(w)) {
            // Off on a catnip trip: the fight winner's turn and extra turn are lost.
            turn.facing_for = None;
            if turn.extra_turn_for == Some(w) {
                turn.extra_turn_for = None;
            }
        }
        let fights = seats.len() >= 2;
        if fights {
            turn.fight = Some(Fight::new(
                nip.square,
                FightKind::Catnip { owner: nip.owner },
                seats.clone(),
            ));
            s.tally.fights += 1;
            s.tally.catnip_fights += 1;
        }
        s.tally.catnips_fired += 1;
        self.event(|| CatFightEvent::CatnipFired {
            owner: nip.owner,
            square: nip.square,
            drawn: from,
        });
        if fights {
            self.event(|| CatFightEvent::FightStarted {
                square: nip.square,
                seats,
                catnip: true,
            });
        }
        true
    }
}
