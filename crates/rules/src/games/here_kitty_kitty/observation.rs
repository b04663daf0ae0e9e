//! What one seat may know: its own hand, everything on the table, the discards, and how many
//! cards the others hold. Not the others' hands, not the order of the deck, and not who else a
//! response window is waiting for (that would say who holds a defence).

use super::actions::{self, HereKittyKittyAction};
use super::components::*;
use super::engine::State;
use crate::core::{Observe, SeatId, Window};
use crate::levels::here_kitty_kitty::CardDef;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HereKittyKittyObservation {
    /// The seat looking, or `None` for what anyone at the table may see.
    pub seat: Option<SeatId>,
    pub hand: Vec<CardId>,
    pub hand_sizes: Vec<usize>,
    /// By seat: Yard, Porch, House.
    pub zones: Vec<[Cats; 3]>,
    /// By seat: the lasting cards tucked under the property.
    pub tucked: Vec<Vec<Tucked>>,
    pub hood: Cats,
    pub draw_pile: usize,
    /// Face up, oldest first.
    pub discard: Vec<CardId>,
    /// Copies of each card line in play (the box minus the player-count removals).
    pub in_play: Vec<u32>,
    /// The card definitions (public: the box's contents).
    #[serde(skip)]
    pub book: Arc<Vec<CardDef>>,
    pub rules: TableRules,
    pub turn_seat: SeatId,
    pub turn_number: u32,
    pub actions_left: u8,
    pub final_turns: Option<u8>,
    /// The turn's steps as this seat may see them: windows list only this seat, if it is
    /// still asked.
    pub steps: Vec<Step>,
    pub game_over: bool,
    pub legal: Vec<HereKittyKittyAction>,
}

impl Observe<HereKittyKittyAction> for HereKittyKittyObservation {
    fn legal(&self) -> &[HereKittyKittyAction] {
        &self.legal
    }
}

impl HereKittyKittyObservation {
    /// The seat a bot plays (bots are always seated).
    pub fn me(&self) -> SeatId {
        self.seat.expect("a seat's observation")
    }
    pub fn seats(&self) -> usize {
        self.zones.len()
    }
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.book[id.0 as usize]
    }

    /// The cards this seat has not seen: those in play minus its hand, the discards and the
    /// tucked cards. They are in the other hands or the deck, in an order it cannot know.
    pub fn unseen(&self) -> Vec<CardId> {
        let mut counts = self.in_play.clone();
        let seen = self
            .hand
            .iter()
            .chain(&self.discard)
            .chain(self.tucked.iter().flatten().map(|t| &t.card));
        for c in seen {
            let k = &mut counts[c.0 as usize];
            *k = k.saturating_sub(1);
        }
        counts
            .iter()
            .enumerate()
            .flat_map(|(i, &k)| std::iter::repeat_n(CardId(i as u8), k as usize))
            .collect()
    }

    /// `steps` with every window cut down to what `seat` may know.
    pub fn redact(steps: &[Step], seat: Option<SeatId>) -> Vec<Step> {
        steps
            .iter()
            .map(|s| match s {
                Step::Window { kind, window } => {
                    let me: Vec<SeatId> = seat
                        .filter(|&me| window.is_waiting_for(me))
                        .into_iter()
                        .collect();
                    Step::Window {
                        kind: kind.clone(),
                        window: Window::open(me),
                    }
                }
                other => other.clone(),
            })
            .collect()
    }
}

/// What `seat` (or, with `None`, anyone at the table) may know of the table `s`.
pub(super) fn observe(s: &State, seat: Option<SeatId>) -> HereKittyKittyObservation {
    let (props, turn) = (&s.props, &s.turn);
    HereKittyKittyObservation {
        seat,
        hand: seat.map_or_else(Vec::new, |me| props[me.index()].hand.clone()),
        hand_sizes: props.iter().map(|p| p.hand.len()).collect(),
        zones: props.iter().map(|p| p.zones).collect(),
        tucked: props.iter().map(|p| p.tucked.clone()).collect(),
        hood: s.hood,
        draw_pile: s.pile.draw.len(),
        discard: s.pile.discard.clone(),
        in_play: s.rules.in_play.clone(),
        book: s.book.clone(),
        rules: s.rules.clone(),
        turn_seat: turn.seat,
        turn_number: turn.number,
        actions_left: turn.actions_left,
        final_turns: turn.final_turns,
        steps: HereKittyKittyObservation::redact(&turn.steps, seat),
        game_over: s.end.is_some(),
        legal: seat.map_or_else(Vec::new, |me| actions::legal(&s.view(), me)),
    }
}
