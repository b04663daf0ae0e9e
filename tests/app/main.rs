//! Every test of the app, in one binary: one link of Bevy instead of one per file. Each
//! module is one former test file; rules-coverage.md names tests as `module::test`.

#![allow(dead_code)]

#[path = "../../crates/rules/tests/shared/fluent_arguments.rs"]
mod fluent_arguments;

mod command_line;
mod common;
mod figures;
mod frame_times;
mod framing;
mod glyphs;
mod grand_prrrrix;
mod here_kitty_kitty;
mod history;
mod languages;
mod levels;
mod online;
mod pause;
mod pointer;
mod reach;
mod screens;
mod seats;
mod sounds;
mod spoken_games;
mod table;
mod tutorial;
mod unfinished;
mod views;
