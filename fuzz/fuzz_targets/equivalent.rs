//! `equivalent` under every revision (each defines it: `Revision::equivalence_rules`)
//! and every option combination: the data is `a`, a newline, and `b` (no newline: `b`
//! is `a` in upper case, so that case rules are reached). No panic; `Ok` exactly when
//! both are valid; reflexive; symmetric; equivalent exactly when the comparison forms
//! are equal, with a difference (naming two different values) exactly when not; and
//! consistent with `normalize`: equal normal forms are equivalent, and the normal
//! forms answer as `a` and `b` do. The invariants are `tests/invariants/equiv.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec::Revision;

#[path = "../../tests/invariants/equiv.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let upper;
    let (a, b) = if let Some(pair) = text.split_once('\n') {
        pair
    } else {
        upper = text.to_ascii_uppercase();
        (text, upper.as_str())
    };
    for rev in Revision::ALL {
        invariants::equivalent_invariants(rev, a, b);
    }
});
