//! Here, Kitty, Kitty!: the 51-card deck and the player-count table. The rulebook names the
//! cards and clarifies many of them but prints no card list; Mogland's design is
//! `levels/here_kitty_kitty.ron`, and each card's effect is data the rules interpret.

use crate::{Path, Words, problem};
use serde::{Deserialize, Serialize};

/// Cards in the box.
pub const CARDS: u32 = 51;

/// Every card name the rulebook mentions: the deck must have each of them.
pub const RULEBOOK_NAMES: [&str; 26] = [
    "Alarm System",
    "Can Opener",
    "Cat Burglar",
    "Cat Fight",
    "Cat in Heat",
    "Cat's Pajamas",
    "Catlike Reflexes",
    "Catnap",
    "Catnip!",
    "Catting Around",
    "Copy Cat",
    "Famous Internet Cat",
    "Fireworks",
    "Foster Kittens",
    "Fraidy Cats",
    "Hairball",
    "Keeping Up With the Joneses",
    "Land on Your Feet",
    "One Cool Cat",
    "Open Window",
    "Pet Insurance",
    "Raining Cats & Dogs",
    "Special Needs Kitty",
    "Stray Dog",
    "The Cat Came Back",
    "Tuna",
];

/// Where a cat can be: the Neighborhood colony, or one of the three zones of a property.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Zone {
    Neighborhood,
    Yard,
    Porch,
    House,
}

impl Zone {
    /// The three zones of a property, from the street inwards.
    pub const PROPERTY: [Zone; 3] = [Zone::Yard, Zone::Porch, Zone::House];

    pub fn name(self) -> &'static str {
        match self {
            Zone::Neighborhood => "the Neighborhood",
            Zone::Yard => "Yard",
            Zone::Porch => "Porch",
            Zone::House => "House",
        }
    }
    /// 0 for the Neighborhood up to 3 for the House: a cat moves one step at a time.
    pub fn depth(self) -> u8 {
        self as u8
    }
    /// One step further in (towards the House).
    pub fn inward(self) -> Option<Zone> {
        match self {
            Zone::Neighborhood => Some(Zone::Yard),
            Zone::Yard => Some(Zone::Porch),
            Zone::Porch => Some(Zone::House),
            Zone::House => None,
        }
    }
    /// One step further out (towards the Neighborhood).
    pub fn outward(self) -> Option<Zone> {
        match self {
            Zone::Neighborhood => None,
            Zone::Yard => Some(Zone::Neighborhood),
            Zone::Porch => Some(Zone::Yard),
            Zone::House => Some(Zone::Porch),
        }
    }
    /// Index 0..3 of a property zone.
    pub fn slot(self) -> Option<usize> {
        match self {
            Zone::Neighborhood => None,
            Zone::Yard => Some(0),
            Zone::Porch => Some(1),
            Zone::House => Some(2),
        }
    }
}

/// The card's border: Instants (red) are played when drawn, Standard cards on your turn for an
/// action, Defensive cards when their text says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardType {
    Instant,
    Standard,
    Defensive,
}

/// What a card does, interpreted by the rules. "Up to" numbers are maximums (the rulebook's
/// "All cards" note): the player may stop early on cards that help them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    // ---- Standard, on your own property ----
    /// Take up to `count` Cats from the Neighborhood into your `to` zone.
    Lure { count: u8, to: Zone },
    /// Up to `steps` steps towards your House for your Cats (one Cat twice, or two once).
    Advance { steps: u8 },
    /// Draw `count` cards now, above the hand limit; Instants drawn are resolved and replaced.
    Draw { count: u8 },
    /// Lasting: at the start of your next turn take up to `count` Cats from the Neighborhood
    /// into your `to` zone, then discard the card.
    Foster { count: u8, to: Zone },
    /// Lasting: take one Cat from the Neighborhood into your `to` zone; while the card stays
    /// tucked, that Cat cannot leave the zone.
    Adopt { to: Zone },
    /// Take a card of your choice (not an Instant) from the discard pile into your hand.
    Revive,
    // ---- Standard, played on another player ----
    /// Take up to `count` Cats of your choice from the target's `from` zones into your `to`
    /// zone (the thief chooses).
    Steal {
        count: u8,
        from: Vec<Zone>,
        to: Zone,
    },
    /// Up to `count` Cats leave the target's `from` zone for `to` (the target chooses which).
    Chase { count: u8, from: Zone, to: Zone },
    /// Up to two Cats in the target's Yard fight: one runs to each neighbour's Yard. With one
    /// Cat, its owner chooses the neighbour.
    Fight,
    /// Move one Cat on any player's property one step, in or out (the owner chooses which).
    Nudge,
    // ---- Defensive ----
    /// Out of turn: cancel a Standard card played by another player. `moves`: can also cancel a
    /// cat-move action. `instants`: can instead keep an Instant from affecting you. `lure`:
    /// then take this many Cats from the Neighborhood into your Yard.
    Block {
        moves: bool,
        instants: bool,
        lure: u8,
    },
    /// Out of turn, no action: right after another player's Standard card takes effect, use
    /// the same effect yourself. Not lasting cards, not Instants.
    Copy,
    /// Lasting: the next Standard card another player plays on you is cancelled; then discard.
    Insurance,
    /// Lasting: no card that steals can be played on you.
    Alarm,
    /// After any player's Draw Up: move one of your Cats one step towards your House.
    LandOnFeet,
    // ---- Instants: affect every player when drawn ----
    /// Every player with an odd number of Cats on their property moves one Yard Cat to `to`.
    Rain { to: Zone },
    /// The players tied for the fewest Cats in the House each take one Cat from the
    /// Neighborhood into `to`.
    Joneses { to: Zone },
    /// Every player takes one Cat from the Neighborhood into `to`, the drawer first, then left.
    Pajamas { to: Zone },
    /// Every player moves up to `count` Cats (all when `None`) from `from` to `to`; each
    /// chooses their own.
    Scare {
        count: Option<u8>,
        from: Zone,
        to: Zone,
    },
    /// Every player with a Cat in their House takes one Cat from the Neighborhood into `to`.
    Heat { to: Zone },
}

impl Effect {
    /// The card type this effect belongs to.
    pub fn card_type(&self) -> CardType {
        use Effect::*;
        match self {
            Lure { .. } | Advance { .. } | Draw { .. } | Foster { .. } | Adopt { .. } | Revive => {
                CardType::Standard
            }
            Steal { .. } | Chase { .. } | Fight | Nudge => CardType::Standard,
            Block { .. } | Copy | Insurance | Alarm | LandOnFeet => CardType::Defensive,
            Rain { .. } | Joneses { .. } | Pajamas { .. } | Scare { .. } | Heat { .. } => {
                CardType::Instant
            }
        }
    }
    /// Played on another player (a target is chosen; Nudge may also target yourself).
    pub fn targets(&self) -> bool {
        matches!(
            self,
            Effect::Steal { .. } | Effect::Chase { .. } | Effect::Fight | Effect::Nudge
        )
    }
    /// Stays tucked under the property once played.
    pub fn lasting(&self) -> bool {
        matches!(
            self,
            Effect::Foster { .. } | Effect::Adopt { .. } | Effect::Insurance | Effect::Alarm
        )
    }
    /// Played on your own turn for an action (Standard cards and the lasting defences).
    pub fn on_turn(&self) -> bool {
        self.card_type() == CardType::Standard || matches!(self, Effect::Insurance | Effect::Alarm)
    }
}

/// One card of the deck and how many copies the box has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: Words,
    #[serde(rename = "type")]
    pub kind: CardType,
    pub count: u32,
    /// The card's text as printed on its face.
    pub text: Words,
    pub effect: Effect,
}

/// Cards taken out for a player count: `count` copies, or every copy when `None`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Removal {
    pub name: String,
    #[serde(default)]
    pub count: Option<u32>,
}

/// One row of the rulebook's "Modifications At-a-Glance" table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modification {
    pub players: Vec<u8>,
    pub hand: u8,
    pub actions: u8,
    #[serde(default)]
    pub remove: Vec<Removal>,
}

/// The whole level: `HereKittyKitty(cards: [...], modifications: [...])`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    /// Cats of each of the four colours (black, gray, orange, white).
    pub cats_per_colour: u8,
    pub cards: Vec<CardDef>,
    /// Every player count from 2 to 6 appears in exactly one row.
    pub modifications: Vec<Modification>,
}

impl DeckDef {
    /// The row of the table for `players`.
    pub fn modification(&self, players: usize) -> Option<&Modification> {
        self.modifications
            .iter()
            .find(|m| m.players.iter().any(|&p| p as usize == players))
    }

    /// The index of the card line named `name`.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.cards.iter().position(|c| c.name.en() == name)
    }

    /// How many copies of each card line are in play at `players`, after the table's removals.
    pub fn counts_for(&self, players: usize) -> Vec<u32> {
        let mut counts: Vec<u32> = self.cards.iter().map(|c| c.count).collect();
        if let Some(m) = self.modification(players) {
            for r in &m.remove {
                if let Some(i) = self.find(&r.name) {
                    counts[i] -= r.count.unwrap_or(counts[i]).min(counts[i]);
                }
            }
        }
        counts
    }

    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        if self.cats_per_colour == 0 {
            out.push(problem(
                root.field("cats_per_colour"),
                "the Neighborhood needs cats: at least 1 of each colour",
            ));
        }
        // Summed wide: counts near u32::MAX must be refused, not overflow.
        let total: u64 = self.cards.iter().map(|c| u64::from(c.count)).sum();
        if total != u64::from(CARDS) {
            out.push(problem(
                root.field("cards"),
                format!("the deck has {total} cards; the box has {CARDS}"),
            ));
        }
        for name in RULEBOOK_NAMES {
            if self.find(name).is_none() {
                out.push(problem(
                    root.field("cards"),
                    format!("the rulebook's card \"{name}\" is missing from the deck"),
                ));
            }
        }
        for (i, card) in self.cards.iter().enumerate() {
            let at = root.field("cards").index(i);
            out.extend(card.name.problems(&at.field("name"), "a card's name"));
            out.extend(card.text.problems(&at.field("text"), "a card's text"));
            if self.cards[..i]
                .iter()
                .any(|c| c.name.en() == card.name.en())
            {
                out.push(problem(
                    at.field("name"),
                    format!("two card lines are named \"{}\"", card.name.en()),
                ));
            }
            if card.count == 0 {
                out.push(problem(
                    at.field("count"),
                    "a card line with count 0: remove it",
                ));
            }
            if card.kind != card.effect.card_type() {
                out.push(problem(
                    at.field("type"),
                    format!(
                        "\"{}\" is {:?}, but its effect is a {:?} effect",
                        card.name.en(),
                        card.kind,
                        card.effect.card_type()
                    ),
                ));
            }
            if let Some(p) = effect_problem(&card.effect) {
                out.push(problem(at.field("effect"), p));
            }
        }
        for players in 2..=6u8 {
            let rows = self
                .modifications
                .iter()
                .filter(|m| m.players.contains(&players))
                .count();
            if rows != 1 {
                out.push(problem(
                    root.field("modifications"),
                    format!("{players} players appear in {rows} rows of the table; each count 2 to 6 needs exactly one"),
                ));
            }
        }
        for (i, m) in self.modifications.iter().enumerate() {
            let at = root.field("modifications").index(i);
            if !(1..=6).contains(&m.hand) {
                out.push(problem(at.field("hand"), "a hand holds 1 to 6 cards"));
            }
            if !(1..=4).contains(&m.actions) {
                out.push(problem(at.field("actions"), "a turn has 1 to 4 actions"));
            }
            for (j, r) in m.remove.iter().enumerate() {
                let at = at.field("remove").index(j);
                match self.find(&r.name) {
                    None => out.push(problem(
                        at.field("name"),
                        format!("no card is named \"{}\"", r.name),
                    )),
                    Some(k) if r.count.is_some_and(|c| c == 0 || c > self.cards[k].count) => out
                        .push(problem(
                            at.field("count"),
                            format!(
                                "the deck has {} \"{}\"; cannot remove {}",
                                self.cards[k].count,
                                r.name,
                                r.count.unwrap_or(0)
                            ),
                        )),
                    _ => {}
                }
            }
        }
        out
    }
}

fn effect_problem(effect: &Effect) -> Option<String> {
    use Effect::*;
    let inside = |z: Zone| z != Zone::Neighborhood;
    match effect {
        Lure { count, to } | Foster { count, to } if *count == 0 || !inside(*to) => {
            Some("cats come from the Neighborhood onto a property zone, at least one".into())
        }
        Advance { steps: 0 } | Draw { count: 0 } => Some("the number must be at least 1".into()),
        Steal { count, from, to } if *count == 0 || from.is_empty() || !inside(*to) => {
            Some("a theft takes at least one Cat from property zones into one of yours".into())
        }
        Steal { from, .. } if from.iter().any(|z| !inside(*z)) => {
            Some("a theft takes Cats from property zones, not the Neighborhood".into())
        }
        Chase { count, from, to }
            if *count == 0 || !inside(*from) || from.depth() <= to.depth() =>
        {
            Some("a chase moves at least one Cat outwards, from a property zone".into())
        }
        Scare { from, to, .. } if !inside(*from) || from == to => {
            Some("a scare moves Cats from a property zone to another place".into())
        }
        Adopt { to } | Rain { to } | Joneses { to } | Pajamas { to } | Heat { to }
            if !inside(*to) =>
        {
            Some("the Cats go to a property zone".into())
        }
        _ => None,
    }
}
