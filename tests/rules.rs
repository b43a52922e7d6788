//! The grammar files against the documents' BNF: every rule the document defines is a
//! pest rule of the same name, in the document's order, with its BNF quoted above it.

use urispec::Revision;
use urispec::bnf::pest_name;

fn pest_source(revision: Revision) -> String {
    let path = format!(
        "{}/grammar/{}.pest",
        env!("CARGO_MANIFEST_DIR"),
        revision.id()
    );
    std::fs::read_to_string(path).expect("grammar file exists")
}

/// `(name, line index)` of every rule definition in a `.pest` file.
fn pest_rules(source: &str) -> Vec<(String, usize)> {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let (name, rest) = line.split_once(" = ")?;
            let is_rule =
                name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && rest.contains('{');
            is_rule.then(|| (name.to_owned(), i))
        })
        .collect()
}

#[test]
fn every_document_rule_is_a_pest_rule_in_document_order() {
    for revision in Revision::ALL {
        let source = pest_source(revision);
        let defined: Vec<String> = pest_rules(&source).into_iter().map(|(n, _)| n).collect();
        let expected: Vec<String> = revision
            .bnf()
            .rules()
            .iter()
            .map(|r| pest_name(&r.name))
            .collect();
        let in_order: Vec<&String> = defined.iter().filter(|n| expected.contains(n)).collect();
        assert_eq!(
            in_order,
            expected.iter().collect::<Vec<_>>(),
            "{revision}: rules missing or out of order"
        );
    }
}

#[test]
fn every_document_rule_quotes_its_bnf_and_section() {
    for revision in Revision::ALL {
        let source = pest_source(revision);
        let lines: Vec<&str> = source.lines().collect();
        for (name, at) in pest_rules(&source) {
            let Some(def) = revision
                .bnf()
                .rule(&name)
                .filter(|d| pest_name(&d.name) == name)
            else {
                // A PEG-only helper: it must say why it exists.
                assert!(
                    lines[at - 1].starts_with("// PEG:"),
                    "{revision}: helper {name} needs a // PEG: line"
                );
                continue;
            };
            let doc = lines[..at]
                .iter()
                .rev()
                .find(|l| l.starts_with("///"))
                .expect("a /// line above");
            let head = format!("{} = ", def.name);
            assert!(
                doc.contains(&head),
                "{revision}: {name}: {doc:?} does not quote {head:?}"
            );
            let section = &def.section;
            assert!(
                doc.starts_with(&format!("/// {section} ")),
                "{revision}: {name}: {doc:?} lacks its section {section}"
            );
        }
    }
}

#[test]
fn every_bnf_file_parses_and_every_rule_compiles() {
    for revision in Revision::ALL {
        for rule in revision.bnf().rules() {
            assert!(
                !rule.section.is_empty(),
                "{revision}: {} has no section",
                rule.name
            );
            urispec::automaton::Automaton::compile(revision.bnf(), &rule.name)
                .unwrap_or_else(|e| panic!("{revision}: {}: {e}", rule.name));
        }
    }
}

#[test]
fn revision_ids_and_aliases_round_trip() {
    for revision in Revision::ALL {
        assert_eq!(revision.id().parse::<Revision>(), Ok(revision));
        for alias in revision.aliases() {
            assert_eq!(alias.parse::<Revision>(), Ok(revision));
        }
        assert_eq!(revision.to_string(), revision.id());
    }
    assert_eq!("std66".parse::<Revision>(), Ok(Revision::Rfc3986));
    assert!("rfc3987".parse::<Revision>().is_err());
}

/// "Did you mean": a rule whose folded name is a prefix of the folded request (the
/// request is too long) is offered, as is one the request is a prefix of (too short).
#[test]
fn close_names_in_both_directions() {
    let grammar = Revision::Rfc2396.bnf();
    // Too long: `URI-reference` is a prefix of what was asked.
    assert_eq!(grammar.close_names("uri_references"), ["URI-reference"]);
    assert_eq!(grammar.close_names("absoluteURIs"), ["absoluteURI"]);
    // Too short: the request is a prefix of `hostport` and `hostname`, and `host` is
    // a prefix of it.
    assert_eq!(
        grammar.close_names("hostp"),
        ["hostport", "host"],
        "in the document's order"
    );
    assert!(grammar.close_names("zzz").is_empty());
    assert!(grammar.close_names("").is_empty());
}
