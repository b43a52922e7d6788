//! The compare walkthrough: five inputs that show most of what changed between
//! 1994 and 2005, each under every document, side by side, and the WHATWG URL
//! Standard's reading beside them (a parser, not a revision), every component
//! that differs from it marked.

use askama::Template;
use urispec::Revision;

use super::nav::Nav;
use crate::contract::differ::{Component, View};
use crate::contract::whatwg::Whatwg;

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

/// The component each of [`COLUMNS`] shows (`None`: compared with nothing).
const COMPARED: [Option<Component>; 9] = [
    None,
    Some(Component::Scheme),
    Some(Component::Authority),
    Some(Component::Host),
    Some(Component::Port),
    Some(Component::Path),
    None,
    Some(Component::Query),
    Some(Component::Fragment),
];

/// One document's (or the Standard's) reading of an input.
#[derive(Debug)]
pub struct Reading {
    /// The document's id, or `URL Standard parser (ada)`.
    pub revision: &'static str,
    /// Its page (empty for the Standard).
    pub href: String,
    /// The cells of [`COLUMNS`] when valid, else empty.
    pub cells: Vec<String>,
    /// For each cell, whether the component differs between this reading and
    /// the Standard's (the Standard's: from a document's).
    pub differs: Vec<bool>,
    /// The error message when invalid.
    pub error: Option<String>,
    /// The comparable components, when valid.
    view: Option<View>,
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
    /// The year of the first document and of the last (`1994`, `2013`).
    pub years: (&'static str, &'static str),
}

impl WalkthroughPage {
    /// The walkthrough.
    pub fn new() -> Self {
        let tables = INPUTS
            .iter()
            .map(|&input| {
                let mut readings: Vec<Reading> =
                    Revision::ALL.iter().map(|&r| reading(r, input)).collect();
                let whatwg = standard(input, &mut readings);
                readings.push(whatwg);
                Table { input, readings }
            })
            .collect();
        Self {
            nav: Nav::new(),
            columns: COLUMNS,
            tables,
            years: (
                year(Revision::ALL[0]),
                year(Revision::ALL[Revision::ALL.len() - 1]),
            ),
        }
    }
}

/// The year of a revision's date (`January 2005` → `2005`).
fn year(revision: Revision) -> &'static str {
    revision.date().rsplit(' ').next().unwrap_or_default()
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
            let has_params = !urispec::ast::Components::lacking(revision).contains(&"params");
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
                differs: vec![false; COLUMNS.len()],
                error: None,
                view: Some(View::of_parse(&p)),
            }
        }
        Err(e) => Reading {
            revision: revision.id(),
            href,
            cells: Vec::new(),
            differs: Vec::new(),
            error: Some(e.message()),
            view: None,
        },
    }
}

/// The Standard's reading of `input`; marks in `readings` each document's
/// component that differs from it.
fn standard(input: &str, readings: &mut [Reading]) -> Reading {
    let parsed = Whatwg::parse(input.as_bytes(), None);
    let Some(fields) = parsed.fields() else {
        return Reading {
            revision: "URL Standard parser (ada)",
            href: String::new(),
            cells: Vec::new(),
            differs: Vec::new(),
            error: Some("failure (the Standard's parser)".to_owned()),
            view: None,
        };
    };
    let mine = View::of_whatwg(fields);
    let mut differs = vec![false; COLUMNS.len()];
    for reading in readings.iter_mut() {
        let Some(theirs) = &reading.view else {
            continue;
        };
        for (i, component) in COMPARED.iter().enumerate() {
            if let Some(c) = component
                && c.differs(theirs.get(*c), mine.get(*c))
            {
                reading.differs[i] = true;
                differs[i] = true;
            }
        }
    }
    let shown = |c: Component| cell(mine.get(c));
    Reading {
        revision: "URL Standard parser (ada)",
        href: String::new(),
        cells: vec![
            "n/a".to_owned(),
            shown(Component::Scheme),
            shown(Component::Authority),
            fields.shape.host_kind.unwrap_or("—").to_owned(),
            shown(Component::Port),
            shown(Component::Path),
            "n/a".to_owned(),
            shown(Component::Query),
            shown(Component::Fragment),
        ],
        differs,
        error: None,
        view: Some(mine),
    }
}
