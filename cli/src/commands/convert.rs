//! `urispec convert`: RFC 3987 §3.1 (IRI → URI) and §3.2 (URI → IRI).

use std::ffi::OsString;
use std::io::Write;

use urispec::convert::{to_iri, to_uri};

use crate::args::{Format, InputArgs};
use crate::contract::equiv::ConvertRecord;
use crate::contract::{Echo, Error};
use crate::failure::Outcome;
use crate::input::Inputs;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;

/// Which way to convert.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// RFC 3987 §3.1: an IRI reference to a URI reference.
    Uri,
    /// RFC 3987 §3.2: a URI reference to an IRI reference.
    Iri,
}

/// Arguments of `urispec convert`.
#[derive(Debug, clap::Args)]
pub struct ConvertArgs {
    /// What to convert to: `uri` (§3.1, the input an RFC 3987 IRI reference) or `iri`
    /// (§3.2, the input an RFC 3986 URI reference).
    #[arg(long, value_enum)]
    pub to: Target,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = clap::ValueHint::Url)]
    pub inputs: Vec<OsString>,
}

/// Runs `convert`: one line per input, the converted form or the reason it is no
/// IRI (URI) reference; returns whether every input converted.
pub fn run(args: &ConvertArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for input in Inputs::new(&args.inputs, &args.input.from) {
        let input = input?;
        let result = match std::str::from_utf8(&input) {
            Ok(text) => match args.to {
                Target::Uri => to_uri(text),
                Target::Iri => to_iri(text),
            }
            .map_err(|e| Error::from(&e)),
            Err(e) => Err(Error::utf8(e.valid_up_to())),
        };
        all_ok &= result.is_ok();
        let text = || match &result {
            Ok(converted) => format!("{converted}\n"),
            Err(e) => {
                let pad = " ".repeat(escape::width(&input, e.offset.unwrap_or_default()));
                format!(
                    "{}\n{pad}{} {}\n",
                    escape::escape(&input),
                    style.bad("^"),
                    e.message
                )
            }
        };
        let record = || ConvertRecord {
            echo: Echo::new(&input),
            to: match args.to {
                Target::Uri => "uri",
                Target::Iri => "iri",
            },
            section: match args.to {
                Target::Uri => "§3.1",
                Target::Iri => "§3.2",
            },
            converted: result.as_ref().ok().cloned(),
            error: result.as_ref().err().cloned(),
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_ok)
}
