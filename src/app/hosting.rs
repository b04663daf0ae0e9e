//! Hosting a table for players on other machines: the table setup's seats marked "Online" wait
//! for them. The lobby shows the invite to give out, who sits where, who is ready and how each
//! connection goes; the host starts the game (or asks someone to leave). Then the table plays
//! here as a local one, and every other machine is sent what its seats may see
//! (`mogland_net::host`).

use crate::app::unfinished::{Kind, Slot};
use crate::app::{Notices, playing, setup};
use crate::audio::{PlaySound, Sound};
use crate::games::texts;
use crate::lang;
use crate::states::Screen;
use crate::theme;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mogland_net::host::{Host, Outbox, Place};
use mogland_net::invite::{DoorKeys, Invite};
use mogland_net::protocol::{DEFAULT_PORT, Holder, Said};
use mogland_net::transport::{Peer, Server};
use mogland_rules::core::{GameId, SeatKind, Text};

/// What the lobby's buttons ask for.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum HostAction {
    Start,
    Kick(usize),
    Close,
    /// A bot plays the seats of guest `.0` while it is away (`None`: the table waits).
    Cover(usize, Option<mogland_rules::core::BotLevel>),
    /// A line for the table's chat, from the first player at this screen.
    Say(Said),
    /// A new secret: the invite given so far lets nobody else in.
    NewInvite,
    /// Others may watch (or not).
    Watchers(bool),
    /// Guest `.0`'s seats go to the next machine that joins by its name.
    Release(usize),
    /// The invite to the clipboard.
    Copy,
}

/// What the host's player is typing into the chat.
#[derive(Resource, Default)]
pub struct ChatLine(pub String);

pub fn plugin(app: &mut App) {
    app.add_message::<HostAction>()
        .init_resource::<ChatLine>()
        .init_resource::<CopyInvite>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                lobby_ui.run_if(in_state(Screen::Hosting)),
                table_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Host>)),
            ),
        )
        .add_systems(
            Update,
            actions.run_if(in_state(Screen::Hosting).or_else(in_state(Screen::Playing))),
        )
        .add_systems(Last, wake_on_news)
        .add_systems(OnEnter(Screen::Menu), close);
}

/// Opens the table the setup screen describes to other machines, and shows its lobby.
pub fn open(world: &mut World) {
    let result = (|| {
        let setup = setup::table_from_form(world)?;
        let rules = crate::games::rules(setup.game).ok_or("this game cannot be played here")?;
        let form = world.resource::<setup::SetupForm>();
        let places = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.kind {
                _ if form.online.get(i).copied().unwrap_or(false) => Place::Open,
                SeatKind::Human => Place::Here,
                SeatKind::Bot(level) => Place::Bot(level),
            })
            .collect();
        let host = Host::new(rules, setup, places)?;
        mogland_net::close(world);
        listen(world)?;
        world.insert_resource(host);
        Ok::<(), String>(())
    })();
    match result {
        Ok(()) => NextState::set_if_neq(
            &mut world.resource_mut::<NextState<Screen>>(),
            Screen::Hosting,
        ),
        Err(e) => world
            .resource_mut::<Notices>()
            .words(tr!("notice-table-could-not-open", error = e)),
    }
}

/// Opens this machine's endpoint: the usual port, or any free one if another table already has
/// it (the invite says which).
/// Why not, in the player's words.
fn listen(world: &mut World) -> Result<(), String> {
    let me = crate::settings::online_identity(world).map_err(|e| lang::say(&e))?;
    mogland_net::listen(world, &me, DEFAULT_PORT)
        .or_else(|_| mogland_net::listen(world, &me, 0))
        .map_err(|e| lang::say(&e))
}

fn actions(world: &mut World) {
    let wanted: Vec<HostAction> = world
        .resource_mut::<Messages<HostAction>>()
        .drain()
        .collect();
    for action in wanted {
        let Some(mut host) = world.remove_resource::<Host>() else {
            return;
        };
        match action {
            HostAction::Start => match host.start(world) {
                Ok(()) => {
                    let (rules, setup) = (host.rules, host.setup.clone());
                    // A new hosted table of this game takes the slot (the player was asked).
                    let slot = Slot {
                        kind: Kind::Hosted,
                        game: setup.game,
                    };
                    slot.clear(world.resource::<crate::settings::Paths>());
                    remember(world, &host);
                    world.insert_resource(host);
                    playing::enter_hosted(world, rules, setup);
                    continue;
                }
                Err(e) => world
                    .resource_mut::<Notices>()
                    .words(tr!("notice-table-could-not-start", error = e)),
            },
            HostAction::Kick(g) => {
                let mut out = Outbox::default();
                host.kick(g, &mut out);
                mogland_net::host::post(world, out);
            }
            HostAction::Cover(g, level) => {
                host.cover(world, g, level);
                let name = host.guests.get(g).map_or(String::new(), |g| g.name.clone());
                host.news.push(Text::Verbatim(match level {
                    Some(_) => tr!("host-news-covered", name = name.as_str()),
                    None => tr!("host-news-waits", name = name.as_str()),
                }));
            }
            HostAction::Say(said) => {
                let from = host
                    .seats
                    .iter()
                    .position(|p| *p == Place::Here)
                    .and_then(|i| host.setup.seats.get(i))
                    .map_or_else(|| "Host".to_owned(), |s| s.name.clone());
                if let Some(text) = said.text() {
                    let line = mogland_net::protocol::ChatLine::said(&from, text);
                    let mut out = Outbox::default();
                    for client in host.guests.iter().filter_map(|g| g.client) {
                        out.send(client, mogland_net::protocol::ToGuest::Chat(line.clone()));
                    }
                    host.chat.push(line);
                    host.trim_chat();
                    mogland_net::host::post(world, out);
                }
            }
            HostAction::NewInvite => host.new_invite(),
            HostAction::Watchers(on) => host.watchers_allowed = on,
            HostAction::Release(g) => host.release(g),
            HostAction::Copy => {
                if let Some(server) = world.get_resource::<Server>() {
                    let text = Invite::new(server.addr(), host.secret).to_string();
                    world.resource_mut::<CopyInvite>().0 = Some(text);
                }
            }
            HostAction::Close => {
                world.insert_resource(host);
                close(world);
                NextState::set_if_neq(&mut world.resource_mut::<NextState<Screen>>(), Screen::Menu);
                continue;
            }
        }
        world.insert_resource(host);
    }
}

/// Back at the menu: the table this machine hosted is closed (its players are told).
fn close(world: &mut World) {
    if world.contains_resource::<Host>() {
        if let Some(t) = world.remove_resource::<crate::session::ActiveTable>() {
            t.rules.end(world);
        }
        mogland_net::close(world);
    }
}

/// The invite waiting to be put on the clipboard (egui does it while it draws).
#[derive(Resource, Default)]
pub struct CopyInvite(pub Option<String>);

/// A player arrives or leaves, says ready: the lobby is drawn at once.
fn wake_on_news(
    host: Option<Res<Host>>,
    mut seen: Local<usize>,
    redraw: Option<MessageWriter<bevy::window::RequestRedraw>>,
) {
    let (Some(host), Some(mut redraw)) = (host, redraw) else {
        return;
    };
    let news = host.news.len() + host.chat.len();
    if *seen != news {
        *seen = news;
        redraw.write(bevy::window::RequestRedraw);
    }
}

fn lobby_ui(
    mut contexts: EguiContexts,
    host: Option<Res<Host>>,
    server: Option<Res<Server>>,
    peers: Query<&Peer>,
    mut copy: ResMut<CopyInvite>,
    notices: Res<Notices>,
    mut actions: MessageWriter<HostAction>,
    mut sounds: MessageWriter<PlaySound>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(host), Some(server)) = (host, server) else {
        return Ok(());
    };
    if let Some(text) = copy.0.take() {
        ctx.copy_text(text);
    }
    // How each guest's connection goes: direct or through a relay, and its round trip.
    let route = |g: usize| {
        host.guests
            .get(g)
            .and_then(|g| g.client)
            .and_then(|c| peers.get(c).ok())
            .and_then(|p| p.route())
            .map(|r| crate::app::online::route_text(&r))
    };
    let mut root = theme::screen(ctx, "screen");
    egui::CentralPanel::default().show(&mut root, |ui| {
        // With the invite the lobby is taller than the window at a large interface size.
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(theme::GAP_XL);
                    ui.label(
                        egui::RichText::new(tr!("host-title", game = host.rules.info().name))
                            .size(theme::HEADING)
                            .strong(),
                    );
                    ui.add_space(theme::GAP);
                    let invite = Invite::new(server.addr(), host.secret);
                    ui.label(tr!("host-give-invite"));
                    let mut text = invite.to_string();
                    ui.add(
                        egui::TextEdit::multiline(&mut text)
                            .desired_width(520.0)
                            .desired_rows(3)
                            .font(egui::TextStyle::Monospace),
                    );
                    ui.horizontal(|ui| {
                        ui.add_space((ui.available_width() - 330.0).max(0.0) / 2.0);
                        if ui.button(tr!("host-copy")).clicked() {
                            actions.write(HostAction::Copy);
                        }
                        if ui
                            .button(tr!("host-new-invite"))
                            .on_hover_text(tr!("host-new-invite-more"))
                            .clicked()
                        {
                            actions.write(HostAction::NewInvite);
                        }
                        let mut watchers = host.watchers_allowed;
                        if ui.checkbox(&mut watchers, tr!("host-watchers")).changed() {
                            actions.write(HostAction::Watchers(watchers));
                        }
                    });
                    let relayed = invite.host.relay_urls().next().is_some();
                    ui.label(
                        egui::RichText::new(if relayed {
                            tr!("host-reach-anywhere")
                        } else {
                            tr!("host-reach-network")
                        })
                        .size(theme::SMALL)
                        .color(theme::INK_SOFT),
                    );
                    ui.add_space(theme::GAP_M);
                    let lobby = host.lobby_for(None);
                    theme::centered_card(ui, 560.0, |ui| {
                        egui::Grid::new("host-lobby")
                            .spacing([16.0, 8.0])
                            .show(ui, |ui| {
                                for (i, seat) in lobby.seats.iter().enumerate() {
                                    let number: usize = i + 1;
                                    ui.label(tr!("lobby-seat", number = number));
                                    match seat.holder {
                                        Holder::Open => {
                                            ui.label(
                                                egui::RichText::new(tr!("lobby-open")).italics(),
                                            );
                                            ui.label(tr!("host-waiting-friend"));
                                        }
                                        Holder::Bot(level) => {
                                            ui.label(&seat.name);
                                            ui.label(tr!(
                                                "bot-label",
                                                level = texts::bot_level(level)
                                            ));
                                        }
                                        Holder::Host => {
                                            ui.label(&seat.name);
                                            ui.label(tr!("host-here"));
                                        }
                                        Holder::Guest { ready, away, .. } => {
                                            ui.label(egui::RichText::new(&seat.name).strong());
                                            ui.horizontal(|ui| {
                                                ui.label(crate::app::online::seat_state(
                                                    away, ready,
                                                ));
                                                let g = host
                                                    .guests
                                                    .iter()
                                                    .position(|g| g.name == seat.name);
                                                if let Some(route) = g.and_then(route) {
                                                    ui.label(
                                                        egui::RichText::new(route)
                                                            .size(theme::SMALL),
                                                    );
                                                }
                                                if let Some(g) = g
                                                    && ui.button(tr!("host-kick")).clicked()
                                                {
                                                    actions.write(HostAction::Kick(g));
                                                }
                                            });
                                        }
                                    }
                                    ui.end_row();
                                }
                            });
                    });
                    if !lobby.watchers.is_empty() {
                        ui.label(tr!("lobby-watchers", names = lobby.watchers.join(", ")));
                    }
                    ui.add_space(theme::GAP_M);
                    let ready = host.can_start();
                    if theme::big_button(ui, ready, &tr!("host-start")) {
                        sounds.write(PlaySound(Sound::Meow));
                        actions.write(HostAction::Start);
                    }
                    ui.label(
                        egui::RichText::new(if ready {
                            tr!("host-all-ready")
                        } else {
                            tr!("host-start-when")
                        })
                        .size(theme::SMALL)
                        .color(theme::INK_SOFT),
                    );
                    ui.add_space(theme::GAP_M);
                    for line in host.news.iter().rev().take(4) {
                        ui.label(egui::RichText::new(lang::say(line)).size(theme::SMALL));
                    }
                    ui.add_space(theme::GAP_L);
                    if theme::wide_button(ui, &tr!("host-close")) {
                        actions.write(HostAction::Close);
                    }
                    theme::problems(ui, &notices.lines());
                });
            });
    });
    Ok(())
}

/// At the table this machine hosts: the table's chat, and the friends who are away (a bot may
/// play for them until they are back), folded in a corner.
fn table_ui(
    mut contexts: EguiContexts,
    host: Res<Host>,
    mut line: ResMut<ChatLine>,
    mut copy: ResMut<CopyInvite>,
    mut actions: MessageWriter<HostAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(text) = copy.0.take() {
        ctx.copy_text(text);
    }
    let away: Vec<(usize, &mogland_net::host::Guest)> = host
        .guests
        .iter()
        .enumerate()
        .filter(|(g, guest)| guest.client.is_none() && !host.seats_of(*g).is_empty())
        .collect();
    let title = match away.len() {
        0 => crate::app::online::chat_title(host.chat.len()),
        a => tr!("chat-title-away", count = a),
    };
    let mut said = None;
    crate::app::online::chat_window(
        ctx,
        &title,
        |ui| {
            if ui
                .button(tr!("host-copy"))
                .on_hover_text(tr!("host-copy-more"))
                .clicked()
            {
                actions.write(HostAction::Copy);
            }
            for (g, guest) in &away {
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr!("host-is-away", name = guest.name.as_str()));
                    if guest.covered.is_none() {
                        if ui.button(tr!("host-cover")).clicked() {
                            actions.write(HostAction::Cover(
                                *g,
                                Some(mogland_rules::core::BotLevel::Normal),
                            ));
                        }
                    } else if ui.button(tr!("host-uncover")).clicked() {
                        actions.write(HostAction::Cover(*g, None));
                    }
                    if guest.key.is_some()
                        && ui
                            .button(tr!("host-release", name = guest.name.as_str()))
                            .on_hover_text(tr!("host-release-more", name = guest.name.as_str()))
                            .clicked()
                    {
                        actions.write(HostAction::Release(*g));
                    }
                });
            }
        },
        &host.chat,
        &mut line.0,
        |text| said = Some(text),
    );
    if let Some(said) = said {
        actions.write(HostAction::Say(said));
    }
    Ok(())
}

/// Beside the autosave: which of the saved table's seats were played at this screen, so that
/// "Continue" hosts it again for the same friends (who come back by name).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Hosted {
    game: mogland_rules::core::GameId,
    names: Vec<String>,
    here: Vec<u8>,
}

/// The note beside a hosted table's save that it is one (who sits where), in its slot.
pub const MARKER: &str = "online-table.ron";

fn marker(world: &World, game: GameId) -> std::path::PathBuf {
    let slot = Slot {
        kind: Kind::Hosted,
        game,
    };
    slot.dir(world.resource::<crate::settings::Paths>())
        .join(MARKER)
}

fn remember(world: &World, host: &Host) {
    let hosted = Hosted {
        game: host.setup.game,
        names: host.setup.seats.iter().map(|s| s.name.clone()).collect(),
        here: (0..host.seats.len())
            .filter(|i| host.seats[*i] == Place::Here)
            .map(|i| i as u8)
            .collect(),
    };
    let keys = DoorKeys {
        secret: Some(host.secret),
        seats: host.keys(),
    };
    if let Some(dir) = marker(world, host.setup.game).parent()
        && let Err(e) = keys.write(dir)
    {
        warn!("could not keep the invite's secret and the seats' keys: {e}");
    }
    let text = ron::to_string(&hosted).expect("plain data");
    if let Err(e) = mogland_rules::core::save::write_atomic(&marker(world, host.setup.game), &text)
    {
        warn!("could not note the online table beside its save: {e}");
    }
}

/// After "Continue" resumed the autosave into `world`: if it was a table this machine hosted,
/// it is opened to the same friends again (their seats wait for them, away) and true is
/// returned; a note says where they can join.
pub fn host_again(world: &mut World, rules: &'static dyn mogland_rules::core::GameRules) -> bool {
    let setup = world.resource::<mogland_rules::core::Setup>().0.clone();
    let Some(hosted) = std::fs::read_to_string(marker(world, setup.game))
        .ok()
        .and_then(|t| ron::from_str::<Hosted>(&t).ok())
    else {
        return false;
    };
    let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
    if hosted.game != setup.game || hosted.names != names {
        return false;
    }
    let here: Vec<mogland_rules::core::SeatId> = hosted
        .here
        .iter()
        .map(|i| mogland_rules::core::SeatId(*i))
        .collect();
    let opened = Host::resumed(world, rules, &here).and_then(|mut host| {
        mogland_net::close(world);
        listen(world)?;
        if let Some(dir) = marker(world, setup.game).parent() {
            let kept = DoorKeys::read(dir);
            host.secret = kept.secret.unwrap_or(host.secret);
            host.restore_keys(&kept.seats);
        }
        Ok(host)
    });
    match opened {
        Ok(host) => {
            let names: Vec<String> = host.guests.iter().map(|g| g.name.clone()).collect();
            world.insert_resource(host);
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let count = names.len();
            world.resource_mut::<Notices>().words(tr!(
                "host-again",
                names = lang::and_list(&names),
                count = count
            ));
            true
        }
        Err(e) => {
            world
                .resource_mut::<Notices>()
                .words(tr!("host-again-failed", error = e.to_string()));
            false
        }
    }
}
