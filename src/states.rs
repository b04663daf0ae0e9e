//! The app's states: the screen on show, and whether the table on it runs or is paused. At the
//! bottom, with the theme: the views, the table session and the screens all read them.

use bevy::prelude::*;

/// The screen on show.
#[derive(States, Default, Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Screen {
    #[default]
    Menu,
    Setup,
    /// Joining a table on another machine: the address, then its lobby.
    Join,
    /// Hosting a table for players on other machines: its lobby, before the game starts.
    Hosting,
    Playing,
    GameOver,
    /// Every finished game kept, to watch again.
    History,
}

/// Whether the table in play is running or paused.
#[derive(SubStates, Default, Clone, Copy, Eq, PartialEq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum PlayState {
    #[default]
    Running,
    Paused,
}
