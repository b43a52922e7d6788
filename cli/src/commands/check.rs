//! `urispec check`: validation with diagnostics, tallies, or the exit status only.

use std::fmt::Write as _;
use std::io::Write;

use urispec::ParseError;

use crate::args::{CheckArgs, Format, Only, Revisions};
use crate::contract::check::{Checker, answer, checkers, write_record};
use crate::contract::{CheckAnswer, Count, Counts};
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
    // Diagnostics cost a pest parse: only what is printed pays for it.
    let explain = !args.quiet && args.only != Some(Only::Valid);
    let tag = checkers.len() > 1;
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    for input in progress::inputs(&args.inputs, &args.input.from) {
        // With --quiet, no record: a line over the limit is said on standard error.
        let input = if args.quiet {
            input::or_reported(input)?
        } else {
            emitter.input(input, style)?
        };
        let Some(input) = input else {
            continue;
        };
        // Every answer decides `valid`; `--only` keeps some of them for the record.
        let mut valid = true;
        let mut answers = Vec::with_capacity(checkers.len());
        let mut errors = Vec::with_capacity(checkers.len());
        for checker in &checkers {
            let (answer, error) = answer(checker, &input, explain);
            valid &= answer.valid;
            if args.only.is_none_or(|o| (o == Only::Valid) == answer.valid) {
                answers.push(answer);
                errors.push(error);
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
            for (a, e) in answers.iter().zip(&errors) {
                out.write_all(text(&input, a, e.as_ref(), tag, style).as_bytes())?;
            }
            Ok(())
        };
        let json = |out: &mut W| write_record(out, &input, valid, &answers);
        emitter.record_json(json, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// `valid  http://a/b`, or `invalid  http://a b` with a caret line under it; a valid
/// input's notes on lines of their own.
fn text(
    input: &[u8],
    answer: &CheckAnswer,
    error: Option<&ParseError>,
    tag: bool,
    style: Style,
) -> String {
    let prefix = if tag {
        format!("{:<33}", answer.revision)
    } else {
        String::new()
    };
    let shown = escape::escape(input);
    match (answer.valid, error, &answer.error) {
        (true, _, _) => {
            let mut out = format!("{prefix}{}    {shown}\n", style.good("valid"));
            for n in &answer.notes {
                let pad = " ".repeat(prefix.len() + 9);
                let _ = writeln!(out, "{pad}note: {} ({})", n.text, n.section);
            }
            out
        }
        (false, Some(e), _) => {
            let caret = escape::caret(input, e, prefix.len() + 9, style);
            format!("{prefix}{}  {shown}\n{caret}\n", style.bad("invalid"))
        }
        (false, None, Some(e)) => format!("{prefix}{}  {}\n", style.bad("no rule"), e.message),
        (false, None, None) => format!("{prefix}{}  {shown}\n", style.bad("invalid")),
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
