//! The table in play, whatever the game: starting and resuming it, who is asked now and who may
//! see what, undo, the autosave after every action, and the move to the game-over screen.

use crate::app::Notices;
use crate::app::unfinished::{self, Kind, Slot};
use crate::games::RulesStep;
use crate::session::privacy::Privacy;
use crate::session::{
    ActiveTable, HintRequest, HintShown, LastRefusal, TableChanged, TableMode, TableTurn, TurnSeen,
    UndoRequest, ViewBusy,
};
use crate::settings::{Paths, Settings};
use crate::states::{PlayState, Screen};
use crate::tr;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use mogland_rules::core::hotseat::{Viewer, viewer};
use mogland_rules::core::registry::{Asked, Timeline};

use mogland_rules::core::{GameRules, Outcome, Refused, SeatId, SeatKind, TableSetup, Text};

/// The final result, kept for the game-over screen and "play again".
#[derive(Resource, Clone)]
pub struct FinishedTable {
    pub setup: TableSetup,
    pub outcome: Outcome,
    pub score_label: &'static str,
    /// True when the lowest score wins.
    pub lower_wins: bool,
    /// The game's scoring sheet, row by row, when it has one.
    pub sheet: Vec<(Text, Vec<i64>)>,
    /// The game from its deal to its end, for the charts.
    pub timeline: Timeline,
    /// Each seat's colour and title as the game showed them (Grand Prrrrix: the cat).
    pub looks: Vec<([u8; 3], String)>,
    /// The game was played at an online table (hosted here or elsewhere): "Play again" would
    /// start a table at this screen only, so it is not offered.
    pub online: bool,
    /// Its file in the history, to watch it again.
    pub kept: Option<String>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ViewBusy>()
        .init_resource::<TableTurn>()
        .init_resource::<LastRefusal>()
        .init_resource::<HintShown>()
        .add_message::<UndoRequest>()
        .add_message::<HintRequest>()
        .add_systems(OnExit(Screen::Playing), leave_table)
        .add_systems(
            Update,
            (undo_keys, hint_keys, undo, follow_settings)
                .chain()
                .before(RulesStep)
                .run_if(in_state(PlayState::Running).and_then(resource_exists::<ActiveTable>)),
        )
        .add_systems(
            Update,
            // After the rules, so an action applied this frame is saved this frame.
            (see_turn.in_set(TurnSeen), refusals, hints, autosave, finish)
                .chain()
                .after(RulesStep)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveTable>)),
        );
}

/// Starts a new table, kept in the slot of its `kind` and game (the game there before is
/// dropped: the setup screen asked first), and goes to the playing screen, or tells the
/// player why it could not.
pub fn start_new(world: &mut World, setup: TableSetup, kind: Kind) {
    let Some(rules) = crate::games::rules(setup.game) else {
        let game = mogland_rules::games::name_of(setup.game);
        world
            .resource_mut::<Notices>()
            .words(tr!("notice-not-playable", game = game));
        return;
    };
    match rules.start(world, &setup) {
        Ok(()) => {
            let slot = Slot {
                kind,
                game: setup.game,
            };
            slot.clear(world.resource::<Paths>());
            world.insert_resource(slot);
            enter(world, rules, setup, kind.mode())
        }
        Err(e) => world
            .resource_mut::<Notices>()
            .words(tr!("notice-table-could-not-start", error = e)),
    }
}

/// Resumes the unfinished game saved last, if any.
pub fn continue_newest(world: &mut World) {
    let paths = world.resource::<Paths>().clone();
    unfinished::move_old_save(&paths);
    match unfinished::list(&paths).first() {
        Some(u) => continue_saved(world, u.slot),
        None => world
            .resource_mut::<Notices>()
            .words(tr!("notice-nothing-to-continue")),
    }
}

/// Resumes the newest save in `slot` that reads and replays to the state it recorded. A save
/// that does not (damaged, from other rules, or replaying differently) is moved aside and
/// named, and the one before it is tried.
pub fn continue_saved(world: &mut World, slot: Slot) {
    let resumed = slot
        .save_slot(world.resource::<Paths>())
        .resume(|text, game| {
            let rules = crate::games::rules(game).ok_or_else(|| {
                let game = mogland_rules::games::name_of(game);
                Text::Verbatim(tr!("notice-not-playable", game = game))
            })?;
            rules.resume(world, text).map_err(|e| {
                rules.end(world);
                e.text()
            })?;
            Ok(rules)
        });
    world.resource_mut::<Notices>().0.extend(resumed.refused);
    if let Some(rules) = resumed.table {
        let setup = world.resource::<mogland_rules::core::Setup>().0.clone();
        world.insert_resource(slot);
        if slot.kind == Kind::Hosted && crate::app::hosting::host_again(world, rules) {
            enter_hosted(world, rules, setup);
        } else {
            enter(world, rules, setup, TableMode::Local);
        }
        // The replay's events rebuild the log and the table without playing them back.
        world.write_message(crate::view::kit::playback::SkipPlayback);
    }
}

/// Sits this machine at a table another machine hosts: as the mirror it sent (no undo here: a
/// take-back is the host's to grant; nothing is saved here: the host keeps it).
pub fn enter_online(world: &mut World, rules: &'static dyn GameRules, setup: TableSetup) {
    world.remove_resource::<Slot>();
    sit_down(world, rules, setup, TableMode::Guest);
}

/// Shows a kept game or a save again, as the table it reached (nothing is saved, nobody acts).
pub fn enter_replay(world: &mut World, rules: &'static dyn GameRules, setup: TableSetup) {
    world.remove_resource::<Slot>();
    sit_down(world, rules, setup, TableMode::Replay);
}

/// Sits this machine's players at the table it hosts for others: as a local table (a
/// take-back sends every other machine the table afresh), kept in its hosted slot.
pub fn enter_hosted(world: &mut World, rules: &'static dyn GameRules, setup: TableSetup) {
    world.insert_resource(Slot {
        kind: Kind::Hosted,
        game: setup.game,
    });
    enter(world, rules, setup, TableMode::Hosted);
}

/// The seats whose players sit at this screen: every human seat, unless this machine is at an
/// online table, where the others play on their own machines.
pub fn here(world: &World, table: &ActiveTable) -> Vec<SeatId> {
    match table.mode {
        TableMode::Replay => crate::app::replay::seat_shown(world).into_iter().collect(),
        TableMode::Guest => world
            .get_resource::<mogland_net::guest::Visit>()
            .map_or_else(Vec::new, |g| g.seats()),
        TableMode::Hosted => {
            world
                .get_resource::<mogland_net::host::Host>()
                .map_or_else(Vec::new, |host| {
                    (host.seats.iter().enumerate())
                        .filter(|(_, p)| **p == mogland_net::host::Place::Here)
                        .map(|(i, _)| SeatId(i as u8))
                        .collect()
                })
        }
        TableMode::Local | TableMode::Tutorial => table
            .setup
            .seat_ids()
            .filter(|s| table.is_human(*s))
            .collect(),
    }
}

fn enter(world: &mut World, rules: &'static dyn GameRules, setup: TableSetup, mode: TableMode) {
    let undo = world.resource::<Settings>().undo;
    rules.set_undo(world, undo);
    sit_down(world, rules, setup, mode);
}

/// The table in `world` becomes the one on screen.
fn sit_down(world: &mut World, rules: &'static dyn GameRules, setup: TableSetup, mode: TableMode) {
    world.insert_resource(ActiveTable { rules, setup, mode });
    world.insert_resource(SavedCount(usize::MAX));
    world.resource_mut::<ViewBusy>().0 = false;
    world.resource_mut::<LastRefusal>().0 = None;
    NextState::set_if_neq(
        &mut world.resource_mut::<NextState<Screen>>(),
        Screen::Playing,
    );
}

fn leave_table(world: &mut World) {
    if let Some(t) = world.remove_resource::<ActiveTable>() {
        t.rules.end(world);
    }
    world.remove_resource::<Slot>();
    *world.resource_mut::<TableTurn>() = TableTurn::default();
}

/// Who is asked, who may see what, who may undo: once a frame, for every view.
fn see_turn(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    // A replay shows one side's hidden things and asks nobody anything.
    if table.mode == TableMode::Replay {
        let side = crate::app::replay::seat_shown(world);
        let viewer = side.map_or(Viewer::Public, Viewer::Seat);
        world.resource_mut::<TableTurn>().set_if_neq(TableTurn {
            asked: None,
            viewer: Some(viewer),
            can_undo: None,
        });
        return;
    }
    let mut asked = table.rules.asked(world);
    // A guided game plays the same for every learner, quick or slow: in a window the learner
    // answers after the bots asked with it, as the tutorial was written (`check_tutorial`).
    if table.mode == TableMode::Tutorial
        && let Some(a) = asked.as_mut()
        && a.is_response()
        && !mogland_rules::core::hotseat::bots_to_answer(&table.setup, a).is_empty()
    {
        a.seats.retain(|s| !table.is_human(*s));
    }
    let cleared = world.resource::<Privacy>().cleared_for;
    // At an online table, only this machine's seats sit at this screen.
    let mine = here(world, &table);
    let mut at_screen = table.setup.clone();
    for (i, seat) in at_screen.seats.iter_mut().enumerate() {
        if !mine.contains(&SeatId(i as u8)) && seat.kind == SeatKind::Human {
            seat.kind = SeatKind::Bot(mogland_rules::core::BotLevel::Normal);
        }
    }
    let viewer = viewer(&at_screen, asked.as_ref(), cleared);
    // A mirror keeps no log: its host says which of this machine's seats may take back now.
    let last = match world.get_resource::<mogland_rules::core::net::Mirror>() {
        Some(m) if table.mode == TableMode::Guest => {
            m.undo.iter().copied().find(|s| mine.contains(s))
        }
        _ => table.rules.last_actor(world),
    };
    let can_undo = (world.resource::<Settings>().undo)
        .then_some(last)
        .flatten()
        .filter(|s| mine.contains(s) && table.rules.can_undo(world, *s))
        .filter(|s| undo_offered(&table, asked.as_ref(), &viewer, *s));
    // A take-back asked for on a "pass to …" screen lapses once it can no longer be done
    // there.
    let take_back = world.resource::<Privacy>().take_back;
    if take_back.is_some() && (take_back != can_undo || !matches!(viewer, Viewer::PassTo(_))) {
        world.resource_mut::<Privacy>().take_back = None;
    }
    let turn = TableTurn {
        asked,
        viewer: Some(viewer),
        can_undo,
    };
    // Only a real change counts as one (the window redraws on it).
    world.resource_mut::<TableTurn>().set_if_neq(turn);
}

/// Undo is offered to `last` (who may take back their last action) only where a click on it
/// always works: while `last` is still the one asked (their turn goes on), or on the "pass to …"
/// screen before they hand over (the screen is then passed back to them: see `undo`). Never
/// while a bot is about to answer: its answer would race the click, and "Take back Felix's
/// last move" during Mog's turn reads as nonsense.
fn undo_offered(table: &ActiveTable, asked: Option<&Asked>, viewer: &Viewer, last: SeatId) -> bool {
    let Some(asked) = asked else { return false };
    if !mogland_rules::core::hotseat::bots_to_answer(&table.setup, asked).is_empty() {
        return false;
    }
    asked.seats.contains(&last) || matches!(viewer, Viewer::PassTo(next) if *next != last)
}

/// The last refusal of a human stays up until that player acts again: an action is taken, or
/// the mouse is pressed for the next try. (A bot's refusal, or an automatic pass's, is not the
/// player's to read.)
fn refusals(world: &mut World, reader: &mut SystemState<MessageReader<Refused>>) {
    let table = world.resource::<ActiveTable>().clone();
    let mine = here(world, &table);
    let refused = reader
        .get_mut(world)
        .ok()
        .and_then(|mut r| r.read().filter(|r| mine.contains(&r.seat)).last().cloned());
    let n = table.rules.actions_taken(world);
    let pressed = world
        .get_resource::<ButtonInput<MouseButton>>()
        .is_some_and(|b| b.get_just_pressed().next().is_some());
    let mut last = world.resource_mut::<LastRefusal>();
    if last.1 != n || pressed {
        last.0 = None;
        last.1 = n;
    }
    if let Some(r) = refused {
        last.0 = Some(r.refusal);
    }
}

/// H asks for a hint (when the Hint button would show).
fn hint_keys(
    keys: Res<ButtonInput<KeyCode>>,
    settings: Res<Settings>,
    turn: Res<TableTurn>,
    mut contexts: Query<&mut bevy_egui::EguiContext>,
    mut out: MessageWriter<HintRequest>,
) {
    // Not while typing into a field.
    let typing = contexts
        .iter_mut()
        .any(|mut c| c.get_mut().egui_wants_keyboard_input());
    if keys.just_pressed(KeyCode::KeyH) && !typing && settings.hints && turn.my_decision() {
        out.write(HintRequest);
    }
}

/// Works out a hint when one is asked for, and drops it once the table moves on (an action,
/// an undo, another seat at the screen).
fn hints(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    let asked: Vec<HintRequest> = world
        .resource_mut::<Messages<HintRequest>>()
        .drain()
        .collect();
    let n = table.rules.actions_taken(world);
    let me = world.resource::<TableTurn>().me();
    let stale = world
        .resource::<HintShown>()
        .0
        .as_ref()
        .is_some_and(|h| h.at != n || Some(h.seat) != me);
    if (stale || !world.resource::<Settings>().hints) && world.resource::<HintShown>().0.is_some() {
        world.resource_mut::<HintShown>().0 = None;
        table.rules.clear_hint(world);
    }
    let mine = world.resource::<TableTurn>().my_decision();
    if !asked.is_empty()
        && mine
        && world.resource::<Settings>().hints
        && let Some(seat) = me
    {
        let line = table.rules.hint(world, seat);
        world.resource_mut::<HintShown>().0 = line;
    }
}

/// Ctrl+Z takes back the last action of the human who made it.
fn undo_keys(
    keys: Res<ButtonInput<KeyCode>>,
    turn: Res<TableTurn>,
    mut out: MessageWriter<UndoRequest>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl
        && keys.just_pressed(KeyCode::KeyZ)
        && let Some(seat) = turn.can_undo
    {
        out.write(UndoRequest(seat));
    }
}

fn undo(world: &mut World) {
    let requests: Vec<UndoRequest> = world
        .resource_mut::<Messages<UndoRequest>>()
        .drain()
        .collect();
    if requests.is_empty() || !world.resource::<Settings>().undo {
        return;
    }
    let table = world.resource::<ActiveTable>().clone();
    for UndoRequest(seat) in requests {
        // Unless the screen shows `seat`'s own hand, someone else may be at it (a "pass to …"
        // screen is up): the screen is passed back to `seat` first, and the move is taken back
        // once `seat` clicked through it, so its hand never shows to whoever holds the mouse.
        let turn = world.resource::<TableTurn>();
        let at_screen = turn.viewer == Some(Viewer::Seat(seat));
        let offered = turn.can_undo == Some(seat);
        let mut privacy = world.resource_mut::<Privacy>();
        if !at_screen && !privacy.handed_back_to(seat) {
            if offered {
                privacy.hand_back(seat);
            }
            continue;
        }
        privacy.take_back = None;
        // At a table another machine hosts, the host takes it back (or says why not).
        if table.mode == TableMode::Guest {
            world.write_message(mogland_net::protocol::ToHost::Undo(seat));
            continue;
        }
        let line = table.rules.describe_last(world);
        match table.rules.undo(world, seat) {
            Ok(()) => {
                if let Some(mut host) = world.get_resource_mut::<mogland_net::host::Host>() {
                    host.resync_all();
                }
                world.resource_mut::<LastRefusal>().0 = None;
                // Whoever took it back is at the screen.
                world.resource_mut::<Privacy>().cleared_for = Some(seat);
                // The log changed under the count: save it again whatever its length.
                world.resource_mut::<SavedCount>().0 = usize::MAX;
                world.write_message(TableChanged {
                    // An app's message in the log: drawn in the language of the moment, as the
                    // rules' lines are.
                    note: line.map(|l| Text::message("log-taken-back", vec![("line", l.into())])),
                });
            }
            Err(r) => world.resource_mut::<LastRefusal>().0 = Some(r),
        }
    }
}

/// The undo setting applies at once to the table in play.
fn follow_settings(world: &mut World) {
    if !world.is_resource_changed::<Settings>() {
        return;
    }
    let on = world.resource::<Settings>().undo;
    let table = world.resource::<ActiveTable>().clone();
    table.rules.set_undo(world, on);
}

#[derive(Resource)]
struct SavedCount(usize);

/// After every accepted action, the whole table (setup + seed + log, rules version, digest) is
/// written atomically. An undo rewrites it too.
fn autosave(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    // A replay changes nothing; a table another machine hosts is saved there.
    if !table.mode.rules_here() {
        return;
    }
    let Some(slot) = world.get_resource::<Slot>().copied() else {
        return;
    };
    let n = table.rules.actions_taken(world);
    if world.resource::<SavedCount>().0 == n || table.rules.outcome(world).is_some() {
        return;
    }
    world.resource_mut::<SavedCount>().0 = n;
    let slot = slot.save_slot(world.resource::<Paths>());
    if let Err(e) = slot.write(&table.rules.save_text(world)) {
        warn!("autosave failed: {e}");
        world
            .resource_mut::<Notices>()
            .words(tr!("notice-autosave-failed", error = e.to_string()));
    }
}

/// Puts a finished game in the history and returns its file; a failure is said, and the game
/// still ends.
fn keep_game(world: &mut World, rules: &'static dyn GameRules, save: &str) -> Option<String> {
    let history = crate::history::History::new(world.resource::<Paths>().history.clone());
    let kept = rules
        .keep(save, &crate::history::now_utc())
        .map_err(|e| crate::lang::say(&e.text()))
        .and_then(|text| history.keep(&text));
    match kept {
        Ok(file) => Some(file),
        Err(e) => {
            warn!("a finished game was not kept: {e}");
            world
                .resource_mut::<Notices>()
                .words(tr!("notice-not-kept", error = e));
            None
        }
    }
}

/// When the game is over (and the view has shown the last of it), on to the scores.
fn finish(world: &mut World) {
    let table = world.resource::<ActiveTable>().clone();
    if table.mode == TableMode::Replay {
        return;
    }
    let Some(outcome) = table.rules.outcome(world) else {
        return;
    };
    if world.resource::<ViewBusy>().0 {
        return;
    }
    // A client's charts come from the host's save, which follows the last table.
    let guest_save = world
        .get_resource::<mogland_net::guest::Visit>()
        .map(|g| g.over_save.clone());
    if guest_save == Some(None) {
        return;
    }
    let timeline = match guest_save.clone().flatten() {
        Some(save) => table.rules.save_timeline(&save).unwrap_or_else(|e| {
            warn!("the host's save gives no charts: {e}");
            Default::default()
        }),
        None => table.rules.timeline(world),
    };
    // Every finished game is kept in the history (a guided one is the tutorial's, not the
    // player's).
    let mut kept = None;
    if table.mode != TableMode::Tutorial {
        let save = guest_save
            .flatten()
            .unwrap_or_else(|| table.rules.save_text(world));
        kept = keep_game(world, table.rules, &save);
    }
    // A finished game is not offered under "Continue" (a table another machine hosted was
    // never saved here).
    if let Some(slot) = world.get_resource::<Slot>() {
        slot.clear(world.resource::<Paths>());
    }
    let looks = (0..table.setup.seat_count())
        .map(|i| crate::games::seat_look(world, &table, SeatId(i as u8)))
        .collect();
    world.insert_resource(FinishedTable {
        setup: table.setup.clone(),
        outcome,
        score_label: table.rules.score_label(),
        lower_wins: table.rules.lower_wins(),
        sheet: table.rules.score_sheet(world),
        timeline,
        looks,
        online: table.mode.online(),
        kept,
    });
    NextState::set_if_neq(
        &mut world.resource_mut::<NextState<Screen>>(),
        Screen::GameOver,
    );
}
