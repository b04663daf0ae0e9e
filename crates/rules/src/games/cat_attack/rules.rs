//! The setup and the rule systems. `apply` carries out one accepted action (the decision at
//! the top of the turn's stack of steps); `settle` then lets everything that needs nobody's
//! choice happen (drawing up, Curiosity cards, the car, cornered cats, the end of the turn)
//! until a seat must decide again.

use super::actions::{CatAttackAction, Ctx, Options};
use super::components::*;
use super::movement::{Landing, Position};
use crate::core::query::{all, cache_query};
use crate::core::{
    Accepted, Deck, GameRng, Reshuffle, Revealed, RulesSchedule, RulesSet, SeatId, TableSetup,
    accepted_now,
};
use crate::levels::Level;
use crate::levels::cat_attack::{Effect, Kind, MogCard, ShopKind};
use bevy_app::App;
use bevy_ecs::message::Messages;
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
    app.add_message::<CatAttackEvent>()
        .add_systems(
            RulesSchedule,
            apply
                .in_set(RulesSet::Apply)
                .run_if(resource_exists::<Turn>),
        )
        .add_systems(
            RulesSchedule,
            settle
                .in_set(RulesSet::Resolve)
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
    world.insert_resource(new_turn(first, 1, 1, first));
    event(
        world,
        CatAttackEvent::FirstRoll {
            rolls: rolls.0.clone(),
            first,
        },
    );
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

fn new_turn(seat: SeatId, number: u32, round: u32, first: SeatId) -> Turn {
    Turn {
        seat,
        number,
        round,
        first,
        steps: vec![
            Step::EndTurn,
            Step::Roll(MoveKind::Die),
            Step::DrawUp(seat),
            Step::Play,
        ],
        raided: None,
        burgled: false,
        die: None,
        ended: None,
    }
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

fn event(world: &mut World, e: CatAttackEvent) {
    world.write_message(e);
}

fn cat_mut(world: &mut World, seat: SeatId) -> Mut<'_, Cat> {
    let mut q = world.query::<&mut Cat>();
    q.iter_mut(world)
        .find(|c| c.seat == seat)
        .expect("every seat has a cat")
}

fn cat(world: &mut World, seat: SeatId) -> Cat {
    *cat_mut(world, seat)
}

fn set_perch(world: &mut World, critter: Critter, id: u8, at: Perch) {
    match critter {
        Critter::Bird => {
            let mut q = world.query::<&mut Bird>();
            if let Some(mut b) = q.iter_mut(world).find(|b| b.id == id) {
                b.at = at;
            }
        }
        Critter::Mouse => {
            let mut q = world.query::<&mut Mouse>();
            if let Some(mut m) = q.iter_mut(world).find(|m| m.id == id) {
                m.at = at;
            }
        }
    }
}

fn shop_mut(world: &mut World, kind: ShopKind) -> Mut<'_, Shop> {
    let mut q = world.query::<&mut Shop>();
    q.iter_mut(world)
        .find(|s| s.kind == kind)
        .expect("every shop is on the board")
}

fn push(world: &mut World, step: Step) {
    world.resource_mut::<Turn>().steps.push(step);
}

/// The rule system for accepted actions.
fn apply(world: &mut World) {
    let accepted: Vec<Accepted<CatAttackAction>> = world
        .resource::<Messages<Accepted<CatAttackAction>>>()
        .iter_current_update_messages()
        .cloned()
        .collect();
    for Accepted { seat, action } in accepted {
        // The step that asked is answered.
        let Some(step) = world.resource_mut::<Turn>().steps.pop() else {
            continue;
        };
        act(world, seat, step, action);
    }
}

fn act(world: &mut World, seat: SeatId, step: Step, action: CatAttackAction) {
    use CatAttackAction as A;
    match (step, action) {
        (_, A::Play(card)) => {
            discard_from_hand(world, seat, card);
            event(world, CatAttackEvent::Played { seat, card });
            let next = match card {
                MogCard::Cat(v) => Step::Move {
                    steps: v,
                    kind: MoveKind::Card,
                },
                MogCard::Bird(v) => Step::MoveCritter {
                    critter: Critter::Bird,
                    steps: v,
                },
                MogCard::Mouse(v) => Step::MoveCritter {
                    critter: Critter::Mouse,
                    steps: v,
                },
                MogCard::SpeedyCat => {
                    // Three rolls, a move after each; the turn's own roll still follows.
                    push(world, Step::Roll(MoveKind::Die));
                    push(world, Step::Roll(MoveKind::Die));
                    Step::Roll(MoveKind::Die)
                }
                MogCard::CatAttack => Step::Pounce,
                MogCard::CatBurglar => {
                    world.resource_mut::<Turn>().burgled = true;
                    Step::Burgle
                }
            };
            push(world, next);
        }
        (_, A::Discard(card)) => {
            discard_from_hand(world, seat, card);
            event(world, CatAttackEvent::Played { seat, card });
        }
        (_, A::DeclareFight { target, suit }) => {
            world.resource_mut::<Tally>().fights += 1;
            event(
                world,
                CatAttackEvent::FightDeclared {
                    attacker: seat,
                    defender: target,
                    suit,
                },
            );
            push(
                world,
                Step::Fight {
                    attacker: seat,
                    defender: target,
                    suit,
                    to_play: seat,
                },
            );
        }
        (_, A::SixCat(critter)) => {
            let suit = critter.suit();
            let mut cards = world.resource_mut::<Cards>();
            let mut laid = 0;
            let hand = std::mem::take(&mut cards.hands[seat.index()]);
            let mut kept = Vec::new();
            for c in hand {
                if laid < 6 && Suit::of(c) == Some(suit) {
                    laid += 1;
                    cards.mog.discard(c);
                } else {
                    kept.push(c);
                }
            }
            cards.hands[seat.index()] = kept;
            push(world, Step::SixCat { critter });
        }
        (Step::Roll(kind), A::Roll) => {
            let value = world.resource_mut::<GameRng>().d6();
            world.resource_mut::<Turn>().die = Some(value);
            event(world, CatAttackEvent::Rolled { seat, value });
            push(world, Step::Move { steps: value, kind });
        }
        (Step::Move { kind, .. }, A::Move(path)) => {
            let to = *path.last().expect("a legal path has a space");
            let landing = position(world).landing(seat, to);
            cat_mut(world, seat).space = to;
            event(world, CatAttackEvent::Moved { seat, path });
            if let Ok(landing) = landing {
                land(world, seat, to, landing, kind);
            }
        }
        (_, A::MoveCritter { critter, id, path }) => {
            let to = *path.last().expect("a legal path has a space");
            set_perch(world, critter, id, perch_at(world, critter, to));
            event(world, CatAttackEvent::CritterMoved { critter, id, path });
        }
        (_, A::Pounce(to)) => {
            let landing = position(world).landing(seat, to);
            cat_mut(world, seat).space = to;
            event(
                world,
                CatAttackEvent::Moved {
                    seat,
                    path: vec![to],
                },
            );
            if let Ok(landing) = landing {
                land(world, seat, to, landing, MoveKind::Card);
            }
        }
        (_, A::Burgle(to)) => {
            cat_mut(world, seat).space = to;
            event(
                world,
                CatAttackEvent::Moved {
                    seat,
                    path: vec![to],
                },
            );
            let pos = position(world);
            match pos.board.kind(to) {
                Kind::Burglar(k) => {
                    shop_mut(world, k).stock -= 1;
                    gain(world, seat, Food::of_shop(k));
                    world.resource_mut::<Tally>().purchases += 1;
                }
                Kind::Home(_) => {
                    if let Some(victim) = pos.home_owner(to) {
                        push(
                            world,
                            Step::Raid {
                                victim,
                                burgled: true,
                            },
                        );
                    }
                }
                _ => {}
            }
        }
        (Step::SixCat { critter }, A::SixCatMove { victim, path }) => {
            let pos = position(world);
            let id = pos
                .perches(critter)
                .into_iter()
                .find(|(_, p)| *p == Perch::Larder(victim))
                .map(|(id, _)| id);
            if let Some(id) = id {
                let to = *path.last().expect("a legal path has a space");
                set_perch(world, critter, id, perch_at(world, critter, to));
                event(
                    world,
                    CatAttackEvent::SixCat {
                        seat,
                        victim,
                        critter,
                    },
                );
                event(world, CatAttackEvent::CritterMoved { critter, id, path });
            }
        }
        (Step::Raid { victim, burgled }, A::Raid(food)) => {
            take_food(world, victim, seat, food);
            world.resource_mut::<Tally>().raids += 1;
            event(
                world,
                CatAttackEvent::Raided {
                    by: seat,
                    victim,
                    food,
                },
            );
            let retired = cat(world, victim).retired;
            if !burgled && !retired {
                world.resource_mut::<Turn>().raided = Some(victim);
            }
        }
        // "You can steal one item": taking nothing is no raid, so no raid's penalty; the turn
        // goes on.
        (Step::Raid { victim, .. }, A::NoRaid) => {
            event(world, CatAttackEvent::RaidDeclined { by: seat, victim });
        }
        (Step::Swap { by, from }, A::Swap { take, give }) => {
            let mut cards = world.resource_mut::<Cards>();
            let theirs = &mut cards.hands[from.index()];
            if let Some(i) = theirs.iter().position(|c| *c == take) {
                theirs[i] = give;
            }
            let mine = &mut cards.hands[by.index()];
            if let Some(i) = mine.iter().position(|c| *c == give) {
                mine[i] = take;
            }
            let seen = cards.hands[from.index()].clone();
            cards.seen[by.index()][from.index()] = Some(seen);
            event(world, CatAttackEvent::Swapped { by, from });
        }
        (Step::Swap { by, from }, A::KeepHand) => {
            let mut cards = world.resource_mut::<Cards>();
            let seen = cards.hands[from.index()].clone();
            cards.seen[by.index()][from.index()] = Some(seen);
        }
        (
            Step::Fight {
                attacker,
                defender,
                suit,
                to_play,
            },
            A::FightCard(card),
        ) => {
            discard_from_hand(world, to_play, card);
            event(world, CatAttackEvent::FightCard { seat, card });
            let other = if to_play == attacker {
                defender
            } else {
                attacker
            };
            push(
                world,
                Step::Fight {
                    attacker,
                    defender,
                    suit,
                    to_play: other,
                },
            );
        }
        (step, action) => {
            // The gate only lets through what the step asks; keep the step if not.
            debug_assert!(false, "{action:?} does not answer {step:?}");
            push(world, step);
        }
    }
}

/// Where a critter ends up on `space`: its nest, or on the board.
fn perch_at(world: &World, critter: Critter, space: Space) -> Perch {
    let board = &world.resource::<Board>().0;
    let nest = match critter {
        Critter::Bird => board.bird_house,
        Critter::Mouse => board.mouse_hole,
    };
    if space == nest {
        Perch::Nest
    } else {
        Perch::On(space)
    }
}

fn discard_from_hand(world: &mut World, seat: SeatId, card: MogCard) {
    let mut cards = world.resource_mut::<Cards>();
    let hand = &mut cards.hands[seat.index()];
    if let Some(i) = hand.iter().position(|c| *c == card) {
        hand.remove(i);
        cards.mog.discard(card);
    }
}

/// Puts a food in `seat`'s larder, its gang's in a shared house (a bird or mouse is moved
/// there by its caller).
fn gain(world: &mut World, seat: SeatId, food: Food) {
    let keeper = world.resource::<Options>().gang.keeper(seat);
    cat_mut(world, keeper).larder.add(food);
    event(world, CatAttackEvent::Bought { seat, food });
}

/// Moves `food` from one larder to another (the keepers' larders, in shared houses).
fn take_food(world: &mut World, from: SeatId, to: SeatId, food: Food) {
    let gang = world.resource::<Options>().gang;
    let (from, to) = (gang.keeper(from), gang.keeper(to));
    match food {
        Food::Bird | Food::Mouse => {
            let critter = if food == Food::Bird {
                Critter::Bird
            } else {
                Critter::Mouse
            };
            let id = position(world)
                .perches(critter)
                .into_iter()
                .find(|(_, p)| *p == Perch::Larder(from))
                .map(|(id, _)| id);
            if let Some(id) = id {
                set_perch(world, critter, id, Perch::Larder(to));
            }
        }
        _ => {
            cat_mut(world, from).larder.remove(food);
            cat_mut(world, to).larder.add(food);
        }
    }
}

/// What landing on `to` does: catch, attack, shop, raid, trespass, the win, Curiosity.
fn land(world: &mut World, seat: SeatId, to: Space, landing: Landing, kind: MoveKind) {
    let pos = position(world);
    let opts = *world.resource::<Options>();
    // Pushed in reverse: the last pushed happens first.
    if pos.board.kind(to) == Kind::Curiosity {
        push(world, Step::Curiosity);
    }
    match landing {
        Landing::Catch(critter, id) => {
            set_perch(world, critter, id, Perch::Larder(pos.keeper(seat)));
            world.resource_mut::<Tally>().catches += 1;
            event(world, CatAttackEvent::Caught { seat, critter });
        }
        Landing::Attack(victim) => {
            world.resource_mut::<Tally>().attacks += 1;
            event(world, CatAttackEvent::Attacked { by: seat, victim });
            hurt(world, victim, 1, "attacked");
            if !cat(world, victim).retired {
                push(
                    world,
                    Step::Swap {
                        by: seat,
                        from: victim,
                    },
                );
            }
            if kind == MoveKind::Card {
                // "If you've just played a card to make your attack, pick up a new card."
                push(world, Step::DrawUp(seat));
            }
        }
        Landing::Empty => match pos.board.kind(to) {
            Kind::ShopGarden(k) => {
                let shop = pos.shop(k);
                let food = Food::of_shop(k);
                if shop.open && shop.stock > 0 && !pos.larder(seat).has(food) {
                    shop_mut(world, k).stock -= 1;
                    gain(world, seat, food);
                    world.resource_mut::<Tally>().purchases += 1;
                }
            }
            Kind::Home(_) if pos.is_home_of(seat, to) => {
                if kind == MoveKind::Die && pos.larder(seat).is_full() {
                    if opts.gang.teams == 0 || opts.gang.shared_house {
                        // A cat on the door is dealt with as the host arrives (so the board
                        // ends with one cat to a space); then the game is over.
                        host_returns(world, seat);
                        end_game(world, EndReason::Food(seat));
                        return;
                    }
                    // Gang Warfare in separate houses: "the first [team] to get all of its
                    // players to fill their larders … and each return to their Home space".
                    // This cat is home for good; its gang wins when every cat of it is.
                    host_returns(world, seat);
                    cat_mut(world, seat).finished = true;
                    let home = all::<Cat>(world)
                        .iter()
                        .filter(|c| pos.mates(c.seat, seat))
                        .all(|c| c.finished || c.seat == seat);
                    if home {
                        end_game(world, EndReason::Food(seat));
                    }
                    return;
                }
                host_returns(world, seat);
            }
            Kind::Home(_) => {
                if let Some(victim) = pos.home_owner(to) {
                    // "You can steal from other cats if they're not on their Home space or in
                    // their garden" (in a shared house: none of the gang is); never from
                    // your own gang.
                    let away = !pos.guarded(pos.cat(victim).house);
                    if opts.raiding && away && !pos.mates(victim, seat) {
                        push(
                            world,
                            Step::Raid {
                                victim,
                                burgled: false,
                            },
                        );
                    }
                }
            }
            _ => {}
        },
    }
}

/// `seat`'s cat loses `lives` and goes home; at none it retires.
fn hurt(world: &mut World, seat: SeatId, lives: u8, why: &str) {
    lose_lives(world, seat, lives, why);
    send_home(world, seat);
}

fn lose_lives(world: &mut World, seat: SeatId, lives: u8, why: &str) {
    // In a shared house the gang's lives are one pool, kept by its keeper and mirrored on
    // every cat of the gang; they retire together.
    let gang = world.resource::<Options>().gang;
    let keeper = gang.keeper(seat);
    let pool = cat(world, keeper);
    if pool.retired {
        return;
    }
    let lost = lives.min(pool.lives);
    let left = pool.lives - lost;
    let household: Vec<SeatId> = all::<Cat>(world)
        .iter()
        .filter(|c| gang.keeper(c.seat) == keeper)
        .map(|c| c.seat)
        .collect();
    for s in &household {
        cat_mut(world, *s).lives = left;
    }
    event(
        world,
        CatAttackEvent::LostLives {
            seat,
            lives: lost,
            why: why.to_string(),
        },
    );
    if left == 0 {
        for s in household {
            retire(world, s);
        }
    }
}

fn send_home(world: &mut World, seat: SeatId) {
    let home = {
        let board = world.resource::<Board>().0.clone();
        let c = cat(world, seat);
        if c.retired {
            return;
        }
        board.homes[c.house as usize]
    };
    let was = cat(world, seat).space;
    cat_mut(world, seat).space = home;
    event(world, CatAttackEvent::SentHome { seat });
    if was != home {
        host_returns(world, seat);
    }
}

/// "If the host cat is away and returns home to find you in his garden, it counts as an
/// attack": every cat in the garden (or on the door) loses a life, goes home, and the host
/// swaps a card with it. Without trespassing, a cat on the door just makes way.
fn host_returns(world: &mut World, host: SeatId) {
    let pos = position(world);
    let trespassing = world.resource::<Options>().trespassing;
    let house = pos.cat(host).house;
    let intruders: Vec<SeatId> = pos
        .active()
        .filter(|c| c.seat != host)
        .filter(|c| match pos.board.kind(c.space) {
            // A gang sharing the house shares its Home space.
            Kind::Home(h) => h == house && !(pos.gang.shared_house && pos.mates(c.seat, host)),
            Kind::Garden(h) => trespassing && h == house && !pos.mates(c.seat, host),
            _ => false,
        })
        .map(|c| c.seat)
        .collect();
    for intruder in intruders {
        // A gang never attacks its own: a mate on the door just makes way.
        if !trespassing || pos.mates(intruder, host) {
            send_home(world, intruder);
            continue;
        }
        world.resource_mut::<Tally>().attacks += 1;
        event(
            world,
            CatAttackEvent::Attacked {
                by: host,
                victim: intruder,
            },
        );
        hurt(world, intruder, 1, "caught trespassing");
        if !cat(world, intruder).retired {
            push(
                world,
                Step::Swap {
                    by: host,
                    from: intruder,
                },
            );
        }
    }
}

/// "If you lose all nine of your lives, you retire": the cards go face up to the discards.
fn retire(world: &mut World, seat: SeatId) {
    cat_mut(world, seat).retired = true;
    world.resource_mut::<Tally>().retired += 1;
    let mut cards = world.resource_mut::<Cards>();
    let hand = std::mem::take(&mut cards.hands[seat.index()]);
    for c in hand {
        cards.mog.discard(c);
    }
    event(world, CatAttackEvent::Retired { seat });
    // The last cat (or, in Gang Warfare, the last gang) left wins.
    let gang = world.resource::<Options>().gang;
    let mut left: Vec<SeatId> = all::<Cat>(world)
        .iter()
        .filter(|c| !c.retired)
        .map(|c| c.seat)
        .collect();
    left.sort();
    if let Some(&first) = left.first()
        && left.iter().all(|s| gang.mates(*s, first))
    {
        end_game(world, EndReason::LastCat(first));
    }
}

fn end_game(world: &mut World, reason: EndReason) {
    let mut turn = world.resource_mut::<Turn>();
    if turn.ended.is_some() {
        return;
    }
    turn.ended = Some(reason);
    turn.steps.clear();
    if let EndReason::Food(seat) | EndReason::LastCat(seat) = reason {
        event(world, CatAttackEvent::Won { seat });
    }
}

/// Draws `seat`'s hand back up to six.
fn draw_up(world: &mut World, seat: SeatId) {
    if cat(world, seat).retired {
        return;
    }
    let drew = world.resource_scope(|world, mut rng: Mut<GameRng>| {
        let mut cards = world.resource_mut::<Cards>();
        let mut drew = false;
        while cards.hands[seat.index()].len() < HAND {
            let Some(c) = cards.mog.draw(&mut rng) else {
                break;
            };
            cards.hands[seat.index()].push(c);
            drew = true;
        }
        drew
    });
    if drew {
        world.resource_mut::<Revealed>().0 = true;
    }
}

/// Everything that needs nobody's choice, until a seat must decide or the game ends.
fn settle(world: &mut World) {
    loop {
        let turn = world.resource::<Turn>();
        if turn.ended.is_some() {
            return;
        }
        let seat = turn.seat;
        let c = cat(world, seat);
        if c.retired || c.finished {
            // A cat that retires (or, in Gang Warfare, comes home for good) mid-turn does
            // nothing more; swaps it is owed by others stay.
            let mut turn = world.resource_mut::<Turn>();
            turn.steps.retain(|s| {
                matches!(s, Step::EndTurn)
                    || matches!(s, Step::Swap { by, .. } | Step::DrawUp(by) if *by != seat)
            });
        }
        let Some(step) = world.resource::<Turn>().steps.last().cloned() else {
            next_turn(world);
            continue;
        };
        let pos = position(world);
        match step {
            Step::DrawUp(s) => {
                pop(world);
                draw_up(world, s);
            }
            Step::Curiosity => {
                pop(world);
                curiosity(world, seat);
            }
            Step::EndTurn => {
                pop(world);
                end_of_turn(world, seat);
                if world.resource::<Turn>().steps.is_empty() {
                    next_turn(world);
                }
            }
            Step::Move { steps, .. } => {
                let (paths, blocks) = pos.cat_paths(seat, steps);
                if !paths.is_empty() {
                    return;
                }
                // Cornered: "you lose one Life Token for every reason you're cornered and go
                // home".
                pop(world);
                world.resource_mut::<Tally>().cornered += 1;
                let why: Vec<&str> = blocks.iter().map(|b| b.rule()).collect();
                let why = if why.is_empty() {
                    "cornered: nowhere to go".to_string()
                } else {
                    format!("cornered: {}", why.join("; "))
                };
                hurt(world, seat, blocks.len().max(1) as u8, &why);
            }
            Step::MoveCritter { critter, steps } => {
                if with_ctx(world, |ctx| ctx.critter_moves(critter, steps).is_empty()) {
                    // "You can play a Mouse or Bird card even if there are no more mice or
                    // birds left to move."
                    pop(world);
                } else {
                    return;
                }
            }
            Step::Swap { by, from } => {
                let cards = world.resource::<Cards>();
                if pos.cat(by).retired
                    || pos.cat(from).retired
                    || cards.hands[from.index()].is_empty()
                    || cards.hands[by.index()].is_empty()
                {
                    pop(world);
                } else {
                    return;
                }
            }
            Step::Raid { victim, .. } => {
                if with_ctx(world, |ctx| ctx.raidable(seat, victim).is_empty()) {
                    pop(world);
                } else {
                    return;
                }
            }
            Step::Fight {
                attacker,
                defender,
                suit,
                to_play,
            } => {
                let cards = world.resource::<Cards>();
                let has = |s: SeatId| {
                    cards.hands[s.index()]
                        .iter()
                        .any(|c| Suit::of(*c) == Some(suit))
                };
                if has(to_play) {
                    return;
                }
                let empty = |s: SeatId| cards.hands[s.index()].is_empty();
                if empty(attacker) && empty(defender) {
                    // "If both players run out of cards during the cat fight, each picks up six
                    // new Mog cards, starting with the attacking player, and the fight goes on."
                    draw_up(world, attacker);
                    draw_up(world, defender);
                    continue;
                }
                pop(world);
                let winner = if to_play == attacker {
                    defender
                } else {
                    attacker
                };
                event(world, CatAttackEvent::FightLost { seat: to_play });
                hurt(world, to_play, 1, "lost the cat fight");
                // Both replenish, the attacker first; then the winner swaps a card.
                if !cat(world, to_play).retired {
                    push(
                        world,
                        Step::Swap {
                            by: winner,
                            from: to_play,
                        },
                    );
                }
                push(world, Step::DrawUp(defender));
                push(world, Step::DrawUp(attacker));
            }
            Step::Play => {
                if world.resource::<Cards>().hands[seat.index()].is_empty() {
                    pop(world);
                } else {
                    return;
                }
            }
            Step::Roll(_) | Step::Pounce | Step::Burgle | Step::SixCat { .. } => return,
        }
    }
}

fn pop(world: &mut World) {
    world.resource_mut::<Turn>().steps.pop();
}

/// Penalties for where the cat ends its turn.
fn end_of_turn(world: &mut World, seat: SeatId) {
    let pos = position(world);
    let c = *pos.cat(seat);
    if c.retired || c.finished {
        return;
    }
    let turn = world.resource::<Turn>().clone();
    // "If you've just done a raid and you're still in that cat's garden or on his Home space
    // at the end of your turn, you lose two Life Tokens and go home."
    if let Some(victim) = turn.raided
        && pos.garden_owner(c.space) == Some(victim)
    {
        hurt(world, seat, 2, "still in the garden of the cat it raided");
        return;
    }
    // "If you've just played a Cat Burglar card and you're still in a shop's garden or a cat's
    // garden or Home space at the end of your turn, you lose one Life Token and go home."
    if turn.burgled {
        let in_shop = matches!(pos.board.kind(c.space), Kind::ShopGarden(_));
        let in_garden = pos
            .garden_owner(c.space)
            .is_some_and(|owner| !pos.mates(owner, seat) && !pos.cat(owner).retired);
        if in_shop || in_garden {
            hurt(world, seat, 1, "caught with a Cat Burglar card in a garden");
        }
    }
}

/// The next cat still in the game takes its turn; the game is decided once the agreed
/// number of rounds is played.
fn next_turn(world: &mut World) {
    let turn = world.resource::<Turn>().clone();
    if turn.ended.is_some() {
        return;
    }
    let cats = all::<Cat>(world);
    // Retired cats, and Gang Warfare cats home for good, take no turns.
    let out = |s: SeatId| {
        cats.iter()
            .any(|c| c.seat == s && (c.retired || c.finished))
    };
    if cats.iter().all(|c| out(c.seat)) {
        // Nobody can play on (gangs each home but for a retired cat): decided as by time.
        end_game(world, EndReason::Time);
        return;
    }
    let n = cats.len();
    // Rounds are counted by play passing the seat that began, not by turns: retired cats take
    // no turns, and "agree how long you'll play" means rounds of the cats still playing.
    let mut next = turn.seat;
    let mut new_round = false;
    loop {
        next = next.next(n);
        new_round |= next == turn.first;
        if !out(next) {
            break;
        }
    }
    if new_round && turn.round >= world.resource::<Options>().rounds {
        end_game(world, EndReason::Time);
        return;
    }
    let round = turn.round + u32::from(new_round);
    world.insert_resource(new_turn(next, turn.number + 1, round, turn.first));
}

/// Draws the top Curiosity card and does what it says; the card goes to the bottom.
fn curiosity(world: &mut World, seat: SeatId) {
    let texts = world.resource::<CuriosityTexts>().0.clone();
    let Some(card) = world.resource_mut::<Cards>().curiosity.pop_front() else {
        return;
    };
    world.resource_mut::<Cards>().curiosity.push_back(card);
    world.resource_mut::<Cards>().last_curiosity = Some(card);
    world.resource_mut::<Tally>().curiosity += 1;
    world.resource_mut::<Revealed>().0 = true;
    event(world, CatAttackEvent::CuriosityDrawn { seat, card });
    match texts[card as usize].effect.clone() {
        Effect::ToggleShop(k) => toggle_shop(world, k),
        Effect::MoveCar(street) => {
            let board = world.resource::<Board>().0.clone();
            if let Some(street) = board.street_index(&street) {
                drive_car(world, street);
            }
        }
        Effect::PlayMog => {
            // "Play another Mog card: do so right away and don't forget to replenish."
            push(world, Step::DrawUp(seat));
            push(world, Step::Play);
        }
        Effect::RollAgain => push(world, Step::Roll(MoveKind::Die)),
        Effect::Move(steps) => push(
            world,
            Step::Move {
                steps,
                kind: MoveKind::Extra,
            },
        ),
        Effect::LoseLives(n) => lose_lives(world, seat, n, "a Curiosity card"),
        Effect::GoHome => send_home(world, seat),
        Effect::Escape => {
            // "A bird or mouse that escapes goes back to its home" (the publisher's ruling).
            let pos = position(world);
            let larder = Perch::Larder(pos.keeper(seat));
            for critter in [Critter::Bird, Critter::Mouse] {
                for (id, perch) in pos.perches(critter) {
                    if perch == larder {
                        set_perch(world, critter, id, Perch::Nest);
                        event(world, CatAttackEvent::Escaped { seat, critter });
                    }
                }
            }
        }
        Effect::Shuffle => {
            // This card stays at the bottom; the others are shuffled above it, and the cat
            // draws again.
            world.resource_scope(|world, mut rng: Mut<GameRng>| {
                let mut cards = world.resource_mut::<Cards>();
                let bottom = cards.curiosity.pop_back();
                let mut rest: Vec<u8> = cards.curiosity.drain(..).collect();
                rng.shuffle(&mut rest);
                cards.curiosity = rest.into();
                cards.curiosity.extend(bottom);
            });
            push(world, Step::Curiosity);
        }
    }
}

fn toggle_shop(world: &mut World, kind: ShopKind) {
    let open = {
        let mut shop = shop_mut(world, kind);
        shop.open = !shop.open;
        shop.open
    };
    event(world, CatAttackEvent::ShopToggled { shop: kind, open });
    if !open {
        // "If you get caught in the garden of a shop as it closes, you lose one Life Token and
        // go home."
        let pos = position(world);
        let caught: Vec<SeatId> = pos
            .active()
            .filter(|c| pos.board.kind(c.space) == Kind::ShopGarden(kind))
            .map(|c| c.seat)
            .collect();
        for s in caught {
            hurt(world, s, 1, "caught in the garden of a shop as it closed");
        }
    }
}

/// The car drives clockwise to the middle of `street`; every cat it meets, or on that street,
/// loses a life and goes home. Already on that street, it does a full lap.
fn drive_car(world: &mut World, street: u8) {
    let pos = position(world);
    let board = pos.board.clone();
    let route_len = board.route.len() as u8;
    let dest = (street as usize * 5 + 2) as u8;
    let mut path: Vec<u8> = Vec::new();
    match pos.car.at {
        None => {
            // Out of the car park onto the street it opens on, then clockwise.
            let entry = board
                .links(board.car_park)
                .first()
                .and_then(|s| board.route.iter().position(|r| r == s))
                .unwrap_or(0) as u8;
            let mut i = entry;
            path.push(i);
            while i != dest {
                i = (i + 1) % route_len;
                path.push(i);
            }
        }
        Some(at) => {
            let mut i = at;
            loop {
                i = (i + 1) % route_len;
                path.push(i);
                if i == dest {
                    break;
                }
            }
        }
    }
    let spaces: Vec<Space> = path.iter().map(|i| board.route[*i as usize]).collect();
    {
        let mut q = world.query::<&mut Car>();
        if let Some(mut car) = q.iter_mut(world).next() {
            car.at = Some(dest);
        }
    }
    event(
        world,
        CatAttackEvent::CarDrove {
            path: spaces.clone(),
        },
    );
    let hit: Vec<SeatId> = pos
        .active()
        .filter(|c| spaces.contains(&c.space) || board.street_of(c.space) == Some(street))
        .map(|c| c.seat)
        .collect();
    for s in hit {
        world.resource_mut::<Tally>().car_hits += 1;
        hurt(world, s, 1, "met the car");
    }
}
