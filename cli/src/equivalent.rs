//! `urispec equivalent`: are two references the same under each document's rules,
//! by which steps, or where do they differ.

use std::ffi::OsString;
use std::io::Write;

use urispec::equiv::{Equivalence, NormalizeOptions};
use urispec::{ParseError, Revision};

use crate::args::{Format, Revisions};
use crate::contract::{Echo, Error};
use crate::contract_equiv::{EquivalentAnswer, EquivalentRecord, Side};
use crate::emit::Emitter;
use crate::failure::{Failure, Outcome};
use crate::input::Inputs;
use crate::normalize::{LevelArg, utf8};
use crate::report;
use crate::style::Style;

/// Arguments of `urispec equivalent`.
#[derive(Debug, clap::Args)]
pub struct EquivalentArgs {
    /// Revision: an id or alias, or `all` (every revision's answer).
    #[arg(long, short)]
    pub revision: Revisions,
    /// How far the rules go: `syntax` (case, escapes) or `scheme` (also default ports
    /// and the empty path, where the document states them).
    #[arg(long, value_enum, default_value_t = LevelArg::Scheme)]
    pub level: LevelArg,
    /// Where a document leaves the default port to the scheme, apply the default ports
    /// RFC 1738 §3 names (http 80, ftp 21, …).
    #[arg(long)]
    pub rfc1738_ports: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read pairs: each line of FILE holds two references separated by
    /// a tab or spaces; `-` is standard input; repeatable. Without REFERENCES or
    /// `--from`, standard input is read.
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub from: Vec<String>,
    /// The two references.
    #[arg(num_args = 0..=2, value_hint = clap::ValueHint::Other)]
    pub references: Vec<OsString>,
}

/// What one revision said about one pair.
type Answer = Result<Equivalence, (Side, ParseError)>;

/// Two references, as bytes.
type Pair = (Vec<u8>, Vec<u8>);

/// A line of `--from` that does not hold two references: its number (from 1) and
/// its bytes.
type Malformed = (usize, Vec<u8>);

/// Runs `equivalent`: `Ok(true)` when every pair is equivalent under every revision
/// that accepts both; `Ok(false)` when some revision says not; otherwise an error
/// (exit 2), after every line is answered, when a pair is rejected by every revision
/// asked or a line holds no pair.
pub fn run(args: &EquivalentArgs, style: Style, out: &mut impl Write) -> Outcome {
    let options = NormalizeOptions {
        level: args.level.into(),
        rfc1738_ports: args.rfc1738_ports,
    };
    let mut emitter = Emitter::new(out, args.format);
    let (mut all_equivalent, mut unanswered) = (true, None);
    for pair in pairs(&args.references, &args.from)? {
        let (a, b) = match pair? {
            Ok(pair) => pair,
            Err((number, line)) => {
                let message = format!(
                    "input line {number}: expected two references separated by a tab or spaces"
                );
                unanswered.get_or_insert(message.clone());
                emitter.record(
                    || EquivalentRecord::malformed(&line, message.clone()),
                    || format!("{}: \"{}\"\n", style.bad(&message), report::escape(&line)),
                )?;
                continue;
            }
        };
        let answers: Vec<(Revision, Answer)> = args
            .revision
            .0
            .iter()
            .map(|&r| (r, answer(r, &a, &b, options)))
            .collect();
        let differs = answers
            .iter()
            .any(|(_, x)| matches!(x, Ok(e) if !e.equivalent));
        all_equivalent &= !differs;
        // Equivalent under every revision that accepts both, and some revision does.
        let equivalent = !differs && answers.iter().any(|(_, x)| x.is_ok());
        if answers.iter().all(|(_, x)| x.is_err()) {
            unanswered.get_or_insert(format!(
                "{} and {}: rejected by every revision asked",
                report::escape(&a),
                report::escape(&b)
            ));
        }
        let text = || {
            answers
                .iter()
                .map(|(r, x)| text(*r, &a, &b, x, style))
                .collect::<String>()
        };
        let record = || EquivalentRecord {
            a: Some(Echo::new(&a)),
            b: Some(Echo::new(&b)),
            line: None,
            equivalent,
            revisions: answers.iter().map(|(r, x)| json(*r, x)).collect(),
            error: None,
        };
        emitter.record(record, text)?;
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
/// no pair is given back as it is, to be answered as an error.
fn pairs<'a>(
    references: &'a [OsString],
    from: &[String],
) -> Result<impl Iterator<Item = Result<Result<Pair, Malformed>, Failure>> + 'a, Failure> {
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
        Some(Inputs::new(&[], from))
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

/// One revision's verdict on the pair, or the reference it rejects.
fn answer(revision: Revision, a: &[u8], b: &[u8], options: NormalizeOptions) -> Answer {
    let a = utf8(revision, a).map_err(|e| (Side::A, e))?;
    let b = utf8(revision, b).map_err(|e| (Side::B, e))?;
    revision.check(a).map_err(|e| (Side::A, e))?;
    revision.check(b).map_err(|e| (Side::B, e))?;
    revision.equivalent(a, b, options).map_err(|e| (Side::A, e))
}

/// A verdict line, then the steps of each side, the notes, the difference.
fn text(revision: Revision, a: &[u8], b: &[u8], answer: &Answer, style: Style) -> String {
    let head = format!("{:<33}", revision.id());
    let (a, b) = (report::escape(a), report::escape(b));
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

/// One revision's JSON answer.
fn json(revision: Revision, answer: &Answer) -> EquivalentAnswer {
    match answer {
        Err((side, e)) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: None,
            normal_a: None,
            normal_b: None,
            difference: None,
            rejected: Some(*side),
            error: Some(Error::from(e)),
        },
        Ok(e) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: Some(e.equivalent),
            normal_a: Some(e.a.clone().into()),
            normal_b: Some(e.b.clone().into()),
            difference: e.difference.clone(),
            rejected: None,
            error: None,
        },
    }
}
