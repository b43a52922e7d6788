//! Tests that need something outside the repository: the shared benchmark corpus
//! beside the clone (`../shared/bench/urls.txt`) or Debian's chromium. A fresh clone
//! has neither, so such a test skips with one line on standard error saying what it
//! needs; with `URISPEC_NO_SKIP=1` (set by `.ci/run`) the skip is a failure instead,
//! so CI runs every one of them for real.
//!
//! Shared by the library's tests (`tests/common/mod.rs`) and the command's
//! (`cli/tests/`, by `#[path]`).

use std::io::Write;

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
