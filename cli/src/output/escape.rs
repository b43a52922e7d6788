//! Showing inputs on a terminal, one way in every command: printable characters as
//! they are; the backslash doubled (`\\`), so that an escape is never ambiguous;
//! control characters, bidirectional controls, invisible characters and invalid
//! UTF-8 escaped (`\u{9}`, `\u{202e}`, `\u{200b}`, `\xFF`); and the column of a byte
//! offset in that display.

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
            column += shown_char_width(c);
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
    if c == '\\' {
        out.push_str("\\\\");
    } else if shown_escaped(c) {
        out.extend(c.escape_unicode());
    } else {
        out.push(c);
    }
}

/// The columns `c` takes as shown by [`push_char`].
fn shown_char_width(c: char) -> usize {
    if c == '\\' {
        2
    } else if shown_escaped(c) {
        c.escape_unicode().count()
    } else {
        1
    }
}

/// Control characters, the bidirectional formatting characters (which reorder
/// what a terminal shows: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069), and
/// what a terminal shows as nothing or as an ordinary space ([`invisible`]).
fn shown_escaped(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{61C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || invisible(c)
}

/// Characters a terminal shows as nothing, as a blank or as a box, which would make
/// an invalid line look like a valid one: Unicode's default-ignorable code points
/// (U+00AD, U+034F, U+115F–U+1160, U+17B4–U+17B5, U+180B–U+180F, U+200B–U+200F,
/// U+2060–U+206F, U+3164, U+FE00–U+FE0F, U+FEFF, U+FFA0, U+1BCA0–U+1BCA3,
/// U+1D173–U+1D17A, U+E0000–U+E0FFF), every white space but the ASCII space
/// (U+00A0, U+2028, U+3000, …), the private use areas, the noncharacters and the
/// specials U+FFF0–U+FFFB.
fn invisible(c: char) -> bool {
    (c.is_whitespace() && c != ' ')
        || matches!(
            c,
            '\u{AD}'
                | '\u{34F}'
                | '\u{115F}'..='\u{1160}'
                | '\u{17B4}'..='\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{E000}'..='\u{F8FF}'
                | '\u{FDD0}'..='\u{FDEF}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFFB}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
                | '\u{F0000}'..
        )
        || u32::from(c) & 0xFFFE == 0xFFFE
}

/// The width of `text` as shown by [`escape`].
pub fn shown_width(text: &[u8]) -> usize {
    width(text, text.len())
}

#[cfg(test)]
mod tests {
    use super::{caret, escape, quoted, shown_width, width};
    use crate::args::ColorChoice;
    use crate::output::style::Style;

    /// What a terminal shows as it is stays as it is: ASCII, the space, letters and
    /// symbols of other scripts, an emoji.
    #[test]
    fn printable_text_is_shown_as_it_is() {
        for text in ["http://a/b?c=d#e f", "é日本\u{1F600}", "bdfhjlnprtvxz", ""] {
            assert_eq!(escape(text.as_bytes()), text);
        }
    }

    /// Each character a terminal would hide, reorder or blank is escaped by its
    /// code point; a backslash is doubled, so that `\u{9}` as typed and a tab never
    /// look the same; each byte of invalid UTF-8 is shown in hex.
    #[test]
    fn hidden_characters_and_invalid_bytes_are_escaped() {
        for (input, shown) in [
            (&b"a\\b"[..], "a\\\\b"),
            (b"\x07", "\\u{7}"),                    // a control character
            (b"\t", "\\u{9}"),                      // a control, and white space
            ("\u{202E}".as_bytes(), "\\u{202e}"),   // a bidirectional control
            ("\u{61C}".as_bytes(), "\\u{61c}"),     // the Arabic letter mark
            ("\u{A0}".as_bytes(), "\\u{a0}"),       // white space but the space
            ("\u{200B}".as_bytes(), "\\u{200b}"),   // a default-ignorable
            ("\u{E000}".as_bytes(), "\\u{e000}"),   // private use
            ("\u{FFFE}".as_bytes(), "\\u{fffe}"),   // a noncharacter
            ("\u{1FFFF}".as_bytes(), "\\u{1ffff}"), // a noncharacter beyond the BMP
            ("\u{F0000}".as_bytes(), "\\u{f0000}"), // supplementary private use
            (b"\xFFa\xC3", "\\xFFa\\xC3"),          // invalid UTF-8
        ] {
            assert_eq!(escape(input), shown, "{input:?}");
        }
        assert_eq!(quoted("a\tb"), "\"a\\u{9}b\"");
    }

    /// The column of a byte offset is the number of characters shown before it,
    /// whatever was escaped on the way; past the end, the width of the whole.
    #[test]
    fn the_column_of_an_offset_counts_what_is_shown_before_it() {
        let input = b"a\\\t\xFF\xC3\xA9\xE2\x80\xAEz";
        let shown = escape(input);
        assert_eq!(shown, "a\\\\\\u{9}\\xFF\u{E9}\\u{202e}z");
        for (offset, column) in [(0, 0), (1, 1), (2, 3), (3, 8), (4, 12), (6, 13), (9, 21)] {
            assert_eq!(width(input, offset), column, "offset {offset}");
        }
        assert_eq!(width(input, input.len()), shown.chars().count());
        assert_eq!(width(input, 99), shown.chars().count());
        assert_eq!(shown_width(input), 22);
    }

    /// The caret line puts `^` under the offending byte, after the indent and the
    /// width of what is shown before it, then the message.
    #[test]
    fn the_caret_points_at_the_offending_byte() {
        let input = "a\tb c";
        let error = urispec::Revision::Rfc3986.parse(input).unwrap_err();
        let line = caret(input.as_bytes(), &error, 3, Style::new(ColorChoice::Never));
        let column = 3 + width(input.as_bytes(), error.offset());
        assert_eq!(line, format!("{}^ {}", " ".repeat(column), error.message()));
        assert_eq!(error.offset(), 1);
        assert_eq!(column, 4);
    }
}
