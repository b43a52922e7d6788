//! Writing a command's records as the format asks, streamed: text for readers, one
//! JSON document for the run (`{"results": [...]}`), or one JSON object per line.

use std::io::Write;

use serde::Serialize;

use crate::args::Format;

/// Writes records one at a time; [`Emitter::finish`] closes the JSON document, and
/// so does dropping an unfinished emitter (a run that stops half-way on an error
/// still prints exactly one JSON document).
pub struct Emitter<'w, W: Write> {
    out: &'w mut W,
    format: Format,
    written: usize,
    finished: bool,
}

impl<'w, W: Write> Emitter<'w, W> {
    /// An emitter writing to `out` in `format`.
    pub fn new(out: &'w mut W, format: Format) -> Self {
        Self {
            out,
            format,
            written: 0,
            finished: false,
        }
    }

    /// Writes one record: `text()` in text mode, the JSON of `record()` otherwise
    /// (only the one asked for is built).
    pub fn record<R: Serialize>(
        &mut self,
        record: impl FnOnce() -> R,
        text: impl FnOnce() -> String,
    ) -> std::io::Result<()> {
        self.record_streamed(record, |out| out.write_all(text().as_bytes()))
    }

    /// Writes one record as [`Emitter::record`] does, the text written by `text`
    /// piece by piece (a record's text need not be held whole: a large input's
    /// derivation is many times its length).
    pub fn record_streamed<R: Serialize>(
        &mut self,
        record: impl FnOnce() -> R,
        text: impl FnOnce(&mut W) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        self.record_json(|out| Ok(serde_json::to_writer(out, &record())?), text)
    }

    /// Writes one record whose JSON `json` writes itself (one JSON value, as
    /// `serde_json` would write it), or whose text `text` writes.
    pub fn record_json(
        &mut self,
        json: impl FnOnce(&mut W) -> std::io::Result<()>,
        text: impl FnOnce(&mut W) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        match self.format {
            Format::Text => text(self.out)?,
            Format::Jsonl => {
                json(self.out)?;
                self.out.write_all(b"\n")?;
            }
            Format::Json => {
                self.out.write_all(if self.written == 0 {
                    b"{\"results\":["
                } else {
                    b","
                })?;
                json(self.out)?;
            }
        }
        self.written += 1;
        Ok(())
    }

    /// Ends the output (in JSON, closes the document, also when it has no records).
    pub fn finish(mut self) -> std::io::Result<()> {
        self.close()
    }

    /// Closes the JSON document, once.
    fn close(&mut self) -> std::io::Result<()> {
        if std::mem::replace(&mut self.finished, true) {
            return Ok(());
        }
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

impl<W: Write> Drop for Emitter<'_, W> {
    /// An emitter dropped before [`Emitter::finish`] (an error ended the run) still
    /// closes the document; a failed write here has nowhere to go (the error that
    /// ended the run is reported instead).
    fn drop(&mut self) {
        let _ = self.close();
        let _ = self.out.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::Emitter;
    use crate::args::Format;

    /// The output of records `1..=n` in `format`, the emitter finished or dropped.
    fn emitted(format: Format, n: u32, finish: bool) -> String {
        let mut out = Vec::new();
        let mut emitter = Emitter::new(&mut out, format);
        for i in 1..=n {
            emitter.record(|| i, || format!("record {i}\n")).unwrap();
        }
        if finish {
            emitter.finish().unwrap();
        } else {
            drop(emitter);
        }
        String::from_utf8(out).unwrap()
    }

    /// A writer whose every write fails (a closed pipe).
    struct Closed;

    impl std::io::Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// `--format json` is one document whatever the number of records, also when a
    /// run ends early (the emitter dropped unfinished), and closed once.
    #[test]
    fn json_is_one_document_for_the_run() {
        for finish in [true, false] {
            assert_eq!(emitted(Format::Json, 0, finish), "{\"results\":[]}\n");
            assert_eq!(emitted(Format::Json, 1, finish), "{\"results\":[1]}\n");
            assert_eq!(emitted(Format::Json, 3, finish), "{\"results\":[1,2,3]}\n");
        }
    }

    /// `--format jsonl` is a line per record, text each record's text, and neither
    /// has anything around them.
    #[test]
    fn jsonl_and_text_are_the_records_alone() {
        for finish in [true, false] {
            assert_eq!(emitted(Format::Jsonl, 0, finish), "");
            assert_eq!(emitted(Format::Jsonl, 2, finish), "1\n2\n");
            assert_eq!(emitted(Format::Text, 0, finish), "");
            assert_eq!(emitted(Format::Text, 2, finish), "record 1\nrecord 2\n");
        }
    }

    /// A failed write is the caller's error, also the one that closes the document.
    #[test]
    fn a_failed_write_is_returned() {
        let (mut a, mut b) = (Closed, Closed);
        assert!(
            Emitter::new(&mut a, Format::Jsonl)
                .record(|| 1, String::new)
                .is_err()
        );
        assert!(Emitter::new(&mut b, Format::Json).finish().is_err());
    }
}
