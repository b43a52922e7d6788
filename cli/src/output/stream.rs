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

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::Stream;

    /// A writer that takes `room` bytes, then fails.
    struct Full {
        taken: Vec<u8>,
        room: usize,
    }

    impl std::io::Write for Full {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.taken.len() + buf.len() > self.room {
                return Err(std::io::ErrorKind::StorageFull.into());
            }
            self.taken.extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Formatted text reaches the writer as it is written.
    #[test]
    fn text_is_written_through() {
        let mut out = Vec::new();
        let mut stream = Stream::new(&mut out);
        write!(stream, "a{}b", 1).unwrap();
        stream.write_str("c").unwrap();
        stream.finish().unwrap();
        assert_eq!(out, b"a1bc");
    }

    /// The first I/O error stops the stream and is what `finish` returns; nothing
    /// is written after it.
    #[test]
    fn the_first_error_is_kept_and_nothing_follows_it() {
        let mut out = Full {
            taken: Vec::new(),
            room: 2,
        };
        let mut stream = Stream::new(&mut out);
        stream.write_str("ab").unwrap();
        assert!(stream.write_str("cd").is_err());
        assert!(stream.write_str("").is_err());
        let error = stream.finish().unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::StorageFull);
        assert_eq!(out.taken, b"ab");
    }
}
