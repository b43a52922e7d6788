//! The grammar files quote the published documents: every line of
//! `grammar/rfc1738.bnf` and `grammar/rfc2396.bnf` that is not urispec's own
//! annotation (`;;`) stands, as printed, in the published English text
//! (`../shared/specs/rfc1738.txt`, `rfc2396.txt`), and no `.bnf` quotes a
//! translation (the documents' lines are ASCII, as the documents are).

use crate::common;

use std::path::PathBuf;

use common::outside;

fn grammar_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("grammar")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_bnf_file_is_ascii() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("grammar");
    for entry in std::fs::read_dir(dir).expect("grammar/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "bnf") {
            let text = std::fs::read_to_string(&path).expect("UTF-8");
            // urispec's own annotations (`;;`) may cite sections with "§".
            let line = text
                .lines()
                .position(|l| !l.starts_with(";;") && !l.is_ascii());
            assert_eq!(line, None, "{}: a line that is not ASCII", path.display());
        }
    }
}

/// The document's own lines of a `.bnf` file, each found in the published text
/// (leading white space aside: Appendix A is indented).
fn quotes_the_published_text(bnf: &str, published: &str, test: &str) {
    let path = outside::shared("specs").join(published);
    let document = std::fs::read_to_string(&path).ok();
    let needs = format!("{} (the published document)", path.display());
    if !outside::available(document.is_some(), test, &needs) {
        return;
    }
    let printed: Vec<String> = document
        .expect("read")
        .lines()
        .map(|l| l.trim().to_owned())
        .collect();
    let mut quoted = 0;
    for line in grammar_file(bnf).lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with(";;") {
            continue;
        }
        assert!(
            printed.iter().any(|p| p == line),
            "{bnf}: {line:?} is not in {published}"
        );
        quoted += 1;
    }
    assert!(quoted > 50, "{bnf}: only {quoted} lines");
}

#[test]
fn rfc1738_quotes_the_published_english_text() {
    quotes_the_published_text(
        "rfc1738.bnf",
        "rfc1738.txt",
        "rfc1738_quotes_the_published_english_text",
    );
}

#[test]
fn rfc2396_quotes_the_published_text() {
    quotes_the_published_text(
        "rfc2396.bnf",
        "rfc2396.txt",
        "rfc2396_quotes_the_published_text",
    );
}
