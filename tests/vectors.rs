//! The conformance vectors (`urispec::vectors`): every printed example in, with its
//! section; every rule accepted and rejected; every tag used; the same set for the
//! same seed; each case's verdict in the right shape. That the vectors agree with the
//! command's answers, byte for byte and under the JSON Schema, is `cli/tests/vectors.rs`.

use std::sync::OnceLock;

use urispec::Revision;
use urispec::vectors::{self, Origin, Vectors};

use crate::common::corpus;

/// Every revision's set with the default seed, made once.
fn all() -> &'static [Vectors] {
    static ALL: OnceLock<Vec<Vectors>> = OnceLock::new();
    ALL.get_or_init(|| {
        Revision::ALL
            .iter()
            .map(|r| vectors::generate(*r, vectors::DEFAULT_SEED))
            .collect()
    })
}

/// The set of `revision`.
fn of(revision: Revision) -> &'static Vectors {
    all()
        .iter()
        .find(|v| v.revision == revision.id())
        .expect("every revision has a set")
}

/// The corpus file of each document's printed examples.
const PRINTED: &[(Revision, &str)] = &[
    (Revision::Rfc1738, "examples-rfc1738.txt"),
    (Revision::Rfc1808, "examples-rfc1808.txt"),
    (Revision::Url00, "examples-url-00.txt"),
    (Revision::Rfc2396, "examples-rfc2396.txt"),
    (Revision::Rfc2732, "examples-rfc2732.txt"),
    (Revision::Rfc2396bis00, "examples-rfc2396bis-00.txt"),
    (Revision::Rfc3986, "examples-rfc3986.txt"),
    (Revision::Rfc3987, "examples-rfc3987.txt"),
];

#[test]
fn every_printed_example_is_a_printed_case_with_its_section() {
    for (revision, file) in PRINTED {
        let set = of(*revision);
        for input in corpus(file) {
            let case = set.cases.iter().find(|c| c.input == input);
            let case = case.unwrap_or_else(|| panic!("{revision}: {input:?} missing"));
            assert_eq!(case.origin, Origin::Printed, "{revision}: {input:?}");
            assert!(
                case.section.is_some(),
                "{revision}: {input:?} has no section"
            );
        }
    }
    let section = |rev: Revision, input: &str| {
        of(rev)
            .cases
            .iter()
            .find(|c| c.input == input)
            .and_then(|c| c.section.clone())
    };
    assert_eq!(
        section(Revision::Rfc3986, "ftp://ftp.is.co.za/rfc/rfc1808.txt").as_deref(),
        Some("§1.1.2")
    );
    assert_eq!(
        section(Revision::Rfc1808, "http://a/b/c/d;p?q#f").as_deref(),
        Some("§5")
    );
}

/// A printed resolution: its section and target.
fn printed_resolution(rev: Revision, reference: &str) -> (String, String) {
    let r = of(rev)
        .resolutions
        .iter()
        .find(|r| r.origin == Origin::Printed && r.reference == reference)
        .unwrap_or_else(|| panic!("{rev}: no printed resolution of {reference:?}"));
    (
        r.section.clone().unwrap_or_default(),
        r.target.clone().unwrap_or_default(),
    )
}

#[test]
fn the_printed_resolution_examples_are_in_with_the_documents_targets() {
    let pairs = |rev, reference: &str, section: &str, target: &str| {
        assert_eq!(
            printed_resolution(rev, reference),
            (section.to_owned(), target.to_owned()),
            "{rev}: {reference}"
        );
    };
    pairs(Revision::Rfc3986, "g", "§5.4.1", "http://a/b/c/g");
    pairs(Revision::Rfc3986, "../../../g", "§5.4.2", "http://a/g");
    pairs(Revision::Rfc1808, "../../../g", "§5.2", "http://a/../g");
    pairs(Revision::Rfc1808, "g;x", "§5.1", "http://a/b/c/g;x");
    pairs(Revision::Rfc2396, ";x", "Appendix C.1", "http://a/b/c/;x");
    pairs(Revision::Url00, ";x", "Appendix C.1", "http://a/b/c/d;x");
    pairs(
        Revision::Rfc2396bis00,
        "g?y/./x",
        "Appendix C.2",
        "http://a/b/c/g?y/./x",
    );
    assert!(
        of(Revision::Rfc1738).resolutions.is_empty(),
        "RFC 1738 defines no resolution"
    );
}

#[test]
fn every_rule_of_every_grammar_is_accepted_and_rejected() {
    for set in all() {
        let c = &set.coverage;
        let uncovered: Vec<&str> = c
            .per_rule
            .iter()
            .filter(|r| r.accepted == 0 || r.rejected == 0)
            .map(|r| r.rule.as_str())
            .collect();
        assert!(uncovered.is_empty(), "{}: {uncovered:?}", set.revision);
        assert_eq!(
            (c.accepted, c.rejected),
            (c.rules, c.rules),
            "{}",
            set.revision
        );
        let revision: Revision = set.revision.parse().expect("an id");
        assert_eq!(c.rules, revision.bnf().rules().len(), "{}", set.revision);
    }
}

#[test]
fn every_tag_is_used_and_every_used_tag_is_listed() {
    let listed: Vec<&str> = vectors::TAGS.iter().map(|(t, _)| *t).collect();
    for tag in &listed {
        let used = all().iter().any(|set| {
            set.cases.iter().any(|c| c.tags.contains(tag))
                || set.resolutions.iter().any(|r| r.tags.contains(tag))
        });
        assert!(used, "no case carries {tag}");
    }
    for set in all() {
        assert_eq!(set.tags.keys().copied().collect::<Vec<_>>(), listed);
        for c in set.cases.iter().chain(&set.rule_cases) {
            assert!(c.tags.iter().all(|t| listed.contains(t)), "{}", c.id);
        }
    }
}

#[test]
fn a_few_thousand_cases_per_revision_numbered_in_order() {
    for set in all() {
        assert!(
            (1500..=5000).contains(&set.cases.len()),
            "{}: {}",
            set.revision,
            set.cases.len()
        );
        for (i, c) in set.cases.iter().enumerate() {
            assert_eq!(c.id, format!("{}/check/{:04}", set.revision, i + 1));
        }
        for (i, c) in set.rule_cases.iter().enumerate() {
            assert_eq!(c.id, format!("{}/rule/{:04}", set.revision, i + 1));
        }
        for origin in [
            Origin::Printed,
            Origin::Derived,
            Origin::NearMiss,
            Origin::Corpus,
        ] {
            assert!(
                set.cases.iter().any(|c| c.origin == origin),
                "{}: no {origin:?}",
                set.revision
            );
        }
    }
}

#[test]
fn each_verdict_has_its_shape() {
    for set in all() {
        for c in set.cases.iter().chain(&set.rule_cases) {
            let start = c.rule.is_none();
            assert_eq!(c.components.is_some(), c.valid && start, "{}", c.id);
            assert_eq!(c.form.is_some(), c.valid && start, "{}", c.id);
            assert_eq!(c.offset.is_some(), !c.valid, "{}", c.id);
            assert_eq!(c.expected.is_some(), !c.valid, "{}", c.id);
            assert!(
                c.error_section.is_none() || c.origin == Origin::Printed,
                "{}",
                c.id
            );
            if c.origin == Origin::NearMiss && start {
                assert!(!c.valid, "{}: a near miss the grammar accepts", c.id);
            }
        }
    }
}

#[test]
fn invalid_and_control_bytes_are_given_in_hex_too() {
    let set = of(Revision::Rfc3986);
    let hex = |input: &str| {
        set.cases
            .iter()
            .find(|c| c.input == input)
            .and_then(|c| c.input_hex.clone())
    };
    assert_eq!(
        hex("http://a/\\xFF").as_deref(),
        Some("687474703a2f2f612fff")
    );
    assert_eq!(
        hex("http://a/b\r\n").as_deref(),
        Some("687474703a2f2f612f620d0a")
    );
    assert_eq!(hex("http://a/%00"), None);
}

#[test]
fn the_same_seed_gives_the_same_set_and_another_seed_another() {
    let again = vectors::generate(Revision::Rfc2396, vectors::DEFAULT_SEED);
    assert!(again == *of(Revision::Rfc2396));
    let other = vectors::generate(Revision::Rfc2396, 2);
    assert_ne!(other.cases, again.cases);
    assert_eq!(other.generator.seed, 2);
}

#[test]
fn the_guide_lists_every_tag_with_its_test() {
    let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide/vectors.md");
    let text = std::fs::read_to_string(&page).expect("docs/guide/vectors.md");
    let tags = text.split("\n## Tags\n").nth(1).expect("a Tags section");
    let tags = tags.split("\n## ").next().unwrap_or_default();
    let rows: Vec<&str> = tags.lines().filter(|l| l.starts_with("| `")).collect();
    let listed: Vec<String> = vectors::TAGS
        .iter()
        .map(|(tag, test)| format!("| `{tag}` | {test} |"))
        .collect();
    assert_eq!(rows, listed, "the guide's tag table is not TAGS");
}
