//! The equivalence table: the same pairs of references under every document's rules
//! (`Revision::equivalent`), each verdict with the sections of the steps that made
//! the pair equivalent, or the first component that still differs.

use askama::Template;
use urispec::Revision;
use urispec::equiv::NormalizeOptions;

use super::nav::Nav;

/// The pairs, chosen so that each shows a rule some documents have and others do
/// not (the README's table is the same).
pub const PAIRS: &[(&str, &str)] = &[
    ("http://www.XEROX.com", "http://www.xerox.com"),
    ("HTTP://a/", "http://a/"),
    ("http://a/%7e", "http://a/~"),
    ("http://a/%7euser", "http://a/%7Euser"),
    ("http://a/%41", "http://a/A"),
    ("http://a:80/", "http://a/"),
    ("http://a", "http://a/"),
    ("http://a:/", "http://a/"),
    ("file://localhost/etc", "file:///etc"),
    ("http://a/b%2Fc", "http://a/b/c"),
    ("http://a/./b/../c", "http://a/c"),
    ("http://a/?", "http://a/"),
];

/// One pair across the documents.
#[derive(Debug)]
pub struct Row {
    /// The first reference.
    pub a: &'static str,
    /// The second reference.
    pub b: &'static str,
    /// Each document's verdict: `yes §…`, `no: COMPONENT` or `rejected`.
    pub verdicts: Vec<Verdict>,
    /// Whether the documents disagree.
    pub differs: bool,
}

/// One document's answer for a pair.
#[derive(Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Equivalent under the document's rules.
    pub equivalent: bool,
    /// The sections of the steps applied, or the component that differs, or why the
    /// pair was not compared.
    pub why: String,
}

/// The page of the equivalence table.
#[derive(Template)]
#[template(path = "equivalence.html")]
pub struct EquivalencePage {
    /// Links shared by every page.
    pub nav: Nav,
    /// Every revision's id, in order.
    pub revisions: Vec<&'static str>,
    /// One row per pair.
    pub rows: Vec<Row>,
}

impl EquivalencePage {
    /// The table, computed with the default options (scheme level).
    pub fn new() -> Self {
        let rows = PAIRS
            .iter()
            .map(|&(a, b)| {
                let verdicts: Vec<Verdict> =
                    Revision::ALL.iter().map(|&r| verdict(r, a, b)).collect();
                let differs = verdicts
                    .windows(2)
                    .any(|w| w[0].equivalent != w[1].equivalent);
                Row {
                    a,
                    b,
                    verdicts,
                    differs,
                }
            })
            .collect();
        Self {
            nav: Nav::new(),
            revisions: Revision::ALL.iter().map(|r| r.id()).collect(),
            rows,
        }
    }
}

/// One document's verdict on a pair.
fn verdict(revision: Revision, a: &str, b: &str) -> Verdict {
    match revision.equivalent(a, b, NormalizeOptions::default()) {
        Err(_) => Verdict {
            equivalent: false,
            why: "rejected by the grammar".to_owned(),
        },
        Ok(e) if e.equivalent => {
            let mut sections: Vec<&str> = Vec::new();
            for step in e.a.steps.iter().chain(&e.b.steps) {
                if !sections.contains(&step.section.as_str()) {
                    sections.push(&step.section);
                }
            }
            Verdict {
                equivalent: true,
                why: sections.join("; "),
            }
        }
        Ok(e) => Verdict {
            equivalent: false,
            why: e
                .difference
                .map_or_else(String::new, |d| format!("{} differs", d.component)),
        },
    }
}
