//! The `mogland` command: play (the default), simulate, screenshot, check-levels, tutorial,
//! icon; `--version` names the rules version of every game.

// On Windows a double-click opens the window alone, with no console beside it (see console.rs).
#![cfg_attr(windows, windows_subsystem = "windows")]

use bevy::prelude::*;
use clap::{Parser, Subcommand};
use mogland::app::Screen;
use mogland::lang;
use mogland::levels::shipped::SHIPPED;
use mogland::screenshot::ScreenshotPlan;
use mogland::settings::Paths;
use mogland_rules::core::simulate::SimConfig;
use mogland_rules::core::{BotLevel, GameRng, GameRules, SeatKind, TableSetup};
use mogland_rules::levels::{Level, parse_level};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "mogland", about = "Five cat tabletop games on one screen")]
struct Cli {
    /// Print the version, and the rules version of each game (a save is resumed only under the
    /// rules it was made with).
    #[arg(short = 'V', long)]
    version: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

/// How a headless table goes online (the settings' relays and key otherwise).
#[derive(clap::Args)]
struct NetArgs {
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
        let settings = mogland::settings::Settings::load(&paths);
        // The command line wins over the environment and the settings.
        let relays = self
            .relay
            .clone()
            .unwrap_or_else(|| mogland::settings::relays(&settings));
        mogland::settings::identity(&paths, &relays, settings.direct && !self.relay_only)
            .map_err(|e| lang::say(&e))
    }
}

#[derive(Subcommand)]
enum Command {
    /// Open the game window (what a double-click does).
    Play {
        /// Go straight to the lobby of the online table of this invite.
        #[arg(long)]
        join: Option<String>,
        /// Your name at that table.
        #[arg(long, default_value = "Player")]
        name: String,
        /// A bot of this level takes the first open seat there and plays it in the window.
        #[arg(long)]
        bot: Option<String>,
        /// Open straight at a new table of this game (its id, as for simulate).
        #[arg(long, conflicts_with = "join")]
        game: Option<String>,
        /// With --game: how many seats (default: as many as --seats lists, at least the
        /// game's fewest).
        #[arg(long, requires = "game")]
        players: Option<usize>,
        /// With --game: each seat human or bot:easy, bot:normal, bot:hard, bot:expert;
        /// comma-separated, the last repeats. All bots: the window watches them play.
        #[arg(
            long,
            requires = "game",
            default_value = "human,bot:normal",
            value_delimiter = ','
        )]
        seats: Vec<String>,
        /// With --game: the deal (a fresh one without).
        #[arg(long, requires = "game")]
        seed: Option<u64>,
    },
    /// Play many games between bots through the real rules, headless, and print the results.
    Simulate {
        /// The game's id: catastrophes, cat-fight, cat-attack, here-kitty-kitty or grand-prrrrix
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 4)]
        players: usize,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// One strength per seat (easy, normal, hard), comma-separated; the last one repeats.
        #[arg(long, default_value = "easy", value_delimiter = ',')]
        bots: Vec<String>,
        /// Variants to switch on, e.g. wild-cats.
        #[arg(long = "variant")]
        variants: Vec<String>,
        /// A level file to play on instead of the shipped one.
        #[arg(long)]
        level: Option<PathBuf>,
        /// Rotate the bots round the table from game to game and count wins per bot, so that
        /// no bot gains from its seat.
        #[arg(long)]
        rotate: bool,
        /// Print the first game action by action.
        #[arg(long)]
        trace: bool,
        /// Play the same games again with each variant switched on and say how often each
        /// shortens the game.
        #[arg(long)]
        compare_variants: bool,
    },
    /// Save a PNG of the main menu, or with --game of a table of bots a few turns in.
    Screenshot {
        #[arg(long)]
        game: Option<String>,
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Actions the bots play before the picture.
        #[arg(long, default_value_t = 12)]
        actions: usize,
        /// Photograph the table setup screen instead of the menu.
        #[arg(long)]
        setup: bool,
        /// The first this many seats are humans (the rest Normal bots): they play as bots for
        /// --actions actions, then the picture shows a human's turn.
        #[arg(long, default_value_t = 0)]
        humans: usize,
        /// Open the pause menu while the table plays something back, and photograph that.
        #[arg(long)]
        pause: bool,
        /// The window's size in logical pixels, e.g. 2560x1440.
        #[arg(long, value_parser = parse_size, default_value = "1280x720")]
        size: (u32, u32),
        /// The interface size (0.75 to 2), instead of the player's setting.
        #[arg(long)]
        ui_scale: Option<f32>,
        /// The game's tutorial instead, after the learner has taken this many of its steps.
        #[arg(long)]
        learn: Option<usize>,
        /// Ask for a hint at the human's decision and photograph it.
        #[arg(long)]
        hint: bool,
        /// At the human's decision, try this action (RON, as in a tutorial file) and
        /// photograph the table's refusal.
        #[arg(long)]
        refuse: Option<String>,
        /// Open the rules page over the table at the human's decision.
        #[arg(long)]
        rules: bool,
        /// Animations at once (a whole game to its game-over screen quickly).
        #[arg(long)]
        instant: bool,
        #[arg(long)]
        out: PathBuf,
    },
    /// Validate every .ron level in a folder (default: your level folder); exit 1 on problems.
    CheckLevels { dir: Option<PathBuf> },
    /// Play a game's tutorial through on the shipped board: check every step's action is legal
    /// where it comes, then list what the learner may do next (as RON, for the next step).
    Tutorial {
        #[arg(long)]
        game: String,
        /// A tutorial file to check instead of the shipped one.
        #[arg(long)]
        file: Option<PathBuf>,
        /// Also print what the learner's seat sees at its next decision.
        #[arg(long)]
        show: bool,
    },
    /// Host an online table with no window (a dedicated table): each seat open for a player on
    /// another machine or a bot. Prints the invite, the lobby, every action and the result.
    Serve {
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
    },
    /// Join an online table with no window; a bot plays the seat it takes.
    Join {
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
    },
    /// Watch an online table with no window: prints who is asked what after each action, the
    /// chat and the outcome.
    Watch {
        /// The invite the host gave (it starts with mogland-).
        invite: String,
        #[arg(long, default_value = "Watcher")]
        name: String,
        #[command(flatten)]
        net: NetArgs,
    },
    /// Rate the bot levels of a game against each other: every pair on the same deals with the
    /// seats swapped, on every core; prints the ladder and writes it as Markdown and CSV.
    Ladder {
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Deals per pair of levels (each played with the seats swapped).
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value = "easy,normal,hard", value_delimiter = ',')]
        levels: Vec<String>,
        /// Where the Markdown and CSV go.
        #[arg(long, default_value = "ladder")]
        out: PathBuf,
        /// Games at once (default: every core; one game at a time when Expert plays, since
        /// it searches on every core itself: more at once still give each Expert decision its
        /// whole time box, but only a share of the cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Expert's time box per decision, in milliseconds (the setup screen's default: 1000).
        #[arg(long, default_value_t = 1000)]
        expert_ms: u64,
    },
    /// Watch a kept game, a save or a game file again in the window; with --summary, print its
    /// setup, every action and its result instead (no window).
    Replay {
        file: PathBuf,
        #[arg(long)]
        summary: bool,
    },
    /// List the finished games kept in the history, newest first (no window).
    History,
    /// Time the frames of a seeded table of bots, drawn offscreen (no window or display
    /// needed): median, p95 and longest, split into the app's update and the drawing.
    BenchFrames {
        /// The game's id, as for simulate.
        #[arg(long)]
        game: String,
        /// How many seats (default: the game's fewest).
        #[arg(long)]
        players: Option<usize>,
        /// Each seat bot:easy, bot:normal, bot:hard or bot:expert; the last repeats.
        #[arg(long, default_value = "bot:normal", value_delimiter = ',')]
        seats: Vec<String>,
        #[arg(long, default_value_t = 7)]
        seed: u64,
        /// high, low or auto (low on a software renderer).
        #[arg(long, default_value = "auto")]
        quality: String,
        /// Leave these out of what the quality draws, to see what each costs: shadows, msaa,
        /// textures, lighting, tonemapping, full-size (comma-separated).
        #[arg(long, value_delimiter = ',')]
        without: Vec<String>,
        /// The picture's size in pixels.
        #[arg(long, value_parser = parse_size, default_value = "1280x720")]
        size: (u32, u32),
        /// Frames measured once the table is on show.
        #[arg(long, default_value_t = 60)]
        frames: usize,
        /// Save the last frame as a PNG here.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Write Mogland's icon as a PNG (for a desktop entry).
    Icon {
        #[arg(long, default_value_t = 256)]
        size: u32,
        #[arg(long)]
        out: PathBuf,
    },
}

fn main() -> ExitCode {
    mogland::console::attach_to_parent();
    let cli = Cli::parse();
    if cli.version {
        print!("{}", version_text());
        return ExitCode::SUCCESS;
    }
    let play = Command::Play {
        join: None,
        name: "Player".into(),
        bot: None,
        game: None,
        players: None,
        seats: Vec::new(),
        seed: None,
    };
    match cli.command.unwrap_or(play) {
        Command::Play {
            join,
            name,
            bot,
            game,
            players,
            seats,
            seed,
        } => {
            let bot = match bot.as_deref().map(bot_level).transpose() {
                Ok(bot) => bot,
                Err(e) => {
                    eprintln!("mogland play: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let table = match game
                .map(|g| table_at_start(&g, players, &seats, seed))
                .transpose()
            {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("mogland play: {e}");
                    return ExitCode::FAILURE;
                }
            };
            // Said in the player's language: the window that would have said it cannot open.
            mogland::lang::choose_saved(&Paths::from_env());
            if let Err(e) = mogland::display::check() {
                eprintln!("mogland: {e}");
                return ExitCode::from(2);
            }
            let mut app = mogland::game_app(Paths::from_env());
            if let Some(table) = table {
                app.insert_resource(table);
            }
            if let Some(address) = join {
                app.insert_resource(mogland::app::online::JoinAtStart {
                    form: mogland::app::online::JoinForm {
                        invite: address,
                        name,
                        watch: false,
                    },
                    bot,
                });
            }
            app.run();
            ExitCode::SUCCESS
        }
        Command::Simulate {
            game,
            players,
            games,
            seed,
            bots,
            variants,
            level,
            rotate,
            trace,
            compare_variants,
        } => match simulate(
            &game,
            players,
            games,
            seed,
            &bots,
            variants,
            level,
            (rotate, trace, compare_variants),
        ) {
            Ok(report) => {
                for (i, line) in report.trace.iter().enumerate() {
                    println!("{:>4}. {}", i + 1, lang::say(line));
                }
                println!("{report}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("mogland simulate: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Screenshot {
            game,
            seed,
            players,
            actions,
            setup,
            humans,
            pause,
            size,
            ui_scale,
            learn,
            hint,
            refuse,
            rules,
            instant,
            out,
        } => screenshot(
            game,
            seed,
            players,
            actions,
            (setup, pause, hint, instant, rules),
            (humans, learn, refuse),
            (size, ui_scale),
            out,
        ),
        Command::CheckLevels { dir: Some(dir) } => check_levels(dir),
        Command::CheckLevels { dir: None } => {
            // The player's own folder is made when the game first starts: none yet is no error.
            let mods = Paths::from_env().mods;
            if mods.exists() {
                check_levels(mods)
            } else {
                println!(
                    "no .ron level files in {} (the folder is made when the game first starts)",
                    mods.display()
                );
                ExitCode::SUCCESS
            }
        }
        Command::Tutorial { game, file, show } => match tutorial(&game, file, show) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland tutorial: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Serve {
            game,
            players,
            seats,
            port,
            variants,
            seed,
            resume,
            save_dir,
            watchers,
            net,
        } => match serve(
            game, players, &seats, port, variants, seed, resume, save_dir, watchers, &net,
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland serve: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Join {
            invite,
            name,
            bot,
            say,
            net,
        } => match join(&invite, &name, &bot, say.as_deref(), &net) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland join: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Watch { invite, name, net } => match watch(&invite, &name, &net) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland watch: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Ladder {
            game,
            players,
            games,
            seed,
            levels,
            out,
            threads,
            expert_ms,
        } => match ladder(
            &game, players, games, seed, &levels, &out, threads, expert_ms,
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland ladder: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Replay { file, summary } => match replay(&file, summary) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("mogland replay: {e}");
                ExitCode::FAILURE
            }
        },
        Command::History => {
            let started = std::time::Instant::now();
            let listing = mogland::history::History::new(Paths::from_env().history).list();
            for e in &listing.entries {
                println!(
                    "{}  {:<28} {:<60} {} won, {} actions  {}",
                    e.finished,
                    mogland_rules::games::name_of(e.game),
                    e.seats
                        .iter()
                        .map(|(n, k)| match k {
                            SeatKind::Human => n.clone(),
                            SeatKind::Bot(l) => format!("{n} ({})", l.label()),
                        })
                        .collect::<Vec<_>>()
                        .join(", "),
                    e.winner_names(),
                    e.actions,
                    e.file
                );
            }
            for u in &listing.unreadable {
                println!("not a game this Mogland can read: {u}");
            }
            println!(
                "{} games listed in {:.1} ms{}",
                listing.entries.len(),
                started.elapsed().as_secs_f64() * 1000.0,
                if listing.rebuilt {
                    " (the index was rebuilt)"
                } else {
                    ""
                }
            );
            ExitCode::SUCCESS
        }
        Command::BenchFrames {
            game,
            players,
            seats,
            seed,
            quality,
            without,
            size,
            frames,
            out,
        } => match bench_frames(
            &game,
            players,
            &seats,
            seed,
            (&quality, &without),
            size,
            frames,
            out,
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("mogland bench-frames: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Icon { size, out } => match mogland::icon::write_png(&out, size) {
            Ok(()) => {
                println!("saved {}", out.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("mogland icon: {e}");
                ExitCode::FAILURE
            }
        },
    }
}

/// `mogland bench-frames`: in a home of its own, so the player's saves and settings are never
/// touched.
fn bench_frames(
    game: &str,
    players: Option<usize>,
    seats: &[String],
    seed: u64,
    (quality, without): (&str, &[String]),
    size: (u32, u32),
    frames: usize,
    out: Option<PathBuf>,
) -> Result<(), String> {
    use mogland::settings::GraphicsSetting;
    use mogland::view::quality::Feature;
    let table = table_at_start(game, players, seats, Some(seed))?;
    if table.seats.contains(&SeatKind::Human) {
        return Err("every seat must be a bot (bot:LEVEL): nobody plays a benchmark".into());
    }
    let quality = match quality {
        "high" => GraphicsSetting::High,
        "low" => GraphicsSetting::Low,
        "auto" => GraphicsSetting::Auto,
        q => return Err(format!("unknown quality \"{q}\": use high, low or auto")),
    };
    let without = without
        .iter()
        .map(|w| {
            Feature::parse(w.trim()).ok_or_else(|| {
                let names: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
                format!("unknown feature \"{w}\": use {}", names.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let home = std::env::temp_dir().join(format!("mogland-bench-frames-{}", std::process::id()));
    let paths = Paths::under(&home);
    let plan = mogland::bench_frames::BenchPlan {
        table,
        quality,
        without,
        size,
        frames,
        out: out.clone(),
    };
    let report = mogland::bench_frames::run(paths, plan);
    let _ = std::fs::remove_dir_all(&home);
    let report = report?;
    println!("adapter {}", report.adapter);
    println!("{game} at {}x{}, {:?}", size.0, size.1, report.detail);
    println!("{}", report.summary());
    if let Some(out) = out {
        println!("saved {}", out.display());
    }
    Ok(())
}

/// `mogland serve`: a table with no window until its game ends.
fn serve(
    game: Option<String>,
    players: Option<usize>,
    seats: &[String],
    port: u16,
    variants: Vec<String>,
    seed: Option<u64>,
    resume: bool,
    save_dir: Option<PathBuf>,
    watchers: bool,
    net: &NetArgs,
) -> Result<(), String> {
    use mogland_net::headless::{Hosting, Table};
    use mogland_net::host::Place;
    use mogland_rules::core::save::SaveSlot;
    let slot = SaveSlot::new(save_dir.unwrap_or_else(|| Paths::from_env().saves.join("online")));
    let say = &mut |line: &str| println!("{line}");
    let hosting = Hosting {
        port,
        autosave: Some(slot.clone()),
        me: net.identity()?,
        watchers,
    };
    if resume {
        let found = slot.resume(|text, _| Ok(text.to_owned()));
        for refused in &found.refused {
            eprintln!("mogland serve: {}", lang::say(refused));
        }
        let save = found
            .table
            .ok_or_else(|| format!("no saved table in {}", slot.dir.display()))?;
        let served =
            mogland_net::headless::serve(Table::Saved(save), &hosting, mogland::lang::say, say)?;
        println!("{}", lang::say(&served.outcome.summary));
        return Ok(());
    }
    let game = game.ok_or("which game? --game G (or --continue)")?;
    let rules = parse_game(&game)?;
    let info = rules.info();
    let n = players.unwrap_or(seats.len());
    let places: Vec<Place> = seat_list(seats, n, "open")?
        .into_iter()
        .map(|bot| bot.map_or(Place::Open, Place::Bot))
        .collect();
    for v in &variants {
        if info.variant(v).is_none() {
            return Err(format!("{} has no variant \"{v}\"", info.name));
        }
    }
    let setup = TableSetup {
        game: info.id,
        seats: (0..n)
            .map(|i| mogland_rules::core::SeatSetup {
                name: mogland_rules::core::CAT_NAMES[i % mogland_rules::core::CAT_NAMES.len()]
                    .into(),
                colour: mogland_rules::core::CAT_COLOURS
                    [i % mogland_rules::core::CAT_COLOURS.len()],
                kind: SeatKind::Human,
            })
            .collect(),
        variants,
        seed: seed.unwrap_or_else(GameRng::entropy_seed),
        level: shipped_level(rules)?,
    };
    let served = mogland_net::headless::serve(
        Table::New(Box::new(setup), places),
        &hosting,
        mogland::lang::say,
        say,
    )?;
    println!("{}", lang::say(&served.outcome.summary));
    Ok(())
}

/// `mogland join`: a bot plays this machine's seat at a table on another.
fn join(
    invite: &str,
    name: &str,
    bot: &str,
    chat: Option<&str>,
    net: &NetArgs,
) -> Result<(), String> {
    let level = bot_level(bot)?;
    let invite: mogland_net::invite::Invite = invite.parse().map_err(|e| lang::say(&e))?;
    let me = net.identity()?;
    let joined =
        mogland_net::headless::join(&invite, name, level, chat, &me, lang::say, &mut |line| {
            println!("{line}")
        })?;
    println!(
        "The game is over; the table shown here was the host's (digest {}): {} updates, {} bytes",
        &joined.digest[..16],
        joined.updates,
        joined.bytes
    );
    if let Some(line) = mogland_net::round_trips_line(&joined.round_trips) {
        println!("{line}");
    }
    Ok(())
}

/// `mogland watch`: a watcher at a table on another machine.
fn watch(invite: &str, name: &str, net: &NetArgs) -> Result<(), String> {
    let invite: mogland_net::invite::Invite = invite.parse().map_err(|e| lang::say(&e))?;
    let me = net.identity()?;
    let digest =
        mogland_net::headless::watch(&invite, name, &me, mogland::lang::say, &mut |line| {
            println!("{line}")
        })?;
    println!(
        "The game is over; the table shown here was the host's (digest {})",
        &digest[..16.min(digest.len())]
    );
    Ok(())
}

/// `mogland ladder`.
#[allow(clippy::too_many_arguments)]
fn ladder(
    game: &str,
    players: usize,
    deals: usize,
    seed: u64,
    levels: &[String],
    out: &std::path::Path,
    threads: Option<usize>,
    expert_ms: u64,
) -> Result<(), String> {
    use mogland_rules::core::ladder::{LadderConfig, command as ladder_command, report, run};
    use std::io::Write;
    let rules = parse_game(game)?;
    let info = rules.info();
    if !info.players.contains(&players) {
        return Err(format!(
            "{} is for {} to {} players",
            info.name,
            info.players.start(),
            info.players.end()
        ));
    }
    let levels = levels
        .iter()
        .map(|b| bot_level(b))
        .collect::<Result<Vec<_>, _>>()?;
    if levels.len() < 2 {
        return Err("name two levels or more (--levels easy,normal)".into());
    }
    let sim = SimConfig::plain(
        info.id,
        players,
        1,
        seed,
        BotLevel::Easy,
        shipped_level(rules)?,
    );
    BotLevel::set_expert_time(std::time::Duration::from_millis(expert_ms));
    let expert = levels.contains(&BotLevel::Expert);
    let threads = threads.unwrap_or_else(|| {
        if expert {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        }
    });
    let cfg = LadderConfig {
        setup: sim.setup(seed),
        levels: levels.clone(),
        deals,
        seed,
        threads,
    };
    let started = std::time::Instant::now();
    let progress = |done: usize, total: usize| {
        // A hundred steps at most: the line is rewritten, not scrolled.
        if done != total && !done.is_multiple_of((total / 100).max(1)) {
            return;
        }
        let secs = started.elapsed().as_secs_f64();
        let left = secs / done as f64 * (total - done) as f64;
        let bar = 30 * done / total.max(1);
        eprint!(
            "\r[{}{}] {done}/{total} games, about {:.0} s left   ",
            "#".repeat(bar),
            ".".repeat(30 - bar),
            left
        );
        let _ = std::io::stderr().flush();
    };
    let ladder = run(rules, &cfg, &progress)?;
    eprintln!();
    let names: Vec<&str> = levels.iter().map(|l| l.label()).collect();
    let command = ladder_command(
        info.id.as_str(),
        players,
        deals,
        seed,
        &names,
        expert.then_some(expert_ms),
        threads,
    );
    let (md, csv) = report(&ladder, info.name, &command);
    print!("{md}");
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let stem = out.join(format!("ladder-{}-{players}", info.id.as_str()));
    for (ext, text) in [("md", &md), ("csv", &csv)] {
        let path = stem.with_extension(ext);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

/// `mogland replay FILE [--summary]`.
fn replay(file: &std::path::Path, summary: bool) -> Result<ExitCode, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let game = mogland_rules::core::save::peek_game(&text).map_err(|e| lang::say(&e.text()))?;
    let rules = mogland_rules::games::find(game).ok_or_else(|| {
        format!(
            "this Mogland cannot play {}",
            mogland_rules::games::name_of(game)
        )
    })?;
    // Checked here with no window: a file that does not replay says so in one line.
    let track = rules.open_replay(&text).map_err(|e| lang::say(&e.text()))?;
    if !summary {
        if let Err(e) = mogland::display::check() {
            return Err(e.to_string());
        }
        let mut app = mogland::game_app(Paths::from_env());
        app.insert_resource(mogland::app::replay::OpenLater {
            text,
            back: mogland::app::replay::Back::Menu,
            title: file
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        });
        app.run();
        return Ok(ExitCode::SUCCESS);
    }
    let setup = track.setup();
    println!(
        "{} (rules version {}), seed {}",
        rules.info().name,
        rules.info().rules_version,
        setup.seed
    );
    for (i, s) in setup.seats.iter().enumerate() {
        let kind = match s.kind {
            SeatKind::Human => "human".to_owned(),
            SeatKind::Bot(l) => format!("{} bot", l.label()),
        };
        println!("  seat {}: {} ({kind})", i + 1, s.name);
    }
    if !setup.variants.is_empty() {
        println!("  variants: {}", setup.variants.join(", "));
    }
    let clock = track.clock();
    let mut tick = None;
    for (i, step) in track.steps().iter().enumerate() {
        if clock != "action" && tick != Some(step.tick) {
            tick = Some(step.tick);
            println!("-- {clock} {}", step.tick);
        }
        println!("{:>4}. {}", i + 1, lang::say(&step.line));
    }
    match track.result() {
        Some(o) => println!("{}", lang::say(&o.summary)),
        None => println!(
            "(the game is not over: {} actions so far)",
            track.steps().len()
        ),
    }
    println!("checked: its actions reach the table it recorded");
    Ok(ExitCode::SUCCESS)
}

/// `mogland --version`: the program, then one line per game with its rules version, from the
/// registry.
fn version_text() -> String {
    let games = mogland_rules::games::GAMES.iter().map(|game| {
        let info = game.info();
        format!("  {} rules {}\n", info.name, info.rules_version)
    });
    std::iter::once(format!("mogland {}\n", env!("CARGO_PKG_VERSION")))
        .chain(games)
        .collect()
}

/// "1280x720" → (1280, 720).
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', '×'])
        .ok_or_else(|| format!("\"{text}\" is not a size like 1280x720"))?;
    let n = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (320..=7680).contains(v))
            .ok_or_else(|| format!("\"{t}\" is not a width or height from 320 to 7680"))
    };
    Ok((n(w)?, n(h)?))
}

fn parse_game(id: &str) -> Result<&'static dyn GameRules, String> {
    mogland_rules::games::parse(id).ok_or_else(|| {
        let ids: Vec<_> = mogland_rules::games::GAMES
            .iter()
            .map(|g| g.info().id.to_string())
            .collect();
        format!("unknown game \"{id}\"; the games are {}", ids.join(", "))
    })
}

/// `play --game G --seats ..`: the table the window opens at.
fn table_at_start(
    game: &str,
    players: Option<usize>,
    seats: &[String],
    seed: Option<u64>,
) -> Result<mogland::app::setup::TableAtStart, String> {
    let info = parse_game(game)?.info();
    let n = players.unwrap_or(seats.len().max(*info.players.start()));
    if !info.players.contains(&n) {
        return Err(format!(
            "{} is for {} to {} players, not {n}",
            info.name,
            info.players.start(),
            info.players.end()
        ));
    }
    let seats = seat_list(seats, n, "human")?
        .into_iter()
        .map(|bot| bot.map_or(SeatKind::Human, SeatKind::Bot))
        .collect();
    Ok(mogland::app::setup::TableAtStart {
        game: info.id,
        seats,
        seed,
    })
}

/// A bot's level as the command line names it ("easy", "Expert").
fn bot_level(text: &str) -> Result<BotLevel, String> {
    BotLevel::parse(text)
        .ok_or_else(|| format!("unknown bot \"{text}\": use easy, normal, hard or expert"))
}

/// `--seats`: `n` seats, each `person` (None: "open" for serve, "human" for play) or
/// `bot:LEVEL`; the last given repeats.
fn seat_list(seats: &[String], n: usize, person: &str) -> Result<Vec<Option<BotLevel>>, String> {
    (0..n)
        .map(|i| {
            let text = seats.get(i).or(seats.last()).map_or(person, |s| s.trim());
            match text.strip_prefix("bot:") {
                None if text == person => Ok(None),
                Some(level) => BotLevel::parse(level).map(Some).ok_or_else(|| {
                    format!(
                        "unknown bot \"{level}\": use bot:easy, bot:normal, bot:hard or bot:expert"
                    )
                }),
                None => Err(format!(
                    "unknown seat \"{text}\": use {person} or bot:LEVEL"
                )),
            }
        })
        .collect()
}

/// The shipped level of `game`, as embedded in this binary.
fn shipped_level(game: &dyn GameRules) -> Result<Level, String> {
    let info = game.info();
    let (name, text) = SHIPPED
        .iter()
        .find(|(n, _)| *n == info.level_file)
        .ok_or_else(|| format!("{}: no shipped level {}", info.name, info.level_file))?;
    parse_level(name, text).map_err(|e| e.to_string())
}

fn simulate(
    game: &str,
    players: usize,
    games: usize,
    seed: u64,
    bots: &[String],
    variants: Vec<String>,
    level: Option<PathBuf>,
    (rotate, trace, compare_variants): (bool, bool, bool),
) -> Result<mogland_rules::core::simulate::SimReport, String> {
    let game = parse_game(game)?;
    let bots = bots
        .iter()
        .map(|b| bot_level(b))
        .collect::<Result<Vec<_>, _>>()?;
    let level = match level {
        Some(path) => {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            parse_level(&path.display().to_string(), &text).map_err(|e| e.to_string())?
        }
        None => shipped_level(game)?,
    };
    for v in &variants {
        if game.info().variant(v).is_none() {
            return Err(format!("{} has no variant \"{v}\"", game.info().name));
        }
    }
    let cfg = SimConfig {
        bots,
        variants,
        rotate,
        trace,
        compare_variants,
        ..SimConfig::plain(game.info().id, players, games, seed, BotLevel::Easy, level)
    };
    game.simulate(&cfg)
}

fn screenshot(
    game: Option<String>,
    seed: Option<u64>,
    players: usize,
    actions: usize,
    (setup, pause, hint, instant, rules): (bool, bool, bool, bool, bool),
    (humans, learn, refuse): (usize, Option<usize>, Option<String>),
    (size, ui_scale): ((u32, u32), Option<f32>),
    out: PathBuf,
) -> ExitCode {
    if let Err(e) = mogland::display::check() {
        eprintln!("mogland screenshot: {e}");
        return ExitCode::from(2);
    }
    let table = match game.as_deref().map(parse_game).transpose() {
        Err(e) => {
            eprintln!("mogland screenshot: {e}");
            return ExitCode::FAILURE;
        }
        Ok(None) => None,
        Ok(Some(g)) => {
            let level = match shipped_level(g) {
                Ok(l) => l,
                Err(e) => {
                    eprintln!("mogland screenshot: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let seed = seed.unwrap_or_else(GameRng::entropy_seed);
            let cfg = SimConfig::plain(g.info().id, players, 1, seed, BotLevel::Normal, level);
            let mut s = cfg.setup(cfg.seed);
            // Every seat starts as a bot; the screenshot seats the humans after `actions`.
            for (i, seat) in s.seats.iter_mut().enumerate() {
                seat.name = mogland_rules::core::CAT_NAMES[i].into();
                seat.kind = SeatKind::Bot(BotLevel::Normal);
            }
            Some(s)
        }
    };
    let learn = match (learn, &table) {
        (Some(n), Some(t)) => Some((t.game, n)),
        _ => None,
    };
    let plan = ScreenshotPlan {
        out: out.clone(),
        table,
        actions,
        humans,
        screen: setup.then_some(Screen::Setup),
        pause_during_playback: pause,
        learn,
        hint,
        refuse,
        rules_page: rules,
    };
    let mut app = mogland::game_app(Paths::from_env());
    let mut windows = app.world_mut().query::<&mut Window>();
    for mut w in windows.iter_mut(app.world_mut()) {
        w.resolution.set(size.0 as f32, size.1 as f32);
    }
    if let Some(scale) = ui_scale {
        // Before the first update: the settings file is not rewritten for it.
        app.world_mut()
            .resource_mut::<mogland::settings::Settings>()
            .ui_scale = scale;
    }
    if instant {
        app.world_mut()
            .resource_mut::<mogland::settings::Settings>()
            .instant = true;
    }
    app.insert_resource(plan)
        .add_plugins(mogland::screenshot::plugin);
    app.run();
    if out.is_file() {
        println!("saved {}", out.display());
        ExitCode::SUCCESS
    } else {
        eprintln!(
            "mogland screenshot: no picture was saved to {}",
            out.display()
        );
        ExitCode::FAILURE
    }
}

/// `mogland tutorial`: checks a tutorial and shows the learner's next choices.
fn tutorial(game: &str, file: Option<PathBuf>, show: bool) -> Result<(), String> {
    let rules = parse_game(game)?;
    let name = format!("tutorial_{}", rules.info().level_file);
    let (shown, text) = match &file {
        Some(path) => (
            path.display().to_string(),
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?,
        ),
        None => {
            let (n, t) = SHIPPED
                .iter()
                .find(|(n, _)| *n == name)
                .ok_or_else(|| format!("no shipped {name}"))?;
            (n.to_string(), t.to_string())
        }
    };
    let Level::Tutorial(def) = parse_level(&shown, &text).map_err(|e| e.to_string())? else {
        return Err(format!("{shown} is not a Tutorial(...) file"));
    };
    let setup = TableSetup::for_tutorial(rules.info().id, &def, shipped_level(rules)?);
    let steps: Vec<String> = def.steps.iter().map(|s| s.expect.clone()).collect();
    match rules.tutorial_next(&setup, &steps)? {
        None => println!("ok: {} steps; the game is over after them", steps.len()),
        Some(next) => {
            if show {
                println!("{}", next.seen);
            }
            println!(
                "ok: {} steps. Next the learner is asked: {}",
                steps.len(),
                lang::say(&next.asked)
            );
            for (ron, words) in next.options {
                println!("  {ron:<40} {}", lang::say(&words));
            }
        }
    }
    Ok(())
}

fn check_levels(dir: PathBuf) -> ExitCode {
    match mogland_rules::levels::check_dir(&dir) {
        Err(e) => {
            eprintln!("mogland check-levels: cannot read {}: {e}", dir.display());
            ExitCode::FAILURE
        }
        Ok((good, errors)) => {
            for g in &good {
                println!("ok      {g}");
            }
            for e in &errors {
                println!("error   {e}");
            }
            if good.is_empty() && errors.is_empty() {
                println!("no .ron level files in {}", dir.display());
            }
            if errors.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
