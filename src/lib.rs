//! urispec: the grammars of the early URL/URI specifications, one per document, and
//! exactly what each says about a string.
//!
//! | [`Revision`] | id | document |
//! | --- | --- | --- |
//! | [`Revision::Rfc1738`] | `rfc1738` | RFC 1738, Uniform Resource Locators (1994) |
//! | [`Revision::Url00`] | `draft-fielding-uri-url-00` | RFC 1738 + RFC 1808 merged (1996) |
//! | [`Revision::Rfc2396`] | `rfc2396` | RFC 2396, URI Generic Syntax (1998) |
//! | [`Revision::Rfc2396bis00`] | `draft-fielding-uri-rfc2396bis-00` | became RFC 3986 (2002) |
//! | [`Revision::Rfc3986`] | `rfc3986` | RFC 3986 (STD 66), URI Generic Syntax (2005) |
//!
//! Validation is exactly the document's BNF. A [`Validator`] decides with an automaton
//! compiled from the document's BNF text ([`automaton`], [`bnf`]); on rejection the pest
//! grammar in `grammar/<id>.pest` explains where and why ([`ParseError`]).
//!
//! ```
//! use urispec::Revision;
//! assert!(Revision::Rfc2396bis00.check("http://[::1]/").is_ok());
//! let err = Revision::Rfc2396.check("http://[::1]/").unwrap_err();
//! assert_eq!(err.offset, 7);
//! ```

extern crate alloc; // the pest parsers are generated for no_std (no stack guard: the grammars do not recurse)

pub mod ast;
pub mod automaton;
pub mod bnf;
mod check;
pub mod diff;
pub mod equiv;
mod error;
#[doc(hidden)]
pub mod grammar;
mod parse;
pub mod resolve;
mod revision;

pub use check::{UnknownRule, Validator};
pub use error::ParseError;
pub use resolve::{Resolution, ResolveError, resolve};
pub use revision::{Revision, UnknownRevision};
