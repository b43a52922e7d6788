//! Showing inputs on a terminal: control bytes and invalid UTF-8 escaped, and the
//! column of a byte offset in that display.

use crate::style::Style;

/// The line under a shown input: a caret at the offending byte (`indent` columns
/// in), labelled with the message.
pub fn caret(input: &[u8], error: &urispec::ParseError, indent: usize, style: Style) -> String {
    let pad = " ".repeat(indent + width(input, error.offset));
    let message = error.message();
    format!("{pad}{} {message}", style.bad("^"))
}

/// The input as shown: printable characters as they are, others escaped
/// (`\u{7}`, `\xFF`).
pub fn escape(input: &[u8]) -> String {
    pieces(input).map(|(_, shown)| shown).collect()
}

/// The display column of byte `offset` in [`escape`]'s output.
pub fn width(input: &[u8], offset: usize) -> usize {
    pieces(input)
        .take_while(|(at, _)| *at < offset)
        .map(|(_, shown)| shown.chars().count())
        .sum()
}

/// Each character (or invalid byte) with its byte offset and how it is shown.
fn pieces(input: &[u8]) -> impl Iterator<Item = (usize, String)> + '_ {
    input
        .utf8_chunks()
        .scan(0, |at, chunk| {
            let start = *at;
            *at += chunk.valid().len() + chunk.invalid().len();
            let valid = chunk.valid().char_indices().map(move |(i, c)| {
                let shown = if c.is_control() {
                    c.escape_unicode().to_string()
                } else {
                    c.to_string()
                };
                (start + i, shown)
            });
            let invalid_at = start + chunk.valid().len();
            let invalid = chunk
                .invalid()
                .iter()
                .enumerate()
                .map(move |(i, b)| (invalid_at + i, format!("\\x{b:02X}")));
            Some(valid.chain(invalid).collect::<Vec<_>>())
        })
        .flatten()
}
