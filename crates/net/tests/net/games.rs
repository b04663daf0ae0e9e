//! Every game, played to its end at an online table.

use crate::support::*;
use mogland_net::guest::End;
use mogland_net::host::Place;
use mogland_rules::core::BotLevel;
use std::time::Duration;

/// Two or three clients (their seats played by Easy bots) and a bot at the host play a whole
/// game, every message through a relay running on this machine (as between two homes whose
/// routers let no direct path through); every client's check of the host's save passes, with
/// the host's digest.
#[test]
fn every_game_plays_to_the_end_at_an_online_table() {
    let only = std::env::var("MOGLAND_NET_GAME").ok();
    for (game, n) in [
        ("catastrophes", 3),
        ("cat-fight", 3),
        ("cat-attack", 4),
        ("here-kitty-kitty", 3),
        ("grand-prrrrix", 4),
    ] {
        if only.as_deref().is_some_and(|o| o != game) {
            continue;
        }
        let rules = rules(game);
        let mut places = vec![Place::Open; n - 1];
        places.push(Place::Bot(BotLevel::Easy));
        let table = mogland_net::headless::Opening::New(Box::new(setup(rules, n, 5)), places);
        let mut online = Online::open(table, Online::hosting(relay(), false));
        for i in 0..n - 1 {
            online.join(&format!("Guest {}", i + 1), BotLevel::Easy);
        }
        online.until(Duration::from_secs(20), "every client connected", |o| {
            o.host()
                .guests
                .iter()
                .filter(|g| g.client.is_some())
                .count()
                == n - 1
        });
        for g in &online.guests {
            let route = g
                .world()
                .resource::<mogland_net::transport::Client>()
                .route();
            assert!(
                route.is_some_and(|r| !r.direct),
                "{game}: through the relay, not {route:?}"
            );
        }
        online.until(Duration::from_secs(20), "every client seated", |o| {
            o.host().started
        });
        online.until(Duration::from_secs(120), "the game's end", |o| {
            (0..o.guests.len()).all(|i| o.end(i).is_some())
        });
        assert!(online.over(), "{game}: the host's game is over");
        let digest = online.host_digest();
        for i in 0..n - 1 {
            assert_eq!(
                online.end(i),
                Some(End::Over {
                    digest: digest.clone()
                }),
                "{game}: client {i}"
            );
        }
        // The host's log replays to the same table.
        let save = rules.save_text(online.host.world());
        assert!(
            replay_save_ok(rules, &save),
            "{game}: the host's save replays"
        );
        eprintln!(
            "{game}: {} actions, {} updates to client 0, {} bytes",
            online.actions(),
            online.guest(0).updates,
            online.guest(0).bytes
        );
    }
}

/// Whether `save` replays, on a table of its own, to the digest it records.
fn replay_save_ok(rules: &dyn mogland_rules::core::GameRules, save: &str) -> bool {
    let mut app = bevy::prelude::App::new();
    rules.add_rules(&mut app);
    rules.resume(app.world_mut(), save).is_ok()
}
