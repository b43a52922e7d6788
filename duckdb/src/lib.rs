//! urispec as a loadable `DuckDB` extension: `LOAD 'urispec'` registers the SQL
//! functions `urispec.duckdb.register(con)` registers from Python (`uri_is_valid`,
//! `uri_check`, `uri_components`, `uri_resolve`, `uri_normalize`, `uri_extract`,
//! `uri_compare`, `uri_equivalent`, `uri_convert`, `uri_encode`, `uri_decode`), with
//! the same signatures, options, NULL rules and answers, through `DuckDB`'s C
//! extension API (the `duckdb` crate's `loadable-extension`, as
//! `duckdb/extension-template-rs` does).
//!
//! The column functions are python/src's own files (`#[path]`, compiled here
//! too): the same kernels answer in Python and in the extension. `functions` says
//! which SQL function runs which kernel with which arguments, `input` reads a chunk's columns, `scalar` is the
//! `DuckDB` scalar function around a kernel, `macros` the SQL macros with the named
//! options, `entry` the entry point `DuckDB` calls.

#[path = "../../python/src/capabilities.rs"]
mod capabilities;
#[path = "../../python/src/extract.rs"]
mod extract;
#[path = "../../python/src/kernels.rs"]
mod kernels;
#[path = "../../python/src/texts.rs"]
mod texts;
#[path = "../../python/src/validators.rs"]
mod validators;

mod entry;
mod functions;
mod input;
mod macros;
mod options;
mod scalar;
