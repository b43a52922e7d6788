//! `urispec parse`: the typed tree of each input under one revision or all.

use std::fmt::Write as _;
use std::io::Write;

use urispec::ast::{Components, Parse};
use urispec::{ParseError, Revision, Validator};

use crate::args::ParseArgs;
use crate::contract::{ComponentsJson, Echo, Error, ParseAnswer, ParseRecord};
use crate::failure::Outcome;
use crate::input::Inputs;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;

/// Runs `parse`; returns whether every input was valid under every revision asked.
pub fn run(args: &ParseArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    for input in Inputs::new(&args.inputs, &args.input.from) {
        let input = input?;
        let results: Vec<(Revision, Result<Parse<'_>, ParseError>)> = args
            .revision
            .0
            .iter()
            .map(|&rev| (rev, parse(rev, &input)))
            .collect();
        let valid = results.iter().all(|(_, r)| r.is_ok());
        all_valid &= valid;
        let record = || ParseRecord {
            echo: Echo::new(&input),
            valid,
            revisions: results.iter().map(|(rev, r)| answer(*rev, r)).collect(),
        };
        let text = || {
            results
                .iter()
                .map(|(rev, r)| match r {
                    Ok(p) => text(p, style),
                    Err(e) => invalid_text(*rev, &input, e, style),
                })
                .collect::<String>()
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// The parse of `input` under `revision`; input that is not UTF-8 gets the error
/// `check` gives it.
pub fn parse(revision: Revision, input: &[u8]) -> Result<Parse<'_>, ParseError> {
    match std::str::from_utf8(input) {
        Ok(text) => revision.parse(text),
        Err(e) => Err(Validator::start(revision)
            .check(input)
            .err()
            .unwrap_or_else(|| ParseError {
                revision,
                rule: revision.start_rule().to_owned(),
                offset: e.valid_up_to(),
                expected: Vec::new(),
                section: None,
                found: "invalid UTF-8".to_owned(),
            })),
    }
}

/// One revision's JSON answer.
fn answer<'p>(revision: Revision, result: &'p Result<Parse<'p>, ParseError>) -> ParseAnswer<'p> {
    match result {
        Ok(p) => ParseAnswer {
            revision: revision.id(),
            valid: true,
            form: Some(p.form()),
            components: Some(ComponentsJson::new(p)),
            segments: Some(p.segments()),
            tree: Some(p.tree()),
            error: None,
        },
        Err(e) => ParseAnswer {
            revision: revision.id(),
            valid: false,
            form: None,
            components: None,
            segments: None,
            tree: None,
            error: Some(Error::from(e)),
        },
    }
}

/// `rfc2396: invalid  INPUT` and the caret line.
pub fn invalid_text(revision: Revision, input: &[u8], e: &ParseError, style: Style) -> String {
    let head = format!("{revision}: {}  ", style.bad("invalid"));
    let indent = revision.id().len() + ": invalid  ".len();
    format!(
        "{head}{}\n{}\n",
        escape::escape(input),
        escape::caret(input, e, indent, style)
    )
}

/// The common view as aligned lines, then the derivation as an outline.
fn text(p: &Parse<'_>, style: Style) -> String {
    let c = p.components();
    let show = |v: Option<&str>| v.map_or_else(|| "(undefined)".to_owned(), escape::quoted);
    let host = c
        .host
        .map(|h| format!("{} ({})", escape::quoted(h.as_str()), h.kind(p.revision())));
    let lacks = Components::lacking(p.revision());
    let mut rows = vec![("scheme", show(c.scheme)), ("authority", show(c.authority))];
    // RFC 1808's net_loc has no host or port of its own.
    if !lacks.contains(&"host") {
        rows.push(("host", host.unwrap_or_else(|| "(undefined)".to_owned())));
        rows.push(("port", show(c.port)));
    }
    if !lacks.contains(&"leading_slash") {
        let slash = if c.leading_slash { "yes" } else { "no" };
        rows.push(("leading_slash", slash.to_owned()));
    }
    rows.push(("path", show(c.path)));
    if !lacks.contains(&"params") {
        rows.push(("params", show(c.params)));
    }
    rows.extend([("query", show(c.query)), ("fragment", show(c.fragment))]);
    let mut out = format!("{}: {}\n", p.revision(), p.form());
    for (name, value) in rows {
        let _ = writeln!(out, "  {name:<13} {value}");
    }
    out.push_str("  derivation:\n");
    crate::commands::tree::outline(p.tree().root(), 2, None, style, &mut out);
    out
}
