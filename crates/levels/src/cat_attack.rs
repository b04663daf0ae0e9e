//! Cat Attack: the neighbourhood board and the Mog and Curiosity decks. The rulebook has them
//! only as pictures; Mogland's design is `levels/cat_attack.ron`.
//!
//! The board is typed: streets, houses, shops, walls and the critters' homes are each their
//! own list, and `paths` says which spaces are next to which. [`Board`] turns it into indexed
//! spaces for the rules.

use crate::{Path, Words, problem};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

pub const STREETS: usize = 4;
pub const STREET_SPACES: usize = 5;
pub const HOUSES: usize = 6;
pub const GARDEN_SPACES: usize = 4;
pub const SHOP_GARDEN_SPACES: usize = 3;
pub const MOG_CARDS: u32 = 63;
pub const CURIOSITY_CARDS: u32 = 39;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ShopKind {
    Fishmonger,
    Dairy,
    CornerShop,
    Vet,
}

impl ShopKind {
    pub const ALL: [ShopKind; 4] = [
        ShopKind::Fishmonger,
        ShopKind::Dairy,
        ShopKind::CornerShop,
        ShopKind::Vet,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ShopKind::Fishmonger => "the Fishmonger",
            ShopKind::Dairy => "the Dairy",
            ShopKind::CornerShop => "the Corner Shop",
            ShopKind::Vet => "the Vet",
        }
    }
}

/// One Mog card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MogCard {
    Cat(u8),
    Bird(u8),
    Mouse(u8),
    SpeedyCat,
    CatAttack,
    CatBurglar,
}

/// What a Curiosity card does, interpreted by the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// The shop closes if it is open and opens if it is closed.
    ToggleShop(ShopKind),
    /// The car drives clockwise to the middle space of the street with this name.
    MoveCar(String),
    /// Play another Mog card at once, then replenish.
    PlayMog,
    /// Roll the die and move again.
    RollAgain,
    /// Move this many more spaces, by exact count.
    Move(u8),
    /// Lose this many lives where you stand.
    LoseLives(u8),
    /// Go home.
    GoHome,
    /// The birds and mice in your larder escape, each back to its own home.
    Escape,
    /// Shuffle the others, put this card back at the bottom and draw again.
    Shuffle,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceDef {
    pub name: Words,
    /// Where it is drawn, in board units (x right, y down).
    pub at: (f32, f32),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreetDef {
    pub name: Words,
    /// In the car's direction of travel.
    pub spaces: Vec<SpaceDef>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseDef {
    pub name: Words,
    /// The door: the cat's Home space.
    pub home: SpaceDef,
    pub garden: Vec<SpaceDef>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShopDef {
    pub shop: ShopKind,
    pub garden: Vec<SpaceDef>,
    /// The Cat Burglar paw-print outside the shop.
    pub burglar: SpaceDef,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MogLine {
    pub card: MogCard,
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CuriosityLine {
    pub count: u32,
    pub effect: Effect,
    pub text: Words,
}

/// The whole level: `CatAttack(streets: ..., ...)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameDef {
    /// Clockwise: the car's route.
    pub streets: Vec<StreetDef>,
    pub houses: Vec<HouseDef>,
    pub shops: Vec<ShopDef>,
    pub walls: Vec<SpaceDef>,
    pub curiosity_spaces: Vec<SpaceDef>,
    pub car_park: SpaceDef,
    pub mouse_hole: SpaceDef,
    /// The wall space a mouse steps onto first (one of `walls`).
    pub mouse_space: String,
    pub bird_house: SpaceDef,
    pub bird_space: String,
    /// Chains of spaces, each linked to the next; links go both ways.
    pub paths: Vec<Vec<String>>,
    pub mog_deck: Vec<MogLine>,
    pub curiosity_deck: Vec<CuriosityLine>,
}

/// What a space is to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Street `street`, space `index` (0..5) in the car's direction.
    Street {
        street: u8,
        index: u8,
    },
    Home(u8),
    Garden(u8),
    ShopGarden(ShopKind),
    Burglar(ShopKind),
    Wall,
    Curiosity,
    CarPark,
    MouseHole,
    BirdHouse,
}

/// A space of the built board.
#[derive(Clone, Debug, PartialEq)]
pub struct Space {
    pub name: Words,
    pub kind: Kind,
    pub at: (f32, f32),
    /// Neighbours, by index, in the order the paths name them.
    pub links: Vec<u16>,
}

/// The board as the rules use it: spaces by index, and where the special ones are.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub spaces: Vec<Space>,
    /// Street names, clockwise.
    pub streets: Vec<Words>,
    /// The car's route: the 20 street spaces, clockwise.
    pub route: Vec<u16>,
    pub houses: Vec<Words>,
    pub homes: Vec<u16>,
    pub car_park: u16,
    pub mouse_hole: u16,
    pub mouse_space: u16,
    pub bird_house: u16,
    pub bird_space: u16,
}

impl Board {
    pub fn index_of(&self, name: &str) -> Option<u16> {
        self.spaces
            .iter()
            .position(|s| s.name.en() == name)
            .map(|i| i as u16)
    }

    pub fn kind(&self, space: u16) -> Kind {
        self.spaces[space as usize].kind
    }

    /// The space's name, in every language the level gives.
    pub fn name(&self, space: u16) -> &Words {
        &self.spaces[space as usize].name
    }

    pub fn links(&self, space: u16) -> &[u16] {
        &self.spaces[space as usize].links
    }

    /// The street a space belongs to, if it is a street space.
    pub fn street_of(&self, space: u16) -> Option<u8> {
        match self.kind(space) {
            Kind::Street { street, .. } => Some(street),
            _ => None,
        }
    }

    /// The middle space of a street: where the car comes to rest.
    pub fn street_middle(&self, street: u8) -> u16 {
        self.route[street as usize * STREET_SPACES + STREET_SPACES / 2]
    }

    pub fn street_index(&self, name: &str) -> Option<u8> {
        self.streets
            .iter()
            .position(|s| s.en() == name)
            .map(|i| i as u8)
    }
}

impl GameDef {
    /// Every space with its kind, in file order, and where it is defined.
    fn spaces(&self) -> Vec<(&SpaceDef, Kind, Path)> {
        let root = Path::root();
        let mut out = Vec::new();
        for (s, street) in self.streets.iter().enumerate() {
            for (i, sp) in street.spaces.iter().enumerate() {
                let kind = Kind::Street {
                    street: s as u8,
                    index: i as u8,
                };
                let at = root.field("streets").index(s).field("spaces").index(i);
                out.push((sp, kind, at));
            }
        }
        for (h, house) in self.houses.iter().enumerate() {
            let at = root.field("houses").index(h);
            out.push((&house.home, Kind::Home(h as u8), at.field("home")));
            for (i, sp) in house.garden.iter().enumerate() {
                out.push((sp, Kind::Garden(h as u8), at.field("garden").index(i)));
            }
        }
        for (k, shop) in self.shops.iter().enumerate() {
            let at = root.field("shops").index(k);
            for (i, sp) in shop.garden.iter().enumerate() {
                out.push((sp, Kind::ShopGarden(shop.shop), at.field("garden").index(i)));
            }
            out.push((&shop.burglar, Kind::Burglar(shop.shop), at.field("burglar")));
        }
        for (i, sp) in self.walls.iter().enumerate() {
            out.push((sp, Kind::Wall, root.field("walls").index(i)));
        }
        for (i, sp) in self.curiosity_spaces.iter().enumerate() {
            out.push((sp, Kind::Curiosity, root.field("curiosity_spaces").index(i)));
        }
        out.push((&self.car_park, Kind::CarPark, root.field("car_park")));
        out.push((&self.mouse_hole, Kind::MouseHole, root.field("mouse_hole")));
        out.push((&self.bird_house, Kind::BirdHouse, root.field("bird_house")));
        out
    }

    /// The board for the rules. Call only on a level that validated.
    pub fn board(&self) -> Board {
        let defs = self.spaces();
        let index: HashMap<&str, u16> = defs
            .iter()
            .enumerate()
            .map(|(i, (d, _, _))| (d.name.en(), i as u16))
            .collect();
        let mut spaces: Vec<Space> = defs
            .iter()
            .map(|(d, kind, _)| Space {
                name: d.name.clone(),
                kind: *kind,
                at: d.at,
                links: Vec::new(),
            })
            .collect();
        for path in &self.paths {
            for pair in path.windows(2) {
                let (Some(&a), Some(&b)) =
                    (index.get(pair[0].as_str()), index.get(pair[1].as_str()))
                else {
                    continue;
                };
                if a != b && !spaces[a as usize].links.contains(&b) {
                    spaces[a as usize].links.push(b);
                    spaces[b as usize].links.push(a);
                }
            }
        }
        let route = self
            .streets
            .iter()
            .flat_map(|s| s.spaces.iter().map(|sp| index[sp.name.en()]))
            .collect();
        Board {
            spaces,
            streets: self.streets.iter().map(|s| s.name.clone()).collect(),
            route,
            houses: self.houses.iter().map(|h| h.name.clone()).collect(),
            homes: self
                .houses
                .iter()
                .map(|h| index[h.home.name.en()])
                .collect(),
            car_park: index[self.car_park.name.en()],
            mouse_hole: index[self.mouse_hole.name.en()],
            mouse_space: index[self.mouse_space.as_str()],
            bird_house: index[self.bird_house.name.en()],
            bird_space: index[self.bird_space.as_str()],
        }
    }

    /// Every Mog card, one entry per physical card.
    pub fn mog_cards(&self) -> Vec<MogCard> {
        self.mog_deck
            .iter()
            .flat_map(|l| std::iter::repeat_n(l.card, l.count as usize))
            .collect()
    }

    /// Every Curiosity card as an index into `curiosity_deck`, one entry per physical card.
    pub fn curiosity_cards(&self) -> Vec<u8> {
        self.curiosity_deck
            .iter()
            .enumerate()
            .flat_map(|(i, l)| std::iter::repeat_n(i as u8, l.count as usize))
            .collect()
    }

    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        let defs = self.spaces();
        let mut index: HashMap<&str, usize> = HashMap::new();
        for (i, (d, _, at)) in defs.iter().enumerate() {
            out.extend(d.name.problems(&at.field("name"), "a space's name"));
            if d.name.en().trim().is_empty() {
                out.push(problem(at.field("name"), "a space needs a name"));
            } else if index.insert(d.name.en(), i).is_some() {
                out.push(problem(
                    at.field("name"),
                    format!("two spaces are named \"{}\"", d.name.en()),
                ));
            }
        }
        if self.streets.len() != STREETS {
            out.push(problem(
                root.field("streets"),
                format!(
                    "the board needs {STREETS} streets, one along each edge; found {}",
                    self.streets.len()
                ),
            ));
        }
        for (s, street) in self.streets.iter().enumerate() {
            let at = root.field("streets").index(s).field("name");
            out.extend(street.name.problems(&at, "a street's name"));
            if street.spaces.len() != STREET_SPACES {
                out.push(problem(
                    root.field("streets").index(s).field("spaces"),
                    format!(
                        "street \"{}\" has {} spaces; every street has {STREET_SPACES}",
                        street.name.en(),
                        street.spaces.len()
                    ),
                ));
            }
        }
        if self.houses.len() != HOUSES {
            out.push(problem(
                root.field("houses"),
                format!(
                    "the board needs {HOUSES} houses, one per cat; found {}",
                    self.houses.len()
                ),
            ));
        }
        for (h, house) in self.houses.iter().enumerate() {
            let at = root.field("houses").index(h).field("name");
            out.extend(house.name.problems(&at, "a house's name"));
            if house.garden.len() != GARDEN_SPACES {
                out.push(problem(
                    root.field("houses").index(h).field("garden"),
                    format!(
                        "house \"{}\" has a garden of {} paw-prints; every garden has {GARDEN_SPACES}",
                        house.name.en(),
                        house.garden.len()
                    ),
                ));
            }
        }
        for kind in ShopKind::ALL {
            let found = self.shops.iter().filter(|s| s.shop == kind).count();
            if found != 1 {
                out.push(problem(
                    root.field("shops"),
                    format!(
                        "the board needs exactly one shop of each kind; {} appears {found} times",
                        kind.name()
                    ),
                ));
            }
        }
        for (k, shop) in self.shops.iter().enumerate() {
            if shop.garden.len() != SHOP_GARDEN_SPACES {
                out.push(problem(
                    root.field("shops").index(k).field("garden"),
                    format!(
                        "{} has a garden of {} paw-prints; every shop garden has {SHOP_GARDEN_SPACES}",
                        shop.shop.name(),
                        shop.garden.len()
                    ),
                ));
            }
        }
        if self.curiosity_spaces.is_empty() {
            out.push(problem(
                root.field("curiosity_spaces"),
                "the board needs at least one Curiosity space",
            ));
        }
        // Links.
        let mut links: Vec<Vec<usize>> = vec![Vec::new(); defs.len()];
        for (p, path) in self.paths.iter().enumerate() {
            let at = root.field("paths").index(p);
            if path.len() < 2 {
                out.push(problem(
                    at.clone(),
                    "a path needs at least two spaces to link",
                ));
            }
            for (j, name) in path.iter().enumerate() {
                if !index.contains_key(name.as_str()) {
                    out.push(problem(
                        at.index(j),
                        format!("the path names \"{name}\", but no space has that name"),
                    ));
                }
            }
            for (j, pair) in path.windows(2).enumerate() {
                if pair[0] == pair[1] {
                    out.push(problem(
                        at.index(j + 1),
                        format!("\"{}\" is linked to itself", pair[0]),
                    ));
                }
                if let (Some(&a), Some(&b)) =
                    (index.get(pair[0].as_str()), index.get(pair[1].as_str()))
                    && a != b
                {
                    links[a].push(b);
                    links[b].push(a);
                }
            }
        }
        let linked = |a: &str, b: &str| match (index.get(a), index.get(b)) {
            (Some(&a), Some(&b)) => links[a].contains(&b),
            _ => true, // a missing name is reported on its own
        };
        // The streets run in order, and round the corners as one cycle: the car's route.
        if self.streets.len() == STREETS
            && self.streets.iter().all(|s| s.spaces.len() == STREET_SPACES)
        {
            for (s, street) in self.streets.iter().enumerate() {
                for (i, pair) in street.spaces.windows(2).enumerate() {
                    if !linked(pair[0].name.en(), pair[1].name.en()) {
                        out.push(problem(
                            root.field("streets").index(s).field("spaces").index(i + 1),
                            format!(
                                "the car's route is broken: \"{}\" is not linked to \"{}\" before it",
                                pair[1].name.en(), pair[0].name.en()
                            ),
                        ));
                    }
                }
                let next = &self.streets[(s + 1) % STREETS];
                let (last, first) = (&street.spaces[STREET_SPACES - 1], &next.spaces[0]);
                if !linked(last.name.en(), first.name.en()) {
                    out.push(problem(
                        root.field("streets").index((s + 1) % STREETS).field("spaces").index(0),
                        format!(
                            "the car's route is not a cycle: \"{}\" (the end of {}) is not linked to \"{}\" (the start of {})",
                            last.name.en(), street.name.en(), first.name.en(), next.name.en()
                        ),
                    ));
                }
            }
        }
        // What each kind of space may touch.
        let kind_of = |name: &str| index.get(name).map(|&i| defs[i].1);
        for (i, (d, kind, at)) in defs.iter().enumerate() {
            let next: Vec<Kind> = links[i].iter().map(|&j| defs[j].1).collect();
            match kind {
                Kind::ShopGarden(shop) => {
                    if let Some(other) = next.iter().find(|k| {
                        !matches!(k, Kind::Street { .. }) && **k != Kind::ShopGarden(*shop)
                    }) {
                        out.push(problem(
                            at.field("name"),
                            format!(
                                "\"{}\" in the garden of {} is linked to a {}: the streets are the only way into a shop",
                                d.name.en(),
                                shop.name(),
                                describe(*other)
                            ),
                        ));
                    }
                }
                Kind::Home(h) if !next.contains(&Kind::Garden(*h)) => {
                    out.push(problem(
                        at.field("name"),
                        format!(
                            "the door \"{}\" does not open onto its own garden",
                            d.name.en()
                        ),
                    ));
                }
                Kind::CarPark => {
                    let streets = next
                        .iter()
                        .filter(|k| matches!(k, Kind::Street { .. }))
                        .count();
                    if streets != 1 || next.len() != 1 {
                        out.push(problem(
                            at.field("name"),
                            "the car park must be linked to exactly one street space, and nothing else: the car's way onto its route",
                        ));
                    }
                }
                Kind::MouseHole | Kind::BirdHouse => {
                    let (space, what) = if *kind == Kind::MouseHole {
                        (&self.mouse_space, "mouse")
                    } else {
                        (&self.bird_space, "bird")
                    };
                    let ok = next.len() == 1 && index.get(space.as_str()) == Some(&links[i][0]);
                    if !ok {
                        out.push(problem(
                            at.field("name"),
                            format!(
                                "\"{}\" must be linked to the {what} space \"{space}\" and nothing else",
                                d.name.en()
                            ),
                        ));
                    }
                }
                _ => {}
            }
        }
        for (field, name) in [
            ("mouse_space", &self.mouse_space),
            ("bird_space", &self.bird_space),
        ] {
            match kind_of(name) {
                Some(Kind::Wall) => {}
                Some(_) => out.push(problem(
                    root.field(field),
                    format!("\"{name}\" must be one of the wall spaces"),
                )),
                None => out.push(problem(
                    root.field(field),
                    format!("no space is named \"{name}\""),
                )),
            }
        }
        // Every space a cat may stand on can be reached from every Home.
        if let Some(&start) = self
            .houses
            .first()
            .and_then(|h| index.get(h.home.name.en()))
        {
            let walkable =
                |k: Kind| !matches!(k, Kind::CarPark | Kind::MouseHole | Kind::BirdHouse);
            let mut seen = vec![false; defs.len()];
            let mut todo = vec![start];
            seen[start] = true;
            while let Some(i) = todo.pop() {
                for &j in &links[i] {
                    if !seen[j] && walkable(defs[j].1) {
                        seen[j] = true;
                        todo.push(j);
                    }
                }
            }
            for (i, (d, kind, at)) in defs.iter().enumerate() {
                if walkable(*kind) && !seen[i] {
                    out.push(problem(
                        at.field("name"),
                        format!(
                            "\"{}\" cannot be reached: no path leads there from the rest of the board",
                            d.name.en()
                        ),
                    ));
                }
            }
        }
        self.deck_problems(&mut out);
        out
    }

    fn deck_problems(&self, out: &mut Vec<(Path, String)>) {
        let root = Path::root();
        // Summed wide: counts near u32::MAX must be refused, not overflow.
        let total: u64 = self.mog_deck.iter().map(|l| u64::from(l.count)).sum();
        if total != u64::from(MOG_CARDS) {
            out.push(problem(
                root.field("mog_deck"),
                format!("the Mog deck has {total} cards; it has {MOG_CARDS}"),
            ));
        }
        for (i, line) in self.mog_deck.iter().enumerate() {
            let at = root.field("mog_deck").index(i);
            if let MogCard::Cat(v) | MogCard::Bird(v) | MogCard::Mouse(v) = line.card
                && !(1..=6).contains(&v)
            {
                out.push(problem(
                    at.field("card"),
                    format!("card value {v} is outside 1..=6"),
                ));
            }
            if line.count == 0 {
                out.push(problem(
                    at.field("count"),
                    "a card line with count 0: remove it",
                ));
            }
        }
        let total: u64 = self.curiosity_deck.iter().map(|l| u64::from(l.count)).sum();
        if total != u64::from(CURIOSITY_CARDS) {
            out.push(problem(
                root.field("curiosity_deck"),
                format!("the Curiosity deck has {total} cards; it has {CURIOSITY_CARDS}"),
            ));
        }
        let shuffles: u64 = self
            .curiosity_deck
            .iter()
            .filter(|l| l.effect == Effect::Shuffle)
            .map(|l| u64::from(l.count))
            .sum();
        if shuffles != 1 {
            out.push(problem(
                root.field("curiosity_deck"),
                format!(
                    "the Curiosity deck needs exactly one Shuffle card (it lies at the bottom); found {shuffles}"
                ),
            ));
        }
        for (i, line) in self.curiosity_deck.iter().enumerate() {
            let at = root.field("curiosity_deck").index(i);
            out.extend(line.text.problems(&at.field("text"), "a card's text"));
            if line.count == 0 {
                out.push(problem(
                    at.field("count"),
                    "a card line with count 0: remove it",
                ));
            }
            match &line.effect {
                Effect::MoveCar(street) if !self.streets.iter().any(|s| s.name.en() == street) => {
                    let names: Vec<&str> = self.streets.iter().map(|s| s.name.en()).collect();
                    out.push(problem(
                        at.field("effect"),
                        format!(
                            "there is no street named \"{street}\" (the streets are {})",
                            names.join(", ")
                        ),
                    ));
                }
                Effect::Move(0) | Effect::Move(7..) => out.push(problem(
                    at.field("effect"),
                    "a Move card moves 1 to 6 spaces",
                )),
                Effect::LoseLives(0) | Effect::LoseLives(4..) => {
                    out.push(problem(at.field("effect"), "a card may take 1 to 3 lives"))
                }
                _ => {}
            }
        }
    }
}

fn describe(kind: Kind) -> &'static str {
    match kind {
        Kind::Street { .. } => "street space",
        Kind::Home(_) => "Home space",
        Kind::Garden(_) => "house garden",
        Kind::ShopGarden(_) => "shop garden",
        Kind::Burglar(_) => "Cat Burglar paw-print",
        Kind::Wall => "wall space",
        Kind::Curiosity => "Curiosity space",
        Kind::CarPark => "car park",
        Kind::MouseHole => "mouse-hole",
        Kind::BirdHouse => "bird-house",
    }
}
