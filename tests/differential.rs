//! pest vs the automaton compiled from the BNF: the two readings of each document
//! must accept exactly the same strings, rule by rule.
//!
//! Inputs: strings derived from the grammar, and near misses made from them by
//! inserting, deleting or replacing one character.

use urispec::Revision;
use urispec::automaton::Automaton;
use urispec::test_support::Generator;
use urispec::test_support::pest_accepts;

/// Compares pest and the automaton on `count` derived strings of `rule` and as many
/// near misses; returns the disagreements.
fn compare(revision: Revision, rule: &str, count: usize, seed: u64) -> Vec<String> {
    let grammar = revision.bnf();
    let automaton = Automaton::compile(grammar, rule).expect("every rule compiles");
    let mut generator = Generator::new(grammar, seed);
    let mut disagreements = Vec::new();
    for _ in 0..count {
        let derived = generator.derive(rule).expect("rule exists");
        let near = generator.near_miss(&derived);
        let nearer = generator.near_miss(&near);
        for input in [derived, near, nearer] {
            let pest = pest_accepts(revision, rule, &input).expect("pest has the rule");
            if pest != automaton.is_match(input.as_bytes()) {
                disagreements.push(format!("{revision} {rule} {input:?}: pest {pest}"));
            }
        }
    }
    disagreements
}

/// The document rules that pest keeps as nodes (character classes are silent).
fn checked_rules(revision: Revision) -> Vec<&'static str> {
    revision
        .bnf()
        .rules()
        .iter()
        .map(|r| r.name.as_str())
        .filter(|name| pest_accepts(revision, name, "").is_some())
        .collect()
}

fn differential(revision: Revision) {
    let mut all = compare(revision, revision.start_rule(), 20_000, 1);
    for (i, rule) in checked_rules(revision).into_iter().enumerate() {
        all.extend(compare(revision, rule, 1_000, 100 + i as u64));
    }
    assert!(
        all.is_empty(),
        "{} disagreements:\n{}",
        all.len(),
        all[..all.len().min(40)].join("\n")
    );
}

#[test]
fn rfc1738() {
    differential(Revision::Rfc1738);
}

#[test]
fn url00() {
    differential(Revision::Url00);
}

#[test]
fn rfc2396() {
    differential(Revision::Rfc2396);
}

#[test]
fn rfc2396bis00() {
    differential(Revision::Rfc2396bis00);
}

#[test]
fn rfc3986() {
    differential(Revision::Rfc3986);
}
