//! Normal and Hard bots. Both decide on their seat's observation alone; the cards they cannot
//! see are guessed from the deck's composition minus what they have seen (the discards are
//! public, and so is the box's contents).

use super::components::{Card, Cat, Placed, RoundState, TableRules};
use super::observation::CatastrophesObservation;
use super::scoring;
use super::{Catastrophes, CatastrophesAction, CatastrophesSnapshot, WILD_CATS};
use crate::core::{
    Bot, BotLevel, CAT_COLOURS, Deadline, Deck, GameRng, GameSim, Hand, Reshuffle, SeatId,
    SeatKind, SeatSetup, TableSetup, TableSnapshot,
};
use mogland_levels::Level;
use mogland_levels::catastrophes::DeckDef;

/// Weight of a card kept in hand against a punishment point while the game goes on. Nearly
/// nothing: every card can still be played later, and simulation showed that shedding early
/// only wastes the high cards that push thresholds onto others (0.35 lost 65% of games to
/// 0.0). It still breaks ties towards shedding the higher card. Once the game may end with
/// this round a card weighs its full value.
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
    fn choose(
        &mut self,
        obs: &CatastrophesObservation,
        rng: &mut GameRng,
        _deadline: Deadline,
    ) -> CatastrophesAction {
        best(&evaluate(obs, rng, self.samples))
    }
}

/// Hard: deals the unseen cards (other hands, the face-down cards it did not place, the pile)
/// into whole tables consistent with what it has seen, and for its most promising actions (as
/// Normal ranks them) plays the game on from each table on a [`GameSim`]: the rest of this
/// round, the others playing Normal, and `rounds_ahead` more rounds with everyone playing
/// Normal. Keeps the action with the best mean punishment balance.
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Guessed tables per decision.
    pub samples: usize,
    /// Actions, ranked by the Normal evaluation, that are played out.
    pub candidates: usize,
    /// Whole rounds played after this one. Looking one round further is what makes Hard
    /// strong: where this round leaves the token decides who is exposed next round
    /// (67% of wins against Normal with 1, about 50% with 0).
    pub rounds_ahead: u32,
}

impl Default for HardBot {
    fn default() -> Self {
        Self {
            samples: 12,
            candidates: 5,
            rounds_ahead: 1,
        }
    }
}

impl Bot<Catastrophes> for HardBot {
    fn choose(
        &mut self,
        obs: &CatastrophesObservation,
        rng: &mut GameRng,
        deadline: Deadline,
    ) -> CatastrophesAction {
        let mut ranked = evaluate(obs, rng, NormalBot::default().samples);
        if ranked.len() == 1 {
            return ranked[0].0;
        }
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranked.truncate(self.candidates);
        let mut totals = vec![0.0; ranked.len()];
        let mut others = NormalBot { samples: 4 };
        let weight = hand_weight(obs);
        SIM.with_borrow_mut(|sim| {
            let sim = sim.get_or_insert_with(GameSim::<Catastrophes>::empty);
            for sample in 0..self.samples {
                // Past its time box, the bot answers with what the tables so far say.
                if sample > 0 && deadline.passed() {
                    break;
                }
                // Every candidate is played on the same guessed table, so they differ by
                // the action and not by the luck of the guess.
                let table = sample_table(obs, rng);
                for (i, (action, _)) in ranked.iter().enumerate() {
                    sim.restore(&table);
                    sim.apply(obs.me(), *action)
                        .expect("a legal action of the observation");
                    for round in obs.round..=obs.round + self.rounds_ahead {
                        finish_round(sim, round, &mut others);
                    }
                    totals[i] += balance(sim, obs.me(), weight);
                }
            }
        });
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
                guess[target.index()] = Some(Placed { card, by: obs.me() });
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
            total += relative(obs.me(), &obs.punishment, &res.punishment);
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
            let hand = if seat == obs.me() {
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
    // What is left is the draw pile. (A table built by hand may list more cards in its deck
    // than lie on it: the extra ones are left out.)
    pool.truncate(obs.draw_pile);
    let seed = rng.next_u64();
    let setup = TableSetup {
        game: super::INFO.id,
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
    TableSnapshot::new(
        setup,
        GameRng::seeded(seed),
        CatastrophesSnapshot {
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
            },
            rules: TableRules {
                seats: n as u8,
                wild_cats: obs.wild_cats,
                deck: obs.deck.clone(),
            },
            last_reveal: Vec::new(),
            end: None,
        },
    )
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
    let others: f64 = (0..value.len())
        .filter(|&i| i != me.index())
        .map(|i| value[i])
        .sum();
    others / (value.len() - 1) as f64 - value[me.index()]
}

thread_local! {
    /// One headless table per thread, reused by every Hard decision on it.
    static SIM: std::cell::RefCell<Option<GameSim<Catastrophes>>> =
        const { std::cell::RefCell::new(None) };
}
