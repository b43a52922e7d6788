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
        let near_misses = set.cases.iter().filter(|c| c.origin == Origin::NearMiss);
        assert_eq!(near_misses.count(), 600, "{}", set.revision);
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
    assert_eq!(
        hex(" http://a/"),
        None,
        "a space is not a control character"
    );
}

#[test]
fn the_same_seed_gives_the_same_set_and_another_seed_another() {
    let again = vectors::generate(Revision::Rfc2396, vectors::DEFAULT_SEED);
    assert!(again == *of(Revision::Rfc2396));
    let other = vectors::generate(Revision::Rfc2396, 2);
    assert_ne!(other.cases, again.cases);
    assert_eq!(other.generator.seed, 2);
}

/// The guide's page on the vectors (`docs/guide/vectors.md`).
fn guide() -> String {
    let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide/vectors.md");
    std::fs::read_to_string(&page).expect("docs/guide/vectors.md")
}

#[test]
fn the_guide_lists_every_tag_with_its_test() {
    let text = guide();
    let tags = text.split("\n## Tags\n").nth(1).expect("a Tags section");
    let tags = tags.split("\n## ").next().unwrap_or_default();
    let rows: Vec<&str> = tags.lines().filter(|l| l.starts_with("| `")).collect();
    let listed: Vec<String> = vectors::TAGS
        .iter()
        .map(|(tag, test)| format!("| `{tag}` | {test} |"))
        .collect();
    assert_eq!(rows, listed, "the guide's tag table is not TAGS");
}

#[test]
fn the_real_world_sample_is_every_30th_line_of_the_bench_sample() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &str| std::fs::read_to_string(root.join(p)).expect("committed");
    let bench = read("tests/data/bench-sample.txt");
    let every_30th: Vec<&str> = bench.lines().step_by(30).collect();
    let sample = read("src/vectors/real-world.txt");
    assert_eq!(sample.lines().collect::<Vec<_>>(), every_30th);
}

#[test]
fn each_set_names_its_document() {
    let names = [
        (Revision::Rfc1738, "RFC 1738"),
        (Revision::Rfc1808, "RFC 1808"),
        (Revision::Url00, "draft-fielding-uri-url-00"),
        (Revision::Rfc2396, "RFC 2396"),
        (Revision::Rfc2732, "RFC 2396 as amended by RFC 2732"),
        (Revision::Rfc2396bis00, "draft-fielding-uri-rfc2396bis-00"),
        (Revision::Rfc3986, "RFC 3986"),
        (Revision::Rfc3987, "RFC 3987"),
        (Revision::Rfc6874, "RFC 3986 as updated by RFC 6874"),
        (Revision::Whatwg, "URL Standard"),
    ];
    assert_eq!(names.len(), Revision::ALL.len());
    for (revision, name) in names {
        assert_eq!(vectors::document(revision), name);
        assert_eq!(of(revision).document, name);
    }
}

#[test]
fn origins_are_named_as_the_guide_names_them() {
    let guide = guide();
    for (origin, name) in [
        (Origin::Printed, "printed"),
        (Origin::Derived, "derived"),
        (Origin::NearMiss, "near-miss"),
        (Origin::Corpus, "corpus"),
    ] {
        assert_eq!(origin.name(), name);
        assert!(guide.contains(&format!("`{name}`")), "{name}");
    }
}

#[test]
fn a_valid_case_s_components_answer_by_key() {
    let case = of(Revision::Rfc3986)
        .cases
        .iter()
        .find(|c| c.input == "ftp://ftp.is.co.za/rfc/rfc1808.txt")
        .expect("printed");
    let components = case.components.as_ref().expect("valid");
    let text = |s: &str| Some(vectors::Value::Text(s.to_owned()));
    assert_eq!(components.get("scheme").cloned(), text("ftp"));
    assert_eq!(components.get("path").cloned(), text("/rfc/rfc1808.txt"));
    assert_eq!(
        components.get("host").cloned(),
        Some(vectors::Value::Host {
            kind: "reg-name",
            text: "ftp.is.co.za".to_owned()
        })
    );
    assert_eq!(components.get("port"), Some(&vectors::Value::Undefined));
    assert_eq!(components.get("params"), None, "RFC 3986 has no params");
}

#[test]
fn every_other_document_s_examples_are_cases_of_the_corpus() {
    let set = of(Revision::Rfc3986);
    for (revision, file) in PRINTED.iter().filter(|(r, _)| *r != Revision::Rfc3986) {
        for input in corpus(file) {
            assert!(
                set.cases.iter().any(|c| c.input == input),
                "{revision}'s {input:?} is not an RFC 3986 case"
            );
        }
    }
}

#[test]
fn printed_resolutions_are_the_resolution_examples_against_the_printed_base() {
    for set in all() {
        for r in set
            .resolutions
            .iter()
            .filter(|r| r.origin == Origin::Printed)
        {
            let section = r.section.as_deref().unwrap_or_default();
            assert!(
                section.starts_with("§5") || section.starts_with("Appendix C"),
                "{}: printed under {section:?}",
                r.id
            );
        }
    }
    let bases = |rev: Revision| {
        let mut bases: Vec<&str> = of(rev)
            .resolutions
            .iter()
            .filter(|r| r.origin == Origin::Printed)
            .map(|r| r.base.as_str())
            .collect();
        bases.dedup();
        bases
    };
    assert_eq!(bases(Revision::Rfc1808), ["http://a/b/c/d;p?q#f"]);
    assert_eq!(bases(Revision::Rfc3986), ["http://a/b/c/d;p?q"]);
}

/// The document's normal form of `input` in the set of `rev`, with its section.
fn printed_normal(rev: Revision, input: &str) -> (String, String) {
    let n = of(rev)
        .normalizations
        .iter()
        .find(|n| n.origin == Origin::Printed && n.input == input)
        .unwrap_or_else(|| panic!("{rev}: no printed normalization of {input:?}"));
    (n.section.clone().unwrap_or_default(), n.normal.clone())
}

#[test]
fn the_printed_normalization_examples_are_in_with_their_normal_forms() {
    let normal = |input: &str, section: &str, form: &str| {
        assert_eq!(
            printed_normal(Revision::Rfc3986, input),
            (section.to_owned(), form.to_owned()),
            "{input}"
        );
    };
    normal(
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "§6.2.2",
        "example://a/b/c/%7Bfoo%7D",
    );
    normal(
        "HTTP://www.EXAMPLE.com/",
        "§6.2.2.1",
        "http://www.example.com/",
    );
    normal("http://example.com:80/", "§6.2.3", "http://example.com/");
    for set in all() {
        let printed = set
            .cases
            .iter()
            .filter(|c| c.origin == Origin::Printed && c.valid && c.input_hex.is_none());
        let normalized = set
            .normalizations
            .iter()
            .filter(|n| n.origin == Origin::Printed);
        assert_eq!(printed.count(), normalized.count(), "{}", set.revision);
    }
}

#[test]
fn normalizations_sample_the_whole_set() {
    for set in all() {
        let valid: Vec<(usize, &str)> = set
            .cases
            .iter()
            .enumerate()
            .filter(|(_, c)| c.origin != Origin::Printed && c.valid && c.input_hex.is_none())
            .map(|(i, c)| (i, c.input.as_str()))
            .collect();
        let sample: Vec<&str> = set
            .normalizations
            .iter()
            .filter(|n| n.origin != Origin::Printed)
            .map(|n| n.input.as_str())
            .collect();
        assert_eq!(sample.len(), valid.len().min(400), "{}", set.revision);
        let last = valid.iter().find(|(_, s)| *s == sample[sample.len() - 1]);
        let (index, _) = last.unwrap_or_else(|| panic!("{}: not a valid case", set.revision));
        assert!(
            *index > set.cases.len() / 2,
            "{}: the sample stops at case {index} of {}",
            set.revision,
            set.cases.len()
        );
    }
}

#[test]
fn the_printed_equivalences_are_the_pairs_under_one_heading() {
    let set = of(Revision::Rfc3986);
    let printed: Vec<(&str, &str, bool)> = set
        .equivalences
        .iter()
        .filter(|e| e.origin == Origin::Printed)
        .map(|e| (e.a.as_str(), e.b.as_str(), e.equivalent))
        .collect();
    // §6.2.2 and §6.2.2.1 print a pair each, §6.2.3 and §6.2.4 four inputs each (six
    // pairs each).
    assert_eq!(printed.len(), 1 + 1 + 6 + 6, "{printed:?}");
    assert_eq!(
        printed[0],
        (
            "example://a/b/c/%7Bfoo%7D",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            true
        )
    );
    assert!(printed.contains(&("http://example.com", "http://example.com:80/", true)));
    assert!(printed.contains(&("http://example.com/data", "http://example.com/data/", false)));
}

#[test]
fn derived_equivalences_pair_an_input_with_its_normal_form_or_the_next_input() {
    for set in all() {
        let derived: Vec<_> = set
            .equivalences
            .iter()
            .filter(|e| e.origin != Origin::Printed)
            .collect();
        assert!(!derived.is_empty(), "{}", set.revision);
        for e in &derived {
            assert_ne!(e.a, e.b, "{}: a pair of one input", e.id);
            let normal = set.normalizations.iter().find(|n| n.input == e.a);
            if normal.is_some_and(|n| n.normal == e.b) {
                assert!(e.equivalent, "{}: an input and its normal form", e.id);
            }
        }
    }
}

#[test]
fn each_rule_s_coverage_counts_its_own_cases_all_distinct() {
    for set in all() {
        let mut seen = std::collections::HashSet::new();
        for c in &set.rule_cases {
            assert!(
                seen.insert((c.rule.clone(), c.input.clone())),
                "{}: {:?} twice",
                c.id,
                c.input
            );
        }
        let start = set.rule.as_str();
        let counted: usize = set
            .coverage
            .per_rule
            .iter()
            .filter(|r| r.rule != start)
            .map(|r| r.accepted + r.rejected)
            .sum();
        assert_eq!(counted, set.rule_cases.len(), "{}", set.revision);
        let rejected = set.rule_cases.iter().filter(|c| !c.valid);
        let near_misses = rejected.clone().filter(|c| c.origin == Origin::NearMiss);
        assert!(
            2 * near_misses.count() > rejected.count(),
            "{}: most rules are rejected by a near miss of their own strings",
            set.revision
        );
    }
}
