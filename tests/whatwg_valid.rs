//! The `whatwg` revision against jsdom's `whatwg-url` `isValidURLString` (the URL
//! Standard's reference implementation of its writing rules), with no base URL: over
//! the web-platform-tests' inputs (`tests/whatwg/urltestdata.json`) and strings derived
//! from `grammar/whatwg.bnf` and their near misses. Needs Node and the package in
//! `target/whatwg-url` (`scripts/whatwg-url` installs it; `.ci/run` does).
//!
//! They agree on every input: a disagreement fails the test (to be fixed, or written
//! down in `grammar/README.md` with the Standard's words and listed here).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use urispec::Revision;
use urispec::bnf::Generator;

use crate::common::outside::available;

/// The derived strings of each rule, and the near misses of each.
const DERIVED: usize = 4_000;

/// Where `scripts/whatwg-url` installs the package.
fn package() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/whatwg-url/node_modules/whatwg-url")
}

fn node_runs() -> bool {
    Command::new("node")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn hex(s: &str) -> String {
    s.bytes().fold(String::new(), |mut out, b| {
        let _ = write!(out, "{b:02x}");
        out
    })
}

fn unhex(h: &str) -> String {
    let bytes: Vec<u8> = (0..h.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&h[i..i + 2], 16).expect("hex from valid.js"))
        .collect();
    String::from_utf8(bytes).expect("valid.js writes UTF-8")
}

/// jsdom's verdict on each input (the test data's first when `wpt`), in order.
fn jsdom(inputs: &[String], wpt: bool) -> Vec<(String, bool)> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut command = Command::new("node");
    command
        .arg(manifest.join("tests/whatwg/valid.js"))
        .arg(package());
    if wpt {
        command.arg(manifest.join("tests/whatwg/urltestdata.json"));
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node starts");
    let mut stdin = child.stdin.take().expect("piped");
    let text: String = inputs.iter().map(|s| hex(s) + "\n").collect();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let output = child.wait_with_output().expect("node runs");
    writer
        .join()
        .expect("writer")
        .expect("node reads its input");
    assert!(output.status.success(), "valid.js failed");
    String::from_utf8(output.stdout)
        .expect("UTF-8")
        .lines()
        .map(|line| {
            let (input, verdict) = line.split_once('\t').expect("<hex>\\t<verdict>");
            (unhex(input), verdict == "1")
        })
        .collect()
}

/// How a derived string of a rule is made a whole input.
type Wrap = fn(&str) -> String;

/// The inputs: `tests/whatwg/edge.txt`'s, then derivations of the start rule, of hosts and of ports in
/// special URLs, and near misses of each.
fn generated() -> Vec<String> {
    let grammar = Revision::Whatwg.bnf();
    let mut generator = Generator::new(grammar, 31);
    let edge = include_str!("whatwg/edge.txt");
    let mut inputs: Vec<String> = edge
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let wraps: [(&str, Wrap); 3] = [
        ("absolute-URL-with-fragment-string", |s| s.to_owned()),
        ("valid-host-string", |s| format!("https://{s}/")),
        ("valid-opaque-host-string", |s| format!("foo://{s}:8/p")),
    ];
    for (rule, wrap) in wraps {
        for _ in 0..DERIVED {
            let derived = wrap(&generator.derive(rule).expect("the rule exists"));
            inputs.push(generator.near_miss(&derived));
            inputs.push(derived);
        }
    }
    inputs
}

#[test]
fn agrees_with_jsdom_is_valid_url_string() {
    if !available(
        node_runs() && package().join("package.json").is_file(),
        "whatwg_valid",
        "Node and jsdom's whatwg-url in target/whatwg-url (scripts/whatwg-url)",
    ) {
        return;
    }
    let wpt_and_generated = jsdom(&generated(), true);
    assert!(
        wpt_and_generated.len() > 24_000,
        "{} inputs",
        wpt_and_generated.len()
    );
    let mut disagreements = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for (input, theirs) in &wpt_and_generated {
        let ours = Revision::Whatwg.check(input).is_ok();
        if ours {
            valid += 1;
        } else {
            invalid += 1;
        }
        if ours != *theirs {
            let why = Revision::Whatwg.check(input).err().map(|e| e.to_string());
            disagreements.push(format!("{input:?}: jsdom {theirs}, urispec {ours} {why:?}"));
        }
    }
    eprintln!(
        "whatwg: {} inputs ({valid} valid, {invalid} invalid), {} disagreements",
        wpt_and_generated.len(),
        disagreements.len()
    );
    assert!(
        valid > 5_000 && invalid > 5_000,
        "{valid} valid, {invalid} invalid"
    );
    assert!(
        disagreements.is_empty(),
        "{} disagreements:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(60)].join("\n")
    );
}
