//! Showing inputs on a terminal, one way in every command: printable characters as
//! they are; control characters, bidirectional controls and invalid UTF-8 escaped
//! (`\u{9}`, `\u{202e}`, `\xFF`); and the column of a byte offset in that display.

use std::fmt::Write as _;

use crate::output::style::Style;

/// The line under a shown input: a caret at the offending byte (`indent` columns
/// in), labelled with the message.
pub fn caret(input: &[u8], error: &urispec::ParseError, indent: usize, style: Style) -> String {
    let pad = " ".repeat(indent + width(input, error.offset()));
    let message = error.message();
    format!("{pad}{} {message}", style.bad("^"))
}

/// The input as shown: printable characters as they are, others escaped
/// (`\u{7}`, `\u{202e}`, `\xFF`).
pub fn escape(input: &[u8]) -> String {
    let mut out = String::with_capacity(input.len());
    for chunk in input.utf8_chunks() {
        for c in chunk.valid().chars() {
            push_char(&mut out, c);
        }
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out
}

/// `"text"`, escaped as [`escape`] does (for values shown in quotes).
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", escape(text.as_bytes()))
}

/// The display column of byte `offset` in [`escape`]'s output.
pub fn width(input: &[u8], offset: usize) -> usize {
    let mut column = 0;
    let mut at = 0;
    for chunk in input.utf8_chunks() {
        for c in chunk.valid().chars() {
            if at >= offset {
                return column;
            }
            column += if shown_escaped(c) {
                c.escape_unicode().count()
            } else {
                1
            };
            at += c.len_utf8();
        }
        for _ in chunk.invalid() {
            if at >= offset {
                return column;
            }
            column += 4;
            at += 1;
        }
    }
    column
}

/// Appends `c` as shown.
fn push_char(out: &mut String, c: char) {
    if shown_escaped(c) {
        out.extend(c.escape_unicode());
    } else {
        out.push(c);
    }
}

/// Control characters and the bidirectional formatting characters (which reorder
/// what a terminal shows: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
fn shown_escaped(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{61C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The width of `text` as shown by [`escape`].
pub fn shown_width(text: &[u8]) -> usize {
    width(text, text.len())
}
