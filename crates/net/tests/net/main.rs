//! Online tables over real QUIC on 127.0.0.1: a host and its clients are apps in this process,
//! stepped in turn, each with its own endpoint; some go through a relay running in this
//! process.

#[path = "../../../rules/tests/shared/english.rs"]
#[allow(dead_code)]
mod english;

mod door;
mod faults;
mod games;
mod languages;
mod support;
mod waker;
