//! What a seat may do: the action type, the legal list for the step at the top of the turn,
//! a direct legality check, refusals that name the rule, and a line for the log.

use super::components::*;
use super::movement::{Landing, Piece, Position};
use super::path::Path;
use crate::core::{Refusal, SeatId, Text};
use crate::levels::cat_attack::{Kind, MogCard};
use crate::text;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CatAttackAction {
    /// Play a Mog card from your hand.
    Play(MogCard),
    /// Nothing in your hand can be played: discard this card as your play.
    Discard(MogCard),
    /// Instead of a card: fight this cat in this suit.
    DeclareFight {
        target: SeatId,
        suit: Suit,
    },
    /// Instead of a card: lay out six Bird or six Mouse cards.
    SixCat(Critter),
    Roll,
    /// Your cat's path, the spaces after its start, exactly as many as the move.
    Move(Path),
    MoveCritter {
        critter: Critter,
        id: u8,
        path: Path,
    },
    /// The Cat Attack card: jump on the cat, bird or mouse on this space.
    Pounce(Space),
    /// The Cat Burglar card: land on this Cat Burglar paw-print or Home space.
    Burgle(Space),
    /// The Six Cat: the critter leaves `victim`'s larder along this path.
    SixCatMove {
        victim: SeatId,
        path: Path,
    },
    /// Take this food from the larder you raid.
    Raid(Food),
    /// Take `take` from the other hand and give `give` from yours.
    Swap {
        take: MogCard,
        give: MogCard,
    },
    /// Look, and keep your own hand.
    KeepHand,
    /// Discard this card in the cat fight.
    FightCard(MogCard),
    /// Take nothing from the larder you could raid ("you *can* steal one item"). Last in the
    /// enum so that saves written before it still read.
    NoRaid,
}

/// The rules' switches, from the table's variants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub raiding: bool,
    pub trespassing: bool,
    pub cat_fight: bool,
    pub six_cat: bool,
    /// Rounds before the game is decided by lives plus food ("agree how long you'll play").
    pub rounds: u32,
    /// Gang Warfare: who plays with whom, and whether each gang shares a house.
    #[serde(default)]
    pub gang: Gang,
}

/// What the legal list and the gate need.
pub struct Ctx<'a> {
    pub pos: &'a Position,
    pub turn: &'a Turn,
    pub cards: &'a Cards,
    pub options: &'a Options,
}

impl Ctx<'_> {
    fn hand(&self, seat: SeatId) -> &[MogCard] {
        &self.cards.hands[seat.index()]
    }

    /// Spaces at most [`REACH`] away from `seat`'s cat.
    fn within_reach(&self, seat: SeatId) -> &[Space] {
        self.pos.within_reach(self.pos.cat(seat).space)
    }

    /// Whether a Cat Attack card may jump on `s`.
    fn pounce_ok(&self, seat: SeatId, s: Space) -> bool {
        matches!(
            self.pos.landing(seat, s),
            Ok(Landing::Attack(_) | Landing::Catch(..))
        )
    }

    /// What a Cat Attack card may jump on.
    pub fn pounce_targets(&self, seat: SeatId) -> Vec<Space> {
        let reach = self.within_reach(seat).iter().copied();
        reach.filter(|&s| self.pounce_ok(seat, s)).collect()
    }

    /// Whether `by` could take `food` from `victim`'s larder now.
    fn raid_ok(&self, by: SeatId, victim: SeatId, food: Food) -> bool {
        if self.pos.larder(by).has(food) || !self.pos.larder(victim).has(food) {
            return false;
        }
        // "If the cat whose larder you're raiding happens to be stopped by a shop": in a shared
        // house, any cat of that house.
        let house = self.pos.cat(victim).house;
        !self.pos.active().any(|c| {
            c.house == house
                && matches!(self.pos.board.kind(c.space), Kind::ShopGarden(k) if Food::of_shop(k) == food)
        })
    }

    /// Whether `by` could take anything from `victim`'s larder now.
    pub fn can_raid(&self, by: SeatId, victim: SeatId) -> bool {
        Food::ALL.iter().any(|f| self.raid_ok(by, victim, *f))
    }

    /// Whether a Cat Burglar card may land on `s`.
    fn burgle_ok(&self, seat: SeatId, s: Space) -> bool {
        if self.pos.occupant(s).is_some() {
            return false;
        }
        match self.pos.board.kind(s) {
            Kind::Burglar(k) => {
                self.pos.shop(k).stock > 0 && !self.pos.larder(seat).has(Food::of_shop(k))
            }
            Kind::Home(_) => match self.pos.home_owner(s) {
                Some(v) if !self.pos.mates(v, seat) => {
                    self.options.raiding && self.can_raid(seat, v)
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Where a Cat Burglar card may land.
    pub fn burgle_targets(&self, seat: SeatId) -> Vec<Space> {
        let reach = self.within_reach(seat).iter().copied();
        reach.filter(|&s| self.burgle_ok(seat, s)).collect()
    }

    /// Cats `seat` may fight, in seat order: within reach and not on a Home space.
    fn fight_targets(&self, seat: SeatId) -> impl Iterator<Item = SeatId> {
        let reach = self.within_reach(seat);
        self.pos
            .active()
            .filter(move |c| !self.pos.mates(c.seat, seat) && reach.contains(&c.space))
            .filter(|c| !self.pos.safe_at_home(c.seat))
            .map(|c| c.seat)
    }

    /// Larders a Six Cat may take `critter` out of, with the paths it may take.
    pub fn six_cat_moves(&self, seat: SeatId, critter: Critter) -> Vec<(SeatId, Path)> {
        let mut out = Vec::new();
        for c in &self.pos.cats {
            // Each larder once (a shared house's is its keeper's), never your own gang's.
            if self.pos.keeper(c.seat) != c.seat
                || self.pos.mates(c.seat, seat)
                || !self.pos.holds(c.seat, critter)
            {
                continue;
            }
            // "You can't magic a bird or mouse away from a cat who is at Home or in his garden"
            // (in a shared house, from a gang one of whose cats is).
            if self.pos.guarded(c.house) {
                continue;
            }
            let start = self.pos.critter_start(critter, Perch::Larder(c.seat));
            for path in self.pos.critter_paths(critter, start, 6) {
                out.push((c.seat, path));
            }
        }
        out
    }

    /// Where each critter of this kind that may move starts from: a critter in a larder moves
    /// only when its cat has retired.
    fn critter_starts(&self, critter: Critter) -> impl Iterator<Item = (u8, Space)> {
        let count = match critter {
            Critter::Bird => self.pos.birds.len(),
            Critter::Mouse => self.pos.mice.len(),
        };
        (0..count as u8).filter_map(move |id| {
            let perch = self.pos.perch(critter, id);
            match perch {
                Perch::Larder(s) if !self.pos.cat(s).retired => None,
                _ => Some((id, self.pos.critter_start(critter, perch))),
            }
        })
    }

    /// Critters of this kind that can move `steps` now, with their paths.
    pub fn critter_moves(&self, critter: Critter, steps: u8) -> Vec<(u8, Path)> {
        let mut out = Vec::new();
        for (id, start) in self.critter_starts(critter) {
            self.pos
                .for_each_critter_path(critter, start, steps, |p| out.push((id, p)));
        }
        out
    }

    /// Whether some critter of this kind can move `steps` now.
    pub fn critter_can_move(&self, critter: Critter, steps: u8) -> bool {
        self.critter_starts(critter)
            .any(|(_, start)| self.pos.has_critter_path(critter, start, steps))
    }

    fn card_playable(&self, seat: SeatId, card: MogCard) -> bool {
        let mut reach = self.within_reach(seat).iter().copied();
        match card {
            MogCard::CatAttack => reach.any(|s| self.pounce_ok(seat, s)),
            MogCard::CatBurglar => reach.any(|s| self.burgle_ok(seat, s)),
            _ => true,
        }
    }

    fn six_cat_ready(&self, seat: SeatId, critter: Critter) -> bool {
        let suit = critter.suit();
        self.options.six_cat
            && self
                .hand(seat)
                .iter()
                .filter(|c| Suit::of(**c) == Some(suit))
                .count()
                >= 6
            && !self.six_cat_moves(seat, critter).is_empty()
    }
}

/// The seat asked now, if any.
pub fn asked(turn: &Turn) -> Option<SeatId> {
    if turn.ended.is_some() {
        return None;
    }
    match turn.steps.last()? {
        Step::Swap { by, .. } => Some(*by),
        Step::Fight { to_play, .. } => Some(*to_play),
        Step::DrawUp(_) | Step::Curiosity | Step::EndTurn => None,
        _ => Some(turn.seat),
    }
}

/// `cards` sorted, each card once, on the stack: the first `n` of the array (a hand holds at
/// most [`HAND`]).
fn distinct_hand(cards: &[MogCard]) -> ([MogCard; HAND], usize) {
    let mut v = [MogCard::SpeedyCat; HAND];
    let mut n = 0;
    for &c in cards {
        if !v[..n].contains(&c) {
            v[n] = c;
            n += 1;
        }
    }
    v[..n].sort();
    (v, n)
}

/// Every action `seat` may take now.
pub fn legal(ctx: &Ctx, seat: SeatId) -> Vec<CatAttackAction> {
    let mut out = Vec::new();
    legal_into(ctx, seat, &mut out);
    out
}

/// Every action `seat` may take now, into `out` (cleared first: a search reuses one list).
pub fn legal_into(ctx: &Ctx, seat: SeatId, out: &mut Vec<CatAttackAction>) {
    out.clear();
    fill(ctx, seat, out);
}

fn fill(ctx: &Ctx, seat: SeatId, out: &mut Vec<CatAttackAction>) {
    use CatAttackAction as A;
    if asked(ctx.turn) != Some(seat) {
        return;
    }
    let Some(step) = ctx.turn.steps.last() else {
        return;
    };
    match step {
        Step::Play => {
            let (hand, k) = distinct_hand(ctx.hand(seat));
            let hand = &hand[..k];
            for &c in hand {
                if ctx.card_playable(seat, c) {
                    out.push(A::Play(c));
                }
            }
            if out.is_empty() {
                for &c in hand {
                    out.push(A::Discard(c));
                }
            }
            if ctx.options.cat_fight {
                let mut suits = [false; 3];
                for c in ctx.hand(seat) {
                    if let Some(s) = Suit::of(*c) {
                        suits[s as usize] = true;
                    }
                }
                for target in ctx.fight_targets(seat) {
                    for suit in [Suit::Cat, Suit::Bird, Suit::Mouse] {
                        if suits[suit as usize] {
                            out.push(A::DeclareFight { target, suit });
                        }
                    }
                }
            }
            for critter in [Critter::Bird, Critter::Mouse] {
                if ctx.six_cat_ready(seat, critter) {
                    out.push(A::SixCat(critter));
                }
            }
        }
        Step::Roll(_) => out.push(A::Roll),
        Step::Move { steps, .. } => ctx
            .pos
            .for_each_cat_path(seat, *steps, |p| out.push(A::Move(p))),
        &Step::MoveCritter { critter, steps } => {
            for (id, start) in ctx.critter_starts(critter) {
                ctx.pos
                    .for_each_critter_path(critter, start, steps, |path| {
                        out.push(A::MoveCritter { critter, id, path });
                    });
            }
        }
        Step::Pounce => {
            for &s in ctx.within_reach(seat) {
                if ctx.pounce_ok(seat, s) {
                    out.push(A::Pounce(s));
                }
            }
        }
        Step::Burgle => {
            for &s in ctx.within_reach(seat) {
                if ctx.burgle_ok(seat, s) {
                    out.push(A::Burgle(s));
                }
            }
        }
        Step::SixCat { critter } => {
            for (victim, path) in ctx.six_cat_moves(seat, *critter) {
                out.push(A::SixCatMove { victim, path });
            }
        }
        Step::Swap { by, from } => {
            out.push(A::KeepHand);
            let (theirs, t) = distinct_hand(ctx.hand(*from));
            let (mine, m) = distinct_hand(ctx.hand(*by));
            for &take in &theirs[..t] {
                for &give in &mine[..m] {
                    out.push(A::Swap { take, give });
                }
            }
        }
        Step::Raid { victim, .. } => {
            // "You can steal one item": or take nothing.
            for food in Food::ALL {
                if ctx.raid_ok(seat, *victim, food) {
                    out.push(A::Raid(food));
                }
            }
            if !out.is_empty() {
                out.push(A::NoRaid);
            }
        }
        Step::Fight { suit, .. } => {
            let (hand, k) = distinct_hand(ctx.hand(seat));
            for &c in &hand[..k] {
                if Suit::of(c) == Some(*suit) {
                    out.push(A::FightCard(c));
                }
            }
        }
        Step::DrawUp(_) | Step::Curiosity | Step::EndTurn => {}
    }
}

/// Whether `action` is legal for `seat` now, without building the whole list.
pub fn is_legal(ctx: &Ctx, seat: SeatId, action: &CatAttackAction) -> bool {
    use CatAttackAction as A;
    if asked(ctx.turn) != Some(seat) {
        return false;
    }
    match (ctx.turn.steps.last(), action) {
        (Some(Step::Move { steps, .. }), A::Move(path)) => {
            path.len() == *steps as usize && ctx.pos.cat_path_ok(seat, path)
        }
        (
            Some(Step::MoveCritter { critter, steps }),
            A::MoveCritter {
                critter: c,
                id,
                path,
            },
        ) => {
            if c != critter || path.len() != *steps as usize {
                return false;
            }
            let Some((_, perch)) = ctx.pos.perches(*c).into_iter().find(|(i, _)| i == id) else {
                return false;
            };
            if let Perch::Larder(s) = perch
                && !ctx.pos.cat(s).retired
            {
                return false;
            }
            ctx.pos
                .critter_path_ok(*c, ctx.pos.critter_start(*c, perch), path)
        }
        (Some(Step::Swap { by, from }), A::Swap { take, give }) => {
            ctx.hand(*from).contains(take) && ctx.hand(*by).contains(give)
        }
        (Some(Step::Swap { .. }), A::KeepHand) => true,
        _ => legal(ctx, seat).contains(action),
    }
}

/// Why `action` is refused, naming the rule.
pub fn explain(ctx: &Ctx, seat: SeatId, action: &CatAttackAction) -> Refusal {
    use CatAttackAction as A;
    let Some(asked_seat) = asked(ctx.turn) else {
        return Refusal::new(text!("rule-game-over"), text!("refused-game-over"));
    };
    if asked_seat != seat {
        return Refusal::new(text!("rule-act-in-turn"), text!("ca-refused-other-seat"));
    }
    let step = ctx.turn.steps.last().cloned();
    match (&step, action) {
        (Some(Step::Play), A::Play(card) | A::Discard(card)) if !ctx.hand(seat).contains(card) => {
            Refusal::new(
                text!("ca-rule-play-mog"),
                text!("ca-refused-not-in-hand", card = card_name(*card)),
            )
        }
        (Some(Step::Play), A::Play(MogCard::CatAttack)) => Refusal::new(
            text!("ca-rule-cat-attack"),
            text!("ca-refused-nothing-to-pounce"),
        ),
        (Some(Step::Play), A::Play(MogCard::CatBurglar)) => Refusal::new(
            text!("ca-rule-cat-burglar"),
            text!("ca-refused-nothing-to-burgle"),
        ),
        (Some(Step::Play), A::Discard(_)) => Refusal::new(
            text!("ca-rule-play-mog"),
            text!("ca-refused-discard-when-stuck"),
        ),
        (Some(Step::Play), A::DeclareFight { target, suit }) => {
            if !ctx.options.cat_fight {
                Refusal::new(
                    text!("ca-rule-younger-no-fight"),
                    text!("ca-refused-no-fights"),
                )
            } else if !ctx.hand(seat).iter().any(|c| Suit::of(*c) == Some(*suit)) {
                Refusal::new(
                    text!("ca-rule-fight-suit"),
                    text!("ca-refused-no-suit-cards", suit = suit.key()),
                )
            } else if ctx.pos.cats.get(target.index()).is_some() && ctx.pos.mates(*target, seat) {
                Refusal::new(text!("ca-rule-gang-own"), text!("ca-refused-gang-mate"))
            } else if ctx
                .pos
                .cats
                .get(target.index())
                .is_some_and(|_| ctx.pos.safe_at_home(*target))
            {
                Refusal::new(
                    text!("ca-rule-fight-target"),
                    text!("ca-refused-target-at-home"),
                )
            } else {
                Refusal::new(
                    text!("ca-rule-fight-target"),
                    text!("ca-refused-target-too-far"),
                )
            }
        }
        (Some(Step::Play), A::SixCat(_)) if !ctx.options.six_cat => Refusal::new(
            text!("ca-rule-younger-no-six-cat"),
            text!("ca-refused-no-six-cat"),
        ),
        (Some(Step::Play), A::SixCat(critter)) => Refusal::new(
            text!("ca-rule-six-cat"),
            text!("ca-refused-six-cat", critter = critter.key()),
        ),
        (Some(Step::Move { steps, kind }), A::Move(path)) => {
            explain_move(ctx, seat, *steps, *kind, path)
        }
        (
            Some(Step::MoveCritter { critter, steps }),
            A::MoveCritter {
                critter: c,
                id,
                path,
            },
        ) => explain_critter_move(ctx, *critter, *steps, *c, *id, path),
        (Some(Step::Pounce), A::Pounce(to)) => explain_pounce(ctx, seat, *to),
        (Some(Step::Burgle), A::Burgle(to)) => explain_burgle(ctx, seat, *to),
        (Some(Step::Raid { .. }), A::Raid(food)) => Refusal::new(
            text!("ca-rule-raid-take"),
            text!("ca-refused-cannot-take", food = food.text()),
        ),
        (Some(Step::Fight { suit, .. }), A::FightCard(_)) => Refusal::new(
            text!("ca-rule-fight-back"),
            text!("ca-refused-fight-suit", suit = suit.key()),
        ),
        (Some(Step::Swap { .. }), A::Swap { .. }) => {
            Refusal::new(text!("ca-rule-swap"), text!("ca-refused-swap"))
        }
        _ => Refusal::new(text!("ca-rule-one-thing"), text!("ca-refused-not-asked")),
    }
}

/// Whether two actions come to the same thing at the table. A path only says which way a
/// piece walks: the rules act on where it ends (landing, catching, attacking, raiding), so two
/// routes of one piece to one space are one choice and a player need not be asked which.
pub fn same_effect(a: &CatAttackAction, b: &CatAttackAction) -> bool {
    use CatAttackAction as A;
    match (a, b) {
        (A::Move(p), A::Move(q)) => p.last() == q.last(),
        (
            A::MoveCritter {
                critter: c,
                id: i,
                path: p,
            },
            A::MoveCritter {
                critter: d,
                id: j,
                path: q,
            },
        ) => c == d && i == j && p.last() == q.last(),
        (A::SixCatMove { victim: v, path: p }, A::SixCatMove { victim: w, path: q }) => {
            v == w && p.last() == q.last()
        }
        _ => a == b,
    }
}

fn explain_move(ctx: &Ctx, seat: SeatId, steps: u8, kind: MoveKind, path: &[Space]) -> Refusal {
    use super::movement::Block;
    if path.len() != steps as usize {
        // What was asked first, then what was tried: "you rolled 3: move exactly 3 spaces (that
        // space is 1 away)".
        let how = match kind {
            MoveKind::Die => "die",
            MoveKind::Card => "card",
            MoveKind::Extra => "extra",
        };
        let exactly = text!("ca-refused-exact-count", how = how, count = steps);
        // Counted on the board, not along the path: a drop far away is sent as a bare
        // destination (a path holds no more than a move).
        let far = path
            .last()
            .and_then(|&s| {
                ctx.pos
                    .distances(ctx.pos.cat(seat).space)
                    .get(s as usize)
                    .copied()
            })
            .filter(|&d| d != u8::MAX);
        let detail = match far {
            Some(away) => text!(
                "ca-refused-exact-count-away",
                exactly = exactly,
                away = away
            ),
            None => exactly,
        };
        return Refusal::new(text!("ca-rule-exact-count"), detail);
    }
    let pos = ctx.pos;
    let mut prev = pos.cat(seat).space;
    let mut seen = vec![prev];
    for (i, &s) in path.iter().enumerate() {
        if s as usize >= pos.board.spaces.len() || !pos.board.links(prev).contains(&s) {
            return Refusal::new(text!("ca-rule-neighbour"), text!("ca-refused-not-next"));
        }
        let name = pos.board.name(s);
        if seen.contains(&s) {
            return Refusal::new(
                text!("ca-rule-cat-back-track"),
                text!("ca-refused-on-path", space = name),
            );
        }
        let last = i + 1 == path.len();
        match pos.landing(seat, s) {
            Err(Some(block)) if last || !matches!(block, Block::CatAtHome | Block::LarderFull) => {
                return Refusal::new(block.rule(), text!("ca-refused-at", space = name));
            }
            Err(None)
                if matches!(
                    pos.board.kind(s),
                    Kind::CarPark | Kind::MouseHole | Kind::BirdHouse
                ) =>
            {
                return Refusal::new(
                    text!("ca-rule-cat-off-limits"),
                    text!("ca-refused-at", space = name),
                );
            }
            _ => {}
        }
        if !last && matches!(pos.occupant(s), Some(Piece::Cat(_))) {
            return Refusal::new(
                text!("ca-rule-no-jumping"),
                text!("ca-refused-cat-on", space = name),
            );
        }
        seen.push(s);
        prev = s;
    }
    Refusal::new(text!("ca-rule-exact-count"), text!("ca-refused-bad-path"))
}

/// Why a Cat Attack card may not jump on `to`.
fn explain_pounce(ctx: &Ctx, seat: SeatId, to: Space) -> Refusal {
    let attack = || text!("ca-rule-cat-attack");
    let pos = ctx.pos;
    if to as usize >= pos.board.spaces.len() {
        return Refusal::new(attack(), text!("ca-refused-no-such-space"));
    }
    let far = pos.distances(pos.cat(seat).space)[to as usize];
    if far == 0 || far > REACH {
        return Refusal::new(attack(), text!("ca-refused-beyond-reach"));
    }
    match pos.landing(seat, to) {
        Err(Some(block)) => Refusal::new(
            block.rule(),
            text!("ca-refused-at", space = pos.board.name(to)),
        ),
        Ok(Landing::Empty) if matches!(pos.occupant(to), Some(Piece::Cat(_))) => {
            Refusal::new(text!("ca-rule-host-returns"), text!("ca-refused-own-home"))
        }
        Ok(Landing::Empty) | Err(None) => Refusal::new(attack(), text!("ca-refused-nothing-there")),
        Ok(_) => Refusal::new(attack(), text!("ca-refused-not-asked")),
    }
}

/// Why a Cat Burglar card may not land on `to`: the rule, or what there is to take.
fn explain_burgle(ctx: &Ctx, seat: SeatId, to: Space) -> Refusal {
    let burglar = || text!("ca-rule-cat-burglar");
    let pos = ctx.pos;
    if to as usize >= pos.board.spaces.len() {
        return Refusal::new(burglar(), text!("ca-refused-no-such-space"));
    }
    let far = pos.distances(pos.cat(seat).space)[to as usize];
    if far == 0 || far > REACH {
        return Refusal::new(burglar(), text!("ca-refused-beyond-reach"));
    }
    let one_of_each = || text!("ca-rule-one-of-each");
    let owner = pos.home_owner(to);
    match (pos.board.kind(to), pos.occupant(to)) {
        (Kind::Home(_), Some(Piece::Cat(c))) if owner.is_some_and(|o| pos.mates(o, c)) => {
            Refusal::new(
                text!("ca-rule-no-raid-at-home"),
                text!("ca-refused-cat-at-home"),
            )
        }
        (_, Some(_)) => Refusal::new(text!("ca-rule-no-sitting"), text!("ca-refused-occupied")),
        (Kind::Burglar(k), None) if pos.shop(k).stock == 0 => Refusal::new(
            burglar(),
            text!("ca-refused-shop-empty", shop = shop_key(k)),
        ),
        (Kind::Burglar(_), None) => Refusal::new(one_of_each(), text!("ca-refused-have-it")),
        (Kind::Home(_), None) if owner.is_none_or(|o| pos.mates(o, seat)) => {
            Refusal::new(burglar(), text!("ca-refused-not-rival-home"))
        }
        (Kind::Home(_), None) if !ctx.options.raiding => Refusal::new(
            text!("ca-rule-younger-no-raiding"),
            text!("ca-refused-no-raiding"),
        ),
        (Kind::Home(_), None) => Refusal::new(one_of_each(), text!("ca-refused-nothing-lacking")),
        _ => Refusal::new(burglar(), text!("ca-refused-not-burglar-space")),
    }
}

/// Why a bird or mouse may not take `path`: the first rule it breaks, in the rulebook's words.
fn explain_critter_move(
    ctx: &Ctx,
    asked: Critter,
    steps: u8,
    critter: Critter,
    id: u8,
    path: &[Space],
) -> Refusal {
    let card = || text!("ca-rule-critter-card");
    if critter != asked {
        return Refusal::new(
            card(),
            text!("ca-refused-card-moves", critter = asked.key()),
        );
    }
    if path.len() != steps as usize {
        return Refusal::new(
            card(),
            text!(
                "ca-refused-critter-exact-count",
                critter = critter.key(),
                count = steps
            ),
        );
    }
    let pos = ctx.pos;
    let Some((_, perch)) = pos.perches(critter).into_iter().find(|(i, _)| *i == id) else {
        return Refusal::new(
            card(),
            text!("ca-refused-no-such-critter", critter = critter.key()),
        );
    };
    if let Perch::Larder(s) = perch
        && !pos.cat(s).retired
    {
        return Refusal::new(
            text!("ca-rule-retired-larder"),
            text!("ca-refused-larder-in-play", critter = critter.key()),
        );
    }
    let mut prev = pos.critter_start(critter, perch);
    let mut seen = vec![prev];
    for (i, &s) in path.iter().enumerate() {
        if s as usize >= pos.board.spaces.len() || !pos.board.links(prev).contains(&s) {
            return Refusal::new(text!("ca-rule-neighbour"), text!("ca-refused-not-next"));
        }
        let name = pos.board.name(s);
        if seen.contains(&s) {
            return Refusal::new(
                text!("ca-rule-critter-back-track"),
                text!("ca-refused-on-path", space = name),
            );
        }
        let rule = match (pos.board.kind(s), critter) {
            (Kind::Home(_), _) => Some(text!("ca-rule-critter-no-home")),
            (Kind::MouseHole, Critter::Bird) => Some(text!("ca-rule-mouse-hole")),
            (Kind::BirdHouse, Critter::Mouse) => Some(text!("ca-rule-bird-house")),
            (Kind::CarPark, _) => Some(text!("ca-rule-car-park")),
            _ => None,
        };
        if let Some(rule) = rule {
            return Refusal::new(rule, text!("ca-refused-at", space = name));
        }
        let nest = matches!(pos.board.kind(s), Kind::MouseHole | Kind::BirdHouse);
        if i + 1 == path.len() && !nest && pos.occupant(s).is_some() {
            return Refusal::new(
                text!("ca-rule-critter-no-landing"),
                text!("ca-refused-something-on", space = name),
            );
        }
        seen.push(s);
        prev = s;
    }
    Refusal::new(card(), text!("ca-refused-bad-path"))
}

/// A Mog card's name, as printed on it ("Cat 3", "Speedy Cat"): card names are not translated.
/// A Mog card's name: a suit and its number ("Mouse 4", "Souris 4") or a picture card's printed
/// name ("Speedy Cat").
pub fn card_name(card: MogCard) -> Text {
    match card {
        MogCard::Cat(v) | MogCard::Bird(v) | MogCard::Mouse(v) => {
            let suit = Suit::of(card).map_or("cat", Suit::key);
            text!("ca-card-numbered", suit = suit, value = v)
        }
        MogCard::SpeedyCat => text!("ca-card-picture", card = "speedy-cat"),
        MogCard::CatAttack => text!("ca-card-picture", card = "cat-attack"),
        MogCard::CatBurglar => text!("ca-card-picture", card = "cat-burglar"),
    }
}

/// A line for the log.
pub fn describe(
    pos: &Position,
    name: &dyn Fn(SeatId) -> String,
    seat: SeatId,
    action: &CatAttackAction,
) -> Text {
    use CatAttackAction as A;
    let who = name(seat);
    let at = |path: &Path| {
        path.last()
            .map(|s| pos.board.name(*s).clone())
            .unwrap_or_default()
    };
    match action {
        A::Play(card) => text!("ca-log-play", who = who, card = card_name(*card)),
        A::Discard(card) => text!("ca-log-discard", who = who, card = card_name(*card)),
        A::DeclareFight { target, suit } => text!(
            "ca-log-fight",
            who = who,
            target = name(*target),
            suit = suit.key()
        ),
        A::SixCat(c) => text!("ca-log-six-cat", who = who, critter = c.key()),
        A::Roll => text!("ca-log-roll", who = who),
        A::Move(path) => text!("ca-log-move", who = who, space = at(path)),
        A::MoveCritter { critter, path, .. } => text!(
            "ca-log-move-critter",
            who = who,
            critter = critter.key(),
            space = at(path)
        ),
        A::Pounce(s) => text!("ca-log-pounce", who = who, space = pos.board.name(*s)),
        A::Burgle(s) => text!("ca-log-burgle", who = who, space = pos.board.name(*s)),
        A::SixCatMove { victim, path } => text!(
            "ca-log-six-cat-move",
            who = who,
            victim = name(*victim),
            space = at(path)
        ),
        A::Raid(food) => text!("ca-log-raid", who = who, food = food.text()),
        A::NoRaid => text!("ca-log-no-raid", who = who),
        A::Swap { .. } => text!("ca-log-swap", who = who),
        A::KeepHand => text!("ca-log-keep-hand", who = who),
        A::FightCard(card) => text!("ca-log-fight-card", who = who, card = card_name(*card)),
    }
}
