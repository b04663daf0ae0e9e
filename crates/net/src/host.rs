//! The host of an online table. It alone runs the rules, holds the seed and the generator, and
//! plays the bots; it sends each client only the table as that client's seats may see it (see
//! `mogland_rules::core::net`). A client's action goes through the same gate as a local one.
//!
//! Seats are open (for a player from another machine), bots, or people at the host's screen.
//! A client that goes quiet leaves its seats "away": the table waits, or the host hands them to
//! a bot until the owner comes back. A guest is known by its installation's key, not its name:
//! a seat goes back only to the machine that held it (or, once the host releases it, to the
//! next machine that comes by its name). Whoever holds the invite may also watch, if the table
//! allows it: a watcher holds no seat and is sent the public table.

use crate::invite::{Secret, new_secret};
use crate::protocol::{
    CHAT_BACKLOG, CHAT_KEEP, ChatLine, Hello, Holder, Lobby, LobbySeat, ToGuest, ToHost,
    clean_name, other_protocol, refuse,
};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mogland_rules::core::hotseat::bots_to_answer;
use mogland_rules::core::{
    BotLevel, CAT_NAMES, GameRules, Refusal, Refused, SeatId, SeatKind, TableSetup, Text,
};
use mogland_rules::text;

/// What sits in a seat of an online table, at the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Open,
    Bot(BotLevel),
    /// A person at the host's own screen.
    Here,
    /// The guest with this index in [`Host::guests`].
    Guest(usize),
}

/// A player (or watcher) on another machine: it keeps its seats while it is away.
#[derive(Clone, Debug)]
pub struct Guest {
    pub name: String,
    /// Its installation's key (`None`: a seat from a save that kept none, or released by the
    /// host, which the next machine coming by this name takes).
    pub key: Option<[u8; 32]>,
    /// It watches: it holds no seat and sees the public table.
    pub watching: bool,
    /// Its connection (the client entity), while it is here.
    pub client: Option<Entity>,
    pub ready: bool,
    /// A bot of this level plays its seats while it is away.
    pub covered: Option<BotLevel>,
    /// It needs the table afresh (it just joined or came back, or an undo changed the table).
    synced: bool,
    /// It came back to a game under way: with the table afresh it is sent the game so far
    /// (`ToGuest::Story`), so that its log shows what happened.
    story: bool,
    /// Messages it may still send now (a flood is dropped), and chat lines, as of `at`
    /// (seconds).
    budget: f64,
    chat_budget: f64,
    at: f64,
    dropped: u32,
}

impl Guest {
    /// A player known by name whose machine is not (yet) connected.
    fn away(name: &str) -> Self {
        Self {
            name: name.to_owned(),
            key: None,
            watching: false,
            client: None,
            ready: true,
            covered: None,
            synced: false,
            story: false,
            budget: BURST,
            chat_budget: CHAT_BURST,
            at: 0.0,
            dropped: 0,
        }
    }
}

/// Messages a client may send per second, and at most at once: far more than any player or
/// bot needs, far less than a flood. Chat lines have their own, human, pace.
const RATE: f64 = 200.0;
const BURST: f64 = 400.0;
const CHAT_RATE: f64 = 1.0;
/// Lines of the host's log kept (a flood of refused actions must not fill the memory).
const LOG_KEEP: usize = 1000;
const CHAT_BURST: f64 = 5.0;

/// The online table this machine hosts.
#[derive(Resource)]
pub struct Host {
    pub rules: &'static dyn GameRules,
    /// The table's setup; its seats' names follow who sits there.
    pub setup: TableSetup,
    pub seats: Vec<Place>,
    pub guests: Vec<Guest>,
    pub started: bool,
    /// Lines for whoever watches the host (the console of `mogland serve`, the lobby screen).
    pub news: Vec<Text>,
    /// Every message the host refused or dropped, and why: for whoever runs it (`mogland
    /// serve` prints each line, the window's log has them too). The last [`LOG_KEEP`] lines.
    pub log: Vec<String>,
    /// How many lines the log has had, the trimmed ones included.
    pub logged: usize,
    /// The table's chat, the last [`CHAT_KEEP`] lines.
    pub chat: Vec<ChatLine>,
    /// The secret the invite carries: nobody without it gets in.
    pub secret: Secret,
    /// Whoever holds the invite may watch.
    pub watchers_allowed: bool,
    /// Actions taken when the clients were last sent the table.
    sent: usize,
    lobby_dirty: bool,
    over_sent: bool,
}

impl Host {
    /// A table of `setup`'s game with these seats; `seats.len()` must be the setup's seat count.
    pub fn new(
        rules: &'static dyn GameRules,
        setup: TableSetup,
        seats: Vec<Place>,
    ) -> Result<Self, String> {
        let info = rules.info();
        if !info.players.contains(&seats.len()) {
            return Err(format!(
                "{} takes {} to {} players, not {}",
                info.name,
                info.players.start(),
                info.players.end(),
                seats.len()
            ));
        }
        if seats.len() != setup.seat_count() {
            return Err("the seats do not match the table's setup".into());
        }
        Ok(Self {
            rules,
            setup,
            seats,
            guests: Vec::new(),
            started: false,
            news: Vec::new(),
            log: Vec::new(),
            logged: 0,
            chat: Vec::new(),
            secret: new_secret(),
            watchers_allowed: false,
            sent: usize::MAX,
            lobby_dirty: true,
            over_sent: false,
        })
    }

    /// The online table a host saved, dealt again from `save` into `world`, already started:
    /// its bots sit where they sat, and every other seat waits, away, for the player of that
    /// name to come back.
    pub fn resume(world: &mut World, save: &str) -> Result<Self, Text> {
        let game = mogland_rules::core::save::peek_game(save).map_err(|e| e.text())?;
        let rules = mogland_rules::games::find(game).ok_or_else(|| {
            text!(
                "net-refused-cannot-play-host",
                game = mogland_rules::games::name_of(game)
            )
        })?;
        rules.resume(world, save).map_err(|e| e.text())?;
        Self::resumed(world, rules, &[]).map_err(Text::Verbatim)
    }

    /// The online table already resumed in `world`, opened again: bots sit where they sat,
    /// `here` are the seats of people at this machine's screen, and every other seat waits,
    /// away, for the player of that name.
    pub fn resumed(
        world: &World,
        rules: &'static dyn GameRules,
        here: &[SeatId],
    ) -> Result<Self, String> {
        let setup = world.resource::<mogland_rules::core::Setup>().0.clone();
        let mut guests: Vec<Guest> = Vec::new();
        let seats = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.kind {
                SeatKind::Bot(level) => Place::Bot(level),
                SeatKind::Human if here.contains(&SeatId(i as u8)) => Place::Here,
                SeatKind::Human => {
                    let g = guests
                        .iter()
                        .position(|g| g.name == seat.name)
                        .unwrap_or_else(|| {
                            guests.push(Guest::away(&seat.name));
                            guests.len() - 1
                        });
                    Place::Guest(g)
                }
            })
            .collect();
        let mut host = Self::new(rules, setup, seats)?;
        host.guests = guests;
        host.started = true;
        host.news.push(text!(
            "net-news-resumed",
            game = rules.info().name,
            count = rules.actions_taken(world)
        ));
        Ok(host)
    }

    /// A new secret: the invite given so far lets nobody else in (those at the table stay).
    pub fn new_invite(&mut self) {
        self.secret = new_secret();
        self.news.push(text!("net-news-new-invite"));
    }

    /// Gives guest `g`'s seats to the next machine that comes by its name (a player who lost
    /// their data folder, and with it their key).
    pub fn release(&mut self, g: usize) {
        let Some(guest) = self.guests.get_mut(g) else {
            return;
        };
        if guest.client.is_some() || guest.key.is_none() {
            return;
        }
        guest.key = None;
        let name = guest.name.clone();
        self.news.push(text!("net-news-released", name = name));
    }

    /// The key of each guest who holds one, by name: kept beside a hosted table's save, so
    /// that a table opened again gives each seat back only to its machine.
    pub fn keys(&self) -> Vec<(String, [u8; 32])> {
        self.guests
            .iter()
            .filter(|g| !g.watching)
            .filter_map(|g| g.key.map(|k| (g.name.clone(), k)))
            .collect()
    }

    /// The keys kept with the save (see [`Host::keys`]), given to the guests away by those
    /// names.
    pub fn restore_keys(&mut self, keys: &[(String, [u8; 32])]) {
        for guest in &mut self.guests {
            if let Some((_, key)) = keys.iter().find(|(n, _)| *n == guest.name) {
                guest.key = Some(*key);
            }
        }
    }

    /// Keeps the last [`CHAT_KEEP`] lines of the chat.
    pub fn trim_chat(&mut self) {
        let over = self.chat.len().saturating_sub(CHAT_KEEP);
        self.chat.drain(..over);
    }

    /// Every guest is sent the table afresh (after an undo at the host's own screen).
    pub fn resync_all(&mut self) {
        for guest in &mut self.guests {
            guest.synced = false;
        }
    }

    /// Every open seat is taken and every guest is ready.
    pub fn can_start(&self) -> bool {
        !self.started
            && !self.seats.contains(&Place::Open)
            && self
                .guests
                .iter()
                .all(|g| g.ready && g.client.is_some() || !self.holds_any(g))
    }

    fn holds_any(&self, guest: &Guest) -> bool {
        let i = self.guests.iter().position(|g| g.name == guest.name);
        self.seats.iter().any(|p| Some(*p) == i.map(Place::Guest))
    }

    /// The seats guest `g` holds.
    pub fn seats_of(&self, g: usize) -> Vec<SeatId> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, p)| **p == Place::Guest(g))
            .map(|(i, _)| SeatId(i as u8))
            .collect()
    }

    /// Gives each undealt bot called `name` the first cat's name nobody at the table uses
    /// (or, with every one taken, `name` marked as a bot's), so that a guest may go by it.
    fn rename_bots_called(&mut self, name: &str) {
        for seat in 0..self.seats.len() {
            if !matches!(self.seats[seat], Place::Bot(_)) || self.setup.seats[seat].name != name {
                continue;
            }
            let used = |candidate: &str| {
                candidate == name
                    || self.setup.seats.iter().any(|s| s.name == candidate)
                    || self.guests.iter().any(|g| g.name == candidate)
            };
            let free = CAT_NAMES.iter().find(|n| !used(n));
            let renamed = free.map_or_else(|| format!("{name} (bot)"), |n| (*n).to_owned());
            self.news.push(text!(
                "net-news-bot-renamed",
                name = name,
                renamed = &renamed
            ));
            self.setup.seats[seat].name = renamed;
            self.lobby_dirty = true;
        }
    }

    /// Keeps a line of the host's log.
    fn note(&mut self, line: String) {
        info!("{line}");
        self.log.push(line);
        self.logged += 1;
        let over = self.log.len().saturating_sub(LOG_KEEP);
        self.log.drain(..over);
    }

    /// The log's lines after the first `seen` it has had (as many of them as are kept).
    pub fn log_since(&self, seen: usize) -> &[String] {
        let new = (self.logged - seen).min(self.log.len());
        &self.log[self.log.len() - new..]
    }

    fn guest_of(&self, client: Entity) -> Option<usize> {
        self.guests.iter().position(|g| g.client == Some(client))
    }

    /// The setup the rules deal: bots where bots sit, people everywhere else.
    fn dealt_setup(&self) -> TableSetup {
        let mut setup = self.setup.clone();
        for (seat, place) in setup.seats.iter_mut().zip(&self.seats) {
            match place {
                Place::Bot(level) => seat.kind = SeatKind::Bot(*level),
                Place::Guest(g) => {
                    seat.kind = SeatKind::Human;
                    seat.name = self.guests[*g].name.clone();
                }
                Place::Here | Place::Open => seat.kind = SeatKind::Human,
            }
        }
        setup
    }

    /// The lobby as the client of guest `g` (or nobody) sees it.
    pub fn lobby_for(&self, g: Option<usize>) -> Lobby {
        Lobby {
            game: self.setup.game,
            variants: self.setup.variants.clone(),
            seats: self
                .seats
                .iter()
                .zip(&self.setup.seats)
                .map(|(place, seat)| match place {
                    Place::Open => LobbySeat {
                        name: String::new(),
                        holder: Holder::Open,
                        yours: false,
                    },
                    Place::Bot(level) => LobbySeat {
                        name: seat.name.clone(),
                        holder: Holder::Bot(*level),
                        yours: false,
                    },
                    Place::Here => LobbySeat {
                        name: seat.name.clone(),
                        holder: Holder::Host,
                        yours: false,
                    },
                    Place::Guest(i) => {
                        let guest = &self.guests[*i];
                        LobbySeat {
                            name: guest.name.clone(),
                            holder: Holder::Guest {
                                ready: guest.ready,
                                away: guest.client.is_none(),
                                covered: guest.covered.is_some(),
                            },
                            yours: Some(*i) == g,
                        }
                    }
                })
                .collect(),
            started: self.started,
            watchers: self
                .guests
                .iter()
                .filter(|g| g.watching && g.client.is_some())
                .map(|g| g.name.clone())
                .collect(),
        }
    }

    /// Deals the table (the host decided to start).
    pub fn start(&mut self, world: &mut World) -> Result<(), String> {
        if self.started {
            return Ok(());
        }
        if self.seats.contains(&Place::Open) {
            return Err("every seat needs a player or a bot first".into());
        }
        let setup = self.dealt_setup();
        self.rules.start(world, &setup)?;
        // Take-backs under the local rule (a guest asks with `ToHost::Undo`).
        self.rules.set_undo(world, true);
        self.setup = setup;
        self.started = true;
        self.sent = usize::MAX;
        for g in &mut self.guests {
            g.synced = false;
        }
        self.lobby_dirty = true;
        self.news
            .push(text!("net-news-begins", game = self.rules.info().name));
        Ok(())
    }

    /// Hands the seats of an away guest to a bot of `level` until it returns (`None`: the
    /// table waits for it).
    pub fn cover(&mut self, world: &mut World, g: usize, level: Option<BotLevel>) {
        let Some(guest) = self.guests.get_mut(g) else {
            return;
        };
        if guest.client.is_some() && level.is_some() {
            return;
        }
        guest.covered = level;
        for seat in self.seats_of(g) {
            self.rules.set_seat_bot(world, seat, level);
        }
        self.lobby_dirty = true;
    }

    /// Sends guest `g` away (its client is disconnected; before the game its seats open again).
    pub fn kick(&mut self, g: usize, out: &mut Outbox) {
        let Some(guest) = self.guests.get(g) else {
            return;
        };
        if let Some(client) = guest.client {
            out.send(client, ToGuest::TurnedAway(text!("net-refused-kicked")));
            out.disconnect.push(client);
        }
        if !self.started {
            for p in &mut self.seats {
                if *p == Place::Guest(g) {
                    *p = Place::Open;
                }
            }
        }
        self.news.push(text!("net-news-kicked", name = &guest.name));
        self.guests[g].client = None;
        self.lobby_dirty = true;
    }

    /// The bots that answer now: the host's own, and those covering away players.
    pub fn bots_now(&self, world: &World) -> Vec<(SeatId, BotLevel)> {
        let Some(asked) = self.rules.asked(world) else {
            return Vec::new();
        };
        let mut setup = self.setup.clone();
        for (seat, place) in setup.seats.iter_mut().zip(&self.seats) {
            if let Place::Guest(g) = place
                && let Some(level) = self.guests[*g].covered
            {
                seat.kind = SeatKind::Bot(level);
            }
        }
        bots_to_answer(&setup, &asked)
    }
}

/// The host's place in the gate's refusals.
#[derive(Resource, Default)]
pub struct RefusalTap(bevy::ecs::message::MessageCursor<Refused>);

/// What the host's systems send this frame.
#[derive(Default)]
pub struct Outbox {
    pub messages: Vec<(Entity, ToGuest)>,
    pub disconnect: Vec<Entity>,
}

impl Outbox {
    pub fn send(&mut self, client: Entity, message: ToGuest) {
        self.messages.push((client, message));
    }
}

/// Reads what clients sent and acts on it.
pub fn receive(world: &mut World) {
    let incoming: Vec<FromClient<ToHost>> = world
        .resource_mut::<Messages<FromClient<ToHost>>>()
        .drain()
        .collect();
    if incoming.is_empty() {
        return;
    }
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let mut host = world.remove_resource::<Host>().expect("a host");
    let mut out = Outbox::default();
    for g in &mut host.guests {
        g.budget = (g.budget + (now - g.at) * RATE).min(BURST);
        g.chat_budget = (g.chat_budget + (now - g.at) * CHAT_RATE).min(CHAT_BURST);
        g.at = now;
    }
    for message in incoming {
        let Some(client) = message.client_id.entity() else {
            continue;
        };
        handle(world, &mut host, &mut out, client, message.message);
    }
    world.insert_resource(host);
    post(world, out);
}

fn handle(world: &mut World, host: &mut Host, out: &mut Outbox, client: Entity, msg: ToHost) {
    let Some(g) = host.guest_of(client) else {
        match msg {
            ToHost::Hello(hello) => welcome(world, host, out, client, hello),
            other => host.note(format!(
                "dropped {} from a machine that has not said hello",
                other.kind()
            )),
        }
        return;
    };
    // A flood is dropped, with a line now and then.
    let guest = &mut host.guests[g];
    let chat = matches!(msg, ToHost::Chat(_));
    if guest.budget < 1.0 || chat && guest.chat_budget < 1.0 {
        guest.dropped += 1;
        let (dropped, now_and_then) = (guest.dropped, guest.dropped.is_power_of_two());
        if now_and_then {
            let line = format!(
                "{} sends too many messages: {dropped} dropped so far",
                guest.name
            );
            host.note(line);
        }
        // A dropped action is answered (now and then), so that a bot asks again.
        if let ToHost::Act { seat, .. } = msg
            && now_and_then
        {
            let why = Refusal::new(text!("net-rule-table"), text!("net-refused-too-many"));
            out.send(client, ToGuest::ActRefused { seat, why });
        }
        return;
    }
    guest.budget -= 1.0;
    if chat {
        guest.chat_budget -= 1.0;
    }
    let name = guest.name.clone();
    if guest.watching && !matches!(msg, ToHost::Chat(_) | ToHost::Hello(_)) {
        host.note(format!("{name} watches: dropped {}", msg.kind()));
        if let ToHost::Act { seat, .. } | ToHost::Undo(seat) = msg {
            let why = Refusal::new(text!("net-rule-table"), text!("net-refused-watching"));
            out.send(client, ToGuest::ActRefused { seat, why });
        }
        return;
    }
    match msg {
        ToHost::Hello(_) => host.note(format!("{name} said hello twice: dropped")),
        ToHost::Sit(seat) if !host.started => {
            if host.seats.get(seat.index()) == Some(&Place::Open) {
                host.seats[seat.index()] = Place::Guest(g);
                host.news
                    .push(text!("net-news-sits", name = &name, seat = seat.number()));
                host.lobby_dirty = true;
            }
        }
        ToHost::Stand(seat) if !host.started => {
            if host.seats.get(seat.index()) == Some(&Place::Guest(g)) {
                host.seats[seat.index()] = Place::Open;
                host.lobby_dirty = true;
            }
        }
        ToHost::Ready(ready) if !host.started => {
            host.guests[g].ready = ready;
            host.lobby_dirty = true;
        }
        ToHost::Sit(_) | ToHost::Stand(_) | ToHost::Ready(_) => {
            host.note(format!("{name} changed seats after the start: dropped"));
        }
        ToHost::Act { seat, action } => {
            let refusal = if !host.started {
                Some(Refusal::new(
                    text!("net-rule-table"),
                    text!("net-refused-not-started"),
                ))
            } else if host.seats.get(seat.index()) != Some(&Place::Guest(g)) {
                Some(not_yours(seat))
            } else {
                host.rules.net_act(world, seat, &action).err().map(|e| {
                    Refusal::new(
                        text!("net-rule-table"),
                        text!("net-refused-not-an-action", why = e),
                    )
                })
            };
            if let Some(why) = refusal {
                host.note(format!(
                    "refused an action of {name} for seat {}: {why}",
                    seat.number()
                ));
                out.send(client, ToGuest::ActRefused { seat, why });
            }
        }
        ToHost::Undo(seat) => {
            let result = if host.started && host.seats.get(seat.index()) == Some(&Place::Guest(g)) {
                host.rules.undo(world, seat)
            } else {
                Err(not_yours(seat))
            };
            match result {
                Ok(()) => {
                    host.news.push(text!("net-news-takes-back", name = &name));
                    for guest in &mut host.guests {
                        guest.synced = false;
                    }
                }
                Err(why) => {
                    host.note(format!(
                        "refused {name}'s take-back for seat {}: {why}",
                        seat.number()
                    ));
                    out.send(client, ToGuest::ActRefused { seat, why });
                }
            }
        }
        ToHost::Chat(said) => {
            if let Some(text) = said.text() {
                host.news
                    .push(text!("net-news-says", name = &name, text = &text));
                let line = ChatLine::said(&name, text);
                for other in host.guests.iter().filter_map(|g| g.client) {
                    out.send(other, ToGuest::Chat(line.clone()));
                }
                host.chat.push(line);
                host.trim_chat();
            }
        }
    }
}

/// A new connection said who it is: refused, welcomed to the lobby (or to watch), or back at
/// its seats.
fn welcome(world: &mut World, host: &mut Host, out: &mut Outbox, client: Entity, hello: Hello) {
    // Every refusal is a line of the news, for whoever hosts.
    let mut turn_away = |host: &mut Host, name: &str, why: Text| {
        host.news
            .push(text!("net-news-refused", name = name, why = &why));
        out.send(client, ToGuest::TurnedAway(why));
        out.disconnect.push(client);
    };
    let mut name = clean_name(&hello.name);
    // A machine of another protocol first, in the one message every version reads (and in
    // English: its messages may not have our ids). It learns our version, nothing of the table.
    if let Some(why) = other_protocol(&hello) {
        host.news.push(text!(
            "net-news-refused",
            name = &name,
            why = Text::Verbatim(why.clone())
        ));
        out.send(client, ToGuest::Refused(why));
        out.disconnect.push(client);
        return;
    }
    // The secret next: a machine without the invite learns nothing of the table.
    if hello.secret != host.secret {
        turn_away(host, &name, text!("net-refused-invite"));
        return;
    }
    if let Some(why) = refuse(&hello, host.setup.game) {
        turn_away(host, &name, why);
        return;
    }
    let Some(key) = world
        .get::<crate::transport::Peer>(client)
        .map(|p| *p.key().as_bytes())
    else {
        return;
    };
    // A machine that holds seats is back, whatever name it gives now.
    let mine = host.guests.iter().position(|g| g.key == Some(key));
    if let Some(g) = mine {
        if let Some(old) = host.guests[g].client {
            // Its old connection has not timed out yet: the new one takes over.
            out.disconnect.push(old);
        }
        let guest = &host.guests[g];
        let back = if guest.watching {
            text!("net-news-watches-again", name = &guest.name)
        } else {
            text!("net-news-back", name = &guest.name)
        };
        host.news.push(back);
        host.cover(world, g, None);
        admit(world, host, out, client, g);
        return;
    }
    if name.is_empty() {
        name = format!("Guest {}", host.guests.len() + 1);
    }
    if hello.watch {
        if !host.watchers_allowed {
            turn_away(host, &name, text!("net-refused-no-watchers"));
            return;
        }
        if host.guests.iter().any(|g| g.name == name) {
            name = format!("{name} (watching)");
        }
        host.news.push(text!("net-news-watches", name = &name));
        // The players see who watches in their chat too.
        let line = ChatLine::table(text!("net-chat-watching", name = &name));
        for other in host.guests.iter().filter_map(|g| g.client) {
            out.send(other, ToGuest::Chat(line.clone()));
        }
        host.chat.push(line);
        host.guests.push(Guest {
            key: Some(key),
            watching: true,
            at: world.resource::<Time<Real>>().elapsed_secs_f64(),
            ..Guest::away(&name)
        });
        admit(world, host, out, client, host.guests.len() - 1);
        return;
    }
    // A bot never keeps a person out: before the deal it takes another name.
    if !host.started {
        host.rename_bots_called(&name);
    }
    // A player at the host's screen (or a bot already dealt) goes by that name.
    let taken = host
        .seats
        .iter()
        .zip(&host.setup.seats)
        .any(|(p, s)| matches!(p, Place::Bot(_) | Place::Here) && s.name == name);
    let same = host.guests.iter().position(|g| g.name == name);
    let g = match same {
        // Seats kept with no key (or released by the host) go to the machine that comes by
        // their name.
        Some(g) if host.guests[g].key.is_none() && !host.guests[g].watching => {
            host.guests[g].key = Some(key);
            host.news.push(text!("net-news-back", name = &name));
            host.cover(world, g, None);
            g
        }
        _ if host.started => {
            // The same sentence whoever is asked for: a stranger learns nothing of the seats.
            turn_away(host, &name, text!("net-refused-started"));
            return;
        }
        Some(_) => {
            turn_away(host, &name, text!("net-refused-name-taken", name = &name));
            return;
        }
        None if taken => {
            turn_away(host, &name, text!("net-refused-name-taken", name = &name));
            return;
        }
        None => {
            host.news.push(text!("net-news-joins", name = &name));
            host.guests.push(Guest {
                key: Some(key),
                ready: false,
                at: world.resource::<Time<Real>>().elapsed_secs_f64(),
                ..Guest::away(&name)
            });
            host.guests.len() - 1
        }
    };
    admit(world, host, out, client, g);
}

/// Guest `g`'s machine is at the table: it is sent the lobby, the table afresh and the last
/// lines of the chat.
fn admit(world: &mut World, host: &mut Host, out: &mut Outbox, client: Entity, g: usize) {
    let guest = &mut host.guests[g];
    guest.client = Some(client);
    guest.synced = false;
    // Back at a game under way: its machine is told the game so far with the table.
    guest.story = host.started;
    host.lobby_dirty = true;
    world.entity_mut(client).insert(AuthorizedClient);
    // The last lines of the table's chat, as if it had been there.
    let from = host.chat.len().saturating_sub(CHAT_BACKLOG);
    for line in &host.chat[from..] {
        out.send(client, ToGuest::Chat(line.clone()));
    }
}

/// How long a new connection has to say who it is before the host lets it go, so that
/// connections that never speak cannot hold the table's places.
pub const HELLO_WITHIN: f64 = 5.0;

/// When a connection opened (it has not been admitted yet while it lacks `AuthorizedClient`).
#[derive(Component)]
pub struct Knocked(f64);

/// A connection opened: the clock for its hello starts.
pub fn knocked(
    add: On<Add, ConnectedClient>,
    time: Option<Res<Time<Real>>>,
    mut commands: Commands,
) {
    let Some(time) = time else { return };
    commands
        .entity(add.entity)
        .insert(Knocked(time.elapsed_secs_f64()));
}

/// Lets go of every connection that has not said hello within [`HELLO_WITHIN`].
pub fn let_go_of_the_silent(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let silent: Vec<Entity> = world
        .query_filtered::<(Entity, &Knocked), Without<AuthorizedClient>>()
        .iter(world)
        .filter(|(_, k)| now - k.0 > HELLO_WITHIN)
        .map(|(e, _)| e)
        .collect();
    if silent.is_empty() {
        return;
    }
    let mut out = Outbox::default();
    for client in silent {
        // Once: closing the connection takes a frame or two.
        world.entity_mut(client).remove::<Knocked>();
        world.resource_mut::<Host>().note(format!(
            "let go of a machine that said nothing for {HELLO_WITHIN} s"
        ));
        out.disconnect.push(client);
    }
    post(world, out);
}

/// A client's connection closed: its seats are away (before the game, they open again).
pub fn left(remove: On<Remove, ConnectedClient>, mut host: Option<ResMut<Host>>) {
    let Some(host) = host.as_deref_mut() else {
        return;
    };
    let Some(g) = host.guest_of(remove.entity) else {
        return;
    };
    let name = host.guests[g].name.clone();
    host.guests[g].client = None;
    if host.guests[g].watching {
        host.news
            .push(text!("net-news-stops-watching", name = &name));
    } else if host.over_sent {
        host.news.push(text!("net-news-left", name = &name));
    } else if host.started {
        host.news.push(text!("net-news-away", name = &name));
    } else {
        for p in &mut host.seats {
            if *p == Place::Guest(g) {
                *p = Place::Open;
            }
        }
        host.guests[g].ready = false;
        host.news.push(text!("net-news-left", name = &name));
    }
    host.lobby_dirty = true;
}

/// After the rules ran: the lobby, each client's table, refusals and the end of the game.
pub fn send(world: &mut World) {
    let mut host = world.remove_resource::<Host>().expect("a host");
    let mut out = Outbox::default();
    // Refusals of a guest's actions go back to it (the host's own screen reads them too).
    let refused: Vec<Refused> = world.resource_scope(|world, mut tap: Mut<RefusalTap>| {
        world
            .get_resource::<Messages<Refused>>()
            .map(|m| tap.0.read(m).cloned().collect())
            .unwrap_or_default()
    });
    for r in refused {
        if let Some(Place::Guest(g)) = host.seats.get(r.seat.index())
            && let Some(client) = host.guests[*g].client
        {
            out.send(
                client,
                ToGuest::ActRefused {
                    seat: r.seat,
                    why: r.refusal.clone(),
                },
            );
        }
    }
    if host.lobby_dirty {
        host.lobby_dirty = false;
        for (g, guest) in host.guests.iter().enumerate() {
            if let Some(client) = guest.client {
                out.send(client, ToGuest::Lobby(host.lobby_for(Some(g))));
            }
        }
    }
    // The host's own lines join the chat elsewhere (the window's chat line).
    host.trim_chat();
    if host.started && world.contains_resource::<mogland_rules::core::Setup>() {
        let taken = host.rules.actions_taken(world);
        let behind = host.guests.iter().any(|g| g.client.is_some() && !g.synced);
        if taken != host.sent || behind {
            let here: Vec<(usize, Entity)> = host
                .guests
                .iter()
                .enumerate()
                .filter_map(|(g, guest)| guest.client.map(|c| (g, c)))
                .collect();
            // Those back at a game under way get the table afresh with no events (the game so
            // far follows it, and holds those), the others as usual.
            let (back, rest): (Vec<(usize, Entity)>, Vec<(usize, Entity)>) =
                here.into_iter().partition(|(g, _)| {
                    let guest = &host.guests[*g];
                    guest.story && !guest.synced
                });
            let seats: Vec<Vec<SeatId>> = rest.iter().map(|(g, _)| host.seats_of(*g)).collect();
            let fresh: Vec<bool> = rest.iter().map(|(g, _)| !host.guests[*g].synced).collect();
            // Called even for no one: it takes this frame's events, which are not news to
            // those who come back.
            let updates = host.rules.net_updates(world, &seats, &fresh);
            for ((g, client), update) in rest.into_iter().zip(updates) {
                out.send(client, ToGuest::Table(update));
                host.guests[g].synced = true;
            }
            if !back.is_empty() {
                let seats: Vec<Vec<SeatId>> = back.iter().map(|(g, _)| host.seats_of(*g)).collect();
                let updates = host
                    .rules
                    .net_updates(world, &seats, &vec![true; back.len()]);
                let stories = stories(world, host.rules, &seats);
                for (((g, client), update), story) in back.into_iter().zip(updates).zip(stories) {
                    out.send(client, ToGuest::Table(update));
                    if let Some(story) = story {
                        out.send(client, ToGuest::Story(story));
                    }
                    host.guests[g].synced = true;
                    host.guests[g].story = false;
                }
            }
            host.sent = taken;
        }
        if !host.over_sent && host.rules.outcome(world).is_some() {
            host.over_sent = true;
            let save = host.rules.save_text(world);
            for client in host.guests.iter().filter_map(|g| g.client) {
                out.send(client, ToGuest::Over { save: save.clone() });
            }
        }
    }
    world.insert_resource(host);
    post(world, out);
}

/// The game so far for each of `clients` (its seats): every event since the deal as those
/// seats may see it, with the table now (`None` before the first action, or if the table cannot
/// be replayed, which is said in the log).
fn stories(
    world: &World,
    rules: &'static dyn GameRules,
    clients: &[Vec<SeatId>],
) -> Vec<Option<Vec<u8>>> {
    if rules.actions_taken(world) == 0 {
        return vec![None; clients.len()];
    }
    let mut track = match rules.open_replay(&rules.save_text(world)) {
        Ok(track) => track,
        Err(e) => {
            warn!("the game so far could not be told to a player who came back: {e}");
            return vec![None; clients.len()];
        }
    };
    clients
        .iter()
        .map(|seats| {
            track.seek(0);
            while track.forward() {}
            Some(track.view(seats, false))
        })
        .collect()
}

/// Hands the outbox to replicon.
pub fn post(world: &mut World, out: Outbox) {
    for (client, message) in out.messages {
        world.write_message(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message,
        });
    }
    for client in out.disconnect {
        world.write_message(DisconnectRequest { client });
    }
}

/// Plays the bots' turns at once (a headless host; the window runs them on other threads).
pub fn play_bots(world: &mut World) {
    let host = world.resource::<Host>();
    if !host.started || !world.contains_resource::<mogland_rules::core::Setup>() {
        return;
    }
    let rules = host.rules;
    for (seat, level) in host.bots_now(world) {
        if let Some(job) = rules.bot_job(world, seat, level) {
            let reply = job();
            reply(world);
        }
    }
}

/// A guest acted for a seat it does not hold.
fn not_yours(seat: SeatId) -> Refusal {
    Refusal::new(
        text!("net-rule-table"),
        text!("net-refused-not-your-seat", seat = seat.number()),
    )
}
