//! `urispec normalize`: the normal form each document's rules give, and the steps.

use std::cell::Cell;
use std::io::Write;

use urispec::equiv::Normal;
use urispec::{ParseError, Revision};

use crate::args::{NormalizeArgs, Revisions};
use crate::contract::normalize::{normalize, normalize_all, record};
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;
use crate::progress;

/// Runs `normalize`; returns whether every input was valid under every revision.
pub fn run(args: &NormalizeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let options = args.rules.options();
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    let revisions = Revisions::merge(&args.revision);
    for input in progress::inputs(&args.inputs, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        // Text answers one revision at a time, each dropped before the next; the JSON
        // record holds them all.
        let valid = Cell::new(true);
        let text = |out: &mut _| {
            for &rev in &revisions {
                let result = normalize(rev, &input, options);
                valid.set(valid.get() && result.is_ok());
                write_text(rev, &input, &result, style, out)?;
            }
            Ok(())
        };
        let record = || {
            let results = normalize_all(&revisions, &input, options);
            valid.set(results.iter().all(|(_, r)| r.is_ok()));
            record(&input, results)
        };
        emitter.record_streamed(record, text)?;
        all_valid &= valid.get();
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// `REV  normal  INPUT → NORMAL` and the steps and notes, or the caret diagnostic.
fn write_text(
    revision: Revision,
    input: &[u8],
    result: &Result<Normal, ParseError>,
    style: Style,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let head = format!("{:<33}", revision.id());
    let shown = escape::escape(input);
    match result {
        Err(e) => write!(
            out,
            "{head}{}  {shown}\n{}\n",
            style.bad("invalid"),
            escape::caret(input, e, head.len() + 9, style)
        ),
        Ok(n) => {
            write!(
                out,
                "{head}{}  {shown} → {}",
                style.good("normal"),
                escape::escape(n.normal.as_bytes())
            )?;
            for step in &n.steps {
                write!(out, "\n    {step}")?;
            }
            for note in &n.notes {
                write!(out, "\n    note: {note}")?;
            }
            writeln!(out)
        }
    }
}
