//! `urispec compare`: one table per input, a row per revision, the components side
//! by side; the columns where revisions differ are marked.

use std::fmt::Write as _;
use std::io::Write;

use urispec::ast::Parse;
use urispec::resolve::Options;
use urispec::{ParseError, Revision, resolve};

use crate::args::{CompareArgs, TreeFormat};
use crate::style::Style;

/// The columns of the table, after the revision.
const COLUMNS: [&str; 12] = [
    "valid",
    "form",
    "scheme",
    "authority",
    "host kind",
    "port",
    "path",
    "params",
    "query",
    "fragment",
    "normal form",
    "resolved",
];

/// Runs `compare`; returns whether every input was valid under every revision.
pub fn run(args: &CompareArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let mut all_valid = true;
    for input in &args.inputs {
        let results: Vec<(Revision, Result<Parse<'_>, ParseError>)> =
            Revision::ALL.iter().map(|&r| (r, r.parse(input))).collect();
        all_valid &= results.iter().all(|(_, r)| r.is_ok());
        let rows: Vec<Vec<String>> = results
            .iter()
            .map(|(rev, r)| row(*rev, r, input, args.base.as_deref()))
            .collect();
        let shown = match args.format {
            TreeFormat::Text => text(input, &rows, args.base.is_some(), style),
            TreeFormat::Json => json(input, &rows, args.base.is_some()) + "\n",
        };
        out.write_all(shown.as_bytes()).map_err(|e| e.to_string())?;
    }
    Ok(all_valid)
}

/// One revision's cells, in the order of [`COLUMNS`]. For an invalid input the cells
/// after `valid` hold only the error, in `form`.
fn row(
    revision: Revision,
    result: &Result<Parse<'_>, ParseError>,
    input: &str,
    base: Option<&str>,
) -> Vec<String> {
    let cell = |v: Option<&str>| {
        v.map_or_else(
            || "—".to_owned(),
            |s| {
                if s.is_empty() {
                    "\"\"".to_owned()
                } else {
                    s.to_owned()
                }
            },
        )
    };
    let resolved = base.map_or_else(String::new, |base| {
        match resolve(revision, base, input, Options::default()) {
            Ok(r) if r.same_document => format!("(current document) {}", r.target),
            Ok(r) => r.target,
            Err(e) => format!("error: {e}"),
        }
    });
    match result {
        Ok(p) => {
            let c = p.components();
            let has_params = matches!(revision, Revision::Rfc1738 | Revision::Url00);
            vec![
                "yes".to_owned(),
                p.form().to_owned(),
                cell(c.scheme),
                cell(c.authority),
                c.host
                    .map_or_else(|| "—".to_owned(), |h| h.kind().to_owned()),
                cell(c.port),
                cell(Some(c.path)),
                if has_params {
                    cell(c.params)
                } else {
                    "n/a".to_owned()
                },
                cell(c.query),
                cell(c.fragment),
                normal_form(revision, input),
                resolved,
            ]
        }
        Err(e) => {
            let mut cells = vec!["no".to_owned(), e.message()];
            cells.resize(COLUMNS.len() - 1, String::new());
            cells.push(resolved);
            cells
        }
    }
}

/// The normal form under the revision's rules (`urispec normalize`, scheme level).
fn normal_form(revision: Revision, input: &str) -> String {
    revision
        .normalize(input, urispec::equiv::Options::default())
        .map_or_else(|e| format!("error: {e}"), |n| n.normal)
}

/// Which columns differ between the rows that are valid (and `valid` itself).
fn differing(rows: &[Vec<String>]) -> Vec<bool> {
    (0..COLUMNS.len())
        .map(|i| {
            let mut values = rows
                .iter()
                .filter(|r| i == 0 || i == COLUMNS.len() - 1 || r[0] == "yes")
                .map(|r| &r[i])
                .filter(|v| *v != "n/a");
            let first = values.next();
            values.any(|v| Some(v) != first)
        })
        .collect()
}

fn text(input: &str, rows: &[Vec<String>], with_base: bool, style: Style) -> String {
    let columns = if with_base {
        COLUMNS.len()
    } else {
        COLUMNS.len() - 1
    };
    let differs = differing(rows);
    let header: Vec<String> = COLUMNS[..columns]
        .iter()
        .zip(&differs)
        .map(|(c, &d)| if d { format!("{c}*") } else { (*c).to_owned() })
        .collect();
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows.iter().filter(|r| r[0] == "yes") {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let pad = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
    let mut out = format!("{}\n{:<33}", style.strong(input), "revision");
    for (h, &w) in header.iter().zip(&widths) {
        let _ = write!(out, " {}", style.strong(&pad(h, w)));
    }
    out.push('\n');
    for (revision, row) in Revision::ALL.iter().zip(rows) {
        let _ = write!(out, "{:<33}", revision.id());
        if row[0] == "yes" {
            for (i, (cell, &w)) in row[..columns].iter().zip(&widths).enumerate() {
                let padded = pad(cell, w);
                out.push(' ');
                out.push_str(&if differs[i] {
                    style.changed(&padded)
                } else {
                    padded
                });
            }
        } else {
            let _ = write!(out, " {} {}", style.bad(&pad("no", widths[0])), row[1]);
            if with_base {
                let _ = write!(out, "; resolved: {}", row[COLUMNS.len() - 1]);
            }
        }
        out.push('\n');
    }
    out.push('\n');
    out
}

fn json(input: &str, rows: &[Vec<String>], with_base: bool) -> String {
    let differs = differing(rows);
    let revisions: Vec<serde_json::Value> = Revision::ALL
        .iter()
        .zip(rows)
        .map(|(revision, row)| {
            let mut object =
                serde_json::json!({"revision": revision.id(), "valid": row[0] == "yes"});
            if row[0] == "yes" {
                for (name, cell) in COLUMNS[1..COLUMNS.len() - 1].iter().zip(&row[1..]) {
                    object[*name] = cell.clone().into();
                }
            } else {
                object["error"] = row[1].clone().into();
            }
            if with_base {
                object["resolved"] = row[COLUMNS.len() - 1].clone().into();
            }
            object
        })
        .collect();
    let columns = if with_base {
        COLUMNS.len()
    } else {
        COLUMNS.len() - 1
    };
    let differ: Vec<&str> = COLUMNS[..columns]
        .iter()
        .zip(&differs)
        .filter(|(_, d)| **d)
        .map(|(c, _)| *c)
        .collect();
    serde_json::json!({"input": input, "revisions": revisions, "differ": differ}).to_string()
}
