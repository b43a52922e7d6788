//! `check`'s record written as JSON directly, byte for byte what `serde_json` writes
//! of [`super::record`]: each revision's `{"revision":…,"rule":…,"valid":` escaped
//! once per run, the input once per record, the record built in one buffer reused
//! from record to record and written at once.

use std::io::Write;

use urispec::ParseError;

use super::{Checker, Input, Verdict};
use crate::contract::{Echo, ProseNote};
use crate::output::json::{Escaped, boolean, number, string};

/// Writes the records of one run's checkers.
pub struct RecordWriter {
    /// Per checker: the start of its answer, up to `"valid":`.
    heads: Vec<Vec<u8>>,
    /// Per checker without the rule: the rest of its answer, the error saying why.
    no_rule: Vec<Vec<u8>>,
    /// The record being written.
    line: Vec<u8>,
}

impl RecordWriter {
    /// The writer of `checkers`' records (answers refer to them by position).
    pub fn new(checkers: &[Checker]) -> Self {
        let heads = checkers
            .iter()
            .map(|c| {
                let mut head = b"{\"revision\":".to_vec();
                string(&mut head, c.revision.id());
                head.extend_from_slice(b",\"rule\":");
                string(&mut head, &c.rule);
                head.extend_from_slice(b",\"valid\":");
                head
            })
            .collect();
        let no_rule = checkers
            .iter()
            .map(|c| {
                let Err(message) = &c.validator else {
                    return Vec::new();
                };
                let mut tail = b"false,\"error\":{\"offset\":null,\"expected\":[],".to_vec();
                tail.extend_from_slice(b"\"section\":null,\"message\":");
                string(&mut tail, message);
                tail.extend_from_slice(b"}}");
                tail
            })
            .collect();
        Self {
            heads,
            no_rule,
            line: Vec::new(),
        }
    }

    /// Writes the record of `input`: `valid` under every revision asked, and the
    /// `answers` kept (each with its checker's position).
    ///
    /// # Errors
    /// When writing fails.
    pub fn write(
        &mut self,
        out: &mut impl Write,
        input: Input<'_>,
        valid: bool,
        answers: &[(usize, Verdict)],
    ) -> std::io::Result<()> {
        let line = &mut self.line;
        line.clear();
        line.extend_from_slice(b"{\"input\":");
        if let Some(text) = input.text {
            string(line, text);
        } else {
            let echo = Echo::new(input.bytes);
            string(line, &echo.input);
            line.extend_from_slice(b",\"input_hex\":");
            string(line, echo.input_hex.as_deref().unwrap_or_default());
        }
        line.extend_from_slice(b",\"valid\":");
        boolean(line, valid);
        line.extend_from_slice(b",\"revisions\":[");
        for (n, (at, verdict)) in answers.iter().enumerate() {
            if n > 0 {
                line.push(b',');
            }
            line.extend_from_slice(&self.heads[*at]);
            match verdict {
                Verdict::Valid(notes) => {
                    line.extend_from_slice(b"true");
                    write_notes(line, notes);
                    line.push(b'}');
                }
                Verdict::Invalid(error) => {
                    line.extend_from_slice(b"false");
                    if let Some(error) = error {
                        line.extend_from_slice(b",\"error\":");
                        write_error(line, error);
                    }
                    line.push(b'}');
                }
                Verdict::NoRule => line.extend_from_slice(&self.no_rule[*at]),
            }
        }
        line.extend_from_slice(b"]}");
        out.write_all(line)
    }
}

/// `,"notes":[…]`, when there are notes.
fn write_notes(line: &mut Vec<u8>, notes: &[ProseNote]) {
    if notes.is_empty() {
        return;
    }
    line.extend_from_slice(b",\"notes\":[");
    for (n, note) in notes.iter().enumerate() {
        if n > 0 {
            line.push(b',');
        }
        line.extend_from_slice(b"{\"offset\":");
        number(line, note.offset);
        line.extend_from_slice(b",\"text\":");
        string(line, &note.text);
        line.extend_from_slice(b",\"section\":");
        string(line, note.section);
        line.push(b'}');
    }
    line.push(b']');
}

/// The [`crate::contract::Error`] of `error`.
fn write_error(line: &mut Vec<u8>, error: &ParseError) {
    line.extend_from_slice(b"{\"offset\":");
    number(line, error.offset());
    line.extend_from_slice(b",\"expected\":[");
    for (n, name) in error.expected().iter().enumerate() {
        if n > 0 {
            line.push(b',');
        }
        string(line, name);
    }
    line.extend_from_slice(b"],\"section\":");
    match error.section() {
        Some(section) => string(line, section),
        None => line.extend_from_slice(b"null"),
    }
    line.extend_from_slice(b",\"message\":\"");
    // Writing to a buffer does not fail.
    let _ = error.write_message(&mut Escaped(line));
    line.extend_from_slice(b"\"}");
}
