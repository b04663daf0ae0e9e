//! What happened, step by step, for the view to animate and the log to tell.

use super::components::{Critter, Food, Space, Suit};
use crate::core::{SeatId, Text};
use crate::levels::cat_attack::{MogCard, ShopKind};
use bevy_ecs::prelude::*;
use serde::{Deserialize, Serialize};

/// What happened, in order, for the view and the log.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CatAttackEvent {
    /// The roll-off for the first turn (written when the table is dealt): each round's rolls
    /// (the seats tied for highest roll again) and the seat that rolled highest.
    FirstRoll {
        rolls: Vec<Vec<(SeatId, u8)>>,
        first: SeatId,
    },
    Played {
        seat: SeatId,
        card: MogCard,
    },
    Rolled {
        seat: SeatId,
        value: u8,
    },
    Moved {
        seat: SeatId,
        path: Vec<Space>,
    },
    CritterMoved {
        critter: Critter,
        id: u8,
        path: Vec<Space>,
    },
    Caught {
        seat: SeatId,
        critter: Critter,
    },
    Bought {
        seat: SeatId,
        food: Food,
    },
    Attacked {
        by: SeatId,
        victim: SeatId,
    },
    LostLives {
        seat: SeatId,
        lives: u8,
        /// Why, as a message ("attacked", "met the car").
        why: Text,
    },
    SentHome {
        seat: SeatId,
    },
    Retired {
        seat: SeatId,
    },
    Raided {
        by: SeatId,
        victim: SeatId,
        food: Food,
    },
    /// Landed on a Home and took nothing.
    RaidDeclined {
        by: SeatId,
        victim: SeatId,
    },
    Swapped {
        by: SeatId,
        from: SeatId,
    },
    CuriosityDrawn {
        seat: SeatId,
        card: u8,
    },
    ShopToggled {
        shop: ShopKind,
        open: bool,
    },
    CarDrove {
        path: Vec<Space>,
    },
    FightDeclared {
        attacker: SeatId,
        defender: SeatId,
        suit: Suit,
    },
    FightCard {
        seat: SeatId,
        card: MogCard,
    },
    FightLost {
        seat: SeatId,
    },
    SixCat {
        seat: SeatId,
        victim: SeatId,
        critter: Critter,
    },
    Escaped {
        seat: SeatId,
        critter: Critter,
    },
    Won {
        seat: SeatId,
    },
}
