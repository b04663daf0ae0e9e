//! Normal's reasons in words, for hints: the parts of its score ([`Why`]) as [`Text`].
//!
//! Asked why (a hint, `Bot::reason`), Normal scores again keeping each part of its score with
//! what it stands for ([`Why`]) and names the biggest gain, or where its choice beats the next
//! best; choosing keeps only the sums, made in the same order, so the words never change a
//! choice.

use super::distance::Dist;
use super::score::{Terms, Tip, Why, score};
use crate::core::bot::{same_kind as same, sum_of};
use crate::core::{GameRng, Text};
use crate::games::grand_prrrrix::GrandPrrrrixAction;
use crate::games::grand_prrrrix::actions::object_key;
use crate::games::grand_prrrrix::engine::State;
use crate::games::grand_prrrrix::observation::GrandPrrrrixObservation;
use crate::games::grand_prrrrix::rules::{
    Goal, HOME_TERRITORY, MEAL, MOUSE_COIN, NEAR_HOME, OPPONENT_RESTING, REST,
};
use crate::levels::grand_prrrrix::{Object, Place};
use crate::text;

/// A part at least this big (half a turn of the race) is a gain worth naming by itself;
/// smaller ones are named by how the action beats the next best.
const GAIN: f64 = 6.0;

/// Why Normal would take `action`: the biggest gain of its score, or where it beats the next
/// best action. The deck's order weighs nothing in the score, so any guess of it says the same.
/// The reason is a message: a part of the score in words ([`say`], [`avoid`]), or two such
/// parts in one sentence. How long a sentence comes out is the language's, so the shapes are
/// chosen by what the parts are, to read at a glance: a spat's odds are told once, never
/// after another reason's own second half, and before them a reason is said briefly.
pub(super) fn reason(obs: &GrandPrrrrixObservation, action: &GrandPrrrrixAction) -> Option<Text> {
    if obs.legal.len() <= 1 || !obs.legal.contains(action) {
        return None;
    }
    let seat = obs.me();
    let s = obs.guess(&mut GameRng::seeded(0x4849_4e54));
    let mut dist = Dist::new(&s);
    dist.for_seat(&s, seat);
    let all: Vec<(&GrandPrrrrixAction, Terms)> = obs
        .legal
        .iter()
        .map(|a| (a, score(&s, &dist, seat, a, true)))
        .collect();
    let mine = &all.iter().find(|(a, _)| *a == action)?.1;
    let list = mine.list();
    let find = |kind: fn(&Why) -> bool| list.iter().find(|(_, w)| kind(w)).copied();
    // A spat is chosen for its odds.
    if let Some((v, w)) = find(|w| matches!(w, Why::Attack { .. })) {
        return Some(say(&s, w, v).full());
    }
    // The best of the actions it beats (or ties).
    let other = all
        .iter()
        .filter(|(a, t)| *a != action && t.total <= mine.total)
        .max_by(|a, b| a.1.total.total_cmp(&b.1.total))
        .map(|o| o.1.list());
    let edge = other.and_then(|o| edge(&s, list, o));
    // A push says where the loser goes, then whether the winner takes its square.
    if let Some((v, w)) = find(|w| matches!(w, Why::PushAway { .. })) {
        let push = say(&s, w, v).head;
        let then = match (find(|w| matches!(w, Why::Take { .. })), &edge) {
            (Some((v, w)), _) => Some(say(&s, w, v)),
            (None, Some((Why::Take { .. } | Why::TakeObject(_), said))) => Some(said.clone()),
            _ => None,
        };
        return Some(match then {
            Some(t) => text!("gp-reason-and-then", first = push, then = t.full()),
            None => push,
        });
    }
    let main = kinds(list)
        .into_iter()
        .filter(|(v, _)| *v >= GAIN)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    // The reason, and its first part said briefly (before a spat's odds; none where the
    // reason is only that nothing does better).
    let (line, lead) = match (main, edge) {
        // The gain is no bigger here than in the next best: say what decides too (unless
        // either is this move's own spat, said with its odds).
        (Some((v, m)), Some((e, then)))
            if !same(&m, &e)
                && other.is_some_and(|o| v <= sum_of(o, &m) + 1e-9)
                && !then.spat
                && !say(&s, m, v).spat =>
        {
            let first = say(&s, m, v);
            let line = match (m, e) {
                // Not the same room twice.
                (Why::Way { goal, .. }, Why::Energy { goal: g, d, left }) if g == goal => {
                    let how = if d > 4 {
                        "long-way"
                    } else if left > 1 {
                        "later-rooms"
                    } else {
                        "plain"
                    };
                    Said::new(
                        text!("gp-reason-and-saves-energy", first = &first.head, how = how),
                        None,
                    )
                }
                // A spat's odds are a sentence of their own: the other reason's first half.
                _ => Said::new(
                    text!(
                        "gp-reason-and-then",
                        first = &first.head,
                        then = if then.odds { then.head } else { then.full() }
                    ),
                    None,
                ),
            };
            (line, Some(first.lead()))
        }
        (Some((v, m)), _) => {
            let said = say(&s, m, v);
            let lead = said.lead();
            (said, Some(lead))
        }
        (None, Some((_, said))) => {
            let lead = said.lead();
            (said, Some(lead))
        }
        (None, None) => match kinds(list)
            .into_iter()
            .filter(|(v, _)| *v > 0.0)
            .max_by(|a, b| a.0.total_cmp(&b.0))
        {
            Some((v, w)) => {
                let said = say(&s, w, v);
                let lead = said.lead();
                (said, Some(lead))
            }
            None => {
                let nothing_better = match action {
                    GrandPrrrrixAction::Move { .. } => text!("gp-reason-no-better-move"),
                    GrandPrrrrixAction::Stay => text!("gp-reason-no-better-stay"),
                    _ => text!("gp-reason-no-better-choice"),
                };
                (Said::new(nothing_better, None), None)
            }
        },
    };
    // A move that starts a spat always says so, with the odds (a cat in its home room has
    // +2), whatever else it is for.
    if let Some((_, Why::Risk { cat, tip, .. })) = find(|w| matches!(w, Why::Risk { .. }))
        && !line.spat
    {
        return Some(match lead {
            Some(lead) => text!(
                "gp-reason-and-starts-a-spat",
                first = lead,
                cat = cat.name(),
                odds = odds(tip)
            ),
            None => text!(
                "gp-reason-starts-a-spat",
                cat = cat.name(),
                odds = odds(tip)
            ),
        });
    }
    Some(line.full())
}

/// Each kind of part once, with its sum (and its first part's details).
fn kinds(list: &[(f64, Why)]) -> Vec<(f64, Why)> {
    let mut out: Vec<(f64, Why)> = Vec::new();
    for (_, w) in list {
        if !out.iter().any(|(_, x)| same(x, w)) {
            out.push((sum_of(list, w), *w));
        }
    }
    out
}

/// Where `mine` beats `other` most, kind by kind: this action's own part of that kind, or
/// the other's loss it avoids. Only what can be said in words.
fn edge(s: &State, mine: &[(f64, Why)], other: &[(f64, Why)]) -> Option<(Why, Said)> {
    let mut best: Option<(f64, Why, Said)> = None;
    for (_, w) in mine.iter().chain(other) {
        let d = sum_of(mine, w) - sum_of(other, w);
        if d <= 1e-9 || best.as_ref().is_some_and(|b| d <= b.0) {
            continue;
        }
        let said = match mine.iter().find(|(_, x)| same(x, w)) {
            // A smaller cost is no reason in itself: the gain it still buys is.
            Some((_, own)) if cost(own) => None,
            Some((_, own)) => Some(say(s, *own, sum_of(mine, w))),
            None => avoid(s, *w),
        };
        if let Some(said) = said {
            best = Some((d, *w, said));
        }
    }
    best.map(|b| (b.1, b.2))
}

/// Parts that only ever cost.
fn cost(w: &Why) -> bool {
    matches!(
        w,
        Why::PurrCost
            | Why::EnergyCost
            | Why::Unspared
            | Why::RetreatCost
            | Why::LoseRest
            | Why::Idle
            | Why::TakeObject(_)
    )
}

/// A reason in two halves: what the action does, then (after a colon) why it pays.
#[derive(Clone, Debug)]
struct Said {
    head: Text,
    tail: Option<Text>,
    /// The first half in fewer words, where it has them ("Ends your turn in the Kitchen").
    brief: Option<Text>,
    /// It says that the action starts a spat (a move that does says so, see [`reason`]).
    spat: bool,
    /// Its second half is a spat's odds.
    odds: bool,
}

impl Said {
    fn new(head: Text, tail: Option<Text>) -> Self {
        Self {
            head,
            tail,
            brief: None,
            spat: false,
            odds: false,
        }
    }
    fn brief(self, brief: Text) -> Self {
        Self {
            brief: Some(brief),
            ..self
        }
    }
    /// What the action does, briefly.
    fn lead(&self) -> Text {
        self.brief.clone().unwrap_or_else(|| self.head.clone())
    }
    /// A spat this action starts, and its odds.
    fn spat(head: Text, odds: Text) -> Self {
        Self {
            spat: true,
            ..Self::odds(head, odds)
        }
    }
    /// A reason whose second half is a spat's odds.
    fn odds(head: Text, odds: Text) -> Self {
        Self {
            odds: true,
            ..Self::new(head, Some(odds))
        }
    }
    fn full(self) -> Text {
        match self.tail {
            Some(t) => text!("gp-reason-because", what = self.head, why = t),
            None => self.head,
        }
    }
}

/// A goal for a reason's message, as the message's place in the sentence needs it ("the
/// Kitchen", "your cushion"; German puts it in the dative).
fn goal_name(s: &State, goal: Goal) -> Text {
    match goal {
        Goal::Room(r) => text!("gp-reason-goal-room", room = s.board.room_name(r)),
        Goal::Cushion => text!("gp-reason-goal-cushion"),
    }
}

/// "the Kitchen, your next room", or the cushion of the Shorter Course.
fn your_next(s: &State, goal: Goal) -> Text {
    match goal {
        Goal::Room(r) => text!("gp-reason-goal-next-room", room = s.board.room_name(r)),
        Goal::Cushion => text!("gp-reason-goal-last-leg"),
    }
}

/// The odds of a spat in words, from the side of the seat deciding ("it": the other cat,
/// named before), by the biggest bonus of the side ahead.
fn odds(tip: Tip) -> Text {
    use std::cmp::Ordering;
    let bonus = match tip.name {
        Some(HOME_TERRITORY) => "home",
        Some(NEAR_HOME) => "near-home",
        Some(MOUSE_COIN) => "coin",
        Some(OPPONENT_RESTING) => "resting",
        _ => "other",
    };
    match tip.edge.cmp(&0) {
        Ordering::Equal => text!("gp-reason-odds-even"),
        Ordering::Greater => text!("gp-reason-odds-yours", bonus = bonus),
        Ordering::Less => text!("gp-reason-odds-theirs", bonus = bonus),
    }
}

/// A part of this action's score in the player's words (`v`: what its kind adds up to).
fn say(s: &State, why: Why, v: f64) -> Said {
    match why {
        Why::Room { goal, won, first } => {
            let Goal::Room(r) = goal else {
                let tail = won.then(|| text!("gp-reason-you-win-the-race"));
                return Said::new(text!("gp-reason-ends-on-your-cushion"), tail);
            };
            let room = s.board.room_name(r);
            let said = if won {
                Said::new(
                    text!("gp-reason-ends-in-your-last-room", room = room),
                    Some(text!("gp-reason-you-win-the-race")),
                )
            } else if first {
                Said::new(
                    text!("gp-reason-ends-in-your-first-room", room = room),
                    None,
                )
            } else {
                Said::new(text!("gp-reason-ends-in-your-next-room", room = room), None)
            };
            said.brief(text!("gp-reason-ends-in", room = room))
        }
        Why::Way { goal, d } if v >= 0.0 => Said::new(
            text!("gp-reason-heads-for", goal = your_next(s, goal)),
            Some(text!("gp-reason-spaces-to-go", count = d)),
        )
        .brief(text!("gp-reason-heads-for", goal = goal_name(s, goal))),
        Why::Way { goal, .. } => Said::new(
            text!("gp-reason-keeps-near", goal = your_next(s, goal)),
            None,
        )
        .brief(text!("gp-reason-keeps-near", goal = goal_name(s, goal))),
        Why::Energy { goal, d, left } => energy_text(s, goal, d, left),
        Why::Rest(sq) => Said::new(
            match s.board.place(sq) {
                Place::Cushion(c) if s.cat(s.turn.seat).kind == c => {
                    text!("gp-reason-rests-on-your-cushion")
                }
                Place::Cushion(c) => text!("gp-reason-rests-on-a-cushion", cat = c.name()),
                Place::Room(r) => text!("gp-reason-rests-in-a-room", room = s.board.room_name(r)),
                Place::Hall => text!("gp-reason-naps-at-the-pillow"),
            },
            Some(text!("gp-reason-energy-next-turn", energy = REST)),
        ),
        Why::Meal(e) => Said::new(text!("gp-reason-eats"), Some(hunger(e))),
        Why::Coin => Said::new(
            text!("gp-reason-plays-with-the-mouse"),
            Some(text!("gp-reason-coin-for-your-next-spat")),
        ),
        Why::Open => Said::new(
            text!("gp-reason-opens-the-present"),
            Some(text!("gp-reason-what-the-present-holds")),
        ),
        Why::Idle => Said::new(text!("gp-reason-stays-put"), None),
        Why::ToObject(o, e) => match o {
            Object::FoodBowl => Said::new(text!("gp-reason-goes-to-the-bowl"), Some(hunger(e))),
            Object::Pillow => Said::new(
                text!("gp-reason-goes-to-the-pillow"),
                Some(text!("gp-reason-energy", energy = REST)),
            ),
            Object::ToyMouse => Said::new(
                text!("gp-reason-goes-to-the-mouse"),
                Some(text!("gp-reason-coin-for-a-spat")),
            ),
            Object::Present => Said::new(
                text!("gp-reason-goes-to-the-present"),
                Some(text!("gp-reason-open-it-next-turn")),
            ),
        },
        Why::Risk { cat, tip, .. } => {
            Said::spat(text!("gp-reason-moves-beside", cat = cat.name()), odds(tip))
        }
        Why::Attack { cat, tip, .. } => {
            Said::spat(text!("gp-reason-spats", cat = cat.name()), odds(tip))
        }
        Why::LeaveBe => Said::new(
            text!("gp-reason-leaves-the-others-be"),
            Some(text!("gp-reason-spat-not-worth-the-risk")),
        ),
        Why::Fight { cat, tip, .. } => Said::odds(
            text!("gp-reason-stands-and-fights"),
            text!("gp-reason-odds-against", odds = odds(tip), cat = cat.name()),
        ),
        Why::RetreatTo { goal, from, to } if to < from => Said::new(
            text!("gp-reason-retreats-toward", goal = your_next(s, goal)),
            None,
        ),
        Why::RetreatTo { .. } => Said::new(text!("gp-reason-retreats"), None),
        Why::Odds { bonus, p } => {
            let energy = 3 * bonus.threes;
            let head = match (bonus.purr, bonus.threes) {
                (true, 0) => text!("gp-reason-spends-a-purr-card"),
                (false, 0) => text!("gp-reason-spends-nothing"),
                (true, _) => text!("gp-reason-spends-purr-and-energy", energy = energy),
                (false, _) => text!("gp-reason-spends-energy", energy = energy),
            };
            let plus = 2 * u8::from(bonus.purr) + bonus.threes;
            let how = if p > 0.5 {
                "better"
            } else if p == 0.5 {
                "even"
            } else {
                "narrower"
            };
            Said::new(
                head,
                Some(text!("gp-reason-bonus-odds", plus = plus, how = how)),
            )
        }
        // Costs are said as what they spare (see `avoid`).
        Why::PurrCost | Why::EnergyCost | Why::Unspared | Why::RetreatCost | Why::LoseRest => {
            Said::new(text!("gp-reason-pays-what-it-must"), None)
        }
        Why::PushAway {
            cat,
            goal,
            from,
            to,
        } => match goal {
            Some(g) if to > from && v > 0.0 => Said::new(
                match g {
                    Goal::Room(r) => text!(
                        "gp-reason-pushes-away-from-its-room",
                        cat = cat.name(),
                        room = s.board.room_name(r)
                    ),
                    Goal::Cushion => {
                        text!("gp-reason-pushes-away-from-its-cushion", cat = cat.name())
                    }
                },
                None,
            ),
            _ => Said::new(
                text!("gp-reason-pushes-where-it-helps-least", cat = cat.name()),
                None,
            ),
        },
        Why::Take { goal, from, to } => match goal {
            Some(g) if to < from => Said::new(
                text!("gp-reason-takes-its-square"),
                Some(text!("gp-reason-nearer", goal = goal_name(s, g))),
            ),
            _ => Said::new(
                text!("gp-reason-takes-its-square"),
                Some(text!("gp-reason-a-better-place")),
            ),
        },
        Why::TakeObject(o) => Said::new(
            text!("gp-reason-takes-its-square-at", object = object_key(o)),
            None,
        ),
        Why::Find(o, e) => match o {
            Object::FoodBowl => Said::new(
                text!("gp-reason-takes-the-bowl"),
                Some(text!(
                    "gp-reason-meal-now",
                    energy = MEAL,
                    hunger = hunger(e)
                )),
            ),
            Object::Pillow => Said::new(
                text!("gp-reason-takes-the-pillow"),
                Some(text!("gp-reason-energy-next-turn", energy = REST)),
            ),
            Object::ToyMouse => Said::new(
                text!("gp-reason-takes-the-mouse"),
                Some(text!("gp-reason-a-coin-for-your-next-spat")),
            ),
            Object::Present => Said::new(text!("gp-reason-takes-the-present"), None),
        },
        Why::Passage { goal, from, to } => match goal {
            Some(g) if to < from => Said::new(
                text!("gp-reason-takes-the-passage"),
                Some(text!("gp-reason-nearer", goal = your_next(s, g))),
            ),
            _ => Said::new(text!("gp-reason-takes-the-passage-home"), None),
        },
    }
}

/// How much a meal is needed, with `e` energy.
fn hunger(e: u8) -> Text {
    if e <= 8 {
        text!("gp-reason-low-on-energy")
    } else {
        text!("gp-reason-meal-saves-turns", energy = MEAL)
    }
}

/// Energy kept back: for the long way to the next goal, or the rest of the race.
fn energy_text(s: &State, goal: Goal, d: u8, left: u8) -> Said {
    if d > 4 {
        Said::new(
            text!(
                "gp-reason-saves-energy-for-the-long-way",
                goal = goal_name(s, goal)
            ),
            None,
        )
        .brief(text!("gp-reason-saves-energy"))
    } else if left > 1 {
        Said::new(
            text!("gp-reason-saves-energy-for-the-race"),
            Some(text!("gp-reason-rooms-to-go", count = left)),
        )
    } else {
        Said::new(
            text!(
                "gp-reason-saves-energy-for-the-last-leg",
                goal = goal_name(s, goal)
            ),
            None,
        )
        .brief(text!("gp-reason-saves-energy"))
    }
}

/// A loss of the next best action that this one avoids, in the player's words.
fn avoid(s: &State, why: Why) -> Option<Said> {
    let stand = || text!("gp-reason-stands-and-fights");
    let said = match why {
        Why::Risk { cat, tip, room, .. } => {
            let keep_clear = text!("gp-reason-keeps-clear", cat = cat.name());
            if room {
                Said::new(
                    keep_clear,
                    Some(text!("gp-reason-lost-spat-costs-the-room")),
                )
            } else if tip.edge < 0 {
                Said::odds(keep_clear, odds(tip))
            } else {
                Said::new(keep_clear, Some(text!("gp-reason-spat-there-not-worth-it")))
            }
        }
        Why::Idle => Said::new(
            text!("gp-reason-moves-on"),
            Some(text!("gp-reason-standing-still-gains-nothing")),
        ),
        Why::Energy { goal, d, left } => energy_text(s, goal, d, left),
        Why::Way { goal, .. } => Said::new(
            text!("gp-reason-stays-close", goal = your_next(s, goal)),
            None,
        )
        .brief(text!("gp-reason-stays-close", goal = goal_name(s, goal))),
        Why::PurrCost => Said::new(
            text!("gp-reason-keeps-your-purr-cards"),
            Some(text!("gp-reason-spat-not-worth-a-purr-card")),
        ),
        Why::EnergyCost => Said::new(
            text!("gp-reason-keeps-your-energy"),
            Some(text!("gp-reason-spat-not-worth-the-energy")),
        ),
        Why::Unspared => Said::new(
            text!("gp-reason-spends-nothing"),
            Some(text!("gp-reason-race-needs-the-energy")),
        ),
        Why::RetreatCost => Said::new(stand(), Some(text!("gp-reason-retreat-costs-energy"))),
        Why::LoseRest => Said::new(stand(), Some(text!("gp-reason-retreat-loses-your-rest"))),
        Why::RetreatTo { goal, .. } => Said::new(
            stand(),
            Some(text!(
                "gp-reason-retreat-takes-you-further",
                goal = goal_name(s, goal)
            )),
        ),
        Why::Fight { cat, tip, .. } => {
            if tip.edge < 0 {
                Said::odds(
                    text!("gp-reason-retreats-from", cat = cat.name()),
                    odds(tip),
                )
            } else {
                Said::new(
                    text!("gp-reason-retreats"),
                    Some(text!("gp-reason-lost-spat-costs-more", cat = cat.name())),
                )
            }
        }
        Why::Take { .. } => Said::new(
            text!("gp-reason-keeps-your-square"),
            Some(text!("gp-reason-your-square-suits-you")),
        ),
        Why::TakeObject(o) => Said::new(
            text!("gp-reason-keeps-your-square"),
            Some(text!(
                "gp-reason-taking-it-ends-your-turn",
                object = object_key(o)
            )),
        ),
        _ => return None,
    };
    Some(said)
}
