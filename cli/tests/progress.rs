//! Progress on standard error: shown while a long run reads its inputs when standard
//! error is a terminal (here the pseudo-terminal of util-linux's `script`; without it
//! the terminal half skips with one line), cleared before the output and at the end;
//! never when standard error is not a terminal, nor with `--no-progress` or `check
//! --quiet`. (The line itself is tested in `src/progress.rs`.)

use std::fmt::Write as _;
use std::process::{Command, Stdio};

use crate::common::outside;

/// A file of `lines` inputs (progress is shown from the first lines: the runs
/// set `URISPEC_PROGRESS_AFTER_MS=0`).
fn inputs(name: &str, lines: usize) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("urispec-progress-{}-{name}", std::process::id()));
    let mut text = String::new();
    for i in 0..lines {
        let _ = writeln!(text, "http://host{i}.example/a/b{i}?q=x#f");
    }
    std::fs::write(&path, text).expect("writes the inputs");
    path
}

/// What `urispec ARGS` writes to a terminal as its standard error (standard output
/// to `out`), run under `script`; `None` when `script` cannot be run.
fn on_a_terminal(args: &str, out: &std::path::Path) -> Option<String> {
    let command = format!(
        "URISPEC_PROGRESS_AFTER_MS=0 {} {args} > {}",
        env!("CARGO_BIN_EXE_urispec"),
        out.display()
    );
    let run = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .ok()?;
    assert!(run.status.code().is_some(), "{args}: killed");
    Some(String::from_utf8_lossy(&run.stdout).into_owned())
}

#[test]
fn progress_shows_on_a_terminal_only_and_is_cleared() {
    let file = inputs("terminal", 5_000);
    let out = file.with_extension("out");
    let from = format!("check -r 2396 --count --from {}", file.display());
    let shown = on_a_terminal(&from, &out);
    if !outside::available(
        shown.is_some(),
        "progress_shows_on_a_terminal_only_and_is_cleared",
        "util-linux's script (a pseudo-terminal)",
    ) {
        return;
    }
    let shown = shown.unwrap_or_default();
    assert!(shown.contains(" lines/s, "), "{shown:?}");
    assert!(
        shown.contains(" MB of "),
        "the total of a regular file: {shown:?}"
    );
    assert!(shown.ends_with("\r\x1b[K"), "cleared at the end: {shown:?}");
    let counted = std::fs::read_to_string(&out).expect("the output");
    assert_eq!(counted, "5000 inputs: 5000 valid, 0 invalid\n");
    for quiet in [
        format!("--no-progress {from}"),
        format!("check -r 2396 --quiet --from {}", file.display()),
    ] {
        let shown = on_a_terminal(&quiet, &out).unwrap_or_default();
        assert_eq!(shown, "", "{quiet}");
    }
    // The same run with standard error a pipe says nothing.
    let piped = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .env("URISPEC_PROGRESS_AFTER_MS", "0")
        .args(["check", "-r", "2396", "--count", "--from"])
        .arg(&file)
        .output()
        .expect("runs");
    assert_eq!(String::from_utf8_lossy(&piped.stderr), "");
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&out);
}
