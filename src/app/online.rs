//! Joining a table on another machine: the form (the host's invite and a name), the lobby
//! (take a seat, say ready; or watch), then the table the host sends, played with the game's
//! own view. The rules never
//! run here: the table is a mirror of what this machine's seats may see (`mogland_net`).

use crate::app::Notices;
use crate::app::playing;
use crate::audio::{PlaySound, Sound};
use crate::games::RulesStep;
use crate::games::texts;
use crate::lang;
use crate::session::LastRefusal;
use crate::states::Screen;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_net::guest::{End, Visit};
use mogland_net::protocol::{ChatLine, Holder, Said, ToHost};
use mogland_net::{NetPlugin, NetSet};
use mogland_rules::core::Text;

/// What the join form holds, kept between visits.
#[derive(Resource, Clone, Debug)]
pub struct JoinForm {
    /// The invite the host gave, as pasted.
    pub invite: String,
    pub name: String,
    /// Only to watch: no seat.
    pub watch: bool,
}

impl Default for JoinForm {
    fn default() -> Self {
        Self {
            invite: String::new(),
            name: "Player".into(),
            watch: false,
        }
    }
}

pub fn plugin(app: &mut App) {
    waker(app);
    app.add_plugins(NetPlugin)
        // What the host sent is shown before the views draw; what the views sent leaves
        // before the table's own gate could see it.
        .configure_sets(Update, (NetSet::Receive, NetSet::Send).before(RulesStep))
        .init_resource::<JoinForm>()
        .add_message::<JoinAction>()
        .add_systems(Update, join_actions.run_if(in_state(Screen::Join)))
        .add_systems(
            EguiPrimaryContextPass,
            join_ui.run_if(in_state(Screen::Join)),
        )
        .add_systems(
            Update,
            follow
                .after(NetSet::Receive)
                .before(NetSet::Send)
                .run_if(resource_exists::<Visit>),
        )
        .add_systems(OnEnter(Screen::Menu), (leave, join_at_start).chain())
        .add_systems(
            EguiPrimaryContextPass,
            chat_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Visit>)),
        )
        .add_systems(Last, (pace, wake_on_news));
}

/// A packet for this machine wakes the window at once (see `mogland_net::Waker`). Set when
/// the plugin is built: a table may be joined before `Startup` (`mogland play --join`).
fn waker(app: &mut App) {
    if let Some(proxy) = app
        .world()
        .get_resource::<bevy::winit::EventLoopProxyWrapper>()
    {
        let proxy = (**proxy).clone();
        app.insert_resource(mogland_net::Waker(std::sync::Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        })));
    }
}

/// Whatever the host sent (a lobby change, a chat line, a table) is drawn at once, not at the
/// player's next touch of the mouse.
fn wake_on_news(
    guest: Option<Res<Visit>>,
    mut seen: Local<(u64, usize, Option<mogland_net::protocol::Lobby>, bool)>,
    redraw: Option<MessageWriter<bevy::window::RequestRedraw>>,
) {
    let (Some(guest), Some(mut redraw)) = (guest, redraw) else {
        return;
    };
    let now = (
        guest.updates,
        guest.chat.len(),
        guest.lobby.clone(),
        guest.end.is_some(),
    );
    if *seen != now {
        *seen = now;
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// How often a window at another's table looks for what its host sent with no input to wake
/// it (an idle window otherwise sleeps until the player does something): rarely where a
/// thread wakes it when a packet comes, often where none can.
const NET_WAKE: std::time::Duration = std::time::Duration::from_millis(30);
const NET_WAKE_WATCHED: std::time::Duration = std::time::Duration::from_millis(250);

/// While this machine is at an online table the window wakes to hear the other machines.
fn pace(world: &mut World) {
    let online =
        world.contains_resource::<Visit>() || world.contains_resource::<mogland_net::host::Host>();
    let wake = if mogland_net::watched(world) {
        NET_WAKE_WATCHED
    } else {
        NET_WAKE
    };
    let Some(mut winit) = world.get_resource_mut::<bevy::winit::WinitSettings>() else {
        return;
    };
    let wanted = if online {
        bevy::winit::WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(wake),
            unfocused_mode: bevy::winit::UpdateMode::reactive(wake),
        }
    } else {
        crate::view::idle::settings()
    };
    if winit.focused_mode != wanted.focused_mode {
        *winit = wanted;
    }
}

/// `mogland play --join ADDR --name NAME [--bot LEVEL]`: the window opens at that table's
/// lobby; with a bot, the bot takes the first open seat, says it is ready and plays it (to
/// watch a bot play at a friend's table, or to measure a window's round trips).
#[derive(Resource, Clone, Debug)]
pub struct JoinAtStart {
    pub form: JoinForm,
    pub bot: Option<mogland_rules::core::BotLevel>,
}

fn join_at_start(world: &mut World) {
    let Some(start) = world.remove_resource::<JoinAtStart>() else {
        return;
    };
    *world.resource_mut::<JoinForm>() = start.form;
    knock(world, start.bot);
    NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), Screen::Join);
}

/// Knocks at the table the form's invite names.
fn knock(world: &mut World, bot: Option<mogland_rules::core::BotLevel>) {
    let form = world.resource::<JoinForm>().clone();
    let name = mogland_net::protocol::clean_name(&form.name);
    let result = (|| {
        if name.is_empty() {
            return Err(Text::Verbatim(tr!("join-name-missing")));
        }
        let invite: mogland_net::invite::Invite = form.invite.parse()?;
        let me = crate::settings::online_identity(world)?;
        let mut guest = Visit::new(&name, bot, bot.is_some());
        guest.hello.watch = form.watch && bot.is_none();
        world.insert_resource(guest);
        mogland_net::connect(world, &me, &invite)
    })();
    if let Err(e) = result {
        world.remove_resource::<Visit>();
        world.resource_mut::<Notices>().0.push(e);
    }
}

/// The table moves this machine along: into play when the host deals, back to the menu with
/// a sentence when it is refused or the host is gone; the host's refusals reach the bar.
fn follow(world: &mut World) {
    let (end, started, why, fresh, story, seen) = {
        let mut guest = world.resource_mut::<Visit>();
        let why = guest.refused.take();
        let started = guest.lobby.as_ref().is_some_and(|l| l.started);
        let seen = guest.seen.clone();
        guest.seen.fresh = guest.fresh;
        guest.seen.stories = guest.stories;
        (
            guest.end.clone(),
            started,
            why,
            guest.fresh,
            guest.stories,
            seen,
        )
    };
    if let Some(why) = why {
        world.resource_mut::<LastRefusal>().0 = Some(why);
    }
    // The host sent the table afresh (a take-back, a rejoin): the views start again from it.
    if fresh != seen.fresh && world.contains_resource::<crate::session::ActiveTable>() {
        world.write_message(crate::session::TableChanged { note: None });
    }
    // Back at a game under way, the host told the game so far: the views take it in at once
    // (their log fills, nothing is played back), as after "Continue".
    if story != seen.stories {
        world.write_message(crate::view::kit::playback::SkipPlayback);
    }
    let screen = *world.resource::<State<Screen>>().get();
    match end {
        Some(End::Refused(why)) | Some(End::Lost(why)) | Some(End::Failed(why)) => {
            if seen.end {
                return;
            }
            world.resource_mut::<Visit>().seen.end = true;
            world.resource_mut::<Notices>().0.push(why);
            // The table stays a guest's until the menu is reached (`leave` closes it there):
            // nothing on the way takes the mirror for a table of this machine's own (to save
            // it for "Continue", say).
            if screen == Screen::Menu {
                mogland_net::close(world);
            }
            NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), Screen::Menu);
        }
        Some(End::Over { .. }) if !seen.end => {
            world.resource_mut::<Visit>().seen.end = true;
            if let Some(line) =
                mogland_net::round_trips_line(&world.resource::<Visit>().round_trips)
            {
                let frames = crate::view::frame_times::line(world).unwrap_or_default();
                info!("online: {line}; {frames}");
            }
        }
        _ if started
            && screen == Screen::Join
            && world.contains_resource::<mogland_rules::core::Setup>() =>
        {
            let rules = world.resource::<Visit>().rules;
            if let Some(rules) = rules {
                let setup = world.resource::<mogland_rules::core::Setup>().0.clone();
                playing::enter_online(world, rules, setup);
            }
        }
        _ => {}
    }
}

/// Back at the menu: this machine leaves any table it was at.
fn leave(world: &mut World) {
    if let Some(guest) = world.get_resource::<Visit>() {
        // For whoever measures: how long this machine's actions took to come back shown.
        if let Some(line) = mogland_net::round_trips_line(&guest.round_trips) {
            let frames = crate::view::frame_times::line(world).unwrap_or_default();
            info!("online: {line}; {frames}");
        }
    }
    if world.contains_resource::<Visit>() {
        if let Some(t) = world.remove_resource::<crate::session::ActiveTable>() {
            t.rules.end(world);
        }
        mogland_net::close(world);
    }
}

/// What the join screen's buttons ask for (handled with the world at hand).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinAction {
    Knock,
    Back,
}

fn join_actions(world: &mut World) {
    let wanted: Vec<JoinAction> = world
        .resource_mut::<Messages<JoinAction>>()
        .drain()
        .collect();
    for action in wanted {
        match action {
            JoinAction::Knock => {
                world.resource_mut::<Notices>().0.clear();
                mogland_net::close(world);
                knock(world, None);
            }
            JoinAction::Back => {
                mogland_net::close(world);
                NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), Screen::Menu);
            }
        }
    }
}

fn join_ui(
    mut contexts: EguiContexts,
    guest: Option<Res<Visit>>,
    client: Option<Res<mogland_net::transport::Client>>,
    mut form: ResMut<JoinForm>,
    notices: Res<Notices>,
    mut actions: MessageWriter<JoinAction>,
    mut out: MessageWriter<ToHost>,
    mut sounds: MessageWriter<PlaySound>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut knock_now = false;
    let mut back = false;
    let mut send: Vec<ToHost> = Vec::new();
    let mut root = theme::screen(ctx, "screen");
    egui::CentralPanel::default().show(&mut root, |ui| {
        // At a large interface size the page (a lobby most of all) is taller than the window.
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(theme::GAP_XL);
                    ui.label(
                        egui::RichText::new(tr!("join-title"))
                            .size(theme::HEADING)
                            .strong(),
                    );
                    ui.add_space(theme::GAP_L);
                    match guest.as_deref() {
                        None => {
                            ui.label(tr!("join-invite"));
                            ui.add(
                                egui::TextEdit::multiline(&mut form.invite)
                                    .desired_width(480.0)
                                    .desired_rows(3)
                                    .font(egui::TextStyle::Monospace),
                            );
                            ui.add_space(theme::GAP);
                            ui.label(tr!("join-name"));
                            ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(360.0));
                            ui.add_space(theme::GAP);
                            ui.checkbox(&mut form.watch, tr!("join-only-watch"));
                            ui.add_space(theme::GAP_M);
                            if theme::primary_button(ui, &tr!("join-join"))
                                || ui.input(|i| i.key_pressed(egui::Key::Enter))
                            {
                                knock_now = true;
                            }
                        }
                        Some(guest) => match &guest.lobby {
                            None => {
                                ui.label(tr!("join-knocking"));
                                ui.spinner();
                            }
                            Some(lobby) => {
                                let mine = lobby.yours();
                                ui.label(
                                    egui::RichText::new(tr!(
                                        "lobby-table-of",
                                        game = mogland_rules::games::name_of(lobby.game)
                                    ))
                                    .size(theme::SUBHEADING),
                                );
                                if !lobby.variants.is_empty() {
                                    ui.label(tr!(
                                        "lobby-variants",
                                        variants =
                                            texts::variant_names(lobby.game, &lobby.variants)
                                    ));
                                }
                                if let Some(route) = client.as_ref().and_then(|c| c.route()) {
                                    ui.label(
                                        egui::RichText::new(route_text(&route))
                                            .size(theme::SMALL)
                                            .color(theme::INK_SOFT),
                                    );
                                }
                                ui.add_space(theme::GAP_M);
                                theme::centered_card(ui, 520.0, |ui| {
                                    egui::Grid::new("lobby")
                                        .spacing([16.0, 8.0])
                                        .show(ui, |ui| {
                                            for (i, seat) in lobby.seats.iter().enumerate() {
                                                let id = mogland_rules::core::SeatId(i as u8);
                                                ui.label(tr!("lobby-seat", number = id.number()));
                                                match seat.holder {
                                                    Holder::Open => {
                                                        ui.label(
                                                            egui::RichText::new(tr!("lobby-open"))
                                                                .italics(),
                                                        );
                                                        if !guest.hello.watch
                                                            && ui.button(tr!("lobby-sit")).clicked()
                                                        {
                                                            send.push(ToHost::Sit(id));
                                                        }
                                                    }
                                                    Holder::Bot(level) => {
                                                        ui.label(&seat.name);
                                                        ui.label(tr!(
                                                            "lobby-bot-at-host",
                                                            level = texts::bot_level(level)
                                                        ));
                                                    }
                                                    Holder::Host => {
                                                        ui.label(&seat.name);
                                                        ui.label(tr!("lobby-at-host"));
                                                    }
                                                    Holder::Guest { ready, away, .. } => {
                                                        ui.label(
                                                            egui::RichText::new(&seat.name)
                                                                .strong(),
                                                        );
                                                        let state = seat_state(away, ready);
                                                        if seat.yours {
                                                            ui.horizontal(|ui| {
                                                                ui.label(tr!(
                                                                    "lobby-you",
                                                                    state = state
                                                                ));
                                                                if ui
                                                                    .button(tr!("lobby-stand"))
                                                                    .clicked()
                                                                {
                                                                    send.push(ToHost::Stand(id));
                                                                }
                                                            });
                                                        } else {
                                                            ui.label(state);
                                                        }
                                                    }
                                                }
                                                ui.end_row();
                                            }
                                        });
                                });
                                ui.add_space(theme::GAP_M);
                                if !lobby.watchers.is_empty() {
                                    ui.label(tr!(
                                        "lobby-watchers",
                                        names = lobby.watchers.join(", ")
                                    ));
                                }
                                if guest.hello.watch {
                                    ui.label(tr!("lobby-you-watch"));
                                } else if mine.is_empty() {
                                    ui.label(tr!("lobby-pick"));
                                } else {
                                    let ready = lobby.seats.iter().any(|s| {
                                        s.yours
                                            && matches!(s.holder, Holder::Guest { ready: true, .. })
                                    });
                                    let label = if ready {
                                        tr!("lobby-unready-button")
                                    } else {
                                        tr!("lobby-ready-button")
                                    };
                                    if theme::primary_button(ui, &label) {
                                        send.push(ToHost::Ready(!ready));
                                    }
                                    ui.label(
                                        egui::RichText::new(tr!("lobby-starts-when"))
                                            .size(theme::SMALL)
                                            .color(theme::INK_SOFT),
                                    );
                                }
                                if !guest.chat.is_empty() {
                                    ui.add_space(theme::GAP_M);
                                    for line in guest.chat.iter().rev().take(5) {
                                        ui.label(chat_line(line));
                                    }
                                }
                            }
                        },
                    }
                    ui.add_space(theme::GAP_L);
                    if theme::wide_button(ui, &tr!("join-back")) {
                        back = true;
                    }
                    theme::problems(ui, &notices.lines());
                });
            });
    });
    if knock_now {
        sounds.write(PlaySound(Sound::MenuClick));
        actions.write(JoinAction::Knock);
    }
    for m in send {
        sounds.write(PlaySound(Sound::MenuClick));
        out.write(m);
    }
    if back || ctx.input(|i| i.key_pressed(egui::Key::Escape)) && !ctx.egui_wants_keyboard_input() {
        actions.write(JoinAction::Back);
    }
    Ok(())
}

/// The table's chat at an online table: the last lines, the quick phrases and a line to type,
/// folded in a corner until opened.
fn chat_ui(
    mut contexts: EguiContexts,
    guest: Res<Visit>,
    mut line: Local<String>,
    mut out: MessageWriter<ToHost>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = chat_title(guest.chat.len());
    chat_window(
        ctx,
        &title,
        |_| {},
        &guest.chat,
        &mut line,
        |text| {
            out.write(ToHost::Chat(text));
        },
    );
    Ok(())
}

/// A line of the table's chat as this player reads it: "Ada: good game", or the table's own
/// news ("Bert is watching").
pub fn chat_line(line: &ChatLine) -> String {
    let text = lang::say(&line.text);
    match &line.from {
        Some(from) => tr!("chat-line", name = from.as_str(), text = text),
        None => text,
    }
}

/// A guest's seat in a lobby: away, ready or not ready yet.
pub fn seat_state(away: bool, ready: bool) -> String {
    match (away, ready) {
        (true, _) => tr!("lobby-away"),
        (false, true) => tr!("lobby-ready"),
        (false, false) => tr!("lobby-not-ready"),
    }
}

/// "Table chat", with how many lines it holds.
pub fn chat_title(lines: usize) -> String {
    match lines {
        0 => tr!("chat-title"),
        n => tr!("chat-title-lines", count = n),
    }
}

/// How a connection goes, in words: "direct, round trip 1.0 ms".
pub fn route_text(route: &mogland_net::Route) -> String {
    let rtt = lang::decimal(route.rtt.as_secs_f64() * 1000.0, 1);
    if route.direct {
        tr!("route-direct", ms = rtt)
    } else {
        tr!("route-relay", ms = rtt)
    }
}

/// The folded chat window both ends of an online table show: `above` draws first (the host's
/// news of friends who are away), then the last `lines`, the quick phrases and the line being
/// typed; `say` gets what is said.
pub fn chat_window(
    ctx: &egui::Context,
    title: &str,
    above: impl FnOnce(&mut egui::Ui),
    lines: &[ChatLine],
    line: &mut String,
    mut say: impl FnMut(Said),
) {
    egui::Window::new(egui::RichText::new(title).size(theme::BODY))
        .id(egui::Id::new("table-chat"))
        .anchor(egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
        .default_open(false)
        .resizable(false)
        .default_width(300.0)
        .show(ctx, |ui| {
            above(ui);
            for said in lines.iter().rev().take(6).rev() {
                ui.label(chat_line(said));
            }
            ui.horizontal_wrapped(|ui| {
                for (i, phrase) in mogland_net::protocol::QUICK_PHRASES.iter().enumerate() {
                    if ui.button(lang::label(phrase)).clicked() {
                        say(Said::Phrase(i as u8));
                    }
                }
            });
            ui.horizontal(|ui| {
                let typed = ui.add(
                    egui::TextEdit::singleline(line)
                        .desired_width(200.0)
                        .char_limit(mogland_net::protocol::CHAT_MAX),
                );
                let enter = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button(tr!("chat-say")).clicked() || enter) && !line.trim().is_empty() {
                    say(Said::Words(std::mem::take(line)));
                }
            });
        });
}
