//! `conformance/` (issue 29): the runner's own tests (Python's unittest: an adapter that
//! crashes, hangs or answers garbage gets that case marked and the run goes on), then a
//! smoke run of two cheap adapters, `urllib.parse` (`CPython`) and the Rust crate oxiri (built
//! from crates.io under target/conformance/rust), over the small vector fixture in
//! conformance/tests/vectors. The full matrix is `conformance/run`, not a test. Needs
//! `python3` (≥ 3.9); without it the tests skip with one line.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::common::outside;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

fn has_python(test: &str) -> bool {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    outside::available(found, test, "python3 (the conformance runner)")
}

#[test]
fn the_runner_marks_crashes_and_timeouts_and_goes_on() {
    if !has_python("conformance harness") {
        return;
    }
    let out = Command::new("python3")
        .args(["-m", "unittest", "discover", "-s", "conformance/tests"])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn two_adapters_run_over_the_fixture() {
    if !has_python("conformance smoke run") {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance-smoke");
    std::fs::create_dir_all(&dir).unwrap();
    let report = dir.join("REPORT.md");
    let failures = dir.join("failures.jsonl");
    let out = Command::new("python3")
        .arg("conformance/run")
        .args(["--vectors", "conformance/tests/vectors"])
        .args(["--impl", "python-urllib", "--impl", "rust-oxiri"])
        .arg("--out")
        .arg(&report)
        .arg("--failures")
        .arg(&failures)
        .current_dir(root())
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    let report = std::fs::read_to_string(report).unwrap();
    for line in [
        "## rfc3986",
        "## rfc3987",
        "| python-urllib | CPython ",
        "| rust-oxiri | 0.3.",
    ] {
        assert!(report.contains(line), "no {line:?} in\n{report}");
    }
    let failures: Vec<Value> = std::fs::read_to_string(failures)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let of = |name: &'static str| failures.iter().filter(move |f| f["impl"] == name);
    // oxiri is exact on the fixture; urllib.parse accepts what RFC 3986 rejects.
    assert_eq!(of("rust-oxiri").count(), 0, "{log}");
    let lax: Vec<&str> = of("python-urllib")
        .filter(|f| f["kind"] == "accepts-invalid")
        .map(|f| f["input"].as_str().unwrap())
        .collect();
    assert!(lax.contains(&"http://a/%zz"), "{lax:?}");
    assert!(of("python-urllib").all(|f| f["kind"] != "crashed" && f["kind"] != "timeout"));
}
