//! For every revision, `rev.parse(s)`: no panic; `Ok` exactly when the automaton
//! accepts; an `Ok` displays back as `s`, its tree's root text is `s`, and every
//! node, component and segment is a slice of `s` (by address). The invariants are
//! `tests/invariants/mod.rs`, shared with `tests/properties.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec::Revision;

#[path = "../../tests/invariants/mod.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    // `parse` takes a `&str`; the `check` target covers bytes that are not UTF-8.
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    for rev in Revision::ALL {
        invariants::parse_invariants(rev, s);
    }
});
