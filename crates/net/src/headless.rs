//! Online tables with no window: `mogland serve` (a dedicated host whose seats are open or
//! bots), `mogland join` (a client whose seat a bot plays) and `mogland watch` (a watcher that
//! prints the public table's log). Tests build the same apps and step several of them in one
//! process.

use crate::guest::{End, Visit};
use crate::host::{Host, Place};
use crate::invite::{DoorKeys, Invite};
use crate::{Identity, NetPlugin, NetSet};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use mogland_rules::core::save::SaveSlot;
use mogland_rules::core::{BotLevel, Outcome, TableSetup, Text, run_rules};
use mogland_rules::text;
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

/// The table a host opens: a new one, or one it saved.
pub enum Opening {
    /// A new one: its setup and who sits where.
    New(Box<TableSetup>, Vec<Place>),
    /// One it saved: its players come back to their seats.
    Saved(String),
}

/// How a host opens its table.
pub struct Hosting {
    /// Its UDP port (0: any).
    pub port: u16,
    /// Where it writes its table after every action, and the invite's secret and the seats'
    /// keys beside it (a saved table opened again reads them back).
    pub autosave: Option<SaveSlot>,
    pub me: Identity,
    /// Whoever holds the invite may watch.
    pub watchers: bool,
}

/// A host with no window for the table it opens.
pub fn host_app(opening: Opening, hosting: &Hosting) -> Result<App, Text> {
    let mut app = base_app();
    let mut host = match opening {
        Opening::New(setup, places) => {
            let rules = mogland_rules::games::find(setup.game)
                .ok_or_else(|| Text::Verbatim(format!("no game {}", setup.game)))?;
            Host::new(rules, *setup, places).map_err(Text::Verbatim)?
        }
        Opening::Saved(save) => {
            let mut host = Host::resume(app.world_mut(), &save)?;
            host.rules.set_undo(app.world_mut(), true);
            if let Some(slot) = &hosting.autosave {
                let kept = DoorKeys::read(&slot.dir);
                host.secret = kept.secret.unwrap_or(host.secret);
                host.restore_keys(&kept.seats);
            }
            host
        }
    };
    host.watchers_allowed = hosting.watchers;
    app.insert_resource(host).add_systems(
        Update,
        (auto_start, crate::host::play_bots, run_rules, save)
            .chain()
            .after(NetSet::Receive)
            .before(NetSet::Send)
            .run_if(resource_exists::<Host>),
    );
    if let Some(slot) = hosting.autosave.clone() {
        app.insert_resource(Autosave(slot, usize::MAX, DoorKeys::default()));
    }
    app.finish();
    app.cleanup();
    crate::listen(app.world_mut(), &hosting.me, hosting.port)?;
    Ok(app)
}

/// Where a headless host keeps its table, how many actions it held when last written, and the
/// door keys last written beside it.
#[derive(Resource)]
struct Autosave(SaveSlot, usize, DoorKeys);

/// After every action the table is written (atomically, the one before kept), so that a host
/// that stopped can open it again: `mogland serve --continue`.
fn save(world: &mut World) {
    let host = world.resource::<Host>();
    let rules = host.rules;
    let keys = DoorKeys {
        secret: Some(host.secret),
        seats: host.keys(),
    };
    if let Some(mut autosave) = world.get_resource_mut::<Autosave>()
        && autosave.2 != keys
    {
        if let Err(e) = keys.write(&autosave.0.dir) {
            warn!("the invite's secret and the seats' keys could not be kept: {e}");
        }
        autosave.2 = keys;
    }
    let host = world.resource::<Host>();
    if !host.started
        || !world.contains_resource::<mogland_rules::core::Setup>()
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
        host.news.push(text!("net-news-could-not-start", why = e));
    }
    world.insert_resource(host);
}

/// A client with no window: it takes the first open seat and `bot` plays it (no bot: it
/// comes to watch).
pub fn guest_app(
    invite: &Invite,
    name: &str,
    bot: Option<BotLevel>,
    me: &Identity,
) -> Result<App, Text> {
    let mut app = base_app();
    let mut guest = Visit::new(name, bot, bot.is_some());
    guest.hello.watch = bot.is_none();
    app.insert_resource(guest);
    app.finish();
    app.cleanup();
    crate::connect(app.world_mut(), me, invite)?;
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

/// How long a host waits for its relay before it prints the invite (without one, the invite
/// holds only direct addresses).
const RELAY_WAIT: Duration = Duration::from_secs(5);

/// How the console puts the rules' messages in words (the app's language).
pub type Words = fn(&Text) -> String;

/// Hosts a table with no window until its game ends, telling `say` what happens.
pub fn serve(
    opening: Opening,
    hosting: &Hosting,
    words: Words,
    say: &mut dyn FnMut(&str),
) -> Result<Served, String> {
    let mut app = host_app(opening, hosting).map_err(|e| words(&e))?;
    if hosting.me.relays != crate::Relays::Off {
        app.world()
            .resource::<crate::transport::Server>()
            .wait_online(RELAY_WAIT);
    }
    let invite = crate::invite(app.world()).expect("a host");
    let relayed = invite.host.relay_urls().next().is_some();
    let reach = match (&hosting.me.relays, relayed) {
        (crate::Relays::Off, _) => {
            ", with no relay: only machines that reach this one directly can join"
        }
        (_, true) => "",
        (_, false) => ": no relay answered, so only machines that reach this one directly can join",
    };
    say(&format!(
        "Hosting{reach}. The invite (give it to your friends):"
    ));
    say(&invite.to_string());
    let (mut said, mut logged) = (0, 0);
    let mut over: Option<Instant> = None;
    loop {
        app.update();
        let world = app.world_mut();
        let host = world.resource::<Host>();
        let rules = host.rules;
        for line in &host.news[said..] {
            say(&words(line));
        }
        for line in host.log_since(logged) {
            say(&format!("(host) {line}"));
        }
        (said, logged) = (host.news.len(), host.logged);
        if host.started && world.contains_resource::<mogland_rules::core::Setup>() {
            if let Some(line) = take_line(world, rules, words) {
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
    words: Words,
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
    Some(format!(
        "{:>4}. seat {}: {}",
        n,
        seat.number(),
        words(&line)
    ))
}

/// What `mogland join` reports of a finished game.
pub struct Joined {
    pub digest: String,
    pub updates: u64,
    pub bytes: u64,
    /// Each of its actions' round trips to the host and back, in seconds.
    pub round_trips: Vec<f64>,
}

/// Joins the table of `invite` with no window, a `bot` playing the seat it takes (and saying
/// `chat` once seated), until the game ends (checked against the host's save) or the table is
/// lost.
pub fn join(
    invite: &Invite,
    name: &str,
    bot: BotLevel,
    chat: Option<&str>,
    me: &Identity,
    words: Words,
    say: &mut dyn FnMut(&str),
) -> Result<Joined, String> {
    let knocked = Instant::now();
    let mut app = guest_app(invite, name, Some(bot), me).map_err(|e| words(&e))?;
    say(&format!("Knocking as {name}"));
    let mut seated = false;
    let mut routed = false;
    loop {
        app.update();
        let guest = app.world().resource::<Visit>();
        if !seated
            && let Some(lobby) = &guest.lobby
            && let Some(seat) = lobby.yours().first()
        {
            seated = true;
            say(&format!(
                "Seated at seat {} of a table of {} ({:.2} s after knocking)",
                seat.number(),
                mogland_rules::games::name_of(lobby.game),
                knocked.elapsed().as_secs_f64()
            ));
            if let Some(text) = chat {
                app.world_mut().write_message(crate::protocol::ToHost::Chat(
                    crate::protocol::Said::Words(text.to_owned()),
                ));
            }
        }
        if !routed && let Some(route) = route(app.world()) {
            routed = true;
            say(&format!("Connected: {route}"));
        }
        if let Some(end) = ended(&mut app, words) {
            if let Some(route) = route(app.world()) {
                say(&format!("At the end: {route}"));
            }
            let guest = app.world().resource::<Visit>();
            let (updates, bytes) = (guest.updates, guest.bytes);
            let round_trips = guest.round_trips.clone();
            crate::close(app.world_mut());
            let digest = end?;
            return Ok(Joined {
                digest,
                updates,
                bytes,
                round_trips,
            });
        }
        std::thread::sleep(FRAME);
    }
}

/// How this machine's connection to the host goes, once made.
fn route(world: &World) -> Option<crate::Route> {
    world.get_resource::<crate::transport::Client>()?.route()
}

/// How a client's time at the table ended, if it has: the digest of the game it was shown, or
/// why not.
fn ended(app: &mut App, words: Words) -> Option<Result<String, String>> {
    Some(match app.world().resource::<Visit>().end.clone()? {
        End::Over { digest } => Ok(digest),
        End::Refused(why) | End::Lost(why) | End::Failed(why) => Err(words(&why)),
    })
}

/// Watches the table of `invite` with no window until the game ends, telling `say` who is
/// asked what after each action, the chat, and the outcome. Returns the digest of the game
/// (checked against the host's save).
pub fn watch(
    invite: &Invite,
    name: &str,
    me: &Identity,
    words: Words,
    say: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let mut app = guest_app(invite, name, None, me).map_err(|e| words(&e))?;
    say(&format!("Knocking as {name}, to watch"));
    let (mut shown, mut chat, mut routed) = (0, 0, false);
    loop {
        app.update();
        if !routed && let Some(route) = route(app.world()) {
            routed = true;
            say(&format!("Connected: {route}"));
        }
        let world = app.world();
        let guest = world.resource::<Visit>();
        for line in &guest.chat[chat..] {
            match &line.from {
                Some(from) => say(&format!("{from}: {}", words(&line.text))),
                None => say(&words(&line.text)),
            }
        }
        chat = guest.chat.len();
        if let (Some(rules), Some(lobby), Some(mirror)) = (
            guest.rules,
            &guest.lobby,
            world.get_resource::<mogland_rules::core::net::Mirror>(),
        ) && mirror.shown != shown
        {
            shown = mirror.shown;
            let line = match rules.asked(world) {
                Some(asked) => {
                    let who: Vec<&str> = asked
                        .seats
                        .iter()
                        .filter_map(|s| lobby.seats.get(s.index()).map(|l| l.name.as_str()))
                        .collect();
                    format!("{} asked: {}", who.join(", "), words(&asked.prompt))
                }
                None => "no one is asked".into(),
            };
            say(&format!("{:>4}. {line}", mirror.actions));
        }
        if let Some(end) = ended(&mut app, words) {
            let world = app.world();
            let guest = world.resource::<Visit>();
            if let (Some(rules), Ok(_)) = (guest.rules, &end)
                && let Some(outcome) = rules.outcome(world)
            {
                say(&words(&outcome.summary));
            }
            crate::close(app.world_mut());
            return end;
        }
        std::thread::sleep(FRAME);
    }
}
