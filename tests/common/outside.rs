//! Tests that need something outside the repository: the shared benchmark corpus
//! beside the clone (`../shared/bench/urls.txt`) or Debian's chromium. A fresh clone
//! has neither, so such a test skips with one line on standard error saying what it
//! needs; with `URISPEC_NO_SKIP=1` (set by `.ci/run`) the skip is a failure instead,
//! so CI runs every one of them for real.
//!
//! Shared by the library's tests (`tests/common/mod.rs`) and the command's
//! (`cli/tests/`, by `#[path]`).

use std::io::Write;
use std::path::{Path, PathBuf};

/// The environment variable that turns every skip into a failure.
pub const NO_SKIP: &str = "URISPEC_NO_SKIP";

/// Whether the test may go on: `true` when what it needs is `available`; otherwise
/// one line (written past the test harness's capture, so that it shows) and
/// `false`, or a panic when [`NO_SKIP`] is set.
pub fn available(available: bool, test: &str, needs: &str) -> bool {
    if available {
        return true;
    }
    assert!(
        std::env::var_os(NO_SKIP).is_none(),
        "{test} needs {needs}, and {NO_SKIP} forbids skipping it"
    );
    // Not `eprintln!`: the harness captures that and shows it only on failure.
    let _ = writeln!(std::io::stderr(), "skipping {test}: needs {needs}");
    false
}

/// `path` in the shared folder beside the clone (`../shared/PATH` from the
/// repository's root, whichever crate's tests ask): the one way a test reaches
/// outside the repository, so that the tests `.ci/fresh-clone` names are the only
/// ones a clone with nothing beside it runs differently (`tests/fresh_clone.rs`).
pub fn shared(path: &str) -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The library's manifest folder is the repository's root (with the lock file);
    // the command's is cli/.
    let root = manifest
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").is_file())
        .unwrap_or(manifest);
    root.join("../shared").join(path)
}
