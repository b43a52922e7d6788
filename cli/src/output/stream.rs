//! Text written as it is made: a [`std::fmt::Write`] over an [`std::io::Write`], so
//! the text builders (which write into a `fmt::Write`) can write straight to the
//! output instead of into a `String` held whole.

use std::fmt;
use std::io;

/// Writes formatted text to `out`, keeping the first I/O error (a `fmt::Error`
/// carries none).
pub struct Stream<'o, W: io::Write> {
    out: &'o mut W,
    error: Option<io::Error>,
}

impl<'o, W: io::Write> Stream<'o, W> {
    /// A stream writing to `out`.
    pub fn new(out: &'o mut W) -> Self {
        Self { out, error: None }
    }

    /// Ends the stream: the first I/O error, if any.
    pub fn finish(self) -> io::Result<()> {
        self.error.map_or(Ok(()), Err)
    }
}

impl<W: io::Write> fmt::Write for Stream<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if self.error.is_some() {
            return Err(fmt::Error);
        }
        self.out.write_all(s.as_bytes()).map_err(|e| {
            self.error = Some(e);
            fmt::Error
        })
    }
}
