//! The inputs a reader recognises, for the book's rule examples: every URI the
//! documents print (`tests/corpus/examples-<id>.txt`, with the section each is
//! printed in) and the corpus's inputs by topic, embedded in the command.

use urispec::Revision;

/// The corpus files the book draws from: the documents' own examples first, in
/// the documents' order, then the inputs by topic.
const FILES: &[(&str, &str)] = &[
    (
        "examples-rfc1738.txt",
        include_str!("../../../tests/corpus/examples-rfc1738.txt"),
    ),
    (
        "examples-rfc1808.txt",
        include_str!("../../../tests/corpus/examples-rfc1808.txt"),
    ),
    (
        "examples-url-00.txt",
        include_str!("../../../tests/corpus/examples-url-00.txt"),
    ),
    (
        "examples-rfc2396.txt",
        include_str!("../../../tests/corpus/examples-rfc2396.txt"),
    ),
    (
        "examples-rfc2732.txt",
        include_str!("../../../tests/corpus/examples-rfc2732.txt"),
    ),
    (
        "examples-rfc2396bis-00.txt",
        include_str!("../../../tests/corpus/examples-rfc2396bis-00.txt"),
    ),
    (
        "examples-rfc3986.txt",
        include_str!("../../../tests/corpus/examples-rfc3986.txt"),
    ),
    (
        "examples-rfc3987.txt",
        include_str!("../../../tests/corpus/examples-rfc3987.txt"),
    ),
    (
        "examples-rfc6874.txt",
        include_str!("../../../tests/corpus/examples-rfc6874.txt"),
    ),
    (
        "examples-whatwg.txt",
        include_str!("../../../tests/corpus/examples-whatwg.txt"),
    ),
    ("hosts.txt", include_str!("../../../tests/corpus/hosts.txt")),
    ("ip.txt", include_str!("../../../tests/corpus/ip.txt")),
    (
        "schemes.txt",
        include_str!("../../../tests/corpus/schemes.txt"),
    ),
    (
        "params.txt",
        include_str!("../../../tests/corpus/params.txt"),
    ),
    (
        "relative.txt",
        include_str!("../../../tests/corpus/relative.txt"),
    ),
    (
        "escapes.txt",
        include_str!("../../../tests/corpus/escapes.txt"),
    ),
];

/// One input of the corpus and where it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    /// The input, verbatim.
    pub input: &'static str,
    /// The document that prints it, and the section (`§1.1.2`), when it is one of
    /// a document's own examples.
    pub printed_in: Option<(Revision, &'static str)>,
}

/// Every sample, `revision`'s own examples first, then the other documents'
/// examples in their order, then the inputs by topic; each input once.
pub fn samples(revision: Revision) -> Vec<Sample> {
    let own = format!("examples-{}.txt", short_id(revision));
    let (mine, others): (Vec<_>, Vec<_>) = FILES.iter().partition(|(name, _)| *name == own);
    let mut out: Vec<Sample> = Vec::new();
    for (name, text) in mine.into_iter().chain(others) {
        for sample in file_samples(name, text) {
            if !out.iter().any(|s| s.input == sample.input) {
                out.push(sample);
            }
        }
    }
    out
}

/// The inputs of one corpus file: every line but the empty ones and the comments
/// (`# ` first on the line); a `# §…` comment names the section of the lines under it.
fn file_samples(name: &str, text: &'static str) -> Vec<Sample> {
    let document = Revision::ALL
        .into_iter()
        .find(|&r| name == format!("examples-{}.txt", short_id(r)));
    let mut section = "";
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            section = heading(comment).unwrap_or(section);
        } else if !line.is_empty() {
            out.push(Sample {
                input: line,
                printed_in: document.map(|d| (d, section)),
            });
        }
    }
    out
}

/// The section a corpus comment opens: `§1.1.2` of `§1.1.2 Examples (lines …)`,
/// `Appendix C.1` of `Appendix C.1: relative references`, `Status of this Memo`;
/// `None` for a comment that names none.
fn heading(comment: &str) -> Option<&str> {
    if comment.starts_with('§') {
        return comment.split([' ', ',', ':', ')']).next();
    }
    let known = ["Appendix", "Status of this Memo", "Authors'"];
    known.iter().any(|k| comment.starts_with(k)).then(|| {
        comment
            .split([':', '('])
            .next()
            .unwrap_or(comment)
            .trim_end()
    })
}

/// The name a document's examples file uses: `rfc3986`, `url-00`, `rfc2396bis-00`.
fn short_id(revision: Revision) -> &'static str {
    match revision {
        Revision::Url00 => "url-00",
        Revision::Rfc2396bis00 => "rfc2396bis-00",
        other => other.id(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded files are the corpus's own: every document's examples file is
    /// there, read with the corpus's format, and RFC 3986's first example is its §1.1
    /// `http://localhost/`.
    #[test]
    fn the_documents_examples_come_first_with_their_sections() {
        for revision in Revision::ALL {
            let samples = samples(revision);
            let first = samples[0];
            assert_eq!(first.printed_in.map(|(d, _)| d), Some(revision));
            assert!(!first.printed_in.unwrap().1.is_empty(), "{first:?}");
            assert!(samples.iter().all(|s| !s.input.starts_with("# ")));
        }
        let first = samples(Revision::Rfc3986)[0];
        assert_eq!(first.input, "http://localhost/");
        assert_eq!(first.printed_in, Some((Revision::Rfc3986, "§1.1")));
        for revision in Revision::ALL {
            for sample in samples(revision) {
                if let Some((_, section)) = sample.printed_in {
                    assert!(!section.is_empty(), "{sample:?}");
                }
            }
        }
        assert_eq!(
            heading("Appendix C.1: relative references"),
            Some("Appendix C.1")
        );
        assert_eq!(heading("Appendix (Recommendations)"), Some("Appendix"));
        assert_eq!(heading("Start rule: url."), None);
    }
}
