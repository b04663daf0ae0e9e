//! The window at a table another machine hosts: joining by address and name, the lobby, then
//! the game's own view playing the mirror the host sends (here the host is a headless one in
//! this process, over UDP on 127.0.0.1).

use crate::common::*;
use bevy::prelude::*;
use mogland::app::Go;
use mogland::app::online::{JoinAction, JoinForm};
use mogland::session::{ActiveTable, TableMode};
use mogland::states::Screen;
use mogland_net::guest::Visit;
use mogland_net::headless::{Hosting, Opening, host_app};
use mogland_net::host::{Host, Place};
use mogland_net::invite::Invite;
use mogland_net::protocol::ToHost;
use mogland_net::{Identity, Relays, SecretKey};
use mogland_rules::core::net::Mirror;
use mogland_rules::core::{
    Act, BotLevel, CAT_COLOURS, CAT_NAMES, SeatId, SeatKind, SeatSetup, TableSetup, Text,
};
use mogland_rules::games::catastrophes::{CatastrophesAction, INFO};

fn setup() -> TableSetup {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/levels/catastrophes.ron");
    let text = std::fs::read_to_string(path).unwrap();
    TableSetup {
        game: INFO.id,
        seats: (0..2)
            .map(|i| SeatSetup {
                name: CAT_NAMES[i].into(),
                colour: CAT_COLOURS[i],
                kind: SeatKind::Human,
            })
            .collect(),
        variants: Vec::new(),
        seed: 3,
        level: mogland_rules::levels::parse_level(path, &text).unwrap(),
    }
}

/// A machine on this one's network only (no relay), with its own key.
fn machine(key: u8) -> Identity {
    Identity {
        key: SecretKey::from_bytes(&[key; 32]),
        relays: Relays::Off,
        direct: true,
        relay_ca: None,
    }
}

/// Rosa's machine: she comes back with it.
const ROSA: u8 = 7;

/// The invite to the table `world` hosts.
fn invite_of(world: &World) -> Invite {
    mogland_net::invite(world).expect("a hosted table")
}

/// A headless host here (an open seat and an Easy bot), and the window on its join screen
/// knocking as Ada.
fn knocking_ada() -> (App, TestApp) {
    let hosting = Hosting {
        port: 0,
        autosave: None,
        me: machine(1),
        watchers: false,
    };
    let host = host_app(
        Opening::New(
            Box::new(setup()),
            vec![Place::Open, Place::Bot(BotLevel::Easy)],
        ),
        &hosting,
    )
    .unwrap();
    let mut t = app();
    t.go(Go::Join);
    assert_eq!(t.screen(), Screen::Join);
    *t.world_mut().resource_mut::<JoinForm>() = JoinForm {
        invite: invite_of(host.world()).to_string(),
        name: "Ada".into(),
        watch: false,
    };
    t.world_mut().write_message(JoinAction::Knock);
    (host, t)
}

#[test]
fn the_window_joins_a_table_hosted_elsewhere_and_plays_through_its_view() {
    let (mut host, mut t) = knocking_ada();
    let step = |t: &mut TestApp, host: &mut App| {
        host.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    let mut frames = 0;
    while t
        .world()
        .get_resource::<Visit>()
        .and_then(|g| g.lobby.as_ref())
        .is_none()
    {
        step(&mut t, &mut host);
        frames += 1;
        assert!(frames < 2000, "the lobby arrives");
    }
    // What the lobby's buttons send.
    t.world_mut().write_message(ToHost::Sit(SeatId(0)));
    t.world_mut().write_message(ToHost::Ready(true));
    while t.screen() != Screen::Playing {
        step(&mut t, &mut host);
        frames += 1;
        assert!(frames < 4000, "the table starts and the window sits at it");
    }
    assert!(host.world().resource::<Host>().started);
    assert_eq!(t.world().resource::<ActiveTable>().mode, TableMode::Guest);
    // The table waits for Ada, or her turn comes after the bot's.
    while t
        .world()
        .resource::<mogland::session::TableTurn>()
        .my_decision()
        .then_some(())
        .is_none()
    {
        step(&mut t, &mut host);
        frames += 1;
        assert!(frames < 6000, "Ada is asked");
    }
    let shown = t.world().resource::<Mirror>().actions;
    // What the view writes when she draws a card.
    t.world_mut().write_message(Act {
        seat: SeatId(0),
        action: CatastrophesAction::Draw { count: 1 },
    });
    while t.world().resource::<Mirror>().actions <= shown {
        step(&mut t, &mut host);
        frames += 1;
        assert!(
            frames < 8000,
            "the host applies her action and the table comes back"
        );
    }
    let log = t.log();
    assert!(
        log.iter().any(|l| l.contains("Ada") && l.contains("draw")),
        "the view logged her draw from the host's events: {log:?}"
    );
    // The window never saved the mirror as its own game.
    assert!(mogland::app::unfinished::list(&t.paths()).is_empty());
    // Back at the menu, it has left the table.
    t.go(Go::Menu);
    assert!(t.world().get_resource::<Visit>().is_none());
}

/// A window whose seat a bot plays (`mogland play --join … --bot`) plays to the end of the
/// game; its game-over charts come from the host's save, as the mirror keeps no log.
#[test]
fn a_window_client_plays_to_the_game_over_screen_with_the_host_s_charts() {
    let (mut host, mut t) = knocking_ada();
    t.app.update();
    {
        let mut guest = t.world_mut().resource_mut::<Visit>();
        guest.bot = Some(BotLevel::Easy);
        guest.auto_sit = true;
    }
    let mut frames = 0;
    while t.screen() != Screen::GameOver {
        host.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        frames += 1;
        assert!(frames < 60_000, "the game reaches its end in the window");
    }
    let save = host
        .world()
        .resource::<Host>()
        .rules
        .save_text(host.world());
    let done = t.world().resource::<mogland::app::playing::FinishedTable>();
    let expected = mogland_rules::games::find(INFO.id)
        .unwrap()
        .save_timeline(&save)
        .unwrap();
    assert!(expected.samples.len() > 2, "the game has a story to chart");
    assert_eq!(done.timeline, expected, "the charts are the host's game");
    assert!(done.online, "no \"Play again\" at this screen alone");
    let Some(mogland_net::guest::End::Over { .. }) = t.world().resource::<Visit>().end.clone()
    else {
        panic!("the window checked the host's save");
    };
}

/// The host's window and the friend's machine play the first few actions of the game.
fn plays_a_few_actions(t: &mut TestApp, guest: &mut App) {
    let actions = |t: &TestApp| {
        t.world()
            .get_resource::<ActiveTable>()
            .map_or(0, |table| table.rules.actions_taken(t.world()))
    };
    for _ in 0..10_000 {
        if actions(t) >= 4 {
            return;
        }
        t.app.update();
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the game does not get going: {} actions", actions(t));
}

/// The host's window and the friend's machine play on until the friend's machine has the end
/// of the game, and its check of the host's save passed.
fn plays_to_the_end(t: &mut TestApp, guest: &mut App) {
    for _ in 0..60_000 {
        if guest.world().resource::<Visit>().end.is_some() {
            break;
        }
        t.app.update();
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let end = guest.world().resource::<Visit>().end.clone();
    assert!(
        matches!(end, Some(mogland_net::guest::End::Over { .. })),
        "the friend's machine reached the end and checked the host's save: {end:?}"
    );
}

/// A window hosting a two-seat Cat'astrophes table (an online seat and an Easy bot) and a
/// headless friend, Rosa, seated and ready; the game not started yet.
fn hosted_with_a_friend() -> (TestApp, App) {
    use mogland::app::setup::SetupForm;
    let mut t = app();
    {
        let mut form = t.world_mut().resource_mut::<SetupForm>();
        form.game = INFO.id;
        form.seats.truncate(2);
        form.seats[0].kind = SeatKind::Human;
        form.seats[1].kind = SeatKind::Bot(BotLevel::Easy);
        form.online = vec![true, false];
    }
    t.go(Go::Host);
    assert_eq!(
        t.screen(),
        Screen::Hosting,
        "{:?}",
        t.world().resource::<mogland::app::Notices>().0
    );
    let mut guest = mogland_net::headless::guest_app(
        &invite_of(t.world()),
        "Rosa",
        Some(BotLevel::Easy),
        &machine(ROSA),
    )
    .unwrap();
    let mut frames = 0;
    while !t.world().resource::<Host>().can_start() {
        t.app.update();
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
        assert!(frames < 3000, "the friend sits down and is ready");
    }
    (t, guest)
}

#[test]
fn the_window_hosts_a_table_a_player_on_another_machine_joins_and_it_plays_to_the_end() {
    use mogland::app::hosting::HostAction;
    let (mut t, mut guest) = hosted_with_a_friend();
    t.world_mut().write_message(HostAction::Start);
    t.until(|w| w.contains_resource::<ActiveTable>(), 2000);
    assert_eq!(t.world().resource::<ActiveTable>().mode, TableMode::Hosted);
    plays_to_the_end(&mut t, &mut guest);
    // The host's screen moves on to the scores.
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::GameOver,
        2000,
    );
}

#[test]
fn a_host_in_the_window_lets_a_bot_play_for_a_friend_who_is_away() {
    use mogland::app::hosting::HostAction;
    let (mut t, mut guest) = hosted_with_a_friend();
    t.world_mut().write_message(HostAction::Start);
    plays_a_few_actions(&mut t, &mut guest);
    // Gone without a word.
    drop(guest);
    t.until(
        |w| {
            w.resource::<Host>()
                .guests
                .iter()
                .any(|g| g.client.is_none())
        },
        20_000,
    );
    t.world_mut()
        .write_message(HostAction::Cover(0, Some(BotLevel::Easy)));
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::GameOver,
        20_000,
    );
}

#[test]
fn continue_hosts_a_saved_online_table_again_and_the_friend_comes_back_with_the_same_invite() {
    use mogland::app::hosting::HostAction;
    let (mut t, mut guest) = hosted_with_a_friend();
    let before = invite_of(t.world());
    t.world_mut().write_message(HostAction::Start);
    plays_a_few_actions(&mut t, &mut guest);
    // The host quits to the menu; the friend's machine hears the table is gone.
    t.go(Go::Menu);
    let mut frames = 0;
    while guest.world().resource::<Visit>().end.is_none() {
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
        assert!(frames < 20_000, "the friend is told the host left");
    }
    drop(guest);
    // Continue opens the same table to the same friend again.
    t.go(Go::Continue);
    assert_eq!(t.screen(), Screen::Playing);
    let host = t.world().resource::<Host>();
    assert!(host.started);
    assert!(
        host.guests
            .iter()
            .any(|g| g.name == "Rosa" && g.client.is_none())
    );
    // The same secret: the invite she had still opens the door (the table may listen on
    // another port: the address is the new one).
    let invite = invite_of(t.world());
    assert_eq!(invite.secret, before.secret);
    // A stranger by her name gets nothing; her own machine gets her seat.
    let mut stranger =
        mogland_net::headless::guest_app(&invite, "Rosa", Some(BotLevel::Easy), &machine(99))
            .unwrap();
    let mut frames = 0;
    while stranger.world().resource::<Visit>().end.is_none() {
        t.app.update();
        stranger.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
        assert!(frames < 5000, "the stranger is refused");
    }
    drop(stranger);
    let mut guest =
        mogland_net::headless::guest_app(&invite, "Rosa", Some(BotLevel::Easy), &machine(ROSA))
            .unwrap();
    plays_to_the_end(&mut t, &mut guest);
}

/// The window at a table another machine hosts, seated and playing (Ada, seat 1, against the
/// host's Easy bot; `bot`: a bot plays her seat through the window).
fn playing_ada(bot: Option<BotLevel>) -> (App, TestApp) {
    let (mut host, mut t) = knocking_ada();
    t.app.update();
    t.world_mut().resource_mut::<Visit>().bot = bot;
    let mut frames = 0;
    while t
        .world()
        .get_resource::<Visit>()
        .and_then(|g| g.lobby.as_ref())
        .is_none()
    {
        host.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
        assert!(frames < 2000, "the lobby arrives");
    }
    t.world_mut().write_message(ToHost::Sit(SeatId(0)));
    t.world_mut().write_message(ToHost::Ready(true));
    while t.screen() != Screen::Playing || !t.world().contains_resource::<Mirror>() {
        host.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
        assert!(frames < 4000, "the table starts and the window sits at it");
    }
    for _ in 0..20 {
        host.update();
        t.app.update();
    }
    (host, t)
}

/// The host quits (its table closes, or its machine goes quiet): the friend's window is back
/// at the menu with a sentence saying so and how to come back, and its menu offers no table
/// it cannot open (the mirror was never its own game).
#[test]
fn when_the_host_quits_the_friend_reads_why_at_the_menu_and_continue_offers_nothing() {
    let (mut host, mut t) = playing_ada(None);
    // The host leaves its table (as the window's host does at its menu).
    mogland_net::close(host.world_mut());
    for _ in 0..3 {
        host.update();
    }
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::Menu,
        20_000,
    );
    for _ in 0..5 {
        t.app.update();
    }
    let notices = &t.world().resource::<mogland::app::Notices>().lines();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("host left the table") && n.contains("invite")),
        "the friend reads why the table ended: {notices:?}"
    );
    assert!(t.world().get_resource::<Visit>().is_none());
    assert_eq!(
        saves_in(&t.paths().saves),
        Vec::<std::path::PathBuf>::new(),
        "nothing of the host's table was saved here for Continue"
    );
}

/// The host's machine goes quiet without a word (it crashed, or quit the whole app): netcode
/// notices in a few seconds, and the friend reads the same sentence.
#[test]
fn when_the_host_s_machine_goes_quiet_the_friend_reads_why_at_the_menu() {
    let (host, mut t) = playing_ada(None);
    drop(host);
    t.until(
        |w| *w.resource::<State<Screen>>().get() == Screen::Menu,
        20_000,
    );
    t.app.update();
    let notices = &t.world().resource::<mogland::app::Notices>().lines();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("host left the table") && n.contains("invite")),
        "the friend reads why the table ended: {notices:?}"
    );
    assert_eq!(saves_in(&t.paths().saves), Vec::<std::path::PathBuf>::new());
}

/// Every file under the saves folder (whatever its slots): a friend's machine keeps none of
/// a table another machine hosted.
fn saves_in(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(saves_in(&p));
        } else {
            out.push(p);
        }
    }
    out
}

/// A window hosting a two-seat Cat'astrophes table (an online seat and an Easy bot), and a
/// friend's window, Rosa, at its lobby; she sits down and says she is ready, and the host
/// starts the game.
fn two_windows_playing() -> (TestApp, TestApp) {
    use mogland::app::hosting::HostAction;
    use mogland::app::setup::SetupForm;
    let mut host = app();
    {
        let mut form = host.world_mut().resource_mut::<SetupForm>();
        form.game = INFO.id;
        form.seats.truncate(2);
        form.seats[0].kind = SeatKind::Human;
        form.seats[1].kind = SeatKind::Bot(BotLevel::Easy);
        form.online = vec![true, false];
    }
    host.go(Go::Host);
    assert_eq!(host.screen(), Screen::Hosting);
    let mut t = app();
    t.go(Go::Join);
    *t.world_mut().resource_mut::<JoinForm>() = JoinForm {
        invite: invite_of(host.world()).to_string(),
        name: "Rosa".into(),
        watch: false,
    };
    t.world_mut().write_message(JoinAction::Knock);
    let step = |host: &mut TestApp, t: &mut TestApp| {
        host.app.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    let mut frames = 0;
    while t
        .world()
        .get_resource::<Visit>()
        .and_then(|g| g.lobby.as_ref())
        .is_none()
    {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 3000, "the lobby arrives");
    }
    t.world_mut().write_message(ToHost::Sit(SeatId(0)));
    t.world_mut().write_message(ToHost::Ready(true));
    while !host.world().resource::<Host>().can_start() {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 6000, "Rosa sits down and is ready");
    }
    host.world_mut().write_message(HostAction::Start);
    while t.screen() != Screen::Playing || !t.world().contains_resource::<Mirror>() {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 9000, "the game starts at both windows");
    }
    for _ in 0..20 {
        step(&mut host, &mut t);
    }
    (host, t)
}

/// The host's player quits to the menu: the friend's window is back at its menu with the
/// sentence, and keeps no table for Continue.
#[test]
fn when_a_window_host_quits_to_its_menu_the_friend_s_window_reads_why() {
    let (mut host, mut t) = two_windows_playing();
    host.go(Go::Menu);
    assert_eq!(host.screen(), Screen::Menu);
    for _ in 0..20_000 {
        if t.screen() == Screen::Menu {
            break;
        }
        host.app.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(t.screen(), Screen::Menu);
    for _ in 0..5 {
        t.app.update();
    }
    let notices = &t.world().resource::<mogland::app::Notices>().lines();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("host left the table") && n.contains("invite")),
        "the friend reads why the table ended: {notices:?}"
    );
    assert_eq!(
        saves_in(&t.paths().saves),
        Vec::<std::path::PathBuf>::new(),
        "nothing of the host's table was saved at the friend's for Continue"
    );
}

/// A friend drops: the host's prompt bar says the seat asked is away and what the host can
/// do, rather than "Rosa's turn"; with a bot playing for her, the bar no longer waits for her.
#[test]
fn the_host_s_bar_says_when_the_seat_asked_is_away() {
    use mogland::app::hosting::HostAction;
    use mogland::session::TableTurn;
    use mogland::view::kit::bar::{Away, status};
    let (mut t, mut guest) = hosted_with_a_friend();
    t.world_mut().write_message(HostAction::Start);
    plays_a_few_actions(&mut t, &mut guest);
    drop(guest);
    t.until(
        |w| {
            w.resource::<Host>()
                .guests
                .iter()
                .any(|g| g.client.is_none())
        },
        20_000,
    );
    // The table waits for Rosa (seat 1).
    t.until(
        |w| {
            w.resource::<TableTurn>()
                .asked
                .as_ref()
                .is_some_and(|a| a.seats == vec![SeatId(0)])
        },
        20_000,
    );
    let line = |t: &TestApp| {
        let w = t.world();
        let away = Away::at(w.get_resource::<Host>(), None);
        status(
            w.resource::<ActiveTable>(),
            w.resource::<TableTurn>(),
            &[],
            false,
            &away,
        )
    };
    assert_eq!(
        line(&t),
        "Rosa is away: waiting for them to come back (Table chat: let a bot play for now)"
    );
    t.world_mut()
        .write_message(HostAction::Cover(0, Some(BotLevel::Easy)));
    t.app.update();
    assert_eq!(
        Away::at(t.world().get_resource::<Host>(), None),
        Away {
            seats: Vec::new(),
            hosting: true
        },
        "a bot plays for her: the table does not wait"
    );
}

/// At another machine's table, a seat whose player is away is read from the lobby the host
/// sends (no hint: only the host can hand it to a bot).
#[test]
fn a_friend_s_bar_knows_who_else_is_away_from_the_lobby() {
    use mogland::view::kit::bar::Away;
    use mogland_net::protocol::{Holder, Lobby, LobbySeat};
    let mut guest = Visit::new("Ada", None, false);
    let seat = |name: &str, holder, yours| LobbySeat {
        name: name.into(),
        holder,
        yours,
    };
    guest.lobby = Some(Lobby {
        game: INFO.id,
        variants: Vec::new(),
        seats: vec![
            seat(
                "Ada",
                Holder::Guest {
                    ready: true,
                    away: false,
                    covered: false,
                },
                true,
            ),
            seat(
                "Rosa",
                Holder::Guest {
                    ready: true,
                    away: true,
                    covered: false,
                },
                false,
            ),
            seat(
                "Felix",
                Holder::Guest {
                    ready: true,
                    away: true,
                    covered: true,
                },
                false,
            ),
            seat("Mog", Holder::Bot(BotLevel::Easy), false),
        ],
        started: true,
        watchers: Vec::new(),
    });
    assert_eq!(
        Away::at(None, Some(&guest)),
        Away {
            seats: vec![SeatId(1)],
            hosting: false
        }
    );
}

/// A friend whose window left comes back by name: the host sends the table afresh and the
/// game so far, so the window's log ("What happened") is rebuilt as after "Continue", and the
/// last lines of the chat come back too. The game then plays to its end, the table she was
/// shown checked against the host's save.
#[test]
fn a_friend_back_at_the_table_finds_the_log_and_the_chat_again() {
    let (mut host, mut t) = playing_ada(Some(BotLevel::Easy));
    let step = |host: &mut App, t: &mut TestApp| {
        host.update();
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    let mut frames = 0;
    while t.world().resource::<Mirror>().actions < 8 {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 20_000, "the game gets going");
    }
    t.world_mut()
        .write_message(ToHost::Chat(mogland_net::protocol::Said::Words(
            "back in a minute".into(),
        )));
    while !host
        .world()
        .resource::<Host>()
        .chat
        .iter()
        .any(|l| l.text == Text::Verbatim("back in a minute".into()))
    {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 30_000, "the host hears her");
    }
    // She leaves (the window's "Leave the table").
    let before = t.log();
    assert!(!before.is_empty());
    t.go(Go::Menu);
    assert!(t.world().get_resource::<Visit>().is_none());
    while !host
        .world()
        .resource::<Host>()
        .guests
        .iter()
        .any(|g| g.client.is_none())
    {
        host.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        frames += 1;
        assert!(frames < 40_000, "the host sees her away");
    }
    // She comes back from the same machine.
    t.go(Go::Join);
    t.world_mut().write_message(JoinAction::Knock);
    t.app.update();
    while t.screen() != Screen::Playing || t.world().resource::<Visit>().stories == 0 {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 50_000, "she is back at the table");
    }
    for _ in 0..3 {
        step(&mut host, &mut t);
    }
    // The log as she left it (its view was still playing it back: her bot plays on the table
    // the host sent), under what happened since; the log keeps its last 40 lines.
    let after = t.log();
    let rebuilt = (0..after.len()).any(|k| {
        let n = (after.len() - k).min(before.len());
        after[k..k + n] == before[..n] && n >= before.len().min(10)
    });
    assert!(
        rebuilt,
        "the log is rebuilt: before {before:?}, after {after:?}"
    );
    let chat = &t.world().resource::<Visit>().chat;
    assert!(
        chat.contains(&mogland_net::protocol::ChatLine::said(
            "Ada",
            Text::Verbatim("back in a minute".into())
        )),
        "the chat comes back: {chat:?}"
    );
    // Her bot plays on (its chair at this mirror, and this machine's seat).
    t.world_mut().resource_mut::<Visit>().bot = Some(BotLevel::Easy);
    let rules = t.world().resource::<ActiveTable>().rules;
    rules.set_seat_bot(t.world_mut(), SeatId(0), Some(BotLevel::Easy));
    while t.screen() != Screen::GameOver {
        step(&mut host, &mut t);
        frames += 1;
        assert!(frames < 120_000, "the game reaches its end in the window");
    }
    let Some(mogland_net::guest::End::Over { .. }) = t.world().resource::<Visit>().end.clone()
    else {
        panic!(
            "the window checked the host's save: {:?}",
            t.world().resource::<Visit>().end
        );
    };
}
