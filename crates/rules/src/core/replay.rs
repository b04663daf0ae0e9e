//! Watching a kept game again. A [`Track`] holds the game's table after any number of its
//! actions: it reaches any point quickly (a snapshot is kept every [`MARK_EVERY`] actions, so a
//! step back replays at most that many), and hands the table to a window the way an online
//! table's host hands it to a client ([`net::update_for`]): as one seat may see it, or, once
//! the game is over, with every card face up. The window shows it on a mirror; its rules never
//! run there.

use crate::core::net;
use crate::core::save::{SaveError, cannot_deal, refused_on_replay, replay_save, state_digest};
use crate::core::{Game, GameSim, Outcome, SeatId, SeatKind, TableSetup, TableSnapshot, Text};

/// How many actions apart the kept snapshots are.
pub const MARK_EVERY: usize = 32;

/// Whose hidden things a replay may show (`None`: no seat's, what anyone at the table sees).
/// Once the game is over, any seat's; while it is under way, none but the one human's at a
/// table with one human, so that a hotseat player is never shown another's hand.
pub fn sides(setup: &TableSetup, over: bool) -> Vec<Option<SeatId>> {
    let humans: Vec<SeatId> = setup
        .seat_ids()
        .filter(|s| setup.seats[s.index()].kind == SeatKind::Human)
        .collect();
    let mut out = vec![None];
    if over {
        out.extend(setup.seat_ids().map(Some));
    } else if let [only] = humans.as_slice() {
        out.push(Some(*only));
    }
    out
}

/// One action of a kept game, as the replay lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub seat: SeatId,
    /// "Ada draws a card", said of the table the action was taken on.
    pub line: Text,
    /// The game's clock (round or turn) when the action was taken; the action's number where
    /// the game has no clock.
    pub tick: u32,
}

/// A kept game being watched, whatever the game (see [`crate::core::GameRules::open_replay`]).
/// (It holds a headless table, which stays on the thread that made it.)
pub trait Replay {
    /// The table's setup, seed included.
    fn setup(&self) -> &TableSetup;
    /// Every action of the game, in order.
    fn steps(&self) -> &[Step];
    /// What the game's clock counts ("round", "turn", "action").
    fn clock(&self) -> &'static str;
    /// How many actions the table on show has taken.
    fn at(&self) -> usize;
    /// Puts the table after `k` actions on show (the last one at most). The events on the way
    /// are dropped: the next view starts afresh.
    fn seek(&mut self, k: usize);
    /// Takes the next action; its events go with the next view. False at the end.
    fn forward(&mut self) -> bool;
    /// The table on show for a window, as `seats` may see it (all seats: every card that any
    /// seat may see, face up), with the events since the last view unless `fresh`: the bytes
    /// of an online table's update.
    fn view(&mut self, seats: &[SeatId], fresh: bool) -> Vec<u8>;
    /// The game's result, where the table on show is the end of the game.
    fn outcome(&self) -> Option<Outcome>;
    /// The result the whole game reached (`None`: a game still under way, watched so far).
    fn result(&self) -> Option<&Outcome>;
    /// [`state_digest`] of the table on show.
    fn digest_now(&self) -> String;
}

/// The replay of one game of `G`.
pub struct Track<G: Game> {
    setup: TableSetup,
    actions: Vec<(SeatId, G::Action)>,
    steps: Vec<Step>,
    /// The table after 0, MARK_EVERY, 2·MARK_EVERY… actions.
    marks: Vec<TableSnapshot<G::Snapshot, G::Action>>,
    sim: GameSim<G>,
    at: usize,
    events: Vec<G::Event>,
    result: Option<Outcome>,
}

impl<G: Game> Track<G> {
    /// Reads a kept game or a save of `G`, checking it as a save is checked (these rules, its
    /// level, and that its actions reach the table it recorded), then lists its actions and
    /// keeps its snapshots. A game still under way is watched as far as it went.
    pub fn open(text: &str) -> Result<Self, SaveError> {
        let checked = replay_save::<G>(text)?;
        let result = checked.outcome();
        let setup = checked.setup().clone();
        let actions = checked.log().to_vec();
        let mut sim = GameSim::<G>::start(&setup).map_err(cannot_deal)?;
        let mut marks = vec![sim.snapshot()];
        let mut steps = Vec::with_capacity(actions.len());
        for (i, (seat, action)) in actions.iter().enumerate() {
            let line = G::describe(sim.world(), *seat, action);
            let tick = match G::clock(sim.world()) {
                0 => i as u32 + 1,
                t => t,
            };
            sim.apply(*seat, action.clone())
                .map_err(|r| refused_on_replay(i, r))?;
            steps.push(Step {
                seat: *seat,
                line,
                tick,
            });
            if (i + 1) % MARK_EVERY == 0 {
                marks.push(sim.snapshot());
            }
        }
        net::take_events::<G>(sim.world_mut());
        Ok(Self {
            setup,
            at: actions.len(),
            actions,
            steps,
            marks,
            sim,
            events: Vec::new(),
            result,
        })
    }

    fn apply_next(&mut self) {
        let (seat, action) = self.actions[self.at].clone();
        // Every action was checked when the track was opened.
        let _ = self.sim.apply(seat, action);
        self.at += 1;
    }
}

impl<G: Game> Replay for Track<G> {
    fn setup(&self) -> &TableSetup {
        &self.setup
    }
    fn steps(&self) -> &[Step] {
        &self.steps
    }
    fn clock(&self) -> &'static str {
        G::CLOCK
    }
    fn at(&self) -> usize {
        self.at
    }
    fn seek(&mut self, k: usize) {
        let k = k.min(self.actions.len());
        if k < self.at || k - self.at > MARK_EVERY {
            let mark = &self.marks[k / MARK_EVERY];
            self.sim.restore(mark);
            self.at = k / MARK_EVERY * MARK_EVERY;
        }
        while self.at < k {
            self.apply_next();
        }
        net::take_events::<G>(self.sim.world_mut());
        self.events.clear();
    }
    fn forward(&mut self) -> bool {
        if self.at >= self.actions.len() {
            return false;
        }
        self.apply_next();
        let new = net::take_events::<G>(self.sim.world_mut());
        self.events.extend(new);
        true
    }
    fn view(&mut self, seats: &[SeatId], fresh: bool) -> Vec<u8> {
        let events = if fresh {
            Vec::new()
        } else {
            std::mem::take(&mut self.events)
        };
        self.events.clear();
        net::encode(&net::update_for::<G>(
            self.sim.world(),
            seats,
            &events,
            fresh,
        ))
    }
    fn outcome(&self) -> Option<Outcome> {
        self.sim.outcome()
    }
    fn result(&self) -> Option<&Outcome> {
        self.result.as_ref()
    }
    fn digest_now(&self) -> String {
        state_digest::<G>(self.sim.world())
    }
}
