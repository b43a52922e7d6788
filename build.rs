//! Writes two tables into `OUT_DIR`:
//! - `pest_rules.rs`: each `grammar/*.pest` file's rule names and whether each is
//!   silent, in the order of pest's generated `Rule` enum (the file's order), read
//!   structurally with `pest_meta`, the parser `pest_derive` itself uses;
//! - `pest_programs.rs`: each `.pest` file's rules as `pest_derive` sees them
//!   (`pest_meta`'s optimized expressions) in a flat program, for the library's
//!   derivation (`src/pest_grammar/derive.rs`) to interpret;
//! - `automata.rs`: every revision's start rule compiled to a DFA by the library's
//!   own BNF → automaton compiler (its modules are included below), serialized in
//!   regex-automata's format for `src/check/shipped.rs` to read in place;
//! - `capturing.rs`: every revision's start rule run in step with the split its
//!   decomposition reads (`src/split/transducers.rs`), the product compiled by
//!   `src/automaton/capture.rs`, for `src/split/shipped.rs` to read in place.

use std::fmt::Write as _;
use std::path::Path;

#[path = "build/pest_program.rs"]
mod pest_program;
#[path = "build/pest_rules.rs"]
mod pest_rules;

// The library's grammar reader, compiler and list of revisions, as they are: the
// shipped tables are what `Automaton::compile` gives at run time (a test compares).
#[allow(dead_code, unused_imports, clippy::all, clippy::pedantic)]
#[path = "src/automaton/mod.rs"]
mod automaton;
#[allow(dead_code, unused_imports, clippy::all, clippy::pedantic)]
#[path = "src/bnf/mod.rs"]
mod bnf;
#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "src/revision.rs"]
mod revision;
#[allow(dead_code, clippy::all, clippy::pedantic)]
#[path = "src/split/transducers.rs"]
mod transducers;

use revision::Revision;

/// The grammar files, and the constant each one's table is written to.
const FILES: [(&str, &str); 10] = [
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
    ("grammar/rfc6874.pest", "RFC6874"),
    ("grammar/whatwg.pest", "WHATWG"),
];

fn main() {
    let dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let dir = Path::new(&dir);
    write_pest_rules(dir);
    write_pest_programs(dir);
    write_automata(dir);
    write_capturing(dir);
}

/// Writes `bytes` to a new file at `path`: the old one is removed first, so that a
/// file hard-linked from another build directory (a copied `target/`) is replaced,
/// never written through.
fn write(path: &Path, bytes: impl AsRef<[u8]>) {
    let _ = std::fs::remove_file(path);
    std::fs::write(path, bytes).expect("OUT_DIR is writable");
}

fn write_pest_rules(dir: &Path) {
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
    write(&dir.join("pest_rules.rs"), out);
}

fn write_pest_programs(dir: &Path) {
    println!("cargo::rerun-if-changed=build/pest_program.rs");
    let mut out = String::new();
    for (file, constant) in FILES {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let source =
            pest_program::source(&text, constant).unwrap_or_else(|e| panic!("{file}: {e}"));
        let _ = writeln!(out, "/// `{file}` as a program.\n{source}");
    }
    write(&dir.join("pest_programs.rs"), out);
}

/// Compiles every revision's start rule and writes `automata.rs` (the tables) and a
/// `.dfa` file per table (the DFA's bytes, included with `include_bytes!`). A rule
/// that does not compile to a dense DFA is left out: the library compiles it at run
/// time.
fn write_automata(dir: &Path) {
    for path in ["grammar", "src/bnf", "src/automaton", "src/revision.rs"] {
        println!("cargo::rerun-if-changed={path}");
    }
    let big_endian = std::env::var("CARGO_CFG_TARGET_ENDIAN").is_ok_and(|e| e == "big");
    let mut out = String::from(
        "#[allow(clippy::unreadable_literal)]\nstatic TABLES: &[(&str, &str, Table)] = &[\n",
    );
    for rev in revision::Revision::ALL {
        let rule = rev.start_rule();
        let Some(serialized) = automaton::Automaton::compile(rev.bnf(), rule)
            .ok()
            .and_then(|a| a.serialize(big_endian))
        else {
            continue;
        };
        let file = format!("{}.dfa", rev.id());
        write(&dir.join(&file), &serialized.dfa);
        let bytes = format!(
            "{{ static A: &Aligned<[u8]> = &Aligned {{ _align: [], bytes: *include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\")) }}; &A.bytes }}"
        );
        let _ = writeln!(
            out,
            "    ({:?}, {rule:?}, {}),",
            rev.id(),
            serialized.table_source(&bytes)
        );
    }
    out.push_str("];\n");
    write(&dir.join("automata.rs"), out);
}

/// Compiles every revision's start rule with its document's split (and the rule its
/// decomposition asks about the authority) into a capturing product, and writes
/// `capturing.rs` and each product's transitions and flags (`.table`, `.flags`,
/// included with `include_bytes!`).
fn write_capturing(dir: &Path) {
    println!("cargo::rerun-if-changed=src/split/transducers.rs");
    let big_endian = std::env::var("CARGO_CFG_TARGET_ENDIAN").is_ok_and(|e| e == "big");
    let mut out = String::from(
        "#[allow(clippy::unreadable_literal)]\nstatic CAPTURING: &[(&str, &str, Shipped)] = &[\n",
    );
    for rev in Revision::ALL {
        let compile = |rule| automaton::Automaton::compile(rev.bnf(), rule).ok();
        let Some(split) = transducers::of(rev) else {
            continue;
        };
        let Some(start) = compile(rev.start_rule()) else {
            continue;
        };
        let sub = transducers::authority_rule(rev).map(|rule| compile(rule).expect("it compiles"));
        let Some(product) = automaton::Capturing::new(&start, split, sub.as_ref()) else {
            continue;
        };
        let included = |file: &str| {
            format!(
                "{{ static A: &Aligned<[u8]> = &Aligned {{ _align: [], bytes: *include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\")) }}; &A.bytes }}"
            )
        };
        let (table, flags) = (format!("{}.table", rev.id()), format!("{}.flags", rev.id()));
        let (bytes, flag_bytes, source) =
            product.source(big_endian, (&included(&table), &included(&flags)));
        write(&dir.join(&table), bytes);
        write(&dir.join(&flags), flag_bytes);
        let _ = writeln!(out, "    ({:?}, {:?}, {source}),", rev.id(), split.name);
    }
    out.push_str("];\n");
    write(&dir.join("capturing.rs"), out);
}
