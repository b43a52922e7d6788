//! Resolution under url-00, RFC 2396 and bis-00, with all four option combinations:
//! the data is the base, a newline, and the reference (no newline: the reference
//! is empty). No panic; no error for a valid absolute hierarchical base and a valid
//! reference; a valid reference resolved to another document gives a valid,
//! absolute target, hierarchical when resolved as relative, except url-00's empty
//! first segment (`tests/resolve.rs`). The invariants are `tests/invariants/mod.rs`,
//! shared with `tests/properties.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/invariants/mod.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (base, reference) = text.split_once('\n').unwrap_or((text, ""));
    invariants::resolve_invariants(base, reference);
});
