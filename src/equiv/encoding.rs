//! Percent-encoding by component: the characters a component may carry literally are
//! computed from the document's grammar (the single characters its character rule
//! accepts, through the automaton compiled from the `.bnf`); every other character is
//! escaped, as the UTF-8 octets of its encoding.

use std::fmt::{self, Write as _};
use std::sync::OnceLock;

use super::normalize::escape_at;
use crate::bnf::CharClass;
use crate::{Revision, Validator};

/// A component a revision's grammar defines, for encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Component {
    /// The component's name, as the document's rule (`segment`, `hsegment`, `query`).
    pub name: &'static str,
    /// The rule whose single characters may appear literally (`pchar` for RFC 2396's
    /// `segment`, whose `;` starts a parameter; the component's own rule otherwise).
    pub chars: &'static str,
}

const fn own(name: &'static str) -> Component {
    Component { name, chars: name }
}

const fn with(name: &'static str, chars: &'static str) -> Component {
    Component { name, chars }
}

const RFC1738: &[Component] = &[
    own("user"),
    own("password"),
    own("urlpath"),
    own("fsegment"),
    own("hsegment"),
    own("search"),
    own("selector"),
    own("database"),
    own("wpath"),
    own("psegment"),
    own("fieldname"),
    own("fieldvalue"),
];

const RFC1808: &[Component] = &[
    own("net_loc"),
    with("segment", "pchar"),
    own("param"),
    own("query"),
    own("fragment"),
];

const URL00: &[Component] = &[
    own("fragment"),
    own("user"),
    own("password"),
    with("segment", "pchar"),
    own("param"),
    own("query"),
];

const RFC2396: &[Component] = &[
    own("userinfo"),
    with("segment", "pchar"),
    own("param"),
    own("query"),
    own("fragment"),
];

const RFC2396BIS00: &[Component] = &[
    own("userinfo"),
    own("segment"),
    own("query"),
    own("fragment"),
];

const RFC3986: &[Component] = &[
    own("userinfo"),
    own("reg-name"),
    own("segment"),
    own("query"),
    own("fragment"),
];

const RFC3987: &[Component] = &[
    own("iuserinfo"),
    own("ireg-name"),
    own("isegment"),
    own("iquery"),
    own("ifragment"),
];

/// The URL Standard's writing rules: the strings a URL record's path segments, query
/// and fragment are written as.
const WHATWG: &[Component] = &[
    own("URL-path-segment-string"),
    own("URL-query-string"),
    own("URL-fragment-string"),
];

/// The components of a revision that `encode` knows, in the document's order.
///
/// ```
/// use urispec::Revision;
/// let names: Vec<_> = urispec::equiv::components(Revision::Rfc2396).iter().map(|c| c.name).collect();
/// assert_eq!(names, ["userinfo", "segment", "param", "query", "fragment"]);
/// ```
#[must_use]
pub const fn components(revision: Revision) -> &'static [Component] {
    match revision {
        Revision::Rfc1738 => RFC1738,
        Revision::Rfc1808 => RFC1808,
        Revision::Url00 => URL00,
        Revision::Rfc2396 | Revision::Rfc2732 => RFC2396,
        Revision::Rfc2396bis00 => RFC2396BIS00,
        Revision::Rfc3986 | Revision::Rfc6874 => RFC3986,
        Revision::Rfc3987 => RFC3987,
        Revision::Whatwg => WHATWG,
    }
}

/// The error for a component the revision does not define.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownComponent {
    /// The revision asked.
    pub revision: Revision,
    /// The name asked for.
    pub name: String,
}

impl fmt::Display for UnknownComponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = components(self.revision).iter().map(|c| c.name).collect();
        write!(
            f,
            "{}: no component {:?} to encode (components: {})",
            self.revision,
            self.name,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownComponent {}

/// The ASCII characters each component of each revision carries literally, computed
/// once per revision.
fn literal(revision: Revision, index: usize) -> &'static CharClass {
    static CELLS: OnceLock<Vec<Vec<CharClass>>> = OnceLock::new();
    let all = CELLS.get_or_init(|| {
        Revision::ALL
            .iter()
            .map(|&rev| {
                components(rev)
                    .iter()
                    .map(|c| single_chars(rev, c.chars))
                    .collect()
            })
            .collect()
    });
    &all[revision as usize][index]
}

/// The ASCII characters that `rule`, alone, accepts.
fn single_chars(revision: Revision, rule: &str) -> CharClass {
    let Ok(validator) = Validator::new(revision, rule) else {
        return CharClass::default();
    };
    (0u8..0x80)
        .filter(|&b| validator.is_valid(&[b]))
        .map(char::from)
        .fold(CharClass::default(), |set, c| {
            set.union(&CharClass::range(c, c))
        })
}

/// The characters `component` of `revision` carries literally (ASCII; every non-ASCII
/// character is escaped).
///
/// # Errors
/// [`UnknownComponent`] when the revision has no such component.
pub fn literal_chars(
    revision: Revision,
    component: &str,
) -> Result<&'static CharClass, UnknownComponent> {
    let index = components(revision)
        .iter()
        .position(|c| c.name == component)
        .ok_or_else(|| UnknownComponent {
            revision,
            name: component.to_owned(),
        })?;
    Ok(literal(revision, index))
}

/// `text` as data of `component`: every character the component's rule does not
/// accept is escaped as `%XX` (upper-case hexadecimal), octet by octet of its UTF-8
/// encoding; `%` itself is always escaped.
///
/// ```
/// use urispec::Revision;
/// use urispec::equiv::encode;
/// assert_eq!(encode(Revision::Rfc2396, "segment", "a b;c/~").unwrap(), "a%20b%3Bc%2F~");
/// assert_eq!(encode(Revision::Rfc1738, "hsegment", "a;~").unwrap(), "a;%7E");
/// ```
///
/// # Errors
/// [`UnknownComponent`] when the revision has no such component.
pub fn encode(revision: Revision, component: &str, text: &str) -> Result<String, UnknownComponent> {
    let allowed = literal_chars(revision, component)?;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() && allowed.contains(c) {
            out.push(c);
        } else {
            push_escaped(&mut out, c);
        }
    }
    Ok(out)
}

/// Writes `c` as the `%XX` escapes (upper-case) of its UTF-8 octets.
pub(super) fn push_escaped(out: &mut String, c: char) {
    let mut buf = [0; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        let _ = write!(out, "%{b:02X}");
    }
}

/// A `%` not followed by two hexadecimal digits.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DecodeError {
    /// Byte offset of the `%`.
    pub offset: usize,
    /// The text from the `%` (at most three characters).
    pub found: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad escape {:?} at byte {}, expected escaped = \"%\" hex hex",
            self.found, self.offset
        )
    }
}

impl std::error::Error for DecodeError {}

/// The octets `text` stands for: every `%XX` unescaped (the escape syntax is the same
/// in every revision: `"%" hex hex`), every other character as its UTF-8 octets.
///
/// ```
/// use urispec::equiv::decode;
/// assert_eq!(decode("a%20b%7e").unwrap(), b"a b~");
/// assert_eq!(decode("a%2").unwrap_err().offset, 1);
/// ```
///
/// # Errors
/// A [`DecodeError`] at the first `%` not followed by two hexadecimal digits.
pub fn decode(text: &str) -> Result<Vec<u8>, DecodeError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let octet = escape_at(bytes, i).ok_or_else(|| DecodeError {
                offset: i,
                found: text[i..].chars().take(3).collect(),
            })?;
            out.push(octet);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Ok(out)
}
