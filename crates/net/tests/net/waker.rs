//! A window at an online table sleeps until something happens; a connection or a message
//! arriving must wake it.

use bevy::prelude::*;
use bevy_replicon::prelude::RepliconChannels;
use mogland_net::transport::{Client, Server};
use mogland_net::{Identity, Relays, SecretKey, Waker, listen, watched};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[test]
fn a_connection_to_a_sleeping_table_wakes_its_window() {
    let woken = Arc::new(AtomicUsize::new(0));
    let count = woken.clone();
    let mut world = World::new();
    world.init_resource::<RepliconChannels>();
    world.insert_resource(Waker(Arc::new(move || {
        count.fetch_add(1, Ordering::Relaxed);
    })));
    let me = |key| Identity {
        key,
        relays: Relays::Off,
        direct: true,
        relay_ca: None,
    };
    listen(&mut world, &me(SecretKey::generate()), 0).unwrap();
    assert!(watched(&world), "nothing wakes the window");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(woken.load(Ordering::Relaxed), 0, "woken with nothing sent");

    let mut knocking = World::new();
    knocking.init_resource::<RepliconChannels>();
    let addr = world.resource::<Server>().addr();
    let client = Client::dial(&knocking, &me(SecretKey::generate()), addr).unwrap();
    // A guard against a hang, not a measure of speed.
    let deadline = Instant::now() + Duration::from_secs(10);
    while woken.load(Ordering::Relaxed) == 0 {
        assert!(
            Instant::now() < deadline,
            "a machine connected and nothing woke"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    drop(client);
}
