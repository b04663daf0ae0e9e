//! Grand Prrrrix in Cat's Mansion: the mansion board, the Miaow cards and the energy figures.
//! The variant assumes Spear's 1984 board and cards, which Mogland does not have; its own
//! design is `levels/grand_prrrrix.ron`.
//!
//! The board is a grid typed as text, one string per row: `.` a hall square, `*` a hall
//! square holding an object, `@` a starting cushion, `#` no square, and each room's letter for
//! its squares. Walls stand between a room and anything else except where `doors` open them.
//! [`Mansion`] turns it into indexed squares with their links for the rules.

use crate::{Path, Words, problem};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, VecDeque};

/// The five cats of the box, in the order of their home rooms on Stack One.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CatKind {
    Brown,
    Grey,
    Black,
    OrangeMarmalade,
    BluePersian,
}

impl CatKind {
    pub const ALL: [CatKind; 5] = [
        CatKind::Brown,
        CatKind::Grey,
        CatKind::Black,
        CatKind::OrangeMarmalade,
        CatKind::BluePersian,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CatKind::Brown => "Brown Cat",
            CatKind::Grey => "Grey Cat",
            CatKind::Black => "Black Cat",
            CatKind::OrangeMarmalade => "Orange Marmalade",
            CatKind::BluePersian => "Blue Persian",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The four silvered objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Object {
    ToyMouse,
    FoodBowl,
    Pillow,
    Present,
}

impl Object {
    pub const ALL: [Object; 4] = [
        Object::ToyMouse,
        Object::FoodBowl,
        Object::Pillow,
        Object::Present,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Object::ToyMouse => "the Toy Mouse",
            Object::FoodBowl => "the Food Bowl",
            Object::Pillow => "the Pillow",
            Object::Present => "the Present",
        }
    }
}

/// A grid position: column `x` from the left, row `y` from the top.
pub type Cell = (u8, u8);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomDef {
    /// The letter its squares have in `map`.
    pub key: char,
    pub name: Words,
    /// A bedroom: cats rest there.
    #[serde(default)]
    pub bedroom: bool,
}

/// A doorway: a room square and the square outside it (another room's or the hall's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoorDef {
    pub room: Cell,
    pub outside: Cell,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CushionDef {
    pub cat: CatKind,
    pub at: Cell,
    /// The square in front of it, on the side closest to the bedrooms: the only way on or off.
    pub front: Cell,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectDef {
    pub object: Object,
    pub at: Cell,
}

/// A Miaow card: a cat and a room.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MiaowDef {
    pub cat: CatKind,
    pub room: String,
}

/// The whole level: `GrandPrrrrix(map: ..., ...)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    pub map: Vec<String>,
    pub rooms: Vec<RoomDef>,
    pub doors: Vec<DoorDef>,
    pub cushions: Vec<CushionDef>,
    pub objects: Vec<ObjectDef>,
    /// Stack One: two per cat, its home rooms. Dealt as the Race Order Layout.
    pub race_cards: Vec<MiaowDef>,
    /// Stack Two, the Turn Order deck: three per cat.
    pub turn_cards: Vec<MiaowDef>,
    pub start_energy: u8,
    pub max_energy: u8,
    /// Energy for moving 1, 2, 3 and 4 spaces.
    pub move_costs: Vec<u8>,
}

pub const ROOMS: usize = 10;
pub const RACE_CARDS_PER_CAT: usize = 2;
pub const TURN_CARDS_PER_CAT: usize = 3;

/// What a square is to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Hall,
    Room(u8),
    Cushion(CatKind),
}

/// A square of the built board.
#[derive(Clone, Debug, PartialEq)]
pub struct Square {
    pub cell: Cell,
    pub place: Place,
    pub object: Option<Object>,
    /// Orthogonal neighbours a cat may step to (walls and cushion sides excluded).
    pub links: Vec<u16>,
}

/// The board as the rules use it: squares by index.
#[derive(Clone, Debug, PartialEq)]
pub struct Mansion {
    pub width: u8,
    pub height: u8,
    pub squares: Vec<Square>,
    pub rooms: Vec<RoomDef>,
    /// Per cat (by [`CatKind::index`]): its cushion and the square in front.
    pub cushions: [(u16, u16); 5],
    /// Per object (in [`Object::ALL`] order): its square.
    pub objects: [u16; 4],
    by_cell: HashMap<Cell, u16>,
}

impl Mansion {
    pub fn at(&self, cell: Cell) -> Option<u16> {
        self.by_cell.get(&cell).copied()
    }
    pub fn cell(&self, sq: u16) -> Cell {
        self.squares[sq as usize].cell
    }
    pub fn place(&self, sq: u16) -> Place {
        self.squares[sq as usize].place
    }
    pub fn links(&self, sq: u16) -> &[u16] {
        &self.squares[sq as usize].links
    }
    pub fn object_at(&self, sq: u16) -> Option<Object> {
        self.squares[sq as usize].object
    }
    pub fn object(&self, o: Object) -> u16 {
        self.objects[o as usize]
    }
    pub fn room_of(&self, sq: u16) -> Option<u8> {
        match self.place(sq) {
            Place::Room(r) => Some(r),
            _ => None,
        }
    }
    pub fn room_index(&self, name: &str) -> Option<u8> {
        self.rooms
            .iter()
            .position(|r| r.name.en() == name)
            .map(|i| i as u8)
    }
    /// The room's name, in every language the level gives.
    pub fn room_name(&self, room: u8) -> &Words {
        &self.rooms[room as usize].name
    }
    pub fn cushion(&self, cat: CatKind) -> u16 {
        self.cushions[cat.index()].0
    }
    pub fn front(&self, cat: CatKind) -> u16 {
        self.cushions[cat.index()].1
    }
    /// The cat whose cushion this is.
    pub fn cushion_of(&self, sq: u16) -> Option<CatKind> {
        match self.place(sq) {
            Place::Cushion(c) => Some(c),
            _ => None,
        }
    }
    /// The square `dx, dy` away from `sq`, if there is one.
    pub fn offset(&self, sq: u16, dx: i8, dy: i8) -> Option<u16> {
        let (x, y) = self.cell(sq);
        let nx = x as i16 + dx as i16;
        let ny = y as i16 + dy as i16;
        if nx < 0 || ny < 0 {
            return None;
        }
        self.at((nx as u8, ny as u8))
    }
    pub fn is_rest_place(&self, sq: u16) -> bool {
        match self.place(sq) {
            Place::Cushion(_) => true,
            Place::Room(r) => self.rooms[r as usize].bedroom,
            Place::Hall => self.object_at(sq) == Some(Object::Pillow),
        }
    }
    /// Where a square is, for messages: "the Kitchen", "the hall".
    pub fn describe(&self, sq: u16) -> String {
        match self.place(sq) {
            Place::Room(r) => format!("the {}", self.room_name(r).en()),
            Place::Cushion(c) => format!("the {}'s cushion", c.name()),
            Place::Hall => match self.object_at(sq) {
                Some(o) => o.name().to_string(),
                None => "the hall".into(),
            },
        }
    }
}

/// What a map character is.
enum Mark {
    Nothing,
    Hall,
    Star,
    Cushion,
    Room(u8),
    Unknown,
}

impl BoardDef {
    fn width(&self) -> usize {
        self.map.first().map_or(0, |r| r.chars().count())
    }

    fn mark(&self, cell: Cell) -> Option<Mark> {
        let row = self.map.get(cell.1 as usize)?;
        let c = row.chars().nth(cell.0 as usize)?;
        Some(match c {
            '#' => Mark::Nothing,
            '.' => Mark::Hall,
            '*' => Mark::Star,
            '@' => Mark::Cushion,
            k => match self.rooms.iter().position(|r| r.key == k) {
                Some(i) => Mark::Room(i as u8),
                None => Mark::Unknown,
            },
        })
    }

    fn is_square(&self, cell: Cell) -> bool {
        matches!(
            self.mark(cell),
            Some(Mark::Hall | Mark::Star | Mark::Cushion | Mark::Room(_))
        )
    }

    fn room_at(&self, cell: Cell) -> Option<u8> {
        match self.mark(cell) {
            Some(Mark::Room(r)) => Some(r),
            _ => None,
        }
    }

    /// Problems, each at the value at fault.
    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let root = Path::root();
        let mut out = Vec::new();
        let width = self.width();
        let height = self.map.len();
        if width == 0 || height == 0 || width > 64 || height > 64 {
            out.push(problem(
                root.field("map"),
                format!("the map must have 1 to 64 rows of 1 to 64 squares, not {height} rows of {width}"),
            ));
            return out;
        }
        for (y, row) in self.map.iter().enumerate() {
            let at = root.field("map").index(y);
            let n = row.chars().count();
            if n != width {
                out.push(problem(
                    at.clone(),
                    format!("row {y} has {n} squares; the first row has {width}"),
                ));
            }
            for (x, c) in row.chars().enumerate() {
                if let Some(Mark::Unknown) = self.mark((x as u8, y as u8)) {
                    out.push(problem(
                        at.char(x),
                        format!("`{c}` is not a square: use . * @ # or a room's key"),
                    ));
                }
            }
        }
        // Rooms: ten, named once, each with squares and a door.
        if self.rooms.len() != ROOMS {
            out.push(problem(
                root.field("rooms"),
                format!("the mansion has {ROOMS} rooms, not {}", self.rooms.len()),
            ));
        }
        for (i, room) in self.rooms.iter().enumerate() {
            let at = root.field("rooms").index(i);
            out.extend(room.name.problems(&at.field("name"), "a room's name"));
            if self.rooms[..i]
                .iter()
                .any(|r| r.key == room.key || r.name.en() == room.name.en())
            {
                out.push(problem(
                    at.clone(),
                    format!("room `{}` ({}) is listed twice", room.key, room.name.en()),
                ));
            }
            if matches!(room.key, '#' | '.' | '*' | '@') {
                out.push(problem(
                    at.field("key"),
                    format!("`{}` is kept for the map; give the room a letter", room.key),
                ));
                continue;
            }
            if !self.map.iter().any(|r| r.contains(room.key)) {
                out.push(problem(
                    at.clone(),
                    format!("room {} has no squares on the map", room.name.en()),
                ));
            } else if !self.doors.iter().any(|d| {
                self.room_at(d.room) == Some(i as u8) || self.room_at(d.outside) == Some(i as u8)
            }) {
                out.push(problem(
                    at.clone(),
                    format!("room {} has no door", room.name.en()),
                ));
            }
        }
        for (i, door) in self.doors.iter().enumerate() {
            let at = root.field("doors").index(i);
            let adjacent =
                door.room.0.abs_diff(door.outside.0) + door.room.1.abs_diff(door.outside.1) == 1;
            if self.room_at(door.room).is_none() {
                out.push(problem(
                    at.field("room"),
                    format!("{:?} is not a room square", door.room),
                ));
            } else if !self.is_square(door.outside)
                || matches!(self.mark(door.outside), Some(Mark::Cushion))
            {
                out.push(problem(
                    at.field("outside"),
                    format!("{:?} is not a hall or room square", door.outside),
                ));
            } else if !adjacent {
                out.push(problem(
                    at.field("outside"),
                    format!(
                        "{:?} is not next to {:?}: a door joins two side-by-side squares",
                        door.outside, door.room
                    ),
                ));
            } else if self.room_at(door.room) == self.room_at(door.outside) {
                out.push(problem(
                    at.clone(),
                    "both squares are in the same room: a door leads out of it",
                ));
            }
        }
        // Cushions: one per cat, on `@`, each with a square in front.
        for cat in CatKind::ALL {
            if !self.cushions.iter().any(|c| c.cat == cat) {
                out.push(problem(
                    root.field("cushions"),
                    format!("the {} has no starting cushion", cat.name()),
                ));
            }
        }
        for (i, c) in self.cushions.iter().enumerate() {
            let at = root.field("cushions").index(i);
            if self.cushions[..i].iter().any(|o| o.cat == c.cat) {
                out.push(problem(
                    at.field("cat"),
                    format!("the {} has two cushions", c.cat.name()),
                ));
            }
            if !matches!(self.mark(c.at), Some(Mark::Cushion)) {
                out.push(problem(
                    at.field("at"),
                    format!("{:?} is not a cushion (`@`) on the map", c.at),
                ));
                continue;
            }
            let adjacent = c.at.0.abs_diff(c.front.0) + c.at.1.abs_diff(c.front.1) == 1;
            if !adjacent
                || !matches!(
                    self.mark(c.front),
                    Some(Mark::Hall | Mark::Star | Mark::Room(_))
                )
            {
                out.push(problem(
                    at.field("front"),
                    format!(
                        "the {}'s cushion has no square in front: {:?} must be a hall or room square next to it",
                        c.cat.name(),
                        c.front
                    ),
                ));
            }
        }
        for (y, row) in self.map.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let cell = (x as u8, y as u8);
                if ch == '@' && !self.cushions.iter().any(|c| c.at == cell) {
                    out.push(problem(
                        root.field("map").index(y).char(x),
                        format!("the cushion at {cell:?} belongs to no cat"),
                    ));
                }
                if ch == '*' && !self.objects.iter().any(|o| o.at == cell) {
                    out.push(problem(
                        root.field("map").index(y).char(x),
                        format!("the object space at {cell:?} holds no object"),
                    ));
                }
            }
        }
        // Objects: each of the four on its own asterisk.
        for o in Object::ALL {
            if !self.objects.iter().any(|d| d.object == o) {
                out.push(problem(
                    root.field("objects"),
                    format!("{} has no object space", o.name()),
                ));
            }
        }
        for (i, o) in self.objects.iter().enumerate() {
            let at = root.field("objects").index(i);
            if self.objects[..i]
                .iter()
                .any(|d| d.object == o.object || d.at == o.at)
            {
                out.push(problem(
                    at.clone(),
                    format!(
                        "{} or its space {:?} is listed twice",
                        o.object.name(),
                        o.at
                    ),
                ));
            } else if !matches!(self.mark(o.at), Some(Mark::Star)) {
                out.push(problem(
                    at.field("at"),
                    format!(
                        "{} has no object space: {:?} is not an asterisk (`*`) on the map",
                        o.object.name(),
                        o.at
                    ),
                ));
            }
        }
        self.card_problems(&root, &mut out);
        if self.move_costs.len() != 4 || self.move_costs.windows(2).any(|w| w[0] > w[1]) {
            out.push(problem(
                root.field("move_costs"),
                "move_costs lists the energy for 1, 2, 3 and 4 spaces, never falling",
            ));
        }
        if self.start_energy > self.max_energy || self.max_energy == 0 {
            out.push(problem(
                root.field("start_energy"),
                format!(
                    "energy starts at {} but is capped at {}",
                    self.start_energy, self.max_energy
                ),
            ));
        }
        if out.is_empty() {
            self.reach_problems(&root, &mut out);
        }
        out
    }

    fn card_problems(&self, root: &Path, out: &mut Vec<(Path, String)>) {
        for (field, cards, per_cat) in [
            ("race_cards", &self.race_cards, RACE_CARDS_PER_CAT),
            ("turn_cards", &self.turn_cards, TURN_CARDS_PER_CAT),
        ] {
            for cat in CatKind::ALL {
                let n = cards.iter().filter(|c| c.cat == cat).count();
                if n != per_cat {
                    out.push(problem(
                        root.field(field),
                        format!(
                            "the {} has {n} cards here; each cat has {per_cat}",
                            cat.name()
                        ),
                    ));
                }
            }
            for (i, card) in cards.iter().enumerate() {
                if !self.rooms.iter().any(|r| r.name.en() == card.room) {
                    out.push(problem(
                        root.field(field).index(i).field("room"),
                        format!("there is no room called \"{}\"", card.room),
                    ));
                }
            }
        }
        for (i, card) in self.race_cards.iter().enumerate() {
            if self.race_cards[..i].iter().any(|c| c.room == card.room) {
                out.push(problem(
                    root.field("race_cards").index(i).field("room"),
                    format!(
                        "\"{}\" is on two race cards: the race visits each room once",
                        card.room
                    ),
                ));
            }
        }
    }

    /// Every square must be reachable from the first cushion's front.
    fn reach_problems(&self, root: &Path, out: &mut Vec<(Path, String)>) {
        let m = self.mansion();
        let Some(start) = m.squares.iter().position(|s| s.place == Place::Hall) else {
            out.push(problem(root.field("map"), "the map has no hall square"));
            return;
        };
        let mut seen = vec![false; m.squares.len()];
        let mut queue = VecDeque::from([start as u16]);
        seen[start] = true;
        while let Some(s) = queue.pop_front() {
            for &n in m.links(s) {
                if !seen[n as usize] {
                    seen[n as usize] = true;
                    queue.push_back(n);
                }
            }
        }
        for (i, sq) in m.squares.iter().enumerate() {
            if !seen[i] {
                let (x, y) = sq.cell;
                out.push(problem(
                    root.field("map").index(y as usize).char(x as usize),
                    format!(
                        "square {:?} cannot be reached: add a door or a hall square",
                        sq.cell
                    ),
                ));
            }
        }
    }

    /// The board for the rules. Call only on a level that validated.
    pub fn mansion(&self) -> Mansion {
        let mut squares = Vec::new();
        let mut by_cell = HashMap::new();
        for (y, row) in self.map.iter().enumerate() {
            for x in 0..row.chars().count() {
                let cell = (x as u8, y as u8);
                let place = match self.mark(cell) {
                    Some(Mark::Hall | Mark::Star) => Place::Hall,
                    Some(Mark::Room(r)) => Place::Room(r),
                    Some(Mark::Cushion) => match self.cushions.iter().find(|c| c.at == cell) {
                        Some(c) => Place::Cushion(c.cat),
                        None => continue,
                    },
                    _ => continue,
                };
                let object = self.objects.iter().find(|o| o.at == cell).map(|o| o.object);
                by_cell.insert(cell, squares.len() as u16);
                squares.push(Square {
                    cell,
                    place,
                    object,
                    links: Vec::new(),
                });
            }
        }
        let link = |squares: &mut Vec<Square>, a: u16, b: u16| {
            if a != b && !squares[a as usize].links.contains(&b) {
                squares[a as usize].links.push(b);
                squares[b as usize].links.push(a);
            }
        };
        // Hall to hall and within a room; rooms open only at doors; cushions only at the front.
        for i in 0..squares.len() {
            let (x, y) = squares[i].cell;
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                let Some(&j) = by_cell.get(&(nx, ny)) else {
                    continue;
                };
                let same = match (squares[i].place, squares[j as usize].place) {
                    (Place::Hall, Place::Hall) => true,
                    (Place::Room(a), Place::Room(b)) => a == b,
                    _ => false,
                };
                if same {
                    link(&mut squares, i as u16, j);
                }
            }
        }
        for d in &self.doors {
            if let (Some(&a), Some(&b)) = (by_cell.get(&d.room), by_cell.get(&d.outside)) {
                link(&mut squares, a, b);
            }
        }
        let mut cushions = [(0u16, 0u16); 5];
        for c in &self.cushions {
            if let (Some(&a), Some(&b)) = (by_cell.get(&c.at), by_cell.get(&c.front)) {
                link(&mut squares, a, b);
                cushions[c.cat.index()] = (a, b);
            }
        }
        let mut objects = [0u16; 4];
        for o in &self.objects {
            if let Some(&s) = by_cell.get(&o.at) {
                objects[o.object as usize] = s;
            }
        }
        Mansion {
            width: self.width() as u8,
            height: self.map.len() as u8,
            squares,
            rooms: self.rooms.clone(),
            cushions,
            objects,
            by_cell,
        }
    }

    /// A cat's home rooms: the rooms of the race cards that picture it.
    pub fn home_rooms(&self, cat: CatKind) -> Vec<&str> {
        self.race_cards
            .iter()
            .filter(|c| c.cat == cat)
            .map(|c| c.room.as_str())
            .collect()
    }
}
