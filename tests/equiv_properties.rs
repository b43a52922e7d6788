//! Property tests (proptest) of equivalence, normalization and percent-encoding, on
//! strings derived from the grammars and on URI characters: a normal form is valid and
//! a fixed point; `equivalent` is reflexive, symmetric and transitive on samples;
//! `decode(encode(x)) == x`, and `encode`'s output is in its component's rule.

use proptest::prelude::*;
use urispec::Revision;
use urispec::Validator;
use urispec::bnf::Generator;
use urispec::equiv::{Level, NormalizeOptions, components, decode, encode};

const URI_CHARS: &str = "[a-zA-Z0-9%:/?#\\[\\]@!$&'()*+,;=._~-]{0,40}";

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }
}

/// A string derived from a random revision's start rule, with a proptest seed.
fn derived() -> impl Strategy<Value = String> {
    (any::<u64>(), 0..Revision::ALL.len()).prop_map(|(seed, rev)| {
        let rev = Revision::ALL[rev];
        Generator::new(rev.bnf(), seed)
            .derive(rev.start_rule())
            .expect("the start rule exists")
    })
}

/// Derived strings, a few hand-picked shapes with the features the rules act on, and
/// URI characters.
fn uri_like() -> impl Strategy<Value = String> {
    prop_oneof![
        derived(),
        (URI_CHARS, "[a-zA-Z]{1,5}", "(:[0-9]{0,3})?")
            .prop_map(|(rest, host, port)| format!("HtTp://{host}{port}/{rest}")),
        URI_CHARS,
    ]
}

/// `s` with some characters after its first `:` written as escapes (either case),
/// and its letters before that `:` in another case; valid under `rev` or `None`.
fn variant(rev: Revision, s: &str, seed: u64) -> Option<String> {
    let colon = s.find(':').unwrap_or(0);
    let mut out = String::new();
    for (i, c) in s.char_indices() {
        let bit = (seed >> (i % 64)) & 1 == 1;
        if i > colon && bit && c.is_ascii_alphanumeric() {
            let hex = format!("%{:02x}", u32::from(c));
            out.push_str(&if seed & 2 == 0 {
                hex
            } else {
                hex.to_uppercase()
            });
        } else if i < colon && bit {
            out.push(c.to_ascii_uppercase());
        } else {
            out.push(c);
        }
    }
    rev.check(&out).is_ok().then_some(out)
}

fn eq(rev: Revision, a: &str, b: &str) -> Option<bool> {
    rev.equivalent(a, b, NormalizeOptions::default())
        .ok()
        .map(|e| e.equivalent)
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn normal_forms_are_valid_fixed_points(s in uri_like(), ports in any::<bool>()) {
        for rev in Revision::ALL {
            for level in [Level::Syntax, Level::Scheme] {
                let options = NormalizeOptions { level, rfc1738_ports: ports };
                let Ok(n) = rev.normalize(&s, options) else { continue };
                prop_assert!(rev.check(&n.normal).is_ok(), "{rev}: {s} → {}", n.normal);
                let again = rev.normalize(&n.normal, options).unwrap();
                prop_assert_eq!(&again.normal, &n.normal, "{} {:?}", rev, again.steps);
                prop_assert!(again.steps.is_empty());
            }
        }
    }

    #[test]
    fn equivalent_is_reflexive_and_symmetric(a in uri_like(), b in uri_like(), seed in any::<u64>()) {
        for rev in Revision::ALL {
            if rev.check(&a).is_err() { continue }
            prop_assert_eq!(eq(rev, &a, &a), Some(true), "{}", rev);
            prop_assert_eq!(eq(rev, &a, &b), eq(rev, &b, &a), "{}", rev);
            if let Some(v) = variant(rev, &a, seed) {
                prop_assert_eq!(eq(rev, &a, &v), eq(rev, &v, &a), "{} {}", rev, v);
            }
        }
    }

    #[test]
    fn equivalent_is_transitive(a in uri_like(), s1 in any::<u64>(), s2 in any::<u64>()) {
        for rev in Revision::ALL {
            let (Some(b), Some(c)) = (variant(rev, &a, s1), variant(rev, &a, s2)) else { continue };
            let (ab, bc, ac) = (eq(rev, &a, &b), eq(rev, &b, &c), eq(rev, &a, &c));
            if ab == Some(true) && bc == Some(true) {
                prop_assert_eq!(ac, Some(true), "{}: {} {} {}", rev, a, b, c);
            }
        }
    }

    #[test]
    fn decode_reverses_encode(text in "\\PC{0,20}|[ -~]{0,30}") {
        for rev in Revision::ALL {
            for c in components(rev) {
                let encoded = encode(rev, c.name, &text).unwrap();
                prop_assert_eq!(decode(&encoded).unwrap(), text.as_bytes());
                let rule = Validator::new(rev, c.name).unwrap();
                prop_assert!(rule.is_valid(encoded.as_bytes()), "{} {}: {}", rev, c.name, encoded);
            }
        }
    }
}

// Escaped unreserved characters and hex case are equivalences in every revision that
// has the characters; a variant must be equivalent under RFC 2396, whose rules cover
// both (checked on fixed inputs so the test can fail).
#[test]
fn variants_are_equivalent_under_rfc2396() {
    for (s, seed) in [
        ("http://a/bcd?ef#gh", 0xAAAA_AAAA_AAAA_AAAA),
        ("foo:xyz", u64::MAX),
    ] {
        let v = variant(Revision::Rfc2396, s, seed).unwrap();
        assert_ne!(v, s);
        assert_eq!(eq(Revision::Rfc2396, s, &v), Some(true), "{v}");
    }
}
