//! Shared test support of the CLI's tests: snapshots in the repository's top-level
//! `snapshots/<folder>/`, beside the library's (the one snapshot-settings helper), a
//! server of the test's own, and the skip rule shared with the library's tests.

#[path = "../../../tests/common/outside.rs"]
pub mod outside;
pub mod server;
pub mod static_site;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// insta settings that keep snapshots in the top-level `snapshots/<folder>/`.
pub fn snapshot_settings(folder: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../snapshots")
            .join(folder),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}

/// Runs `urispec ARGS` with `stdin` written to it; its whole output.
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin)
        .expect("writes");
    child.wait_with_output().expect("finishes")
}

/// Writes the book into `dir` (`urispec book --out DIR`), which must succeed; its
/// standard output.
pub fn write_book(dir: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["book", "--out"])
        .arg(dir)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}
