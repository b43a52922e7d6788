//! The derivation the library builds (each grammar's program, compiled from its
//! `.pest` file by `build.rs` and interpreted: `src/pest_grammar/derive.rs`) is pest's
//! own (its generated parser's), node for node: on every corpus input, the bench
//! sample, strings derived from every revision's grammar and near misses of them,
//! and proptest's strings; and both reject the same inputs.

use proptest::prelude::*;
use urispec::Revision;
use urispec::ast::Tree;
use urispec::bnf::Generator;
use urispec::test_support::{derivation, pest_tree};

use crate::common;
use crate::properties::config;

/// Every node of a tree: rule, span, and how many descendants (the shape).
fn nodes(tree: &Tree<'_>) -> Vec<(&'static str, usize, usize, usize)> {
    tree.nodes()
        .map(|n| (n.rule(), n.start(), n.end(), n.children().count()))
        .collect()
}

/// The two derivations of `input` under `revision` are the same tree (or both none);
/// whether there was one.
fn same(revision: Revision, input: &str) -> bool {
    let (ours, pest) = (derivation(revision, input), pest_tree(revision, input));
    assert_eq!(
        ours.as_ref().map(nodes),
        pest.as_ref().map(nodes),
        "{revision} {input:?}"
    );
    assert_eq!(ours, pest, "{revision} {input:?}");
    ours.is_some()
}

#[test]
fn the_corpora_derive_as_pest_derives_them() {
    let mut inputs: Vec<String> = common::corpus_files()
        .iter()
        .flat_map(|name| common::corpus(name))
        .collect();
    inputs.extend(common::bench_sample());
    for revision in Revision::ALL {
        let derived = inputs.iter().filter(|i| same(revision, i)).count();
        assert!(derived >= 100, "{revision}: {derived} derived");
    }
}

#[test]
fn derived_strings_and_near_misses_derive_as_pest_derives_them() {
    for revision in Revision::ALL {
        let mut generator = Generator::new(revision.bnf(), 27);
        let (mut derived, mut missed) = (0, 0);
        for _ in 0..400 {
            let text = generator
                .derive(revision.start_rule())
                .expect("the rule exists");
            derived += usize::from(same(revision, &text));
            let miss = generator.near_miss(&text);
            missed += usize::from(!same(revision, &miss));
        }
        assert!(
            derived == 400 && missed >= 20,
            "{revision}: {derived}, {missed} missed"
        );
    }
}

/// The large line of `cli/tests/limits.rs`, cut short: a path of one-character
/// segments, and escapes, and the same with a byte no revision allows at the end.
#[test]
fn long_paths_derive_as_pest_derives_them() {
    for line in [
        format!("http://a/{}", "a/".repeat(2_000)),
        format!("http://a/{}", "%41".repeat(2_000)),
        format!("http://a/{} ", "a/".repeat(2_000)),
    ] {
        for revision in Revision::ALL {
            same(revision, &line);
        }
    }
}

proptest! {
    #![proptest_config(config())]

    /// URI characters, non-ASCII ones (the IRI and URL Standard ranges) included.
    #[test]
    fn strings_derive_as_pest_derives_them(
        s in "[a-zA-Z0-9%:/?#\\[\\]@!$&'()*+,;=._~ é\u{a0}\u{fffd}\u{e000}\u{10fffd}-]{0,40}",
        prefix in prop_oneof![Just(""), Just("http://"), Just("http://a/"), Just("file:///"), Just("//")],
    ) {
        let input = format!("{prefix}{s}");
        for revision in Revision::ALL {
            same(revision, &input);
        }
    }
}
