//! An invite: what a friend's machine needs to reach a table (the host's key, its relay and its
//! direct addresses) and the table's secret, as one line of text to paste into a chat. And this
//! installation's own key, kept in its data folder: who it is at every table.

use iroh::{EndpointAddr, SecretKey};
use mogland_rules::core::Text;
use mogland_rules::text;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// How an invite starts, so that a person (and the join box) recognises one.
const PREFIX: &str = "mogland-";
/// The invite's layout; another is refused with a sentence.
const LAYOUT: u8 = 1;
/// The most direct addresses an invite lists (more make it long for nothing).
const DIRECT_MAX: usize = 4;

/// A table's secret: whoever holds the invite holds it.
pub type Secret = [u8; 16];

/// A fresh secret from the system's random source.
pub fn new_secret() -> Secret {
    rand::random()
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invite {
    pub host: EndpointAddr,
    pub secret: Secret,
}

impl Invite {
    pub fn new(mut host: EndpointAddr, secret: Secret) -> Self {
        let mut direct = 0;
        host.addrs.retain(|a| {
            direct += usize::from(a.is_ip());
            !a.is_ip() || direct <= DIRECT_MAX
        });
        Self { host, secret }
    }
}

impl std::fmt::Display for Invite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let bytes = postcard::to_allocvec(&(LAYOUT, self)).map_err(|_| std::fmt::Error)?;
        let text = data_encoding::BASE32_NOPAD.encode(&bytes).to_lowercase();
        write!(f, "{PREFIX}{text}")
    }
}

impl std::str::FromStr for Invite {
    type Err = Text;

    /// An invite as pasted: spaces and line breaks a chat put in are ignored.
    fn from_str(text: &str) -> Result<Self, Text> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err(text!("net-invite-empty"));
        }
        let Some(body) = text
            .get(..PREFIX.len())
            .filter(|p| p.eq_ignore_ascii_case(PREFIX))
            .map(|_| &text[PREFIX.len()..])
        else {
            return Err(text!("net-invite-not-one"));
        };
        let bytes = data_encoding::BASE32_NOPAD
            .decode(body.to_uppercase().as_bytes())
            .map_err(|_| text!("net-invite-cut"))?;
        match postcard::from_bytes::<(u8, Invite)>(&bytes) {
            Ok((LAYOUT, invite)) => Ok(invite),
            Ok(_) => Err(text!("net-invite-other-version")),
            Err(_) if bytes.first().is_some_and(|l| *l != LAYOUT) => {
                Err(text!("net-invite-other-version"))
            }
            Err(_) => Err(text!("net-invite-cut")),
        }
    }
}

/// This installation's key, kept in `path`; made there the first time. A file that cannot be
/// read is never replaced: the seats this machine holds belong to the key in it.
pub fn installation_key(path: &Path) -> Result<SecretKey, Text> {
    let file = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => text
            .trim()
            .parse::<SecretKey>()
            .map_err(|e| text!("net-key-not-one", file = &file, why = e.to_string())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = SecretKey::generate();
            write_key(path, &key)
                .map_err(|e| text!("net-key-cannot-keep", file = &file, why = e.to_string()))?;
            Ok(key)
        }
        Err(e) => Err(text!(
            "net-key-cannot-read",
            file = &file,
            why = e.to_string()
        )),
    }
}

/// Writes the key whole or not at all, readable by this user only.
fn write_key(path: &Path, key: &SecretKey) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let hex = hex(&key.to_bytes());
    let temp = path.with_extension("new");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    std::io::Write::write_all(&mut options.open(&temp)?, format!("{hex}\n").as_bytes())?;
    std::fs::rename(&temp, path)
}

/// What a hosted table keeps beside its save so that, opened again, the same invite still
/// works and each seat goes back only to its machine: the secret, and each player's key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DoorKeys {
    pub secret: Option<Secret>,
    pub seats: Vec<(String, [u8; 32])>,
}

/// The file in a save folder that holds them.
const DOOR_KEYS: &str = "door-keys";

impl DoorKeys {
    /// Lines of `secret HEX` and `seat HEX NAME`.
    pub fn write(&self, dir: &Path) -> std::io::Result<()> {
        let mut text = String::new();
        if let Some(secret) = self.secret {
            text += &format!("secret {}\n", hex(&secret));
        }
        for (name, key) in &self.seats {
            text += &format!("seat {} {name}\n", hex(key));
        }
        std::fs::create_dir_all(dir)?;
        let temp = dir.join(format!("{DOOR_KEYS}.new"));
        std::fs::write(&temp, text)?;
        std::fs::rename(&temp, dir.join(DOOR_KEYS))
    }

    /// What `dir` keeps (nothing, if it keeps nothing readable: the seats then go by name).
    pub fn read(dir: &Path) -> Self {
        let mut keys = Self::default();
        let Ok(text) = std::fs::read_to_string(dir.join(DOOR_KEYS)) else {
            return keys;
        };
        for line in text.lines() {
            match line.split_once(' ') {
                Some(("secret", h)) => keys.secret = unhex(h.trim()),
                Some(("seat", rest)) => {
                    if let Some((h, name)) = rest.split_once(' ')
                        && let Some(key) = unhex(h)
                    {
                        keys.seats.push((name.to_owned(), key));
                    }
                }
                _ => {}
            }
        }
        keys
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let bytes = data_encoding::HEXLOWER_PERMISSIVE
        .decode(text.as_bytes())
        .ok()?;
    bytes.try_into().ok()
}
