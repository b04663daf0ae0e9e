//! Cat Attack bots. Normal scores each legal action by what it gains now (food, a catch, an
//! attack, the chance of rolling home with a full larder) against what it risks (lives, the
//! end-of-turn penalties); it reads only its observation.

use super::CatAttack;
use super::actions::CatAttackAction;
use super::components::*;
use super::movement::{Block, Landing, Piece, Position};
use super::observation::CatAttackObservation;
use crate::core::{Bot, Deadline, GameRng, SeatId};
use crate::levels::cat_attack::{Kind, MogCard};

/// What a win this turn is worth, in the units of a food (about 50–60): a sure win outweighs
/// everything, and each die value that would land home counts a sixth of it.
const WIN: i32 = 360;
/// One life, against a food: lives only matter once they run low, so they weigh little.
const LIFE: i32 = 8;
/// Ending the turn within reach of a rival.
const DANGER: i32 = 12;

/// Normal: the best-looking action now, ties broken at random.
pub struct NormalBot;

impl Bot<CatAttack> for NormalBot {
    fn choose(
        &mut self,
        obs: &CatAttackObservation,
        rng: &mut GameRng,
        _deadline: Deadline,
    ) -> CatAttackAction {
        let ranked = ranked(obs);
        let best = ranked[0].1;
        let ties = ranked.iter().take_while(|(_, s)| *s == best).count();
        ranked[rng.below(ties)].0.clone()
    }
}

/// Every legal action with Normal's score, best first (never empty when the seat is asked).
pub fn ranked(obs: &CatAttackObservation) -> Vec<(CatAttackAction, i32)> {
    assert!(
        !obs.legal.is_empty(),
        "a bot was asked to act with no legal action"
    );
    let view = View::new(obs);
    let mut out: Vec<(CatAttackAction, i32)> = obs
        .legal
        .iter()
        .map(|a| (a.clone(), view.score(a)))
        .collect();
    // Stable: equal scores keep the legal list's order, so the choice among them is the rng's.
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// What Normal needs about the position once per decision.
struct View<'a> {
    obs: &'a CatAttackObservation,
    pos: &'a Position,
    seat: SeatId,
    full: bool,
}

impl<'a> View<'a> {
    fn new(obs: &'a CatAttackObservation) -> Self {
        let seat = obs.seat.expect("a bot has a seat");
        let pos = &obs.position;
        Self {
            obs,
            pos,
            seat,
            full: pos.larder(seat).is_full(),
        }
    }

    fn wants(&self, food: Food) -> bool {
        !self.pos.larder(self.seat).has(food)
    }

    /// No roll and no move is left in the turn after the one being decided: where the cat
    /// lands is where it ends the turn.
    fn ends_turn(&self) -> bool {
        let steps = &self.obs.turn.steps;
        !steps[..steps.len().saturating_sub(1)]
            .iter()
            .any(|s| matches!(s, Step::Roll(_) | Step::Move { .. }))
    }

    /// Value of the cat standing on `space` after a move; `die`: the move is a die roll
    /// (only those win), `last`: the turn ends there.
    fn landing(&self, space: Space, die: bool, last: bool) -> i32 {
        let pos = self.pos;
        let seat = self.seat;
        let turn = &self.obs.turn;
        let mut v = 0;
        match pos.landing(seat, space) {
            Ok(Landing::Catch(..)) => v += 60,
            Ok(Landing::Attack(victim)) => {
                let larder = pos.larder(victim);
                v += 25 + 4 * larder.count() as i32;
                // A rival with everything is one roll from winning: send it home.
                if larder.is_full() {
                    v += 60;
                }
            }
            _ => {}
        }
        match pos.board.kind(space) {
            Kind::ShopGarden(k) => {
                let shop = pos.shop(k);
                if shop.open && shop.stock > 0 && self.wants(Food::of_shop(k)) {
                    v += 50;
                }
            }
            Kind::Home(_) if pos.is_home_of(seat, space) => {
                if die && self.full {
                    return 100 * WIN;
                }
                if !self.full {
                    v += 5;
                }
            }
            Kind::Home(_) => {
                if let Some(owner) = pos.home_owner(space) {
                    let o = pos.cat(owner);
                    let away = o.retired || pos.garden_owner(o.space) != Some(owner);
                    let gain = pos.larder(owner).foods().any(|f| self.wants(f));
                    if self.obs.options.raiding && away && gain {
                        v += 40;
                        // Raiding by the turn's last move leaves the cat on that Home.
                        if last && !o.retired {
                            v -= 2 * LIFE + 10;
                        }
                    }
                }
            }
            Kind::Curiosity => v += 6,
            _ => {}
        }
        if last {
            // "Still in that cat's garden … at the end of your turn, you lose two Life Tokens."
            if let Some(victim) = turn.raided
                && pos.garden_owner(space) == Some(victim)
            {
                v -= 2 * LIFE + 40;
            }
            // The Cat Burglar's penalty: one life and home.
            if turn.burgled {
                let in_shop = matches!(pos.board.kind(space), Kind::ShopGarden(_));
                let in_garden = pos
                    .garden_owner(space)
                    .is_some_and(|o| o != seat && !pos.cat(o).retired);
                if in_shop || in_garden {
                    v -= LIFE + 30;
                }
            }
        }
        if last && !self.safe_on(space) {
            // Rivals within six spaces can pounce, fight or roll onto the cat next turn.
            let dist = pos.distances(space);
            let near = pos
                .active()
                .filter(|c| c.seat != seat && dist[c.space as usize] <= REACH)
                .count() as i32;
            v -= DANGER * near;
        }
        if self.full {
            // With everything, only the way home counts: how many die values land there.
            let home = pos.board.homes[pos.cat(seat).house as usize];
            let rolls = rolls_to(pos, seat, space, home);
            v += WIN / 6 * rolls as i32;
            if rolls == 0 {
                v -= pos.distances(space)[home as usize].min(20) as i32;
            }
        } else {
            v -= distance_to_need(pos, seat, space) as i32;
        }
        v
    }

    /// On a Home space that protects it (its own, or that of a cat still in the game).
    fn safe_on(&self, space: Space) -> bool {
        self.pos
            .home_owner(space)
            .is_some_and(|o| o == self.seat || !self.pos.cat(o).retired)
    }

    fn score(&self, action: &CatAttackAction) -> i32 {
        use CatAttackAction as A;
        let pos = self.pos;
        let seat = self.seat;
        let obs = self.obs;
        match action {
            A::Move(path) => {
                let die = matches!(
                    obs.turn.steps.last(),
                    Some(Step::Move {
                        kind: MoveKind::Die,
                        ..
                    })
                );
                self.landing(*path.last().unwrap(), die, self.ends_turn())
            }
            A::Pounce(s) => self.landing(*s, false, false) + 10,
            A::Burgle(s) => match pos.board.kind(*s) {
                Kind::Burglar(_) => 70,
                _ => 60,
            },
            A::Raid(food) => raid_value(pos, *food),
            A::MoveCritter { critter, path, .. } => {
                self.critter_value(*critter, *path.last().unwrap())
            }
            A::Play(card) => match card {
                MogCard::Cat(v) => self.best_cat_move(*v),
                MogCard::SpeedyCat => {
                    if self.full {
                        // Four rolls this turn: the first from here, the others from wherever
                        // they lead (about one chance in four each).
                        let home = pos.board.homes[pos.cat(seat).house as usize];
                        let p = rolls_to(pos, seat, pos.cat(seat).space, home) as f64 / 6.0;
                        (WIN as f64 * (1.0 - (1.0 - p) * 0.75f64.powi(3))) as i32
                    } else {
                        25
                    }
                }
                MogCard::CatAttack => 45,
                MogCard::CatBurglar => 55,
                MogCard::Bird(v) => self.best_critter_move(Critter::Bird, *v),
                MogCard::Mouse(v) => self.best_critter_move(Critter::Mouse, *v),
            },
            A::Discard(card) => -card_worth(*card, self.full),
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
            A::Swap { take, give } => card_worth(*take, self.full) - card_worth(*give, self.full),
            A::KeepHand => 0,
            A::FightCard(card) => -card_worth(*card, self.full),
        }
    }

    /// A Cat card: the best place it can take the cat (the turn's roll still follows).
    fn best_cat_move(&self, steps: u8) -> i32 {
        let (paths, blocks) = self.pos.cat_paths(self.seat, steps);
        if paths.is_empty() {
            return -30 * blocks.len().max(1) as i32;
        }
        paths
            .iter()
            .map(|p| self.landing(*p.last().unwrap(), false, false))
            .max()
            .unwrap_or(0)
    }

    /// A Bird or Mouse card: the best move of a critter of that kind (a little for the card
    /// itself when nothing can move).
    fn best_critter_move(&self, critter: Critter, steps: u8) -> i32 {
        let mut best = 5;
        for (_, perch) in self.pos.perches(critter) {
            if let Perch::Larder(s) = perch
                && !self.pos.cat(s).retired
            {
                continue;
            }
            let start = self.pos.critter_start(critter, perch);
            for p in self.pos.critter_paths(critter, start, steps) {
                best = best.max(self.critter_value(critter, *p.last().unwrap()));
            }
        }
        best
    }

    /// A critter the cat wants goes where the turn's roll can land on it; one it does not
    /// want goes away from the rivals who want it.
    fn critter_value(&self, critter: Critter, to: Space) -> i32 {
        let pos = self.pos;
        let me = pos.cat(self.seat).space;
        if self.wants(critter.food()) {
            let rolls = rolls_to(pos, self.seat, me, to) as i32;
            let dist = pos.distances(me)[to as usize].min(20) as i32;
            return 15 + 10 * rolls - 2 * dist;
        }
        let dist = pos.distances(to);
        pos.active()
            .filter(|c| c.seat != self.seat && !pos.larder(c.seat).has(critter.food()))
            .map(|c| dist[c.space as usize].min(12) as i32)
            .min()
            .unwrap_or(12)
    }
}

/// The food hardest to come by is the best to raid.
fn raid_value(pos: &Position, food: Food) -> i32 {
    let scarce = match food {
        Food::Bird | Food::Mouse => {
            let critter = if food == Food::Bird {
                Critter::Bird
            } else {
                Critter::Mouse
            };
            pos.perches(critter)
                .iter()
                .all(|(_, p)| matches!(p, Perch::Larder(_)))
        }
        _ => pos
            .shops
            .iter()
            .find(|s| Food::of_shop(s.kind) == food)
            .is_none_or(|s| !s.open || s.stock == 0),
    };
    3 + if scarce { 3 } else { 0 }
}

/// How many die values (1–6) would take `seat`'s cat from `from` onto `target` by exact
/// count, the board as it stands (the cat itself lifted off its present space).
pub(super) fn rolls_to(pos: &Position, seat: SeatId, from: Space, target: Space) -> u8 {
    let mut lengths = 0u8;
    let mut path = vec![from];
    walk_to(pos, seat, target, &mut path, &mut lengths);
    lengths.count_ones() as u8
}

fn walk_to(pos: &Position, seat: SeatId, target: Space, path: &mut Vec<Space>, lengths: &mut u8) {
    let here = *path.last().expect("a path has its start");
    let me = pos.cat(seat).space;
    for &next in pos.board.links(here) {
        if path.contains(&next) {
            continue;
        }
        let step = path.len() as u8;
        let landing = if next == me {
            Ok(Landing::Empty)
        } else {
            pos.landing(seat, next)
        };
        if next == target && landing.is_ok() {
            *lengths |= 1 << (step - 1);
        }
        // Cats may jump over birds and mice, never over cats, the car's street or a closed shop.
        let passable = matches!(
            landing,
            Ok(Landing::Empty | Landing::Catch(..)) | Err(Some(Block::LarderFull))
        );
        if passable && step < 6 {
            path.push(next);
            walk_to(pos, seat, target, path, lengths);
            path.pop();
        }
    }
}

/// Steps from `space` to the nearest thing the seat still needs.
pub(super) fn distance_to_need(pos: &Position, seat: SeatId, space: Space) -> u8 {
    let dist = pos.distances(space);
    let larder = pos.larder(seat);
    let mut best = u8::MAX;
    for (i, s) in pos.board.spaces.iter().enumerate() {
        let useful = match s.kind {
            Kind::ShopGarden(k) => {
                let shop = pos.shop(k);
                shop.open && shop.stock > 0 && !larder.has(Food::of_shop(k))
            }
            _ => match pos.occupant(i as Space) {
                Some(Piece::Critter(c, _)) => !larder.has(c.food()),
                _ => false,
            },
        };
        if useful {
            best = best.min(dist[i]);
        }
    }
    if best == u8::MAX { 20 } else { best }
}

/// What a card in hand is worth keeping; with a full larder, whatever rolls the die most.
fn card_worth(card: MogCard, full: bool) -> i32 {
    match card {
        MogCard::SpeedyCat if full => 12,
        MogCard::CatBurglar => 9,
        MogCard::CatAttack => 8,
        MogCard::SpeedyCat => 7,
        MogCard::Cat(v) => 3 + v as i32 / 2,
        MogCard::Bird(_) | MogCard::Mouse(_) => 2,
    }
}
