//! RFC 3987 §4.1's rule on bidirectional formatting characters, which is prose, not
//! grammar: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM,
//! LRE, RLE, LRO, RLO, and PDF)". The characters are in `ucschar`, so the grammar
//! (and `check`) accepts them; these are reported as notes beside the verdict.
//!
//! ```
//! let notes = urispec::bidi::notes("http://a/\u{202E}b");
//! assert_eq!(notes.len(), 1);
//! assert_eq!((notes[0].offset, notes[0].name), (9, "RLO"));
//! ```

/// The seven characters of §4.1, with the names it gives them.
const FORMATTING: [(char, &str, &str); 7] = [
    ('\u{200E}', "LRM", "LEFT-TO-RIGHT MARK"),
    ('\u{200F}', "RLM", "RIGHT-TO-LEFT MARK"),
    ('\u{202A}', "LRE", "LEFT-TO-RIGHT EMBEDDING"),
    ('\u{202B}', "RLE", "RIGHT-TO-LEFT EMBEDDING"),
    ('\u{202C}', "PDF", "POP DIRECTIONAL FORMATTING"),
    ('\u{202D}', "LRO", "LEFT-TO-RIGHT OVERRIDE"),
    ('\u{202E}', "RLO", "RIGHT-TO-LEFT OVERRIDE"),
];

/// One bidirectional formatting character in an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BidiNote {
    /// Its byte offset.
    pub offset: usize,
    /// The character.
    pub character: char,
    /// §4.1's name for it (`RLO`).
    pub name: &'static str,
    /// Its Unicode name (`RIGHT-TO-LEFT OVERRIDE`).
    pub unicode_name: &'static str,
}

impl BidiNote {
    /// The section that states the rule.
    pub const SECTION: &'static str = "§4.1";

    /// The note as a sentence.
    #[must_use]
    pub fn text(&self) -> String {
        format!(
            "U+{:04X} {} ({}) at byte {}: IRIs MUST NOT contain bidirectional formatting characters",
            u32::from(self.character),
            self.unicode_name,
            self.name,
            self.offset
        )
    }
}

/// Whether `c` is one of §4.1's bidirectional formatting characters.
#[must_use]
pub fn is_formatting(c: char) -> bool {
    FORMATTING.iter().any(|&(f, _, _)| f == c)
}

/// Every bidirectional formatting character of `input`, in order.
#[must_use]
pub fn notes(input: &str) -> Vec<BidiNote> {
    // The seven characters are U+200E–U+202E, whose UTF-8 starts with 0xE2: an input
    // without that byte has none of them.
    if memchr::memchr(0xE2, input.as_bytes()).is_none() {
        return Vec::new();
    }
    input
        .char_indices()
        .filter_map(|(offset, c)| {
            FORMATTING
                .iter()
                .find(|&&(f, _, _)| f == c)
                .map(|&(character, name, unicode_name)| BidiNote {
                    offset,
                    character,
                    name,
                    unicode_name,
                })
        })
        .collect()
}
