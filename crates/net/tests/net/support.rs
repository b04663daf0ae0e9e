//! Tables for the tests: a host app and its client apps, stepped together.

use bevy::prelude::*;
use mogland_net::guest::{End, Guest};
use mogland_net::headless::{Table as HostTable, guest_app, host_app};
use mogland_net::host::{Host, Place};
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameRules, SeatKind, SeatSetup, Table, TableSetup,
};
use mogland_rules::levels::parse_level;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

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

/// A host and its clients in one process.
pub struct Online {
    pub host: App,
    pub addr: SocketAddr,
    pub guests: Vec<App>,
}

impl Online {
    pub fn new(setup: TableSetup, places: Vec<Place>) -> Self {
        Self::open(HostTable::New(Box::new(setup), places), 0)
    }

    /// A host for `table` on `port` (0: any).
    pub fn open(table: HostTable, port: u16) -> Self {
        let (host, addr) = host_app(table, port, None).unwrap();
        let addr = SocketAddr::from(([127, 0, 0, 1], addr.port()));
        Self {
            host,
            addr,
            guests: Vec::new(),
        }
    }

    /// A client whose seat `bot` plays; it takes the first open seat.
    pub fn join(&mut self, name: &str, bot: BotLevel) -> usize {
        self.guests.push(guest_app(self.addr, name, bot).unwrap());
        self.guests.len() - 1
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
                    .contains_resource::<Table>()
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
    pub fn guest(&self, i: usize) -> &Guest {
        self.guests[i].world().resource::<Guest>()
    }
    pub fn end(&self, i: usize) -> Option<End> {
        self.guest(i).end.clone()
    }
    pub fn actions(&self) -> usize {
        let world = self.host.world();
        if !world.contains_resource::<Table>() {
            return 0;
        }
        self.host().rules.actions_taken(world)
    }
    pub fn over(&self) -> bool {
        let world = self.host.world();
        world.contains_resource::<Table>() && self.host().rules.outcome(world).is_some()
    }
    /// The digest in the host's save of its table.
    pub fn host_digest(&self) -> String {
        let save = self.host().rules.save_text(self.host.world());
        let at = save.find("digest: \"").expect("a digest") + 9;
        save[at..at + 64].to_owned()
    }
}
