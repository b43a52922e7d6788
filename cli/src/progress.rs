//! Progress of a long run on standard error: lines read, lines per second, bytes
//! read of the total when the inputs are regular files. Shown only when standard
//! error is a terminal, and not with `--no-progress` (nor `check --quiet`); redrawn
//! at most every [`EVERY`], first after [`AFTER`] (a short run shows nothing), and
//! cleared before anything is written to standard output and at the end.

use std::ffi::OsString;
use std::io::{IsTerminal as _, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::input::{Inputs, Unread};

/// How long a run goes before its progress is first shown.
const AFTER: Duration = Duration::from_millis(500);

/// The variable that sets [`AFTER`] in milliseconds (the tests set 0, so that a short
/// run shows progress however fast the machine).
const AFTER_VARIABLE: &str = "URISPEC_PROGRESS_AFTER_MS";

/// The shortest time between two redraws.
const EVERY: Duration = Duration::from_millis(250);

/// Whether progress may be shown at all (`--no-progress` clears it).
static ALLOWED: AtomicBool = AtomicBool::new(true);

/// Whether a progress line is on the terminal now.
static SHOWN: AtomicBool = AtomicBool::new(false);

/// Allows or forbids progress for the whole run.
pub fn allow(allowed: bool) {
    ALLOWED.store(allowed, Ordering::Relaxed);
}

/// Whether this run shows progress: allowed, and standard error a terminal.
fn enabled() -> bool {
    ALLOWED.load(Ordering::Relaxed) && std::io::stderr().is_terminal()
}

/// Erases the progress line, if one is shown.
pub fn clear() {
    if SHOWN.swap(false, Ordering::Relaxed) {
        let _ = std::io::stderr().write_all(b"\r\x1b[K");
    }
}

/// The inputs of a command (as [`Inputs::new`]), with their progress shown.
pub fn inputs<'a>(args: &'a [OsString], from: &[String]) -> Tracked<Inputs<'a>> {
    let total = if enabled() {
        total_bytes(args.is_empty(), from)
    } else {
        None
    };
    Tracked {
        inputs: Inputs::new(args, from),
        meter: enabled().then(|| Meter::new(total)),
    }
}

/// The size of every file read, when each is a regular file (standard input
/// redirected from one included).
fn total_bytes(no_args: bool, from: &[String]) -> Option<u64> {
    let stdin = ["-".to_owned()];
    let files = if no_args && from.is_empty() {
        &stdin[..]
    } else {
        from
    };
    files
        .iter()
        .map(|name| {
            let path = if name == "-" { "/dev/stdin" } else { name };
            std::fs::metadata(path)
                .ok()
                .filter(std::fs::Metadata::is_file)
                .map(|m| m.len())
        })
        .sum()
}

/// [`AFTER`], or what [`AFTER_VARIABLE`] says.
fn after() -> Duration {
    std::env::var(AFTER_VARIABLE)
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(AFTER, Duration::from_millis)
}

/// An iterator of inputs that counts what passes and shows it.
pub struct Tracked<I> {
    inputs: I,
    meter: Option<Meter>,
}

impl<I: Iterator<Item = Result<Vec<u8>, Unread>>> Iterator for Tracked<I> {
    type Item = Result<Vec<u8>, Unread>;

    fn next(&mut self) -> Option<Self::Item> {
        let item = self.inputs.next();
        if let (Some(meter), Some(Ok(line))) = (&mut self.meter, &item) {
            meter.count(line.len());
        }
        item
    }
}

impl<I> Drop for Tracked<I> {
    fn drop(&mut self) {
        clear();
    }
}

/// The counts of a run and when it was last shown.
struct Meter {
    start: Instant,
    next: Instant,
    lines: u64,
    bytes: u64,
    total: Option<u64>,
}

impl Meter {
    fn new(total: Option<u64>) -> Self {
        let start = Instant::now();
        Self {
            start,
            next: start + after(),
            lines: 0,
            bytes: 0,
            total,
        }
    }

    /// Counts one line of `length` bytes (and its ending); redraws when due.
    fn count(&mut self, length: usize) {
        self.lines += 1;
        self.bytes += length as u64 + 1;
        if !self.lines.is_multiple_of(64) {
            return;
        }
        let now = Instant::now();
        if now < self.next {
            return;
        }
        self.next = now + EVERY;
        let text = line(self.lines, self.bytes, self.total, now - self.start);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[K{text}");
        let _ = err.flush();
        SHOWN.store(true, Ordering::Relaxed);
    }
}

/// The progress line: `urispec: 1,200,000 lines, 400,000 lines/s, 48.0 MB of 96.0
/// MB (50%)` (the total only when known).
pub fn line(lines: u64, bytes: u64, total: Option<u64>, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64().max(1e-3);
    #[allow(
        clippy::cast_precision_loss,
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss
    )]
    let rate = (lines as f64 / seconds).round() as u64;
    let read = match total {
        Some(total) if total > 0 => {
            let percent = u128::from(bytes.min(total)) * 100 / u128::from(total);
            format!(
                "{} of {} ({percent}%)",
                megabytes(bytes.min(total)),
                megabytes(total)
            )
        }
        _ => format!("{} read", megabytes(bytes)),
    };
    format!(
        "urispec: {} lines, {} lines/s, {read}",
        grouped(lines),
        grouped(rate)
    )
}

/// `n` in MB with one decimal.
fn megabytes(n: u64) -> String {
    format!("{}.{} MB", n / 1_000_000, n % 1_000_000 / 100_000)
}

/// `n` with a comma every three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Standard output that erases the progress line before anything is written to it.
pub struct Stdout<W>(pub W);

impl<W: Write> Write for Stdout<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        clear();
        self.0.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write as _;
    use std::sync::Mutex;
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};

    use super::{Meter, SHOWN, Stdout, Tracked, clear, line, total_bytes};
    use crate::input::Unread;

    /// Held by the tests that draw or clear the progress line (one line per
    /// process: [`SHOWN`]).
    static TERMINAL: Mutex<()> = Mutex::new(());

    /// A meter started now, due first at `next`.
    fn meter(next: Instant) -> Meter {
        Meter {
            start: Instant::now(),
            next,
            lines: 0,
            bytes: 0,
            total: None,
        }
    }

    /// The inputs pass through unchanged, failures included, and each line read
    /// counts once with its ending.
    #[test]
    fn tracked_inputs_pass_through_and_are_counted() {
        let _terminal = TERMINAL.lock();
        let items = vec![
            Ok(b"a".to_vec()),
            Err(Unread::Failed("gone".to_owned())),
            Ok(b"bc".to_vec()),
            Ok(Vec::new()),
        ];
        let later = Instant::now() + Duration::from_secs(3_600);
        let mut tracked = Tracked {
            inputs: items.into_iter(),
            meter: Some(meter(later)),
        };
        let read: Vec<_> = tracked
            .by_ref()
            .map(|item| item.map_err(|e| matches!(e, Unread::Failed(m) if m == "gone")))
            .collect();
        assert_eq!(
            read,
            [Ok(b"a".to_vec()), Err(true), Ok(b"bc".to_vec()), Ok(vec![])]
        );
        let counted = tracked.meter.as_ref().map(|m| (m.lines, m.bytes));
        assert_eq!(counted, Some((3, 6)));
    }

    /// The line is drawn on a 64th line only, and only once due; anything written
    /// to standard output first erases it, and so does the end of the inputs.
    #[test]
    fn the_line_is_drawn_every_64_lines_when_due_and_erased_by_output() {
        let _terminal = TERMINAL.lock();
        clear();
        let mut meter = meter(Instant::now() + Duration::from_secs(3_600));
        for _ in 0..128 {
            meter.count(1);
        }
        assert!(!SHOWN.load(Ordering::Relaxed), "not due yet");
        meter.next = Instant::now();
        for _ in 0..63 {
            meter.count(1);
        }
        assert!(!SHOWN.load(Ordering::Relaxed), "due, but not a 64th line");
        meter.count(1);
        assert!(SHOWN.load(Ordering::Relaxed), "due, on the 192nd line");
        assert_eq!((meter.lines, meter.bytes), (192, 384));
        let mut out = Stdout(std::io::BufWriter::new(Vec::new()));
        out.write_all(b"abc").unwrap();
        assert!(!SHOWN.load(Ordering::Relaxed), "erased before the output");
        out.flush().unwrap();
        assert_eq!(out.0.get_ref(), b"abc");
        // The end of the inputs erases it too (a run that writes nothing after them).
        meter.next = Instant::now();
        for _ in 0..64 {
            meter.count(1);
        }
        assert!(SHOWN.load(Ordering::Relaxed), "drawn again");
        drop(Tracked {
            inputs: std::iter::empty::<Result<Vec<u8>, Unread>>(),
            meter: Some(meter),
        });
        assert!(
            !SHOWN.load(Ordering::Relaxed),
            "erased at the end of the inputs"
        );
    }

    #[test]
    fn the_line_gives_lines_rate_and_bytes_of_the_total() {
        assert_eq!(
            line(
                1_200_000,
                48_000_000,
                Some(96_000_000),
                Duration::from_secs(3)
            ),
            "urispec: 1,200,000 lines, 400,000 lines/s, 48.0 MB of 96.0 MB (50%)"
        );
        assert_eq!(
            line(999, 123_456, None, Duration::from_millis(500)),
            "urispec: 999 lines, 1,998 lines/s, 0.1 MB read"
        );
        // An argument counted beside the files never makes it pass 100%.
        assert_eq!(
            line(3, 120, Some(100), Duration::from_secs(1)),
            "urispec: 3 lines, 3 lines/s, 0.0 MB of 0.0 MB (100%)"
        );
        // Arguments beside an empty file: a total of 0 is no total.
        assert_eq!(
            line(64, 640, Some(0), Duration::from_secs(1)),
            "urispec: 64 lines, 64 lines/s, 0.0 MB read"
        );
    }

    #[test]
    fn the_total_is_known_only_for_regular_files() {
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml").to_owned();
        let size = std::fs::metadata(&manifest).unwrap().len();
        assert_eq!(
            total_bytes(true, std::slice::from_ref(&manifest)),
            Some(size)
        );
        assert_eq!(
            total_bytes(true, &[manifest.clone(), manifest]),
            Some(2 * size)
        );
        assert_eq!(total_bytes(true, &["/dev/null".to_owned()]), None);
        assert_eq!(total_bytes(true, &["/no/such/file".to_owned()]), None);
    }
}
