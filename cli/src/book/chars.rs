//! The character map: every ASCII character and the character-set rules that hold
//! it in each document, changes from one document to the next highlighted.

use askama::Template;
use urispec::Revision;
use urispec::diff::normalized_name;

use super::nav::Nav;

/// One cell: the sets that hold a character in one document.
#[derive(Debug)]
pub struct Cell {
    /// The sets, comma-separated, or `—`.
    pub sets: String,
    /// Whether they differ from the document before (by normalized name).
    pub changed: bool,
}

/// One row: a character in every document.
#[derive(Debug)]
pub struct Row {
    /// The character as shown (`~`, `SP`, `U+0000`).
    pub shown: String,
    /// Whether any cell changed.
    pub changed: bool,
    /// One cell per document.
    pub cells: Vec<Cell>,
}

/// The page of the character map.
#[derive(Template)]
#[template(path = "chars.html")]
pub struct CharsPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The documents' ids, oldest first.
    pub revisions: Vec<&'static str>,
    /// The printable characters, then the controls.
    pub rows: Vec<Row>,
}

impl CharsPage {
    /// The character map.
    pub fn new() -> Self {
        let printable = (0x20u8..0x7F).map(char::from);
        let controls = (0u8..0x20).chain([0x7F]).map(char::from);
        Self {
            nav: Nav::new(),
            revisions: Revision::ALL.iter().map(|r| r.id()).collect(),
            rows: printable.chain(controls).map(row).collect(),
        }
    }
}

/// The row of character `ch`.
fn row(ch: char) -> Row {
    let sets: Vec<Vec<String>> = Revision::ALL.iter().map(|&r| sets_of(r, ch)).collect();
    let cells: Vec<Cell> = sets
        .iter()
        .enumerate()
        .map(|(i, names)| Cell {
            sets: if names.is_empty() {
                "—".to_owned()
            } else {
                names.join(", ")
            },
            changed: i > 0 && normalized(&sets[i - 1]) != normalized(names),
        })
        .collect();
    Row {
        shown: shown(ch),
        changed: cells.iter().any(|c| c.changed),
        cells,
    }
}

/// The character-set rules of `revision` that hold `ch`, in the document's order,
/// leaving out the sets of letters and digits only (`alpha`, `digit`, `hex`, …): they
/// name what a letter is, not its class.
pub fn sets_of(revision: Revision, ch: char) -> Vec<String> {
    let grammar = revision.bnf();
    grammar
        .rules()
        .iter()
        .filter_map(|r| Some((r, grammar.class(&r.expr)?)))
        .filter(|(_, set)| set.contains(ch))
        .filter(|(_, set)| !set.ascii_chars().all(|c| c.is_ascii_alphanumeric()))
        .map(|(r, _)| r.name.clone())
        .collect()
}

/// Names compared across documents: `-`, `_` and case ignored.
fn normalized(names: &[String]) -> Vec<String> {
    names.iter().map(|n| normalized_name(n)).collect()
}

/// `~`, `SP` for the space, `U+001F` for a control.
fn shown(ch: char) -> String {
    match ch {
        ' ' => "SP".to_owned(),
        c if c.is_ascii_control() => format!("U+{:04X}", u32::from(c)),
        c => c.to_string(),
    }
}
