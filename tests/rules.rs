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
    assert_eq!("IRI".parse::<Revision>(), Ok(Revision::Rfc3987));
    assert!("rfc3988".parse::<Revision>().is_err());
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
    // A misspelling a few edits away, as clap suggests subcommands.
    assert_eq!(Revision::Rfc3986.bnf().close_names("segmnt"), ["segment"]);
    assert_eq!(grammar.close_names("absolutURI"), ["absoluteURI"]);
    assert!(grammar.close_names("zzz").is_empty());
    assert!(grammar.close_names("").is_empty());
}

/// `CharClass`: sorted, disjoint ranges; a union merges ranges that overlap or
/// touch, and the complement is every other Unicode scalar value (no surrogates).
#[test]
fn char_classes_are_sorted_disjoint_ranges() {
    use urispec::bnf::CharClass;
    let r = CharClass::range;
    let union = |a: &[(char, char)]| {
        a.iter()
            .fold(CharClass::default(), |acc, &(lo, hi)| acc.union(&r(lo, hi)))
    };
    // Touching ranges merge; so do overlapping and nested ones, in any order.
    assert_eq!(union(&[('a', 'b'), ('c', 'd')]).ranges(), [('a', 'd')]);
    assert_eq!(union(&[('c', 'd'), ('a', 'b')]).ranges(), [('a', 'd')]);
    assert_eq!(union(&[('a', 'm'), ('c', 'z')]).ranges(), [('a', 'z')]);
    assert_eq!(union(&[('a', 'z'), ('c', 'd')]).ranges(), [('a', 'z')]);
    assert_eq!(
        union(&[('x', 'z'), ('a', 'b')]).ranges(),
        [('a', 'b'), ('x', 'z')]
    );
    assert_eq!(
        union(&[('a', 'a'), ('c', 'c')]).ranges(),
        [('a', 'a'), ('c', 'c')]
    );
    assert!(union(&[('a', 'b'), ('x', 'z')]).contains('y'));
    assert!(!union(&[('a', 'b'), ('x', 'z')]).contains('c'));

    let surrogates_out = [('\0', '\u{D7FF}'), ('\u{E000}', '\u{10FFFF}')];
    assert_eq!(CharClass::default().complement().ranges(), surrogates_out);
    assert_eq!(
        r('b', 'y').complement().ranges(),
        [('\0', 'a'), ('z', '\u{D7FF}'), ('\u{E000}', '\u{10FFFF}')]
    );
    assert_eq!(
        r('\0', '\0').complement().ranges(),
        [('\u{1}', '\u{D7FF}'), ('\u{E000}', '\u{10FFFF}')]
    );
    assert_eq!(
        union(&[('\0', '\x7F'), ('\u{10FFFF}', '\u{10FFFF}')])
            .complement()
            .ranges(),
        [('\u{80}', '\u{D7FF}'), ('\u{E000}', '\u{10FFFE}')]
    );
    assert_eq!(
        r('\u{D7FF}', '\u{E000}').complement().ranges(),
        [('\0', '\u{D7FE}'), ('\u{E001}', '\u{10FFFF}')]
    );
    let set = union(&[('0', '9'), ('A', 'Z'), ('\u{100}', '\u{2FF}')]);
    assert_eq!(set.complement().complement(), set);
    assert!(
        set.complement()
            .ranges()
            .windows(2)
            .all(|w| u32::from(w[0].1) + 1 < u32::from(w[1].0))
    );
}

/// `Grammar::name_bytes`: the character-class rules the bytes fill (a byte given
/// twice counts once), then the rest as literals, runs of three or more letters or
/// digits as ranges.
#[test]
fn bytes_are_named_by_classes_then_literals() {
    let grammar = Revision::Rfc2396.bnf();
    assert_eq!(grammar.name_bytes(b"0123456789."), ["digit", r#"".""#]);
    assert_eq!(grammar.name_bytes(b"0123456789.0"), ["digit", r#"".""#]);
    assert_eq!(grammar.name_bytes(b"789:"), [r#""7"–"9""#, r#"":""#]);
    assert_eq!(grammar.name_bytes(b"xyz{"), [r#""x"–"z""#, r#""{""#]);
    assert_eq!(grammar.name_bytes(b"ab"), [r#""a""#, r#""b""#]);
    assert_eq!(
        grammar.name_bytes(b"a\xC3"),
        [r#""a""#, "a non-ASCII character"]
    );
}

/// RFC 1738's `1*[ x ]`: in RFC 822 notation the brackets under a repetition only
/// group (Section 5), so at least one `x`; in ABNF they are an option, so none too.
#[test]
fn brackets_under_a_repetition_group_only_in_rfc_822_notation() {
    use urispec::automaton::Automaton;
    use urispec::bnf::{Grammar, Notation};
    let text = "a = 1*[ \"x\" ]\n";
    let rfc822 = Grammar::parse(text, Notation::Rfc822).unwrap();
    let abnf = Grammar::parse(text, Notation::Abnf).unwrap();
    let rfc822 = Automaton::compile(&rfc822, "a").unwrap();
    let abnf = Automaton::compile(&abnf, "a").unwrap();
    assert!(!rfc822.is_match(b"") && rfc822.is_match(b"xx"));
    assert!(abnf.is_match(b"") && abnf.is_match(b"xx"));
}

/// The reference graph (`Grammar::uses`, `Grammar::used_by`): each rule referred to
/// once, in order of first use, and the rules that refer to one, in the document's
/// order (the doctests say the same; this is the module's own test target).
#[test]
fn the_reference_graph_lists_each_rule_once() {
    let grammar = Revision::Rfc2396.bnf();
    let names = |rules: Vec<&urispec::bnf::RuleDef>| -> Vec<String> {
        rules.into_iter().map(|r| r.name.clone()).collect()
    };
    // `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`: four uses, one rule.
    assert_eq!(names(grammar.uses("IPv4address")), ["digit"]);
    assert_eq!(names(grammar.used_by("port")), ["hostport"]);
    assert_eq!(names(grammar.used_by("hostport")), ["server"]);
    assert!(grammar.used_by("no-such-rule").is_empty());
}
