//! The player's language: the Fluent messages of `i18n/<code>/mogland.ftl` (compiled in), which
//! language is in use, and numbers written as that language writes them.
//!
//! Text is asked for with `tr!("message-id", name = value, …)`: `fl!` checks the id and the
//! argument names against the English file when the game is compiled. English is also what a
//! message missing from another language falls back to.

use bevy::prelude::*;
use fluent_bundle::{FluentArgs, FluentValue};
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::unic_langid::LanguageIdentifier;
use i18n_embed::{DesktopLanguageRequester, I18nAssets, LanguageLoader};
use mogland_rules::core::{Arg, Text};
use mogland_rules::levels::Words;
use rust_embed::RustEmbed;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU8, Ordering};

#[derive(RustEmbed)]
#[folder = "i18n/"]
pub struct Texts;

/// A language's messages as one: its `mogland.ftl` (the app's, which `fl!` checks) and then
/// its other files (the rules' messages, a file per game), which a test checks against the
/// rules' code.
struct AllFiles;

impl I18nAssets for AllFiles {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let Some((folder, _)) = file_path.split_once('/') else {
            return Vec::new();
        };
        let mut others: Vec<String> = Texts::iter()
            .filter(|name| {
                name.starts_with(&format!("{folder}/"))
                    && name.ends_with(".ftl")
                    && name != file_path
            })
            .map(|name| name.into_owned())
            .collect();
        others.sort();
        std::iter::once(file_path.to_owned())
            .chain(others)
            .filter_map(|name| Texts::get(&name).map(|f| f.data))
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String>> {
        Box::new(Texts::iter().map(|name| name.into_owned()))
    }
}

/// Every message, in the language chosen last (English until one is).
pub static LOADER: LazyLock<FluentLanguageLoader> = LazyLock::new(|| {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    loader
        .load_fallback_language(&AllFiles)
        .expect("the English messages are compiled in and checked at compile time");
    set_up(&loader);
    loader
});

/// A loader of its own for `language`, set up as the game's: for tests, which must not change
/// the language of screens that other tests are reading.
pub fn loader(language: Language) -> Result<FluentLanguageLoader, String> {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    loader
        .load_languages(&AllFiles, &[language.id()])
        .map_err(|e| format!("the {} messages cannot be loaded: {e}", language.code()))?;
    set_up(&loader);
    Ok(loader)
}

/// What every loaded language needs (loading makes new bundles, so it is done after each load).
fn set_up(loader: &FluentLanguageLoader) {
    // egui lays text out left to right only: Unicode isolation marks would show as boxes.
    loader.set_use_isolating(false);
    if pseudo() {
        loader.with_bundles_mut(|b| b.set_transform(Some(pseudo_text)));
    }
}

/// A message of the player's language: `tr!("menu-quit")`, `tr!("menu-continue-many",
/// count = 3)`. Numbers go in as numbers, so that plurals follow the language's rules.
#[macro_export]
macro_rules! tr {
    ($($arg:tt)*) => {
        i18n_embed_fl::fl!($crate::lang::LOADER, $($arg)*)
    };
}

/// What the rules said, in the player's language: a refusal's rule and detail, a prompt, a log
/// line, a hint's reason, how a game ended.
pub fn say(text: &Text) -> String {
    say_with(&LOADER, text)
}

/// [`say`] with a loader of its own (tests of each language).
pub fn say_with(loader: &FluentLanguageLoader, text: &Text) -> String {
    match text {
        Text::Verbatim(words) => words.clone(),
        Text::Message { id, args } => {
            let mut fluent = FluentArgs::new();
            for (name, value) in args {
                let value = match value {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Name(s) => FluentValue::from(s.as_str()),
                    Arg::Words(w) => FluentValue::from(words_in(loader, w)),
                    Arg::Text(t) => FluentValue::from(say_with(loader, t)),
                };
                fluent.set(name.as_ref(), value);
            }
            loader.get_args_fluent(id, Some(&fluent))
        }
    }
}

/// A level's words (a card's name, a room, a tutorial's step) in the player's language, or in
/// English where the level gives none.
pub fn words(w: &Words) -> String {
    words_in(&LOADER, w)
}

fn words_in(loader: &FluentLanguageLoader, w: &Words) -> String {
    let text = w.read(loader.current_language().language.as_str());
    // The pseudo-locale marks a level's words too, so that a text the screen shows without
    // passing through here stands out.
    if pseudo() {
        pseudo_text(text).into_owned()
    } else {
        text.to_owned()
    }
}

/// A label the rules name by its message id (a score's unit, a chart's clock).
pub fn label(id: &str) -> String {
    LOADER.get(id)
}

/// The languages Mogland is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    English,
    French,
    German,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::German];

    /// Its code, and the folder of its messages under `i18n/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
        }
    }

    fn id(self) -> LanguageIdentifier {
        self.code().parse().expect("the language codes are valid")
    }

    /// Its name in itself: a player who cannot read the current language still finds theirs.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
        }
    }

    /// The language of a locale such as "fr-CH" or "de_AT.UTF-8".
    pub fn of_locale(locale: &str) -> Option<Language> {
        let primary = locale.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the system's preferred languages that Mogland is written in; English
    /// when none is.
    pub fn of_system() -> Language {
        DesktopLanguageRequester::requested_languages()
            .iter()
            .find_map(|l| Language::of_locale(&l.to_string()))
            .unwrap_or(Language::English)
    }
}

/// The language in use, as its place in `Language::ALL` (the order it is declared in).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language the messages are in now.
pub fn current() -> Language {
    let i = CURRENT.load(Ordering::Relaxed) as usize;
    Language::ALL.get(i).copied().unwrap_or(Language::English)
}

/// Every message from now on is in `language` (English where it lacks one).
pub fn choose(language: Language) {
    // A language that cannot be loaded (it cannot: the files are compiled in and a test loads
    // each) leaves the one before.
    if let Err(e) = LOADER.load_languages(&AllFiles, &[language.id()]) {
        warn!("the {} messages could not be loaded: {e}", language.code());
        return;
    }
    set_up(&LOADER);
    CURRENT.store(
        Language::ALL
            .iter()
            .position(|l| *l == language)
            .unwrap_or(0) as u8,
        Ordering::Relaxed,
    );
}

/// `MOGLAND_LANGUAGE=de` (or `fr`, `en`): that language whatever the setting says, for
/// pictures and tests of one language.
pub fn from_env() -> Option<Language> {
    Language::of_locale(&std::env::var("MOGLAND_LANGUAGE").ok()?)
}

/// `MOGLAND_PSEUDO=1`: every message accented and 40 % longer (the pseudo-locale), to find
/// text that is not translated (it stays plain) and text that overflows its box.
pub fn pseudo() -> bool {
    std::env::var_os("MOGLAND_PSEUDO").is_some_and(|v| !v.is_empty() && v != "0")
}

/// The pseudo-locale's letters: accented, with every vowel written twice (about 40 % longer,
/// as German often is). Only letters egui's fonts have: fluent-pseudo's drew as boxes.
pub fn pseudo_text(s: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(s.len() * 2);
    for c in s.chars() {
        let accented = match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ó',
            'u' => 'ú',
            'y' => 'ý',
            'c' => 'ç',
            'n' => 'ñ',
            's' => 'š',
            'z' => 'ž',
            'A' => 'Å',
            'E' => 'É',
            'I' => 'Î',
            'O' => 'Ö',
            'U' => 'Ü',
            'Y' => 'Ý',
            'C' => 'Ç',
            'N' => 'Ñ',
            'S' => 'Š',
            'Z' => 'Ž',
            other => other,
        };
        out.push(accented);
        if "aeiouyAEIOUY".contains(c) {
            out.push(accented);
        }
    }
    Cow::Owned(out)
}

/// `x` with `places` decimals, as the language writes it ("2.5" in English, "2,5" in French and
/// German). Fluent prints numbers the English way in every language.
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match current() {
        Language::English => text,
        Language::French | Language::German => text.replace('.', ","),
    }
}

/// A share of 1 as a percentage with `places` decimals ("45%", "45 %", "45 %"). French and
/// German put an unbreakable space before the sign.
pub fn percent(share: f64, places: usize) -> String {
    let number = decimal(share * 100.0, places);
    match current() {
        Language::English => format!("{number}%"),
        Language::French | Language::German => format!("{number}\u{a0}%"),
    }
}

/// "Ada", "Ada and Bert", "Ada, Bert and Cy", in the language's words.
pub fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => {
            crate::tr!("list-and", first = rest.join(", "), last = last.to_string())
        }
    }
}

/// Follows the language setting: at start, and at once when it changes.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        follow_setting.run_if(resource_changed::<crate::settings::Settings>),
    );
}

fn follow_setting(settings: Res<crate::settings::Settings>, mut first: Local<bool>) {
    let wanted = wanted(&settings);
    // The first time even English is loaded again: the pseudo-locale's transform goes on there.
    if wanted != current() || !*first {
        *first = true;
        choose(wanted);
    }
}

/// The language the player reads: `MOGLAND_LANGUAGE`, else the setting, else the system's.
fn wanted(settings: &crate::settings::Settings) -> Language {
    from_env()
        .or(settings.language)
        .unwrap_or_else(Language::of_system)
}

/// The player's language before the window opens, for what the command line tells a player
/// who starts the game from it (no display to open a window on).
pub fn choose_saved(paths: &crate::settings::Paths) {
    choose(wanted(&crate::settings::Settings::load(paths)));
}
