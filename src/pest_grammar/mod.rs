//! How pest is wired in: the only module that names pest.
//!
//! Each revision's file derives a parser from its `.pest` grammar; everything here is
//! generic over the `Document` trait, and one `match` dispatches on the revision.

/// Implements [`Document`] for a revision's generated `Parser`; the revision's file
/// supplies its `role` table.
macro_rules! document {
    ($table:ident) => {
        impl super::Document for Parser {
            type Rule = Rule;
            const INPUT: Rule = Rule::input;
            const PEST_RULES: &'static [(&'static str, bool)] = super::tables::$table;
            const PROGRAM: &'static super::program::Program = &super::program::programs::$table;

            fn role(rule: Rule) -> Role {
                role(rule)
            }

            fn index(rule: Rule) -> usize {
                rule as usize
            }

            fn rules() -> &'static [Rule] {
                Rule::all_rules()
            }

            fn parse(rule: Rule, input: &str) -> super::PestResult<'_, Rule> {
                <Self as pest::Parser<Rule>>::parse(rule, input).map_err(Box::new)
            }
        }
    };
}
use document;

/// Every `.pest` file's rules (name, silent), read by `build.rs` with `pest_meta`.
mod tables {
    include!(concat!(env!("OUT_DIR"), "/pest_rules.rs"));
}

mod derive;
mod program;
mod rfc1738;
mod rfc1808;
mod rfc2396;
mod rfc2396bis00;
mod rfc2732;
mod rfc3986;
mod rfc3987;
mod rfc6874;
mod url00;
mod whatwg;

use pest::RuleType;
use pest::error::{ErrorVariant, InputLocation};
use pest::iterators::Pairs;

use std::sync::OnceLock;

#[cfg(any(test, feature = "test-support"))]
use pest::iterators::Pair;

use crate::Revision;
#[cfg(any(test, feature = "test-support"))]
use crate::ast::Entry;
use crate::ast::{Role, Tree};
use crate::automaton::Stop;
use crate::error::{ParseError, describe};

/// What a pest parse returns, with the error boxed.
pub(crate) type PestResult<'i, R> = Result<Pairs<'i, R>, Box<pest::error::Error<R>>>;

/// One revision's generated parser.
pub(crate) trait Document {
    /// The generated rule enum.
    type Rule: RuleType + 'static;
    /// The rule `input = { SOI ~ start ~ EOI }`.
    const INPUT: Self::Rule;
    /// The `.pest` file's rules (name, silent), in the order of [`Document::rules`]
    /// (which adds `input` at the end).
    const PEST_RULES: &'static [(&'static str, bool)];
    /// The `.pest` file as a program, its rules numbered as [`Document::PEST_RULES`].
    const PROGRAM: &'static program::Program;
    /// What the rule contributes to the common view.
    fn role(rule: Self::Rule) -> Role;
    /// The rule's position in [`Document::rules`].
    fn index(rule: Self::Rule) -> usize;
    /// Every rule of the grammar.
    fn rules() -> &'static [Self::Rule];
    /// Parses `input` with `rule`.
    fn parse(rule: Self::Rule, input: &str) -> PestResult<'_, Self::Rule>;
}

/// Explains why `input` is not in the language of `rule` (a document rule name).
///
/// With the automaton's [`Stop`], the offset is exact (the first byte no string of
/// the language has there) and `expected` names what could have come there; the
/// section is that of the rule pest was in when it failed at the same offset.
pub(crate) fn diagnose(
    revision: Revision,
    rule: &str,
    input: &[u8],
    stop: Option<Stop>,
) -> ParseError {
    let pest = match revision {
        Revision::Rfc1738 => diagnose_in::<rfc1738::Parser>(revision, rule, input),
        Revision::Rfc1808 => diagnose_in::<rfc1808::Parser>(revision, rule, input),
        Revision::Url00 => diagnose_in::<url00::Parser>(revision, rule, input),
        Revision::Rfc2396 => diagnose_in::<rfc2396::Parser>(revision, rule, input),
        Revision::Rfc2732 => diagnose_in::<rfc2732::Parser>(revision, rule, input),
        Revision::Rfc2396bis00 => diagnose_in::<rfc2396bis00::Parser>(revision, rule, input),
        Revision::Rfc3986 => diagnose_in::<rfc3986::Parser>(revision, rule, input),
        Revision::Rfc3987 => diagnose_in::<rfc3987::Parser>(revision, rule, input),
        Revision::Rfc6874 => diagnose_in::<rfc6874::Parser>(revision, rule, input),
        Revision::Whatwg => diagnose_in::<whatwg::Parser>(revision, rule, input),
    };
    let Some(stop) = stop else { return pest };
    let mut expected = revision.bnf().name_bytes(&stop.continuations);
    if stop.end_allowed {
        expected.push("end of input".to_owned());
    }
    let section = if pest.offset == stop.offset {
        pest.section
    } else {
        revision.bnf().rule(rule).map(|d| d.section.clone())
    };
    ParseError {
        offset: stop.offset,
        expected,
        section,
        found: describe(input, stop.offset),
        ..pest
    }
}

/// The derivation of a whole input under the revision's start rule, if its grammar
/// derives it: pest's derivation, by the grammar's program (`derive.rs`).
pub(crate) fn tree(revision: Revision, input: &str) -> Option<Tree<'_>> {
    match revision {
        Revision::Rfc1738 => start_tree::<rfc1738::Parser>(revision, input),
        Revision::Rfc1808 => start_tree::<rfc1808::Parser>(revision, input),
        Revision::Url00 => start_tree::<url00::Parser>(revision, input),
        Revision::Rfc2396 => start_tree::<rfc2396::Parser>(revision, input),
        Revision::Rfc2732 => start_tree::<rfc2732::Parser>(revision, input),
        Revision::Rfc2396bis00 => start_tree::<rfc2396bis00::Parser>(revision, input),
        Revision::Rfc3986 => start_tree::<rfc3986::Parser>(revision, input),
        Revision::Rfc3987 => start_tree::<rfc3987::Parser>(revision, input),
        Revision::Rfc6874 => start_tree::<rfc6874::Parser>(revision, input),
        Revision::Whatwg => start_tree::<whatwg::Parser>(revision, input),
    }
}

/// The derivation of the whole input by the start rule (pest's `input = { SOI ~
/// start ~ EOI }`: the start rule once, then the end).
fn start_tree<D: Document>(revision: Revision, input: &str) -> Option<Tree<'_>> {
    rule_tree::<D>(revision, find::<D>(revision, revision.start_rule())?, input)
}

/// The derivation of the whole input by `rule`, by the grammar's program; its
/// offsets 32 bits wide when the input allows.
fn rule_tree<D: Document>(revision: Revision, rule: D::Rule, input: &str) -> Option<Tree<'_>> {
    let (names, roles) = numbered::<D>(revision);
    let rule = number::<D>(rule)?;
    if u32::try_from(input.len()).is_ok() {
        let entries = derive::derive::<u32>(D::PROGRAM, rule, input)?;
        Some(Tree::build(input, names, roles, entries))
    } else {
        let entries = derive::derive::<usize>(D::PROGRAM, rule, input)?;
        Some(Tree::build(input, names, roles, entries))
    }
}

/// pest's own derivation (its generated parser's), for the differential tests.
#[cfg(any(test, feature = "test-support"))]
pub(crate) fn pest_tree(revision: Revision, input: &str) -> Option<Tree<'_>> {
    match revision {
        Revision::Rfc1738 => tree_in::<rfc1738::Parser>(revision, input),
        Revision::Rfc1808 => tree_in::<rfc1808::Parser>(revision, input),
        Revision::Url00 => tree_in::<url00::Parser>(revision, input),
        Revision::Rfc2396 => tree_in::<rfc2396::Parser>(revision, input),
        Revision::Rfc2732 => tree_in::<rfc2732::Parser>(revision, input),
        Revision::Rfc2396bis00 => tree_in::<rfc2396bis00::Parser>(revision, input),
        Revision::Rfc3986 => tree_in::<rfc3986::Parser>(revision, input),
        Revision::Rfc3987 => tree_in::<rfc3987::Parser>(revision, input),
        Revision::Rfc6874 => tree_in::<rfc6874::Parser>(revision, input),
        Revision::Whatwg => tree_in::<whatwg::Parser>(revision, input),
    }
}

#[cfg(any(test, feature = "test-support"))]
fn tree_in<D: Document>(revision: Revision, input: &str) -> Option<Tree<'_>> {
    let whole = D::parse(D::INPUT, input).ok()?.next()?;
    let start = whole.into_inner().next()?;
    let mut entries = Vec::<Entry<usize>>::new();
    add::<D>(names::<D>(revision), &start, &mut entries);
    let (names, roles) = numbered::<D>(revision);
    Some(Tree::build(input, names, roles, entries))
}

/// Adds one pest pair and everything below it to `entries`, in pre-order (`EOI`
/// left out).
#[cfg(any(test, feature = "test-support"))]
fn add<D: Document>(
    names: &[&'static str],
    pair: &Pair<'_, D::Rule>,
    entries: &mut Vec<Entry<usize>>,
) {
    let rule = number::<D>(pair.as_rule()).expect("every rule has its number");
    let index = entries.len();
    entries.push(Entry::open(rule, pair.as_span().start()));
    for child in pair.clone().into_inner() {
        if names[D::index(child.as_rule())] != "EOI" {
            add::<D>(names, &child, entries);
        }
    }
    let size = entries.len() - index;
    entries[index].close(pair.as_span().end(), size);
}

/// Each rule's name (as the document spells it) and role, numbered as the program
/// numbers them: by place in [`Document::rules`] (the file's order).
fn numbered<D: Document>(revision: Revision) -> &'static (Vec<&'static str>, Vec<Role>) {
    static CELLS: [OnceLock<(Vec<&'static str>, Vec<Role>)>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    CELLS[revision as usize].get_or_init(|| {
        let names = names::<D>(revision);
        D::rules()
            .iter()
            .map(|&rule| (names[D::index(rule)], D::role(rule)))
            .unzip()
    })
}

/// A rule's number in the program.
fn number<D: Document>(rule: D::Rule) -> Option<u16> {
    let place = D::rules().iter().position(|&r| r == rule)?;
    u16::try_from(place).ok()
}

/// Each rule's name as the document spells it, indexed like [`Document::rules`].
fn names<D: Document>(revision: Revision) -> &'static [&'static str] {
    static CELLS: [OnceLock<Vec<&'static str>>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    CELLS[revision as usize].get_or_init(|| {
        let mut names = vec![
            "EOI";
            D::rules()
                .iter()
                .map(|&r| D::index(r) + 1)
                .max()
                .unwrap_or(0)
        ];
        for (i, &rule) in D::rules().iter().enumerate() {
            // Past the file's rules: `input`, added by the parser's inline grammar.
            let doc = D::PEST_RULES.get(i).and_then(|&(ident, _)| {
                revision
                    .bnf()
                    .rules()
                    .iter()
                    .find(|d| crate::bnf::pest_name(&d.name) == ident)
            });
            names[D::index(rule)] = doc.map_or("input", |d| d.name.as_str());
        }
        names
    })
}

/// The byte ranges of the `valid-domain-string`s in the URL Standard's derivation of
/// `input` under `rule` (a document rule name, or its start rule): the strings the
/// valid domain steps must accept (`src/check/whatwg.rs`). Empty when pest does not
/// derive the whole input or the rule makes no nodes.
pub(crate) fn whatwg_domains(rule: &str, input: &str) -> Vec<std::ops::Range<usize>> {
    type D = whatwg::Parser;
    let revision = Revision::Whatwg;
    let Some(tree) = find::<D>(revision, rule).and_then(|r| rule_tree::<D>(revision, r, input))
    else {
        return Vec::new();
    };
    tree.nodes()
        .filter(|node| node.role() == Role::Hostname)
        .map(|node| node.start()..node.end())
        .collect()
}

/// Whether pest's `rule` matches the whole of `input` (for the differential tests).
#[cfg(any(test, feature = "test-support"))]
pub(crate) fn pest_accepts(revision: Revision, rule: &str, input: &str) -> Option<bool> {
    match revision {
        Revision::Rfc1738 => accepts::<rfc1738::Parser>(revision, rule, input),
        Revision::Rfc1808 => accepts::<rfc1808::Parser>(revision, rule, input),
        Revision::Url00 => accepts::<url00::Parser>(revision, rule, input),
        Revision::Rfc2396 => accepts::<rfc2396::Parser>(revision, rule, input),
        Revision::Rfc2732 => accepts::<rfc2732::Parser>(revision, rule, input),
        Revision::Rfc2396bis00 => accepts::<rfc2396bis00::Parser>(revision, rule, input),
        Revision::Rfc3986 => accepts::<rfc3986::Parser>(revision, rule, input),
        Revision::Rfc3987 => accepts::<rfc3987::Parser>(revision, rule, input),
        Revision::Rfc6874 => accepts::<rfc6874::Parser>(revision, rule, input),
        Revision::Whatwg => accepts::<whatwg::Parser>(revision, rule, input),
    }
}

#[cfg(any(test, feature = "test-support"))]
fn accepts<D: Document>(revision: Revision, rule: &str, input: &str) -> Option<bool> {
    let rule = find::<D>(revision, rule)?;
    Some(D::parse(rule, input).is_ok_and(|pairs| end(&pairs) == input.len()))
}

/// The pest rule for a document rule name (`URI-reference` → `URI_reference`), if
/// it makes nodes: a silent rule (`_{ }`) leaves no trace of how far it matched.
fn find<D: Document>(revision: Revision, name: &str) -> Option<D::Rule> {
    let def = revision.bnf().rule(name)?;
    let (names, silent) = (names::<D>(revision), silent::<D>(revision));
    D::rules()
        .iter()
        .copied()
        .find(|&r| names[D::index(r)] == def.name && !silent[D::index(r)])
}

/// Whether each rule is silent (`name = _{ … }` in the `.pest` file), indexed like
/// [`Document::rules`].
fn silent<D: Document>(revision: Revision) -> &'static [bool] {
    static CELLS: [OnceLock<Vec<bool>>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    CELLS[revision as usize].get_or_init(|| {
        let mut silent = vec![false; names::<D>(revision).len()];
        for (i, &rule) in D::rules().iter().enumerate() {
            silent[D::index(rule)] = D::PEST_RULES.get(i).is_some_and(|&(_, silent)| silent);
        }
        silent
    })
}

/// Where the top-level pairs end.
fn end<R: RuleType>(pairs: &Pairs<'_, R>) -> usize {
    pairs.clone().last().map_or(0, |p| p.as_span().end())
}

fn diagnose_in<D: Document>(revision: Revision, rule: &str, input: &[u8]) -> ParseError {
    let (text, valid_up_to) = match std::str::from_utf8(input) {
        Ok(text) => (text, input.len()),
        Err(e) => (
            std::str::from_utf8(&input[..e.valid_up_to()]).unwrap_or_default(),
            e.valid_up_to(),
        ),
    };
    let def = revision.bnf().rule(rule);
    let name = def.map_or(rule, |d| d.name.as_str()).to_owned();
    let section = def.map(|d| d.section.clone());
    let start = name == revision.start_rule();
    let pest_rule = if start {
        Some(D::INPUT)
    } else {
        find::<D>(revision, &name)
    };
    let (offset, expected, section) = match pest_rule.map(|r| D::parse(r, text)) {
        Some(Err(e)) => from_pest::<D>(revision, &e, section),
        Some(Ok(pairs)) if end(&pairs) < text.len() => {
            (end(&pairs), vec![format!("end of {name}")], section)
        }
        // The whole valid prefix matched: the first invalid byte, or the end, is at fault.
        _ => (valid_up_to, Vec::new(), section),
    };
    let offset = offset.min(valid_up_to);
    ParseError {
        revision,
        rule: name,
        offset,
        expected,
        section,
        found: describe(input, offset),
        note: None,
    }
}

/// Offset, expected names (as the document spells them) and section from a pest error.
fn from_pest<D: Document>(
    revision: Revision,
    error: &pest::error::Error<D::Rule>,
    fallback: Option<String>,
) -> (usize, Vec<String>, Option<String>) {
    let names = names::<D>(revision);
    let offset = match error.location {
        InputLocation::Pos(p) | InputLocation::Span((p, _)) => p,
    };
    let mut expected = Vec::new();
    let mut section = None;
    if let ErrorVariant::ParsingError { positives, .. } = &error.variant {
        for &rule in positives {
            // The document's spelling, cached: an exact match in the rule list.
            let name = names[D::index(rule)];
            let (name, rule_section) = match revision.bnf().rule(name) {
                Some(def) => (def.name.clone(), Some(def.section.clone())),
                None if name == "EOI" => ("end of input".to_owned(), None),
                None => continue,
            };
            section = section.or(rule_section);
            if !expected.contains(&name) {
                expected.push(name);
            }
        }
    }
    (offset, expected, section.or(fallback))
}

/// What `build.rs` reads the `.pest` files with, for the tests.
#[cfg(test)]
#[path = "../../build/pest_rules.rs"]
mod pest_rules;

#[cfg(test)]
mod tests {
    use super::{
        Document, derive, diagnose, find, names, number, numbered, pest_accepts, pest_rules,
        rfc1738, rfc1808, rfc2396, rfc2396bis00, rfc2732, rfc3986, rfc3987, rfc6874, tree, url00,
        whatwg,
    };
    use crate::Revision;
    use crate::ast::Tree;
    use crate::automaton::Automaton;
    use crate::bnf::Generator;

    /// The table `build.rs` wrote is the generated parser's: the same rules, in the
    /// order of `Rule::all_rules()`, then the inline `input`; and a rule the table
    /// calls silent leaves no pair, one it does not leaves its own pair first
    /// (checked on strings derived from the document's rule).
    fn table_is_the_parser<D: Document>(revision: Revision) -> (usize, usize) {
        let rules = D::rules();
        assert_eq!(rules.len(), D::PEST_RULES.len() + 1, "{revision}");
        assert_eq!(rules.last().copied(), Some(D::INPUT), "{revision}");
        let mut checked = (0, 0);
        for (i, (&rule, &(name, silent))) in rules.iter().zip(D::PEST_RULES).enumerate() {
            assert_eq!(format!("{rule:?}"), name, "{revision}: rule {i}");
            let doc_name = names::<D>(revision)[D::index(rule)];
            let mut generator = Generator::new(revision.bnf(), i as u64);
            for _ in 0..8 {
                let Some(text) = generator.derive(doc_name) else {
                    break;
                };
                let Ok(pairs) = D::parse(rule, &text) else {
                    continue;
                };
                let first = pairs.peek().map(|p| p.as_rule());
                if silent {
                    assert_ne!(first, Some(rule), "{revision}: {name} on {text:?}");
                    checked.0 += 1;
                } else {
                    assert_eq!(first, Some(rule), "{revision}: {name} on {text:?}");
                    checked.1 += 1;
                }
            }
        }
        checked
    }

    /// Offsets stored 32 or 64 bits wide (the wide ones for an input over 4 GiB) make
    /// the same tree; trees of different inputs or nodes differ.
    #[test]
    fn narrow_and_wide_trees_are_the_same_tree() {
        type D = rfc3986::Parser;
        let revision = Revision::Rfc3986;
        let start = find::<D>(revision, revision.start_rule()).unwrap();
        let rule = number::<D>(start).unwrap();
        let (names, roles) = numbered::<D>(revision);
        let build = |input| {
            let narrow = derive::derive::<u32>(D::PROGRAM, rule, input).unwrap();
            let wide = derive::derive::<usize>(D::PROGRAM, rule, input).unwrap();
            let narrow = Tree::build(input, names, roles, narrow);
            (narrow, Tree::build(input, names, roles, wide))
        };
        let (narrow, wide) = build("http://u@a:1/b/c?q#f");
        assert_eq!(narrow, wide);
        assert!(narrow.nodes().count() > 8);
        assert_eq!(
            wide.nodes()
                .map(|n| (n.rule(), n.text()))
                .collect::<Vec<_>>(),
            narrow
                .nodes()
                .map(|n| (n.rule(), n.text()))
                .collect::<Vec<_>>()
        );
        assert_eq!(tree(revision, "http://u@a:1/b/c?q#f"), Some(wide));
        assert_ne!(narrow, build("http://u@a:1/b/d?q#f").1);
        assert_ne!(narrow, build("http://u@a:1/b/c/?q#f").0);
    }

    /// Every rule of the grammar, not only the start rule, derives with the program as
    /// pest derives it: the same verdict on the whole input (a silent rule too), and
    /// for a rule that makes nodes the same tree. On strings derived from the
    /// document's rule, the empty string and single characters (a prose rule such as
    /// url-00's `national`, pest's `ANY`, derives none of its own).
    fn every_rule_derives_as_pest_derives_it<D: Document>(revision: Revision) -> usize {
        let singles = [
            "",
            "a",
            "A",
            "0",
            "%",
            "/",
            ":",
            "@",
            "[",
            "{",
            "|",
            " ",
            "~",
            "é",
            "\u{80}",
            "\u{10000}",
        ];
        let (rule_names, roles) = numbered::<D>(revision);
        let pest_names = names::<D>(revision);
        let mut compared = 0;
        for (i, &rule) in D::rules().iter().enumerate().take(D::PEST_RULES.len()) {
            let number = number::<D>(rule).unwrap();
            let mut generator = Generator::new(revision.bnf(), i as u64);
            let derived = (0..8).filter_map(|_| generator.derive(rule_names[usize::from(number)]));
            for text in derived.chain(singles.iter().map(|&s| s.to_owned())) {
                let program = derive::derive::<usize>(D::PROGRAM, number, &text);
                let Ok(pairs) = D::parse(rule, &text) else {
                    // pest fails at once: so does the program.
                    assert!(
                        program.is_none(),
                        "{revision}: {} on {text:?}",
                        rule_names[usize::from(number)]
                    );
                    compared += 1;
                    continue;
                };
                if D::PEST_RULES[i].1 {
                    // A silent rule leaves no pair to say how far it matched: the
                    // program may accept only what pest matches the start of.
                    compared += 1;
                    continue;
                }
                let whole = super::end(&pairs) == text.len();
                assert_eq!(
                    program.is_some(),
                    whole,
                    "{revision}: {} on {text:?}",
                    rule_names[usize::from(number)]
                );
                if let Some(entries) = program {
                    let mut expected = Vec::new();
                    for pair in pairs.filter(|p| pest_names[D::index(p.as_rule())] != "EOI") {
                        super::add::<D>(pest_names, &pair, &mut expected);
                    }
                    let build = |e| Tree::build(&text, rule_names, roles, e);
                    assert_eq!(build(entries), build(expected), "{revision}: {text:?}");
                }
                compared += 1;
            }
        }
        compared
    }

    #[test]
    fn every_rule_of_every_grammar_derives_as_pest_derives_it() {
        let counts = [
            every_rule_derives_as_pest_derives_it::<rfc1738::Parser>(Revision::Rfc1738),
            every_rule_derives_as_pest_derives_it::<rfc1808::Parser>(Revision::Rfc1808),
            every_rule_derives_as_pest_derives_it::<url00::Parser>(Revision::Url00),
            every_rule_derives_as_pest_derives_it::<rfc2396::Parser>(Revision::Rfc2396),
            every_rule_derives_as_pest_derives_it::<rfc2732::Parser>(Revision::Rfc2732),
            every_rule_derives_as_pest_derives_it::<rfc2396bis00::Parser>(Revision::Rfc2396bis00),
            every_rule_derives_as_pest_derives_it::<rfc3986::Parser>(Revision::Rfc3986),
            every_rule_derives_as_pest_derives_it::<rfc3987::Parser>(Revision::Rfc3987),
            every_rule_derives_as_pest_derives_it::<rfc6874::Parser>(Revision::Rfc6874),
            every_rule_derives_as_pest_derives_it::<whatwg::Parser>(Revision::Whatwg),
        ];
        for (revision, compared) in Revision::ALL.iter().zip(counts) {
            assert!(compared >= 500, "{revision}: {compared} compared");
        }
    }

    #[test]
    fn the_pest_rule_tables_are_the_parsers() {
        let counts = [
            table_is_the_parser::<rfc1738::Parser>(Revision::Rfc1738),
            table_is_the_parser::<rfc1808::Parser>(Revision::Rfc1808),
            table_is_the_parser::<url00::Parser>(Revision::Url00),
            table_is_the_parser::<rfc2396::Parser>(Revision::Rfc2396),
            table_is_the_parser::<rfc2732::Parser>(Revision::Rfc2732),
            table_is_the_parser::<rfc2396bis00::Parser>(Revision::Rfc2396bis00),
            table_is_the_parser::<rfc3986::Parser>(Revision::Rfc3986),
            table_is_the_parser::<rfc3987::Parser>(Revision::Rfc3987),
            table_is_the_parser::<rfc6874::Parser>(Revision::Rfc6874),
        ];
        for (revision, (silent, loud)) in Revision::ALL.iter().zip(counts) {
            assert!(
                silent >= 10 && loud >= 100,
                "{revision}: {silent} silent, {loud} not"
            );
        }
    }

    /// The table reads the grammar, not its layout: spacing and line breaks around
    /// `= _{` do not change which rules are silent (the text search this replaced
    /// wanted exactly `name = _{` at the start of a line).
    #[test]
    fn the_pest_reader_ignores_layout() {
        let text = "a=_{ \"x\" }\nb =\n  _{ \"y\" }\n  c = @{ a ~ b }\nd = { c }\n";
        let rules = pest_rules::rules(text).unwrap();
        let expected = [("a", true), ("b", true), ("c", false), ("d", false)];
        assert_eq!(rules, expected.map(|(n, s)| (n.to_owned(), s)).to_vec());
        for revision in Revision::ALL {
            let read = pest_rules::rules(revision.pest_text()).unwrap();
            assert!(read.iter().any(|&(_, silent)| silent), "{revision}");
        }
    }

    /// `pest_accepts`: whether pest's rule of that document name matches the whole
    /// input (a match of a prefix is no match); `None` for a rule the document does
    /// not define or one pest keeps no node of (a silent rule).
    #[test]
    fn pest_accepts_whole_inputs_by_document_rule() {
        let cases = [
            (Revision::Rfc2396, "host", "a.b", Some(true)),
            // "a" is a host: a prefix only.
            (Revision::Rfc2396, "host", "a/b", Some(false)),
            (Revision::Rfc2396, "host", "a.b c", Some(false)),
            (Revision::Rfc2396, "URI-reference", "a/b", Some(true)),
            (Revision::Rfc2396, "URI_reference", "a b", Some(false)),
            // `hex = _{ … }`: silent.
            (Revision::Rfc2396, "hex", "a", None),
            (Revision::Rfc2396, "no-such-rule", "a", None),
            (Revision::Rfc1738, "hostport", "a:80", Some(true)),
            (Revision::Url00, "hostport", "a:80", Some(true)),
            (Revision::Rfc2396bis00, "IPv6reference", "[::1]", Some(true)),
            (Revision::Rfc3986, "IPv4address", "1.2.3.400", Some(false)),
        ];
        for (revision, rule, input, expected) in cases {
            assert_eq!(
                pest_accepts(revision, rule, input),
                expected,
                "{revision} {rule} {input:?}"
            );
        }
    }

    /// Revision, rule, input, then the error's offset, expected names and found.
    type PestCase = (
        Revision,
        &'static str,
        &'static [u8],
        usize,
        &'static [&'static str],
        &'static str,
    );
    /// A [`PestCase`] and the section.
    type StopCase = (
        Revision,
        &'static str,
        &'static [u8],
        usize,
        &'static [&'static str],
        &'static str,
        &'static str,
    );

    /// `diagnose` with pest alone (no automaton `Stop`, as for a rule whose automaton
    /// is not fully compiled): pest's offset, what it expected in the document's
    /// names (`EOI` as the end of input), and the section of the rule it failed in.
    #[test]
    fn diagnose_reads_pest_s_error() {
        let cases: [PestCase; 6] = [
            // pest expected only its own `input` rule (no document rule, not `EOI`):
            // nothing named.
            (Revision::Rfc2396, "URI-reference", b"\\", 0, &[], r"'\\'"),
            // pest's error: the start rule runs to its end of input.
            (
                Revision::Rfc2396,
                "URI-reference",
                b"http://a b",
                8,
                &["end of input", "abs_path"],
                "\' \'",
            ),
            // A rule other than the start rule matched a prefix only.
            (
                Revision::Rfc2396,
                "host",
                b"a..b",
                2,
                &["end of host"],
                "'.'",
            ),
            // The whole valid UTF-8 prefix matched: the first invalid byte is at fault.
            (
                Revision::Rfc2396,
                "host",
                b"a.b\xFF",
                3,
                &[],
                "invalid UTF-8",
            ),
            (
                Revision::Rfc3986,
                "URI-reference",
                b"http://[v1.x",
                8,
                &["IPv6address"],
                "'v'",
            ),
            (
                Revision::Rfc1738,
                "url",
                b"http://a b",
                8,
                &["end of input"],
                "' '",
            ),
        ];
        for (revision, rule, input, offset, expected, found) in cases {
            let e = diagnose(revision, rule, input, None);
            let shown = String::from_utf8_lossy(input);
            assert_eq!(e.revision, revision);
            assert_eq!(e.rule, rule, "{revision} {shown:?}");
            assert_eq!(e.offset, offset, "{revision} {rule} {shown:?}");
            assert_eq!(e.expected, expected, "{revision} {rule} {shown:?}");
            assert_eq!(e.found, found, "{revision} {rule} {shown:?}");
        }
        let section = |revision: Revision, rule, input: &[u8]| {
            diagnose(revision, rule, input, None).section.unwrap()
        };
        // The section of the rule pest was in, not the start rule's (§4).
        assert_eq!(
            section(Revision::Rfc2396, "URI-reference", b"http://a b"),
            "§3"
        );
        assert_eq!(
            section(Revision::Rfc3986, "URI-reference", b"http://[v1.x"),
            "§3.2.2"
        );
        // No position in the error: the checked rule's section.
        assert_eq!(section(Revision::Rfc2396, "host", b"a.b\xFF"), "§3.2.2");
    }

    /// `diagnose` with the automaton's `Stop`: its offset, continuations and found
    /// character; pest's section where pest failed at the same offset, else the
    /// checked rule's.
    #[test]
    fn diagnose_takes_the_offset_from_the_automaton() {
        let cases: [StopCase; 3] = [
            // pest stops at 8 as well: its section (§3), not URI-reference's (§4).
            (
                Revision::Rfc2396,
                "URI-reference",
                b"http://a b",
                8,
                &["unreserved", "reserved", "\"#\"", "\"%\"", "end of input"],
                "' '",
                "§3",
            ),
            // pest stops at the "%" (9), the automaton at the first "z" (10).
            (
                Revision::Rfc2396,
                "URI-reference",
                b"http://a/%zz",
                10,
                &["hex"],
                "'z'",
                "§4",
            ),
            // pest stops at 8, the automaton at the end (12): the rule's section, not
            // pest's §3.2.2.
            (
                Revision::Rfc3986,
                "URI-reference",
                b"http://[v1.x",
                12,
                &["unreserved", "sub-delims", "\":\"", "\"]\""],
                "end of input",
                "§4.1",
            ),
        ];
        for (revision, rule, input, offset, expected, found, section) in cases {
            let automaton = Automaton::compile(revision.bnf(), rule).unwrap();
            let e = diagnose(revision, rule, input, automaton.stop(input));
            let shown = String::from_utf8_lossy(input);
            assert_eq!(
                (e.offset, e.expected, e.found, e.section.unwrap()),
                (
                    offset,
                    expected.iter().map(|&s| s.to_owned()).collect(),
                    found.to_owned(),
                    section.to_owned()
                ),
                "{revision} {shown:?}"
            );
        }
    }
}
