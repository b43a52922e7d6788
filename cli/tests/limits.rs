//! Bounded memory: a line over `--max-line-bytes` is skipped as it is read (never held
//! whole; tests/cli.rs checks what is said); and a large line costs a command a small
//! multiple of its length. Peak memory is the child's
//! `VmHWM` in `/proc/PID/status`, read while it waits for more input (Linux; elsewhere
//! the memory tests skip with one line).

use std::collections::BTreeMap;
use std::io::{Read as _, Write as _};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use crate::common::outside;

/// Whether `/proc` can tell a process's peak memory; otherwise the test skips with one
/// line (a failure under `URISPEC_NO_SKIP`).
pub fn has_proc(test: &str) -> bool {
    outside::available(
        std::path::Path::new("/proc/self/status").exists(),
        test,
        "/proc (Linux) to read a process's peak memory",
    )
}

/// The peak resident memory (bytes) of `urispec ARGS` once it has read `input` and
/// answered it, standard input still open; `None` without `/proc`. Measured once per
/// command and input: the tests below ask for some of the same (every revision's
/// `parse` on a large line is a bound of its own and the measure `--revision all` is
/// held to against one revision), and a run of the debug build on a large line takes
/// seconds. A second test asking while the first measures waits for its answer.
pub fn peak_after(args: &[&str], input: &[u8]) -> Option<u64> {
    type Key = (Vec<String>, Vec<u8>);
    static PEAKS: Mutex<BTreeMap<Key, Arc<OnceLock<Option<u64>>>>> = Mutex::new(BTreeMap::new());
    let key = (
        args.iter().map(ToString::to_string).collect(),
        input.to_vec(),
    );
    let cell = Arc::clone(PEAKS.lock().unwrap().entry(key).or_default());
    *cell.get_or_init(|| measure(args, input))
}

/// [`peak_after`]'s measurement: the command run on `input`.
fn measure(args: &[&str], input: &[u8]) -> Option<u64> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let drain = std::thread::spawn(move || {
        let mut sink = Vec::new();
        let _ = stdout.read_to_end(&mut sink);
    });
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    let proc = format!("/proc/{}", child.id());
    let mut peak = None;
    let mut quiet = 0;
    // Done when every byte is read, the process sleeps (in its next read), and the
    // peak holds still; at most 600 polls of 50 ms.
    for _ in 0..600 {
        std::thread::sleep(Duration::from_millis(50));
        let Ok(status) = std::fs::read_to_string(format!("{proc}/status")) else {
            break;
        };
        let hwm = field(&status, "VmHWM:").map(|kb| kb * 1024);
        let read = std::fs::read_to_string(format!("{proc}/io"))
            .ok()
            .and_then(|io| field(&io, "rchar:"));
        let sleeping = status.contains("State:\tS");
        if hwm.is_some() && hwm == peak && sleeping && read >= Some(input.len() as u64) {
            quiet += 1;
            if quiet == 3 {
                break;
            }
        } else {
            quiet = 0;
        }
        peak = hwm;
    }
    drop(stdin);
    child.wait().unwrap();
    drain.join().unwrap();
    peak
}

/// The number after `name` in a `/proc` file.
fn field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    line[name.len()..].split_whitespace().next()?.parse().ok()
}

/// `check --count` on an endless line (as `/dev/zero`) holds a bounded buffer,
/// not the line: 30 MB without a newline cost less than 8 MB over a small input.
#[test]
fn an_endless_line_is_not_held() {
    let args = [
        "check",
        "--revision",
        "rfc3986",
        "--count",
        "--max-line-bytes",
        "1000",
    ];
    let base = peak_after(&args, b"http://a/\n");
    let Some(base) = base.filter(|_| has_proc("an_endless_line_is_not_held")) else {
        return;
    };
    let mut input = vec![0; 30_000_000];
    input.extend_from_slice(b"\nhttp://a/\n");
    let peak = peak_after(&args, &input).unwrap();
    assert!(
        peak < base + 8_000_000,
        "peak {peak} bytes against {base} for a small input"
    );
}

/// The large lines (about 1 MB each): a path of 500,000 segments, and 333,333
/// escapes (each a step of `normalize` unless merged).
fn large_lines() -> [String; 2] {
    [
        format!("http://a/{}\n", "a/".repeat(500_000)),
        format!("http://a/{}\n", "%41".repeat(333_333)),
    ]
}

/// The same as pairs for `equivalent`: a small reference, then the large one.
fn large_pairs() -> [String; 2] {
    large_lines().map(|line| format!("http://a/ {line}"))
}

/// Asserts that each of `commands` on each of `lines` costs at most `factor` times
/// the line over what it costs on `small`.
fn assert_bounded(test: &str, commands: &[&[&str]], small: &[u8], lines: &[String], factor: u64) {
    for args in commands {
        let base = peak_after(args, small);
        let Some(base) = base.filter(|_| has_proc(test)) else {
            return;
        };
        for line in lines {
            let peak = peak_after(args, line.as_bytes()).unwrap();
            let bound = base + factor * line.len() as u64;
            assert!(
                peak <= bound,
                "urispec {args:?} on a {} byte line: peak {peak} bytes, over {bound} ({factor}×)",
                line.len()
            );
        }
    }
}

/// A large line (1 MB) costs these commands at most 32 times its length over what a
/// small input costs: every command that reads lines, but for those below with a
/// constant of their own (`normalize`'s escapes are one step per run of escapes).
#[test]
fn a_large_line_costs_a_small_multiple_of_it() {
    let commands: [&[&str]; 12] = [
        &["check", "--revision", "all"],
        &["check", "--revision", "all", "--format", "json"],
        &["check", "--revision", "all", "--count"],
        &[
            "resolve",
            "--revision",
            "all",
            "http://a/b/c",
            "--from",
            "-",
        ],
        &["convert", "--to", "iri"],
        &["convert", "--to", "uri"],
        &["encode", "--revision", "rfc3986", "--component", "query"],
        &["decode"],
        &["normalize", "--revision", "all"],
        &["normalize", "--revision", "all", "--format", "json"],
        &["extract", "--revision", "all"],
        &["extract", "--revision", "all", "--format", "json"],
    ];
    let test = "a_large_line_costs_a_small_multiple_of_it";
    assert_bounded(test, &commands, b"http://a/\n", &large_lines(), 32);
}

/// `compare` and `equivalent` answer one revision at a time, in text and in JSON,
/// though a record's head needs every answer (the table's column widths, the JSON
/// record's `equivalent`; `differ` comes after the answers): what the head needs is
/// learnt in a first pass that keeps only that, and for a large line each answer is
/// made again to be written (one answer alive at a time): at most 32 times the line,
/// with a base (a resolution per revision), `--differ` and the Standard's answer; and
/// over every revision, whose URL Standard's components are read from its derivation
/// (see `a_derivation_costs_a_bounded_multiple_of_a_line`).
#[test]
fn compare_and_equivalent_cost_a_bounded_multiple_of_a_line() {
    let test = "compare_and_equivalent_cost_a_bounded_multiple_of_a_line";
    // The RFCs and drafts, with every option that changes what is held.
    let documents = "rfc1738,rfc1808,draft-fielding-uri-url-00,rfc2396,rfc2732,\
                     draft-fielding-uri-rfc2396bis-00,rfc3986,rfc3987,rfc6874";
    let base = "http://a/b/c";
    let compare: [&[&str]; 9] = [
        &["compare"],
        &["compare", "--format", "json"],
        &["compare", "--revision", documents],
        &["compare", "--revision", documents, "--format", "json"],
        &["compare", "--revision", documents, "--base", base],
        &[
            "compare",
            "--revision",
            documents,
            "--base",
            base,
            "--format",
            "json",
        ],
        &["compare", "--revision", documents, "--with", "whatwg"],
        &["compare", "--revision", documents, "--differ", "path"],
        &[
            "compare",
            "--revision",
            documents,
            "--with",
            "whatwg",
            "--base",
            base,
            "--format",
            "json",
        ],
    ];
    assert_bounded(test, &compare, b"http://a/\n", &large_lines(), 32);
    let equivalent: [&[&str]; 5] = [
        &["equivalent", "--revision", "all"],
        &["equivalent", "--revision", "all", "--format", "json"],
        &["equivalent", "--revision", documents],
        &["equivalent", "--revision", documents, "--format", "json"],
        &["equivalent", "--revision", documents, "--level", "syntax"],
    ];
    assert_bounded(
        test,
        &equivalent,
        b"http://a/ http://a/\n",
        &large_pairs(),
        32,
    );
}

/// `compare`'s table keeps a large line's rows only one at a time: the first pass
/// learns the column widths, and each row is made again to be written. Over every
/// revision that costs about 6 times the line; holding every row between the
/// passes, as a small input's are, 20 to 24, within the 32 shared above: hence a
/// bound of its own.
#[test]
fn compare_text_makes_a_large_line_s_rows_again() {
    let test = "compare_text_makes_a_large_line_s_rows_again";
    assert_bounded(test, &[&["compare"]], b"http://a/\n", &large_lines(), 16);
}

/// `equivalent`'s JSON keeps a large pair's answers only one at a time: the first
/// pass learns the record's `equivalent`, and each answer is made again to be
/// written. Over every revision that costs about 9 times the pair (3 with the
/// escapes); holding every revision's answers between the passes, as a small pair's
/// are, about 28, within the 32 shared above: hence a bound of its own.
#[test]
fn equivalent_json_makes_a_large_pair_s_answers_again() {
    let test = "equivalent_json_makes_a_large_pair_s_answers_again";
    let args: &[&str] = &["equivalent", "--revision", "all", "--format", "json"];
    assert_bounded(test, &[args], b"http://a/ http://a/\n", &large_pairs(), 16);
}

/// `parse` and `tree` derive the line by each grammar's program into a compact tree
/// (16 bytes a node: a path of one-character segments is 8 times the line), one
/// revision at a time, the JSON written from it node by node: at most 32 times the
/// line for every revision, text or JSON (pest's token queue and the tree it was
/// copied into made it 70 to 101 times for one revision).
#[test]
fn a_derivation_costs_a_bounded_multiple_of_a_line() {
    let test = "a_derivation_costs_a_bounded_multiple_of_a_line";
    let derivations: [&[&str]; 4] = [
        &["parse", "--revision", "all"],
        &["parse", "--revision", "all", "--format", "json"],
        &["tree", "--revision", "all"],
        &["tree", "--revision", "all", "--format", "json"],
    ];
    assert_bounded(test, &derivations, b"http://a/\n", &large_lines(), 32);
}

/// A large line whose last byte no revision allows (a space after the path): the
/// automaton finds where it stops, pest's diagnostic names the rule, `parse` answers
/// the error and `tree` derives the longest valid prefix: at most 32 times the line.
#[test]
fn an_invalid_large_line_costs_a_small_multiple_of_it() {
    let commands: [&[&str]; 5] = [
        &["check", "--revision", "all"],
        &["check", "--revision", "all", "--format", "json"],
        &["parse", "--revision", "all"],
        &["parse", "--revision", "all", "--format", "json"],
        &["tree", "--revision", "rfc3987", "--format", "json"],
    ];
    let invalid = large_lines().map(|line| line.replace('\n', " \n"));
    let test = "an_invalid_large_line_costs_a_small_multiple_of_it";
    assert_bounded(test, &commands, b"http://a/ \n", &invalid, 32);
}

/// The commands that answer each revision with a derivation or a normal form answer
/// one revision at a time, in text and in JSON: asking for every revision costs a
/// large line little more (at most 16 times its length) than asking for one.
#[test]
fn every_revision_costs_about_what_one_does() {
    let commands: [(&str, &[&str]); 4] = [
        ("parse", &[]),
        ("parse", &["--format", "json"]),
        ("tree", &[]),
        ("normalize", &[]),
    ];
    for (command, format) in commands {
        for line in &large_lines() {
            let one: Vec<&str> = [command, "--revision", "rfc3987"]
                .into_iter()
                .chain(format.iter().copied())
                .collect();
            let one = peak_after(&one, line.as_bytes());
            let Some(one) = one.filter(|_| has_proc("every_revision_costs_about_what_one_does"))
            else {
                return;
            };
            let all: Vec<&str> = [command, "--revision", "all"]
                .into_iter()
                .chain(format.iter().copied())
                .collect();
            let all = peak_after(&all, line.as_bytes()).unwrap();
            let bound = one + 16 * line.len() as u64;
            assert!(
                all <= bound,
                "urispec {command} {format:?} --revision all on a {} byte line: peak {all} bytes, over {bound}",
                line.len()
            );
        }
    }
}
