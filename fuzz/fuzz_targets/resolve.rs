//! Resolution under the seven revisions that define it (`RESOLVING` in
//! `tests/invariants/mod.rs`: RFC 1808, url-00, RFC 2396, RFC 2732, bis-00, RFC 3986,
//! RFC 3987; RFC 1738 has none), with all four option combinations: the data is the
//! base, a newline, and the reference (no newline: the reference is empty). No panic;
//! no error for a valid absolute hierarchical base and a valid reference;
//! `valid_reference` says whether the reference is valid; a valid reference resolved
//! to another document gives a valid, absolute target, hierarchical when resolved as
//! relative against a hierarchical base. The exceptions are exact predicates there,
//! each documented in `tests/resolve.rs` or `tests/corpus/fuzz-findings.txt`:
//! url-00's and RFC 1808's empty first segment and url-00's query after the server
//! (the target is asserted not hierarchical: an opaque URL only); RFC 1808's query
//! after the server, and url-00's and RFC 1808's path or query that becomes the server
//! (hierarchy not asserted); RFC 3986's and RFC 3987's path led by `//`, RFC 2396's
//! and RFC 2732's empty base path, and, with `compat`, a reference whose rest after
//! the ignored scheme is no valid relative reference (nothing asserted of the target).
//! The invariants are `tests/invariants/mod.rs`, shared with `tests/properties.rs`.
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
