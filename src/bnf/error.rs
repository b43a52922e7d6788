//! Why a `.bnf` text is not a grammar the compiler can read.

use std::fmt;

/// Why [`Grammar::parse`](super::Grammar::parse) rejected a text.
///
/// `Display` gives one line, lower-case, no trailing period.
///
/// ```
/// use urispec::bnf::{Grammar, GrammarError, Notation};
/// let err = Grammar::parse("a = \"x\" a | \"y\"", Notation::Rfc822).unwrap_err();
/// assert_eq!(err, GrammarError::Recursive { cycle: vec!["a".to_owned(), "a".to_owned()] });
/// assert_eq!(err.to_string(), "rule a is recursive (a → a): every rule must be a regular language");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GrammarError {
    /// A rule is not well-formed BNF.
    Syntax {
        /// The line (from 1) where the rule starts.
        line: usize,
        /// What is wrong with it.
        problem: SyntaxProblem,
    },
    /// A rule refers to itself, directly or through other rules: its language may
    /// not be regular, and the compiler reads every rule as a regular expression.
    Recursive {
        /// The rules of the cycle, the first rule of the document that is on it
        /// first and last (`[a, b, a]`: `a` refers to `b`, which refers to `a`).
        cycle: Vec<String>,
    },
    /// A rule whose expansion (groups and the rules it uses, all the way down) is
    /// nested deeper than the compiler goes (256 levels; the documents' deepest is
    /// far less).
    TooDeep {
        /// The rule.
        rule: String,
    },
}

/// What is wrong with a rule's text ([`GrammarError::Syntax`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SyntaxProblem {
    /// The rule has no `=`.
    MissingEquals,
    /// A character that starts no element.
    UnexpectedChar(char),
    /// A `"` without its closing quote.
    UnterminatedString,
    /// A `<` without its closing `>`.
    UnterminatedProse,
    /// A `%` value other than `%x` (`%d`, `%b`).
    UnsupportedNumeric,
    /// A `%x` value that is no character, or a range whose end comes before its start.
    BadNumeric(String),
    /// A token where none of its kind can stand (`)`, `]`, `|`, a repetition).
    UnexpectedToken(String),
    /// An alternative with no element (`a | | b`, `()`).
    EmptyAlternative,
    /// A repetition or an opening bracket at the end of the rule.
    MissingElement,
    /// A group not closed: the bracket that was expected.
    Unclosed(char),
    /// Groups nested deeper than the compiler goes (`DEPTH_LIMIT`, 256).
    TooDeep,
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Syntax { line, problem } => write!(f, "line {line}: {problem}"),
            Self::Recursive { cycle } => write!(
                f,
                "rule {} is recursive ({}): every rule must be a regular language",
                cycle.first().map_or("", String::as_str),
                cycle.join(" → ")
            ),
            Self::TooDeep { rule } => write!(
                f,
                "rule {rule} nests deeper than {} levels through the rules it uses",
                super::DEPTH_LIMIT
            ),
        }
    }
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingEquals => f.write_str("a rule needs '='"),
            Self::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            Self::UnterminatedString => f.write_str("unterminated string"),
            Self::UnterminatedProse => f.write_str("unterminated <prose>"),
            Self::UnsupportedNumeric => f.write_str("only %x values are supported"),
            Self::BadNumeric(text) => write!(f, "bad %x value {text}"),
            Self::UnexpectedToken(token) => write!(f, "unexpected {token}"),
            Self::EmptyAlternative => f.write_str("empty alternative"),
            Self::MissingElement => f.write_str("missing element"),
            Self::Unclosed(close) => write!(f, "expected {close:?}"),
            Self::TooDeep => write!(f, "groups nested deeper than {}", super::DEPTH_LIMIT),
        }
    }
}

impl std::error::Error for GrammarError {}
