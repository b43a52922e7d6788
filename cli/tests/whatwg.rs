//! `compare --with whatwg` and `--differ` on the known classes of parser confusion
//! (scheme, slashes, backslashes, userinfo, encoded host, IPv4 number forms,
//! whitespace and controls), and `--differ` on a million lines in bounded memory.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use serde_json::Value;
use urispec::Revision;

/// Runs `urispec compare --with whatwg --format jsonl ARGS INPUT`: the records.
fn compare(args: &[&str], input: &str) -> Vec<Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["compare", "--with", "whatwg", "--format", "jsonl"])
        .args(args)
        .arg("--")
        .arg(input)
        .output()
        .expect("runs");
    assert!(out.status.code().is_some_and(|c| c < 2), "{out:?}");
    out.stdout
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
        .collect()
}

/// RFC 3986's answer in a record.
fn rfc3986(record: &Value) -> &Value {
    record["revisions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["revision"] == "rfc3986")
        .unwrap()
}

/// One class of confusion: an input, the component `--differ` finds in it, the
/// host RFC 3986 reads (`None`: rejects the input; `null`: no host) and the
/// Standard's hostname.
struct Class {
    name: &'static str,
    input: &'static str,
    differ: &'static str,
    rfc3986_host: Option<Value>,
    whatwg_hostname: &'static str,
}

fn classes() -> Vec<Class> {
    let host = |text: &str| Some(Value::from(text));
    vec![
        Class {
            name: "scheme: a special scheme without slashes has a host in the Standard",
            input: "http:example.com",
            differ: "host",
            rfc3986_host: Some(Value::Null),
            whatwg_hostname: "example.com",
        },
        Class {
            name: "slashes: three slashes, an empty authority or a host",
            input: "http:///example.com/",
            differ: "host",
            rfc3986_host: host(""),
            whatwg_hostname: "example.com",
        },
        Class {
            name: "backslashes: rejected by the documents, a '/' in the Standard",
            input: "http://a\\b@c/",
            differ: "valid",
            rfc3986_host: None,
            whatwg_hostname: "a",
        },
        Class {
            name: "userinfo: an empty userinfo the Standard drops",
            input: "http://@a/",
            differ: "userinfo",
            rfc3986_host: host("a"),
            whatwg_hostname: "a",
        },
        Class {
            name: "encoded host: percent-decoded by the Standard",
            input: "http://%61.com/",
            differ: "host",
            rfc3986_host: host("%61.com"),
            whatwg_hostname: "a.com",
        },
        Class {
            name: "IPv4 number forms: a reg-name, or the address 127.0.0.1",
            input: "http://0x7f.1/",
            differ: "host",
            rfc3986_host: host("0x7f.1"),
            whatwg_hostname: "127.0.0.1",
        },
        Class {
            name: "whitespace: leading space, removed by the Standard",
            input: " http://a/",
            differ: "valid",
            rfc3986_host: None,
            whatwg_hostname: "a",
        },
        Class {
            name: "controls: a tab inside, removed by the Standard",
            input: "http://ex\tample.com/",
            differ: "valid",
            rfc3986_host: None,
            whatwg_hostname: "example.com",
        },
    ]
}

/// `--differ valid` prints an input some answers accept and others reject: not one
/// that every answer rejects (the Standard's parser included), nor one every answer
/// accepts.
#[test]
fn differ_valid_needs_an_answer_each_way() {
    assert!(compare(&["--differ", "valid"], "http://a b").is_empty());
    assert!(compare(&["--differ", "valid"], "http://a.b/c?d").is_empty());
    assert_eq!(compare(&["--differ", "valid"], "HTTP://a").len(), 1);
}

/// Each class: `--differ` prints the input for its component and not for a
/// component that agrees; RFC 3986 and the Standard read it as the issue says.
#[test]
fn differ_finds_each_class_of_confusion() {
    for class in classes() {
        let records = compare(&["--differ", class.differ], class.input);
        assert_eq!(records.len(), 1, "{}", class.name);
        let record = &records[0];
        assert_eq!(record["input"], class.input, "{}", class.name);
        let mine = rfc3986(record);
        match &class.rfc3986_host {
            None => assert_eq!(mine["valid"], false, "{}", class.name),
            Some(Value::Null) => {
                assert_eq!(mine["components"]["host"], Value::Null, "{}", class.name);
            }
            Some(host) => assert_eq!(&mine["components"]["host"]["text"], host, "{}", class.name),
        }
        let whatwg = &record["whatwg"];
        assert_eq!(whatwg["hostname"], class.whatwg_hostname, "{}", class.name);
        assert!(
            whatwg["differs"]
                .as_array()
                .unwrap()
                .contains(&Value::from(class.differ)),
            "{}: {whatwg}",
            class.name
        );
        assert!(
            compare(&["--differ", "fragment"], class.input).is_empty(),
            "{}",
            class.name
        );
    }
    // A component differs only between answers that accept the input: every
    // document rejects the backslash, so its host differs from no one's.
    assert!(compare(&["--differ", "host"], "http://a\\b@c/").is_empty());
    // An input every answer reads alike is never printed.
    for component in [
        "scheme",
        "authority",
        "userinfo",
        "host",
        "port",
        "path",
        "query",
        "valid",
    ] {
        assert!(
            compare(&["--differ", component], "http://a.b/c?d").is_empty(),
            "{component}"
        );
    }
}

/// The Standard's answer has its own field names; with `--base`, its
/// `resolution` is the input parsed against the base.
#[test]
fn the_standards_answer_by_its_field_names() {
    let records = compare(&["--base", "http://a/b/c/d;p?q"], "../g?y#s");
    let whatwg = &records[0]["whatwg"];
    assert_eq!(whatwg["failure"], true);
    let resolved = &whatwg["resolution"];
    assert_eq!(resolved["href"], "http://a/b/g?y#s");
    let keys: Vec<&str> = resolved
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "href", "protocol", "username", "password", "host", "hostname", "port", "pathname",
            "search", "hash"
        ]
    );
}

/// The text table gains the Standard's row, labelled as a parser.
#[test]
fn the_table_has_the_standards_row() {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["compare", "--with", "whatwg", "http://0x7f.1/"])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let row = text
        .lines()
        .find(|l| l.starts_with("URL Standard parser (ada)"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(row.contains("127.0.0.1") && row.contains("IPv4"), "{row}");
    assert!(
        text.lines().nth(1).unwrap().contains("host kind*"),
        "{text}"
    );
}

/// The Standard's `differs`, and each revision's in `by_revision`, list exactly what
/// differs: `valid` where one side rejects the input, else the components a
/// revision that accepts it has and reads otherwise; nothing where every answer
/// reads the input alike, nor where every answer rejects it.
#[test]
fn the_standards_differences_are_exactly_what_differs() {
    let differs = |input: &str| {
        let record = &compare(&[], input)[0];
        let whatwg = &record["whatwg"];
        let by_revision: Vec<(String, Value)> = whatwg["by_revision"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["revision"].as_str().unwrap().to_owned(),
                    r["differs"].clone(),
                )
            })
            .collect();
        (whatwg["differs"].clone(), by_revision)
    };
    let none = Value::Array(Vec::new());
    // Read alike by every answer; rejected by every answer ("a b": a space, no scheme).
    for input in ["http://a.b/c?d", "a b"] {
        let (all, by_revision) = differs(input);
        assert_eq!(all, none, "{input}");
        assert_eq!(by_revision.len(), Revision::ALL.len(), "{input}");
        for (revision, differs) in &by_revision {
            assert_eq!(differs, &none, "{input} {revision}");
        }
    }
    // An IPv4 number form: the Standard's host is an address, RFC 3986's a reg-name
    // (the scheme, the port, the path, the query and the fragment agree); the
    // Standard's writing rules reject it.
    let (all, by_revision) = differs("http://0x7f.1/");
    assert_eq!(
        all,
        serde_json::json!(["valid", "authority", "host", "path"])
    );
    let of = |id: &str| &by_revision.iter().find(|(r, _)| r == id).unwrap().1;
    assert_eq!(of("rfc3986"), &serde_json::json!(["authority", "host"]));
    assert_eq!(of("whatwg"), &serde_json::json!(["valid"]));
}

/// The high-water mark of a running process's resident memory, in kB (Linux).
fn peak_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A million lines through `--differ host`: the records come out as the lines go
/// in, and the process never holds more than a few MB.
#[test]
fn differ_streams_a_million_lines_in_bounded_memory() {
    const LINES: usize = 1_000_000;
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args([
            "compare", "--with", "whatwg", "--differ", "host", "--format", "json",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut buffer = std::io::BufWriter::new(&mut stdin);
        for i in 0..LINES {
            if i % 1000 == 0 {
                writeln!(buffer, "http://0x7f.{i}/").unwrap();
            } else {
                writeln!(buffer, "g{i}").unwrap();
            }
        }
    });
    let mut peak = 0;
    let mut printed = 0;
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut chunk = Vec::new();
    loop {
        chunk.clear();
        let n = out.read_until(b',', &mut chunk).unwrap();
        if n == 0 {
            break;
        }
        printed += chunk.windows(9).filter(|w| w == b"\"whatwg\":").count();
        peak = peak.max(peak_kb(pid).unwrap_or(0));
    }
    writer.join().unwrap();
    child.wait().unwrap();
    assert_eq!(printed, LINES / 1000);
    assert!(peak < 64 * 1024, "peak resident memory {peak} kB");
}

/// The classes of `tests/whatwg/confusion.txt`, line by line.
const CONFUSION: [&str; 9] = [
    "scheme (special)",
    "slashes",
    "backslash",
    "userinfo",
    "encoded host",
    "IPv4 number form (hex)",
    "IPv4 number form (one number)",
    "whitespace",
    "control (tab)",
];

/// The guide's "Parser confusion" table (docs/guide/confusion.md), as `compare --with whatwg` answers
/// for `tests/whatwg/confusion.txt`: each document's host (`rejected`, `no host`)
/// and the Standard's, marked `≠` where it differs from a document that accepts
/// the input and `+` where only the Standard accepts it.
fn confusion_table() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/whatwg/confusion.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args([
            "compare", "--with", "whatwg", "--format", "jsonl", "--from", path,
        ])
        .output()
        .unwrap();
    let records: Vec<Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
        .collect();
    assert_eq!(records.len(), CONFUSION.len());
    let ids: Vec<&str> = Revision::ALL.iter().map(|r| r.id()).collect();
    let mut table = format!(
        "| class | input | {} | the Standard (host, href) |\n{}| --- | --- | --- |\n",
        ids.join(" | "),
        "| --- ".repeat(ids.len())
    );
    for (class, record) in CONFUSION.iter().zip(&records) {
        let input = record["input"].as_str().unwrap();
        let mut row = format!("| {class} | `\"{}\"` |", input.replace('\t', "\\t"));
        for answer in record["revisions"].as_array().unwrap() {
            let cell = if answer["valid"] == false {
                "rejected".to_owned()
            } else {
                match answer["components"]["host"]["text"].as_str() {
                    None => "no host".to_owned(),
                    Some("") => "`\"\"`".to_owned(),
                    Some(host) => format!("`{host}`"),
                }
            };
            let _ = write!(row, " {cell} |");
        }
        let whatwg = &record["whatwg"];
        let differs = whatwg["differs"].as_array().unwrap();
        let mark = if differs.contains(&Value::from("host")) {
            "≠ "
        } else if record["revisions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a["valid"] == false)
        {
            "+ "
        } else {
            ""
        };
        let _ = writeln!(
            row,
            " {mark}`{}` (`{}`) |",
            whatwg["hostname"].as_str().unwrap(),
            whatwg["href"].as_str().unwrap()
        );
        table.push_str(&row);
    }
    table
}

/// The guide's table is the command's answer, not a copy that drifts.
#[test]
fn the_guide_confusion_table_is_generated() {
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/guide/confusion.md"
    ))
    .unwrap();
    let table = confusion_table();
    assert!(
        page.contains(&table),
        "docs/guide/confusion.md's parser confusion table is stale; it should read:\n{table}"
    );
}
