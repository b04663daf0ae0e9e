//! What every game implements, and the machinery that runs any of them the same way: the
//! action messages, the gate that refuses illegal actions, the action log and the table's
//! setup, snapshot and restore.

use crate::core::{Bot, BotLevel, Decision, GameInfo, GameRng, Refusal, SeatId, TableSetup, Text};
use crate::text;
use bevy_app::prelude::*;
use bevy_ecs::message::Messages;
use bevy_ecs::prelude::*;
use bevy_ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
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

/// Every accepted action, in order: with the setup it replays the game exactly. In a response
/// window the answers are logged in the order they came.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionLog<A> {
    pub entries: Vec<(SeatId, A)>,
    /// How many leading entries can no longer be undone: everything up to the last action that
    /// revealed something hidden or rolled a die, and everything before another seat acted.
    #[serde(default)]
    pub sealed: usize,
}

impl<A> Default for ActionLog<A> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
            sealed: 0,
        }
    }
}

/// The table being played: its setup. Present only while a table exists.
#[derive(Resource, Clone, Debug)]
pub struct Setup(pub TableSetup);

/// Set by a rule system that shows a seat something it did not know (a drawn card, a cream's
/// value, the face-down cards at a reveal): the action that caused it cannot be undone. Dice
/// and shuffles need no flag: the kernel sees the generator move.
#[derive(Resource, Default, Debug)]
pub struct Revealed(pub bool);

/// An action of `G` passed the gate and is about to be logged: the table still stands as
/// before it (undo keeps its checkpoint here, `core::undo`).
#[derive(Event)]
pub struct Admitting<G: Game> {
    pub seat: SeatId,
    game: std::marker::PhantomData<G>,
}

/// The generator as it was before the action of `G` being applied: if it moved, a die was
/// rolled and the log is sealed. Empty between actions.
#[derive(Resource)]
struct SealProbe<G: Game>(Option<GameRng>, std::marker::PhantomData<G>);

impl<G: Game> Default for SealProbe<G> {
    fn default() -> Self {
        Self(None, std::marker::PhantomData)
    }
}

/// Run condition: an action of `G` was just admitted.
fn probing<G: Game>(probe: Option<Res<SealProbe<G>>>) -> bool {
    probe.is_some_and(|p| p.0.is_some())
}

/// Seals the log before an action of another seat (everything before it is final) and notes
/// the generator, so [`seal_after`] can tell whether the action rolled.
fn seal_before<G: Game>(world: &mut World, seat: SeatId) {
    let rng = world.resource::<GameRng>().clone();
    world.get_resource_or_init::<SealProbe<G>>().0 = Some(rng);
    world.resource_mut::<Revealed>().0 = false;
    let mut log = world.resource_mut::<ActionLog<G::Action>>();
    if log.entries.last().is_some_and(|(s, _)| *s != seat) {
        log.sealed = log.entries.len();
    }
}

/// After the rules ran: an action that rolled, shuffled, revealed or ended the game is final.
fn seal_after<G: Game>(world: &mut World) {
    let Some(before) = world.resource_mut::<SealProbe<G>>().0.take() else {
        return;
    };
    let revealed = std::mem::take(&mut world.resource_mut::<Revealed>().0);
    let rolled = *world.resource::<GameRng>() != before;
    let over = G::decision(world).is_none();
    if revealed || rolled || over {
        let mut log = world.resource_mut::<ActionLog<G::Action>>();
        log.sealed = log.entries.len();
    }
}

/// How a finished game came out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score per seat, in the game's own unit (see [`Game::SCORE_LABEL`]).
    pub scores: Vec<i64>,
    /// The winning seats; more than one is a shared win.
    pub winners: Vec<SeatId>,
    /// How the game ended and how a tie was broken, in a sentence for the game-over screen.
    pub summary: Text,
}

/// A game's observation must say what its seat may do now (empty when it is not asked).
pub trait Observe<A> {
    fn legal(&self) -> &[A];
}

/// The schedule the rules run in: one accepted action and everything that follows from it.
/// The window runs it once a frame from `Update`; headless tables run it alone.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesSchedule;

/// Order of the rules within [`RulesSchedule`]: the gate, the game's own systems, then the
/// kernel's bookkeeping (is the log sealed?), and last the accepted action is used up.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesSet {
    Gate,
    Apply,
    Resolve,
    Settle,
    Done,
}

/// Run condition: an action of type `A` passed the gate in this run of the rules (the
/// Resolve systems only work after one). [`used_up`] makes "this run" exact.
pub fn accepted_now<A: Send + Sync + 'static>(messages: Res<Messages<Accepted<A>>>) -> bool {
    messages.iter_current_update_messages().len() > 0
}

/// The actions that passed the gate in this run of the rules, in order: what a game's
/// exclusive rule system carries out.
pub fn accepted_this_run<A: Clone + Send + Sync + 'static>(world: &World) -> Vec<Accepted<A>> {
    world
        .resource::<Messages<Accepted<A>>>()
        .iter_current_update_messages()
        .cloned()
        .collect()
}

/// The seat's name from the table's setup, for messages ("Seat 3" without a table).
pub fn seat_name(world: &World, seat: SeatId) -> String {
    world
        .get_resource::<Setup>()
        .and_then(|t| t.0.seats.get(seat.index()).map(|s| s.name.clone()))
        .unwrap_or_else(|| format!("Seat {}", seat.number()))
}

/// Runs the rules once (for the window's `Update`).
pub fn run_rules(world: &mut World) {
    let _ = world.try_run_schedule(RulesSchedule);
}

/// The interface every game implements (OpenSpiel's shape over an ECS world): the state is one
/// plain value held in the world ([`crate::core::table::Table`]); the rules are the systems
/// `rules_plugin` adds. The methods taking a world read that state.
pub trait Game: Send + Sync + Sized + 'static {
    /// Id, name, players, variants, level file, rules version.
    const INFO: &'static GameInfo;
    /// What the game's scores count, for the score table ("punishment points", "cream"): a
    /// message id ([`crate::text_id`]).
    const SCORE_LABEL: &'static str;
    /// True when the lowest score wins.
    const LOWER_WINS: bool;

    type Action: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// What a decision asks, in the game's terms.
    type Prompt: Clone + Debug + PartialEq + Send + Sync + 'static;
    type Observation: Clone + Debug + Send + Sync + Observe<Self::Action> + 'static;
    /// The whole table as plain values: what the rules run on and a search clones (see
    /// [`crate::core::table`]). A clone must cost no more than a few microseconds: share what
    /// never changes, such as a level, in an `Arc`.
    type State: Clone + Debug + PartialEq + Send + Sync + 'static;
    type Snapshot: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// What the rule systems report as they apply an action (for the views to play back and
    /// log); sent to an online table's clients after [`Game::redact_event`].
    type Event: Message + Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// Registers the game's messages and rule systems (in [`RulesSchedule`], sets
    /// [`RulesSet::Apply`] / [`RulesSet::Resolve`], reading [`Accepted`] actions): for the
    /// five games, [`crate::core::table::rules_plugin`]. The systems must only run while the
    /// game's state exists.
    fn rules_plugin(app: &mut App);
    /// Deals a new table into `world`; [`GameRng`] and [`Setup`] are already there.
    fn start(world: &mut World, setup: &TableSetup) -> Result<(), String>;
    /// Removes the game's state and its components from `world`.
    fn clear(world: &mut World);
    /// Who may act now and what they are asked, or `None` once the game is over.
    fn decision(world: &World) -> Option<Decision<Self::Prompt>>;
    /// Every action `seat` may take now (empty when it is not asked).
    fn legal_actions(world: &World, seat: SeatId) -> Vec<Self::Action>;
    /// Whether `seat`, which is asked now, may take `action`. The list by default; a game may
    /// answer directly when its list is long.
    fn is_legal(world: &World, seat: SeatId, action: &Self::Action) -> bool {
        Self::legal_actions(world, seat).contains(action)
    }
    /// Why `action` is not legal now, naming the rule (called only for illegal actions).
    fn explain_refusal(world: &World, seat: SeatId, action: &Self::Action) -> Refusal;
    /// What `seat` may know: its own hidden things, everything public, nothing else. `None` is
    /// what anyone at the table may see: no seat's hidden things and no legal actions.
    fn observation(world: &World, seat: Option<SeatId>) -> Self::Observation;
    /// The prompt as a line for the seat asked ("Place a card face down, or draw").
    fn ask(world: &World, prompt: &Self::Prompt) -> Text;
    /// Present scores (public), one per seat.
    fn scores(world: &World) -> Vec<i64>;
    /// The result, once the game is over.
    fn outcome(world: &World) -> Option<Outcome>;
    /// The state in its saved shape (what saves, undo, replays and online tables keep).
    fn snapshot(world: &World) -> Self::Snapshot;
    /// Replaces the game's state in `world` with `snapshot` (after [`Game::clear`]).
    fn restore(world: &mut World, snapshot: &Self::Snapshot);
    /// Hides in `snapshot` everything none of `seats` may see, for an online table's client
    /// that holds those seats (see [`crate::core::net`]). The result must be canonical: two
    /// tables that differ only in what `seats` cannot see (others' hands, deck order, face-down
    /// cards, hidden values) redact to the same snapshot, and that snapshot is a table the rules
    /// can run on, with the same decision and, for each of `seats`, the same observation.
    /// `setup` is the table's (its level says, for one, which Curiosity card is the Shuffle
    /// card).
    fn redact(snapshot: &mut Self::Snapshot, setup: &TableSetup, seats: &[SeatId]);
    /// Hides in `event` what none of `seats` may see (a card another seat drew).
    fn redact_event(event: &mut Self::Event, seats: &[SeatId]);
    /// Leaves out of `snapshot` what never changes during a game (a card book), for an online
    /// table's updates after the first: [`Game::net_fill`] puts it back on arrival.
    fn net_trim(_snapshot: &mut Self::Snapshot) {}
    /// Puts back into a trimmed `snapshot` what [`Game::net_trim`] left out, from the table the
    /// client showed last.
    fn net_fill(_snapshot: &mut Self::Snapshot, _last: &Self::Snapshot) {}
    /// A line for the log and the screen: "Ada puts a card in front of Felix".
    fn describe(world: &World, seat: SeatId, action: &Self::Action) -> Text;
    /// The log's line for `event` ("Felix catches a mouse!"), if it has one: what the table's
    /// log, a replay and `mogland watch` show as the game plays. From the setup alone (names,
    /// the level's words), so a view may tell an event while it plays it back.
    fn tell(_setup: &TableSetup, _event: &Self::Event) -> Option<Text> {
        None
    }
    /// A bot of the given strength for this game.
    fn bot(level: BotLevel) -> Box<dyn Bot<Self>>;
    /// Figures about a finished game for `simulate` to average ("rounds", "ended by 20
    /// points" as 0 or 1...): for developers, in English.
    fn stats(_world: &World) -> Vec<(&'static str, f64)> {
        Vec::new()
    }
    /// The game's scoring sheet, when it has one: (row label, points per seat) in the
    /// rulebook's order, for the table and the game-over screen.
    fn score_sheet(_world: &World) -> Vec<(Text, Vec<i64>)> {
        Vec::new()
    }
    /// What the game-over screen shows of each seat, in the game's own terms, and charts over
    /// the game: (name, value per seat), such as ("foods", ..) and ("lives", ..). Public
    /// things only. The score by default. Names are message ids ([`crate::text_id`]).
    fn figures(world: &World) -> Vec<(&'static str, Vec<i64>)> {
        vec![(Self::SCORE_LABEL, Self::scores(world))]
    }
    /// What the charts count along the bottom ("round", "turn"): a message id.
    const CLOCK: &'static str = crate::text_id!("clock-action");
    /// The game's clock now: the round or turn under way (0 where the game has none: the
    /// charts then count actions).
    fn clock(_world: &World) -> u32 {
        0
    }

    /// The first seat asked now (the only one on an ordinary turn).
    fn to_act(world: &World) -> Option<SeatId> {
        Self::decision(world).and_then(|d| d.first())
    }
}

/// Adds the kernel's messages, the gate and the undo bookkeeping for game `G`. Several games
/// can share one app: each gate only acts while a table of its game is on.
pub fn kernel_plugin<G: Game>(app: &mut App) {
    app.add_message::<Act<G::Action>>()
        .add_message::<Accepted<G::Action>>()
        .add_message::<Refused>()
        .init_resource::<ActQueue<G::Action>>()
        .init_resource::<Revealed>()
        .init_resource::<SealProbe<G>>()
        .configure_sets(
            RulesSchedule,
            (
                RulesSet::Gate,
                RulesSet::Apply,
                RulesSet::Resolve,
                RulesSet::Settle,
                RulesSet::Done,
            )
                .chain(),
        )
        .add_systems(
            RulesSchedule,
            (
                gate::<G>
                    .in_set(RulesSet::Gate)
                    .run_if(resource_exists::<Setup>),
                seal_after::<G>
                    .in_set(RulesSet::Settle)
                    .run_if(probing::<G>),
                used_up::<G>.in_set(RulesSet::Done),
            ),
        );
    // A handful of tiny systems: handing them out to threads costs more than running them.
    app.edit_schedule(RulesSchedule, |s| {
        s.set_executor(SingleThreadedExecutor::new());
    });
}

/// An accepted action lives for one run of the rules. Bevy rotates message buffers only in
/// frames that ran a fixed step, so while the table is paused (virtual time stands still) or the
/// window draws faster than 64 frames a second, last frame's action would still be "current"
/// in the next run and be applied again (the playtest's `Move([36, 79, 80]) does not answer
/// Play`). Clearing it here makes every run see only what its gate admitted.
fn used_up<G: Game>(mut accepted: ResMut<Messages<Accepted<G::Action>>>) {
    if !accepted.is_empty() {
        accepted.clear();
    }
}

/// Actions waiting for the gate: one is taken per run, so each is checked against the state
/// the previous one left.
#[derive(Resource)]
struct ActQueue<A>(VecDeque<Act<A>>);

impl<A> Default for ActQueue<A> {
    fn default() -> Self {
        Self(VecDeque::new())
    }
}

/// Passes one waiting action on to the rule systems, or refuses it.
fn gate<G: Game>(world: &mut World) {
    // Every game's rules can be registered in one app; only the game on the table acts.
    if world.resource::<Setup>().0.game != G::INFO.id {
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
        Ok(()) => admit_checked::<G>(world, act.seat, act.action),
        Err(refusal) => {
            world.write_message(Refused {
                seat: act.seat,
                refusal,
            });
        }
    }
}

/// The gate itself: checks `action`, and if it is legal logs it and hands it to the rule
/// systems (which apply it when [`RulesSchedule`] runs).
pub fn admit<G: Game>(world: &mut World, seat: SeatId, action: G::Action) -> Result<(), Refusal> {
    check::<G>(world, seat, &action)?;
    admit_checked::<G>(world, seat, action);
    Ok(())
}

/// [`admit`] for an action [`check`] has just passed.
pub(crate) fn admit_checked<G: Game>(world: &mut World, seat: SeatId, action: G::Action) {
    seal_before::<G>(world, seat);
    world.trigger(Admitting::<G> {
        seat,
        game: std::marker::PhantomData,
    });
    world
        .resource_mut::<ActionLog<G::Action>>()
        .entries
        .push((seat, action.clone()));
    world.write_message(Accepted { seat, action });
}

/// Whether `seat` may take `action` now, and if not, why.
pub fn check<G: Game>(world: &World, seat: SeatId, action: &G::Action) -> Result<(), Refusal> {
    let Some(decision) = G::decision(world) else {
        return Err(Refusal::new(
            text!("rule-game-over"),
            text!("refused-game-over"),
        ));
    };
    if !decision.includes(seat) {
        let asked: Vec<String> = decision
            .seats
            .iter()
            .map(|s| seat_name(world, *s))
            .collect();
        let (who, asked, count) = (seat_name(world, seat), asked.join(", "), asked.len());
        return Err(if decision.is_response() {
            Refusal::new(
                text!("rule-answer-once"),
                text!(
                    "refused-not-among-asked",
                    who = who,
                    asked = asked,
                    count = count
                ),
            )
        } else {
            Refusal::new(
                text!("rule-act-in-turn"),
                text!(
                    "refused-not-your-turn",
                    who = who,
                    asked = asked,
                    count = count
                ),
            )
        });
    }
    if let Some(Expected(who, wanted)) = world.get_resource::<Expected<G::Action>>()
        && *who == seat
        && wanted != action
    {
        return Err(Refusal::new(
            text!("rule-tutorial-one-move"),
            text!(
                "refused-try-the-glowing-one",
                action = G::describe(world, seat, wanted)
            ),
        ));
    }
    if G::is_legal(world, seat, action) {
        Ok(())
    } else {
        Err(G::explain_refusal(world, seat, action))
    }
}

/// The action of the last hint, typed, for the game's view to glow (the registry's hint
/// puts it here; a new table forgets it).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Suggested<A>(pub SeatId, pub A);

/// A guided game ("Learn to play") asks `seat` for this one action: the gate refuses any other
/// from that seat, saying which. Absent in a normal game.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Expected<A>(pub SeatId, pub A);

/// A whole game state: the table, the generator, the log and the game's own part.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSnapshot<S, A> {
    pub setup: TableSetup,
    pub rng: GameRng,
    pub log: Vec<(SeatId, A)>,
    /// See [`ActionLog::sealed`].
    #[serde(default)]
    pub sealed: usize,
    pub game: S,
}

impl<S, A> TableSnapshot<S, A> {
    /// A table built by hand (a scenario, a bot's guess): nothing logged yet.
    pub fn new(setup: TableSetup, rng: GameRng, game: S) -> Self {
        Self {
            setup,
            rng,
            log: Vec::new(),
            sealed: 0,
            game,
        }
    }
}

/// Sets up a new table of `G` in `world` (the window app and `GameSim` both use this).
pub fn start_table<G: Game>(world: &mut World, setup: &TableSetup) -> Result<(), String> {
    let info = G::INFO;
    if setup.game != info.id {
        return Err(format!(
            "this table is for {}, not {}",
            crate::games::name_of(setup.game),
            info.name
        ));
    }
    let n = setup.seat_count();
    if !info.players.contains(&n) {
        return Err(format!(
            "{} takes {} to {} players, not {n}",
            info.name,
            info.players.start(),
            info.players.end()
        ));
    }
    end_table::<G>(world);
    world.insert_resource(GameRng::seeded(setup.seed));
    world.insert_resource(Setup(setup.clone()));
    world.insert_resource(ActionLog::<G::Action>::default());
    G::start(world, setup).inspect_err(|_| end_table::<G>(world))
}

/// Removes the table and all of `G`'s state.
pub fn end_table<G: Game>(world: &mut World) {
    G::clear(world);
    world.remove_resource::<Setup>();
    world.remove_resource::<GameRng>();
    world.remove_resource::<ActionLog<G::Action>>();
    world.remove_resource::<Suggested<G::Action>>();
    world.remove_resource::<Expected<G::Action>>();
    if let Some(mut p) = world.get_resource_mut::<SealProbe<G>>() {
        p.0 = None;
    }
    // Actions sent for the table that was here are not for the next one.
    if let Some(mut q) = world.get_resource_mut::<ActQueue<G::Action>>() {
        q.0.clear();
    }
    if let Some(mut m) = world.get_resource_mut::<Messages<Act<G::Action>>>() {
        m.clear();
    }
}

pub fn snapshot_table<G: Game>(world: &World) -> TableSnapshot<G::Snapshot, G::Action> {
    let log = world.get_resource::<ActionLog<G::Action>>();
    TableSnapshot {
        setup: world.resource::<Setup>().0.clone(),
        rng: world.resource::<GameRng>().clone(),
        log: log.map_or_else(Vec::new, |l| l.entries.clone()),
        sealed: log.map_or(0, |l| l.sealed),
        game: G::snapshot(world),
    }
}

/// Puts `snap` on the table in `world`, replacing whatever was there.
pub fn restore_table<G: Game>(world: &mut World, snap: &TableSnapshot<G::Snapshot, G::Action>) {
    end_table::<G>(world);
    world.insert_resource(Setup(snap.setup.clone()));
    world.insert_resource(snap.rng.clone());
    world.insert_resource(ActionLog {
        entries: snap.log.clone(),
        sealed: snap.sealed.min(snap.log.len()),
    });
    G::restore(world, &snap.game);
}
