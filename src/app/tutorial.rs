//! "Learn to play": a guided first game of each game, on the fixed deal of its tutorial file
//! (`levels/tutorial_<game>.ron`) against Easy bots. At each of the learner's decisions a strip
//! under the prompt bar says what is new in a sentence or two, the action it asks for glows (the hint's glow)
//! and the gate takes no other; the rules page is one click away, and the tutorial can be left
//! and resumed ("Continue"), since it is a table like any other. After the last step the game
//! plays on freely.

use crate::app::pause::PauseMenu;
use crate::app::{Go, Notices};
use crate::games::RulesStep;
use crate::lang;
use crate::levels::{LevelAsset, LevelLibrary, LevelSources};
use crate::session::privacy::TableUi;
use crate::session::{ActiveTable, TableArea, TableMode, TableTurn, TurnSeen};
use crate::states::{PlayState, Screen};
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_levels::Level;
use mogland_levels::tutorial::TutorialDef;
use mogland_rules::core::{GameId, SeatId, TableSetup};

/// The learner's seat.
pub const LEARNER: SeatId = SeatId(0);

/// The tutorial under way at the table.
#[derive(Resource, Clone, Debug)]
pub struct Tutorial {
    pub def: TutorialDef,
    /// Steps the learner has taken, worked out from the log.
    pub step: usize,
    /// The actions at the table when `step` was worked out.
    seen_at: usize,
    /// The welcome has been read (a resumed tutorial does not show it again).
    pub welcomed: bool,
}

impl Tutorial {
    pub fn new(def: TutorialDef) -> Self {
        Self {
            def,
            step: 0,
            seen_at: usize::MAX,
            welcomed: false,
        }
    }
}

/// The tutorial file of a game: `tutorial_` and its level file's name.
pub fn file_of(game: GameId) -> Option<String> {
    mogland_rules::games::find(game).map(|g| format!("tutorial_{}", g.info().level_file))
}

/// A game's tutorial as the level library has it now (a player's fixed copy wins).
pub fn tutorial_of(world: &World, game: GameId) -> Option<TutorialDef> {
    let file = file_of(game)?;
    let (level, _) = world.resource::<LevelLibrary>().get(
        &file,
        world.resource::<Assets<LevelAsset>>(),
        world.resource::<LevelSources>(),
    )?;
    match level {
        Level::Tutorial(def) => Some(def),
        _ => None,
    }
}

/// The table a tutorial is played at, on the game's level as it is now.
pub fn tutorial_table(
    world: &World,
    game: GameId,
    def: &TutorialDef,
) -> Result<TableSetup, String> {
    let info = mogland_rules::games::find(game)
        .ok_or("this game is not in this version of Mogland")?
        .info();
    let level = crate::levels::game_level(world, info)?;
    Ok(TableSetup::for_tutorial(game, def, level))
}

/// Whether a table is a game's tutorial (so a resumed one is guided again).
fn is_tutorial(setup: &TableSetup, def: &TutorialDef) -> bool {
    setup.seed == def.seed
        && setup.seats.first().is_some_and(|s| s.name == def.learner)
        && setup.seats.len() == def.bots.len() + 1
        && setup.seats[1..]
            .iter()
            .zip(&def.bots)
            .all(|(s, b)| &s.name == b)
}

/// Starts a game's tutorial from its first step.
pub fn start(world: &mut World, game: GameId) {
    let Some(def) = tutorial_of(world, game) else {
        let game = mogland_rules::games::name_of(game);
        world
            .resource_mut::<Notices>()
            .words(tr!("notice-no-tutorial", game = game));
        return;
    };
    match tutorial_table(world, game, &def) {
        Ok(setup) => {
            // Kept apart from the player's own games: a tutorial replaces only the last one.
            crate::app::playing::start_new(world, setup, crate::app::unfinished::Kind::Tutorial);
            if world.contains_resource::<ActiveTable>() {
                world.insert_resource(Tutorial::new(def));
            }
        }
        Err(e) => world.resource_mut::<Notices>().words(e),
    }
}

/// After "Continue": a resumed tutorial table is guided again where it was left.
pub fn resumed(world: &mut World) {
    let Some(table) = world.get_resource::<ActiveTable>().cloned() else {
        return;
    };
    if let Some(def) = tutorial_of(world, table.game())
        && is_tutorial(&table.setup, &def)
    {
        let mut t = Tutorial::new(def);
        t.welcomed = true;
        world.insert_resource(t);
        world.resource_mut::<ActiveTable>().mode = TableMode::Tutorial;
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<Tutorial>()
    })
    .add_systems(
        Update,
        follow
            .after(RulesStep)
            .after(TurnSeen)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Tutorial>)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        panel
            .after(TableUi::Bar)
            .before(TableUi::Table)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Tutorial>)),
    );
}

/// Keeps the step in line with the table, and asks the learner for the step's action.
fn follow(world: &mut World) {
    let Some(table) = world.get_resource::<ActiveTable>().cloned() else {
        return;
    };
    // Any change of the log (an action, an undo) moves the step.
    let n = table.rules.actions_taken(world);
    if world.resource::<Tutorial>().seen_at != n {
        let step = table.rules.steps_taken(world, LEARNER);
        let mut t = world.resource_mut::<Tutorial>();
        t.step = step;
        t.seen_at = n;
    }
    let t = world.resource::<Tutorial>();
    let expect = t.def.steps.get(t.step).map(|s| s.expect.clone());
    let asked = world
        .resource::<TableTurn>()
        .asked
        .as_ref()
        .is_some_and(|a| a.seats.contains(&LEARNER));
    match expect {
        Some(e) if asked => {
            if let Err(why) = table.rules.expect(world, LEARNER, &e) {
                // A broken step (an edited file): say so once, and let the game play on.
                warn!("tutorial: {why}");
                world
                    .resource_mut::<Notices>()
                    .words(tr!("notice-tutorial-step", error = why));
                let len = world.resource::<Tutorial>().def.steps.len();
                world.resource_mut::<Tutorial>().step = len;
                table.rules.clear_expected(world);
            }
        }
        Some(_) => {}
        None => table.rules.clear_expected(world),
    }
}

/// The tutorial's strip under the prompt bar, across the table: the step's idea and words, the
/// rules page, and the way out; the table's own panels lay out below it, so it hides nothing.
/// Before the first step, the welcome stands over the table until the learner begins.
fn panel(
    mut contexts: EguiContexts,
    mut tutorial: ResMut<Tutorial>,
    turn: Res<TableTurn>,
    mut area: ResMut<TableArea>,
    mut pause: ResMut<PauseMenu>,
    mut play: ResMut<NextState<PlayState>>,
    mut go: MessageWriter<Go>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(table_area) = area.0 else {
        return Ok(());
    };
    if !tutorial.welcomed {
        let mut begin = false;
        egui::Modal::new(egui::Id::new("tutorial-welcome")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.label(
                egui::RichText::new(tr!(
                    "tutorial-title",
                    game = mogland_rules::games::parse(&tutorial.def.game)
                        .map_or(tutorial.def.game.as_str(), |g| g.info().name)
                ))
                .size(theme::SUBHEADING)
                .color(theme::ACCENT),
            );
            ui.add_space(theme::GAP);
            ui.label(egui::RichText::new(lang::words(&tutorial.def.welcome)).size(theme::BODY));
            ui.add_space(theme::GAP_M);
            begin = theme::primary_button(ui, &tr!("tutorial-begin"));
        });
        if begin {
            tutorial.welcomed = true;
        }
    }
    let def = &tutorial.def;
    let total = def.steps.len();
    let asked = turn.my_decision();
    let mut root = theme::screen_in(ctx, "tutorial", table_area);
    let strip = egui::Frame::new()
        .fill(theme::PAPER)
        .stroke(egui::Stroke::new(2.0, theme::ACCENT))
        .inner_margin(egui::Margin::symmetric(
            theme::GAP_M as i8,
            theme::GAP_S as i8,
        ));
    egui::Panel::top("tutorial-strip")
        .frame(strip)
        .show(&mut root, |ui| {
            let step = def.steps.get(tutorial.step);
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(match step {
                        Some(s) => {
                            let number: usize = tutorial.step + 1;
                            tr!(
                                "tutorial-step",
                                number = number,
                                total = total,
                                idea = lang::words(&s.idea)
                            )
                        }
                        None => tr!("tutorial-plays-on"),
                    })
                    .color(theme::ACCENT)
                    .strong(),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .small_button(tr!("tutorial-leave"))
                        .on_hover_text(tr!("tutorial-leave-more"))
                        .clicked()
                    {
                        go.write(Go::Menu);
                    }
                    if ui
                        .small_button(tr!("tutorial-rules"))
                        .on_hover_text(tr!("tutorial-rules-more"))
                        .clicked()
                    {
                        pause.rules = true;
                        play.set(PlayState::Paused);
                    }
                });
            });
            match step {
                Some(s) if asked => {
                    ui.label(
                        egui::RichText::new(lang::words(&s.say))
                            .size(theme::BODY)
                            .strong(),
                    );
                }
                Some(_) => {
                    ui.label(
                        egui::RichText::new(tr!("tutorial-watch"))
                            .italics()
                            .color(theme::INK_SOFT),
                    );
                }
                None => {
                    ui.label(egui::RichText::new(lang::words(&def.farewell)).size(theme::BODY));
                }
            }
        });
    // The table's panels take what is left.
    area.0 = Some(root.available_rect_before_wrap());
    Ok(())
}
