//! Hostile input, untimed: every revision's `check` and pest grammar return without
//! panicking, and the automaton and pest agree, on long repetitive inputs, the
//! empty input, control bytes and non-ASCII text; resolution gives the right target
//! for long references full of dot segments.
//!
//! The long inputs are 64 KiB here, not 1 MiB: pest in a debug build runs at well
//! under 1 MB/s, so 1 MiB for every shape and revision would take minutes. The
//! 1 MiB sizes are timed by `benches/hostile.rs` in a release build.
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)] // ratios and byte tables in a benchmark

use crate::invariants;

use urispec::resolve::ResolveOptions;
use urispec::test_support::pest_accepts;
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
        // `check` is `is_valid` plus a diagnosis: its verdict is compared with pest's,
        // and its error checked for consistency, not with the automaton it calls.
        match rev.check(input) {
            Ok(()) => assert_eq!(pest, Some(true), "{rev}: check accepts {shown:?}…"),
            Err(e) => invariants::rejection_is_consistent(rev, input.as_bytes(), &e),
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
            invariants::rejection_is_consistent(rev, input, &e);
        }
    }
}

/// The dot-segment shapes of resolution: a reference of about `LONG` bytes made of
/// `unit` repeated `n` times (then `tail` repeated `n` times, then `g`), and the
/// target every algorithm gives against `http://a/b/c/d;p?q`, worked out by hand.
fn dot_shapes() -> Vec<(String, &'static str)> {
    let n = LONG / 4;
    vec![
        // x/x/…/x/../../…/g: every x goes, innermost first.
        (
            format!("{}{}g", "x/".repeat(n / 2), "../".repeat(n / 2)),
            "http://a/b/c/g",
        ),
        // a/../a/../…/g: each pair goes as soon as it is complete.
        ("a/../".repeat(n / 2) + "g", "http://a/b/c/g"),
        // ./././…/g
        ("./".repeat(n) + "g", "http://a/b/c/g"),
        // x/./../x/./../…/g: "./" first, then "x/../".
        ("x/./../".repeat(n / 4) + "g", "http://a/b/c/g"),
        // x/x/…/x/.. /.. …: a final "<segment>/.." after the removals.
        (
            format!("{}{}..", "x/".repeat(n / 2), "../".repeat(n / 2 - 1)),
            "http://a/b/c/",
        ),
    ]
}

#[test]
fn long_dot_segment_references() {
    let base = "http://a/b/c/d;p?q";
    for (reference, expected) in dot_shapes() {
        for rev in [Revision::Url00, Revision::Rfc2396, Revision::Rfc2396bis00] {
            let r = rev
                .resolve(base, &reference, ResolveOptions::default())
                .expect("resolves");
            assert_eq!(r.target, expected, "{rev} on {}…", &reference[..12]);
            assert!(!r.above_root, "{rev} on {}…", &reference[..12]);
        }
    }
}

/// `../../…/g`: the two base segments go, the rest is above the root; kept by
/// default, removed with `remove_dot_dot` (not under url-00, whose §6 has no such
/// allowance).
#[test]
fn long_dot_dot_above_the_root() {
    let base = "http://a/b/c/d;p?q";
    let n = LONG / 3;
    let reference = "../".repeat(n) + "g";
    let kept = format!("http://a/{}g", "../".repeat(n - 2));
    let remove = ResolveOptions {
        remove_dot_dot: true,
        ..ResolveOptions::default()
    };
    for rev in [Revision::Rfc2396, Revision::Rfc2396bis00] {
        let r = rev
            .resolve(base, &reference, ResolveOptions::default())
            .expect("resolves");
        assert_eq!(
            (r.target.as_str(), r.above_root),
            (kept.as_str(), true),
            "{rev}"
        );
        let r = rev.resolve(base, &reference, remove).expect("resolves");
        assert_eq!(
            (r.target.as_str(), r.above_root),
            ("http://a/g", true),
            "{rev}"
        );
    }
    // url-00's paths do not hold their leading slash (§4.3.2), so "a/" + "../"
    // leaves one more "..": "b/c/" go, n - 2 remain.
    let r = Revision::Url00
        .resolve(base, &reference, remove)
        .expect("resolves");
    assert_eq!((r.target.as_str(), r.above_root), (kept.as_str(), true));
}
