//! The arguments as JavaScript gives them: inputs within the limit, revision lists,
//! option names; a `RangeError` with the command's message for any other value.

use urispec::Revision;
use urispec::equiv::{Level, NormalizeOptions};
use wasm_bindgen::JsValue;

use crate::MAX_INPUT_BYTES;

/// What every function returns: a JSON record, or the error thrown.
pub type Answer = Result<String, JsValue>;

/// A `RangeError` saying `message`.
pub fn range(message: impl AsRef<str>) -> JsValue {
    js_sys::RangeError::new(message.as_ref()).into()
}

/// `text` as bytes, when within [`MAX_INPUT_BYTES`].
pub fn input<'a>(name: &str, text: &'a str) -> Result<&'a [u8], JsValue> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(range(format!(
            "{name}: {} bytes of UTF-8, over the limit of {MAX_INPUT_BYTES}",
            text.len()
        )));
    }
    Ok(text.as_bytes())
}

/// The revisions `list` names (`"all"`, `"rfc2396,3986"`).
pub fn revisions(list: &str) -> Result<Vec<Revision>, JsValue> {
    urispec_cli::contract::revision_list(list).map_err(range)
}

/// The one revision `name` names.
pub fn revision(name: &str) -> Result<Revision, JsValue> {
    name.parse()
        .map_err(|e: urispec::UnknownRevision| range(e.to_string()))
}

/// The normalization options: `level` is `"syntax"` or `"scheme"`.
pub fn normalize_options(level: &str, rfc1738_ports: bool) -> Result<NormalizeOptions, JsValue> {
    let level = match level {
        "syntax" => Level::Syntax,
        "scheme" => Level::Scheme,
        other => {
            return Err(range(format!(
                "level: \"syntax\" or \"scheme\", not {other:?}"
            )));
        }
    };
    Ok(NormalizeOptions {
        level,
        rfc1738_ports,
    })
}

/// `value` as JSON text.
pub fn json(value: &impl serde::Serialize) -> Answer {
    serde_json::to_string(value).map_err(|e| range(e.to_string()))
}
