//! `urispec equivalent`: are two references the same under each document's rules,
//! by which steps, or where do they differ.

use std::io::Write;

use urispec::equiv::{Equivalence, Options};
use urispec::{ParseError, Revision};

use crate::args::Revisions;
use crate::input::Inputs;
use crate::normalize::LevelArg;
use crate::records::{RecordFormat, Records, error_json, utf8};
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
    #[arg(long, value_enum, default_value_t = RecordFormat::Text)]
    pub format: RecordFormat,
    /// The two references; without them, each line of standard input holds two,
    /// separated by a tab or spaces.
    #[arg(num_args = 0..=2)]
    pub references: Vec<String>,
}

/// What one revision said about one pair.
type Answer = Result<Equivalence, (char, ParseError)>;

/// Runs `equivalent`: `Ok(true)` when every pair is equivalent under every revision
/// that accepts both; `Ok(false)` when some revision says not; an error (exit 2) when
/// a pair is rejected by every revision asked.
pub fn run(args: &EquivalentArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let options = Options {
        level: args.level.into(),
        rfc1738_ports: args.rfc1738_ports,
    };
    let mut records = Records::new(args.format, out);
    let (mut all_equivalent, mut unanswered) = (true, None);
    for (a, b) in pairs(&args.references)? {
        let mut answered = false;
        for &revision in &args.revision.0 {
            let answer = answer(revision, &a, &b, options);
            answered |= answer.is_ok();
            all_equivalent &= !matches!(&answer, Ok(e) if !e.equivalent);
            records.write(
                || text(revision, &a, &b, &answer, style),
                || json(revision, &a, &b, &answer),
            )?;
        }
        if !answered {
            unanswered.get_or_insert(format!(
                "{} and {}: rejected by every revision asked",
                report::escape(&a),
                report::escape(&b)
            ));
        }
    }
    records.finish()?;
    match unanswered {
        Some(message) if all_equivalent => Err(message),
        _ => Ok(all_equivalent),
    }
}

/// The pairs: the two arguments, or one pair per line of standard input.
/// Two references, as bytes.
type Pair = (Vec<u8>, Vec<u8>);

fn pairs(references: &[String]) -> Result<Vec<Pair>, String> {
    match references {
        [a, b] => Ok(vec![(a.as_bytes().to_vec(), b.as_bytes().to_vec())]),
        [_] => Err("equivalent takes two references (or none, to read pairs from standard input)".to_owned()),
        _ => Inputs::new(&[])
            .enumerate()
            .map(|(n, line)| {
                let line = line.map_err(|e| format!("reading standard input: {e}"))?;
                let mut fields = line
                    .split(u8::is_ascii_whitespace)
                    .filter(|f| !f.is_empty());
                match (fields.next(), fields.next(), fields.next()) {
                    (Some(a), Some(b), None) => Ok((a.to_vec(), b.to_vec())),
                    _ => Err(format!(
                        "standard input line {}: expected two references separated by a tab or spaces",
                        n + 1
                    )),
                }
            })
            .collect(),
    }
}

fn answer(revision: Revision, a: &[u8], b: &[u8], options: Options) -> Answer {
    let a = utf8(revision, a).map_err(|e| ('A', e))?;
    let b = utf8(revision, b).map_err(|e| ('B', e))?;
    revision.check(a).map_err(|e| ('A', e))?;
    revision.check(b).map_err(|e| ('B', e))?;
    revision.equivalent(a, b, options).map_err(|e| ('A', e))
}

/// A verdict line, then the steps of each side, the notes, the difference.
fn text(revision: Revision, a: &[u8], b: &[u8], answer: &Answer, style: Style) -> String {
    let head = format!("{:<33}", revision.id());
    let (a, b) = (report::escape(a), report::escape(b));
    match answer {
        Err((side, e)) => format!("{head}{}  {side}: {}", style.bad("rejected"), e.message()),
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
            lines.join("\n")
        }
    }
}

fn json(revision: Revision, a: &[u8], b: &[u8], answer: &Answer) -> serde_json::Value {
    let mut object = serde_json::json!({
        "revision": revision.id(),
        "a": String::from_utf8_lossy(a),
        "b": String::from_utf8_lossy(b),
    });
    match answer {
        Err((side, e)) => {
            object["error"] = error_json(e);
            object["error"]["input"] = side.to_ascii_lowercase().to_string().into();
        }
        Ok(e) => {
            object["equivalent"] = e.equivalent.into();
            object["compared"] = serde_json::json!({"a": e.a.normal, "b": e.b.normal});
            object["steps"] = serde_json::json!({"a": e.a.steps, "b": e.b.steps});
            object["notes"] = serde_json::json!({"a": e.a.notes, "b": e.b.notes});
            if let Some(d) = &e.difference {
                object["difference"] = serde_json::json!(d);
            }
        }
    }
    object
}
