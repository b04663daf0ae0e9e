//! A game's rules on plain data, for searches: a search clones the table's [`Game::State`]
//! and steps it with the same engine the rule system runs, with no world, no schedule and no
//! events. So the window, the tests and the bots run one implementation of every rule, and a
//! search step costs about a microsecond.

use crate::core::{Game, GameRng, SeatId};
use bevy_ecs::prelude::World;

pub trait Search: Game {
    /// The table in `world` as the rule system sees it (the generator is not part of it).
    fn state(world: &World) -> Self::State;
    /// How many seats the table has.
    fn seats(s: &Self::State) -> usize;
    /// The seat an observation is of (`None`: what anyone at the table may see).
    fn observer(obs: &Self::Observation) -> Option<SeatId>;
    /// The first seat asked now; `None` once the game is over.
    fn asked(s: &Self::State) -> Option<SeatId>;
    /// Every action `seat` may take now, into `out` (cleared first), in the order of
    /// [`Game::legal_actions`].
    fn legal(s: &Self::State, seat: SeatId, out: &mut Vec<Self::Action>);
    /// Applies `seat`'s legal `action` and everything that follows from it by itself, exactly
    /// as the rule system does, drawing dice and shuffles from `rng`; records no events.
    fn step(s: &mut Self::State, seat: SeatId, action: &Self::Action, rng: &mut GameRng);
    /// Once the game is over, each seat's share of the win into `out` (1/k for each of k
    /// winners, 0 for the rest) and true; false while the game goes on.
    fn result(s: &Self::State, out: &mut [f64]) -> bool;
    /// A table consistent with everything `obs`'s seat has seen, with what it has not seen
    /// dealt at random from `rng`. The observation does not hold the true deal, so the sample
    /// can never depend on it.
    fn sample(obs: &Self::Observation, rng: &mut GameRng) -> Self::State;
    /// Visits a node of Expert's tree (below the root) needs before it grows children. Where
    /// the playout policy plays well (a Normal bot) and a decision runs a few thousand
    /// iterations, a node that grows at once plays its second-best action on about half of
    /// its first visits, so the move above it is judged by a weaker game than the policy's;
    /// with a threshold the policy plays on from a young node instead.
    const EXPAND_AFTER: u32 = 1;
    /// Whether some actions hide part of themselves from the other seats (a card laid face
    /// down): Expert's tree then knows another seat's move only as its own seat sees it
    /// ([`Search::seen`]), and never learns from the part it could not see.
    const HIDDEN_MOVES: bool = false;
    /// What the other seats see of `a`: two actions that look alike to them give the same
    /// value. All of it unless the game says otherwise ([`Search::HIDDEN_MOVES`]).
    fn seen(a: &Self::Action) -> Self::Action {
        a.clone()
    }
    /// What a search's playouts keep from one iteration to the next within a decision: a
    /// cache built once per decision (`()` for a game that needs none).
    type Policy;
    /// The playouts' cache for a decision on `obs`, `s` being one of its deals (every table a
    /// decision deals shares its board, course and options). It may keep what the seat knows
    /// (never more: the observation holds nothing else).
    fn policy(obs: &Self::Observation, s: &Self::State) -> Self::Policy;
    /// The index in `legal` (not empty) of the action a playout takes for `seat`: uniformly at
    /// random unless the game has a cheap policy that plays more like a person. A playout
    /// that plays sensibly tells good moves from bad ones in far fewer iterations.
    fn playout(
        p: &mut Self::Policy,
        s: &Self::State,
        seat: SeatId,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> usize {
        let _ = (p, s, seat);
        rng.below(legal.len())
    }
    /// Scores for `legal` into `out` (one each, the higher the more promising), or false for
    /// none. With scores, a search's tree weighs the best few first and widens to more as it
    /// visits a node more (progressive widening): where most legal actions are plainly poor
    /// (a blocker anywhere, a path anywhere), the iterations go to the ones worth telling apart.
    fn prior(
        p: &mut Self::Policy,
        s: &Self::State,
        seat: SeatId,
        legal: &[Self::Action],
        out: &mut Vec<f64>,
    ) -> bool {
        let _ = (p, s, seat, legal, out);
        false
    }
    /// How each seat stands, as a share of a win in 0..1, for a playout cut short before the
    /// game's end. Equal shares unless the game knows better.
    fn estimate(p: &mut Self::Policy, s: &Self::State, out: &mut [f64]) {
        let n = out.len().max(1) as f64;
        out.iter_mut().for_each(|v| *v = 1.0 / n);
        let _ = (p, s);
    }
}

/// One playout action in this many is a random legal one instead of the game's policy pick,
/// so that playouts from one node differ by more than the deal and the dice.
pub const WANDER: usize = 10;

/// A random index among a playout's `len` legal actions where there is only one or the step
/// wanders (one in [`WANDER`]); `None` where the game's playout policy picks.
pub fn wander(len: usize, rng: &mut GameRng) -> Option<usize> {
    (len == 1 || rng.below(WANDER) == 0).then(|| rng.below(len))
}

/// 1/k of the win to each of the k `winners`, 0 to the other seats: what [`Search::result`]
/// gives for a finished game.
pub fn win_shares(winners: &[SeatId], out: &mut [f64]) {
    out.fill(0.0);
    for w in winners {
        out[w.index()] = 1.0 / winners.len() as f64;
    }
}

/// Each seat's standing in `out` (any scale) turned into shares of a win that grow by a
/// factor e for every `spread` ahead: what a cut playout's [`Search::estimate`] gives.
pub fn soft_shares(out: &mut [f64], spread: f64) {
    let top = out.iter().copied().fold(f64::MIN, f64::max);
    out.iter_mut()
        .for_each(|v| *v = ((*v - top) / spread).exp());
    let sum: f64 = out.iter().sum();
    out.iter_mut().for_each(|v| *v /= sum);
}

/// The score of each of `legal` in `ranked` (a bot's scored list, any order) into `out`, in
/// `legal`'s order; an action the list leaves out scores lowest. For [`Search::prior`].
pub fn scores_in_order<A: PartialEq>(legal: &[A], ranked: &[(A, f64)], out: &mut Vec<f64>) {
    out.clear();
    out.extend(legal.iter().map(|a| {
        ranked
            .iter()
            .find(|(r, _)| r == a)
            .map_or(f64::MIN, |r| r.1)
    }));
}

/// Plays `games` games of uniformly random legal actions on plain data, each from a clone of
/// one of `starts` in turn, with dice from `rng`; returns the actions taken. What the bench's
/// "actions/s on plain data" counts.
pub fn random_games<G: Search>(starts: &[G::State], games: u64, rng: &mut GameRng) -> u64 {
    let mut legal = Vec::new();
    let mut actions = 0;
    for k in 0..games as usize {
        let mut s = starts[k % starts.len()].clone();
        while let Some(seat) = G::asked(&s) {
            G::legal(&s, seat, &mut legal);
            let i = rng.below(legal.len());
            G::step(&mut s, seat, &legal[i], rng);
            actions += 1;
        }
    }
    actions
}

/// Plays one game of random legal actions on a headless table and on plain data side by side,
/// with the same generator, and checks after every action that the two agree: the same seat
/// asked, the same legal actions, the same table (`G::state` of the world equals the stepped
/// state) and, at the end, the same winners. Returns the number of actions, or what differed.
pub fn lockstep<G: Search>(
    setup: &crate::core::TableSetup,
    choices: &mut GameRng,
) -> Result<usize, String> {
    let mut sim = crate::core::GameSim::<G>::start(setup)?;
    let mut s = G::state(sim.world());
    let mut dice = sim.world().resource::<GameRng>().clone();
    let mut legal = Vec::new();
    let mut n = 0;
    loop {
        let seat = G::asked(&s);
        if seat != sim.to_act() {
            return Err(format!(
                "after {n} actions: plain data asks {seat:?}, the table {:?}",
                sim.to_act()
            ));
        }
        let Some(seat) = seat else { break };
        G::legal(&s, seat, &mut legal);
        let listed = sim.legal_actions(seat);
        if legal != listed {
            return Err(format!(
                "after {n} actions: plain data lists {legal:?}, the table {listed:?}"
            ));
        }
        let a = legal[choices.below(legal.len())].clone();
        sim.apply(seat, a.clone())
            .map_err(|r| format!("after {n} actions: {a:?} refused: {r}"))?;
        G::step(&mut s, seat, &a, &mut dice);
        n += 1;
        let table = G::state(sim.world());
        if table != s {
            return Err(format!(
                "after {n} actions ({a:?} by {seat:?}) the states differ:\n table: {table:?}\n plain: {s:?}"
            ));
        }
    }
    let mut shares = vec![0.0; setup.seat_count()];
    if !G::result(&s, &mut shares) {
        return Err("plain data says the game goes on; the table says it is over".into());
    }
    let outcome = sim.outcome().ok_or("the table has no outcome")?;
    for (i, v) in shares.iter().enumerate() {
        let won = outcome.winners.contains(&SeatId(i as u8));
        if won != (*v > 0.0) {
            return Err(format!(
                "seat {i}: plain data's share {v}, winners {:?}",
                outcome.winners
            ));
        }
    }
    Ok(n)
}
