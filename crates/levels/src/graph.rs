//! A board of named spaces and links between them: the shape of Cat Attack's neighbourhood
//! and the Cat's Mansion. Links are two-way; listing one side is enough.

use crate::{Path, problem};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GraphDef {
    /// Which game the board is for, by command-line id (`cat-attack`, `grand-prrrrix`).
    pub game: String,
    pub spaces: Vec<SpaceDef>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceDef {
    pub name: String,
    /// What the space is to the rules: "street", "home", "curiosity", "room:kitchen"…
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub links: Vec<String>,
    /// Where it is drawn, in board units.
    #[serde(default)]
    pub at: (f32, f32),
}

impl GraphDef {
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.spaces.iter().position(|s| s.name == name)
    }

    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        if self.spaces.is_empty() {
            out.push(problem(root.field("spaces"), "the board has no spaces"));
        }
        for (i, space) in self.spaces.iter().enumerate() {
            let at = root.field("spaces").index(i);
            if space.name.trim().is_empty() {
                out.push(problem(at.field("name"), "a space needs a name"));
            }
            if self.spaces[..i].iter().any(|s| s.name == space.name) {
                out.push(problem(
                    at.field("name"),
                    format!("two spaces are named \"{}\"", space.name),
                ));
            }
            for (j, link) in space.links.iter().enumerate() {
                let at = at.field("links").index(j);
                if self.index_of(link).is_none() {
                    out.push(problem(
                        at,
                        format!(
                            "\"{}\" links to \"{link}\", but no space has that name",
                            space.name
                        ),
                    ));
                } else if *link == space.name {
                    out.push(problem(at, format!("\"{link}\" links to itself")));
                }
            }
        }
        out
    }
}
