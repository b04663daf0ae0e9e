//! What every game implements, and the machinery that runs any of them the same way: the
//! action messages, the gate that refuses illegal actions, the action log, and [`GameSim`], a
//! headless app holding one table (used by tests, `simulate`, bots and replays).

use crate::core::{Bot, BotLevel, GameId, GameRng, Refusal, SeatId, TableSetup, bot_rng};
use bevy_app::prelude::*;
use bevy_ecs::message::MessageCursor;
use bevy_ecs::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt::Debug;

/// A seat's intent, whoever sends it: mouse, egui button, bot, replay or test.
#[derive(Message, Clone, Debug)]
pub struct Act<A> {
    pub seat: SeatId,
    pub action: A,
}

/// An action that passed the gate; the game's rule systems apply it.
#[derive(Message, Clone, Debug)]
pub struct Accepted<A> {
    pub seat: SeatId,
    pub action: A,
}

/// An action the gate refused, and why. The state is unchanged.
#[derive(Message, Clone, Debug)]
pub struct Refused {
    pub seat: SeatId,
    pub refusal: Refusal,
}

/// Every accepted action, in order: with the setup it replays the game exactly.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionLog<A> {
    pub entries: Vec<(SeatId, A)>,
}

impl<A> Default for ActionLog<A> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
        }
    }
}

/// The table being played: its setup. Present only while a table exists.
#[derive(Resource, Clone, Debug)]
pub struct Table(pub TableSetup);

/// How a finished game came out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score per seat, in the game's own unit (see [`Game::SCORE_LABEL`]).
    pub scores: Vec<i64>,
    /// The winning seats; more than one is a shared win.
    pub winners: Vec<SeatId>,
    /// How the game ended and how a tie was broken, in a sentence for the game-over screen.
    pub summary: String,
}

/// A game's observation must say what its seat may do now (empty when it is not to act).
pub trait Observe<A> {
    fn legal(&self) -> &[A];
}

/// Order of the rules within a frame: the gate, then the game's own systems.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesSet {
    Gate,
    Apply,
    Resolve,
}

/// The interface every game implements (OpenSpiel's shape over an ECS world): the state is
/// components and resources in the world; the rules are the systems `rules_plugin` adds.
pub trait Game: Send + Sync + Sized + 'static {
    const ID: GameId;
    /// What the game's scores count, for the score table ("punishment points", "cream").
    const SCORE_LABEL: &'static str;
    /// True when the lowest score wins.
    const LOWER_WINS: bool;

    type Action: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;
    type Observation: Clone + Debug + Send + Sync + Observe<Self::Action> + 'static;
    type Snapshot: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;

    /// Registers the game's components, resources, messages and rule systems (in
    /// [`RulesSet::Apply`] / [`RulesSet::Resolve`], reading [`Accepted`] actions). The systems
    /// must only run while the game's state exists.
    fn rules_plugin(app: &mut App);
    /// Deals a new table into `world`; [`GameRng`] and [`Table`] are already there.
    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String>;
    /// Removes every component and resource of the game from `world`.
    fn clear(world: &mut World);
    /// The seat whose decision it is, or `None` once the game is over.
    fn to_act(world: &World) -> Option<SeatId>;
    /// Every action `seat` may take now (empty when it is not to act).
    fn legal_actions(world: &World, seat: SeatId) -> Vec<Self::Action>;
    /// Why `action` is not legal now, naming the rule (called only for illegal actions).
    fn explain_refusal(world: &World, seat: SeatId, action: &Self::Action) -> Refusal;
    /// What `seat` may know: its own hidden cards, everything public, nothing else.
    fn observation(world: &World, seat: SeatId) -> Self::Observation;
    /// Present scores (public), one per seat.
    fn scores(world: &World) -> Vec<i64>;
    /// The result, once the game is over.
    fn outcome(world: &World) -> Option<Outcome>;
    fn snapshot(world: &World) -> Self::Snapshot;
    /// Replaces the game's state in `world` with `snapshot` (after [`Game::clear`]).
    fn restore(world: &mut World, snapshot: &Self::Snapshot);
    /// A line for the log and the screen: "Ada puts a card in front of Felix".
    fn describe(world: &World, seat: SeatId, action: &Self::Action) -> String;
    /// A bot of the given strength for this game.
    fn bot(level: BotLevel) -> Box<dyn Bot<Self>>;
    /// Figures about a finished game for `simulate` to average ("rounds", "ended by 20
    /// points" as 0 or 1...).
    fn stats(_world: &World) -> Vec<(&'static str, f64)> {
        Vec::new()
    }
}

/// Adds the kernel's messages and the gate for game `G`.
pub fn kernel_plugin<G: Game>(app: &mut App) {
    app.add_message::<Act<G::Action>>()
        .add_message::<Accepted<G::Action>>()
        .add_message::<Refused>()
        .init_resource::<ActQueue<G::Action>>()
        .configure_sets(
            Update,
            (RulesSet::Gate, RulesSet::Apply, RulesSet::Resolve).chain(),
        )
        .add_systems(
            Update,
            gate::<G>
                .in_set(RulesSet::Gate)
                .run_if(resource_exists::<Table>),
        );
}

/// Actions waiting for the gate: one is taken per frame, so each is checked against the state
/// the previous one left.
#[derive(Resource)]
struct ActQueue<A>(VecDeque<Act<A>>);

impl<A> Default for ActQueue<A> {
    fn default() -> Self {
        Self(VecDeque::new())
    }
}

/// Passes a legal action on to the rule systems and logs it; refuses anything else.
fn gate<G: Game>(world: &mut World) {
    // Every game's rules can be registered in one app; only the game on the table acts.
    if world.resource::<Table>().0.game != G::ID {
        return;
    }
    let incoming: Vec<_> = world
        .resource_mut::<Messages<Act<G::Action>>>()
        .drain()
        .collect();
    let mut queue = world.resource_mut::<ActQueue<G::Action>>();
    queue.0.extend(incoming);
    let Some(act) = queue.0.pop_front() else {
        return;
    };
    match check::<G>(world, act.seat, &act.action) {
        Ok(()) => {
            world
                .get_resource_or_init::<ActionLog<G::Action>>()
                .entries
                .push((act.seat, act.action.clone()));
            world.write_message(Accepted {
                seat: act.seat,
                action: act.action,
            });
        }
        Err(refusal) => {
            world.write_message(Refused {
                seat: act.seat,
                refusal,
            });
        }
    }
}

/// Whether `seat` may take `action` now, and if not, why.
pub fn check<G: Game>(world: &World, seat: SeatId, action: &G::Action) -> Result<(), Refusal> {
    match G::to_act(world) {
        None => Err(Refusal::new(
            "The game is over",
            "no more actions can be taken",
        )),
        Some(s) if s != seat => Err(Refusal::new(
            "Players act in turn",
            format!(
                "it is seat {}'s decision, not seat {}'s",
                s.0 + 1,
                seat.0 + 1
            ),
        )),
        Some(_) if G::legal_actions(world, seat).contains(action) => Ok(()),
        Some(_) => Err(G::explain_refusal(world, seat, action)),
    }
}

/// A whole game state: the table, the generator, the log and the game's own part.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSnapshot<S, A> {
    pub setup: TableSetup,
    pub rng: GameRng,
    pub log: Vec<(SeatId, A)>,
    pub game: S,
}

/// One table of game `G` on a headless app: no window, no GPU, the same rule systems the
/// window runs. Each [`GameSim::apply`] is one frame.
pub struct GameSim<G: Game> {
    app: App,
    refused: MessageCursor<Refused>,
    _game: std::marker::PhantomData<G>,
}

impl<G: Game> GameSim<G> {
    /// An app with the game's rules and no table yet.
    pub fn empty() -> Self {
        let mut app = App::new();
        kernel_plugin::<G>(&mut app);
        G::rules_plugin(&mut app);
        let refused = app.world().resource::<Messages<Refused>>().get_cursor();
        Self {
            app,
            refused,
            _game: std::marker::PhantomData,
        }
    }

    /// A new table dealt from `setup`.
    pub fn start(setup: &TableSetup) -> Result<Self, String> {
        let mut sim = Self::empty();
        start_table::<G>(sim.app.world_mut(), setup)?;
        Ok(sim)
    }

    /// Applies one action through the gate and the rule systems.
    pub fn apply(&mut self, seat: SeatId, action: G::Action) -> Result<(), Refusal> {
        self.app.world_mut().write_message(Act { seat, action });
        self.app.update();
        let messages = self.app.world().resource::<Messages<Refused>>();
        match self.refused.read(messages).last() {
            Some(r) => Err(r.refusal.clone()),
            None => Ok(()),
        }
    }

    /// Replays `setup` and `actions` from the start.
    pub fn replay(setup: &TableSetup, actions: &[(SeatId, G::Action)]) -> Result<Self, String> {
        let mut sim = Self::start(setup)?;
        for (i, (seat, action)) in actions.iter().enumerate() {
            sim.apply(*seat, action.clone())
                .map_err(|r| format!("action {} of the log was refused on replay: {r}", i + 1))?;
        }
        Ok(sim)
    }

    pub fn world(&self) -> &World {
        self.app.world()
    }
    pub fn world_mut(&mut self) -> &mut World {
        self.app.world_mut()
    }
    pub fn to_act(&self) -> Option<SeatId> {
        G::to_act(self.world())
    }
    pub fn legal_actions(&self, seat: SeatId) -> Vec<G::Action> {
        G::legal_actions(self.world(), seat)
    }
    pub fn observation(&self, seat: SeatId) -> G::Observation {
        G::observation(self.world(), seat)
    }
    pub fn scores(&self) -> Vec<i64> {
        G::scores(self.world())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.world())
    }
    pub fn setup(&self) -> &TableSetup {
        &self.world().resource::<Table>().0
    }
    pub fn log(&self) -> &[(SeatId, G::Action)] {
        self.world()
            .get_resource::<ActionLog<G::Action>>()
            .map_or(&[], |l| &l.entries)
    }
    pub fn snapshot(&self) -> TableSnapshot<G::Snapshot, G::Action> {
        snapshot_table::<G>(self.world())
    }

    /// What `bot` would do for `seat` now, seeing only that seat's observation.
    pub fn bot_choice(&self, seat: SeatId, bot: &mut dyn Bot<G>) -> G::Action {
        let mut rng = bot_rng(self.setup().seed, seat, self.log().len());
        bot.choose(&self.observation(seat), &mut rng)
    }

    /// Lets bots play until the game ends or `max_actions` were taken; `bots[i]` sits in seat
    /// `i`. Returns the number of actions taken.
    pub fn play_out(
        &mut self,
        bots: &mut [Box<dyn Bot<G>>],
        max_actions: usize,
    ) -> Result<usize, Refusal> {
        let mut n = 0;
        while let Some(seat) = self.to_act() {
            if n == max_actions {
                break;
            }
            let action = self.bot_choice(seat, bots[seat.index()].as_mut());
            self.apply(seat, action)?;
            n += 1;
        }
        Ok(n)
    }
    /// Puts `snap` on this app's table, replacing whatever was there.
    pub fn restore(&mut self, snap: &TableSnapshot<G::Snapshot, G::Action>) {
        restore_table::<G>(self.app.world_mut(), snap);
    }
}

/// Sets up a new table of `G` in `world` (the window app and [`GameSim`] both use this).
pub fn start_table<G: Game>(world: &mut World, setup: &TableSetup) -> Result<(), String> {
    if setup.game != G::ID {
        return Err(format!(
            "this table is for {}, not {}",
            setup.game.name(),
            G::ID.name()
        ));
    }
    let n = setup.seat_count();
    if !G::ID.players().contains(&n) {
        let r = G::ID.players();
        return Err(format!(
            "{} takes {} to {} players, not {n}",
            G::ID.name(),
            r.start(),
            r.end()
        ));
    }
    end_table::<G>(world);
    world.insert_resource(GameRng::seeded(setup.seed));
    world.insert_resource(Table(setup.clone()));
    world.insert_resource(ActionLog::<G::Action>::default());
    G::start(world, setup)
}

/// Removes the table and all of `G`'s state.
pub fn end_table<G: Game>(world: &mut World) {
    G::clear(world);
    world.remove_resource::<Table>();
    world.remove_resource::<GameRng>();
    world.remove_resource::<ActionLog<G::Action>>();
    if let Some(mut q) = world.get_resource_mut::<ActQueue<G::Action>>() {
        q.0.clear();
    }
}

pub fn snapshot_table<G: Game>(world: &World) -> TableSnapshot<G::Snapshot, G::Action> {
    TableSnapshot {
        setup: world.resource::<Table>().0.clone(),
        rng: world.resource::<GameRng>().clone(),
        log: world
            .get_resource::<ActionLog<G::Action>>()
            .map_or_else(Vec::new, |l| l.entries.clone()),
        game: G::snapshot(world),
    }
}

pub fn restore_table<G: Game>(world: &mut World, snap: &TableSnapshot<G::Snapshot, G::Action>) {
    end_table::<G>(world);
    world.insert_resource(Table(snap.setup.clone()));
    world.insert_resource(snap.rng.clone());
    world.insert_resource(ActionLog {
        entries: snap.log.clone(),
    });
    G::restore(world, &snap.game);
}
