//! Mogland's rules: the shared kernel and each game's components, rule systems and bots.
//! Nothing here renders, plays sound or reads input; the game app and the headless tools
//! (tests, `simulate`, bots) run exactly these systems.

pub mod core;
pub mod games;

pub use mogland_levels as levels;
