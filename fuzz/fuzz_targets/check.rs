//! For every revision: no panic; the automaton agrees with pest on the start rule;
//! `check`'s verdict agrees with pest's (not only with the automaton it calls), and its
//! error is consistent (`rejection_is_consistent` in `tests/invariants/mod.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec::test_support::pest_accepts;
use urispec::{Revision, Validator};

#[path = "../../tests/invariants/mod.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    for rev in Revision::ALL {
        let validator = Validator::start(rev);
        let valid = validator.is_valid(data);
        match std::str::from_utf8(data) {
            Ok(text) => {
                let pest = pest_accepts(rev, rev.start_rule(), text);
                assert_eq!(pest, Some(valid), "{rev}: automaton {valid}, pest {pest:?}");
            }
            // The grammars are ASCII: no byte string that is not UTF-8 is in them.
            Err(_) => assert!(!valid, "{rev}: the automaton accepts invalid UTF-8"),
        }
        match validator.check(data) {
            Ok(()) => {
                let text = std::str::from_utf8(data).expect("check accepts only UTF-8");
                let pest = pest_accepts(rev, rev.start_rule(), text);
                assert_eq!(pest, Some(true), "{rev}: check accepts, pest {pest:?}");
            }
            Err(e) => invariants::rejection_is_consistent(rev, data, &e),
        }
    }
});
