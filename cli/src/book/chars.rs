//! The character map: every ASCII character and the character-set rules that hold
//! it in each document, changes from one document to the next highlighted: a
//! character is changed between two neighbouring documents when it entered or left a
//! set both define, as `urispec diff` says (sets compared as sets, by normalized name;
//! a set only one document has, like RFC 3987's `iunreserved`, moves nothing).

use askama::Template;
use urispec::Revision;
use urispec::diff::diff;

use super::nav::Nav;

/// One cell: the sets that hold a character in one document.
#[derive(Debug)]
pub struct Cell {
    /// The sets, comma-separated, or `—`.
    pub sets: String,
    /// Whether the character moved from the document before (`diff`'s `moved`).
    pub changed: bool,
}

/// One row: a character in every document.
#[derive(Debug)]
pub struct Row {
    /// The character as shown (`~`, `SP`, `U+0000`).
    pub shown: String,
    /// The pairs of neighbouring documents (numbered from 1: the first document and
    /// the second) between which the character moved.
    pub pairs: Vec<usize>,
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
    /// The pairs of neighbouring documents, `rfc1738 → rfc1808`, numbered from 1.
    pub pairs: Vec<(usize, String)>,
    /// The printable characters, then the controls.
    pub rows: Vec<Row>,
}

impl CharsPage {
    /// The character map.
    pub fn new() -> Self {
        let printable = (0x20u8..0x7F).map(char::from);
        let controls = (0u8..0x20).chain([0x7F]).map(char::from);
        let moved: Vec<Vec<char>> = Revision::ALL
            .windows(2)
            .map(|w| diff(w[0], w[1]).moved.iter().map(|m| m.ch).collect())
            .collect();
        Self {
            nav: Nav::new(),
            revisions: Revision::ALL.iter().map(|r| r.id()).collect(),
            pairs: Revision::ALL
                .windows(2)
                .enumerate()
                .map(|(i, w)| (i + 1, format!("{} → {}", w[0].id(), w[1].id())))
                .collect(),
            rows: printable
                .chain(controls)
                .map(|ch| row(ch, &moved))
                .collect(),
        }
    }
}

/// The row of character `ch`; `moved[i]`: the characters that moved between
/// document `i` and the next.
fn row(ch: char, moved: &[Vec<char>]) -> Row {
    let cells: Vec<Cell> = Revision::ALL
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let names = sets_of(r, ch);
            Cell {
                sets: if names.is_empty() {
                    "—".to_owned()
                } else {
                    names.join(", ")
                },
                changed: i > 0 && moved[i - 1].contains(&ch),
            }
        })
        .collect();
    Row {
        shown: shown(ch),
        pairs: (1..cells.len()).filter(|&i| cells[i].changed).collect(),
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

/// `~`, `SP` for the space, `U+001F` for a control.
fn shown(ch: char) -> String {
    match ch {
        ' ' => "SP".to_owned(),
        c if c.is_ascii_control() => format!("U+{:04X}", u32::from(c)),
        c => c.to_string(),
    }
}
