//! `urispec normalize`: the normal form each document's rules give, and the steps.

use std::io::Write;

use urispec::equiv::Normal;
use urispec::{ParseError, Revision};

use crate::args::{NormalizeArgs, Revisions};
use crate::contract::normalize::{normalize_all, record};
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
        let input = input?;
        let results = normalize_all(&revisions, &input, options);
        let valid = results.iter().all(|(_, r)| r.is_ok());
        all_valid &= valid;
        let text = || {
            results
                .iter()
                .map(|(r, n)| text(*r, &input, n, style))
                .collect::<String>()
        };
        let record = || record(&input, &results);
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// `REV  normal  INPUT → NORMAL` and the steps and notes, or the caret diagnostic.
fn text(
    revision: Revision,
    input: &[u8],
    result: &Result<Normal, ParseError>,
    style: Style,
) -> String {
    let head = format!("{:<33}", revision.id());
    let shown = escape::escape(input);
    match result {
        Err(e) => format!(
            "{head}{}  {shown}\n{}\n",
            style.bad("invalid"),
            escape::caret(input, e, head.len() + 9, style)
        ),
        Ok(n) => {
            let mut lines = vec![format!(
                "{head}{}  {shown} → {}",
                style.good("normal"),
                escape::escape(n.normal.as_bytes())
            )];
            lines.extend(n.steps.iter().map(|s| format!("    {s}")));
            lines.extend(n.notes.iter().map(|s| format!("    note: {s}")));
            lines.join("\n") + "\n"
        }
    }
}
