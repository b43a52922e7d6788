//! `urispec equivalent`: are two references the same under each document's rules,
//! by which steps, or where do they differ.

use std::cell::Cell;
use std::ffi::OsString;
use std::io::Write;

use urispec::Revision;

use crate::args::{EquivalentArgs, Revisions};
use crate::contract::equiv::{EquivalentRecord, Side};
use crate::contract::equivalent::{Answer, Verdicts, answer, write_record};
use crate::failure::{Failure, Outcome};
use crate::input::Unread;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::passes::{HELD_UP_TO, twice};
use crate::output::style::Style;
use crate::progress;

/// Two references, as bytes.
type Pair = (Vec<u8>, Vec<u8>);

/// A line of `--from` that does not hold two references: its number (from 1) and
/// its bytes.
type Malformed = (usize, Vec<u8>);

/// Runs `equivalent`: `Ok(true)` when every pair is equivalent under every revision
/// that accepts both; `Ok(false)` when some revision says not; otherwise an error
/// (exit 2), after every line is answered, when a pair is rejected by every revision
/// asked or a line holds no pair.
pub fn run<W: Write>(args: &EquivalentArgs, style: Style, out: &mut W) -> Outcome {
    let options = args.rules.options();
    let revisions = Revisions::merge(&args.revision);
    let mut emitter = Emitter::new(out, args.format);
    let (mut all_equivalent, mut unanswered) = (true, None);
    for pair in pairs(&args.references, &args.from)? {
        let pair = match pair {
            Ok(pair) => pair,
            Err(unread) => {
                emitter.input(Err(unread), style)?;
                continue;
            }
        };
        let (a, b) = match pair {
            Ok(pair) => pair,
            Err((number, line)) => {
                let message = format!(
                    "input line {number}: expected two references separated by a tab or spaces"
                );
                unanswered.get_or_insert(message.clone());
                emitter.record(
                    || EquivalentRecord::malformed(&line, message.clone()),
                    || format!("{}: \"{}\"\n", style.bad(&message), escape::escape(&line)),
                )?;
                continue;
            }
        };
        // Text writes each revision's answer as it is made; JSON's `equivalent`
        // comes before the answers (see `twice`). Either learns the verdicts.
        let verdicts = Cell::new(Verdicts::default());
        let make = |i: usize| answer(revisions[i], &a, &b, options);
        let text = |out: &mut W| {
            let mut seen = Verdicts::default();
            for (i, &revision) in revisions.iter().enumerate() {
                let answer = make(i);
                seen.see(&answer);
                out.write_all(text(revision, &a, &b, &answer, style).as_bytes())?;
            }
            verdicts.set(seen);
            Ok(())
        };
        let json = |out: &mut W| {
            let mut seen = Verdicts::default();
            let hold = a.len() + b.len() <= HELD_UP_TO;
            let answers = twice(revisions.len(), hold, make, |x| seen.see(x));
            verdicts.set(seen);
            let answers = revisions.iter().copied().zip(answers);
            write_record(out, &a, &b, seen.equivalent(), answers)
        };
        emitter.record_json(json, text)?;
        let verdicts = verdicts.get();
        all_equivalent &= !verdicts.differs;
        if !verdicts.answered {
            unanswered.get_or_insert(format!(
                "{} and {}: rejected by every revision asked",
                escape::escape(&a),
                escape::escape(&b)
            ));
        }
    }
    emitter.finish()?;
    match unanswered {
        Some(message) if all_equivalent => Err(Failure::Message(message)),
        _ => Ok(all_equivalent),
    }
}

/// The pairs: the two arguments, then one pair per line of each `--from` file
/// (standard input when there are neither), its two fields separated by tabs or
/// spaces (any other byte, a CR included, is part of a reference); a line that holds
/// no pair is given back as it is, to be answered as an error (and a line over the
/// limit, or why reading failed, as [`Unread`]).
fn pairs<'a>(
    references: &'a [OsString],
    from: &[String],
) -> Result<impl Iterator<Item = Result<Result<Pair, Malformed>, Unread>> + 'a, Failure> {
    let given = match references {
        [a, b] => Some(Ok(Ok((
            a.as_encoded_bytes().to_vec(),
            b.as_encoded_bytes().to_vec(),
        )))),
        [] => None,
        _ => {
            return Err(Failure::Message(
                "equivalent takes two references (or none, to read pairs from --from or standard input)"
                    .to_owned(),
            ));
        }
    };
    let lines = if given.is_some() && from.is_empty() {
        None
    } else {
        Some(progress::inputs(&[], from))
    };
    let lines = lines.into_iter().flatten().enumerate().map(|(n, line)| {
        let line = line?;
        let mut fields = line
            .split(|b| matches!(b, b'\t' | b' '))
            .filter(|f| !f.is_empty());
        Ok(match (fields.next(), fields.next(), fields.next()) {
            (Some(a), Some(b), None) => Ok((a.to_vec(), b.to_vec())),
            _ => Err((n + 1, line)),
        })
    });
    Ok(given.into_iter().chain(lines))
}

/// A verdict line, then the steps of each side, the notes, the difference.
fn text(revision: Revision, a: &[u8], b: &[u8], answer: &Answer, style: Style) -> String {
    let head = format!("{:<33}", revision.id());
    let (a, b) = (escape::escape(a), escape::escape(b));
    match answer {
        Err((side, e)) => {
            let side = match side {
                Side::A => 'A',
                Side::B => 'B',
            };
            format!("{head}{}  {side}: {}\n", style.bad("rejected"), e.message())
        }
        Ok(e) => {
            let verdict = if e.equivalent {
                style.good("equivalent")
            } else {
                style.bad("not equivalent")
            };
            let mut lines = vec![format!("{head}{verdict}  {a}  {b}")];
            for (side, normal) in [('A', &e.a), ('B', &e.b)] {
                lines.extend(normal.steps.iter().map(|s| format!("    {side}: {s}")));
            }
            if let Some(d) = &e.difference {
                lines.push(format!("    {d}"));
            } else {
                for n in e.a.notes.iter().chain(&e.b.notes) {
                    let shown = format!("    note: {n}");
                    if !lines.contains(&shown) {
                        lines.push(shown);
                    }
                }
            }
            lines.join("\n") + "\n"
        }
    }
}
