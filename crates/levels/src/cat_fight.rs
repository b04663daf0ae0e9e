//! Cat Fight board: a grid with a blue "blocker free zone", and two blocks of six numbered
//! saucer squares, one per die colour (the print-and-play sheet). Cream values are Mogland's.

use crate::{Path, problem};
use serde::{Deserialize, Serialize};

/// Creams in the box.
pub const CREAMS: usize = 12;
/// Saucer squares per die colour: one per face.
pub const SAUCER_SQUARES: usize = 6;

/// A square as (column, row), row 0 at the top of the sheet.
pub type Square = (u8, u8);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    pub width: u8,
    pub height: u8,
    pub blue_zone: Zone,
    pub saucers: SaucerSquares,
    /// The value printed under each of the twelve creams.
    pub creams: Vec<u8>,
}

/// Which squares are blue: cats enter there, blockers never stand there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Zone {
    /// Every square within this many squares of the edge.
    Ring(u8),
    /// Exactly these squares.
    Squares(Vec<Square>),
}

/// Squares 1..=6 of each die, in face order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaucerSquares {
    pub green: Vec<Square>,
    pub purple: Vec<Square>,
}

impl BoardDef {
    pub fn on_grid(&self, (x, y): Square) -> bool {
        x < self.width && y < self.height
    }

    pub fn is_blue(&self, (x, y): Square) -> bool {
        match &self.blue_zone {
            Zone::Ring(w) => {
                // Wide, so that a ring or a square past 255 (refused) cannot overflow.
                let (x, y, w) = (u16::from(x), u16::from(y), u16::from(*w));
                x < w || y < w || x + w >= u16::from(self.width) || y + w >= u16::from(self.height)
            }
            Zone::Squares(list) => list.contains(&(x, y)),
        }
    }

    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        for (name, v) in [("width", self.width), ("height", self.height)] {
            if !(4..=24).contains(&v) {
                out.push(problem(
                    root.field(name),
                    format!("{name} {v} is outside 4..=24 squares"),
                ));
            }
        }
        match &self.blue_zone {
            Zone::Ring(0) => out.push(problem(
                root.field("blue_zone"),
                "the blue zone is empty: cats would have nowhere to enter",
            )),
            Zone::Ring(_) => {}
            Zone::Squares(list) => {
                if list.is_empty() {
                    out.push(problem(
                        root.field("blue_zone"),
                        "the blue zone is empty: cats would have nowhere to enter",
                    ));
                }
                for (i, sq) in list.iter().enumerate() {
                    if !self.on_grid(*sq) {
                        out.push(problem(
                            root.field("blue_zone").index(0).index(i),
                            format!(
                                "blue square {sq:?} is off the {}x{} grid",
                                self.width, self.height
                            ),
                        ));
                    }
                }
            }
        }
        let mut seen: Vec<Square> = Vec::new();
        for (colour, list) in [
            ("green", &self.saucers.green),
            ("purple", &self.saucers.purple),
        ] {
            let at = root.field("saucers").field(colour);
            if list.len() != SAUCER_SQUARES {
                out.push(problem(
                    at.clone(),
                    format!(
                        "the {colour} die needs {SAUCER_SQUARES} saucer squares (one per face), found {}",
                        list.len()
                    ),
                ));
            }
            for (i, sq) in list.iter().enumerate() {
                let at = at.index(i);
                if !self.on_grid(*sq) {
                    out.push(problem(
                        at,
                        format!(
                            "{colour} saucer square {} at {sq:?} is off the {}x{} grid",
                            i + 1,
                            self.width,
                            self.height
                        ),
                    ));
                } else if self.is_blue(*sq) {
                    out.push(problem(
                        at,
                        format!(
                            "{colour} saucer square {} at {sq:?} lies in the blue zone, where nothing but cats may stand",
                            i + 1
                        ),
                    ));
                } else if seen.contains(sq) {
                    out.push(problem(at, format!("saucer square {sq:?} is listed twice")));
                }
                seen.push(*sq);
            }
        }
        if self.creams.len() != CREAMS {
            out.push(problem(
                root.field("creams"),
                format!(
                    "there are {CREAMS} creams in the game, found {} values",
                    self.creams.len()
                ),
            ));
        }
        for (i, v) in self.creams.iter().enumerate() {
            if *v == 0 || *v > 9 {
                out.push(problem(
                    root.field("creams").index(i),
                    format!("cream value {v} is outside 1..=9"),
                ));
            }
        }
        out
    }
}
