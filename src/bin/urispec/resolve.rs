//! `urispec resolve`: each document's resolution of references against a base.

use std::io::Write;

use urispec::resolve::Options;
use urispec::{Resolution, ResolveError, Revision, resolve};

use crate::args::{Format, ResolveArgs};
use crate::input::Inputs;

/// Runs `resolve`; returns whether every reference resolved under every revision.
pub fn run(args: &ResolveArgs, out: &mut impl Write) -> Result<bool, String> {
    let options = Options {
        compat: args.compat,
        remove_dot_dot: args.remove_dot_dot,
    };
    let mut all_ok = true;
    for reference in Inputs::new(&args.references) {
        let reference = reference.map_err(|e| format!("reading standard input: {e}"))?;
        let reference = String::from_utf8_lossy(&reference);
        for &revision in &args.revision.0 {
            let result = resolve(revision, &args.base, &reference, options);
            all_ok &= result.is_ok();
            let line = match args.format {
                Format::Text => text(revision, &reference, &result, args.revision.0.len() > 1),
                Format::Jsonl => jsonl(revision, &args.base, &reference, &result),
            };
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
    }
    Ok(all_ok)
}

/// `ref = target`, with `(current document)` as the documents write it (RFC 3986's
/// algorithm gives a target for every reference, and §5.4.1 writes it).
fn text(
    revision: Revision,
    reference: &str,
    result: &Result<Resolution, ResolveError>,
    tag: bool,
) -> String {
    let prefix = if tag {
        format!("{:<33}", revision.id())
    } else {
        String::new()
    };
    match result {
        Ok(r) => {
            let target = if r.same_document && revision != Revision::Rfc3986 {
                let fragment = reference.find('#').map_or("", |at| &reference[at..]);
                format!("(current document){fragment}")
            } else {
                r.target.clone()
            };
            let warning = if r.valid_reference {
                ""
            } else {
                "   (warning: not a valid reference under this revision's grammar)"
            };
            format!("{prefix}{reference:<14} = {target}{warning}")
        }
        Err(e) => format!("{prefix}{reference:<14}   error: {e}"),
    }
}

/// One JSON object per reference and revision.
fn jsonl(
    revision: Revision,
    base: &str,
    reference: &str,
    result: &Result<Resolution, ResolveError>,
) -> String {
    let mut object =
        serde_json::json!({"revision": revision.id(), "base": base, "reference": reference});
    match result {
        Ok(r) => {
            object["target"] = r.target.clone().into();
            object["same_document"] = r.same_document.into();
            object["valid_reference"] = r.valid_reference.into();
        }
        Err(e) => object["error"] = serde_json::json!({"message": e.to_string()}),
    }
    object.to_string()
}
