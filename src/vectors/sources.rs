//! The strings compiled into the vectors: each document's printed examples with their
//! sections (`tests/corpus/examples-<id>.txt`), the project's corpus by topic, a sample
//! of real-world URIs (`real-world.txt`: every 30th line of `tests/data/bench-sample.txt`),
//! and a few byte strings no text file holds (NUL, CR, LF, invalid UTF-8).

use crate::Revision;

/// The corpus files by topic (the format of `tests/corpus/README.md`).
const TOPICS: &[&str] = &[
    include_str!("../../tests/corpus/edge.txt"),
    include_str!("../../tests/corpus/escapes.txt"),
    include_str!("../../tests/corpus/fuzz-findings.txt"),
    include_str!("../../tests/corpus/hosts.txt"),
    include_str!("../../tests/corpus/invalid.txt"),
    include_str!("../../tests/corpus/ip.txt"),
    include_str!("../../tests/corpus/params.txt"),
    include_str!("../../tests/corpus/relative.txt"),
    include_str!("../../tests/corpus/schemes.txt"),
];

/// Real-world URIs, one per line.
const REAL_WORLD: &str = include_str!("real-world.txt");

/// Inputs no corpus line can hold: the empty string, control characters, bytes that
/// are not UTF-8, a byte-order mark, surrounding spaces.
pub const BYTES: &[&[u8]] = &[
    b"",
    b"\0",
    b"http://a/\0",
    b"http://a/b\r\n",
    b"http://a/\tb",
    b"http://a/\x7f",
    b"http://a/\xff",
    b"http://\xc3\xa9/",
    b"http://a/\xc3\xa9",
    b"http://a/\xc3",
    b"\xef\xbb\xbfhttp://a/",
    b" http://a/",
    b"http://a/ ",
    b"http://a/%00",
];

/// The examples `revision`'s document prints, as the project transcribed them.
pub const fn printed_text(revision: Revision) -> &'static str {
    match revision {
        Revision::Rfc1738 => include_str!("../../tests/corpus/examples-rfc1738.txt"),
        Revision::Rfc1808 => include_str!("../../tests/corpus/examples-rfc1808.txt"),
        Revision::Url00 => include_str!("../../tests/corpus/examples-url-00.txt"),
        Revision::Rfc2396 => include_str!("../../tests/corpus/examples-rfc2396.txt"),
        Revision::Rfc2732 => include_str!("../../tests/corpus/examples-rfc2732.txt"),
        Revision::Rfc2396bis00 => include_str!("../../tests/corpus/examples-rfc2396bis-00.txt"),
        Revision::Rfc3986 => include_str!("../../tests/corpus/examples-rfc3986.txt"),
        Revision::Rfc3987 => include_str!("../../tests/corpus/examples-rfc3987.txt"),
        Revision::Rfc6874 => include_str!("../../tests/corpus/examples-rfc6874.txt"),
        Revision::Whatwg => include_str!("../../tests/corpus/examples-whatwg.txt"),
    }
}

/// One input of a corpus file and the heading above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'t> {
    /// The heading's comment, without `# ` (empty before the first heading).
    pub heading: &'t str,
    /// The input, verbatim.
    pub input: &'t str,
}

/// The inputs of a corpus file with their headings. A heading is a comment line that
/// names a place in the document (`§…`, `Appendix …`, `References`, `Authors'
/// Addresses`, `Status of this Memo`); other comment lines (a file's preamble, a
/// heading's continuation, `invalid.txt`'s annotations) are skipped.
pub fn lines(text: &str) -> Vec<Line<'_>> {
    const PLACES: &[&str] = &[
        "§",
        "Appendix",
        "References",
        "Authors'",
        "Status of this Memo",
    ];
    let mut heading = "";
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            if PLACES.iter().any(|p| comment.starts_with(p)) {
                heading = comment;
            }
        } else if !line.is_empty() {
            out.push(Line {
                heading,
                input: line,
            });
        }
    }
    out
}

/// The section a heading names: `§5.4.1 Normal Examples (lines …)` → `§5.4.1`,
/// `Appendix C.1: relative references` → `Appendix C.1`, `Authors' Addresses (…)` →
/// `Authors' Addresses`.
pub fn section(heading: &str) -> String {
    let trim = |s: &str| s.trim_end_matches([':', ',']).to_owned();
    let mut words = heading.split_whitespace();
    match words.next() {
        Some(first) if first.starts_with('§') => trim(first),
        Some("Appendix") => match words.next() {
            Some(letter) if letter.starts_with(|c: char| c.is_ascii_uppercase()) => {
                format!("Appendix {}", trim(letter))
            }
            _ => "Appendix".to_owned(),
        },
        _ => heading
            .split(['(', ':', '['])
            .next()
            .unwrap_or(heading)
            .trim()
            .to_owned(),
    }
}

/// Whether a heading introduces the references of a resolution example.
pub fn is_resolution_heading(heading: &str) -> bool {
    [
        "relative references",
        "relative URLs",
        "Normal Examples",
        "Abnormal Examples",
    ]
    .iter()
    .any(|h| heading.contains(h))
}

/// Whether a heading introduces normalization or equivalence examples.
pub fn is_normalization_heading(heading: &str) -> bool {
    ["Normalization", "Equivalence", "Comparison"]
        .iter()
        .any(|h| heading.contains(h))
}

/// The base of the document's resolution examples: the input under the heading that
/// names "the base".
pub fn printed_base(printed: &[Line<'static>]) -> Option<&'static str> {
    printed
        .iter()
        .find(|l| l.heading.contains("the base"))
        .map(|l| l.input)
}

/// The other inputs, in order: every other document's printed examples, the corpus by
/// topic, the real-world sample.
pub fn corpus(revision: Revision) -> impl Iterator<Item = &'static str> {
    let others = Revision::ALL
        .into_iter()
        .filter(move |r| *r != revision)
        .map(printed_text);
    others
        .chain(TOPICS.iter().copied())
        .flat_map(|t| lines(t).into_iter().map(|l| l.input))
        .chain(REAL_WORLD.lines())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_are_read_off_headings() {
        assert_eq!(
            section("§5.4.1 Normal Examples (lines 1964-1986), references"),
            "§5.4.1"
        );
        assert_eq!(section("Appendix C.1: relative references"), "Appendix C.1");
        assert_eq!(
            section("Appendix (Recommendations for URLs in Context): x"),
            "Appendix"
        );
        assert_eq!(
            section("Authors' Addresses (lines 3318-3341)"),
            "Authors' Addresses"
        );
        assert_eq!(section("References [1]-[18]"), "References");
        assert_eq!(
            section("Appendix C Delimiting a URI in Context (lines 2848-2895)"),
            "Appendix C"
        );
    }

    #[test]
    fn every_document_has_headed_examples() {
        for rev in Revision::ALL {
            let printed = lines(printed_text(rev));
            assert!(!printed.is_empty(), "{rev}");
            let headless = printed.iter().find(|l| l.heading.is_empty());
            assert!(
                headless.is_none(),
                "{rev}: an input before any heading: {headless:?}"
            );
        }
    }

    #[test]
    fn the_printed_bases_are_the_documents() {
        let base = |r| printed_base(&lines(printed_text(r)));
        assert_eq!(base(Revision::Rfc1808), Some("http://a/b/c/d;p?q#f"));
        assert_eq!(base(Revision::Rfc3986), Some("http://a/b/c/d;p?q"));
        assert_eq!(base(Revision::Rfc2396), Some("http://a/b/c/d;p?q"));
        assert_eq!(base(Revision::Rfc1738), None);
    }
}
