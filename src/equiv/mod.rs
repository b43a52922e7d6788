//! Equivalence, normalization and percent-encoding, as each document defines them.
//!
//! Every rule urispec applies is one a document states, and every step names the
//! section that states it
//! ([`Revision::equivalence_rules`](crate::Revision::equivalence_rules)). Where a
//! document leaves a rule to each scheme, the output says so ([`Note`]) instead of
//! guessing.
//!
//! ```
//! use urispec::Revision;
//! use urispec::equiv::NormalizeOptions;
//! let e = Revision::Rfc2396
//!     .equivalent("http://www.XEROX.com", "http://www.xerox.com", NormalizeOptions::default())
//!     .unwrap();
//! assert!(e.equivalent);
//! assert_eq!(e.a.steps[0].to_string(), "host case: www.XEROX.com → www.xerox.com (§6)");
//! ```

mod encoding;
mod equivalent;
mod normalize;
mod rules;

use std::fmt;

pub use encoding::{
    Component, DecodeError, UnknownComponent, components, decode, encode, literal_chars,
};
pub use equivalent::{Difference, Equivalence};
pub use rules::{Ports, RFC1738_PORTS, Rules, Section};

/// How far normalization goes, in the documents' terms (RFC 3986 §6.2.2 and §6.2.3
/// name the two levels; the older documents' rules fall into the same two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Level {
    /// Syntax-based: case of the scheme and host, case of escapes, escaped unreserved
    /// characters (and, in RFC 3986, dot segments).
    Syntax,
    /// Scheme-based as well: default ports, the empty port, the empty path, where the
    /// document states them.
    #[default]
    Scheme,
}

/// What `normalize` and `equivalent` apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NormalizeOptions {
    /// How far to go.
    pub level: Level,
    /// Where a document leaves the default port to each scheme, use the default ports
    /// RFC 1738 §3 names (ftp 21, http 80, gopher 70, nntp 119, telnet 23, wais 210,
    /// prospero 1525), citing RFC 1738.
    pub rfc1738_ports: bool,
}

/// One rule applied: what it changed, and where the document states it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Step {
    /// The rule (`scheme case`, `escape case`, `unreserved escape`, `default port`, …).
    pub rule: &'static str,
    /// The text before.
    pub from: String,
    /// The text after (`""`: removed).
    pub to: String,
    /// The section that states the rule (`§6`, or `RFC 1738 §3.3` for another document).
    pub section: String,
    /// What the rule says, when more than its name is needed (`default port 80 for http`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub detail: Option<String>,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let to = if self.to.is_empty() && !self.from.is_empty() {
            "(removed)"
        } else {
            &self.to
        };
        let from = if self.from.is_empty() {
            "(none)"
        } else {
            &self.from
        };
        write!(f, "{}: {from} → {to} (", self.rule)?;
        if let Some(detail) = &self.detail {
            write!(f, "{detail}, ")?;
        }
        write!(f, "{})", self.section)
    }
}

/// A rule the document leaves to the scheme (or out of reach): not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Note {
    /// The rule in question.
    pub rule: &'static str,
    /// What the document says, and what urispec does.
    pub text: String,
    /// The section.
    pub section: String,
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({})", self.rule, self.text, self.section)
    }
}

/// A normal form, the steps that made it, and what was left to the scheme.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Normal {
    /// The revision whose rules were applied.
    pub revision: crate::Revision,
    /// The level.
    pub level: Level,
    /// The normal form (valid under the revision).
    pub normal: String,
    /// The steps, in the order applied.
    pub steps: Vec<Step>,
    /// Rules the document leaves to the scheme, or that are out of reach.
    pub notes: Vec<Note>,
}
