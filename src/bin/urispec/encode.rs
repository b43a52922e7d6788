//! `urispec encode` and `urispec decode`: percent-encoding by component, the
//! characters each component carries literally computed from the grammar.

use std::io::Write;

use urispec::Revision;
use urispec::equiv::{DecodeError, decode, encode, literal_chars};

use crate::input::Inputs;
use crate::records::{RecordFormat, Records};
use crate::report;
use crate::style::Style;

/// Arguments of `urispec encode`.
#[derive(Debug, clap::Args)]
pub struct EncodeArgs {
    /// Revision: an id or alias.
    #[arg(long, short)]
    pub revision: Revision,
    /// The component, by the document's rule name (RFC 2396: userinfo, segment,
    /// param, query, fragment; RFC 1738: user, password, fsegment, hsegment, search, …).
    #[arg(long, short)]
    pub component: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = RecordFormat::Text)]
    pub format: RecordFormat,
    /// Texts; without any, one per line is read from standard input.
    pub texts: Vec<String>,
}

/// Arguments of `urispec decode`.
#[derive(Debug, clap::Args)]
pub struct DecodeArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = RecordFormat::Text)]
    pub format: RecordFormat,
    /// Texts; without any, one per line is read from standard input.
    pub texts: Vec<String>,
}

/// Runs `encode`: one line per text, the encoded form.
pub fn run_encode(args: &EncodeArgs, out: &mut impl Write) -> Result<bool, String> {
    let (revision, component) = (args.revision, args.component.as_str());
    let literal = literal_chars(revision, component).map_err(|e| e.to_string())?;
    let mut records = Records::new(args.format, out);
    for text in Inputs::new(&args.texts) {
        let text = text.map_err(|e| format!("reading standard input: {e}"))?;
        let text = String::from_utf8(text)
            .map_err(|e| format!("{}: not UTF-8 text", report::escape(e.as_bytes())))?;
        let encoded = encode(revision, component, &text).map_err(|e| e.to_string())?;
        records.write(
            || encoded.clone(),
            || {
                serde_json::json!({
                    "revision": revision.id(),
                    "component": component,
                    "text": text,
                    "encoded": encoded,
                    "literal": literal.ascii_chars().collect::<String>(),
                })
            },
        )?;
    }
    records.finish()?;
    Ok(true)
}

/// Runs `decode`; returns whether every text decoded.
pub fn run_decode(args: &DecodeArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let mut records = Records::new(args.format, out);
    let mut all_ok = true;
    for text in Inputs::new(&args.texts) {
        let text = text.map_err(|e| format!("reading standard input: {e}"))?;
        let text = String::from_utf8(text)
            .map_err(|e| format!("{}: not UTF-8 text", report::escape(e.as_bytes())))?;
        let result = decode(&text);
        all_ok &= result.is_ok();
        records.write(
            || decode_text(&text, &result, style),
            || decode_json(&text, &result),
        )?;
    }
    records.finish()?;
    Ok(all_ok)
}

/// The octets, shown losslessly (control bytes and invalid UTF-8 escaped), or the
/// text with a caret under the bad escape.
fn decode_text(text: &str, result: &Result<Vec<u8>, DecodeError>, style: Style) -> String {
    match result {
        Ok(octets) => report::escape(octets),
        Err(e) => {
            let pad = " ".repeat(report::width(text.as_bytes(), e.offset));
            format!(
                "{}\n{pad}{} {e}",
                report::escape(text.as_bytes()),
                style.bad("^")
            )
        }
    }
}

fn decode_json(text: &str, result: &Result<Vec<u8>, DecodeError>) -> serde_json::Value {
    match result {
        Ok(octets) => serde_json::json!({
            "text": text,
            "decoded": std::str::from_utf8(octets).ok(),
            "octets": octets,
        }),
        Err(e) => serde_json::json!({
            "text": text,
            "error": {"offset": e.offset, "found": e.found, "message": e.to_string()},
        }),
    }
}
