//! The invariants of normalization, equivalence and percent-encoding (`urispec::equiv`),
//! written once for the fuzz targets (`fuzz/fuzz_targets/normalize.rs`, `equivalent.rs`,
//! `encode.rs`); a property test may include this file as well. Each function panics
//! with the failing assertion. Every revision defines normalization and equivalence
//! (`Revision::equivalence_rules` has an entry for each), so every function covers
//! [`Revision::ALL`].

#![allow(dead_code)] // each includer uses part of it

use std::sync::OnceLock;

use urispec::equiv::{Level, NormalizeOptions, components, decode, encode, literal_chars};
use urispec::{Revision, Validator};

/// Every combination of [`NormalizeOptions`].
pub const NORMALIZE_OPTIONS: [NormalizeOptions; 4] = [
    NormalizeOptions {
        level: Level::Syntax,
        rfc1738_ports: false,
    },
    NormalizeOptions {
        level: Level::Syntax,
        rfc1738_ports: true,
    },
    NormalizeOptions {
        level: Level::Scheme,
        rfc1738_ports: false,
    },
    NormalizeOptions {
        level: Level::Scheme,
        rfc1738_ports: true,
    },
];

/// `rev.normalize(s, options)`, for every option combination: `Ok` exactly when the
/// revision's start rule accepts `s` (its `# Errors`); then the normal form is valid
/// under the revision, normalizing it again gives it back with no step (idempotent),
/// and `rev.equivalent` finds it equivalent to `s` under the same options.
pub fn normalize_invariants(rev: Revision, s: &str) {
    let valid = rev.check(s).is_ok();
    for options in NORMALIZE_OPTIONS {
        let context = || format!("{rev} {options:?}: {s:?}");
        let n = match rev.normalize(s, options) {
            Ok(n) => n,
            Err(e) => {
                assert!(
                    !valid,
                    "{}: normalize rejects a valid input: {e}",
                    context()
                );
                continue;
            }
        };
        assert!(valid, "{}: normalize accepts an invalid input", context());
        assert_eq!(n.revision, rev, "{}: the normal form's revision", context());
        assert_eq!(
            n.level,
            options.level,
            "{}: the normal form's level",
            context()
        );
        let normal = n.normal.as_str();
        if let Err(e) = rev.check(normal) {
            panic!(
                "{} -> {normal:?}: the normal form is invalid: {e}",
                context()
            );
        }
        let again = rev
            .normalize(normal, options)
            .unwrap_or_else(|e| panic!("{} -> {normal:?}: {e}", context()));
        assert_eq!(again.normal, normal, "{}: not idempotent", context());
        assert!(
            again.steps.is_empty(),
            "{} -> {normal:?}: steps on a normal form: {:?}",
            context(),
            again.steps
        );
        let e = rev
            .equivalent(s, normal, options)
            .unwrap_or_else(|e| panic!("{} -> {normal:?}: {e}", context()));
        assert!(
            e.equivalent,
            "{} -> {normal:?}: not equivalent to its normal form: {:?}",
            context(),
            e.difference
        );
    }
}

/// `rev.equivalent(a, b, options)`, for every option combination: `Ok` exactly when
/// both are valid under the revision (its `# Errors`); then reflexive (`a` with `a`,
/// `b` with `b`), symmetric (`b` with `a` gives the same answer), equivalent exactly
/// when the two comparison forms are equal, a difference exactly when not
/// equivalent, naming values that differ; and consistent with `normalize`: equal
/// normal forms are equivalent, and the answer for the two normal forms is the
/// answer for `a` and `b`.
pub fn equivalent_invariants(rev: Revision, a: &str, b: &str) {
    let (valid_a, valid_b) = (rev.check(a).is_ok(), rev.check(b).is_ok());
    for options in NORMALIZE_OPTIONS {
        let context = || format!("{rev} {options:?}: {a:?}, {b:?}");
        let answer = |x: &str, y: &str| {
            rev.equivalent(x, y, options)
                .unwrap_or_else(|e| panic!("{}: {x:?}, {y:?}: {e}", context()))
                .equivalent
        };
        let e = match rev.equivalent(a, b, options) {
            Ok(e) => e,
            Err(e) => {
                assert!(
                    !(valid_a && valid_b),
                    "{}: rejects valid inputs: {e}",
                    context()
                );
                assert!(
                    rev.equivalent(b, a, options).is_err(),
                    "{}: accepted one way only",
                    context()
                );
                continue;
            }
        };
        assert!(
            valid_a && valid_b,
            "{}: accepts an invalid input",
            context()
        );
        assert_eq!(
            e.equivalent,
            e.a.normal == e.b.normal,
            "{}: the answer is not the comparison of {:?} and {:?}",
            context(),
            e.a.normal,
            e.b.normal
        );
        match &e.difference {
            None => assert!(e.equivalent, "{}: no difference named", context()),
            Some(d) => {
                assert!(!e.equivalent, "{}: a difference: {d}", context());
                assert_ne!(
                    d.a,
                    d.b,
                    "{}: the difference is no difference: {d}",
                    context()
                );
            }
        }
        assert!(answer(a, a), "{}: not reflexive on a", context());
        assert!(answer(b, b), "{}: not reflexive on b", context());
        assert_eq!(answer(b, a), e.equivalent, "{}: not symmetric", context());
        let normal = |x: &str| {
            rev.normalize(x, options)
                .unwrap_or_else(|e| panic!("{}: {x:?}: {e}", context()))
                .normal
        };
        let (na, nb) = (normal(a), normal(b));
        if na == nb {
            assert!(e.equivalent, "{}: equal normal forms {na:?}", context());
        }
        assert_eq!(
            answer(&na, &nb),
            e.equivalent,
            "{}: the normal forms {na:?}, {nb:?} answer otherwise",
            context()
        );
    }
}

/// `encode(rev, name, text)` and `decode`, for every revision and every component it
/// names (`equiv::components`): `encode` knows exactly those names; its output is
/// ASCII, each character one the component carries literally (`literal_chars`, which
/// never holds `%`) or part of an upper-case `%HH`; the output is in the component's
/// rule; and `decode` gives back `text`'s UTF-8 octets (the round trip).
pub fn encode_invariants(text: &str) {
    for rev in Revision::ALL {
        let named = components(rev).iter().any(|c| c.name == text);
        assert_eq!(
            encode(rev, text, "x").is_ok(),
            named,
            "{rev}: encode's answer for the component {text:?}"
        );
        for (i, c) in components(rev).iter().enumerate() {
            let context = || format!("{rev} {}: {text:?}", c.name);
            let allowed = literal_chars(rev, c.name).unwrap_or_else(|e| panic!("{e}"));
            assert!(!allowed.contains('%'), "{}: % is literal", context());
            let encoded = encode(rev, c.name, text).unwrap_or_else(|e| panic!("{e}"));
            escapes_only_what_it_must(&encoded, |ch| allowed.contains(ch), &context());
            assert!(
                component_rule(rev, i).is_valid(encoded.as_bytes()),
                "{} -> {encoded:?}: not in the rule",
                context()
            );
            let decoded =
                decode(&encoded).unwrap_or_else(|e| panic!("{} -> {encoded:?}: {e}", context()));
            assert_eq!(decoded, text.as_bytes(), "{} -> {encoded:?}", context());
        }
    }
}

/// The validator of the `i`th of `components(rev)`, compiled once.
fn component_rule(rev: Revision, i: usize) -> &'static Validator {
    static CELLS: [OnceLock<Vec<Validator>>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    let all = CELLS[rev as usize].get_or_init(|| {
        components(rev)
            .iter()
            .map(|c| Validator::new(rev, c.name).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    });
    &all[i]
}

/// `encoded` is ASCII: literal characters `allowed` holds, and upper-case `%HH`.
fn escapes_only_what_it_must(encoded: &str, allowed: impl Fn(char) -> bool, context: &str) {
    let bytes = encoded.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let hex = bytes.get(at + 1..at + 3);
            assert!(
                hex.is_some_and(|h| h.iter().all(|b| matches!(b, b'0'..=b'9' | b'A'..=b'F'))),
                "{context} -> {encoded:?}: no upper-case escape at {at}"
            );
            at += 3;
        } else {
            let c = char::from(bytes[at]);
            assert!(
                bytes[at].is_ascii() && allowed(c),
                "{context} -> {encoded:?}: {c:?} left literal"
            );
            at += 1;
        }
    }
}

/// `decode(text)` against the contract its documentation states: every `%HH` is its
/// octet, every other character its UTF-8 octets; the error is at the first `%` not
/// followed by two hexadecimal digits and shows at most three characters from it.
pub fn decode_invariants(text: &str) {
    let bytes = text.as_bytes();
    let mut expected = Vec::with_capacity(bytes.len());
    let mut at = 0;
    let mut bad = None;
    while at < bytes.len() {
        if bytes[at] != b'%' {
            expected.push(bytes[at]);
            at += 1;
            continue;
        }
        match bytes.get(at + 1..at + 3) {
            Some(&[hi, lo]) if hi.is_ascii_hexdigit() && lo.is_ascii_hexdigit() => {
                let digits = std::str::from_utf8(&bytes[at + 1..at + 3]).expect("hex is ASCII");
                expected.push(u8::from_str_radix(digits, 16).expect("two hex digits"));
                at += 3;
            }
            _ => {
                bad = Some(at);
                break;
            }
        }
    }
    match (decode(text), bad) {
        (Ok(octets), None) => assert_eq!(octets, expected, "{text:?}"),
        (Err(e), Some(offset)) => {
            assert_eq!(e.offset, offset, "{text:?}: the error's offset");
            let found: String = text[offset..].chars().take(3).collect();
            assert_eq!(e.found, found, "{text:?}: the error's text");
        }
        (got, _) => panic!("{text:?}: decode gives {got:?}, the first bad escape is at {bad:?}"),
    }
}
