//! Writing a command's records as the format asks, streamed: text for readers, one
//! JSON document for the run (`{"results": [...]}`), or one JSON object per line.

use std::io::Write;

use serde::Serialize;

use crate::args::Format;

/// Writes records one at a time; [`Emitter::finish`] closes the JSON document.
pub struct Emitter<'w, W: Write> {
    out: &'w mut W,
    format: Format,
    written: usize,
}

impl<'w, W: Write> Emitter<'w, W> {
    /// An emitter writing to `out` in `format`.
    pub fn new(out: &'w mut W, format: Format) -> Self {
        Self {
            out,
            format,
            written: 0,
        }
    }

    /// Writes one record: `text()` in text mode, the JSON of `record()` otherwise
    /// (only the one asked for is built).
    pub fn record<R: Serialize>(
        &mut self,
        record: impl FnOnce() -> R,
        text: impl FnOnce() -> String,
    ) -> std::io::Result<()> {
        match self.format {
            Format::Text => self.out.write_all(text().as_bytes())?,
            Format::Jsonl => {
                serde_json::to_writer(&mut *self.out, &record())?;
                self.out.write_all(b"\n")?;
            }
            Format::Json => {
                self.out.write_all(if self.written == 0 {
                    b"{\"results\":["
                } else {
                    b","
                })?;
                serde_json::to_writer(&mut *self.out, &record())?;
            }
        }
        self.written += 1;
        Ok(())
    }

    /// Ends the output (in JSON, closes the document, also when it has no records).
    pub fn finish(self) -> std::io::Result<()> {
        if self.format == Format::Json {
            let end: &[u8] = if self.written == 0 {
                b"{\"results\":[]}\n"
            } else {
                b"]}\n"
            };
            self.out.write_all(end)?;
        }
        Ok(())
    }
}
