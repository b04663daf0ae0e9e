//! `mogland history`: the finished games kept in the history, newest first.

use crate::Ran;
use mogland::settings::Paths;
use mogland_rules::core::SeatKind;
use std::process::ExitCode;

pub fn run() -> Ran {
    let started = std::time::Instant::now();
    let listing = mogland::history::History::new(Paths::from_env().history).list();
    for e in &listing.entries {
        let seats: Vec<String> = e
            .seats
            .iter()
            .map(|(n, k)| match k {
                SeatKind::Human => n.clone(),
                SeatKind::Bot(l) => format!("{n} ({})", l.label()),
            })
            .collect();
        println!(
            "{}  {:<28} {:<60} {} won, {} actions  {}",
            e.finished,
            mogland_rules::games::name_of(e.game),
            seats.join(", "),
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
    Ok(ExitCode::SUCCESS)
}
