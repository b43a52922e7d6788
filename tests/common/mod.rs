//! Shared test support: the corpus files and the snapshot settings, in one place.

use std::path::{Path, PathBuf};

/// The inputs of `tests/corpus/<name>`, in order (the format: `tests/corpus/README.md`).
pub fn corpus(name: &str) -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    inputs(&text).map(str::to_owned).collect()
}

/// The inputs of a corpus text: every line except the empty ones and the comments. A
/// comment is a line that begins with `#` and a space; `#s`, `#` or `##` are inputs.
pub fn inputs(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| !l.is_empty() && !is_comment(l))
}

/// Whether a corpus line is a comment: `#` then a space, first on the line.
pub fn is_comment(line: &str) -> bool {
    line.starts_with("# ")
}

/// The names of every corpus file, sorted.
pub fn corpus_files() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| {
            std::path::Path::new(n)
                .extension()
                .is_some_and(|e| e == "txt")
        })
        .collect();
    names.sort();
    names
}

/// insta settings that keep snapshots in the top-level `snapshots/<folder>/` (the one
/// helper every snapshot goes through; the snapshots need the `serde` feature).
#[cfg(feature = "serde")]
pub fn snapshot_settings(folder: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(folder),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}

#[path = "outside.rs"]
pub mod outside;

/// The benchmark sample in the repository (`tests/data/bench-sample.txt`): every
/// seventh line of the shared corpus, from its first (8,863 real URIs; see
/// `tests/data/README.md`).
pub fn bench_sample() -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench-sample.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(str::to_owned).collect()
}

/// The whole shared benchmark corpus beside the clone (`../shared/bench/urls.txt`,
/// 62,040 URIs), or `None` after the one line of a skip ([`outside::available`]).
pub fn bench_corpus(test: &str) -> Option<Vec<String>> {
    let path = outside::shared("bench/urls.txt");
    let corpus = std::fs::read_to_string(&path).ok();
    let needs = format!("{} (the shared benchmark corpus)", path.display());
    outside::available(corpus.is_some(), test, &needs)
        .then(|| corpus.map(|c| c.lines().map(str::to_owned).collect()))
        .flatten()
}

/// Every `.rs` file under `dir`, appended to `files`.
pub fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}
