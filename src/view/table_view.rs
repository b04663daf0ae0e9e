//! The skeleton every game's table view shares. A game's view says what it shows; this owns
//! when and how:
//!
//! - **What the view knows** ([`Sight`]): worked out again only when the table or its turn
//!   changed, never every frame.
//! - **The playback** ([`TableView`]): the rules resolve an action in one go and report every
//!   step as an event; here the events are queued and played one at a time, each with the
//!   rules' line in the log and its sounds, held as long as the game says (at animation speed
//!   1). The speed setting scales every hold, "Skip" plays the rest at once, an undo drops the
//!   queue, and while the table is paused virtual time stands still and so does the playback.
//!   What a game shows of it beyond the rules' state (dice on show, a card turning, the reveal
//!   so far) is its *stage*; the pieces it animates follow [`Animate`].
//! - **Busy**: bots (and the game-over screen) wait while anything is queued, a piece glides
//!   or the stage still moves.
//! - **A new table** starts with nothing queued, on show or picked ([`per_table`]).
//! - **Order within a frame** ([`ViewStep`]), after the rules ran and the turn was seen.
//!
//! Whether a hint is the viewing seat's to glow is one filter, [`crate::session::hint_for`].

use crate::audio::{PlaySound, Sound};
use crate::session::{ActiveTable, TableChanged, TableTurn, ViewBusy, game_on};
use crate::settings::Settings;
use crate::states::Screen;
use crate::view::kit::log::GameLog;
use crate::view::kit::playback::{Playback, SkipPlayback};
use crate::view::tween::{Held, Tween};
use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use mogland_rules::core::table::Table;
use mogland_rules::core::{Game, GameId, TableSetup, Text};

/// The order of a table view's work in a frame: what it knows, the player's input, the
/// playback, what the game draws of it, whether bots must wait, then what acts for a player
/// once the table stands still. A game puts its systems in [`ViewStep::Input`],
/// [`ViewStep::Show`] and [`ViewStep::Act`].
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ViewStep {
    See,
    Input,
    Play,
    Show,
    Busy,
    Act,
}

/// Orders the steps, after `rules` (where the rules run) and `turn` (where the table works
/// out who is asked).
pub fn order(app: &mut App, rules: impl SystemSet, turn: impl SystemSet) {
    use ViewStep::*;
    app.configure_sets(
        Update,
        (See, Input, Play, Show, Busy, Act)
            .chain()
            .after(rules)
            .after(turn),
    );
}

/// A game's events as its view plays them back.
pub trait TableView: Send + Sync + 'static {
    type Game: Game;
    /// What the view shows of the playback beyond the rules' state. Back to its default on
    /// a new table and (unless [`TableView::rewound`] says otherwise) after an undo.
    type Stage: Resource<Mutability = Mutable> + Default;

    /// An event joins the queue (a reveal may need to know where it ends before it starts).
    fn queued(_stage: &mut Self::Stage, _event: &Event<Self>) {}
    /// Shows one event on the stage and cues its sounds; returns how long to hold it, in
    /// seconds at speed 1.
    fn play(stage: &mut Self::Stage, step: &mut Step<'_, Event<Self>>) -> f32;
    /// Lets time pass on the stage, before this frame's events play.
    fn tick(_stage: &mut Self::Stage, _clock: Clock) {}
    /// "Skip" played the rest at once: what is still on show goes.
    fn skipped(_stage: &mut Self::Stage) {}
    /// The table was put back (undo): the playback starts again from it.
    fn rewound(stage: &mut Self::Stage) {
        *stage = default();
    }
    /// The stage still moves with nothing queued (a token gliding home): bots wait.
    fn lingers(_stage: &Self::Stage) -> bool {
        false
    }
}

/// The events of `V`'s game.
pub type Event<V> = <<V as TableView>::Game as Game>::Event;

/// One event being played back.
pub struct Step<'a, E> {
    pub event: &'a E,
    pub setup: &'a TableSetup,
    /// The rules' line for it (already in the log).
    pub line: Option<&'a Text>,
    /// Played in its time, with sounds and animations; `false` when "Skip" plays it at once.
    pub live: bool,
    sounds: Vec<Sound>,
}

impl<E> Step<'_, E> {
    /// Plays `sound` with the event (not when skipped).
    pub fn cue(&mut self, sound: Sound) {
        if self.live {
            self.sounds.push(sound);
        }
    }
}

/// This frame's time for a stage.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    /// Virtual seconds (stopped while paused) at the player's speed: what holds count in.
    pub dt: f32,
    /// Virtual seconds, whatever the speed: for what must stay up long enough to read.
    pub real: f32,
    pub speed: f32,
    /// Events were still queued or held when the frame began.
    pub playing: bool,
}

/// An event whose time has come, for the pieces to animate (live events only).
#[derive(Debug, Clone)]
pub struct Animate<E>(pub E);

impl<E: Send + Sync + 'static> Message for Animate<E> {}

/// The queue of `V`'s events still to play.
#[derive(Resource)]
pub struct Queue<V: TableView>(pub Playback<Event<V>>);

impl<V: TableView> Default for Queue<V> {
    fn default() -> Self {
        Self(Playback::default())
    }
}

impl<V: TableView> Queue<V> {
    pub fn is_playing(&self) -> bool {
        self.0.is_playing()
    }
}

/// Adds `V`'s playback and busy systems, its stage and its queue, fresh for each table.
pub fn plugin<V: TableView>(app: &mut App) {
    let game = <V::Game as Game>::INFO.id;
    per_table::<V::Stage>(app, game);
    per_table::<Queue<V>>(app, game);
    app.add_message::<Animate<Event<V>>>().add_systems(
        Update,
        (
            play_back::<V>.in_set(ViewStep::Play),
            busy::<V>.in_set(ViewStep::Busy),
        )
            .run_if(game_on(game)),
    );
}

/// What a view knows of the table: worked out from the world when the table or its turn
/// changed, and kept as a resource the view's systems read.
pub trait Sight: Resource<Mutability = Mutable> + PartialEq {
    type Game: Game;
    fn see(world: &World, turn: &TableTurn) -> Self;
}

/// Keeps `S` up to date, in [`ViewStep::See`].
pub fn sight<S: Sight>(app: &mut App) {
    let game = <S::Game as Game>::INFO.id;
    app.add_systems(
        Update,
        refresh::<S>
            .in_set(ViewStep::See)
            .run_if(game_on(game))
            .run_if(
                not(resource_exists::<S>)
                    .or_eager(resource_exists_and_changed::<Table<S::Game>>)
                    .or_eager(resource_exists_and_changed::<TableTurn>),
            ),
    );
}

fn refresh<S: Sight>(world: &mut World) {
    let turn = world.resource::<TableTurn>().clone();
    let seen = S::see(world, &turn);
    crate::view::put_if_changed(world, seen);
}

/// Makes `R` a resource that starts at its default with each table of `game`: nothing picked,
/// queued or on show carries over from the last one.
pub fn per_table<R: Resource<Mutability = Mutable> + Default>(app: &mut App, game: GameId) {
    app.init_resource::<R>().add_systems(
        OnEnter(Screen::Playing),
        (|mut r: ResMut<R>| *r = default()).run_if(game_on(game)),
    );
}

/// Takes the rules' new events into the queue and plays those whose time has come.
#[allow(clippy::too_many_arguments)]
fn play_back<V: TableView>(
    mut events: MessageReader<Event<V>>,
    mut changed: MessageReader<TableChanged>,
    mut skip: MessageReader<SkipPlayback>,
    mut queue: ResMut<Queue<V>>,
    mut stage: ResMut<V::Stage>,
    mut log: ResMut<GameLog>,
    table: Res<ActiveTable>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut sounds: MessageWriter<PlaySound>,
    mut animate: MessageWriter<Animate<Event<V>>>,
) {
    if changed.read().count() > 0 {
        queue.0.clear();
        V::rewound(&mut stage);
    }
    let clock = Clock {
        dt: crate::view::kit::playback::scaled_dt(&time, &settings),
        real: time.delta_secs(),
        speed: settings.speed(),
        playing: queue.is_playing(),
    };
    V::tick(&mut stage, clock);
    for e in events.read() {
        V::queued(&mut stage, e);
        queue.0.push(e.clone());
    }
    let mut play = |e: &Event<V>, live: bool| {
        let line = <V::Game as Game>::tell(&table.setup, e);
        let mut step = Step {
            event: e,
            setup: &table.setup,
            line: line.as_ref(),
            live,
            sounds: Vec::new(),
        };
        let hold = V::play(&mut stage, &mut step);
        for s in step.sounds {
            sounds.write(PlaySound(s));
        }
        if live {
            animate.write(Animate(e.clone()));
        }
        if let Some(line) = line {
            log.push(line);
        }
        hold
    };
    if skip.read().count() > 0 {
        queue.0.skip(|e| {
            play(e, false);
        });
        V::skipped(&mut stage);
    } else {
        queue.0.advance(clock.dt, |e| play(e, true));
    }
}

/// Bots wait while events are queued or held, a piece glides (not one in the player's hand)
/// or the stage still moves.
fn busy<V: TableView>(
    mut busy: ResMut<ViewBusy>,
    queue: Res<Queue<V>>,
    stage: Res<V::Stage>,
    tweens: Query<(), (With<Tween>, Without<Held>)>,
) {
    let now = queue.is_playing() || !tweens.is_empty() || V::lingers(&stage);
    if busy.0 != now {
        busy.0 = now;
    }
}
