//! The compare walkthrough: five inputs that show most of what changed between
//! 1994 and 2002, each under every document, side by side.

use askama::Template;
use urispec::Revision;

use super::nav::Nav;

/// The inputs of the walkthrough (the README's).
pub const INPUTS: &[&str] = &[
    "http://host/~user",
    "HTTP://a",
    "http://[::1]/",
    "foo://a?b#c",
    "http://a/b;p/c?q",
];

/// The columns after the document's id.
pub const COLUMNS: &[&str] = &[
    "form",
    "scheme",
    "authority",
    "host kind",
    "port",
    "path",
    "params",
    "query",
    "fragment",
];

/// One document's reading of an input.
#[derive(Debug)]
pub struct Reading {
    /// The document's id.
    pub revision: &'static str,
    /// Its page.
    pub href: String,
    /// The cells of [`COLUMNS`] when valid, else empty.
    pub cells: Vec<String>,
    /// The error message when invalid.
    pub error: Option<String>,
}

/// One input under every document.
#[derive(Debug)]
pub struct Table {
    /// The input.
    pub input: &'static str,
    /// One reading per document.
    pub readings: Vec<Reading>,
}

/// The walkthrough page.
#[derive(Template)]
#[template(path = "compare.html")]
pub struct WalkthroughPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The column names.
    pub columns: &'static [&'static str],
    /// One table per input.
    pub tables: Vec<Table>,
}

impl WalkthroughPage {
    /// The walkthrough.
    pub fn new() -> Self {
        let tables = INPUTS
            .iter()
            .map(|&input| Table {
                input,
                readings: Revision::ALL.iter().map(|&r| reading(r, input)).collect(),
            })
            .collect();
        Self {
            nav: Nav::new(),
            columns: COLUMNS,
            tables,
        }
    }
}

/// `—` undefined, `""` empty, `n/a` a component the document does not have.
fn cell(value: Option<&str>) -> String {
    match value {
        None => "—".to_owned(),
        Some("") => "\"\"".to_owned(),
        Some(s) => s.to_owned(),
    }
}

/// One document's reading of `input`.
fn reading(revision: Revision, input: &str) -> Reading {
    let href = super::links::revision_page(revision);
    match revision.parse(input) {
        Ok(p) => {
            let c = p.components();
            let has_params = !crate::contract::lacks(revision).contains(&"params");
            Reading {
                revision: revision.id(),
                href,
                cells: vec![
                    p.form().to_owned(),
                    cell(c.scheme),
                    cell(c.authority),
                    c.host
                        .map_or_else(|| "—".to_owned(), |h| h.kind(revision).to_owned()),
                    cell(c.port),
                    cell(c.path),
                    if has_params {
                        cell(c.params)
                    } else {
                        "n/a".to_owned()
                    },
                    cell(c.query),
                    cell(c.fragment),
                ],
                error: None,
            }
        }
        Err(e) => Reading {
            revision: revision.id(),
            href,
            cells: Vec::new(),
            error: Some(e.message()),
        },
    }
}
