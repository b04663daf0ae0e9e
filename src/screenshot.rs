//! `mogland screenshot`: saves a PNG of the main menu, or of a table of bots a few actions in,
//! then exits. Runs under `xvfb-run` with Mesa's software Vulkan.

use crate::app::Go;
use crate::app::playing;
use crate::session::{ActiveTable, TableTurn};
use crate::states::{PlayState, Screen};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use mogland_rules::core::{GameId, SeatKind, TableSetup};
use std::path::PathBuf;

#[derive(Resource, Clone)]
pub struct ScreenshotPlan {
    pub out: PathBuf,
    /// A table to start and let play; `None` photographs the main menu.
    pub table: Option<TableSetup>,
    /// Actions the bots take before the picture.
    pub actions: usize,
    /// Then this many seats, the first, become humans, and the picture waits for one of them
    /// to be asked: a human's turn in the middle of a game, not only at its start.
    pub humans: usize,
    /// Show this screen instead (for the setup screen picture).
    pub screen: Option<Screen>,
    /// Open the pause menu while the view is playing something back (a reveal, a glide), and
    /// photograph it there: the playback stands still behind the menu.
    pub pause_during_playback: bool,
    /// Photograph this game's tutorial after the learner has taken this many of its steps.
    pub learn: Option<(GameId, usize)>,
    /// Ask for a hint at the human's decision, and photograph it.
    pub hint: bool,
    /// At the human's decision, try this action (as RON, as a tutorial step is written): the
    /// table refuses it, naming the rule, and the refusal is photographed.
    pub refuse: Option<String>,
    /// Open the rules page over the table at the human's decision, and photograph it.
    pub rules_page: bool,
}

#[derive(Resource, Default)]
struct Progress {
    /// Frames the picture has been ready for: a few are let through so the screen is drawn.
    ready_for: u32,
    started: bool,
    frames: u32,
    requested: bool,
    saved_at: Option<u32>,
    humans_seated: bool,
    hint_asked: bool,
    refusal_tried: bool,
    rules_opened: bool,
}

/// What is asked for at the human's decision (a hint, a refusal, the rules page), one after
/// the other; true once all of it is on show.
fn asked_for_shown(world: &mut World, plan: &ScreenshotPlan, p: &mut Progress) -> bool {
    hint_shown(world, plan, p) && refusal_shown(world, plan, p) && rules_page_shown(world, plan, p)
}

/// With `--refuse`: the human asked tries the action, and the table refuses it.
fn refusal_shown(world: &mut World, plan: &ScreenshotPlan, p: &mut Progress) -> bool {
    let Some(action) = &plan.refuse else {
        return true;
    };
    if !p.refusal_tried {
        p.refusal_tried = true;
        let t = world.resource::<ActiveTable>().clone();
        let seat = world
            .resource::<TableTurn>()
            .asked
            .as_ref()
            .and_then(|a| a.seats.iter().copied().find(|s| t.is_human(*s)));
        if let Some(seat) = seat {
            // Sent as a guided game's step would be, with nothing left expected: the table
            // checks it as any action of the seat's.
            match t.rules.expect(world, seat, action) {
                Ok(()) => {
                    t.rules.take_expected(world, seat);
                    t.rules.clear_expected(world);
                }
                Err(e) => warn!("screenshot: --refuse {action}: {e}"),
            }
        }
        return false;
    }
    world.resource::<crate::session::LastRefusal>().0.is_some()
}

/// With `--rules`: the pause menu's rules page over the table.
fn rules_page_shown(world: &mut World, plan: &ScreenshotPlan, p: &mut Progress) -> bool {
    if plan.rules_page && !p.rules_opened {
        p.rules_opened = true;
        world
            .resource_mut::<NextState<PlayState>>()
            .set(PlayState::Paused);
        world.resource_mut::<crate::app::pause::PauseMenu>().rules = true;
        return false;
    }
    true
}

/// With `--hint`: asks for one once the picture would be ready, and says when it is on show.
fn hint_shown(world: &mut World, plan: &ScreenshotPlan, p: &mut Progress) -> bool {
    if !plan.hint {
        return true;
    }
    if !p.hint_asked {
        p.hint_asked = true;
        world.write_message(crate::session::HintRequest);
        return false;
    }
    world.resource::<crate::session::HintShown>().0.is_some()
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Progress>().add_systems(Update, drive);
}

fn drive(world: &mut World) {
    // The next frame at once: an idle window would otherwise wait up to half a minute for it
    // (see `view::idle`), and the picture waits for frames.
    world.write_message(bevy::window::RequestRedraw);
    let plan = world.resource::<ScreenshotPlan>().clone();
    let mut p = world.remove_resource::<Progress>().unwrap_or_default();
    p.frames += 1;
    if !p.started && p.frames > 5 {
        p.started = true;
        if let Some((game, _)) = plan.learn {
            world.write_message(Go::Learn(game));
        } else if let Some(setup) = plan.table.clone() {
            playing::start_new(world, setup, crate::app::unfinished::Kind::Local);
        } else if let Some(screen) = plan.screen {
            world.resource_mut::<NextState<Screen>>().set(screen);
        }
    }
    let ready = match (&plan.table, world.get_resource::<ActiveTable>()) {
        (_, Some(t)) if plan.learn.is_some() => {
            // The learner takes the tutorial's steps, then its next step is photographed.
            let t = t.clone();
            let wanted = plan.learn.map_or(0, |(_, n)| n);
            let busy = world.resource::<crate::session::ViewBusy>().0;
            let asked = world.resource::<TableTurn>().my_decision();
            let step = world
                .get_resource::<crate::app::tutorial::Tutorial>()
                .map_or(0, |t| t.step);
            let settled = p.frames > 60 && !busy && asked;
            if settled && step < wanted && p.ready_for == 0 {
                t.rules.take_expected(world, crate::app::tutorial::LEARNER);
                // Past the welcome, as a learner who began.
                if let Some(mut tutorial) =
                    world.get_resource_mut::<crate::app::tutorial::Tutorial>()
                {
                    tutorial.welcomed = true;
                }
                false
            } else {
                settled && step >= wanted && asked_for_shown(world, &plan, &mut p)
            }
        }
        (None, _) => p.frames > 40,
        (Some(_), Some(t)) => {
            let t = t.clone();
            let busy = world.resource::<crate::session::ViewBusy>().0;
            let taken = t.rules.actions_taken(world);
            if plan.pause_during_playback {
                // Pause in the middle of the first playback after the wanted actions.
                let paused = world
                    .get_resource::<State<PlayState>>()
                    .is_some_and(|s| *s.get() == PlayState::Paused);
                if !paused && busy && taken >= plan.actions && p.frames > 60 {
                    world
                        .resource_mut::<NextState<PlayState>>()
                        .set(PlayState::Paused);
                }
                paused
            } else {
                if taken >= plan.actions && !p.humans_seated {
                    p.humans_seated = true;
                    let mut table = world.resource_mut::<ActiveTable>();
                    for seat in table.setup.seats.iter_mut().take(plan.humans) {
                        seat.kind = SeatKind::Human;
                    }
                }
                // A human's decision stops the bots: photograph it once the view has settled.
                let t = world.resource::<ActiveTable>().clone();
                let human_to_act = world
                    .resource::<TableTurn>()
                    .asked
                    .as_ref()
                    .is_some_and(|a| a.seats.iter().any(|s| t.is_human(*s)));
                let settled = p.frames > 60 && !busy;
                let wanted = if plan.humans == 0 {
                    taken >= plan.actions
                } else {
                    human_to_act
                };
                wanted && settled && asked_for_shown(world, &plan, &mut p)
                    || t.rules.outcome(world).is_some()
            }
        }
        (Some(_), None) => *world.resource::<State<Screen>>().get() == Screen::GameOver,
    };
    // A long safety net, in real time: never hang whoever runs it.
    let waited = world.resource::<Time<Real>>().elapsed_secs();
    if !ready && waited > 600.0 && !p.requested {
        warn!("screenshot: gave up waiting after {waited:.0} s; taking the picture as it is");
    }
    let ready = ready || waited > 600.0;
    p.ready_for = if ready { p.ready_for + 1 } else { 0 };
    if p.ready_for > 10 && !p.requested {
        p.requested = true;
        let out = plan.out.clone();
        world
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(out))
            .observe(|_: On<ScreenshotCaptured>, mut p: ResMut<Progress>| {
                p.saved_at = Some(p.frames)
            });
    }
    if let Some(at) = p.saved_at
        && p.frames > at + 3
    {
        world.write_message(AppExit::Success);
    }
    world.insert_resource(p);
}
