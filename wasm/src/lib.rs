//! urispec for JavaScript: the library and the command's JSON contract, compiled to
//! WebAssembly with `wasm-bindgen`.
//!
//! Every function answers one JSON string: the record the command prints with
//! `--format jsonl` for one input (`urispec check --revision R --format jsonl INPUT`
//! and `check(INPUT, R)` print the same text), built by the command's own record
//! builders (`urispec_cli::contract`). The package's `index.js` parses it into plain
//! objects and checks its arguments first (a string, well-formed UTF-16): the
//! functions here take `&str`, which `wasm-bindgen` would otherwise encode with
//! U+FFFD in place of a lone surrogate.
//!
//! A usage error (an unknown revision, rule or component, an input over the limit)
//! is thrown as a `RangeError` with the command's message.

mod args;
mod commands;
mod whatwg;

pub use commands::{
    check, compare, convert, decode, diff, encode, equivalent, grammar, is_valid, normalize, parse,
    prose, resolve, revisions, tree,
};

/// The longest input taken, in UTF-8 bytes: the command's default `--max-line-bytes`
/// (1 MiB).
pub const MAX_INPUT_BYTES: usize = 1 << 20;
