//! `urispec check`: validation with diagnostics.

use std::io::Write;

use urispec::{ParseError, Validator};

use crate::args::{CheckArgs, Format};
use crate::input::Inputs;
use crate::report;
use crate::style::Style;

/// Runs `check`; returns whether every input was valid under every revision.
pub fn run(args: &CheckArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let validators = args
        .revision
        .0
        .iter()
        .map(|&rev| match &args.rule {
            Some(rule) => Validator::new(rev, rule).map_err(|e| e.to_string()),
            None => Ok(Validator::start(rev).clone()),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut all_valid = true;
    for input in Inputs::new(&args.inputs) {
        let input = input.map_err(|e| format!("reading standard input: {e}"))?;
        for validator in &validators {
            let result = validator.check(&input);
            all_valid &= result.is_ok();
            let line = match args.format {
                Format::Text => text(
                    &input,
                    validator,
                    result.as_ref().err(),
                    validators.len() > 1,
                    style,
                ),
                Format::Jsonl => jsonl(&input, validator, result.as_ref().err()),
            };
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
    }
    Ok(all_valid)
}

/// `valid  http://a/b`, or `invalid  http://a b` with a caret line under it.
fn text(
    input: &[u8],
    validator: &Validator,
    error: Option<&ParseError>,
    tag: bool,
    style: Style,
) -> String {
    let prefix = if tag {
        format!("{:<33}", validator.revision().id())
    } else {
        String::new()
    };
    let shown = report::escape(input);
    match error {
        None => format!("{prefix}{}    {shown}", style.good("valid")),
        Some(e) => {
            let caret = report::caret(input, e, prefix.len() + 9, style);
            format!("{prefix}{}  {shown}\n{caret}", style.bad("invalid"))
        }
    }
}

/// One JSON object: input, revision, rule, valid, and the error when invalid.
fn jsonl(input: &[u8], validator: &Validator, error: Option<&ParseError>) -> String {
    let mut object = serde_json::json!({
        "input": String::from_utf8_lossy(input),
        "revision": validator.revision().id(),
        "rule": urispec::bnf::pest_name(validator.rule()),
        "valid": error.is_none(),
    });
    if let Some(e) = error {
        object["error"] = serde_json::json!({
            "offset": e.offset,
            "expected": e.expected,
            "section": e.section,
            "message": e.message(),
        });
    }
    object.to_string()
}
