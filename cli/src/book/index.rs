//! The index: the documents in order, with what each changed from the one before.

use askama::Template;
use urispec::Revision;
use urispec::diff::diff;

use super::links::{diff_page, predecessor, revision_page};
use super::nav::Nav;

/// One document on the index.
#[derive(Debug)]
pub struct Entry {
    /// The id.
    pub id: &'static str,
    /// The aliases, comma-separated.
    pub aliases: String,
    /// The date.
    pub date: &'static str,
    /// The page.
    pub href: String,
    /// How many rules.
    pub rules: usize,
    /// The start rule.
    pub start_rule: &'static str,
    /// What changed from the document before, with the pair's page; `None` for the first.
    pub change: Option<Summary>,
}

/// What one document changed from the one before it.
#[derive(Debug)]
pub struct Summary {
    /// The page of the pair.
    pub href: String,
    /// The document before.
    pub from: &'static str,
    /// One line per kind of change.
    pub lines: Vec<String>,
}

/// The index page.
#[derive(Template)]
#[template(path = "index.html")]
pub struct IndexPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The documents, oldest first.
    pub entries: Vec<Entry>,
}

impl IndexPage {
    /// The index of the book.
    pub fn new() -> Self {
        let entries = Revision::ALL
            .iter()
            .map(|&revision| Entry {
                id: revision.id(),
                aliases: revision.aliases().join(", "),
                date: revision.date(),
                href: revision_page(revision),
                rules: revision.bnf().rules().len(),
                start_rule: revision.start_rule(),
                change: predecessor(revision).map(|from| summary(from, revision)),
            })
            .collect();
        Self {
            nav: Nav::new(),
            entries,
        }
    }
}

/// The counts of a diff in words, with the names where there are few.
fn summary(from: Revision, to: Revision) -> Summary {
    let d = diff(from, to);
    let line = |label: &str, names: Vec<&str>| match names.len() {
        1..=6 => format!("{label} ({}): {}", names.len(), names.join(", ")),
        n => format!("{label} ({n})"),
    };
    let moved: Vec<String> = d.moved.iter().map(|m| m.ch.to_string()).collect();
    let lines = vec![
        line(
            "renamed",
            d.renamed.iter().map(|r| r.to.name.as_str()).collect(),
        ),
        line("added", d.added.iter().map(|r| r.name.as_str()).collect()),
        line(
            "removed",
            d.removed.iter().map(|r| r.name.as_str()).collect(),
        ),
        line(
            "character sets changed",
            d.classes.iter().map(|c| c.to.name.as_str()).collect(),
        ),
        format!(
            "characters that moved ({}): {}",
            moved.len(),
            moved.join(" ")
        ),
        line(
            "other rules changed",
            d.changed.iter().map(|c| c.to.name.as_str()).collect(),
        ),
    ];
    Summary {
        href: diff_page(from, to),
        from: from.id(),
        lines,
    }
}
