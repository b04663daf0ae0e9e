//! A game's "Learn to play": a guided first game on a fixed deal against bots, and what the
//! table says at each of the learner's decisions. Mogland ships one per game
//! (`levels/tutorial_<game>.ron`); a modder or translator corrects one by editing it, like any
//! level. That each step's action is legal where it comes is checked by the rules
//! (`mogland_rules`), which know the games' actions.

use crate::{Path, Words, problem};
use serde::{Deserialize, Serialize};

/// How long a step may say, in any language: one or two sentences, read at a glance (German
/// runs about a third longer than English).
pub const MAX_SAY: usize = 450;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorialDef {
    /// The game's id, as the menu knows it ("cat-attack").
    pub game: String,
    /// The deal: the same seed gives the same cards and dice every time.
    pub seed: u64,
    /// The learner's name at the table (seat 1).
    pub learner: String,
    /// The other seats, clockwise: Easy bots, which play the same way every time.
    pub bots: Vec<String>,
    #[serde(default)]
    pub variants: Vec<String>,
    /// What the table says before the first step.
    pub welcome: Words,
    /// One step for each of the learner's decisions, in order.
    pub steps: Vec<StepDef>,
    /// What the table says after the last step, when the game plays on freely.
    pub farewell: Words,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepDef {
    /// The new idea of the step, a few words ("Playing a card").
    pub idea: Words,
    /// One or two sentences: what matters now and what to do.
    pub say: Words,
    /// The action the learner is asked for, in the game's own terms as RON (`Play(Cat(3))`):
    /// it glows on the board, and the table takes no other.
    pub expect: String,
}

impl TutorialDef {
    pub(crate) fn problems(&self) -> Vec<(Path, String)> {
        let mut out = Vec::new();
        let root = Path::root();
        if self.game.trim().is_empty() {
            out.push(problem(root.field("game"), "the game's id is missing"));
        }
        if self.learner.trim().is_empty() {
            out.push(problem(root.field("learner"), "the learner needs a name"));
        }
        if self.bots.is_empty() || self.bots.len() > 5 {
            out.push(problem(
                root.field("bots"),
                format!(
                    "a tutorial seats 1 to 5 bots beside the learner, found {}",
                    self.bots.len()
                ),
            ));
        }
        for (i, b) in self.bots.iter().enumerate() {
            if b.trim().is_empty() {
                out.push(problem(root.field("bots").index(i), "a bot needs a name"));
            }
        }
        for (field, text) in [("welcome", &self.welcome), ("farewell", &self.farewell)] {
            out.extend(say_problems(root.field(field), text));
        }
        if self.steps.is_empty() {
            out.push(problem(
                root.field("steps"),
                "a tutorial needs at least one step",
            ));
        }
        for (i, s) in self.steps.iter().enumerate() {
            let at = root.field("steps").index(i);
            out.extend(s.idea.problems(&at.field("idea"), "the step's idea"));
            if s.idea.en().trim().is_empty() {
                out.push(problem(
                    at.field("idea"),
                    "say in a few words what the step teaches",
                ));
            }
            out.extend(say_problems(at.field("say"), &s.say));
            if s.expect.trim().is_empty() {
                out.push(problem(
                    at.field("expect"),
                    "the step must ask for one action (the game's action as RON)",
                ));
            }
        }
        out
    }
}

fn say_problems(at: Path, text: &Words) -> Vec<(Path, String)> {
    let mut out = text.problems(&at, "this text");
    if text.en().trim().is_empty() {
        out.push(problem(at.clone(), "this text is empty"));
    }
    for code in text.languages() {
        let length = text.read(code).chars().count();
        if length > MAX_SAY {
            out.push(problem(
                at.field(code),
                format!(
                    "this text is {length} characters in `{code}`; a step says one or two sentences, at most {MAX_SAY}"
                ),
            ));
        }
    }
    out
}
