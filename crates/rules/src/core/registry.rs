//! A game seen without its types: what the app, the command line and the benches need of any
//! game. Each game appears once in `games::GAMES` as an [`Entry`] of its [`Game`] type.

use crate::core::game::{
    Act, ActionLog, Expected, RulesSchedule, Setup, admit, end_table, restore_table, start_table,
};
use crate::core::save::{SaveError, replay_save, save_table, state_digest};
use crate::core::simulate::{SimConfig, SimReport, simulate};
use crate::core::{
    Bot, BotLevel, Deadline, Decision, Game, GameInfo, GameSim, Outcome, Refusal, SeatId, SeatKind,
    Suggested, TableSetup, Text, bot_rng, hotseat, kernel_plugin, net, undo,
};
use bevy_app::App;
use bevy_ecs::prelude::*;
use std::time::{Duration, Instant};

/// What is asked now, for screens that do not know the game's types: the decision with the
/// game's prompt as a line ("Place a card face down, or draw").
pub type Asked = Decision<Text>;

/// A bot's decision, to run away from the main thread: it returns what to do with the world
/// once it has decided (send its action and give the bot back to its seat).
pub type BotJob = Box<dyn FnOnce() -> BotReply + Send>;
pub type BotReply = Box<dyn FnOnce(&mut World) + Send>;

/// A finished game told over time, for the game-over screen's charts: the game's figures
/// ([`Game::figures`]) at the end of each tick of its clock.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timeline {
    /// What a tick is ("round", "turn", "action").
    pub clock: &'static str,
    /// The figures' names, in order.
    pub names: Vec<&'static str>,
    /// (tick, figure, seat): `samples[k].1[f][s]` is figure `f` of seat `s` at tick
    /// `samples[k].0`, the first sample being the table as dealt.
    pub samples: Vec<(u32, Vec<Vec<i64>>)>,
}

/// A hint for a player: what the Normal bot would do from that seat, seeing only what the
/// seat may see, and why. The action itself is put in the world as [`Suggested`] for the
/// game's view to show on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct HintLine {
    pub seat: SeatId,
    /// The action, as the log would say it.
    pub action: Text,
    pub reason: Option<Text>,
    /// Actions taken when it was worked out: it stands for that table only.
    pub at: usize,
}

/// What a tutorial's learner is asked after its steps (for whoever writes the next step).
#[derive(Clone, Debug)]
pub struct TutorialNext {
    /// The prompt, as the bar says it.
    pub asked: Text,
    /// Every legal answer: (as RON, in words).
    pub options: Vec<(String, Text)>,
    /// What the learner's seat sees then (the observation, printed).
    pub seen: String,
}

/// Timings of one bot level over whole games, for the benches.
#[derive(Clone, Debug, Default)]
pub struct BotTimes {
    /// Decisions with more than one legal action.
    pub times: Vec<Duration>,
}

impl BotTimes {
    pub fn percentile(&self, p: f64) -> Duration {
        let mut t = self.times.clone();
        t.sort();
        t.get(((t.len() as f64 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or_default()
    }
}

pub trait GameRules: Send + Sync + 'static {
    fn info(&self) -> &'static GameInfo;
    fn score_label(&self) -> &'static str;
    fn lower_wins(&self) -> bool;
    /// Adds the kernel's messages and the game's rule systems to an app.
    fn add_rules(&self, app: &mut App);

    /// Deals a new table into `world`, with one bot per bot seat for the whole game.
    fn start(&self, world: &mut World, setup: &TableSetup) -> Result<(), String>;
    /// Replays a save onto `world`, refusing one from other rules or that reaches another state.
    fn resume(&self, world: &mut World, save: &str) -> Result<(), SaveError>;
    fn end(&self, world: &mut World);
    /// The save of the table in `world`.
    fn save_text(&self, world: &World) -> String;

    fn asked(&self, world: &World) -> Option<Asked>;
    fn outcome(&self, world: &World) -> Option<Outcome>;
    /// See [`Game::score_sheet`].
    fn score_sheet(&self, world: &World) -> Vec<(Text, Vec<i64>)>;
    /// The table in `world` from its deal to now, replayed on a headless table ([`Timeline`]).
    fn timeline(&self, world: &World) -> Timeline;
    /// The [`Timeline`] of a saved table (an online table's client has no log of its own: the
    /// host sends its save when the game ends).
    fn save_timeline(&self, save: &str) -> Result<Timeline, SaveError>;
    /// The file that keeps the finished game of `save` in the history (see
    /// [`crate::core::save::keep_save`]).
    fn keep(&self, save: &str, finished: &str) -> Result<String, SaveError>;
    /// A kept game (or a save of a finished game) to watch again, checked as a save is.
    fn open_replay(&self, save: &str) -> Result<Box<dyn crate::core::replay::Replay>, SaveError>;
    fn actions_taken(&self, world: &World) -> usize;
    fn describe_last(&self, world: &World) -> Option<Text>;
    /// The seat that took the last action.
    fn last_actor(&self, world: &World) -> Option<SeatId>;

    /// Undo on or off for the table in `world`.
    fn set_undo(&self, world: &mut World, on: bool);
    fn can_undo(&self, world: &World, seat: SeatId) -> bool;
    fn undo(&self, world: &mut World, seat: SeatId) -> Result<(), Refusal>;
    /// Answers a response window for `seat` when passing is its only choice and nobody else
    /// shares the screen (see [`hotseat::may_auto_pass`]). Returns whether it did.
    fn auto_pass(&self, world: &mut World, seat: SeatId) -> bool;

    /// What the Normal bot would do now from `seat` (which is asked), deciding on that seat's
    /// observation only; puts the action in the world as [`Suggested`]. `None` when the seat
    /// is not asked.
    fn hint(&self, world: &mut World, seat: SeatId) -> Option<HintLine>;
    /// Forgets the last hint (the table moved on).
    fn clear_hint(&self, world: &mut World);

    /// A guided game asks `seat` for the action written as RON in `expect` (the game's own
    /// terms): it glows ([`Suggested`]) and the gate takes no other from that seat
    /// ([`crate::core::Expected`]). Says why when the text is not one of the game's actions.
    fn expect(&self, world: &mut World, seat: SeatId, expect: &str) -> Result<(), String>;
    /// The guided part is over: any legal action again.
    fn clear_expected(&self, world: &mut World);
    /// Sends the action a guided game expects of `seat` (for the screenshot command and tests
    /// that walk a tutorial); false when none is expected.
    fn take_expected(&self, world: &mut World, seat: SeatId) -> bool;
    /// Plays a guided game through on a headless table from `setup`: the bots choose as they
    /// will at the table, and at each decision of seat 1 the next of `steps` must be one of its
    /// legal actions. Says which step fails, and why.
    fn check_tutorial(&self, setup: &TableSetup, steps: &[String]) -> Result<(), String>;
    /// For writing a tutorial: plays `steps` as [`GameRules::check_tutorial`] does, then says
    /// what the learner is asked next and every legal answer (as RON, and in words); `None`
    /// once the game is over.
    fn tutorial_next(
        &self,
        setup: &TableSetup,
        steps: &[String],
    ) -> Result<Option<TutorialNext>, String>;
    /// How many of a guided game's steps `seat` has taken at the table in `world`: its
    /// actions, less the windows the table answered for it because "pass" was all it could do.
    fn steps_taken(&self, world: &World, seat: SeatId) -> usize;

    /// Takes `seat`'s bot out of its chair and returns its decision as a job for another
    /// thread. `None` if the bot is already thinking.
    fn bot_job(&self, world: &mut World, seat: SeatId, level: BotLevel) -> Option<BotJob>;

    /// An online table's host: what each client is sent now, one entry per client, each
    /// holding the seats listed: the events since the last call and the table as those seats
    /// may see it (see [`crate::core::net`]). `fresh[i]` when client `i`'s views must start
    /// again from the table (a start, an undo, a rejoin).
    fn net_updates(
        &self,
        world: &mut World,
        clients: &[Vec<SeatId>],
        fresh: &[bool],
    ) -> Vec<Vec<u8>>;
    /// An online table's host: an action a client sent for `seat`, handed to the gate (which
    /// refuses it as it would a local one). Bytes that are no action of this game are refused.
    fn net_act(&self, world: &mut World, seat: SeatId, bytes: &[u8]) -> Result<(), String>;
    /// A client: puts an update from the host on the mirror table in `world`, with one bot in
    /// each of `bot_seats`; says whether the views must start again from the table (a fresh
    /// update: an undo, a rejoin). Bytes that are no update of this game are refused.
    fn net_show(
        &self,
        world: &mut World,
        bytes: &[u8],
        bot_seats: &[(SeatId, BotLevel)],
    ) -> Result<bool, String>;
    /// A client: the actions its views and bots sent, as bytes for the host (taken before the
    /// mirror's gate sees them).
    fn net_take_acts(&self, world: &mut World) -> Vec<(SeatId, Vec<u8>)>;
    /// A client, once the game is over: replays the host's whole `save` and checks that the
    /// mirror in `world` is that table as `seats` may see it. Returns the save's digest.
    fn net_check(&self, world: &World, save: &str, seats: &[SeatId]) -> Result<String, String>;
    /// Seats a bot of `level` in `seat` for now (an online player who is away), or takes it out
    /// (`None`).
    fn set_seat_bot(&self, world: &mut World, seat: SeatId, level: Option<BotLevel>);

    /// `mogland simulate`.
    fn simulate(&self, cfg: &SimConfig) -> Result<SimReport, String>;
    /// Random games (every seat plays a uniformly random legal action) on one reused table:
    /// returns (games, actions).
    fn random_games(&self, setup: &mut TableSetup, games: u64) -> Result<(u64, u64), String>;
    /// How long `level` takes per decision, in games where every seat plays it.
    fn time_bot(&self, setup: &mut TableSetup, level: BotLevel, games: u64) -> BotTimes;
    /// One game of a ladder (`crate::core::ladder`): a bot of `levels[s]` in each seat `s`,
    /// each deciding within its time box on its own seat's observation.
    fn ladder_game(
        &self,
        setup: &TableSetup,
        levels: &[BotLevel],
    ) -> Result<crate::core::ladder::LadderGame, String>;
}

/// Which table this is, as far as a bot's answer goes: the log (an undo changes it), and on a
/// mirror the updates shown (its log is not kept there).
fn stamp<G: Game>(world: &World) -> (Vec<(SeatId, G::Action)>, u64) {
    let log = world
        .get_resource::<ActionLog<G::Action>>()
        .map_or_else(Vec::new, |l| l.entries.clone());
    (
        log,
        world.get_resource::<net::Mirror>().map_or(0, |m| m.shown),
    )
}

/// The registry entry of game `G`.
pub struct Entry<G: Game>(std::marker::PhantomData<G>);

impl<G: Game> Entry<G> {
    pub const NEW: Self = Self(std::marker::PhantomData);
}

/// The bots of a table, one per seat (`None` for humans and while a bot is thinking), and
/// which table they sit at: a bot that answers after its table was replaced by another does
/// not sit down at the new one.
#[derive(Resource)]
pub struct SeatBots<G: Game> {
    pub chairs: Vec<Option<Box<dyn Bot<G>>>>,
    table: u64,
}

fn seat_bots<G: Game>(world: &mut World) {
    static TABLES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let setup = world.resource::<Setup>().0.clone();
    let bots = setup
        .seats
        .iter()
        .map(|s| match s.kind {
            SeatKind::Bot(level) => Some(G::bot(level)),
            SeatKind::Human => None,
        })
        .collect();
    world.insert_resource(SeatBots::<G> {
        chairs: bots,
        table: TABLES.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
    });
}

impl<G: Game> GameRules for Entry<G> {
    fn info(&self) -> &'static GameInfo {
        G::INFO
    }
    fn score_label(&self) -> &'static str {
        G::SCORE_LABEL
    }
    fn lower_wins(&self) -> bool {
        G::LOWER_WINS
    }
    fn add_rules(&self, app: &mut App) {
        kernel_plugin::<G>(app);
        G::rules_plugin(app);
    }

    fn start(&self, world: &mut World, setup: &TableSetup) -> Result<(), String> {
        start_table::<G>(world, setup)?;
        seat_bots::<G>(world);
        Ok(())
    }
    fn resume(&self, world: &mut World, save: &str) -> Result<(), SaveError> {
        let sim = replay_save::<G>(save)?;
        let snap = sim.snapshot();
        // The same moves again on this world's own rules, so that every event the game reported
        // reaches the views as it did the first time: the log and what the table shows are
        // rebuilt from the replayed actions. (A table that somehow ended elsewhere is put
        // back from the checked replay.)
        let replayed = start_table::<G>(world, &snap.setup).is_ok()
            && snap.log.iter().all(|(seat, action)| {
                let ok = admit::<G>(world, *seat, action.clone()).is_ok();
                let _ = world.try_run_schedule(RulesSchedule);
                ok
            })
            && state_digest::<G>(world) == state_digest::<G>(sim.world());
        if !replayed {
            restore_table::<G>(world, &snap);
        }
        seat_bots::<G>(world);
        Ok(())
    }
    fn end(&self, world: &mut World) {
        end_table::<G>(world);
        world.remove_resource::<SeatBots<G>>();
        // A mirror's mark too: the next table here may be a local one, whose rules run.
        world.remove_resource::<net::Mirror>();
    }
    fn save_text(&self, world: &World) -> String {
        save_table::<G>(world)
    }

    fn asked(&self, world: &World) -> Option<Asked> {
        let d = G::decision(world)?;
        Some(Decision {
            prompt: G::ask(world, &d.prompt),
            seats: d.seats,
            kind: d.kind,
        })
    }
    fn outcome(&self, world: &World) -> Option<Outcome> {
        G::outcome(world)
    }
    fn score_sheet(&self, world: &World) -> Vec<(Text, Vec<i64>)> {
        G::score_sheet(world)
    }
    fn timeline(&self, world: &World) -> Timeline {
        let mut out = Timeline {
            clock: G::CLOCK,
            ..Timeline::default()
        };
        let (Some(table), Some(log)) = (
            world.get_resource::<Setup>(),
            world.get_resource::<ActionLog<G::Action>>(),
        ) else {
            return out;
        };
        let Ok(mut sim) = GameSim::<G>::start(&table.0) else {
            return out;
        };
        // A game without a clock counts actions.
        let tick = |sim: &GameSim<G>, k: u32| match G::clock(sim.world()) {
            0 => k,
            t => t,
        };
        // The deal is tick 0, whatever the clock says then.
        let first = G::figures(sim.world());
        out.names = first.iter().map(|(n, _)| *n).collect();
        out.samples
            .push((0, first.into_iter().map(|(_, v)| v).collect()));
        for (k, (seat, action)) in log.entries.iter().enumerate() {
            // An action counts in the round (or turn) it was taken in: the one that ends a
            // round, and what it scores, belongs to that round, not the next.
            let tick = tick(&sim, k as u32 + 1);
            if sim.apply(*seat, action.clone()).is_err() {
                break;
            }
            let figures = G::figures(sim.world());
            let values: Vec<Vec<i64>> = figures.into_iter().map(|(_, v)| v).collect();
            // One sample per tick: the figures at its end.
            match out.samples.last_mut() {
                Some((t, v)) if *t == tick && tick > 0 => *v = values,
                _ => out.samples.push((tick, values)),
            }
        }
        out
    }
    fn open_replay(&self, save: &str) -> Result<Box<dyn crate::core::replay::Replay>, SaveError> {
        crate::core::replay::Track::<G>::open(save)
            .map(|t| Box::new(t) as Box<dyn crate::core::replay::Replay>)
    }
    fn keep(&self, save: &str, finished: &str) -> Result<String, SaveError> {
        crate::core::save::keep_save::<G>(save, finished)
    }
    fn save_timeline(&self, save: &str) -> Result<Timeline, SaveError> {
        let sim = replay_save::<G>(save)?;
        Ok(self.timeline(sim.world()))
    }
    fn actions_taken(&self, world: &World) -> usize {
        net::actions_taken::<G>(world)
    }
    fn describe_last(&self, world: &World) -> Option<Text> {
        let log = world.get_resource::<ActionLog<G::Action>>()?;
        let (seat, action) = log.entries.last()?;
        Some(G::describe(world, *seat, action))
    }

    fn last_actor(&self, world: &World) -> Option<SeatId> {
        let log = world.get_resource::<ActionLog<G::Action>>()?;
        log.entries.last().map(|(s, _)| *s)
    }
    fn set_undo(&self, world: &mut World, on: bool) {
        match (on, undo::is_on::<G>(world)) {
            (true, false) => undo::enable::<G>(world),
            (false, true) => undo::disable::<G>(world),
            _ => {}
        }
    }
    fn can_undo(&self, world: &World, seat: SeatId) -> bool {
        // A mirror's host has said.
        if let Some(m) = world.get_resource::<net::Mirror>() {
            return m.undo.contains(&seat);
        }
        undo::can_undo::<G>(world, seat)
    }
    fn undo(&self, world: &mut World, seat: SeatId) -> Result<(), Refusal> {
        undo::undo::<G>(world, seat)
    }
    fn auto_pass(&self, world: &mut World, seat: SeatId) -> bool {
        let Some(decision) = G::decision(world) else {
            return false;
        };
        let legal = G::legal_actions(world, seat);
        let setup = &world.resource::<Setup>().0;
        if !decision.includes(seat) || !hotseat::may_auto_pass(setup, &decision, legal.len()) {
            return false;
        }
        let action = legal.into_iter().next().expect("one legal action");
        world.write_message(Act { seat, action });
        true
    }

    fn hint(&self, world: &mut World, seat: SeatId) -> Option<HintLine> {
        let decision = G::decision(world)?;
        if !decision.includes(seat) {
            return None;
        }
        let obs = G::observation(world, Some(seat));
        if obs_choices::<G>(&obs) == 0 {
            return None;
        }
        let at = world
            .get_resource::<ActionLog<G::Action>>()
            .map_or(0, |l| l.entries.len());
        let seed = world.resource::<Setup>().0.seed;
        // Its own generator, as a bot at this seat would have: nothing leads back to the deal.
        let mut rng = bot_rng(seed, seat, at);
        let mut bot = G::bot(BotLevel::Normal);
        // In a guided game the hint is the step's own action: a hint that contradicted the
        // tutorial, and moved its glow away, only confused the learner.
        let expected = world
            .get_resource::<Expected<G::Action>>()
            .filter(|e| e.0 == seat)
            .map(|e| e.1.clone());
        let action = expected.unwrap_or_else(|| {
            bot.choose(&obs, &mut rng, Deadline::after(BotLevel::Normal.time_box()))
        });
        let reason = bot.reason(&obs, &action);
        let line = HintLine {
            seat,
            action: G::describe(world, seat, &action),
            reason,
            at,
        };
        world.insert_resource(Suggested::<G::Action>(seat, action));
        Some(line)
    }
    fn clear_hint(&self, world: &mut World) {
        // A guided step's glow stays when its hint goes.
        match world.get_resource::<Expected<G::Action>>().cloned() {
            Some(Expected(seat, action)) => {
                world.insert_resource(Suggested::<G::Action>(seat, action))
            }
            None => {
                world.remove_resource::<Suggested<G::Action>>();
            }
        }
    }

    fn expect(&self, world: &mut World, seat: SeatId, expect: &str) -> Result<(), String> {
        let action = parse_action::<G>(expect)?;
        // A window the table answers for the learner ("pass" is all it can do) is no step:
        // nothing is expected there, or the table's own pass would be refused.
        if let (Some(d), Some(table)) = (G::decision(world), world.get_resource::<Setup>())
            && hotseat::may_auto_pass(&table.0, &d, G::legal_actions(world, seat).len())
        {
            self.clear_expected(world);
            return Ok(());
        }
        let fresh = world
            .get_resource::<Expected<G::Action>>()
            .is_none_or(|e| e.0 != seat || e.1 != action);
        if fresh {
            world.insert_resource(Expected::<G::Action>(seat, action.clone()));
            world.insert_resource(Suggested::<G::Action>(seat, action));
        }
        Ok(())
    }
    fn clear_expected(&self, world: &mut World) {
        if world.contains_resource::<Expected<G::Action>>() {
            world.remove_resource::<Expected<G::Action>>();
            world.remove_resource::<Suggested<G::Action>>();
        }
    }
    fn take_expected(&self, world: &mut World, seat: SeatId) -> bool {
        let Some(Expected(who, action)) = world.get_resource::<Expected<G::Action>>().cloned()
        else {
            return false;
        };
        if who != seat {
            return false;
        }
        world.write_message(Act { seat, action });
        true
    }
    fn check_tutorial(&self, setup: &TableSetup, steps: &[String]) -> Result<(), String> {
        play_tutorial::<G>(setup, steps).map(|_| ())
    }
    fn tutorial_next(
        &self,
        setup: &TableSetup,
        steps: &[String],
    ) -> Result<Option<TutorialNext>, String> {
        let sim = play_tutorial::<G>(setup, steps)?;
        let Some(d) = sim.decision() else {
            return Ok(None);
        };
        let learner = SeatId(0);
        let seen = format!("{:#?}", G::observation(sim.world(), Some(learner)));
        let options = sim
            .legal_actions(learner)
            .iter()
            .map(|a| (action_text::<G>(a), G::describe(sim.world(), learner, a)))
            .collect();
        Ok(Some(TutorialNext {
            asked: G::ask(sim.world(), &d.prompt),
            options,
            seen,
        }))
    }
    fn steps_taken(&self, world: &World, seat: SeatId) -> usize {
        let (Some(table), Some(log)) = (
            world.get_resource::<Setup>(),
            world.get_resource::<ActionLog<G::Action>>(),
        ) else {
            return 0;
        };
        let Ok(mut sim) = GameSim::<G>::start(&table.0) else {
            return 0;
        };
        let mut steps = 0;
        for (s, action) in &log.entries {
            if *s == seat
                && let Some(d) = sim.decision()
                && !hotseat::may_auto_pass(&table.0, &d, sim.legal_actions(seat).len())
            {
                steps += 1;
            }
            if sim.apply(*s, action.clone()).is_err() {
                break;
            }
        }
        steps
    }

    fn bot_job(&self, world: &mut World, seat: SeatId, level: BotLevel) -> Option<BotJob> {
        // A bot already thinking has left its chair empty.
        let mut bots = world.get_resource_mut::<SeatBots<G>>()?;
        let table = bots.table;
        let mut bot = bots.chairs.get_mut(seat.index())?.take()?;
        let seed = world.resource::<Setup>().0.seed;
        // The table the bot was asked about: if it is not the table when it answers (an undo
        // and another move meanwhile), the answer is dropped and the bot asked again.
        let asked_on = stamp::<G>(world);
        let obs = G::observation(world, Some(seat));
        let mut rng = bot_rng(seed, seat, net::actions_taken::<G>(world));
        let deadline = Deadline::after(level.time_box());
        Some(Box::new(move || {
            let action = bot.choose(&obs, &mut rng, deadline);
            Box::new(move |world: &mut World| {
                let Some(mut bots) = world.get_resource_mut::<SeatBots<G>>() else {
                    return;
                };
                if bots.table != table {
                    return;
                }
                if let Some(chair) = bots.chairs.get_mut(seat.index()) {
                    *chair = Some(bot);
                }
                // The table moved on while it thought (an undo, a new table): it asks again.
                if world.contains_resource::<ActionLog<G::Action>>()
                    && stamp::<G>(world) == asked_on
                {
                    world.write_message(Act { seat, action });
                }
            }) as BotReply
        }))
    }

    fn net_updates(
        &self,
        world: &mut World,
        clients: &[Vec<SeatId>],
        fresh: &[bool],
    ) -> Vec<Vec<u8>> {
        let events = net::take_events::<G>(world);
        clients
            .iter()
            .zip(fresh)
            .map(|(seats, fresh)| net::encode(&net::update_for::<G>(world, seats, &events, *fresh)))
            .collect()
    }
    fn net_act(&self, world: &mut World, seat: SeatId, bytes: &[u8]) -> Result<(), String> {
        let action: G::Action = net::decode(bytes)?;
        world.write_message(Act { seat, action });
        Ok(())
    }
    fn net_show(
        &self,
        world: &mut World,
        bytes: &[u8],
        bot_seats: &[(SeatId, BotLevel)],
    ) -> Result<bool, String> {
        let update: net::UpdateOf<G> = net::decode(bytes)?;
        if let Some(setup) = &update.view.setup
            && setup.game != G::INFO.id
        {
            return Err(format!(
                "the host sent a table of {}, not {}",
                setup.game,
                G::INFO.name
            ));
        }
        let first = !world.contains_resource::<SeatBots<G>>();
        let fresh = update.fresh;
        net::show::<G>(world, update)?;
        if first {
            // The host's bots play at the host: here only this machine's own.
            seat_bots::<G>(world);
            let seats = world.resource::<SeatBots<G>>().chairs.len();
            for i in 0..seats {
                let seat = SeatId(i as u8);
                let level = bot_seats.iter().find(|(s, _)| *s == seat).map(|b| b.1);
                self.set_seat_bot(world, seat, level);
            }
        }
        Ok(fresh)
    }
    fn net_check(&self, world: &World, save: &str, seats: &[SeatId]) -> Result<String, String> {
        let sim = replay_save::<G>(save).map_err(|e| e.to_string())?;
        if net::seat_view::<G>(sim.world(), seats) != net::seat_view::<G>(world, seats) {
            return Err("the table this machine was shown is not the host's table".into());
        }
        Ok(state_digest::<G>(sim.world()))
    }
    fn set_seat_bot(&self, world: &mut World, seat: SeatId, level: Option<BotLevel>) {
        if let Some(mut bots) = world.get_resource_mut::<SeatBots<G>>()
            && let Some(chair) = bots.chairs.get_mut(seat.index())
        {
            *chair = level.map(G::bot);
        }
    }
    fn net_take_acts(&self, world: &mut World) -> Vec<(SeatId, Vec<u8>)> {
        net::take_acts::<G>(world)
            .into_iter()
            .map(|a| (a.seat, net::encode(&a.action)))
            .collect()
    }

    fn simulate(&self, cfg: &SimConfig) -> Result<SimReport, String> {
        simulate::<G>(cfg)
    }

    fn random_games(&self, setup: &mut TableSetup, games: u64) -> Result<(u64, u64), String> {
        let mut sim = GameSim::<G>::empty();
        let base = setup.seed;
        let mut rng = crate::core::GameRng::seeded(base);
        let mut actions = 0;
        for k in 0..games {
            setup.seed = base.wrapping_add(k);
            sim.deal(setup)?;
            while let Some(seat) = sim.to_act() {
                let legal = sim.legal_actions(seat);
                let action = legal[rng.below(legal.len())].clone();
                sim.apply(seat, action).map_err(|r| r.to_string())?;
                actions += 1;
            }
        }
        Ok((games, actions))
    }

    fn ladder_game(
        &self,
        setup: &TableSetup,
        levels: &[BotLevel],
    ) -> Result<crate::core::ladder::LadderGame, String> {
        let mut sim = GameSim::<G>::start(setup)?;
        let n = setup.seat_count();
        let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|l| G::bot(*l)).collect();
        let mut out = crate::core::ladder::LadderGame {
            levels: levels.to_vec(),
            wins: vec![0.0; n],
            times: vec![Vec::new(); n],
        };
        while let Some(seat) = sim.to_act() {
            let level = levels[seat.index()];
            let (action, took) = timed_choice(&sim, bots[seat.index()].as_mut(), seat, level);
            out.times[seat.index()].extend(took);
            sim.apply(seat, action)
                .map_err(|r| format!("a {} bot's action was refused: {r}", level.label()))?;
        }
        let outcome = sim.outcome().ok_or("a ladder game did not finish")?;
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        for w in outcome.winners {
            out.wins[w.index()] += share;
        }
        Ok(out)
    }
    fn time_bot(&self, setup: &mut TableSetup, level: BotLevel, games: u64) -> BotTimes {
        let mut out = BotTimes::default();
        let mut sim = GameSim::<G>::empty();
        let base = setup.seed;
        for k in 0..games {
            setup.seed = base.wrapping_add(k);
            if sim.deal(setup).is_err() {
                continue;
            }
            let mut bots: Vec<Box<dyn Bot<G>>> =
                (0..setup.seat_count()).map(|_| G::bot(level)).collect();
            while let Some(seat) = sim.to_act() {
                let (action, took) = timed_choice(&sim, bots[seat.index()].as_mut(), seat, level);
                out.times.extend(took);
                if sim.apply(seat, action).is_err() {
                    break;
                }
            }
        }
        out
    }
}

/// `bot`'s action for `seat` on `sim`, within `level`'s time box, and how long it took when it
/// had a choice to make.
fn timed_choice<G: Game>(
    sim: &GameSim<G>,
    bot: &mut dyn Bot<G>,
    seat: SeatId,
    level: BotLevel,
) -> (G::Action, Option<std::time::Duration>) {
    let obs = G::observation(sim.world(), Some(seat));
    let many = obs_choices::<G>(&obs) > 1;
    let mut rng = bot_rng(sim.setup().seed, seat, sim.log().len());
    let t = Instant::now();
    let action = bot.choose(&obs, &mut rng, Deadline::after(level.time_box()));
    (action, many.then(|| t.elapsed()))
}

/// Plays a guided game from `setup` on a headless table as the window would: bots choose as
/// they will at the table (in a response window all at once, on the table as it opened), the
/// table answers for the learner (seat 1) a window it can only pass, and every other decision
/// of the learner takes the next of `steps`, which must be legal there. After the last step it
/// plays on to the learner's next decision (or the end).
fn play_tutorial<G: Game>(setup: &TableSetup, steps: &[String]) -> Result<GameSim<G>, String> {
    let mut sim = GameSim::<G>::start(setup)?;
    let mut bots: Vec<Box<dyn Bot<G>>> = setup
        .seats
        .iter()
        .map(|s| match s.kind {
            SeatKind::Bot(level) => G::bot(level),
            SeatKind::Human => G::bot(BotLevel::Easy),
        })
        .collect();
    let learner = SeatId(0);
    let mut next = 0;
    loop {
        let Some(decision) = sim.decision() else {
            if next < steps.len() {
                return Err(format!(
                    "the game ended before step {} of {}",
                    next + 1,
                    steps.len()
                ));
            }
            return Ok(sim);
        };
        let action_count = sim.log().len();
        let bots_asked: Vec<SeatId> = decision
            .seats
            .iter()
            .copied()
            .filter(|s| *s != learner)
            .collect();
        if decision.is_response() && !bots_asked.is_empty() {
            for seat in bots_asked {
                let obs = G::observation(sim.world(), Some(seat));
                let mut rng = bot_rng(setup.seed, seat, action_count);
                let action = bots[seat.index()].choose(&obs, &mut rng, Deadline::none());
                sim.apply(seat, action).map_err(|r| r.to_string())?;
            }
            continue;
        }
        let legal = sim.legal_actions(learner);
        if decision.includes(learner) && hotseat::may_auto_pass(setup, &decision, legal.len()) {
            sim.apply(learner, legal[0].clone())
                .map_err(|r| r.to_string())?;
            continue;
        }
        if decision.includes(learner) {
            let Some(step) = steps.get(next) else {
                return Ok(sim);
            };
            let action = parse_action::<G>(step).map_err(|e| format!("step {}: {e}", next + 1))?;
            if !legal.contains(&action) {
                let options: Vec<String> = legal.iter().map(action_text::<G>).collect();
                return Err(format!(
                    "step {}: `{step}` is not a legal action there; the legal ones are {}",
                    next + 1,
                    options.join(", ")
                ));
            }
            next += 1;
            sim.apply(learner, action).map_err(|r| r.to_string())?;
            continue;
        }
        let seat = decision.first().expect("a decision asks a seat");
        let obs = G::observation(sim.world(), Some(seat));
        let mut rng = bot_rng(setup.seed, seat, action_count);
        let action = bots[seat.index()].choose(&obs, &mut rng, Deadline::none());
        sim.apply(seat, action).map_err(|r| r.to_string())?;
    }
}

/// An action written as RON the way tutorials read it back: with the level files' options, and
/// checked to parse back to the same action.
fn action_text<G: Game>(action: &G::Action) -> String {
    let text = crate::levels::ron_options()
        .to_string(action)
        .unwrap_or_else(|e| format!("? {e}"));
    match parse_action::<G>(&text) {
        Ok(back) if back == *action => text,
        _ => format!("{text} (does not read back: write it by hand)"),
    }
}

/// A game's action written as RON (`Play(Cat(3))`), as tutorials write them.
fn parse_action<G: Game>(text: &str) -> Result<G::Action, String> {
    crate::levels::ron_options()
        .from_str::<G::Action>(text)
        .map_err(|e| format!("`{text}` is not an action of {}: {e}", G::INFO.name))
}

fn obs_choices<G: Game>(obs: &G::Observation) -> usize {
    use crate::core::Observe;
    obs.legal().len()
}
