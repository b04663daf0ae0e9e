//! The setup and the rule systems. The Apply systems carry out one accepted action each; the
//! Resolve system `settle` then lets everything that follows happen (dice, catnip, saucers
//! walled in, the end, the next turn) until a seat must decide again.

use super::actions::CatFightAction;
use super::board::{Dir, Piece, Position};
use super::components::*;
use super::fight;
use crate::core::query::cache_query;
use crate::core::{
    Accepted, GameRng, Revealed, RulesSchedule, RulesSet, SeatId, TableSetup, accepted_now,
};
use crate::levels::Level;
use crate::levels::cat_fight::BoardDef;
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
    app.add_message::<CatFightEvent>()
        .add_systems(
            RulesSchedule,
            (place_pieces, act_cat, fight_choice)
                .chain()
                .in_set(RulesSet::Apply)
                .run_if(resource_exists::<Turn>),
        )
        .add_systems(
            RulesSchedule,
            settle
                .in_set(RulesSet::Resolve)
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
    begin_turn(world, SeatId(0), false);
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

/// The public board, from a system's queries.
fn position_from_queries(
    board: &BoardDef,
    seats: usize,
    cats: &[Cat],
    blockers: &Query<&Blocker>,
    saucers: &Query<&Saucer>,
    creams: &[Cream],
    catnips: &Query<&Catnip>,
) -> Position {
    let blockers: Vec<Blocker> = blockers.iter().copied().collect();
    let saucers: Vec<Saucer> = saucers.iter().copied().collect();
    let catnips: Vec<Catnip> = catnips.iter().copied().collect();
    let counted = saucers.iter().map(|s| (s, creams_in(creams, s.index)));
    Position::build(board, seats, cats, &blockers, counted, &catnips)
}

/// Blockers and catnip go down.
fn place_pieces(
    mut accepted: MessageReader<Accepted<CatFightAction>>,
    mut commands: Commands,
    mut turn: ResMut<Turn>,
    mut stocks: ResMut<Stocks>,
    mut tally: ResMut<Tally>,
    mut events: MessageWriter<CatFightEvent>,
) {
    for Accepted { seat, action } in accepted.read() {
        let stock = &mut stocks.seats[seat.index()];
        match *action {
            CatFightAction::PlaceBlocker(square) => {
                stock.blockers -= 1;
                tally.blockers_placed += 1;
                commands.spawn(Blocker {
                    square,
                    owner: *seat,
                });
                events.write(CatFightEvent::BlockerPlaced {
                    seat: *seat,
                    square,
                });
            }
            CatFightAction::PlaceCatnip(square) => {
                stock.catnip_used = true;
                if turn.finishing {
                    // Placed after the cat acted: that was the last thing to do this turn.
                    turn.finishing = false;
                    turn.over = true;
                }
                commands.spawn(Catnip {
                    square,
                    owner: *seat,
                    placed_turn: turn.number,
                });
                events.write(CatFightEvent::CatnipPlaced {
                    seat: *seat,
                    square,
                });
            }
            _ => {}
        }
    }
}

/// The cat enters, moves, turns, sips or waits.
#[allow(clippy::too_many_arguments)]
fn act_cat(
    mut accepted: MessageReader<Accepted<CatFightAction>>,
    board: Res<Board>,
    stocks: Res<Stocks>,
    mut turn: ResMut<Turn>,
    mut tally: ResMut<Tally>,
    mut cats: Query<&mut Cat>,
    blockers: Query<&Blocker>,
    saucers: Query<&Saucer>,
    mut creams: Query<&mut Cream>,
    catnips: Query<&Catnip>,
    mut revealed: ResMut<Revealed>,
    mut events: MessageWriter<CatFightEvent>,
) {
    for Accepted { seat, action } in accepted.read() {
        let seat = *seat;
        // The cat has acted: with its catnip still in hand, the seat may yet place it.
        let catnip_in_hand = !stocks.seats[seat.index()].catnip_used;
        match *action {
            CatFightAction::Enter { square, facing } => {
                let mut cat = cats
                    .iter_mut()
                    .find(|c| c.seat == seat)
                    .expect("every seat has a cat");
                cat.square = Some(square);
                cat.facing = facing;
                turn.over = true;
                events.write(CatFightEvent::Entered {
                    seat,
                    square,
                    facing,
                });
            }
            CatFightAction::Move { to, facing } => {
                let all_creams: Vec<Cream> = creams.iter().copied().collect();
                let pos = position_from_queries(
                    &board.0,
                    stocks.seats.len(),
                    &cats.iter().copied().collect::<Vec<_>>(),
                    &blockers,
                    &saucers,
                    &all_creams,
                    &catnips,
                );
                let from = pos.cat(seat).square.expect("only a cat on the board moves");
                let (walked, diverted) = pos.walk(seat, to);
                let end = walked.last().copied().unwrap_or(to);
                let defender = match pos.piece(to) {
                    Some(Piece::Cat(other)) if !diverted => Some(other),
                    _ => None,
                };
                let mut cat = cats
                    .iter_mut()
                    .find(|c| c.seat == seat)
                    .expect("every seat has a cat");
                cat.square = Some(end);
                cat.facing = facing;
                // A catfight or a catnip trip ends the turn; an ordinary move may be followed
                // by the catnip.
                if defender.is_none() && !diverted && catnip_in_hand {
                    turn.finishing = true;
                } else {
                    turn.over = true;
                }
                events.write(CatFightEvent::Moved {
                    seat,
                    from,
                    to: end,
                    path: walked,
                    facing,
                    diverted,
                });
                if let Some(other) = defender {
                    tally.fights += 1;
                    turn.fight = Some(Fight::new(
                        to,
                        FightKind::Moved { attacker: seat },
                        vec![seat, other],
                    ));
                    events.write(CatFightEvent::FightStarted {
                        square: to,
                        seats: vec![seat, other],
                        catnip: false,
                    });
                }
            }
            CatFightAction::Face(dir) => {
                let mut cat = cats
                    .iter_mut()
                    .find(|c| c.seat == seat)
                    .expect("every seat has a cat");
                cat.facing = dir;
                if turn.facing_for == Some(seat) {
                    turn.facing_for = None;
                } else if catnip_in_hand {
                    turn.finishing = true;
                } else {
                    turn.over = true;
                }
                events.write(CatFightEvent::Turned { seat, facing: dir });
            }
            CatFightAction::Pass => {
                turn.over = true;
                events.write(CatFightEvent::Passed { seat });
            }
            CatFightAction::EndTurn => {
                turn.finishing = false;
                turn.over = true;
            }
            CatFightAction::Sip => {
                // The sipper now knows the cream's value.
                revealed.0 = true;
                let saucer = turn
                    .sip_from
                    .expect("a sip is legal only from the saucer faced at the start");
                let mut in_saucer: Vec<_> = creams
                    .iter_mut()
                    .filter(|c| c.place == CreamPlace::Saucer(saucer))
                    .collect();
                in_saucer.sort_by_key(|c| c.id);
                let left = in_saucer.len() as u8 - 1;
                in_saucer[0].place = CreamPlace::Held(seat);
                tally.sips += 1;
                if catnip_in_hand {
                    turn.finishing = true;
                } else {
                    turn.over = true;
                }
                events.write(CatFightEvent::Sipped {
                    seat,
                    saucer,
                    creams_left: left,
                });
            }
            _ => {}
        }
    }
}

/// The loser of a catfight sacrifices a cream (everyone rerolls) or accepts defeat.
fn fight_choice(
    mut accepted: MessageReader<Accepted<CatFightAction>>,
    mut turn: ResMut<Turn>,
    mut tally: ResMut<Tally>,
    mut creams: Query<&mut Cream>,
    mut events: MessageWriter<CatFightEvent>,
) {
    for Accepted { seat, action } in accepted.read() {
        let Some(fight) = turn.fight.as_mut() else {
            continue;
        };
        match *action {
            CatFightAction::SacrificeCream(id) => {
                if let Some(mut c) = creams.iter_mut().find(|c| c.id == id) {
                    c.place = CreamPlace::Out(OutReason::Sacrificed);
                }
                fight.needs_roll = true;
                fight.deciding.clear();
                tally.sacrifices += 1;
                events.write(CatFightEvent::Sacrificed {
                    seat: *seat,
                    cream: id,
                });
            }
            CatFightAction::AcceptDefeat => {
                fight.deciding.retain(|s| s != seat);
            }
            _ => {}
        }
    }
}

/// Lets everything that follows an action happen, until a seat must decide or the game ends.
pub(super) fn settle(world: &mut World) {
    loop {
        let turn = world.resource::<Turn>();
        if turn.ended.is_some() {
            return;
        }
        if let Some(f) = &turn.fight {
            if f.needs_roll {
                fight::roll(world);
            } else if f.deciding.is_empty() {
                fight::finish(world);
            } else {
                return;
            }
            continue;
        }
        if fight::fire_catnip(world) || remove_saucers(world) {
            continue;
        }
        if world
            .try_query::<&Saucer>()
            .is_none_or(|mut q| q.iter(world).next().is_none())
        {
            end_game(world, EndReason::CreamGone);
            return;
        }
        let turn = world.resource::<Turn>();
        if turn.facing_for.is_some() || !turn.over {
            return;
        }
        let n = world.resource::<Stocks>().seats.len();
        let (next, extra) = match turn.extra_turn_for {
            Some(s) => (s, true),
            None => (turn.seat.next(n), false),
        };
        world.resource_mut::<Turn>().extra_turn_for = None;
        begin_turn(world, next, extra);
        return;
    }
}

/// Takes away saucers that are empty or totally blocked off (their creams leave the game).
fn remove_saucers(world: &mut World) -> bool {
    let pos = position(world);
    let walled = pos.walled_in_saucers();
    let gone: Vec<_> = pos
        .saucers
        .iter()
        .filter(|s| s.creams == 0 || walled.contains(&s.index))
        .copied()
        .collect();
    if gone.is_empty() {
        return false;
    }
    let mut saucers = world.query::<(Entity, &Saucer)>();
    let entities: Vec<_> = saucers
        .iter(world)
        .filter(|(_, s)| gone.iter().any(|g| g.index == s.index))
        .map(|(e, _)| e)
        .collect();
    for e in entities {
        world.despawn(e);
    }
    let mut creams = world.query::<&mut Cream>();
    for mut c in creams.iter_mut(world) {
        if let CreamPlace::Saucer(i) = c.place
            && gone.iter().any(|g| g.index == i)
        {
            c.place = CreamPlace::Out(OutReason::WalledIn);
        }
    }
    for g in gone {
        let walled_in = walled.contains(&g.index) && g.creams > 0;
        if walled_in {
            world.resource_mut::<Tally>().saucers_walled += 1;
        }
        world.write_message(CatFightEvent::SaucerRemoved {
            saucer: g.index,
            square: g.square,
            creams: g.creams,
            walled_in,
        });
    }
    true
}

/// Starts `seat`'s turn (or ends the game at the turn cap).
fn begin_turn(world: &mut World, seat: SeatId, extra: bool) {
    let number = world.resource::<Turn>().number + 1;
    if number > MAX_TURNS {
        end_game(world, EndReason::TurnLimit);
        return;
    }
    let pos = position(world);
    let sip_from = pos.faced_saucer(seat);
    let watched = start_watchers(&pos, seat);
    let mut turn = world.resource_mut::<Turn>();
    turn.seat = seat;
    turn.number = number;
    turn.extra = extra;
    turn.over = false;
    turn.finishing = false;
    turn.sip_from = sip_from;
    turn.watched_at_start = watched;
    world.write_message(CatFightEvent::TurnBegan {
        seat,
        number,
        extra,
    });
}

/// The cats looking at `seat`'s cat now, where they stand and face: taken when its turn starts.
pub fn start_watchers(pos: &Position, seat: SeatId) -> Vec<Watcher> {
    pos.watchers(seat)
        .into_iter()
        .map(|w| {
            let c = pos.cat(w);
            Watcher {
                seat: w,
                square: c.square.expect("a watching cat is on the board"),
                facing: c.facing,
            }
        })
        .collect()
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

fn end_game(world: &mut World, reason: EndReason) {
    world.resource_mut::<Turn>().ended = Some(reason);
    // Every cream's value is shown.
    world.resource_mut::<Revealed>().0 = true;
    let scores = cream_totals(world);
    let winners = leaders(&scores);
    world.write_message(CatFightEvent::GameEnded {
        reason,
        scores,
        winners,
    });
}

pub use crate::core::seat_name;
