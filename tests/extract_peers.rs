//! The test fixtures of three link extractors (linkify, linkify-it, urlextract;
//! `tests/extract/README.md` says where each came from) run through `urispec::extract`
//! under RFC 3986 (the default bare policy): every case where urispec finds other URIs
//! than the peer's test expects is classified by why (the document, or the policy) and
//! snapshotted in `snapshots/extract/peers.snap`, with a count per peer and reason.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use urispec::Revision;
use urispec::extract::{Found, Options, extract};

/// One case: where it is, its input, what the peer expects.
struct Case {
    source: String,
    input: String,
    expected: Vec<String>,
}

/// Undoes the fixtures' escapes (`\\`, `\t`, `\n`, `\r`).
fn unescape(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// The cases of `tests/extract/<peer>.tsv`.
fn cases(peer: &str) -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/extract/{peer}.tsv"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|line| {
            let mut fields = line.split('\t');
            let source = fields.next().unwrap_or_default().to_owned();
            let input = unescape(fields.next().unwrap_or_default());
            let expected = fields.map(unescape).collect();
            Case {
                source,
                input,
                expected,
            }
        })
        .collect()
}

/// The URIs urispec finds in `input` under `revision`.
fn found(input: &str, revision: Revision) -> Vec<String> {
    extract(input.as_bytes(), revision, Options::default())
        .filter_map(|f| match f {
            Found::Uri(m) => Some(String::from_utf8_lossy(&m.uri).into_owned()),
            Found::Unclosed(_) => None,
        })
        .collect()
}

/// Whether `s` starts with a scheme and its `:`.
fn has_scheme(s: &str) -> bool {
    let scheme: String = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || "+-.".contains(*c))
        .collect();
    scheme.starts_with(|c: char| c.is_ascii_alphabetic()) && s[scheme.len()..].starts_with(':')
}

/// Why urispec's `ours` differs from the peer's `theirs` on `input`.
fn reason(input: &str, theirs: &[String], ours: &[String]) -> &'static str {
    let strip = |s: &str| {
        s.trim_end_matches(['.', ',', ';', ':', '!', '?', '\'', '"', ')', ']'])
            .to_owned()
    };
    if theirs.iter().any(|t| !has_scheme(t)) {
        if theirs.iter().any(|t| t.contains('@') && !t.contains("://")) {
            return "an e-mail address without `mailto:` is no URI (every document: a URI has a scheme)";
        }
        return "no scheme (`example.com`, `//host`): an abbreviated URI, no URI reference in text (RFC 2396 and the 2002 draft, Appendix F; the policy needs a scheme)";
    }
    if theirs.iter().any(|t| !t.is_ascii()) && found(input, Revision::Rfc3987).len() >= theirs.len()
    {
        return "non-ASCII characters: not in RFC 3986's grammar (RFC 3987 reads them)";
    }
    if ours.len() > theirs.len() && theirs.is_empty() {
        return "any scheme the grammar accepts starts a URI (the policy); the peer wants an authority or a known scheme";
    }
    if ours.len() == theirs.len() && ours.iter().zip(theirs).all(|(o, t)| strip(o) == strip(t)) {
        return "trailing punctuation: the policy trims it differently (each trim reported)";
    }
    if ours
        .iter()
        .zip(theirs)
        .any(|(o, t)| t.starts_with(o.as_str()) && o != t)
    {
        return "the grammar stops earlier: a character RFC 3986 does not allow (`|`, `{`, `\"`, `^`, a space, …)";
    }
    if ours
        .iter()
        .zip(theirs)
        .any(|(o, t)| o.starts_with(t.as_str()) && o != t)
    {
        return "the grammar goes on: characters RFC 3986 allows that the peer stops at";
    }
    if ours
        .iter()
        .zip(theirs)
        .any(|(o, t)| o.ends_with(t.as_str()) && o != t)
    {
        return "a word and `:` before it is a scheme under the grammar (`text:http://…` is one URI)";
    }
    "other"
}

/// Compares one peer's cases; returns the report.
fn compare(peer: &str, first_only: impl Fn(&Case) -> bool) -> String {
    let cases = cases(peer);
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut report = String::new();
    let mut same = 0;
    for case in &cases {
        let mut ours = found(&case.input, Revision::Rfc3986);
        if first_only(case) {
            ours.truncate(1);
        }
        if ours == case.expected {
            same += 1;
            continue;
        }
        let why = reason(&case.input, &case.expected, &ours);
        *counts.entry(why).or_default() += 1;
        let _ = writeln!(
            report,
            "{} {:?}\n  peer: {:?}\n  urispec: {:?}\n  why: {why}",
            case.source, case.input, case.expected, ours
        );
    }
    let mut head = format!("== {peer}: {} cases, {same} the same\n", cases.len());
    for (why, n) in &counts {
        let _ = writeln!(head, "{n:>4}  {why}");
    }
    head + "\n" + &report
}

#[test]
fn the_peers_fixtures() {
    let mut all = String::new();
    all.push_str(&compare("linkify", |_| false));
    // linkify-it's links test checks the first link of each line only.
    all.push_str(&compare("linkify-it", |c| c.source.contains("/links.txt")));
    all.push_str(&compare("urlextract", |_| false));
    crate::common::snapshot_settings("extract").bind(|| insta::assert_snapshot!("peers", all));
}
