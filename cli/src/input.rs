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

impl Iterator for Inputs<'_> {
    /// One input, or why it could not be read (exit 2).
    type Item = Result<Vec<u8>, String>;

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
                        too_long(lines, length);
                    }
                    Err(e) => {
                        let name = if lines.name == "-" {
                            "standard input"
                        } else {
                            &lines.name
                        };
                        return Some(Err(format!("reading {name}: {e}")));
                    }
                }
            } else if let Err(e) = self.open_next()? {
                return Some(Err(e));
            }
        }
    }
}

/// Says on standard error that line `lines.number` was skipped.
fn too_long(lines: &Lines, length: u64) {
    let name = if lines.name == "-" {
        "standard input"
    } else {
        &lines.name
    };
    eprintln!(
        "urispec: {name}, line {}: {length} bytes, over --max-line-bytes ({}): skipped",
        lines.number,
        line_limit::max_line_bytes()
    );
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
