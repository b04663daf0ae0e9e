//! Screens as Bevy states: main menu → table setup → playing → game over. Playing has a
//! sub-state, running or paused; the settings page and the hotseat privacy screen are overlays.

pub mod bot_ratings;
pub mod bots;
pub mod game_over;
pub mod history_page;
pub mod hosting;
pub mod menu;
pub mod online;
pub mod pause;
pub mod playing;
pub mod replay;
pub mod settings_page;
pub mod setup;
pub mod tutorial;
pub mod unfinished;

use crate::session::privacy;
use crate::settings::Paths;
use crate::states::Screen;
use bevy::prelude::*;

/// A short message shown on the next screen (a refused save, a table that failed to start):
/// the rules' and the network's texts, put in words when shown.
#[derive(Resource, Default, Debug)]
pub struct Notices(pub Vec<mogland_rules::core::Text>);

impl Notices {
    /// A notice in the app's own words (`tr!`: already in the player's language).
    pub fn words(&mut self, words: String) {
        self.0.push(mogland_rules::core::Text::Verbatim(words));
    }

    /// Each notice as the player reads it.
    pub fn lines(&self) -> Vec<String> {
        self.0.iter().map(crate::lang::say).collect()
    }
}

/// What a screen's buttons ask for. Buttons, tests and the screenshot command all send these.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// To table setup.
    NewTable,
    /// To "Join a table" (on another machine).
    Join,
    /// Open the table the setup screen describes to players on other machines.
    Host,
    /// Back to the main menu (from setup, the pause menu or game over).
    Menu,
    /// Resume the unfinished game saved last.
    Continue,
    /// Resume the unfinished game kept in this slot.
    ContinueFrom(unfinished::Slot),
    /// Start the table the setup screen describes (asking first if it would replace an
    /// unfinished game of the same game).
    Start,
    /// Start the table asked about, replacing the unfinished game (the player said so).
    StartAnew,
    /// The finished table again, with a new shuffle unless the seed was fixed.
    PlayAgain,
    /// "Learn to play" this game: its guided first game.
    Learn(mogland_rules::core::GameId),
    /// To the history of finished games.
    History,
    /// The game in progress, watched from its deal (the pause menu).
    WatchSoFar,
    /// The game just finished, watched again from its deal (the game-over screen).
    WatchFinished,
}

fn navigate(world: &mut World) {
    let wanted: Vec<Go> = world.resource_mut::<Messages<Go>>().drain().collect();
    for go in wanted {
        let mut next = |s| NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), s);
        match go {
            Go::NewTable => next(Screen::Setup),
            Go::Join => next(Screen::Join),
            Go::History => next(Screen::History),
            Go::WatchSoFar => replay::watch_game_so_far(world),
            Go::WatchFinished => replay::watch_finished(world),
            Go::Host => {
                world.resource_mut::<Notices>().0.clear();
                match setup::table_from_form(world) {
                    Ok(t) => {
                        let slot = unfinished::Slot {
                            kind: unfinished::Kind::Hosted,
                            game: t.game,
                        };
                        match slot.peek(world.resource::<Paths>()) {
                            Some(kept) => world.insert_resource(setup::ReplaceAsked {
                                kept,
                                table: t,
                                host: true,
                            }),
                            None => hosting::open(world),
                        }
                    }
                    Err(e) => world.resource_mut::<Notices>().words(e),
                }
            }
            Go::Menu => next(Screen::Menu),
            Go::Continue => {
                world.resource_mut::<Notices>().0.clear();
                playing::continue_newest(world);
                tutorial::resumed(world);
            }
            Go::ContinueFrom(slot) => {
                world.resource_mut::<Notices>().0.clear();
                world.remove_resource::<setup::ReplaceAsked>();
                playing::continue_saved(world, slot);
                tutorial::resumed(world);
            }
            Go::Learn(game) => {
                world.resource_mut::<Notices>().0.clear();
                tutorial::start(world, game);
            }
            Go::Start => {
                world.resource_mut::<Notices>().0.clear();
                match setup::table_from_form(world) {
                    Ok(t) => start_asking(world, t),
                    Err(e) => world.resource_mut::<Notices>().words(e),
                }
            }
            Go::StartAnew => match world.remove_resource::<setup::ReplaceAsked>() {
                Some(asked) if asked.host => hosting::open(world),
                Some(asked) => playing::start_new(world, asked.table, unfinished::Kind::Local),
                None => {}
            },
            Go::PlayAgain => {
                let Some(done) = world.get_resource::<playing::FinishedTable>() else {
                    continue;
                };
                let mut t = done.setup.clone();
                if world.resource::<setup::SetupForm>().random_seed {
                    t.seed = mogland_rules::core::GameRng::entropy_seed();
                }
                start_asking(world, t);
            }
        }
    }
}

/// Starts `table` at this screen, unless an unfinished game of the same game is kept: that is
/// never dropped without asking (`setup::ReplaceAsked`).
fn start_asking(world: &mut World, new: mogland_rules::core::TableSetup) {
    let kept = unfinished::Slot::local(new.game).peek(world.resource::<Paths>());
    match kept {
        Some(kept) => world.insert_resource(setup::ReplaceAsked {
            kept,
            table: new,
            host: false,
        }),
        None => playing::start_new(world, new, unfinished::Kind::Local),
    }
}

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<Notices>()
        .add_message::<Go>()
        .add_systems(PreUpdate, navigate)
        .add_plugins((
            crate::theme::plugin,
            playing::plugin,
            bots::plugin,
            menu::plugin,
            setup::plugin,
            pause::plugin,
            privacy::plugin,
            game_over::plugin,
            settings_page::plugin,
            tutorial::plugin,
            online::plugin,
            hosting::plugin,
            replay::plugin,
            history_page::plugin,
        ));
}
