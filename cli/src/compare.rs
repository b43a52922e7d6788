//! `urispec compare`: one table per input, a row per revision, the components side
//! by side; the columns where revisions differ are marked.

use std::fmt::Write as _;
use std::io::Write;

use urispec::ast::Parse;
use urispec::resolve::ResolveOptions;
use urispec::{ParseError, Resolution, ResolveError, Revision};

use crate::args::CompareArgs;
use crate::contract::{
    CompareAnswer, CompareRecord, ComponentsJson, Echo, Error, NormalFormResult, lacks,
};
use crate::emit::Emitter;
use crate::failure::Outcome;
use crate::input::Inputs;
use crate::report;
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
pub fn run(args: &CompareArgs, style: Style, out: &mut impl Write) -> Outcome {
    if let Some(base) = &args.base {
        usable_base(base)?;
    }
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    for input in Inputs::new(&args.inputs, &args.input.from) {
        let input = input?;
        let results: Vec<(Revision, Result<Parse<'_>, ParseError>)> = Revision::ALL
            .iter()
            .map(|&r| (r, crate::parse::parse(r, &input)))
            .collect();
        let resolutions: Vec<Option<Result<Resolution, Error>>> = Revision::ALL
            .iter()
            .map(|&r| args.base.as_deref().map(|b| resolution(r, b, &input)))
            .collect();
        let normals: Vec<Result<String, Error>> = Revision::ALL
            .iter()
            .map(|&r| normal_form(r, &input))
            .collect();
        let valid = results.iter().all(|(_, r)| r.is_ok());
        all_valid &= valid;
        let record = || json(&input, &results, &normals, &resolutions);
        let text = || {
            let rows: Vec<Vec<String>> = results
                .iter()
                .zip(&normals)
                .zip(&resolutions)
                .map(|(((rev, r), n), res)| row(*rev, r, n, res.as_ref()))
                .collect();
            text(&input, &rows, args.base.is_some(), style)
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// A usage error when the base is not absolute under any revision that defines
/// resolution (rather than the same error in every row).
fn usable_base(base: &str) -> Result<(), String> {
    let errors: Vec<ResolveError> = Revision::ALL
        .iter()
        .filter_map(|&r| r.resolve(base, "", ResolveOptions::default()).err())
        .collect();
    let defined = Revision::ALL
        .iter()
        .filter(|&&r| {
            !matches!(
                r.resolve(base, "", ResolveOptions::default()),
                Err(ResolveError::NotDefined { .. })
            )
        })
        .count();
    let unusable: Vec<String> = errors
        .iter()
        .filter(|e| matches!(e, ResolveError::BaseNotAbsolute { .. }))
        .map(ToString::to_string)
        .collect();
    if defined > 0 && unusable.len() == defined {
        Err(format!(
            "--base: no revision can resolve against this base:\n  {}",
            unusable.join("\n  ")
        ))
    } else {
        Ok(())
    }
}

/// The resolution of `input` against `base` under `revision`.
fn resolution(revision: Revision, base: &str, input: &[u8]) -> Result<Resolution, Error> {
    let reference = std::str::from_utf8(input).map_err(|e| Error::utf8(e.valid_up_to()))?;
    revision
        .resolve(base, reference, ResolveOptions::default())
        .map_err(|e| Error::message(e.to_string()))
}

/// One revision's cells, in the order of [`COLUMNS`]. For an invalid input the cells
/// after `valid` hold only the error, in `form`.
fn row(
    revision: Revision,
    result: &Result<Parse<'_>, ParseError>,
    normal: &Result<String, Error>,
    resolution: Option<&Result<Resolution, Error>>,
) -> Vec<String> {
    let cell = |v: Option<&str>| {
        v.map_or_else(
            || "—".to_owned(),
            |s| {
                if s.is_empty() {
                    "\"\"".to_owned()
                } else {
                    report::escape(s.as_bytes())
                }
            },
        )
    };
    let resolved = resolution.map_or_else(String::new, |r| match r {
        Ok(r) if r.same_document => format!("(current document) {}", r.target),
        Ok(r) => report::escape(r.target.as_bytes()),
        Err(e) => format!("error: {}", e.message),
    });
    match result {
        Ok(p) => {
            let c = p.components();
            let has_params = !lacks(revision).contains(&"params");
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
                    Ok(n) => report::escape(n.as_bytes()),
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

/// The normal form under the revision's rules (`urispec normalize`, scheme level).
fn normal_form(revision: Revision, input: &[u8]) -> Result<String, Error> {
    crate::normalize::normalize(revision, input, urispec::equiv::NormalizeOptions::default())
        .map(|n| n.normal)
        .map_err(|e| Error::from(&e))
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

/// The table of one input.
fn text(input: &[u8], rows: &[Vec<String>], with_base: bool, style: Style) -> String {
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
    let mut out = format!(
        "{}\n{:<33}",
        style.strong(&report::escape(input)),
        "revision"
    );
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

/// The JSON record of one input: data, not the table's display strings.
fn json(
    input: &[u8],
    results: &[(Revision, Result<Parse<'_>, ParseError>)],
    normals: &[Result<String, Error>],
    resolutions: &[Option<Result<Resolution, Error>>],
) -> CompareRecord {
    let revisions: Vec<CompareAnswer> = results
        .iter()
        .zip(normals)
        .zip(resolutions)
        .map(|(((rev, r), n), res)| CompareAnswer {
            revision: rev.id(),
            valid: r.is_ok(),
            form: r.as_ref().ok().map(Parse::form),
            components: r.as_ref().ok().map(ComponentsJson::new),
            error: r.as_ref().err().map(Error::from),
            normal: NormalFormResult::from(n.clone()),
            resolution: res.as_ref().map(|res| crate::resolve::answer(*rev, res)),
        })
        .collect();
    let differ = differ_keys(&revisions);
    CompareRecord {
        echo: Echo::new(input),
        valid: results.iter().all(|(_, r)| r.is_ok()),
        revisions,
        differ,
    }
}

/// The keys whose values differ: `valid` and `resolution` between all revisions,
/// `form` and each component between the revisions that accept the input and have
/// the component.
fn differ_keys(answers: &[CompareAnswer]) -> Vec<String> {
    let differs = |values: Vec<serde_json::Value>| values.windows(2).any(|w| w[0] != w[1]);
    let mut keys = Vec::new();
    if differs(answers.iter().map(|a| a.valid.into()).collect()) {
        keys.push("valid".to_owned());
    }
    let accepted: Vec<&CompareAnswer> = answers.iter().filter(|a| a.valid).collect();
    if differs(accepted.iter().map(|a| a.form.into()).collect()) {
        keys.push("form".to_owned());
    }
    let mut names: Vec<&String> = Vec::new();
    for a in &accepted {
        for key in a.components.iter().flat_map(ComponentsJson::keys) {
            if !names.contains(&key) {
                names.push(key);
            }
        }
    }
    for name in names {
        let values = accepted
            .iter()
            .filter_map(|a| a.components.as_ref()?.get(name).cloned())
            .collect();
        if differs(values) {
            keys.push(name.clone());
        }
    }
    let normals = accepted
        .iter()
        .map(|a| serde_json::to_value(&a.normal).unwrap_or_default())
        .collect();
    if differs(normals) {
        keys.push("normal".to_owned());
    }
    let resolutions: Vec<serde_json::Value> = answers
        .iter()
        .filter_map(|a| a.resolution.as_ref())
        .map(|r| serde_json::to_value(r).unwrap_or_default())
        .collect();
    if differs(resolutions) {
        keys.push("resolution".to_owned());
    }
    keys
}
