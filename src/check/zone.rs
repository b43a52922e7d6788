//! RFC 6874's IPv6 zone identifiers (`[fe80::a%25en1]`), and what became of them: RFC
//! 9844 (August 2025) obsoletes RFC 6874 and "reverts the change that it made to the URI
//! syntax defined by \[RFC3986\]" (§3). An error on a zone identifier says so, and names
//! the bare `%` RFC 6874 §3 suggests user interfaces accept but URIs never carry.

use std::sync::OnceLock;

use super::Validator;
use super::ipv6::literal_at;
use crate::{ErrorNote, Revision};

/// The note for an error at `offset` in `input` (checked against `rule`) under
/// `revision`, when the IP literal the offset is in carries a zone identifier: in RFC
/// 6874's form (`IPv6addrz`) under RFC 3986 or RFC 3987, which do not have it; with a
/// bare `%` (`IPv6address "%" ZoneID`, the zone not starting with `25`) under any of
/// the three.
pub(crate) fn zone_note(
    revision: Revision,
    rule: &str,
    input: &[u8],
    offset: usize,
) -> Option<ErrorNote> {
    let literal = literal_at(rule, input, offset)?;
    if revision != Revision::Rfc6874 && validator("IPv6addrz").is_valid(literal) {
        return Some(ErrorNote::Rfc6874ZoneId);
    }
    let percent = literal.iter().position(|&b| b == b'%')?;
    let (address, zone) = (&literal[..percent], &literal[percent + 1..]);
    // `%25` then something wrong is RFC 6874's form, not a bare `%` before a zone "25…".
    (!zone.starts_with(b"25")
        && validator("IPv6address").is_valid(address)
        && validator("ZoneID").is_valid(zone)
        && !validator("IPv6addrz").is_valid(literal))
    .then_some(ErrorNote::BareZonePercent)
}

/// The automaton of an `rfc6874` rule, compiled once.
fn validator(rule: &'static str) -> &'static Validator {
    static CELLS: [OnceLock<Validator>; 3] = [const { OnceLock::new() }; 3];
    let at = ["IPv6addrz", "IPv6address", "ZoneID"]
        .iter()
        .position(|&r| r == rule)
        .expect("one of the three");
    CELLS[at].get_or_init(|| Validator::new(Revision::Rfc6874, rule).expect("RFC 6874 §2's rules"))
}
