//! The automata `build.rs` compiled ahead of time, one table per revision and rule,
//! keyed by the revision's id and the rule's name as the document spells it.

use crate::Revision;
use crate::automaton::{Aligned, Automaton, Table};

// `static TABLES: &[(&str, &str, Table)]`: (revision id, rule, table), written by
// `build.rs`.
include!(concat!(env!("OUT_DIR"), "/automata.rs"));

/// The table `build.rs` compiled for `rule` (the document's spelling) of `revision`.
fn table(revision: Revision, rule: &str) -> Option<&'static Table> {
    TABLES
        .iter()
        .find(|(id, name, _)| *id == revision.id() && *name == rule)
        .map(|(_, _, table)| table)
}

/// The automaton of `rule` (the document's spelling) of `revision`, read in place
/// from the binary, if `build.rs` compiled it.
pub(super) fn automaton(revision: Revision, rule: &str) -> Option<Automaton> {
    Automaton::shipped(table(revision, rule)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Validator;

    /// Every revision's start rule is shipped, and its table is exactly what the
    /// grammar file compiles to at run time: the DFA's bytes and the side tables.
    #[test]
    fn the_shipped_tables_are_the_grammars() {
        for rev in Revision::ALL {
            let rule = rev.start_rule();
            let table = table(rev, rule).unwrap_or_else(|| panic!("{rev}: {rule} is shipped"));
            let compiled = Automaton::compile(rev.bnf(), rule).unwrap();
            let serialized = compiled
                .serialize(cfg!(target_endian = "big"))
                .expect("start rules compile to a dense DFA");
            assert!(
                serialized.equals(table),
                "{rev}: {rule}: the shipped table is stale"
            );
        }
        assert_eq!(TABLES.len(), Revision::ALL.len(), "one table per revision");
    }

    /// The start rules' validators are read from the shipped tables, not compiled.
    #[test]
    fn start_validators_are_shipped() {
        for rev in Revision::ALL {
            assert!(Validator::start(rev).automaton().is_shipped(), "{rev}");
        }
    }
}
