//! A fresh clone has nothing beside it: the tests that need the shared folder are the
//! ones `.ci/fresh-clone` runs in a clone without it, by name. That list is whole only
//! if no other test reaches beside the repository, so every path there is made by
//! `outside::shared` (which says so in a skip line when it is missing).

use std::path::Path;

use crate::common::rust_files;

#[test]
fn only_outside_shared_reaches_beside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("tests"), &mut files);
    rust_files(&root.join("cli/tests"), &mut files);
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
