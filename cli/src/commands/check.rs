//! `urispec check`: validation with diagnostics, tallies, or the exit status only.

use std::fmt::Write as _;
use std::io::Write;

use crate::args::{CheckArgs, Format, Only, Revisions};
use crate::contract::check::{Checker, Input, RecordWriter, Verdict, checkers, verdict};
use crate::contract::{Count, Counts};
use crate::failure::Outcome;
use crate::input;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;
use crate::progress;

/// Runs `check`; returns whether every input was valid under every revision.
pub fn run<W: Write>(args: &CheckArgs, style: Style, out: &mut W) -> Outcome {
    let checkers = checkers(&Revisions::merge(&args.revision), args.rule.as_deref())?;
    if args.count {
        return count(args, &checkers, out);
    }
    // Diagnostics and notes are computed only for the answers printed.
    let explain = !args.quiet && args.only != Some(Only::Valid);
    let notes = !args.quiet && args.only != Some(Only::Invalid);
    let tag = checkers.len() > 1;
    let mut writer = RecordWriter::new(&checkers);
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    // The answers kept for the record, with their checker's position; reused.
    let mut answers: Vec<(usize, Verdict)> = Vec::with_capacity(checkers.len());
    for bytes in progress::inputs(&args.inputs, &args.input.from) {
        // With --quiet, no record: a line over the limit is said on standard error.
        let bytes = if args.quiet {
            input::or_reported(bytes)?
        } else {
            emitter.input(bytes, style)?
        };
        let Some(bytes) = bytes else {
            continue;
        };
        let input = Input::new(&bytes);
        // Every answer decides `valid`; `--only` keeps some of them for the record.
        let mut valid = true;
        answers.clear();
        for (at, checker) in checkers.iter().enumerate() {
            let verdict = verdict(checker, input, explain, notes);
            valid &= verdict.valid();
            if args
                .only
                .is_none_or(|o| (o == Only::Valid) == verdict.valid())
            {
                answers.push((at, verdict));
            }
        }
        all_valid &= valid;
        if args.quiet {
            if valid {
                continue;
            }
            return Ok(false);
        }
        if answers.is_empty() {
            continue;
        }
        let text = |out: &mut W| {
            for (at, verdict) in &answers {
                let line = text(&bytes, &checkers[*at], verdict, tag, style);
                out.write_all(line.as_bytes())?;
            }
            Ok(())
        };
        let json = |out: &mut W| writer.write(out, input, valid, &answers);
        emitter.record_json(json, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// `valid  http://a/b`, or `invalid  http://a b` with a caret line under it; a valid
/// input's notes on lines of their own.
fn text(input: &[u8], checker: &Checker, verdict: &Verdict, tag: bool, style: Style) -> String {
    let prefix = if tag {
        format!("{:<33}", checker.revision.id())
    } else {
        String::new()
    };
    let shown = escape::escape(input);
    match (verdict, &checker.validator) {
        (Verdict::Valid(notes), _) => {
            let mut out = format!("{prefix}{}    {shown}\n", style.good("valid"));
            for n in notes {
                let pad = " ".repeat(prefix.len() + 9);
                let _ = writeln!(out, "{pad}note: {} ({})", n.text, n.section);
            }
            out
        }
        (Verdict::Invalid(Some(e)), _) => {
            let caret = escape::caret(input, e, prefix.len() + 9, style);
            format!("{prefix}{}  {shown}\n{caret}\n", style.bad("invalid"))
        }
        (Verdict::NoRule, Err(message)) => {
            format!("{prefix}{}  {message}\n", style.bad("no rule"))
        }
        (Verdict::Invalid(None) | Verdict::NoRule, _) => {
            format!("{prefix}{}  {shown}\n", style.bad("invalid"))
        }
    }
}

/// `--count`: the tallies per revision, at the automaton's speed.
fn count(args: &CheckArgs, checkers: &[Checker], out: &mut impl Write) -> Outcome {
    let mut counts: Vec<Count> = checkers
        .iter()
        .map(|c| Count {
            revision: c.revision.id(),
            inputs: 0,
            valid: 0,
            invalid: 0,
        })
        .collect();
    for input in progress::inputs(&args.inputs, &args.input.from) {
        // No record per input: a line over the limit is said on standard error.
        let Some(input) = input::or_reported(input)? else {
            continue;
        };
        for (checker, count) in checkers.iter().zip(&mut counts) {
            count.inputs += 1;
            if checker.validator.as_ref().is_ok_and(|v| v.is_valid(&input)) {
                count.valid += 1;
            } else {
                count.invalid += 1;
            }
        }
    }
    let all_valid = counts.iter().all(|c| c.invalid == 0);
    match args.format {
        Format::Text => {
            for c in &counts {
                let prefix = if counts.len() > 1 {
                    format!("{:<33}", c.revision)
                } else {
                    String::new()
                };
                let (n, valid, invalid) = (c.inputs, c.valid, c.invalid);
                let inputs = if n == 1 { "input" } else { "inputs" };
                writeln!(
                    out,
                    "{prefix}{n} {inputs}: {valid} valid, {invalid} invalid"
                )?;
            }
        }
        Format::Json => {
            serde_json::to_writer(&mut *out, &Counts { counts })?;
            out.write_all(b"\n")?;
        }
        Format::Jsonl => {
            for c in &counts {
                serde_json::to_writer(&mut *out, c)?;
                out.write_all(b"\n")?;
            }
        }
    }
    Ok(all_valid)
}
