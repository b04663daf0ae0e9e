//! Cat Attack bots. Normal scores each legal action by what it gains now (food, a catch, an
//! attack, getting home with a full larder) against what it risks (lives, the end-of-turn
//! penalties); it reads only its observation.

use super::CatAttack;
use super::actions::CatAttackAction;
use super::components::*;
use super::movement::{Landing, Position};
use super::observation::CatAttackObservation;
use crate::core::{Bot, Deadline, GameRng, SeatId};
use crate::levels::cat_attack::{Kind, MogCard};

/// Normal: the best-looking action now, ties broken at random.
pub struct NormalBot;

impl Bot<CatAttack> for NormalBot {
    fn choose(
        &mut self,
        obs: &CatAttackObservation,
        rng: &mut GameRng,
        _deadline: Deadline,
    ) -> CatAttackAction {
        let seat = obs.seat.expect("a bot has a seat");
        let legal = &obs.legal;
        assert!(
            !legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        let mut best = Vec::new();
        let mut best_score = i32::MIN;
        for a in legal {
            let s = score(obs, seat, a);
            if s > best_score {
                best_score = s;
                best.clear();
            }
            if s == best_score {
                best.push(a.clone());
            }
        }
        best.swap_remove(rng.below(best.len()))
    }
}

/// How many foods the seat still needs, and whether it holds everything.
fn wants(pos: &Position, seat: SeatId, food: Food) -> bool {
    !pos.larder(seat).has(food)
}

/// Value of the cat standing on `space` at the end of a move.
fn landing_value(pos: &Position, seat: SeatId, space: Space, die: bool) -> i32 {
    let mut v = 0;
    match pos.landing(seat, space) {
        Ok(Landing::Catch(c, _)) => v += 60 + if wants(pos, seat, c.food()) { 0 } else { -60 },
        Ok(Landing::Attack(victim)) => {
            v += 25 + 3 * (LIVES as i32 - pos.cat(victim).lives as i32).min(0).abs();
            v += 4 * pos.larder(victim).count() as i32;
        }
        _ => {}
    }
    match pos.board.kind(space) {
        Kind::ShopGarden(k) => {
            let shop = pos.shop(k);
            if shop.open && shop.stock > 0 && wants(pos, seat, Food::of_shop(k)) {
                v += 50;
            }
        }
        Kind::Home(_) if pos.is_home_of(seat, space) => {
            if die && pos.larder(seat).is_full() {
                v += 10_000;
            }
            v += 5;
        }
        Kind::Home(_) => {
            if let Some(owner) = pos.home_owner(space) {
                let o = pos.cat(owner);
                let away = o.retired || pos.garden_owner(o.space) != Some(owner);
                let gain = pos
                    .larder(owner)
                    .foods()
                    .filter(|f| wants(pos, seat, *f))
                    .count() as i32;
                if away && gain > 0 {
                    v += 40;
                }
            }
        }
        Kind::Curiosity => v += 6,
        _ => {}
    }
    // Closer to what it still needs is better.
    v -= distance_to_need(pos, seat, space) as i32;
    v
}

/// Steps from `space` to the nearest thing the seat still needs (or home with a full larder).
fn distance_to_need(pos: &Position, seat: SeatId, space: Space) -> u8 {
    let dist = pos.distances(space);
    let larder = pos.larder(seat);
    if larder.is_full() {
        return dist[pos.board.homes[pos.cat(seat).house as usize] as usize];
    }
    let mut best = u8::MAX;
    for (i, s) in pos.board.spaces.iter().enumerate() {
        let useful = match s.kind {
            Kind::ShopGarden(k) => {
                let shop = pos.shop(k);
                shop.open && shop.stock > 0 && !larder.has(Food::of_shop(k))
            }
            _ => match pos.occupant(i as Space) {
                Some(super::movement::Piece::Critter(c, _)) => !larder.has(c.food()),
                _ => false,
            },
        };
        if useful {
            best = best.min(dist[i]);
        }
    }
    if best == u8::MAX { 20 } else { best }
}

fn score(obs: &CatAttackObservation, seat: SeatId, action: &CatAttackAction) -> i32 {
    use CatAttackAction as A;
    let pos = &obs.position;
    let die = matches!(
        obs.turn.steps.last(),
        Some(Step::Move {
            kind: MoveKind::Die,
            ..
        })
    );
    match action {
        A::Move(path) => landing_value(pos, seat, *path.last().unwrap(), die),
        A::Pounce(s) => landing_value(pos, seat, *s, false) + 10,
        A::Burgle(s) => match pos.board.kind(*s) {
            Kind::Burglar(_) => 70,
            _ => 60,
        },
        A::Raid(food) => match food {
            Food::Bird | Food::Mouse => 2,
            _ => 3,
        },
        A::MoveCritter { critter, path, .. } => {
            // Bring critters next to our cat; keep them away from others.
            let to = *path.last().unwrap();
            let mine = pos.distances(pos.cat(seat).space)[to as usize] as i32;
            let want = wants(pos, seat, critter.food());
            if want { 30 - mine * 4 } else { mine }
        }
        A::Play(card) => match card {
            MogCard::Cat(v) => best_move_value(obs, seat, *v),
            MogCard::SpeedyCat => 25,
            MogCard::CatAttack => 45,
            MogCard::CatBurglar => 55,
            MogCard::Bird(_) | MogCard::Mouse(_) => 10,
        },
        A::Discard(_) => 0,
        A::DeclareFight { target, suit } => {
            let mine = obs
                .hand
                .iter()
                .filter(|c| Suit::of(**c) == Some(*suit))
                .count() as i32;
            let seen = obs.seen[target.index()]
                .as_ref()
                .map(|h| h.iter().filter(|c| Suit::of(**c) == Some(*suit)).count() as i32);
            // Unseen: guess a third of their hand.
            let theirs = seen.unwrap_or(2);
            if mine > theirs + 1 {
                20 + 5 * (mine - theirs)
            } else {
                -20
            }
        }
        A::SixCat(_) | A::SixCatMove { .. } => 35,
        A::Roll => 0,
        A::Swap { take, give } => card_worth(*take) - card_worth(*give),
        A::KeepHand => 0,
        A::FightCard(card) => -card_worth(*card),
    }
}

fn best_move_value(obs: &CatAttackObservation, seat: SeatId, steps: u8) -> i32 {
    let (paths, blocks) = obs.position.cat_paths(seat, steps);
    if paths.is_empty() {
        return -30 * blocks.len().max(1) as i32;
    }
    paths
        .iter()
        .map(|p| landing_value(&obs.position, seat, *p.last().unwrap(), false))
        .max()
        .unwrap_or(0)
}

fn card_worth(card: MogCard) -> i32 {
    match card {
        MogCard::CatBurglar => 9,
        MogCard::CatAttack => 8,
        MogCard::SpeedyCat => 7,
        MogCard::Cat(v) => 3 + v as i32 / 2,
        MogCard::Bird(_) | MogCard::Mouse(_) => 2,
    }
}
