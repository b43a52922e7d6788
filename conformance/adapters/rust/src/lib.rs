//! The adapter protocol for the Rust adapters of `conformance/`: one JSON object per line
//! on standard input (`{"op": "info"}`, `{"op": "parse", "revision": …, "input": …}`,
//! `{"op": "resolve", "revision": …, "base": …, "reference": …}`), one JSON object per
//! line on standard output. A panic ends the process: the runner marks that case
//! `crashed` and starts the adapter again.

use std::io::{BufRead, Write};

use serde_json::{json, Map, Value};

/// What one crate answers.
pub trait Adapter {
    /// The crate's name (the runner reads its version from the adapters' Cargo.lock).
    fn name(&self) -> &'static str;
    /// Parses `input` under `revision`: the components the crate exposes, by generic name
    /// (`None` = undefined), or its error.
    ///
    /// # Errors
    /// The crate's rejection, as text.
    fn parse(
        &self,
        revision: &str,
        input: &str,
    ) -> Result<Vec<(&'static str, Option<String>)>, String>;
    /// Resolves `reference` against `base`.
    ///
    /// # Errors
    /// The crate's rejection, as text.
    fn resolve(&self, revision: &str, base: &str, reference: &str) -> Result<String, String>;
}

/// Answers every request on standard input.
///
/// # Panics
/// When standard input or output fail, or a request is not the protocol's JSON.
pub fn serve(adapter: &impl Adapter) {
    let stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.split(b'\n') {
        let request: Value = serde_json::from_slice(&line.expect("stdin")).expect("JSON request");
        let text = |key: &str| request[key].as_str().unwrap_or_default().to_owned();
        let revision = text("revision");
        let answer = match request["op"].as_str() {
            Some("info") => json!({ "name": adapter.name() }),
            Some("parse") => match adapter.parse(&revision, &text("input")) {
                Ok(components) => {
                    let map: Map<String, Value> = components
                        .into_iter()
                        .map(|(name, value)| {
                            (name.to_owned(), value.map_or(Value::Null, Value::String))
                        })
                        .collect();
                    json!({ "valid": true, "components": map })
                }
                Err(error) => json!({ "valid": false, "error": error }),
            },
            _ => match adapter.resolve(&revision, &text("base"), &text("reference")) {
                Ok(target) => json!({ "target": target }),
                Err(error) => json!({ "error": error }),
            },
        };
        writeln!(stdout, "{answer}").expect("stdout");
        stdout.flush().expect("stdout");
    }
}

/// `Some(text)` as an owned component.
pub fn own(value: Option<&str>) -> Option<String> {
    value.map(str::to_owned)
}
