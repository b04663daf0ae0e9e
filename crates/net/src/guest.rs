//! A client of an online table. It never runs the rules: it shows the table its host sends
//! (a mirror, see `mogland_rules::core::net`), sends the actions its views or its bots take for
//! its own seats, and once the game is over replays the host's save to check that what it was
//! shown was the host's table.

use crate::protocol::{ChatLine, Hello, Lobby, ToGuest, ToHost};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mogland_rules::core::net::Mirror;
use mogland_rules::core::{BotLevel, GameRules, Refusal, SeatId, Text};
use mogland_rules::text;

/// How a client's time at a table ended.
#[derive(Clone, Debug, PartialEq)]
pub enum End {
    /// The host would not seat it, and said why.
    Refused(Text),
    /// The host went away (quit, crashed, or the network failed).
    Lost(Text),
    /// The game ended and the table shown here was the host's: the save's digest.
    Over { digest: String },
    /// The game ended but the check failed (a fault, never expected).
    Failed(Text),
}

/// This machine's visit to a table another machine hosts (the host keeps its own record of
/// each visitor, [`crate::host::Guest`]).
#[derive(Resource)]
pub struct Visit {
    /// What it says on arrival (name and versions).
    pub hello: Hello,
    /// A bot of this level plays its seats (`mogland join --bot`).
    pub bot: Option<BotLevel>,
    /// Takes the first open seat and says it is ready (`mogland join`).
    pub auto_sit: bool,
    pub lobby: Option<Lobby>,
    pub rules: Option<&'static dyn GameRules>,
    pub end: Option<End>,
    pub chat: Vec<ChatLine>,
    /// The host's last refusal of one of its actions, and how many there were.
    pub refused: Option<Refusal>,
    pub refusals: u32,
    /// Updates and bytes of the table received, and how many were fresh (the views start
    /// again from the table: an undo, a rejoin).
    pub updates: u64,
    pub fresh: u64,
    pub bytes: u64,
    /// The stories of the game so far received (one each time it came back to a game under
    /// way, see `ToGuest::Story`).
    pub stories: u64,
    /// What the window at this table has already acted on (kept here, so that a new table
    /// starts from nothing).
    pub seen: Seen,
    /// For each seat, the update on show when this machine last sent an action for it, and
    /// when: it does not act for that seat again until the host answers (or a while passed).
    acted: Vec<(SeatId, u64, f64)>,
    /// When it began to knock (seconds of real time), until the host answers.
    knocking: Option<f64>,
    /// When its last action went out, until the table that answers it comes back; and each
    /// such round trip, in seconds (clock read at the sending and the reading, not the frames'
    /// start, so a slow frame around them counts in full).
    waiting: Option<std::time::Instant>,
    pub round_trips: Vec<f64>,
    /// The host's save of the finished game (its log, for the game-over charts).
    pub over_save: Option<String>,
}

/// How far the window has followed this guest's news.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seen {
    pub fresh: u64,
    pub stories: u64,
    /// It has said how the table ended.
    pub end: bool,
}

/// How long a bot waits for the host to answer its action before it acts again.
const RETRY: f64 = 3.0;

/// How long a client waits for a host to answer before it gives up.
pub const CONNECT_TIMEOUT: f64 = 10.0;

impl Visit {
    pub fn new(name: &str, bot: Option<BotLevel>, auto_sit: bool) -> Self {
        Self {
            hello: Hello::ours(name),
            bot,
            auto_sit,
            lobby: None,
            rules: None,
            end: None,
            chat: Vec::new(),
            refused: None,
            refusals: 0,
            updates: 0,
            fresh: 0,
            bytes: 0,
            stories: 0,
            seen: Seen::default(),
            acted: Vec::new(),
            knocking: None,
            waiting: None,
            round_trips: Vec::new(),
            over_save: None,
        }
    }

    /// An action of this machine's is on its way to the host and back.
    pub fn waiting(&self) -> bool {
        self.waiting.is_some()
    }

    /// The seats this machine holds.
    pub fn seats(&self) -> Vec<SeatId> {
        self.lobby.as_ref().map_or_else(Vec::new, Lobby::yours)
    }
}

/// On connecting: say who it is.
pub fn hello(guest: Option<Res<Visit>>, mut out: MessageWriter<ToHost>) {
    if let Some(guest) = guest {
        out.write(ToHost::Hello(guest.hello.clone()));
    }
}

/// The connection closed: unless the game was over or the host turned it away, the host is gone.
pub fn lost(mut guest: Option<ResMut<Visit>>) {
    if let Some(guest) = guest.as_deref_mut()
        && guest.end.is_none()
    {
        guest.end = Some(End::Lost(host_left(guest.lobby.as_ref())));
    }
}

/// What a client is told when its host went away (it quit, crashed or the network failed; a
/// client cannot tell which): once the game has started, the host keeps the table, and its
/// players take their seats back by name when it opens it again.
pub fn host_left(lobby: Option<&Lobby>) -> Text {
    match lobby {
        Some(lobby) if lobby.started && !lobby.yours().is_empty() => text!("net-end-host-left"),
        Some(_) => text!("net-end-host-closed"),
        None => text!("net-end-host-gone"),
    }
}

/// Reads what the host sent.
pub fn receive(world: &mut World) {
    let incoming: Vec<ToGuest> = world.resource_mut::<Messages<ToGuest>>().drain().collect();
    let Some(mut guest) = world.remove_resource::<Visit>() else {
        return;
    };
    let mut out = Vec::new();
    for message in incoming {
        match message {
            // Another version's refusal, in English words.
            ToGuest::Refused(why) => guest.end = Some(End::Refused(Text::Verbatim(why))),
            ToGuest::TurnedAway(why) => guest.end = Some(End::Refused(why)),
            ToGuest::Closing(why) => guest.end = Some(End::Lost(why)),
            ToGuest::Lobby(lobby) => {
                guest.rules = mogland_rules::games::find(lobby.game);
                if guest.rules.is_none() {
                    guest.end = Some(End::Refused(text!(
                        "net-end-cannot-play",
                        game = mogland_rules::games::name_of(lobby.game)
                    )));
                }
                if guest.auto_sit && !lobby.started {
                    match (lobby.yours().is_empty(), lobby.open().first()) {
                        (true, Some(seat)) => out.push(ToHost::Sit(*seat)),
                        (true, None) => guest.end = Some(End::Refused(text!("net-end-full"))),
                        (false, _) => {
                            let mine = lobby.seats.iter().find(|s| s.yours);
                            let ready = mine.is_some_and(|s| {
                                matches!(
                                    s.holder,
                                    crate::protocol::Holder::Guest { ready: true, .. }
                                )
                            });
                            if !ready {
                                out.push(ToHost::Ready(true));
                            }
                        }
                    }
                }
                guest.lobby = Some(lobby);
            }
            ToGuest::Table(bytes) => {
                let Some(rules) = guest.rules else {
                    warn!("a table came before the lobby: dropped");
                    continue;
                };
                let bots: Vec<(SeatId, BotLevel)> = guest
                    .bot
                    .map(|level| guest.seats().into_iter().map(|s| (s, level)).collect())
                    .unwrap_or_default();
                guest.updates += 1;
                guest.bytes += bytes.len() as u64;
                if let Some(sent) = guest.waiting.take() {
                    guest.round_trips.push(sent.elapsed().as_secs_f64());
                }
                match rules.net_show(world, &bytes, &bots) {
                    Ok(true) => guest.fresh += 1,
                    Ok(false) => {}
                    Err(e) => warn!("the host sent a table this machine cannot show: {e}"),
                }
            }
            ToGuest::Story(bytes) => {
                let Some(rules) = guest.rules else {
                    continue;
                };
                // The story's table is the one on show: the mirror stays as it was (a bot does
                // not take it for a new table to act on, Undo stays as the host last said).
                let Some(mirror) = world.get_resource::<Mirror>().cloned() else {
                    warn!("the game so far came before the table: dropped");
                    continue;
                };
                guest.bytes += bytes.len() as u64;
                match rules.net_show(world, &bytes, &[]) {
                    Ok(_) => guest.stories += 1,
                    Err(e) => warn!("the host sent a story this machine cannot show: {e}"),
                }
                world.insert_resource(mirror);
            }
            ToGuest::ActRefused { seat, why } => {
                // A bot's refused action is asked again; nothing more is on its way back.
                guest.acted.retain(|(s, ..)| *s != seat);
                guest.waiting = None;
                info!("refused for seat {}: {why}", seat.number());
                guest.refused = Some(why);
                guest.refusals += 1;
            }
            ToGuest::Chat(line) => guest.chat.push(line),
            ToGuest::Over { save } => {
                let Some(rules) = guest.rules else {
                    continue;
                };
                guest.end = Some(match rules.net_check(world, &save, &guest.seats()) {
                    Ok(digest) => End::Over { digest },
                    Err(e) => End::Failed(text!("net-end-check-failed", why = e)),
                });
                guest.over_save = Some(save);
            }
        }
    }
    world.insert_resource(guest);
    for m in out {
        world.write_message(m);
    }
}

/// This machine's bots answer for its seats, and every action taken here goes to the host.
pub fn play(world: &mut World) {
    let Some(mut guest) = world.remove_resource::<Visit>() else {
        return;
    };
    knock(world, &mut guest);
    if let (Some(rules), Some(level), Some(shown)) = (
        guest.rules,
        guest.bot,
        world.get_resource::<Mirror>().map(|m| m.shown),
    ) && guest.end.is_none()
        && let Some(asked) = rules.asked(world)
    {
        let seats = guest.seats();
        let now: Vec<SeatId> = if asked.is_response() {
            asked.seats.clone()
        } else {
            asked.first().into_iter().collect()
        };
        let time = world.resource::<Time<Real>>().elapsed_secs_f64();
        for seat in now.into_iter().filter(|s| seats.contains(s)) {
            if guest
                .acted
                .iter()
                .any(|(s, at, t)| *s == seat && *at == shown && time - t < RETRY)
            {
                continue;
            }
            if let Some(job) = rules.bot_job(world, seat, level) {
                job()(world);
                guest.acted.retain(|(s, ..)| *s != seat);
                guest.acted.push((seat, shown, time));
            }
        }
    }
    send_acts(world, &mut guest);
    world.insert_resource(guest);
}

/// What this machine's views took after the rules ran this frame goes to the host this frame.
pub fn send(world: &mut World) {
    let Some(mut guest) = world.remove_resource::<Visit>() else {
        return;
    };
    send_acts(world, &mut guest);
    world.insert_resource(guest);
}

fn send_acts(world: &mut World, guest: &mut Visit) {
    if let Some(rules) = guest.rules {
        for (seat, action) in rules.net_take_acts(world) {
            world.write_message(ToHost::Act { seat, action });
            guest.waiting = Some(std::time::Instant::now());
        }
    }
}

/// Gives up on a host that does not answer: neither the connection nor, once connected, the
/// lobby (or a refusal) may take longer than [`CONNECT_TIMEOUT`], so a join always ends.
fn knock(world: &World, guest: &mut Visit) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let state = world.get_resource::<State<ClientState>>().map(|s| *s.get());
    // The connection could not be made: the transport says why.
    if guest.end.is_none()
        && guest.lobby.is_none()
        && let Some(why) = world
            .get_resource::<crate::transport::Client>()
            .and_then(|c| c.failure.clone())
    {
        guest.end = Some(End::Lost(why));
        return;
    }
    let knocking = guest.lobby.is_none()
        && guest.end.is_none()
        && matches!(
            state,
            Some(ClientState::Connecting | ClientState::Connected)
        );
    match (knocking, guest.knocking) {
        (true, None) => guest.knocking = Some(now),
        (true, Some(t)) if now - t > CONNECT_TIMEOUT => {
            guest.end = Some(End::Lost(if state == Some(ClientState::Connecting) {
                text!("net-end-no-answer")
            } else {
                text!("net-end-never-answered")
            }));
        }
        (false, _) => guest.knocking = None,
        _ => {}
    }
}
