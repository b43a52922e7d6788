//! A fresh clone has nothing beside it: the tests that need the shared folder are the
//! ones `.ci/fresh-clone` runs in a clone without it, by name. That list is whole only
//! if no other test reaches beside the repository, so every path there is made by
//! `outside::shared` (which says so in a skip line when it is missing).

use std::path::{Path, PathBuf};

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn only_outside_shared_reaches_beside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&root.join("tests"), &mut files);
    sources(&root.join("cli/tests"), &mut files);
    assert!(files.len() > 40, "{} test sources", files.len());
    let allowed = root.join("tests/common/outside.rs");
    // A string literal that starts by climbing to the shared folder (written in two
    // pieces, so that this file does not hold one).
    let climbing = [concat!("\"..", "/shared"), concat!("\"../..", "/shared")];
    let reaching: Vec<String> = files
        .iter()
        .filter(|file| **file != allowed)
        .filter(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            climbing.iter().any(|c| text.contains(c))
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        reaching.is_empty(),
        "paths beside the repository made outside outside::shared: {reaching:?}"
    );
    // The guard sees what it guards against: the one allowed file has such a path.
    let outside = std::fs::read_to_string(&allowed).unwrap();
    assert!(climbing.iter().any(|c| outside.contains(c)));
}
