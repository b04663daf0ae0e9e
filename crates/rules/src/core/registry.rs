//! A game seen without its types: what the app, the command line and the benches need of any
//! game. Each game appears once in `games::GAMES` as an [`Entry`] of its [`Game`] type.

use crate::core::game::{Act, ActionLog, Table, end_table, restore_table, start_table};
use crate::core::save::{SaveError, replay_save, save_table};
use crate::core::simulate::{SimConfig, SimReport, simulate};
use crate::core::{
    Bot, BotLevel, Deadline, Decision, Game, GameInfo, GameSim, Outcome, Refusal, SeatId, SeatKind,
    TableSetup, bot_rng, hotseat, kernel_plugin, undo,
};
use bevy_app::App;
use bevy_ecs::prelude::*;
use std::time::{Duration, Instant};

/// What is asked now, for screens that do not know the game's types: the decision with the
/// game's prompt as a line ("Place a card face down, or draw").
pub type Asked = Decision<String>;

/// A bot's decision, to run away from the main thread: it returns what to do with the world
/// once it has decided (send its action and give the bot back to its seat).
pub type BotJob = Box<dyn FnOnce() -> BotReply + Send>;
pub type BotReply = Box<dyn FnOnce(&mut World) + Send>;

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
    fn score_sheet(&self, world: &World) -> Vec<(String, Vec<i64>)>;
    fn actions_taken(&self, world: &World) -> usize;
    fn describe_last(&self, world: &World) -> Option<String>;
    /// The seat that took the last action.
    fn last_actor(&self, world: &World) -> Option<SeatId>;

    /// Undo on or off for the table in `world`.
    fn set_undo(&self, world: &mut World, on: bool);
    fn can_undo(&self, world: &World, seat: SeatId) -> bool;
    fn undo(&self, world: &mut World, seat: SeatId) -> Result<(), Refusal>;
    /// Answers a response window for `seat` when passing is its only choice and nobody else
    /// shares the screen (see [`hotseat::may_auto_pass`]). Returns whether it did.
    fn auto_pass(&self, world: &mut World, seat: SeatId) -> bool;

    /// Takes `seat`'s bot out of its chair and returns its decision as a job for another
    /// thread. `None` if the bot is already thinking.
    fn bot_job(&self, world: &mut World, seat: SeatId, level: BotLevel) -> Option<BotJob>;

    /// `mogland simulate`.
    fn simulate(&self, cfg: &SimConfig) -> Result<SimReport, String>;
    /// Random games (every seat plays a uniformly random legal action) on one reused table:
    /// returns (games, actions).
    fn random_games(&self, setup: &mut TableSetup, games: u64) -> Result<(u64, u64), String>;
    /// How long `level` takes per decision, in games where every seat plays it.
    fn time_bot(&self, setup: &mut TableSetup, level: BotLevel, games: u64) -> BotTimes;
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
    let setup = world.resource::<Table>().0.clone();
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
        restore_table::<G>(world, &sim.snapshot());
        seat_bots::<G>(world);
        Ok(())
    }
    fn end(&self, world: &mut World) {
        end_table::<G>(world);
        world.remove_resource::<SeatBots<G>>();
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
    fn score_sheet(&self, world: &World) -> Vec<(String, Vec<i64>)> {
        G::score_sheet(world)
    }
    fn actions_taken(&self, world: &World) -> usize {
        world
            .get_resource::<ActionLog<G::Action>>()
            .map_or(0, |l| l.entries.len())
    }
    fn describe_last(&self, world: &World) -> Option<String> {
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
        let setup = &world.resource::<Table>().0;
        if !decision.includes(seat) || !hotseat::may_auto_pass(setup, &decision, legal.len()) {
            return false;
        }
        let action = legal.into_iter().next().expect("one legal action");
        world.write_message(Act { seat, action });
        true
    }

    fn bot_job(&self, world: &mut World, seat: SeatId, level: BotLevel) -> Option<BotJob> {
        // A bot already thinking has left its chair empty.
        let mut bots = world.get_resource_mut::<SeatBots<G>>()?;
        let table = bots.table;
        let mut bot = bots.chairs.get_mut(seat.index())?.take()?;
        let seed = world.resource::<Table>().0.seed;
        // The table the bot was asked about: if it is not the table when it answers (an undo
        // and another move meanwhile), the answer is dropped and the bot asked again.
        let asked_on = world.resource::<ActionLog<G::Action>>().entries.clone();
        let obs = G::observation(world, Some(seat));
        let mut rng = bot_rng(seed, seat, asked_on.len());
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
                let log = world.get_resource::<ActionLog<G::Action>>();
                if log.is_some_and(|l| l.entries == asked_on) {
                    world.write_message(Act { seat, action });
                }
            }) as BotReply
        }))
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
                let obs = G::observation(sim.world(), Some(seat));
                let many = obs_choices::<G>(&obs) > 1;
                let mut rng = bot_rng(setup.seed, seat, sim.log().len());
                let t = Instant::now();
                let action =
                    bots[seat.index()].choose(&obs, &mut rng, Deadline::after(level.time_box()));
                if many {
                    out.times.push(t.elapsed());
                }
                if sim.apply(seat, action).is_err() {
                    break;
                }
            }
        }
        out
    }
}

fn obs_choices<G: Game>(obs: &G::Observation) -> usize {
    use crate::core::Observe;
    obs.legal().len()
}
