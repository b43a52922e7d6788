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
