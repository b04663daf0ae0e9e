//! A French player and a German player at one online table each read it in their own
//! language: what crosses the network is message ids (a refusal, the table's news in the chat,
//! a quick phrase), never one machine's words.

use crate::english::words;
use crate::faults::table;
use mogland_net::protocol::{Said, ToHost};
use mogland_rules::core::net::encode;
use mogland_rules::core::{BotLevel, Text};
use mogland_rules::games::catastrophes::CatastrophesAction;
use std::time::Duration;

#[test]
fn a_french_and_a_german_guest_each_read_the_table_in_their_own_language() {
    let mut online = table(3);
    online.join("Amélie", BotLevel::Easy);
    online.join("Jürgen", BotLevel::Easy);
    online.until(Duration::from_secs(20), "a started game", |o| {
        o.actions() >= 1
    });
    // Amélie says "good game" with a click; Jürgen tries to pass with cards in his hand.
    online.guests[0]
        .world_mut()
        .write_message(ToHost::Chat(Said::Phrase(0)));
    let seat = online.guest(1).seats()[0];
    online.guests[1].world_mut().write_message(ToHost::Act {
        seat,
        action: encode(&CatastrophesAction::Pass),
    });
    online.until(
        Duration::from_secs(20),
        "the chat line and the refusal",
        |o| !o.guest(1).chat.is_empty() && o.guest(1).refused.is_some(),
    );
    let phrase = &online.guest(1).chat[0];
    assert_eq!(phrase.from.as_deref(), Some("Amélie"));
    assert_eq!(words("fr", &phrase.text), "bonne partie");
    assert_eq!(words("de", &phrase.text), "gutes Spiel");
    // The refusal (out of turn, or a pass with cards in hand) is the rules' own, with its
    // rule: each reads both in their language.
    let refusal = online.guest(1).refused.clone().unwrap();
    for text in [&refusal.detail, &refusal.rule] {
        let (fr, de) = (words("fr", text), words("de", text));
        assert_ne!(fr, de, "{text}");
        assert_ne!(fr, crate::english::english(text), "{text}");
    }
    // The host's news is ids too ("Amélie joins the table"), one for each guest, in whichever
    // order they came (a busy machine lets either connect first).
    let joined: Vec<_> = (online.host().news.iter())
        .filter(|n| n.is("net-news-joins"))
        .collect();
    let read = |lang| joined.iter().map(|n| words(lang, n)).collect::<Vec<_>>();
    for (lang, line) in [
        ("fr", "Amélie rejoint la table"),
        ("fr", "Jürgen rejoint la table"),
        ("de", "Amélie kommt an den Tisch"),
        ("de", "Jürgen kommt an den Tisch"),
    ] {
        assert!(
            read(lang).iter().any(|l| l == line),
            "{line}: {:?}",
            read(lang)
        );
    }
    // A guest cannot pass off a message of its own as the table's: only its words and the
    // quick phrases cross, and its words stay its words.
    online.guests[1]
        .world_mut()
        .write_message(ToHost::Chat(Said::Words("net-news-left".into())));
    online.until(Duration::from_secs(20), "Jürgen's line", |o| {
        o.guest(0)
            .chat
            .iter()
            .any(|l| l.from.as_deref() == Some("Jürgen"))
    });
    let said = online
        .guest(0)
        .chat
        .iter()
        .find(|l| l.from.as_deref() == Some("Jürgen"))
        .unwrap();
    assert_eq!(said.text, Text::Verbatim("net-news-left".into()));
    online.guests[1]
        .world_mut()
        .write_message(ToHost::Chat(Said::Phrase(200)));
    for _ in 0..50 {
        online.step();
    }
    assert_eq!(
        online
            .guest(0)
            .chat
            .iter()
            .filter(|l| l.from.as_deref() == Some("Jürgen"))
            .count(),
        1,
        "a phrase there is none of is dropped"
    );
}
