//! `urispec compare`: one table per input, a row per revision (and with `--with
//! whatwg` the WHATWG Standard's), the components side by side; the columns where
//! they differ are marked. `--differ` keeps only the inputs where a component
//! differs.

use std::io::Write;

use urispec::Parse;
use urispec::ast::Components;
use urispec::{ParseError, Resolution, Revision};

use crate::args::{CompareArgs, OtherParser, Revisions};
use crate::contract::Error;
use crate::contract::compare::{Standard, normals, parses, record, resolutions, usable_base};
use crate::contract::differ::{Component, View};
use crate::contract::whatwg::Whatwg;
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::stream::Stream;
use crate::output::style::Style;
use crate::progress;

/// The label of the Standard's row: a parser, not a revision.
const WHATWG_ROW: &str = "URL Standard parser (ada)";

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
pub fn run(args: &CompareArgs, style: Style, out: &mut impl Write) -> Outcome {
    if let Some(base) = &args.base {
        usable_base(base)?;
    }
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    let revisions = match Revisions::merge(&args.revision) {
        list if list.is_empty() => Revision::ALL.to_vec(),
        list => list,
    };
    for input in progress::inputs(&args.inputs, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        let results = parses(&revisions, &input);
        let valid = results.iter().all(|(_, r)| r.is_ok());
        all_valid &= valid;
        let whatwg = (args.with == Some(OtherParser::Whatwg))
            .then(|| Standard::new(&input, args.base.as_deref()));
        if !args.differ.is_empty() && !differs_in(&args.differ, &results, whatwg.as_ref()) {
            continue;
        }
        let resolutions = resolutions(&revisions, args.base.as_deref(), &input);
        let normals = normals(&revisions, &input);
        let record = || record(&input, &results, &normals, &resolutions, whatwg.as_ref());
        let text = |out: &mut _| {
            let mut rows: Vec<(&str, Vec<String>)> = results
                .iter()
                .zip(&normals)
                .zip(&resolutions)
                .map(|(((rev, r), n), res)| (rev.id(), row(*rev, r, n, res.as_ref())))
                .collect();
            if let Some(standard) = &whatwg {
                rows.push((WHATWG_ROW, standard_row(standard)));
            }
            let mut stream = Stream::new(out);
            let _ = text(&input, &rows, args.base.is_some(), style, &mut stream);
            stream.finish()
        };
        emitter.record_streamed(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// The Standard's cells, in the order of [`COLUMNS`] (its serialization is
/// its normal form; `n/a` where it has no such thing).
fn standard_row(standard: &Standard) -> Vec<String> {
    let resolved = standard
        .resolved
        .as_ref()
        .map_or_else(String::new, |r| match r {
            Whatwg::Url(f) => escape::escape(f.href.as_bytes()),
            Whatwg::Failure { .. } => "failure".to_owned(),
        });
    let Some(f) = standard.alone.fields() else {
        let mut cells = vec![
            "no".to_owned(),
            "failure (the Standard's parser)".to_owned(),
        ];
        cells.resize(COLUMNS.len() - 1, String::new());
        cells.push(resolved);
        return cells;
    };
    let view = View::of_whatwg(f);
    let cell = |c: Component| cell(view.get(c));
    vec![
        "yes".to_owned(),
        "n/a".to_owned(),
        cell(Component::Scheme),
        cell(Component::Authority),
        f.shape.host_kind.unwrap_or("—").to_owned(),
        cell(Component::Port),
        cell(Component::Path),
        "n/a".to_owned(),
        cell(Component::Query),
        cell(Component::Fragment),
        escape::escape(f.href.as_bytes()),
        resolved,
    ]
}

/// The views of the revisions that accept the input.
fn accepted_views(results: &[(Revision, Result<Parse<'_>, ParseError>)]) -> Vec<View> {
    results
        .iter()
        .filter_map(|(_, r)| r.as_ref().ok().map(View::of_parse))
        .collect()
}

/// Whether any of `components` differs between two answers that accept the
/// input: the revisions, and the Standard when asked.
fn differs_in(
    components: &[Component],
    results: &[(Revision, Result<Parse<'_>, ParseError>)],
    whatwg: Option<&Standard>,
) -> bool {
    let mut views = accepted_views(results);
    views.extend(whatwg.and_then(Standard::fields).map(View::of_whatwg));
    let accepted = views.len();
    let asked = results.len() + usize::from(whatwg.is_some());
    let differing = crate::contract::differ::differing(&views);
    components.iter().any(|c| match c {
        Component::Valid => accepted != 0 && accepted != asked,
        c => differing.contains(c),
    })
}

/// A component's cell: `—` undefined, `""` empty, the text escaped.
fn cell(v: Option<&str>) -> String {
    v.map_or_else(
        || "—".to_owned(),
        |s| {
            if s.is_empty() {
                "\"\"".to_owned()
            } else {
                escape::escape(s.as_bytes())
            }
        },
    )
}

/// One revision's cells, in the order of [`COLUMNS`]. For an invalid input the cells
/// after `valid` hold only the error, in `form`.
fn row(
    revision: Revision,
    result: &Result<Parse<'_>, ParseError>,
    normal: &Result<String, Error>,
    resolution: Option<&Result<Resolution, Error>>,
) -> Vec<String> {
    let resolved = resolution.map_or_else(String::new, |r| match r {
        Ok(r) if r.same_document => format!("(current document) {}", r.target),
        Ok(r) => escape::escape(r.target.as_bytes()),
        Err(e) => format!("error: {}", e.message),
    });
    match result {
        Ok(p) => {
            let c = p.components();
            let has_params = !Components::lacking(revision).contains(&"params");
            vec![
                "yes".to_owned(),
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
                match normal {
                    Ok(n) => escape::escape(n.as_bytes()),
                    Err(e) => format!("error: {}", e.message),
                },
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

/// Which columns differ between the rows that are valid (and `valid` itself).
fn differing(rows: &[(&str, Vec<String>)]) -> Vec<bool> {
    (0..COLUMNS.len())
        .map(|i| {
            let mut values = rows
                .iter()
                .map(|(_, r)| r)
                .filter(|r| i == 0 || i == COLUMNS.len() - 1 || r[0] == "yes")
                .map(|r| &r[i])
                .filter(|v| *v != "n/a");
            let first = values.next();
            values.any(|v| Some(v) != first)
        })
        .collect()
}

/// The table of one input, written as it is made (a large input's cells are many
/// times its length: not held twice).
fn text(
    input: &[u8],
    rows: &[(&str, Vec<String>)],
    with_base: bool,
    style: Style,
    out: &mut impl std::fmt::Write,
) -> std::fmt::Result {
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
    for (_, row) in rows.iter().filter(|(_, r)| r[0] == "yes") {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let pad = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
    write!(
        out,
        "{}\n{:<33}",
        style.strong(&escape::escape(input)),
        "revision"
    )?;
    for (h, &w) in header.iter().zip(&widths) {
        write!(out, " {}", style.strong(&pad(h, w)))?;
    }
    out.write_char('\n')?;
    for (label, row) in rows {
        write!(out, "{label:<33}")?;
        if row[0] == "yes" {
            for (i, (cell, &w)) in row[..columns].iter().zip(&widths).enumerate() {
                let padded = pad(cell, w);
                out.write_char(' ')?;
                out.write_str(&if differs[i] {
                    style.changed(&padded)
                } else {
                    padded
                })?;
            }
        } else {
            write!(out, " {} {}", style.bad(&pad("no", widths[0])), row[1])?;
            if with_base {
                write!(out, "; resolved: {}", row[COLUMNS.len() - 1])?;
            }
        }
        out.write_char('\n')?;
    }
    out.write_char('\n')
}
