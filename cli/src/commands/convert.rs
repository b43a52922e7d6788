//! `urispec convert`: RFC 3987 §3.1 (IRI → URI) and §3.2 (URI → IRI).

use std::io::Write;

use urispec::convert::{to_iri, to_uri};

use crate::args::{ConvertArgs, Target};
use crate::contract::Error;
use crate::contract::encode::convert_record;
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;
use crate::progress;

/// Runs `convert`: one line per input, the converted form or the reason it is no
/// IRI (URI) reference; returns whether every input converted.
pub fn run(args: &ConvertArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for input in progress::inputs(&args.inputs, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
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
        let record = || convert_record(&input, args.to == Target::Uri, &result);
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_ok)
}
