//! `urispec vectors`: the committed files in `vectors/` are what the command writes
//! (regenerate with `cargo run -- vectors --revision all --out vectors`), valid under
//! `schemas/vectors.json`, the same bytes for the same seed, every rule covered; and
//! every verdict, component and resolution in them is what `check`, `parse` and
//! `resolve` answer.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Runs `urispec ARGS` with `stdin`; returns the exit code, standard output and error.
fn urispec(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let out = crate::common::run(args, stdin);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().unwrap_or(-1), out.stdout, err)
}

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A fresh folder under the target directory.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// The revision ids, as `urispec vectors --revision all` writes them.
fn written(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    names
}

#[test]
fn the_committed_vectors_are_the_generated_ones_schema_valid_and_covered() {
    let dir = scratch("vectors-all");
    let out = dir.to_str().expect("a UTF-8 path");
    let (code, stdout, _) = urispec(&["vectors", "--revision", "all", "--out", out], b"");
    assert_eq!(
        code,
        0,
        "a rule left uncovered: {}",
        String::from_utf8_lossy(&stdout)
    );
    let report = String::from_utf8(stdout).expect("UTF-8");
    assert_eq!(report.lines().count(), written(&dir).len(), "{report}");
    let schema: Value = serde_json::from_slice(
        &std::fs::read(root().join("schemas/vectors.json")).expect("the schema is shipped"),
    )
    .expect("JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    assert_eq!(written(&dir), written(&root().join("vectors")));
    for name in written(&dir) {
        let generated = std::fs::read(dir.join(&name)).expect("written");
        let committed = std::fs::read(root().join("vectors").join(&name)).unwrap_or_default();
        assert!(
            generated == committed,
            "vectors/{name} is stale: regenerate with `cargo run -- vectors --revision all --out vectors`"
        );
        let value: Value = serde_json::from_slice(&generated).expect("JSON");
        let errors: Vec<String> = validator
            .iter_errors(&value)
            .take(5)
            .map(|e| format!("{e} at {}", e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        let coverage = &value["coverage"];
        assert_eq!(coverage["accepted"], coverage["rules"], "{name}");
        assert_eq!(coverage["rejected"], coverage["rules"], "{name}");
        assert!(generated.ends_with(b"}\n"), "{name}");
    }
}

#[test]
fn the_same_seed_writes_the_same_bytes() {
    let first = urispec(&["vectors", "--revision", "3986", "--seed", "7"], b"");
    let second = urispec(&["vectors", "--revision", "3986", "--seed", "7"], b"");
    let other = urispec(&["vectors", "--revision", "3986", "--seed", "8"], b"");
    assert_eq!(first.0, 0);
    assert!(first.1 == second.1, "two runs with one seed differ");
    assert!(first.1 != other.1, "the seed changes nothing");
    assert!(
        first.2.starts_with("rfc3986 "),
        "the coverage goes to standard error: {}",
        first.2
    );
}

#[test]
fn several_revisions_need_a_folder() {
    let (code, stdout, stderr) = urispec(&["vectors", "--revision", "3986,3987"], b"");
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(stderr.contains("--out"), "{stderr}");
}

/// Every committed vector file: its revision's id and its document.
fn committed() -> Vec<(String, Value)> {
    let dir = root().join("vectors");
    written(&dir)
        .into_iter()
        .map(|name| {
            let value = serde_json::from_slice(&std::fs::read(dir.join(&name)).expect("committed"));
            let id = name.trim_end_matches(".json").to_owned();
            (id, value.expect("JSON"))
        })
        .collect()
}

/// The JSON lines `urispec ARGS` prints for `inputs` (one per line).
fn answers(args: &[&str], inputs: &[&str]) -> Vec<Value> {
    let stdin = inputs.iter().fold(String::new(), |s, i| s + i + "\n");
    let (code, stdout, stderr) = urispec(args, stdin.as_bytes());
    assert!(code == 0 || code == 1, "{args:?}: {stderr}");
    String::from_utf8(stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn every_verdict_and_component_is_what_check_and_parse_answer() {
    for (id, set) in committed() {
        let id = id.as_str();
        // Inputs a line can carry (no line ending inside, UTF-8).
        let cases: Vec<&Value> = set["cases"]
            .as_array()
            .expect("cases")
            .iter()
            .filter(|c| c.get("input_hex").is_none())
            .collect();
        let inputs: Vec<&str> = cases
            .iter()
            .map(|c| c["input"].as_str().expect("text"))
            .collect();
        let parsed = answers(&["parse", "-r", id, "--format", "jsonl"], &inputs);
        assert_eq!(parsed.len(), cases.len(), "{id}");
        for (case, record) in cases.iter().zip(&parsed) {
            let answer = &record["revisions"][0];
            assert_eq!(case["valid"], answer["valid"], "{id}: {}", case["id"]);
            if case["valid"] == true {
                assert_eq!(
                    case["components"], answer["components"],
                    "{id}: {}",
                    case["id"]
                );
                assert_eq!(case["form"], answer["form"], "{id}: {}", case["id"]);
            } else {
                let error = &answer["error"];
                assert_eq!(case["offset"], error["offset"], "{id}: {}", case["id"]);
                assert_eq!(case["expected"], error["expected"], "{id}: {}", case["id"]);
                let section = if case["origin"] == "printed" {
                    &case["error_section"]
                } else {
                    &case["section"]
                };
                assert_eq!(*section, error["section"], "{id}: {}", case["id"]);
            }
        }
    }
}

#[test]
fn every_resolution_is_what_resolve_answers() {
    for (id, set) in committed() {
        let id = id.as_str();
        let resolutions = set["resolutions"].as_array().expect("resolutions");
        if resolutions.is_empty() {
            continue; // RFC 1738 defines no resolution
        }
        let mut bases: Vec<&str> = resolutions
            .iter()
            .filter_map(|r| r["base"].as_str())
            .collect();
        bases.dedup();
        for base in bases {
            let same_base: Vec<&Value> = resolutions.iter().filter(|r| r["base"] == base).collect();
            let references: Vec<&str> = same_base
                .iter()
                .map(|r| r["reference"].as_str().expect("text"))
                .collect();
            let resolved = answers(
                &["resolve", "-r", id, base, "--format", "jsonl"],
                &references,
            );
            assert_eq!(resolved.len(), same_base.len(), "{id}");
            for (case, record) in same_base.iter().zip(&resolved) {
                let answer = &record["revisions"][0];
                assert_eq!(case["target"], answer["target"], "{id}: {}", case["id"]);
                if case["error"].is_null() {
                    assert_eq!(
                        case["valid_reference"], answer["valid_reference"],
                        "{id}: {}",
                        case["id"]
                    );
                }
                let message = &case["error"]["message"];
                assert_eq!(*message, answer["error"]["message"], "{id}: {}", case["id"]);
            }
        }
    }
}
