//! RFC 3987 §3's two conversions (`urispec::convert`; RFC 3987 is the only revision
//! that defines them), on the data as UTF-8 text. `to_uri` (§3.1): `Ok` exactly for
//! an IRI reference; its output is a URI reference; it is the identity on a URI
//! reference (which is an IRI reference) and idempotent. `to_iri` (§3.2), on the data
//! and on `to_uri`'s output: `Ok` exactly for a URI reference; its output is an IRI
//! reference that `to_uri` maps back to the input, up to the case of escapes and
//! escaped unreserved characters. Nothing else: §3.2 says an IRI converted to a URI
//! need not convert back to itself. The invariants are `tests/invariants/convert.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/invariants/convert.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    // Both conversions take a `&str`.
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    invariants::to_uri_invariants(s);
    invariants::to_iri_invariants(s);
});
