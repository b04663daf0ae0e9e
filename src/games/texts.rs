//! What the screens say about each game, in the player's language: its blurb, its variants,
//! who starts, and the bot levels. The rules crate keeps its own English (for the command
//! line and the tests); a game or variant this file does not know shows that.

use crate::tr;
use mogland_rules::core::{BotLevel, GameId, GameInfo, VariantInfo};

/// The one-line description under the game's name.
pub fn blurb(info: &GameInfo) -> String {
    match info.id.as_str() {
        "cat-attack" => tr!("blurb-cat-attack"),
        "cat-fight" => tr!("blurb-cat-fight"),
        "catastrophes" => tr!("blurb-catastrophes"),
        "grand-prrrrix" => tr!("blurb-grand-prrrrix"),
        "here-kitty-kitty" => tr!("blurb-here-kitty-kitty"),
        _ => info.blurb.to_owned(),
    }
}

/// How many may play: "2–6 players".
pub fn players(info: &GameInfo) -> String {
    let (least, most): (usize, usize) = (*info.players.start(), *info.players.end());
    tr!("setup-players", least = least, most = most)
}

/// Who starts and in which order the seats play.
pub fn first_player(game: GameId) -> String {
    match game.as_str() {
        "cat-attack" => tr!("first-player-cat-attack"),
        "cat-fight" => tr!("first-player-cat-fight"),
        "catastrophes" => tr!("first-player-catastrophes"),
        "grand-prrrrix" => tr!("first-player-grand-prrrrix"),
        "here-kitty-kitty" => tr!("first-player-here-kitty-kitty"),
        _ => String::new(),
    }
}

/// A variant's name and what it changes.
pub fn variant(game: GameId, v: &VariantInfo) -> (String, String) {
    let (label, help) = match (game.as_str(), v.key) {
        ("cat-attack", "claws") => (tr!("variant-claws"), tr!("variant-claws-help")),
        ("cat-attack", "claws-shops") => {
            (tr!("variant-claws-shops"), tr!("variant-claws-shops-help"))
        }
        ("cat-attack", "short-lives") => {
            (tr!("variant-short-lives"), tr!("variant-short-lives-help"))
        }
        ("cat-attack", "time-limit") => (tr!("variant-time-limit"), tr!("variant-time-limit-help")),
        ("cat-attack", "gang-warfare") => (
            tr!("variant-gang-warfare"),
            tr!("variant-gang-warfare-help"),
        ),
        ("cat-attack", "gang-shared-house") => (
            tr!("variant-gang-shared-house"),
            tr!("variant-gang-shared-house-help"),
        ),
        ("cat-attack", "no-raiding") => (tr!("variant-no-raiding"), tr!("variant-no-raiding-help")),
        ("cat-attack", "no-trespassing") => (
            tr!("variant-no-trespassing"),
            tr!("variant-no-trespassing-help"),
        ),
        ("cat-attack", "no-cat-fight") => (
            tr!("variant-no-cat-fight"),
            tr!("variant-no-cat-fight-help"),
        ),
        ("cat-attack", "no-six-cat") => (tr!("variant-no-six-cat"), tr!("variant-no-six-cat-help")),
        ("catastrophes", "wild-cats") => (tr!("variant-wild-cats"), tr!("variant-wild-cats-help")),
        ("grand-prrrrix", "shorter-course") => (
            tr!("variant-shorter-course"),
            tr!("variant-shorter-course-help"),
        ),
        ("grand-prrrrix", "bidirectional") => (
            tr!("variant-bidirectional"),
            tr!("variant-bidirectional-help"),
        ),
        ("grand-prrrrix", "personal-space") => (
            tr!("variant-personal-space"),
            tr!("variant-personal-space-help"),
        ),
        _ => (v.label.to_owned(), v.help.to_owned()),
    };
    (label, help)
}

/// The names of variants given by key (an online table's lobby), as `variant` names them.
pub fn variant_names(game: GameId, keys: &[String]) -> String {
    let variants = mogland_rules::games::find(game).map_or(&[][..], |g| g.info().variants);
    let names: Vec<String> = keys
        .iter()
        .map(|k| match variants.iter().find(|v| v.key == k.as_str()) {
            Some(v) => variant(game, v).0,
            None => k.clone(),
        })
        .collect();
    names.join(", ")
}

/// A bot level's name.
pub fn bot_level(level: BotLevel) -> String {
    match level {
        BotLevel::Easy => tr!("bot-easy"),
        BotLevel::Normal => tr!("bot-normal"),
        BotLevel::Hard => tr!("bot-hard"),
        BotLevel::Expert => tr!("bot-expert"),
    }
}
