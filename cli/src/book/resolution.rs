//! The resolution tables: every Appendix C example under each document that
//! defines resolution, against the appendices' base.

use askama::Template;
use urispec::resolve::ResolveOptions;
use urispec::{ResolveError, Revision};

use super::nav::Nav;

/// The base every Appendix C uses.
pub const BASE: &str = "http://a/b/c/d;p?q";

/// The references of the documents' Appendix C (C.1 normal, C.2 abnormal
/// examples), in the order the documents print them; `http:` is the 1996 draft's
/// and RFC 2396's last abnormal example.
pub const REFERENCES: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "http:g",
    "http:",
];

/// One reference across the documents.
#[derive(Debug)]
pub struct Row {
    /// The reference, as the documents print it.
    pub reference: String,
    /// Each document's target (with `⚠` when the reference is not valid under its
    /// grammar, `(current document)` for a same-document reference).
    pub targets: Vec<String>,
    /// Whether the documents disagree.
    pub differs: bool,
}

/// The page of the resolution tables.
#[derive(Template)]
#[template(path = "resolution.html")]
pub struct ResolutionPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The base.
    pub base: &'static str,
    /// The documents that define resolution.
    pub revisions: Vec<&'static str>,
    /// The documents that define none, with what they say.
    pub undefined: Vec<String>,
    /// One row per reference.
    pub rows: Vec<Row>,
}

impl ResolutionPage {
    /// The tables.
    pub fn new() -> Self {
        let (defined, undefined): (Vec<Revision>, Vec<Revision>) =
            Revision::ALL.iter().partition(|&&r| {
                !matches!(
                    r.resolve(BASE, "g", ResolveOptions::default()),
                    Err(ResolveError::NotDefined { .. })
                )
            });
        let rows = REFERENCES
            .iter()
            .map(|&reference| {
                let targets: Vec<String> = defined.iter().map(|&r| target(r, reference)).collect();
                let differs = targets.windows(2).any(|w| w[0] != w[1]);
                Row {
                    reference: format!("{reference:?}"),
                    targets,
                    differs,
                }
            })
            .collect();
        Self {
            nav: Nav::new(),
            base: BASE,
            revisions: defined.iter().map(|r| r.id()).collect(),
            undefined: undefined
                .iter()
                .filter_map(|&r| r.resolve(BASE, "g", ResolveOptions::default()).err())
                .map(|e| e.to_string())
                .collect(),
            rows,
        }
    }
}

/// One document's answer for one reference.
fn target(revision: Revision, reference: &str) -> String {
    match revision.resolve(BASE, reference, ResolveOptions::default()) {
        Ok(r) => {
            let mut shown = r.target;
            if r.same_document {
                shown.push_str(" (current document)");
            }
            if !r.valid_reference {
                shown.push_str(" ⚠");
            }
            shown
        }
        Err(e) => format!("error: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::ResolutionPage;

    /// The table as the guide's resolve page prints it (Markdown), from the same rows as the book.
    fn markdown(page: &ResolutionPage) -> String {
        let mut table = format!("| reference | {} | differs |\n", page.revisions.join(" | "));
        table.push_str(&"| --- ".repeat(page.revisions.len() + 2));
        table.push_str("|\n");
        for row in &page.rows {
            let reference = row.reference.trim_matches('"');
            let targets: Vec<String> = row.targets.iter().map(|t| format!("`{t}`")).collect();
            let differs = if row.differs { "**yes**" } else { "" };
            let _ = writeln!(
                table,
                "| `{reference}` | {} | {differs} |",
                targets.join(" | ")
            );
        }
        table
    }

    /// The guide's resolution table is the book's: same targets, same rows marked.
    #[test]
    fn the_guide_table_is_the_books() {
        let guide = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../docs/guide/resolve.md"
        ));
        let table = markdown(&ResolutionPage::new());
        assert!(
            guide.contains(&table),
            "docs/guide/resolve.md's Appendix C table differs from the book's; it should read:\n{table}"
        );
    }
}
