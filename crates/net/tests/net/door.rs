//! Who gets in: only holders of the table's current invite; a seat only to its machine's key;
//! watchers, if the table allows them, see the public table and cannot act.

use crate::faults::{rosa_goes_away, table};
use crate::support::*;
use mogland_net::guest::End;
use mogland_net::invite::Invite;
use mogland_net::protocol::ToHost;
use mogland_rules::core::net::encode;
use mogland_rules::core::{BotLevel, SeatId};
use mogland_rules::games::catastrophes::CatastrophesAction;
use std::time::Duration;

fn refusal(online: &mut Online, i: usize) -> String {
    online.until(Duration::from_secs(20), "a refusal", |o| o.end(i).is_some());
    match online.end(i) {
        Some(End::Refused(why)) => plain(&why),
        other => panic!("refused, not {other:?}"),
    }
}

/// An invite is a line of text that survives a chat: it reads back whole, with spaces and
/// line breaks in it; a cut or foreign one is refused with a sentence.
#[test]
fn an_invite_reads_back_and_a_broken_one_is_refused_with_a_sentence() {
    let online = table(2);
    let text = online.invite.to_string();
    assert!(text.starts_with("mogland-"), "{text}");
    assert!(
        text.len() < 300,
        "short enough to paste: {} characters",
        text.len()
    );
    assert_eq!(text.parse::<Invite>().unwrap(), online.invite);
    let wrapped = format!("  {}\n{}  ", &text[..40], &text[40..]);
    assert_eq!(wrapped.parse::<Invite>().unwrap(), online.invite);
    let cut = text[..text.len() - 10].parse::<Invite>().unwrap_err();
    let cut = plain(&cut);
    assert!(cut.contains("cut short"), "{cut}");
    let other = "hello there".parse::<Invite>().unwrap_err();
    let other = plain(&other);
    assert!(other.contains("not a Mogland invite"), "{other}");
    let empty = "".parse::<Invite>().unwrap_err();
    let empty = plain(&empty);
    assert!(empty.contains("paste the invite"), "{empty}");
}

/// Only the current invite opens the door: a made-up secret and the invite the host replaced
/// are refused with a sentence, and the host's news says so; the new invite gets in.
#[test]
fn a_wrong_or_outdated_invite_is_refused_with_a_sentence() {
    let mut online = table(3);
    let old = online.invite.clone();
    online.invite.secret[0] ^= 1;
    let g = online.join("Mallory", BotLevel::Easy);
    let why = refusal(&mut online, g);
    assert!(why.contains("invite"), "{why}");
    assert!(
        online
            .host()
            .news
            .iter()
            .any(|n| plain(n).starts_with("Refused Mallory")),
        "{:?}",
        online.host().news
    );

    online.invite = old.clone();
    online.join("Felix", BotLevel::Easy);
    online.until(Duration::from_secs(20), "Felix seated", |o| {
        !o.guest(1).seats().is_empty()
    });
    online
        .host
        .world_mut()
        .resource_mut::<mogland_net::host::Host>()
        .new_invite();
    let g = online.join("Rosa", BotLevel::Easy);
    let why = refusal(&mut online, g);
    assert!(why.contains("new one"), "{why}");
    // Felix, already seated, stays; Rosa with the new invite sits down and they play.
    online.invite = mogland_net::invite(online.host.world()).unwrap();
    assert_ne!(online.invite.secret, old.secret);
    online.guests.truncate(2);
    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(60), "the game's end", |o| {
        o.end(1).is_some() && o.end(2).is_some()
    });
    let digest = online.host_digest();
    assert_eq!(
        online.end(1),
        Some(End::Over {
            digest: digest.clone()
        })
    );
    assert_eq!(online.end(2), Some(End::Over { digest }));
}

/// Rosa's machine leaves mid-game. Another installation that says it is Rosa is refused, with
/// a sentence that tells it nothing of the seats; Rosa's own machine sits down again. Once
/// the host releases her seats (she lost her data folder), a new machine named Rosa takes them.
#[test]
fn a_second_installation_with_an_away_player_s_name_is_refused_and_the_owner_rejoins() {
    let mut online = rosa_goes_away();
    let stranger = online.join_from_another_machine("Rosa", BotLevel::Easy);
    let why = refusal(&mut online, stranger);
    assert_eq!(
        why,
        "The game has started and this machine holds no seat at it"
    );
    let nobody = online.join_from_another_machine("Zed", BotLevel::Easy);
    assert_eq!(
        refusal(&mut online, nobody),
        why,
        "the same sentence for any name"
    );
    online.guests.truncate(1);

    online.join("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(20), "Rosa back", |o| {
        o.guests.len() == 2 && !o.guest(1).seats().is_empty()
    });
    // Rosa leaves again and loses her key: the host gives her seats to the next "Rosa".
    online.leaves(1, "Rosa");
    let world = online.host.world_mut();
    let mut host = world.resource_mut::<mogland_net::host::Host>();
    let rosa = host.guests.iter().position(|g| g.name == "Rosa").unwrap();
    host.release(rosa);
    online.join_from_another_machine("Rosa", BotLevel::Easy);
    online.until(Duration::from_secs(60), "the game's end", |o| {
        o.end(0).is_some() && o.end(1).is_some()
    });
    let digest = online.host_digest();
    assert_eq!(online.end(1), Some(End::Over { digest }));
}

/// A watcher holds no seat and is listed in the lobby; whenever it has caught up with the
/// host, the table it was shown is exactly the public table (the host's save replayed and
/// redacted for no seat); its actions, take-backs and seat changes are refused; at the end
/// its check of the host's save passes.
#[test]
fn a_watcher_sees_exactly_the_public_table_and_cannot_act() {
    let mut online = table(3);
    let rules = rules("catastrophes");
    online.join("Felix", BotLevel::Easy);
    online.join("Rosa", BotLevel::Easy);
    let w = online.watch("Ada");
    online.until(Duration::from_secs(20), "the watcher in the lobby", |o| {
        o.guest(0)
            .lobby
            .as_ref()
            .is_some_and(|l| l.watchers == ["Ada"])
    });
    assert!(online.guest(w).seats().is_empty());
    online.until(Duration::from_secs(20), "the watcher in the chat", |o| {
        o.guest(0)
            .chat
            .iter()
            .any(|l| l.from.is_none() && plain(&l.text) == "Ada is watching")
    });
    let mut checked = 0;
    let mut refused_sent = false;
    let start = std::time::Instant::now();
    while online.end(w).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the game never ended"
        );
        online.step();
        let world = online.guests[w].world();
        let Some(mirror) = world.get_resource::<mogland_rules::core::net::Mirror>() else {
            continue;
        };
        if mirror.actions as usize == online.actions() && !online.over() {
            let save = rules.save_text(online.host.world());
            rules
                .net_check(world, &save, &[])
                .unwrap_or_else(|e| panic!("after {} actions: {e}", mirror.actions));
            checked += 1;
        }
        if !refused_sent && online.actions() >= 3 {
            refused_sent = true;
            for m in [
                ToHost::Act {
                    seat: SeatId(0),
                    action: encode(&CatastrophesAction::Pass),
                },
                ToHost::Undo(SeatId(0)),
                ToHost::Sit(SeatId(1)),
            ] {
                online.guests[w].world_mut().write_message(m);
            }
        }
    }
    assert!(checked >= 10, "checked at {checked} steps");
    let digest = online.host_digest();
    assert_eq!(online.end(w), Some(End::Over { digest }));
    assert!(
        online.guest(w).refusals >= 2,
        "{}",
        online.guest(w).refusals
    );
    let dropped = online
        .host()
        .log
        .iter()
        .filter(|l| l.starts_with("Ada watches: dropped"))
        .count();
    assert_eq!(dropped, 3, "{:?}", online.host().log);
}

/// A table that allows no watchers turns one away with a sentence.
#[test]
fn a_table_without_watchers_turns_a_watcher_away() {
    let mut online = table(2);
    online
        .host
        .world_mut()
        .resource_mut::<mogland_net::host::Host>()
        .watchers_allowed = false;
    let w = online.watch("Ada");
    assert_eq!(
        refusal(&mut online, w),
        "This table does not allow watchers"
    );
}

/// An invite to a table that has closed: the join ends with a sentence within seconds, never a
/// hang.
#[test]
fn an_invite_to_a_closed_table_ends_the_join_with_a_sentence() {
    let online = table(2);
    let me = online.identity(mogland_net::SecretKey::generate());
    let invite = online.invite.clone();
    drop(online);
    let start = std::time::Instant::now();
    let mut knocking =
        mogland_net::headless::guest_app(&invite, "Felix", Some(BotLevel::Easy), &me).unwrap();
    let why = loop {
        knocking.update();
        let guest = knocking.world().resource::<mogland_net::guest::Visit>();
        match &guest.end {
            Some(End::Lost(why)) => break plain(why),
            Some(other) => panic!("lost, not {other:?}"),
            None => {}
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "the join still waits"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(
        why.contains("No table answered") || why.contains("Could not reach"),
        "{why}"
    );
}
