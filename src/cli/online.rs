//! `mogland serve`, `join` and `watch`: online tables with no window (a dedicated host, a bot
//! at someone else's table, a watcher).

use crate::{Ran, parse};
use mogland::lang;
use mogland::settings::{Paths, Settings};
use mogland_net::headless::{Hosting, Opening};
use mogland_net::host::Place;
use mogland_net::invite::Invite;
use mogland_rules::core::save::SaveSlot;
use mogland_rules::core::{CAT_COLOURS, CAT_NAMES, GameRng, SeatKind, SeatSetup, TableSetup};
use std::path::PathBuf;
use std::process::ExitCode;

/// How a headless table goes online (the settings' relays and key otherwise).
#[derive(clap::Args)]
pub struct NetArgs {
    /// The relays to fall back on: "public", "none", or relay URLs (default: the settings,
    /// or MOGLAND_RELAY).
    #[arg(long)]
    relay: Option<String>,
    /// Always through a relay: no other machine learns this one's address.
    #[arg(long)]
    relay_only: bool,
}

impl NetArgs {
    /// This installation's key, with these relays.
    fn identity(&self) -> Result<mogland_net::Identity, String> {
        // RUST_LOG=iroh=debug shows what the network tries (hole punching, relays) on stderr.
        if std::env::var_os("RUST_LOG").is_some() {
            use bevy::log::tracing_subscriber::{EnvFilter, fmt};
            let _ = fmt()
                .with_env_filter(EnvFilter::from_default_env())
                .with_writer(std::io::stderr)
                .try_init();
        }
        let paths = Paths::from_env();
        let settings = Settings::load(&paths);
        // The command line wins over the environment and the settings.
        let relays = self
            .relay
            .clone()
            .unwrap_or_else(|| mogland::settings::relays(&settings));
        mogland::settings::identity(&paths, &relays, settings.direct && !self.relay_only)
            .map_err(|e| lang::say(&e))
    }
}

#[derive(clap::Args)]
pub struct ServeArgs {
    /// The game's id (not needed with --continue).
    #[arg(long)]
    game: Option<String>,
    /// How many seats (default: as many as --seats lists).
    #[arg(long)]
    players: Option<usize>,
    /// Each seat: open, or bot:easy, bot:normal, bot:hard, bot:expert; comma-separated, the
    /// last repeats.
    #[arg(long, default_value = "open", value_delimiter = ',')]
    seats: Vec<String>,
    #[arg(long, default_value_t = mogland_net::protocol::DEFAULT_PORT)]
    port: u16,
    #[arg(long = "variant")]
    variants: Vec<String>,
    #[arg(long)]
    seed: Option<u64>,
    /// Open the table this host saved last (in --save-dir) instead, for its players to
    /// come back to.
    #[arg(long = "continue")]
    resume: bool,
    /// Where the table is saved after every action (default: the data folder's
    /// saves/online).
    #[arg(long)]
    save_dir: Option<PathBuf>,
    /// Whoever holds the invite may watch.
    #[arg(long)]
    watchers: bool,
    #[command(flatten)]
    net: NetArgs,
}

impl ServeArgs {
    /// A table with no window until its game ends.
    pub fn run(self) -> Ran {
        let dir = (self.save_dir.clone()).unwrap_or_else(|| Paths::from_env().saves.join("online"));
        let slot = SaveSlot::new(dir);
        let hosting = Hosting {
            port: self.port,
            autosave: Some(slot.clone()),
            me: self.net.identity()?,
            watchers: self.watchers,
        };
        let table = if self.resume {
            let found = slot.resume(|text, _| Ok(text.to_owned()));
            for refused in &found.refused {
                eprintln!("mogland serve: {}", lang::say(refused));
            }
            let save = found
                .table
                .ok_or_else(|| format!("no saved table in {}", slot.dir.display()))?;
            Opening::Saved(save)
        } else {
            let (setup, places) = self.new_table()?;
            Opening::New(Box::new(setup), places)
        };
        let say = &mut |line: &str| println!("{line}");
        let served = mogland_net::headless::serve(table, &hosting, lang::say, say)?;
        println!("{}", lang::say(&served.outcome.summary));
        Ok(ExitCode::SUCCESS)
    }

    /// The new table asked for, and who takes each seat.
    fn new_table(&self) -> Result<(TableSetup, Vec<Place>), String> {
        let game = self
            .game
            .as_deref()
            .ok_or("which game? --game G (or --continue)")?;
        let rules = parse::game(game)?;
        let info = rules.info();
        let n = self.players.unwrap_or(self.seats.len());
        let places: Vec<Place> = parse::seats(&self.seats, n, "open")?
            .into_iter()
            .map(|bot| bot.map_or(Place::Open, Place::Bot))
            .collect();
        parse::check_variants(rules, &self.variants)?;
        let setup = TableSetup {
            game: info.id,
            seats: (0..n)
                .map(|i| SeatSetup {
                    name: CAT_NAMES[i % CAT_NAMES.len()].into(),
                    colour: CAT_COLOURS[i % CAT_COLOURS.len()],
                    kind: SeatKind::Human,
                })
                .collect(),
            variants: self.variants.clone(),
            seed: self.seed.unwrap_or_else(GameRng::entropy_seed),
            level: parse::shipped_level(rules)?,
        };
        Ok((setup, places))
    }
}

#[derive(clap::Args)]
pub struct JoinArgs {
    /// The invite the host gave (it starts with mogland-).
    invite: String,
    #[arg(long)]
    name: String,
    #[arg(long, default_value = "normal")]
    bot: String,
    /// A line for the table's chat, said once seated.
    #[arg(long)]
    say: Option<String>,
    #[command(flatten)]
    net: NetArgs,
}

impl JoinArgs {
    /// A bot plays this machine's seat at a table on another.
    pub fn run(self) -> Ran {
        let level = parse::bot_level(&self.bot)?;
        let invite: Invite = self.invite.parse().map_err(|e| lang::say(&e))?;
        let me = self.net.identity()?;
        let say = &mut |line: &str| println!("{line}");
        let chat = self.say.as_deref();
        let joined =
            mogland_net::headless::join(&invite, &self.name, level, chat, &me, lang::say, say)?;
        println!(
            "The game is over; the table shown here was the host's (digest {}): {} updates, {} bytes",
            &joined.digest[..16],
            joined.updates,
            joined.bytes
        );
        if let Some(line) = mogland_net::round_trips_line(&joined.round_trips) {
            println!("{line}");
        }
        Ok(ExitCode::SUCCESS)
    }
}

#[derive(clap::Args)]
pub struct WatchArgs {
    /// The invite the host gave (it starts with mogland-).
    invite: String,
    #[arg(long, default_value = "Watcher")]
    name: String,
    #[command(flatten)]
    net: NetArgs,
}

impl WatchArgs {
    /// A watcher at a table on another machine.
    pub fn run(self) -> Ran {
        let invite: Invite = self.invite.parse().map_err(|e| lang::say(&e))?;
        let me = self.net.identity()?;
        let say = &mut |line: &str| println!("{line}");
        let digest = mogland_net::headless::watch(&invite, &self.name, &me, lang::say, say)?;
        println!(
            "The game is over; the table shown here was the host's (digest {})",
            &digest[..16.min(digest.len())]
        );
        Ok(ExitCode::SUCCESS)
    }
}
