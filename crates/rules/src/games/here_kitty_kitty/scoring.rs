//! The rulebook's scoring sheet, row by row, and the tie-breaks.

use super::components::{Colour, Property};
use crate::core::{SeatId, Text};
use crate::levels::here_kitty_kitty::Zone;
use crate::text;
use serde::{Deserialize, Serialize};

pub const HOUSE_POINTS: u32 = 5;
pub const PORCH_POINTS: u32 = 3;
pub const FIVE_OF_A_COLOUR: u32 = 5;
/// Cats of one colour that earn [`FIVE_OF_A_COLOUR`].
pub const FIVE: u8 = 5;
pub const EACH_COLOUR: u32 = 5;
pub const MOST_OF_A_COLOUR: u32 = 3;
pub const ONE_COLOUR_HOUSE: u32 = 10;
/// Mogland's Best in Show: the most Cats on the Porch, on show to the street.
pub const BEST_IN_SHOW: u32 = 2;

/// One player's column of the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Column {
    pub seat: SeatId,
    /// 5 per Cat in the House.
    pub house: u32,
    /// 3 per Cat on the Porch.
    pub porch: u32,
    /// 5 for 5+ Cats of the colour on the property (once per colour).
    pub five: [bool; 4],
    /// 5 for at least one Cat of each colour.
    pub each_colour: bool,
    /// 3 for the most Cats of the colour (every tied player scores it).
    pub most: [bool; 4],
    /// 10 when the House holds Cats all of one colour.
    pub one_colour_house: bool,
    /// 2 for the most Cats on the Porch (ties all score).
    pub best_in_show: bool,
    pub total: u32,
    /// Tie-breaks: Cats on the property, then the most Cats of a single colour.
    pub cats: u32,
    pub most_of_one: u8,
}

/// The rows in the sheet's order, as (label, points per player) for the tables.
pub fn rows(sheet: &[Column]) -> Vec<(Text, Vec<u32>)> {
    let mut out = vec![
        (
            text!("hkk-score-house"),
            sheet.iter().map(|c| c.house).collect(),
        ),
        (
            text!("hkk-score-porch"),
            sheet.iter().map(|c| c.porch).collect(),
        ),
    ];
    for colour in Colour::ALL {
        out.push((
            text!("hkk-score-five", colour = colour.name()),
            sheet
                .iter()
                .map(|c| c.five[colour as usize] as u32 * FIVE_OF_A_COLOUR)
                .collect(),
        ));
    }
    out.push((
        text!("hkk-score-each-colour"),
        sheet
            .iter()
            .map(|c| c.each_colour as u32 * EACH_COLOUR)
            .collect(),
    ));
    for colour in Colour::ALL {
        out.push((
            text!("hkk-score-most", colour = colour.name()),
            sheet
                .iter()
                .map(|c| c.most[colour as usize] as u32 * MOST_OF_A_COLOUR)
                .collect(),
        ));
    }
    out.push((
        text!("hkk-score-one-colour-house"),
        sheet
            .iter()
            .map(|c| c.one_colour_house as u32 * ONE_COLOUR_HOUSE)
            .collect(),
    ));
    out.push((
        text!("hkk-score-best-in-show"),
        sheet
            .iter()
            .map(|c| c.best_in_show as u32 * BEST_IN_SHOW)
            .collect(),
    ));
    out
}

/// Scores every property, in seat order.
pub fn sheet<'a>(props: impl IntoIterator<Item = &'a Property>) -> Vec<Column> {
    let props: Vec<&Property> = props.into_iter().collect();
    let all: Vec<_> = props.iter().map(|p| p.all_cats()).collect();
    let most: Vec<u8> = Colour::ALL
        .iter()
        .map(|&c| all.iter().map(|a| a.of(c)).max().unwrap_or(0))
        .collect();
    let porch_best = props
        .iter()
        .map(|p| p.zone(Zone::Porch).total())
        .max()
        .unwrap_or(0);
    props
        .iter()
        .zip(&all)
        .map(|(p, cats)| {
            let house = p.zone(Zone::House);
            let porch = p.zone(Zone::Porch);
            let mut col = Column {
                seat: p.seat,
                house: house.total() * HOUSE_POINTS,
                porch: porch.total() * PORCH_POINTS,
                each_colour: Colour::ALL.iter().all(|&c| cats.of(c) > 0),
                one_colour_house: house.total() > 0 && house.colours().count() == 1,
                best_in_show: porch_best > 0 && porch.total() == porch_best,
                cats: cats.total(),
                most_of_one: Colour::ALL.iter().map(|&c| cats.of(c)).max().unwrap_or(0),
                five: [false; 4],
                most: [false; 4],
                total: 0,
            };
            for c in Colour::ALL {
                let i = c as usize;
                col.five[i] = cats.of(c) >= FIVE;
                col.most[i] = most[i] > 0 && cats.of(c) == most[i];
            }
            col.total = col.house
                + col.porch
                + col.five.iter().filter(|&&b| b).count() as u32 * FIVE_OF_A_COLOUR
                + col.each_colour as u32 * EACH_COLOUR
                + col.most.iter().filter(|&&b| b).count() as u32 * MOST_OF_A_COLOUR
                + col.one_colour_house as u32 * ONE_COLOUR_HOUSE
                + col.best_in_show as u32 * BEST_IN_SHOW;
            col
        })
        .collect()
}

/// The winners, and which tie-break decided (0: none needed, 1: Cats on the property, 2: the
/// most Cats of a single colour). Players still tied after both share the win.
pub fn winners(sheet: &[Column]) -> (Vec<SeatId>, u8) {
    let best = sheet.iter().map(|c| c.total).max().unwrap_or(0);
    let mut tied: Vec<&Column> = sheet.iter().filter(|c| c.total == best).collect();
    if tied.len() == 1 {
        return (vec![tied[0].seat], 0);
    }
    let cats = tied.iter().map(|c| c.cats).max().unwrap_or(0);
    tied.retain(|c| c.cats == cats);
    if tied.len() == 1 {
        return (vec![tied[0].seat], 1);
    }
    let one = tied.iter().map(|c| c.most_of_one).max().unwrap_or(0);
    tied.retain(|c| c.most_of_one == one);
    (tied.iter().map(|c| c.seat).collect(), 2)
}
