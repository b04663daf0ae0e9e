//! Table setup: the game, 2–6 seats within its limits (human or bot, name, colour), its
//! variants as toggles, and a seed (random unless one is typed).

use crate::app::{Go, Notices};
use crate::audio::{PlaySound, Sound};
use crate::games::texts;
use crate::levels::{LevelAsset, LevelLibrary, LevelOrigin, LevelSources};
use crate::settings::Settings;
use crate::states::Screen;
use crate::theme;
use crate::tr;
use crate::view::seats::Marker;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_rules::core::{
    BotLevel, CAT_COLOURS, CAT_NAMES, GameId, GameInfo, GameRng, SeatId, SeatKind, SeatSetup,
    TableSetup,
};

/// What the setup screen is editing; kept between visits so "back" loses nothing.
#[derive(Resource, Clone, Debug)]
pub struct SetupForm {
    pub game: GameId,
    pub seats: Vec<SeatSetup>,
    /// Seats left open for players on other machines (an online table), by seat.
    pub online: Vec<bool>,
    pub variants: Vec<String>,
    pub random_seed: bool,
    pub seed_text: String,
}

impl Default for SetupForm {
    fn default() -> Self {
        let seats: Vec<SeatSetup> = (0..4)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i].into(),
                colour: CAT_COLOURS[i],
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(BotLevel::Normal)
                },
            })
            .collect();
        Self {
            game: crate::games::playable()
                .next()
                .map_or(GameId::new("catastrophes"), |g| g.info().id),
            online: vec![false; seats.len()],
            seats,
            variants: Vec::new(),
            random_seed: true,
            seed_text: String::new(),
        }
    }
}

impl SetupForm {
    /// What the chosen game says about itself.
    pub fn info(&self) -> Option<&'static GameInfo> {
        crate::games::rules(self.game).map(|g| g.info())
    }

    /// Keeps the seat count within the game's limits.
    pub fn fit_seats(&mut self) {
        let Some(info) = self.info() else { return };
        let range = info.players.clone();
        while self.seats.len() < *range.start() {
            self.add_seat();
        }
        self.seats.truncate(*range.end());
        self.online.resize(self.seats.len(), false);
    }

    /// Whether any seat waits for a player on another machine.
    pub fn is_online(&self) -> bool {
        self.online.iter().take(self.seats.len()).any(|o| *o)
    }

    pub fn add_seat(&mut self) {
        let i = self.seats.len();
        self.seats.push(SeatSetup {
            name: CAT_NAMES[i % CAT_NAMES.len()].into(),
            colour: CAT_COLOURS[i % CAT_COLOURS.len()],
            kind: SeatKind::Bot(BotLevel::Normal),
        });
        self.online.resize(self.seats.len() - 1, false);
        self.online.push(false);
    }

    /// The seed to play: typed, or fresh.
    pub fn seed(&self) -> Result<u64, String> {
        if self.random_seed {
            return Ok(GameRng::entropy_seed());
        }
        self.seed_text
            .trim()
            .parse()
            .map_err(|_| tr!("setup-seed-not-a-number", seed = self.seed_text.as_str()))
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SetupForm>()
        .add_systems(
            EguiPrimaryContextPass,
            setup_ui.run_if(in_state(Screen::Setup)),
        )
        .add_systems(OnEnter(Screen::Menu), start_at_start)
        .add_systems(
            EguiPrimaryContextPass,
            replace_ui.run_if(resource_exists::<ReplaceAsked>),
        )
        .add_systems(OnEnter(Screen::Menu), |mut commands: Commands| {
            commands.remove_resource::<ReplaceAsked>()
        });
}

/// A new table would replace an unfinished game of the same game: the player is asked first.
#[derive(Resource, Clone, Debug)]
pub struct ReplaceAsked {
    pub kept: crate::app::unfinished::Unfinished,
    /// The table to start if the player says so.
    pub table: TableSetup,
    /// It is to be hosted for friends (its lobby opens), not played here.
    pub host: bool,
}

/// "You have an unfinished Cat Attack game…": continue it, drop it for the new one, or go back.
fn replace_ui(
    mut contexts: EguiContexts,
    asked: Res<ReplaceAsked>,
    mut go: MessageWriter<Go>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let name = mogland_rules::games::name_of(asked.kept.slot.game);
    let shown = egui::Modal::new(egui::Id::new("replace-unfinished")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(tr!("replace-title", game = name.as_str()));
        ui.label(asked.kept.detail());
        ui.add_space(8.0);
        ui.label(tr!("replace-explain", game = name.as_str()));
        ui.add_space(12.0);
        ui.horizontal_wrapped(|ui| {
            if theme::primary_button(ui, &tr!("replace-continue")) {
                go.write(Go::ContinueFrom(asked.kept.slot));
            }
            if theme::wide_button(ui, &tr!("replace-drop")) {
                go.write(Go::StartAnew);
            }
            if theme::wide_button(ui, &tr!("setup-back")) {
                commands.remove_resource::<ReplaceAsked>();
            }
        });
    });
    if shown.should_close() {
        commands.remove_resource::<ReplaceAsked>();
    }
    Ok(())
}

/// `mogland play --game G --seats ..`: the window opens at a new table of this game, as if
/// the setup screen had been filled in so and Start pressed (the player's board).
#[derive(Resource, Clone, Debug)]
pub struct TableAtStart {
    pub game: GameId,
    pub seats: Vec<SeatKind>,
    /// The deal (`--seed`); a fresh one without.
    pub seed: Option<u64>,
}

fn start_at_start(world: &mut World) {
    let Some(start) = world.remove_resource::<TableAtStart>() else {
        return;
    };
    let mut form = world.resource_mut::<SetupForm>();
    form.game = start.game;
    form.seats.clear();
    for kind in start.seats {
        form.add_seat();
        form.seats.last_mut().expect("a seat was added").kind = kind;
    }
    form.random_seed = start.seed.is_none();
    form.seed_text = start.seed.map(|s| s.to_string()).unwrap_or_default();
    world.write_message(Go::Start);
}

/// The table the form describes, on the level in use now.
pub fn table_from_form(world: &World) -> Result<TableSetup, String> {
    let form = world.resource::<SetupForm>();
    let Some(info) = form.info() else {
        return Err(tr!(
            "setup-game-unknown",
            game = mogland_rules::games::name_of(form.game)
        ));
    };
    let seed = form.seed()?;
    let level = crate::levels::game_level(world, info)?;
    if form.seats.iter().any(|s| s.name.trim().is_empty()) {
        return Err(tr!("setup-seat-needs-a-name"));
    }
    Ok(TableSetup {
        game: form.game,
        seats: form.seats.clone(),
        variants: form.variants.clone(),
        seed,
        level,
    })
}

fn setup_ui(
    mut contexts: EguiContexts,
    mut form: ResMut<SetupForm>,
    mut go: MessageWriter<Go>,
    notices: Res<Notices>,
    library: Res<LevelLibrary>,
    levels: Res<Assets<LevelAsset>>,
    sources: Res<LevelSources>,
    mut sounds: MessageWriter<PlaySound>,
    mut settings: ResMut<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::screen(ctx, "screen");
    let before = form.game;
    let mut start = false;
    // Escape goes back, as the Back button does (unless a text field has the keyboard).
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) && !ctx.egui_wants_keyboard_input() {
        go.write(Go::Menu);
    }
    egui::Panel::bottom("setup-buttons").show(&mut root, |ui| {
        ui.add_space(8.0);
        // At a large interface size the buttons take two rows rather than leave the window.
        ui.horizontal_wrapped(|ui| {
            if theme::wide_button(ui, &tr!("setup-back")) {
                sounds.write(PlaySound(Sound::MenuClick));
                go.write(Go::Menu);
            }
            if let Some(info) = form.info() {
                let label = if form.is_online() {
                    tr!("setup-host", game = info.name)
                } else {
                    tr!("setup-start", game = info.name)
                };
                if theme::primary_button(ui, &label) {
                    start = true;
                }
                if theme::wide_button(ui, &tr!("setup-learn")) {
                    sounds.write(PlaySound(Sound::MenuClick));
                    go.write(Go::Learn(info.id));
                }
            }
        });
        theme::problems(ui, &notices.lines());
        ui.add_space(8.0);
    });
    // The games take less of a narrow window (a large interface size): the seats need it.
    let games_width = (ctx.content_rect().width() * 0.38).clamp(220.0, 330.0);
    egui::Panel::left("games")
        .resizable(false)
        .exact_size(games_width)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.add_space(12.0);
                    ui.heading(tr!("setup-game"));
                    ui.add_space(8.0);
                    for g in crate::games::playable() {
                        let info = g.info();
                        let r = ui.add(egui::Button::selectable(
                            form.game == info.id,
                            egui::RichText::new(info.name).size(19.0),
                        ));
                        if r.clicked() {
                            form.game = info.id;
                        }
                        ui.label(egui::RichText::new(texts::blurb(info)).small());
                        ui.label(egui::RichText::new(texts::players(info)).small());
                        ui.add_space(8.0);
                    }
                });
        });
    if form.game != before {
        sounds.write(PlaySound(Sound::MenuClick));
        form.variants.clear();
        form.fit_seats();
    }
    let Some(info) = form.info() else {
        return Ok(());
    };
    egui::CentralPanel::default().show(&mut root, |ui| {
        // A game with many variants is taller than the window: the seed stays reachable. At a
        // large interface size the seats are wider than it too.
        egui::ScrollArea::both()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_space(12.0);
                ui.heading(tr!("setup-seats", game = info.name));
                ui.add_space(8.0);
                seats_editor(ui, &mut form, info);
                if form
                    .seats
                    .iter()
                    .any(|s| s.kind == SeatKind::Bot(BotLevel::Expert))
                {
                    ui.add_space(8.0);
                    expert_time(ui, &mut settings);
                }
                ui.add_space(16.0);
                let variants = info.variants;
                if !variants.is_empty() {
                    ui.heading(tr!("setup-variants"));
                    for v in variants {
                        let mut on = form.variants.iter().any(|k| k == v.key);
                        let (label, help) = texts::variant(info.id, v);
                        if ui
                            .checkbox(&mut on, label)
                            .on_hover_text(help.as_str())
                            .changed()
                        {
                            form.variants.retain(|k| k != v.key);
                            if on {
                                form.variants.push(v.key.to_string());
                            }
                        }
                        ui.label(egui::RichText::new(help).small());
                    }
                    ui.add_space(16.0);
                }
                ui.heading(tr!("setup-seed"));
                ui.horizontal(|ui| {
                    ui.checkbox(&mut form.random_seed, tr!("setup-seed-random"));
                    ui.add_enabled(
                        !form.random_seed,
                        egui::TextEdit::singleline(&mut form.seed_text)
                            .desired_width(200.0)
                            .hint_text(tr!("setup-seed-hint")),
                    );
                });
                ui.label(egui::RichText::new(tr!("setup-seed-more")).small());
                ui.add_space(16.0);
                if let Some((_, origin)) = library.get(info.level_file, &levels, &sources) {
                    let from = match origin {
                        LevelOrigin::Mod(p) => {
                            tr!("setup-level-mod", file = p.display().to_string())
                        }
                        LevelOrigin::Shipped => tr!("setup-level-shipped", file = info.level_file),
                        LevelOrigin::Embedded => {
                            tr!("setup-level-built-in", file = info.level_file)
                        }
                    };
                    ui.label(egui::RichText::new(from).small());
                }
            });
    });
    if start {
        sounds.write(PlaySound(Sound::Meow));
        go.write(if form.is_online() {
            Go::Host
        } else {
            Go::Start
        });
    }
    Ok(())
}

/// How long Expert bots think over each decision (a setting, kept for the next tables).
fn expert_time(ui: &mut egui::Ui, settings: &mut Settings) {
    let mut secs = settings.expert_time().as_secs();
    ui.horizontal(|ui| {
        ui.label(tr!("setup-expert-thinks"));
        ui.add(
            egui::Slider::new(&mut secs, BotLevel::EXPERT_SECONDS)
                .suffix(" s")
                .integer(),
        )
        .on_hover_text(tr!("setup-expert-more"));
        ui.label(tr!("setup-expert-per-decision"));
    });
    if secs != settings.expert_seconds {
        settings.expert_seconds = secs;
    }
}

fn seats_editor(ui: &mut egui::Ui, form: &mut SetupForm, info: &GameInfo) {
    let range = info.players.clone();
    let mut remove = None;
    egui::Grid::new("seats")
        .num_columns(5)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(egui::RichText::new(tr!("setup-seat")).strong());
            ui.label(egui::RichText::new(tr!("setup-name")).strong());
            ui.label(egui::RichText::new(tr!("setup-colour")).strong());
            ui.label(egui::RichText::new(tr!("setup-player")).strong());
            ui.label("");
            ui.end_row();
            let n = form.seats.len();
            let game = form.game;
            let SetupForm { seats, online, .. } = form;
            for (i, seat) in seats.iter_mut().enumerate() {
                // The seat's number and its marker: the shape it has on every table.
                ui.horizontal(|ui| {
                    ui.label(format!("{}", i + 1));
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
                    Marker::of(SeatId(i as u8)).paint(
                        ui.painter(),
                        rect.center(),
                        9.0,
                        theme::colour(seat.colour),
                    );
                });
                ui.add_sized(
                    [170.0, 30.0],
                    egui::TextEdit::singleline(&mut seat.name).char_limit(16),
                );
                ui.color_edit_button_srgb(&mut seat.colour);
                online.resize(n, false);
                let label = match seat.kind {
                    _ if online[i] => tr!("setup-online-friend"),
                    SeatKind::Human => tr!("setup-human"),
                    SeatKind::Bot(l) => crate::app::bot_ratings::label(game, n, l),
                };
                egui::ComboBox::from_id_salt(("kind", i))
                    .selected_text(label)
                    .height(f32::INFINITY)
                    .show_ui(ui, |ui| {
                        if ui
                            .selectable_label(
                                !online[i] && seat.kind == SeatKind::Human,
                                tr!("setup-human"),
                            )
                            .clicked()
                        {
                            seat.kind = SeatKind::Human;
                            online[i] = false;
                        }
                        // Next to "Human": the other kind of person (it was below the fold).
                        if ui
                            .selectable_label(online[i], tr!("setup-online-friend"))
                            .on_hover_text(tr!("setup-online-friend-more"))
                            .clicked()
                        {
                            seat.kind = SeatKind::Human;
                            online[i] = true;
                        }
                        for l in BotLevel::ALL {
                            let on = !online[i] && seat.kind == SeatKind::Bot(l);
                            if ui
                                .selectable_label(on, crate::app::bot_ratings::label(game, n, l))
                                .clicked()
                            {
                                seat.kind = SeatKind::Bot(l);
                                online[i] = false;
                            }
                        }
                    });
                if ui
                    .add_enabled(n > *range.start(), egui::Button::new(tr!("setup-remove")))
                    .clicked()
                {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        form.seats.remove(i);
        if i < form.online.len() {
            form.online.remove(i);
        }
    }
    if ui
        .add_enabled(
            form.seats.len() < *range.end(),
            egui::Button::new(tr!("setup-add-seat")),
        )
        .clicked()
    {
        form.add_seat();
    }
    ui.label(egui::RichText::new(texts::first_player(form.game)).small());
}
