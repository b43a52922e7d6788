//! The library's tests: one test binary (as ripgrep and regex-automata have), a module
//! per concern, each in its own file (`tests/<concern>.rs`). `common` holds what they
//! share (the corpora, the one snapshot-settings helper, the skips), `invariants` the
//! properties every parse, rejection and resolution must have.

mod common;
mod invariants;

mod bidi;
mod components;
mod convert;
mod derivation;
mod diagnostics;
mod diff;
mod differential;
mod documents;
mod encoding;
mod equiv;
mod equiv_properties;
mod errors;
mod examples;
mod extract;
#[cfg(feature = "serde")]
mod extract_peers;
mod fresh_clone;
mod hostile;
mod layers;
// The corpus snapshots serialize the trees: they need the `serde` feature (on by
// default); `cargo test --no-default-features` runs every other test.
#[cfg(feature = "serde")]
mod parse;
mod peers;
mod properties;
mod resolve;
mod rfc1808;
mod rfc2732;
mod rfc6874;
mod rules;
mod vectors;
mod whatwg_valid;
