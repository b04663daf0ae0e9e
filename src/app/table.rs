//! The table in play, whatever the game: starting and resuming it, bots taking their turns,
//! the autosave after every action, and the move to the game-over screen.

use crate::app::{Notices, Screen};
use crate::settings::{Paths, Settings};
use bevy::prelude::*;
use mogland_rules::core::save::{self, SaveFile, SaveSlot};
use mogland_rules::core::{
    Act, ActionLog, BotLevel, Game, GameId, GameSim, Outcome, SeatId, SeatKind, TableSetup,
    bot_rng, end_table, restore_table, start_table,
};

/// What the app needs of a game, without knowing its types.
pub trait TableDriver: Send + Sync + 'static {
    fn game(&self) -> GameId;
    fn score_label(&self) -> &'static str;
    fn lower_wins(&self) -> bool;
    fn start(&self, world: &mut World, setup: &TableSetup) -> Result<(), String>;
    /// Replays a save file onto a fresh table.
    fn resume(&self, world: &mut World, save_text: &str) -> Result<(), String>;
    fn end(&self, world: &mut World);
    fn to_act(&self, world: &World) -> Option<SeatId>;
    fn outcome(&self, world: &World) -> Option<Outcome>;
    fn actions_taken(&self, world: &World) -> usize;
    fn save_text(&self, world: &World) -> String;
    /// Lets the bot in `seat` choose, seeing only its observation, and sends its action.
    fn bot_act(&self, world: &mut World, seat: SeatId, level: BotLevel);
}

pub struct Driver<G: Game>(std::marker::PhantomData<G>);

impl<G: Game> Driver<G> {
    pub const fn new() -> Self {
        Self(std::marker::PhantomData)
    }
}

impl<G: Game> Default for Driver<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> TableDriver for Driver<G> {
    fn game(&self) -> GameId {
        G::ID
    }
    fn score_label(&self) -> &'static str {
        G::SCORE_LABEL
    }
    fn lower_wins(&self) -> bool {
        G::LOWER_WINS
    }
    fn start(&self, world: &mut World, setup: &TableSetup) -> Result<(), String> {
        start_table::<G>(world, setup)
    }
    fn resume(&self, world: &mut World, save_text: &str) -> Result<(), String> {
        let file: SaveFile<G::Action> = save::parse(save_text).map_err(|e| e.to_string())?;
        // Replayed on a headless table first: a save that does not replay is refused whole.
        let sim = GameSim::<G>::replay(&file.setup, &file.actions)?;
        restore_table::<G>(world, &sim.snapshot());
        Ok(())
    }
    fn end(&self, world: &mut World) {
        end_table::<G>(world);
    }
    fn to_act(&self, world: &World) -> Option<SeatId> {
        G::to_act(world)
    }
    fn outcome(&self, world: &World) -> Option<Outcome> {
        G::outcome(world)
    }
    fn actions_taken(&self, world: &World) -> usize {
        world
            .get_resource::<ActionLog<G::Action>>()
            .map_or(0, |l| l.entries.len())
    }
    fn save_text(&self, world: &World) -> String {
        let setup = world.resource::<mogland_rules::core::Table>().0.clone();
        let log = world.resource::<ActionLog<G::Action>>().entries.clone();
        save::to_text(&SaveFile::new(setup, log))
    }
    fn bot_act(&self, world: &mut World, seat: SeatId, level: BotLevel) {
        let seed = world.resource::<mogland_rules::core::Table>().0.seed;
        let mut rng = bot_rng(seed, seat, self.actions_taken(world));
        let obs = G::observation(world, seat);
        let action = G::bot(level).choose(&obs, &mut rng);
        world.write_message(Act { seat, action });
    }
}

/// The table being played.
#[derive(Resource, Clone)]
pub struct ActiveTable {
    pub driver: &'static dyn TableDriver,
    pub setup: TableSetup,
}

impl ActiveTable {
    pub fn game(&self) -> GameId {
        self.setup.game
    }
}

/// Run condition: a table of `game` is being played.
pub fn playing(
    game: GameId,
) -> impl Fn(Option<Res<ActiveTable>>, Res<State<Screen>>) -> bool + Clone {
    move |t, s| *s.get() == Screen::Playing && t.is_some_and(|t| t.game() == game)
}

/// Set by the active game's view while it animates: bots wait, and the game-over screen too.
#[derive(Resource, Default)]
pub struct ViewBusy(pub bool);

/// The final result, kept for the game-over screen and "play again".
#[derive(Resource, Clone)]
pub struct FinishedTable {
    pub setup: TableSetup,
    pub outcome: Outcome,
    pub score_label: &'static str,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ViewBusy>()
        .add_systems(OnExit(Screen::Playing), leave_table)
        .add_systems(
            Update,
            // After the rules, so an action applied this frame is saved this frame.
            (run_bots, autosave, finish)
                .chain()
                .after(mogland_rules::core::RulesSet::Resolve)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveTable>)),
        );
}

/// Starts a new table and goes to the playing screen, or tells the player why it could not.
pub fn start_new(world: &mut World, setup: TableSetup) {
    let Some(driver) = crate::games::driver(setup.game) else {
        world.resource_mut::<Notices>().0.push(format!(
            "{} is coming: it cannot be played yet",
            setup.game.name()
        ));
        return;
    };
    match driver.start(world, &setup) {
        Ok(()) => enter(world, driver, setup),
        Err(e) => world
            .resource_mut::<Notices>()
            .0
            .push(format!("The table could not start: {e}")),
    }
}

/// Resumes the autosave, if one reads and replays; refused saves are moved aside and named.
pub fn continue_saved(world: &mut World) {
    let slot = SaveSlot::new(world.resource::<Paths>().saves.clone());
    let loaded = slot.load();
    world.resource_mut::<Notices>().0.extend(loaded.refused);
    let Some((path, text, game)) = loaded.text else {
        return;
    };
    let Some(driver) = crate::games::driver(game) else {
        let why = format!("{} cannot be played in this version", game.name());
        let msg = slot.refuse(&path, &why);
        world.resource_mut::<Notices>().0.push(msg);
        return;
    };
    match driver.resume(world, &text) {
        Ok(()) => {
            let setup = world.resource::<mogland_rules::core::Table>().0.clone();
            enter(world, driver, setup);
        }
        Err(e) => {
            driver.end(world);
            let msg = slot.refuse(&path, &e);
            world.resource_mut::<Notices>().0.push(msg);
        }
    }
}

fn enter(world: &mut World, driver: &'static dyn TableDriver, setup: TableSetup) {
    world.insert_resource(ActiveTable { driver, setup });
    world.insert_resource(SavedCount(usize::MAX));
    world.resource_mut::<ViewBusy>().0 = false;
    NextState::set_if_neq(
        &mut world.resource_mut::<NextState<Screen>>(),
        Screen::Playing,
    );
}

/// Is there a save the menu can offer to continue? (Reads only the header.)
pub fn saved_game(paths: &Paths) -> Option<GameId> {
    let slot = SaveSlot::new(paths.saves.clone());
    [slot.current(), slot.previous()].iter().find_map(|p| {
        std::fs::read_to_string(p)
            .ok()
            .and_then(|t| save::peek_game(&t).ok())
    })
}

fn leave_table(world: &mut World) {
    if let Some(t) = world.remove_resource::<ActiveTable>() {
        t.driver.end(world);
    }
}

/// Bots act one at a time, after a pause the player can follow, never during an animation.
fn run_bots(world: &mut World, mut wait: Local<f32>) {
    let table = world.resource::<ActiveTable>().clone();
    let Some(seat) = table.driver.to_act(world) else {
        return;
    };
    let SeatKind::Bot(level) = table.setup.seats[seat.index()].kind else {
        *wait = 0.0;
        return;
    };
    if world.resource::<ViewBusy>().0 || world.resource::<crate::app::pause::PauseMenu>().open {
        return;
    }
    let speed = world.resource::<Settings>().animation_speed.max(0.05);
    *wait += world.resource::<Time>().delta_secs() * speed;
    if *wait < 0.6 {
        return;
    }
    *wait = 0.0;
    table.driver.bot_act(world, seat, level);
}

#[derive(Resource)]
struct SavedCount(usize);

/// After every accepted action, the whole table (setup + seed + log) is written atomically.
fn autosave(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    let n = table.driver.actions_taken(world);
    if world.resource::<SavedCount>().0 == n || table.driver.outcome(world).is_some() {
        return;
    }
    world.resource_mut::<SavedCount>().0 = n;
    let slot = SaveSlot::new(world.resource::<Paths>().saves.clone());
    if let Err(e) = slot.write(&table.driver.save_text(world)) {
        warn!("autosave failed: {e}");
        world
            .resource_mut::<Notices>()
            .0
            .push(format!("Autosave failed: {e}"));
    }
}

/// When the game is over (and the view has shown the last of it), on to the scores.
fn finish(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    let Some(outcome) = table.driver.outcome(world) else {
        return;
    };
    if world.resource::<ViewBusy>().0 {
        return;
    }
    // A finished game is not offered under "Continue".
    let slot = SaveSlot::new(world.resource::<Paths>().saves.clone());
    let _ = std::fs::remove_file(slot.current());
    let _ = std::fs::remove_file(slot.previous());
    world.insert_resource(FinishedTable {
        setup: table.setup.clone(),
        outcome,
        score_label: table.driver.score_label(),
    });
    NextState::set_if_neq(
        &mut world.resource_mut::<NextState<Screen>>(),
        Screen::GameOver,
    );
}
