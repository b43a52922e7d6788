//! The machinery of the project's own tests, benches and fuzz targets: the regular
//! expression compiled from a rule, pest's verdict on a rule, and the common view
//! read from pest's derivation, each independent of the automaton and the
//! decompositions the library decides with. (Strings derived from a document's BNF
//! are not test-only: [`crate::bnf::Generator`].)
//!
//! Only with the `test-support` feature (off by default). Not part of the stable
//! API: it changes with the tests that use it.

use crate::Revision;
use crate::ast::Tree;
use crate::automaton::CompileError;
use crate::bnf::Grammar;
use crate::parse::Parse;

mod view;

/// The regular expression for rule `name` of `grammar`, built from the BNF alone
/// (what [`Automaton::compile`](crate::automaton::Automaton::compile) compiles).
///
/// # Errors
/// When the rule, or one it refers to, is not defined, or is prose that names no
/// set of characters.
pub fn pattern(grammar: &Grammar, name: &str) -> Result<String, CompileError> {
    crate::automaton::pattern(grammar, name)
}

/// Whether pest's `rule` matches the whole of `input` and, under the URL Standard, every
/// host it derives passes the valid domain steps: pest's verdict on what
/// [`Validator::check`](crate::Validator::check) decides. `None` when the `.pest` file
/// has no node-making rule of that name.
#[must_use]
pub fn pest_accepts(revision: Revision, rule: &str, input: &str) -> Option<bool> {
    let grammar = crate::pest_grammar::pest_accepts(revision, rule, input)?;
    if !grammar || revision != Revision::Whatwg {
        return Some(grammar);
    }
    let name = revision.bnf().rule(rule).map_or(rule, |d| d.name.as_str());
    Some(crate::check::whatwg_domains_valid(name, input))
}

/// Whether pest's `rule` matches the whole of `input`: the grammar alone (the URL
/// Standard's valid domain steps left out), as the automaton compiled from the `.bnf`
/// decides (for the differential tests).
#[must_use]
pub fn pest_grammar_accepts(revision: Revision, rule: &str, input: &str) -> Option<bool> {
    crate::pest_grammar::pest_accepts(revision, rule, input)
}

/// The parse of `input` with the common view read from pest's derivation, as
/// [`Revision::parse`] built it before the revisions' decompositions (for the tests
/// that prove the two equal); `None` when pest rejects the input.
#[must_use]
pub fn parse_by_derivation(revision: Revision, input: &str) -> Option<Parse<'_>> {
    crate::pest_grammar::pest_tree(revision, input).map(|tree| view::parse(revision, tree))
}

/// pest's own derivation of the whole `input` by the revision's start rule (its
/// generated parser's pairs, `EOI` left out), to compare with [`derivation`].
#[must_use]
pub fn pest_tree(revision: Revision, input: &str) -> Option<Tree<'_>> {
    crate::pest_grammar::pest_tree(revision, input)
}

/// The derivation [`Parse::tree`] gives (the grammar's program interpreted), for any
/// input the grammar derives whole: `None` otherwise.
#[must_use]
pub fn derivation(revision: Revision, input: &str) -> Option<Tree<'_>> {
    crate::pest_grammar::tree(revision, input)
}

#[cfg(test)]
mod tests {
    use super::parse_by_derivation;
    use crate::Revision;

    /// `parse_by_derivation`: the common view read from pest's tree, as `parse` gives
    /// it; `None` for an input pest rejects.
    #[test]
    fn parse_by_derivation_reads_the_view_from_the_tree() {
        for revision in Revision::ALL {
            let input = "http://a/b?q";
            let by_tree = parse_by_derivation(revision, input).expect("pest accepts it");
            let parsed = revision.parse(input).unwrap();
            assert_eq!(by_tree.components(), parsed.components(), "{revision}");
            assert_eq!(by_tree.form(), parsed.form(), "{revision}");
            assert!(
                parse_by_derivation(revision, "http://a b").is_none(),
                "{revision}"
            );
        }
    }
}
