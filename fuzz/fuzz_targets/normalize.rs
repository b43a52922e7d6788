//! `normalize` under every revision (each defines it: `Revision::equivalence_rules`)
//! and every option combination (both levels, with and without RFC 1738's ports), on
//! the data as UTF-8 text: no panic; `Ok` exactly when the revision's start rule
//! accepts the input; the normal form is valid under the revision, a fixed point
//! (normalizing it again changes nothing and takes no step), and `equivalent` to the
//! input under the same options. The invariants are `tests/invariants/equiv.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec::Revision;

#[path = "../../tests/invariants/equiv.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    // `normalize` takes a `&str`.
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    for rev in Revision::ALL {
        invariants::normalize_invariants(rev, s);
    }
});
