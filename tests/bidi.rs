//! RFC 3987 §4.1's bidirectional formatting characters: the seven, by name, found at
//! their byte offsets; no other character is one.

use urispec::bidi::{BidiNote, is_formatting, notes};

/// §4.1's seven, with the names it gives them and their Unicode names.
const SEVEN: [(char, &str, &str); 7] = [
    ('\u{200E}', "LRM", "LEFT-TO-RIGHT MARK"),
    ('\u{200F}', "RLM", "RIGHT-TO-LEFT MARK"),
    ('\u{202A}', "LRE", "LEFT-TO-RIGHT EMBEDDING"),
    ('\u{202B}', "RLE", "RIGHT-TO-LEFT EMBEDDING"),
    ('\u{202C}', "PDF", "POP DIRECTIONAL FORMATTING"),
    ('\u{202D}', "LRO", "LEFT-TO-RIGHT OVERRIDE"),
    ('\u{202E}', "RLO", "RIGHT-TO-LEFT OVERRIDE"),
];

#[test]
fn each_of_the_seven_is_found_by_name_at_its_offset() {
    let input: String = SEVEN.iter().flat_map(|&(c, _, _)| ['x', c]).collect();
    let found = notes(&input);
    let expected: Vec<BidiNote> = SEVEN
        .iter()
        .enumerate()
        .map(|(i, &(character, name, unicode_name))| BidiNote {
            // Each is three octets of UTF-8, after an "x".
            offset: 4 * i + 1,
            character,
            name,
            unicode_name,
        })
        .collect();
    assert_eq!(found, expected);
    assert!(SEVEN.iter().all(|&(c, _, _)| is_formatting(c)));
}

#[test]
fn their_neighbours_are_not_formatting_characters() {
    // ZWJ, the hyphen after RLM, the paragraph separator before LRE, the narrow
    // no-break space after RLO, and Unicode's other directional controls (ALM,
    // the isolates), which §4.1 does not name.
    let others = "a\u{200D}\u{2010}\u{2029}\u{202F}\u{061C}\u{2066}\u{2069}é";
    assert!(others.chars().all(|c| !is_formatting(c)));
    assert_eq!(notes(others), []);
}

#[test]
fn a_note_is_a_sentence_with_the_section() {
    let n = notes("http://a/\u{202E}b");
    assert_eq!(
        n[0].text(),
        "U+202E RIGHT-TO-LEFT OVERRIDE (RLO) at byte 9: IRIs MUST NOT contain bidirectional formatting characters"
    );
    assert_eq!(BidiNote::SECTION, "§4.1");
}
