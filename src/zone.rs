//! RFC 6874 §2's zone identifiers in a valid `rfc6874` reference, and what the
//! documents say of them: of local significance only (RFC 6874 §4), and obsoleted with
//! RFC 6874 by RFC 9844 (2025). `check` prints each as a note beside the verdict.

use crate::Revision;
use crate::ast::Host;

/// An `IPv6addrz` in the host of a valid `rfc6874` reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZoneNote<'i> {
    /// The byte offset of the `%25` before the zone identifier.
    pub offset: usize,
    /// The `ZoneID`, as written (percent-encoded octets kept).
    pub zone: &'i str,
}

impl ZoneNote<'_> {
    /// The sections the note cites.
    pub const SECTION: &'static str = "RFC 6874 §2, §4; RFC 9844 §3";

    /// The note's text.
    #[must_use]
    pub fn text(&self) -> String {
        format!(
            "zone identifier {:?} (IPv6addrz, RFC 6874 §2): it has \"only local significance at the sending host\", and \"an HTTP client, proxy, or other intermediary MUST remove any ZoneID attached to an outgoing URI\" (RFC 6874 §4); RFC 9844 (2025) obsoletes RFC 6874 and \"reverts the change that it made to the URI syntax defined by [RFC3986]\"",
            self.zone
        )
    }
}

/// The zone identifier of `input`'s host, if `input` is a valid `rfc6874` reference
/// whose host is an `IPv6addrz`.
///
/// ```
/// let notes = urispec::zone::notes("http://[fe80::a%25en1]/");
/// assert_eq!((notes[0].offset, notes[0].zone), (15, "en1"));
/// assert!(urispec::zone::notes("http://[fe80::a]/").is_empty());
/// ```
#[must_use]
pub fn notes(input: &str) -> Vec<ZoneNote<'_>> {
    // A zone identifier follows `%25`: an input without one has none (and is not
    // parsed for its host).
    let bytes = input.as_bytes();
    if !memchr::memchr_iter(b'%', bytes).any(|at| bytes[at + 1..].starts_with(b"25")) {
        return Vec::new();
    }
    let Ok(parse) = Revision::Rfc6874.parse(input) else {
        return Vec::new();
    };
    let Some(Host::Ipv6(literal)) = parse.components().host else {
        return Vec::new();
    };
    let Some(at) = literal.find("%25") else {
        return Vec::new();
    };
    let start = literal.as_ptr() as usize - input.as_ptr() as usize;
    vec![ZoneNote {
        offset: start + at,
        zone: &literal[at + 3..literal.len() - 1],
    }]
}
