//! `urispec encode` and `urispec decode`: percent-encoding by component, the
//! characters each component carries literally computed from the grammar.

use std::io::Write;

use urispec::equiv::{decode, encode, literal_chars};

use crate::args::{DecodeArgs, EncodeArgs};
use crate::contract::Error;
use crate::contract::encode::{decode_error, decode_record, encode_record};
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;
use crate::progress;

/// Runs `encode`: one line per text, the encoded form; returns whether every text
/// was UTF-8 (and so encoded).
pub fn run_encode(args: &EncodeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let (revision, component) = (args.revision, args.component.as_str());
    let literal: String = literal_chars(revision, component)
        .map_err(|e| e.to_string())?
        .ascii_chars()
        .collect();
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for input in progress::inputs(&args.texts, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        let result = match std::str::from_utf8(&input) {
            Ok(text) => Ok(encode(revision, component, text).map_err(|e| e.to_string())?),
            Err(e) => Err(Error::utf8(e.valid_up_to())),
        };
        all_ok &= result.is_ok();
        let text = || match &result {
            Ok(encoded) => format!("{encoded}\n"),
            Err(e) => flagged(&input, e, style),
        };
        let record = || encode_record(&input, (revision, component), &literal, &result);
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_ok)
}

/// Runs `decode`; returns whether every text decoded.
pub fn run_decode(args: &DecodeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for input in progress::inputs(&args.texts, &args.input.from) {
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        let result = match std::str::from_utf8(&input) {
            Ok(text) => decode(text).map_err(|e| decode_error(&e)),
            Err(e) => Err(Error::utf8(e.valid_up_to())),
        };
        all_ok &= result.is_ok();
        let text = || match &result {
            Ok(octets) => format!("{}\n", escape::escape(octets)),
            Err(e) => flagged(&input, e, style),
        };
        let record = || decode_record(&input, &result);
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_ok)
}

/// The text shown, with a caret under the byte the error is about.
fn flagged(input: &[u8], e: &Error, style: Style) -> String {
    let pad = " ".repeat(escape::width(input, e.offset.unwrap_or_default()));
    format!(
        "{}\n{pad}{} {}\n",
        escape::escape(input),
        style.bad("^"),
        e.message
    )
}
