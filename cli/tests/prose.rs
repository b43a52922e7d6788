//! The documents' prose beside every rule: `cli/assets/prose/<id>.json` holds, for
//! each section a rule of the document cites, its heading and its own text (up to
//! its first subsection) as the published document prints it, without page
//! breaks. The files are generated once from `../shared/specs/` and committed (a
//! fresh clone has no `../shared`); this test regenerates them when the documents
//! are there and fails when the committed copy differs (`URISPEC_WRITE_PROSE=1`
//! writes them instead). Without `../shared/specs` it skips with one line, unless
//! `URISPEC_NO_SKIP=1`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{Value, json};
use urispec::Revision;

use crate::common::outside;

/// The revisions whose prose the book quotes: all but the URL Standard's writing rules.
fn quoted() -> impl Iterator<Item = Revision> {
    Revision::ALL.into_iter().filter(|&r| r != Revision::Whatwg)
}

/// The published text of each document in `../shared/specs/`.
fn source(revision: Revision) -> &'static str {
    match revision {
        Revision::Rfc1738 => "rfc1738.txt",
        Revision::Rfc1808 => "rfc1808.txt",
        Revision::Url00 => "draft-fielding-uri-url-00.txt",
        // RFC 2732 amends RFC 2396: its rules cite RFC 2396's sections.
        Revision::Rfc2396 | Revision::Rfc2732 => "rfc2396.txt",
        Revision::Rfc2396bis00 => "draft-fielding-uri-rfc2396bis-00.txt",
        // RFC 6874 updates RFC 3986: RFC 3986's rules cite RFC 3986's sections (RFC 6874
        // §2's three rules cite RFC 6874, not in ../shared/specs).
        Revision::Rfc3986 | Revision::Rfc6874 => "rfc3986.txt",
        Revision::Rfc3987 => "rfc3987.txt",
        // The URL Standard is no text in ../shared/specs: its rules cite the anchors of
        // url.bs (grammar/whatwg.bnf), and the book quotes no prose for them (`quoted`).
        Revision::Whatwg => "url.bs",
    }
}

/// The lines of a document without page breaks: no form feeds, page footers
/// (`… [Page 5]`), running headers (`RFC 3986  URI Generic Syntax  January 2005`),
/// the blank lines around them, or the draft copy's line numbers. A paragraph a
/// page break cut is joined again (the line before the break is a full one).
fn lines(revision: Revision, text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut in_break = false;
    for raw in text.lines() {
        let mut line = raw.replace('\u{c}', "");
        if revision == Revision::Rfc2396bis00 {
            let numbered = line.trim_start();
            let digits = numbered.chars().take_while(char::is_ascii_digit).count();
            if digits > 0 {
                line = numbered[digits..]
                    .strip_prefix(' ')
                    .unwrap_or(&numbered[digits..])
                    .to_owned();
            }
        }
        let line = line.trim_end().to_owned();
        let header = (line.starts_with("RFC ") || line.starts_with("Internet-Draft"))
            && line.ends_with(|c: char| c.is_ascii_digit())
            && line.contains("  ");
        if line.ends_with(']') && line.contains("[Page ") {
            while out.last().is_some_and(String::is_empty) {
                out.pop();
            }
            in_break = true;
            continue;
        }
        if in_break {
            if header || line.is_empty() {
                continue;
            }
            in_break = false;
            if out.last().is_some_and(|l| l.len() < 60) {
                out.push(String::new());
            }
        }
        out.push(line);
    }
    out
}

/// A heading at column 0: `3.2.2.  Host`, `3.2.2 Host`, `Appendix A. Collected BNF`
/// (not a line of the table of contents, `1. Introduction . . . 4`).
fn heading(line: &str) -> Option<(String, String)> {
    let (number, title) = if let Some(rest) = line.strip_prefix("Appendix ") {
        let (letter, title) = rest.split_once(' ')?;
        (format!("App. {}", letter.trim_end_matches('.')), title)
    } else {
        let (number, title) = line.split_once(' ')?;
        let number = number.trim_end_matches('.');
        if number.is_empty()
            || !number
                .split('.')
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
        {
            return None;
        }
        (number.to_owned(), title)
    };
    let title = title.trim();
    let contents_line = title.contains(". .");
    (title.starts_with(|c: char| c.is_ascii_uppercase()) && !contents_line)
        .then(|| (number, title.to_owned()))
}

/// Whether `next` can follow `current` in an outline: its first child, or the
/// next sibling of it or of one of its ancestors (so that a numbered list
/// inside a section, `1. All but the last segment…`, is not a heading).
fn follows(current: &[u32], next: &[u32]) -> bool {
    if next.len() == current.len() + 1 && next.starts_with(current) && next[next.len() - 1] == 1 {
        return true;
    }
    (1..=current.len()).any(|depth| {
        next.len() == depth
            && next[..depth - 1] == current[..depth - 1]
            && next[depth - 1] == current[depth - 1] + 1
    })
}

/// Every section of a document: `§3.2.2` → (heading, its own text).
fn sections(revision: Revision, text: &str) -> BTreeMap<String, (String, String)> {
    let mut out = BTreeMap::new();
    let mut current: Vec<u32> = Vec::new();
    let mut open: Option<(String, String, Vec<String>)> = None;
    let mut in_appendix = false;
    let close = |open: Option<(String, String, Vec<String>)>, out: &mut BTreeMap<_, _>| {
        if let Some((key, title, body)) = open {
            out.entry(key).or_insert((title, tidy(&body)));
        }
    };
    for line in lines(revision, text) {
        if let Some((number, title)) = heading(&line) {
            let parsed: Option<Vec<u32>> = number.split('.').map(|p| p.parse().ok()).collect();
            let accepted = match &parsed {
                Some(n) if !in_appendix => follows(&current, n),
                Some(_) => false,
                None => {
                    in_appendix = true;
                    true
                }
            };
            if accepted {
                close(open.take(), &mut out);
                if let Some(n) = parsed {
                    current = n;
                }
                let key = if number.starts_with("App.") {
                    number.clone()
                } else {
                    format!("§{number}")
                };
                open = Some((key, title, Vec::new()));
                continue;
            }
        }
        if let Some((_, _, body)) = open.as_mut() {
            body.push(line);
        }
    }
    close(open, &mut out);
    out
}

/// A section's lines as one text: the common indentation removed, runs of
/// blank lines made one, none at either end.
fn tidy(body: &[String]) -> String {
    let indent = body
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut text = String::new();
    let mut blank = false;
    for line in body {
        if line.trim().is_empty() {
            blank = !text.is_empty();
            continue;
        }
        if blank {
            text.push('\n');
            blank = false;
        }
        text.push_str(line.get(indent..).unwrap_or(line.trim_start()));
        text.push('\n');
    }
    text
}

/// The data file of one revision: the sections its rules cite.
fn prose(revision: Revision, text: &str) -> Value {
    let all = sections(revision, text);
    let mut cited = serde_json::Map::new();
    for def in revision.bnf().rules() {
        if let Some((title, body)) = all.get(&def.section) {
            cited.insert(def.section.clone(), json!({"title": title, "text": body}));
        }
    }
    json!({
        "revision": revision.id(),
        "source": source(revision),
        "note": "generated by cli/tests/prose.rs from ../shared/specs/; do not edit",
        "sections": cited,
    })
}

fn data_file(revision: Revision) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("assets/prose/{}.json", revision.id()))
}

#[test]
fn the_committed_prose_is_the_documents() {
    let specs = outside::shared("specs");
    let needs = format!("{} (the published documents)", specs.display());
    if !outside::available(
        specs.join("rfc3986.txt").exists(),
        "the_committed_prose_is_the_documents",
        &needs,
    ) {
        return;
    }
    for revision in quoted() {
        let text = std::fs::read_to_string(specs.join(source(revision))).unwrap();
        let generated = serde_json::to_string_pretty(&prose(revision, &text)).unwrap() + "\n";
        let path = data_file(revision);
        if std::env::var_os("URISPEC_WRITE_PROSE").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{} differs from what ../shared/specs/{} gives; regenerate with URISPEC_WRITE_PROSE=1 cargo test -p urispec-cli --test prose",
            path.display(),
            source(revision)
        );
    }
}

/// Every section a rule cites from its own document has its prose (the core
/// rules RFC 2234 defines are not the document's).
#[test]
fn every_cited_section_has_its_prose() {
    for revision in quoted() {
        let data: Value =
            serde_json::from_str(&std::fs::read_to_string(data_file(revision)).unwrap()).unwrap();
        for def in revision.bnf().rules() {
            if def.section.starts_with('§') {
                let text = data["sections"][&def.section]["text"].as_str();
                assert!(
                    text.is_some_and(|t| !t.trim().is_empty()),
                    "{revision} {}: no prose for {}",
                    def.name,
                    def.section
                );
            }
        }
    }
    let host = &serde_json::from_str::<Value>(
        &std::fs::read_to_string(data_file(Revision::Rfc3986)).unwrap(),
    )
    .unwrap()["sections"]["§3.2.2"];
    assert_eq!(host["title"], "Host");
    assert!(
        host["text"]
            .as_str()
            .unwrap()
            .starts_with("The host subcomponent of authority")
    );
}
