//! `urispec parse`: the typed tree of each input under one revision or all.

use std::cell::Cell;
use std::fmt::Write as _;
use std::io::Write;

use urispec::Parse;
use urispec::ast::Components;
use urispec::{ParseError, Revision};

use crate::args::{Format, ParseArgs, Revisions};
use crate::contract::parse::{answer, parse, valid};
use crate::contract::write_by_revision;
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::outline::outline;
use crate::output::stream::Stream;
use crate::output::style::Style;
use crate::progress;

/// Runs `parse`; returns whether every input was valid under every revision asked.
pub fn run(args: &ParseArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    let revisions = Revisions::merge(&args.revision);
    for input in progress::inputs(&args.inputs, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        // Text and JSON answer one revision at a time, each dropped before the next
        // (JSON's `valid`, which comes first, from the automata).
        let mut text_valid = true;
        let json_valid = Cell::new(true);
        let json = |out: &mut _| {
            let valid = revisions.iter().all(|&r| valid(r, &input));
            json_valid.set(valid);
            write_by_revision(out, &input, valid, revisions.len(), |out, i| {
                let result = parse(revisions[i], &input);
                Ok(serde_json::to_writer(out, &answer(revisions[i], &result))?)
            })
        };
        let text = |out: &mut _| {
            let mut stream = Stream::new(out);
            for &rev in &revisions {
                let result = parse(rev, &input);
                text_valid &= result.is_ok();
                let _ = match &result {
                    Ok(p) => text(p, style, &mut stream),
                    Err(e) => stream.write_str(&invalid_text(rev, &input, e, style)),
                };
            }
            stream.finish()
        };
        emitter.record_json(json, text)?;
        all_valid &= if args.format == Format::Text {
            text_valid
        } else {
            json_valid.get()
        };
    }
    emitter.finish()?;
    Ok(all_valid)
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
fn text(p: &Parse<'_>, style: Style, out: &mut impl std::fmt::Write) -> std::fmt::Result {
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
    writeln!(out, "{}: {}", p.revision(), p.form())?;
    for (name, value) in rows {
        writeln!(out, "  {name:<13} {value}")?;
    }
    out.write_str("  derivation:\n")?;
    outline(p.tree().root(), 2, None, style, out);
    Ok(())
}
