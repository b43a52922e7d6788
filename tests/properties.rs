//! Property tests (proptest): the invariants of the fuzz targets
//! (`tests/invariants/mod.rs`, shared with `fuzz/fuzz_targets/`) on strings of URI
//! characters and on strings derived from the grammars, seeded by proptest. The
//! case count is modest so that a debug `cargo test` stays quick;
//! `PROPTEST_CASES=10000 cargo test --release --test properties` goes further.

use crate::invariants;

use proptest::prelude::*;
use urispec::Revision;
use urispec::bnf::Generator;

/// Characters of URIs, the brackets of IPv6 references and `%` included.
const URI_CHARS: &str = "[a-zA-Z0-9%:/?#\\[\\]@!$&'()*+,;=._~-]{0,40}";

/// 64 cases, or `PROPTEST_CASES` when it is set (proptest's default reads it).
pub fn config() -> ProptestConfig {
    let default = ProptestConfig::default();
    ProptestConfig {
        cases: if std::env::var_os("PROPTEST_CASES").is_some() {
            default.cases
        } else {
            64
        },
        ..default
    }
}

/// A string derived from a random revision's start rule or relative path, with a
/// proptest seed.
fn derived() -> impl Strategy<Value = String> {
    (any::<u64>(), 0..Revision::ALL.len(), any::<bool>()).prop_map(|(seed, rev, relative)| {
        let rev = Revision::ALL[rev];
        let rule = if relative {
            relative_rule(rev)
        } else {
            rev.start_rule()
        };
        Generator::new(rev.bnf(), seed)
            .derive(rule)
            .expect("the rule exists")
    })
}

/// The revision's relative path (relative reference for RFC 3986; the start rule
/// for RFC 1738, which has none).
fn relative_rule(rev: Revision) -> &'static str {
    match rev {
        Revision::Rfc1738 => rev.start_rule(),
        Revision::Rfc2396bis00 => "rel-path",
        Revision::Rfc3986 | Revision::Rfc6874 => "relative-ref",
        Revision::Rfc3987 => "irelative-ref",
        Revision::Whatwg => "relative-URL-with-fragment-string",
        _ => "rel_path",
    }
}

/// A pair the resolution invariants apply to under one revision (an index into
/// `invariants::RESOLVING`): the base `http://a/` followed by a relative path the
/// revision derives (a valid absolute hierarchical base, mostly), and a reference
/// derived from the revision's relative rule or start rule.
fn resolvable() -> impl Strategy<Value = (String, String)> {
    (any::<u64>(), 0..invariants::RESOLVING.len(), any::<bool>()).prop_map(|(seed, i, start)| {
        let rev = invariants::RESOLVING[i];
        let mut generator = Generator::new(rev.bnf(), seed);
        let path = generator
            .derive(relative_rule(rev))
            .expect("the rule exists");
        let rule = if start {
            rev.start_rule()
        } else {
            relative_rule(rev)
        };
        let reference = generator.derive(rule).expect("the rule exists");
        (format!("http://a/{path}"), reference)
    })
}

/// URI characters, or a derived string.
fn uri_like() -> impl Strategy<Value = String> {
    prop_oneof![URI_CHARS, derived()]
}

/// A base: mostly derived absolute forms, sometimes the appendices' base or URI
/// characters.
fn base() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("http://a/b/c/d;p?q".to_owned()),
        derived(),
        URI_CHARS.prop_map(|s| format!("http://a/{s}")),
        URI_CHARS,
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn automaton_agrees_with_pest(s in uri_like()) {
        for rev in Revision::ALL {
            invariants::automaton_agrees_with_pest(rev, &s);
        }
    }

    #[test]
    fn parse_round_trips(s in uri_like()) {
        for rev in Revision::ALL {
            invariants::parse_invariants(rev, &s);
        }
    }

    #[test]
    fn resolution_targets_parse(base in base(), reference in uri_like()) {
        invariants::resolve_invariants(&base, &reference);
    }
}

/// The resolution invariants are really exercised: over the property's cases, each
/// revision's target invariants run at least `REACH` times (measured: 156 to 180; they run only for a valid
/// reference resolved to another document against a usable base).
#[test]
fn resolution_invariants_are_reached() {
    const REACH: usize = 80;
    let mut runner = proptest::test_runner::TestRunner::new(config());
    let reached = std::cell::RefCell::new([0; invariants::RESOLVING.len()]);
    runner
        .run(&resolvable(), |(base, reference)| {
            let counts = invariants::resolve_invariants(&base, &reference);
            for (total, n) in reached.borrow_mut().iter_mut().zip(counts) {
                *total += n;
            }
            Ok(())
        })
        .unwrap();
    let reached = reached.into_inner();
    eprintln!("target invariants reached per revision: {reached:?}");
    for (rev, n) in invariants::RESOLVING.into_iter().zip(reached) {
        assert!(n >= REACH, "{rev}: the target invariants ran {n} times");
    }
}

/// The three url-00 findings of the `resolve` fuzz target
/// (`tests/corpus/fuzz-findings.txt`), pinned: the harness's exceptions match them.
#[test]
fn url00_findings() {
    use urispec::resolve::ResolveOptions;
    let target = |base, reference| {
        Revision::Url00
            .resolve(base, reference, ResolveOptions::default())
            .unwrap()
            .target
    };
    assert_eq!(target("http://a", "?y"), "http://a?y");
    assert_eq!(target("http://a", ";x"), "http://a;x");
    assert_eq!(target("http:/b/c", "..//g"), "http://g");
    assert_eq!(target("http:/b/c", "./..//.g"), "http://.g");
    assert_eq!(target("http:b/c", "..///x"), "http://x");
    assert_eq!(target("http:b/c", "..///.x"), "http://.x");
    assert_eq!(target("http://a", "?u@h/p"), "http://a?u@h/p");
    assert_eq!(
        urispec::resolve::split_url00("http://a?u@h/p").server,
        Some("a?u@h"),
        "the query became part of the server"
    );
    for (base, reference) in [
        ("http://a", "?y"),
        ("http://a", "?u@h/p"),
        ("ocalp://a", "?hostats@p/th"),
        ("http:/b/c", "..//g"),
        ("http:/b/c", "./..//.g"),
    ] {
        invariants::resolve_invariants(base, reference);
    }
}
