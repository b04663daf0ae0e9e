//! What goes wrong at an online table: a client of other rules, a client that vanishes, a
//! client that sends garbage, others' actions, actions out of turn and floods.

use crate::support::*;
use bevy::prelude::*;
use mogland_net::guest::End;
use mogland_net::host::Place;
use mogland_net::protocol::{ChatLine, Said, ToHost};
use mogland_rules::core::net::encode;
use mogland_rules::core::{BotLevel, SeatId, Text};
use mogland_rules::games::catastrophes::CatastrophesAction;
use std::time::Duration;

/// A Cat'astrophes table of `n` seats: all open but the last, an Easy bot's.
pub fn table(n: usize) -> Online {
    let rules = rules("catastrophes");
    let mut places = vec![Place::Open; n - 1];
    places.push(Place::Bot(BotLevel::Easy));
    Online::new(setup(rules, n, 9), places)
}

fn finish(online: &mut Online) {
    online.until(Duration::from_secs(60), "the game's end", |o| {
        (0..o.guests.len()).all(|i| o.end(i).is_some())
    });
    let digest = online.host_digest();
    for i in 0..online.guests.len() {
        assert_eq!(
            online.end(i),
            Some(End::Over {
                digest: digest.clone()
            }),
            "client {i}"
        );
    }
}

#[test]
fn a_client_of_other_rules_is_refused_with_a_sentence_naming_both() {
    // Two open seats: Tom's leaves the game waiting for another player.
    let mut online = table(3);
    let g = online.join("Felix", BotLevel::Easy);
    {
        let mut guest = online.guests[g]
            .world_mut()
            .resource_mut::<mogland_net::guest::Visit>();
        for (game, version) in &mut guest.hello.rules {
            if game == "catastrophes" {
                *version += 1;
            }
        }
    }
    online.until(Duration::from_secs(20), "a refusal", |o| o.end(0).is_some());
    let Some(End::Refused(why)) = online.end(0) else {
        panic!("refused, not {:?}", online.end(0));
    };
    let why = plain(&why);
    let ours = rules("catastrophes").info().rules_version;
    assert!(
        why.contains(&format!("version {ours}")) && why.contains(&format!("version {}", ours + 1)),
        "{why}"
    );
    assert!(!online.host().started, "the table still waits for a player");

    let g = online.join("Rosa", BotLevel::Easy);
    {
        let mut guest = online.guests[g]
            .world_mut()
            .resource_mut::<mogland_net::guest::Visit>();
        guest.hello.mogland = "0.0.1".into();
    }
    online.until(Duration::from_secs(20), "a refusal", |o| o.end(1).is_some());
    let Some(End::Refused(why)) = online.end(1) else {
        panic!("refused, not {:?}", online.end(1));
    };
    let why = plain(&why);
    assert!(
        why.contains("0.0.1") && why.contains(env!("CARGO_PKG_VERSION")),
        "{why}"
    );

    // Tom is at the table: a second machine may not sit down under his name.
    online.join("Tom", BotLevel::Easy);
    online.until(Duration::from_secs(20), "Tom seated", |o| {
        !o.guest(2).seats().is_empty()
    });
    online.join_from_another_machine("Tom", BotLevel::Easy);
    online.until(Duration::from_secs(20), "a refusal", |o| o.end(3).is_some());
    let Some(End::Refused(why)) = online.end(3) else {
        panic!("refused, not {:?}", online.end(3));
    };
    let why = plain(&why);
    assert!(
        why.contains("Someone called Tom is already at this table"),
        "{why}"
    );
}

/// Felix and Rosa at a table with a bot; ten actions in, Rosa's machine leaves (its window
/// closed, or its network dropped) and the host has noticed.
pub fn rosa_goes_away() -> Online {
    let mut online = table(3);
    online.join("Felix", BotLevel::Easy);
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "ten actions", |o| {
        o.actions() >= 10
    });
    online.leaves(1, "Rosa");
    online
}

#[test]
fn a_client_that_left_mid_game_rejoins_its_seat_and_the_game_finishes() {
    let mut online = rosa_goes_away();
    // The others play on until Rosa's seat is asked; then the table waits for her.
    let rosa = {
        let host = online.host();
        let g = host.guests.iter().position(|g| g.name == "Rosa").unwrap();
        host.seats_of(g)[0]
    };
    online.until(Duration::from_secs(20), "Rosa's seat asked", |o| {
        o.host()
            .rules
            .asked(o.host.world())
            .is_some_and(|a| a.seats.contains(&rosa))
    });
    let waiting = online.actions();
    for _ in 0..200 {
        online.step();
    }
    assert_eq!(online.actions(), waiting, "the table waits for Rosa");
    online.join("Rosa", BotLevel::Easy);
    finish(&mut online);
}

/// Rosa's machine falls silent mid-game without a word (as after kill -9 or a pulled cable):
/// for the host her connection is still open. She starts Mogland again at once: her machine's
/// key is hers, so the new connection takes her seat over and the game finishes.
#[test]
fn a_client_killed_mid_game_comes_back_at_once_with_its_key() {
    let mut online = table(3);
    online.join("Felix", BotLevel::Easy);
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "ten actions", |o| {
        o.actions() >= 10
    });
    let mut rosa = online.guests.remove(1);
    mogland_net::vanish(rosa.world_mut());
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "Rosa back", |o| {
        o.host().news.iter().any(|n| plain(n) == "Rosa is back")
    });
    finish(&mut online);
    drop(rosa);
}

/// Rosa comes back to the game under way: with the table afresh she is told the game so far
/// (every event since the deal, as her seat may see it: her window's log is rebuilt from it)
/// and the last lines of the chat. Felix, who never left, is told no story. The game then
/// plays to its end, the table she was shown checked against the host's save.
#[test]
fn a_client_back_at_a_game_under_way_is_told_the_game_so_far_and_the_chat() {
    use mogland_rules::games::catastrophes::CatastrophesEvent;
    let mut online = table(3);
    online.join("Felix", BotLevel::Easy);
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "ten actions", |o| {
        o.actions() >= 10
    });
    online.guests[0]
        .world_mut()
        .write_message(ToHost::Chat(Said::Words("good luck, Rosa".into())));
    online.until(Duration::from_secs(20), "the chat line", |o| {
        o.guest(1)
            .chat
            .iter()
            .any(|l| l.text == Text::Verbatim("good luck, Rosa".into()))
    });
    online.leaves(1, "Rosa");
    let g = online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "the game so far", |o| {
        o.guest(g).stories > 0
    });
    // The frame that read the story holds its events.
    let told = online.guests[g]
        .world()
        .resource::<Messages<CatastrophesEvent>>()
        .iter_current_update_messages()
        .count();
    assert!(
        told >= 10,
        "the story tells the game since the deal: {told} events"
    );
    assert_eq!(online.guest(g).stories, 1);
    assert_eq!(online.guest(0).stories, 0, "Felix never left");
    assert!(
        online.guest(g).chat.contains(&ChatLine::said(
            "Felix",
            Text::Verbatim("good luck, Rosa".into())
        )),
        "the chat so far: {:?}",
        online.guest(g).chat
    );
    finish(&mut online);
}

#[test]
fn an_away_player_s_seat_can_be_handed_to_a_bot_until_they_return() {
    let mut online = rosa_goes_away();
    let at = online.actions();
    online
        .host
        .world_mut()
        .resource_scope(|world, mut host: Mut<mogland_net::host::Host>| {
            let g = host.guests.iter().position(|g| g.name == "Rosa").unwrap();
            host.cover(world, g, Some(BotLevel::Normal));
        });
    online.until(Duration::from_secs(20), "the bot plays on", |o| {
        o.actions() > at + 12
    });
    online.join("Rosa", BotLevel::Easy);
    finish(&mut online);
}

#[test]
fn garbage_foreign_seats_out_of_turn_and_floods_are_refused_and_the_game_goes_on() {
    let mut online = table(3);
    online.join("Felix", BotLevel::Easy);
    online.join("Rogue", BotLevel::Easy);
    online.until(Duration::from_secs(20), "a started game", |o| {
        o.actions() >= 3
    });
    let rogue = online.guest(1).seats()[0];
    let other = SeatId(if rogue.0 == 0 { 1 } else { 0 });
    let messages = [
        // Bytes that are no action of the game.
        ToHost::Act {
            seat: rogue,
            action: vec![250, 251, 252, 253],
        },
        // An action for a seat it does not hold.
        ToHost::Act {
            seat: other,
            action: encode(&CatastrophesAction::Draw { count: 1 }),
        },
        // A seat that does not exist.
        ToHost::Act {
            seat: SeatId(40),
            action: encode(&CatastrophesAction::Pass),
        },
        // Passing with cards in hand (and quite likely out of turn).
        ToHost::Act {
            seat: rogue,
            action: encode(&CatastrophesAction::Pass),
        },
        ToHost::Undo(other),
        ToHost::Sit(other),
    ];
    for m in messages {
        online.guests[1].world_mut().write_message(m);
    }
    online.until(Duration::from_secs(10), "the refusals", |o| {
        o.guest(1).refusals >= 5
    });
    // A flood: most of it is dropped, none of it stops the table.
    for i in 0..500 {
        online.guests[1]
            .world_mut()
            .write_message(ToHost::Chat(Said::Words(format!("spam {i}"))));
    }
    online.step();
    online.step();
    finish(&mut online);
    let heard = online.guest(0).chat.len();
    assert!(
        heard > 0 && heard < 200,
        "the flood was cut short: {heard} lines reached Felix"
    );
    // Every refusal and drop is a line of the host's log, saying whose and why, never what a
    // player wrote.
    let log = &online.host().log;
    let refused = |start: &str| log.iter().filter(|l| l.starts_with(start)).count();
    assert!(
        refused("refused an action of Rogue for seat") >= 3,
        "{log:#?}"
    );
    assert_eq!(refused("refused Rogue's take-back for seat"), 1, "{log:#?}");
    assert_eq!(
        refused("Rogue changed seats after the start"),
        1,
        "{log:#?}"
    );
    assert!(refused("Rogue sends too many messages") >= 1, "{log:#?}");
    assert!(!log.iter().any(|l| l.contains("spam")), "{log:#?}");
}

/// The host stops ten actions in and opens its table again from its save, with the same key
/// on the same port: the same invite still works (its secret is kept beside the save), and
/// each seat goes back to the machine that held it.
#[test]
fn a_host_restarted_from_its_save_takes_the_same_clients_back() {
    let dir = std::env::temp_dir().join(format!("mogland-net-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut hosting = Online::hosting(mogland_net::Relays::Off, true);
    hosting.autosave = Some(mogland_rules::core::save::SaveSlot::new(&dir));
    let host_key = hosting.me.key.clone();
    let rules = rules("catastrophes");
    let places = vec![Place::Open, Place::Open, Place::Bot(BotLevel::Easy)];
    let table = mogland_net::headless::Opening::New(Box::new(setup(rules, 3, 9)), places);
    let mut online = Online::open(table, hosting);
    online.join("Felix", BotLevel::Easy);
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "ten actions", |o| {
        o.actions() >= 10
    });
    let save = online.host().rules.save_text(online.host.world());
    let Online {
        host,
        guests,
        invite,
        machines,
        ..
    } = online;
    drop(host);
    let mut guests = guests;
    let limit = std::time::Instant::now() + Duration::from_secs(20);
    while guests.iter().any(|g| {
        g.world()
            .resource::<mogland_net::guest::Visit>()
            .end
            .is_none()
    }) {
        assert!(
            std::time::Instant::now() < limit,
            "the clients notice the host is gone"
        );
        for g in &mut guests {
            g.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    for g in &guests {
        let end = g
            .world()
            .resource::<mogland_net::guest::Visit>()
            .end
            .clone();
        assert!(
            matches!(&end, Some(End::Lost(why)) if plain(why).contains("saved on their machine") && plain(why).contains("invite")),
            "the client is told the host keeps the table and how to come back: {end:?}"
        );
    }
    // Opened again from its save, with the same key on the same port.
    let port = invite
        .host
        .ip_addrs()
        .next()
        .expect("a direct address")
        .port();
    let mut hosting = Online::hosting(mogland_net::Relays::Off, true);
    hosting.autosave = Some(mogland_rules::core::save::SaveSlot::new(&dir));
    hosting.port = port;
    hosting.me.key = host_key;
    let mut online = Online::open(mogland_net::headless::Opening::Saved(save), hosting);
    assert!(online.host().started);
    assert!(online.actions() >= 10);
    assert_eq!(online.invite.secret, invite.secret, "the same invite");
    online.invite = invite;
    online.machines = machines;
    // A stranger by Rosa's name gets nothing; Rosa's and Felix's machines get their seats.
    let stranger = online.join_from_another_machine("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "the stranger refused", |o| {
        o.end(stranger).is_some()
    });
    assert!(
        matches!(online.end(stranger), Some(End::Refused(ref why)) if plain(why).contains("holds no seat")),
        "{:?}",
        online.end(stranger)
    );
    drop(online.guests.remove(stranger));
    online.join("Rosa", BotLevel::Easy);
    online.join("Felix", BotLevel::Easy);
    finish(&mut online);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_client_takes_back_its_action_under_the_local_rule_and_every_client_is_sent_the_table_afresh() {
    let rules = rules("catastrophes");
    let mut online = Online::new(setup(rules, 2, 4), vec![Place::Open, Place::Open]);
    online.join("Felix", BotLevel::Easy);
    // Felix sits first, so he plays first: joining at once, Rosa's machine could win the race
    // to seat 1, and the table would wait for her from the start.
    online.until(Duration::from_secs(10), "Felix seated", |o| {
        !o.guest(0).seats().is_empty()
    });
    let b = online.join("Rosa", BotLevel::Easy);
    // Rosa's machine plays nothing by itself: the table waits for her.
    online.guests[b]
        .world_mut()
        .resource_mut::<mogland_net::guest::Visit>()
        .bot = None;
    online.until(
        Duration::from_secs(20),
        "Felix has acted and Rosa is asked",
        |o| {
            o.host().started
                && o.actions() >= 1
                && o.host()
                    .rules
                    .asked(o.host.world())
                    .is_some_and(|a| a.seats.contains(&o.guest(b).seats()[0]))
                && o.guests[0]
                    .world()
                    .resource::<mogland_rules::core::net::Mirror>()
                    .actions
                    == o.actions() as u64
        },
    );
    let felix = online.guest(0).seats()[0];
    let announced = online.guests[0]
        .world()
        .resource::<mogland_rules::core::net::Mirror>()
        .undo
        .contains(&felix);
    let before = online.actions();
    // At this seed Felix's first action reveals nothing: the take-back path is the one tested.
    assert!(announced, "Felix may take back his action");
    let (fresh, refusals) = (online.guest(1).fresh, online.guest(0).refusals);
    online.guests[0]
        .world_mut()
        .write_message(ToHost::Undo(felix));
    online.until(Duration::from_secs(10), "the host's answer", |o| {
        o.actions() < before || o.guest(0).refusals > refusals
    });
    if announced {
        assert_eq!(online.actions(), before - 1, "taken back");
        online.until(Duration::from_secs(10), "Rosa's table afresh", |o| {
            o.guest(1).fresh > fresh
        });
    } else {
        assert_eq!(
            online.actions(),
            before,
            "the rule refused it, as announced"
        );
    }
}

/// The bot in seat 2 is dealt the name Jeremy; a friend called Jeremy still gets in, and the
/// bot plays under another cat's name.
#[test]
fn a_guest_named_like_a_bot_gets_in_and_the_bot_takes_another_name() {
    let mut online = table(2);
    assert_eq!(online.host().setup.seats[1].name, "Jeremy");
    online.join("Jeremy", BotLevel::Easy);
    online.until(Duration::from_secs(20), "Jeremy seated", |o| {
        !o.guest(0).seats().is_empty()
    });
    let bot = online.host().setup.seats[1].name.clone();
    assert_ne!(bot, "Jeremy");
    assert!(
        mogland_rules::core::CAT_NAMES.contains(&bot.as_str()),
        "{bot}"
    );
    assert!(
        online.host().news.iter().any(|n| plain(n).contains("now")),
        "{:?}",
        online.host().news
    );
    finish(&mut online);
}

/// A machine that connects and never says who it is holds no place for long: the host lets it
/// go after a few seconds, says so in its log, and a player still sits down and plays.
#[test]
fn a_connection_that_never_says_hello_is_let_go_and_a_player_still_sits_down() {
    use bevy_replicon::prelude::ClientState;
    let mut online = table(2);
    let me = online.identity(mogland_net::SecretKey::generate());
    let mut silent =
        mogland_net::headless::guest_app(&online.invite, "Silent", Some(BotLevel::Easy), &me)
            .unwrap();
    silent
        .world_mut()
        .remove_resource::<mogland_net::guest::Visit>();
    let start = std::time::Instant::now();
    let let_go = |o: &Online| {
        o.host()
            .log
            .iter()
            .any(|l| l.starts_with("let go of a machine that said nothing"))
    };
    while !let_go(&online) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "never let go: {:?}",
            online.host().log
        );
        online.step();
        silent.update();
    }
    assert!(start.elapsed().as_secs_f64() >= mogland_net::host::HELLO_WITHIN);
    while *silent.world().resource::<State<ClientState>>() != ClientState::Disconnected {
        assert!(start.elapsed() < Duration::from_secs(30), "still connected");
        online.step();
        silent.update();
    }
    online.join("Felix", BotLevel::Easy);
    finish(&mut online);
}

/// A host that lets a machine connect and then says nothing (busy, full or broken) does not
/// leave the joining player waiting: the join ends with a sentence.
#[test]
fn a_table_that_lets_a_machine_in_but_never_answers_ends_the_join_with_a_sentence() {
    let mut online = table(2);
    // The connection is made by the transport; nothing at the host answers it.
    online
        .host
        .world_mut()
        .remove_resource::<mogland_net::host::Host>();
    online.join("Felix", BotLevel::Easy);
    let start = std::time::Instant::now();
    while online.end(0).is_none() {
        assert!(start.elapsed() < Duration::from_secs(30), "still knocking");
        online.step();
    }
    let Some(End::Lost(why)) = online.end(0) else {
        panic!("lost, not {:?}", online.end(0));
    };
    let why = plain(&why);
    assert!(why.contains("never answered"), "{why}");
}
