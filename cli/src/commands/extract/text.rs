//! Text mode of `extract`: `LINE:COLUMN  [REVISION]  STATUS  URI  (WRAPPER)`, then
//! the notes, each with its section, and a caret under the URI where it is invalid.

use std::fmt::Write as _;

use urispec::extract::{Found, Match, Unclosed, Wrapper, context};

use super::Cursor;
use crate::contract::extract::unclosed_message;
use crate::output::escape;
use crate::output::style::Style;

/// The width of the revision column (the longest id).
const REVISION_WIDTH: usize = 32;

/// What one revision found at a place, as shown (revisions that found the same, but
/// for the sections their notes cite, are shown once).
#[derive(Debug)]
pub struct Shown {
    /// `valid`, `invalid` or `unclosed`.
    status: &'static str,
    /// The URI, escaped (the opener, for `unclosed`).
    uri: String,
    /// The wrapper, as shown.
    wrapper: String,
    /// The notes, one per line, each with the section it cites.
    notes: Vec<(String, &'static str)>,
    /// The error's column in the URI shown, and its message.
    caret: Option<(usize, String)>,
}

/// The wrapper as shown: `bare`, `angle`, `quote`, or the prefix's form.
fn wrapper_name(wrapper: Wrapper) -> String {
    match wrapper {
        Wrapper::None => "bare".to_owned(),
        Wrapper::UrlPrefix(form) => form.template().to_owned(),
        _ => wrapper.name().to_owned(),
    }
}

/// How `found` (starting at `cursor`) is shown.
pub fn show(window: &[u8], cursor: Cursor, found: &Found<'_>, style: Style) -> Shown {
    match found {
        Found::Uri(m) => show_match(window, cursor, m),
        Found::Unclosed(u) => show_unclosed(window, u, style),
    }
}

/// A URI found.
fn show_match(window: &[u8], cursor: Cursor, m: &Match<'_>) -> Shown {
    let place = |offset: usize| {
        let mut c = cursor;
        c.advance(&window[m.span.start..offset]);
        format!("{}:{}", c.line, c.column)
    };
    let mut notes = Vec::new();
    for r in &m.removed {
        let what = if r.line_break {
            "line break"
        } else {
            "whitespace"
        };
        notes.push((
            format!("{what} removed at {}", place(r.span.start)),
            m.section,
        ));
    }
    for h in &m.hyphens {
        let note = format!(
            "hyphen at a line break at {}: the URI may be {} or {}",
            place(h.hyphen),
            escape::escape(&m.uri),
            escape::escape(&h.without(&m.uri)),
        );
        notes.push((note, m.section));
    }
    if let Some(first) = m.trimmed.first() {
        let chars: String = m.trimmed.iter().map(|t| char::from(t.byte)).collect();
        let note = format!(
            "trimmed {} at {}",
            escape::quoted(&chars),
            place(first.offset)
        );
        notes.push((note, context::POLICY));
    }
    Shown {
        status: if m.verdict.is_ok() {
            "valid"
        } else {
            "invalid"
        },
        uri: escape::escape(&m.uri),
        wrapper: wrapper_name(m.wrapper),
        notes,
        caret: m
            .verdict
            .as_ref()
            .err()
            .map(|e| (escape::width(&m.uri, e.offset()), e.message())),
    }
}

/// A wrapper never closed.
fn show_unclosed(window: &[u8], u: &Unclosed, _style: Style) -> Shown {
    Shown {
        status: "unclosed",
        uri: escape::escape(&window[u.at..u.at + u.len]),
        wrapper: wrapper_name(u.wrapper),
        notes: vec![(unclosed_message(u), u.section)],
        caret: None,
    }
}

impl PartialEq for Shown {
    /// The same but for the sections cited (each revision cites its own document).
    fn eq(&self, other: &Self) -> bool {
        let texts = |s: &Self| s.notes.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
        self.status == other.status
            && self.uri == other.uri
            && self.wrapper == other.wrapper
            && self.caret == other.caret
            && texts(self) == texts(other)
    }
}

/// The lines of one thing found: its place, the revision (`label`, when several are
/// asked), the status, the URI, the wrapper; the notes under it.
pub fn line(cursor: Cursor, label: Option<&str>, shown: &Shown, style: Style) -> String {
    let mut head = format!("{:<8}", format!("{}:{}", cursor.line, cursor.column));
    if let Some(label) = label {
        let _ = write!(head, "{label:<REVISION_WIDTH$} ");
    }
    let indent = head.chars().count() + 9;
    let status = format!("{:<9}", shown.status);
    let status = if shown.status == "valid" {
        style.good(&status)
    } else {
        style.bad(&status)
    };
    let mut out = format!("{head}{status}{}  ({})\n", shown.uri, shown.wrapper);
    if let Some((column, message)) = &shown.caret {
        let pad = " ".repeat(indent + column);
        let _ = writeln!(out, "{pad}{} {message}", style.bad("^"));
    }
    for (note, section) in &shown.notes {
        let section = if label == Some("all") && *section != context::POLICY {
            "each document's section on URIs in context"
        } else {
            section
        };
        let note = format!("{note} ({section})");
        let _ = writeln!(out, "{}{}", " ".repeat(indent), style.dim(&note));
    }
    out
}
