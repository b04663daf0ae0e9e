//! [`GameSim`]: one table of a game on a headless app, running exactly the rule systems the
//! window runs. Tests, `simulate`, the benches, bot searches, undo and save checks use it.
//!
//! It is built for speed: no window, no main schedule, only [`RulesSchedule`] on one thread,
//! and one app can deal table after table.

use crate::core::game::{admit_checked, check, restore_table, snapshot_table, start_table};
use crate::core::{
    ActionLog, Bot, Deadline, Decision, Game, Outcome, Refusal, RulesSchedule, SeatId, Setup,
    TableSetup, TableSnapshot, bot_rng, kernel_plugin,
};
use bevy_app::App;
use bevy_ecs::change_detection::Tick;
use bevy_ecs::message::MessageRegistry;
use bevy_ecs::prelude::*;

pub struct GameSim<G: Game> {
    app: App,
    /// When messages were last rotated (see [`MessageRegistry::run_updates`]).
    messages_tick: Tick,
    _game: std::marker::PhantomData<G>,
}

impl<G: Game> GameSim<G> {
    /// An app with the game's rules and no table yet.
    pub fn empty() -> Self {
        let mut app = App::empty();
        kernel_plugin::<G>(&mut app);
        G::rules_plugin(&mut app);
        // Build the schedule once now rather than on the first action.
        app.world_mut().run_schedule(RulesSchedule);
        Self {
            app,
            messages_tick: Tick::new(0),
            _game: std::marker::PhantomData,
        }
    }

    /// A new table dealt from `setup`.
    pub fn start(setup: &TableSetup) -> Result<Self, String> {
        let mut sim = Self::empty();
        sim.deal(setup)?;
        Ok(sim)
    }

    /// Deals a new table on this app, replacing the one there (cheaper than a new app).
    pub fn deal(&mut self, setup: &TableSetup) -> Result<(), String> {
        start_table::<G>(self.app.world_mut(), setup)
    }

    /// Applies one action through the gate and the rule systems. The messages it leads to
    /// (the game's events) can be read until the next action.
    pub fn apply(&mut self, seat: SeatId, action: G::Action) -> Result<(), Refusal> {
        let world = self.app.world_mut();
        check::<G>(world, seat, &action)?;
        // What an app's frame does first: rotate message buffers, forget removals.
        world.resource_scope(|world, mut registry: Mut<MessageRegistry>| {
            registry.run_updates(world, self.messages_tick);
        });
        self.messages_tick = world.change_tick();
        world.clear_trackers();
        admit_checked::<G>(world, seat, action);
        world.run_schedule(RulesSchedule);
        Ok(())
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
    pub fn decision(&self) -> Option<Decision<G::Prompt>> {
        G::decision(self.world())
    }
    /// The first seat asked now.
    pub fn to_act(&self) -> Option<SeatId> {
        G::to_act(self.world())
    }
    pub fn legal_actions(&self, seat: SeatId) -> Vec<G::Action> {
        G::legal_actions(self.world(), seat)
    }
    pub fn observation(&self, seat: SeatId) -> G::Observation {
        G::observation(self.world(), Some(seat))
    }
    pub fn scores(&self) -> Vec<i64> {
        G::scores(self.world())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.world())
    }
    pub fn setup(&self) -> &TableSetup {
        &self.world().resource::<Setup>().0
    }
    pub fn log(&self) -> &[(SeatId, G::Action)] {
        self.world()
            .get_resource::<ActionLog<G::Action>>()
            .map_or(&[], |l| &l.entries)
    }
    pub fn snapshot(&self) -> TableSnapshot<G::Snapshot, G::Action> {
        snapshot_table::<G>(self.world())
    }
    /// Puts `snap` on this app's table, replacing whatever was there.
    pub fn restore(&mut self, snap: &TableSnapshot<G::Snapshot, G::Action>) {
        restore_table::<G>(self.app.world_mut(), snap);
    }

    /// What `bot` would do for `seat` now, seeing only that seat's observation.
    pub fn bot_choice(&self, seat: SeatId, bot: &mut dyn Bot<G>) -> G::Action {
        self.bot_choice_by(seat, bot, Deadline::none())
    }

    pub fn bot_choice_by(
        &self,
        seat: SeatId,
        bot: &mut dyn Bot<G>,
        deadline: Deadline,
    ) -> G::Action {
        let mut rng = bot_rng(self.setup().seed, seat, self.log().len());
        bot.choose(&self.observation(seat), &mut rng, deadline)
    }

    /// Lets bots play until the game ends or `max_actions` were taken; `bots[i]` sits in seat
    /// `i`. In a response window every seat asked answers, first to last. Returns the number
    /// of actions taken.
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
}
