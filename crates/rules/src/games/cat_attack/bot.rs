//! Cat Attack bots. Normal scores each legal action by what it gains now (food, a catch, an
//! attack, the chance of rolling home with a full larder) against what it risks (lives, the
//! end-of-turn penalties); it reads only its observation. Every term of a score is kept with
//! what it stands for ([`Why`]), so the hint can say why in words (`Bot::reason`).

use super::CatAttack;
use super::actions::card_name;
use super::actions::{CatAttackAction, Options};
use super::components::*;
use super::engine::State;
use super::movement::{Block, Landing, Piece, Position};
use super::observation::CatAttackObservation;
use crate::core::{Bot, Deadline, GameRng, SeatId, Text};
use crate::levels::cat_attack::{Kind, MogCard, ShopKind};
use crate::text;

/// What a win this turn is worth, in the units of a food (about 50–60): a sure win outweighs
/// everything, and each die value that would land home counts a sixth of it.
const WIN: i32 = 360;
/// One life, against a food: lives only matter once they run low, so they weigh little.
const LIFE: i32 = 8;
/// Ending the turn within reach of a rival.
const DANGER: i32 = 12;
/// A food raided from a larder (a little less than one caught or bought: it costs a landing
/// on a Home whose cat may come back).
const RAID: i32 = 40;

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

    fn reason(&self, obs: &CatAttackObservation, action: &CatAttackAction) -> Option<Text> {
        reason(obs, action)
    }
}

/// Every legal action with Normal's score, best first (never empty when the seat is asked).
pub fn ranked(obs: &CatAttackObservation) -> Vec<(CatAttackAction, i32)> {
    assert!(
        !obs.legal.is_empty(),
        "a bot was asked to act with no legal action"
    );
    by_score(&View::new(obs, false), &obs.legal)
}

/// Normal's best action for `seat` on a search's plain table, among its `legal` actions (not
/// empty), ties to the first listed: what Expert's playouts play.
pub(super) fn best_on(s: &State, seat: SeatId, legal: &[CatAttackAction]) -> usize {
    let mut scores = Vec::new();
    scores_on(s, seat, legal, &mut scores);
    let mut best = 0;
    for (i, v) in scores.iter().enumerate() {
        if *v > scores[best] {
            best = i;
        }
    }
    best
}

/// Normal's score of each of `legal` for `seat` on a search's plain table, into `out`. A move
/// scores by where it lands, so each landing is scored once; the other paths to a landing
/// already scored come after every other action (they play the same as far as Normal can
/// tell, and a search need not try them all).
pub(super) fn scores_on(s: &State, seat: SeatId, legal: &[CatAttackAction], out: &mut Vec<f64>) {
    use CatAttackAction as A;
    let view = View::of_state(s, seat);
    let mut landed: Vec<(Option<Critter>, Space)> = Vec::new();
    out.clear();
    for a in legal {
        let landing = match a {
            A::Move(p) => p.last().map(|&l| (None, l)),
            A::MoveCritter { critter, path, .. } => path.last().map(|&l| (Some(*critter), l)),
            _ => None,
        };
        if let Some(l) = landing {
            if landed.contains(&l) {
                out.push(-1e9);
                continue;
            }
            landed.push(l);
        }
        out.push(f64::from(view.score(a).total));
    }
}

fn by_score(view: &View, legal: &[CatAttackAction]) -> Vec<(CatAttackAction, i32)> {
    let mut out: Vec<(CatAttackAction, i32)> = legal
        .iter()
        .map(|a| (a.clone(), view.score(a).total))
        .collect();
    // Stable: equal scores keep the legal list's order, so the choice among them is the rng's.
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// A term at least this big is a gain worth naming by itself (a catch, a shop, an attack…);
/// smaller ones are named by how the action beats the next best.
const GAIN: i32 = 15;

/// What a term of Normal's score stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    /// Lands on a bird or mouse the larder lacks.
    Catch(Critter),
    /// Lands on a rival cat (more for a fuller larder).
    Attack,
    /// The attacked cat has all six foods.
    StopsWinner,
    /// Lands in an open shop's garden whose food the larder lacks.
    Shop(ShopKind),
    /// Lands on its own Home with six foods by the die.
    Win,
    /// Rests on its own Home.
    AtHome,
    /// Raids the Home of a cat that is away, with food the larder lacks.
    Raid,
    /// Ends the turn on the Home it raided.
    StaysOnRaid,
    /// Lands on a Curiosity space.
    Curiosity,
    /// Ends the turn still in the garden of the cat it raided.
    InRaidedGarden,
    /// Ends the turn where the Cat Burglar's penalty strikes.
    BurglarPenalty,
    /// Rivals within reach where the turn ends (how many).
    Danger(u8),
    /// Die values that land on its Home, with six foods.
    HomeRolls(u8),
    /// Steps from Home, with six foods and no roll landing there.
    FarFromHome,
    /// Steps to the nearest food the larder lacks.
    Need,
    /// A Cat card that cannot be moved: cornered.
    Cornered,
    /// A wanted critter brought where this many die values land on it.
    CritterNear(Critter, u8),
    /// How far that critter ends from the cat.
    CritterFar(Critter),
    /// An unwanted critter kept away from the rivals who lack one.
    CritterAway(Critter),
    /// A Bird or Mouse card with nothing better to do.
    CritterCard,
    /// Speedy Cat with six foods: the chances of rolling home.
    SpeedyHome,
    /// What a card is worth to play by itself.
    Card(MogCard),
    /// A Cat Attack jumps at once.
    Pounce,
    /// A Cat Burglar on a paw-print: the shop's item.
    BurgleShop(ShopKind),
    /// A Cat Burglar raiding a Home.
    BurgleHome,
    /// A food raided (scarce: none left on the board or in the shops).
    RaidFood(Food, bool),
    /// The two lives a raid by the turn's last move costs (the cat's last: it retires).
    RaidPenalty(bool),
    /// Takes nothing from the larder it could raid.
    NoRaid,
    /// A card given up, by what it is worth keeping.
    Spare(MogCard),
    /// A swap, by what the cards are worth.
    Swap(MogCard, MogCard),
    KeepHand,
    /// A Cat Fight, by the cards of the suit on each side (theirs if seen).
    Fight {
        suit: Suit,
        mine: u8,
        theirs: Option<u8>,
    },
    SixCat,
    Roll,
}

/// A score and, when explaining, its terms.
struct Terms {
    total: i32,
    notes: crate::core::Notes<i32, Why>,
}

impl Terms {
    fn new(explain: bool) -> Self {
        Self {
            total: 0,
            notes: crate::core::Notes::new(explain),
        }
    }

    fn add(&mut self, v: i32, why: Why) {
        self.total += v;
        self.notes.add(v, why);
    }

    fn list(&self) -> &[(i32, Why)] {
        self.notes.list()
    }
}

/// A clause of a reason: a term of the score, or what avoiding one of the next best action's
/// terms means where it is not a loss avoided (those say so themselves).
#[derive(Clone, Copy, Debug)]
enum Said {
    Term(Why),
    /// The next best swapped: no card in that hand beats yours.
    NoBetterSwap,
    /// The next best fought in this suit, and would likely lose.
    LosingFight(Suit),
    /// The next best gave up this card.
    Keeps(MogCard),
}

/// Why Normal would take `action`: its biggest gain, or where it beats the next best action.
fn reason(obs: &CatAttackObservation, action: &CatAttackAction) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let view = View::new(obs, true);
    let mine = view.score(action);
    let card = matches!(action, CatAttackAction::Play(MogCard::Cat(_)));
    // The best of the actions it beats.
    let other = obs
        .legal
        .iter()
        .filter(|a| *a != action)
        .map(|a| view.score(a))
        .filter(|t| t.total < mine.total)
        .max_by_key(|t| t.total);
    let main = mine
        .list()
        .iter()
        .filter(|(v, _)| *v >= GAIN)
        .fold(None::<(i32, Why)>, |b, &t| match b {
            Some(b) if b.0 >= t.0 => Some(b),
            _ => Some(t),
        });
    let edge = other.as_ref().and_then(|o| edge(mine.list(), o.list()));
    let edge_said = edge.and_then(said_edge);
    let text =
        match (main, edge, edge_said) {
            // The gain is no bigger in this action than in the next best: say what decides too.
            (Some((_, m)), Some(e), Some(t))
                if !same(&m, &e.why())
                    && other
                        .as_ref()
                        .is_some_and(|o| sum_of(mine.list(), &m) <= sum_of(o.list(), &m)) =>
            {
                and(Said::Term(m), t, card)
            }
            (Some((_, m)), ..) => say(Said::Term(m), card, false),
            (None, _, Some(t)) => say(t, card, false),
            (None, ..) => match mine.list().iter().filter(|(v, _)| *v > 0).fold(
                None::<(i32, Why)>,
                |b, &t| match b {
                    Some(b) if b.0 >= t.0 => Some(b),
                    _ => Some(t),
                },
            ) {
                Some((_, w)) => say(Said::Term(w), card, false),
                None => fallback(action),
            },
        };
    Some(text)
}

use crate::core::bot::{Edge, edge, same_kind as same, sum_of};

/// What an edge says: the term it has ("Catches the mouse …"), or the loss it avoids.
fn said_edge(e: Edge<Why>) -> Option<Said> {
    match e {
        Edge::Has(w) => Some(Said::Term(w)),
        Edge::Avoids(w) => avoided(w),
    }
}

/// What avoiding a term the next best action has means, where it is a loss avoided (the
/// penalties say so themselves).
fn avoided(why: Why) -> Option<Said> {
    match why {
        Why::StaysOnRaid
        | Why::RaidPenalty(_)
        | Why::InRaidedGarden
        | Why::BurglarPenalty
        | Why::FarFromHome
        | Why::Need
        | Why::Cornered
        | Why::CritterFar(_) => Some(Said::Term(why)),
        // Where this action ends, no cat can reach it.
        Why::Danger(_) => Some(Said::Term(Why::Danger(0))),
        Why::Swap(..) => Some(Said::NoBetterSwap),
        Why::Fight { suit, .. } => Some(Said::LosingFight(suit)),
        Why::Spare(c) => Some(Said::Keeps(c)),
        _ => None,
    }
}

/// Two clauses, "…, and …"; where a Cat card can take the cat to both places, one "It can
/// take you" for the two. Two terms that say the same (a critter brought closer, in reach or
/// not) are said once.
fn and(first: Said, then: Said, card: bool) -> Text {
    let said = say(first, card, false);
    if said == say(then, card, false) {
        return said;
    }
    if card
        && let (Said::Term(m), Said::Term(t)) = (first, then)
        && let (Some(to), Some(also)) = (card_to(m), card_to(t))
    {
        return text!("ca-reason-card-and", to = to, also = also);
    }
    text!("ca-reason-and", first = said, then = say(then, card, true))
}

/// Where a Cat card can take the cat, for a term that is about where it lands: said after "It
/// can take you".
fn card_to(why: Why) -> Option<Text> {
    Some(match why {
        Why::Catch(c) => text!("ca-reason-to-catch", critter = c.key()),
        Why::Attack => text!("ca-reason-to-attack"),
        Why::StopsWinner => text!("ca-reason-to-stop-winner"),
        Why::Shop(k) => text!("ca-reason-to-shop", shop = shop_key(k)),
        Why::AtHome => text!("ca-reason-to-home"),
        Why::Raid => text!("ca-reason-to-raid"),
        Why::Curiosity => text!("ca-reason-to-curiosity"),
        Why::Danger(0) => text!("ca-reason-to-safety"),
        Why::Danger(_) => text!("ca-reason-to-fewer-cats"),
        Why::HomeRolls(n) => text!("ca-reason-to-home-rolls", count = n),
        Why::FarFromHome => text!("ca-reason-to-closer-home"),
        Why::Need => text!("ca-reason-to-closer-food"),
        _ => return None,
    })
}

/// A clause in the player's words. `card`: the term is where a Cat card can take the cat.
/// `joined`: the clause follows another ("…, and keeps your cat from being cornered"), so it
/// starts in lower case where the language asks (not a clause that starts with a card's name).
fn say(said: Said, card: bool, joined: bool) -> Text {
    let joined = i64::from(joined);
    let why = match said {
        Said::Term(w) => w,
        Said::NoBetterSwap => return text!("ca-reason-no-better-swap", joined = joined),
        Said::LosingFight(suit) => {
            return text!("ca-reason-losing-fight", suit = suit.key(), joined = joined);
        }
        Said::Keeps(c) => return text!("ca-reason-keeps", card = card_name(c), joined = joined),
    };
    if card && let Some(to) = card_to(why) {
        return text!("ca-reason-card", to = to, joined = joined);
    }
    match why {
        Why::Catch(c) => text!("ca-reason-catch", critter = c.key(), joined = joined),
        Why::Attack => text!("ca-reason-attack", joined = joined),
        Why::StopsWinner => text!("ca-reason-stop-winner", joined = joined),
        Why::Shop(k) => text!("ca-reason-shop", shop = shop_key(k), joined = joined),
        Why::Win => text!("ca-reason-win", joined = joined),
        Why::AtHome => text!("ca-reason-at-home", joined = joined),
        Why::Raid => text!("ca-reason-raid", joined = joined),
        Why::StaysOnRaid => text!("ca-reason-off-raided-home", joined = joined),
        Why::Curiosity => text!("ca-reason-curiosity", joined = joined),
        Why::InRaidedGarden => text!("ca-reason-leave-raided-garden", joined = joined),
        Why::BurglarPenalty => text!("ca-reason-burglar-penalty", joined = joined),
        Why::Danger(0) => text!("ca-reason-safe", joined = joined),
        Why::Danger(_) => text!("ca-reason-fewer-cats", joined = joined),
        Why::HomeRolls(n) => text!("ca-reason-home-rolls", count = n, joined = joined),
        Why::FarFromHome => text!("ca-reason-closer-home", joined = joined),
        Why::Need => text!("ca-reason-closer-food", joined = joined),
        Why::Cornered => text!("ca-reason-not-cornered", joined = joined),
        Why::CritterNear(c, 0) | Why::CritterFar(c) => {
            text!(
                "ca-reason-critter-closer",
                critter = c.key(),
                joined = joined
            )
        }
        Why::CritterNear(c, n) => text!(
            "ca-reason-critter-in-reach",
            critter = c.key(),
            count = n,
            joined = joined
        ),
        Why::CritterAway(c) => text!("ca-reason-critter-away", critter = c.key(), joined = joined),
        Why::CritterCard => text!("ca-reason-critter-card", joined = joined),
        Why::SpeedyHome => text!("ca-reason-speedy-home", joined = joined),
        Why::Card(MogCard::SpeedyCat) => text!("ca-reason-speedy", joined = joined),
        Why::Card(MogCard::CatAttack) => text!("ca-reason-cat-attack"),
        Why::Card(MogCard::CatBurglar) => text!("ca-reason-cat-burglar"),
        Why::Card(c) => text!("ca-reason-best-card", card = card_name(c)),
        Why::Pounce => text!("ca-reason-pounce", joined = joined),
        Why::BurgleShop(k) => text!("ca-reason-burgle-shop", shop = shop_key(k), joined = joined),
        Why::BurgleHome => text!("ca-reason-burgle-home", joined = joined),
        Why::RaidFood(f, true) => text!("ca-reason-raid-scarce", food = f.text(), joined = joined),
        Why::RaidFood(f, false) => text!("ca-reason-raid-food", food = f.text(), joined = joined),
        Why::RaidPenalty(true) => text!("ca-reason-no-raid-last-lives", joined = joined),
        Why::RaidPenalty(false) => text!("ca-reason-no-raid-costly", joined = joined),
        Why::NoRaid => text!("ca-reason-no-raid", joined = joined),
        Why::Spare(c) => text!("ca-reason-spare", card = card_name(c)),
        Why::Swap(take, give) => text!(
            "ca-reason-swap",
            take = card_name(take),
            give = card_name(give)
        ),
        Why::KeepHand => text!("ca-reason-keep-hand", joined = joined),
        Why::Fight {
            suit,
            mine,
            theirs: Some(t),
        } => text!(
            "ca-reason-fight-seen",
            suit = suit.key(),
            count = mine,
            theirs = t,
            joined = joined
        ),
        Why::Fight { suit, mine, .. } => text!(
            "ca-reason-fight",
            suit = suit.key(),
            count = mine,
            joined = joined
        ),
        Why::SixCat => text!("ca-reason-six-cat", joined = joined),
        Why::Roll => text!("ca-reason-roll", joined = joined),
    }
}

/// When no term says anything (the choices tie): the action's kind.
fn fallback(action: &CatAttackAction) -> Text {
    use CatAttackAction as A;
    match action {
        A::Move(_) | A::Pounce(_) | A::Burgle(_) | A::SixCatMove { .. } => {
            text!("ca-reason-any-move")
        }
        A::MoveCritter { .. } => text!("ca-reason-any-critter-move"),
        A::Play(_) => text!("ca-reason-any-card"),
        A::FightCard(_) | A::Discard(_) => text!("ca-reason-any-give-up"),
        A::NoRaid => text!("ca-reason-no-raid", joined = 0),
        _ => text!("ca-reason-nothing-better"),
    }
}

/// What Normal needs about the position once per decision: the seat's own view (its
/// observation, or a search's plain table, where it reads the same things: nothing hidden
/// from the seat).
struct View<'a> {
    pos: &'a Position,
    turn: &'a Turn,
    options: &'a Options,
    /// The seat's own hand.
    hand: &'a [MogCard],
    /// What the seat last saw of each hand.
    seen: &'a [Option<Vec<MogCard>>],
    seat: SeatId,
    full: bool,
    /// Keep each term of a score with what it stands for (for `reason`), not only the sum.
    explain: bool,
}

impl<'a> View<'a> {
    fn new(obs: &'a CatAttackObservation, explain: bool) -> Self {
        let seat = obs.seat.expect("a bot has a seat");
        Self::at(
            seat,
            &obs.position,
            &obs.turn,
            &obs.options,
            &obs.hand,
            &obs.seen,
            explain,
        )
    }

    fn of_state(s: &'a State, seat: SeatId) -> Self {
        Self::at(
            seat,
            &s.pos,
            &s.turn,
            &s.options,
            &s.cards.hands[seat.index()],
            &s.cards.seen[seat.index()],
            false,
        )
    }

    fn at(
        seat: SeatId,
        pos: &'a Position,
        turn: &'a Turn,
        options: &'a Options,
        hand: &'a [MogCard],
        seen: &'a [Option<Vec<MogCard>>],
        explain: bool,
    ) -> Self {
        Self {
            pos,
            turn,
            options,
            hand,
            seen,
            seat,
            full: pos.larder(seat).is_full(),
            explain,
        }
    }

    fn terms(&self) -> Terms {
        Terms::new(self.explain)
    }

    /// A score of one term.
    fn just(&self, v: i32, why: Why) -> Terms {
        let mut t = self.terms();
        t.add(v, why);
        t
    }

    fn wants(&self, food: Food) -> bool {
        !self.pos.larder(self.seat).has(food)
    }

    /// No roll and no move is left in the turn after the one being decided: where the cat
    /// lands is where it ends the turn.
    fn ends_turn(&self) -> bool {
        let steps = &self.turn.steps;
        !steps[..steps.len().saturating_sub(1)]
            .iter()
            .any(|s| matches!(s, Step::Roll(_) | Step::Move { .. }))
    }

    /// Value of the cat standing on `space` after a move; `die`: the move is a die roll
    /// (only those win), `last`: the turn ends there.
    fn landing(&self, space: Space, die: bool, last: bool) -> Terms {
        let pos = self.pos;
        let seat = self.seat;
        let turn = &self.turn;
        let mut v = self.terms();
        match pos.landing(seat, space) {
            Ok(Landing::Catch(critter, _)) => v.add(60, Why::Catch(critter)),
            Ok(Landing::Attack(victim)) => {
                let larder = pos.larder(victim);
                v.add(25 + 4 * larder.count() as i32, Why::Attack);
                // A rival with everything is one roll from winning: send it home.
                if larder.is_full() {
                    v.add(60, Why::StopsWinner);
                }
            }
            _ => {}
        }
        match pos.board.kind(space) {
            Kind::ShopGarden(k) => {
                let shop = pos.shop(k);
                if shop.open && shop.stock > 0 && self.wants(Food::of_shop(k)) {
                    v.add(50, Why::Shop(k));
                }
            }
            Kind::Home(_) if pos.is_home_of(seat, space) => {
                if die && self.full {
                    return self.just(100 * WIN, Why::Win);
                }
                if !self.full {
                    v.add(5, Why::AtHome);
                }
                // Coming home onto a rival on the door attacks it (with trespassing).
                if let Some(Piece::Cat(other)) = pos.occupant(space)
                    && other != seat
                    && !pos.mates(other, seat)
                    && self.options.trespassing
                {
                    v.add(25 + 4 * pos.larder(other).count() as i32, Why::Attack);
                }
            }
            Kind::Home(_) => {
                if let Some(owner) = pos.home_owner(space) {
                    let o = pos.cat(owner);
                    let away = o.retired || pos.garden_owner(o.space) != Some(owner);
                    let gain = pos.larder(owner).foods().any(|f| self.wants(f));
                    if self.options.raiding && away && gain {
                        // Raiding by the turn's last move leaves the cat on that Home; the raid
                        // may be declined, so it counts only where it pays.
                        let cost = (last && !o.retired).then(|| self.raid_cost().0);
                        match cost {
                            None => v.add(RAID, Why::Raid),
                            Some(c) if c < RAID => {
                                v.add(RAID, Why::Raid);
                                v.add(-c, Why::StaysOnRaid);
                            }
                            Some(_) => {}
                        }
                    }
                }
            }
            Kind::Curiosity => v.add(6, Why::Curiosity),
            _ => {}
        }
        if last {
            // "Still in that cat's garden … at the end of your turn, you lose two Life Tokens."
            if let Some(victim) = turn.raided
                && pos.garden_owner(space) == Some(victim)
            {
                v.add(-(2 * LIFE + 40), Why::InRaidedGarden);
            }
            // The Cat Burglar's penalty: one life and home.
            if turn.burgled {
                let in_shop = matches!(pos.board.kind(space), Kind::ShopGarden(_));
                let in_garden = pos
                    .garden_owner(space)
                    .is_some_and(|o| o != seat && !pos.cat(o).retired);
                if in_shop || in_garden {
                    v.add(-(LIFE + 30), Why::BurglarPenalty);
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
            v.add(-DANGER * near, Why::Danger(near as u8));
        }
        if self.full {
            // With everything, only the way home counts: how many die values land there.
            let home = pos.board.homes[pos.cat(seat).house as usize];
            let rolls = rolls_to(pos, seat, space, home);
            v.add(WIN / 6 * rolls as i32, Why::HomeRolls(rolls));
            if rolls == 0 {
                v.add(
                    -(pos.distances(space)[home as usize].min(20) as i32),
                    Why::FarFromHome,
                );
            }
        } else {
            v.add(-(distance_to_need(pos, seat, space) as i32), Why::Need);
        }
        v
    }

    /// What the two lives of a raid cost: more as the lives run low, and the game itself when
    /// they are the last (with whether they are).
    fn raid_cost(&self) -> (i32, bool) {
        let lives = self.pos.cat(self.seat).lives;
        if lives <= 2 {
            (WIN, true)
        } else if lives <= 4 {
            (3 * 2 * LIFE + 10, false)
        } else {
            (2 * LIFE + 10, false)
        }
    }

    /// At the Raid prompt: what the raid will cost at the end of this turn, if anything (no
    /// move is left, it is not a Cat Burglar's raid, the cat raided is still in the game).
    fn raid_penalty(&self) -> Option<(i32, bool)> {
        match self.turn.steps.last() {
            Some(Step::Raid {
                victim,
                burgled: false,
            }) if self.ends_turn() && !self.pos.cat(*victim).retired => Some(self.raid_cost()),
            _ => None,
        }
    }

    /// On a Home space that protects it (its own, or that of a cat still in the game).
    fn safe_on(&self, space: Space) -> bool {
        self.pos
            .home_owner(space)
            .is_some_and(|o| o == self.seat || !self.pos.cat(o).retired)
    }

    /// Normal's score of `action`, term by term.
    fn score(&self, action: &CatAttackAction) -> Terms {
        use CatAttackAction as A;
        let pos = self.pos;
        let seat = self.seat;
        let obs = self;
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
            A::Pounce(s) => {
                let mut t = self.landing(*s, false, false);
                t.add(10, Why::Pounce);
                t
            }
            A::Burgle(s) => match pos.board.kind(*s) {
                Kind::Burglar(k) => self.just(70, Why::BurgleShop(k)),
                _ => self.just(60, Why::BurgleHome),
            },
            A::Raid(food) => {
                let (v, scarce) = raid_value(pos, *food);
                let mut t = self.just(RAID + v, Why::RaidFood(*food, scarce));
                if let Some((cost, retires)) = self.raid_penalty() {
                    t.add(-cost, Why::RaidPenalty(retires));
                }
                t
            }
            A::NoRaid => self.just(0, Why::NoRaid),
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
                        self.just(
                            (WIN as f64 * (1.0 - (1.0 - p) * 0.75f64.powi(3))) as i32,
                            Why::SpeedyHome,
                        )
                    } else {
                        self.just(25, Why::Card(*card))
                    }
                }
                MogCard::CatAttack => self.just(45, Why::Card(*card)),
                MogCard::CatBurglar => self.just(55, Why::Card(*card)),
                MogCard::Bird(v) => self.best_critter_move(Critter::Bird, *v),
                MogCard::Mouse(v) => self.best_critter_move(Critter::Mouse, *v),
            },
            A::Discard(card) => self.just(-card_worth(*card, self.full), Why::Spare(*card)),
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
                let why = Why::Fight {
                    suit: *suit,
                    mine: mine as u8,
                    theirs: seen.map(|n| n as u8),
                };
                if mine > theirs + 1 {
                    self.just(20 + 5 * (mine - theirs), why)
                } else {
                    self.just(-20, why)
                }
            }
            A::SixCat(_) | A::SixCatMove { .. } => self.just(35, Why::SixCat),
            A::Roll => self.just(0, Why::Roll),
            A::Swap { take, give } => self.just(
                card_worth(*take, self.full) - card_worth(*give, self.full),
                Why::Swap(*take, *give),
            ),
            A::KeepHand => self.just(0, Why::KeepHand),
            A::FightCard(card) => self.just(-card_worth(*card, self.full), Why::Spare(*card)),
        }
    }

    /// A Cat card: the best place it can take the cat (the turn's roll still follows).
    fn best_cat_move(&self, steps: u8) -> Terms {
        let (paths, blocks) = self.pos.cat_paths(self.seat, steps);
        if paths.is_empty() {
            return self.just(-30 * blocks.len().max(1) as i32, Why::Cornered);
        }
        let mut best: Option<Terms> = None;
        for p in &paths {
            let t = self.landing(*p.last().unwrap(), false, false);
            if best.as_ref().is_none_or(|b| t.total >= b.total) {
                best = Some(t);
            }
        }
        best.unwrap_or_else(|| self.terms())
    }

    /// A Bird or Mouse card: the best move of a critter of that kind (a little for the card
    /// itself when nothing can move).
    fn best_critter_move(&self, critter: Critter, steps: u8) -> Terms {
        let mut best = self.just(5, Why::CritterCard);
        for (_, perch) in self.pos.perches(critter) {
            if let Perch::Larder(s) = perch
                && !self.pos.cat(s).retired
            {
                continue;
            }
            let start = self.pos.critter_start(critter, perch);
            for p in self.pos.critter_paths(critter, start, steps) {
                let t = self.critter_value(critter, *p.last().unwrap());
                if t.total > best.total {
                    best = t;
                }
            }
        }
        best
    }

    /// A critter the cat wants goes where the turn's roll can land on it; one it does not
    /// want goes away from the rivals who want it.
    fn critter_value(&self, critter: Critter, to: Space) -> Terms {
        let pos = self.pos;
        let me = pos.cat(self.seat).space;
        if self.wants(critter.food()) {
            let rolls = rolls_to(pos, self.seat, me, to) as i32;
            let dist = pos.distances(me)[to as usize].min(20) as i32;
            let mut t = self.terms();
            t.add(15 + 10 * rolls, Why::CritterNear(critter, rolls as u8));
            t.add(-2 * dist, Why::CritterFar(critter));
            return t;
        }
        let dist = pos.distances(to);
        let away = pos
            .active()
            .filter(|c| c.seat != self.seat && !pos.larder(c.seat).has(critter.food()))
            .map(|c| dist[c.space as usize].min(12) as i32)
            .min()
            .unwrap_or(12);
        self.just(away, Why::CritterAway(critter))
    }
}

/// The food hardest to come by is the best to raid: its value, and whether it is scarce.
fn raid_value(pos: &Position, food: Food) -> (i32, bool) {
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
    (3 + if scarce { 3 } else { 0 }, scarce)
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
        // Cats may jump over birds and mice, never over cats (not even one on their own
        // Home, where they may land), the car's street or a closed shop.
        let cat_there = next != me && matches!(pos.occupant(next), Some(Piece::Cat(_)));
        let passable = !cat_there
            && matches!(
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
