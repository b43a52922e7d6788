//! urispec: the grammars of the early URL/URI specifications, and what each says
//! about a string.
pub mod automaton;
pub mod bnf;
mod check;
mod error;
mod grammar;
pub mod resolve;
mod revision;

pub use check::{UnknownRule, Validator};
pub use error::ParseError;
pub use resolve::{Resolution, ResolveError, resolve};
pub use revision::{Revision, UnknownRevision};
