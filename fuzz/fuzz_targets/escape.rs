//! The text escaper every command shows inputs with (`cli/src/output/escape.rs`),
//! on arbitrary bytes. What it promises, asserted: its output is valid UTF-8 in
//! which every backslash begins an escape (`\\` for a backslash, `\u{hex}` for a
//! character, `\xHH` for a byte of invalid UTF-8), so that unescaping gives back
//! the input's bytes exactly (two different inputs never print the same); no
//! character left raw is a control character, a bidirectional control
//! (Bidi_Control), a default-ignorable code point, white space other than the
//! ASCII space, a private-use character or a noncharacter; and `width` of an
//! offset is the number of characters `escape` prints before it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urispec_cli::fuzzing::{escape, width};

fuzz_target!(|data: &[u8]| {
    let shown = escape(data);
    assert_eq!(
        unescape(&shown),
        data,
        "escape is not reversible: {shown:?}"
    );
    for c in raw_chars(&shown) {
        assert!(!hidden(c), "{c:?} left raw in {shown:?}");
    }
    assert_eq!(width(data, data.len()), shown.chars().count());
    // Every character boundary of a short input: the column is the prefix's shown
    // length (the escape of a prefix is a prefix of the escape, as it goes by
    // characters and invalid bytes, each on its own).
    if data.len() <= 64 {
        for offset in 0..=data.len() {
            let prefix = &data[..offset];
            if std::str::from_utf8(prefix).is_ok() || offset == data.len() {
                let expected = escape(prefix).chars().count();
                assert_eq!(width(data, offset), expected, "offset {offset}");
            }
        }
    }
});

/// The bytes `shown` stands for: `\\` a backslash, `\u{hex}` a character, `\xHH`
/// a byte; every other character its UTF-8. A backslash that begins no escape
/// fails.
fn unescape(shown: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut rest = shown;
    while let Some(at) = rest.find('\\') {
        out.extend_from_slice(&rest.as_bytes()[..at]);
        let escape = &rest[at + 1..];
        rest = if let Some(after) = escape.strip_prefix('\\') {
            out.push(b'\\');
            after
        } else if let Some(after) = escape.strip_prefix("u{") {
            let end = after.find('}').expect("\\u{ closed");
            let hex = &after[..end];
            assert!(
                hex.bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
            );
            let c = char::from_u32(u32::from_str_radix(hex, 16).unwrap()).expect("a character");
            // Only what would be hidden is escaped, a backslash excepted.
            assert!(hidden(c), "{c:?} escaped needlessly");
            let mut buf = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            &after[end + 1..]
        } else if let Some(after) = escape.strip_prefix('x') {
            let hex = after.get(..2).expect("two digits after \\x");
            assert!(
                hex.bytes()
                    .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
            );
            out.push(u8::from_str_radix(hex, 16).unwrap());
            &after[2..]
        } else {
            panic!("a backslash that begins no escape in {shown:?}");
        };
    }
    out.extend_from_slice(rest.as_bytes());
    out
}

/// The characters of `shown` outside its escapes.
fn raw_chars(shown: &str) -> Vec<char> {
    let mut raw = Vec::new();
    let mut chars = shown.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            raw.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
            }
            Some('x') => {
                chars.next();
                chars.next();
            }
            _ => {}
        }
    }
    raw
}

/// What a terminal would hide, reorder or show as something else: control
/// characters; Bidi_Control; Default_Ignorable_Code_Point (Unicode 15's
/// DerivedCoreProperties.txt); the interlinear annotation characters; white
/// space but the ASCII space; private use; noncharacters.
fn hidden(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(
            c,
            // Bidi_Control.
            '\u{61C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
            // Default_Ignorable_Code_Point (U+202A–U+202E are Bidi_Control too).
            | '\u{AD}' | '\u{34F}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}'
            | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
            | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}'
            // The interlinear annotation characters, shown as nothing.
            | '\u{FFF9}'..='\u{FFFB}' | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}'
            // Private use.
            | '\u{E000}'..='\u{F8FF}' | '\u{F0000}'..
            // Noncharacters.
            | '\u{FDD0}'..='\u{FDEF}'
        )
        || u32::from(c) & 0xFFFE == 0xFFFE
}
