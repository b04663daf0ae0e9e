//! The setup and the rules as the table runs them: the [`Engine`] carries out the accepted
//! actions on the table's [`State`], then everything that needs nobody's choice; the pieces are
//! then drawn from the state ([`super::face`]).

use super::CatAttack;
use super::actions::{CatAttackAction, Options};
use super::components::*;
use super::engine::{Engine, State, Statics, new_turn};
use super::events::CatAttackEvent;
use super::face::Face;
use super::movement::Position;
use crate::core::table::{self, Played, Recorder, TableGame};
use crate::core::{Accepted, Deck, GameRng, Reshuffle, SeatId, TableSetup};
use crate::levels::Level;
use crate::levels::cat_attack::{Effect, MogCard, ShopKind};
use bevy_ecs::prelude::*;
use std::collections::VecDeque;
use std::sync::Arc;

/// Safety cap: with no time limit agreed, the game is decided as if by one after this many
/// rounds (random play can wander for ever).
pub const MAX_ROUNDS: u32 = 150;
/// Lives in the "start with less than nine lives" shorter game.
pub const SHORT_LIVES: u8 = 5;
/// Rounds in the "agree how long you'll play" shorter game.
pub const TIMED_ROUNDS: u32 = 30;

/// Houses taken by 2–6 players: spread round the board.
pub fn houses_for(players: usize) -> &'static [u8] {
    match players {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        4 => &[0, 2, 3, 5],
        5 => &[0, 1, 2, 3, 4],
        _ => &[0, 1, 2, 3, 4, 5],
    }
}

pub fn options(setup: &TableSetup) -> Options {
    let younger = |key: &str| !setup.variant(key);
    Options {
        raiding: younger("no-raiding"),
        trespassing: younger("no-trespassing"),
        cat_fight: younger("no-cat-fight"),
        six_cat: younger("no-six-cat"),
        rounds: if setup.variant("time-limit") {
            TIMED_ROUNDS
        } else {
            MAX_ROUNDS
        },
        gang: gang(setup),
    }
}

/// Gang Warfare: pairs, partners opposite (seat `s` with `s + players / 2`). The shared-house
/// option is Gang Warfare too. [`setup`] refuses it at an odd count.
fn gang(setup: &TableSetup) -> Gang {
    let shared_house = setup.variant("gang-shared-house");
    if setup.variant("gang-warfare") || shared_house {
        Gang {
            teams: (setup.seat_count() / 2) as u8,
            shared_house,
        }
    } else {
        Gang::default()
    }
}

/// Deals a new table.
pub fn setup(world: &mut World, setup: &TableSetup) -> Result<(), String> {
    let Level::CatAttack(def) = &setup.level else {
        return Err(format!(
            "Cat Attack is played on a CatAttack level, not a {}",
            setup.level.kind()
        ));
    };
    let n = setup.seat_count();
    if !(2..=6).contains(&n) {
        return Err(format!("Cat Attack is for 2 to 6 players, not {n}"));
    }
    let gang = gang(setup);
    if gang.teams > 0 && n != 4 && n != 6 {
        return Err(format!(
            "Gang Warfare is played in pairs: 4 or 6 players, not {n}"
        ));
    }
    let statics = Statics::of(def);
    let board = statics.board.clone();
    let lives = if setup.variant("short-lives") {
        SHORT_LIVES
    } else {
        LIVES
    };
    // Opt-out claws: one bird and one mouse fewer than players; one item fewer in each shop.
    let critters = if setup.variant("claws") || setup.variant("claws-shops") {
        n - 1
    } else {
        n
    };
    let stock = if setup.variant("claws-shops") {
        n - 1
    } else {
        n
    };
    let mut cats = Vec::new();
    for i in 0..n {
        let seat = SeatId(i as u8);
        // A gang sharing a house lives in the house a table of that many cats would take; its
        // cats all start on (and share) its Home space.
        let house = if gang.shared_house {
            houses_for(gang.teams as usize)[gang.team(seat) as usize]
        } else {
            houses_for(n)[i]
        };
        cats.push(Cat {
            seat,
            house,
            space: board.homes[house as usize],
            lives,
            larder: Larder::default(),
            retired: false,
            finished: false,
        });
    }
    let nest = |id| {
        (
            Bird {
                id,
                at: Perch::Nest,
            },
            Mouse {
                id,
                at: Perch::Nest,
            },
        )
    };
    let (birds, mice) = (0..critters as u8).map(nest).unzip();
    let shops = ShopKind::ALL
        .into_iter()
        .map(|kind| Shop {
            kind,
            open: true,
            stock: stock as u8,
        })
        .collect();
    let mut rng = world.resource::<GameRng>().clone();
    let mut mog = Deck::new(def.mog_cards(), Reshuffle::FromDiscard);
    mog.shuffle(&mut rng);
    let hands: Vec<Vec<MogCard>> = (0..n)
        .map(|_| (0..HAND).filter_map(|_| mog.draw(&mut rng)).collect())
        .collect();
    // The Shuffle card lies at the bottom; the others are shuffled on top of it.
    let mut curiosity: Vec<u8> = def.curiosity_cards();
    let shuffle_line = def
        .curiosity_deck
        .iter()
        .position(|l| l.effect == Effect::Shuffle)
        .map(|i| i as u8);
    curiosity.retain(|c| Some(*c) != shuffle_line);
    rng.shuffle(&mut curiosity);
    let mut curiosity: VecDeque<u8> = curiosity.into();
    curiosity.extend(shuffle_line);
    let rolls = roll_for_first(&mut rng, n);
    let first = rolls
        .winner()
        .expect("a roll-off ends with one seat highest");
    let options = options(setup);
    let state = State {
        pos: Position::new(board, cats, birds, mice, Car { at: None }, shops)
            .with_gang(options.gang),
        turn: new_turn(first, 1, 1, first, Vec::new()),
        cards: Cards {
            mog,
            curiosity,
            hands,
            seen: vec![vec![None; n]; n],
            last_curiosity: None,
        },
        options,
        tally: Tally::default(),
        first_rolls: Arc::new(rolls.clone()),
        level: statics.level,
        texts: statics.texts,
    };
    world.insert_resource(rng);
    table::hold::<CatAttack>(world, state);
    world.write_message(CatAttackEvent::FirstRoll {
        rolls: rolls.0,
        first,
    });
    Ok(())
}

/// "Roll the die to decide who will go first": every seat rolls; the seats tied for the
/// highest roll again, only they, until one seat is highest.
fn roll_for_first(rng: &mut GameRng, n: usize) -> FirstRolls {
    let mut rolling: Vec<SeatId> = (0..n as u8).map(SeatId).collect();
    let mut rounds = Vec::new();
    while rolling.len() > 1 {
        let round: Vec<(SeatId, u8)> = rolling.iter().map(|&s| (s, rng.d6())).collect();
        let best = round.iter().map(|r| r.1).max().unwrap_or(0);
        rolling = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        rounds.push(round);
    }
    FirstRolls(rounds)
}

/// The table's state. Only called while a Cat Attack table is on.
pub(super) fn state(world: &World) -> &State {
    table::state::<CatAttack>(world).expect("a Cat Attack table is on")
}

/// The public position.
pub fn position(world: &World) -> Position {
    state(world).pos.clone()
}

impl TableGame for CatAttack {
    type Face = Face;

    fn play(
        s: &mut State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<CatAttackAction>>,
    ) -> Played<CatAttackEvent> {
        let mut e = Engine::new(s, rng, Recorder::keeping());
        for Accepted { seat, action } in &accepted {
            e.apply(*seat, action);
        }
        e.settle();
        Played {
            events: e.events.take(),
            revealed: e.revealed,
        }
    }
}
