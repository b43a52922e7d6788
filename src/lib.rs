//! urispec: the grammars of the early URL/URI specifications, one per document, and
//! exactly what each says about a string.
//!
//! | [`Revision`] | id | document |
//! | --- | --- | --- |
//! | [`Revision::Rfc1738`] | `rfc1738` | RFC 1738, Uniform Resource Locators (1994) |
//! | [`Revision::Rfc1808`] | `rfc1808` | RFC 1808, Relative Uniform Resource Locators (1995) |
//! | [`Revision::Url00`] | `draft-fielding-uri-url-00` | RFC 1738 + RFC 1808 merged (1996) |
//! | [`Revision::Rfc2396`] | `rfc2396` | RFC 2396, URI Generic Syntax (1998) |
//! | [`Revision::Rfc2732`] | `rfc2732` | RFC 2396 as amended by RFC 2732, literal IPv6 addresses (1999) |
//! | [`Revision::Rfc2396bis00`] | `draft-fielding-uri-rfc2396bis-00` | became RFC 3986 (2002) |
//! | [`Revision::Rfc3986`] | `rfc3986` | RFC 3986 (STD 66), URI Generic Syntax (2005) |
//! | [`Revision::Rfc3987`] | `rfc3987` | RFC 3987, Internationalized Resource Identifiers (2005) |
//! | [`Revision::Rfc6874`] | `rfc6874` | RFC 3986 as updated by RFC 6874, IPv6 zone identifiers (2013; obsoleted by RFC 9844, 2025) |
//!
//! Validation is exactly the document's BNF. A [`Validator`] decides with an automaton
//! compiled from the document's BNF text ([`automaton`], [`bnf`]), which also explains
//! a rejection: where, what the grammar expected, and in which section ([`ParseError`]).
//!
//! Validate, with the reason for a rejection as plain data:
//! ```
//! use urispec::Revision;
//! assert!(Revision::Rfc2396bis00.check("http://[::1]/").is_ok());
//! let err = Revision::Rfc2396.check("http://[::1]/").unwrap_err();
//! assert_eq!(err.offset(), 7);
//! // `hier_part`: "//" then an authority, or a path whose first segment is empty
//! assert_eq!(err.section(), Some("§3"));
//! ```
//!
//! Parse into the common view ([`ast::Components`]: `None` undefined, `Some("")`
//! empty) and the derivation ([`ast::Tree`], rules named as the document names them):
//! ```
//! use urispec::Revision;
//! let p = Revision::Rfc2396.parse("http://a/b;p?q").unwrap();
//! assert_eq!(p.form(), "absoluteURI");
//! assert_eq!(p.components().path, Some("/b;p"));
//! assert_eq!(p.components().fragment, None);
//! assert_eq!(p.tree().root().rule(), "URI-reference");
//! ```
//!
//! Resolve a reference against a base as each document defines it ([`Revision::resolve`]):
//! ```
//! use urispec::Revision;
//! use urispec::resolve::ResolveOptions;
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(Revision::Url00.resolve(base, ";x", ResolveOptions::default()).unwrap().target, "http://a/b/c/d;x");
//! assert_eq!(Revision::Rfc2396.resolve(base, ";x", ResolveOptions::default()).unwrap().target, "http://a/b/c/;x");
//! ```
//!
//! Compare the revisions on one input, and their grammars ([`diff`]):
//! ```
//! use urispec::Revision;
//! let valid: Vec<bool> = Revision::ALL.iter().map(|r| r.check("http://host/~user").is_ok()).collect();
//! assert_eq!(valid, [false, false, true, true, true, true, true, true, true, true]); // `~` is `national` (unsafe) in RFC 1738
//! let d = urispec::diff::diff(Revision::Rfc2396, Revision::Rfc2396bis00);
//! assert!(d.added.iter().any(|r| r.name == "IPv6reference"));
//! ```
//!
//! # Layers
//!
//! Each module imports only modules below it (a test reads the `crate::` paths of
//! `src/` and fails on an upward one; a file's unit tests may use anything). Bottom to
//! top, a row's modules independent of each other:
//!
//! | layer | modules | what it answers |
//! | --- | --- | --- |
//! | L0 | `bnf`, `bidi` | the documents as data: each BNF as printed; RFC 3987 §4.1's prose rule on bidirectional formatting characters |
//! | L0 | `revision`, then `error` | the one list of revisions; plain-data errors ([`ParseError`]) |
//! | L0 | `ast` | data only: the derivation ([`ast::Tree`]), [`ast::Components`], [`ast::Host`], [`ast::Segment`], their JSON |
//! | L1 | `automaton`, then `explain` and `pest_grammar` | the automata compiled from the BNF; why a rejection; pest's derivations and diagnoses |
//! | L2 | `check` | [`Validator`]: decide, and explain a rejection |
//! | L3 | `split` | Appendix B's and the 1996 draft's splits, and their transducers run in the validating pass |
//! | L4 | `components` | each document's decomposition into the common view |
//! | L5 | `parse`, then `resolve` | [`Parse`] (the lazy facade) and [`Revision::parse`]; each document's resolution |
//! | L6 | `equiv`, `diff`, `convert`, `zone` | normalization and equivalence, grammar differences, IRI ↔ URI, RFC 6874's zone identifiers |
//! | L6 | `extract` | URI references found in running text, as each document's section on URIs in context says |
//! | L7 | `vectors` | conformance vectors: every answer above, as data for other implementations |
//! | — | `test_support` | behind the `test-support` feature: the machinery of the project's own tests |
//!
//! Features: `serde` (default) derives `Serialize` for the trees and errors;
//! `schemars` adds their JSON Schemas; `test-support` (off by default) opens
//! `urispec::test_support`, the machinery of the project's own tests, benches and
//! fuzz targets (no stability promise). The `urispec` command is the separate crate in
//! `cli/`, so the library compiles neither clap nor `serde_json`. Programs to copy are
//! in `examples/`.

extern crate alloc; // the pest parsers are generated for no_std (no stack guard: the grammars do not recurse)

pub mod ast;
pub mod automaton;
pub mod bidi;
pub mod bnf;
mod check;
mod components;
pub mod convert;
pub mod diff;
pub mod equiv;
mod error;
mod explain;
pub mod extract;
mod parse;
mod pest_grammar;
pub mod resolve;
mod revision;
mod split;
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;
pub mod vectors;
pub mod zone;

pub use check::{RuleError, UnknownRule, Validator};
pub use error::{ErrorNote, ParseError};
pub use parse::Parse;
pub use resolve::{Resolution, ResolveError};
pub use revision::{Revision, UnknownRevision};
