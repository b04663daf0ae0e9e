//! What every game's log-line tests check of a line: it is the game's own.

use mogland_rules::core::Text;
use std::fmt::Debug;

/// Every message in `text`, told for `event`, is the game's own (its ids start with
/// `prefix`, "ca" for Cat Attack), and the line itself is one of its `<prefix>-tell-` messages.
pub fn check_line(prefix: &str, event: &impl Debug, text: &Text) {
    for part in text.parts() {
        let id = part
            .id()
            .unwrap_or_else(|| panic!("{event:?} tells words: {text:?}"));
        assert!(
            id.starts_with(&format!("{prefix}-")),
            "{event:?} tells {text}"
        );
    }
    assert!(
        text.id()
            .is_some_and(|id| id.starts_with(&format!("{prefix}-tell-"))),
        "{event:?} tells {text}"
    );
}
