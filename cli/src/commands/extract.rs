//! `urispec extract`: the URI references of a text, read as a stream in bounded
//! memory (a window of the text and the library's lookahead), under each revision
//! asked; text mode puts the revisions side by side where they differ.

use std::io::{Read, Write};

use urispec::Revision;
use urispec::extract::{Extractor, Found, MAX_SCHEME, Options, Resume};

use crate::args::{ExtractArgs, Revisions};
use crate::contract::extract::{Place, record};
use crate::failure::{Failure, Outcome};
use crate::output::emit::Emitter;
use crate::output::style::Style;

mod text;

/// How many bytes are read at a time; the window holds this and the lookahead.
const CHUNK: usize = 256 << 10;

/// Runs `extract` over every source; returns whether every URI found is valid and
/// every wrapper closed.
pub fn run(args: &ExtractArgs, style: Style, out: &mut impl Write) -> Outcome {
    let revisions = Revisions::merge(&args.revision);
    let options = Options {
        bare: args.bare.into(),
        ..Options::default()
    };
    let sources = if args.from.is_empty() {
        vec!["-".to_owned()]
    } else {
        args.from.clone()
    };
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for source in &sources {
        let reader: Box<dyn Read> = if source == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            Box::new(std::fs::File::open(source).map_err(|e| format!("{source}: {e}"))?)
        };
        let mut run = Run {
            source,
            revisions: &revisions,
            options,
            style,
            emitter: &mut emitter,
            all_ok: true,
        };
        run.stream(reader)?;
        all_ok &= run.all_ok;
    }
    emitter.finish()?;
    Ok(all_ok)
}

/// A line and a column, moved forward over text.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    line: usize,
    column: usize,
}

impl Cursor {
    /// The start of a text.
    const START: Self = Self { line: 1, column: 1 };

    /// Moves over `bytes` (a column per character: UTF-8 continuation bytes count
    /// none).
    fn advance(&mut self, bytes: &[u8]) {
        let mut lines = bytes.split(|&b| b == b'\n');
        let mut last = lines.next().unwrap_or_default();
        for line in lines {
            self.line += 1;
            self.column = 1;
            last = line;
        }
        self.column += last.iter().filter(|&&b| b & 0xC0 != 0x80).count();
    }

    /// As the contract writes it.
    fn place(self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }
}

/// One source being read.
struct Run<'a, 'w, W: Write> {
    source: &'a str,
    revisions: &'a [Revision],
    options: Options,
    style: Style,
    emitter: &'a mut Emitter<'w, W>,
    all_ok: bool,
}

impl<W: Write> Run<'_, '_, W> {
    /// Reads the source a window at a time: each revision's extractor starts nothing
    /// within the lookahead of the window's end until the text has ended; the window
    /// then drops what every revision has passed (but a scheme's length).
    fn stream(&mut self, mut reader: impl Read) -> Result<(), Failure> {
        let margin = self.options.lookahead();
        let mut window: Vec<u8> = Vec::with_capacity(CHUNK + margin);
        let (mut base, mut cursor) = (0usize, Cursor::START);
        let mut resumes = vec![Resume::default(); self.revisions.len()];
        let mut ended = false;
        loop {
            ended = ended || fill(&mut reader, &mut window, CHUNK + margin, self.source)?;
            let until = if ended {
                window.len()
            } else {
                window.len() - margin
            };
            self.window(&window, base, cursor, &mut resumes, until)?;
            if ended {
                return Ok(());
            }
            let low = resumes.iter().map(|r| r.position).min().unwrap_or(until);
            let drop = low.saturating_sub(MAX_SCHEME + 1);
            cursor.advance(&window[..drop]);
            window.drain(..drop);
            base += drop;
            for resume in &mut resumes {
                *resume = resume.shifted(drop);
            }
        }
    }

    /// Extracts from one window under every revision and writes what was found, in
    /// the order it starts.
    fn window(
        &mut self,
        window: &[u8],
        base: usize,
        mut cursor: Cursor,
        resumes: &mut [Resume],
        until: usize,
    ) -> Result<(), Failure> {
        let mut found: Vec<(usize, usize, Found<'_>)> = Vec::new();
        for (k, (&revision, resume)) in self.revisions.iter().zip(resumes.iter_mut()).enumerate() {
            let mut extractor = Extractor::resume(window, revision, self.options, *resume, until);
            found.extend(extractor.by_ref().map(|f| (f.start(), k, f)));
            *resume = extractor.resume_at();
        }
        found.sort_by_key(|&(start, k, _)| (start, k));
        let mut at = 0;
        let mut rest = &found[..];
        while let Some((&(start, _, _), _)) = rest.split_first() {
            cursor.advance(&window[at..start]);
            at = start;
            let same = rest.iter().take_while(|(s, _, _)| *s == start).count();
            let (here, after) = rest.split_at(same);
            self.emit(window, base, cursor, here)?;
            rest = after;
        }
        Ok(())
    }

    /// Writes what the revisions found at one place: a record each in JSON; in
    /// text, one line where they all agree, one per revision otherwise.
    fn emit(
        &mut self,
        window: &[u8],
        base: usize,
        cursor: Cursor,
        here: &[(usize, usize, Found<'_>)],
    ) -> Result<(), Failure> {
        let many = self.revisions.len() > 1;
        let shown: Vec<text::Shown> = here
            .iter()
            .map(|(_, _, f)| text::show(window, cursor, f, self.style))
            .collect();
        let agree =
            many && here.len() == self.revisions.len() && shown.windows(2).all(|w| w[0] == w[1]);
        for (i, (_, k, found)) in here.iter().enumerate() {
            let revision = self.revisions[*k];
            self.all_ok &= matches!(found, Found::Uri(m) if m.verdict.is_ok());
            let label = match (many, agree) {
                (false, _) => None,
                (true, true) => Some("all"),
                (true, false) => Some(revision.id()),
            };
            let print = !agree || i == 0;
            let line = || {
                if print {
                    text::line(cursor, label, &shown[i], self.style)
                } else {
                    String::new()
                }
            };
            let rec = || record(self.source, revision, found, base, cursor.place());
            self.emitter.record(rec, line)?;
        }
        Ok(())
    }
}

/// Reads into `window` until it holds `want` bytes or the source ends; whether it
/// ended.
fn fill(
    reader: &mut impl Read,
    window: &mut Vec<u8>,
    want: usize,
    source: &str,
) -> Result<bool, Failure> {
    while window.len() < want {
        let len = window.len();
        window.resize(want, 0);
        match reader.read(&mut window[len..]) {
            Ok(0) => {
                window.truncate(len);
                return Ok(true);
            }
            Ok(n) => window.truncate(len + n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => window.truncate(len),
            Err(e) => return Err(Failure::Message(format!("{source}: {e}"))),
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that fails once with `kind`, then gives `data`.
    struct FailsOnce {
        kind: Option<std::io::ErrorKind>,
        data: &'static [u8],
    }

    impl Read for FailsOnce {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if let Some(kind) = self.kind.take() {
                return Err(kind.into());
            }
            let n = self.data.len().min(buf.len());
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    /// An interrupted read is tried again; any other error ends the source, named.
    #[test]
    fn an_interrupted_read_is_tried_again_and_another_error_ends_the_source() {
        let mut window = Vec::new();
        let mut interrupted = FailsOnce {
            kind: Some(std::io::ErrorKind::Interrupted),
            data: b"see <http://a/>",
        };
        let ended = fill(&mut interrupted, &mut window, 64, "mail.txt");
        assert!(matches!(ended, Ok(true)));
        assert_eq!(window, b"see <http://a/>");
        let mut failing = FailsOnce {
            kind: Some(std::io::ErrorKind::PermissionDenied),
            data: b"never read",
        };
        match fill(&mut failing, &mut Vec::new(), 64, "mail.txt") {
            Err(Failure::Message(m)) => assert!(m.starts_with("mail.txt: "), "{m}"),
            _ => panic!("the error is the source's"),
        }
    }
}
