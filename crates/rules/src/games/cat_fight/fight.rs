//! Catfights and catnip: rolling the dice, settling who leaves the board, and catnip drawing
//! every cat with a clear line to it.

use super::components::*;
use super::rules::position;
use crate::core::{GameRng, SeatId};
use bevy_ecs::prelude::*;

/// Rolls one die per cat; the cats tied for the highest roll again until one is highest.
/// Then every loser who still has cream gets to choose, clockwise from the turn's seat.
pub(super) fn roll(world: &mut World) {
    let mut fight = world
        .resource_mut::<Turn>()
        .fight
        .take()
        .expect("a fight to roll");
    let mut events = Vec::new();
    {
        let mut rng = world.resource_mut::<GameRng>();
        fight.dice = fight.cats.iter().map(|_| rng.d6()).collect();
        events.push(CatFightEvent::FightRolled {
            seats: fight.cats.clone(),
            dice: fight.dice.clone(),
        });
        loop {
            let best = *fight.dice.iter().max().expect("a fight has cats");
            let tied: Vec<usize> = (0..fight.cats.len())
                .filter(|&i| fight.dice[i] == best)
                .collect();
            if tied.len() == 1 {
                break;
            }
            for &i in &tied {
                fight.dice[i] = rng.d6();
            }
            events.push(CatFightEvent::FightRolled {
                seats: tied.iter().map(|&i| fight.cats[i]).collect(),
                dice: tied.iter().map(|&i| fight.dice[i]).collect(),
            });
        }
    }
    fight.needs_roll = false;
    let holders: Vec<SeatId> = super::rules::all::<Cream>(world)
        .into_iter()
        .filter_map(|c| match c.place {
            CreamPlace::Held(s) => Some(s),
            _ => None,
        })
        .collect();
    fight.deciding = fight
        .losers()
        .into_iter()
        .filter(|s| holders.contains(s))
        .collect();
    world.resource_mut::<Turn>().fight = Some(fight);
    for e in events {
        world.write_message(e);
    }
}

/// Every loser leaves the board. The winner of a fight started by a move turns freely and
/// takes a whole extra turn; a catnip fight's winner gets neither.
pub(super) fn finish(world: &mut World) {
    let fight = world
        .resource_mut::<Turn>()
        .fight
        .take()
        .expect("a fight to finish");
    let winner = fight.winner().expect("a rolled fight has one winner");
    let losers = fight.losers();
    let mut cats = world.query::<&mut Cat>();
    for mut cat in cats.iter_mut(world) {
        if losers.contains(&cat.seat) {
            cat.square = None;
        }
    }
    let extra_turn = matches!(fight.kind, FightKind::Moved { .. });
    if extra_turn {
        let mut turn = world.resource_mut::<Turn>();
        turn.facing_for = Some(winner);
        turn.extra_turn_for = Some(winner);
    }
    world.write_message(CatFightEvent::FightWon {
        winner,
        losers,
        square: fight.square,
        extra_turn,
    });
}

/// Fires the oldest catnip some cat has a clear line to: every such cat moves onto it at once
/// (facing the way it travelled) and, if there are several, they fight. Returns whether one fired.
pub(super) fn fire_catnip(world: &mut World) -> bool {
    let pos = position(world);
    let Some((nip, drawn)) = pos.catnip_to_fire() else {
        return false;
    };
    let mut catnips = world.query::<(Entity, &Catnip)>();
    let entity = catnips
        .iter(world)
        .find(|(_, c)| c.square == nip.square)
        .map(|(e, _)| e);
    if let Some(e) = entity {
        world.despawn(e);
    }
    let mut cats = world.query::<&mut Cat>();
    let mut from = Vec::new();
    for mut cat in cats.iter_mut(world) {
        if let Some(&(_, dir)) = drawn.iter().find(|(s, _)| *s == cat.seat) {
            from.push((
                cat.seat,
                cat.square.expect("only cats on the board see catnip"),
            ));
            cat.square = Some(nip.square);
            cat.facing = dir;
        }
    }
    from.sort();
    let n = pos.cats.len();
    let mut turn = world.resource_mut::<Turn>();
    let start = turn.seat;
    let seats: Vec<SeatId> = start
        .clockwise(n)
        .filter(|s| drawn.iter().any(|(d, _)| d == s))
        .collect();
    if seats.contains(&turn.seat) {
        // A cat drawn to catnip has had its move: its turn ends.
        turn.over = true;
        turn.finishing = false;
    }
    if let Some(w) = turn.facing_for.filter(|w| seats.contains(w)) {
        // Off on a catnip trip: the fight winner's turn and extra turn are lost.
        turn.facing_for = None;
        if turn.extra_turn_for == Some(w) {
            turn.extra_turn_for = None;
        }
    }
    let fights = seats.len() >= 2;
    if fights {
        turn.fight = Some(Fight::new(
            nip.square,
            FightKind::Catnip { owner: nip.owner },
            seats.clone(),
        ));
    }
    let mut tally = world.resource_mut::<Tally>();
    tally.catnips_fired += 1;
    if fights {
        tally.fights += 1;
        tally.catnip_fights += 1;
    }
    world.write_message(CatFightEvent::CatnipFired {
        owner: nip.owner,
        square: nip.square,
        drawn: from,
    });
    if fights {
        world.write_message(CatFightEvent::FightStarted {
            square: nip.square,
            seats,
            catnip: true,
        });
    }
    true
}
