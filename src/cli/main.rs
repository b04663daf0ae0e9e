//! The `mogland` command: play (the default: what a double-click does), and the tools beside
//! it. Each subcommand is a file here with its arguments as one struct and a `run`;
//! `--version` names the rules version of every game.

// On Windows a double-click opens the window alone, with no console beside it (see console.rs).
#![cfg_attr(windows, windows_subsystem = "windows")]

mod bench_frames;
mod check_levels;
mod history;
mod icon;
mod ladder;
mod online;
mod parse;
mod play;
mod replay;
mod screenshot;
mod simulate;
mod tutorial;

use clap::{Parser, Subcommand};
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

#[derive(Subcommand)]
enum Command {
    /// Open the game window (what a double-click does).
    Play(play::PlayArgs),
    /// Play many games between bots through the real rules, headless, and print the results.
    Simulate(simulate::SimulateArgs),
    /// Save a PNG of the main menu, or with --game of a table of bots a few turns in.
    Screenshot(screenshot::ScreenshotArgs),
    /// Validate every .ron level in a folder (default: your level folder); exit 1 on problems.
    CheckLevels(check_levels::CheckLevelsArgs),
    /// Play a game's tutorial through on the shipped board: check every step's action is legal
    /// where it comes, then list what the learner may do next (as RON, for the next step).
    Tutorial(tutorial::TutorialArgs),
    /// Host an online table with no window (a dedicated table): each seat open for a player on
    /// another machine or a bot. Prints the invite, the lobby, every action and the result.
    Serve(online::ServeArgs),
    /// Join an online table with no window; a bot plays the seat it takes.
    Join(online::JoinArgs),
    /// Watch an online table with no window: prints who is asked what after each action, the
    /// chat and the outcome.
    Watch(online::WatchArgs),
    /// Rate the bot levels of a game against each other: every pair on the same deals with the
    /// seats swapped, on every core; prints the ladder and writes it as Markdown and CSV.
    Ladder(ladder::LadderArgs),
    /// Watch a kept game, a save or a game file again in the window; with --summary, print its
    /// setup, every action and its result instead (no window).
    Replay(replay::ReplayArgs),
    /// List the finished games kept in the history, newest first (no window).
    History,
    /// Time the frames of a seeded table of bots, drawn offscreen (no window or display
    /// needed): median, p95 and longest, split into the app's update and the drawing.
    BenchFrames(bench_frames::BenchFramesArgs),
    /// Write Mogland's icon as a PNG (for a desktop entry).
    Icon(icon::IconArgs),
}

/// Why a subcommand stopped.
enum Failure {
    /// A sentence for the person at the terminal, after the subcommand's name; exit code 1.
    Said(String),
    /// There is no display to open a window on: said in the player's language, exit code 2.
    NoDisplay(String),
}

impl From<String> for Failure {
    fn from(sentence: String) -> Self {
        Failure::Said(sentence)
    }
}

impl From<&str> for Failure {
    fn from(sentence: &str) -> Self {
        Failure::Said(sentence.to_owned())
    }
}

/// What a subcommand's `run` returns: its exit code, or why it stopped.
type Ran = Result<ExitCode, Failure>;

fn main() -> ExitCode {
    mogland::console::attach_to_parent();
    let cli = Cli::parse();
    if cli.version {
        print!("{}", version_text());
        return ExitCode::SUCCESS;
    }
    let command = cli
        .command
        .unwrap_or(Command::Play(play::PlayArgs::default()));
    let (name, ran) = match command {
        Command::Play(args) => ("play", args.run()),
        Command::Simulate(args) => ("simulate", args.run()),
        Command::Screenshot(args) => ("screenshot", args.run()),
        Command::CheckLevels(args) => ("check-levels", args.run()),
        Command::Tutorial(args) => ("tutorial", args.run()),
        Command::Serve(args) => ("serve", args.run()),
        Command::Join(args) => ("join", args.run()),
        Command::Watch(args) => ("watch", args.run()),
        Command::Ladder(args) => ("ladder", args.run()),
        Command::Replay(args) => ("replay", args.run()),
        Command::History => ("history", history::run()),
        Command::BenchFrames(args) => ("bench-frames", args.run()),
        Command::Icon(args) => ("icon", args.run()),
    };
    match ran {
        Ok(code) => code,
        Err(Failure::Said(sentence)) => {
            eprintln!("mogland {name}: {sentence}");
            ExitCode::FAILURE
        }
        Err(Failure::NoDisplay(sentence)) => {
            eprintln!("mogland: {sentence}");
            ExitCode::from(2)
        }
    }
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
