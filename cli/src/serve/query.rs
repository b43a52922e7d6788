//! The query string of an API request, read strictly: percent-decoded to bytes,
//! then UTF-8 or a 400 (a lossy reading would answer about another input).

use std::collections::BTreeMap;

use percent_encoding::percent_decode;

use super::error::ApiError;

/// The most bytes an `input` or a `base` may have, once decoded.
pub const MAX_INPUT_BYTES: usize = 4096;

/// The parameters of a request, each given at most once.
#[derive(Debug, Default)]
pub struct Params(BTreeMap<String, String>);

impl Params {
    /// Reads `raw` (the part after `?`), accepting only the names in `allowed`.
    ///
    /// # Errors
    /// 400 for an unknown or repeated name or invalid UTF-8; 413 for a value over
    /// [`MAX_INPUT_BYTES`].
    pub fn parse(raw: Option<&str>, allowed: &[&str]) -> Result<Self, ApiError> {
        let mut params = BTreeMap::new();
        for pair in raw.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let name = decode(name, "a parameter name")?;
            if !allowed.contains(&name.as_str()) {
                return Err(ApiError::bad(format!(
                    "unknown parameter {name:?}; this endpoint takes {}",
                    allowed.join(", ")
                )));
            }
            let value = decode(value, &name)?;
            if value.len() > MAX_INPUT_BYTES {
                return Err(ApiError::too_large(format!(
                    "{name} has {} bytes; the limit is {MAX_INPUT_BYTES}",
                    value.len()
                )));
            }
            if params.insert(name.clone(), value).is_some() {
                return Err(ApiError::bad(format!("parameter {name:?} given twice")));
            }
        }
        Ok(Self(params))
    }

    /// The value of `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    /// The value of `name`.
    ///
    /// # Errors
    /// 400 when it is missing.
    pub fn required(&self, name: &str) -> Result<&str, ApiError> {
        self.get(name)
            .ok_or_else(|| ApiError::bad(format!("missing parameter {name:?}")))
    }
}

/// One component of a query string: `+` is a space, `%XX` a byte; the bytes must be
/// UTF-8.
fn decode(raw: &str, what: &str) -> Result<String, ApiError> {
    let spaced = raw.replace('+', " ");
    let bytes: Vec<u8> = percent_decode(spaced.as_bytes()).collect();
    String::from_utf8(bytes).map_err(|e| {
        ApiError::bad(format!(
            "{what} is not UTF-8 once percent-decoded (bad byte at {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_and_refuses() {
        let p = Params::parse(Some("input=a%20b+c&revision=all"), &["input", "revision"]).unwrap();
        assert_eq!(p.get("input"), Some("a b c"));
        assert_eq!(p.required("revision").unwrap(), "all");
        assert_eq!(p.required("base").unwrap_err().status, 400);
        assert_eq!(
            Params::parse(Some("input=%FF"), &["input"])
                .unwrap_err()
                .status,
            400
        );
        assert_eq!(
            Params::parse(Some("x=1"), &["input"]).unwrap_err().status,
            400
        );
        assert_eq!(
            Params::parse(Some("input=1&input=2"), &["input"])
                .unwrap_err()
                .status,
            400
        );
        // The limit is inclusive: 4096 bytes are served, 4097 are too large.
        let most = format!("input={}", "a".repeat(MAX_INPUT_BYTES));
        let p = Params::parse(Some(&most), &["input"]).unwrap();
        assert_eq!(p.required("input").unwrap().len(), MAX_INPUT_BYTES);
        let long = format!("input={}", "a".repeat(MAX_INPUT_BYTES + 1));
        assert_eq!(
            Params::parse(Some(&long), &["input"]).unwrap_err().status,
            413
        );
    }
}
