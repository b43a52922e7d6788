//! `urispec parse`: the typed tree of an input under one revision or all.

use std::fmt::Write as _;
use std::io::Write;

use urispec::Revision;
use urispec::ast::Parse;

use crate::args::{ParseArgs, TreeFormat};
use crate::style::Style;

/// Runs `parse`; returns whether the input was valid under every revision asked.
pub fn run(args: &ParseArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let mut all_valid = true;
    for &revision in &args.revision.0 {
        let result = revision.parse(&args.input);
        all_valid &= result.is_ok();
        let shown = match (args.format, &result) {
            (TreeFormat::Text, Ok(p)) => text(p, style),
            (TreeFormat::Text, Err(e)) => format!("{revision}: invalid: {}\n", e.message()),
            (TreeFormat::Json, Ok(p)) => json(p).to_string() + "\n",
            (TreeFormat::Json, Err(e)) => {
                let error = serde_json::json!({"offset": e.offset, "expected": e.expected, "section": e.section, "message": e.message()});
                serde_json::json!({"revision": revision.id(), "input": args.input, "valid": false, "error": error}).to_string() + "\n"
            }
        };
        out.write_all(shown.as_bytes()).map_err(|e| e.to_string())?;
    }
    Ok(all_valid)
}

/// The JSON of a parse: the full tree, and under `components` the common view.
pub fn json(p: &Parse<'_>) -> serde_json::Value {
    let mut components = serde_json::to_value(p.components()).unwrap_or_default();
    if let Some(map) = components.as_object_mut() {
        if !has_params(p.revision()) {
            map.shift_remove("params");
        }
        for key in ["userinfo", "user", "password"] {
            if map.get(key).is_some_and(serde_json::Value::is_null) {
                map.shift_remove(key);
            }
        }
    }
    serde_json::json!({
        "revision": p.revision().id(),
        "input": p.to_string(),
        "valid": true,
        "form": p.form(),
        "components": components,
        "segments": p.segments(),
        "tree": p.tree(),
    })
}

/// Whether the revision has a parameters component of its own.
fn has_params(revision: Revision) -> bool {
    matches!(revision, Revision::Rfc1738 | Revision::Url00)
}

/// The common view as aligned lines, then the derivation as an outline.
fn text(p: &Parse<'_>, style: Style) -> String {
    let c = p.components();
    let show = |v: Option<&str>| v.map_or_else(|| "(undefined)".to_owned(), |s| format!("{s:?}"));
    let host = c.host.map(|h| format!("{:?} ({})", h.as_str(), h.kind()));
    let mut rows = vec![
        ("scheme", show(c.scheme)),
        ("authority", show(c.authority)),
        ("host", host.unwrap_or_else(|| "(undefined)".to_owned())),
        ("port", show(c.port)),
        ("path", format!("{:?}", c.path)),
    ];
    if has_params(p.revision()) {
        rows.push(("params", show(c.params)));
    }
    rows.extend([("query", show(c.query)), ("fragment", show(c.fragment))]);
    let mut out = format!("{}: {}\n", p.revision(), p.form());
    for (name, value) in rows {
        let _ = writeln!(out, "  {name:<10} {value}");
    }
    out.push_str("  derivation:\n");
    crate::tree::outline(p.tree().root(), 2, None, style, &mut out);
    out
}
