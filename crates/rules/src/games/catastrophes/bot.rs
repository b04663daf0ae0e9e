//! Normal and Hard bots. Both decide on their seat's observation alone; the cards they cannot
//! see are guessed from the deck's composition minus what they have seen.

use super::actions::{self, TableView};
use super::components::{Card, Cat, Placed, RoundMove, RoundState, TableRules};
use super::observation::CatastrophesObservation;
use super::scoring;
use super::{Catastrophes, CatastrophesAction, CatastrophesSnapshot, WILD_CATS};
use crate::core::{
    Bot, BotLevel, CAT_COLOURS, Deck, GameId, GameRng, GameSim, Hand, Reshuffle, SeatId, SeatKind,
    SeatSetup, TableSetup, TableSnapshot,
};
use bevy_ecs::schedule::{Schedules, SingleThreadedExecutor};
use mogland_levels::Level;
use mogland_levels::catastrophes::DeckDef;
use rand::RngExt;

/// Weight of a card kept in hand against a punishment point while the game goes on. Nearly
/// nothing: every card can still be played later, and simulation showed that shedding early
/// only wastes the high cards that push thresholds onto others. It still breaks ties towards
/// shedding the higher card. Once the game may end with this round a card weighs its full value.
const HAND_WEIGHT: f64 = 0.01;

/// Normal: for each legal action, resolves the round as it stands (the face-down cards it cannot
/// see guessed from the unseen cards, several times over) and prefers what pushes thresholds
/// onto the other cats, spares its own, and sheds high cards when the game may end.
#[derive(Clone, Debug)]
pub struct NormalBot {
    /// Guesses of the unseen face-down cards per decision.
    pub samples: usize,
}

impl Default for NormalBot {
    fn default() -> Self {
        Self { samples: 12 }
    }
}

impl Bot<Catastrophes> for NormalBot {
    fn choose(&mut self, obs: &CatastrophesObservation, rng: &mut GameRng) -> CatastrophesAction {
        best(&evaluate(obs, rng, self.samples))
    }
}

/// Hard: deals the unseen cards (other hands, face-down cards, the pile) into whole tables
/// consistent with what it has seen, weighs each table by how well it explains what the others
/// did this round (as Normal players would have), and for its most promising actions plays
/// the rest of the round out on a [`GameSim`], the others playing Normal. Keeps the action with
/// the best weighted punishment balance.
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Guessed tables per decision.
    pub samples: usize,
    /// Actions, ranked by the Normal evaluation, that are played out.
    pub candidates: usize,
    /// How far (in punishment points) an action may trail the best one and still be expected
    /// of a Normal player: the softness of the weighing.
    pub temperature: f64,
}

impl Default for HardBot {
    fn default() -> Self {
        let env = |k: &str, d: f64| {
            std::env::var(k)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(d)
        };
        Self {
            samples: env("HS", 16.0) as usize,
            candidates: env("HC", 6.0) as usize,
            temperature: env("HT", 0.5),
        }
    }
}

impl Bot<Catastrophes> for HardBot {
    fn choose(&mut self, obs: &CatastrophesObservation, rng: &mut GameRng) -> CatastrophesAction {
        let mut ranked = evaluate(obs, rng, NormalBot::default().samples);
        if ranked.len() == 1 {
            return ranked[0].0;
        }
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranked.truncate(self.candidates);
        let mut totals = vec![0.0; ranked.len()];
        let mut sim = private_sim();
        let mut others = NormalBot { samples: 4 };
        let weight = hand_weight(obs);
        for _ in 0..self.samples {
            let snap = match CHEAT.with(|c| c.borrow().clone()) {
                Some(t) => t,
                None => sample_table(obs, rng),
            };
            let likelihood = explains(obs, &snap.game, rng, self.temperature);
            let analytic = std::env::var("HA").is_ok();
            for (i, (action, _)) in ranked.iter().enumerate() {
                if analytic {
                    let mut face_down: Vec<Option<Placed>> =
                        snap.game.cats.iter().map(|c| c.face_down).collect();
                    if let CatastrophesAction::Place { card, target } = *action {
                        face_down[target.index()] = Some(Placed { card, by: obs.seat });
                    }
                    let res = scoring::resolve(
                        obs.scale,
                        &obs.punishment,
                        obs.first_player,
                        &face_down,
                        obs.wild_cats,
                        false,
                    );
                    let hand = match *action {
                        CatastrophesAction::Place { card, .. } => card.hand_points() as f64,
                        _ => 0.0,
                    };
                    totals[i] +=
                        likelihood * (relative(obs.seat, &obs.punishment, &res.punishment) + weight * hand);
                    continue;
                }
                sim.restore(&snap);
                sim.apply(obs.seat, *action)
                    .expect("a legal action of the observation");
                let extra: u32 = std::env::var("HR")
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0);
                for r in 0..=extra {
                    finish_round(&mut sim, obs.round + r, &mut others);
                }
                totals[i] += likelihood * balance(&sim, obs.seat, weight);
            }
        }
        let scored: Vec<_> = ranked
            .iter()
            .zip(totals)
            .map(|((a, _), t)| (*a, t))
            .collect();
        best(&scored)
    }
}

/// The highest score; the first listed among equals.
fn best(scored: &[(CatastrophesAction, f64)]) -> CatastrophesAction {
    assert!(
        !scored.is_empty(),
        "a bot was asked to act with no legal action"
    );
    let mut top = scored[0];
    for &s in &scored[1..] {
        if s.1 > top.1 + 1e-9 {
            top = s;
        }
    }
    top.0
}

/// How much a card in hand weighs now: fully if the game may end with this round.
fn hand_weight(obs: &CatastrophesObservation) -> f64 {
    let pile_may_run_out = obs.draw_pile <= obs.still_to_act() + 1;
    let near_twenty = obs
        .punishment
        .iter()
        .any(|&p| p + 3 >= scoring::GAME_END_POINTS);
    if pile_may_run_out || near_twenty {
        1.0
    } else {
        HAND_WEIGHT
    }
}

/// The others' mean change minus this seat's own: what a seat wants high.
fn relative(me: SeatId, before: &[u32], after: &[u32]) -> f64 {
    let d = |i: usize| after[i] as f64 - before[i] as f64;
    let others: f64 = (0..before.len()).filter(|&i| i != me.index()).map(d).sum();
    others / (before.len() - 1) as f64 - d(me.index())
}

/// Normal's score of every legal action: the punishment balance of resolving the round as it
/// stands, averaged over `samples` guesses of the unseen face-down cards, plus the hand term.
fn evaluate(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
    samples: usize,
) -> Vec<(CatastrophesAction, f64)> {
    let legal = &obs.legal;
    if legal.len() <= 1 {
        return legal.iter().map(|&a| (a, 0.0)).collect();
    }
    let unseen = obs.unseen();
    let mean_draw =
        unseen.iter().map(|c| c.hand_points() as f64).sum::<f64>() / unseen.len().max(1) as f64;
    let weight = hand_weight(obs);
    let mut guesses: Vec<Vec<Option<Placed>>> = (0..samples)
        .map(|_| guess_face_down(obs, &unseen, rng))
        .collect();
    let mut balance_of = |placed: Option<(Card, SeatId)>| {
        let mut total = 0.0;
        for guess in &mut guesses {
            // Try the placement on the guess, then take it back.
            if let Some((card, target)) = placed {
                guess[target.index()] = Some(Placed { card, by: obs.seat });
            }
            let res = scoring::resolve(
                obs.scale,
                &obs.punishment,
                obs.first_player,
                guess,
                obs.wild_cats,
                false,
            );
            if let Some((_, target)) = placed {
                guess[target.index()] = None;
            }
            total += relative(obs.seat, &obs.punishment, &res.punishment);
        }
        total / samples.max(1) as f64
    };
    // Drawing and passing leave the face-down cards as they are.
    let unchanged = balance_of(None);
    legal
        .iter()
        .map(|&action| {
            let score = match action {
                CatastrophesAction::Place { card, target } => {
                    balance_of(Some((card, target))) + weight * card.hand_points() as f64
                }
                CatastrophesAction::Draw { count } => unchanged - weight * count as f64 * mean_draw,
                CatastrophesAction::Pass => unchanged,
            };
            (action, score)
        })
        .collect()
}

/// The face-down cards with the ones this seat cannot see guessed from `unseen`.
fn guess_face_down(
    obs: &CatastrophesObservation,
    unseen: &[Card],
    rng: &mut GameRng,
) -> Vec<Option<Placed>> {
    let mut pool = unseen.to_vec();
    rng.shuffle(&mut pool);
    obs.face_down
        .iter()
        .map(|v| {
            v.map(|v| Placed {
                card: v
                    .card
                    .unwrap_or_else(|| pool.pop().expect("unseen cards to guess from")),
                by: v.by,
            })
        })
        .collect()
}

/// A whole table consistent with `obs`: the unseen cards shuffled with the bot's own generator
/// and dealt into the other hands, the face-down cards it did not place and the draw pile.
pub fn sample_table(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
) -> TableSnapshot<CatastrophesSnapshot, CatastrophesAction> {
    let mut pool = obs.unseen();
    rng.shuffle(&mut pool);
    let n = obs.seats();
    let cats: Vec<Cat> = (0..n)
        .map(|i| {
            let seat = SeatId(i as u8);
            let hand = if seat == obs.seat {
                obs.hand.clone()
            } else {
                pool.split_off(pool.len() - obs.hand_sizes[i])
            };
            let face_down = obs.face_down[i].map(|v| Placed {
                card: v
                    .card
                    .unwrap_or_else(|| pool.pop().expect("the observation's counts add up")),
                by: v.by,
            });
            Cat {
                seat,
                punishment: obs.punishment[i],
                hand: Hand(hand),
                face_down,
            }
        })
        .collect();
    debug_assert_eq!(
        pool.len(),
        obs.draw_pile,
        "the unseen cards fill the draw pile exactly"
    );
    let seed: u64 = rng.inner().random();
    let setup = TableSetup {
        game: GameId::Catastrophes,
        seats: (0..n)
            .map(|i| SeatSetup {
                name: format!("Seat {}", i + 1),
                colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                kind: SeatKind::Bot(BotLevel::Normal),
            })
            .collect(),
        variants: if obs.wild_cats {
            vec![WILD_CATS.into()]
        } else {
            Vec::new()
        },
        seed,
        // Only `start` reads the level; a restored table carries its own deck.
        level: Level::CatastrophesDeck(DeckDef { sets: Vec::new() }),
    };
    TableSnapshot {
        setup,
        rng: GameRng::seeded(seed),
        log: Vec::new(),
        game: CatastrophesSnapshot {
            cats,
            pile: Deck {
                draw: pool,
                discard: obs.discards.clone(),
                reshuffle: Reshuffle::Never,
            },
            scale: obs.scale,
            first_player: obs.first_player,
            round: RoundState {
                round: obs.round,
                moves: obs.moves.clone(),
                reached_20: false,
            },
            rules: TableRules {
                seats: n as u8,
                wild_cats: obs.wild_cats,
                deck: obs.deck.clone(),
            },
            last_reveal: Vec::new(),
            end: None,
        },
    }
}

/// How likely Normal players were to make this round's moves had the table been `table`: the
/// moves are undone one by one, latest first, and each is scored from its player's view then.
fn explains(
    obs: &CatastrophesObservation,
    table: &CatastrophesSnapshot,
    rng: &mut GameRng,
    temperature: f64,
) -> f64 {
    let mut hands: Vec<Vec<Card>> = table.cats.iter().map(|c| c.hand.0.clone()).collect();
    let mut face_down: Vec<Option<Placed>> = table.cats.iter().map(|c| c.face_down).collect();
    let mut pile = table.pile.draw.clone();
    let mut likelihood = 1.0;
    for (i, mv) in obs.moves.iter().enumerate().rev() {
        let seat = mv.seat();
        let action = match *mv {
            RoundMove::Placed { target, .. } => {
                let placed = face_down[target.index()]
                    .take()
                    .expect("a placed card lies there");
                hands[seat.index()].push(placed.card);
                CatastrophesAction::Place {
                    card: placed.card,
                    target,
                }
            }
            RoundMove::Drew { count, .. } => {
                for _ in 0..count {
                    pile.push(
                        hands[seat.index()]
                            .pop()
                            .expect("the drawn cards are in hand"),
                    );
                }
                CatastrophesAction::Draw { count }
            }
            RoundMove::Passed { .. } => CatastrophesAction::Pass,
        };
        let occupied: Vec<bool> = face_down.iter().map(Option::is_some).collect();
        let view = TableView {
            seat,
            hand: &hands[seat.index()],
            occupied: &occupied,
            draw_pile: pile.len(),
        };
        let then = CatastrophesObservation {
            seat,
            hand: hands[seat.index()].clone(),
            hand_sizes: hands.iter().map(Vec::len).collect(),
            draw_pile: pile.len(),
            face_down: CatastrophesObservation::view_of(seat, &face_down),
            moves: obs.moves[..i].to_vec(),
            legal: actions::legal(&view),
            ..obs.clone()
        };
        if then.legal.len() > 1 {
            let scores = evaluate(&then, rng, 4);
            let top = scores.iter().map(|s| s.1).fold(f64::MIN, f64::max);
            let odds = |s: f64| ((s - top) / temperature).exp();
            let chosen = scores
                .iter()
                .find(|s| s.0 == action)
                .map_or(0.0, |s| odds(s.1));
            likelihood *= chosen / scores.iter().map(|s| odds(s.1)).sum::<f64>();
        }
    }
    likelihood
}

/// Lets the other seats play the rest of round `round` with `bot`.
fn finish_round(sim: &mut GameSim<Catastrophes>, round: u32, bot: &mut NormalBot) {
    while let Some(seat) = sim.to_act() {
        if sim.world().resource::<RoundState>().round != round {
            break;
        }
        let action = sim.bot_choice(seat, bot);
        sim.apply(seat, action).expect("bots choose legal actions");
    }
}

/// The punishment balance for `me` on `sim`: cards still in hand count with `weight` while the
/// game goes on (at its end they are already in the punishment).
fn balance(sim: &GameSim<Catastrophes>, me: SeatId, weight: f64) -> f64 {
    let over = sim.outcome().is_some();
    let value: Vec<f64> = super::cats(sim.world())
        .iter()
        .map(|c| {
            let hand: u32 = c.hand.0.iter().map(|card| card.hand_points()).sum();
            c.punishment as f64 + if over { 0.0 } else { weight * hand as f64 }
        })
        .collect();
    let others: f64 = (0..value.len()).filter(|&i| i != me.index()).map(|i| value[i]).sum();
    others / (value.len() - 1) as f64 - value[me.index()]
}

/// A headless table for the bot's own searches. Its schedules run single-threaded: a handful of
/// tiny systems per frame cost more to hand out to threads than to run (about 3x faster here).
fn private_sim() -> GameSim<Catastrophes> {
    let mut sim = GameSim::<Catastrophes>::empty();
    let mut schedules = sim.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
    sim
}

/// This seat's lead over the best of the others (soft minimum), in punishment points.
fn margin(me: SeatId, value: &[f64]) -> f64 {
    let t: f64 = std::env::var("SM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1.5);
    let others = value
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != me.index())
        .map(|(_, &v)| v);
    let lo = others.clone().fold(f64::MAX, f64::min);
    let soft_min = lo - t * others.map(|v| (-(v - lo) / t).exp()).sum::<f64>().ln();
    soft_min - value[me.index()]
}

thread_local! {
    pub static CHEAT: std::cell::RefCell<Option<TableSnapshot<CatastrophesSnapshot, CatastrophesAction>>> = const { std::cell::RefCell::new(None) };
}

/// Diagnostics: posterior mean signed value of each unknown face-down card (uniform, weighted).
pub fn debug_posterior(
    obs: &CatastrophesObservation,
    rng: &mut GameRng,
    samples: usize,
    temperature: f64,
) -> Vec<(usize, f64, f64)> {
    let n = obs.seats();
    let mut uni = vec![0.0; n];
    let mut wtd = vec![0.0; n];
    let mut wsum = 0.0;
    let signed = |c: Card| {
        if c.kind == mogland_levels::catastrophes::CardKind::Cuddle {
            -(c.value as f64)
        } else {
            c.value as f64
        }
    };
    for _ in 0..samples {
        let snap = sample_table(obs, rng);
        let w = explains(obs, &snap.game, rng, temperature);
        wsum += w;
        for i in 0..n {
            if let Some(p) = snap.game.cats[i].face_down {
                uni[i] += signed(p.card) / samples as f64;
                wtd[i] += w * signed(p.card);
            }
        }
    }
    (0..n)
        .filter(|&i| obs.face_down[i].is_some_and(|v| v.card.is_none()))
        .map(|i| (i, uni[i], wtd[i] / wsum))
        .collect()
}

/// Diagnostics: the exact one-round balance of every legal action, the rest of the round played
/// by `bot` on the true table.
pub fn debug_truth(
    snap: &TableSnapshot<CatastrophesSnapshot, CatastrophesAction>,
    seat: SeatId,
    legal: &[CatastrophesAction],
    weight_obs: &CatastrophesObservation,
) -> Vec<(CatastrophesAction, f64)> {
    let mut sim = private_sim();
    let weight = hand_weight(weight_obs);
    let mut bot = NormalBot::default();
    legal
        .iter()
        .map(|&a| {
            sim.restore(snap);
            sim.apply(seat, a).unwrap();
            let extra: u32 = std::env::var("TR")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            for r in 0..=extra {
                finish_round(&mut sim, weight_obs.round + r, &mut bot);
            }
            (a, balance(&sim, seat, weight))
        })
        .collect()
}

pub fn debug_private_sim() -> GameSim<Catastrophes> { private_sim() }
