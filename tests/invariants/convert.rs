//! The invariants of RFC 3987 §3's conversions (`urispec::convert`), written once for
//! the `convert` fuzz target (`fuzz/fuzz_targets/convert.rs`); a property test may
//! include this file as well. Each function panics with the failing assertion.
//!
//! Only what the document guarantees is asserted:
//! - §3.1: "The above mapping from IRIs to URIs produces URIs fully conforming to
//!   [RFC3986]. The mapping is also an identity transformation for URIs and is
//!   idempotent [...]. Every URI is by definition an IRI."
//! - §3.2: the conversion "will always result in an IRI that maps back to the URI used
//!   as an input for the conversion (except for potential case differences in
//!   percent-encoding and for potential percent-encoded unreserved characters)".
//!
//! Not asserted, because §3.2 denies it: that an IRI converted to a URI converts back
//! to the same IRI ("the IRI resulting from this conversion may not be exactly the
//! same as the original IRI"): `%C3%A9` written in an IRI comes back as `é`, a bidi
//! formatting character as `%E2%80%AE`.

#![allow(dead_code)] // each includer uses part of it

use urispec::Revision;
use urispec::convert::{to_iri, to_uri};

/// `to_uri(s)` (§3.1): `Ok` exactly when `s` is an IRI reference (RFC 3987's start
/// rule), as its `# Errors` says; then the output is a URI reference (RFC 3986's start
/// rule), mapping it again changes nothing (idempotent), and `to_iri` on it keeps the
/// §3.2 promise ([`to_iri_invariants`]). When `s` is a URI reference, it is an IRI
/// reference and maps to itself (identity on URIs).
pub fn to_uri_invariants(s: &str) {
    let iri_ok = Revision::Rfc3987.check(s).is_ok();
    let uri_ok = Revision::Rfc3986.check(s).is_ok();
    assert!(
        !uri_ok || iri_ok,
        "{s:?}: a URI reference that is no IRI reference"
    );
    match to_uri(s) {
        Ok(uri) => {
            assert!(iri_ok, "{s:?}: to_uri accepts what rfc3987 rejects");
            assert!(
                Revision::Rfc3986.check(&uri).is_ok(),
                "{s:?} -> {uri:?}: not a URI reference"
            );
            if uri_ok {
                assert_eq!(uri, s, "{s:?}: the mapping is not the identity on a URI");
            }
            let again = to_uri(&uri).unwrap_or_else(|e| panic!("{uri:?}: {e}"));
            assert_eq!(again, uri, "{s:?}: the mapping is not idempotent");
            to_iri_invariants(&uri);
        }
        Err(e) => assert!(!iri_ok, "{s:?}: to_uri rejects an IRI reference: {e}"),
    }
}

/// `to_iri(s)` (§3.2): `Ok` exactly when `s` is a URI reference (RFC 3986's start
/// rule), as its `# Errors` says; then the output is an IRI reference (RFC 3987's
/// start rule), and mapping it back with `to_uri` gives `s` up to the two differences
/// §3.2 allows: the case of the hexadecimal digits of an escape, and an escaped
/// unreserved character written as itself ([`up_to_allowed_differences`]).
pub fn to_iri_invariants(s: &str) {
    let uri_ok = Revision::Rfc3986.check(s).is_ok();
    match to_iri(s) {
        Ok(iri) => {
            assert!(uri_ok, "{s:?}: to_iri accepts what rfc3986 rejects");
            assert!(
                Revision::Rfc3987.check(&iri).is_ok(),
                "{s:?} -> {iri:?}: not an IRI reference"
            );
            let back = to_uri(&iri).unwrap_or_else(|e| panic!("{s:?} -> {iri:?}: {e}"));
            assert_eq!(
                up_to_allowed_differences(&back),
                up_to_allowed_differences(s),
                "{s:?} -> {iri:?} -> {back:?}: does not map back to the URI"
            );
        }
        Err(e) => assert!(!uri_ok, "{s:?}: to_iri rejects a URI reference: {e}"),
    }
}

/// `s` with §3.2's two allowed differences taken out: every `%HH` of an RFC 3986
/// `unreserved` character (§2.3: `ALPHA / DIGIT / "-" / "." / "_" / "~"`) written as
/// the character, every other `%HH` in upper case. Nothing else changes.
pub fn up_to_allowed_differences(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut at = 0;
    while at < bytes.len() {
        match escaped_octet(bytes, at) {
            Some(octet) if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) => {
                out.push(char::from(octet));
                at += 3;
            }
            Some(_) => {
                out.push_str(&s[at..at + 3].to_ascii_uppercase());
                at += 3;
            }
            None => {
                let c = s[at..].chars().next().expect("at is a character boundary");
                out.push(c);
                at += c.len_utf8();
            }
        }
    }
    out
}

/// The octet of the `%HH` at `at`, if there is one.
fn escaped_octet(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', hi, lo] => {
            let hex = |b: u8| char::from(b).to_digit(16);
            u8::try_from(hex(*hi)? * 16 + hex(*lo)?).ok()
        }
        _ => None,
    }
}
