//! A window at an online table sleeps until something happens; a packet arriving must wake it.

use bevy::prelude::*;
use bevy_replicon::prelude::RepliconChannels;
use mogland_net::{Waker, listen, watched};
use std::net::{Ipv4Addr, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[test]
fn a_packet_for_a_sleeping_table_wakes_its_window() {
    let woken = Arc::new(AtomicUsize::new(0));
    let count = woken.clone();
    let mut world = World::new();
    world.init_resource::<RepliconChannels>();
    world.insert_resource(Waker(Arc::new(move || {
        count.fetch_add(1, Ordering::Relaxed);
    })));
    let addr = listen(&mut world, 0).unwrap();
    assert!(watched(&world), "no thread watches the table's socket");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(woken.load(Ordering::Relaxed), 0, "woken with nothing sent");

    let knock = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    knock
        .send_to(b"knock", (Ipv4Addr::LOCALHOST, addr.port()))
        .unwrap();
    // A guard against a hang, not a measure of speed: the thread looks every 200 ms.
    let deadline = Instant::now() + Duration::from_secs(10);
    while woken.load(Ordering::Relaxed) == 0 {
        assert!(
            Instant::now() < deadline,
            "a packet arrived and nothing woke"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}
