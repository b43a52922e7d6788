//! Errors as small plain data: no pest types, no formatting machinery.

use std::fmt::{self, Write as _};

use crate::Revision;

/// Why an input is not in a rule's language.
///
/// `Display` gives one line, lower-case, no trailing period:
/// `rfc2396: unexpected ' ' at byte 7, expected pchar or "/" (§3.3)`.
///
/// Read through its accessors; the fields may grow (`#[non_exhaustive]`). In JSON
/// (`serde`) it is the object of the six fields the accessors name.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ParseError {
    /// The revision whose grammar rejected the input.
    pub(crate) revision: Revision,
    /// The rule the input was checked against, as the document spells it.
    pub(crate) rule: String,
    /// Byte offset of the first byte the grammar could not accept (the input's
    /// length when the input ends too early).
    pub(crate) offset: usize,
    /// What the grammar expected there: rule names as the document spells them,
    /// quoted literals, or `end of input`.
    pub(crate) expected: Vec<String>,
    /// The document section of the innermost rule every reading of the input was in
    /// where it stopped (`§3.3`, or the checked rule's when that is the only one).
    pub(crate) section: Option<String>,
    /// What was found at `offset`: a character, `invalid UTF-8`, or `end of input`.
    pub(crate) found: String,
}

impl ParseError {
    /// The error for an input that is not UTF-8 where text is needed (a parse): under
    /// `revision`'s start rule, at `valid_up_to`, the first byte of the invalid
    /// sequence, expecting nothing.
    ///
    /// ```
    /// use urispec::{ParseError, Revision};
    /// let e = ParseError::not_utf8(Revision::Rfc3986, 3);
    /// assert_eq!(e.to_string(), "rfc3986: unexpected invalid UTF-8 at byte 3");
    /// ```
    #[must_use]
    pub fn not_utf8(revision: Revision, valid_up_to: usize) -> Self {
        Self {
            revision,
            rule: revision.start_rule().to_owned(),
            offset: valid_up_to,
            expected: Vec::new(),
            section: None,
            found: "invalid UTF-8".to_owned(),
        }
    }

    /// The revision whose grammar rejected the input.
    #[must_use]
    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// The rule the input was checked against, as the document spells it.
    #[must_use]
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// Byte offset of the first byte the grammar could not accept (the input's
    /// length when the input ends too early).
    ///
    /// ```
    /// use urispec::Revision;
    /// assert_eq!(Revision::Rfc2396.check("http://a b").unwrap_err().offset(), 8);
    /// ```
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// What the grammar expected there: rule names as the document spells them,
    /// quoted literals, or `end of input`.
    #[must_use]
    pub fn expected(&self) -> &[String] {
        &self.expected
    }

    /// The document section of the innermost rule every reading of the input was in
    /// where it stopped (`§3.3`, or the checked rule's when that is the only one).
    #[must_use]
    pub fn section(&self) -> Option<&str> {
        self.section.as_deref()
    }

    /// What was found at [`offset`](Self::offset): a character, `invalid UTF-8`, or
    /// `end of input`.
    #[must_use]
    pub fn found(&self) -> &str {
        &self.found
    }

    /// The message without the revision prefix:
    /// `unexpected ' ' at byte 7, expected pchar or "/" (§3.3)`.
    #[must_use]
    pub fn message(&self) -> String {
        let mut out = format!("unexpected {} at byte {}", self.found, self.offset);
        if !self.expected.is_empty() {
            out.push_str(", expected ");
            out.push_str(&join_or(&self.expected));
        }
        if let Some(section) = &self.section {
            let _ = write!(out, " ({section})");
        }
        out
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.revision, self.message())
    }
}

impl std::error::Error for ParseError {}

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// How a character is named in messages: `'x'`, `'\u{7}'`, `end of input`.
#[must_use]
pub(crate) fn describe(input: &[u8], offset: usize) -> String {
    match input.get(offset..) {
        None | Some([]) => "end of input".to_owned(),
        Some(rest) => match std::str::from_utf8(&rest[..rest.len().min(4)]) {
            _ if rest[0] < 0x80 => format!("{:?}", char::from(rest[0])),
            Ok(s) => s
                .chars()
                .next()
                .map_or_else(|| "invalid UTF-8".to_owned(), |c| format!("{c:?}")),
            Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&rest[..e.valid_up_to()])
                .ok()
                .and_then(|s| s.chars().next())
                .map_or_else(|| "invalid UTF-8".to_owned(), |c| format!("{c:?}")),
            Err(_) => "invalid UTF-8".to_owned(),
        },
    }
}
