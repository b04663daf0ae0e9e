//! Tables for the tests: a host app and its client apps, stepped together.

use bevy::prelude::*;
use mogland_net::guest::{End, Visit};
use mogland_net::headless::{Hosting, Opening, guest_app, host_app};
use mogland_net::host::{Host, Place};
use mogland_net::invite::Invite;
use mogland_net::{Identity, Relays, SecretKey};
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameRules, SeatKind, SeatSetup, Setup, TableSetup,
};
use mogland_rules::levels::parse_level;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A text as an English player reads it: a message in words, a player's own words as they are.
pub fn plain(text: &mogland_rules::core::Text) -> String {
    crate::english::read(text)
}

pub fn rules(game: &str) -> &'static dyn GameRules {
    mogland_rules::games::GAMES
        .iter()
        .copied()
        .find(|g| g.info().id.as_str() == game)
        .unwrap_or_else(|| panic!("no game {game}"))
}

/// A table of `game` for `n` seats, dealt from the shipped level.
pub fn setup(rules: &dyn GameRules, n: usize, seed: u64) -> TableSetup {
    let info = rules.info();
    let path = format!(
        "{}/../../levels/{}",
        env!("CARGO_MANIFEST_DIR"),
        info.level_file
    );
    let text = std::fs::read_to_string(&path).unwrap();
    TableSetup {
        game: info.id,
        seats: (0..n)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i % CAT_NAMES.len()].into(),
                colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed,
        level: parse_level(&path, &text).unwrap_or_else(|e| panic!("{e}")),
    }
}

/// A relay on 127.0.0.1 for this test process (plain http: nothing leaves the machine).
pub fn relay() -> Relays {
    static RELAY: OnceLock<iroh::RelayUrl> = OnceLock::new();
    let url = RELAY.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async move {
                use iroh_relay::server::{RelayConfig, Server, ServerConfig};
                let mut config = ServerConfig::default();
                config.relay = Some(RelayConfig::new((std::net::Ipv4Addr::LOCALHOST, 0)));
                let server = Server::spawn(config).await.unwrap();
                let url = format!("http://{}", server.http_addr().unwrap());
                tx.send(url.parse::<iroh::RelayUrl>().unwrap()).unwrap();
                // The relay serves until the test process ends.
                std::future::pending::<()>().await;
                drop(server);
            });
        });
        rx.recv().unwrap()
    });
    Relays::Own(vec![url.clone()])
}

/// A host and its clients in one process.
pub struct Online {
    pub host: App,
    pub invite: Invite,
    pub guests: Vec<App>,
    /// How the machines go online: no relay (direct on this machine) unless a test says.
    pub relays: Relays,
    /// Direct paths allowed (else everything goes through the relay).
    pub direct: bool,
    /// Each name's machine (its key): a client that comes back comes back with it.
    pub machines: HashMap<String, SecretKey>,
}

impl Online {
    pub fn new(setup: TableSetup, places: Vec<Place>) -> Self {
        Self::open(
            Opening::New(Box::new(setup), places),
            Self::hosting(Relays::Off, true),
        )
    }

    /// How a test host opens: any port, no save, a new key, watchers allowed.
    pub fn hosting(relays: Relays, direct: bool) -> Hosting {
        Hosting {
            port: 0,
            autosave: None,
            me: Identity {
                key: SecretKey::generate(),
                relays,
                direct,
                relay_ca: None,
            },
            watchers: true,
        }
    }

    /// A host for the table it opens.
    pub fn open(opening: Opening, hosting: Hosting) -> Self {
        let host = host_app(opening, &hosting).unwrap();
        if hosting.me.relays != Relays::Off {
            host.world()
                .resource::<mogland_net::transport::Server>()
                .wait_online(Duration::from_secs(10));
        }
        let invite = mogland_net::invite(host.world()).unwrap();
        Self {
            host,
            invite,
            guests: Vec::new(),
            relays: hosting.me.relays.clone(),
            direct: hosting.me.direct,
            machines: HashMap::new(),
        }
    }

    pub fn identity(&self, key: SecretKey) -> Identity {
        Identity {
            key,
            relays: self.relays.clone(),
            direct: self.direct,
            relay_ca: None,
        }
    }

    /// A client whose seat `bot` plays; it takes the first open seat. The machine that went
    /// by `name` before comes back with its key.
    pub fn join(&mut self, name: &str, bot: BotLevel) -> usize {
        let key = self
            .machines
            .entry(name.to_owned())
            .or_insert_with(SecretKey::generate)
            .clone();
        self.join_with(name, Some(bot), key)
    }

    /// A client from a machine never seen here (its own key), whatever its name.
    pub fn join_from_another_machine(&mut self, name: &str, bot: BotLevel) -> usize {
        self.join_with(name, Some(bot), SecretKey::generate())
    }

    /// A watcher (no bot, no seat).
    pub fn watch(&mut self, name: &str) -> usize {
        self.join_with(name, None, SecretKey::generate())
    }

    pub fn join_with(&mut self, name: &str, bot: Option<BotLevel>, key: SecretKey) -> usize {
        let me = self.identity(key);
        self.guests
            .push(guest_app(&self.invite, name, bot, &me).unwrap());
        self.guests.len() - 1
    }

    /// Client `i`'s machine leaves (its window closed, or its network dropped); returns once
    /// the host has noticed `name` is away.
    pub fn leaves(&mut self, i: usize, name: &str) {
        drop(self.guests.remove(i));
        self.until(Duration::from_secs(20), "the player away", |o| {
            o.host()
                .guests
                .iter()
                .any(|g| g.name == name && g.client.is_none())
        });
    }

    pub fn step(&mut self) {
        self.host.update();
        for g in &mut self.guests {
            g.update();
        }
        std::thread::sleep(Duration::from_micros(200));
    }

    /// Steps until `done`, failing after `limit`.
    pub fn until(&mut self, limit: Duration, what: &str, done: impl Fn(&Self) -> bool) {
        let start = Instant::now();
        while !done(self) {
            if start.elapsed() > limit {
                let world = self.host.world();
                let asked = world
                    .contains_resource::<Setup>()
                    .then(|| self.host().rules.asked(world))
                    .flatten();
                let guests: Vec<String> = (0..self.guests.len())
                    .map(|i| {
                        let g = self.guest(i);
                        format!(
                            "{:?} seats {:?} updates {} refused {:?} end {:?}",
                            g.hello.name,
                            g.seats(),
                            g.updates,
                            g.refused,
                            g.end
                        )
                    })
                    .collect();
                panic!(
                    "timed out waiting: {what}; {} actions, asked {asked:?}, news {:?}, guests {guests:#?}",
                    self.actions(),
                    self.host().news
                );
            }
            self.step();
        }
    }

    pub fn host(&self) -> &Host {
        self.host.world().resource::<Host>()
    }
    pub fn guest(&self, i: usize) -> &Visit {
        self.guests[i].world().resource::<Visit>()
    }
    pub fn end(&self, i: usize) -> Option<End> {
        self.guest(i).end.clone()
    }
    pub fn actions(&self) -> usize {
        let world = self.host.world();
        if !world.contains_resource::<Setup>() {
            return 0;
        }
        self.host().rules.actions_taken(world)
    }
    pub fn over(&self) -> bool {
        let world = self.host.world();
        world.contains_resource::<Setup>() && self.host().rules.outcome(world).is_some()
    }
    /// The digest in the host's save of its table.
    pub fn host_digest(&self) -> String {
        let save = self.host().rules.save_text(self.host.world());
        let at = save.find("digest: \"").expect("a digest") + 9;
        save[at..at + 64].to_owned()
    }
}
