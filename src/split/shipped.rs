//! The capturing products `build.rs` compiled ahead of time: each revision's start
//! rule with the split its decomposition reads ([`super::transducers::of`]), keyed
//! by the revision's id and the split's name, read in place.

use crate::Revision;
use crate::automaton::{Aligned, Capturing, Shipped};

// `static CAPTURING: &[(&str, &str, Shipped)]`: (revision id, split, product),
// written by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/capturing.rs"));

/// The product of `revision`'s start rule and the split `split` (its name), read in
/// place from the binary, if `build.rs` compiled it.
pub(super) fn capturing(revision: Revision, split: &str) -> Option<Capturing> {
    CAPTURING
        .iter()
        .find(|(id, name, _)| *id == revision.id() && *name == split)
        .map(|(_, _, shipped)| Capturing::shipped(shipped))
}

#[cfg(test)]
mod tests {
    use super::super::transducers::{self, authority_rule};
    use super::*;
    use crate::Validator;
    use crate::automaton::Automaton;

    /// Every revision's product with its document's split is shipped, and is exactly
    /// what the grammar file compiles to at run time: classes, transitions and their
    /// actions, skip sets, flags, start.
    #[test]
    fn the_shipped_products_are_the_grammars() {
        let mut split_revisions = 0;
        for rev in Revision::ALL {
            let Some(split) = transducers::of(rev) else {
                continue;
            };
            split_revisions += 1;
            let shipped = capturing(rev, split.name)
                .unwrap_or_else(|| panic!("{rev}: its product with {} is shipped", split.name));
            let sub = authority_rule(rev).map(|rule| Validator::new(rev, rule).unwrap());
            let start = Automaton::compile(rev.bnf(), rev.start_rule()).unwrap();
            let compiled = Capturing::new(&start, split, sub.as_ref().map(Validator::automaton))
                .expect("start rules compile to a dense DFA");
            assert!(shipped == compiled, "{rev}: the shipped product is stale");
        }
        assert_eq!(
            CAPTURING.len(),
            split_revisions,
            "one product per revision with a split"
        );
    }
}
