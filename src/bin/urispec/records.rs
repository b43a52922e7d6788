//! Output of `equivalent`, `normalize`, `encode` and `decode`: text lines, one JSON
//! array (`json`), or one JSON object per line (`jsonl`).

use std::io::Write;

use clap::ValueEnum;

/// Output formats of the equivalence and encoding commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RecordFormat {
    /// Human-readable lines.
    Text,
    /// One JSON array of every record, at the end.
    Json,
    /// One JSON object per line, as each is computed.
    Jsonl,
}

/// Writes records in the chosen format.
pub struct Records<'o, W: Write> {
    format: RecordFormat,
    out: &'o mut W,
    held: Vec<serde_json::Value>,
}

impl<'o, W: Write> Records<'o, W> {
    /// A writer to `out`.
    pub fn new(format: RecordFormat, out: &'o mut W) -> Self {
        Self {
            format,
            out,
            held: Vec::new(),
        }
    }

    /// One record: `text` for the text format, `json` for the others.
    pub fn write(
        &mut self,
        text: impl FnOnce() -> String,
        json: impl FnOnce() -> serde_json::Value,
    ) -> Result<(), String> {
        match self.format {
            RecordFormat::Text => writeln!(self.out, "{}", text()).map_err(|e| e.to_string()),
            RecordFormat::Jsonl => writeln!(self.out, "{}", json()).map_err(|e| e.to_string()),
            RecordFormat::Json => {
                self.held.push(json());
                Ok(())
            }
        }
    }

    /// Ends the output (the JSON array, if any).
    pub fn finish(self) -> Result<(), String> {
        if self.format == RecordFormat::Json {
            let all = serde_json::Value::Array(self.held);
            writeln!(self.out, "{all:#}").map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// `input` as UTF-8, or the grammar's diagnostic of its first invalid byte.
pub fn utf8(revision: urispec::Revision, input: &[u8]) -> Result<&str, urispec::ParseError> {
    std::str::from_utf8(input).map_err(|_| {
        urispec::Validator::start(revision)
            .check(input)
            .expect_err("invalid UTF-8 is in no revision's language")
    })
}

/// The JSON of a grammar's rejection.
pub fn error_json(e: &urispec::ParseError) -> serde_json::Value {
    serde_json::json!({
        "offset": e.offset,
        "expected": e.expected,
        "section": e.section,
        "message": e.message(),
    })
}
