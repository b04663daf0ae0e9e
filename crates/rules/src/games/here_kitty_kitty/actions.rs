//! What a seat may do: the action type, the legal list for the step at the top of the turn and
//! refusals that name the rule.

use super::components::*;
use crate::core::{Arg, Deck, Refusal, SeatId};
use crate::levels::here_kitty_kitty::{CardDef, CardType, Effect, Zone};
use crate::text;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HereKittyKittyAction {
    /// Action: move one of your cats one step (from the Neighborhood into your Yard, or between
    /// your zones).
    Move {
        colour: Colour,
        from: Zone,
        to: Zone,
    },
    /// Action: play a card from your hand, on `target` if it is played on a player; `shift` is
    /// Catlike Reflexes' way, in or out (the owner then chooses the Cat).
    Play {
        card: CardId,
        target: Option<SeatId>,
        shift: Option<Way>,
    },
    /// Action: discard these cards (sorted).
    Discard(Vec<CardId>),
    /// In a window: let it go. On a turn: only when nothing else is possible.
    Pass,
    /// In a window: block with this card (Catnap, One Cool Cat, Tuna).
    Block(CardId),
    /// In a window: copy the card with this Copy Cat.
    Copy(CardId),
    /// In a window: Land on Your Feet, moving a cat of `colour` one step in from `from`.
    Land {
        card: CardId,
        colour: Colour,
        from: Zone,
    },
    /// A cat: of `colour`, in `seat`'s `zone` (`seat` `None`: the Neighborhood).
    Pick {
        colour: Colour,
        seat: Option<SeatId>,
        zone: Zone,
    },
    /// Cat Fight: your Yard cat of `colour` runs to neighbour `to`'s Yard.
    Send { colour: Colour, to: SeatId },
    /// The Cat Came Back: this card from the discards.
    Revive(CardId),
    /// A copied card's target (and Catlike Reflexes' way).
    Aim {
        target: Option<SeatId>,
        shift: Option<Way>,
    },
    /// Stop early: the card's numbers are maximums.
    Stop,
}

/// What the legal list and the refusals read: the public table and the hands.
pub struct View<'a> {
    /// By seat.
    pub props: Vec<&'a Property>,
    pub hood: Cats,
    pub pile: &'a Deck<CardId>,
    pub turn: &'a Turn,
    pub rules: &'a TableRules,
    pub book: &'a [CardDef],
    pub over: bool,
}

impl View<'_> {
    pub fn seats(&self) -> usize {
        self.props.len()
    }
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.book[id.0 as usize]
    }
    pub fn effect(&self, id: CardId) -> &Effect {
        &self.card(id).effect
    }
    pub fn prop(&self, seat: SeatId) -> &Property {
        self.props[seat.index()]
    }
    /// The two neighbours, left then right (one seat when only two play).
    pub fn neighbours(&self, seat: SeatId) -> Vec<SeatId> {
        let n = self.seats();
        let left = seat.next(n);
        let right = SeatId(((seat.index() + n - 1) % n) as u8);
        if left == right {
            vec![left]
        } else {
            vec![left, right]
        }
    }
    /// Whether a card may take a cat into `seat`'s property: from the Neighborhood, or when it
    /// is empty from another player's Yard.
    pub fn can_gain(&self, seat: SeatId) -> bool {
        !self.gain_options(seat).is_empty()
    }
    pub fn gain_options(&self, seat: SeatId) -> Vec<HereKittyKittyAction> {
        if self.hood.total() > 0 {
            return self
                .hood
                .colours()
                .map(|colour| HereKittyKittyAction::Pick {
                    colour,
                    seat: None,
                    zone: Zone::Neighborhood,
                })
                .collect();
        }
        let mut out = Vec::new();
        for p in &self.props {
            if p.seat == seat {
                continue;
            }
            for colour in Colour::ALL {
                if p.can_leave(Zone::Yard, colour, self.book) {
                    out.push(HereKittyKittyAction::Pick {
                        colour,
                        seat: Some(p.seat),
                        zone: Zone::Yard,
                    });
                }
            }
        }
        out
    }
    /// The cats of `seat` that may leave `zone`, as picks.
    pub fn picks(&self, seat: SeatId, zone: Zone) -> Vec<HereKittyKittyAction> {
        let p = self.prop(seat);
        Colour::ALL
            .into_iter()
            .filter(|&c| p.can_leave(zone, c, self.book))
            .map(|colour| HereKittyKittyAction::Pick {
                colour,
                seat: Some(seat),
                zone,
            })
            .collect()
    }
    fn has_movable(&self, seat: SeatId, zone: Zone) -> bool {
        !self.picks(seat, zone).is_empty()
    }
    /// Catlike Reflexes: the cats of `seat`, from any zone, that may step `way`, as picks.
    pub fn nudges(&self, seat: SeatId, way: Way) -> Vec<HereKittyKittyAction> {
        way.from_zones().flat_map(|z| self.picks(seat, z)).collect()
    }
    /// Cards of `seat`'s hand whose effect passes `f`, one of each.
    pub fn held(&self, seat: SeatId, f: impl Fn(&Effect) -> bool) -> Vec<CardId> {
        let mut v: Vec<CardId> = self
            .prop(seat)
            .hand
            .iter()
            .copied()
            .filter(|&c| f(self.effect(c)))
            .collect();
        v.sort();
        v.dedup();
        v
    }
    /// The seat on top of the stack's decision, and the window if it is one.
    pub fn top(&self) -> Option<&Step> {
        self.turn.steps.last()
    }

    /// Targets (and steps) for `player` using `card`'s effect: empty for a card played on no
    /// one, and for one that has no target where it would do anything.
    pub fn aims(&self, player: SeatId, effect: &Effect) -> Vec<(Option<SeatId>, Option<Way>)> {
        let n = self.seats();
        let others = player.clockwise(n).skip(1);
        match effect {
            Effect::Steal { from, .. } => others
                .filter(|&t| {
                    !self
                        .prop(t)
                        .has_tucked(self.book, |e| matches!(e, Effect::Alarm))
                        && from.iter().any(|&z| self.has_movable(t, z))
                })
                .map(|t| (Some(t), None))
                .collect(),
            Effect::Chase { from, .. } => others
                .filter(|&t| self.has_movable(t, *from))
                .map(|t| (Some(t), None))
                .collect(),
            Effect::Fight => others
                .filter(|&t| self.has_movable(t, Zone::Yard))
                .map(|t| (Some(t), None))
                .collect(),
            // The player picks the property and the way; the owner will pick the Cat.
            Effect::Nudge => player
                .clockwise(n)
                .flat_map(|t| {
                    Way::BOTH
                        .into_iter()
                        .filter(move |&w| !self.nudges(t, w).is_empty())
                        .map(move |w| (Some(t), Some(w)))
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Whether `player` could use `effect` now (a card that would do nothing is not offered).
    pub fn usable(&self, player: SeatId, effect: &Effect) -> bool {
        match effect {
            Effect::Lure { .. } | Effect::Adopt { .. } => self.can_gain(player),
            Effect::Advance { .. } => {
                self.has_movable(player, Zone::Yard) || self.has_movable(player, Zone::Porch)
            }
            Effect::Draw { .. } => !self.pile.draw.is_empty(),
            Effect::Revive => self
                .pile
                .discard
                .iter()
                .any(|&c| self.card(c).kind != CardType::Instant),
            Effect::Foster { .. } | Effect::Insurance => true,
            Effect::Alarm => !self
                .prop(player)
                .has_tucked(self.book, |e| matches!(e, Effect::Alarm)),
            e if e.targets() => !self.aims(player, e).is_empty(),
            _ => false,
        }
    }
}

/// Every legal action of `seat` now (empty when it is not asked).
pub fn legal(v: &View, seat: SeatId) -> Vec<HereKittyKittyAction> {
    if v.over {
        return Vec::new();
    }
    let Some(step) = v.top() else {
        return Vec::new();
    };
    match step {
        Step::Action if seat == v.turn.seat && v.turn.actions_left > 0 => turn_actions(v, seat),
        Step::Window { kind, window } if window.is_waiting_for(seat) => {
            let mut out = window_answers(v, seat, kind);
            out.push(HereKittyKittyAction::Pass);
            out
        }
        Step::Choose(c) if c.chooser == seat => {
            let mut out = choice_options(v, c);
            if c.may_stop || out.is_empty() {
                out.push(HereKittyKittyAction::Stop);
            }
            out
        }
        Step::Aim { copier, card } if *copier == seat => v
            .aims(seat, v.effect(*card))
            .into_iter()
            .map(|(target, shift)| HereKittyKittyAction::Aim { target, shift })
            .collect(),
        _ => Vec::new(),
    }
}

fn turn_actions(v: &View, seat: SeatId) -> Vec<HereKittyKittyAction> {
    let mut out = Vec::new();
    let p = v.prop(seat);
    for colour in Colour::ALL {
        if v.hood.of(colour) > 0 {
            out.push(HereKittyKittyAction::Move {
                colour,
                from: Zone::Neighborhood,
                to: Zone::Yard,
            });
        }
        for from in Zone::PROPERTY {
            if !p.can_leave(from, colour, v.book) {
                continue;
            }
            for to in [from.outward(), from.inward()].into_iter().flatten() {
                out.push(HereKittyKittyAction::Move { colour, from, to });
            }
        }
    }
    for card in v.held(seat, Effect::on_turn) {
        let effect = v.effect(card);
        if effect.targets() {
            for (target, shift) in v.aims(seat, effect) {
                out.push(HereKittyKittyAction::Play {
                    card,
                    target,
                    shift,
                });
            }
        } else if v.usable(seat, effect) {
            out.push(HereKittyKittyAction::Play {
                card,
                target: None,
                shift: None,
            });
        }
    }
    out.extend(
        discards(&p.hand)
            .into_iter()
            .map(HereKittyKittyAction::Discard),
    );
    if out.is_empty() {
        out.push(HereKittyKittyAction::Pass);
    }
    out
}

/// Every non-empty choice of cards from `hand` (copies are alike), each sorted.
pub fn discards(hand: &[CardId]) -> Vec<Vec<CardId>> {
    let mut kinds: Vec<(CardId, usize)> = Vec::new();
    let mut sorted = hand.to_vec();
    sorted.sort();
    for c in sorted {
        match kinds.last_mut() {
            Some((k, n)) if *k == c => *n += 1,
            _ => kinds.push((c, 1)),
        }
    }
    let mut out: Vec<Vec<CardId>> = vec![Vec::new()];
    for (card, most) in kinds {
        let mut next = Vec::new();
        for base in &out {
            for k in 0..=most {
                let mut v = base.clone();
                v.extend(std::iter::repeat_n(card, k));
                next.push(v);
            }
        }
        out = next;
    }
    out.retain(|v| !v.is_empty());
    out
}

fn window_answers(v: &View, seat: SeatId, kind: &WindowKind) -> Vec<HereKittyKittyAction> {
    match kind {
        WindowKind::Block(_) => v
            .held(seat, |e| matches!(e, Effect::Block { .. }))
            .into_iter()
            .map(HereKittyKittyAction::Block)
            .collect(),
        WindowKind::Move { .. } => v
            .held(seat, |e| matches!(e, Effect::Block { moves: true, .. }))
            .into_iter()
            .map(HereKittyKittyAction::Block)
            .collect(),
        WindowKind::Instant { .. } => v
            .held(seat, |e| matches!(e, Effect::Block { instants: true, .. }))
            .into_iter()
            .map(HereKittyKittyAction::Block)
            .collect(),
        WindowKind::Copy(play) => {
            if v.usable(seat, v.effect(play.card)) {
                v.held(seat, |e| matches!(e, Effect::Copy))
                    .into_iter()
                    .map(HereKittyKittyAction::Copy)
                    .collect()
            } else {
                Vec::new()
            }
        }
        WindowKind::Land { .. } => {
            let mut out = Vec::new();
            for card in v.held(seat, |e| matches!(e, Effect::LandOnFeet)) {
                for from in [Zone::Yard, Zone::Porch] {
                    for colour in Colour::ALL {
                        if v.prop(seat).can_leave(from, colour, v.book) {
                            out.push(HereKittyKittyAction::Land { card, colour, from });
                        }
                    }
                }
            }
            out
        }
    }
}

/// Whether a card with `effect` answers a window of `kind`.
pub fn answers_kind(effect: &Effect, kind: &WindowKind) -> bool {
    match (effect, kind) {
        (Effect::Block { .. }, WindowKind::Block(_)) => true,
        (Effect::Block { moves, .. }, WindowKind::Move { .. }) => *moves,
        (Effect::Block { instants, .. }, WindowKind::Instant { .. }) => *instants,
        (Effect::Copy, WindowKind::Copy(_)) => true,
        (Effect::LandOnFeet, WindowKind::Land { .. }) => true,
        _ => false,
    }
}

/// The cats (or cards) the chooser may pick for `c`.
pub fn choice_options(v: &View, c: &Choice) -> Vec<HereKittyKittyAction> {
    match &c.task {
        Task::Gain { seat, .. } => v.gain_options(*seat),
        Task::Shift { seat, from, .. } => v.picks(*seat, *from),
        Task::Nudge { seat, way } => v.nudges(*seat, *way),
        Task::Advance { seat } => {
            let mut out = v.picks(*seat, Zone::Yard);
            out.extend(v.picks(*seat, Zone::Porch));
            out
        }
        Task::Steal { victim, from, .. } => {
            from.iter().flat_map(|&z| v.picks(*victim, z)).collect()
        }
        Task::Fight { victim, sent } => {
            let to: Vec<SeatId> = v
                .neighbours(*victim)
                .into_iter()
                .filter(|s| !sent.contains(s))
                .collect();
            let p = v.prop(*victim);
            Colour::ALL
                .into_iter()
                .filter(|&c| p.can_leave(Zone::Yard, c, v.book))
                .flat_map(|colour| {
                    to.iter()
                        .map(move |&to| HereKittyKittyAction::Send { colour, to })
                })
                .collect()
        }
        Task::Revive { .. } => {
            let mut cards: Vec<CardId> = v
                .pile
                .discard
                .iter()
                .copied()
                .filter(|&c| v.card(c).kind != CardType::Instant)
                .collect();
            cards.sort();
            cards.dedup();
            cards
                .into_iter()
                .map(HereKittyKittyAction::Revive)
                .collect()
        }
    }
}

/// Why `action` is not legal for `seat` now, in the rulebook's words.
pub fn explain(v: &View, seat: SeatId, action: &HereKittyKittyAction) -> Refusal {
    use HereKittyKittyAction as A;
    // The card an action names may be any number (one read from a damaged save, say).
    let card = |c: CardId| -> Arg {
        v.book.get(c.0 as usize).map_or_else(
            || Arg::Text(text!("hkk-card-number", number = c.0)),
            |d| Arg::Words(d.name.clone()),
        )
    };
    let holds = |c: CardId| v.prop(seat).hand.contains(&c);
    let Some(step) = v.top() else {
        return Refusal::new(text!("rule-game-over"), text!("refused-game-over"));
    };
    match (step, action) {
        (Step::Action, A::Move { colour, from, to }) => {
            let adjacent = from.outward() == Some(*to) || from.inward() == Some(*to);
            if !adjacent {
                return Refusal::new(
                    text!("hkk-rule-move-one-space"),
                    text!(
                        "hkk-refused-not-one-step",
                        from = zone_key(*from),
                        to = zone_key(*to),
                    ),
                );
            }
            if *from == Zone::Neighborhood {
                return Refusal::new(
                    text!("hkk-rule-move-one-space"),
                    text!("hkk-refused-none-in-neighborhood", colour = colour.name()),
                );
            }
            let p = v.prop(seat);
            if p.zone(*from).of(*colour) > 0 {
                return Refusal::new(
                    text!("hkk-rule-special-needs"),
                    text!("hkk-refused-kept-by-special-needs", colour = colour.name()),
                );
            }
            Refusal::new(
                text!("hkk-rule-own-cats"),
                text!(
                    "hkk-refused-none-in-zone",
                    colour = colour.name(),
                    zone = zone_key(*from),
                ),
            )
        }
        (
            Step::Action,
            A::Play {
                card: c, target, ..
            },
        ) => {
            if !holds(*c) {
                return Refusal::new(
                    text!("hkk-rule-play-card"),
                    text!("hkk-refused-not-held", card = card(*c)),
                );
            }
            let effect = v.effect(*c);
            if matches!(effect, Effect::Copy) {
                return Refusal::new(
                    text!("hkk-rule-copy-cat-out-of-turn"),
                    text!("hkk-refused-copy-not-on-turn"),
                );
            }
            if !effect.on_turn() {
                return Refusal::new(
                    text!("hkk-rule-defensive"),
                    text!("hkk-refused-not-an-action-card", card = card(*c)),
                );
            }
            if let (Effect::Steal { .. }, Some(t)) = (effect, target)
                && t.index() < v.seats()
                && v.prop(*t)
                    .has_tucked(v.book, |e| matches!(e, Effect::Alarm))
            {
                return Refusal::new(
                    text!("hkk-rule-alarm-system"),
                    text!("hkk-refused-alarm-system", seat = t.index() + 1),
                );
            }
            if effect.targets() && *target == Some(seat) && !matches!(effect, Effect::Nudge) {
                return Refusal::new(
                    text!("hkk-rule-standard"),
                    text!("hkk-refused-on-another-player", card = card(*c)),
                );
            }
            if effect.targets() && target.is_none() {
                return Refusal::new(
                    text!("hkk-rule-play-card"),
                    text!("hkk-refused-choose-a-player", card = card(*c)),
                );
            }
            // The card's own text, as the level writes it.
            Refusal::new(
                text!("hkk-rule-play-card"),
                text!(
                    "hkk-refused-does-nothing",
                    card = card(*c),
                    text = v.card(*c).text.clone(),
                ),
            )
        }
        (Step::Action, A::Discard(cards)) => Refusal::new(
            text!("hkk-rule-discard"),
            if cards.is_empty() {
                text!("hkk-refused-discard-none")
            } else {
                text!("hkk-refused-discard-not-held")
            },
        ),
        (Step::Action, A::Pass) => {
            Refusal::new(text!("hkk-rule-two-actions"), text!("hkk-refused-must-act"))
        }
        (Step::Action, _) => Refusal::new(
            text!("hkk-rule-actions"),
            text!("hkk-refused-not-an-action"),
        ),
        (Step::Window { .. }, A::Block(c)) if !holds(*c) => Refusal::new(
            text!("hkk-rule-defensive"),
            text!("hkk-refused-not-held", card = card(*c)),
        ),
        (
            Step::Window {
                kind: WindowKind::Move { .. },
                ..
            },
            A::Block(c),
        ) => Refusal::new(
            text!("hkk-rule-catnap-moves"),
            text!("hkk-refused-only-catnap", card = card(*c)),
        ),
        (
            Step::Window {
                kind: WindowKind::Instant { .. },
                ..
            },
            A::Block(c),
        ) => Refusal::new(
            text!("hkk-rule-defensive"),
            text!("hkk-refused-only-one-cool-cat", card = card(*c)),
        ),
        (Step::Window { .. }, A::Block(c)) => Refusal::new(
            text!("hkk-rule-blockers"),
            text!("hkk-refused-not-a-blocker", card = card(*c)),
        ),
        (
            Step::Window {
                kind: WindowKind::Copy(_),
                ..
            },
            A::Copy(c),
        ) if holds(*c) => Refusal::new(
            text!("hkk-rule-copy-cat-limits"),
            text!("hkk-refused-copy-does-nothing"),
        ),
        (Step::Window { .. }, A::Copy(_)) => Refusal::new(
            text!("hkk-rule-copy-cat-out-of-turn"),
            text!("hkk-refused-no-copy"),
        ),
        (
            Step::Window {
                kind: WindowKind::Land { .. },
                ..
            },
            A::Land { .. },
        ) => Refusal::new(
            text!("hkk-rule-land-on-your-feet"),
            text!("hkk-refused-cannot-land"),
        ),
        (Step::Window { .. }, A::Land { .. }) => Refusal::new(
            text!("hkk-rule-land-on-your-feet"),
            text!("hkk-refused-no-draw-up"),
        ),
        (Step::Window { .. }, _) => Refusal::new(
            text!("hkk-rule-defensive"),
            text!("hkk-refused-answer-or-pass"),
        ),
        (Step::Choose(c), A::Stop) if !c.may_stop => Refusal::new(
            text!("hkk-rule-give-up-cats"),
            text!("hkk-refused-cats-must-go"),
        ),
        (Step::Choose(c), _) => choose_refusal(v, c, action),
        (Step::Aim { card: c, .. }, _) => Refusal::new(
            text!("hkk-rule-copy-cat-aim"),
            text!("hkk-refused-aim-copy", card = card(*c)),
        ),
        _ => Refusal::new(
            text!("hkk-rule-answer-asked"),
            text!("hkk-refused-not-asked"),
        ),
    }
}

fn choose_refusal(v: &View, c: &Choice, action: &HereKittyKittyAction) -> Refusal {
    match (&c.task, action) {
        (Task::Gain { .. }, HereKittyKittyAction::Pick { seat: Some(_), .. })
            if v.hood.total() > 0 =>
        {
            Refusal::new(
                text!("hkk-rule-empty-neighborhood"),
                text!("hkk-refused-neighborhood-has-cats"),
            )
        }
        (Task::Steal { .. }, _) => Refusal::new(
            text!("hkk-rule-cat-burglar"),
            text!("hkk-refused-nothing-to-steal"),
        ),
        (Task::Fight { .. }, HereKittyKittyAction::Send { .. }) => Refusal::new(
            text!("hkk-rule-cat-fight"),
            text!("hkk-refused-fight-yards"),
        ),
        (Task::Revive { .. }, HereKittyKittyAction::Revive(_)) => Refusal::new(
            text!("hkk-rule-cat-came-back"),
            text!("hkk-refused-revive-instant"),
        ),
        _ => Refusal::new(
            text!("hkk-rule-give-up-cats"),
            text!("hkk-refused-choose-a-listed-cat"),
        ),
    }
}
