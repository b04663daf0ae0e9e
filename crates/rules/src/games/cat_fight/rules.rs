//! The setup and the rules as the table runs them: the [`Engine`] carries out each accepted
//! action on the table's [`State`], then lets everything that follows happen (dice, catnip,
//! saucers walled in, the end, the next turn) until a seat must decide again; the pieces are
//! then drawn from the state ([`super::face`]).

use super::CatFight;
use super::actions::CatFightAction;
use super::board::{Dir, Position};
use super::components::*;
use super::engine::{Engine, State};
use super::events::CatFightEvent;
use super::face::Face;
use crate::core::table::{self, Played, Recorder, TableGame};
use crate::core::{Accepted, GameRng, SeatId, Setup, TableSetup};
use crate::levels::Level;
use crate::levels::cat_fight::BoardDef;
use bevy_ecs::prelude::*;

/// Blockers in the box, shared out evenly.
pub const BLOCKERS: u8 = 10;
/// Creams per saucer.
pub const SAUCER_SIZE: usize = 3;
/// Safety cap: the game ends when this many turns have been played (the rulebook gives no end).
pub const MAX_TURNS: u32 = 300;

/// Saucers for `seats` players: 3 with 2 or 4 players, 2 with 3.
pub fn saucer_count(seats: usize) -> usize {
    if seats == 3 { 2 } else { 3 }
}

/// Deals a new table: creams shuffled into saucers, saucers placed by die rolls (green,
/// purple, green; a taken square is rolled again), blockers shared out, every cat off the
/// board, seat 0 to start.
pub fn setup(world: &mut World, setup: &TableSetup) -> Result<(), String> {
    let Level::CatFightBoard(board) = &setup.level else {
        return Err(format!(
            "Cat Fight is played on a CatFightBoard level, not a {}",
            setup.level.kind()
        ));
    };
    if board.creams.len() < 9 || board.saucers.green.len() != 6 || board.saucers.purple.len() != 6 {
        return Err(
            "a Cat Fight board needs 6 green and 6 purple saucer squares and 12 creams".into(),
        );
    }
    let n = setup.seat_count();
    let saucer_n = saucer_count(n);
    let mut rng = world.resource::<GameRng>().clone();
    let mut values = board.creams.clone();
    rng.shuffle(&mut values);
    let mut saucers: Vec<Saucer> = Vec::new();
    for i in 0..saucer_n {
        let list = if i % 2 == 0 {
            &board.saucers.green
        } else {
            &board.saucers.purple
        };
        loop {
            let square = list[rng.d6() as usize - 1];
            if !saucers.iter().any(|s| s.square == square) {
                saucers.push(Saucer {
                    index: i as u8,
                    square,
                });
                break;
            }
        }
    }
    let creams: Vec<Cream> = values
        .into_iter()
        .enumerate()
        .map(|(id, value)| Cream {
            id: id as u8,
            value,
            place: match id / SAUCER_SIZE {
                s if s < saucer_n => CreamPlace::Saucer(s as u8),
                _ => CreamPlace::Out(OutReason::Unused),
            },
        })
        .collect();
    let cats: Vec<Cat> = setup
        .seat_ids()
        .map(|seat| Cat {
            seat,
            square: None,
            facing: Dir::N,
        })
        .collect();
    let counted = saucers.iter().map(|s| (s, creams_in(&creams, s.index)));
    let each = BLOCKERS / n as u8;
    let mut state = State {
        pos: Position::build(board, n, &cats, &[], counted, &[]),
        creams,
        turn: Turn {
            seat: SeatId(0),
            number: 0,
            extra: false,
            sip_from: None,
            watched_at_start: Vec::new(),
            finishing: false,
            over: false,
            fight: None,
            facing_for: None,
            extra_turn_for: None,
            ended: None,
        },
        stocks: Stocks {
            seats: vec![
                SeatStock {
                    blockers: each,
                    catnip_used: false
                };
                n
            ],
            blockers_in_box: BLOCKERS - each * n as u8,
        },
        tally: Tally::default(),
    };
    let mut e = Engine::new(&mut state, &mut rng, Recorder::keeping());
    e.begin_turn(SeatId(0), false);
    let events = e.events.take();
    world.insert_resource(rng);
    table::hold::<CatFight>(world, state);
    world.write_message_batch(events);
    Ok(())
}

/// The table's state. Only called while a Cat Fight table is on.
pub(super) fn state(world: &World) -> &State {
    table::state::<CatFight>(world).expect("a Cat Fight table is on")
}

/// The board of the table on: its level.
pub(super) fn board(world: &World) -> &BoardDef {
    match &world.resource::<Setup>().0.level {
        Level::CatFightBoard(b) => b,
        other => panic!(
            "a Cat Fight table is dealt on a CatFightBoard, not a {}",
            other.kind()
        ),
    }
}

/// The public board as it stands.
pub fn position(world: &World) -> Position {
    state(world).pos.clone()
}

fn creams_in(creams: &[Cream], saucer: u8) -> u8 {
    creams
        .iter()
        .filter(|c| c.place == CreamPlace::Saucer(saucer))
        .count() as u8
}

impl TableGame for CatFight {
    type Face = Face;

    fn play(
        s: &mut State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<CatFightAction>>,
    ) -> Played<CatFightEvent> {
        let mut e = Engine::new(s, rng, Recorder::keeping());
        for Accepted { seat, action } in accepted {
            e.apply(seat, action);
            e.settle();
        }
        Played {
            events: e.events.take(),
            revealed: e.revealed,
        }
    }
}

/// The cats looking at `seat`'s cat now, where they stand and face: taken when its turn starts.
pub fn start_watchers(pos: &Position, seat: SeatId) -> Vec<Watcher> {
    let mut out = Vec::new();
    pos.each_watcher(seat, |c| {
        out.push(Watcher {
            seat: c.seat,
            square: c.square.expect("a watching cat is on the board"),
            facing: c.facing,
        })
    });
    out
}

/// Each seat's cream, counted by value.
pub fn cream_totals(world: &World) -> Vec<i64> {
    let s = state(world);
    let mut out = vec![0; s.stocks.seats.len()];
    s.cream_totals(&mut out);
    out
}

/// The seats with the most cream.
pub fn leaders(scores: &[i64]) -> Vec<SeatId> {
    let best = scores.iter().copied().max().unwrap_or(0);
    (0..scores.len())
        .filter(|&i| scores[i] == best)
        .map(|i| SeatId(i as u8))
        .collect()
}
