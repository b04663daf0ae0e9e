//! The setup and the rule system, which runs the [`Engine`] on the table as plain values.

use super::actions::{CatAttackAction, Ctx, Options};
use super::components::*;
use super::engine::{Engine, State, new_turn};
use super::events::CatAttackEvent;
use super::movement::Position;
use crate::core::query::{all, cache_query};
use crate::core::{
    Accepted, Deck, GameRng, Reshuffle, Revealed, RulesSchedule, RulesSet, SeatId, TableSetup,
    accepted_now,
};
use crate::levels::Level;
use crate::levels::cat_attack::{Effect, MogCard, ShopKind};
use bevy_app::App;
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

pub(super) fn plugin(app: &mut App) {
    cache_query::<Cat>(app);
    cache_query::<Bird>(app);
    cache_query::<Mouse>(app);
    cache_query::<Car>(app);
    cache_query::<Shop>(app);
    app.add_message::<CatAttackEvent>().add_systems(
        RulesSchedule,
        apply
            .in_set(RulesSet::Apply)
            .run_if(resource_exists::<Turn>.and_then(accepted_now::<CatAttackAction>)),
    );
}

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
    let board = Arc::new(def.board());
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
    for i in 0..n {
        let seat = SeatId(i as u8);
        // A gang sharing a house lives in the house a table of that many cats would take; its
        // cats all start on (and share) its Home space.
        let house = if gang.shared_house {
            houses_for(gang.teams as usize)[gang.team(seat) as usize]
        } else {
            houses_for(n)[i]
        };
        world.spawn(Cat {
            seat,
            house,
            space: board.homes[house as usize],
            lives,
            larder: Larder::default(),
            retired: false,
            finished: false,
        });
    }
    for id in 0..critters as u8 {
        world.spawn(Bird {
            id,
            at: Perch::Nest,
        });
        world.spawn(Mouse {
            id,
            at: Perch::Nest,
        });
    }
    for kind in ShopKind::ALL {
        world.spawn(Shop {
            kind,
            open: true,
            stock: stock as u8,
        });
    }
    world.spawn(Car { at: None });
    let mut rng = world.resource_mut::<GameRng>();
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
    world.insert_resource(Board(board));
    world.insert_resource(CuriosityTexts(Arc::new(def.curiosity_deck.clone())));
    world.insert_resource(LevelDef(Arc::new((**def).clone())));
    world.insert_resource(Cards {
        mog,
        curiosity,
        hands,
        seen: vec![vec![None; n]; n],
        last_curiosity: None,
    });
    world.insert_resource(options(setup));
    world.insert_resource(Tally::default());
    world.insert_resource(new_turn(first, 1, 1, first, Vec::new()));
    world.write_message(CatAttackEvent::FirstRoll {
        rolls: rolls.0.clone(),
        first,
    });
    world.insert_resource(rolls);
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

/// The public position.
pub fn position(world: &World) -> Position {
    let gang = world
        .get_resource::<Options>()
        .map(|o| o.gang)
        .unwrap_or_default();
    Position::new(
        world.resource::<Board>().0.clone(),
        all::<Cat>(world),
        all::<Bird>(world),
        all::<Mouse>(world),
        all::<Car>(world)
            .first()
            .copied()
            .unwrap_or(Car { at: None }),
        all::<Shop>(world),
    )
    .with_gang(gang)
}

/// Runs `f` with the context the legal list needs.
pub fn with_ctx<T>(world: &World, f: impl FnOnce(&Ctx) -> T) -> T {
    let pos = position(world);
    let ctx = Ctx {
        pos: &pos,
        turn: world.resource::<Turn>(),
        cards: world.resource::<Cards>(),
        options: world.resource::<Options>(),
    };
    f(&ctx)
}

/// The rule system for accepted actions: the engine runs on the table as plain values, which
/// then go back into the world (only what changed), with the events.
fn apply(world: &mut World) {
    let accepted = crate::core::accepted_this_run::<CatAttackAction>(world);
    let mut state = State::from_world(world);
    let mut rng = world.resource::<GameRng>().clone();
    let mut e = Engine::new(&mut state, &mut rng, true);
    for Accepted { seat, action } in &accepted {
        e.apply(*seat, action);
    }
    e.settle();
    let (events, revealed) = (e.events.take().unwrap_or_default(), e.revealed);
    state.to_world(world);
    world.resource_mut::<GameRng>().set_if_neq(rng);
    if revealed {
        world.resource_mut::<Revealed>().0 = true;
    }
    world.write_message_batch(events);
}
