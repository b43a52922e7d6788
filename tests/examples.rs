//! Every URI a document prints must be valid under that document's own start rule,
//! except the document's own slips: examples its grammar rejects, listed below with the
//! reason. A listed slip that becomes valid fails the test as well, so the tables stay
//! exact.

use crate::common;

use common::{corpus, corpus_files};
use urispec::Revision;

/// RFC 1738 examples that its `url` rejects.
const RFC1738_SLIPS: &[&str] = &[
    // Appendix, example text: the URL is printed with its fragment, as the appendix
    // recommends ("the identifier would be placed within the brackets as well"). RFC 1738
    // has no fragment in `url`: `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`,
    // `hsegment`/`search` are built from `uchar | ";" | ":" | "@" | "&" | "="`, and `#`
    // is in none of `unreserved`, `reserved` or `escape` (§2.2 lists it as unsafe), so
    // no alternative of `url`, `otherurl` included, derives it.
    "http://ds.internic.net/instructions/overview.html#WARNING",
];

/// RFC 1808 examples that its `URL` rejects: none.
const RFC1808_SLIPS: &[&str] = &[];

/// draft-fielding-uri-url-00 examples that its `URL-reference` rejects: none.
const URL00_SLIPS: &[&str] = &[];

/// RFC 2396 examples that its `URI-reference` rejects.
const RFC2396_SLIPS: &[&str] = &[
    // Appendix C.1, `?y = http://a/b/c/?y`: a reference that is only a query.
    // `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` needs a path
    // first, and none can be empty: `net_path` starts with "//", `abs_path` with "/",
    // and `rel_path = rel_segment [ abs_path ]` with `rel_segment = 1*( ... )`.
    // (The bis draft fixed this: its `relative-URI` allows an empty path.)
    "?y",
];

/// RFC 2732 examples that RFC 2396's `URI-reference`, as RFC 2732 §3 amends it,
/// rejects (grammar/README.md, "RFC 2732's example the grammar it imports cannot derive").
const RFC2732_SLIPS: &[&str] = &[
    // §2: `::192.9.5.5` is printed as a literal address and `http://[::192.9.5.5]/ipng`
    // as its URL, but RFC 2373 Appendix B, which §3 (1) imports ("where IPv6address is
    // defined as in RFC2373"), cannot derive it: `IPv6address = hexpart [ ":"
    // IPv4address ]` needs a ":" between the `hexpart` and the `IPv4address`, and
    // `hexpart`'s "::" [ hexseq ] is followed by none (`192` is a `hex4`, and `.`
    // follows it). `:::192.9.5.5` is what the grammar derives.
    "http://[::192.9.5.5]/ipng",
];

/// draft-fielding-uri-rfc2396bis-00 examples that its `URI-reference` rejects: none.
const RFC2396BIS00_SLIPS: &[&str] = &[];

/// RFC 3986 examples that its `URI-reference` rejects: none.
const RFC3986_SLIPS: &[&str] = &[];

/// RFC 3987 examples that its `IRI-reference` rejects: none.
const RFC3987_SLIPS: &[&str] = &[];

/// RFC 6874 examples that RFC 3986's `URI-reference`, as RFC 6874 §2 updates it,
/// rejects: none.
const RFC6874_SLIPS: &[&str] = &[];

/// URL strings the URL Standard prints as invalid: §1.1's table of validation errors
/// gives each error an input that causes it (`#example-…`, the headings of
/// `examples-whatwg.txt`), and an input that causes a validation error is no valid URL
/// string (#url-writing: the writing rules are what parses without one). Listed as
/// the other documents' slips are, so each must stay invalid; the four URL strings of
/// §4.1's #example-url-components must stay valid.
const WHATWG_PRINTED_INVALID: &[&str] = &[
    "https://exa%23mple.org",
    "https://exam%70le.org",
    "foo://exa[mple.org",
    "https://127.0.0.1./",
    "https://1.2.3/",
    "https://1.2.3.4.5/",
    "https://test.42",
    "https://127.0.0x0.1",
    "https://255.255.4000.1",
    "https://[::1",
    "https://[:1]",
    "https://[1:2:3:4:5:6:7:8:9]",
    "https://[1::1::1]",
    "https://[1:2:3!:4]",
    "https://[1:2:3:]",
    "https://[1:2:3]",
    "https://[::01]",
    "https://[1:1:1:1:1:1:1:127.0.0.1]",
    "https://[ffff::.0.0.1]",
    "https://[ffff::127.0.xyz.1]",
    "https://[ffff::127.0xyz]",
    "https://[ffff::127.00.0.1]",
    "https://[ffff::127.0.0.1.2]",
    "https://[ffff::127.0.0.4000]",
    "https://[ffff::127.0.0]",
    "https://example.org/>",
    "https://example.org/%s",
    "file:c:/my-secret-folder",
    "https:example.org",
    r"https://example.org\path\to\file",
    "https://user@example.org",
    "ssh://user@example.org",
    "https://#fragment",
    "https://:443",
    "https://user:pass@",
    "https://example.org:70000",
    "https://example.org:7z",
    "file://c:",
];

const DOCUMENTS: [(Revision, &str, &[&str]); 10] = [
    (Revision::Rfc1738, "examples-rfc1738.txt", RFC1738_SLIPS),
    (Revision::Rfc1808, "examples-rfc1808.txt", RFC1808_SLIPS),
    (Revision::Url00, "examples-url-00.txt", URL00_SLIPS),
    (Revision::Rfc2396, "examples-rfc2396.txt", RFC2396_SLIPS),
    (Revision::Rfc2732, "examples-rfc2732.txt", RFC2732_SLIPS),
    (
        Revision::Rfc2396bis00,
        "examples-rfc2396bis-00.txt",
        RFC2396BIS00_SLIPS,
    ),
    (Revision::Rfc3986, "examples-rfc3986.txt", RFC3986_SLIPS),
    (Revision::Rfc3987, "examples-rfc3987.txt", RFC3987_SLIPS),
    (Revision::Rfc6874, "examples-rfc6874.txt", RFC6874_SLIPS),
    (
        Revision::Whatwg,
        "examples-whatwg.txt",
        WHATWG_PRINTED_INVALID,
    ),
];

#[test]
fn every_printed_example_is_valid_under_its_own_document() {
    let mut failures = Vec::new();
    for (revision, file, slips) in DOCUMENTS {
        let examples = corpus(file);
        assert!(!examples.is_empty(), "{file} has no examples");
        for slip in slips {
            if !examples.iter().any(|e| e == slip) {
                failures.push(format!("{revision}: listed slip {slip:?} is not in {file}"));
            }
        }
        for example in &examples {
            let is_slip = slips.contains(&example.as_str());
            match (revision.check(example), is_slip) {
                (Ok(()), false) | (Err(_), true) => {}
                (Err(e), false) => {
                    failures.push(format!("{revision}: {example:?} ({file}) is invalid: {e}"));
                }
                (Ok(()), true) => {
                    failures.push(format!(
                        "{revision}: {example:?} is listed as a slip but is valid"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn corpus_files_are_well_formed() {
    let names = corpus_files();
    assert!(names.len() >= 12, "corpus files: {names:?}");
    let mut total = 0;
    for name in &names {
        let inputs = corpus(name);
        assert!(!inputs.is_empty(), "{name} has no inputs");
        let mut seen = std::collections::HashSet::new();
        for input in &inputs {
            assert_eq!(
                input.trim(),
                input,
                "{name}: {input:?} has leading or trailing white space"
            );
            assert!(seen.insert(input), "{name}: {input:?} appears twice");
        }
        total += inputs.len();
    }
    assert!(total >= 300, "only {total} corpus inputs");
}

/// How many inputs each corpus file holds: a line that stops being read (or starts
/// being read) changes a count. Update a count together with its file.
const PINNED_COUNTS: &[(&str, usize)] = &[
    ("edge.txt", 101),
    ("escapes.txt", 67),
    ("examples-rfc1738.txt", 30),
    ("examples-rfc1808.txt", 73),
    ("examples-rfc2396.txt", 93),
    ("examples-rfc2396bis-00.txt", 98),
    ("examples-rfc2732.txt", 7),
    ("examples-rfc3986.txt", 107),
    ("examples-rfc3987.txt", 45),
    ("examples-rfc6874.txt", 1),
    ("examples-url-00.txt", 84),
    ("examples-whatwg.txt", 42),
    ("fuzz-findings.txt", 12),
    ("hosts.txt", 82),
    ("invalid.txt", 56),
    ("ip.txt", 111),
    ("params.txt", 53),
    ("relative.txt", 90),
    ("schemes.txt", 131),
];

#[test]
fn every_corpus_file_reads_its_pinned_number_of_inputs() {
    let read: Vec<(String, usize)> = corpus_files()
        .into_iter()
        .map(|name| {
            let n = corpus(&name).len();
            (name, n)
        })
        .collect();
    let pinned: Vec<(String, usize)> = PINNED_COUNTS
        .iter()
        .map(|&(name, n)| (name.to_owned(), n))
        .collect();
    assert_eq!(read, pinned);
}

/// Inputs that begin with `#`, which the corpus once read as comments: the
/// fragment-only reference every Appendix C (and RFC 3986's §5.4.1) prints, among others.
const INPUTS_THAT_BEGIN_WITH_A_HASH: &[(&str, &str)] = &[
    ("edge.txt", "#"),
    ("edge.txt", "##"),
    ("edge.txt", "#x#"),
    ("examples-rfc1808.txt", "#s"),
    ("examples-rfc2396.txt", "#s"),
    ("examples-rfc2396bis-00.txt", "#s"),
    ("examples-rfc3986.txt", "#s"),
    ("examples-url-00.txt", "#s"),
    ("fuzz-findings.txt", "#f"),
    ("ip.txt", "#[::1]"),
    ("relative.txt", "#s"),
    ("relative.txt", "#"),
    ("relative.txt", "#/"),
    ("relative.txt", "#?"),
];

#[test]
fn inputs_that_begin_with_a_hash_are_read() {
    for &(file, input) in INPUTS_THAT_BEGIN_WITH_A_HASH {
        assert!(
            corpus(file).iter().any(|i| i == input),
            "{file}: {input:?} is not read"
        );
    }
    let mut all: Vec<(String, String)> = corpus_files()
        .into_iter()
        .flat_map(|f| corpus(&f).into_iter().map(move |i| (f.clone(), i)))
        .filter(|(_, i)| i.starts_with('#'))
        .collect();
    all.sort();
    let mut listed: Vec<(String, String)> = INPUTS_THAT_BEGIN_WITH_A_HASH
        .iter()
        .map(|&(f, i)| (f.to_owned(), i.to_owned()))
        .collect();
    listed.sort();
    assert_eq!(all, listed, "the inputs that begin with # are all listed");
}

/// The reader itself, on a text that has every kind of line.
#[test]
fn the_corpus_format() {
    let text = "# a comment\n#s\n\n#\n##\n#x# y\n# §5\nhttp://a/\n#?\n";
    let read: Vec<&str> = common::inputs(text).collect();
    assert_eq!(read, ["#s", "#", "##", "#x# y", "http://a/", "#?"]);
}

/// No comment line could be an input any revision accepts: a comment cannot hide one.
#[test]
fn no_comment_line_is_a_valid_input() {
    for name in corpus_files() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(&name);
        let text = std::fs::read_to_string(path).expect("corpus file");
        for line in text.lines().filter(|l| common::is_comment(l)) {
            for revision in Revision::ALL {
                assert!(
                    revision.check(line).is_err(),
                    "{name}: the comment {line:?} is valid under {revision}"
                );
            }
        }
    }
}

/// The inputs of `invalid.txt`, each with the revisions its `# rejected by:` line
/// names.
fn annotated_near_misses() -> Vec<(String, Vec<Revision>)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/invalid.txt");
    let text = std::fs::read_to_string(path).expect("invalid.txt");
    let mut rejecting: Option<Vec<Revision>> = None;
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(list) = line.strip_prefix("# rejected by: ") {
            rejecting = Some(if list == "all" {
                Revision::ALL.to_vec()
            } else {
                list.split(' ')
                    .map(|id| id.parse().unwrap_or_else(|e| panic!("{line:?}: {e}")))
                    .collect()
            });
        } else if common::inputs(line).next().is_some() {
            let revisions = rejecting
                .clone()
                .unwrap_or_else(|| panic!("{line:?} has no \"# rejected by:\" line above it"));
            out.push((line.to_owned(), revisions));
        }
    }
    out
}

/// Each near miss is rejected by exactly the documents its annotation names, and
/// accepted by the others: a document that starts accepting one fails, and so does
/// one that starts rejecting an input another document's slip made valid.
#[test]
fn every_near_miss_is_rejected_where_annotated() {
    let annotated = annotated_near_misses();
    assert_eq!(
        annotated.len(),
        corpus("invalid.txt").len(),
        "every input is annotated"
    );
    let mut wrong = Vec::new();
    for (input, rejecting) in &annotated {
        assert!(!rejecting.is_empty(), "{input:?}: rejected by no document");
        for revision in Revision::ALL {
            let rejected = revision.check(input).is_err();
            if rejected != rejecting.contains(&revision) {
                wrong.push(format!("{revision} {input:?}: rejected {rejected}"));
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}
