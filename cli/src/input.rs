//! Inputs from the command line, or one per line from standard input.

use std::io::{BufRead, StdinLock};

/// The inputs of a command: the arguments if any, otherwise the lines of standard
/// input (as bytes, so invalid UTF-8 reaches the grammar and gets a clear error).
pub enum Inputs<'a> {
    /// Command-line arguments.
    Args(std::slice::Iter<'a, String>),
    /// Lines of standard input, streamed.
    Stdin(StdinLock<'static>),
}

impl<'a> Inputs<'a> {
    /// The arguments, or standard input when there are none.
    pub fn new(args: &'a [String]) -> Self {
        if args.is_empty() {
            Self::Stdin(std::io::stdin().lock())
        } else {
            Self::Args(args.iter())
        }
    }
}

impl Iterator for Inputs<'_> {
    type Item = std::io::Result<Vec<u8>>;

    fn next(&mut self) -> Option<Self::Item> {
        match self {
            Self::Args(args) => args.next().map(|a| Ok(a.as_bytes().to_vec())),
            Self::Stdin(stdin) => {
                let mut line = Vec::new();
                match stdin.read_until(b'\n', &mut line) {
                    Ok(0) => None,
                    Ok(_) => {
                        // The line ending (`\n` or `\r\n`) is not part of the input.
                        if line.last() == Some(&b'\n') {
                            line.pop();
                            if line.last() == Some(&b'\r') {
                                line.pop();
                            }
                        }
                        Some(Ok(line))
                    }
                    Err(e) => Some(Err(e)),
                }
            }
        }
    }
}
