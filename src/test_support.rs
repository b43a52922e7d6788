//! The machinery of the project's own tests, benches and fuzz targets: the regular
//! expression compiled from a rule, pest's verdict on a rule, and the common view
//! read from pest's derivation, each independent of the automaton and the
//! decompositions the library decides with. (Strings derived from a document's BNF
//! are not test-only: [`crate::bnf::Generator`].)
//!
//! Only with the `test-support` feature (off by default). Not part of the stable
//! API: it changes with the tests that use it.

use crate::Revision;
use crate::ast::Parse;
use crate::automaton::CompileError;
use crate::bnf::Grammar;

/// The regular expression for rule `name` of `grammar`, built from the BNF alone
/// (what [`Automaton::compile`](crate::automaton::Automaton::compile) compiles).
///
/// # Errors
/// When the rule, or one it refers to, is not defined, or is prose that names no
/// set of characters.
pub fn pattern(grammar: &Grammar, name: &str) -> Result<String, CompileError> {
    crate::automaton::pattern(grammar, name)
}

/// Whether pest's `rule` matches the whole of `input` (for the differential tests);
/// `None` when the `.pest` file has no node-making rule of that name.
#[must_use]
pub fn pest_accepts(revision: Revision, rule: &str, input: &str) -> Option<bool> {
    crate::pest_grammar::pest_accepts(revision, rule, input)
}

/// The parse of `input` with the common view read from pest's derivation, as
/// [`Revision::parse`] built it before the revisions' decompositions (for the tests
/// that prove the two equal); `None` when pest rejects the input.
#[must_use]
pub fn parse_by_derivation(revision: Revision, input: &str) -> Option<Parse<'_>> {
    crate::pest_grammar::parse_by_derivation(revision, input)
}
