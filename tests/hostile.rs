//! Hostile input, untimed: every revision's `check` and pest grammar return without
//! panicking, and the automaton and pest agree, on long repetitive inputs, the
//! empty input, control bytes and non-ASCII text.
//!
//! The long inputs are 64 KiB here, not 1 MiB: pest in a debug build runs at well
//! under 1 MB/s, so 1 MiB for every shape and revision would take minutes. The
//! 1 MiB sizes are timed by `benches/hostile.rs` in a release build.
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)] // ratios and byte tables in a benchmark

use urispec::grammar::pest_accepts;
use urispec::{Revision, Validator};

/// The length of the long inputs, in bytes.
const LONG: usize = 64 << 10;

/// A prefix that puts the repetition where it hurts, and the repeated unit.
const SHAPES: [(&str, &str); 7] = [
    ("http://", "a-"),
    ("http://a/", "%"),
    ("http://[", ":"),
    ("http://", "a."),
    ("", "/"),
    ("http://a/b", ";"),
    ("http://a", "/b"),
];

/// `prefix` followed by `unit` repeated, cut to `len` bytes (fewer if `len` falls
/// inside a character).
fn hostile_input(prefix: &str, unit: &str, mut len: usize) -> String {
    let mut s = String::with_capacity(len + unit.len());
    s.push_str(prefix);
    while s.len() < len {
        s.push_str(unit);
    }
    while !s.is_char_boundary(len) {
        len -= 1;
    }
    s.truncate(len);
    s
}

/// Checks `input` under every revision: no panic, the automaton and pest agree,
/// `check` agrees with both, and a rejection's offset is inside the input.
fn agree(input: &str) {
    for rev in Revision::ALL {
        let automaton = Validator::start(rev).is_valid(input.as_bytes());
        let pest = pest_accepts(rev, rev.start_rule(), input);
        let shown: String = input.chars().take(40).collect();
        assert_eq!(
            pest,
            Some(automaton),
            "{rev}: automaton {automaton}, pest {pest:?} on {shown:?}… ({} bytes)",
            input.len()
        );
        match rev.check(input) {
            Ok(()) => assert!(automaton, "{rev}: check accepts {shown:?}…"),
            Err(e) => {
                assert!(!automaton, "{rev}: check rejects {shown:?}…: {e}");
                assert!(
                    e.offset <= input.len(),
                    "{rev}: offset {} past the end of {shown:?}…",
                    e.offset
                );
            }
        }
    }
}

#[test]
fn long_repetitive_shapes() {
    for (prefix, unit) in SHAPES {
        // Bare and behind a prefix; cut mid-unit too.
        agree(&hostile_input(prefix, unit, LONG));
        agree(&hostile_input("", unit, LONG));
        agree(&hostile_input(prefix, unit, LONG - 1));
    }
}

#[test]
fn empty_input() {
    agree("");
}

#[test]
fn control_bytes() {
    for b in (0u8..0x20).chain([0x7F]) {
        let c = char::from(b);
        agree(&c.to_string());
        agree(&format!("http://a/{c}"));
        agree(&format!("http://a{c}b/"));
        agree(&format!("{c}http://a/"));
    }
    agree(&"\0".repeat(LONG));
}

#[test]
fn non_ascii() {
    for s in [
        "é",
        "http://é/",
        "http://a/é",
        "http://a/?é#é",
        "http://[é]/",
        "\u{FEFF}http://a/",
        "http://a/\u{10FFFF}",
        "ftp://ü@a/;type=ä",
        "mailto:ö@x",
    ] {
        agree(s);
    }
    agree(&hostile_input("http://a/", "é", LONG));
}

#[test]
fn invalid_utf8_through_the_byte_api() {
    for input in [
        &b"\xFF"[..],
        b"http://a/\xC3",
        b"http://a/\xC3(",
        b"\xED\xA0\x80",
        b"http://\xF0\x9F\x98/",
    ] {
        for rev in Revision::ALL {
            let validator = Validator::start(rev);
            assert!(!validator.is_valid(input), "{rev}: accepts {input:?}");
            let e = validator
                .check(input)
                .expect_err("invalid UTF-8 is rejected");
            assert!(
                e.offset <= input.len(),
                "{rev}: offset {} in {input:?}",
                e.offset
            );
        }
    }
}
