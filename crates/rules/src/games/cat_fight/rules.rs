//! The setup and the rule system. The system runs the [`Engine`] on the table's [`State`]: it
//! carries out the accepted action, then lets everything that follows happen (dice, catnip,
//! saucers walled in, the end, the next turn) until a seat must decide again.

use super::actions::CatFightAction;
use super::board::{Dir, Position};
use super::components::*;
use super::engine::{Engine, Pieces, State};
use super::events::CatFightEvent;
use crate::core::query::cache_query;
use crate::core::{
    Accepted, GameRng, Revealed, RulesSchedule, RulesSet, SeatId, TableSetup, accepted_now,
};
use crate::levels::Level;
use bevy_app::App;
use bevy_ecs::prelude::*;

/// Blockers in the box, shared out evenly.
pub const BLOCKERS: u8 = 10;
/// Creams per saucer.
pub const SAUCER_SIZE: usize = 3;
/// Safety cap: the game ends when this many turns have been played (the rulebook gives no end).
pub const MAX_TURNS: u32 = 300;

pub(super) fn plugin(app: &mut App) {
    cache_query::<Cat>(app);
    cache_query::<Cream>(app);
    cache_query::<Saucer>(app);
    cache_query::<Blocker>(app);
    cache_query::<Catnip>(app);
    app.add_message::<CatFightEvent>().add_systems(
        RulesSchedule,
        apply
            .in_set(RulesSet::Apply)
            .run_if(resource_exists::<Turn>.and_then(accepted_now::<CatFightAction>)),
    );
}

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
    let board = board.clone();
    if board.creams.len() < 9 || board.saucers.green.len() != 6 || board.saucers.purple.len() != 6 {
        return Err(
            "a Cat Fight board needs 6 green and 6 purple saucer squares and 12 creams".into(),
        );
    }
    let n = setup.seat_count();
    let saucers = saucer_count(n);
    let mut rng = world.resource_mut::<GameRng>();
    let mut values = board.creams.clone();
    rng.shuffle(&mut values);
    let mut squares = Vec::new();
    for i in 0..saucers {
        let list = if i % 2 == 0 {
            &board.saucers.green
        } else {
            &board.saucers.purple
        };
        loop {
            let sq = list[rng.d6() as usize - 1];
            if !squares.contains(&sq) {
                squares.push(sq);
                break;
            }
        }
    }
    for (i, sq) in squares.into_iter().enumerate() {
        world.spawn(Saucer {
            index: i as u8,
            square: sq,
        });
    }
    for (id, value) in values.into_iter().enumerate() {
        let place = match id / SAUCER_SIZE {
            s if s < saucers => CreamPlace::Saucer(s as u8),
            _ => CreamPlace::Out(OutReason::Unused),
        };
        world.spawn(Cream {
            id: id as u8,
            value,
            place,
        });
    }
    for s in setup.seat_ids() {
        world.spawn(Cat {
            seat: s,
            square: None,
            facing: Dir::N,
        });
    }
    let each = BLOCKERS / n as u8;
    world.insert_resource(Stocks {
        seats: vec![
            SeatStock {
                blockers: each,
                catnip_used: false
            };
            n
        ],
        blockers_in_box: BLOCKERS - each * n as u8,
    });
    world.insert_resource(Board(board));
    world.insert_resource(Tally::default());
    world.insert_resource(Turn {
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
    });
    let mut state = State::from_world(world);
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng, true);
    e.begin_turn(SeatId(0), false);
    let events = std::mem::take(&mut e.events);
    let mut pieces = Pieces::from_world(world);
    state.into_world(world, &mut pieces);
    world.write_message_batch(events);
    Ok(())
}

/// Clones of every `C` in the world.
pub(super) fn all<C: Component + Clone>(world: &World) -> Vec<C> {
    crate::core::query::all::<C>(world)
}

/// The public board as it stands.
pub fn position(world: &World) -> Position {
    let board = &world.resource::<Board>().0;
    let seats = world.resource::<Stocks>().seats.len();
    let cats = all::<Cat>(world);
    let creams = all::<Cream>(world);
    let saucers = all::<Saucer>(world);
    let counted = saucers.iter().map(|s| (s, creams_in(&creams, s.index)));
    Position::build(
        board,
        seats,
        &cats,
        &all::<Blocker>(world),
        counted,
        &all::<Catnip>(world),
    )
}

fn creams_in(creams: &[Cream], saucer: u8) -> u8 {
    creams
        .iter()
        .filter(|c| c.place == CreamPlace::Saucer(saucer))
        .count() as u8
}

/// The rule system for accepted actions: the engine carries each out on the table's state,
/// which is written back with the events.
fn apply(world: &mut World, mut pieces: Local<Pieces>) {
    let accepted = crate::core::accepted_this_run::<CatFightAction>(world);
    let mut state = State::from_world(world);
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng, true);
    for Accepted { seat, action } in accepted {
        e.apply(seat, action);
        e.settle();
    }
    let (events, revealed) = (std::mem::take(&mut e.events), e.revealed);
    state.into_world(world, &mut pieces);
    world.resource_mut::<GameRng>().set_if_neq(rng);
    if revealed {
        world.resource_mut::<Revealed>().0 = true;
    }
    world.write_message_batch(events);
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
    let n = world.resource::<Stocks>().seats.len();
    let mut out = vec![0; n];
    for c in all::<Cream>(world) {
        if let CreamPlace::Held(s) = c.place {
            out[s.index()] += c.value as i64;
        }
    }
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
