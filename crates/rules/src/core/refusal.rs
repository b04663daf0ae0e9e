//! Why an action was refused: the rule, as the rulebook says it, and what about this move broke it.

use crate::core::Text;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    /// The rule, in the rulebook's words or close to them.
    pub rule: Text,
    /// What about this action broke it.
    pub detail: Text,
}

impl Refusal {
    pub fn new(rule: impl Into<Text>, detail: impl Into<Text>) -> Self {
        Self {
            rule: rule.into(),
            detail: detail.into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (rule: {})", self.detail, self.rule)
    }
}

impl std::error::Error for Refusal {}
