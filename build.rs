//! Reads each `grammar/*.pest` file once, structurally (`pest_meta`), and writes the
//! table `src/pest_grammar` needs: every rule's name and whether it is silent, in the
//! order of pest's generated `Rule` enum (the file's order).

use std::fmt::Write as _;
use std::path::Path;

#[path = "build/pest_rules.rs"]
mod pest_rules;

/// The grammar files, and the constant each one's table is written to.
const FILES: [(&str, &str); 9] = [
    ("grammar/rfc1738.pest", "RFC1738"),
    ("grammar/rfc1808.pest", "RFC1808"),
    ("grammar/draft-fielding-uri-url-00.pest", "URL00"),
    ("grammar/rfc2396.pest", "RFC2396"),
    ("grammar/rfc2732.pest", "RFC2732"),
    (
        "grammar/draft-fielding-uri-rfc2396bis-00.pest",
        "RFC2396BIS00",
    ),
    ("grammar/rfc3986.pest", "RFC3986"),
    ("grammar/rfc3987.pest", "RFC3987"),
    ("grammar/whatwg.pest", "WHATWG"),
];

fn main() {
    println!("cargo::rerun-if-changed=build/pest_rules.rs");
    let mut out = String::new();
    for (file, constant) in FILES {
        println!("cargo::rerun-if-changed={file}");
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let rules = pest_rules::rules(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let _ = writeln!(
            out,
            "/// The rules of `{file}` (name, silent), in the file's order.\n\
             pub(crate) const {constant}: &[(&str, bool)] = &{rules:?};"
        );
    }
    let dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&dir).join("pest_rules.rs"), out).expect("OUT_DIR is writable");
}
