//! tmp
pub mod automaton;
pub mod bnf;
mod revision;
pub use revision::{Revision, UnknownRevision};
