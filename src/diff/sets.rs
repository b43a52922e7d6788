//! Character sets: the difference of two classes, and how a set is shown.

use std::fmt::Write as _;

use crate::bnf::CharClass;

/// The characters of `a` that are not in `b`.
pub(super) fn minus(a: &CharClass, b: &CharClass) -> CharClass {
    let not_b = b.complement();
    let mut out = CharClass::default();
    for &(lo, hi) in a.ranges() {
        for &(nlo, nhi) in not_b.ranges() {
            let (from, to) = (lo.max(nlo), hi.min(nhi));
            if from <= to {
                out = out.union(&CharClass::range(from, to));
            }
        }
    }
    out
}

/// The set as a teacher would read it: ASCII characters one by one, separated by
/// spaces (`[ ]`), controls and the space as `%x` values (`%x00-1F`, `%x20`), runs of
/// letters or digits as ranges (`a-z`, `0-9`), and non-ASCII characters as `U+`
/// ranges, or `every non-ASCII character` when the set holds them all.
///
/// ```
/// use urispec::bnf::CharClass;
/// use urispec::diff::show_chars;
/// let set = CharClass::range('[', ']').union(&CharClass::range('a', 'z'));
/// assert_eq!(show_chars(&set), r"[ \ ] a-z");
/// assert_eq!(show_chars(&CharClass::range('\u{80}', '\u{10FFFF}')), "every non-ASCII character");
/// ```
#[must_use]
pub fn show_chars(set: &CharClass) -> String {
    let mut parts: Vec<String> = Vec::new();
    let ascii: Vec<char> = set.ascii_chars().collect();
    let mut i = 0;
    while i < ascii.len() {
        let c = ascii[i];
        let mut j = i;
        while j + 1 < ascii.len()
            && u32::from(ascii[j + 1]) == u32::from(ascii[j]) + 1
            && same_run(c, ascii[j + 1])
        {
            j += 1;
        }
        let end = ascii[j];
        if c.is_ascii_control() || c == ' ' {
            parts.push(if end == c {
                format!("%x{:02X}", u32::from(c))
            } else {
                format!("%x{:02X}-{:02X}", u32::from(c), u32::from(end))
            });
        } else if j >= i + 2 {
            parts.push(format!("{c}-{end}"));
        } else {
            parts.extend(ascii[i..=j].iter().map(char::to_string));
        }
        i = j + 1;
    }
    let non_ascii = minus(set, &CharClass::range('\0', '\x7F'));
    if !non_ascii.ranges().is_empty() {
        if non_ascii == CharClass::range('\0', '\x7F').complement() {
            parts.push("every non-ASCII character".to_owned());
        } else {
            for &(lo, hi) in non_ascii.ranges() {
                let mut part = format!("U+{:04X}", u32::from(lo));
                if hi != lo {
                    let _ = write!(part, "-U+{:04X}", u32::from(hi));
                }
                parts.push(part);
            }
        }
    }
    parts.join(" ")
}

/// Whether `a` and `b` are of the same kind for a range: both controls, both
/// lowercase letters, both uppercase letters or both digits.
fn same_run(a: char, b: char) -> bool {
    let kind = |c: char| {
        if c.is_ascii_control() || c == ' ' {
            0
        } else if c.is_ascii_lowercase() {
            1
        } else if c.is_ascii_uppercase() {
            2
        } else if c.is_ascii_digit() {
            3
        } else {
            4
        }
    };
    kind(a) == kind(b) && kind(a) != 4
}
