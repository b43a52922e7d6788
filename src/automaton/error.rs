//! Why a rule could not be compiled.

use std::fmt;

/// Why [`Automaton::compile`](super::Automaton::compile) failed.
///
/// `Display` gives one line, lower-case, no trailing period.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CompileError {
    /// No rule of that name (the name asked for, or one a rule refers to).
    UndefinedRule {
        /// The name, as written.
        rule: String,
        /// The rule that refers to it, `None` for the rule asked for.
        used_by: Option<String>,
    },
    /// Prose (`<…>`) that names no set of characters, so it has no pattern.
    Prose {
        /// The rule it appears in.
        rule: String,
        /// The prose, whitespace folded.
        text: String,
    },
    /// The regular-expression engine could not build the automaton (too large).
    Engine {
        /// The rule asked for.
        rule: String,
        /// The engine's message.
        detail: String,
    },
}

impl CompileError {
    /// An error of the engine building rule `rule`.
    pub(super) fn engine(rule: &str, error: &dyn std::error::Error) -> Self {
        Self::Engine {
            rule: rule.to_owned(),
            detail: error.to_string(),
        }
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UndefinedRule {
                rule,
                used_by: None,
            } => write!(f, "no rule named {rule:?}"),
            Self::UndefinedRule {
                rule,
                used_by: Some(user),
            } => write!(f, "rule {user} refers to {rule:?}, which is not defined"),
            Self::Prose { rule, text } => write!(
                f,
                "rule {rule}: the prose <{text}> names no set of characters"
            ),
            Self::Engine { rule, detail } => {
                write!(f, "rule {rule}: the automaton cannot be built: {detail}")
            }
        }
    }
}

impl std::error::Error for CompileError {}
