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
use crate::contract::compare::{
    Standard, normal_form, parses, resolution, usable_base, write_record,
};
use crate::contract::differ::{Component, View};
use crate::contract::parse::Parsed;
use crate::contract::whatwg::Whatwg;
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::passes::{HELD_UP_TO, twice};
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
        let base = args.base.as_deref();
        let json = |out: &mut _| write_record(out, &input, &results, base, whatwg.as_ref());
        let text = |out: &mut _| {
            let mut stream = Stream::new(out);
            let hold = input.len() <= HELD_UP_TO;
            let table = Table {
                input: &input,
                results: &results,
                base,
                whatwg: whatwg.as_ref(),
            };
            let _ = table.write(hold, style, &mut stream);
            stream.finish()
        };
        emitter.record_json(json, text)?;
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

/// What the table's head needs of every row: each column's widest cell (of the valid
/// rows) and whether its values differ (between the valid rows; `valid` and
/// `resolved` between all), learnt one row at a time.
#[derive(Default)]
struct Columns {
    /// Each column's first value (`n/a` not counted).
    first: [Option<String>; COLUMNS.len()],
    differs: [bool; COLUMNS.len()],
    widths: [usize; COLUMNS.len()],
}

impl Columns {
    /// Learns one row.
    fn add(&mut self, row: &[String]) {
        let valid = row[0] == "yes";
        for (i, cell) in row.iter().enumerate() {
            if (i == 0 || i == COLUMNS.len() - 1 || valid) && cell != "n/a" {
                match &self.first[i] {
                    Some(first) => self.differs[i] |= first != cell,
                    None => self.first[i] = Some(cell.clone()),
                }
            }
            if valid {
                self.widths[i] = self.widths[i].max(cell.chars().count());
            }
        }
    }

    /// The layout of the table's first `columns` columns.
    fn layout(self, columns: usize) -> Layout {
        let header: Vec<String> = COLUMNS[..columns]
            .iter()
            .zip(&self.differs)
            .map(|(c, &d)| if d { format!("{c}*") } else { (*c).to_owned() })
            .collect();
        let widths = header
            .iter()
            .zip(self.widths)
            .map(|(h, w)| w.max(h.chars().count()))
            .collect();
        Layout {
            header,
            widths,
            differs: self.differs,
        }
    }
}

/// The table's head and column widths, and the columns whose values differ.
struct Layout {
    header: Vec<String>,
    widths: Vec<usize>,
    differs: [bool; COLUMNS.len()],
}

/// A cell padded with spaces to `width` characters.
fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.chars().count())))
}

impl Layout {
    /// The input, then the head.
    fn head(&self, input: &[u8], style: Style, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        write!(
            out,
            "{}\n{:<33}",
            style.strong(&escape::escape(input)),
            "revision"
        )?;
        for (h, &w) in self.header.iter().zip(&self.widths) {
            write!(out, " {}", style.strong(&pad(h, w)))?;
        }
        out.write_char('\n')
    }

    /// One row: its cells, or for an invalid input the error (and the resolution
    /// when there is a base).
    fn row(
        &self,
        label: &str,
        row: &[String],
        style: Style,
        out: &mut impl std::fmt::Write,
    ) -> std::fmt::Result {
        write!(out, "{label:<33}")?;
        if row[0] == "yes" {
            for (i, (cell, &w)) in row.iter().zip(&self.widths).enumerate() {
                let padded = pad(cell, w);
                out.write_char(' ')?;
                out.write_str(&if self.differs[i] {
                    style.changed(&padded)
                } else {
                    padded
                })?;
            }
        } else {
            write!(out, " {} {}", style.bad(&pad("no", self.widths[0])), row[1])?;
            if self.header.len() == COLUMNS.len() {
                write!(out, "; resolved: {}", row[COLUMNS.len() - 1])?;
            }
        }
        out.write_char('\n')
    }
}

/// One input's answers, to be written as a table.
struct Table<'t, 'i> {
    input: &'t [u8],
    results: &'t [Parsed<'i>],
    /// The base of the `resolved` column.
    base: Option<&'t str>,
    /// The Standard's answers, for its row.
    whatwg: Option<&'t Standard>,
}

impl Table<'_, '_> {
    /// Writes the table as it is made: the head needs every row's widths, so the
    /// rows are kept between the passes when `hold`, made again one at a time
    /// otherwise (see [`twice`]).
    fn write(&self, hold: bool, style: Style, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        let mut columns = Columns::default();
        let rows = twice(
            self.results.len(),
            hold,
            |i| self.row(i),
            |row| columns.add(row),
        );
        let standard = self.whatwg.map(standard_row);
        if let Some(row) = &standard {
            columns.add(row);
        }
        let layout = columns.layout(if self.base.is_some() {
            COLUMNS.len()
        } else {
            COLUMNS.len() - 1
        });
        layout.head(self.input, style, out)?;
        for ((revision, _), row) in self.results.iter().zip(rows) {
            layout.row(revision.id(), &row, style, out)?;
        }
        if let Some(row) = &standard {
            layout.row(WHATWG_ROW, row, style, out)?;
        }
        out.write_char('\n')
    }

    /// The `i`-th revision's row.
    fn row(&self, i: usize) -> Vec<String> {
        let (revision, r) = &self.results[i];
        let normal = normal_form(*revision, self.input);
        let resolution = resolution(*revision, self.base, self.input);
        row(*revision, r, &normal, resolution.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::ColorChoice;
    use crate::contract::compare::each_case;

    /// Rows kept between the passes or made again, the same table.
    #[test]
    fn held_or_made_again_the_same_table() {
        each_case(|input, results, base, whatwg| {
            let table = Table {
                input,
                results,
                base,
                whatwg,
            };
            let (mut held, mut again) = (String::new(), String::new());
            for choice in [ColorChoice::Never, ColorChoice::Always] {
                let style = Style::new(choice);
                table.write(true, style, &mut held).unwrap();
                table.write(false, style, &mut again).unwrap();
            }
            assert_eq!(held, again);
        });
    }
}
