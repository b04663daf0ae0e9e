//! Cat'astrophes deck: four sets of sixteen cards (the rulebook's "4x 16 playing cards").
//! The card values are not published; Mogland's design is in `levels/catastrophes.ron`.

use crate::{Path, Words, problem};
use serde::{Deserialize, Serialize};

/// Cards in one set, as the box has them.
pub const CARDS_PER_SET: u32 = 16;
/// Sets in the box; a game uses as many as there are players, all four from four players up.
pub const SETS: usize = 4;
/// Highest value a card may carry: more would cross two thresholds at once too often.
pub const MAX_VALUE: u8 = 9;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardKind {
    /// Raises the mischief scale.
    Mischief,
    /// Raises the scale, resolved before all other cards.
    Trick,
    /// Lowers the scale: the only kind that does.
    Cuddle,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    pub sets: Vec<SetDef>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetDef {
    /// The colour of the set's backs, shown on the card.
    pub name: Words,
    pub cards: Vec<CardLine>,
}

/// `count` copies of one card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardLine {
    pub kind: CardKind,
    pub value: u8,
    pub count: u32,
}

impl DeckDef {
    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        if self.sets.len() != SETS {
            out.push(problem(
                root.field("sets"),
                format!(
                    "the deck needs exactly {SETS} sets of cards, found {}",
                    self.sets.len()
                ),
            ));
        }
        for (i, set) in self.sets.iter().enumerate() {
            let at = root.field("sets").index(i);
            out.extend(set.name.problems(&at.field("name"), "a set's name"));
            if self.sets[..i].iter().any(|s| s.name.en() == set.name.en()) {
                out.push(problem(
                    at.field("name"),
                    format!("two sets are named \"{}\"", set.name.en()),
                ));
            }
            // Summed wide: counts near u32::MAX must be refused, not overflow.
            let total: u64 = set.cards.iter().map(|c| u64::from(c.count)).sum();
            if total != u64::from(CARDS_PER_SET) {
                out.push(problem(
                    at.field("cards"),
                    format!(
                        "set \"{}\" has {total} cards; every set has exactly {CARDS_PER_SET}",
                        set.name.en()
                    ),
                ));
            }
            for (j, card) in set.cards.iter().enumerate() {
                let at = at.field("cards").index(j);
                if card.value == 0 || card.value > MAX_VALUE {
                    out.push(problem(
                        at.field("value"),
                        format!("card value {} is outside 1..={MAX_VALUE}", card.value),
                    ));
                }
                if card.count == 0 {
                    out.push(problem(
                        at.field("count"),
                        "a card line with count 0: remove it",
                    ));
                }
            }
        }
        out
    }

    /// Every card of set `i`, one entry per physical card.
    pub fn set_cards(&self, i: usize) -> Vec<(CardKind, u8)> {
        self.sets[i]
            .cards
            .iter()
            .flat_map(|c| std::iter::repeat_n((c.kind, c.value), c.count as usize))
            .collect()
    }
}
