//! pest vs the automaton compiled from the BNF: the two readings of each document
//! must accept exactly the same strings, rule by rule, and pest's derivations must be
//! ones the document allows.
//!
//! Inputs: strings derived from the grammar, and near misses made from them by
//! inserting, deleting or replacing one character (the generator's `near_miss`, and a
//! targeted miss: the first of a few near misses that the automaton rejects).
//!
//! Three checks:
//! - languages: pest and the automaton agree on every input, for the start rule and
//!   for every rule pest keeps as a node;
//! - near misses: enough of them are really rejected (a floor per revision), so that
//!   the comparison does not degenerate into comparing valid strings only;
//! - derivations: for every input the start rule accepts, each node of pest's tree
//!   spans a string its own rule's automaton accepts (an independent reference: the
//!   automaton is compiled from the `.bnf`, not from the `.pest`), and the tree follows
//!   the disambiguations the documents state.

use std::collections::HashMap;

use urispec::Revision;
use urispec::automaton::Automaton;
use urispec::bnf::Generator;
use urispec::test_support::pest_grammar_accepts as pest_accepts;

/// How many near misses of one derived string the targeted miss tries.
const MISS_TRIES: usize = 8;

/// What one comparison saw.
#[derive(Default)]
struct Tally {
    disagreements: Vec<String>,
    /// The generator's near misses of derived strings, and how many were rejected.
    near: usize,
    near_rejected: usize,
    /// Derived strings for which a targeted miss (rejected) was found.
    targeted: usize,
    /// Trees checked node by node, and their nodes.
    trees: usize,
    nodes: usize,
}

/// The automata of one revision's rules, compiled on first use (the reference).
struct Reference {
    revision: Revision,
    automata: HashMap<&'static str, Automaton>,
}

impl Reference {
    fn new(revision: Revision) -> Self {
        Self {
            revision,
            automata: HashMap::new(),
        }
    }

    /// Whether `text` is in the language of the document's rule `rule`; `None` for a
    /// node that is not a rule of the document.
    fn accepts(&mut self, rule: &'static str, text: &str) -> Option<bool> {
        let grammar = self.revision.bnf();
        grammar.rule(rule)?;
        let automaton = self.automata.entry(rule).or_insert_with(|| {
            Automaton::compile(grammar, rule).expect("every document rule compiles")
        });
        Some(automaton.is_match(text.as_bytes()))
    }

    /// Checks pest's derivation of `input` (which the start rule accepts): every node
    /// against its rule's automaton, then the documents' disambiguations. Returns the
    /// number of nodes.
    fn check_tree(&mut self, input: &str, problems: &mut Vec<String>) -> usize {
        let revision = self.revision;
        // The URL Standard's derivation is the grammar's: the valid domain steps, out
        // of the grammar, may still reject the input (src/check/whatwg.rs).
        let parse = if revision == Revision::Whatwg {
            urispec::test_support::parse_by_derivation(revision, input)
                .unwrap_or_else(|| panic!("{revision} {input:?}: pest derives no tree"))
        } else {
            revision
                .parse(input)
                .unwrap_or_else(|e| panic!("{revision} {input:?}: {e}"))
        };
        let tree = parse.tree();
        let mut count = 0;
        for node in tree.nodes() {
            count += 1;
            if self.accepts(node.rule(), node.text()) == Some(false) {
                problems.push(format!(
                    "{revision} {input:?}: node {} spans {:?}, which the rule's automaton rejects",
                    node.rule(),
                    node.text()
                ));
            }
            let children: Vec<&str> = node.children().map(|c| c.rule()).collect();
            if let Some(why) =
                self.disambiguation(input, node.rule(), node.text(), node.end(), &children)
            {
                problems.push(format!("{revision} {input:?}: {why}"));
            }
        }
        count
    }

    /// The disambiguation a document states for a node, if the tree breaks it.
    fn disambiguation(
        &mut self,
        input: &str,
        rule: &'static str,
        text: &str,
        end: usize,
        children: &[&str],
    ) -> Option<String> {
        let revision = self.revision;
        let next = input[end..].chars().next();
        match (revision, rule) {
            // RFC 2396 §3.2 and the bis draft §3.2: the authority "is terminated by the
            // next slash "/", question-mark "?", or by the end"; in a URI reference the
            // "#" of the fragment ends it too (§4.3 / Appendix B: `[^/?#]*`).
            // RFC 3986 §3.2: "... or number sign ("#") character, or by the end".
            (
                Revision::Rfc2396
                | Revision::Rfc2732
                | Revision::Rfc2396bis00
                | Revision::Rfc3986
                | Revision::Rfc6874,
                "authority",
            )
            | (Revision::Rfc3987, "iauthority")
                if !matches!(next, None | Some('/' | '?' | '#')) =>
            {
                Some(format!("authority {text:?} is followed by {next:?}"))
            }
            // RFC 2396 §3.2 (`authority = server | reg_name`) and the bis draft: an
            // authority that is a valid server is a server, a reg_name otherwise (the
            // server-based reading of §3.2.2 wherever it applies).
            (Revision::Rfc2396 | Revision::Rfc2732 | Revision::Rfc2396bis00, "authority") => {
                let server = self.accepts("server", text) == Some(true);
                let want = if server { "server" } else { reg_name(revision) };
                (children != [want]).then(|| {
                    format!(
                        "authority {text:?} derives {children:?}, the document reads it as {want}"
                    )
                })
            }
            // RFC 3986 §3.2.2: "If host matches the rule for IPv4address, then it should
            // be considered an IPv4 address literal and not a reg-name."
            (Revision::Rfc3986 | Revision::Rfc6874, "host") | (Revision::Rfc3987, "ihost") => {
                let ipv4 = self.accepts("IPv4address", text) == Some(true);
                (ipv4 && children != ["IPv4address"]).then(|| {
                    format!("host {text:?} matches IPv4address but derives {children:?} (§3.2.2)")
                })
            }
            // The URL Standard: a valid IPv4-address string is a host of its own (the
            // valid domain steps reject it as a domain: it ends in a number).
            (Revision::Whatwg, "valid-host-string") => {
                let ipv4 = self.accepts("valid-IPv4-address-string", text) == Some(true);
                (ipv4 && children != ["valid-IPv4-address-string"])
                    .then(|| format!("host {text:?} is an IPv4 address but derives {children:?}"))
            }
            _ => None,
        }
    }
}

/// The registry-based authority's rule name.
fn reg_name(revision: Revision) -> &'static str {
    if matches!(revision, Revision::Rfc2396 | Revision::Rfc2732) {
        "reg_name"
    } else {
        "reg-name"
    }
}

/// Compares pest and the automaton on `count` derived strings of `rule` and their near
/// misses; with a reference, also checks the derivation of every accepted input (the
/// start rule only: the tree is the start rule's).
fn compare(
    revision: Revision,
    rule: &str,
    count: usize,
    seed: u64,
    mut reference: Option<&mut Reference>,
) -> Tally {
    let grammar = revision.bnf();
    let automaton = Automaton::compile(grammar, rule).expect("every rule compiles");
    let mut generator = Generator::new(grammar, seed);
    let mut tally = Tally::default();
    for _ in 0..count {
        let derived = generator.derive(rule).expect("rule exists");
        let near = generator.near_miss(&derived);
        let nearer = generator.near_miss(&near);
        let targeted = (0..MISS_TRIES)
            .map(|_| generator.near_miss(&derived))
            .find(|m| !automaton.is_match(m.as_bytes()));
        tally.near += 1;
        tally.targeted += usize::from(targeted.is_some());
        for (i, input) in [Some(derived), Some(near), Some(nearer), targeted]
            .into_iter()
            .flatten()
            .enumerate()
        {
            let pest = pest_accepts(revision, rule, &input).expect("pest has the rule");
            if pest != automaton.is_match(input.as_bytes()) {
                tally
                    .disagreements
                    .push(format!("{revision} {rule} {input:?}: pest {pest}"));
            }
            tally.near_rejected += usize::from(i == 1 && !pest);
            if let (true, Some(reference)) = (pest, reference.as_deref_mut()) {
                tally.trees += 1;
                tally.nodes += reference.check_tree(&input, &mut tally.disagreements);
            }
        }
    }
    tally
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

/// The floor, in percent, on the generator's near misses of start-rule derivations
/// that are really rejected. Measured (20,000 strings, seed 1): rfc1738 37%, url-00 32%,
/// rfc2396 36%, bis-00 33%, rfc3986 35%. A near miss of a short derivation (median 3 to
/// 5 characters for the relative-reference documents) is often still valid, so the
/// targeted miss adds a rejected input for nearly every derivation (its floor: 90%).
const NEAR_REJECTED_FLOOR: usize = 25;
const TARGETED_FLOOR: usize = 90;

fn differential(revision: Revision) {
    let mut reference = Reference::new(revision);
    let start = compare(
        revision,
        revision.start_rule(),
        20_000,
        1,
        Some(&mut reference),
    );
    let mut all = start.disagreements;
    for (i, rule) in checked_rules(revision).into_iter().enumerate() {
        all.extend(compare(revision, rule, 700, 100 + i as u64, None).disagreements);
    }
    assert!(
        all.is_empty(),
        "{} disagreements:\n{}",
        all.len(),
        all[..all.len().min(40)].join("\n")
    );
    let percent = |part: usize| part * 100 / start.near;
    eprintln!(
        "{revision}: near misses rejected {}%, targeted misses found {}%, {} trees, {} nodes",
        percent(start.near_rejected),
        percent(start.targeted),
        start.trees,
        start.nodes
    );
    assert!(
        percent(start.near_rejected) >= NEAR_REJECTED_FLOOR,
        "{revision}: only {}% of the near misses are rejected",
        percent(start.near_rejected)
    );
    assert!(
        percent(start.targeted) >= TARGETED_FLOOR,
        "{revision}: a targeted miss for only {}% of the derivations",
        percent(start.targeted)
    );
    assert!(start.trees >= 20_000, "{revision}: {} trees", start.trees);
}

#[test]
fn rfc1738() {
    differential(Revision::Rfc1738);
}

#[test]
fn rfc1808() {
    differential(Revision::Rfc1808);
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
fn rfc2732() {
    differential(Revision::Rfc2732);
}

#[test]
fn rfc2396bis00() {
    differential(Revision::Rfc2396bis00);
}

#[test]
fn rfc3986() {
    differential(Revision::Rfc3986);
}

#[test]
fn rfc3987() {
    differential(Revision::Rfc3987);
}

#[test]
fn rfc6874() {
    differential(Revision::Rfc6874);
}

#[test]
fn whatwg() {
    differential(Revision::Whatwg);
}
