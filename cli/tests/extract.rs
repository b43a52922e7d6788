//! `urispec extract` as a user runs it: the documents' examples, exit codes, the JSON
//! contract, the streamed reading (the same finds as the library over the whole text,
//! whatever the window's boundaries) and its bounded memory.

use std::io::Write as _;
use std::process::{Command, Stdio};

use crate::common;

/// Runs `urispec ARGS` with `stdin`: the exit code and standard output.
fn urispec(args: &[&str], stdin: &[u8]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("runs");
    let mut pipe = child.stdin.take().expect("piped");
    let input = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("finishes");
    writer.join().expect("the writer ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// RFC 1738's Appendix example, as printed.
const RFC1738: &str = "      Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>.
";

/// RFC 3986 Appendix C's paragraph.
const RFC3986: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

/// The text output of the documents' examples, every revision side by side, in
/// `snapshots/extract/cli-*.snap`.
#[test]
fn the_documents_examples_in_text() {
    for (name, text, revision, code) in [
        ("cli-rfc1738", RFC1738, "1738", 0),
        ("cli-rfc3986", RFC3986, "3986", 0),
        ("cli-rfc3986-all", RFC3986, "all", 0),
        ("cli-rfc1738-all", RFC1738, "all", 0),
    ] {
        let (got, out) = urispec(&["extract", "--revision", revision], text.as_bytes());
        assert_eq!(got, code, "{name}:\n{out}");
        common::snapshot_settings("extract").bind(|| insta::assert_snapshot!(name, out));
    }
}

#[test]
fn exit_codes() {
    let run = |text: &[u8]| urispec(&["extract", "-r", "3986"], text).0;
    assert_eq!(run(b"no URI here, only words: and colons"), 0);
    assert_eq!(run(b"see <http://a/>"), 0);
    assert_eq!(run(b"see <http://a/%zz>"), 1, "invalid");
    assert_eq!(run(b"see <http://a/ and\n\nmore"), 1, "unclosed");
    let (code, out) = urispec(&["extract", "-r", "3986", "--from", "/nonexistent/x"], b"");
    assert_eq!((code, out.as_str()), (2, ""));
}

/// Invalid UTF-8 and NUL are carried: escaped in text, `uri_hex` in JSON, spans in
/// bytes.
#[test]
fn invalid_utf8_and_nul_are_carried() {
    let text = b"\xff\x00 <http://a/\xfe\x00b> http://c/";
    let (code, out) = urispec(&["extract", "-r", "3986"], text);
    assert_eq!(code, 1);
    assert!(out.contains(r"http://a/\xFE\u{0}b"), "{out}");
    let (_, out) = urispec(&["extract", "-r", "3986", "--format", "jsonl"], text);
    let first: serde_json::Value =
        serde_json::from_str(out.lines().next().expect("a record")).expect("JSON");
    assert_eq!(first["uri_hex"], "687474703a2f2f612ffe0062");
    assert_eq!(first["span"]["start"], 3);
    assert_eq!(first["column"], 4);
}

/// `--format json` is one document valid under `schemas/extract.json`, `jsonl` one
/// record per line valid under `schemas/extract-record.json`, unclosed wrappers,
/// trims, hyphens and errors included.
#[test]
fn json_is_valid_under_its_schema() {
    let text = b"<http://a/b-\n c> (http://d/e). <URL:x%zz> \"http://f/\xff\" <http://g/\n\nend";
    let schema = |name: &str| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../schemas/{name}.json"));
        let text = std::fs::read_to_string(path).expect("shipped");
        jsonschema::validator_for(&serde_json::from_str(&text).expect("JSON")).expect("a schema")
    };
    let (code, out) = urispec(&["extract", "-r", "all", "--format", "json"], text);
    assert_eq!(code, 1);
    let value: serde_json::Value = serde_json::from_str(&out).expect("one document");
    assert!(schema("extract").is_valid(&value), "{value}");
    let results = value["results"].as_array().expect("results");
    for kind in ["uri", "unclosed"] {
        assert!(results.iter().any(|r| r["kind"] == kind), "{kind}");
    }
    assert!(
        results
            .iter()
            .any(|r| !r["hyphens"].as_array().unwrap().is_empty())
    );
    assert!(
        results
            .iter()
            .any(|r| !r["trimmed"].as_array().unwrap().is_empty())
    );
    let (_, out) = urispec(&["extract", "-r", "all", "--format", "jsonl"], text);
    let record = schema("extract-record");
    assert_eq!(out.lines().count(), results.len());
    for line in out.lines() {
        let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        assert!(record.is_valid(&value), "{value}");
    }
}

/// A record's offsets are the text's: the span covers the wrapper, the whitespace
/// removed has its own span in the text and its place in the URI, the hyphen before
/// the line break its offset in both, a character trimmed from a bare URI its
/// offset, a wrapper never closed its opener (and the message says which closer is
/// missing); line and column from 1.
#[test]
fn a_records_offsets_are_the_texts() {
    let text = b"see <http://a.example/x-\n  y> and <URL:http://b/> (http://c/d). <http://e/\n\n\"http://f/";
    let (_, out) = urispec(&["extract", "-r", "3986", "--format", "jsonl"], text);
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(records.len(), 7, "{out}");
    let first = &records[0];
    assert_eq!(first["span"], serde_json::json!({"start": 4, "end": 29}));
    assert_eq!((&first["line"], &first["column"]), (&1.into(), &5.into()));
    assert_eq!(first["uri"], "http://a.example/x-y");
    assert_eq!(
        first["removed"][0],
        serde_json::json!({"span": {"start": 24, "end": 27}, "at": 19, "line_break": true, "section": "Appendix C"})
    );
    assert_eq!(
        (&first["hyphens"][0]["offset"], &first["hyphens"][0]["at"]),
        (&23.into(), &18.into())
    );
    let second = &records[1];
    assert_eq!(second["span"], serde_json::json!({"start": 34, "end": 49}));
    assert_eq!(
        (&second["line"], &second["column"]),
        (&2.into(), &10.into())
    );
    let third = &records[2];
    assert_eq!(third["span"], serde_json::json!({"start": 51, "end": 61}));
    let trimmed: Vec<(&serde_json::Value, &serde_json::Value)> = third["trimmed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (&t["offset"], &t["char"]))
        .collect();
    assert_eq!(
        trimmed,
        [(&61.into(), &")".into()), (&62.into(), &".".into())]
    );
    let unclosed = &records[3];
    assert_eq!(unclosed["kind"], "unclosed");
    assert_eq!(
        unclosed["span"],
        serde_json::json!({"start": 64, "end": 65})
    );
    let never_closed = |closer: &str| {
        format!(
            "wrapper never closed: no {closer} before a blank line, another <, the end of \
             the text or the length limit"
        )
    };
    assert_eq!(unclosed["error"]["message"], never_closed(">"));
    let quote = &records[5];
    assert_eq!(
        (&quote["kind"], &quote["wrapper"]),
        (&"unclosed".into(), &"quote".into())
    );
    assert_eq!(quote["error"]["message"], never_closed("\""));
}

/// Each JSONL record's start and URI (empty for an unclosed wrapper).
fn starts_and_uris(jsonl: &str) -> Vec<(u64, String)> {
    jsonl
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let uri = v["uri"].as_str().unwrap_or_default().to_owned();
            (v["span"]["start"].as_u64().expect("a span"), uri)
        })
        .collect()
}

/// A text of about 2 MB, URIs of every kind straddling the boundaries of the command's
/// windows: the command finds what the library finds over the whole text, at the same
/// byte offsets and the same lines.
#[test]
fn the_stream_finds_what_the_whole_text_holds() {
    let pieces: [&[u8]; 6] = [
        b"<http://a.example/x-\n  y> ",
        b"(see http://b.example/p_(q)). ",
        b"\"https://c.example/\" and <URL: ftp://d.example/f> ",
        b"word: ",
        b"mailto:e@example.org, ",
        b"\xc3\xa9t\xc3\xa9 news:comp.x\n",
    ];
    let mut text = Vec::new();
    let mut k = 0usize;
    while text.len() < 2 << 20 {
        text.extend_from_slice(pieces[k % pieces.len()]);
        // Filler of a length that drifts, so that boundaries fall everywhere.
        text.extend(std::iter::repeat_n(b'z', k % 97));
        text.push(b' ');
        k += 1;
    }
    for revision in [urispec::Revision::Rfc1738, urispec::Revision::Rfc3986] {
        let expected: Vec<(u64, String)> =
            urispec::extract::extract(&text, revision, urispec::extract::Options::default())
                .map(|f| match f {
                    urispec::extract::Found::Uri(m) => (
                        m.span.start as u64,
                        String::from_utf8_lossy(&m.uri).into_owned(),
                    ),
                    urispec::extract::Found::Unclosed(u) => (u.at as u64, String::new()),
                })
                .collect();
        let (_, out) = urispec(
            &["extract", "-r", revision.id(), "--format", "jsonl"],
            &text,
        );
        let got = starts_and_uris(&out);
        assert!(expected.len() > 10_000, "{}", expected.len());
        assert_eq!(got.len(), expected.len(), "{revision}");
        assert!(got == expected, "{revision}: the stream differs");
    }
}

/// In text, revisions that read a place alike share one line (`all`); where they read
/// it otherwise (RFC 1738 stops before `~`), each has its own; an unclosed wrapper shows
/// its opener.
#[test]
fn text_shows_one_line_where_revisions_agree_and_one_each_where_not() {
    let (_, out) = urispec(&["extract", "-r", "1738,3986"], b"see http://a/b~c here\n");
    let lines: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        lines,
        [
            ["1:5", "rfc1738", "valid", "http://a/b", "(bare)"],
            ["1:5", "rfc3986", "valid", "http://a/b~c", "(bare)"],
        ],
        "{out}"
    );
    let (_, out) = urispec(&["extract", "-r", "1738,3986"], b"see http://a/b here\n");
    assert_eq!(
        out.split_whitespace().collect::<Vec<_>>(),
        ["1:5", "all", "valid", "http://a/b", "(bare)"]
    );
    let (_, out) = urispec(&["extract", "-r", "3986"], b"see <http://a/ and\n\nmore");
    assert!(out.starts_with("1:5     unclosed <  (angle)\n"), "{out}");
}

/// In text, a valid URI's status is green and an invalid one's red (`--color always`),
/// and the caret stands under the byte the grammar stopped at.
#[test]
fn text_colours_the_status_and_puts_the_caret_under_the_error() {
    let text = b"see http://a/ and <http://b/%zz>\n";
    let (_, out) = urispec(&["extract", "-r", "3986", "--color", "always"], text);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("\x1b[32mvalid "), "{out}");
    assert!(lines[1].contains("\x1b[1;31minvalid "), "{out}");
    let (_, out) = urispec(&["extract", "-r", "3986"], text);
    let lines: Vec<&str> = out.lines().collect();
    let uri = lines[1].find("http://b/%zz").expect("the URI");
    assert_eq!(lines[2].find('^'), Some(uri + "http://b/%".len()), "{out}");
}

/// A scheme that straddles the end of the command's first window (256 KiB) is read as
/// the whole text reads it: the next window keeps the bytes a scheme is looked back over
/// (`MAX_SCHEME`, and the byte before it), at every place of the `:` near the end, for
/// a scheme one byte short of the longest, the longest, and one byte too long.
#[test]
fn a_scheme_across_the_first_window_s_end_is_read_as_the_whole_text_reads_it() {
    const CHUNK: usize = 256 << 10;
    let max = urispec::extract::MAX_SCHEME;
    for scheme in [max - 1, max, max + 1] {
        for colon in CHUNK - 3..CHUNK + 3 {
            let mut text = vec![b' '; colon - scheme];
            text.extend(std::iter::repeat_n(b'a', scheme));
            text.extend_from_slice(b":b/c and more text\n");
            // Past the window and its lookahead, so that the text does not end in it.
            text.extend(std::iter::repeat_n(b' ', CHUNK));
            let expected: Vec<(u64, String)> = urispec::extract::extract(
                &text,
                urispec::Revision::Rfc3986,
                urispec::extract::Options::default(),
            )
            .filter_map(|f| match f {
                urispec::extract::Found::Uri(m) => Some((
                    m.span.start as u64,
                    String::from_utf8_lossy(&m.uri).into_owned(),
                )),
                urispec::extract::Found::Unclosed(_) => None,
            })
            .collect();
            assert_eq!(expected.len(), usize::from(scheme <= max), "{scheme}");
            let (_, out) = urispec(&["extract", "-r", "3986", "--format", "jsonl"], &text);
            let got = starts_and_uris(&out);
            assert_eq!(
                got, expected,
                "a scheme of {scheme} bytes, its `:` at {colon}"
            );
        }
    }
}

/// A column counts characters across the windows too: on one line of 300,000 `é`
/// (600,000 bytes, past the first window's end), the URI after them is at column
/// 300,002, not at its byte offset's 600,002.
#[test]
fn a_column_counts_characters_past_the_first_window() {
    let mut text = "é".repeat(300_000).into_bytes();
    text.extend_from_slice(b" http://a/ ok\nnext http://b/\n");
    let (code, out) = urispec(&["extract", "-r", "3986", "--format", "jsonl"], &text);
    assert_eq!(code, 0, "{out}");
    let places: Vec<(u64, u64, u64)> = out
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let at = |key: &str| v[key].as_u64().expect("a number");
            (
                v["span"]["start"].as_u64().expect("a span"),
                at("line"),
                at("column"),
            )
        })
        .collect();
    assert_eq!(places, [(600_001, 1, 300_002), (600_019, 2, 6)]);
}

/// `--bare` chooses the policy for URIs without a wrapper: `trim` (the default) drops
/// the sentence's `).`, `strict` keeps what the grammar accepts, `off` finds only the
/// wrapped URI.
#[test]
fn the_bare_policy_is_the_one_asked() {
    let text = b"see (http://a/b). and <http://c/d>";
    let uris = |bare: &[&str]| {
        let args = [&["extract", "-r", "3986", "--format", "jsonl"], bare].concat();
        let (_, out) = urispec(&args, text);
        out.lines()
            .map(|line| {
                let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
                v["uri"].as_str().expect("a URI").to_owned()
            })
            .collect::<Vec<String>>()
    };
    assert_eq!(uris(&[]), ["http://a/b", "http://c/d"]);
    assert_eq!(uris(&["--bare", "trim"]), ["http://a/b", "http://c/d"]);
    assert_eq!(uris(&["--bare", "strict"]), ["http://a/b).", "http://c/d"]);
    assert_eq!(uris(&["--bare", "off"]), ["http://c/d"]);
}

/// Mail-like text of about `bytes` bytes, a URI wrapped across lines and a bare one
/// on every other line.
fn mail(bytes: usize) -> Vec<u8> {
    let line: &[u8] =
        b"> On Monday, Jim wrote: see <http://example.com/a-\n>  b> and http://x.org/y.\n";
    line.repeat(bytes / line.len() + 1)
}

/// The text is read as a stream: 16 MB cost less than 8 MB more than 1 MB does.
#[test]
fn a_large_text_streams_in_bounded_memory() {
    if !crate::limits::has_proc("a_large_text_streams_in_bounded_memory") {
        return;
    }
    let args = ["extract", "-r", "3986", "--format", "jsonl"];
    let small = crate::limits::peak_after(&args, &mail(1 << 20)).expect("a peak");
    let large = crate::limits::peak_after(&args, &mail(16 << 20)).expect("a peak");
    assert!(
        large < small + (8 << 20),
        "16 MB: {large} bytes at peak, 1 MB: {small}"
    );
}
