//! Online tables with no window: `mogland serve` (a dedicated host whose seats are open or
//! bots) and `mogland join` (a client whose seat a bot plays). Tests build the same apps and
//! step several of them in one process.

use crate::guest::{End, Guest};
use crate::host::{Host, Place};
use crate::{NetPlugin, NetSet};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use mogland_rules::core::save::SaveSlot;
use mogland_rules::core::{BotLevel, Outcome, TableSetup, run_rules};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// An app with every game's rules and the network, and no window.
fn base_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, NetPlugin));
    for game in mogland_rules::games::GAMES {
        game.add_rules(&mut app);
    }
    app
}

/// The table a host opens.
pub enum Table {
    /// A new one: its setup and who sits where.
    New(Box<TableSetup>, Vec<Place>),
    /// One it saved: its players come back to their seats.
    Saved(String),
}

/// A host with no window for `table`, listening on `port` (0: any), writing its table to
/// `autosave` after every action.
pub fn host_app(
    table: Table,
    port: u16,
    autosave: Option<SaveSlot>,
) -> Result<(App, SocketAddr), String> {
    let mut app = base_app();
    let host = match table {
        Table::New(setup, places) => {
            let rules = mogland_rules::games::find(setup.game)
                .ok_or_else(|| format!("no game {}", setup.game))?;
            Host::new(rules, *setup, places)?
        }
        Table::Saved(save) => {
            let host = Host::resume(app.world_mut(), &save)?;
            host.rules.set_undo(app.world_mut(), true);
            host
        }
    };
    app.insert_resource(host).add_systems(
        Update,
        (auto_start, crate::host::play_bots, run_rules, save)
            .chain()
            .after(NetSet::Receive)
            .before(NetSet::Send)
            .run_if(resource_exists::<Host>),
    );
    if let Some(slot) = autosave {
        app.insert_resource(Autosave(slot, usize::MAX));
    }
    app.finish();
    app.cleanup();
    let addr = crate::listen(app.world_mut(), port)?;
    Ok((app, addr))
}

/// Where a headless host keeps its table, and how many actions it held when last written.
#[derive(Resource)]
struct Autosave(SaveSlot, usize);

/// After every action the table is written (atomically, the one before kept), so that a host
/// that stopped can open it again: `mogland serve --continue`.
fn save(world: &mut World) {
    let host = world.resource::<Host>();
    let rules = host.rules;
    if !host.started
        || !world.contains_resource::<mogland_rules::core::Table>()
        || !world.contains_resource::<Autosave>()
    {
        return;
    }
    let n = rules.actions_taken(world);
    if world.resource::<Autosave>().1 == n {
        return;
    }
    let text = rules.save_text(world);
    let mut autosave = world.resource_mut::<Autosave>();
    autosave.1 = n;
    if let Err(e) = autosave.0.write(&text) {
        warn!("the table could not be saved: {e}");
    }
}

/// A dedicated host starts as soon as every seat is taken and every player is ready.
fn auto_start(world: &mut World) {
    if !world.resource::<Host>().can_start() {
        return;
    }
    let mut host = world.remove_resource::<Host>().expect("checked");
    if let Err(e) = host.start(world) {
        host.news.push(format!("The table could not start: {e}"));
    }
    world.insert_resource(host);
}

/// A client with no window: it takes the first open seat and `bot` plays it.
pub fn guest_app(addr: SocketAddr, name: &str, bot: BotLevel) -> Result<App, String> {
    let mut app = base_app();
    app.insert_resource(Guest::new(name, Some(bot), true));
    app.finish();
    app.cleanup();
    crate::connect(app.world_mut(), addr)?;
    Ok(app)
}

/// How long the pace of a headless loop leaves between frames.
const FRAME: Duration = Duration::from_millis(1);
/// How long a finished table stays open so that its last messages reach every client.
const LINGER: Duration = Duration::from_millis(500);

/// What `mogland serve` reports of a finished table.
pub struct Served {
    pub outcome: Outcome,
    pub save: String,
}

/// Hosts a table with no window until its game ends, telling `say` what happens.
pub fn serve(
    table: Table,
    port: u16,
    autosave: Option<SaveSlot>,
    say: &mut dyn FnMut(&str),
) -> Result<Served, String> {
    let (mut app, addr) = host_app(table, port, autosave)?;
    let port = addr.port();
    let shown: Vec<String> = crate::local_addresses()
        .into_iter()
        .map(|ip| SocketAddr::new(ip, port).to_string())
        .collect();
    say(&format!(
        "Hosting on port {port}: join at {}",
        shown.join(" or ")
    ));
    let (mut said, mut logged) = (0, 0);
    let mut over: Option<Instant> = None;
    loop {
        app.update();
        let world = app.world_mut();
        let host = world.resource::<Host>();
        let rules = host.rules;
        for line in &host.news[said..] {
            say(line);
        }
        for line in host.log_since(logged) {
            say(&format!("(host) {line}"));
        }
        (said, logged) = (host.news.len(), host.logged);
        if host.started && world.contains_resource::<mogland_rules::core::Table>() {
            if let Some(line) = take_line(world, rules) {
                say(&line);
            }
            if let Some(outcome) = rules.outcome(world) {
                let at = *over.get_or_insert_with(Instant::now);
                if at.elapsed() > LINGER {
                    let save = rules.save_text(world);
                    crate::close(world);
                    return Ok(Served { outcome, save });
                }
            }
        }
        std::thread::sleep(FRAME);
    }
}

/// The log's newest line, once per action (for the console).
fn take_line(
    world: &mut World,
    rules: &'static dyn mogland_rules::core::GameRules,
) -> Option<String> {
    #[derive(Resource, Default)]
    struct Said(usize);
    let n = rules.actions_taken(world);
    let said = world.get_resource_or_insert_with(Said::default).0;
    if n == said {
        return None;
    }
    world.resource_mut::<Said>().0 = n;
    let seat = rules.last_actor(world)?;
    let line = rules.describe_last(world)?;
    Some(format!("{:>4}. seat {}: {line}", n, seat.number()))
}

/// What `mogland join` reports of a finished game.
pub struct Joined {
    pub digest: String,
    pub updates: u64,
    pub bytes: u64,
    /// Each of its actions' round trips to the host and back, in seconds.
    pub round_trips: Vec<f64>,
}

/// Joins the table at `addr` with no window, a `bot` playing the seat it takes, until the game
/// ends (checked against the host's save) or the table is lost.
pub fn join(
    addr: SocketAddr,
    name: &str,
    bot: BotLevel,
    say: &mut dyn FnMut(&str),
) -> Result<Joined, String> {
    let mut app = guest_app(addr, name, bot)?;
    say(&format!("Knocking at {addr} as {name}"));
    let mut seated = false;
    loop {
        app.update();
        let guest = app.world().resource::<Guest>();
        if !seated
            && let Some(lobby) = &guest.lobby
            && let Some(seat) = lobby.yours().first()
        {
            seated = true;
            say(&format!(
                "Seated at seat {} of a table of {}",
                seat.number(),
                mogland_rules::games::name_of(lobby.game)
            ));
        }
        if let Some(end) = guest.end.clone() {
            let (updates, bytes) = (guest.updates, guest.bytes);
            let round_trips = guest.round_trips.clone();
            crate::close(app.world_mut());
            return match end {
                End::Over { digest } => Ok(Joined {
                    digest,
                    updates,
                    bytes,
                    round_trips,
                }),
                End::Refused(why) => Err(format!("refused: {why}")),
                End::Lost(why) => Err(why),
                End::Failed(why) => Err(format!("the game ended but {why}")),
            };
        }
        std::thread::sleep(FRAME);
    }
}
