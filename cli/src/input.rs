//! Inputs: the command-line arguments, then the lines of each `--from FILE` (`-` is
//! standard input), or standard input when there are neither. Inputs are bytes, so
//! invalid UTF-8 reaches the grammar and gets a clear error; nothing is replaced.

use std::ffi::OsString;
use std::fs::File;
use std::io::{BufRead, BufReader};

use crate::line_limit::{self, Line};

/// A source of lines: a file, or standard input.
struct Lines {
    name: String,
    reader: Box<dyn BufRead>,
    /// The lines read so far.
    number: u64,
}

/// The inputs of a command, streamed: one line at a time is held in memory.
pub struct Inputs<'a> {
    args: std::slice::Iter<'a, OsString>,
    files: std::vec::IntoIter<String>,
    current: Option<Lines>,
}

impl<'a> Inputs<'a> {
    /// The arguments, then the lines of each file of `from`; standard input when
    /// both are empty.
    pub fn new(args: &'a [OsString], from: &[String]) -> Self {
        let files = if args.is_empty() && from.is_empty() {
            vec!["-".to_owned()]
        } else {
            from.to_vec()
        };
        Self {
            args: args.iter(),
            files: files.into_iter(),
            current: None,
        }
    }

    /// Opens the next file, if any.
    fn open_next(&mut self) -> Option<Result<(), String>> {
        let name = self.files.next()?;
        let reader: Box<dyn BufRead> = if name == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            match File::open(&name) {
                Ok(file) => Box::new(BufReader::with_capacity(64 * 1024, file)),
                Err(e) => return Some(Err(format!("reading {name}: {e}"))),
            }
        };
        self.current = Some(Lines {
            name,
            reader,
            number: 0,
        });
        Some(Ok(()))
    }
}

/// A line over `--max-line-bytes`, not read: where it is, how long, and its first
/// bytes.
#[derive(Debug)]
pub struct OverLimit {
    /// The input it is a line of: a file's name, or `standard input`.
    pub source: String,
    /// Its number in the input, from 1.
    pub line: u64,
    /// Its length in bytes, its ending not counted.
    pub length: u64,
    /// The limit (`--max-line-bytes`).
    pub limit: usize,
    /// Its first bytes (at most `line_limit::START`), the rest not held.
    pub start: Vec<u8>,
}

impl OverLimit {
    /// `standard input, line 2: 28 bytes, over --max-line-bytes (10): not read`.
    pub fn message(&self) -> String {
        format!(
            "{}, line {}: {} bytes, over --max-line-bytes ({}): not read",
            self.source, self.line, self.length, self.limit
        )
    }

    /// Says so on standard error (where a command writes no record per input).
    pub fn report(&self) {
        eprintln!("urispec: {}", self.message());
    }
}

/// The input `item` gives; `None` for a line over the limit, said on standard error
/// (for a command that writes no record per input).
///
/// # Errors
/// The input could not be read.
pub fn or_reported(item: Result<Vec<u8>, Unread>) -> Result<Option<Vec<u8>>, String> {
    match item {
        Ok(input) => Ok(Some(input)),
        Err(Unread::Failed(message)) => Err(message),
        Err(Unread::OverLimit(over)) => {
            over.report();
            Ok(None)
        }
    }
}

/// Why an input is not given: the input could not be read (the run stops, exit 2),
/// or a line was over the limit (answered by a record of its own, the run going on).
#[derive(Debug)]
pub enum Unread {
    /// Reading failed: the message.
    Failed(String),
    /// A line over the limit.
    OverLimit(OverLimit),
}

impl Iterator for Inputs<'_> {
    /// One input, or why it is not given.
    type Item = Result<Vec<u8>, Unread>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(arg) = self.args.next() {
            return Some(Ok(arg.as_encoded_bytes().to_vec()));
        }
        loop {
            if let Some(lines) = &mut self.current {
                let mut line = Vec::new();
                match line_limit::read_line(&mut lines.reader, &mut line) {
                    Ok(Line::End) => self.current = None,
                    Ok(Line::Read) => {
                        lines.number += 1;
                        return Some(Ok(strip_line_ending(line)));
                    }
                    Ok(Line::TooLong(length)) => {
                        lines.number += 1;
                        return Some(Err(Unread::OverLimit(OverLimit {
                            source: lines.shown_name().to_owned(),
                            line: lines.number,
                            length,
                            limit: line_limit::max_line_bytes(),
                            start: line,
                        })));
                    }
                    Err(e) => {
                        let message = format!("reading {}: {e}", lines.shown_name());
                        return Some(Err(Unread::Failed(message)));
                    }
                }
            } else if let Err(e) = self.open_next()? {
                return Some(Err(Unread::Failed(e)));
            }
        }
    }
}

impl Lines {
    /// The name shown: the file's, or `standard input`.
    fn shown_name(&self) -> &str {
        if self.name == "-" {
            "standard input"
        } else {
            &self.name
        }
    }
}

/// The line without its ending (`\n` or `\r\n`), which is not part of the input.
pub fn strip_line_ending(mut line: Vec<u8>) -> Vec<u8> {
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
    }
    line
}
