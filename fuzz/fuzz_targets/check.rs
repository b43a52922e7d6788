//! For every revision: no panic; the automaton agrees with pest on the start rule;
//! a rejected input's `ParseError.offset` lies within the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec::test_support::pest_accepts;
use urispec::{Revision, Validator};

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
            Ok(()) => assert!(valid, "{rev}: check accepts what is_valid rejects"),
            Err(e) => {
                assert!(!valid, "{rev}: check rejects what is_valid accepts: {e}");
                assert!(
                    e.offset <= data.len(),
                    "{rev}: offset {} > {}",
                    e.offset,
                    data.len()
                );
            }
        }
    }
});
