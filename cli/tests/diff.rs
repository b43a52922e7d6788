//! `urispec diff` as a user runs it: the text reports snapshotted in
//! `snapshots/diff/`, the JSON object and the usage errors.

use std::process::Command;

use crate::common;

fn urispec(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn cli_text_snapshots() {
    let (code, bis, _) = urispec(&[
        "diff",
        "rfc2396",
        "draft-fielding-uri-rfc2396bis-00",
        "--witnesses",
    ]);
    assert_eq!(code, 0);
    let (code, url00, _) = urispec(&["diff", "rfc1738", "draft-fielding-uri-url-00"]);
    assert_eq!(code, 0);
    let (code, rfc3986, _) = urispec(&["diff", "bis-00", "rfc3986", "--witnesses"]);
    assert_eq!(code, 0);
    common::snapshot_settings("diff").bind(|| {
        insta::assert_snapshot!("rfc2396-bis-00-witnesses", bis);
        insta::assert_snapshot!("rfc1738-url-00", url00);
        insta::assert_snapshot!("bis-00-rfc3986-witnesses", rfc3986);
    });
}

#[test]
fn cli_json_and_usage() {
    let (code, out, _) = urispec(&["diff", "2396", "bis-00", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["from"], "rfc2396");
    assert_eq!(v["to"], "draft-fielding-uri-rfc2396bis-00");
    assert_eq!(v["renamed"].as_array().unwrap().len(), 13);
    assert_eq!(v["classes"][0]["to"]["name"], "reserved");
    assert_eq!(v["classes"][0]["entered"]["shown"], "[ ]");
    assert_eq!(v["moved"][0]["char"], "[");
    assert!(v["changed"][0].get("witnesses").is_none());

    let (code, _, err) = urispec(&["diff", "rfc2396", "rfc9999"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown revision"), "{err}");
    assert_eq!(urispec(&["diff", "rfc2396"]).0, 2);
    assert_eq!(urispec(&["diff", "1738", "2396", "--format", "yaml"]).0, 2);
    let (code, help, _) = urispec(&["diff", "--help"]);
    assert_eq!(code, 0);
    assert!(help.contains("Examples:") && help.contains("--witnesses"));
}

/// With `--witnesses`, each changed rule's `found` says whether a witness was found
/// on either side: RFC 2396bis-00's `relativeURI` gains strings (a witness on its side
/// only), its `domainlabel` loses some (on RFC 2396's only), `host` both, and
/// `escaped` none within the tries.
#[test]
fn json_witnesses_say_whether_either_side_has_one() {
    let (code, out, _) = urispec(&["diff", "2396", "bis-00", "--witnesses", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let changed = v["changed"].as_array().unwrap();
    for c in changed {
        let w = &c["witnesses"];
        let either = !w["from_only"].is_null() || !w["to_only"].is_null();
        assert_eq!(w["found"], either, "{c}");
    }
    let found = |rule: &str| {
        let c = changed
            .iter()
            .find(|c| c["from"]["name"] == rule)
            .unwrap_or_else(|| panic!("{rule} changed"));
        let w = &c["witnesses"];
        (
            w["found"].clone(),
            !w["from_only"].is_null(),
            !w["to_only"].is_null(),
        )
    };
    assert_eq!(found("relativeURI"), (true.into(), false, true));
    assert_eq!(found("domainlabel"), (true.into(), true, false));
    assert_eq!(found("host"), (true.into(), true, true));
    assert_eq!(found("escaped"), (false.into(), false, false));
}
