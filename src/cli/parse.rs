//! What the command line's words name: a game, a bot's level, a list of seats, a size, and the
//! level a game is played on when none is given.

use mogland::levels::shipped::SHIPPED;
use mogland_rules::core::{BotLevel, GameRules};
use mogland_rules::levels::{Level, parse_level};

/// The game whose id is `id` ("cat-fight").
pub fn game(id: &str) -> Result<&'static dyn GameRules, String> {
    mogland_rules::games::parse(id).ok_or_else(|| {
        let ids: Vec<_> = mogland_rules::games::GAMES
            .iter()
            .map(|g| g.info().id.to_string())
            .collect();
        format!("unknown game \"{id}\"; the games are {}", ids.join(", "))
    })
}

/// A bot's level as the command line names it ("easy", "Expert").
pub fn bot_level(text: &str) -> Result<BotLevel, String> {
    BotLevel::parse(text)
        .ok_or_else(|| format!("unknown bot \"{text}\": use easy, normal, hard or expert"))
}

/// Every level of a list (`--bots easy,hard`).
pub fn bot_levels(texts: &[String]) -> Result<Vec<BotLevel>, String> {
    texts.iter().map(|t| bot_level(t)).collect()
}

/// `--seats`: `n` seats, each `person` (None: "open" for serve, "human" for play) or
/// `bot:LEVEL`; the last given repeats.
pub fn seats(seats: &[String], n: usize, person: &str) -> Result<Vec<Option<BotLevel>>, String> {
    (0..n)
        .map(|i| {
            let text = seats.get(i).or(seats.last()).map_or(person, |s| s.trim());
            match text.strip_prefix("bot:") {
                None if text == person => Ok(None),
                Some(level) => BotLevel::parse(level).map(Some).ok_or_else(|| {
                    format!(
                        "unknown bot \"{level}\": use bot:easy, bot:normal, bot:hard or bot:expert"
                    )
                }),
                None => Err(format!(
                    "unknown seat \"{text}\": use {person} or bot:LEVEL"
                )),
            }
        })
        .collect()
}

/// "1280x720" → (1280, 720).
pub fn size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', '×'])
        .ok_or_else(|| format!("\"{text}\" is not a size like 1280x720"))?;
    let n = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (320..=7680).contains(v))
            .ok_or_else(|| format!("\"{t}\" is not a width or height from 320 to 7680"))
    };
    Ok((n(w)?, n(h)?))
}

/// Each of `variants` is one of `game`'s.
pub fn check_variants(game: &dyn GameRules, variants: &[String]) -> Result<(), String> {
    let info = game.info();
    match variants.iter().find(|v| info.variant(v).is_none()) {
        Some(v) => Err(format!("{} has no variant \"{v}\"", info.name)),
        None => Ok(()),
    }
}

/// The shipped level of `game`, as embedded in this binary.
pub fn shipped_level(game: &dyn GameRules) -> Result<Level, String> {
    let info = game.info();
    let (name, text) = SHIPPED
        .iter()
        .find(|(n, _)| *n == info.level_file)
        .ok_or_else(|| format!("{}: no shipped level {}", info.name, info.level_file))?;
    parse_level(name, text).map_err(|e| e.to_string())
}
