//! The JSON contract: the schemas shipped in `schemas/` are the ones generated from
//! the Rust types, and real outputs of every command validate against them; `--format
//! json` is exactly one document, `--format jsonl` one record per input.

use std::path::PathBuf;

/// Runs `urispec ARGS` with `stdin`; returns the exit code and standard output.
fn urispec(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>) {
    let out = crate::common::run(args, stdin);
    (out.status.code().unwrap_or(-1), out.stdout)
}

fn schema_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../schemas")
        .join(format!("{name}.json"))
}

fn validator(name: &str) -> jsonschema::Validator {
    let text = std::fs::read_to_string(schema_file(name)).expect("the schema is shipped");
    let schema: serde_json::Value = serde_json::from_str(&text).expect("schema is JSON");
    jsonschema::validator_for(&schema).expect("a valid schema")
}

fn assert_valid(schema: &str, value: &serde_json::Value) {
    let errors: Vec<String> = validator(schema)
        .iter_errors(value)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{schema}: {errors:#?}\n{value}");
}

const SCHEMAS: [&str; 28] = [
    "check",
    "check-record",
    "check-counts",
    "parse",
    "parse-record",
    "tree",
    "tree-record",
    "resolve",
    "resolve-record",
    "compare",
    "compare-record",
    "grammar",
    "grammar-rule",
    "diff",
    "normalize",
    "normalize-record",
    "equivalent",
    "equivalent-record",
    "encode",
    "encode-record",
    "decode",
    "decode-record",
    "convert",
    "convert-record",
    "vectors",
    "extract",
    "extract-record",
    "over-limit-record",
];

#[test]
fn shipped_schemas_are_the_generated_ones() {
    for name in SCHEMAS {
        let (code, generated) = urispec(&["schema", name], b"");
        assert_eq!(code, 0, "{name}");
        let shipped = std::fs::read(schema_file(name)).unwrap_or_default();
        assert!(
            shipped == generated,
            "schemas/{name}.json is stale: regenerate with `cargo run -- schema {name} > schemas/{name}.json`"
        );
    }
}

/// Inputs that exercise every branch: valid, invalid, empty, invalid UTF-8.
const STDIN: &[u8] =
    b"http://a/b;p?q#f\nhttp://[::1]/\n\nftp://u:p@h/d;type=a\n?y\nhttp://a/\xFF\n";

/// Each command with its `--format json` arguments (inputs from standard input).
fn commands() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("check", vec!["check", "-r", "all"]),
        ("check", vec!["check", "-r", "all", "--rule", "IPv6address"]),
        ("check", vec!["check", "-r", "2396", "--only", "invalid"]),
        ("parse", vec!["parse", "-r", "all"]),
        ("tree", vec!["tree", "-r", "all"]),
        ("tree", vec!["tree", "-r", "2396", "--full"]),
        (
            "resolve",
            vec!["resolve", "-r", "all", "http://a/b/c/d;p?q"],
        ),
        ("compare", vec!["compare"]),
        ("compare", vec!["compare", "--base", "http://a/b/c/d;p?q"]),
        (
            "compare",
            vec![
                "compare",
                "--with",
                "whatwg",
                "--base",
                "http://a/b/c/d;p?q",
            ],
        ),
        ("normalize", vec!["normalize", "-r", "all"]),
        (
            "normalize",
            vec!["normalize", "-r", "1738", "--level", "syntax"],
        ),
    ]
}

#[test]
fn json_is_one_document_valid_under_its_schema() {
    for (schema, args) in commands() {
        let args: Vec<&str> = args.into_iter().chain(["--format", "json"]).collect();
        let (code, out) = urispec(&args, STDIN);
        assert!(code == 0 || code == 1, "{args:?}: exit {code}");
        let value: serde_json::Value = serde_json::from_slice(&out)
            .unwrap_or_else(|e| panic!("{args:?}: not one JSON document: {e}"));
        let expected = if args.contains(&"--only") { 3 } else { 6 };
        assert_eq!(
            value["results"].as_array().map(Vec::len),
            Some(expected),
            "{args:?}"
        );
        assert_valid(schema, &value);
    }
}

#[test]
fn jsonl_is_one_valid_record_per_input() {
    for (schema, args) in commands() {
        let args: Vec<&str> = args.into_iter().chain(["--format", "jsonl"]).collect();
        let (_, out) = urispec(&args, STDIN);
        let text = String::from_utf8(out).expect("JSON is UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        let expected = if args.contains(&"--only") { 3 } else { 6 };
        assert_eq!(lines.len(), expected, "{args:?}");
        for line in lines {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            assert_valid(&format!("{schema}-record"), &value);
        }
    }
}

/// The item of a per-revision array whose `revision` is `id`.
fn by_revision<'v>(items: &'v serde_json::Value, id: &str) -> &'v serde_json::Value {
    items
        .as_array()
        .and_then(|a| a.iter().find(|item| item["revision"] == id))
        .unwrap_or_else(|| panic!("no {id} in {items}"))
}

#[test]
fn convert_is_valid_under_its_schema() {
    for to in ["uri", "iri"] {
        let (code, out) = urispec(&["convert", "--to", to, "--format", "json"], STDIN);
        assert_eq!(code, 1, "{to}: some inputs are no references");
        let value: serde_json::Value = serde_json::from_slice(&out).expect("one document");
        assert_valid("convert", &value);
        assert_eq!(value["results"].as_array().map(Vec::len), Some(6));
    }
}

/// Each `convert` record names the direction asked and the section that defines it
/// (RFC 3987 §3.1 to a URI, §3.2 to an IRI), in JSON and in JSON lines.
#[test]
fn convert_records_name_their_direction_and_section() {
    for (to, section) in [("uri", "§3.1"), ("iri", "§3.2")] {
        let (_, json) = urispec(&["convert", "--to", to, "--format", "json"], STDIN);
        let value: serde_json::Value = serde_json::from_slice(&json).expect("one document");
        let (_, jsonl) = urispec(&["convert", "--to", to, "--format", "jsonl"], STDIN);
        let lines = std::str::from_utf8(&jsonl).expect("UTF-8").lines();
        let records = value["results"]
            .as_array()
            .expect("results")
            .iter()
            .cloned();
        let records = records.chain(lines.map(|l| serde_json::from_str(l).expect("a record")));
        for record in records {
            assert_eq!(record["to"], to, "{record}");
            assert_eq!(record["section"], section, "{record}");
        }
    }
}

#[test]
fn counts_are_valid_under_their_schema() {
    let (code, out) = urispec(
        &["check", "-r", "all", "--count", "--format", "json"],
        STDIN,
    );
    assert_eq!(code, 1);
    let value: serde_json::Value = serde_json::from_slice(&out).expect("one document");
    assert_valid("check-counts", &value);
    let bis = by_revision(&value["counts"], "draft-fielding-uri-rfc2396bis-00");
    assert_eq!(bis["inputs"], 6);
    assert_eq!(bis["valid"], 5);
}

#[test]
fn the_same_conventions_everywhere() {
    let (_, out) = urispec(&["compare", "--format", "json", "http://a"], b"");
    let v: serde_json::Value = serde_json::from_slice(&out).expect("one document");
    let rfc2396 = by_revision(&v["results"][0]["revisions"], "rfc2396");
    assert_eq!(rfc2396["components"]["path"], "", "empty is \"\"");
    assert!(
        rfc2396["components"]["query"].is_null(),
        "undefined is null"
    );
    assert!(
        rfc2396["components"].get("params").is_none(),
        "absent where the revision has no such component"
    );
    assert_eq!(rfc2396["components"]["host"]["text"], "a");
    let rfc1738 = by_revision(&v["results"][0]["revisions"], "rfc1738");
    assert_eq!(rfc1738["valid"], true);
    assert!(
        rfc1738["components"].get("fragment").is_none(),
        "RFC 1738 has none"
    );
    let (_, out) = urispec(&["compare", "--format", "json", "HTTP://a"], b"");
    let v: serde_json::Value = serde_json::from_slice(&out).expect("one document");
    let error = &v["results"][0]["revisions"][0]["error"];
    assert_eq!(error["offset"], 0, "errors are objects: {error}");
    assert_eq!(error["section"], "§5");
    assert!(error["expected"].as_array().is_some_and(|e| !e.is_empty()));
}

#[test]
fn invalid_utf8_is_echoed_losslessly_and_never_replaced() {
    for (_, args) in commands()
        .into_iter()
        .filter(|(_, a)| !a.contains(&"--rule"))
    {
        let args: Vec<&str> = args.into_iter().chain(["--format", "jsonl"]).collect();
        let (_, out) = urispec(&args, b"a\xFFb\n");
        let text = String::from_utf8(out).expect("JSON is UTF-8");
        assert!(!text.contains('\u{FFFD}'), "{args:?}: {text}");
        let v: serde_json::Value = serde_json::from_str(text.trim()).expect("one line");
        assert_eq!(v["input"], "a\\xFFb", "{args:?}");
        assert_eq!(v["input_hex"], "61ff62", "{args:?}");
        for answer in v["revisions"].as_array().expect("answers") {
            let error = answer
                .get("error")
                .or_else(|| answer.get("resolution").and_then(|r| r.get("error")))
                .unwrap_or_else(|| panic!("{args:?}: no error in {answer}"));
            assert!(
                error["offset"].as_u64().is_some_and(|o| o <= 1),
                "{args:?}: {error}"
            );
        }
    }
}

#[test]
fn grammar_and_diff_are_valid_under_their_schemas() {
    for (schema, args) in [
        (
            "grammar",
            &["grammar", "-r", "2396bis", "--format", "json"][..],
        ),
        (
            "grammar-rule",
            &[
                "grammar",
                "-r",
                "2396",
                "port",
                "--uses",
                "--used-by",
                "--format",
                "json",
            ],
        ),
        (
            "grammar-rule",
            &["grammar", "-r", "1738", "hostport", "--format", "json"],
        ),
        ("diff", &["diff", "rfc1738", "url-00", "--format", "json"]),
        (
            "diff",
            &[
                "diff",
                "2396",
                "bis-00",
                "--witnesses",
                "--tries",
                "50",
                "--format",
                "json",
            ],
        ),
    ] {
        let (code, out) = urispec(args, b"");
        assert_eq!(code, 0, "{args:?}");
        let value: serde_json::Value = serde_json::from_slice(&out).expect("one document");
        assert_valid(schema, &value);
    }
}

/// `encode`, `decode` and `equivalent` with their `--format json` arguments, the
/// standard input and the number of records it makes.
fn equiv_commands() -> Vec<(&'static str, Vec<&'static str>, &'static [u8], usize)> {
    let pairs: &[u8] =
        b"HTTP://a/%7e\thttp://a/~\nhttp://a/b http://a/B\nhttp://[::1]/ http://[::1]\nhttp://a/\xFF http://a/\n";
    vec![
        (
            "encode",
            vec!["encode", "-r", "2396", "-c", "segment"],
            STDIN,
            6,
        ),
        (
            "encode",
            vec!["encode", "-r", "1738", "-c", "hsegment"],
            STDIN,
            6,
        ),
        (
            "decode",
            vec!["decode"],
            b"a%20b\n%C3%A9\n%FF\n%2g\n\na\xFF\n",
            6,
        ),
        ("equivalent", vec!["equivalent", "-r", "all"], pairs, 4),
        (
            "equivalent",
            vec!["equivalent", "-r", "2396", "--rfc1738-ports"],
            pairs,
            4,
        ),
    ]
}

#[test]
fn equiv_json_is_one_document_and_jsonl_one_record_per_input() {
    for (schema, args, stdin, records) in equiv_commands() {
        let json: Vec<&str> = args.iter().copied().chain(["--format", "json"]).collect();
        let (code, out) = urispec(&json, stdin);
        assert!(code == 0 || code == 1, "{json:?}: exit {code}");
        let value: serde_json::Value = serde_json::from_slice(&out)
            .unwrap_or_else(|e| panic!("{json:?}: not one JSON document: {e}"));
        assert_eq!(value["results"].as_array().map(Vec::len), Some(records));
        assert_valid(schema, &value);
        let jsonl: Vec<&str> = args.iter().copied().chain(["--format", "jsonl"]).collect();
        let (_, out) = urispec(&jsonl, stdin);
        let text = String::from_utf8(out).expect("JSON is UTF-8");
        assert!(!text.contains('\u{FFFD}'), "{jsonl:?}: {text}");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), records, "{jsonl:?}");
        for line in lines {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            assert_valid(&format!("{schema}-record"), &value);
        }
    }
}

#[test]
fn equiv_commands_echo_invalid_utf8_losslessly_with_error_objects() {
    for args in [
        &["encode", "-r", "2396", "-c", "query"][..],
        &["decode"],
        &["normalize", "-r", "2396"],
    ] {
        let args: Vec<&str> = args.iter().copied().chain(["--format", "jsonl"]).collect();
        let (code, out) = urispec(&args, b"a\xFFb\n");
        assert_eq!(code, 1, "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out).expect("one line");
        assert_eq!(v["input"], "a\\xFFb", "{args:?}");
        assert_eq!(v["input_hex"], "61ff62", "{args:?}");
        let error = v.get("error").unwrap_or(&v["revisions"][0]["error"]);
        assert_eq!(error["offset"], 1, "{args:?}: {v}");
    }
    let (code, out) = urispec(
        &["equivalent", "-r", "2396", "--format", "jsonl"],
        b"http://a/\xFF http://a/\n",
    );
    assert_eq!(code, 2, "rejected by every revision asked");
    let v: serde_json::Value = serde_json::from_slice(&out).expect("one line");
    assert_eq!(v["a"]["input"], "http://a/\\xFF");
    assert_eq!(v["a"]["input_hex"], "687474703a2f2f612fff");
    assert!(v["b"].get("input_hex").is_none(), "{v}");
    assert_eq!(v["revisions"][0]["rejected"], "a");
    assert_eq!(v["revisions"][0]["error"]["offset"], 9);
}

#[test]
fn compare_carries_the_normal_form_as_data() {
    let (_, out) = urispec(&["compare", "--format", "json", "HTTP://A/%7e"], b"");
    let v: serde_json::Value = serde_json::from_slice(&out).expect("one document");
    let answers = &v["results"][0]["revisions"];
    assert_eq!(
        by_revision(answers, "rfc1738")["normal"]["offset"],
        0,
        "rfc1738 rejects: an Error"
    );
    for id in ["rfc2396", "rfc2732"] {
        assert_eq!(
            by_revision(answers, id)["normal"],
            "http://a/%7E",
            "{id} keeps the escape"
        );
    }
    assert_eq!(
        by_revision(answers, "rfc3986")["normal"],
        "http://a/~",
        "rfc3986: {}",
        by_revision(answers, "rfc3986")
    );
    assert_valid("compare", &v);
}

/// `differ` names each key two revisions read otherwise, whichever reads it first:
/// RFC 1738 reads `http://a/b;c`'s host as a `hostname` and its path without the
/// slash, RFC 3986 a `reg-name` and `/b;c`; the scheme and the query agree.
#[test]
fn compare_differ_names_what_two_revisions_read_otherwise() {
    for revisions in ["1738,3986", "3986,1738"] {
        let (_, out) = urispec(
            &[
                "compare",
                "-r",
                revisions,
                "--format",
                "jsonl",
                "http://a/b;c",
            ],
            b"",
        );
        let v: serde_json::Value = serde_json::from_slice(&out).expect("one record");
        assert_eq!(
            v["differ"],
            serde_json::json!(["form", "host", "path"]),
            "{revisions}"
        );
    }
}

/// A run that stops half-way (a `--from` file that cannot be read, after an input
/// was answered) still prints exactly one JSON document, closed.
#[test]
fn a_run_that_fails_half_way_prints_one_document() {
    for args in [
        &["check", "-r", "3986", "a", "--from", "/nonexistent"][..],
        &["parse", "-r", "3986", "a", "--from", "/nonexistent"],
        &[
            "equivalent",
            "-r",
            "3986",
            "--from",
            "-",
            "--from",
            "/nonexistent",
        ],
    ] {
        let args: Vec<&str> = args.iter().copied().chain(["--format", "json"]).collect();
        let (code, out) = urispec(&args, b"a a\n");
        assert_eq!(code, 2, "{args:?}");
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap_or_else(|e| {
            panic!(
                "{args:?}: not one JSON document ({e}): {}",
                String::from_utf8_lossy(&out)
            )
        });
        assert_eq!(
            value["results"].as_array().map(Vec::len),
            Some(1),
            "{args:?}"
        );
    }
}

/// A pair that no revision asked accepts is not equivalent, so
/// `jq 'select(.equivalent)'` keeps only pairs some revision found equivalent.
#[test]
fn a_pair_every_revision_rejects_is_not_equivalent() {
    let (code, out) = urispec(
        &[
            "equivalent",
            "-r",
            "3986",
            "--format",
            "jsonl",
            "http://a/",
            "http://a b/",
        ],
        b"",
    );
    assert_eq!(code, 2);
    let record: serde_json::Value = serde_json::from_slice(&out).expect("one record");
    assert_eq!(record["equivalent"], false, "{record}");
    assert_eq!(record["revisions"][0]["rejected"], "b", "{record}");
    assert_valid("equivalent-record", &record);
}

/// A line that holds no pair (empty, one field, three fields) is answered as an
/// error record, and the lines after it are answered too.
#[test]
fn equivalent_answers_every_line() {
    let stdin = b"http://a http://A\n\nx\na b c\nhttp://b http://B\n";
    let (code, out) = urispec(&["equivalent", "-r", "3986", "--format", "jsonl"], stdin);
    assert_eq!(
        code, 2,
        "a line with no pair is an error (after every line)"
    );
    let records: Vec<serde_json::Value> = String::from_utf8(out)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON record"))
        .collect();
    assert_eq!(records.len(), 5);
    for (record, line) in records[1..4].iter().zip(["", "x", "a b c"]) {
        assert_eq!(record["line"]["input"], line, "{record}");
        assert_eq!(record["equivalent"], false, "{record}");
        assert!(
            record["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("expected two references")),
            "{record}"
        );
        assert_valid("equivalent-record", record);
    }
    assert_eq!(records[4]["equivalent"], true, "{}", records[4]);
}

/// Every command that takes `--revision` with its other arguments, and its input.
fn revision_commands() -> Vec<(Vec<&'static str>, &'static [u8])> {
    let pair: &[u8] = b"HTTP://a/%7e\thttp://a/~\n";
    vec![
        (vec!["check"], STDIN),
        (vec!["check", "--rule", "IPv6address"], STDIN),
        (vec!["parse"], STDIN),
        (vec!["tree"], STDIN),
        (vec!["resolve", "http://a/b/c/d;p?q"], STDIN),
        (vec!["compare"], STDIN),
        (vec!["normalize"], STDIN),
        (vec!["equivalent"], pair),
    ]
}

/// The `revisions` arrays of a JSON document, one per record.
fn revision_arrays(out: &[u8]) -> Vec<Vec<serde_json::Value>> {
    let value: serde_json::Value = serde_json::from_slice(out).expect("one JSON document");
    value["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|r| r["revisions"].as_array().expect("revisions").clone())
        .collect()
}

#[test]
fn a_revision_list_answers_like_all_for_those_revisions_in_the_users_order() {
    for (args, stdin) in revision_commands() {
        let run = |revision: &[&'static str]| {
            let args: Vec<&str> = args
                .iter()
                .copied()
                .chain(revision.iter().copied())
                .chain(["--format", "json"])
                .collect();
            let (code, out) = urispec(&args, stdin);
            assert!(code == 0 || code == 1, "{args:?}: exit {code}");
            revision_arrays(&out)
        };
        let listed = run(&["-r", "3987,1808,3987"]);
        assert_eq!(
            listed,
            run(&["-r", "3987", "--revision", "rfc1808"]),
            "{args:?}"
        );
        assert_eq!(listed, run(&["-r", "iri,1808", "-r", "3987"]), "{args:?}");
        let all = run(&["-r", "all"]);
        for (listed, all) in listed.iter().zip(&all) {
            let ids: Vec<&serde_json::Value> = listed.iter().map(|a| &a["revision"]).collect();
            assert_eq!(ids, ["rfc3987", "rfc1808"], "{args:?}");
            for answer in listed {
                assert_eq!(
                    answer,
                    by_revision(
                        &serde_json::json!(all),
                        answer["revision"].as_str().unwrap()
                    ),
                    "{args:?}"
                );
            }
        }
    }
}

/// Every command that reads lines, with its arguments (`equivalent` reads pairs).
fn line_commands() -> Vec<(&'static str, Vec<&'static str>, &'static [u8])> {
    let one: &[u8] = b"http://a/\nhttp://\xFFaaaaaaaaaaaaaaaa/\r\nhttp://b/\n";
    let pairs: &[u8] = b"a:/ a:/\nhttp://a/ http://aaaaaaaaaaaaaa/\nb:/ b:/\n";
    vec![
        ("check", vec!["check", "-r", "all"], one),
        ("parse", vec!["parse", "-r", "all"], one),
        ("tree", vec!["tree", "-r", "all"], one),
        ("resolve", vec!["resolve", "-r", "all", "http://a/b/c"], one),
        ("compare", vec!["compare"], one),
        ("normalize", vec!["normalize", "-r", "all"], one),
        ("equivalent", vec!["equivalent", "-r", "all"], pairs),
        (
            "encode",
            vec!["encode", "-r", "rfc3986", "-c", "segment"],
            one,
        ),
        ("decode", vec!["decode"], one),
        ("convert", vec!["convert", "--to", "uri"], one),
        ("convert", vec!["convert", "--to", "iri"], one),
    ]
}

/// The record of line 2 (over a limit of 12 bytes) of [`line_commands`]'s inputs.
fn assert_over_limit(args: &[&str], record: &serde_json::Value) {
    assert_valid("over-limit-record", record);
    let length = if args[0] == "equivalent" { 32 } else { 25 };
    let start: &[u8] = if args[0] == "equivalent" {
        b"http://a/ ht"
    } else {
        b"http://\xFFaaaa"
    };
    let hex = start.iter().fold(String::new(), |mut hex, b| {
        use std::fmt::Write as _;
        let _ = write!(hex, "{b:02x}");
        hex
    });
    assert_eq!(record["source"], "standard input", "{args:?}");
    assert_eq!(record["line"], 2, "{args:?}");
    assert_eq!(record["length"], length, "{args:?}");
    assert_eq!(record["limit"], 12, "{args:?}");
    assert_eq!(record["input_truncated"], true, "{args:?}");
    let shown = String::from_utf8_lossy(start).replace('\u{fffd}', "\\xFF");
    assert_eq!(record["input_start"], shown.as_str(), "{args:?}");
    if start.contains(&0xFF) {
        assert_eq!(record["input_start_hex"], hex.as_str(), "{args:?}");
    } else {
        assert!(record.get("input_start_hex").is_none(), "{args:?}");
    }
    assert_eq!(
        record["error"]["message"],
        format!("standard input, line 2: {length} bytes, over --max-line-bytes (12): not read"),
        "{args:?}"
    );
}

/// A line over `--max-line-bytes` is one record where its answer would be, in the
/// document and in JSONL, valid under the command's schema and the over-limit
/// record's; the lines around it are answered; the exit status is 2.
#[test]
fn a_line_over_the_limit_is_a_record_in_its_place() {
    for (schema, args, stdin) in line_commands() {
        let limit = ["--max-line-bytes", "12"];
        let json: Vec<&str> = args
            .iter()
            .copied()
            .chain(limit)
            .chain(["--format", "json"])
            .collect();
        let (code, out) = urispec(&json, stdin);
        assert_eq!(code, 2, "{json:?}");
        let value: serde_json::Value = serde_json::from_slice(&out)
            .unwrap_or_else(|e| panic!("{json:?}: not one JSON document: {e}"));
        assert_valid(schema, &value);
        let results = value["results"].as_array().expect("results");
        assert_eq!(results.len(), 3, "{json:?}");
        assert_over_limit(&json, &results[1]);
        let jsonl: Vec<&str> = args
            .iter()
            .copied()
            .chain(limit)
            .chain(["--format", "jsonl"])
            .collect();
        let (code, out) = urispec(&jsonl, stdin);
        assert_eq!(code, 2, "{jsonl:?}");
        let records: Vec<serde_json::Value> = String::from_utf8(out)
            .expect("JSON is UTF-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("a JSON line"))
            .collect();
        assert_eq!(records.len(), 3, "{jsonl:?}");
        assert_valid(&format!("{schema}-record"), &records[0]);
        assert_over_limit(&jsonl, &records[1]);
        assert_eq!(records[0], results[0], "{jsonl:?}");
        assert_eq!(records[2], results[2], "{jsonl:?}");
    }
}
