//! The library's layers (the table in `src/lib.rs`'s docs): no module of `src/` names a
//! module above it. The compiler cannot see layers inside one crate, so this test reads
//! every `crate::` path of `src/` (in `use` declarations and in code, `crate::{a, b::C}`
//! groups included) and fails on an upward one, or on a module missing from the table.
//!
//! A path's first segment is the module it reaches; a name the crate root re-exports
//! (`crate::Revision`) counts as the module `src/lib.rs`'s `pub use` takes it from.
//! Comment lines are not read, nor a file's unit tests (from its first `#[cfg(test)]`
//! module on): a test may use anything in the crate, it is not part of the library.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common::rust_files;

/// The modules of `src/`, bottom to top. A module may name only modules in a row
/// strictly above its own here (below it in the layering); modules sharing a row are
/// independent of each other.
const LAYERS: &[&[&str]] = &[
    &["bnf", "bidi"],
    &["revision"],
    &["error"],
    &["ast"],
    &["automaton"],
    &["explain", "pest_grammar"],
    &["check"],
    &["split"],
    &["components"],
    &["parse"],
    &["resolve"],
    &["equiv", "diff", "convert", "zone", "extract"],
    &["vectors"],
    &["test_support"],
];

/// The row of `module` in [`LAYERS`].
fn rank(module: &str) -> Option<usize> {
    LAYERS.iter().position(|row| row.contains(&module))
}

/// The text of a source file without its comment lines and its unit tests.
fn library_code(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut code = String::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if trimmed == "#[cfg(test)]" && test_module_follows(&lines[i + 1..]) {
            break;
        }
        if !trimmed.starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    code
}

/// Whether the lines after a `#[cfg(test)]` declare a module (past other attributes).
fn test_module_follows(rest: &[&str]) -> bool {
    rest.iter()
        .map(|l| l.trim_start())
        .find(|l| !l.starts_with("#["))
        .is_some_and(|l| l.starts_with("mod ") || l.starts_with("pub mod "))
}

/// The first segment of every `crate::` path in `code`, each item of a
/// `crate::{…}` group counted.
fn crate_paths(code: &str) -> Vec<String> {
    let mut firsts = Vec::new();
    let bytes = code.as_bytes();
    for (at, _) in code.match_indices("crate::") {
        let before = at.checked_sub(1).map(|i| bytes[i]);
        if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$') {
            continue;
        }
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            firsts.extend(group_items(group));
        } else {
            firsts.push(ident(rest).to_owned());
        }
    }
    firsts
}

/// The first identifier of each top-level item of a `{…}` group (`group` starts
/// after the `{`).
fn group_items(group: &str) -> Vec<String> {
    let (mut depth, mut items, mut start) = (0usize, Vec::new(), true);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && !c.is_whitespace() => {
                items.push(ident(&group[i..]).to_owned());
                start = false;
            }
            _ => {}
        }
    }
    items
}

/// The identifier `text` starts with.
fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The names `src/lib.rs` re-exports, each with the module it takes it from.
fn reexports(lib: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for decl in lib.split(';') {
        let Some(path) = decl.trim_start().strip_prefix("pub use ") else {
            continue;
        };
        let module = ident(path);
        for name in path[module.len()..]
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|n| !n.is_empty())
        {
            names.insert(name.to_owned(), module.to_owned());
        }
    }
    names
}

/// The module a path under `src/` belongs to (`src/resolve/base.rs` → `resolve`);
/// `None` for `lib.rs`.
fn module_of(relative: &Path) -> Option<String> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    let module = first.strip_suffix(".rs").unwrap_or(first);
    (module != "lib").then(|| module.to_owned())
}

/// Every violation in one file of `module`: an upward or sideways path, or a module
/// the table does not list.
fn violations(module: &str, text: &str, reexports: &BTreeMap<String, String>) -> Vec<String> {
    let Some(own) = rank(module) else {
        return vec![format!("`{module}` is not in the layer table")];
    };
    let mut found = Vec::new();
    for first in crate_paths(&library_code(text)) {
        let target = reexports.get(&first).cloned().unwrap_or(first);
        if target == module {
            continue;
        }
        match rank(&target) {
            Some(r) if r < own => {}
            Some(_) => found.push(format!("`{module}` imports `{target}`, not below it")),
            None => found.push(format!(
                "`{module}` names `crate::{target}`, not in the table"
            )),
        }
    }
    found
}

#[test]
fn no_module_of_src_imports_one_above_it() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    let reexports = reexports(&lib);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src/");
        let Some(module) = module_of(relative) else {
            continue;
        };
        let text = std::fs::read_to_string(path).expect("a source file");
        for v in violations(&module, &text, &reexports) {
            found.push(format!("src/{}: {v}", relative.display()));
        }
    }
    found.dedup();
    assert!(found.is_empty(), "upward imports:\n{}", found.join("\n"));
}

#[test]
fn the_layer_reader_sees_every_form_of_path() {
    let reexports =
        reexports("pub use check::{RuleError, Validator};\npub use revision::Revision;");
    assert_eq!(reexports["Validator"], "check");
    assert_eq!(reexports["Revision"], "revision");
    let upward = |module: &str, text: &str| violations(module, text, &reexports);
    assert_eq!(
        upward("ast", "use crate::parse::Parse;"),
        ["`ast` imports `parse`, not below it"]
    );
    assert_eq!(
        upward(
            "check",
            "use crate::{\n    bnf::Grammar,\n    split::{a, b},\n};"
        ),
        ["`check` imports `split`, not below it"]
    );
    assert_eq!(
        upward(
            "components",
            "let v = crate::Validator::start(r); crate::resolve::x();"
        ),
        ["`components` imports `resolve`, not below it"]
    );
    assert_eq!(
        upward("explain", "use crate::pest_grammar::x;"),
        ["`explain` imports `pest_grammar`, not below it"],
        "a module of the same row is not below"
    );
    assert_eq!(
        upward("nowhere", "use crate::bnf;"),
        ["`nowhere` is not in the layer table"]
    );
    assert_eq!(
        upward("bnf", "use crate::hidden::X;"),
        ["`bnf` names `crate::hidden`, not in the table"]
    );
    // Downward paths, comments, `pub(crate)`, `$crate::` and unit tests pass.
    let fine = "use crate::bnf::Grammar;\n/// [`crate::resolve`]\npub(crate) fn f() {}\n\
                $crate::resolve::x!();\n#[cfg(test)]\nmod tests {\n    use crate::resolve;\n}\n";
    assert_eq!(upward("check", fine), Vec::<String>::new());
}
