//! Errors as small plain data: no pest types, no formatting machinery.

use std::fmt;

use crate::Revision;

/// Why an input is not in a rule's language.
///
/// `Display` gives one line, lower-case, no trailing period:
/// `rfc2396: unexpected ' ' at byte 7, expected pchar or "/" (§3.3)`.
///
/// Read through its accessors; the fields may grow (`#[non_exhaustive]`). In JSON
/// (`serde`) it is the object of the fields the accessors name (`note` only when there is one).
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
    /// What the user meeting this error must know of the documents besides the
    /// grammar, if anything (appended to the message after `;`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub(crate) note: Option<ErrorNote>,
}

/// What a user meeting an error must know of the documents besides the grammar that
/// rejected the input. `Display` gives the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum ErrorNote {
    /// `rfc2732`: the IPv6 literal the error is in is one of RFC 2373 §2.2's text
    /// forms, which RFC 2373 Appendix B's grammar (imported by RFC 2732 §3) cannot
    /// derive (RFC 2732 §2's own `http://[::192.9.5.5]/ipng`).
    Rfc2373TextForm,
    /// `rfc3986`, `rfc3987`: the IP literal the error is in carries a zone identifier
    /// in RFC 6874's form (`IPv6addrz = IPv6address "%25" ZoneID`), which RFC 9844
    /// (2025) removed again when it obsoleted RFC 6874.
    Rfc6874ZoneId,
    /// The IP literal the error is in is an address, a bare `%` and a zone identifier
    /// (`fe80::a%en1`): RFC 6874 §2 writes the `%` as `%25` in a URI; its §3 suggests
    /// user interfaces accept the bare form, never URIs.
    BareZonePercent,
    /// `whatwg`: the host is no valid domain (#valid-domain): UTS #46 `ToASCII`, with
    /// the flags the Standard's domain parser sets when strict, fails on it.
    WhatwgDomainToAscii,
    /// `whatwg`: the host is no valid domain (#valid-domain): it ends in a number
    /// (#ends-in-a-number-checker), and it is no valid IPv4-address string.
    WhatwgEndsInANumber,
}

impl fmt::Display for ErrorNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Rfc2373TextForm => {
                "the IPv6 literal is in RFC 2373 §2.2's text forms (RFC 2732 §2's own \
                 example is http://[::192.9.5.5]/ipng), but RFC 2373 Appendix B's grammar, \
                 which RFC 2732 §3 imports, cannot derive it: its \"::\" cannot come just \
                 before an IPv4 part; urispec follows the grammar"
            }
            Self::Rfc6874ZoneId => {
                "the IP literal has a zone identifier in RFC 6874's form \
                 (IPv6addrz = IPv6address \"%25\" ZoneID, RFC 6874 §2, 2013), which RFC \
                 3986 and RFC 3987 do not have; RFC 9844 (2025) obsoletes RFC 6874: \"obsoleting \
                 [RFC6874] reverts the change that it made to the URI syntax defined by \
                 [RFC3986]\" (§3), so no current URI standard has zone identifiers \
                 (--revision rfc6874 checks the 2013 form)"
            }
            Self::BareZonePercent => {
                "a zone identifier's \"%\" is written \"%25\" in a URI \
                 (http://[fe80::a%25en1], RFC 6874 §2); RFC 6874 §3 suggests accepting a \
                 bare \"%\" only for user interface convenience, to be \"turned into \
                 properly encoded characters\" before use; RFC 9844 (2025) obsoletes RFC \
                 6874 and its zone identifiers"
            }
            Self::WhatwgDomainToAscii => {
                "the host is no valid domain: UTS #46 ToASCII fails on it with CheckHyphens, \
                 CheckBidi, CheckJoiners, UseSTD3ASCIIRules and VerifyDnsLength true \
                 (the domain parser with beStrict true, #idna)"
            }
            Self::WhatwgEndsInANumber => {
                "the host is no valid domain: it ends in a number (#ends-in-a-number-checker) \
                 and is no valid IPv4-address string"
            }
        })
    }
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
            note: None,
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

    /// What a user meeting this error must know of the documents besides the
    /// grammar, if anything (the message appends it after `; `).
    #[must_use]
    pub fn note(&self) -> Option<ErrorNote> {
        self.note
    }

    /// The message without the revision prefix:
    /// `unexpected ' ' at byte 7, expected pchar or "/" (§3.3)`.
    #[must_use]
    pub fn message(&self) -> String {
        let mut out = String::new();
        let _ = self.write_message(&mut out);
        out
    }

    /// Writes [`ParseError::message`] to `out`, piece by piece (nothing allocated).
    ///
    /// # Errors
    /// When `out` fails.
    pub fn write_message(&self, out: &mut impl fmt::Write) -> fmt::Result {
        write!(out, "unexpected {} at byte {}", self.found, self.offset)?;
        // `a`, `a or b`, `a, b or c`.
        if let [init @ .., last] = &self.expected[..] {
            out.write_str(", expected ")?;
            for (i, name) in init.iter().enumerate() {
                out.write_str(if i == 0 { "" } else { ", " })?;
                out.write_str(name)?;
            }
            out.write_str(if init.is_empty() { "" } else { " or " })?;
            out.write_str(last)?;
        }
        if let Some(section) = &self.section {
            write!(out, " ({section})")?;
        }
        if let Some(note) = &self.note {
            write!(out, "; {note}")?;
        }
        Ok(())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.revision)?;
        self.write_message(f)
    }
}

impl std::error::Error for ParseError {}

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
                .map_or_else(|| "invalid UTF-8".to_owned(), name),
            Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&rest[..e.valid_up_to()])
                .ok()
                .and_then(|s| s.chars().next())
                .map_or_else(|| "invalid UTF-8".to_owned(), name),
            Err(_) => "invalid UTF-8".to_owned(),
        },
    }
}

/// A character as Rust's `{:?}` quotes it, except U+FFFD, which is named by its
/// number: printed, it would read as an invalid byte some decoder replaced.
fn name(c: char) -> String {
    if c == char::REPLACEMENT_CHARACTER {
        "'\\u{fffd}'".to_owned()
    } else {
        format!("{c:?}")
    }
}
