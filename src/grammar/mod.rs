//! How pest is wired in: the only module that names pest.

use crate::Revision;
use crate::error::{ParseError, describe};

/// Explains why `input` is not in `rule`'s language.
pub(crate) fn diagnose(revision: Revision, rule: &str, input: &[u8]) -> ParseError {
    ParseError {
        revision,
        rule: rule.to_owned(),
        offset: 0,
        expected: Vec::new(),
        section: None,
        found: describe(input, 0),
    }
}
