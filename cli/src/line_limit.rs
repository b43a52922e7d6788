//! Lines read with a bound: a line longer than `--max-line-bytes` is skipped as it
//! is read (never held whole: only its first [`START`] bytes are kept, to show it),
//! reported where its answer would be, and makes the run's exit status 2 once every
//! other input is answered.

use std::io::{self, BufRead, Read as _};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The default of `--max-line-bytes`: 1 MiB, far above any URI in use (browsers stop
/// at 2 MB of URL; servers at a few kB).
pub const DEFAULT_MAX_LINE_BYTES: usize = 1 << 20;

/// How many of a skipped line's first bytes are kept to show it (fewer when the
/// limit is lower, or to end on a whole UTF-8 character).
pub const START: usize = 64;

/// The limit the command line asked for.
static MAX_LINE_BYTES: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_LINE_BYTES);

/// Whether a line was skipped for its length.
static SKIPPED: AtomicBool = AtomicBool::new(false);

/// Sets the limit (`--max-line-bytes`), once, before any input is read.
pub fn set_max_line_bytes(limit: usize) {
    MAX_LINE_BYTES.store(limit, Ordering::Relaxed);
}

/// The limit.
pub fn max_line_bytes() -> usize {
    MAX_LINE_BYTES.load(Ordering::Relaxed)
}

/// Whether some line was over the limit (the run then exits with 2).
pub fn skipped_any() -> bool {
    SKIPPED.load(Ordering::Relaxed)
}

/// What [`read_line`] read.
pub enum Line {
    /// The end of the input.
    End,
    /// A line (with its ending, if it had one) in the buffer.
    Read,
    /// A line of this many bytes (its ending not counted), over the limit: skipped,
    /// its first bytes (see [`START`]) in the buffer.
    TooLong(u64),
}

/// Reads one line into `line` (cleared first), at most the limit's bytes of it
/// held at a time; of a line over the limit, `line` keeps the first bytes.
///
/// # Errors
/// The reader's.
pub fn read_line(reader: &mut dyn BufRead, line: &mut Vec<u8>) -> io::Result<Line> {
    line.clear();
    let limit = max_line_bytes();
    // One byte more than the limit and a CR may still end within it.
    let held = (limit as u64).saturating_add(2);
    let read = (&mut *reader).take(held).read_until(b'\n', line)?;
    if read == 0 {
        return Ok(Line::End);
    }
    let content = line.strip_suffix(b"\n").map_or(line.len(), |l| {
        l.strip_suffix(b"\r").map_or(l.len(), <[u8]>::len)
    });
    if content <= limit {
        return Ok(Line::Read);
    }
    let ended = line.last() == Some(&b'\n');
    let mut length = content as u64;
    if !ended {
        let (rest, crlf) = skip_rest(reader, line.last() == Some(&b'\r'))?;
        // A CR held last and counted, then the LF: the CR is the ending's.
        length = length + rest - u64::from(crlf);
    }
    line.truncate(start_length(line, limit));
    line.shrink_to(START);
    SKIPPED.store(true, Ordering::Relaxed);
    Ok(Line::TooLong(length))
}

/// How many of the first bytes of `line` (longer than `limit`) to keep: at most
/// [`START`] and the limit, and not the first bytes of a UTF-8 character cut
/// short (a continuation byte just after the cut: at most 3 bytes given back).
fn start_length(line: &[u8], limit: usize) -> usize {
    let mut end = START.min(limit);
    let cut = end;
    while end > 0 && cut - end < 3 && line.get(end).is_some_and(|b| b & 0xC0 == 0x80) {
        end -= 1;
    }
    if line.get(end).is_some_and(|b| b & 0xC0 == 0x80) {
        // Not a character's continuation: invalid bytes, kept as they are.
        return cut;
    }
    end
}

/// Skips to the end of the line, without keeping it: the bytes skipped before its
/// LF, and whether a CR came just before that LF (`after_cr`: the byte before the
/// first skipped was one), wherever the reader's buffer cut them apart.
fn skip_rest(reader: &mut dyn BufRead, mut after_cr: bool) -> io::Result<(u64, bool)> {
    let mut skipped = 0;
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok((skipped, false));
        }
        if let Some(end) = buf.iter().position(|&b| b == b'\n') {
            let crlf = if end == 0 {
                after_cr
            } else {
                buf[end - 1] == b'\r'
            };
            reader.consume(end + 1);
            return Ok((skipped + end as u64, crlf));
        }
        let n = buf.len();
        after_cr = buf[n - 1] == b'\r';
        reader.consume(n);
        skipped += n as u64;
    }
}

#[cfg(test)]
mod tests {
    use std::io::{self, BufRead, BufReader, Read};

    use super::{Line, START, read_line, set_max_line_bytes, skip_rest, start_length};

    /// The limit of every test here (the limit is the process's: each test that
    /// reads sets the same one).
    const LIMIT: usize = 10;

    /// What reading `data` line by line under [`LIMIT`] gives, through a reader
    /// that holds `capacity` bytes at a time: each line held (whole, or its first
    /// bytes) and, for a line over the limit, its length.
    fn lines(data: &[u8], capacity: usize) -> Vec<(Vec<u8>, Option<u64>)> {
        set_max_line_bytes(LIMIT);
        read_all(&mut BufReader::with_capacity(capacity, data))
    }

    fn read_all(reader: &mut dyn BufRead) -> Vec<(Vec<u8>, Option<u64>)> {
        let mut line = Vec::new();
        let mut out = Vec::new();
        loop {
            match read_line(reader, &mut line).unwrap() {
                Line::End => return out,
                Line::Read => out.push((line.clone(), None)),
                Line::TooLong(length) => out.push((line.clone(), Some(length))),
            }
        }
    }

    /// A line of the limit's length is read whole, with its ending; one byte more
    /// is skipped, its length counted without its ending, wherever the reader's
    /// buffer cuts the line and its `\r\n`.
    #[test]
    fn the_limit_is_inclusive_and_the_ending_is_not_counted() {
        let data = b"0123456789\r\n0123456789\n0123456789A\r\n0123456789A\nx\n0123456789AB";
        for capacity in 1..=16 {
            assert_eq!(
                lines(data, capacity),
                [
                    (b"0123456789\r\n".to_vec(), None),
                    (b"0123456789\n".to_vec(), None),
                    (b"0123456789".to_vec(), Some(11)),
                    (b"0123456789".to_vec(), Some(11)),
                    (b"x\n".to_vec(), None),
                    (b"0123456789".to_vec(), Some(12)),
                ],
                "buffer of {capacity}"
            );
        }
    }

    /// A long line's length counts every byte but its ending: a `\r` not followed
    /// by `\n` is the line's, and a `\r\n` cut by the reader's buffer (or just
    /// after the bytes held) is the ending, wherever it falls.
    #[test]
    fn a_long_line_s_length_leaves_out_only_its_ending() {
        let mut data = Vec::new();
        let mut expected = Vec::new();
        for length in 11..40 {
            let mut line = vec![b'a'; length];
            // A CR inside the line (not an ending) from the 13th byte on.
            if length > 13 {
                line[12] = b'\r';
            }
            data.extend_from_slice(&line);
            data.extend_from_slice(if length % 2 == 0 { b"\r\n" } else { b"\n" });
            expected.push((line[..LIMIT].to_vec(), Some(length as u64)));
            data.extend_from_slice(b"b\r\n");
            expected.push((b"b\r\n".to_vec(), None));
        }
        for capacity in 1..=16 {
            assert_eq!(lines(&data, capacity), expected, "buffer of {capacity}");
        }
    }

    /// The first bytes kept to show a skipped line end on a whole UTF-8 character:
    /// at most 3 bytes of a character cut short are given back; bytes that are no
    /// character's (continuation bytes after the cut and before it) are kept as
    /// they are.
    #[test]
    fn the_start_shown_ends_on_a_whole_character() {
        // '€' (3 bytes) at 8..11, cut at 10: the start ends before it.
        let euro = "abcdefgh€xyz".as_bytes();
        assert_eq!(start_length(euro, LIMIT), 8);
        // '😀' (4 bytes) at 61..65, cut at 64 (`START`): 3 bytes given back.
        let mut smile = vec![b'a'; 61];
        smile.extend_from_slice("😀 and more".as_bytes());
        assert_eq!(start_length(&smile, 1000), 61);
        // A whole character just before the cut stays.
        assert_eq!(start_length("abcdefghi€".as_bytes(), LIMIT), 9);
        // Continuation bytes at 7.. are no character: cut at the limit.
        let mut invalid = b"abcdefg".to_vec();
        invalid.extend_from_slice(&[0x80; 8]);
        assert_eq!(start_length(&invalid, LIMIT), LIMIT);
        // The same from the first byte on, under a limit of 1.
        assert_eq!(start_length(&[0x80; 4], 1), 1);
        // A longer line under a high limit: `START` bytes.
        assert_eq!(start_length(&[b'a'; 200], 1000), START);
        // And through the reader.
        let mut data = euro.to_vec();
        data.push(b'\n');
        assert_eq!(lines(&data, 4), [(b"abcdefgh".to_vec(), Some(14))]);
    }

    /// A reader interrupted by a signal (`EINTR`) is read again; another error
    /// is the reader's.
    #[test]
    fn an_interrupted_read_is_retried_and_an_error_returned() {
        let mut reader = Hiccups {
            data: b"aaaaaaaaaaaaaaaaaaaa\r\nb\n",
            at: 0,
            interrupt: true,
        };
        // The bytes before the LF (the CR among them), and the CR before it.
        assert_eq!(skip_rest(&mut reader, false).unwrap(), (21, true));
        set_max_line_bytes(LIMIT);
        let mut reader = Hiccups {
            data: b"aaaaaaaaaaaaaaaaaaaa\r\nb\n",
            at: 0,
            interrupt: true,
        };
        assert_eq!(
            read_all(&mut reader),
            [(b"aaaaaaaaaa".to_vec(), Some(20)), (b"b\n".to_vec(), None)]
        );
        let error = skip_rest(&mut Broken, false).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::BrokenPipe);
    }

    /// Hands out one byte at a time, a signal's interruption before each.
    struct Hiccups {
        data: &'static [u8],
        at: usize,
        interrupt: bool,
    }

    impl Read for Hiccups {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.fill_buf()?.len().min(buf.len()).min(1);
            buf[..n].copy_from_slice(&self.data[self.at..self.at + n]);
            self.consume(n);
            Ok(n)
        }
    }

    impl BufRead for Hiccups {
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            self.interrupt = !self.interrupt;
            if !self.interrupt {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let end = (self.at + 1).min(self.data.len());
            Ok(&self.data[self.at..end])
        }

        fn consume(&mut self, n: usize) {
            self.at += n;
        }
    }

    /// Fails every read.
    struct Broken;

    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    impl BufRead for Broken {
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            Err(io::ErrorKind::BrokenPipe.into())
        }

        fn consume(&mut self, _: usize) {}
    }
}
