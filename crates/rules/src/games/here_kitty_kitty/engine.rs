//! Here, Kitty, Kitty!'s rules on plain data: the table as one [`State`] (held in the world as
//! [`crate::core::table::Table`]) and the [`Engine`] that carries out an accepted action (the
//! answer to the step at the top of the turn's stack), then lets everything that needs nobody's
//! choice happen (drawing up, Instants, cards taking effect, windows no one can answer, the end
//! of the turn) until a seat must decide again. The rule system runs the engine on the table's
//! state; a search steps the same engine on its own copy, recording no events.

use super::actions::{HereKittyKittyAction, View, answers_kind, choice_options};
use super::components::*;
use super::events::HereKittyKittyEvent;
use super::rules::{MAX_ROUNDS, new_turn};
use super::scoring;
use crate::core::table::Recorder;
use crate::core::{Deck, GameRng, SeatId, Window};
use crate::levels::here_kitty_kitty::{CardDef, CardType, Effect, Zone};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The whole table as plain values: what the rules work on.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// By seat.
    pub props: Vec<Property>,
    pub hood: Cats,
    /// The draw pile and the face-up discards. Never reshuffled: drawing the last card starts
    /// the final round.
    pub pile: Deck<CardId>,
    pub turn: Turn,
    pub rules: TableRules,
    /// Shared: it never changes in a game, and a search clones the state.
    pub book: Arc<Vec<CardDef>>,
    pub end: Option<GameEnd>,
}

/// The whole game state, for saves, undo, scenario tests and the Hard bot's searches. Older
/// saves have this shape, so their digests still match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HereKittyKittySnapshot {
    pub props: Vec<Property>,
    pub hood: Cats,
    pub pile: Deck<CardId>,
    pub turn: Turn,
    pub rules: TableRules,
    pub book: Vec<CardDef>,
    pub end: Option<GameEnd>,
}

impl State {
    pub fn view(&self) -> View<'_> {
        View {
            props: self.props.iter().collect(),
            hood: self.hood,
            pile: &self.pile,
            turn: &self.turn,
            rules: &self.rules,
            book: &self.book,
            over: self.end.is_some(),
        }
    }

    /// The table in its saved shape ([`HereKittyKittySnapshot`]).
    pub fn snapshot(&self) -> HereKittyKittySnapshot {
        HereKittyKittySnapshot {
            props: self.props.clone(),
            hood: self.hood,
            pile: self.pile.clone(),
            turn: self.turn.clone(),
            rules: self.rules.clone(),
            book: (*self.book).clone(),
            end: self.end.clone(),
        }
    }

    /// The table `snap` saved.
    pub fn from_snapshot(snap: &HereKittyKittySnapshot) -> Self {
        // The rules index the properties by seat.
        let mut props = snap.props.clone();
        props.sort_by_key(|p| p.seat);
        Self {
            props,
            hood: snap.hood,
            pile: snap.pile.clone(),
            turn: snap.turn.clone(),
            rules: snap.rules.clone(),
            book: Arc::new(snap.book.clone()),
            end: snap.end.clone(),
        }
    }

    fn n(&self) -> usize {
        self.props.len()
    }
    fn effect(&self, card: CardId) -> &Effect {
        &self.book[card.0 as usize].effect
    }
    fn push(&mut self, step: Step) {
        self.turn.steps.push(step);
    }
}

/// One run of the rules over the state.
pub struct Engine<'a> {
    pub s: &'a mut State,
    pub rng: &'a mut GameRng,
    pub events: Recorder<HereKittyKittyEvent>,
    /// Something hidden was shown (a card drawn, a card answered from a hand).
    pub revealed: bool,
}

impl<'a> Engine<'a> {
    pub fn new(
        s: &'a mut State,
        rng: &'a mut GameRng,
        events: Recorder<HereKittyKittyEvent>,
    ) -> Self {
        Self {
            s,
            rng,
            events,
            revealed: false,
        }
    }
}

impl Engine<'_> {
    fn event(&mut self, e: HereKittyKittyEvent) {
        self.events.record(|| e);
    }

    /// Carries out `seat`'s answer to the step at the top (the gate checked it is legal).
    pub fn apply(&mut self, seat: SeatId, action: HereKittyKittyAction) {
        use HereKittyKittyAction as A;
        let Some(top) = self.s.turn.steps.last_mut() else {
            return;
        };
        match top {
            Step::Window { window, .. } => {
                if !matches!(action, A::Pass) {
                    self.revealed = true;
                }
                window.answer(seat, action);
                return;
            }
            Step::Choose(_) => {
                let Some(Step::Choose(mut c)) = self.s.turn.steps.pop() else {
                    unreachable!()
                };
                if action == A::Stop {
                    return;
                }
                self.perform(&c.task, &action);
                if let Task::Fight { sent, .. } = &mut c.task
                    && let A::Send { to, .. } = action
                {
                    sent.push(to);
                }
                c.left = c.left.saturating_sub(1);
                if c.left > 0 {
                    self.s.push(Step::Choose(c));
                }
                return;
            }
            Step::Aim { .. } => {
                let Some(Step::Aim { copier, card }) = self.s.turn.steps.pop() else {
                    unreachable!()
                };
                if let A::Aim { target, shift } = action {
                    self.start_play(Play {
                        player: copier,
                        card,
                        target,
                        shift,
                        copy: true,
                    });
                }
                return;
            }
            _ => {}
        }
        // A turn action.
        let turn = &mut self.s.turn;
        turn.actions_left = turn.actions_left.saturating_sub(1);
        match action {
            A::Move { colour, from, to } => {
                self.s.push(Step::MoveCat {
                    mover: seat,
                    colour,
                    from,
                    to,
                });
                self.open(WindowKind::Move {
                    mover: seat,
                    colour,
                    from,
                    to,
                });
            }
            A::Play {
                card,
                target,
                shift,
            } => {
                take_card(&mut self.s.props[seat.index()].hand, card);
                self.event(HereKittyKittyEvent::Played {
                    play: Play {
                        player: seat,
                        card,
                        target,
                        shift,
                        copy: false,
                    },
                    shown: card,
                });
                self.start_play(Play {
                    player: seat,
                    card,
                    target,
                    shift,
                    copy: false,
                });
            }
            A::Discard(cards) => {
                for &c in &cards {
                    take_card(&mut self.s.props[seat.index()].hand, c);
                    self.s.pile.discard(c);
                }
                self.event(HereKittyKittyEvent::Discarded { seat, cards });
            }
            A::Pass => self.s.turn.actions_left = 0,
            _ => {}
        }
    }

    /// A card leaves the hand (already done) and heads for its effect: a lasting defence is
    /// tucked; a Standard card meets Pet Insurance, then the window to block it.
    fn start_play(&mut self, play: Play) {
        let effect = self.s.effect(play.card).clone();
        if matches!(effect, Effect::Insurance | Effect::Alarm) {
            self.tuck(play.player, play.card, None);
            return;
        }
        if play.copy {
            self.event(HereKittyKittyEvent::Played {
                play,
                shown: play.card,
            });
        }
        if let Some(t) = play.target
            && t != play.player
            && let Some(i) = self.s.props[t.index()]
                .tucked
                .iter()
                .position(|tk| matches!(self.s.effect(tk.card), Effect::Insurance))
        {
            let insurance = self.s.props[t.index()].tucked.remove(i).card;
            self.s.pile.discard(insurance);
            if !play.copy {
                self.s.pile.discard(play.card);
            }
            self.event(HereKittyKittyEvent::Insured { seat: t, play });
            self.event(HereKittyKittyEvent::Untucked {
                seat: t,
                card: insurance,
            });
            return;
        }
        self.s.push(Step::Resolve(play));
        self.open(WindowKind::Block(play));
    }

    fn tuck(&mut self, seat: SeatId, card: CardId, pinned: Option<Colour>) {
        self.s.props[seat.index()]
            .tucked
            .push(Tucked { card, pinned });
        self.event(HereKittyKittyEvent::Tucked { seat, card });
    }

    /// Opens a window to every seat that may answer it, clockwise (from the actor itself where
    /// it may answer, else from its left), whether or not it holds an answer: who is asked must
    /// not tell the table who holds a defence (`docs/decisions.md`, hotseat and response
    /// windows). Only when every copy of the answering cards is in sight (discarded, tucked or
    /// out of the game) is there no window.
    fn open(&mut self, kind: WindowKind) {
        let n = self.s.n();
        let (actor, actor_may) = match &kind {
            WindowKind::Block(p) => (p.player, false),
            WindowKind::Copy(p) => (p.player, false),
            WindowKind::Move { mover, .. } => (*mover, false),
            WindowKind::Instant { drawer, .. } => (*drawer, true),
            WindowKind::Land { after } => (*after, true),
        };
        if self.copies_unseen(&kind) == 0 {
            self.close(kind, Vec::new());
            return;
        }
        let order: Vec<SeatId> = actor
            .clockwise(n)
            .filter(|&s| actor_may || s != actor)
            .collect();
        self.s.push(Step::Window {
            kind,
            window: Window::open(order),
        });
    }

    /// Copies of the cards that answer `kind` that could still be in a hand: in play, and not
    /// in the discards or tucked under a property. Public knowledge.
    fn copies_unseen(&self, kind: &WindowKind) -> u32 {
        let fits = |e: &Effect| answers_kind(e, kind);
        let mut k: u32 = self
            .s
            .book
            .iter()
            .zip(&self.s.rules.in_play)
            .filter(|(c, _)| fits(&c.effect))
            .map(|(_, &n)| n)
            .sum();
        let seen = self.s.pile.discard.iter().chain(
            self.s
                .props
                .iter()
                .flat_map(|p| p.tucked.iter().map(|t| &t.card)),
        );
        for c in seen {
            if fits(&self.s.book[c.0 as usize].effect) {
                k = k.saturating_sub(1);
            }
        }
        k
    }

    /// A window has every answer: they take effect in the window's order.
    fn close(&mut self, kind: WindowKind, answers: Vec<(SeatId, HereKittyKittyAction)>) {
        let first_card = |want: fn(&HereKittyKittyAction) -> Option<CardId>| {
            answers.iter().find_map(|(s, a)| want(a).map(|c| (*s, c)))
        };
        let block = |a: &HereKittyKittyAction| match a {
            HereKittyKittyAction::Block(c) => Some(*c),
            _ => None,
        };
        match kind {
            WindowKind::Block(play) => {
                if let Some((by, card)) = first_card(block) {
                    self.use_card(by, card);
                    // The card played goes to the discards without effect.
                    if matches!(self.s.turn.steps.last(), Some(Step::Resolve(p)) if *p == play) {
                        self.s.turn.steps.pop();
                    }
                    if !play.copy {
                        self.s.pile.discard(play.card);
                    }
                    self.event(HereKittyKittyEvent::Blocked { by, card, play });
                    if let Effect::Block { lure, .. } = *self.s.effect(card)
                        && lure > 0
                    {
                        self.s.push(Step::Choose(Choice {
                            chooser: by,
                            task: Task::Gain {
                                seat: by,
                                to: Zone::Yard,
                                pin: None,
                            },
                            left: lure,
                            may_stop: true,
                        }));
                    }
                }
            }
            WindowKind::Move { mover, .. } => {
                if let Some((by, card)) = first_card(block) {
                    self.use_card(by, card);
                    if matches!(self.s.turn.steps.last(), Some(Step::MoveCat { .. })) {
                        self.s.turn.steps.pop();
                    }
                    self.event(HereKittyKittyEvent::Napped { by, mover });
                }
            }
            WindowKind::Instant { card, drawer } => {
                let mut exempt = Vec::new();
                for (seat, a) in &answers {
                    if let HereKittyKittyAction::Block(c) = a {
                        self.use_card(*seat, *c);
                        self.event(HereKittyKittyEvent::Cool { seat: *seat, card });
                        exempt.push(*seat);
                    }
                }
                self.s.push(Step::Instant {
                    card,
                    drawer,
                    exempt,
                });
            }
            WindowKind::Copy(play) => {
                let copy = |a: &HereKittyKittyAction| match a {
                    HereKittyKittyAction::Copy(c) => Some(*c),
                    _ => None,
                };
                if let Some((by, card)) = first_card(copy) {
                    self.use_card(by, card);
                    self.event(HereKittyKittyEvent::Copied { by, play });
                    if self.s.effect(play.card).targets() {
                        self.s.push(Step::Aim {
                            copier: by,
                            card: play.card,
                        });
                    } else {
                        self.start_play(Play {
                            player: by,
                            card: play.card,
                            target: None,
                            shift: None,
                            copy: true,
                        });
                    }
                }
            }
            WindowKind::Land { .. } => {
                for (seat, a) in answers {
                    if let HereKittyKittyAction::Land { card, colour, from } = a {
                        let p = &self.s.props[seat.index()];
                        if !p.can_leave(from, colour, &self.s.book) {
                            continue;
                        }
                        self.use_card(seat, card);
                        self.event(HereKittyKittyEvent::LandedOnFeet { seat });
                        let to = from.inward().expect("Yard or Porch");
                        self.move_cat(colour, (Some(seat), from), (Some(seat), to));
                    }
                }
            }
        }
    }

    /// A card answered from `seat`'s hand goes to the discards.
    fn use_card(&mut self, seat: SeatId, card: CardId) {
        take_card(&mut self.s.props[seat.index()].hand, card);
        self.s.pile.discard(card);
    }

    /// Moves one cat; `None` is the Neighborhood.
    fn move_cat(
        &mut self,
        colour: Colour,
        from: (Option<SeatId>, Zone),
        to: (Option<SeatId>, Zone),
    ) {
        let took = match from {
            (Some(s), z) if z != Zone::Neighborhood => {
                self.s.props[s.index()].zone_mut(z).take(colour)
            }
            _ => self.s.hood.take(colour),
        };
        debug_assert!(took, "a legal pick names a cat that is there");
        match to {
            (Some(s), z) if z != Zone::Neighborhood => {
                self.s.props[s.index()].zone_mut(z).add(colour)
            }
            _ => self.s.hood.add(colour),
        }
        let norm = |(s, z): (Option<SeatId>, Zone)| {
            if z == Zone::Neighborhood {
                (None, z)
            } else {
                (s, z)
            }
        };
        self.event(HereKittyKittyEvent::CatMoved {
            colour,
            from: norm(from),
            to: norm(to),
        });
    }

    /// One pick of a choice.
    fn perform(&mut self, task: &Task, action: &HereKittyKittyAction) {
        match (task, action) {
            (
                Task::Gain { seat, to, pin },
                HereKittyKittyAction::Pick {
                    colour,
                    seat: src,
                    zone,
                },
            ) => {
                self.move_cat(*colour, (*src, *zone), (Some(*seat), *to));
                if let Some(card) = pin
                    && let Some(t) = self.s.props[seat.index()]
                        .tucked
                        .iter_mut()
                        .find(|t| t.card == *card && t.pinned.is_none())
                {
                    t.pinned = Some(*colour);
                }
            }
            (Task::Shift { seat, from, to }, HereKittyKittyAction::Pick { colour, .. }) => {
                self.move_cat(*colour, (Some(*seat), *from), (Some(*seat), *to));
            }
            (Task::Nudge { seat, way }, HereKittyKittyAction::Pick { colour, zone, .. }) => {
                let to = way.step(*zone).expect("a pick the way allows");
                self.move_cat(*colour, (Some(*seat), *zone), (Some(*seat), to));
            }
            (Task::Advance { seat }, HereKittyKittyAction::Pick { colour, zone, .. }) => {
                let to = zone.inward().expect("Yard or Porch");
                self.move_cat(*colour, (Some(*seat), *zone), (Some(*seat), to));
            }
            (
                Task::Steal { thief, to, .. },
                HereKittyKittyAction::Pick {
                    colour,
                    seat: src,
                    zone,
                },
            ) => {
                self.move_cat(*colour, (*src, *zone), (Some(*thief), *to));
            }
            (Task::Fight { victim, .. }, HereKittyKittyAction::Send { colour, to }) => {
                self.move_cat(
                    *colour,
                    (Some(*victim), Zone::Yard),
                    (Some(*to), Zone::Yard),
                );
            }
            (Task::Revive { seat }, HereKittyKittyAction::Revive(card)) => {
                if let Some(i) = self.s.pile.discard.iter().rposition(|c| c == card) {
                    self.s.pile.discard.remove(i);
                    self.s.props[seat.index()].hand.push(*card);
                    self.event(HereKittyKittyEvent::Revived {
                        seat: *seat,
                        card: *card,
                    });
                }
            }
            _ => {}
        }
    }

    /// Runs every step that needs no decision, until one does or the game is over.
    pub fn settle(&mut self) {
        while self.s.end.is_none() {
            let Some(top) = self.s.turn.steps.last().cloned() else {
                return;
            };
            match top {
                Step::Action => {
                    if self.s.turn.actions_left > 0 {
                        return;
                    }
                    self.s.turn.steps.pop();
                }
                Step::Window { kind, window } => {
                    if !window.is_closed() {
                        return;
                    }
                    self.s.turn.steps.pop();
                    let answers = window.in_order().map(|(s, a)| (s, a.clone())).collect();
                    self.close(kind, answers);
                }
                Step::Choose(c) => {
                    let options = choice_options(&self.s.view(), &c);
                    if options.is_empty() {
                        self.s.turn.steps.pop();
                    } else if options.len() == 1 && !c.may_stop {
                        // Only a choice the player cannot decline goes without a question: a
                        // card played on a player (the owner picks which Cat, "the player who
                        // is giving up the Cats chooses"), Hairball, Special Needs Kitty and
                        // The Cat Came Back once played. One that may stop is always asked,
                        // since stopping is the other option.
                        self.apply(c.chooser, options[0].clone());
                    } else {
                        return;
                    }
                }
                Step::Aim { .. } => return,
                Step::Open(kind) => {
                    self.s.turn.steps.pop();
                    self.open(kind);
                }
                Step::StartTurn => {
                    self.s.turn.steps.pop();
                    self.start_turn();
                }
                Step::DrawUp => {
                    let seat = self.s.turn.seat;
                    let hand = self.s.props[seat.index()].hand.len();
                    if hand < self.s.rules.hand as usize && !self.s.pile.draw.is_empty() {
                        self.draw(seat);
                    } else {
                        self.s.turn.steps.pop();
                        self.open(WindowKind::Land { after: seat });
                    }
                }
                Step::DrawExtra { seat, left } => {
                    self.s.turn.steps.pop();
                    if left > 0 && !self.s.pile.draw.is_empty() {
                        let kept = self.draw(seat);
                        // An Instant is replaced: the count waits below it.
                        let left = if kept { left - 1 } else { left };
                        let i = self.s.turn.steps.len() - usize::from(!kept);
                        self.s.turn.steps.insert(i, Step::DrawExtra { seat, left });
                    }
                }
                Step::Resolve(play) => {
                    self.s.turn.steps.pop();
                    self.resolve(play);
                }
                Step::Instant {
                    card,
                    drawer,
                    exempt,
                } => {
                    self.s.turn.steps.pop();
                    self.instant(card, drawer, &exempt);
                }
                Step::MoveCat {
                    mover,
                    colour,
                    from,
                    to,
                } => {
                    self.s.turn.steps.pop();
                    self.move_cat(colour, (Some(mover), from), (Some(mover), to));
                }
                Step::EndTurn => {
                    self.s.turn.steps.pop();
                    self.end_turn();
                }
            }
        }
    }

    fn start_turn(&mut self) {
        let seat = self.s.turn.seat;
        self.event(HereKittyKittyEvent::TurnBegan {
            seat,
            number: self.s.turn.number,
        });
        // Foster Kittens arrive; the card is resolved and leaves.
        let tucked = std::mem::take(&mut self.s.props[seat.index()].tucked);
        let mut kept = Vec::new();
        for t in tucked {
            if let Effect::Foster { count, to } = *self.s.effect(t.card) {
                self.s.pile.discard(t.card);
                self.event(HereKittyKittyEvent::Untucked { seat, card: t.card });
                self.s.push(Step::Choose(Choice {
                    chooser: seat,
                    task: Task::Gain {
                        seat,
                        to,
                        pin: None,
                    },
                    left: count,
                    may_stop: true,
                }));
            } else {
                kept.push(t);
            }
        }
        self.s.props[seat.index()].tucked = kept;
    }

    /// Draws one card for `seat`: into the hand (true), or an Instant shown to everyone and
    /// resolved (false).
    fn draw(&mut self, seat: SeatId) -> bool {
        self.revealed = true;
        let card = self.s.pile.draw(self.rng).expect("the pile was checked");
        if self.s.pile.draw.is_empty() && self.s.turn.final_turns.is_none() {
            self.s.turn.final_turns = Some(self.s.rules.seats);
            self.s.turn.last_card_by = Some(seat);
            self.event(HereKittyKittyEvent::FinalRound { by: seat });
        }
        if self.s.book[card.0 as usize].kind == CardType::Instant {
            self.s.pile.discard(card);
            self.event(HereKittyKittyEvent::InstantDrawn { seat, card });
            self.open(WindowKind::Instant { card, drawer: seat });
            false
        } else {
            self.s.props[seat.index()].hand.push(card);
            self.event(HereKittyKittyEvent::Drew { seat });
            true
        }
    }

    /// An unblocked card takes effect: what needs a choice is pushed as steps, and the window
    /// to copy it opens once they are done.
    fn resolve(&mut self, play: Play) {
        let effect = self.s.effect(play.card).clone();
        let lasting = effect.lasting();
        let me = play.player;
        // The window to copy the card opens once its effect is done: it goes below the effect's
        // own steps.
        if !play.copy && !effect.lasting() {
            self.s.push(Step::Open(WindowKind::Copy(play)));
        }
        let target = play.target.unwrap_or(me);
        let choose = |chooser, task, left, may_stop| {
            Step::Choose(Choice {
                chooser,
                task,
                left,
                may_stop,
            })
        };
        match effect {
            Effect::Lure { count, to } => self.s.push(choose(
                me,
                Task::Gain {
                    seat: me,
                    to,
                    pin: None,
                },
                count,
                true,
            )),
            Effect::Advance { steps } => {
                self.s
                    .push(choose(me, Task::Advance { seat: me }, steps, true))
            }
            Effect::Draw { count } => self.s.push(Step::DrawExtra {
                seat: me,
                left: count,
            }),
            Effect::Foster { .. } => self.tuck(me, play.card, None),
            Effect::Adopt { to } => {
                self.tuck(me, play.card, None);
                self.s.push(choose(
                    me,
                    Task::Gain {
                        seat: me,
                        to,
                        pin: Some(play.card),
                    },
                    1,
                    false,
                ));
            }
            Effect::Revive => self.s.push(choose(me, Task::Revive { seat: me }, 1, false)),
            Effect::Steal { count, from, to } => self.s.push(choose(
                me,
                Task::Steal {
                    thief: me,
                    victim: target,
                    from,
                    to,
                },
                count,
                true,
            )),
            Effect::Chase { count, from, to } => self.s.push(choose(
                target,
                Task::Shift {
                    seat: target,
                    from,
                    to,
                },
                count,
                false,
            )),
            Effect::Fight => {
                let left = if self.s.n() > 2 { 2 } else { 1 };
                self.s.push(choose(
                    target,
                    Task::Fight {
                        victim: target,
                        sent: Vec::new(),
                    },
                    left,
                    false,
                ));
            }
            // "The property owner decides which Cat to move": the owner is asked, the player
            // having chosen the property and the way.
            Effect::Nudge => {
                if let Some(way) = play.shift {
                    self.s
                        .push(choose(target, Task::Nudge { seat: target, way }, 1, false));
                }
            }
            _ => {}
        }
        // The played card itself: a lasting card is tucked (above), the rest are discarded.
        if !play.copy && !lasting {
            self.s.pile.discard(play.card);
        }
    }

    fn instant(&mut self, card: CardId, drawer: SeatId, exempt: &[SeatId]) {
        let n = self.s.n();
        let affected: Vec<SeatId> = drawer
            .clockwise(n)
            .filter(|s| !exempt.contains(s))
            .collect();
        let mut steps = Vec::new();
        // The Instants that give a player a cat (or move its own cat nearer the House) help
        // it: "the numbers of Cats … are maximums … you may move fewer Cats", and a short
        // Neighborhood lets it "take Cats from any other player's Yard" (may, not must), so
        // each player is asked and may stop. One that hurts (Hairball) is forced.
        let choose = |seat, task, left| {
            Step::Choose(Choice {
                chooser: seat,
                task,
                left,
                may_stop: true,
            })
        };
        let forced = |seat, task, left| {
            Step::Choose(Choice {
                chooser: seat,
                task,
                left,
                may_stop: false,
            })
        };
        match self.s.effect(card).clone() {
            Effect::Rain { to } => {
                for &s in &affected {
                    if self.s.props[s.index()].all_cats().total() % 2 == 1 {
                        steps.push(choose(
                            s,
                            Task::Shift {
                                seat: s,
                                from: Zone::Yard,
                                to,
                            },
                            1,
                        ));
                    }
                }
            }
            Effect::Joneses { to } => {
                let fewest = self
                    .s
                    .props
                    .iter()
                    .map(|p| p.zone(Zone::House).total())
                    .min()
                    .unwrap_or(0);
                for &s in &affected {
                    if self.s.props[s.index()].zone(Zone::House).total() == fewest {
                        steps.push(choose(
                            s,
                            Task::Gain {
                                seat: s,
                                to,
                                pin: None,
                            },
                            1,
                        ));
                    }
                }
            }
            Effect::Pajamas { to } => {
                for &s in &affected {
                    steps.push(choose(
                        s,
                        Task::Gain {
                            seat: s,
                            to,
                            pin: None,
                        },
                        1,
                    ));
                }
            }
            Effect::Heat { to } => {
                for &s in &affected {
                    if self.s.props[s.index()].zone(Zone::House).total() > 0 {
                        steps.push(choose(
                            s,
                            Task::Gain {
                                seat: s,
                                to,
                                pin: None,
                            },
                            1,
                        ));
                    }
                }
            }
            Effect::Scare {
                count: None,
                from,
                to,
            } => {
                for &s in &affected {
                    for colour in Colour::ALL {
                        while self.s.props[s.index()].can_leave(from, colour, &self.s.book) {
                            self.move_cat(colour, (Some(s), from), (Some(s), to));
                        }
                    }
                }
            }
            Effect::Scare {
                count: Some(k),
                from,
                to,
            } => {
                for &s in &affected {
                    steps.push(forced(s, Task::Shift { seat: s, from, to }, k));
                }
            }
            _ => {}
        }
        // The drawer's choice first, then to the left: the first resolves first (top).
        for step in steps.into_iter().rev() {
            self.s.push(step);
        }
    }

    fn end_turn(&mut self) {
        let n = self.s.n();
        match self.s.turn.final_turns {
            Some(0) => {
                self.end_game();
                return;
            }
            Some(k) => self.s.turn.final_turns = Some(k - 1),
            None if self.s.turn.number >= MAX_ROUNDS * n as u32 => {
                // The safety cap: the final round starts as if the deck had run out.
                self.s.turn.final_turns = Some(n as u8 - 1);
                self.s.turn.last_card_by = Some(self.s.turn.seat);
                self.event(HereKittyKittyEvent::FinalRound {
                    by: self.s.turn.seat,
                });
            }
            None => {}
        }
        let next = self.s.turn.seat.next(n);
        let mut turn = new_turn(next, self.s.turn.number + 1, self.s.rules.actions);
        turn.final_turns = self.s.turn.final_turns;
        turn.last_card_by = self.s.turn.last_card_by;
        self.s.turn = turn;
    }

    fn end_game(&mut self) {
        let sheet = scoring::sheet(&self.s.props);
        let (winners, tie_break) = scoring::winners(&sheet);
        self.s.turn.steps.clear();
        self.event(HereKittyKittyEvent::GameEnded {
            winners: winners.clone(),
        });
        self.s.end = Some(GameEnd { winners, tie_break });
    }
}

fn take_card(hand: &mut Vec<CardId>, card: CardId) {
    if let Some(i) = hand.iter().position(|&c| c == card) {
        hand.remove(i);
    }
}
