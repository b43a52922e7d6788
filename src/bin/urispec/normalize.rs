//! `urispec normalize`: the normal form each document's rules give, and the steps.

use std::io::Write;

use clap::ValueEnum;
use urispec::equiv::{Level, Normal, Options};
use urispec::{ParseError, Revision};

use crate::args::Revisions;
use crate::input::Inputs;
use crate::records::{RecordFormat, Records, error_json, utf8};
use crate::report;
use crate::style::Style;

/// The levels, as the command line names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// Syntax-based: case of scheme, host and escapes; escaped unreserved characters.
    Syntax,
    /// Scheme-based as well: default ports, the empty path.
    Scheme,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Self {
        match level {
            LevelArg::Syntax => Self::Syntax,
            LevelArg::Scheme => Self::Scheme,
        }
    }
}

/// Arguments of `urispec normalize`.
#[derive(Debug, clap::Args)]
pub struct NormalizeArgs {
    /// Revision: an id or alias, or `all`.
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
    /// Inputs; without any, one per line is read from standard input.
    pub inputs: Vec<String>,
}

/// Runs `normalize`; returns whether every input was valid under every revision.
pub fn run(args: &NormalizeArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let options = Options {
        level: args.level.into(),
        rfc1738_ports: args.rfc1738_ports,
    };
    let mut records = Records::new(args.format, out);
    let mut all_valid = true;
    for input in Inputs::new(&args.inputs) {
        let input = input.map_err(|e| format!("reading standard input: {e}"))?;
        for &revision in &args.revision.0 {
            let result = utf8(revision, &input).and_then(|s| revision.normalize(s, options));
            all_valid &= result.is_ok();
            records.write(
                || text(revision, &input, &result, style),
                || json(revision, &input, &result),
            )?;
        }
    }
    records.finish()?;
    Ok(all_valid)
}

fn text(
    revision: Revision,
    input: &[u8],
    result: &Result<Normal, ParseError>,
    style: Style,
) -> String {
    let head = format!("{:<33}", revision.id());
    let shown = report::escape(input);
    match result {
        Err(e) => format!(
            "{head}{}  {shown}\n{}",
            style.bad("invalid"),
            report::caret(input, e, head.len() + 9, style)
        ),
        Ok(n) => {
            let mut lines = vec![format!(
                "{head}{}  {shown} → {}",
                style.good("normal"),
                n.normal
            )];
            lines.extend(n.steps.iter().map(|s| format!("    {s}")));
            lines.extend(n.notes.iter().map(|s| format!("    note: {s}")));
            lines.join("\n")
        }
    }
}

fn json(
    revision: Revision,
    input: &[u8],
    result: &Result<Normal, ParseError>,
) -> serde_json::Value {
    let mut object = serde_json::json!({
        "revision": revision.id(),
        "input": String::from_utf8_lossy(input),
    });
    match result {
        Err(e) => object["error"] = error_json(e),
        Ok(n) => {
            object["level"] = serde_json::json!(n.level);
            object["normal"] = n.normal.clone().into();
            object["steps"] = serde_json::json!(n.steps);
            object["notes"] = serde_json::json!(n.notes);
        }
    }
    object
}
