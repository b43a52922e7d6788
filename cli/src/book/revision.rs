//! The page of one revision: every rule in the document's order, with its section,
//! BNF, diagram, pest rule, links and examples.

use askama::Template;
use urispec::Revision;
use urispec::bnf::RuleDef;

use super::diagram;
use super::examples::{Examples, Recognised, Validators, examples};
use super::links::{RuleLink, rule_anchor};
use super::nav::Nav;
use crate::contract::whatwg::Whatwg;

/// One rule as the page shows it.
#[derive(Debug)]
pub struct RuleView {
    /// The name as the document spells it.
    pub name: String,
    /// The anchor of its heading.
    pub anchor: String,
    /// Its section (`§3.2.2`), or empty.
    pub section: String,
    /// The BNF, verbatim from the document.
    pub bnf: String,
    /// The railroad diagram, inline SVG.
    pub svg: String,
    /// The diagram in words.
    pub alt: String,
    /// The rule in `grammar/<id>.pest`, with its `///` and `// PEG:` lines.
    pub pest: String,
    /// The `// PEG:` notes: why the PEG differs from a literal transcription.
    pub peg_notes: Vec<String>,
    /// The rules it refers to.
    pub uses: Vec<RuleLink>,
    /// The rules that refer to it.
    pub used_by: Vec<RuleLink>,
    /// Its examples: the corpus's first, then generated ones.
    pub examples: Examples,
    /// The document's own words: the section the rule is defined in.
    pub prose: Option<&'static super::prose::Prose>,
}

/// A section of the document and its rules.
#[derive(Debug)]
pub struct SectionView {
    /// `§3.2.2`, or `(no section)`.
    pub section: String,
    /// Its rules, in order.
    pub rules: Vec<RuleView>,
}

/// The page of one revision.
#[derive(Template)]
#[template(path = "revision.html")]
pub struct RevisionPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The revision's id.
    pub id: &'static str,
    /// Its date.
    pub date: &'static str,
    /// Its start rule.
    pub start_rule: RuleLink,
    /// How many rules.
    pub count: usize,
    /// The rules, grouped by section in the document's order.
    pub sections: Vec<SectionView>,
    /// An example the document prints that its grammar rejects, and urispec's error.
    pub slip: Option<(&'static str, String)>,
    /// RFC 6874's example, and the error RFC 3986 gives it (the `rfc6874` page).
    pub zone: Option<(&'static str, String)>,
    /// The `whatwg` page: the Standard's parser beside its writing rules.
    pub parser: Vec<ParserRow>,
}

/// One input under the URL Standard's writing rules and under its parser (ada).
#[derive(Debug)]
pub struct ParserRow {
    /// The input.
    pub input: &'static str,
    /// The writing rules' verdict: `valid`, or the error.
    pub writing: String,
    /// Whether the writing rules accept it.
    pub valid: bool,
    /// What the parser makes of it: its `href`, or `failure`.
    pub parsed: String,
}

/// Inputs on which the URL Standard's parser and its writing rules part: the
/// parser repairs what an author may not write (a `\`, a space, credentials, a
/// missing `//`, a hexadecimal IPv4 part, a `%` not followed by two hex digits);
/// the first is written validly and parsed as written.
const PARSER_INPUTS: &[&str] = &[
    "https://example.com/a?b#c",
    "HTTPS://EXAMPLE.COM/",
    "https://example.org\\path\\to\\file",
    "https://example.org/a b",
    "https://user:pass@example.org/",
    "https:example.org",
    "http://0x7f.1/",
    "https://example.org/%s",
    "https://example.org:70000/",
];

/// The `whatwg` page's table: each of [`PARSER_INPUTS`] under the writing rules and
/// under the parser, the ones `compare --with whatwg` shows.
fn parser_rows(revision: Revision) -> Vec<ParserRow> {
    if revision != Revision::Whatwg {
        return Vec::new();
    }
    PARSER_INPUTS
        .iter()
        .map(|&input| {
            let checked = revision.check(input);
            let parsed = Whatwg::parse(input.as_bytes(), None);
            ParserRow {
                input,
                valid: checked.is_ok(),
                writing: checked.map_or_else(|e| e.to_string(), |()| "valid".to_owned()),
                parsed: parsed
                    .fields()
                    .map_or_else(|| "failure".to_owned(), |f| f.href.clone()),
            }
        })
        .collect()
}

/// RFC 2732 §2's `http://[::192.9.5.5]/ipng`, which RFC 2373 Appendix B's grammar
/// cannot derive (grammar/README.md), and the error a user meets.
fn slip(revision: Revision) -> Option<(&'static str, String)> {
    const EXAMPLE: &str = "http://[::192.9.5.5]/ipng";
    (revision == Revision::Rfc2732)
        .then(|| revision.check(EXAMPLE).err())
        .flatten()
        .map(|e| (EXAMPLE, e.to_string()))
}

/// RFC 6874 §2's `http://[fe80::a%25en1]` and RFC 3986's error on it, whose note says
/// what RFC 9844 did.
fn zone(revision: Revision) -> Option<(&'static str, String)> {
    const EXAMPLE: &str = "http://[fe80::a%25en1]";
    (revision == Revision::Rfc6874)
        .then(|| Revision::Rfc3986.check(EXAMPLE).err())
        .flatten()
        .map(|e| (EXAMPLE, e.to_string()))
}

impl RevisionPage {
    /// The page of `revision`.
    pub fn new(revision: Revision, validators: &mut Validators) -> Self {
        let grammar = revision.bnf();
        let recognised = Recognised::new(revision);
        let mut sections: Vec<SectionView> = Vec::new();
        for def in grammar.rules() {
            let view = rule_view(revision, def, &recognised, validators);
            match sections.last_mut() {
                Some(last) if last.section == section_name(def) => last.rules.push(view),
                _ => sections.push(SectionView {
                    section: section_name(def),
                    rules: vec![view],
                }),
            }
        }
        let start = grammar
            .rule(revision.start_rule())
            .map(|def| RuleLink::new(revision, def));
        Self {
            nav: Nav::new(),
            id: revision.id(),
            date: revision.date(),
            start_rule: start.unwrap_or_else(|| RuleLink {
                name: revision.start_rule().to_owned(),
                href: String::new(),
                section: String::new(),
            }),
            count: grammar.rules().len(),
            sections,
            slip: slip(revision),
            zone: zone(revision),
            parser: parser_rows(revision),
        }
    }
}

/// `§3.2.2`, or `(no section)`.
fn section_name(def: &RuleDef) -> String {
    if def.section.is_empty() {
        "(no section)".to_owned()
    } else {
        def.section.clone()
    }
}

/// One rule's view.
fn rule_view(
    revision: Revision,
    def: &RuleDef,
    recognised: &Recognised,
    validators: &mut Validators,
) -> RuleView {
    let grammar = revision.bnf();
    let pest = crate::contract::grammar::pest_block(revision, def).unwrap_or_default();
    let peg_notes = pest
        .lines()
        .filter_map(|l| l.strip_prefix("// PEG:"))
        .map(|l| l.trim().to_owned())
        .collect();
    let examples = examples(revision, def, recognised, validators);
    let links = |rules: Vec<&RuleDef>| {
        rules
            .into_iter()
            .map(|r| RuleLink::new(revision, r))
            .collect()
    };
    RuleView {
        name: def.name.clone(),
        anchor: rule_anchor(&def.name),
        section: def.section.clone(),
        bnf: def.text.clone(),
        svg: diagram::svg(revision, def),
        alt: diagram::describe_rule(def),
        pest,
        peg_notes,
        uses: links(grammar.uses(&def.name)),
        used_by: links(grammar.used_by(&def.name)),
        examples,
        prose: super::prose::section(revision, &def.section),
    }
}
