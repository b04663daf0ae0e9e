//! Online tables over real UDP on 127.0.0.1: a host and its clients are apps in this process,
//! stepped in turn, each with its own socket.

mod faults;
mod games;
mod support;
mod waker;
