//! The conformance page: `conformance/REPORT.md` (written by `conformance/run`, issue 29:
//! real libraries measured against the vectors of the revision each claims) as a page of
//! the book. The report's Markdown is a small subset (headings, paragraphs, tables,
//! inline code), read here into blocks the template renders, escaped.

use askama::Template;

use super::nav::Nav;

/// The committed report.
const REPORT: &str = include_str!("../../../conformance/REPORT.md");

/// A run of text, code or not.
#[derive(Debug, PartialEq, Eq)]
pub struct Span {
    /// Inline code (between backquotes).
    pub code: bool,
    /// The text.
    pub text: String,
}

/// A heading (`h1`–`h3`), a paragraph (`p`) or a table (`table`).
#[derive(Debug)]
pub struct Block {
    /// `h1`, `h2`, `h3`, `p` or `table`.
    pub kind: &'static str,
    /// A heading's or paragraph's text.
    pub spans: Vec<Span>,
    /// A table's head row.
    pub head: Vec<Vec<Span>>,
    /// A table's other rows of cells.
    pub rows: Vec<Vec<Vec<Span>>>,
}

/// The page.
#[derive(Template)]
#[template(path = "conformance.html")]
pub struct ConformancePage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The report's blocks.
    pub blocks: Vec<Block>,
}

impl ConformancePage {
    /// The page of the committed report.
    pub fn new() -> Self {
        Self {
            nav: Nav::new(),
            blocks: blocks(REPORT),
        }
    }
}

/// The blocks of a Markdown text (a table's `| --- |` line dropped).
pub fn blocks(markdown: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for line in markdown.lines() {
        let heading = ["### ", "## ", "# "]
            .iter()
            .zip(["h3", "h2", "h1"])
            .find(|(mark, _)| line.starts_with(**mark));
        if let Some((mark, kind)) = heading {
            out.push(block(kind, spans(&line[mark.len()..])));
        } else if line.starts_with('|') {
            if line.starts_with("| ---") {
                continue;
            }
            let row = cells(line).iter().map(|c| spans(c)).collect();
            match out.last_mut() {
                Some(table) if table.kind == "table" => table.rows.push(row),
                _ => out.push(Block {
                    head: row,
                    ..block("table", Vec::new())
                }),
            }
        } else if line.is_empty() {
            out.push(block("p", Vec::new()));
        } else if let Some(item) = line.strip_prefix("- ") {
            out.push(block("p", spans(item)));
            out.push(block("p", Vec::new()));
        } else {
            match out.last_mut() {
                Some(p) if p.kind == "p" => {
                    if !p.spans.is_empty() {
                        p.spans.push(plain(" "));
                    }
                    p.spans.extend(spans(line));
                }
                _ => out.push(block("p", spans(line))),
            }
        }
    }
    out.retain(|b| b.kind != "p" || !b.spans.is_empty());
    out
}

fn block(kind: &'static str, spans: Vec<Span>) -> Block {
    Block {
        kind,
        spans,
        head: Vec::new(),
        rows: Vec::new(),
    }
}

fn plain(text: &str) -> Span {
    Span {
        code: false,
        text: text.to_owned(),
    }
}

/// A table row's cells (`\|` is a `|` inside a cell).
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|');
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    let mut out = Vec::new();
    let mut cell = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => cell.push(chars.next().unwrap_or('|')),
            '|' => out.push(std::mem::take(&mut cell).trim().to_owned()),
            _ => cell.push(c),
        }
    }
    out.push(cell.trim().to_owned());
    out
}

/// Text split at backquotes: every other run is code; outside code, the `*` of emphasis
/// is dropped.
fn spans(text: &str) -> Vec<Span> {
    text.split('`')
        .enumerate()
        .filter(|(_, t)| !t.is_empty())
        .map(|(i, t)| Span {
            code: i % 2 == 1,
            text: if i % 2 == 1 {
                t.to_owned()
            } else {
                t.replace('*', "")
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_paragraphs_and_tables() {
        let b = blocks(
            "# T\n\na `b` c\nd\n\n| x | y \\| z |\n| --- | --- |\n| `1*2` | *2* |\n- *i*: j\n- k\n",
        );
        let kinds: Vec<&str> = b.iter().map(|b| b.kind).collect();
        assert_eq!(kinds, ["h1", "p", "table", "p", "p"]);
        assert_eq!(b[2].rows[0][0][0].text, "1*2");
        assert_eq!(b[2].rows[0][1][0].text, "2");
        assert_eq!(b[3].spans[0].text, "i: j");
        assert_eq!(b[1].spans.len(), 5); // "a ", b, " c", " ", "d"
        assert!(b[1].spans[1].code);
        assert_eq!(b[2].head[1][0].text, "y | z");
        assert_eq!(b[2].rows.len(), 1);
        assert!(b[2].rows[0][0][0].code);
    }

    /// A line of text after a heading or a table opens a paragraph of its own.
    #[test]
    fn text_after_a_heading_or_a_table_is_a_paragraph() {
        let b = blocks("# T\nx\n| a |\ny\n");
        let kinds: Vec<&str> = b.iter().map(|b| b.kind).collect();
        assert_eq!(kinds, ["h1", "p", "table", "p"]);
        assert_eq!((b[0].spans.len(), b[2].spans.len()), (1, 0));
        assert_eq!(
            (&b[1].spans[0].text, &b[3].spans[0].text),
            (&"x".to_owned(), &"y".to_owned())
        );
    }

    /// Only `\|` is an escape in a cell: any other backslash stays, a last one too.
    #[test]
    fn a_backslash_escapes_only_a_pipe() {
        assert_eq!(cells("| a\\b | c\\| d | e\\ |"), ["a\\b", "c| d", "e\\"]);
    }
}
